// A permutation test's Kendall draws counted on its ranked vectors
// (ranked.hh): a draw's two vectors (m1, m2) from its bits, by the sweep,
// in batches, or, without the sweep, made and counted from ranks. Each
// draw's taus are kendall(gold, m1) and kendall(gold, m2), to the bit.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>

#include "metaeval/draws/kendall_gold.hh"
#include "metaeval/draws/kernels.hh"
#include "metaeval/draws/ranked.hh"
#include "metaeval/statistics/correlation.hh"

namespace meteor::metaeval::detail {

// Both vectors of a draw of r's z1 and z2 (cells first_bit.. of bits):
// (kendall of m1, kendall of m2). With r's sweep, one pass over the slots
// in rank order: a slot belongs to m1 or m2 by its cell's bit; its
// discordant pairs are the scores of lower gold group already passed
// (higher rank) in its vector, read from a count per group of that vector,
// to which the slot then adds itself (the counts are a few vector
// registers wide: no tree, no branch). Without it, each vector is made
// (mix_by_bits) and counted by r.counts.
std::pair<double, double> kendall_draw(const KendallGold& gold, const KendallRanked& r, const std::uint64_t* bits,
                                       std::size_t first_bit, const double* z1, const double* z2,
                                       KendallVariant variant, bool scipy_order);
// kendall_draw of count <= kKendallBatch draws at once (bits[j]: draw
// j's): out[j] = kendall_draw(gold, r, bits[j], ...). Where r's draws come
// from bytes split by vector with weights (kendall_batched(r): AVX-512
// without the bits kernel, or more scores than it takes), each slot's bit
// of every draw is gathered once for the batch (a 32-bit word per slot,
// bit j draw j's), not once a draw (the gathers were a third of such a
// draw), and turned into each draw's mask of each 16 slots.
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
