// Kendall draws counted from crossings (crossings.cc): the pairs of cells
// of a permutation test's ranked vectors (ranked.hh) whose two slots
// interleave in the sweep, found once for the test and counted for many
// draws at once. The same taus as kendall_draws (kendall_draws.hh), to the
// bit.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "metaeval/draws/crossings_kernels.hh"
#include "metaeval/draws/kendall_gold.hh"
#include "metaeval/draws/ranked.hh"
#include "metaeval/statistics/correlation.hh"

namespace meteor::metaeval::detail {

// A crossed KendallRanked's pairs (cross(); the pairs proper, which the
// kernels read, are CrossPairs: crossings_kernels.hh), and what a draw adds
// to them.
struct KendallCrossings : CrossPairs {
  // Draws counted at once at most.
  static constexpr std::size_t kBatch = 512;
  // Finds r's pairs (r.crossings) where that costs less than counting the
  // draws as kendall_draws does (an estimate from their number and the
  // draws a test makes) and the CPU has AVX-512 (F, BW, VL); true where it
  // did. crossed(r, count): r is crossed and count draws at once cost less
  // so.
  static bool cross(const KendallGold& gold, KendallRanked& r, std::size_t draws);
  static bool crossed(const KendallRanked& r, std::size_t count);
  // kendall_draws for count <= kBatch draws of a crossed r: the discordant
  // pairs of a draw's m2 are a constant, a weighted sum of its bits and a
  // sum over the pairs of cells whose two slots interleave in the sweep,
  // the last for all count draws at once, a bit a draw (crossings.cc).
  static void draws(const KendallGold& gold, const KendallRanked& r, const std::uint64_t* const* bits,
                    std::size_t count, std::size_t first_bit, KendallVariant variant, bool scipy_order,
                    std::pair<double, double>* out);

  std::vector<std::uint32_t> row_of;  // by cell: its row
  std::vector<std::uint32_t> y_flip;  // by cell: its batch_cells word XOR this = its row's y bits (all ones: z1's lo)
  std::size_t fewest = 0;             // draws at once from which draws() costs less than kendall_draws
  // m2's discordant pairs = m2_base + sum of m2_linear over the draw's kept
  // cells + (+1 pairs) - (-1 pairs); m1's the same with m1's. By cell, 64
  // to spare (0).
  std::vector<std::int16_t> m2_linear, m1_linear;
  std::int64_t m2_base = 0, m1_base = 0;
};

}  // namespace meteor::metaeval::detail
