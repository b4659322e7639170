// Tests of the paired tests over statistics: sacreBLEU's interval, the
// p-values of a system against itself, seeds, and the checks of the input.
// tests/compare_test.py checks the figures against numpy and a reference
// implementation of sacreBLEU's procedure.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/compare.hh"

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "util/error.hh"

using namespace meteor;

namespace {

Config test_config() {
  Config c;
  c.parameters = {0.85, 0.2, 0.6, 0.75};
  c.weights = {1.0, 0.6};
  return c;
}

// Made-up segment statistics: lengths, matches and chunks that vary.
std::vector<Stats> system_stats(int shift, std::size_t n) {
  std::vector<Stats> v;
  for (std::size_t i = 0; i < n; ++i) {
    const int len = 5 + static_cast<int>((i * 7 + static_cast<std::size_t>(shift)) % 11);
    const int m1 = len / 2 + static_cast<int>((i + static_cast<std::size_t>(shift)) % 3);
    const int m2 = (len - m1) / 2;
    const int chunks = 1 + static_cast<int>((i + 2 * static_cast<std::size_t>(shift)) % 4);
    std::string line = std::to_string(len) + " " + std::to_string(len + 1) + " 1 1 " + std::to_string(m1 - 1) + " " +
                       std::to_string(m1 - 1) + " 1 1 " + std::to_string(m2) + " " + std::to_string(m2) +
                       " 0 0 0 0 0 0 0 0 0 0 " + std::to_string(chunks) + " " + std::to_string(m1 + m2) + " " +
                       std::to_string(m1 + m2);
    v.push_back(*Stats::parse(line));
  }
  return v;
}

}  // namespace

TEST_CASE("bootstrap_interval is sacreBLEU's estimate_ci") {
  std::vector<double> s;
  for (int i = 0; i < 80; ++i) s.push_back(static_cast<double>((i * 37) % 80));
  const auto [mean, ci] = bootstrap_interval(s);
  CHECK(mean == doctest::Approx(39.5));
  CHECK(ci == 0.5 * (77 - 2));  // sorted 0..79: index 80 // 40 = 2 and 77
}

TEST_CASE("compare_statistics: corpus scores, a system against itself, seeds") {
  const Config config = test_config();
  const auto a = system_stats(0, 60), b = system_stats(5, 60);
  CompareSettings s;
  s.test = PairedTest::kBootstrap;
  s.samples = 200;
  const auto r = compare_statistics({a, a, b}, config, s);
  REQUIRE(r.size() == 3);
  Stats total;
  for (const Stats& x : b) total += x.contribution();
  compute_metrics(total, 0.85, 0.2, 0.6, 0.75, config.weights);
  CHECK(r[2].score == total.score);
  CHECK_FALSE(r[0].p_value);
  REQUIRE(r[0].mean);
  // The same system: every resample's difference is 0, never above 0.
  CHECK(*r[1].p_value == 1.0 / 201);
  CHECK(*r[1].mean == *r[0].mean);
  CHECK(*r[2].p_value > 0.0);
  CHECK(*r[2].p_value <= 1.0);
  // Seeded runs repeat, whatever the threads.
  s.threads = 2;
  const auto again = compare_statistics({a, a, b}, config, s);
  CHECK(*again[2].p_value == *r[2].p_value);
  CHECK(*again[2].interval == *r[2].interval);

  CompareSettings ar;
  ar.test = PairedTest::kRandomization;
  ar.samples = 300;
  const auto q = compare_statistics({a, a, b}, config, ar);
  CHECK(*q[1].p_value == 1.0 / 301);
  CHECK_FALSE(q[0].mean);
  ar.confidence = 100;
  ar.seed.reset();
  const auto w = compare_statistics({a, b}, config, ar);
  CHECK(w[0].mean);
  CHECK(w[1].interval);
}

TEST_CASE("compare_statistics refuses what it cannot compare") {
  const Config config = test_config();
  CompareSettings s;
  s.test = PairedTest::kBootstrap;
  CHECK_THROWS_AS(compare_statistics({}, config, s), InvalidArgument);
  CHECK_THROWS_AS(compare_statistics({system_stats(0, 5)}, config, s), InvalidArgument);
  CHECK_THROWS_AS(compare_statistics({system_stats(0, 5), system_stats(0, 4)}, config, s), InvalidArgument);
}
