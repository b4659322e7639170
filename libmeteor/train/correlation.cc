// SPDX-License-Identifier: LGPL-2.1-or-later
#include "train/correlation.hh"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <numeric>

#include "util/error.hh"

namespace meteor::train {
namespace {

// Java's Double.compare(a, b) < 0: numeric order, then -0.0 before 0.0 and
// NaN after everything (doubleToLongBits compared as signed longs).
bool java_double_less(double a, double b) {
  if (a < b) return true;
  if (a > b) return false;
  auto bits = [](double d) {
    return std::isnan(d) ? std::int64_t{0x7ff8000000000000} : std::bit_cast<std::int64_t>(d);
  };
  return bits(a) < bits(b);
}

double nan_to_zero(double r) { return std::isnan(r) ? 0.0 : r; }

// Meteor's rankArray over values already sorted: runs of equal neighbours
// (!=, as Meteor compares) get the average of their 1-based positions.
// assign(position, rank) receives the ranks.
template <class Value, class Assign>
void assign_average_ranks(std::size_t n, Value value, Assign assign) {
  double sum = 0;
  int count = 0;
  for (std::size_t i = 0; i < n; ++i) {
    sum += static_cast<double>(i + 1);
    count += 1;
    if (i == n - 1 || value(i) != value(i + 1)) {
      const double rank = sum / count;
      for (int j = 0; j < count; ++j) assign(i - static_cast<std::size_t>(j), rank);
      sum = 0;
      count = 0;
    }
  }
}

}  // namespace

double pearson_weighted_or_zero(std::span<const double> x, std::span<const double> y, std::span<const double> w) {
  if (x.size() != w.size() || y.size() != w.size())
    throw InvalidArgument("pearson_weighted_or_zero: vectors of different lengths");
  const std::size_t n = w.size();
  double sum_x_w = 0.0, sum_y_w = 0.0, sum_w = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    sum_x_w += x[i] * w[i];
    sum_y_w += y[i] * w[i];
    sum_w += w[i];
  }
  const double mean_x = sum_x_w / sum_w;
  const double mean_y = sum_y_w / sum_w;
  double cov_xy = 0.0, cov_xx = 0.0, cov_yy = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    cov_xy += w[i] * (x[i] - mean_x) * (y[i] - mean_y);
    cov_xx += w[i] * (x[i] - mean_x) * (x[i] - mean_x);
    cov_yy += w[i] * (y[i] - mean_y) * (y[i] - mean_y);
  }
  return nan_to_zero((cov_xy / sum_w) / std::sqrt((cov_xx / sum_w) * (cov_yy / sum_w)));
}

double pearson_or_zero(std::span<const double> x, std::span<const double> y) {
  if (x.size() != y.size()) throw InvalidArgument("pearson_or_zero: vectors of different lengths");
  const std::size_t n = x.size();
  const double count = static_cast<double>(static_cast<int>(n));
  double sum_x = 0.0, sum_y = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    sum_x += x[i];
    sum_y += y[i];
  }
  const double mean_x = sum_x / count;
  const double mean_y = sum_y / count;
  double cov_xy = 0.0, cov_xx = 0.0, cov_yy = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    cov_xy += (x[i] - mean_x) * (y[i] - mean_y);
    cov_xx += (x[i] - mean_x) * (x[i] - mean_x);
    cov_yy += (y[i] - mean_y) * (y[i] - mean_y);
  }
  return nan_to_zero((cov_xy / count) / std::sqrt((cov_xx / count) * (cov_yy / count)));
}

std::vector<double> average_ranks(std::span<const double> values) {
  std::vector<std::size_t> order(values.size());
  std::iota(order.begin(), order.end(), std::size_t{0});
  std::stable_sort(order.begin(), order.end(),
                   [&](std::size_t a, std::size_t b) { return java_double_less(values[a], values[b]); });
  std::vector<double> ranks(values.size());
  assign_average_ranks(
      order.size(), [&](std::size_t p) { return values[order[p]]; },
      [&](std::size_t p, double r) { ranks[order[p]] = r; });
  return ranks;
}

double spearman(std::span<const double> x, std::span<const double> y) {
  if (x.size() != y.size()) throw InvalidArgument("spearman: vectors of different lengths");
  const std::size_t n = x.size();
  std::vector<std::array<double, 2>> xy(n);
  for (std::size_t i = 0; i < n; ++i) xy[i] = {x[i], y[i]};
  for (int k = 0; k < 2; ++k) {
    std::stable_sort(xy.begin(), xy.end(), [k](const auto& a, const auto& b) { return java_double_less(a[k], b[k]); });
    assign_average_ranks(
        n, [&](std::size_t p) { return xy[p][k]; }, [&](std::size_t p, double r) { xy[p][k] = r; });
  }
  std::vector<double> rx(n), ry(n);
  for (std::size_t i = 0; i < n; ++i) {
    rx[i] = xy[i][0];
    ry[i] = xy[i][1];
  }
  return pearson_or_zero(rx, ry);
}

double rank_consistency(std::span<const double> scores, std::span<const Preference> preferences, double epsilon) {
  double correct = 0, total = 0;
  for (const Preference& p : preferences) {
    const double diff = scores[p.better] - scores[p.worse];
    if (diff > epsilon) correct += 1;
    total += 1;
  }
  return (correct - (total - correct)) / total;
}

WeightedPearson::WeightedPearson(std::span<const double> y, std::span<const double> w) : w_(w.begin(), w.end()) {
  if (y.size() != w.size()) throw InvalidArgument("WeightedPearson: vectors of different lengths");
  double sum_y_w = 0.0;
  for (std::size_t i = 0; i < w.size(); ++i) {
    sum_y_w += y[i] * w[i];
    sum_w_ += w[i];
  }
  const double mean_y = sum_y_w / sum_w_;
  dy_.resize(w.size());
  for (std::size_t i = 0; i < w.size(); ++i) {
    dy_[i] = y[i] - mean_y;
    cov_yy_ += w[i] * dy_[i] * dy_[i];
  }
  cov_yy_ /= sum_w_;
}

double WeightedPearson::operator()(std::span<const double> x) const {
  const std::size_t n = w_.size();
  const double* w = w_.data();
  const double* dy = dy_.data();
  double sum_x_w = 0.0;
  for (std::size_t i = 0; i < n; ++i) sum_x_w += x[i] * w[i];
  const double mean_x = sum_x_w / sum_w_;
  double cov_xy = 0.0, cov_xx = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    const double dx = x[i] - mean_x;
    const double wdx = w[i] * dx;
    cov_xy += wdx * dy[i];
    cov_xx += wdx * dx;
  }
  return nan_to_zero((cov_xy / sum_w_) / std::sqrt((cov_xx / sum_w_) * cov_yy_));
}

Spearman::Spearman(std::span<const double> y) : y_(y.begin(), y.end()), y_rank_(average_ranks(y)) {
  const std::size_t n = y_.size();
  const double count = static_cast<double>(static_cast<int>(n));
  double sum = 0.0;
  for (double r : y_rank_) sum += r;
  const double mean = sum / count;
  for (double r : y_rank_) cov_yy_top_ += (r - mean) * (r - mean);
}

namespace {

// An unsigned key of a double that is not NaN, in its order: the bits of
// the double rounded to float, negative values flipped. Rounding to float
// is monotonic, so a < b gives key(a) <= key(b).
std::uint32_t float_order_key(double d) {
  constexpr double kMax = std::numeric_limits<float>::max();
  constexpr float kInf = std::numeric_limits<float>::infinity();
  const float f = d > kMax ? kInf : (d < -kMax ? -kInf : static_cast<float>(d));
  const auto b = std::bit_cast<std::uint32_t>(f);
  return (b >> 31) != 0 ? ~b : (b | (std::uint32_t{1} << 31));
}

}  // namespace

double Spearman::operator()(std::span<const double> x, Scratch& scratch) const {
  const std::size_t n = y_.size();
  if (x.size() != n) throw InvalidArgument("Spearman: vectors of different lengths");
  bool has_nan = false;
  for (double v : x) has_nan |= std::isnan(v);
  if (n > kExactLimit || has_nan) return spearman(x, y_);
  if (n == 0) return 0.0;

  // Sort (key, index) items by key with an LSD radix sort, 11 bits a pass
  // (skipping digits all keys share). The key is x rounded to float:
  // rounding never reverses an order, so only items whose floats are equal
  // may still be out of order; those runs are sorted on the exact values.
  scratch.items.resize(n);
  scratch.items2.resize(n);
  scratch.rank.resize(n);
  std::uint64_t* items = scratch.items.data();
  std::uint64_t* items2 = scratch.items2.data();
  double* rank_x = scratch.rank.data();
  constexpr int kBits = 11, kPasses = 3;
  constexpr std::size_t kBins = std::size_t{1} << kBits;
  std::array<std::array<std::uint32_t, kBins>, kPasses> count{};
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t k = float_order_key(x[i]);
    items[i] = (std::uint64_t{k} << 32) | i;
    for (int p = 0; p < kPasses; ++p) ++count[p][(k >> (p * kBits)) & (kBins - 1)];
  }
  for (int p = 0; p < kPasses; ++p) {
    auto& c = count[p];
    const int shift = 32 + p * kBits;
    if (c[(items[0] >> shift) & (kBins - 1)] == n) continue;  // every key has this digit
    std::uint32_t sum = 0;
    for (auto& v : c) {
      const std::uint32_t t = v;
      v = sum;
      sum += t;
    }
    for (std::size_t i = 0; i < n; ++i) items2[c[(items[i] >> shift) & (kBins - 1)]++] = items[i];
    std::swap(items, items2);
  }
  auto index = [&](std::size_t p) { return static_cast<std::uint32_t>(items[p]); };
  for (std::size_t p = 0; p + 1 < n;) {
    std::size_t q = p + 1;
    while (q < n && (items[q] >> 32) == (items[p] >> 32)) ++q;
    if (q - p > 1)
      std::sort(items + p, items + q, [&](std::uint64_t a, std::uint64_t b) {
        return java_double_less(x[static_cast<std::uint32_t>(a)], x[static_cast<std::uint32_t>(b)]);
      });
    p = q;
  }
  assign_average_ranks(
      n, [&](std::size_t p) { return x[index(p)]; }, [&](std::size_t p, double r) { rank_x[index(p)] = r; });

  // The Pearson sums of pearson_or_zero(), exact in any order (see the header).
  const double count_n = static_cast<double>(static_cast<int>(n));
  double sum_x = 0.0, sum_y = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    sum_x += rank_x[i];
    sum_y += y_rank_[i];
  }
  const double mean_x = sum_x / count_n, mean_y = sum_y / count_n;
  double cov_xy = 0.0, cov_xx = 0.0;
  for (std::size_t i = 0; i < n; ++i) {
    const double dx = rank_x[i] - mean_x;
    cov_xy += dx * (y_rank_[i] - mean_y);
    cov_xx += dx * dx;
  }
  return nan_to_zero((cov_xy / count_n) / std::sqrt((cov_xx / count_n) * (cov_yy_top_ / count_n)));
}

}  // namespace meteor::train
