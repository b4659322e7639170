// Helpers shared by significance.cc and ranking.cc (not installed API).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "metaeval/statistics/correlation.hh"
#include "metaeval/significance/significance.hh"

namespace meteor::metaeval::detail {

// Pearson's r of one gold vector against many metric vectors (a permutation
// test's draws): the gold's centring and scaling done once, the metric's
// with the same operations in the same order, so each value is pearson()'s
// to the bit (pearson() is this with one metric vector). The operations are
// scipy.stats.pearsonr's with Debian's numpy and reference BLAS: numpy
// means, the norms and the dot product summed in order; so r is scipy's to
// the bit.
class PearsonGold {
 public:
  explicit PearsonGold(const Vector& gold);
  // r for metric[0..size); NaN for constant input or fewer than two scores.
  double operator()(const double* metric) const;
  // r for two metric vectors at once (the sums of both run side by side).
  std::pair<double, double> two(const double* a, const double* b) const;
  // r for kMany metric vectors at once (several draws' sums side by side).
  static constexpr std::size_t kMany = 8;
  void many(const double* const* metrics, double* r) const;
  // many()'s r for kMany / 2 draws' two vectors (draw j's m1 in r[2j], m2
  // in r[2j + 1], as mix_by_bits makes them from bits[j], first_bit, z1 and
  // z2) without making them: each score taken from z1 or z2 as it is read.
  // False (nothing done) where the CPU lacks AVX-512 (F, BW), for fewer than
  // three scores or a constant gold: then make them and call many().
  bool mixed(const std::uint64_t* const* bits, std::size_t first_bit, const double* z1, const double* z2,
             double* r) const;
  std::size_t size() const { return gold_.size(); }

 private:
  Vector gold_;
  Vector scaled_;  // (gold - mean) / norm
  bool constant_ = true;
};

// A permutation draw's choices: bit c of bits (bits[c / 64] >> c % 64) is 1
// where cell c keeps its scores (m1 takes z1's, m2 z2's) and 0 where they
// are swapped. draw_bits makes a PERM-BOTH draw's n bits (the draw's own
// random stream, 64 bits a word); mix_by_bits makes the draw's m1 and m2 of
// cells first_bit..first_bit + n from z1[0..n) and z2[0..n).
void draw_bits(std::uint64_t seed, int draw, std::size_t n, std::vector<std::uint64_t>& bits);
inline bool keep_bit(const std::uint64_t* bits, std::size_t c) { return (bits[c >> 6] >> (c & 63)) & 1; }
// Bits at..at + 63 of bits (bit i as keep_bit reads it), reading only the
// words that hold bits below end: the bits at end and past it are
// arbitrary.
inline std::uint64_t bits_at(const std::uint64_t* bits, std::size_t at, std::size_t end) {
  const std::size_t w = at >> 6, shift = at & 63;
  std::uint64_t word = bits[w] >> shift;
  if (shift && 64 * (w + 1) < end) word |= bits[w + 1] << (64 - shift);
  return word;
}
void mix_by_bits(const std::uint64_t* bits, std::size_t first_bit, const double* z1, const double* z2, std::size_t n,
                 double* m1, double* m2);

struct KendallCrossings;  // kendall_crossings.cc

// Kendall's counts (epsilon 0) of one gold vector against many metric
// vectors (a permutation test's draws): the gold's order and tie groups
// found once; each metric vector is put in gold order, sorted within gold
// ties, and its discordant pairs counted as the inversions of one merge
// sort, which also sorts it for its ties. Integer counts: kendall_counts()'s
// to the pair. With the test's two metric vectors ranked once (rank()), a
// draw's counts come from integer ranks without sorting (counts(m, r)),
// and a draw's two vectors from its bits in one sweep (draw()).
class KendallGold {
 public:
  explicit KendallGold(const Vector& gold);
  // kendall(gold, metric, variant, 0, scipy_order) for metric[0..size).
  double operator()(const double* metric, KendallVariant variant, bool scipy_order) const;
  KendallCounts counts(const double* metric) const;
  std::size_t size() const { return gold_.size(); }

  // Two metric vectors (a permutation test's z1 and z2) ranked once among
  // both's scores, so that a draw's vector, which takes each score from
  // one of the two, is counted on integer ranks: one gather, then one pass
  // in gold order counting the ranks of lower gold (tree levels or a
  // Fenwick tree; no sorting), and ties counted among the few cells that
  // can tie. Unusable (not finite): draws take counts(metric)'s path.
  struct Ranked {
    std::vector<std::uint32_t> first, second;  // ranks of z1's and z2's scores, in gold order
    Vector first_scores, second_scores;        // z1's and z2's scores, in gold order
    std::size_t values = 0;                    // distinct scores of the two
    // The cells (gold order) that can tie in a draw: a rank of theirs is
    // one another cell can take too; and their gold groups.
    std::vector<std::uint32_t> tie_cells, tie_groups;
    // The sweep (draw()), where gold has at most kSweepGroupsMax groups:
    // every score of z1 and z2 (2 x size slots) by descending rank, equal
    // ranks by descending gold group. In a draw a slot's byte (draw_keep)
    // says its vector, 0: m1, 1: m2; z2's score's byte is keep[cell] (1
    // where the cell keeps its scores: z2's stays in m2), z1's is the
    // complement, keep[half + cell]: the slot's "at" is cell or half + cell.
    // A code: at << 7 | its gold group (0: lowest gold).
    std::vector<std::uint32_t> sweep_codes;
    unsigned sweep_width = 0;  // 32, 64 or 128 (at least the groups); 0: no sweep
    std::size_t half = 0;      // the size rounded up to 64
    // The sweep's ties: the slots of equal rank (of two cells or more), by
    // their "at". Two slots: a pair, in same_group or other_groups (a, b
    // in turn). More: a run; run_slots holds them, run_groups_end the ends
    // (offsets into run_slots) of each run's slots of one gold group, and
    // runs_end the ends of the runs.
    std::vector<std::uint32_t> same_group, other_groups, run_slots, run_groups_end, runs_end;
    // Where set (the CPU sweeps the draws' bytes split by vector, up to
    // 65,535 slots), by sweep position: a draw
    // counts m2's discordant pairs alone, and m1's are all_discordant (the
    // pairs of all the slots) less the sum of the weights (a slot's
    // discordant pairs with every other slot) over m2's slots plus m2's
    // (pairs with a slot in m2 are in that sum, once or, both in m2, twice).
    // slot_weights holds each weight less 32,768 (a signed 16-bit lane).
    std::vector<std::int16_t> slot_weights;
    std::int64_t all_discordant = 0;
    // The slots' gold groups in sweep order, 64 bytes to spare: with the
    // weights, a batch's draws from bytes.
    std::vector<std::uint8_t> sweep_groups;
    // Where set (KendallGold::cross), draws are counted from the pairs of
    // cells whose slots interleave in the sweep (cross_draws).
    std::shared_ptr<const KendallCrossings> crossings;
    bool usable = false;
  };
  static constexpr std::size_t kSweepGroupsMax = 128;
  // ranks false: the fields counts(metric, r) reads are left empty where
  // the sweep is made (draw() needs only it).
  Ranked rank(const double* z1, const double* z2, bool ranks = true) const;
  // One metric vector's scores in gold order and their order: sorted once
  // for the many tests a metric takes part in (a ranking's), whose Ranked
  // then merges two of them (the same Ranked as rank(z1, z2, ranks)).
  // Unusable (not finite): rank() gives an unusable Ranked.
  struct Sorted {
    Vector scores;                     // in gold order
    std::vector<std::uint32_t> order;  // gold order positions by ascending score, equal scores by position
    Vector sorted;                     // scores[order[i]], then +inf (an end for merges)
    bool usable = false;
  };
  Sorted sort(const double* metric) const;
  Ranked rank(const Sorted& z1, const Sorted& z2, bool ranks = true) const;
  // counts(metric) where metric[i] is z1[i] or z2[i] of r (any other
  // vector takes counts(metric)'s path); *distinct_scores gets metric's
  // distinct scores.
  KendallCounts counts(const double* metric, const Ranked& r, std::size_t* distinct_scores = nullptr) const;
  double operator()(const double* metric, const Ranked& r, KendallVariant variant, bool scipy_order) const;
  // Both vectors of a draw of r's z1 and z2 (cells first_bit.. of bits):
  // (kendall of m1, kendall of m2). With r's sweep, one pass over the
  // slots in rank order: a slot belongs to m1 or m2 by its cell's bit; its
  // discordant pairs are the scores of lower gold group already passed
  // (higher rank) in its vector, read from a count per group of that
  // vector, to which the slot then adds itself (the counts are a few
  // vector registers wide: no tree, no branch). Without it, each vector is
  // made (mix_by_bits) and counted by counts(metric, r).
  std::pair<double, double> draw(const Ranked& r, const std::uint64_t* bits, std::size_t first_bit, const double* z1,
                                 const double* z2, KendallVariant variant, bool scipy_order) const;
  // draw() of count <= kBatch draws at once (bits[j]: draw j's): out[j] =
  // draw(r, bits[j], ...). Where r's draws come from bytes split by vector
  // with weights (batched(r): AVX-512 without the bits kernel, or more
  // scores than it takes), each slot's bit of every draw is gathered once
  // for the batch (a 32-bit word per slot, bit j draw j's), not once a
  // draw (the gathers were a third of such a draw), and turned into each
  // draw's mask of each 16 slots.
  static constexpr std::size_t kBatch = 32;
  static bool batched(const Ranked& r);
  void draws(const Ranked& r, const std::uint64_t* const* bits, std::size_t count, std::size_t first_bit,
             const double* z1, const double* z2, KendallVariant variant, bool scipy_order,
             std::pair<double, double>* out) const;
  // Draws counted from crossings (kendall_crossings.cc): the discordant
  // pairs of a draw's m2 are a constant, a weighted sum of its bits and a
  // sum over the pairs of cells whose two slots interleave in the sweep;
  // the last for up to kCrossBatch draws at once, a bit a draw. cross()
  // finds r's pairs where that costs less than counting the draws as
  // draws() does (an estimate from their number and the draws a test
  // makes) and the CPU has AVX-512 (F, BW, VL); true where it did.
  // cross_draws() is draws() for count <= kCrossBatch draws of a crossed r;
  // crossed(r, count): r is crossed and count draws at once cost less so.
  static constexpr std::size_t kCrossBatch = 512;
  bool cross(Ranked& r, std::size_t draws) const;
  static bool crossed(const Ranked& r, std::size_t count);
  void cross_draws(const Ranked& r, const std::uint64_t* const* bits, std::size_t count, std::size_t first_bit,
                   KendallVariant variant, bool scipy_order, std::pair<double, double>* out) const;
  // counts(metric) by one sweep over metric's scores in rank order, where
  // gold has at most kSweepGroupsMax groups (and metric is finite); else
  // nothing. *distinct_scores gets metric's distinct scores.
  std::optional<KendallCounts> swept_counts(const double* metric, std::size_t* distinct_scores = nullptr) const;
  // The same from sorted, another vector's Sorted (sort()), where its order
  // and ties are metric's (z-scores of metric: unless rounding made two
  // scores equal); else nothing.
  std::optional<KendallCounts> swept_counts(const Sorted& sorted, const double* metric,
                                            std::size_t* distinct_scores = nullptr) const;
  // operator()(metric, variant, scipy_order), counted on sorted where it can.
  double operator()(const Sorted& sorted, const double* metric, KendallVariant variant, bool scipy_order) const;

 private:
  struct TieCounts {
    std::int64_t metric = 0, both = 0;
    std::size_t repeated = 0;  // scores equal to an earlier one
  };
  unsigned sweep_width() const;       // the sweep's lanes: 32, 64 or 128 (at least the gold groups)
  void shape_sweep(Ranked& r) const;  // r's sweep_width and half
  // swept_counts of one vector from its Sorted (sort()): its slots' gold
  // groups in the sweep's order counted, the ties from its runs.
  std::optional<KendallCounts> sorted_counts(const Sorted& sorted, std::size_t* distinct_scores) const;
  // Ranked (for the draws from bytes) from the slots' scores (s = 2k, 2k +
  // 1 for z1's and z2's score at gold order position k) in ascending order.
  Ranked ranked(const Vector& scores, const std::vector<std::uint32_t>& by_score, bool ranks) const;
  static TieCounts tie_counts(const Ranked& r, const std::uint32_t* x);
  // tie_sums' six (tied, tied in gold too, repeated: m1's, then m2's) as m1's and m2's TieCounts.
  static void ties_from(const std::array<std::int64_t, 6>& sums, TieCounts* out);
  // A draw's two vectors' counts and distinct scores from their discordant pairs and ties.
  void counts_from(const std::int64_t* discordant, const TieCounts* t, KendallCounts* counts,
                   std::size_t* distinct_scores) const;
  static void draw_ties(const Ranked& r, const std::uint8_t* keep, TieCounts* out);
  // keep: the draw's bytes (draw_keep).
  void swept(const Ranked& r, const std::uint8_t* keep, KendallCounts* counts, std::size_t* distinct_scores) const;
  double tau(const KendallCounts& k, std::size_t metric_distinct, KendallVariant variant, bool scipy_order) const;
  // kendall_from_counts of metric's counts k (variant c: metric's distinct scores counted).
  double tau_of(const KendallCounts& k, const double* metric, KendallVariant variant, bool scipy_order) const;

  Vector gold_;
  bool finite_ = true;
  std::vector<std::size_t> order_;   // positions by ascending gold
  std::vector<std::size_t> groups_;  // starts of equal-gold runs in order_, then size()
  std::int64_t gold_ties_ = 0;
  std::size_t gold_distinct_ = 0;
  std::vector<std::uint8_t> group_of_;  // gold group by gold order position, where the sweep can run
  std::vector<std::uint32_t> sweep_code_;  // cell << 7 | gold group, by gold order position, where the sweep can run
};

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
// A batch's cells' words (correlation.cc; the caller checks the CPU):
// cells[c] has bit j of draw j's cell first_bit + c (bits[j], j < count <=
// KendallGold::kBatch; 0 above), c < n rounded up to 64.
__attribute__((target("avx512f,avx512bw"))) void batch_cells(const std::uint64_t* const* bits, std::size_t count,
                                                             std::size_t first_bit, std::size_t n,
                                                             std::uint32_t* cells);
// Ties of count <= KendallGold::kBatch draws from their cells' words
// (batch_cells'): sums[j] has draw j's tie_sums (tied, tied in gold too,
// repeated: m1's, then m2's).
__attribute__((target("avx512f,avx512bw"))) void batch_tie_sums(const KendallGold::Ranked& r,
                                                                const std::uint32_t* cells, std::size_t count,
                                                                std::array<std::int64_t, 6>* sums);
#endif

// A draw's bytes for the sweep (Ranked's "at"): keep[i] = the bit of cell
// first_bit + i (1: kept), keep[half + i] its complement, i < n <= half
// (a multiple of 64); keep holds 2 x half bytes and 64 more (the sweep's
// gathers read 4 bytes at a place).
void draw_keep(const std::uint64_t* bits, std::size_t first_bit, std::size_t n, std::size_t half, std::uint8_t* keep);

// The sweep's kernels (KendallGold::draw uses the last): those this CPU
// runs, best last (avx512_split: AVX-512 BW and VL, the slots split by
// vector before counting); and one sweep's discordant pairs (m1, m2) by a
// given kernel, keep a byte per cell (1: kept), for tests.
enum class SweepKernel { generic, avx2, avx512, avx512_split };
std::vector<SweepKernel> sweep_kernels();
std::array<std::int64_t, 2> sweep_discordant(const KendallGold::Ranked& r, const std::uint8_t* keep,
                                             SweepKernel kernel);
// One vector's discordant pairs from its slots' gold groups (0: lowest) in
// sweep order (descending score, equal scores by descending group), W =
// width lanes (32, 64, 128: above the groups), by a given kernel.
std::int64_t groups_discordant(const std::uint8_t* groups, std::size_t n, unsigned width, SweepKernel kernel);

// A permutation test (permutation_sig_diff) in two parts: what it needs of
// the gold (the cells with gold by vector of the averaging, for accuracy
// and PCE one vector; accuracy's blocks in that layout; for seg Kendall,
// epsilon 0, each vector's gold prepared) and of each metric (its scores in
// those cells, z-scored as MTME does; for seg Kendall each vector's order).
// A ranking (compare_metrics) makes them once, then tests every pair.
struct TestGold {
  std::size_t systems = 0;
  std::vector<std::size_t> cells;   // table cells, vector by vector
  Vector gold;                      // their gold scores
  std::vector<std::size_t> starts;  // vector v: [starts[v], starts[v + 1]) of cells; then cells.size()
  std::vector<std::size_t> blocks;  // accuracy's blocks, cells without gold left out
  std::vector<KendallGold> kendall;
};
struct TestMetric {
  Vector raw;  // its scores in TestGold's cells
  Vector z;
  std::vector<KendallGold::Sorted> sorted;  // for TestGold's kendall
};
TestGold test_gold(const ScoreTable& table, const CorrSpec& spec);
TestMetric test_metric(const ScoreTable& table, const TestGold& gold);
// correlate() of Kendall (epsilon 0) from TestGold's prepared golds and a
// TestMetric (its raw scores, counted on its sorted z-scores where their
// order and ties are the raw scores'): the same value, without preparing
// the gold or sorting the scores again.
double average_kendall(const TestGold& gold, const TestMetric& metric, KendallVariant variant, bool scipy_order,
                       bool replace_nans_with_zeros);
// Not for ties_opt or pdp (the ScoreTable overload handles those); the
// tables the two metrics come from have the same gold.
PermResult permutation_sig_diff(const TestGold& gold, const TestMetric& metric1, const TestMetric& metric2,
                                const CorrSpec& spec, const PermParams& params);

// One vector's correlation (pearson, spearman, kendall, kendall_like); NaN
// for fewer than two scores.
double vector_corr(const Vector& gold, const Vector& metric, const CorrSpec& spec);

// Mean of the non-NaN values (NaNs counted as 0 with replace_nans_with_zeros); 0 if none.
double average_values(const Vector& values, bool replace_nans_with_zeros);

// The sum of a[0..n) as numpy adds an array of T (ndarray.sum / mean, so
// scipy.stats.pearsonr's means; np.sum of pce.py's float32 rows): blocks
// of 8192 values (numpy's ufunc buffer) added in turn, each block summed
// pairwise (8 running sums of T over at most 128 values, halves above
// that). Not the sequential sum: the two differ in the last bits.
template <typename T>
T pairwise_sum(const T* a, std::size_t n) {
  if (n < 8) {
    T r = 0;
    for (std::size_t i = 0; i < n; ++i) r += a[i];
    return r;
  }
  if (n <= 128) {
    T r[8];
    for (int j = 0; j < 8; ++j) r[j] = a[j];
    std::size_t i = 8;
    for (; i < n - n % 8; i += 8)
      for (int j = 0; j < 8; ++j) r[j] += a[i + j];
    T res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; ++i) res += a[i];
    return res;
  }
  std::size_t n2 = n / 2;
  n2 -= n2 % 8;
  return pairwise_sum(a, n2) + pairwise_sum(a + n2, n - n2);
}

template <typename T>
T numpy_sum(const T* a, std::size_t n) {
  T acc = 0;
  for (std::size_t i = 0; i < n; i += 8192) acc += pairwise_sum(a + i, std::min<std::size_t>(8192, n - i));
  return acc;
}
template <typename T>
T numpy_sum(const std::vector<T>& v) {
  return numpy_sum(v.data(), v.size());
}

}  // namespace meteor::metaeval::detail
