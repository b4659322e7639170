// Tests of score files: reading system, domain and None scores and the
// errors named by file and line, Python's float grammar, and the two-file
// table.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/data/eval_set.hh"

#include <doctest/doctest.h>

#include <cmath>
#include <fstream>

#include "util/error.hh"
#include "test_util.hh"

using namespace meteor;
using namespace meteor::metaeval;
using namespace meteor::testing;

TEST_CASE("score_files: reading score files") {
  TempDir dir;
  const std::string path = dir.path() + "/h.seg.score";
  std::ofstream(path) << "A\t1.5\nA 2\nB\tNone\nB -1E-3\n";
  MtmeScores s = read_mtme_scores(path, true);
  REQUIRE(s.systems == std::vector<std::string>{"A", "B"});
  CHECK(s.scores[0] == std::vector<std::optional<double>>{1.5, 2.0});
  CHECK(!s.scores[1][0]);
  CHECK(*s.scores[1][1] == -1e-3);
  CHECK(s.find("B") == &s.scores[1]);
  CHECK(s.find("C") == nullptr);
  CHECK_THROWS_WITH_AS(read_mtme_scores(path, false), (path + ":3: None is not allowed in metric scores").c_str(),
                       Error);
  std::ofstream(path) << "A 1 2\n";
  CHECK_THROWS_AS(read_mtme_scores(path, true), Error);
  std::ofstream(path) << "A x\n";
  CHECK_THROWS_AS(read_mtme_scores(path, true), Error);
  std::ofstream(path) << "A 1\n\nA 2\n";
  CHECK_THROWS_WITH_AS(read_mtme_scores(path, true), (path + ":2: blank line (expected 'SYSNAME SCORE')").c_str(),
                       Error);
  std::ofstream(path) << "A 1\nA nan\n";
  CHECK_THROWS_WITH_AS(read_mtme_scores(path, false),
                       (path + ":2: score 'nan' is not finite (NaN and infinite scores are not allowed)").c_str(), Error);
  std::ofstream(path) << "A -Infinity\n";
  CHECK_THROWS_AS(read_mtme_scores(path, true), Error);
  std::ofstream(path) << "A 1e-05\nA 1_000.5\nA .5\nA 5.\nA +2E+1\n";
  s = read_mtme_scores(path, false);
  CHECK(s.scores[0] == std::vector<std::optional<double>>{1e-05, 1000.5, 0.5, 5.0, 20.0});
  std::ofstream(path) << "news A 1\nnews B None\n";
  s = read_mtme_scores(path, true, 3);
  CHECK(s.domains[1] == std::vector<std::string>{"news"});
  CHECK(!s.scores[1][0]);
}

TEST_CASE("score_files: Python's float grammar") {
  for (const char* bad : {"", ".", "e5", "1e", "1_", "_1", "1__0", "0x10", "1.0d", "NaNx", "1,5", "--1"})
    CHECK_MESSAGE(!parse_python_float(bad), bad);
  CHECK(*parse_python_float("-0.25") == -0.25);
  CHECK(std::isinf(*parse_python_float("-inf")));
  CHECK(std::isinf(*parse_python_float("INFINITY")));
  CHECK(std::isnan(*parse_python_float("NaN")));
  CHECK(*parse_python_float("1_0.0_1") == 10.01);
}

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
                       (metric + ": no scores for system B (it has gold scores; leave it out with -exclude B)").c_str(), Error);
}
