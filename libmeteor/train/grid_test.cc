// SPDX-License-Identifier: LGPL-2.1-or-later
#include "train/grid.hh"

#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "util/error.hh"

using namespace meteor;
using namespace meteor::train;

namespace {
GridSpec spec(const std::string& i, const std::string& f, const std::string& s) {
  GridSpec g;
  g.initial = parse_grid_vector("-i", i);
  g.final_ = parse_grid_vector("-f", f);
  g.step = parse_grid_vector("-s", s);
  return g;
}
}  // namespace

TEST_CASE("grid vectors are padded with zeros") {
  CHECK(parse_grid_vector("-i", "0.5 1") == GridVector{0.5, 1, 0, 0, 0, 0, 0, 0});
  CHECK(parse_grid_vector("-i", "") == GridVector{});
  CHECK_THROWS_AS(parse_grid_vector("-i", "1 2 x"), Error);
  CHECK_THROWS_AS(parse_grid_vector("-s", "1 2 3 4 5 6 7 8 9"), Error);
}

TEST_CASE("grid values are repeated floating additions") {
  // 0.6 + 0.1 = 0.7, + 0.1 = 0.7999999999999999, + 0.1 = 0.8999999999999999
  // (<= 0.9 + 0.001), + 0.1 = 0.9999999999999999 (past it).
  const Grid g(spec("0.6 0 0 0 0 0 0 0", "0.9 0 0 0 0 0 0 0", "0.1 1 1 1 1 1 1 1"));
  REQUIRE(g.values(0).size() == 4);
  CHECK(g.values(0)[2] == 0.6 + 0.1 + 0.1);
  CHECK(g.values(0)[2] != 0.8);
  CHECK(g.values(0)[3] == 0.6 + 0.1 + 0.1 + 0.1);
  CHECK(g.size() == 4);
  std::string labels;
  g.append_labels(labels, g.position(2));
  CHECK(labels == " 0.80 0.00 0.00 0.00 0.00 0.00 0.00 0.00");
}

TEST_CASE("grid order: p1 slowest, w4 fastest") {
  const Grid g(spec("0 0 0 0 0 0 0 0", "1 0 0 0 0 0 0 1", "1 1 1 1 1 1 1 0.5"));
  // p1 in {0, 1}, w4 in {0, 0.5, 1}.
  REQUIRE(g.size() == 6);
  CHECK(g.point(0) == GridVector{0, 0, 0, 0, 0, 0, 0, 0});
  CHECK(g.point(1) == GridVector{0, 0, 0, 0, 0, 0, 0, 0.5});
  CHECK(g.point(3) == GridVector{1, 0, 0, 0, 0, 0, 0, 0});
}

TEST_CASE("Meteor's default grid") {
  const Grid g{GridSpec{}};
  // p1: 21 values, p2: 41, p3: 21, p4 and w1: 1, w2..w4: 21 each.
  CHECK(g.values(0).size() == 21);
  CHECK(g.values(1).size() == 41);
  CHECK(g.size() == 167448141u);
}

TEST_CASE("labels are DecimalFormat 0.00, half-even on the binary value") {
  // 0.125 is exact: half-even gives 0.12; 0.375 gives 0.38; 2.675 is just
  // below 2.675 in binary: 2.67.
  const Grid g(spec("0.125 0.375 2.675 -0.001 0 0 0 0", "0.125 0.375 2.675 -0.001 0 0 0 0", "1 1 1 1 1 1 1 1"));
  std::string labels;
  g.append_labels(labels, g.position(0));
  CHECK(labels == " 0.12 0.38 2.67 -0.00 0.00 0.00 0.00 0.00");
}

TEST_CASE("grids that never end are refused, empty grids print nothing") {
  // A zero or negative step in range would loop for ever in Meteor.
  CHECK_THROWS_AS(Grid(spec("0", "1", "0")), Error);
  CHECK_THROWS_AS(Grid(spec("0 0", "1 1", "0.5 -0.1")), Error);
  // A step too small to change the value.
  CHECK_THROWS_AS(Grid(spec("1e17", "2e17", "1")), Error);
  // Initial past final: no values, and the loops inside are never reached.
  const Grid empty(spec("2 0", "1 1", "1 0"));
  CHECK(empty.size() == 0);
  // A zero step out of range is fine (one value), and a NaN step ends after
  // one value as in Meteor.
  const Grid one(spec("0 0 0 0 0 0 0 0", "0 0 0 0 0 0 0 0", "NaN 0.5 1 1 1 1 1 1"));
  CHECK(one.values(0).size() == 1);
  CHECK(one.values(1).size() == 1);
}
