// Significance tests on the difference between two metrics' correlations
// with the same human (gold) scores, with the definitions of the MT Metrics
// Eval toolkit (MTME, stats.py): Williams' test, the PERM-BOTH permutation
// test (resampling scores), the pairwise permutation test for Kendall
// acc23/23 with optimized tie thresholds (resampling pairs). The statistic
// a test compares (CorrSpec, correlate) and PCE are statistics'
// (correlation.hh). See docs/mtme.md.
//
// Scores come as ScoreTables (correlation.hh: systems x items, gold NaN
// where missing, finite metric scores, built by make_score_table), MTME's
// stats.Correlation objects: a test takes one table per metric, both with
// the same gold scores and shape (checked: InvalidArgument otherwise).
//
// Permutation tests draw from our own generator (not numpy's): p-values are
// Monte Carlo estimates that agree with MTME's within sampling error, and
// depend only on the seed, never on the number of threads.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <atomic>
#include <cstdint>
#include <optional>
#include <vector>

#include "metaeval/statistics/correlation.hh"

namespace meteor::metaeval {

// Throws InvalidArgument unless the two tables have the same shape and the
// same gold scores (NaN equal to NaN): two metrics' tables for a test.
void check_same_gold(const ScoreTable& table1, const ScoreTable& table2);

// ---- Williams' test (MTME WilliamsTest / WilliamsSigDiff) ----------------

// p-value that r12 (corr of variable 1 with 2) and r13 differ, given r23, on
// n observations: Student's t with n - 3 degrees of freedom, one-sided by
// default. NaN where undefined (n <= 3, a negative determinant).
double williams_test(double r12, double r13, double r23, double n, bool one_sided = true);

// As MTME's -i/-c comparison: r1 = corr(gold, metric1), r2 = corr(gold,
// metric2), r12 = corr(metric1, metric2) under spec (averaged as spec says),
// n = the cells of a table (missing gold included, as MTME counts it).
struct WilliamsResult {
  double p = 0, r1 = 0, r2 = 0;
};
WilliamsResult williams_sig_diff(const ScoreTable& metric1, const ScoreTable& metric2, const CorrSpec& spec,
                                 bool one_sided = true);

// ---- Permutation tests ----------------------------------------------------

// MTME's --k, --k_block, --early_min, --early_max. Draws are processed in
// blocks of block_size; at each block boundary the test stops early when the
// p-value so far is < early_min or > early_max (block_size >= k: never).
// k = 0 means no test (p = 0, k_used = 0, as MTME's matrix with --k 0).
struct PermParams {
  int k = 1000;
  int block_size = 1000;
  double early_min = 0.02, early_max = 0.50;
  std::uint64_t seed = 1;  // draw i of a test depends only on (seed, i)
  unsigned threads = 0;    // 0: all cores
  // Set by the caller to stop a long call: draws and tests stop between
  // batches and the call throws Cancelled (util/error.hh).
  const std::atomic<bool>* cancel = nullptr;
};
// The threads for work of about `cell_draws` (a table's cells times the
// draws to make): 1 below kParallelWork, where starting and joining threads
// costs more than they save (system-level tables of a few systems); else
// resolve_threads(requested).
constexpr double kParallelWork = 100000;
unsigned threads_for_work(double cell_draws, unsigned requested);
// A draw of a permutation test: (corr of metric2, corr of metric1) on the
// resampled scores (MTME's draws, in its order).
using Draw = std::array<double, 2>;
struct PermResult {
  double p = 0;      // share of draws with corr2 - corr1 >= delta
  double delta = 0;  // corr(metric2) - corr(metric1) on the unpermuted scores
  int k_used = 0;    // draws made (fewer than k after early stopping)
  std::vector<Draw> draws;  // the k_used draws, in order
};

// PERM-BOTH (MTME PermutationSigDiff): p-value for "metric2 correlates
// better than metric1". Metric scores are z-scored (over the cells with
// gold scores; over all cells for ties_opt), then each draw swaps every
// cell's two metric scores with probability 1/2 and compares the
// correlations (averaged as spec says, NaNs dropped or zeroed, plain mean).
PermResult permutation_sig_diff(const ScoreTable& metric1, const ScoreTable& metric2, const CorrSpec& spec,
                                const PermParams& params);

// MTME PairwisePermutationSigDiff, Kendall variant 23 or acc23 (spec's
// variant, average, sample_rate, sample_seed, replace_nans_with_zeros):
// each draw swaps the two metrics' verdicts on every pair of cells (within
// a vector of the averaging) with probability 1/2. Epsilons are metric tie
// thresholds; absent ones are optimized as KendallWithTiesOpt does (with
// sample_rate). Early stopping as MTME does it: checked only at block
// boundaries where the boundary's own draw counted towards the p-value.
PermResult pairwise_permutation_sig_diff(const ScoreTable& metric1, const ScoreTable& metric2, const CorrSpec& spec,
                                         const PermParams& params, std::optional<double> epsilon1 = std::nullopt,
                                         std::optional<double> epsilon2 = std::nullopt);

}  // namespace meteor::metaeval
