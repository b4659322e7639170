// A permutation test's two parts, prepared once for a ranking's many
// tests: the gold's (TestGold) and each metric's (TestMetric).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <vector>

#include "metaeval/draws/kendall_gold.hh"
#include "metaeval/significance/significance.hh"
#include "metaeval/statistics/correlation.hh"

namespace meteor::metaeval {

// A permutation test (permutation_sig_diff) in two parts: what it needs of
// the gold (the cells with gold by vector of the averaging, for accuracy
// and PCE one vector; accuracy's blocks in that layout; for seg Kendall,
// epsilon 0, each vector's gold prepared) and of each metric (its scores in
// those cells, z-scored as MTME does; for seg Kendall each vector's order).
// A ranking (compare_metrics) makes them once, then tests every pair.
struct TestGold {
  std::size_t systems = 0;
  std::vector<std::size_t> cells;   // table cells, vector by vector
  Vector gold;                      // their gold scores
  std::vector<std::size_t> starts;  // vector v: [starts[v], starts[v + 1]) of cells; then cells.size()
  std::vector<std::size_t> blocks;  // accuracy's blocks, cells without gold left out
  std::vector<detail::KendallGold> kendall;
};
struct TestMetric {
  Vector raw;  // its scores in TestGold's cells
  Vector z;
  std::vector<detail::KendallGold::Sorted> sorted;  // for TestGold's kendall
};
TestGold test_gold(const ScoreTable& table, const CorrSpec& spec);
TestMetric test_metric(const ScoreTable& table, const TestGold& gold);
// correlate() of Kendall (epsilon 0) from TestGold's prepared golds and a
// TestMetric (its raw scores, counted on its sorted z-scores where their
// order and ties are the raw scores'): the same value, without preparing
// the gold or sorting the scores again.
double average_kendall(const TestGold& gold, const TestMetric& metric, KendallVariant variant, bool scipy_order,
                       bool replace_nans_with_zeros);
// Not for ties_opt or pdp (the ScoreTable overload handles those); the
// tables the two metrics come from have the same gold.
PermResult permutation_sig_diff(const TestGold& gold, const TestMetric& metric1, const TestMetric& metric2,
                                const CorrSpec& spec, const PermParams& params);

}  // namespace meteor::metaeval
