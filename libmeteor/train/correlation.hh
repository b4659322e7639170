// The figures Meteor 1.5's Trainer optimizes: length-weighted Pearson
// correlation (segcor), Spearman's rank correlation with tied ranks averaged
// (spearman), and rank consistency over pairwise preferences (rank).
//
// The plain functions compute exactly what the Trainer computes, summing in
// its order (floating-point sums depend on it). The classes are the fast
// forms the grid search uses: they precompute everything that does not
// depend on the metric scores and give bit-identical results.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <utility>
#include <vector>

namespace meteor::train {

// Weighted (population) Pearson correlation of x and y with weights w, the
// sums taken in index order: means sum(x*w)/sum(w), covariances
// sum(w*(x-mx)*(y-my))/sum(w). NaN (no variance, no data) becomes 0, as
// the Trainer has it (metaeval::pearson, MTME's, gives NaN there).
double pearson_weighted_or_zero(std::span<const double> x, std::span<const double> y, std::span<const double> w);

// Unweighted population Pearson correlation, sums in index order; NaN
// becomes 0 (unlike metaeval::pearson).
double pearson_or_zero(std::span<const double> x, std::span<const double> y);

// Meteor's ranks: 1-based positions in ascending order (Java's
// Double.compare: -0.0 before 0.0, NaN last), each run of equal neighbours
// (compared with ==, so -0.0 ties 0.0 and NaN ties nothing) getting its
// average position. Returned in the input's order.
std::vector<double> average_ranks(std::span<const double> values);

// Spearman's correlation as the Trainer computes it: the (x, y) pairs are
// sorted stably by x and x replaced by its rank, then sorted stably by y and
// y replaced by its rank, and pearson_or_zero() is taken over the pairs in
// that final order.
double spearman(std::span<const double> x, std::span<const double> y);

// A preference: the segment `better` was judged better than `worse`
// (indexes into the score vector).
struct Preference {
  std::uint32_t better = 0, worse = 0;
};

// Rank consistency: a preference counts as correct when
// score[better] - score[worse] > epsilon; the result is
// (correct - incorrect) / total (NaN when there are no preferences).
double rank_consistency(std::span<const double> scores, std::span<const Preference> preferences, double epsilon);

// pearson_weighted_or_zero(x, y, w) for fixed y and w and many x: the y sums,
// centred y values and the y variance are computed once.
class WeightedPearson {
 public:
  WeightedPearson(std::span<const double> y, std::span<const double> w);
  std::size_t size() const { return w_.size(); }
  double operator()(std::span<const double> x) const;

 private:
  std::vector<double> w_, dy_;  // dy = y - mean(y)
  double sum_w_ = 0, cov_yy_ = 0;
};

// spearman(x, y) for fixed y and many x. The ranks of y are computed once.
// All the Pearson sums over ranks are sums of multiples of 1/4 that stay
// below 2^51 when there are at most 200,000 pairs, so every addition is
// exact and the order in which Meteor adds them does not matter: x is then
// ranked with a radix sort (on x rounded to float, which keeps the order,
// then on the exact values within equal floats) and summed in index order. Larger inputs (and x
// with NaN) take the order-faithful path of spearman().
class Spearman {
 public:
  static constexpr std::size_t kExactLimit = 200000;

  explicit Spearman(std::span<const double> y);
  std::size_t size() const { return y_.size(); }
  // Buffers of one thread, resized as needed: reuse them between calls.
  struct Scratch {
    std::vector<std::uint64_t> items, items2;  // (float key << 32) | index
    std::vector<double> rank;
  };
  double operator()(std::span<const double> x, Scratch& scratch) const;

 private:
  std::vector<double> y_, y_rank_;
  double cov_yy_top_ = 0;
};

}  // namespace meteor::train
