// Helpers shared by significance.cc and ranking.cc (not installed API).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "metaeval/correlation.hh"
#include "metaeval/significance.hh"

namespace meteor::metaeval::detail {

// The sum of a[0..n) as numpy adds a float64 array (ndarray.sum / mean, so
// scipy.stats.pearsonr's means): blocks of 8192 values added in turn, each
// block summed pairwise (8 running sums over at most 128 values, halves
// above that). Not the sequential sum: the two differ in the last bits.
double numpy_sum(const double* a, std::size_t n);

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
  std::size_t size() const { return gold_.size(); }

 private:
  Vector gold_;
  Vector scaled_;  // (gold - mean) / norm
  bool constant_ = true;
};

// One vector's correlation (pearson, spearman, kendall, kendall_like); NaN
// for fewer than two scores.
double vector_corr(const Vector& gold, const Vector& metric, const CorrSpec& spec);

// Mean of the non-NaN values (NaNs counted as 0 with replace_nans_with_zeros); 0 if none.
double average_values(const Vector& values, bool replace_nans_with_zeros);

}  // namespace meteor::metaeval::detail
