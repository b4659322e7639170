// Correlations and their p-values as scipy and MTME compute them (correlation.hh);
// pairs counted one by one for small or non-finite vectors, else sorted.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/statistics/correlation.hh"

#include <algorithm>
#include <cmath>
#include <numeric>
#include <optional>

#include "numeric/boost_lanczos.hh"  // before Boost.Math

#include <boost/math/distributions/beta.hpp>
#include <boost/math/distributions/students_t.hpp>

#include "util/numpy_sum.hh"
#include "numeric/fdlibm_erf.hh"
#include "util/error.hh"

namespace meteor::metaeval {
namespace {

using detail::all_finite;
using detail::counts_of;
using detail::distinct;
using detail::pairs_of;

int sign(double d) { return d > 0 ? 1 : d < 0 ? -1 : 0; }

bool constant(const double* v, std::size_t n) {
  return std::all_of(v, v + n, [v](double x) { return x == v[0]; });  // v[0] too: NaN is not constant
}
bool constant(const Vector& v) { return constant(v.data(), v.size()); }

double mean(const Vector& v) { return numpy_sum(v.data(), v.size()) / static_cast<double>(v.size()); }

// Ranks 1..n, tied values sharing their mean rank (scipy.stats.rankdata).
Vector ranks(const Vector& v) {
  std::vector<std::size_t> order(v.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return v[a] < v[b]; });
  Vector r(v.size());
  for (std::size_t i = 0; i < order.size();) {
    std::size_t j = i;
    while (j + 1 < order.size() && v[order[j + 1]] == v[order[i]]) ++j;
    const double rank = (static_cast<double>(i + 1) + static_cast<double>(j + 1)) / 2;
    for (std::size_t k = i; k <= j; ++k) r[order[k]] = rank;
    i = j + 1;
  }
  return r;
}

void check_sizes(const Vector& gold, const Vector& metric) {
  if (gold.size() != metric.size()) throw InvalidArgument("gold and metric vectors differ in length");
}

// scipy's policy for its Boost-backed distributions: doubles stay doubles;
// errors give NaN instead of throwing.
using ScipyPolicy = boost::math::policies::policy<
    boost::math::policies::promote_float<false>, boost::math::policies::promote_double<false>,
    boost::math::policies::domain_error<boost::math::policies::ignore_error>,
    boost::math::policies::overflow_error<boost::math::policies::ignore_error>,
    boost::math::policies::evaluation_error<boost::math::policies::ignore_error>>;

// n! as the nearest double (exact integer product, then one rounding, as
// Python's float / math.factorial(n)); n <= 33 fits 128 bits.
double factorial_double(int n) {
  if (n <= 33) {
    unsigned __int128 f = 1;
    for (int i = 2; i <= n; ++i) f *= static_cast<unsigned>(i);
    return static_cast<double>(f);
  }
  return std::tgamma(static_cast<double>(n) + 1);
}

// scipy.stats._mstats_basic._kendall_p_exact, two-sided: n scores without
// ties, c concordant pairs.
double kendall_p_exact(std::int64_t n, std::int64_t c) {
  const std::int64_t tot = pairs_of(n);
  c = std::min(c, tot - c);
  // (scipy clips every case to [0, 1]; these four are in it already)
  if (n <= 2) return 1.0;
  if (c == 0) return n < 171 ? 2.0 / factorial_double(static_cast<int>(n)) : 0.0;
  if (c == 1) return n < 172 ? 2.0 / factorial_double(static_cast<int>(n - 1)) : 0.0;
  if (4 * c == n * (n - 1)) return 1.0;
  // Below 171 the counts are integers, divided by n! at the end; from
  // there (n! overflows) scaled by 1 / j at each step.
  const bool integers = n < 171;
  std::vector<double> v(static_cast<std::size_t>(c) + 1, 0.0), w;
  v[0] = 1.0;
  v[1] = 1.0;
  for (std::int64_t j = 3; j <= n; ++j) {
    for (std::size_t i = 1; i < v.size(); ++i) v[i] += v[i - 1];  // cumsum
    if (!integers)
      for (double& d : v) d /= static_cast<double>(j);
    if (j <= c) {
      w = v;
      for (std::size_t i = static_cast<std::size_t>(j); i < v.size(); ++i) v[i] -= w[i - static_cast<std::size_t>(j)];
    }
  }
  const double sum = std::accumulate(v.begin(), v.end(), 0.0);  // numpy's pairwise sum is exact: integers < 2^53
  return std::clamp(integers ? 2.0 * sum / factorial_double(static_cast<int>(n)) : sum, 0.0, 1.0);
}

// Tie groups of a vector: sum of cnt(cnt-1)/2, cnt(cnt-1)(cnt-2),
// cnt(cnt-1)(2cnt+5) over groups of equal values (scipy's count_rank_tie).
struct TieStats {
  std::int64_t pairs = 0;
  double t0 = 0, t1 = 0;
};
TieStats tie_stats(const Vector& v) {
  Vector s = v;
  std::sort(s.begin(), s.end());
  TieStats t;
  for (std::size_t i = 0; i < s.size();) {
    std::size_t j = i;
    while (j < s.size() && s[j] == s[i]) ++j;
    const std::int64_t cnt = static_cast<std::int64_t>(j - i);
    if (cnt > 1) {
      t.pairs += cnt * (cnt - 1) / 2;
      const double c = static_cast<double>(cnt);
      t.t0 += c * (c - 1.0) * (c - 2);
      t.t1 += c * (c - 1.0) * (2 * c + 5);
    }
    i = j;
  }
  return t;
}

// 2 * scipy.special.ndtr(-|z|) as cephes computes ndtr (erf and erfc:
// x86-64 glibc's on every machine).
double two_sided_normal(double z) {
  const double x = -std::fabs(z) * M_SQRT1_2;
  const double ax = std::fabs(x);
  double y;
  if (ax < M_SQRT1_2) {
    y = 0.5 + 0.5 * numeric::fdlibm::erf(x);
  } else {
    y = 0.5 * numeric::fdlibm::erfc(ax);
    if (x > 0) y = 1.0 - y;
  }
  return 2 * y;
}

// Below this many scores the pair loops are as fast as sorting.
constexpr std::size_t kPairLoopMax = 64;

// The definitions, pair by pair: the small vectors' path, and the one for
// NaN or infinite scores (whose differences the sorted counts do not model).
KendallCounts kendall_counts_pairs(const Vector& gold, const Vector& metric, double epsilon) {
  KendallCounts k;
  for (std::size_t i = 0; i < gold.size(); ++i)
    for (std::size_t j = i + 1; j < gold.size(); ++j)
      count_pair(k, pair_class(gold[i] - gold[j], metric[i] - metric[j], epsilon));
  return k;
}

KendallLikeResult kendall_like_pairs(const Vector& gold, const Vector& metric, double thresh) {
  KendallLikeResult r;
  for (std::size_t i = 0; i < gold.size(); ++i)
    for (std::size_t j = i + 1; j < gold.size(); ++j) {
      const double diff = gold[i] - gold[j];
      if (!(std::fabs(diff) >= thresh)) continue;
      // As MTME (emulating WMT): |diff| >= thresh selects, diff > 0 orders.
      if ((diff > 0 && metric[i] > metric[j]) || (diff < 0 && metric[i] < metric[j]))
        ++r.concordant;
      else
        ++r.discordant;
    }
  r.pairs = r.concordant + r.discordant;
  return r;
}

Agreement agreement_pairs(const Vector& gold, const Vector& metric) {
  Agreement a{0, pairs_of(static_cast<std::int64_t>(gold.size()))};
  for (std::size_t i = 0; i < gold.size(); ++i)
    for (std::size_t j = i + 1; j < gold.size(); ++j) a.agree += sign(gold[i] - gold[j]) == sign(metric[i] - metric[j]);
  return a;
}

// Counts of the values added so far, by rank (a Fenwick tree).
class RankCounts {
 public:
  explicit RankCounts(std::size_t ranks) : tree_(ranks + 1, 0) {}
  void add(std::size_t rank) {
    for (std::size_t i = rank + 1; i < tree_.size(); i += i & (~i + 1)) ++tree_[i];
  }
  // How many added values have a rank below `rank`.
  std::int64_t below(std::size_t rank) const {
    std::int64_t n = 0;
    for (std::size_t i = rank; i > 0; i -= i & (~i + 1)) n += tree_[i];
    return n;
  }

 private:
  std::vector<std::int64_t> tree_;
};

// Finite scores, in O(n log n), with exactly the pair loop's tests. For
// sorted a <= b the rounded difference b - a grows with b and shrinks with
// a, so "b - a <= epsilon" holds on a contiguous run of sorted values:
// ties are counted with two pointers, and a discordant pair (lower gold,
// metric higher by more than epsilon) is a count of ranks above a bound
// found by binary search, over the scores of lower gold seen so far.
KendallCounts kendall_counts_sorted(const Vector& gold, const Vector& metric, double epsilon) {
  const std::size_t n = gold.size();
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    return gold[a] < gold[b] || (gold[a] == gold[b] && metric[a] < metric[b]);
  });
  Vector values = metric;  // sorted, then distinct
  std::sort(values.begin(), values.end());
  // Pairs within epsilon of each other in a sorted run [first, last).
  auto close_pairs = [epsilon](auto first, auto last) {
    std::int64_t count = 0;
    for (auto hi = first, lo = first; hi != last; ++hi) {
      while (*hi - *lo > epsilon) ++lo;
      count += hi - lo;
    }
    return count;
  };
  const std::int64_t metric_ties = close_pairs(values.begin(), values.end());
  values.erase(std::unique(values.begin(), values.end()), values.end());

  std::int64_t gold_ties = 0, both = 0, discordant = 0, seen = 0;
  RankCounts lower(values.size());
  Vector group;
  std::vector<std::size_t> ranks;
  for (std::size_t i = 0; i < n;) {
    std::size_t j = i;
    group.clear();
    while (j < n && gold[order[j]] == gold[order[i]]) group.push_back(metric[order[j++]]);
    gold_ties += pairs_of(static_cast<std::int64_t>(group.size()));
    both += close_pairs(group.begin(), group.end());
    ranks.clear();
    for (double m : group) {
      const auto at = std::lower_bound(values.begin(), values.end(), m);
      // First value more than epsilon above m.
      const auto above = std::partition_point(at, values.end(), [&](double v) { return !(v - m > epsilon); });
      discordant += seen - lower.below(static_cast<std::size_t>(above - values.begin()));
      ranks.push_back(static_cast<std::size_t>(at - values.begin()));
    }
    for (std::size_t r : ranks) lower.add(r);
    seen += static_cast<std::int64_t>(group.size());
    i = j;
  }
  return counts_of(n, discordant, gold_ties, metric_ties, both);
}

// Finite scores and threshold, in O(n log n): a pair is counted when its
// gold difference is at least thresh and concordant when the metric orders
// it strictly the same way. In gold order, the scores a score is compared
// to (strictly lower gold, difference >= thresh) are a prefix that only
// grows; concordant pairs are the prefix's metric scores below its own.
KendallLikeResult kendall_like_sorted(const Vector& gold, const Vector& metric, double thresh) {
  const std::size_t n = gold.size();
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return gold[a] < gold[b]; });
  Vector values = metric;
  std::sort(values.begin(), values.end());
  values.erase(std::unique(values.begin(), values.end()), values.end());
  auto rank = [&](double m) {
    return static_cast<std::size_t>(std::lower_bound(values.begin(), values.end(), m) - values.begin());
  };
  RankCounts prefix(values.size());
  std::int64_t concordant = 0, selected = 0;
  std::size_t p = 0;
  for (std::size_t j = 0; j < n; ++j) {
    const double g = gold[order[j]];
    while (p < j && gold[order[p]] < g && g - gold[order[p]] >= thresh) prefix.add(rank(metric[order[p++]]));
    concordant += prefix.below(rank(metric[order[j]]));
    selected += static_cast<std::int64_t>(p);
  }
  // thresh <= 0 selects every pair (gold ties too, as discordant).
  const std::int64_t pairs = thresh <= 0 ? pairs_of(static_cast<std::int64_t>(n)) : selected;
  return {.tau = 0.0, .pairs = pairs, .concordant = concordant, .discordant = pairs - concordant};
}

}  // namespace

namespace detail {

bool all_finite(const double* v, std::size_t n) {
  return std::all_of(v, v + n, [](double d) { return std::isfinite(d); });
}

KendallCounts counts_of(std::size_t n, std::int64_t discordant, std::int64_t gold_ties, std::int64_t metric_ties,
                        std::int64_t both) {
  const std::int64_t gold_only = gold_ties - both, metric_only = metric_ties - both;
  return {.concordant = pairs_of(static_cast<std::int64_t>(n)) - discordant - gold_only - metric_only - both,
          .discordant = discordant,
          .ties_gold = gold_only,
          .ties_metric = metric_only,
          .ties_both = both};
}

std::size_t distinct(const Vector& v) {
  Vector s = v;
  std::sort(s.begin(), s.end());
  return static_cast<std::size_t>(std::unique(s.begin(), s.end()) - s.begin());
}

}  // namespace detail

PairClass pair_class(double gold_diff, double metric_diff, double epsilon) {
  const bool tg = gold_diff == 0, tm = std::fabs(metric_diff) <= epsilon;
  if (tg && tm) return PairClass::tie_both;
  if (tg) return PairClass::tie_gold;
  if (tm) return PairClass::tie_metric;
  return (gold_diff > 0) == (metric_diff > 0) ? PairClass::concordant : PairClass::discordant;
}

CorrelationP pearson_p(const Vector& gold, const Vector& metric) {
  const double r = pearson(gold, metric);
  if (std::isnan(r)) return {r, kNaN};
  if (gold.size() == 2) return {r, 1.0};
  const double ab = static_cast<double>(gold.size()) / 2 - 1;
  const double x = (std::fabs(r) - -1.0) / 2.0;  // scipy's beta with loc -1, scale 2
  boost::math::beta_distribution<double, ScipyPolicy> dist(ab, ab);
  return {r, 2 * boost::math::cdf(boost::math::complement(dist, x))};
}

CorrelationP spearman_p(const Vector& gold, const Vector& metric) {
  const double rs = (gold.size() < 2 || constant(gold) || constant(metric)) ? kNaN : spearman(gold, metric);
  if (std::isnan(rs)) return {rs, kNaN};
  const double dof = static_cast<double>(gold.size()) - 2;
  const double t = rs * std::sqrt(std::max(dof / ((rs + 1.0) * (1.0 - rs)), 0.0));  // numpy's clip(0): NaN stays NaN
  if (std::isnan(t) || dof <= 0) return {rs, kNaN};
  return {rs, std::isinf(t) ? 0.0 : student_t_sf(std::fabs(t), dof) * 2};
}

double student_t_sf(double t, double df) {
  if (std::isnan(t) || std::isnan(df) || !(df > 0)) return kNaN;
  if (t == std::numeric_limits<double>::infinity()) return 0;
  if (t == -std::numeric_limits<double>::infinity()) return 1;
  try {
    // Boost's complement of the t distribution is the cdf at -t.
    return boost::math::cdf(boost::math::students_t_distribution<double, ScipyPolicy>(df), -t);
  } catch (const std::exception&) {
    return kNaN;
  }
}

CorrelationP kendall_p(const Vector& gold, const Vector& metric) {
  const double tau = kendall(gold, metric, KendallVariant::b, 0, true);
  if (std::isnan(tau)) return {tau, kNaN};
  const KendallCounts k = kendall_counts(gold, metric);
  const std::int64_t size = static_cast<std::int64_t>(gold.size()), tot = pairs_of(size), dis = k.discordant;
  const TieStats x = tie_stats(gold), y = tie_stats(metric);
  if (x.pairs == 0 && y.pairs == 0 && (size <= 33 || std::min(dis, tot - dis) <= 1))
    return {tau, kendall_p_exact(size, tot - dis)};
  const double m = static_cast<double>(size) * (static_cast<double>(size) - 1.);
  const double var = (m * static_cast<double>(2 * size + 5) - x.t1 - y.t1) / 18 +
                     static_cast<double>(2 * x.pairs * y.pairs) / m +
                     x.t0 * y.t0 / (9 * m * static_cast<double>(size - 2));
  return {tau, two_sided_normal(static_cast<double>(k.concordant - dis) / std::sqrt(var))};
}

double pearson(const Vector& gold, const Vector& metric) {
  check_sizes(gold, metric);
  return detail::PearsonGold(gold)(metric.data());
}

namespace detail {

PearsonGold::PearsonGold(const Vector& gold) : gold_(gold), constant_(constant(gold)) {
  const std::size_t n = gold.size();
  if (n < 3 || constant_) return;
  const double mg = mean(gold);
  scaled_.resize(n);
  double ng = 0;
  for (std::size_t i = 0; i < n; ++i) {
    scaled_[i] = gold[i] - mg;
    ng += scaled_[i] * scaled_[i];
  }
  ng = std::sqrt(ng);
  for (double& g : scaled_) g /= ng;
}

double PearsonGold::operator()(const double* metric) const {
  const std::size_t n = gold_.size();
  if (n < 2 || constant_) return kNaN;
  if (constant(metric, n)) return kNaN;
  if (n == 2) return static_cast<double>(sign(gold_[1] - gold_[0]) * sign(metric[1] - metric[0]));
  const double mm = numpy_sum(metric, n) / static_cast<double>(n);  // as mean()
  double nm = 0;
  for (std::size_t i = 0; i < n; ++i) nm += (metric[i] - mm) * (metric[i] - mm);
  nm = std::sqrt(nm);
  double r = 0;
  for (std::size_t i = 0; i < n; ++i) r += scaled_[i] * ((metric[i] - mm) / nm);
  return std::clamp(r, -1.0, 1.0);
}

void PearsonGold::many(const double* const* v, double* out) const {
  constexpr std::size_t K = kMany;
  const std::size_t n = gold_.size();
  if (n < 3 || constant_) {
    for (std::size_t j = 0; j < K; ++j) out[j] = (*this)(v[j]);
    return;
  }
  // operator()'s operations, vector by vector, in independent chains (a
  // constant vector runs along and gets operator()'s answer after).
  double mean[K], norm[K] = {}, r[K] = {};
  for (std::size_t j = 0; j < K; ++j) mean[j] = numpy_sum(v[j], n) / static_cast<double>(n);  // as mean()
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < K; ++j) norm[j] += (v[j][i] - mean[j]) * (v[j][i] - mean[j]);
  for (std::size_t j = 0; j < K; ++j) norm[j] = std::sqrt(norm[j]);
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < K; ++j) r[j] += scaled_[i] * ((v[j][i] - mean[j]) / norm[j]);
  for (std::size_t j = 0; j < K; ++j) out[j] = constant(v[j], n) ? kNaN : std::clamp(r[j], -1.0, 1.0);
}

}  // namespace detail

double spearman(const Vector& gold, const Vector& metric) {
  check_sizes(gold, metric);
  const std::size_t n = gold.size();
  if (n < 2 || constant(gold) || constant(metric)) return kNaN;
  // As scipy: numpy.corrcoef of the ranks, cov(x, y) / sd(x) / sd(y), so
  // that perfectly (anti-)correlated ranks give exactly +-1 as they do in
  // scipy (their p-value is then 0).
  const Vector x = ranks(gold), y = ranks(metric);
  const double mx = mean(x), my = mean(y);  // exact: ranks are small halves
  double sxx = 0, syy = 0, sxy = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const double a = x[i] - mx, b = y[i] - my;
    sxx += a * a;
    syy += b * b;
    sxy += a * b;
  }
  const double f = 1.0 / static_cast<double>(n - 1);
  sxx *= f;
  syy *= f;
  sxy *= f;
  return std::clamp(sxy / std::sqrt(sxx) / std::sqrt(syy), -1.0, 1.0);
}

KendallCounts kendall_counts(const Vector& gold, const Vector& metric, double epsilon) {
  check_sizes(gold, metric);
  if (gold.size() < kPairLoopMax || !(epsilon >= 0) || !std::isfinite(epsilon) || !all_finite(gold) ||
      !all_finite(metric))
    return kendall_counts_pairs(gold, metric, epsilon);
  return kendall_counts_sorted(gold, metric, epsilon);
}

std::optional<KendallVariant> parse_kendall_variant(const std::string& name) {
  for (KendallVariant v : {KendallVariant::b, KendallVariant::c, KendallVariant::t23, KendallVariant::acc23})
    if (name == kendall_variant_name(v)) return v;
  return std::nullopt;
}

const char* kendall_variant_name(KendallVariant v) {
  switch (v) {
    case KendallVariant::b: return "b";
    case KendallVariant::c: return "c";
    case KendallVariant::t23: return "23";
    case KendallVariant::acc23: return "acc23";
  }
  return "?";
}

double kendall_from_counts(const KendallCounts& k, KendallVariant variant, std::size_t size, std::size_t min_distinct,
                           bool scipy_order) {
  if (variant == KendallVariant::t23 || variant == KendallVariant::acc23) return tau_from(k, variant);
  const std::int64_t pairs = k.pairs();
  const std::int64_t metric_ties = k.ties_metric + k.ties_both, gold_ties = k.ties_gold + k.ties_both;
  if (pairs == 0 || metric_ties == pairs || gold_ties == pairs) return kNaN;
  const double diff = static_cast<double>(k.concordant - k.discordant);
  if (variant == KendallVariant::b) {  // clipped to [-1, 1] as scipy's kendalltau
    const double m = std::sqrt(static_cast<double>(pairs - metric_ties));
    const double g = std::sqrt(static_cast<double>(pairs - gold_ties));
    return std::clamp(scipy_order ? diff / g / m : diff / m / g, -1.0, 1.0);
  }
  const double n = static_cast<double>(size);  // tau-c
  const double m = static_cast<double>(min_distinct);
  return 2 * diff / (n * n * (m - 1) / m);
}

double kendall(const Vector& gold, const Vector& metric, KendallVariant variant, double epsilon, bool scipy_order) {
  if (epsilon < 0) throw InvalidArgument("epsilon must be non-negative");
  if (epsilon > 0 && variant == KendallVariant::c) throw InvalidArgument("tau-c takes no epsilon");
  const KendallCounts k = kendall_counts(gold, metric, epsilon);
  const std::size_t min_distinct = variant == KendallVariant::c ? std::min(distinct(gold), distinct(metric)) : 0;
  return kendall_from_counts(k, variant, gold.size(), min_distinct, scipy_order);
}

PairwiseDiffMatrix pairwise_diff_matrix(const Vector& x, double epsilon) {
  if (epsilon < 0) throw InvalidArgument("epsilon must be non-negative");
  PairwiseDiffMatrix d{x.size(), Vector(x.size() * x.size()), Vector(x.size() * x.size())};
  for (std::size_t i = 0; i < d.n; ++i)
    for (std::size_t j = 0; j < d.n; ++j) {
      const double diff = x[j] - x[i];
      const bool tie = std::fabs(diff) <= epsilon;
      d.diffs[i * d.n + j] = tie ? 0.0 : diff;
      d.ties[i * d.n + j] = tie ? 1.0 : 0.0;
    }
  return d;
}

PairwiseDiffMatrix combine(const PairwiseDiffMatrix& a, const PairwiseDiffMatrix& b, const Vector& a_weights,
                           const Vector& b_weights) {
  const std::size_t cells = a.n * a.n;
  if (b.n != a.n || a_weights.size() != cells || b_weights.size() != cells)
    throw InvalidArgument("pairwise differences and weights differ in shape");
  PairwiseDiffMatrix c{a.n, Vector(cells), Vector(cells)};
  for (std::size_t k = 0; k < cells; ++k) {
    c.diffs[k] = a_weights[k] * a.diffs[k] + b_weights[k] * b.diffs[k];
    c.ties[k] = a_weights[k] * a.ties[k] + b_weights[k] * b.ties[k];
  }
  return c;
}

KendallCounts kendall_counts(const Vector& gold, const PairwiseDiffMatrix& metric) {
  const std::size_t n = gold.size();
  if (metric.n != n) throw InvalidArgument("gold scores and metric differences differ in size");
  // Over the whole matrix, each pair twice (and the diagonal, tied in both),
  // as MTME counts with its matrices; a metric pair is tied where its tie
  // weight is non-zero.
  std::int64_t con = 0, tie_metric_only = 0, tie_gold_only = 0, tie_both = 0;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      const double gd = gold[j] - gold[i], md = metric.diffs[i * n + j];
      const bool gt = gd == 0.0, mt = metric.ties[i * n + j] != 0.0;
      con += (md > 0 && gd > 0) || (md < 0 && gd < 0);
      tie_metric_only += mt && !gt;
      tie_gold_only += !mt && gt;
      tie_both += mt && gt;
    }
  KendallCounts k{.concordant = con / 2,
                  .discordant = 0,
                  .ties_gold = tie_gold_only / 2,
                  .ties_metric = tie_metric_only / 2,
                  .ties_both = (tie_both - static_cast<std::int64_t>(n)) / 2};
  k.discordant = static_cast<std::int64_t>(n * (n - (n ? 1 : 0)) / 2) - k.pairs();  // the rest
  return k;
}

KendallLikeResult kendall_like(const Vector& gold, const Vector& metric, double thresh) {
  check_sizes(gold, metric);
  KendallLikeResult r = gold.size() < kPairLoopMax || !std::isfinite(thresh) || !all_finite(gold) || !all_finite(metric)
                           ? kendall_like_pairs(gold, metric, thresh)
                           : kendall_like_sorted(gold, metric, thresh);
  r.tau = r.pairs ? static_cast<double>(r.concordant - r.discordant) / static_cast<double>(r.pairs) : 0;
  return r;
}

Agreement agreement(const Vector& gold, const Vector& metric) {
  check_sizes(gold, metric);
  if (gold.size() < kPairLoopMax || !all_finite(gold) || !all_finite(metric)) return agreement_pairs(gold, metric);
  // Finite scores: equal signs of the differences are concordance or a tie in both.
  const KendallCounts k = kendall_counts_sorted(gold, metric, 0);
  return {k.concordant + k.ties_both, k.pairs()};
}

double pairwise_accuracy(const Vector& gold, const Vector& metric) {
  const Agreement a = agreement(gold, metric);
  return a.pairs ? static_cast<double>(a.agree) / static_cast<double>(a.pairs) : kNaN;
}

}  // namespace meteor::metaeval
