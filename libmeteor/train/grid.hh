// The Trainer's parameter grid: eight dimensions p1 p2 p3 p4 (alpha, beta,
// gamma, delta) and w1 w2 w3 w4 (module weights), each stepped from its
// initial to its final value, visited in nested loops with p1 outermost and
// w4 innermost.
//
// Meteor 1.5 adds 0.001 to each final value once, then steps with repeated
// floating-point additions (v, v + s, v + s + s, ...) while the value is <=
// the final value; the printed values are those accumulated sums,
// formatted with DecimalFormat("0.00") (half-even).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace meteor::train {

inline constexpr std::size_t kGridDims = 8;
using GridVector = std::array<double, kGridDims>;

// "p1".."p4", "w1".."w4".
const char* grid_dim_name(std::size_t dim);

struct GridSpec {
  // Meteor 1.5's defaults.
  GridVector initial{0.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 0.0};
  GridVector final_{1.0, 2.0, 1.0, 1.0, 1.0, 1.0, 1.0, 1.0};
  GridVector step{0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05, 0.05};
};

// The value of -i, -f or -s: up to eight numbers (Java's
// Double.parseDouble), padded with 0.0 as Meteor pads them. Throws
// meteor::Error naming the option for a token that is not a number or more
// than eight values.
GridVector parse_grid_vector(const std::string& option, const std::string& text);

class Grid {
 public:
  // Throws meteor::Error when a dimension never ends (a step that does not
  // increase the value while it is still in range: Meteor 1.5 loops forever)
  // or has more than kMaxValues values.
  explicit Grid(const GridSpec& spec);

  static constexpr std::size_t kMaxValues = 10'000'000;

  const std::vector<double>& values(std::size_t dim) const { return values_[dim]; }
  // The number of points: the product of the dimensions' sizes (0 if any is
  // empty: Meteor prints nothing). Throws when it does not fit 63 bits.
  std::uint64_t size() const { return size_; }

  // The position of point `index` in each dimension (p1 slowest).
  std::array<std::size_t, kGridDims> position(std::uint64_t index) const;
  GridVector point(std::uint64_t index) const;

  // " 0.60 0.50 ... 0.40": each value of the point after a space, formatted
  // as Meteor prints them.
  void append_labels(std::string& out, const std::array<std::size_t, kGridDims>& position) const;

 private:
  std::array<std::vector<double>, kGridDims> values_;
  std::array<std::vector<std::string>, kGridDims> labels_;
  std::uint64_t size_ = 0;
};

}  // namespace meteor::train
