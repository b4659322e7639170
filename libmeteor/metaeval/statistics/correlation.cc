// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/statistics/correlation.hh"
#include "metaeval/statistics/random.hh"
#include "metaeval/significance/stats_internal.hh"
#include "util/cpu.hh"
#include "util/error.hh"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstring>
#include <limits>
#include <memory>
#include <numeric>
#include <optional>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define METEOR_KENDALL_X86 1
#include <immintrin.h>
#endif

#include <boost/math/distributions/beta.hpp>
#include <boost/math/distributions/students_t.hpp>

namespace meteor::metaeval {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

int sign(double d) { return d > 0 ? 1 : d < 0 ? -1 : 0; }

bool constant(const double* v, std::size_t n) {
  for (std::size_t i = 0; i < n; ++i)  // from 0: NaN is not constant
    if (v[i] != v[0]) return false;
  return true;
}
bool constant(const Vector& v) { return constant(v.data(), v.size()); }

double mean(const Vector& v) { return detail::numpy_sum(v.data(), v.size()) / static_cast<double>(v.size()); }

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

std::size_t distinct(const Vector& v) {
  Vector s = v;
  std::sort(s.begin(), s.end());
  return static_cast<std::size_t>(std::unique(s.begin(), s.end()) - s.begin());
}

// tau-23 / acc23 from counts (NaN without pairs).
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
  const std::int64_t tot = n * (n - 1) / 2;
  c = std::min(c, tot - c);
  double prob;
  if (n <= 2) {
    prob = 1.0;
  } else if (c == 0) {
    prob = n < 171 ? 2.0 / factorial_double(static_cast<int>(n)) : 0.0;
  } else if (c == 1) {
    prob = n < 172 ? 2.0 / factorial_double(static_cast<int>(n - 1)) : 0.0;
  } else if (4 * c == n * (n - 1)) {
    prob = 1.0;
  } else if (n < 171) {
    std::vector<double> v(static_cast<std::size_t>(c) + 1, 0.0), w;
    v[0] = 1.0;
    v[1] = 1.0;
    for (std::int64_t j = 3; j <= n; ++j) {
      for (std::size_t i = 1; i < v.size(); ++i) v[i] += v[i - 1];  // cumsum
      if (j <= c) {
        w = v;
        for (std::size_t i = static_cast<std::size_t>(j); i < v.size(); ++i) v[i] -= w[i - static_cast<std::size_t>(j)];
      }
    }
    double sum = 0;
    for (double d : v) sum += d;  // numpy's pairwise sum is exact here: integers < 2^53
    prob = 2.0 * sum / factorial_double(static_cast<int>(n));
  } else {
    std::vector<double> v(static_cast<std::size_t>(c) + 1, 0.0), w;
    v[0] = 1.0;
    v[1] = 1.0;
    for (std::int64_t j = 3; j <= n; ++j) {
      for (std::size_t i = 1; i < v.size(); ++i) v[i] += v[i - 1];
      for (double& d : v) d /= static_cast<double>(j);
      if (j <= c) {
        w = v;
        for (std::size_t i = static_cast<std::size_t>(j); i < v.size(); ++i) v[i] -= w[i - static_cast<std::size_t>(j)];
      }
    }
    double sum = 0;
    for (double d : v) sum += d;
    prob = sum;
  }
  return std::clamp(prob, 0.0, 1.0);
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

// 2 * scipy.special.ndtr(-|z|) as cephes computes ndtr.
double two_sided_normal(double z) {
  const double x = -std::fabs(z) * M_SQRT1_2;
  const double ax = std::fabs(x);
  double y;
  if (ax < M_SQRT1_2) {
    y = 0.5 + 0.5 * std::erf(x);
  } else {
    y = 0.5 * std::erfc(ax);
    if (x > 0) y = 1.0 - y;
  }
  return 2 * y;
}


// Below this many scores the pair loops are as fast as sorting.
constexpr std::size_t kPairLoopMax = 64;

bool all_finite(const Vector& v) {
  for (double d : v)
    if (!std::isfinite(d)) return false;
  return true;
}

std::int64_t pairs_of(std::int64_t n) { return n * (n - 1) / 2; }

// The counts of n items from their discordant pairs and the pairs tied in
// gold, in metric and in both (the rest are concordant).
KendallCounts counts_of(std::size_t n, std::int64_t discordant, std::int64_t gold_ties, std::int64_t metric_ties,
                        std::int64_t both) {
  KendallCounts k;
  k.ties_both = both;
  k.ties_gold = gold_ties - both;
  k.ties_metric = metric_ties - both;
  k.discordant = discordant;
  k.concordant = pairs_of(static_cast<std::int64_t>(n)) - discordant - k.ties_gold - k.ties_metric - both;
  return k;
}

// The definitions, pair by pair: the small vectors' path, and the one for
// NaN or infinite scores (whose differences the sorted counts do not model).
KendallCounts kendall_counts_pairs(const Vector& gold, const Vector& metric, double epsilon) {
  KendallCounts k;
  const std::size_t n = gold.size();
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      const double dg = gold[i] - gold[j];
      const double dm = metric[i] - metric[j];
      const bool tie_g = dg == 0;
      const bool tie_m = std::fabs(dm) <= epsilon;
      if (tie_g && tie_m)
        ++k.ties_both;
      else if (tie_g)
        ++k.ties_gold;
      else if (tie_m)
        ++k.ties_metric;
      else if ((dg > 0) == (dm > 0))
        ++k.concordant;
      else
        ++k.discordant;
    }
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
  Agreement a;
  for (std::size_t i = 0; i < gold.size(); ++i)
    for (std::size_t j = i + 1; j < gold.size(); ++j) {
      a.agree += sign(gold[i] - gold[j]) == sign(metric[i] - metric[j]);
      ++a.pairs;
    }
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
  KendallLikeResult r;
  // thresh <= 0 selects every pair (gold ties too, as discordant).
  r.pairs = thresh <= 0 ? pairs_of(static_cast<std::int64_t>(n)) : selected;
  r.concordant = concordant;
  r.discordant = r.pairs - concordant;
  return r;
}

}  // namespace

double tau_from(const KendallCounts& k, KendallVariant variant) {
  const double pairs = static_cast<double>(k.pairs());
  if (k.pairs() == 0) return kNaN;
  if (variant == KendallVariant::t23)
    return static_cast<double>(k.concordant + k.ties_both - k.discordant - k.ties_gold - k.ties_metric) / pairs;
  return static_cast<double>(k.concordant + k.ties_both) / pairs;
}

PairClass pair_class(double gold_diff, double metric_diff, double epsilon) {
  const bool tg = gold_diff == 0, tm = std::fabs(metric_diff) <= epsilon;
  if (tg && tm) return PairClass::tie_both;
  if (tg) return PairClass::tie_gold;
  if (tm) return PairClass::tie_metric;
  return (gold_diff > 0) == (metric_diff > 0) ? PairClass::concordant : PairClass::discordant;
}

void count_pair(KendallCounts& k, PairClass c, int by) {
  switch (c) {
    case PairClass::concordant: k.concordant += by; break;
    case PairClass::discordant: k.discordant += by; break;
    case PairClass::tie_metric: k.ties_metric += by; break;
    case PairClass::tie_gold: k.ties_gold += by; break;
    case PairClass::tie_both: k.ties_both += by; break;
  }
}

CorrelationP pearson_p(const Vector& gold, const Vector& metric) {
  CorrelationP out;
  out.value = pearson(gold, metric);
  if (std::isnan(out.value)) {
    out.p = kNaN;
    return out;
  }
  const std::size_t n = gold.size();
  if (n == 2) {
    out.p = 1.0;
    return out;
  }
  const double ab = static_cast<double>(n) / 2 - 1;
  const double x = (std::fabs(out.value) - -1.0) / 2.0;  // scipy's beta with loc -1, scale 2
  boost::math::beta_distribution<double, ScipyPolicy> dist(ab, ab);
  out.p = 2 * boost::math::cdf(boost::math::complement(dist, x));
  return out;
}

CorrelationP spearman_p(const Vector& gold, const Vector& metric) {
  CorrelationP out;
  out.value = (gold.size() < 2 || constant(gold) || constant(metric)) ? kNaN : spearman(gold, metric);
  if (std::isnan(out.value)) {
    out.p = kNaN;
    return out;
  }
  const double rs = out.value;
  const double dof = static_cast<double>(gold.size()) - 2;
  double q = dof / ((rs + 1.0) * (1.0 - rs));
  if (q < 0) q = 0;  // numpy's clip(0); NaN stays NaN
  const double t = rs * std::sqrt(q);
  if (std::isnan(t) || dof <= 0) {
    out.p = kNaN;
  } else if (std::isinf(t)) {
    out.p = 0;
  } else {
    boost::math::students_t_distribution<double, ScipyPolicy> dist(dof);
    out.p = boost::math::cdf(dist, -std::fabs(t)) * 2;
  }
  return out;
}

CorrelationP kendall_p(const Vector& gold, const Vector& metric) {
  check_sizes(gold, metric);
  CorrelationP out;
  out.value = kendall(gold, metric, KendallVariant::b, 0, true);
  if (std::isnan(out.value)) {
    out.p = kNaN;
    return out;
  }
  const KendallCounts k = kendall_counts(gold, metric);
  const std::int64_t size = static_cast<std::int64_t>(gold.size());
  const std::int64_t tot = size * (size - 1) / 2;
  const TieStats x = tie_stats(gold), y = tie_stats(metric);
  const std::int64_t dis = k.discordant;
  if (x.pairs == 0 && y.pairs == 0 && (size <= 33 || std::min(dis, tot - dis) <= 1)) {
    out.p = kendall_p_exact(size, tot - dis);
    return out;
  }
  const std::int64_t con_minus_dis = k.concordant - k.discordant;
  const double m = static_cast<double>(size) * (static_cast<double>(size) - 1.);
  const double var = (m * static_cast<double>(2 * size + 5) - x.t1 - y.t1) / 18 +
                     static_cast<double>(2 * x.pairs * y.pairs) / m +
                     x.t0 * y.t0 / (9 * m * static_cast<double>(size - 2));
  const double z = static_cast<double>(con_minus_dis) / std::sqrt(var);
  out.p = two_sided_normal(z);
  return out;
}

double pearson(const Vector& gold, const Vector& metric) {
  check_sizes(gold, metric);
  return detail::PearsonGold(gold)(metric.data());
}

namespace detail {

// As scipy: centre, normalize each vector, then the dot product.
PearsonGold::PearsonGold(const Vector& gold) : gold_(gold), constant_(constant(gold)) {
  const std::size_t n = gold.size();
  if (n < 3 || constant_) return;
  const double mg = mean(gold);
  Vector g(n);
  double ng = 0;
  for (std::size_t i = 0; i < n; ++i) {
    g[i] = gold[i] - mg;
    ng += g[i] * g[i];
  }
  ng = std::sqrt(ng);
  scaled_.resize(n);
  for (std::size_t i = 0; i < n; ++i) scaled_[i] = g[i] / ng;
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

std::pair<double, double> PearsonGold::two(const double* a, const double* b) const {
  const std::size_t n = gold_.size();
  if (n < 3 || constant_) return {(*this)(a), (*this)(b)};
  if (constant(a, n) || constant(b, n)) return {(*this)(a), (*this)(b)};
  const double ma = numpy_sum(a, n) / static_cast<double>(n), mb = numpy_sum(b, n) / static_cast<double>(n);
  double na = 0, nb = 0;
  for (std::size_t i = 0; i < n; ++i) {
    na += (a[i] - ma) * (a[i] - ma);
    nb += (b[i] - mb) * (b[i] - mb);
  }
  na = std::sqrt(na);
  nb = std::sqrt(nb);
  double ra = 0, rb = 0;
  for (std::size_t i = 0; i < n; ++i) {
    ra += scaled_[i] * ((a[i] - ma) / na);
    rb += scaled_[i] * ((b[i] - mb) / nb);
  }
  return {std::clamp(ra, -1.0, 1.0), std::clamp(rb, -1.0, 1.0)};
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

#ifdef METEOR_KENDALL_X86
namespace {
// PearsonGold::mixed's kernel: kMany lanes, lane 2j draw j's m1, lane 2j + 1
// its m2; a lane's value at cell i is z1[i] or z2[i] as mask[i]'s bit says
// (1: z2[i]). Each lane runs operator()'s operations in operator()'s order
// (numpy_sum's blocks and pairwise halves, then the sequential sums), so
// its r is operator()'s for that vector, bit for bit.
struct MixedLanes {
  const double *z1, *z2;
  const std::uint8_t* mask;
  __attribute__((target("avx512f"))) __m512d at(std::size_t i) const {
    return _mm512_mask_blend_pd(mask[i], _mm512_set1_pd(z1[i]), _mm512_set1_pd(z2[i]));
  }
};
__attribute__((target("avx512f"))) __m512d lanes_pairwise_sum(const MixedLanes& v, std::size_t a, std::size_t n) {
  if (n < 8) {
    __m512d r = _mm512_setzero_pd();
    for (std::size_t i = 0; i < n; ++i) r = _mm512_add_pd(r, v.at(a + i));
    return r;
  }
  if (n <= 128) {
    __m512d r[8];
    for (std::size_t j = 0; j < 8; ++j) r[j] = v.at(a + j);
    std::size_t i = 8;
    for (; i < n - n % 8; i += 8)
      for (std::size_t j = 0; j < 8; ++j) r[j] = _mm512_add_pd(r[j], v.at(a + i + j));
    __m512d res = _mm512_add_pd(_mm512_add_pd(_mm512_add_pd(r[0], r[1]), _mm512_add_pd(r[2], r[3])),
                                _mm512_add_pd(_mm512_add_pd(r[4], r[5]), _mm512_add_pd(r[6], r[7])));
    for (; i < n; ++i) res = _mm512_add_pd(res, v.at(a + i));
    return res;
  }
  std::size_t n2 = n / 2;
  n2 -= n2 % 8;
  return _mm512_add_pd(lanes_pairwise_sum(v, a, n2), lanes_pairwise_sum(v, a + n2, n - n2));
}
// r of the 8 lanes (NaN where a lane's vector is constant); n >= 3.
__attribute__((target("avx512f"))) void mixed_pearson(const MixedLanes& v, const double* scaled, std::size_t n,
                                                    double* out) {
  __m512d sum = _mm512_setzero_pd();
  for (std::size_t i = 0; i < n; i += 8192)
    sum = _mm512_add_pd(sum, lanes_pairwise_sum(v, i, std::min<std::size_t>(8192, n - i)));
  const __m512d mean = _mm512_div_pd(sum, _mm512_set1_pd(static_cast<double>(n)));  // as mean()
  const __m512d first = v.at(0);
  __mmask8 constant = 0xff;
  __m512d norm = _mm512_setzero_pd();
  for (std::size_t i = 0; i < n; ++i) {
    const __m512d x = v.at(i), d = _mm512_sub_pd(x, mean);
    constant &= _mm512_cmp_pd_mask(x, first, _CMP_EQ_OQ);
    norm = _mm512_add_pd(norm, _mm512_mul_pd(d, d));
  }
  norm = _mm512_maskz_sqrt_pd(0xff, norm);  // (the maskz form: GCC 12 warns of the plain one's source)
  __m512d r = _mm512_setzero_pd();
  for (std::size_t i = 0; i < n; ++i)
    r = _mm512_add_pd(r, _mm512_mul_pd(_mm512_set1_pd(scaled[i]), _mm512_div_pd(_mm512_sub_pd(v.at(i), mean), norm)));
  alignas(64) double lane[8];
  _mm512_store_pd(lane, r);
  for (unsigned j = 0; j < 8; ++j)
    out[j] = constant >> j & 1 ? kNaN : std::clamp(lane[j], -1.0, 1.0);
}
// mask[i] for cells first_bit + i of kMany / 2 draws' bits.
__attribute__((target("avx512f,avx512bw"))) void mixed_masks(const std::uint64_t* const* bits, std::size_t first_bit,
                                                           std::size_t n, std::uint8_t* mask) {
  for (std::size_t i = 0; i < n; i += 64) {
    __m512i m = _mm512_setzero_si512();
    for (unsigned j = 0; j < PearsonGold::kMany / 2; ++j) {  // kept: z1's in m1 (lane 2j), z2's in m2 (2j + 1)
      const std::uint64_t keep = bits_at(bits[j], first_bit + i, first_bit + n);
      m = _mm512_or_si512(m, _mm512_mask_blend_epi8(keep, _mm512_set1_epi8(static_cast<char>(1u << (2 * j))),
                                                    _mm512_set1_epi8(static_cast<char>(2u << (2 * j)))));
    }
    _mm512_mask_storeu_epi8(mask + i, n - i >= 64 ? ~__mmask64{0} : (__mmask64{1} << (n - i)) - 1, m);
  }
}
}  // namespace
#endif

bool PearsonGold::mixed(const std::uint64_t* const* bits, std::size_t first_bit, const double* z1, const double* z2,
                        double* r) const {
#ifdef METEOR_KENDALL_X86
  const std::size_t n = gold_.size();
  if (!cpu::at_least(cpu::Level::avx512) || n < 3 || constant_) return false;
  thread_local std::unique_ptr<std::vector<std::uint8_t>> masks;  // (on the heap: a pointer's room in the static TLS)
  if (!masks) masks = std::make_unique<std::vector<std::uint8_t>>();
  std::vector<std::uint8_t>& mask = *masks;
  mask.resize(n);
  mixed_masks(bits, first_bit, n, mask.data());
  mixed_pearson(MixedLanes{z1, z2, mask.data()}, scaled_.data(), n, r);
  return true;
#else
  (void)bits, (void)first_bit, (void)z1, (void)z2, (void)r;
  return false;
#endif
}

namespace {

// The positions 0..n-1 by ascending value(i) (finite doubles), equal
// values in position order (as std::stable_sort): an LSD radix sort of the
// values rounded to float (their order, with ties where doubles round
// alike: 3 passes of 11 bits, the passes where every key has the same
// digit skipped), then each run of equal floats whose doubles differ
// sorted stably on the doubles (few and short). The result is a thread's
// buffer, valid until its next call.
//
// The thread's buffers (of stable_order, and the Kendall sweep's scratch)
// are one thread-local object each, shared by every caller: a module's
// thread_locals are allocated in the static TLS when Python loads the
// wheels' modules, which has little room (a few KiB for all of them).
struct SortItem {
  std::uint32_t key, index;
};
constexpr int kSortBits = 11, kSortPasses = 3;
struct SortBuffers {
  std::vector<SortItem> items, moved;
  std::vector<std::uint32_t> order;
  std::vector<std::array<std::uint32_t, (1u << kSortBits)>> count =
      std::vector<std::array<std::uint32_t, (1u << kSortBits)>>(kSortPasses);
};
SortBuffers& sort_buffers() {
  thread_local SortBuffers buffers;
  return buffers;
}
// Sweeps of fewer slots run in one part (sweep_slots below).
constexpr std::size_t kPartsFrom = 512;

struct KendallScratch {
  Vector scores, descending;                 // rank(): the slots' scores, by slot and in the sweep's order
  std::vector<std::uint32_t> merged, sums;   // rank(Sorted, Sorted)'s order (a pass's slots); draw_ties' running sums
  std::vector<std::uint8_t> keep, split;     // a draw's bytes; the split sweep's streams
  std::vector<std::uint64_t> slot_equal;     // ranked(): a bit per slot where its score equals the next's
  std::vector<std::uint8_t> sorted_groups;  // sorted_counts: the slots' gold groups in the sweep's order
  // draws(): a batch's words by cell (bit j: draw j's).
  std::vector<std::uint32_t> batch_cells;
  std::vector<std::uint16_t> batch_masks;  // batch_masks': each draw's 16 bits of each block of slots, a row a draw
};
KendallScratch& kendall_scratch() {  // on the heap: a pointer's room in the static TLS
  thread_local std::unique_ptr<KendallScratch> scratch;
  if (!scratch) scratch = std::make_unique<KendallScratch>();
  return *scratch;
}

template <typename Value>
const std::vector<std::uint32_t>& stable_order(std::size_t n, Value value) {
  auto float_key = [](double d) {  // the float's bits in its order (-0 as +0); rounding keeps the order
    const float f = d == 0 ? 0.0f : static_cast<float>(d);
    const auto u = std::bit_cast<std::uint32_t>(f);
    return u & 0x80000000u ? ~u : u | 0x80000000u;
  };
  using Item = SortItem;
  constexpr int kBits = kSortBits, kPasses = kSortPasses;
  constexpr std::uint32_t kMask = (1u << kBits) - 1;
  SortBuffers& buf = sort_buffers();  // looked up once (in a shared library each look-up is a call)
  auto& items = buf.items;
  auto& moved = buf.moved;
  auto& order = buf.order;
  auto& count = buf.count;
  items.resize(n);
  moved.resize(n);
  for (auto& c : count) c.fill(0);
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t k = float_key(value(i));
    items[i] = {k, static_cast<std::uint32_t>(i)};
    for (int p = 0; p < kPasses; ++p) ++count[p][(k >> (kBits * p)) & kMask];
  }
  for (int p = 0; p < kPasses && n > 0; ++p) {
    auto& c = count[p];
    if (c[(items[0].key >> (kBits * p)) & kMask] == n) continue;  // one digit: nothing moves
    std::uint32_t at = 0;
    for (std::uint32_t& v : c) {
      const std::uint32_t k = v;
      v = at;
      at += k;
    }
    for (const Item& x : items) moved[c[(x.key >> (kBits * p)) & kMask]++] = x;
    items.swap(moved);
  }
  order.resize(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = items[i].index;
  // The values that rounded alike, in position order, sorted (stably) on the doubles.
  for (std::size_t b = 0, e; b < n; b = e) {
    for (e = b + 1; e < n && items[e].key == items[b].key;) ++e;
    if (e - b > 1 && std::adjacent_find(order.begin() + static_cast<std::ptrdiff_t>(b),
                                        order.begin() + static_cast<std::ptrdiff_t>(e), [&](std::uint32_t x, std::uint32_t y) {
                                          return value(x) != value(y);
                                        }) != order.begin() + static_cast<std::ptrdiff_t>(e))
      std::stable_sort(order.begin() + static_cast<std::ptrdiff_t>(b), order.begin() + static_cast<std::ptrdiff_t>(e),
                       [&](std::uint32_t x, std::uint32_t y) { return value(x) < value(y); });
  }
  return order;
}

}  // namespace

KendallGold::KendallGold(const Vector& gold) : gold_(gold), order_(gold.size()) {
  finite_ = all_finite(gold);
  if (!finite_) return;
  const std::vector<std::uint32_t>& order = stable_order(gold.size(), [&](std::size_t i) { return gold[i]; });
  std::copy(order.begin(), order.end(), order_.begin());
  for (std::size_t i = 0; i < order_.size(); ++i)
    if (i == 0 || gold[order_[i]] != gold[order_[i - 1]]) groups_.push_back(i);
  groups_.push_back(order_.size());
  for (std::size_t g = 0; g + 1 < groups_.size(); ++g)
    gold_ties_ += pairs_of(static_cast<std::int64_t>(groups_[g + 1] - groups_[g]));
  gold_distinct_ = groups_.size() - 1;
  if (gold_distinct_ <= kSweepGroupsMax && gold.size() <= std::numeric_limits<std::uint16_t>::max()) {
    group_of_.resize(gold.size());  // the sweep's gold group of each gold order position
    for (std::size_t g = 0; g < gold_distinct_; ++g)
      std::fill(group_of_.begin() + static_cast<std::ptrdiff_t>(groups_[g]),
                group_of_.begin() + static_cast<std::ptrdiff_t>(groups_[g + 1]), static_cast<std::uint8_t>(g));
    sweep_code_.resize(gold.size());  // a z2 slot's sweep code by gold order position
    for (std::size_t k = 0; k < gold.size(); ++k)
      sweep_code_[k] = static_cast<std::uint32_t>(order_[k]) << 7 | group_of_[k];
  }
}

KendallCounts KendallGold::counts(const double* metric) const {
  const std::size_t n = gold_.size();
  if (!finite_ || !std::all_of(metric, metric + n, [](double v) { return std::isfinite(v); }))
    return kendall_counts(gold_, Vector(metric, metric + n), 0);
  thread_local Vector x, tmp;
  x.resize(n);
  tmp.resize(n);
  for (std::size_t i = 0; i < n; ++i) x[i] = metric[order_[i]];
  // Within gold ties, by metric: their pairs are ties, never discordant.
  std::int64_t both = 0;
  for (std::size_t g = 0; g + 1 < groups_.size(); ++g) {
    const auto first = x.begin() + static_cast<std::ptrdiff_t>(groups_[g]);
    const auto last = x.begin() + static_cast<std::ptrdiff_t>(groups_[g + 1]);
    std::sort(first, last);
    for (auto i = first; i != last;) {
      auto j = i;
      while (j != last && *j == *i) ++j;
      both += pairs_of(j - i);
      i = j;
    }
  }
  // Discordant pairs: lower gold (earlier), strictly higher metric; the
  // inversions of a bottom-up merge sort.
  std::int64_t discordant = 0;
  for (std::size_t width = 1; width < n; width *= 2) {
    for (std::size_t lo = 0; lo < n; lo += 2 * width) {
      const std::size_t mid = std::min(n, lo + width), hi = std::min(n, lo + 2 * width);
      std::size_t i = lo, j = mid, o = lo;
      while (i < mid && j < hi) {  // without branches (indices, not values, selected): the order is random
        const std::size_t later = x[j] < x[i];
        tmp[o++] = x[later ? j : i];
        discordant += static_cast<std::int64_t>(later * (mid - i));
        j += later;
        i += 1 - later;
      }
      while (i < mid) tmp[o++] = x[i++];
      while (j < hi) tmp[o++] = x[j++];
    }
    x.swap(tmp);
  }
  std::int64_t metric_ties = 0;
  for (std::size_t i = 0; i < n;) {
    std::size_t j = i;
    while (j < n && x[j] == x[i]) ++j;
    metric_ties += pairs_of(static_cast<std::int64_t>(j - i));
    i = j;
  }
  return counts_of(n, discordant, gold_ties_, metric_ties, both);
}

KendallGold::Sorted KendallGold::sort(const double* metric) const {
  Sorted out;
  const std::size_t n = gold_.size();
  if (!finite_ || !std::all_of(metric, metric + n, [](double v) { return std::isfinite(v); })) return out;
  out.scores.resize(n);
  for (std::size_t k = 0; k < n; ++k) out.scores[k] = metric[order_[k]];
  const std::vector<std::uint32_t>& order = stable_order(n, [&](std::size_t k) { return out.scores[k]; });
  out.order.assign(order.begin(), order.end());
  out.sorted.resize(n + 1);
  for (std::size_t i = 0; i < n; ++i) out.sorted[i] = out.scores[out.order[i]];
  out.sorted[n] = std::numeric_limits<double>::infinity();
  out.usable = true;
  return out;
}

KendallGold::Ranked KendallGold::rank(const double* z1, const double* z2, bool ranks) const {
  const std::size_t n = gold_.size();
  if (!finite_ || !std::all_of(z1, z1 + n, [](double v) { return std::isfinite(v); }) ||
      !std::all_of(z2, z2 + n, [](double v) { return std::isfinite(v); }))
    return {};
  // The slots' scores side by side (the sort and the ties read them often).
  Vector& scores = kendall_scratch().scores;
  scores.resize(2 * n);
  for (std::size_t k = 0; k < n; ++k) scores[2 * k] = z1[order_[k]], scores[2 * k + 1] = z2[order_[k]];
  return ranked(scores, stable_order(scores.size(), [&](std::size_t s) { return scores[s]; }), ranks);
}

KendallGold::Ranked KendallGold::rank(const Sorted& z1, const Sorted& z2, bool ranks) const {
  const std::size_t n = gold_.size();
  if (!z1.usable || !z2.usable || z1.scores.size() != n || z2.scores.size() != n) return {};
  KendallScratch& scratch = kendall_scratch();
  Vector& scores = scratch.scores;
  std::vector<std::uint32_t>& by_score = scratch.merged;
  scores.resize(2 * n);
  by_score.resize(2 * n);
  for (std::size_t k = 0; k < n; ++k) scores[2 * k] = z1.scores[k], scores[2 * k + 1] = z2.scores[k];
  // The two orders merged: by score, equal scores by slot (z1's 2k before
  // z2's 2k + 1), as stable_order sorts the slots. Two independent chains:
  // the lower n slots merged from the front, the upper n from the back
  // (the order is total: both ends agree).
  if (n == 0) return ranked(scores, by_score, ranks);
  const std::uint32_t* o1 = z1.order.data();
  const std::uint32_t* o2 = z2.order.data();
  const double* s1 = z1.sorted.data();
  const double* s2 = z2.sorted.data();
  // (without a branch: the two interleave at random; neither side runs out
  // within its half: t < n slots taken from the front leave both sides some)
  std::size_t i = 0, j = 0, ib = n - 1, jb = n - 1;
  for (std::size_t t = 0; t < n; ++t) {
    const std::uint32_t a = o1[i], b = o2[j];
    const double x = s1[i], y = s2[j];
    const bool first = (x < y) | ((x == y) & (a <= b));
    by_score[t] = first ? 2 * a : 2 * b + 1;
    i += first;
    j += !first;
    const std::uint32_t ab = o1[ib], bb = o2[jb];
    const double xb = s1[ib], yb = s2[jb];
    const bool last_first = (xb > yb) | ((xb == yb) & (ab > bb));  // z1's slot is the later
    by_score[2 * n - 1 - t] = last_first ? 2 * ab : 2 * bb + 1;
    ib -= last_first;
    jb -= !last_first;
  }
  return ranked(scores, by_score, ranks);
}

// The sweep's lanes (32, 64 or 128: at least the gold groups).
unsigned KendallGold::sweep_width() const {
  const std::size_t gold_groups = groups_.size() - 1;
  return gold_groups <= 32 ? 32 : gold_groups <= 64 ? 64 : 128;
}

// Its lanes and half (the size rounded up to 64).
void KendallGold::shape_sweep(Ranked& r) const {
  r.sweep_width = sweep_width();
  r.half = (gold_.size() + 63) / 64 * 64;
}

namespace {
// The discordant pairs of a sweep's slots (their gold groups in sweep
// order) and each slot's weight: its discordant pairs with every other
// slot, less 32,768 (the Ranked's slot_weights).
std::int64_t sweep_weights(const std::uint8_t* groups, std::size_t slots, unsigned width, std::int16_t* weight);
bool split_sweep();  // the draws from bytes run sweep_split (AVX-512, batches: KendallGold::draws) on this CPU

// The runs of equal scores in a sweep, from a bit per slot (equal[t / 64]
// bit t % 64: slot t's score equals slot t + 1's; words of them): run(b,
// e) for each run of slots [b, e) (e - b >= 2), in order (a run of k bits
// in a row: k + 1 slots).
template <typename Run>
void for_each_run(const std::uint64_t* equal, std::size_t words, Run run) {
  std::size_t open = 0, end = 0;  // the open run's first slot and its last bit + 1 (end == 0: none)
  for (std::size_t w = 0; w < words; ++w)
    for (std::uint64_t x = equal[w]; x != 0;) {
      const unsigned b = static_cast<unsigned>(std::countr_zero(x));
      const unsigned length = static_cast<unsigned>(std::countr_one(x >> b));  // (to the word's end at most)
      const std::size_t first = 64 * w + b;
      if (end == 0 || first != end) {
        if (end != 0) run(open, end + 1);
        open = first;
      }
      end = first + length;
      x = length + b >= 64 ? 0 : x & ~((std::uint64_t{1} << (b + length)) - 1);
    }
  if (end != 0) run(open, end + 1);
}
}  // namespace

KendallGold::Ranked KendallGold::ranked(const Vector& scores, const std::vector<std::uint32_t>& by_score,
                                        bool ranks) const {
  Ranked r;
  const std::size_t n = gold_.size();
  // Every score of z1 and z2 (a slot: s = 2k for z1's score of the cell
  // at gold order position k, 2k + 1 for z2's), by
  // ascending score, equal scores in slot order, i.e. by ascending gold
  // group: one order gives the ranks and (backwards) the sweep's order.
  const std::size_t gold_groups = groups_.size() - 1;
  const bool sweep = !group_of_.empty();
  ranks = ranks || !sweep;  // without the sweep, draws count on the ranks
  constexpr unsigned shift = 1;
  const std::size_t slots = 2 * n;
  auto is_first = [](std::size_t s) { return (s & 1) == 0; };
  auto score = [&](std::size_t s) { return scores[s]; };
  if (ranks) {  // the ranks for counts(metric, r)
    r.first.resize(n);
    r.second.resize(n);
    std::uint32_t rank = 0;
    for (std::size_t t = 0; t < slots; ++t) {
      if (t > 0 && score(by_score[t]) != score(by_score[t - 1])) ++rank;
      (is_first(by_score[t]) ? r.first : r.second)[by_score[t] >> shift] = rank;
    }
    r.values = slots == 0 ? 0 : rank + 1;
    r.first_scores.resize(n);
    r.second_scores.resize(n);
    for (std::size_t k = 0; k < n; ++k) {
      r.first_scores[k] = scores[2 * k];
      r.second_scores[k] = scores[2 * k + 1];
    }
    // The cells that can tie in a draw: those with a rank that another cell
    // can take too.
    std::vector<std::uint32_t> takers(r.values, 0);
    for (std::size_t k = 0; k < n; ++k) {
      ++takers[r.first[k]];
      if (r.second[k] != r.first[k]) ++takers[r.second[k]];
    }
    for (std::size_t g = 0; g < gold_groups; ++g)
      for (std::size_t k = groups_[g]; k < groups_[g + 1]; ++k)
        if (takers[r.first[k]] > 1 || takers[r.second[k]] > 1) {
          r.tie_cells.push_back(static_cast<std::uint32_t>(k));
          r.tie_groups.push_back(static_cast<std::uint32_t>(g));
        }
  }
  // The sweep's slots, by descending rank and group (its counts are
  // 16-bit: at most 65,535 scores).
  if (sweep) {
    shape_sweep(r);
    // slot at descending position t, its code: its byte's place in a
    // draw's keep (cell + half for z1's score), its gold group
    auto at = [&](std::size_t t) { return by_score[slots - 1 - t]; };
    const std::uint32_t z1_offset = static_cast<std::uint32_t>(r.half) << 7;
    Vector& descending = kendall_scratch().descending;  // the scores in the sweep's order
    descending.resize(slots);
    r.sweep_codes.resize(slots);
    for (std::size_t t = 0; t < slots; ++t) {
      const std::size_t s = at(t);
      r.sweep_codes[t] = sweep_code_[s >> shift] + (is_first(s) ? z1_offset : 0);
      descending[t] = score(s);
    }
    // Equal ranks: a pair of two cells' slots, or a run of three or more;
    // found from a bit per slot (set where its score equals the next's).
    const std::uint32_t* code = r.sweep_codes.data();
    std::vector<std::uint64_t>& equal = kendall_scratch().slot_equal;
    equal.assign(slots / 64 + 1, 0);
    for (std::size_t w = 0; 64 * w + 1 < slots; ++w) {  // (no branch: the compiler's vector compares)
      const std::size_t first = 64 * w, last = std::min(slots - 1, first + 64);
      std::uint64_t bits = 0;
      for (std::size_t t = first; t < last; ++t)
        bits |= static_cast<std::uint64_t>(descending[t] == descending[t + 1]) << (t - first);
      equal[w] = bits;
    }
    for_each_run(equal.data(), equal.size(), [&](std::size_t b, std::size_t e) {
      if (e - b == 2 && at(b) >> shift != at(b + 1) >> shift) {
        auto& pairs = (code[b] & 127) == (code[b + 1] & 127) ? r.same_group : r.other_groups;
        pairs.push_back(code[b] >> 7);
        pairs.push_back(code[b + 1] >> 7);
      } else if (e - b > 2) {
        for (std::size_t t = b; t < e; ++t) {
          if (t > b && (code[t] & 127) != (code[t - 1] & 127))
            r.run_groups_end.push_back(static_cast<std::uint32_t>(r.run_slots.size()));
          r.run_slots.push_back(code[t] >> 7);
        }
        r.run_groups_end.push_back(static_cast<std::uint32_t>(r.run_slots.size()));
        r.runs_end.push_back(static_cast<std::uint32_t>(r.run_slots.size()));
      }
    });
    // The slots' weights (a draw's m2 counted alone, m1's pairs from them:
    // split_slots, sweep_plain; 16-bit weights: up to 65,535 slots).
    if (slots >= kPartsFrom && slots <= std::numeric_limits<std::uint16_t>::max()) {
      std::vector<std::uint8_t>& groups = r.sweep_groups;  // (a batch's draws read them: split_batch)
      groups.assign(slots + 64, 0);
      for (std::size_t t = 0; t < slots; ++t) groups[t] = static_cast<std::uint8_t>(code[t] & 127);
      r.slot_weights.resize(slots);
      r.all_discordant = sweep_weights(groups.data(), slots, r.sweep_width, r.slot_weights.data());
    }
  }
  r.usable = true;
  return r;
}

namespace {

// A draw's discordant pairs from its ranks x[k] (in gold order, 0 <= x[k] <
// values): gold group by gold group, each score's discordant pairs are the
// scores of lower gold (seen before) of higher rank; then the group is
// added. Counts of the scores seen (C: a count type that holds the
// vector's size), either
// - on the levels of a binary tree over the ranks (level l counts rank >>
//   l): the scores seen ranked at most r are one count per level, adding
//   one is one increment per level, the same operations for every rank (no
//   branches: the ranks are random); for up to kLevelsMax ranks;
// - or in a Fenwick tree (fewer operations, loops of varying length, a
//   smaller table): faster above that (measured: bench/kendall_bench and
//   meteor-metaeval on WMT21 zh-en MQM).
constexpr std::size_t kLevelsMax = 4096;

template <typename C>
std::int64_t ranked_discordant(const std::uint32_t* x, const std::vector<std::size_t>& groups, std::size_t values) {
  thread_local std::vector<C> count;
  const bool by_levels = values <= kLevelsMax;
  const int levels = std::bit_width(values);
  std::size_t offset[64];
  std::size_t size = 0;
  for (int l = 0; l < levels; ++l) offset[l] = size, size += (values >> l) + 2;
  count.assign(by_levels ? size : values + 1, 0);
  const std::size_t n = groups.back();
  std::int64_t discordant = 0, seen = 0;
  for (std::size_t g = 0; g + 1 < groups.size(); ++g) {
    const std::size_t first = groups[g], last = groups[g + 1];
    for (std::size_t k = first; k < last; ++k) {
      const std::size_t q = x[k] + 1;  // the scores seen ranked below q
      std::int64_t at_most = 0;
      if (by_levels)
        for (int l = 0; l < levels; ++l) at_most += ((q >> l) & 1) * count[offset[l] + ((q >> l) ^ 1)];
      else
        for (std::size_t i = q; i > 0; i &= i - 1) at_most += count[i];
      discordant += seen - at_most;
    }
    if (last == n) break;
    for (std::size_t k = first; k < last; ++k)
      if (by_levels)
        for (int l = 0; l < levels; ++l) ++count[offset[l] + (x[k] >> l)];
      else
        for (std::size_t i = x[k] + 1; i <= values; i += i & (0 - i)) ++count[i];
    seen += static_cast<std::int64_t>(last - first);
  }
  return discordant;
}

// The sweep of a draw's slots (KendallGold::draw): W 16-bit counts a
// vector, count[v][h] = the slots of vector v passed so far whose gold
// group is below h; a slot of group g adds count[v][g] discordant pairs to
// v, then add[g] (ones above g) to count[v] (W lanes at once: the loop is
// vectorized for the instruction set the caller is compiled for; a row of
// a table rather than a compare, measured faster).
template <unsigned W>
struct SweepAdd {
  alignas(64) std::uint16_t add[W][W];  // add[g][h] = h > g
  constexpr SweepAdd() : add() {
    for (unsigned g = 0; g < W; ++g)
      for (unsigned h = 0; h < W; ++h) add[g][h] = h > g;
  }
};
template <unsigned W>
constexpr SweepAdd<W> kSweepAdd{};

// The sweep (the rows above) over the slots in kParts
// consecutive parts swept side by side: independent chains of counts,
// which the CPU overlaps; a part's pairs with the slots of the parts
// before it are, per vector, the sum over groups g of (its slots in g) x
// (theirs below g), from the parts' final counts. Short sweeps (below
// kPartsFrom slots: by-item vectors) in one part: the parts' set-up and
// sums would cost more than they save.

// The pairs between consecutive parts of a vector's slots, from each
// part's final counts (count[q][h]: its slots below group h) and sizes:
// per part, its slots of group g (count[q][g + 1] - count[q][g]; of the top
// lane's group, the rest) times the earlier parts' slots below g.
template <unsigned W, std::size_t kParts>
[[gnu::always_inline]] inline std::uint64_t parts_cross(const std::uint16_t* const* count, const std::uint64_t* size) {
  std::uint32_t before[W];  // the earlier parts' slots below each group
  for (unsigned g = 0; g < W; ++g) before[g] = count[0][g];
  std::uint64_t cross = 0;
  for (std::size_t q = 1; q < kParts; ++q) {
    const std::uint16_t* c = count[q];
    cross += (size[q] - c[W - 1]) * std::uint64_t{before[W - 1]};
    for (unsigned g = 0; g + 1 < W; ++g) cross += static_cast<std::uint64_t>(c[g + 1] - c[g]) * before[g];
    for (unsigned g = 0; g < W; ++g) before[g] += c[g];
  }
  return cross;
}

template <unsigned W, std::size_t kParts>
[[gnu::always_inline]] inline void sweep_slots(const std::uint32_t* codes, std::size_t slots, const std::uint8_t* keep,
                                               std::int64_t* discordant) {
  alignas(64) std::uint16_t count[kParts][2][W] = {};  // [part][vector][group]
  std::uint64_t in_m2[kParts] = {};                     // a part's slots in m2
  std::uint64_t both = 0, second = 0;  // in registers: the sums of both vectors and of m2
  auto step = [&](std::uint16_t (*c2)[W], std::uint32_t code) {
    const std::uint16_t g = code & 127;
    const std::uint64_t v = keep[code >> 7];  // 0: m1's score, 1: m2's
    std::uint16_t* c = c2[v];
    const std::uint64_t pairs = c[g];
    both += pairs;
    second += pairs & (0 - v);
    const std::uint16_t* add = kSweepAdd<W>.add[g];
    for (unsigned i = 0; i < W; ++i) c[i] = static_cast<std::uint16_t>(c[i] + add[i]);
    return v;
  };
  const std::size_t part = slots / kParts;  // the last part also takes the rest
  for (std::size_t s = 0; s < part; ++s)
    for (std::size_t q = 0; q < kParts; ++q) in_m2[q] += step(count[q], codes[q * part + s]);
  for (std::size_t s = kParts * part; s < slots; ++s) in_m2[kParts - 1] += step(count[kParts - 1], codes[s]);
  for (std::size_t v = 0; v < 2; ++v) {
    const std::uint16_t* counts[kParts];
    std::uint64_t sizes[kParts];  // the parts' slots of vector v
    for (std::size_t q = 0; q < kParts; ++q) {
      const std::uint64_t size = q + 1 < kParts ? part : slots - (kParts - 1) * part;
      counts[q] = count[q][v];
      sizes[q] = v ? in_m2[q] : size - in_m2[q];
    }
    const std::uint64_t cross = parts_cross<W, kParts>(counts, sizes);
    both += cross;
    second += v ? cross : 0;
  }
  discordant[0] = static_cast<std::int64_t>(both - second);
  discordant[1] = static_cast<std::int64_t>(second);
}

// The in-place sweep in four parts, or one below kPartsFrom slots.
template <unsigned W>
[[gnu::always_inline]] inline void sweep_sized(const std::uint32_t* c, std::size_t n, const std::uint8_t* keep,
                                               std::int64_t* d) {
  n < kPartsFrom ? sweep_slots<W, 1>(c, n, keep, d) : sweep_slots<W, 4>(c, n, keep, d);
}

// A sweep kernel: a draw's discordant pairs of m1 and m2 from its bytes
// (keep: draw_keep) over r's sweep codes.
using SweepFn = void (*)(const KendallGold::Ranked& r, const std::uint8_t* keep, std::int64_t* d);

// Where r has its slots' weights (kPartsFrom to 65,535 slots), m2's slots
// first split off in order (a plain loop: a slot's group stored at m2's
// end, which advances by its byte; its weight summed the same way), then
// m2's stream counted alone in kParts parts and m1's pairs taken from the
// weights (as split_slots does with AVX-512); else in place.
template <unsigned W, std::size_t kParts>
[[gnu::always_inline]] inline void sweep_plain(const KendallGold::Ranked& r, const std::uint8_t* keep,
                                               std::int64_t* d);

template <unsigned W>
void sweep_base(const KendallGold::Ranked& r, const std::uint8_t* keep, std::int64_t* d) {
  sweep_plain<W, 4>(r, keep, d);
}
#ifdef METEOR_KENDALL_X86
template <unsigned W>
__attribute__((target("avx2"))) void sweep_avx2(const KendallGold::Ranked& r, const std::uint8_t* keep,
                                                std::int64_t* d) {
  sweep_plain<W, 4>(r, keep, d);
}
template <unsigned W>
__attribute__((target("avx512f,avx512bw"))) void sweep_avx512(const KendallGold::Ranked& r, const std::uint8_t* keep,
                                                              std::int64_t* d) {
  sweep_sized<W>(r.sweep_codes.data(), r.sweep_codes.size(), keep, d);
}
#endif

// A vector's slots (their gold groups, in sweep order) in kParts
// consecutive parts counted side by side, as sweep_slots does, one vector.
template <unsigned W, std::size_t kParts = 4>
struct SweepParts {
  alignas(64) std::uint16_t count[kParts][W] = {};
  std::uint64_t size[kParts] = {};
  std::uint64_t pairs = 0;
  const std::uint8_t* group;
  std::size_t part;
  SweepParts(const std::uint8_t* groups, std::size_t n) : group(groups), part(n / kParts) {
    for (std::size_t q = 0; q < kParts; ++q) size[q] = q + 1 < kParts ? part : n - (kParts - 1) * part;
  }
  [[gnu::always_inline]] void add(std::size_t q, std::uint8_t g) {
    pairs += count[q][g];
    const std::uint16_t* row = kSweepAdd<W>.add[g];
    for (unsigned i = 0; i < W; ++i) count[q][i] = static_cast<std::uint16_t>(count[q][i] + row[i]);
  }
  [[gnu::always_inline]] void step(std::size_t i) {
    for (std::size_t q = 0; q < kParts; ++q) add(q, group[q * part + i]);
  }
  [[gnu::always_inline]] std::uint64_t finish() {
    for (std::size_t i = kParts * part; i < (kParts - 1) * part + size[kParts - 1]; ++i) add(kParts - 1, group[i]);
    const std::uint16_t* counts[kParts];
    for (std::size_t q = 0; q < kParts; ++q) counts[q] = count[q];
    return pairs + parts_cross<W, kParts>(counts, size);
  }
};

// One vector's discordant pairs from its slots' gold groups in sweep
// order, counted in kParts parts (SweepParts).
template <unsigned W, std::size_t kParts>
[[gnu::always_inline]] inline std::int64_t count_parts(const std::uint8_t* groups, std::size_t n) {
  SweepParts<W, kParts> parts(groups, n);
  for (std::size_t i = 0; i < parts.part; ++i) parts.step(i);
  return static_cast<std::int64_t>(parts.finish());
}

// m1's and m2's slots (their gold groups, in sweep order) counted side by
// side, each in parts: their discordant pairs d[0], d[1].
template <unsigned W>
[[gnu::always_inline]] inline void count_streams(const std::uint8_t* m1, std::size_t n1, const std::uint8_t* m2,
                                                 std::size_t n2, std::int64_t* d) {
  SweepParts<W> a(m1, n1), b(m2, n2);
  const std::size_t both = std::min(a.part, b.part);
  for (std::size_t i = 0; i < both; ++i) {
    a.step(i);
    b.step(i);
  }
  for (std::size_t i = both; i < a.part; ++i) a.step(i);
  for (std::size_t i = both; i < b.part; ++i) b.step(i);
  d[0] = static_cast<std::int64_t>(a.finish());
  d[1] = static_cast<std::int64_t>(b.finish());
}

// A draw's discordant pairs from m2's stream (its n2 slots' gold groups, in
// sweep order, counted in kParts parts) and the sum of their weights less
// 32,768 each: m1's from r's weights (Ranked::slot_weights).
template <unsigned W, std::size_t kParts>
[[gnu::always_inline]] inline void pairs_from_m2(const KendallGold::Ranked& r, const std::uint8_t* m2,
                                                 std::size_t n2, std::int64_t weights_less, std::int64_t* d) {
  const std::int64_t weights = 32768 * static_cast<std::int64_t>(n2) + weights_less;
  d[1] = count_parts<W, kParts>(m2, n2);
  d[0] = r.all_discordant - weights + d[1];
}

template <unsigned W, std::size_t kParts>
[[gnu::always_inline]] inline void sweep_plain(const KendallGold::Ranked& r, const std::uint8_t* keep,
                                               std::int64_t* d) {
  const std::uint32_t* codes = r.sweep_codes.data();
  const std::size_t slots = r.sweep_codes.size();
  if (slots < kPartsFrom || r.slot_weights.size() != slots) return sweep_sized<W>(codes, slots, keep, d);
  std::vector<std::uint8_t>& buffer = kendall_scratch().split;
  buffer.resize(slots + 1);
  std::uint8_t* const m2 = buffer.data();
  const std::int16_t* weight = r.slot_weights.data();
  std::size_t n2 = 0;
  std::int64_t weights = 0;
  for (std::size_t t = 0; t < slots; ++t) {  // (no branch: a slot's vector is random)
    const std::uint32_t code = codes[t];
    const std::uint32_t in_m2 = keep[code >> 7];
    m2[n2] = static_cast<std::uint8_t>(code & 127);
    n2 += in_m2;
    weights += weight[t] & -static_cast<std::int64_t>(in_m2);
  }
  pairs_from_m2<W, kParts>(r, m2, n2, weights, d);
}

#ifdef METEOR_KENDALL_X86
// pairs_from_m2 in 8 parts, the weights' sum in 32-bit lanes (8 or 16).
template <unsigned W, typename Lanes>
[[gnu::always_inline]] __attribute__((target("avx512f,avx512bw"))) inline void count_m2(
    const KendallGold::Ranked& r, const std::uint8_t* m2, std::size_t n2, Lanes weight_sums, std::int64_t* d) {
  std::int32_t lane[sizeof(Lanes) / 4];
  std::memcpy(lane, &weight_sums, sizeof lane);
  std::int64_t weights = 0;
  for (const std::int32_t x : lane) weights += x;
  pairs_from_m2<W, 8>(r, m2, n2, weights, d);
}

// The sweep with AVX-512 (BW, VL): the slots first split by vector, keeping
// their order (16 at a time: their bytes of keep gathered, their groups
// compressed into m1's and m2's streams as 32-bit lanes, then narrowed to
// bytes: as many operations as a byte compress, which needs VBMI2), so that counting reads no byte
// of the draw and each vector's counts are independent chains; then both
// vectors counted side by side, each in parts; or, where r has its slots'
// weights, m2's stream alone (in 8 parts) and m1's pairs from the weights
// of m2's slots. keep has bytes to spare past its 2 x half
// (the gathers read 4 bytes at a place).
[[gnu::always_inline]] __attribute__((target("avx512f,avx512bw,avx512vl"))) inline void put_stream(std::uint8_t* to,
                                                                                               __mmask16 take,
                                                                                               __m512i group) {
  _mm_storeu_si128(reinterpret_cast<__m128i*>(to),
                   _mm512_maskz_cvtepi32_epi8(__mmask16(0xffff), _mm512_maskz_compress_epi32(take, group)));
}
// A block of 16 slots' vector from the draw's bytes (keep gathered at the
// slots' "at"), or from a batch's masks (split_batch: draw j's 16 bits of
// the block, made once for the batch's draws).
struct FromKeep {
  const std::uint8_t* keep;
  [[gnu::always_inline]] __attribute__((target("avx512f"))) __mmask16 operator()(std::size_t, __mmask16 in,
                                                                                 __m512i code) const {
    const __m512i at = _mm512_maskz_srli_epi32(__mmask16(0xffff), code, 7);
    const __m512i byte = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), in, at, keep, 1);
    return _mm512_mask_test_epi32_mask(in, byte, _mm512_set1_epi32(255));
  }
};
struct FromMasks {
  const __mmask16* masks;  // a draw's, block by block (batch_masks: a row a draw)
  [[gnu::always_inline]] __attribute__((target("avx512f"))) __mmask16 operator()(std::size_t t, __mmask16,
                                                                                 __m512i) const {
    return _load_mask16(const_cast<__mmask16*>(masks + t / 16));  // (a load: no move from a register)
  }
};

template <unsigned W, typename InM2>
__attribute__((target("avx512f,avx512bw,avx512vl,popcnt"))) void split_slots(const KendallGold::Ranked& r,
                                                                      InM2 in_m2, std::int64_t* d) {
  const std::uint32_t* codes = r.sweep_codes.data();
  const std::uint8_t* groups = r.sweep_groups.data();  // (FromMasks: slots + 64 of them)
  const std::size_t slots = r.sweep_codes.size();
  std::vector<std::uint8_t>& buffer = kendall_scratch().split;
  buffer.resize(2 * (slots + 16));
  std::uint8_t* const m1 = buffer.data();
  std::uint8_t* const m2 = m1 + slots + 16;
  std::size_t n1 = 0, n2 = 0;
  const __m512i low7 = _mm512_set1_epi32(127);
  const bool weighted = r.slot_weights.size() == slots;  // m2's stream and weights; else both streams
  const std::int16_t* weight = r.slot_weights.data();
  // m2's weights summed in pairs (vpmaddwd with ones: a port-0/1 multiply
  // where a widening load would take the shuffle port the compress needs)
  __m256i sum = _mm256_setzero_si256();  // 32-bit lanes
  const __m256i ones = _mm256_set1_epi16(1);
  for (std::size_t t = 0; t < slots; t += 16) {
    const __mmask16 in = slots - t >= 16 ? __mmask16(0xffff) : static_cast<__mmask16>((1u << (slots - t)) - 1);
    // (the maskz forms: GCC 12's plain ones warn of their undefined sources)
    __m512i group;
    __mmask16 to_m2;
    if constexpr (std::is_same_v<InM2, FromMasks>) {  // the groups' bytes (a quarter of the codes' bytes)
      group = _mm512_maskz_cvtepu8_epi32(__mmask16(0xffff),
                                         _mm_loadu_si128(reinterpret_cast<const __m128i*>(groups + t)));
      to_m2 = in_m2(t, in, group);
    } else {
      const __m512i code = _mm512_maskz_loadu_epi32(in, codes + t);
      to_m2 = in_m2(t, in, code);
      group = _mm512_and_si512(code, low7);
    }
    put_stream(m2 + n2, to_m2, group);
    n2 += static_cast<std::size_t>(__builtin_popcount(to_m2));
    if (weighted) {
      sum = _mm256_add_epi32(sum, _mm256_madd_epi16(_mm256_maskz_loadu_epi16(to_m2, weight + t), ones));
    } else {
      const __mmask16 to_m1 = static_cast<__mmask16>(in & ~to_m2);
      put_stream(m1 + n1, to_m1, group);
      n1 += static_cast<std::size_t>(__builtin_popcount(to_m1));
    }
  }
  if (weighted) return count_m2<W>(r, m2, n2, sum, d);
  count_streams<W>(m1, n1, m2, n2, d);
}

template <unsigned W>
__attribute__((target("avx512f,avx512bw,avx512vl,popcnt"))) void sweep_split(const KendallGold::Ranked& r,
                                                                      const std::uint8_t* keep, std::int64_t* d) {
  const std::size_t slots = r.sweep_codes.size();
  if (slots < kPartsFrom) return sweep_sized<W>(r.sweep_codes.data(), slots, keep, d);
  split_slots<W>(r, FromKeep{keep}, d);
}

// A draw's row of batch_masks' masks: 16 bits a block of 16 slots, whole
// 64-bit words.
constexpr std::size_t mask_row(std::size_t slots) { return 4 * ((slots + 63) / 64); }

// For b = 7 down to 0: f(b, bit b of each of the 64 bytes), the bytes' top
// bits after 7 - b shifts by one.
template <typename F>
[[gnu::always_inline]] __attribute__((target("avx512f,avx512bw"))) inline void bit_planes(__m512i bytes, F f) {
  for (int b = 7;; --b) {
    f(b, static_cast<std::uint64_t>(_mm512_movepi8_mask(bytes)));
    if (b == 0) break;
    bytes = _mm512_maskz_slli_epi16(__mmask32(~0u), bytes, 1);
  }
}

// A batch of draws (KendallGold::draws): masks as batch_masks makes them;
// each draw's discordant pairs d[2j], d[2j + 1] by split_slots.
template <unsigned W>
__attribute__((target("avx512f,avx512bw,avx512vl,popcnt"))) void split_batch(const KendallGold::Ranked& r,
                                                                      const __mmask16* masks,
                                                                      std::size_t count, std::int64_t* d) {
  const std::size_t row = mask_row(r.sweep_codes.size());
  for (std::size_t j = 0; j < count; ++j) split_slots<W>(r, FromMasks{masks + row * j}, d + 2 * j);
}

}  // namespace

// Each 64 cells' words from the draws' 64 bits there (a 32 x 64 bit
// transpose): byte i of each draw's bits to one register, draw j's at
// byte j (a byte shuffle in lanes, a word permute, qword permutes across
// four registers), then for each bit b of a byte, the bytes' top bits
// after a shift: cell 8 i + b's word (cells up to n rounded up to 64).
__attribute__((target("avx512f,avx512bw"))) void batch_cells(const std::uint64_t* const* bits, std::size_t count,
                                                             std::size_t first_bit, std::size_t n,
                                                             std::uint32_t* cells) {
  const __mmask16 all = 0xffff;  // (maskz forms: GCC 12's plain ones warn of their undefined sources)
  const __m512i pair_bytes = _mm512_maskz_broadcast_i32x4(
      all, _mm_setr_epi8(0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15));
  const __m512i by_byte = _mm512_set_epi16(31, 23, 15, 7, 30, 22, 14, 6, 29, 21, 13, 5, 28, 20, 12, 4, 27, 19, 11, 3,
                                           26, 18, 10, 2, 25, 17, 9, 1, 24, 16, 8, 0);
  const __m512i low_pairs = _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11);
  const __m512i high_pairs = _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15);
  const __m512i low_quads = _mm512_setr_epi64(0, 1, 8, 9, 2, 3, 10, 11);
  const __m512i high_quads = _mm512_setr_epi64(4, 5, 12, 13, 6, 7, 14, 15);
  static_assert(KendallGold::kBatch == 32, "a cell's word holds 32 draws' bits");
  alignas(64) std::uint64_t x[KendallGold::kBatch] = {};
  for (std::size_t c = 0; c < n; c += 64) {
    const std::uint64_t valid = n - c >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (n - c)) - 1;
    for (std::size_t j = 0; j < count; ++j) x[j] = bits_at(bits[j], first_bit + c, first_bit + n) & valid;
    __m512i q[4];  // draws 8 q..: qword i has byte i of each of the 8 draws
    for (unsigned h = 0; h < 4; ++h)
      q[h] = _mm512_maskz_permutexvar_epi16(
          __mmask32(~0u), by_byte, _mm512_shuffle_epi8(_mm512_load_si512(x + 8 * h), pair_bytes));
    const __m512i pairs[4] = {_mm512_permutex2var_epi64(q[0], low_pairs, q[1]),
                              _mm512_permutex2var_epi64(q[0], high_pairs, q[1]),
                              _mm512_permutex2var_epi64(q[2], low_pairs, q[3]),
                              _mm512_permutex2var_epi64(q[2], high_pairs, q[3])};
    for (unsigned m = 0; m < 4; ++m) {  // bytes 2 m and 2 m + 1 of the 32 draws' bits
      const __m512i bytes = _mm512_permutex2var_epi64(pairs[m / 2], m % 2 ? high_quads : low_quads, pairs[2 + m / 2]);
      bit_planes(bytes, [&](int b, std::uint64_t top) {
        cells[c + 16 * m + b] = static_cast<std::uint32_t>(top);
        cells[c + 16 * m + 8 + b] = static_cast<std::uint32_t>(top >> 32);
      });
    }
  }
}

namespace {

// A batch's masks: cells[c] has bit j of draw j's cell c (cells first_bit..
// of bits[j]: batch_cells); then each block of 16 slots' words
// (their cells') gathered once for the batch (4 bytes a cell: the gathers
// hit the L1 cache), complemented for z1's slots (in m2 where the cell
// swaps), and turned into each draw's bits, 64 slots at a time: each
// block's bytes put in byte-major order (byte k of slot i at 16 k + i: a
// shuffle in lanes, a dword permute across them), the four blocks' lanes
// transposed (byte k of the 64 slots in one register), then for each bit
// b of a byte, the bytes' top bits after a shift: draw 8 k + b's 64 bits.
// A draw's masks are a row (its split reads 2 bytes a block, in order):
// draw j's bits of slots 64 w.. at masks[j mask_row(slots) + 4 w].
__attribute__((target("avx512f,avx512bw"))) void batch_masks(const KendallGold::Ranked& r,
                                                             const std::uint64_t* const* bits, std::size_t count,
                                                             std::size_t first_bit, std::size_t n, std::uint32_t* cells,
                                                             __mmask16* masks) {
  const std::size_t half = r.half;
  batch_cells(bits, count, first_bit, n, cells);
  const __mmask16 all = 0xffff;
  // In each lane (4 slots), byte k of slot s to 4 k + s; then dword k of
  // lane l to 4 k + l.
  const __m512i in_lane = _mm512_maskz_broadcast_i32x4(
      __mmask16(0xffff), _mm_setr_epi8(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15));
  const __m512i across = _mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
  const __m512i half_at = _mm512_set1_epi32(static_cast<int>(half));
  const std::uint32_t* codes = r.sweep_codes.data();
  const std::size_t slots = r.sweep_codes.size(), row = mask_row(slots);
  for (std::size_t w = 0; 64 * w < slots; ++w) {
    __m512i lanes[4];  // of 16 slots: 128-bit lane k has byte k of each slot's word, in slot order
    for (unsigned q = 0; q < 4; ++q) {
      const std::size_t t = 64 * w + 16 * q;
      const __mmask16 in = t >= slots              ? __mmask16(0)
                           : slots - t >= 16 ? __mmask16(0xffff)
                                             : static_cast<__mmask16>((1u << (slots - t)) - 1);
      __m512i at = _mm512_maskz_srli_epi32(in, _mm512_maskz_loadu_epi32(in, codes + t), 7);
      const __mmask16 z1 = _mm512_mask_cmpge_epu32_mask(in, at, half_at);  // z1's slots: the cell's complement
      at = _mm512_mask_sub_epi32(at, z1, at, half_at);
      const __m512i cell = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), in, at, cells, 4);
      const __m512i word = _mm512_mask_ternarylogic_epi32(cell, z1, cell, cell, 0x55);
      lanes[q] = _mm512_maskz_permutexvar_epi32(__mmask16(0xffff), across, _mm512_shuffle_epi8(word, in_lane));
    }
    // Lane k of the four to bytes[k] (a 4 x 4 transpose of 128-bit lanes):
    // byte k of the 64 slots' words, in slot order.
    const __m512i low0 = _mm512_maskz_shuffle_i32x4(all, lanes[0], lanes[1], 0x44);  // lanes 0, 1 of each
    const __m512i high0 = _mm512_maskz_shuffle_i32x4(all, lanes[0], lanes[1], 0xee);  // lanes 2, 3
    const __m512i low1 = _mm512_maskz_shuffle_i32x4(all, lanes[2], lanes[3], 0x44);
    const __m512i high1 = _mm512_maskz_shuffle_i32x4(all, lanes[2], lanes[3], 0xee);
    const __m512i bytes[4] = {_mm512_maskz_shuffle_i32x4(all, low0, low1, 0x88),  // lane 0 of each
                              _mm512_maskz_shuffle_i32x4(all, low0, low1, 0xdd),  // lane 1
                              _mm512_maskz_shuffle_i32x4(all, high0, high1, 0x88),
                              _mm512_maskz_shuffle_i32x4(all, high0, high1, 0xdd)};
    for (unsigned k = 0; k < 4; ++k)  // draw 8 k + b's 64 bits
      bit_planes(bytes[k], [&](int b, std::uint64_t top) {
        std::memcpy(masks + (8 * k + static_cast<unsigned>(b)) * row + 4 * w, &top, sizeof top);
      });
  }
}

#endif

// sweep_weights (declared above): the sweep of all slots in kParts parts
// side by side (independent chains, as SweepParts), each part's counts
// starting at the slots of the parts before it (from the parts' histograms
// of groups): at slot t of group g, c[g] earlier slots are of a lower
// group (its discordant pairs with earlier slots), c[g + 1] of a lower or
// its own (t for the top lane), so t - c[g + 1] of a higher, and the later
// slots of a higher group are those of all (above[g]) less these: its
// weight is c[g] + c[g + 1] + above[g] - t.
template <unsigned W>
[[gnu::always_inline]] inline std::int64_t weights_of(const std::uint8_t* groups, std::size_t slots,
                                                      std::int16_t* weight) {
  constexpr std::size_t kParts = 8;
  const std::size_t part = slots / kParts;  // the last part also takes the rest
  std::size_t start[kParts + 1];
  for (std::size_t q = 0; q < kParts; ++q) start[q] = q * part;
  start[kParts] = slots;
  std::uint32_t hist[kParts][W] = {};
  for (std::size_t i = 0; i < part; ++i)
    for (std::size_t q = 0; q < kParts; ++q) ++hist[q][groups[start[q] + i]];
  for (std::size_t t = kParts * part; t < slots; ++t) ++hist[kParts - 1][groups[t]];
  alignas(64) std::uint16_t count[kParts][W];
  std::uint32_t before[W] = {}, above[W];  // the parts' before q of each group; all slots above each group
  for (std::size_t q = 0; q < kParts; ++q) {
    std::uint32_t below = 0;
    for (unsigned g = 0; g < W; ++g) {
      count[q][g] = static_cast<std::uint16_t>(below);
      below += before[g];
    }
    for (unsigned g = 0; g < W; ++g) before[g] += hist[q][g];
  }
  std::uint32_t at_most = 0;
  for (unsigned g = 0; g < W; ++g) above[g] = static_cast<std::uint32_t>(slots) - (at_most += before[g]);
  std::uint64_t pairs = 0;
  auto step = [&](std::size_t q, std::size_t t) {
    const unsigned g = groups[t];
    std::uint16_t* c = count[q];
    const std::uint32_t lt = c[g], le = g + 1 < W ? c[g + 1] : static_cast<std::uint32_t>(t);
    weight[t] = static_cast<std::int16_t>(static_cast<std::int32_t>(lt + le + above[g] - t) - 32768);
    pairs += lt;
    const std::uint16_t* add = kSweepAdd<W>.add[g];
    for (unsigned i = 0; i < W; ++i) c[i] = static_cast<std::uint16_t>(c[i] + add[i]);
  };
  for (std::size_t i = 0; i < part; ++i)
    for (std::size_t q = 0; q < kParts; ++q) step(q, start[q] + i);
  for (std::size_t t = kParts * part; t < slots; ++t) step(kParts - 1, t);
  return static_cast<std::int64_t>(pairs);
}

// weights_of for the instruction set the sweep's kernel has.
template <unsigned W>
std::int64_t weights_base(const std::uint8_t* groups, std::size_t slots, std::int16_t* weight) {
  return weights_of<W>(groups, slots, weight);
}
#ifdef METEOR_KENDALL_X86
template <unsigned W>
__attribute__((target("avx2"))) std::int64_t weights_avx2(const std::uint8_t* groups, std::size_t slots,
                                                         std::int16_t* weight) {
  return weights_of<W>(groups, slots, weight);
}
template <unsigned W>
__attribute__((target("avx512f,avx512bw"))) std::int64_t weights_avx512(const std::uint8_t* groups, std::size_t slots,
                                                                       std::int16_t* weight) {
  return weights_of<W>(groups, slots, weight);
}
#endif

std::int64_t sweep_weights(const std::uint8_t* groups, std::size_t slots, unsigned width, std::int16_t* weight) {
  using WeightsFn = std::int64_t (*)(const std::uint8_t*, std::size_t, std::int16_t*);
  static const std::array<WeightsFn, 3> kernels = [] {
#ifdef METEOR_KENDALL_X86
    const SweepKernel best = sweep_kernels().back();
    if (best == SweepKernel::avx512 || best == SweepKernel::avx512_split)
      return std::array<WeightsFn, 3>{weights_avx512<32>, weights_avx512<64>, weights_avx512<128>};
    if (best == SweepKernel::avx2)
      return std::array<WeightsFn, 3>{weights_avx2<32>, weights_avx2<64>, weights_avx2<128>};
#endif
    return std::array<WeightsFn, 3>{weights_base<32>, weights_base<64>, weights_base<128>};
  }();
  return kernels[width == 32 ? 0 : width == 64 ? 1 : 2](groups, slots, weight);
}

SweepFn sweep_kernel(unsigned width, SweepKernel kernel) {
  const int w = width == 32 ? 0 : width == 64 ? 1 : 2;
#ifdef METEOR_KENDALL_X86
  if (kernel == SweepKernel::avx512_split)
    return std::array<SweepFn, 3>{sweep_split<32>, sweep_split<64>, sweep_split<128>}[w];
  if (kernel == SweepKernel::avx512) return std::array<SweepFn, 3>{sweep_avx512<32>, sweep_avx512<64>, sweep_avx512<128>}[w];
  if (kernel == SweepKernel::avx2) return std::array<SweepFn, 3>{sweep_avx2<32>, sweep_avx2<64>, sweep_avx2<128>}[w];
#endif
  (void)kernel;
  return std::array<SweepFn, 3>{sweep_base<32>, sweep_base<64>, sweep_base<128>}[w];
}

// The sweep for W lanes on this CPU (AVX-512, AVX2 or the baseline's SSE2).
SweepFn sweep_for(unsigned width) {
  static const SweepKernel best = sweep_kernels().back();
  return sweep_kernel(width, best);
}

// count_parts in 8 parts with AVX-512, 4 else; one below kPartsFrom.
template <unsigned W>
std::int64_t count_base(const std::uint8_t* groups, std::size_t n) {
  return n < kPartsFrom ? count_parts<W, 1>(groups, n) : count_parts<W, 4>(groups, n);
}
#ifdef METEOR_KENDALL_X86
template <unsigned W>
__attribute__((target("avx2"))) std::int64_t count_avx2(const std::uint8_t* groups, std::size_t n) {
  return n < kPartsFrom ? count_parts<W, 1>(groups, n) : count_parts<W, 4>(groups, n);
}
template <unsigned W>
__attribute__((target("avx512f,avx512bw"))) std::int64_t count_avx512(const std::uint8_t* groups, std::size_t n) {
  return n < kPartsFrom ? count_parts<W, 1>(groups, n) : count_parts<W, 8>(groups, n);
}
#endif

std::int64_t count_groups(const std::uint8_t* groups, std::size_t n, unsigned width, SweepKernel kernel) {
  const int w = width == 32 ? 0 : width == 64 ? 1 : 2;
#ifdef METEOR_KENDALL_X86
  if (kernel == SweepKernel::avx512 || kernel == SweepKernel::avx512_split)
    return std::array{count_avx512<32>, count_avx512<64>, count_avx512<128>}[w](groups, n);
  if (kernel == SweepKernel::avx2) return std::array{count_avx2<32>, count_avx2<64>, count_avx2<128>}[w](groups, n);
#endif
  (void)kernel;
  return std::array{count_base<32>, count_base<64>, count_base<128>}[w](groups, n);
}

bool split_sweep() {
  static const bool yes = sweep_kernels().back() == SweepKernel::avx512_split;
  return yes;
}

}  // namespace

// 8 cells' bytes a table look-up.
void draw_keep(const std::uint64_t* bits, std::size_t first_bit, std::size_t n, std::size_t half, std::uint8_t* keep) {
  static const auto table = [] {
    std::array<std::uint64_t, 256> t{};
    for (unsigned b = 0; b < 256; ++b)
      for (unsigned j = 0; j < 8; ++j) t[b] |= static_cast<std::uint64_t>((b >> j) & 1) << (8 * j);
    return t;
  }();
  constexpr std::uint64_t kOnes = 0x0101010101010101u;
  for (std::size_t i = 0; i < n; i += 64) {
    const std::uint64_t word = bits_at(bits, first_bit + i, first_bit + n);
    for (std::size_t j = 0; j < 8; ++j) {  // up to half: bytes past n are never read
      const std::uint64_t eight = table[(word >> (8 * j)) & 0xff], flipped = eight ^ kOnes;
      std::memcpy(keep + i + 8 * j, &eight, 8);
      std::memcpy(keep + half + i + 8 * j, &flipped, 8);
    }
  }
}

std::vector<SweepKernel> sweep_kernels() {
  std::vector<SweepKernel> k{SweepKernel::generic};
#ifdef METEOR_KENDALL_X86
  if (cpu::at_least(cpu::Level::avx2)) k.push_back(SweepKernel::avx2);
  if (cpu::at_least(cpu::Level::avx512)) {
    k.push_back(SweepKernel::avx512);
    k.push_back(SweepKernel::avx512_split);
  }
#endif
  return k;
}

std::int64_t groups_discordant(const std::uint8_t* groups, std::size_t n, unsigned width, SweepKernel kernel) {
  return count_groups(groups, n, width, kernel);
}

std::array<std::int64_t, 2> sweep_discordant(const KendallGold::Ranked& r, const std::uint8_t* keep,
                                             SweepKernel kernel) {
  std::array<std::int64_t, 2> d{};
  if (r.sweep_width == 0) return d;
  std::vector<std::uint8_t> bytes(2 * r.half + 64);
  for (std::size_t i = 0; i < r.half; ++i) bytes[i] = keep[i], bytes[r.half + i] = keep[i] ^ 1;
  sweep_kernel(r.sweep_width, kernel)(r, bytes.data(), d.data());
  return d;
}

// Ties: only the cells that can tie, each rank's count so far in all and
// in its gold group (the counts left at zero for the next call); x: the
// vector's ranks in gold order.
KendallGold::TieCounts KendallGold::tie_counts(const Ranked& r, const std::uint32_t* x) {
  thread_local std::vector<std::uint32_t> in_all, in_group;
  if (in_all.size() < r.values) in_all.resize(r.values), in_group.resize(r.values);
  TieCounts out;
  const std::size_t cells = r.tie_cells.size();
  for (std::size_t t = 0, group_start = 0; t < cells; ++t) {
    if (t > 0 && r.tie_groups[t] != r.tie_groups[t - 1]) {
      for (std::size_t u = group_start; u < t; ++u) in_group[x[r.tie_cells[u]]] = 0;
      group_start = t;
    }
    const std::uint32_t rank = x[r.tie_cells[t]];
    out.metric += in_all[rank];
    out.repeated += in_all[rank] > 0;
    ++in_all[rank];
    out.both += in_group[rank]++;
    if (t + 1 == cells)
      for (std::size_t u = group_start; u < cells; ++u) in_group[x[r.tie_cells[u]]] = 0;
  }
  for (const std::uint32_t k : r.tie_cells) in_all[x[k]] = 0;
  return out;
}

// A draw's ties in m1 (out[0]) and m2 (out[1]) from the sweep's pairs and
// runs of equal rank, keep the draw's bytes (0: in m1, 1: in m2): a pair
// ties in the vector that takes both its slots; a run's c slots in a vector
// tie in c (c - 1) / 2 pairs (and c - 1 of them repeat a score), its slots
// of one gold group likewise in both. The counts of a vector's slots come
// from running sums over the runs' slots: no branch on the draw's data.
namespace {

// draw_ties' sums from a draw's bytes (keep[at]: the vector of the slot at
// "at", 0: m1, 1: m2): tied, both and repeated of m1 and m2.
std::array<std::int64_t, 6> tie_sums(const KendallGold::Ranked& r, const std::uint8_t* keep) {
  auto pairs_in = [keep](const std::vector<std::uint32_t>& pairs, std::int64_t* in) {
    std::uint32_t both_m2 = 0, any_m2 = 0;  // pairs with both slots in m2; with one at least
    for (std::size_t p = 0; p < pairs.size(); p += 2) {
      const std::uint32_t a = keep[pairs[p]], b = keep[pairs[p + 1]];
      both_m2 += a & b;
      any_m2 += a | b;
    }
    in[0] = static_cast<std::int64_t>(pairs.size() / 2 - any_m2);
    in[1] = both_m2;
  };
  std::int64_t same[2], other[2];
  pairs_in(r.same_group, same);
  pairs_in(r.other_groups, other);
  std::int64_t tied[2] = {same[0] + other[0], same[1] + other[1]}, both[2] = {same[0], same[1]};
  std::int64_t repeated[2] = {tied[0], tied[1]};
  if (!r.run_slots.empty()) {
    std::vector<std::uint32_t>& sums = kendall_scratch().sums;  // sums[i]: the slots in m2 among run_slots[0..i)
    sums.resize(r.run_slots.size() + 1);
    std::uint32_t* m2 = sums.data();
    std::uint32_t at = 0;
    m2[0] = 0;
    for (std::size_t i = 0; i < r.run_slots.size(); ++i) m2[i + 1] = at += keep[r.run_slots[i]];
    // Over runs (or runs' groups) of L slots, c of them in m2 and L - c in
    // m1: sum c (c - 1) / 2 = (sum c^2 - sum c) / 2 and sum (L - c)(L - c - 1) / 2
    // from sum c^2, sum L c and sum L^2 (no division, no branch a run).
    const std::int64_t slots = static_cast<std::int64_t>(r.run_slots.size()), in_m2 = m2[slots];
    auto pairs_of_counts = [&](const std::vector<std::uint32_t>& ends, std::int64_t* pairs, std::int64_t* repeats) {
      std::uint64_t cc = 0, lc = 0, ll = 0, some_m2 = 0, some_m1 = 0;
      std::uint32_t begin = 0;
      for (const std::uint32_t end : ends) {
        const std::uint64_t c = m2[end] - m2[begin], l = end - begin;
        cc += c * c;
        lc += l * c;
        ll += l * l;
        some_m2 += c != 0;
        some_m1 += c != l;
        begin = end;
      }
      pairs[1] += static_cast<std::int64_t>(cc - static_cast<std::uint64_t>(in_m2)) / 2;
      pairs[0] += static_cast<std::int64_t>(ll - 2 * lc + cc - static_cast<std::uint64_t>(slots - in_m2)) / 2;
      if (repeats) {  // c - 1 of a run's c slots in a vector repeat a score
        repeats[1] += in_m2 - static_cast<std::int64_t>(some_m2);
        repeats[0] += slots - in_m2 - static_cast<std::int64_t>(some_m1);
      }
    };
    pairs_of_counts(r.run_groups_end, both, nullptr);
    pairs_of_counts(r.runs_end, tied, repeated);
  }
  return {tied[0], both[0], repeated[0], tied[1], both[1], repeated[1]};
}

#ifdef METEOR_KENDALL_X86

// to += c (c - 1) of each 16-bit lane of c16 in 32-bit lanes: the 32-bit
// products from their low and high halves (16-bit multiplies), interleaved
// in lanes: to[0] has draws 8 l + 0..3 of each 128-bit lane l, to[1] draws
// 8 l + 4..7 (pair_lane); twice the pairs (halved when read).
[[gnu::always_inline]] __attribute__((target("avx512f,avx512bw"))) inline void add_pairs(__m512i* to, __m512i c16) {
  const __m512i less = _mm512_sub_epi16(c16, _mm512_set1_epi16(1));
  const __m512i low = _mm512_mullo_epi16(c16, less), high = _mm512_mulhi_epu16(c16, less);
  to[0] = _mm512_add_epi32(to[0], _mm512_unpacklo_epi16(low, high));
  to[1] = _mm512_add_epi32(to[1], _mm512_unpackhi_epi16(low, high));
}
// Where add_pairs' draw j is, in its two registers stored one after the other.
constexpr std::size_t pair_lane(std::size_t j) { return (j % 8 < 4 ? 0 : 16) + 4 * (j / 8) + j % 4; }

#endif

}  // namespace

#ifdef METEOR_KENDALL_X86
// tie_sums of a batch's draws (KendallGold::draws) from the cells' words
// (bit j: draw j's; a slot at half + cell: the cell's complemented), all
// draws at once: a slot's word adds one to the draws' 16-bit counts
// (vpmovm2w: 0xffff where in m2, subtracted) of its run and run's gold
// group; at a segment's end its c (L - c) slots in m2 (m1) give c (c - 1)
// / 2 pairs, summed twice over in 32-bit lanes (add_pairs; c <= 32,767 and
// the c's of a sum at most the m2 slots: below 2^31, exact); a pair's two words ANDed
// (both in m2) or NORed (both in m1). sums[j]: tie_sums' six of draw j.
__attribute__((target("avx512f,avx512bw"))) void batch_tie_sums(const KendallGold::Ranked& r,
                                                                const std::uint32_t* cells, std::size_t count,
                                                                std::array<std::int64_t, 6>* sums) {
  const std::uint32_t half = static_cast<std::uint32_t>(r.half);
  auto word = [&](std::uint32_t at) { return at < half ? cells[at] : ~cells[at - half]; };
  const __m512i one16 = _mm512_set1_epi16(1);
  __m512i pairs2[2] = {_mm512_setzero_si512(), _mm512_setzero_si512()};  // same, other: both in m2
  __m512i pairs0[2] = {_mm512_setzero_si512(), _mm512_setzero_si512()};  // both in m1
  for (int k = 0; k < 2; ++k) {
    const std::vector<std::uint32_t>& at = k ? r.other_groups : r.same_group;
    for (std::size_t p = 0; p < at.size(); p += 2) {
      const std::uint32_t a = word(at[p]), b = word(at[p + 1]);
      pairs2[k] = _mm512_sub_epi16(pairs2[k], _mm512_movm_epi16(a & b));
      pairs0[k] = _mm512_sub_epi16(pairs0[k], _mm512_movm_epi16(~(a | b)));
    }
  }
  // 32-bit sums of segments' pairs (twice over, add_pairs' lanes): tied, both; m2, m1.
  __m512i tied2[2] = {}, tied0[2] = {}, both2[2] = {}, both0[2] = {};
  __m512i rep2 = _mm512_setzero_si512(), rep0 = _mm512_setzero_si512();  // 16-bit
  const std::uint32_t* slot = r.run_slots.data();
  __m512i run = _mm512_setzero_si512();
  std::size_t begin = 0, run_begin = 0, next_run = 0;
  for (const std::uint32_t end : r.run_groups_end) {
    __m512i group = _mm512_setzero_si512();
    for (std::size_t i = begin; i < end; ++i) group = _mm512_sub_epi16(group, _mm512_movm_epi16(word(slot[i])));
    const __m512i length = _mm512_set1_epi16(static_cast<short>(end - begin));
    add_pairs(both2, group);
    add_pairs(both0, _mm512_sub_epi16(length, group));
    run = _mm512_add_epi16(run, group);
    begin = end;
    if (end == r.runs_end[next_run]) {
      const __m512i rest = _mm512_sub_epi16(_mm512_set1_epi16(static_cast<short>(end - run_begin)), run);
      add_pairs(tied2, run);
      add_pairs(tied0, rest);
      // c - 1 of a run's c slots in a vector repeat a score
      rep2 = _mm512_add_epi16(rep2, _mm512_sub_epi16(run, _mm512_min_epu16(run, one16)));
      rep0 = _mm512_add_epi16(rep0, _mm512_sub_epi16(rest, _mm512_min_epu16(rest, one16)));
      run = _mm512_setzero_si512();
      run_begin = end;
      ++next_run;
    }
  }
  alignas(64) std::uint16_t p2[2][32], p0[2][32], r2[32], r0[32];
  alignas(64) std::uint32_t t2[32], t0[32], b2[32], b0[32];
  for (int k = 0; k < 2; ++k) {
    _mm512_store_si512(p2[k], pairs2[k]);
    _mm512_store_si512(p0[k], pairs0[k]);
  }
  _mm512_store_si512(r2, rep2);
  _mm512_store_si512(r0, rep0);
  for (int h = 0; h < 2; ++h) {
    _mm512_store_si512(t2 + 16 * h, tied2[h]);
    _mm512_store_si512(t0 + 16 * h, tied0[h]);
    _mm512_store_si512(b2 + 16 * h, both2[h]);
    _mm512_store_si512(b0 + 16 * h, both0[h]);
  }
  for (std::size_t j = 0; j < count; ++j) {
    const std::int64_t tied_pairs0 = p0[0][j] + p0[1][j], tied_pairs2 = p2[0][j] + p2[1][j];
    const std::size_t l = pair_lane(j);
    sums[j] = {tied_pairs0 + t0[l] / 2, std::int64_t{p0[0][j]} + b0[l] / 2, tied_pairs0 + r0[j],
               tied_pairs2 + t2[l] / 2, std::int64_t{p2[0][j]} + b2[l] / 2, tied_pairs2 + r2[j]};
  }
}
#endif

void KendallGold::draw_ties(const Ranked& r, const std::uint8_t* keep, TieCounts* out) {
  ties_from(tie_sums(r, keep), out);
}

void KendallGold::ties_from(const std::array<std::int64_t, 6>& sums, TieCounts* out) {
  for (int v = 0; v < 2; ++v) out[v] = {sums[3 * v], sums[3 * v + 1], static_cast<std::size_t>(sums[3 * v + 2])};
}

void KendallGold::counts_from(const std::int64_t* discordant, const TieCounts* t, KendallCounts* counts,
                              std::size_t* distinct_scores) const {
  const std::size_t n = gold_.size();
  for (int v = 0; v < 2; ++v) {
    counts[v] = counts_of(n, discordant[v], gold_ties_, t[v].metric, t[v].both);
    distinct_scores[v] = n - t[v].repeated;
  }
}

double KendallGold::tau(const KendallCounts& k, std::size_t metric_distinct, KendallVariant variant,
                        bool scipy_order) const {
  const std::size_t min_distinct =
      variant == KendallVariant::c ? std::min(finite_ ? gold_distinct_ : distinct(gold_), metric_distinct) : 0;
  return kendall_from_counts(k, variant, gold_.size(), min_distinct, scipy_order);
}

std::pair<double, double> KendallGold::draw(const Ranked& r, const std::uint64_t* bits, std::size_t first_bit,
                                            const double* z1, const double* z2, KendallVariant variant,
                                            bool scipy_order) const {
  const std::size_t n = gold_.size();
  if (!r.usable || r.sweep_width == 0) {
    thread_local Vector m1, m2;
    m1.resize(n);
    m2.resize(n);
    mix_by_bits(bits, first_bit, z1, z2, n, m1.data(), m2.data());
    return {(*this)(m1.data(), r, variant, scipy_order), (*this)(m2.data(), r, variant, scipy_order)};
  }
  KendallCounts k[2];
  std::size_t distinct_scores[2];
  std::vector<std::uint8_t>& keep = kendall_scratch().keep;
  keep.resize(2 * r.half + 64);
  draw_keep(bits, first_bit, n, r.half, keep.data());
  swept(r, keep.data(), k, distinct_scores);
  return {tau(k[0], distinct_scores[0], variant, scipy_order), tau(k[1], distinct_scores[1], variant, scipy_order)};
}

bool KendallGold::batched(const Ranked& r) {
  return r.usable && r.sweep_width != 0 && r.sweep_codes.size() >= kPartsFrom &&
         r.slot_weights.size() == r.sweep_codes.size() && split_sweep();
}

void KendallGold::draws(const Ranked& r, const std::uint64_t* const* bits, std::size_t count, std::size_t first_bit,
                        const double* z1, const double* z2, KendallVariant variant, bool scipy_order,
                        std::pair<double, double>* out) const {
  if (count > kBatch) throw InvalidArgument("KendallGold::draws: more than kBatch draws");
#ifdef METEOR_KENDALL_X86
  if (batched(r)) {
    const std::size_t n = gold_.size(), slots = r.sweep_codes.size();
    KendallScratch& scratch = kendall_scratch();
    scratch.batch_cells.resize(r.half);
    scratch.batch_masks.resize(kBatch * mask_row(slots));
    batch_masks(r, bits, count, first_bit, n, scratch.batch_cells.data(), scratch.batch_masks.data());
    std::int64_t discordant[2 * kBatch];
    static constexpr std::array<void (*)(const Ranked&, const __mmask16*, std::size_t, std::int64_t*), 3> kernels{
        split_batch<32>, split_batch<64>, split_batch<128>};
    kernels[r.sweep_width == 32 ? 0 : r.sweep_width == 64 ? 1 : 2](r, scratch.batch_masks.data(), count, discordant);
    std::array<std::array<std::int64_t, 6>, kBatch> ties;
    batch_tie_sums(r, scratch.batch_cells.data(), count, ties.data());
    for (std::size_t j = 0; j < count; ++j) {
      TieCounts t[2];
      ties_from(ties[j], t);
      KendallCounts k[2];
      std::size_t distinct_scores[2];
      counts_from(discordant + 2 * j, t, k, distinct_scores);
      out[j] = {tau(k[0], distinct_scores[0], variant, scipy_order),
                tau(k[1], distinct_scores[1], variant, scipy_order)};
    }
    return;
  }
#endif
  for (std::size_t j = 0; j < count; ++j) out[j] = draw(r, bits[j], first_bit, z1, z2, variant, scipy_order);
}

// The sweep's counts of m1 and m2 (keep's 1s and 0s), with their ties and distinct scores.
void KendallGold::swept(const Ranked& r, const std::uint8_t* keep, KendallCounts* counts,
                        std::size_t* distinct_scores) const {
  std::int64_t discordant[2];
  sweep_for(r.sweep_width)(r, keep, discordant);
  TieCounts t[2];
  draw_ties(r, keep, t);
  counts_from(discordant, t, counts, distinct_scores);
}

std::optional<KendallCounts> KendallGold::swept_counts(const double* metric, std::size_t* distinct_scores) const {
  if (group_of_.empty()) return std::nullopt;  // not finite, too many groups or scores
  return sorted_counts(sort(metric), distinct_scores);
}

std::optional<KendallCounts> KendallGold::swept_counts(const Sorted& sorted, const double* metric,
                                                     std::size_t* distinct_scores) const {
  const std::size_t n = gold_.size();
  if (group_of_.empty() || !sorted.usable || sorted.order.size() != n) return std::nullopt;
  // metric's scores in sorted's order: ascending, equal where sorted's are
  // (then sorted's order is the one sort(metric) would find).
  const std::uint32_t* order = sorted.order.data();
  for (std::size_t i = 1; i < n; ++i) {
    const double a = metric[order_[order[i - 1]]], b = metric[order_[order[i]]];
    if (!(a <= b) || (a == b) != (sorted.sorted[i - 1] == sorted.sorted[i])) return std::nullopt;
  }
  return sorted_counts(sorted, distinct_scores);
}

std::optional<KendallCounts> KendallGold::sorted_counts(const Sorted& s, std::size_t* distinct_scores) const {
  const std::size_t n = gold_.size();
  if (group_of_.empty() || !s.usable || s.order.size() != n) return std::nullopt;
  // The slots by descending score, equal scores by descending gold order
  // position (so by descending gold group): the reverse of s's order.
  std::vector<std::uint8_t>& groups = kendall_scratch().sorted_groups;
  groups.resize(n);
  const std::uint32_t* order = s.order.data();
  const std::uint8_t* group_of = group_of_.data();
  for (std::size_t t = 0; t < n; ++t) groups[t] = group_of[order[n - 1 - t]];
  // The ties: a score's place in its run of equal scores (the pairs it
  // makes with the earlier ones), and in its run's slots of its gold group
  // (contiguous: the run is in gold order).
  std::int64_t metric_ties = 0, both = 0;
  std::size_t repeated = 0;
  for (std::size_t i = 1, run = 0, same = 0; i < n; ++i) {
    const std::size_t equal = s.sorted[i] == s.sorted[i - 1];
    const std::size_t one_group = equal & (groups[n - 1 - i] == groups[n - i]);
    run = (run + 1) * equal;
    same = (same + 1) * one_group;
    metric_ties += static_cast<std::int64_t>(run);
    both += static_cast<std::int64_t>(same);
    repeated += equal;
  }
  static const SweepKernel best = sweep_kernels().back();
  const std::int64_t discordant = count_groups(groups.data(), n, sweep_width(), best);
  if (distinct_scores) *distinct_scores = n - repeated;
  return counts_of(n, discordant, gold_ties_, metric_ties, both);
}

double KendallGold::operator()(const Sorted& sorted, const double* metric, KendallVariant variant,
                               bool scipy_order) const {
  const std::optional<KendallCounts> swept = swept_counts(sorted, metric);
  return swept ? tau_of(*swept, metric, variant, scipy_order) : (*this)(metric, variant, scipy_order);
}

KendallCounts KendallGold::counts(const double* metric, const Ranked& r, std::size_t* distinct_scores) const {
  const std::size_t n = gold_.size();
  auto fallback = [&] {
    if (distinct_scores) *distinct_scores = distinct(Vector(metric, metric + n));
    return counts(metric);
  };
  if (!r.usable || r.first.size() != n) return fallback();  // not ranked (rank(..., false))
  thread_local std::vector<std::uint32_t> x;
  x.resize(n);
  bool mixed = true;  // every score z1's or z2's
  for (std::size_t k = 0; k < n; ++k) {
    const double m = metric[order_[k]];
    const bool first = m == r.first_scores[k];
    mixed &= first | (m == r.second_scores[k]);
    // first ? r.first[k] : r.second[k], without a branch (the choice is random)
    x[k] = r.second[k] ^ ((r.first[k] ^ r.second[k]) & (0u - static_cast<std::uint32_t>(first)));
  }
  if (!mixed) return fallback();
  const std::int64_t discordant = n <= std::numeric_limits<std::uint16_t>::max()
                                      ? ranked_discordant<std::uint16_t>(x.data(), groups_, r.values)
                                      : ranked_discordant<std::uint32_t>(x.data(), groups_, r.values);
  const TieCounts ties = tie_counts(r, x.data());
  if (distinct_scores) *distinct_scores = n - ties.repeated;
  return counts_of(n, discordant, gold_ties_, ties.metric, ties.both);
}

double KendallGold::operator()(const double* metric, const Ranked& r, KendallVariant variant, bool scipy_order) const {
  std::size_t metric_distinct = 0;
  const KendallCounts k = counts(metric, r, &metric_distinct);
  return tau(k, metric_distinct, variant, scipy_order);
}

double KendallGold::operator()(const double* metric, KendallVariant variant, bool scipy_order) const {
  const std::optional<KendallCounts> swept = swept_counts(metric);  // (the same counts, where the sweep runs)
  return tau_of(swept ? *swept : counts(metric), metric, variant, scipy_order);
}

double KendallGold::tau_of(const KendallCounts& k, const double* metric, KendallVariant variant,
                           bool scipy_order) const {
  std::size_t min_distinct = 0;
  if (variant == KendallVariant::c)
    min_distinct = std::min(distinct(gold_), distinct(Vector(metric, metric + gold_.size())));
  return kendall_from_counts(k, variant, gold_.size(), min_distinct, scipy_order);
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
  if (epsilon == 0) {
    // Gold's order found once (KendallGold): one sweep in metric order where
    // gold has few distinct values (MQM), else its merge sort.
    const detail::KendallGold prepared(gold);
    if (const auto k = prepared.swept_counts(metric.data())) return *k;
    return prepared.counts(metric.data());
  }
  return kendall_counts_sorted(gold, metric, epsilon);
}

std::optional<KendallVariant> parse_kendall_variant(const std::string& name) {
  if (name == "b") return KendallVariant::b;
  if (name == "c") return KendallVariant::c;
  if (name == "23") return KendallVariant::t23;
  if (name == "acc23") return KendallVariant::acc23;
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
  const std::int64_t pairs = k.pairs();
  const std::int64_t metric_ties = k.ties_metric + k.ties_both, gold_ties = k.ties_gold + k.ties_both;
  switch (variant) {
    case KendallVariant::b:
    case KendallVariant::c: {
      if (pairs == 0 || metric_ties == pairs || gold_ties == pairs) return kNaN;
      const double diff = static_cast<double>(k.concordant - k.discordant);
      if (variant == KendallVariant::b) {  // clipped to [-1, 1] as scipy's kendalltau
        const double m = std::sqrt(static_cast<double>(pairs - metric_ties));
        const double g = std::sqrt(static_cast<double>(pairs - gold_ties));
        return std::clamp(scipy_order ? diff / g / m : diff / m / g, -1.0, 1.0);
      }
      const double n = static_cast<double>(size);
      const double m = static_cast<double>(min_distinct);
      return 2 * diff / (n * n * (m - 1) / m);
    }
    case KendallVariant::t23:
    case KendallVariant::acc23:
      return tau_from(k, variant);
  }
  return kNaN;
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
  PairwiseDiffMatrix d;
  d.n = x.size();
  d.diffs.resize(d.n * d.n);
  d.ties.resize(d.n * d.n);
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
  PairwiseDiffMatrix c;
  c.n = a.n;
  c.diffs.resize(cells);
  c.ties.resize(cells);
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
  KendallCounts k;
  k.concordant = con / 2;
  k.ties_metric = tie_metric_only / 2;
  k.ties_gold = tie_gold_only / 2;
  k.ties_both = (tie_both - static_cast<std::int64_t>(n)) / 2;
  const auto pairs = static_cast<std::int64_t>(n * (n - (n ? 1 : 0)) / 2);
  k.discordant = pairs - (k.concordant + k.ties_metric + k.ties_gold + k.ties_both);
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
  Agreement a;
  a.agree = k.concordant + k.ties_both;
  a.pairs = k.pairs();
  return a;
}

double pairwise_accuracy(const Vector& gold, const Vector& metric) {
  const Agreement a = agreement(gold, metric);
  return a.pairs ? static_cast<double>(a.agree) / static_cast<double>(a.pairs) : kNaN;
}

std::optional<Average> parse_average(const std::string& name) {
  if (name == "none") return Average::none;
  if (name == "sys") return Average::sys;
  if (name == "item") return Average::item;
  return std::nullopt;
}

const char* average_name(Average a) {
  switch (a) {
    case Average::none: return "none";
    case Average::sys: return "sys";
    case Average::item: return "item";
  }
  return "?";
}

std::vector<std::vector<std::size_t>> group_cells(const Vector& gold, std::size_t systems, Average average) {
  if (systems == 0) throw InvalidArgument("no systems");
  if (gold.size() % systems) throw InvalidArgument("score vector size is not a multiple of the number of systems");
  const std::size_t items = gold.size() / systems;
  std::vector<std::vector<std::size_t>> out;
  auto add = [&](std::vector<std::size_t>& g, std::size_t cell) {
    if (!std::isnan(gold[cell])) g.push_back(cell);
  };
  switch (average) {
    case Average::none:
      out.emplace_back();
      for (std::size_t c = 0; c < gold.size(); ++c) add(out.back(), c);
      break;
    case Average::sys:
      for (std::size_t s = 0; s < systems; ++s) {
        out.emplace_back();
        for (std::size_t i = 0; i < items; ++i) add(out.back(), s * items + i);
      }
      break;
    case Average::item:
      for (std::size_t i = 0; i < items; ++i) {
        out.emplace_back();
        for (std::size_t s = 0; s < systems; ++s) add(out.back(), s * items + i);
      }
      break;
  }
  out.erase(std::remove_if(out.begin(), out.end(), [](const auto& g) { return g.empty(); }), out.end());
  return out;
}

std::vector<VectorPair> vectors(const ScoreTable& t, Average average) {
  if (t.gold.size() != t.systems * t.items || t.metric.size() != t.systems * t.items)
    throw InvalidArgument("score table sizes do not match systems x items");
  std::vector<VectorPair> out;
  if (t.systems == 0) return out;
  for (const auto& cells : group_cells(t.gold, t.systems, average)) {
    VectorPair& p = out.emplace_back();
    p.gold.reserve(cells.size());
    p.metric.reserve(cells.size());
    for (std::size_t c : cells) {
      p.gold.push_back(t.gold[c]);
      p.metric.push_back(t.metric[c]);
    }
  }
  return out;
}

ScoreTable make_score_table(Vector gold, Vector metric, std::size_t systems) {
  if (gold.size() != metric.size())
    throw InvalidArgument("gold and metric scores differ in length (" + std::to_string(gold.size()) + " and " +
                          std::to_string(metric.size()) + ")");
  if (systems == 0 || gold.size() % systems != 0)
    throw InvalidArgument(std::to_string(gold.size()) + " scores are not a matrix of " + std::to_string(systems) +
                          " systems");
  for (double x : metric)
    if (!std::isfinite(x)) throw InvalidArgument("metric scores must be finite");
  ScoreTable t;
  t.systems = systems;
  t.items = gold.size() / systems;
  t.gold = std::move(gold);
  t.metric = std::move(metric);
  return t;
}

namespace {

// The one averaging rule (MTME's AverageCorrelation, macro average) over
// count vectors: corr(i) is vector i's weighted correlation, or nothing
// for a vector left out.
template <typename Corr>
AveragedP average_of(std::size_t count, Corr corr, bool replace_nans_with_zeros) {
  double total = 0, total_p = 0, n = 0;
  for (std::size_t i = 0; i < count; ++i) {
    const std::optional<WeightedCorrelation> c = corr(i);
    if (!c) continue;
    if (!std::isnan(c->value)) {
      total += c->weight * c->value;
      total_p += c->weight * c->p;
      n += c->weight;
    } else if (replace_nans_with_zeros) {
      n += c->weight;
    }
  }
  AveragedP a;
  if (n != 0) {
    a.value = total / n;
    a.p = total_p / n;
    a.weight = n;
  }
  return a;
}

}  // namespace

AveragedP average_rows(const ScoreTable& m, Average average, const WeightedCorrelationFn& corr,
                       bool replace_nans_with_zeros, bool filter_nones) {
  const std::vector<VectorPair> rows = filter_nones ? vectors(m, average) : matrix_rows(m, average);
  return average_of(
      rows.size(),
      [&](std::size_t i) -> std::optional<WeightedCorrelation> {
        const VectorPair& v = rows[i];
        if (filter_nones && v.gold.size() < 2) return std::nullopt;  // MTME skips empty and one-score vectors
        return corr(v.gold, v.metric);
      },
      replace_nans_with_zeros);
}

namespace detail {

double average_kendall(const TestGold& gold, const TestMetric& metric, KendallVariant variant, bool scipy_order,
                       bool replace_nans_with_zeros) {
  return average_of(
             gold.kendall.size(),
             [&](std::size_t v) -> std::optional<WeightedCorrelation> {
               const KendallGold& g = gold.kendall[v];
               if (g.size() < 2) return std::nullopt;  // as average_rows
               const double* raw = metric.raw.data() + gold.starts[v];
               const double tau = v < metric.sorted.size() ? g(metric.sorted[v], raw, variant, scipy_order)
                                                           : g(raw, variant, scipy_order);
               return WeightedCorrelation{tau, 0.0, 1.0};
             },
             replace_nans_with_zeros)
      .value;
}

}  // namespace detail

Averaged average_correlation(const ScoreTable& m, Average average, const CorrelationFn& corr,
                             bool replace_nans_with_zeros, const CorrelationFn& weight) {
  const AveragedP a = average_rows(
      m, average,
      [&](const Vector& g, const Vector& x) {
        return WeightedCorrelation{corr(g, x), 0.0, weight ? weight(g, x) : 1.0};
      },
      replace_nans_with_zeros);
  return {a.value, a.weight};
}

AveragedP average_correlation_p(const ScoreTable& m, Average average, const CorrelationPFn& corr,
                                bool replace_nans_with_zeros) {
  return average_rows(
      m, average,
      [&](const Vector& g, const Vector& x) {
        const CorrelationP c = corr(g, x);
        return WeightedCorrelation{c.value, c.p, 1.0};
      },
      replace_nans_with_zeros);
}

TiesOptResult kendall_with_ties_opt(const ScoreTable& m, Average average, KendallVariant variant,
                                    double sample_rate, std::uint64_t seed) {
  if (variant != KendallVariant::t23 && variant != KendallVariant::acc23)
    throw InvalidArgument("only the 23 and acc23 variants take an optimized tie threshold");
  if (!(sample_rate > 0 && sample_rate <= 1)) throw InvalidArgument("sample_rate must be in (0, 1]");
  Rng rng(seed);
  const PairFilter keep = [&] { return sample_rate == 1.0 || rng.uniform() <= sample_rate; };
  return tau_optimization(vectors(m, average), variant, keep);
}

TiesOptResult tau_optimization(const std::vector<VectorPair>& rows, KendallVariant variant, const PairFilter& keep) {
  if (variant != KendallVariant::t23 && variant != KendallVariant::acc23)
    throw InvalidArgument("only the 23 and acc23 variants take an optimized tie threshold");
  struct Pair {
    double diff;  // |metric difference|
    std::uint32_t row;
    PairClass normal, tie;  // class of the pair as it is, and with a metric tie
  };

  std::uint64_t pair_count = 0;
  for (const VectorPair& r : rows) {
    if (r.metric.size() != r.gold.size()) throw InvalidArgument("gold and metric vectors differ in length");
    pair_count += r.gold.size() * (r.gold.size() - (r.gold.empty() ? 0 : 1)) / 2;
  }
  if (pair_count > kMaxTiesOptPairs)
    throw LimitExceeded(std::to_string(pair_count) + " pairs are too many to optimize a tie threshold over (limit " +
                            std::to_string(kMaxTiesOptPairs) + "); average by item or sys");
  std::vector<Pair> pairs;
  pairs.reserve(pair_count);
  std::vector<KendallCounts> stats(rows.size());
  std::vector<bool> used(rows.size(), false);
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const Vector &g = rows[r].gold, &x = rows[r].metric;
    for (std::size_t i = 0; i < g.size(); ++i)
      for (std::size_t j = i + 1; j < g.size(); ++j) {
        if (keep && !keep()) continue;
        Pair p;
        p.diff = std::fabs(x[i] - x[j]);
        p.row = static_cast<std::uint32_t>(r);
        p.normal = pair_class(g[i] - g[j], x[i] - x[j]);
        p.tie = g[i] == g[j] ? PairClass::tie_both : PairClass::tie_metric;
        count_pair(stats[r], p.normal);
        used[r] = true;
        pairs.push_back(p);
      }
  }
  TiesOptResult result;
  for (bool u : used) result.vectors += u;
  if (result.vectors == 0) {
    result.tau = kNaN;
    return result;
  }
  const double num_rows = static_cast<double>(result.vectors);
  double total = 0;
  for (std::size_t r = 0; r < rows.size(); ++r)
    if (used[r]) total += tau_from(stats[r], variant);
  // Threshold 0 first (no ties introduced), then every difference in
  // increasing order, each turning its pairs (and all smaller) into ties.
  std::stable_sort(pairs.begin(), pairs.end(), [](const Pair& a, const Pair& b) { return a.diff < b.diff; });
  std::vector<double>& taus = result.taus;
  std::vector<double>& thresholds = result.thresholds;
  taus.assign(1, total / num_rows);
  thresholds.assign(1, 0.0);
  for (const Pair& p : pairs) {
    total -= tau_from(stats[p.row], variant);
    count_pair(stats[p.row], p.normal, -1);
    count_pair(stats[p.row], p.tie);
    total += tau_from(stats[p.row], variant);
    const double tau = total / num_rows;
    if (thresholds.back() == p.diff) {
      taus.back() = tau;
    } else {
      thresholds.push_back(p.diff);
      taus.push_back(tau);
    }
  }
  std::size_t best = 0;
  for (std::size_t i = 1; i < taus.size(); ++i)
    if (taus[i] > taus[best] || (std::isnan(taus[best]) && !std::isnan(taus[i]))) best = i;  // numpy's nanargmax
  result.tau = taus[best];
  result.threshold = thresholds[best];
  return result;
}

}  // namespace meteor::metaeval

namespace meteor::metaeval {


}  // namespace meteor::metaeval

namespace meteor::metaeval {

std::vector<VectorPair> matrix_rows(const ScoreTable& t, Average average) {
  if (t.systems == 0 || t.gold.size() != t.systems * t.items || t.metric.size() != t.gold.size())
    throw InvalidArgument("scores are not a matrix of " + std::to_string(t.systems) + " systems");
  std::vector<VectorPair> rows;
  if (average == Average::none) {
    rows.push_back({t.gold, t.metric});
    return rows;
  }
  const bool by_sys = average == Average::sys;
  const std::size_t n = by_sys ? t.systems : t.items, len = by_sys ? t.items : t.systems;
  rows.resize(n);
  for (std::size_t r = 0; r < n; ++r)
    for (std::size_t k = 0; k < len; ++k) {
      const std::size_t c = by_sys ? r * t.items + k : k * t.items + r;
      rows[r].gold.push_back(t.gold[c]);
      rows[r].metric.push_back(t.metric[c]);
    }
  return rows;
}

std::vector<VectorPair> pairwise_differences(const std::vector<VectorPair>& rows) {
  std::vector<VectorPair> out(rows.size());
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const Vector &g = rows[r].gold, &x = rows[r].metric;
    if (g.size() < 2) throw InvalidArgument("Pairwise diffs cannot be calculated for less than 2 systems.");
    if (x.size() != g.size()) throw InvalidArgument("gold and metric vectors differ in length");
    for (std::size_t a = 0; a < g.size(); ++a)
      for (std::size_t b = 0; b < g.size(); ++b) {
        out[r].gold.push_back(g[b] - g[a]);
        out[r].metric.push_back(x[b] - x[a]);
      }
  }
  return out;
}

AveragedP pairwise_difference_pearson(const ScoreTable& t, Average average, bool replace_nans_with_zeros) {
  ScoreTable pooled;
  pooled.systems = 1;
  for (const VectorPair& d : pairwise_differences(matrix_rows(t, average))) {
    pooled.gold.insert(pooled.gold.end(), d.gold.begin(), d.gold.end());
    pooled.metric.insert(pooled.metric.end(), d.metric.begin(), d.metric.end());
  }
  pooled.items = pooled.gold.size();
  return average_correlation_p(pooled, Average::none, pearson_p, replace_nans_with_zeros);
}

}  // namespace meteor::metaeval
