// SPDX-License-Identifier: LGPL-2.1-or-later
#include "train/grid.hh"

#include <cmath>

#include "java/lang.hh"
#include "text/tokenize.hh"
#include "util/error.hh"

namespace meteor::train {

const char* grid_dim_name(std::size_t dim) {
  static const char* const kNames[kGridDims] = {"p1", "p2", "p3", "p4", "w1", "w2", "w3", "w4"};
  return dim < kGridDims ? kNames[dim] : "?";
}

GridVector parse_grid_vector(const std::string& option, const std::string& text) {
  GridVector v{};  // Meteor pads with 0.0
  std::size_t n = 0;
  for (const std::string& tok : tokenize(text)) {
    auto d = java::parse_double(tok);
    if (!d) throw InvalidArgument(option + ": '" + tok + "' is not a number (in '" + text + "')");
    if (n == kGridDims)
      throw InvalidArgument(option + ": more than " + std::to_string(kGridDims) +
                  " values (p1 p2 p3 p4 w1 w2 w3 w4) in '" + text + "'");
    v[n++] = *d;
  }
  return v;
}

Grid::Grid(const GridSpec& spec) {
  constexpr double kSlack = 0.001;  // Meteor's allowance for accumulated rounding
  size_ = 1;
  for (std::size_t d = 0; d < kGridDims; ++d) {
    // Meteor never reaches the loops inside an empty one.
    if (size_ == 0) break;
    const double last = spec.final_[d] + kSlack;
    std::vector<double>& vals = values_[d];
    for (double v = spec.initial[d]; v <= last; v += spec.step[d]) {
      vals.push_back(v);
      const double next = v + spec.step[d];
      // A NaN step ends the loop after one value, as in Meteor; a step that
      // leaves the value where it is (0, negative, or too small to change
      // it) would loop for ever.
      if (!std::isnan(next) && next <= v)
        throw InvalidArgument("grid: " + std::string(grid_dim_name(d)) + " never reaches its final value " +
                    java::double_to_string(spec.final_[d]) + " from " + java::double_to_string(spec.initial[d]) +
                    " in steps of " + java::double_to_string(spec.step[d]) + " (-i, -f, -s)");
      if (vals.size() > kMaxValues)
        throw LimitExceeded("grid: " + std::string(grid_dim_name(d)) + " has more than " + std::to_string(kMaxValues) +
                    " values (-i, -f, -s)");
    }
    for (double v : vals) {
      std::string label(1, ' ');
      label += java::decimal_format(v, 2, 2);
      labels_[d].push_back(std::move(label));
    }
    if (vals.empty()) {
      size_ = 0;
    } else {
      if (size_ > (std::uint64_t{1} << 62) / vals.size()) throw LimitExceeded("grid: too many points (-i, -f, -s)");
      size_ *= vals.size();
    }
  }
}

std::array<std::size_t, kGridDims> Grid::position(std::uint64_t index) const {
  std::array<std::size_t, kGridDims> pos{};
  for (std::size_t d = kGridDims; d-- > 0;) {
    const std::uint64_t n = values_[d].size();
    pos[d] = static_cast<std::size_t>(index % n);
    index /= n;
  }
  return pos;
}

GridVector Grid::point(std::uint64_t index) const {
  const auto pos = position(index);
  GridVector v{};
  for (std::size_t d = 0; d < kGridDims; ++d) v[d] = values_[d][pos[d]];
  return v;
}

void Grid::append_labels(std::string& out, const std::array<std::size_t, kGridDims>& position) const {
  for (std::size_t d = 0; d < kGridDims; ++d) out += labels_[d][position[d]];
}

}  // namespace meteor::train
