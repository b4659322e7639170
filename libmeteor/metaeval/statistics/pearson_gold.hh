// Pearson's r of one gold vector against many metric vectors, scipy's to
// the bit.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>

#include "metaeval/statistics/vector.hh"

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
  // r for kMany metric vectors at once (several draws' sums side by side).
  static constexpr std::size_t kMany = 8;
  void many(const double* const* metrics, double* r) const;
  std::size_t size() const { return gold_.size(); }
  // The gold centred and scaled (empty for fewer than three scores or a
  // constant gold): what a kernel that computes many() for draws needs
  // (draws/pearson_draws.hh).
  const Vector& scaled() const { return scaled_; }

 private:
  Vector gold_;
  Vector scaled_;  // (gold - mean) / norm
  bool constant_ = true;
};

}  // namespace meteor::metaeval::detail
