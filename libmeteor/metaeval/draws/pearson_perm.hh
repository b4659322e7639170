// The draws engine's entry for a permutation test of Pearson: the draws of
// two metrics' vectors, kDraws at a time, each draw's r averaged over the
// vectors. Each vector's r comes from the draws' bits where the CPU level
// has the kernel (pearson_draws.hh), else from the draws' vectors, made
// once a group (mix_by_bits) and counted side by side (PearsonGold::many).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "metaeval/statistics/correlation.hh"
#include "metaeval/statistics/pearson_gold.hh"

namespace meteor::metaeval::detail {

class PearsonTestDraws {
 public:
  // Vector v holds cells [starts[v], starts[v + 1]) of gold, z1 and z2 (the
  // two metrics' z-scores); kept by reference.
  PearsonTestDraws(const Vector& gold, const std::vector<std::size_t>& starts, const Vector& z1, const Vector& z2,
                   bool replace_nans_with_zeros);
  // Draws a group: both metrics of each fill PearsonGold::kMany lanes.
  static constexpr std::size_t kDraws = PearsonGold::kMany / 2;
  // Draws first..first + kDraws - 1 of seed (draw_bits), whatever count
  // is: out[j] = (metric 2's r, metric 1's) as MTME lists a draw, averaged
  // over the vectors (average_values).
  void draws(std::uint64_t seed, int first, std::size_t count, std::array<double, 2>* out) const;
  // The same of the unpermuted scores.
  std::pair<double, double> unpermuted() const;

 private:
  const std::vector<std::size_t>& starts_;
  const Vector &z1_, &z2_;
  bool replace_nans_with_zeros_;
  std::vector<PearsonGold> gold_;  // each vector's, prepared once for all draws
};

}  // namespace meteor::metaeval::detail
