// SPDX-License-Identifier: LGPL-2.1-or-later
#include "java/sort.hh"

#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <string>

#include "io/sgml.hh"

using namespace meteor;

namespace {

int by_segment_id(const std::string& a, const std::string& b) { return compare_segment_ids(a, b); }

}  // namespace

TEST_CASE("java sort: stable, and equal to any stable sort for a consistent order") {
  std::mt19937 rng(42);
  for (int n : {0, 1, 2, 5, 31, 32, 33, 64, 100, 257, 1000, 5000}) {
    std::vector<std::pair<int, int>> v;
    for (int i = 0; i < n; ++i) v.emplace_back(static_cast<int>(rng() % 50), i);
    auto expected = v;
    std::stable_sort(expected.begin(), expected.end(), [](auto& a, auto& b) { return a.first < b.first; });
    java::sort(v, [](auto& a, auto& b) { return a.first < b.first ? -1 : (a.first > b.first ? 1 : 0); });
    CHECK(v == expected);
  }
  // Long runs, ascending and descending, exercise run detection and galloping.
  std::vector<int> v;
  for (int i = 0; i < 3000; ++i) v.push_back(i % 700 < 350 ? i % 700 : 1000 - i % 700);
  auto expected = v;
  std::stable_sort(expected.begin(), expected.end());
  java::sort(v, [](int a, int b) { return a < b ? -1 : (a > b ? 1 : 0); });
  CHECK(v == expected);
}

// Expected orders printed by OpenJDK 17: Collections.sort with Meteor's
// segment comparator, which is not consistent when numeric and
// non-numeric ids mix.
TEST_CASE("java sort: Meteor's inconsistent segment order as Java sorts it") {
  std::vector<std::string> v{"10", "x", "9", "1a", "2", "b", "11"};
  java::sort(v, by_segment_id);
  CHECK(v == std::vector<std::string>{"9", "10", "1a", "2", "11", "b", "x"});
  std::vector<std::string> w{"x", "10", "9"};
  java::sort(w, by_segment_id);
  CHECK(w == std::vector<std::string>{"9", "10", "x"});
}
