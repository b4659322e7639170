// Tests of rankings: AssignRanks and the flags, --matrix with k = 0 and
// k = 1000 (PERM-BOTH, pairs test, early stopping), pooled accuracy over
// three pairs against MTME's output (p-values within Monte Carlo error), and
// input errors.
//
// Metric rankings against MTME's CompareMetrics / PrintMetricComparison
// output on the synthetic sets of tests/data/mstats.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/tasks/task.hh"

#include <doctest/doctest.h>

#include <cmath>
#include <sstream>

#include "metaeval/tasks/goldens_test.hh"
#include "util/error.hh"

using namespace meteor::metaeval;
using namespace meteor::testing;

namespace {

struct MatrixGolden {
  std::string text;  // PrintMetricComparison's lines
  std::vector<std::string> names;
  std::vector<int> ranks;
  std::vector<std::vector<double>> pvalues;
};

MatrixGolden load_matrix(const std::string& name) {
  std::ifstream in(mstats_dir() + "matrix_" + name + ".txt");
  REQUIRE(in);
  MatrixGolden g;
  std::string line;
  bool p = false;
  while (std::getline(in, line)) {
    if (line == "pvalues") {
      p = true;
      continue;
    }
    std::istringstream ls(line);
    if (p) {
      std::vector<double> row;
      for (std::string v; ls >> v;) row.push_back(num(v));
      g.pvalues.push_back(row);
    } else {
      g.text += line + "\n";
      std::string metric;
      int rank;
      ls >> metric >> rank;
      g.names.push_back(metric);
      g.ranks.push_back(rank);
    }
  }
  return g;
}

std::vector<NamedScores> seg_metrics(const ScoreSet& s) {
  std::vector<NamedScores> out;
  for (const auto& name : s.names)
    if (name != "const") out.push_back({name, s.metrics.at(name)});
  return out;
}

// Our ranking against MTME's: the same order; p-values within Monte Carlo
// error; the same clusters and flags, except that where MTME's p-value lies
// within that error of the threshold either decision is right: there our
// ranks must be MTME's matrix's with our p-value in that cell.
void check_ranking(const Ranking& ours, const MatrixGolden& mtme, int k, double pval = 0.05) {
  REQUIRE(ours.metrics.size() == mtme.names.size());
  for (std::size_t i = 0; i < mtme.names.size(); ++i) CHECK(ours.metrics[i].name == mtme.names[i]);
  const std::size_t n = mtme.names.size();
  Ranking expected = ours;
  expected.pvalues = mtme.pvalues;
  int ambiguous = 0;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      const double a = ours.pvalues[i][j], b = mtme.pvalues[i][j];
      INFO(mtme.names[i] << " > " << mtme.names[j] << ": p " << a << " vs MTME " << b);
      CHECK(std::fabs(a - b) <= mc_tolerance(a, b, k));
      if (std::fabs(b - pval) <= mc_tolerance(b, b, k)) {
        expected.pvalues[i][j] = a;
        ++ambiguous;
      }
    }
  const std::vector<int> ranks = assign_ranks(expected.pvalues, pval);
  for (std::size_t i = 0; i < n; ++i) expected.metrics[i].rank = ranks[i];
  MESSAGE(ambiguous << " of " << n * (n - 1) / 2 << " MTME p-values within Monte Carlo error of " << pval);
  CHECK(format_ranking(ours, pval) == format_ranking(expected, pval));
  if (ambiguous == 0) CHECK(format_ranking(ours, pval) == mtme.text);
}

}  // namespace

TEST_CASE("mstats: AssignRanks and the flag vector") {
  // Three metrics: 0 beats 2 only, 1 beats 2.
  Ranking r;
  r.metrics = {{"a", 0.9, 0}, {"b", 0.8, 0}, {"c", 0.1, 0}};
  r.pvalues = {{0, 0.2, 0.01}, {0, 0, 0.04}, {0, 0, 0}};
  CHECK(assign_ranks(r.pvalues, 0.05) == std::vector<int>{1, 1, 2});
  // p == pval counts as significant for ranks (<=), not for flags (<), as MTME.
  r.pvalues[0][2] = 0.05;
  r.pvalues[1][2] = 0.05;
  CHECK(assign_ranks(r.pvalues, 0.05) == std::vector<int>{1, 1, 2});
  CHECK(significance_flags(r, 0, 0.05) == ". = =");
  r.pvalues[0][1] = 0.001;
  CHECK(assign_ranks(r.pvalues, 0.05) == std::vector<int>{1, 2, 3});
  CHECK(significance_flags(r, 0, 0.05) == ". > =");
  CHECK(significance_flags(r, 2, 0.05) == ". . . ");
  // A new cluster only looks back to its own start.
  std::vector<std::vector<double>> p = {{0, 0.01, 0.01, 0.01}, {0, 0, 0.5, 0.5}, {0, 0, 0, 0.5}, {0, 0, 0, 0}};
  CHECK(assign_ranks(p, 0.05) == std::vector<int>{1, 2, 2, 2});
}

TEST_CASE("mstats: --matrix with k = 0 prints MTME's lines") {
  const ScoreSet seg = load_score_set("seg");
  struct Run {
    const char* golden;
    const char* corr;
    std::map<std::string, std::string> args;
    Average avg;
  };
  const Run runs[] = {
      {"seg-pearson-none-k0", "pearson", {}, Average::none},
      {"seg-kendall-item-k0", "kendall", {}, Average::item},
      {"seg-tiesopt-item-k0", "KendallWithTiesOpt", {{"variant", "'acc23'"}, {"sample_rate", "1.0"}}, Average::item},
  };
  for (const Run& run : runs) {
    CompareOptions o;
    o.corr = make_spec(run.corr, run.args, run.avg);
    o.perm.k = 0;
    const Ranking r = compare_metrics(seg.gold, seg.systems, seg_metrics(seg), o);
    const MatrixGolden g = load_matrix(run.golden);
    INFO(run.golden);
    CHECK(format_ranking(r, 0.05) == g.text);
    // No tests: MTME's all-zero p-value matrix makes every metric its own cluster.
    for (std::size_t i = 0; i < r.metrics.size(); ++i) CHECK(r.metrics[i].rank == static_cast<int>(i + 1));
  }
}

TEST_CASE("mstats: --matrix with significance tests (k = 1000)") {
  const ScoreSet seg = load_score_set("seg");
  SUBCASE("KendallWithTiesOpt acc23, item averaging, pairs test") {
    CompareOptions o;
    o.corr = make_spec("KendallWithTiesOpt", {{"variant", "'acc23'"}, {"sample_rate", "1.0"}}, Average::item);
    o.test = PermTest::pairs;
    check_ranking(compare_metrics(seg.gold, seg.systems, seg_metrics(seg), o),
                  load_matrix("seg-tiesopt-item-pairs-k1000"), 1000);
  }
  SUBCASE("Pearson, no averaging, PERM-BOTH") {
    CompareOptions o;
    o.corr = make_spec("pearson", {}, Average::none);
    check_ranking(compare_metrics(seg.gold, seg.systems, seg_metrics(seg), o), load_matrix("seg-pearson-none-k1000"),
                  1000);
  }
  SUBCASE("Pearson, item averaging, k_block 100 (early stopping)") {
    CompareOptions o;
    o.corr = make_spec("pearson", {}, Average::item);
    o.perm.block_size = 100;
    const Ranking r = compare_metrics(seg.gold, seg.systems, seg_metrics(seg), o);
    const MatrixGolden g = load_matrix("seg-pearson-item-k1000-block100");
    // Early stopping leaves estimates from different numbers of draws, but
    // only outside [0.02, 0.5]: compare significance where both are clear.
    for (std::size_t i = 0; i < r.metrics.size(); ++i) {
      CHECK(r.metrics[i].name == g.names[i]);
      for (std::size_t j = i + 1; j < r.metrics.size(); ++j) {
        const double a = r.pvalues[i][j], b = g.pvalues[i][j];
        INFO(g.names[i] << " > " << g.names[j] << ": p " << a << " (" << r.k_used[i][j] << " draws) vs MTME " << b);
        CHECK(std::fabs(a - b) <= mc_tolerance(a, b, 100));
        CHECK(r.k_used[i][j] % 100 == 0);
      }
    }
  }
}

TEST_CASE("mstats: pooled accuracy ranking over three language pairs") {
  const ScoreSet a = load_score_set("sysA"), b = load_score_set("sysB"), c = load_score_set("sysC");
  Vector gold = a.gold;
  gold.insert(gold.end(), b.gold.begin(), b.gold.end());
  gold.insert(gold.end(), c.gold.begin(), c.gold.end());
  std::vector<NamedScores> metrics;
  for (const auto& name : a.names) {
    Vector v = a.metrics.at(name);
    v.insert(v.end(), b.metrics.at(name).begin(), b.metrics.at(name).end());
    v.insert(v.end(), c.metrics.at(name).begin(), c.metrics.at(name).end());
    metrics.push_back({name, v});
  }
  CompareOptions o;
  o.corr = make_spec("accuracy", {}, Average::none);
  o.corr.blocks = {a.systems, b.systems, c.systems};
  o.perm.k = 0;
  CHECK(format_ranking(compare_metrics(gold, gold.size(), metrics, o), 0.05) ==
        load_matrix("sysABC-accuracy-k0").text);
  o.perm.k = 1000;
  check_ranking(compare_metrics(gold, gold.size(), metrics, o), load_matrix("sysABC-accuracy-k1000"), 1000);
}

TEST_CASE("mstats: compare_metrics input errors") {
  CompareOptions o;
  CHECK_THROWS_AS(compare_metrics({1, 2, 3}, 3, {}, o), meteor::Error);
  CHECK_THROWS_AS(compare_metrics({1, 2, 3}, 3, {{"m", {1, 2}}}, o), meteor::Error);
}
