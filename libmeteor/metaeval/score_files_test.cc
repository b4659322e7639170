// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/score_files.hh"

#include <doctest/doctest.h>

#include <cmath>
#include <fstream>

#include "util/error.hh"
#include "test_util.hh"

using namespace meteor;
using namespace meteor::metaeval;
using namespace meteor::testing;

TEST_CASE("score_files: the two-file table") {
  TempDir dir;
  const std::string gold = dir.path() + "/g.score", metric = dir.path() + "/m.score";
  std::ofstream(gold) << "A 1\nA None\nB 2\nB 3\nC 0\nC 0\n";
  std::ofstream(metric) << "B 0.5\nB 0.25\nA 1\nA 2\nC 9\nC 9\n";
  const ScoreTable t = read_score_table(gold, metric, {"C"});
  CHECK(t.systems == 2);
  CHECK(t.items == 2);
  CHECK(t.metric == Vector{1, 2, 0.5, 0.25});
  CHECK(std::isnan(t.gold[1]));
  CHECK(t.gold[2] == 2);
  CHECK_THROWS_WITH_AS(read_score_table(gold, metric, {"A", "B", "C"}), (gold + ": no system to correlate").c_str(),
                       Error);
  std::ofstream(metric) << "A 1\nA 2\n";
  CHECK_THROWS_WITH_AS(read_score_table(gold, metric, {}),
                       (metric + ": no scores for system B (it has gold scores)").c_str(), Error);
}
