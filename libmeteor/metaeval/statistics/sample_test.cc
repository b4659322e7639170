// Tests of samples and position maps: a seeded uniform sample is numpy's
// choice, stratified shares follow the bins, and map_positions /
// unmap_positions give MTME's data_test results.
//
// Samples (MTME's stats.Sample) and position maps (MTME's data._MapPositions).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/statistics/random.hh"

#include <doctest/doctest.h>

#include <set>

#include "metaeval/data/eval_set.hh"
#include "util/numpy_random.hh"
#include "util/error.hh"

using namespace meteor::metaeval;

TEST_CASE("Sample: a seeded uniform sample is numpy's default_rng(seed).choice") {
  // numpy: np.random.default_rng(11).choice(10, 5, replace=False) == [6, 5, 0, 7, 4]
  CHECK(sample_indexes(10, 5, SampleMethod::uniform, {}, 11) == std::vector<std::int64_t>{6, 5, 0, 7, 4});
  CHECK(sample_indexes(10, 0, SampleMethod::uniform, {}, 11).size() == 10);   // 0: everything
  CHECK(sample_indexes(10, 99, SampleMethod::uniform, {}, 11).size() == 10);  // above total: everything
  CHECK(sample_indexes(10, 5, SampleMethod::uniform, {}, std::nullopt).size() == 5);
  CHECK_THROWS_AS(sample_indexes(10, -1, SampleMethod::uniform, {}, 1), meteor::InvalidArgument);
}

TEST_CASE("Sample: stratified shares follow the bins") {
  CHECK(stratified_shares({2, 2, 2, 2}, 4, {0, 1, 2, 3}) == std::vector<std::int64_t>{1, 1, 1, 1});
  CHECK(stratified_shares({2, 6}, 4, {0, 1}) == std::vector<std::int64_t>{1, 3});
  CHECK(stratified_shares({1, 7}, 3, {0, 1}) == std::vector<std::int64_t>{0, 3});
  // A tie of remainders goes by the order given.
  CHECK(stratified_shares({5, 5}, 3, {0, 1}) == std::vector<std::int64_t>{2, 1});
  CHECK(stratified_shares({5, 5}, 3, {1, 0}) == std::vector<std::int64_t>{1, 2});
  // Never more than a bin holds.
  const auto s = stratified_shares({1, 1, 8}, 9, {2, 1, 0});
  CHECK(s[0] <= 1);
  CHECK(s[1] <= 1);
  CHECK(s[0] + s[1] + s[2] == 9);
  const auto got = sample_indexes(8, 4, SampleMethod::stratify, {2, 6}, 3);
  REQUIRE(got.size() == 4);
  CHECK(got[0] < 2);
  for (std::size_t i = 1; i < 4; ++i) CHECK(got[i] >= 2);
  CHECK(std::set<std::int64_t>(got.begin(), got.end()).size() == 4);
  CHECK_THROWS_AS(sample_indexes(8, 4, SampleMethod::stratify, {2, 5}, 3), meteor::InvalidArgument);
}

TEST_CASE("map_positions / unmap_positions (MTME's data_test)") {
  const std::vector<std::string> items = {"aa", "aa", "bb", "bb", "bb", "aa"};
  const PositionMap m = map_positions(items);
  REQUIRE(m.size() == 2);
  CHECK(m[0].first == "aa");
  CHECK(m[0].second == std::vector<Span>{{0, 2}, {5, 6}});
  CHECK(m[1].second == std::vector<Span>{{2, 5}});
  CHECK(unmap_positions(m) == items);
  CHECK(map_positions({}).empty());
}
