// The statistic a ranking or a test compares (CorrSpec: which correlation,
// how score matrices are averaged, its arguments) and correlate(), which
// computes it on a ScoreTable as MTME's CompareMetrics ranks metrics; the
// one-vector correlation and the average it takes; PCE's p-values and
// 1 - PCE (MTME pce.py). See docs/mtme.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

#include "metaeval/statistics/correlation.hh"
#include "util/cpu.hh"
#include "util/kernel_level.hh"

namespace meteor::metaeval {

// The statistic a test or ranking compares: which correlation, how score
// matrices are averaged, and the correlation's arguments (MTME's corr_fcn,
// average_by, replace_nans_with_zeros and corr_fcn_args).
enum class CorrKind {
  pearson,       // scipy.stats.pearsonr
  spearman,      // scipy.stats.spearmanr
  kendall,       // KendallVariants (variant, epsilon); b = scipy.stats.kendalltau
  kendall_like,  // KendallLike (thresh)
  ties_opt,      // KendallWithTiesOpt (variant 23 or acc23, sample_rate)
  accuracy,      // pairwise accuracy, pooled over blocks (MTME's --matrix_corr accuracy)
  pce,           // 1 - pairwise confidence error (system level from segment scores)
};
struct CorrSpec {
  CorrKind kind = CorrKind::pearson;
  Average average = Average::none;
  bool replace_nans_with_zeros = false;
  KendallVariant variant = KendallVariant::b;  // kendall: b c 23 acc23; ties_opt: 23 acc23
  double epsilon = 0;                          // kendall: metric differences <= epsilon are ties
  bool scipy_kendall = false;  // kendall b: scipy.stats.kendalltau's order of division (else KendallVariants')
  double thresh = 25;                          // kendall_like: MTME's default
  double sample_rate = 1.0;        // ties_opt: share of pairs searched, (0, 1]
  std::uint64_t sample_seed = 1;  // ties_opt with sample_rate < 1: which pairs (our generator)
  // accuracy: systems per block (language pair), consecutive in the vectors;
  // agreements and pairs are summed over blocks. Empty: one block.
  std::vector<std::size_t> blocks;
  int pce_permutations = 1000;  // pce: permutations per system pair
  bool pdp = false;  // pearson: of the pooled pairwise differences of each vector (MTME's pdp)
};

// The correlation of a table's metric with its gold as MTME's CompareMetrics
// ranks it (AverageCorrelation of the function, macro average;
// KendallWithTiesOpt's optimized tau; pooled accuracy; 1 - PCE). 0 when no
// vector has a value.
double correlate(const ScoreTable& table, const CorrSpec& spec);

// One vector's correlation (pearson, spearman, kendall, kendall_like); NaN
// for fewer than two scores.
double vector_corr(const Vector& gold, const Vector& metric, const CorrSpec& spec);

// np.average of the values, NaNs dropped (or counted as 0 with
// replace_nans_with_zeros); 0 if none.
double average_values(const Vector& values, bool replace_nans_with_zeros);

// Pairwise accuracy pooled over blocks (CorrSpec::blocks; empty: one block),
// cells without gold left out; NaN without pairs.
double pooled_accuracy(const Vector& gold, const Vector& metric, const std::vector<std::size_t>& blocks);

// ---- PCE (MTME pce.py) -----------------------------------------------------

// p-values of paired permutation tests "system i > system j" on summed
// segment scores (rows: systems, columns: segments), upper triangle [i][j],
// j > i, NaN elsewhere; num_permutations sign vectors drawn as MTME's
// pce.compute_pairwise_p_values draws them (numpy's default_rng(seed), MTME's
// seed 4), in single precision as MTME computes: MTME's p-values.
std::vector<std::vector<double>> pairwise_system_p_values(const std::vector<Vector>& seg_scores,
                                                          int num_permutations = 1000, std::uint64_t seed = 4);
// 1 - mean |p_gold - p_metric| over the upper triangle.
double one_minus_pce(const std::vector<std::vector<double>>& gold_p, const std::vector<std::vector<double>>& metric_p);

namespace detail {

// PCE's parts (not installed API): the pairwise confidence error's p-values
// (MTME pce.py) to MTME's bit, fast; the public functions above are
// correlate.cc's on these parts (pce.cc).
//
// pce.py draws a sign matrix (permutations x segments, +-1, from numpy's
// default_rng(seed)) and multiplies it with the systems' float32 segment
// scores: partial[q][s] = sum over segments of sign[q][seg] * score[s][seg],
// which Debian numpy's reference BLAS sums in float32, segment after segment.
// A sign times a score is exact, so a fused multiply-add gives the same bits
// as that sum's additions: the kernel runs the permutations side by side in
// SIMD lanes (AVX-512 where the CPU has it, the level chosen at run time;
// plain loops vectorized for the level otherwise), each lane summing its own segments in order.
// The sign matrix is drawn once per (seed, permutations, segments) and kept.

// pce.py's sign matrix, laid out for the kernel: tiles of kPceTile
// permutations, each segment-major ([tile][segment][lane]); lanes past the
// last permutation hold 0.
constexpr std::size_t kPceTile = 64;
struct PceSigns {
  std::size_t permutations = 0, segments = 0, tiles = 0;
  std::vector<float> signs;
  std::size_t padded() const { return tiles * kPceTile; }
};

// The sign matrix of default_rng(seed), made on first use and shared (the
// few most recent are kept).
std::shared_ptr<const PceSigns> pce_signs(std::uint64_t seed, std::size_t permutations, std::size_t segments);

// partial[r * padded() + q] = sum of signs[q][seg] * rows[r * segments + seg]
// over seg in order, in float32 (pce.py's matmul), for r < n: a kernel with
// CPU levels (pce_kernels.cc, compiled once per level; AVX-512's own code,
// plain loops below it), by the table of the level in force.
struct PceKernels {
  void (*partials)(const PceSigns& signs, const float* rows, std::size_t n, float* partial);
};
METEOR_DECLARE_LEVELS(PceKernels, pce_kernels);
// The table of a level (at most cpu::detected(): tests and the benchmark
// compare them).
const PceKernels& pce_kernels(cpu::Level level);

// pce.py's p-values of n systems' rows (n x segments, row-major) under a
// sign matrix: pairwise_system_p_values' matrix.
std::vector<std::vector<double>> pce_matrix(const PceSigns& signs, const double* scores, std::size_t n);
// 1 - PCE of two metrics' scores (systems x segments each, gold present)
// at once: one product of the sign matrix with both metrics' rows.
std::pair<double, double> pce_both(const PceSigns& signs, const std::vector<std::vector<double>>& gold_p,
                                   const Vector& a, const Vector& b, std::size_t systems);
// 1 - mean |gold_p[i][j] - p(i, j)| over the upper triangle of n systems
// (one_minus_pce); NaN for fewer than two.
template <class P>
double one_minus_pce_of(const std::vector<std::vector<double>>& gold_p, std::size_t n, P p) {
  double total = 0;
  std::size_t count = 0;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      total += std::fabs(gold_p[i][j] - p(i, j));
      ++count;
    }
  return count ? 1.0 - total / static_cast<double>(count) : kNaN;
}

// 1 - PCE of a metric's scores (cells with gold, system after system)
// against the gold's: correlate()'s value for CorrKind::pce, with the
// gold's p-values gold_p where given (a test's, made once), else computed.
double pce_value(const Vector& gold, const Vector& metric, std::size_t systems, int permutations,
                 const std::vector<std::vector<double>>* gold_p);
}  // namespace detail

}  // namespace meteor::metaeval
