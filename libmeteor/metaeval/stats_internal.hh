// Helpers shared by significance.cc and ranking.cc (not installed API).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "metaeval/correlation.hh"
#include "metaeval/significance.hh"

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
  std::size_t size() const { return gold_.size(); }

 private:
  Vector gold_;
  Vector scaled_;  // (gold - mean) / norm
  bool constant_ = true;
};

// Kendall's counts (epsilon 0) of one gold vector against many metric
// vectors (a permutation test's draws): the gold's order and tie groups
// found once; each metric vector is put in gold order, sorted within gold
// ties, and its discordant pairs counted as the inversions of one merge
// sort, which also sorts it for its ties. Integer counts: kendall_counts()'s
// to the pair. With the test's two metric vectors ranked once (rank()), a
// draw's counts come from integer ranks without sorting (counts(m, r)).
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
    bool usable = false;
  };
  Ranked rank(const double* z1, const double* z2) const;
  // counts(metric) where metric[i] is z1[i] or z2[i] of r (any other
  // vector takes counts(metric)'s path); *distinct_scores gets metric's
  // distinct scores.
  KendallCounts counts(const double* metric, const Ranked& r, std::size_t* distinct_scores = nullptr) const;
  double operator()(const double* metric, const Ranked& r, KendallVariant variant, bool scipy_order) const;

 private:
  Vector gold_;
  bool finite_ = true;
  std::vector<std::size_t> order_;   // positions by ascending gold
  std::vector<std::size_t> groups_;  // starts of equal-gold runs in order_, then size()
  std::int64_t gold_ties_ = 0;
  std::size_t gold_distinct_ = 0;
};

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
