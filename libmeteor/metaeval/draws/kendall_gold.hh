// The Kendall engine: Kendall's counts of one gold vector against many
// metric vectors, and a permutation test's draws of two metrics, each the
// counts of pairs_of-exact integers (kendall_counts()'s to the pair).
// Its kernels are draws/kernels.hh's, chosen by the CPU level.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "metaeval/draws/ranked.hh"
#include "metaeval/statistics/correlation.hh"

namespace meteor::metaeval::detail {

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

  using Ranked = KendallRanked;
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
  static constexpr std::size_t kBatch = kKendallBatch;
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

}  // namespace meteor::metaeval::detail
