// SPDX-License-Identifier: LGPL-2.1-or-later
#include "train/rescore.hh"

#include <doctest/doctest.h>

#include <bit>
#include <cstdint>
#include <random>

#include "java/lang.hh"

using namespace meteor;
using namespace meteor::train;

namespace {

// Random statistics as -ssOut prints them (words, or characters when big),
// with perfect segments, segments without matches and empty ones mixed in.
Stats random_stats(std::mt19937_64& rng, int scale) {
  std::uniform_int_distribution<int> len(0, 40 * scale);
  Stats s;
  const int kind = static_cast<int>(rng() % 10);
  double tl = len(rng), rl = len(rng);
  if (kind == 0) rl = tl;
  double tf = std::floor(tl / 3), rf = std::floor(rl / 3);
  std::string line;
  auto put = [&](double v) {
    java::append_double(line, v);
    line += ' ';
  };
  put(tl);
  put(rl);
  put(tf);
  put(rf);
  double tw = 0, rw = 0;
  double left_t = tl, left_r = rl;
  for (int k = 0; k < 4; ++k) {
    double m = kind == 1 ? 0 : std::floor(std::min(left_t, left_r) * (kind == 0 ? (k == 0 ? 1.0 : 0.0) : 0.3));
    double f = std::floor(m / 4);
    put(m - f);
    put(m - f);
    put(f);
    put(f);
    left_t -= m;
    left_r -= m;
    tw += m;
    rw += m;
  }
  put(kind == 0 ? 1 : std::max(1.0, std::floor(tw / 3)));
  put(tw / scale);
  put(rw / scale);
  return *Stats::parse(line);
}

}  // namespace

TEST_CASE("rescoring equals compute_metrics bit for bit") {
  std::mt19937_64 rng(7);
  std::vector<Stats> stats;
  for (int i = 0; i < 400; ++i) stats.push_back(random_stats(rng, i % 2 == 0 ? 1 : 5));
  const Rescorer r(stats);
  CHECK(r.size() == stats.size());
  CHECK(r.fragmentations().size() < stats.size());  // fragmentations repeat
  const std::vector<GridVector> points{
      {0.85, 0.2, 0.6, 0.75, 1.0, 0.6, 0.8, 0.6}, {0.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 0.0},
      {1.0, 3.0, 1.5, 0.0, 1.0, 1.0, 1.0, 1.0},   {0.5, 0.1, 0.4, 0.5, 2.0, 0.35, 0.7000000000000001, 0.05},
      {0.95, 1.0, 1.0, 1.0, 0.0, 0.0, 0.0, 0.0},  {0.3, 0.7999999999999999, 0.55, 0.3, 1.0, 0.5, 0.6, 0.7},
  };
  std::vector<double> scores(stats.size()), table;
  for (const GridVector& p : points) {
    r.pow_table(p[1], table);
    r.score(p, table, scores);
    for (std::size_t i = 0; i < stats.size(); ++i) {
      Stats s = stats[i];
      compute_metrics(s, p[0], p[1], p[2], p[3], {p[4], p[5], p[6], p[7]});
      CHECK(std::bit_cast<std::uint64_t>(scores[i]) == std::bit_cast<std::uint64_t>(s.score));
    }
  }
}
