// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/matchers.hh"

#include <doctest/doctest.h>

#include <random>

using namespace meteor;

TEST_CASE("match_exact finds the pairs of the pair loop, in its order") {
  std::mt19937 rng(7);
  Workspace ws(nullptr);
  for (int round = 0; round < 300; ++round) {
    const std::size_t n_test = rng() % 70, n_ref = rng() % 70;
    const int alphabet = 1 + static_cast<int>(rng() % 12);  // small: many equal keys
    Stage s;
    s.reset(n_test, n_ref);
    // Keys whose low bits collide too (Java hashes of similar words do).
    for (auto& k : s.test_keys) k = static_cast<std::int32_t>((rng() % static_cast<unsigned>(alphabet)) << 20);
    for (auto& k : s.reference_keys) k = static_cast<std::int32_t>((rng() % static_cast<unsigned>(alphabet)) << 20);
    match_exact(0, s, ws);
    std::vector<int> test_coverage(n_test, 0), reference_coverage(n_ref, 0);
    for (std::size_t j = 0; j < n_ref; ++j) {
      std::vector<int> expected, got;
      for (std::size_t i = 0; i < n_test; ++i)
        if (s.test_keys[i] == s.reference_keys[j]) {
          expected.push_back(static_cast<int>(i));
          ++test_coverage[i];
          ++reference_coverage[j];
        }
      for (const Match& m : s.matches[j]) {
        CHECK(m.reference_start == static_cast<int>(j));
        CHECK(m.test_length == 1);
        got.push_back(m.test_start);
      }
      CHECK(got == expected);
    }
    CHECK(s.test_coverage == test_coverage);
    CHECK(s.reference_coverage == reference_coverage);
  }
}
