// Kendall draws counted from crossings (crossings.hh). A permutation test's
// draw puts one of each cell's two slots (z1's score, z2's) in m2 and the
// other in m1; m2's discordant pairs are the pairs of its slots, in the
// sweep's order, whose earlier slot has the lower gold group. Number the
// cells by their first slot in the sweep (a cell's "row") and call a cell's
// two slots lo and hi. For two cells c, d with c's lo first, the pair they
// make in m2 is
//   - the same in every draw where c's hi comes before d's lo (disjoint);
//   - where d lies inside c (lo_c < lo_d < hi_d < hi_c), a function of c's
//     choice alone (c before d or after both of d's slots);
//   - where they cross (lo_c < lo_d < hi_c < hi_d), G + s [c at hi][d at lo]
//     with G = [group c < group d] and s = [group d < group c] - G: only
//     then do both choices matter.
// So m2's discordant pairs are a constant, a weighted sum of the draw's bits
// (the nested pairs' terms) and the crossing pairs' s [c at hi][d at lo]:
// the constant is the count of every cell's lo slot (a draw's count, once);
// m1's follow as in the split sweep, from the slots' weights. The crossing
// pairs are few where the two metrics rank alike (z-scores of two Meteor
// variants on WMT21 zh-en MQM: 0.6 million of the 13.5 million pairs of
// 5,200 cells), and they are counted for many draws at once: a row per cell,
// bit j draw j's y (1: its lo slot in m2), and each pair adds ~y_c & y_d to
// bit-sliced counters (carry-save adders, three-input logic: a few
// operations a pair for 128 to 512 draws).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/crossings.hh"
#include "metaeval/draws/draw_bits.hh"
#include "metaeval/draws/kernels.hh"
#include "util/error.hh"

#include <algorithm>
#include <array>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <new>

namespace meteor::metaeval::detail {

namespace {

constexpr std::size_t kRow = kCrossRow, kBlock = kCrossBlock, kBlockRun = kCrossBlockRun;
constexpr std::size_t kStoredMax = 1 << 16;  // pairs decoded once (KendallCrossings::d) up to this many

// The crossings run where the Kendall table in force has the batches'
// cells and tie sums and the crossings' table is set (AVX-512:
// kernels_avx512.cc, crossings_kernels.cc).
bool cross_cpu() { return kernels().cells != nullptr && cross_kernels().scan_rows != nullptr; }

// A thread's rows (64-byte aligned) and batch_cells' words.
struct CrossScratch {
  struct Free {
    void operator()(char* p) const { ::operator delete[](p, std::align_val_t{kRow}); }
  };
  std::unique_ptr<char[], Free> rows;
  std::size_t rows_size = 0;
  std::vector<std::uint32_t> cells;
  PairChunk chunk[2];  // the pairs' blocks of each sign (pair_sums)
  // cross(): the crossings being made, and its passes' vectors.
  KendallCrossings setup;
  std::vector<std::uint32_t> at, opened, lo, hi;
  std::vector<std::uint8_t> is_lo, group;
  std::vector<std::int32_t> weight1, weight2, lin;
  std::vector<std::uint64_t> closed;  // scan_rows' closed cells
  char* rows_for(std::size_t n) {
    const std::size_t size = (n + 1) * kRow;
    if (size > rows_size) {
      rows.reset(static_cast<char*>(::operator new[](size, std::align_val_t{kRow})));
      std::memset(rows.get(), 0, size);
      rows_size = size;
    }
    std::memset(rows.get() + n * kRow, 0, kRow);  // the pad row
    return rows.get();
  }
};

// cross()'s steps, on a thread's scratch (a test that is not crossed
// allocates nothing), in passes without a branch on the slots (which of a
// cell's two comes first is random).

// Each slot's sweep position by its "at" (scratch.at); whether crossing r
// is worth it for `draws` draws, and if so the cells' lo and hi slots, the
// lo slots opened before each position and the draws at once from which a
// batch is crossed (x.fewest). Estimates in ns from runs on a Xeon
// (AVX-512, 2.5 GHz): a draw from the split sweep 0.95 ns a slot; here the
// setup 0.3 ns a candidate pair (the rows opened in a cell's window) and 25
// a cell, a batch's pairs (decoded, counted) 0.8 ns a candidate, a draw's
// ties, words and sums 0.1 ns a slot. First from a sample of the cells (a
// window of L slots has about L / 2 rows opened in it): most tests that
// are not worth it stop there.
bool worth_crossing(const KendallRanked& r, std::size_t n, std::size_t draws, CrossScratch& scratch) {
  const std::size_t slots = r.sweep_codes.size();
  const std::uint32_t half = static_cast<std::uint32_t>(r.half);
  // (Raw pointers: the loops' byte stores could alias a vector's own.)
  scratch.at.resize(2 * r.half);
  scratch.is_lo.assign(slots, 0);
  scratch.opened.resize(slots + 1);
  scratch.lo.resize(n);
  scratch.hi.resize(n);
  std::uint32_t* const at = scratch.at.data();  // a slot's sweep position by its "at"
  std::uint8_t* const is_lo = scratch.is_lo.data();
  std::uint32_t* const opened = scratch.opened.data();  // the lo slots before a position
  std::uint32_t* const lo = scratch.lo.data();
  std::uint32_t* const hi = scratch.hi.data();
  const std::uint32_t* const code = r.sweep_codes.data();
  for (std::size_t t = 0; t < slots; ++t) at[code[t] >> 7] = static_cast<std::uint32_t>(t);
  const auto k = static_cast<double>(draws);
  const double batches = std::ceil(k / static_cast<double>(KendallCrossings::kBatch));
  auto estimate = [&](double cand) {  // crossed less swept (ns)
    return 0.3 * cand + 25 * static_cast<double>(n) + batches * 0.8 * cand + k * 0.1 * static_cast<double>(slots) -
           k * 0.95 * static_cast<double>(slots);
  };
  std::size_t sampled = 0;
  for (std::size_t c = 0; c < n; c += 16) sampled += std::max(at[c], at[half + c]) - std::min(at[c], at[half + c]);
  if (estimate(static_cast<double>(sampled) * 16 / 2) > 0.3 * k * 0.95 * static_cast<double>(slots)) return false;
  for (std::size_t c = 0; c < n; ++c) {
    const std::uint32_t p2 = at[c], p1 = at[half + c];
    lo[c] = std::min(p1, p2);
    hi[c] = std::max(p1, p2);
    is_lo[lo[c]] = 1;
  }
  opened[0] = 0;
  for (std::size_t t = 0; t < slots; ++t) opened[t + 1] = opened[t] + is_lo[t];
  std::size_t candidates = 0;  // the rows opened in each cell's window
  for (std::size_t c = 0; c < n; ++c) candidates += opened[hi[c]] - opened[lo[c]] - 1;
  const auto cand = static_cast<double>(candidates);  // worth it?
  if (!(estimate(cand) < 0)) return false;
  scratch.setup.fewest = static_cast<std::size_t>(std::ceil(0.8 * cand / (0.85 * static_cast<double>(slots))));
  return true;
}

// The cells' y flips and slots' weights, the rows (in the order of the
// cells' lo slots) with their gold groups, and the order the hi slots come
// in (each its row and the rows opened by then).
void lay_out_rows(const KendallRanked& r, std::size_t n, CrossScratch& scratch) {
  KendallCrossings& x = scratch.setup;
  const std::size_t slots = r.sweep_codes.size();
  const std::uint32_t half = static_cast<std::uint32_t>(r.half);
  const std::uint32_t* const at = scratch.at.data();
  const std::uint32_t* const lo = scratch.lo.data();
  const std::uint8_t* const is_lo = scratch.is_lo.data();
  const std::uint32_t* const opened = scratch.opened.data();
  const std::uint32_t* const code = r.sweep_codes.data();
  const std::int16_t* const slot_weight = r.slot_weights.data();
  scratch.weight1.resize(n);
  scratch.weight2.resize(n);
  for (std::size_t c = 0; c < n; ++c) {
    const std::uint32_t p2 = at[c], p1 = at[half + c];
    x.y_flip[c] = p1 < p2 ? ~std::uint32_t{0} : 0;  // y: z2's slot first and kept, or z1's and swapped
    scratch.weight1[c] = slot_weight[p1] + 32768;    // z1's slot's, z2's
    scratch.weight2[c] = slot_weight[p2] + 32768;
  }
  scratch.group.assign(64 + n, 0);  // (64 to spare: the scan reads 64)
  std::uint8_t* const group = scratch.group.data();
  std::uint32_t* const row_of = x.row_of.data();
  for (std::size_t c = 0; c < n; ++c) {
    row_of[c] = opened[lo[c]];
    group[row_of[c]] = static_cast<std::uint8_t>(code[lo[c]] & 127);
  }
  std::uint32_t* const owner = x.owner.data();
  std::uint32_t* const end = x.end.data();
  std::size_t closed = 0;
  for (std::size_t t = 0; t < slots; ++t) {  // (no branch: lo and hi slots come at random)
    const std::uint32_t a = code[t] >> 7;
    owner[closed] = row_of[a - (a >= half ? half : 0)];
    end[closed] = opened[t];
    closed += 1 - is_lo[t];
  }
  x.owner.pop_back();
  x.end.pop_back();
}

// The draws' linear terms: m2 = all_lo (every cell's lo slot) - sum of
// lin over the cells at hi + pairs: a cell is at hi where kept and z1's is
// lo, or swapped and z2's is lo; m1 = all - (weights of m2's slots) + m2.
// False where a term or their sums overflow the kernels' lanes.
bool linear_terms(const KendallRanked& r, std::size_t n, std::int64_t all_lo, CrossScratch& scratch) {
  KendallCrossings& x = scratch.setup;
  x.m2_linear.assign(n + 64, 0);
  x.m1_linear.assign(n + 64, 0);
  std::int64_t m2 = all_lo, weights1 = 0, sum2 = 0, sum1 = 0;
  for (std::size_t c = 0; c < n; ++c) {
    const std::int32_t l = scratch.lin[x.row_of[c]];
    const bool z2_lo = x.y_flip[c] == 0;
    if (z2_lo) m2 -= l;
    const std::int64_t a = z2_lo ? l : -l;
    const std::int64_t b = a - (scratch.weight2[c] - scratch.weight1[c]);
    if (std::max(std::abs(a), std::abs(b)) > std::numeric_limits<std::int16_t>::max()) return false;
    x.m2_linear[c] = static_cast<std::int16_t>(a);
    x.m1_linear[c] = static_cast<std::int16_t>(b);
    sum2 += std::abs(a);
    sum1 += std::abs(b);
    weights1 += scratch.weight1[c];
  }
  if (std::max(sum1, sum2) > std::numeric_limits<std::int32_t>::max()) return false;  // linear_sums' lanes
  x.m2_base = m2;
  x.m1_base = r.all_discordant - weights1 + m2;
  return true;
}

}  // namespace

const CrossKernels& cross_kernels() {
  static const CrossKernels& in_force = cpu::pick(METEOR_LEVEL_TABLES(cross_kernels), cpu::level());
  return in_force;
}

bool KendallCrossings::cross(const KendallGold& gold, KendallRanked& r, std::size_t draws) {
  r.crossings.reset();
  const std::size_t n = gold.size(), slots = r.sweep_codes.size();
  if (!r.usable || draws == 0 || n < 64 || slots != 2 * n || r.slot_weights.size() != slots ||
      n > std::numeric_limits<std::uint32_t>::max() / (2 * kRow) || !cross_cpu())
    return false;
  CrossScratch& scratch = thread_scratch<CrossScratch>();
  scratch.setup = KendallCrossings();  // (its d and d_owner stay empty unless decoded below)
  if (!worth_crossing(r, n, draws, scratch)) return false;
  KendallCrossings& x = scratch.setup;
  x.cells = n;
  x.row_of.resize(n);
  x.y_flip.resize(n);
  x.owner.resize(n + 1);
  x.end.resize(n + 1);
  lay_out_rows(r, n, scratch);
  // The pairs and the nested weights.
  std::size_t words = 0;
  for (std::size_t e = 0; e < n; ++e) words += (x.end[e] - x.owner[e] + 62) / 64;
  x.masks.resize(2 * words);
  scratch.lin.resize(n);
  scratch.closed.assign(n / 64 + 2, 0);
  cross_kernels().scan_rows(scratch.group.data(), x, scratch.lin.data(), scratch.closed.data());
  if (x.plus + x.minus <= kStoredMax && draws > kBatch) {  // (else a batch's decoding costs alike)
    const std::size_t pairs[2] = {x.plus, x.minus};
    for (int s = 0; s < 2; ++s) {
      x.d[s].resize(pairs[s] + kBlock * (x.cells + kBlockRun) + 64);
      x.d_owner[s].resize(x.d[s].size() / kBlock + 16);
    }
    std::size_t used[2], blocks[2];
    cross_kernels().decode_all(x, used, blocks);
    for (int s = 0; s < 2; ++s) {
      x.d[s].resize(used[s]);
      x.d_owner[s].resize(blocks[s]);
    }
  }
  const std::int64_t all_lo = kernels().count_groups[lanes(r.sweep_width)](scratch.group.data(), n);
  if (!linear_terms(r, n, all_lo, scratch)) return false;
  r.crossings = std::make_shared<KendallCrossings>(std::move(x));
  return true;
}

void KendallCrossings::draws(const KendallGold& gold, const KendallRanked& r, const std::uint64_t* const* bits,
                             std::size_t count, std::size_t first_bit, KendallVariant variant, bool scipy_order,
                             std::pair<double, double>* out) {
  if (!r.crossings) throw InvalidArgument("KendallCrossings::draws: not crossed");
  if (count > kBatch) throw InvalidArgument("KendallCrossings::draws: more than kBatch draws");
  const KendallCrossings& x = *r.crossings;
  const std::size_t n = gold.size();
  CrossScratch& scratch = thread_scratch<CrossScratch>();
  char* rows = scratch.rows_for(n);
  scratch.cells.resize((n + 63) / 64 * 64);
  std::uint32_t* cells = scratch.cells.data();
  std::array<std::array<std::int64_t, 6>, kBatch> ties;
  // Each 32 draws' words by cell: their ties, and their y bits into the rows.
  for (std::size_t first = 0; first < count; first += kKendallBatch) {
    const std::size_t some = std::min(kKendallBatch, count - first);
    kernels().cells(bits + first, some, first_bit, n, cells);
    kernels().tie_sums(r, cells, some, ties.data() + first);
    auto* word = reinterpret_cast<std::uint32_t*>(rows) + first / kKendallBatch;
    for (std::size_t c = 0; c < n; ++c) word[x.row_of[c] * (kRow / 4)] = cells[c] ^ x.y_flip[c];
  }
  std::int64_t pairs[kBatch + 8];
  const CrossKernels& k = cross_kernels();
  k.pair_sums[count <= 128 ? 0 : count <= 256 ? 1 : 2](rows, x, count, scratch.chunk, pairs);
  for (std::size_t j = 0; j < count; ++j) {
    std::int64_t linear[2];
    k.linear_sums(bits[j], first_bit, n, x.m2_linear.data(), x.m1_linear.data(), linear);
    const std::int64_t discordant[2] = {x.m1_base + linear[1] + pairs[j], x.m2_base + linear[0] + pairs[j]};
    out[j] = kendall_taus(gold, discordant, ties[j], variant, scipy_order);
  }
}

}  // namespace meteor::metaeval::detail
