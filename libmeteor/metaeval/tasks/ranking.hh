// Ranking metrics by their correlation with human scores, with significance
// clusters, as MTME's --matrix does it (data.CompareMetrics,
// CompareMetricsWithGlobalAccuracy, CompareMetricsWithPairwiseConfidenceError,
// AssignRanks, PrintMetricComparison). See docs/mtme.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

#include "metaeval/statistics/correlation.hh"
#include "metaeval/significance/significance.hh"

namespace meteor::metaeval {

// One metric's scores, laid out as the gold scores (system x item).
struct NamedScores {
  std::string name;
  Vector scores;
};

// MTME's perm_test: scores (PERM-BOTH) or pairs (pairwise permutation,
// Kendall 23/acc23 with optimized thresholds; only with CorrKind::ties_opt,
// whose variant it takes).
enum class PermTest { scores, pairs };

struct CompareOptions {
  CorrSpec corr;
  PermParams perm;  // perm.k == 0: no tests, ranks from correlations only
  PermTest test = PermTest::scores;
  // The pairs test's sample_rate for its thresholds: MTME takes corr_fcn_args'
  // sample_rate when given, else 1.0 (not KendallWithTiesOpt's default 0.1).
  double pairs_sample_rate = 1.0;
  double pval = 0.05;  // --matrix_pval
  // Called on the calling thread after each pairwise test, in order, with
  // (tests done, tests): a progress line.
  std::function<void(std::size_t, std::size_t)> progress;
};

struct RankedMetric {
  std::string name;
  double corr = 0;
  int rank = 0;  // rank of the metric's significance cluster, from 1
};
struct Ranking {
  std::vector<RankedMetric> metrics;  // by decreasing corr, then name
  // pvalues[i][j], j > i: p-value of "metrics[j] correlates at least as well
  // as metrics[i]" (the test of metric i > metric j); 0 elsewhere and when
  // k == 0.
  std::vector<std::vector<double>> pvalues;
  std::vector<std::vector<int>> k_used;  // draws made per test, same layout
  // draws[i][j], j > i: the test's draws, each (corr of metrics[i], corr of
  // metrics[j]) on resampled scores (MTME's draws_list); empty when k == 0.
  std::vector<std::vector<std::vector<Draw>>> draws;
};

// Correlations, ordering, all pairwise tests (in parallel over pairs; test
// (i, j) seeded from perm.seed, i and j), and significance clusters.
// gold: system x item with NaN for missing; every metric the same size.
// For MTME's system-level accuracy pooled over language pairs, concatenate
// the pairs' system-level vectors (gold and each metric, same pair order),
// set corr.kind = accuracy and corr.blocks = systems per pair, and pass
// systems = the total.
Ranking compare_metrics(const Vector& gold, std::size_t systems, const std::vector<NamedScores>& metrics,
                        const CompareOptions& options);

// MTME's ComputeSigMatrix: every pair's test of metrics in the order given
// (ordered[i] tested as the better of (i, j)), seeded and run as
// compare_metrics runs its tests: the Ranking's pvalues, k_used and draws
// (its metrics: the names, correlation 0, rank 0). compare_metrics is this
// on its metrics ordered by correlation.
Ranking significance_matrix(const Vector& gold, std::size_t systems, const std::vector<NamedScores>& ordered,
                            const CompareOptions& options);

// MTME's AssignRanks: walking down the ordered metrics, a new cluster starts
// at metric i when some metric of the current cluster is significantly
// better (pvalues[s][i] <= pval for s from the cluster's start to i - 1).
std::vector<int> assign_ranks(const std::vector<std::vector<double>>& pvalues, double pval);

// The flag vector of row i: '.' for columns 0..i, then for each lower-ranked
// metric j > i '>' when pvalues[i][j] < pval (significantly better), else '='.
std::string significance_flags(const Ranking& ranking, std::size_t i, double pval);

// MTME's PrintMetricComparison lines: name padded to the longest, rank
// (width 2), correlation ("%10.7f"), two spaces, the flags separated by
// spaces (probs: the p-values "%5.3f" instead, "  .  " for filler).
std::string format_ranking(const Ranking& ranking, double pval, bool probs = false);

}  // namespace meteor::metaeval
