// The draws engine's entries for a permutation test (PERM-BOTH): the draws
// of two metrics' vectors, each draw's correlations averaged over the
// vectors.
//
// Kendall (epsilon 0): how the draws are counted is decided from the
// vectors, the draws the test makes and the CPU level (the Kendall table in
// force): from crossings (crossings.hh, AVX-512), in batches (ranked.hh's
// kendall_batched), or swept one draw at a time.
//
// Pearson: kDraws at a time; each vector's r comes from the draws' bits
// where the CPU level has the kernel (PearsonKernels, kernels.hh), else
// from the draws' vectors, made once a group (mix_by_bits) and counted side
// by side (PearsonGold::many).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "metaeval/draws/crossings.hh"
#include "metaeval/draws/kendall_gold.hh"
#include "metaeval/draws/kernels.hh"
#include "metaeval/draws/ranked.hh"
#include "metaeval/statistics/correlation.hh"

namespace meteor::metaeval::detail {

class KendallTestDraws {
 public:
  // gold: each vector's prepared gold; sorted1, sorted2: each vector's
  // KendallGold::sort of z1's and z2's scores; vector v holds cells
  // [starts[v], starts[v + 1]) of z1 and z2 (the two metrics' z-scores);
  // k: the draws the test makes at most. The vectors are kept by reference.
  KendallTestDraws(const std::vector<KendallGold>& gold, const std::vector<KendallGold::Sorted>& sorted1,
                   const std::vector<KendallGold::Sorted>& sorted2, const std::vector<std::size_t>& starts,
                   const Vector& z1, const Vector& z2, KendallVariant variant, bool scipy_order,
                   bool replace_nans_with_zeros, std::size_t k);

  // The most draws a group holds (the crossings'), and how a test on `threads`
  // threads groups them: draws a group (counted together) and draws a
  // chunk (the early-stopping rule's unit of work).
  static constexpr std::size_t kMostDraws = KendallCrossings::kBatch;
  struct Grouping {
    std::size_t draws = 1;
    int chunk = 256;
  };
  Grouping grouping(std::size_t threads) const;

  // Draws first..first + count - 1 of seed (draw_bits), count <=
  // grouping's draws: out[j] = (metric 2's tau, metric 1's) as MTME lists a
  // draw, averaged over the vectors (average_values).
  void draws(std::uint64_t seed, int first, std::size_t count, std::array<double, 2>* out) const;
  // The same of the unpermuted scores (every cell kept).
  std::pair<double, double> unpermuted() const;

 private:
  void count(const std::uint64_t* const* bits, std::size_t count, std::array<double, 2>* out) const;

  const std::vector<KendallGold>& gold_;
  const std::vector<std::size_t>& starts_;
  const Vector &z1_, &z2_;
  KendallVariant variant_;
  bool scipy_order_, replace_nans_with_zeros_;
  std::size_t k_;
  std::vector<KendallRanked> ranked_;
  bool crossed_ = false;  // some vector's draws counted from crossings
};

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
