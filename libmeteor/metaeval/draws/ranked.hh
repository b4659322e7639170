// Two metric vectors of a permutation test ranked together against one
// gold vector (KendallGold, kendall_gold.hh): what a draw is counted from
// (crossings.hh, the kernels, kernels.hh), and a draw's two vectors (m1,
// m2) counted from its bits on them (kendall_draws.cc): by the sweep, in
// batches, or, without the sweep, made and counted from ranks. Each draw's
// taus are kendall(gold, m1) and kendall(gold, m2), to the bit.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "metaeval/draws/kendall_gold.hh"
#include "metaeval/statistics/correlation.hh"

namespace meteor::metaeval::detail {

struct KendallCrossings;  // crossings.hh

// Two metric vectors (a permutation test's z1 and z2) ranked once among
// both's scores, so that a draw's vector, which takes each score from
// one of the two, is counted on integer ranks: one gather, then one pass
// in gold order counting the ranks of lower gold (tree levels or a
// Fenwick tree; no sorting), and ties counted among the few cells that
// can tie. Unusable (not finite): draws take KendallGold::counts(metric)'s path.
struct KendallRanked {
  // z1 and z2 ranked against gold from their Sorted (KendallGold::sort,
  // sorted once for the many tests a metric takes part in: a ranking's),
  // their orders merged; ranks false: the fields counts() reads are left
  // empty where the sweep is made (the draws need only it).
  static KendallRanked of(const KendallGold& gold, const KendallGold::Sorted& z1, const KendallGold::Sorted& z2,
                          bool ranks = true);
  // The same from the scores (gold.size() each).
  static KendallRanked of(const KendallGold& gold, const double* z1, const double* z2, bool ranks = true) {
    return of(gold, gold.sort(z1), gold.sort(z2), ranks);
  }
  // gold.counts(metric) where metric[i] is z1[i] or z2[i] (any other
  // vector takes gold.counts(metric)'s path); *distinct_scores gets
  // metric's distinct scores. tau: kendall_from_counts of them.
  KendallCounts counts(const KendallGold& gold, const double* metric, std::size_t* distinct_scores = nullptr) const;
  double tau(const KendallGold& gold, const double* metric, KendallVariant variant, bool scipy_order) const;

  std::vector<std::uint32_t> first, second;  // ranks of z1's and z2's scores, in gold order
  Vector first_scores, second_scores;        // z1's and z2's scores, in gold order
  std::size_t values = 0;                    // distinct scores of the two
  // The cells (gold order) that can tie in a draw: a rank of theirs is
  // one another cell can take too; and their gold groups.
  std::vector<std::uint32_t> tie_cells, tie_groups;
  // The sweep (kendall_draw), where gold has at most KendallGold::kSweepGroupsMax groups:
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
  // Where set (KendallCrossings::cross), draws are counted from the pairs
  // of cells whose slots interleave in the sweep (crossings.hh).
  std::shared_ptr<const KendallCrossings> crossings;
  bool usable = false;
};

// Both vectors of a draw of r's z1 and z2 (cells first_bit.. of bits):
// (kendall of m1, kendall of m2), by one pass of r's sweep (sweep.hh) over
// the slots where r has one, else each vector made (mix_by_bits) and
// counted by r.counts.
std::pair<double, double> kendall_draw(const KendallGold& gold, const KendallRanked& r, const std::uint64_t* bits,
                                       std::size_t first_bit, const double* z1, const double* z2,
                                       KendallVariant variant, bool scipy_order);
// kendall_draw of count <= kKendallBatch draws at once (bits[j]: draw
// j's): out[j] = kendall_draw(gold, r, bits[j], ...); where kendall_batched
// (the table in force has batches, r its slots' weights), by
// KendallKernels::batch (each slot's bit of every draw gathered once for
// the batch, not once a draw: the gathers were a third of such a draw).
bool kendall_batched(const KendallRanked& r);
void kendall_draws(const KendallGold& gold, const KendallRanked& r, const std::uint64_t* const* bits,
                   std::size_t count, std::size_t first_bit, const double* z1, const double* z2,
                   KendallVariant variant, bool scipy_order, std::pair<double, double>* out);

// A draw's two (m1, m2) from its discordant pairs and its tie sums (tied,
// tied in gold too, repeated: m1's, then m2's): their taus. The crossings
// (crossings.hh) count the same.
std::pair<double, double> kendall_taus(const KendallGold& gold, const std::int64_t* discordant,
                                       const std::array<std::int64_t, 6>& tie_sums, KendallVariant variant,
                                       bool scipy_order);

}  // namespace meteor::metaeval::detail
