// Meta-evaluation: how well metric scores agree with human (gold) scores,
// with the definitions of the MT Metrics Eval toolkit (MTME, stats.py):
// Pearson, Spearman, Kendall's tau (b, c, 23, acc23, optionally with a tie
// threshold on metric scores), WMT's Kendall-like tau, pairwise accuracy,
// and Kendall with an optimized tie threshold (exhaustive, MTME's
// sample_rate 1.0). Correlations over system x item score matrices are
// averaged as MTME's AverageCorrelation does. See docs/mtme.md.
//
// Correlation functions take (gold, metric) and return NaN where MTME (or
// scipy.stats) does: constant input, fewer than two scores.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <limits>
#include <memory>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "util/cpu.hh"
#include "util/kernel_level.hh"

namespace meteor::metaeval {

// A vector of scores (gold or metric, one a cell), and the NaN that marks a
// missing gold score or an undefined statistic.
using Vector = std::vector<double>;
inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

// scipy.stats.pearsonr: NaN for constant input; +-1 or 0 for two points.
double pearson(const Vector& gold, const Vector& metric);

// scipy.stats.spearmanr: Pearson of the ranks (ties get their mean rank).
double spearman(const Vector& gold, const Vector& metric);

// A correlation and its two-sided p-value as scipy.stats gives them (the
// null hypothesis: no correlation). NaN where scipy says NaN.
struct CorrelationP {
  double value = 0;
  double p = 0;
};
// scipy.stats.pearsonr: p from the beta distribution of r (a = b = n/2 - 1
// on [-1, 1]); 1 for two points. NaN (both) for constant input, as MTME.
CorrelationP pearson_p(const Vector& gold, const Vector& metric);
// scipy.stats.spearmanr: p from Student's t with n - 2 degrees of freedom.
CorrelationP spearman_p(const Vector& gold, const Vector& metric);
// scipy.stats.kendalltau (tau-b, method 'auto'): the exact distribution
// without ties and n <= 33 (or at most one discordant/concordant pair),
// else the normal approximation with scipy's tie-corrected variance.
CorrelationP kendall_p(const Vector& gold, const Vector& metric);

// Student's t survival function P(T > t) with df degrees of freedom
// (scipy.stats.t.sf), in double precision as scipy's Boost-backed
// distributions compute: the same bits on every architecture (long double
// is 80 bits on x86-64, 128 on aarch64). Spearman's and Williams' p-values.
double student_t_sf(double t, double df);

// Pairs of scores classified as MTME does (metric differences whose
// absolute value is <= epsilon count as metric ties).
struct KendallCounts {
  std::int64_t concordant = 0, discordant = 0;
  std::int64_t ties_gold = 0;    // tied only in gold scores
  std::int64_t ties_metric = 0;  // tied only in metric scores
  std::int64_t ties_both = 0;
  std::int64_t pairs() const { return concordant + discordant + ties_gold + ties_metric + ties_both; }
};
KendallCounts kendall_counts(const Vector& gold, const Vector& metric, double epsilon = 0);

// The class of one pair of items, from its gold and metric differences
// (a metric tie within epsilon), and its count.
enum class PairClass : std::uint8_t { concordant, discordant, tie_metric, tie_gold, tie_both };
PairClass pair_class(double gold_diff, double metric_diff, double epsilon = 0);
inline void count_pair(KendallCounts& k, PairClass c, int by = 1) {
  switch (c) {
    case PairClass::concordant: k.concordant += by; break;
    case PairClass::discordant: k.discordant += by; break;
    case PairClass::tie_metric: k.ties_metric += by; break;
    case PairClass::tie_gold: k.ties_gold += by; break;
    case PairClass::tie_both: k.ties_both += by; break;
  }
}

enum class KendallVariant { b, c, t23, acc23 };
std::optional<KendallVariant> parse_kendall_variant(const std::string& name);  // "b" "c" "23" "acc23"
const char* kendall_variant_name(KendallVariant v);
// tau-23 or acc23 from the counts (NaN without a pair); other variants are
// not functions of the counts alone and give acc23.
inline double tau_from(const KendallCounts& k, KendallVariant variant) {
  const double pairs = static_cast<double>(k.pairs());
  if (k.pairs() == 0) return kNaN;
  if (variant == KendallVariant::t23)
    return static_cast<double>(k.concordant + k.ties_both - k.discordant - k.ties_gold - k.ties_metric) / pairs;
  return static_cast<double>(k.concordant + k.ties_both) / pairs;
}
// Any variant from the counts (kendall()'s formulas below): tau-c also needs
// the vectors' size and the smaller of their numbers of distinct values
// (unused by the others). The two orders of tau-b's division (scipy_order)
// differ in the last bit for about a third of vectors.
double kendall_from_counts(const KendallCounts& k, KendallVariant variant, std::size_t size, std::size_t min_distinct,
                           bool scipy_order = false);

// A metric vector's pairwise differences (MTME's PairwiseDiffs): n x n,
// diffs[i * n + j] = x[j] - x[i], set to 0 where |diff| <= epsilon, ties 1
// there and 0 elsewhere. combine() mixes two with weight matrices (MTME's
// Combine, used by its pairwise permutation test); kendall_counts() counts
// pairs against gold scores from such a matrix, as MTME's matrix statistics
// do (a pair is a metric tie where its tie weight is non-zero).
struct PairwiseDiffMatrix {
  std::size_t n = 0;
  Vector diffs, ties;
};
PairwiseDiffMatrix pairwise_diff_matrix(const Vector& x, double epsilon = 0);
PairwiseDiffMatrix combine(const PairwiseDiffMatrix& a, const PairwiseDiffMatrix& b, const Vector& a_weights,
                           const Vector& b_weights);
KendallCounts kendall_counts(const Vector& gold, const PairwiseDiffMatrix& metric);

// MTME's KendallVariants (tau-b is also scipy.stats.kendalltau's default):
//   b:     (C - D) / sqrt(P - Tm) / sqrt(P - Tg), Tm/Tg all metric/gold ties
//          (clipped to [-1, 1] as scipy's kendalltau; with scipy_order
//          scipy's (C - D) / sqrt(P - Tg) / sqrt(P - Tm))
//   c:     2 (C - D) / (n^2 (m - 1) / m), m = fewer distinct values of the two
//   23:    (C + Tboth - D - Tgold - Tmetric) / P
//   acc23: (C + Tboth) / P
// b and c are NaN when every pair is tied on one side; c takes no epsilon.
double kendall(const Vector& gold, const Vector& metric, KendallVariant variant = KendallVariant::b,
               double epsilon = 0, bool scipy_order = false);

// WMT's Kendall-like tau (MTME KendallLike): over pairs whose gold scores
// differ by at least thresh, (Concordant - Discordant) / pairs, where a pair
// is concordant only if gold and metric order it the same strict way (so
// gold ties count as discordant with thresh 0, as in MTME). 0 without pairs.
struct KendallLikeResult {
  double tau = 0;
  std::int64_t pairs = 0, concordant = 0, discordant = 0;
};
KendallLikeResult kendall_like(const Vector& gold, const Vector& metric, double thresh);

// MTME's Agreement / pairwise accuracy: the share of pairs on which
// sign(gold difference) == sign(metric difference) (ties agree only with
// ties). NaN without pairs.
struct Agreement {
  std::int64_t agree = 0, pairs = 0;
};
Agreement agreement(const Vector& gold, const Vector& metric);
double pairwise_accuracy(const Vector& gold, const Vector& metric);

// How a table becomes vectors (MTME's average_by): none - one vector of
// all scores; sys - a vector per system, correlations averaged; item - a
// vector per item (across systems), correlations averaged.
enum class Average { none, sys, item };
std::optional<Average> parse_average(const std::string& name);
const char* average_name(Average a);

// The one score model of meta-evaluation: systems x items (items: segments,
// documents, domains, or one for system level), row-major by system as MTME
// packs them (all items of the first system, then the second...). Gold
// scores are NaN where missing (MTME's None); metric scores are finite.
// Significance tests take the same layout as (gold, metric1, metric2,
// systems) vectors.
struct ScoreTable {
  std::size_t systems = 0, items = 0;
  Vector gold;    // systems * items, NaN where missing
  Vector metric;  // systems * items
};

// A table of packed vectors, checked: equal lengths, a whole number of items
// per system (systems > 0), finite metric scores. Throws InvalidArgument.
ScoreTable make_score_table(Vector gold, Vector metric, std::size_t systems);

// The cells (indices into the systems x items vectors) of each vector of an
// averaging, cells without gold left out, empty vectors left out (MTME's
// _ReshapeAndFilter): none - one; sys - per system; item - per item.
// Throws InvalidArgument unless systems (> 0) divides gold.size().
std::vector<std::vector<std::size_t>> group_cells(const Vector& gold, std::size_t systems, Average average);

// The vectors of a table under an averaging (group_cells' cells), with the
// metric scores beside the gold ones.
struct VectorPair {
  Vector gold, metric;
};
std::vector<VectorPair> vectors(const ScoreTable& t, Average average);

// MTME's AverageCorrelation, the one averaging rule of meta-evaluation:
// the statistic of each vector of the averaging (with filter_nones, the
// vectors without the cells whose gold is missing, and only those with at
// least two scores; without it, every row as it is, NaN gold included);
// NaN statistics left out (or counted as 0 with replace_nans_with_zeros);
// the values and p-values averaged with each vector's weight (1 for a
// plain, macro mean). 0 (all three) when nothing is left.
struct AveragedP {
  double value = 0, p = 0;
  double weight = 0;  // vectors averaged (or their total weight)
};
struct WeightedCorrelation {
  double value = 0, p = 0, weight = 1;
};
using WeightedCorrelationFn = std::function<WeightedCorrelation(const Vector& gold, const Vector& metric)>;
AveragedP average_rows(const ScoreTable& t, Average average, const WeightedCorrelationFn& corr,
                       bool replace_nans_with_zeros = false, bool filter_nones = true);

// The same for a statistic without p-value (p 0), weighted by weight(gold,
// metric) when given.
using CorrelationFn = std::function<double(const Vector& gold, const Vector& metric)>;
AveragedP average_correlation(const ScoreTable& t, Average average, const CorrelationFn& corr,
                              bool replace_nans_with_zeros = false, const CorrelationFn& weight = nullptr);

// And for one with p-values (a plain mean of both).
using CorrelationPFn = std::function<CorrelationP(const Vector& gold, const Vector& metric)>;
AveragedP average_correlation_p(const ScoreTable& t, Average average, const CorrelationPFn& corr,
                                bool replace_nans_with_zeros = false);

// Pairwise differences within each row (MTME's _enumerate_pairwise_diffs):
// for a row of R scores, the R x R differences x[b] - x[a], a-major,
// diagonal included; NaN propagates. Throws InvalidArgument when a row has
// fewer than two scores ("less than 2 systems").
std::vector<VectorPair> pairwise_differences(const std::vector<VectorPair>& rows);

// Pairwise Difference Pearson (MTME's Pearson with pdp=True): the Pearson
// correlation, with its p-value, of all rows' pairwise differences pooled
// into one vector, gold NaN left out. weight: 1 (0 when undefined).
AveragedP pairwise_difference_pearson(const ScoreTable& t, Average average, bool replace_nans_with_zeros = false);

// MTME's KendallWithTiesOpt: the metric tie threshold that maximizes the
// average of tau-23 or acc23 over the vectors, trying 0 and every absolute
// metric difference of a pair. With sample_rate < 1 (in (0, 1]) each pair
// is kept with that probability (drawn from seed; MTME draws from numpy, so
// sampled results are not MTME's to the bit).
struct TiesOptResult {
  double tau = 0;
  double threshold = 0;
  std::size_t vectors = 0;  // with at least one pair
  // Every threshold tried (0, then each distinct pair difference, increasing)
  // and the average tau with it: MTME's TauOptimizationResult lists.
  std::vector<double> thresholds, taus;
};
// Throws InvalidArgument unless variant is t23 or acc23, and
// LimitExceeded beyond kMaxTiesOptPairs pairs (16 bytes each).
constexpr std::uint64_t kMaxTiesOptPairs = 40'000'000;
TiesOptResult kendall_with_ties_opt(const ScoreTable& t, Average average, KendallVariant variant,
                                    double sample_rate = 1.0, std::uint64_t seed = 1);
// MTME's tau_optimization over given vectors (each averaged with equal
// weight; a vector without a pair is left out). keep, when given, is asked
// once per pair (vector by vector, i < j in order) whether to use it.
using PairFilter = std::function<bool()>;
TiesOptResult tau_optimization(const std::vector<VectorPair>& rows, KendallVariant variant,
                               const PairFilter& keep = nullptr);

// Pieces the Kendall engine (draws/) and the tests share with these
// definitions (not installed API).
namespace detail {
bool all_finite(const double* v, std::size_t n);
inline bool all_finite(const Vector& v) { return all_finite(v.data(), v.size()); }
inline std::int64_t pairs_of(std::int64_t n) { return n * (n - 1) / 2; }
// The counts of n items from their discordant pairs and the pairs tied in
// gold, in metric and in both (the rest are concordant).
KendallCounts counts_of(std::size_t n, std::int64_t discordant, std::int64_t gold_ties, std::int64_t metric_ties,
                        std::int64_t both);
std::size_t distinct(const Vector& v);  // distinct values
// The one averaging rule (MTME's AverageCorrelation, macro average) over
// count vectors: corr(i) is vector i's weighted correlation, or nothing
// for a vector left out.
AveragedP average_of(std::size_t count, const std::function<std::optional<WeightedCorrelation>(std::size_t)>& corr,
                     bool replace_nans_with_zeros);

// Pearson's r of one gold vector against many metric vectors (a permutation
// test's draws): the gold's centring and scaling done once, the metric's
// with the same operations in the same order (pearson() is this with one
// metric vector). The operations are scipy.stats.pearsonr's with Debian's
// numpy and reference BLAS (numpy means, the norms and the dot product
// summed in order): r is scipy's to the bit.
class PearsonGold {
 public:
  explicit PearsonGold(const Vector& gold);
  // r for metric[0..size); NaN for constant input or fewer than two scores.
  double operator()(const double* metric) const;
  // r for kMany metric vectors at once (several draws' sums side by side).
  static constexpr std::size_t kMany = 8;
  void many(const double* const* metrics, double* r) const;
  std::size_t size() const { return gold_.size(); }
  // The gold centred and scaled (empty for fewer than three scores or a
  // constant gold): what a kernel that computes many() for draws needs
  // (PearsonKernels, draws/kernels.hh).
  const Vector& scaled() const { return scaled_; }

 private:
  Vector gold_;
  Vector scaled_;  // (gold - mean) / norm
  bool constant_ = true;
};
}  // namespace detail

// ---- The statistic a ranking or a test compares (correlate.cc) ------------
//
// CorrSpec: which correlation, how score matrices are averaged, and the
// correlation's arguments (MTME's corr_fcn, average_by,
// replace_nans_with_zeros and corr_fcn_args). See docs/mtme.md.
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

// PCE's parts (not installed API; pce.cc): pce.py's p-values to MTME's bit,
// fast; the public functions above are correlate.cc's on them. pce.py
// draws a sign matrix (permutations x segments, +-1, from numpy's
// default_rng(seed)) and multiplies it with the systems' float32 segment
// scores: partial[q][s] = sum over segments of sign[q][seg] * score[s][seg],
// which Debian numpy's reference BLAS sums in float32, segment after segment.
// A sign times a score is exact, so a fused multiply-add gives the same bits
// as that sum's additions: the kernel (PceKernels) runs the permutations side
// by side in SIMD lanes, each lane summing its own segments in order.

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
// over seg in order, in float32 (pce.py's matmul), for r < n: a kernel
// compiled once per CPU level (pce_kernels.cc: AVX-512's own code, plain
// loops vectorized for the level below it), the level in force's table.
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
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) total += std::fabs(gold_p[i][j] - p(i, j));
  return n > 1 ? 1.0 - total / static_cast<double>(n * (n - 1) / 2) : kNaN;
}

// 1 - PCE of a metric's scores (cells with gold, system after system)
// against the gold's: correlate()'s value for CorrKind::pce, with the
// gold's p-values gold_p where given (a test's, made once), else computed.
double pce_value(const Vector& gold, const Vector& metric, std::size_t systems, int permutations,
                 const std::vector<std::vector<double>>* gold_p);
}  // namespace detail

}  // namespace meteor::metaeval
