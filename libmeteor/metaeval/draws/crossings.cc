// Kendall draws counted from crossings (crossings.hh), with AVX-512 (F,
// BW, VL) throughout: they run where the Kendall table in force
// (kernels.hh) is avx512's.
//
// A permutation test's draw puts one of each cell's two slots (z1's score,
// z2's) in m2 and the other in m1; m2's discordant pairs are the pairs of
// its slots, in the sweep's order, whose earlier slot has the lower gold
// group. Number the cells by their first slot in the sweep (a cell's "row")
// and call a cell's two slots lo and hi. For two cells c, d with c's lo
// first, the pair they make in m2 is
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
#include "metaeval/draws/kendall_draws.hh"
#include "metaeval/draws/kernels.hh"
#include "util/cpu.hh"
#include "util/error.hh"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>
#include <new>

#ifdef METEOR_X86
#include <immintrin.h>
#endif

namespace meteor::metaeval::detail {

namespace {

constexpr std::size_t kRow = 64;          // bytes a row
constexpr std::size_t kBlock = 8;         // pairs a block
constexpr std::size_t kBlockRun = 64;     // blocks the kernel takes at a time
constexpr unsigned kMaxPlanes = 48;       // counters' bit planes (counts below 2^48)
constexpr std::size_t kStoredMax = 1 << 16;  // pairs decoded once (KendallCrossings::d) up to this many

#ifdef METEOR_X86
// The crossings run where the Kendall table in force has the batches'
// cells and tie sums (AVX-512: kernels_avx512.cc).
bool cross_cpu() { return kernels().cells != nullptr; }

// The pass over the cells in the order their hi slots come: when c's hi
// comes, the rows opened since its lo (up to end) are nested in c where
// already closed, else crossing. lin[row]: the nested pairs' weight of c's
// choice (G - G' summed: [c's group lower] - [c's group higher]).
__attribute__((target("avx512f,avx512bw,popcnt"))) void scan_rows(const std::uint8_t* group, KendallCrossings& x,
                                                                  std::int32_t* lin) {
  const std::size_t cells = x.cells;
  std::vector<std::uint64_t> closed(cells / 64 + 2, 0);
  std::uint64_t* mask = x.masks.data();
  const std::uint32_t* const owner = x.owner.data();
  const std::uint32_t* const ends = x.end.data();
  std::size_t plus = 0, minus = 0;  // (locals: not a field each mask store might alias)
  for (std::size_t e = 0; e < cells; ++e) {
    const std::uint32_t i = owner[e], end = ends[e];
    const __m512i own = _mm512_set1_epi8(static_cast<char>(group[i]));
    std::int64_t nested = 0;
    for (std::size_t base = i + 1; base < end; base += 64) {
      const std::uint64_t valid = end - base >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (end - base)) - 1;
      const __m512i g = _mm512_loadu_si512(group + base);
      const std::uint64_t lower = _mm512_cmplt_epu8_mask(g, own) & valid;
      const std::uint64_t higher = _mm512_cmpgt_epu8_mask(g, own) & valid;
      const std::uint64_t done = bits_at(closed.data(), base, cells);
      nested += std::popcount(done & higher) - std::popcount(done & lower);
      *mask++ = lower & ~done;
      *mask++ = higher & ~done;
      plus += static_cast<std::size_t>(std::popcount(lower & ~done));
      minus += static_cast<std::size_t>(std::popcount(higher & ~done));
    }
    closed[i / 64] |= std::uint64_t{1} << (i % 64);
    lin[i] = static_cast<std::int32_t>(nested);
  }
  x.plus = plus;
  x.minus = minus;
}

// Bit-sliced counting: V holds a bit of each of 128, 256 or 512 draws.
typedef std::uint64_t V2 __attribute__((vector_size(16)));
typedef std::uint64_t V4 __attribute__((vector_size(32)));
typedef std::uint64_t V8 __attribute__((vector_size(64)));
#define METEOR_CROSS_TARGET __attribute__((target("avx512f,avx512vl")))
// A three-input logic function (kTable: its truth table) of each bit.
template <int kTable>
[[gnu::always_inline]] METEOR_CROSS_TARGET inline V8 logic3(V8 a, V8 b, V8 c) {
  return reinterpret_cast<V8>(_mm512_ternarylogic_epi64(reinterpret_cast<__m512i>(a), reinterpret_cast<__m512i>(b),
                                                        reinterpret_cast<__m512i>(c), kTable));
}
template <int kTable>
[[gnu::always_inline]] METEOR_CROSS_TARGET inline V4 logic3(V4 a, V4 b, V4 c) {
  return reinterpret_cast<V4>(_mm256_ternarylogic_epi64(reinterpret_cast<__m256i>(a), reinterpret_cast<__m256i>(b),
                                                        reinterpret_cast<__m256i>(c), kTable));
}
template <int kTable>
[[gnu::always_inline]] METEOR_CROSS_TARGET inline V2 logic3(V2 a, V2 b, V2 c) {
  return reinterpret_cast<V2>(_mm_ternarylogic_epi64(reinterpret_cast<__m128i>(a), reinterpret_cast<__m128i>(b),
                                                     reinterpret_cast<__m128i>(c), kTable));
}
// A carry-save adder: sum (same weight) and carry (next weight) of a, b, c.
template <typename V>
[[gnu::always_inline]] METEOR_CROSS_TARGET inline void csa(V& carry, V& sum, V a, V b, V c) {
  carry = logic3<0xe8>(a, b, c);  // the majority
  sum = logic3<0x96>(a, b, c);    // a ^ b ^ c
}
// 8 inputs into ones, twos, fours (Harley-Seal); the carry of weight 8 out.
template <typename V>
[[gnu::always_inline]] METEOR_CROSS_TARGET inline V add8(const V* in, V& ones, V& twos, V& fours) {
  V a, b, four_a, four_b, eight;
  csa(a, ones, ones, in[0], in[1]);
  csa(b, ones, ones, in[2], in[3]);
  csa(four_a, twos, twos, a, b);
  csa(a, ones, ones, in[4], in[5]);
  csa(b, ones, ones, in[6], in[7]);
  csa(four_b, twos, twos, a, b);
  csa(eight, fours, fours, four_a, four_b);
  return eight;
}

template <typename V>
[[gnu::always_inline]] METEOR_CROSS_TARGET inline V row(const char* rows, std::uint32_t at) {
  return *reinterpret_cast<const V*>(rows + at);
}

// A sign's counters: three levels of add8 (ones to fours, eights to 32s,
// 64s to 256s), then planes 9.. of the count (a run of 64 blocks' carry of
// weight 512 rippled in); all zero at first.
template <typename V>
struct Counters {
  V level[9];
  V planes[kMaxPlanes];
};

// Blocks (a multiple of kBlockRun) into c: for each, ~y(owner) & y(d) of
// its 8 d's (rows' byte offsets).
template <typename V>
METEOR_CROSS_TARGET void count_blocks(const char* rows, const std::uint32_t* d, const std::uint32_t* owner,
                                      std::size_t blocks, unsigned planes_used, Counters<V>& c) {
  V level[9];
  for (unsigned k = 0; k < 9; ++k) level[k] = c.level[k];
  for (std::size_t b = 0; b < blocks; b += kBlockRun) {
    V e64[8];
    for (std::size_t q = 0; q < 8; ++q) {
      V e8[8];
      for (std::size_t k = 0; k < 8; ++k) {
        const std::size_t block = b + 8 * q + k;
        const V own = ~row<V>(rows, owner[block]);
        const std::uint32_t* at = d + kBlock * block;
        const V in[8] = {own & row<V>(rows, at[0]), own & row<V>(rows, at[1]), own & row<V>(rows, at[2]),
                         own & row<V>(rows, at[3]), own & row<V>(rows, at[4]), own & row<V>(rows, at[5]),
                         own & row<V>(rows, at[6]), own & row<V>(rows, at[7])};
        e8[k] = add8(in, level[0], level[1], level[2]);
      }
      e64[q] = add8(e8, level[3], level[4], level[5]);
    }
    V carry = add8(e64, level[6], level[7], level[8]);
    for (unsigned k = 9; k < planes_used; ++k) {
      const V old = c.planes[k];
      c.planes[k] = old ^ carry;
      carry = old & carry;
    }
  }
  for (unsigned k = 0; k < 9; ++k) c.level[k] = level[k];
}

// Row offsets of the set bits of mask (rows base..base + 63), in order, at
// out[n..]; n advanced. out has 16 entries to spare. (The four stores'
// places from independent popcounts: no chain through n.)
[[gnu::always_inline]] __attribute__((target("avx512f,popcnt"))) inline void emit_rows(std::uint64_t mask,
                                                                                      std::size_t base,
                                                                                      std::uint32_t* out,
                                                                                      std::size_t& n) {
  const __m512i offsets = _mm512_add_epi32(
      _mm512_set1_epi32(static_cast<int>(base * kRow)),
      _mm512_setr_epi32(0, 64, 128, 192, 256, 320, 384, 448, 512, 576, 640, 704, 768, 832, 896, 960));
  const std::size_t at[4] = {n, n + static_cast<std::size_t>(std::popcount(mask & 0xffff)),
                             n + static_cast<std::size_t>(std::popcount(mask & 0xffffffff)),
                             n + static_cast<std::size_t>(std::popcount(mask & 0xffffffffffff))};
  for (unsigned q = 0; q < 4; ++q) {
    const __m512i rows = _mm512_add_epi32(offsets, _mm512_set1_epi32(static_cast<int>(16 * q * kRow)));
    _mm512_storeu_si512(out + at[q], _mm512_maskz_compress_epi32(static_cast<__mmask16>(mask >> (16 * q)), rows));
  }
  n += static_cast<std::size_t>(std::popcount(mask));
}

// A sign's pairs decoded from the masks into blocks, a chunk at a time
// (the L2 cache's), then counted.
struct PairChunk {
  static constexpr std::size_t kBlocks = 1024;  // counted once this many are decoded
  std::vector<std::uint32_t> d, owner;
  PairChunk() : d(kBlock * (kBlocks + kBlockRun) + 64 * 64 + 16), owner(kBlocks + kBlockRun + 64 * 8 + 16) {}
};

// An owner's whole blocks so far (n entries) owned, 16 at a time (owner
// has 16 to spare).
[[gnu::always_inline]] METEOR_CROSS_TARGET inline void owned(std::uint32_t* owner, std::size_t& blocks,
                                                                          std::size_t n, std::uint32_t own) {
  const __m512i owners = _mm512_set1_epi32(static_cast<int>(own));
  _mm512_storeu_si512(owner + blocks, owners);  // (at once: an owner seldom has more than 16 blocks)
  for (std::size_t b = blocks + 16; b < n / kBlock; b += 16) _mm512_storeu_si512(owner + b, owners);
  blocks = n / kBlock;
}
// 8 pads at d (a block's last entries).
[[gnu::always_inline]] METEOR_CROSS_TARGET inline void padded(std::uint32_t* d, std::uint32_t pad) {
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(d), _mm256_set1_epi32(static_cast<int>(pad)));
}

// A sign's blocks padded to a whole run with the pad row's.
inline void pad_run(std::uint32_t* d, std::uint32_t* owner, std::size_t& n, std::size_t& blocks, std::uint32_t pad) {
  while (blocks % kBlockRun) {
    std::fill(d + n, d + n + kBlock, pad);
    n += kBlock;
    owner[blocks++] = pad;
  }
}

// A sign's whole runs of blocks counted, the rest moved to the front (all:
// padded to a whole run first).
template <typename V>
METEOR_CROSS_TARGET void count_some(const char* rows, std::uint32_t* d, std::uint32_t* owner, std::size_t& n,
                                    std::size_t& blocks, unsigned used, Counters<V>& c, bool all,
                                    std::uint32_t pad) {
  if (all) pad_run(d, owner, n, blocks, pad);
  const std::size_t run = blocks / kBlockRun * kBlockRun;
  count_blocks<V>(rows, d, owner, run, used, c);
  std::copy(d + kBlock * run, d + n, d);
  std::copy(owner + run, owner + blocks, owner);
  n -= kBlock * run;
  blocks -= run;
}

// Each lane's count (lanes < count, 8 at a time: out has 8 to spare) from
// the planes: plus's less minus's.
template <typename V>
METEOR_CROSS_TARGET void lane_sums(const Counters<V>* counters, const unsigned* used, std::size_t count,
                                   std::int64_t* out) {
  for (std::size_t j = 0; j < count; j += 8) {
    __m512i sum = _mm512_setzero_si512();
    for (int s = 0; s < 2; ++s)
      for (unsigned k = 0; k < used[s]; ++k) {
        const Counters<V>& c = counters[s];
        const auto* plane = reinterpret_cast<const std::uint8_t*>(k < 9 ? &c.level[k] : &c.planes[k]);
        const std::int64_t weight = (s ? -1 : 1) * (std::int64_t{1} << k);
        sum = _mm512_mask_add_epi64(sum, plane[j / 8], sum, _mm512_set1_epi64(weight));
      }
    _mm512_storeu_si512(out + j, sum);
  }
}

// Each owner's windows decoded from the masks into each sign's blocks
// (d[s][0..n[s]), blocks[s] of them owned; the caller's locals, not a
// struct's fields, which each vector store might alias); full(s) where
// sign s holds limit entries or more (a window's whole blocks owned first).
template <typename Full>
[[gnu::always_inline]] METEOR_CROSS_TARGET inline void decode(const KendallCrossings& x, std::uint32_t* const* d,
                                                              std::uint32_t* const* owner, std::size_t* n,
                                                              std::size_t* blocks, std::size_t limit, Full full) {
  const auto pad = static_cast<std::uint32_t>(x.cells * kRow);
  const std::uint64_t* mask = x.masks.data();
  for (std::size_t e = 0; e < x.cells; ++e) {
    const std::uint32_t i = x.owner[e], end = x.end[e], own = i * static_cast<std::uint32_t>(kRow);
    for (std::size_t base = i + 1; base < end; base += 64, mask += 2)
      for (int s = 0; s < 2; ++s) {
        emit_rows(mask[s], base, d[s], n[s]);
        if (n[s] >= limit) {  // (a long window)
          owned(owner[s], blocks[s], n[s], own);
          full(s);
        }
      }
    for (int s = 0; s < 2; ++s) {
      padded(d[s] + n[s], pad);  // the last block
      n[s] = (n[s] + kBlock - 1) / kBlock * kBlock;
      owned(owner[s], blocks[s], n[s], own);
      if (n[s] >= limit) full(s);
    }
  }
}

// Each sign's pairs decoded whole (KendallCrossings::d, d_owner).
METEOR_CROSS_TARGET void decode_all(KendallCrossings& x) {
  const auto pad = static_cast<std::uint32_t>(x.cells * kRow);
  const std::size_t pairs[2] = {x.plus, x.minus};
  std::size_t n[2] = {0, 0}, blocks[2] = {0, 0};
  for (int s = 0; s < 2; ++s) {
    x.d[s].resize(pairs[s] + kBlock * (x.cells + kBlockRun) + 64);
    x.d_owner[s].resize(x.d[s].size() / kBlock + 16);
  }
  std::uint32_t* const d[2] = {x.d[0].data(), x.d[1].data()};
  std::uint32_t* const owner[2] = {x.d_owner[0].data(), x.d_owner[1].data()};
  decode(x, d, owner, n, blocks, std::numeric_limits<std::size_t>::max(), [](int) {});
  for (int s = 0; s < 2; ++s) {
    pad_run(d[s], owner[s], n[s], blocks[s], pad);
    x.d[s].resize(n[s]);
    x.d_owner[s].resize(blocks[s]);
  }
}

// The pairs' sums (+1 pairs less -1 pairs) of lanes < count (out: count
// rounded up to 8).
template <typename V>
METEOR_CROSS_TARGET void pair_sums(const char* rows, const KendallCrossings& x, std::size_t count, PairChunk* chunk,
                                   std::int64_t* out) {
  alignas(64) Counters<V> counters[2];
  const auto pad = static_cast<std::uint32_t>(x.cells * kRow);
  const unsigned used[2] = {
      std::max(9u, static_cast<unsigned>(std::bit_width(x.plus + kBlock * (x.cells + kBlockRun)))),
      std::max(9u, static_cast<unsigned>(std::bit_width(x.minus + kBlock * (x.cells + kBlockRun))))};
  for (int s = 0; s < 2; ++s) {  // (the planes used)
    std::memset(static_cast<void*>(counters[s].level), 0, sizeof counters[s].level);
    std::memset(static_cast<void*>(counters[s].planes + 9), 0, (used[s] - 9) * sizeof(V));
  }
  if (!x.d_owner[0].empty() || !x.d_owner[1].empty()) {  // decoded once
    for (int s = 0; s < 2; ++s)
      count_blocks<V>(rows, x.d[s].data(), x.d_owner[s].data(), x.d_owner[s].size(), used[s], counters[s]);
    return lane_sums<V>(counters, used, count, out);
  }
  std::uint32_t* const d[2] = {chunk[0].d.data(), chunk[1].d.data()};
  std::uint32_t* const owner[2] = {chunk[0].owner.data(), chunk[1].owner.data()};
  std::size_t n[2] = {0, 0}, blocks[2] = {0, 0};
  decode(x, d, owner, n, blocks, kBlock * PairChunk::kBlocks, [&](int s) {
    count_some<V>(rows, d[s], owner[s], n[s], blocks[s], used[s], counters[s], false, pad);
  });
  for (int s = 0; s < 2; ++s) count_some<V>(rows, d[s], owner[s], n[s], blocks[s], used[s], counters[s], true, pad);
  lane_sums<V>(counters, used, count, out);
}

// The two weighted sums of a draw's bits (cells first_bit.. of bits):
// sum of a (b) over the kept cells; a and b hold n rounded up to 64.
__attribute__((target("avx512f,avx512bw"))) void linear_sums(const std::uint64_t* bits, std::size_t first_bit,
                                                             std::size_t n, const std::int16_t* a,
                                                             const std::int16_t* b, std::int64_t* out) {
  __m512i sa = _mm512_setzero_si512(), sb = _mm512_setzero_si512();
  const __m512i ones = _mm512_set1_epi16(1);
  for (std::size_t c = 0; c < n; c += 64) {
    const std::uint64_t w = bits_at(bits, first_bit + c, first_bit + n);
    const auto low = static_cast<__mmask32>(w), high = static_cast<__mmask32>(w >> 32);
    sa = _mm512_add_epi32(sa, _mm512_madd_epi16(_mm512_maskz_loadu_epi16(low, a + c), ones));
    sa = _mm512_add_epi32(sa, _mm512_madd_epi16(_mm512_maskz_loadu_epi16(high, a + c + 32), ones));
    sb = _mm512_add_epi32(sb, _mm512_madd_epi16(_mm512_maskz_loadu_epi16(low, b + c), ones));
    sb = _mm512_add_epi32(sb, _mm512_madd_epi16(_mm512_maskz_loadu_epi16(high, b + c + 32), ones));
  }
  alignas(64) std::int32_t lanes[2][16];
  _mm512_store_si512(lanes[0], sa);
  _mm512_store_si512(lanes[1], sb);
  for (int s = 0; s < 2; ++s) {
    out[s] = 0;
    for (const std::int32_t v : lanes[s]) out[s] += v;
  }
}

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
CrossScratch& cross_scratch() {  // on the heap: a pointer's room in the static TLS
  thread_local std::unique_ptr<CrossScratch> scratch;
  if (!scratch) scratch = std::make_unique<CrossScratch>();
  return *scratch;
}

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

#endif

}  // namespace

bool KendallCrossings::cross(const KendallGold& gold, KendallRanked& r, std::size_t draws) {
  r.crossings.reset();
#ifdef METEOR_X86
  const std::size_t n = gold.size(), slots = r.sweep_codes.size();
  if (!r.usable || draws == 0 || n < 64 || slots != 2 * n || r.slot_weights.size() != slots ||
      n > std::numeric_limits<std::uint32_t>::max() / (2 * kRow) || !cross_cpu())
    return false;
  CrossScratch& scratch = cross_scratch();
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
  scan_rows(scratch.group.data(), x, scratch.lin.data());
  for (int s = 0; s < 2; ++s) {
    x.d[s].clear();
    x.d_owner[s].clear();
  }
  if (x.plus + x.minus <= kStoredMax && draws > kBatch) decode_all(x);  // (else a batch's decoding costs alike)
  const std::int64_t all_lo = kernels().count_groups[lanes(r.sweep_width)](scratch.group.data(), n);
  if (!linear_terms(r, n, all_lo, scratch)) return false;
  r.crossings = std::make_shared<KendallCrossings>(std::move(x));
  x = KendallCrossings();
  return true;
#else
  (void)gold, (void)draws;
  return false;
#endif
}

bool KendallCrossings::crossed(const KendallRanked& r, std::size_t count) {
  return r.crossings && count >= r.crossings->fewest;
}

void KendallCrossings::draws(const KendallGold& gold, const KendallRanked& r, const std::uint64_t* const* bits,
                             std::size_t count, std::size_t first_bit, KendallVariant variant, bool scipy_order,
                             std::pair<double, double>* out) {
  if (!r.crossings) throw InvalidArgument("KendallCrossings::draws: not crossed");
  if (count > kBatch) throw InvalidArgument("KendallCrossings::draws: more than kBatch draws");
#ifdef METEOR_X86
  const KendallCrossings& x = *r.crossings;
  const std::size_t n = gold.size();
  CrossScratch& scratch = cross_scratch();
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
  if (count <= 128)
    pair_sums<V2>(rows, x, count, scratch.chunk, pairs);
  else if (count <= 256)
    pair_sums<V4>(rows, x, count, scratch.chunk, pairs);
  else
    pair_sums<V8>(rows, x, count, scratch.chunk, pairs);
  for (std::size_t j = 0; j < count; ++j) {
    std::int64_t linear[2];
    linear_sums(bits[j], first_bit, n, x.m2_linear.data(), x.m1_linear.data(), linear);
    const std::int64_t discordant[2] = {x.m1_base + linear[1] + pairs[j], x.m2_base + linear[0] + pairs[j]};
    out[j] = kendall_taus(gold, discordant, ties[j], variant, scipy_order);
  }
#else
  (void)gold, (void)bits, (void)first_bit, (void)variant, (void)scipy_order, (void)out;
#endif
}

}  // namespace meteor::metaeval::detail
