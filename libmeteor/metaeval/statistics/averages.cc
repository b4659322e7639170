// Correlations of score tables: the vectors of an averaging (none, by
// system, by item), MTME's macro average of their correlations, the
// tables' rows as MTME's matrix code takes them, pairwise differences, and
// the tie calibration of KendallWithTiesOpt (tau_optimization).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/statistics/correlation.hh"

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>
#include <optional>

#include "util/numpy_sum.hh"
#include "metaeval/statistics/random.hh"
#include "util/error.hh"

namespace meteor::metaeval {
namespace {

// The cells of each row of an averaging (Average) of a systems x items table
// (MTME's _Reshape).
std::vector<std::vector<std::size_t>> row_cells(std::size_t systems, std::size_t items, Average average) {
  if (average == Average::none) {
    std::vector<std::size_t> all(systems * items);
    std::iota(all.begin(), all.end(), 0);
    return {all};
  }
  const bool by_sys = average == Average::sys;
  std::vector<std::vector<std::size_t>> rows(by_sys ? systems : items);
  for (std::size_t r = 0; r < rows.size(); ++r)
    for (std::size_t k = 0; k < (by_sys ? items : systems); ++k)
      rows[r].push_back(by_sys ? r * items + k : k * items + r);
  return rows;
}

// The gold and metric scores of each row of cells.
std::vector<VectorPair> gather(const ScoreTable& t, const std::vector<std::vector<std::size_t>>& rows) {
  std::vector<VectorPair> out;
  for (const auto& cells : rows) {
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

// The rows as they are, gold NaN kept.
std::vector<VectorPair> matrix_rows(const ScoreTable& t, Average average) {
  if (t.systems == 0 || t.gold.size() != t.systems * t.items || t.metric.size() != t.gold.size())
    throw InvalidArgument("scores are not a matrix of " + std::to_string(t.systems) + " systems");
  return gather(t, row_cells(t.systems, t.items, average));
}

}  // namespace

std::optional<Average> parse_average(const std::string& name) {
  for (Average a : {Average::none, Average::sys, Average::item})
    if (name == average_name(a)) return a;
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
  std::vector<std::vector<std::size_t>> out;
  for (std::vector<std::size_t>& row : row_cells(systems, gold.size() / systems, average)) {
    std::erase_if(row, [&](std::size_t c) { return std::isnan(gold[c]); });
    if (!row.empty()) out.push_back(std::move(row));
  }
  return out;
}

std::vector<VectorPair> vectors(const ScoreTable& t, Average average) {
  if (t.gold.size() != t.systems * t.items || t.metric.size() != t.systems * t.items)
    throw InvalidArgument("score table sizes do not match systems x items");
  if (t.systems == 0) return {};
  return gather(t, group_cells(t.gold, t.systems, average));
}

ScoreTable make_score_table(Vector gold, Vector metric, std::size_t systems) {
  if (gold.size() != metric.size())
    throw InvalidArgument("gold and metric scores differ in length (" + std::to_string(gold.size()) + " and " +
                          std::to_string(metric.size()) + ")");
  if (systems == 0 || gold.size() % systems != 0)
    throw InvalidArgument(std::to_string(gold.size()) + " scores are not a matrix of " + std::to_string(systems) +
                          " systems");
  if (!detail::all_finite(metric)) throw InvalidArgument("metric scores must be finite");
  return {systems, gold.size() / systems, std::move(gold), std::move(metric)};  // (braced: size read before the move)
}

namespace detail {

AveragedP average_of(std::size_t count, const std::function<std::optional<WeightedCorrelation>(std::size_t)>& corr,
                     bool replace_nans_with_zeros) {
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
  if (n == 0) return {};
  return {total / n, total_p / n, n};
}

}  // namespace detail

AveragedP average_rows(const ScoreTable& m, Average average, const WeightedCorrelationFn& corr,
                       bool replace_nans_with_zeros, bool filter_nones) {
  const std::vector<VectorPair> rows = filter_nones ? vectors(m, average) : matrix_rows(m, average);
  return detail::average_of(
      rows.size(),
      [&](std::size_t i) -> std::optional<WeightedCorrelation> {
        const VectorPair& v = rows[i];
        if (filter_nones && v.gold.size() < 2) return std::nullopt;  // MTME skips empty and one-score vectors
        return corr(v.gold, v.metric);
      },
      replace_nans_with_zeros);
}

AveragedP average_correlation(const ScoreTable& m, Average average, const CorrelationFn& corr,
                              bool replace_nans_with_zeros, const CorrelationFn& weight) {
  return average_rows(
      m, average,
      [&](const Vector& g, const Vector& x) {
        return WeightedCorrelation{corr(g, x), 0.0, weight ? weight(g, x) : 1.0};
      },
      replace_nans_with_zeros);
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
  std::vector<KendallCounts> stats(rows.size());  // each vector's kept pairs (none: the vector is left out)
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const Vector &g = rows[r].gold, &x = rows[r].metric;
    for (std::size_t i = 0; i < g.size(); ++i)
      for (std::size_t j = i + 1; j < g.size(); ++j) {
        if (keep && !keep()) continue;
        const PairClass normal = pair_class(g[i] - g[j], x[i] - x[j]);
        pairs.push_back({std::fabs(x[i] - x[j]), static_cast<std::uint32_t>(r), normal,
                         g[i] == g[j] ? PairClass::tie_both : PairClass::tie_metric});
        count_pair(stats[r], normal);
      }
  }
  TiesOptResult result;
  for (const KendallCounts& k : stats) result.vectors += k.pairs() > 0;
  if (result.vectors == 0) return {kNaN, 0, 0, {}, {}};  // no pair in any vector
  const double num_rows = static_cast<double>(result.vectors);
  double total = 0;
  for (const KendallCounts& k : stats)
    if (k.pairs() > 0) total += tau_from(k, variant);
  // Threshold 0 first (no ties introduced), then every difference in
  // increasing order, each turning its pairs (and all smaller) into ties.
  std::stable_sort(pairs.begin(), pairs.end(), [](const Pair& a, const Pair& b) { return a.diff < b.diff; });
  result.taus = {total / num_rows};
  result.thresholds = {0.0};
  for (const Pair& p : pairs) {
    total -= tau_from(stats[p.row], variant);
    count_pair(stats[p.row], p.normal, -1);
    count_pair(stats[p.row], p.tie);
    total += tau_from(stats[p.row], variant);
    const double tau = total / num_rows;
    if (result.thresholds.back() == p.diff) {
      result.taus.back() = tau;
    } else {
      result.thresholds.push_back(p.diff);
      result.taus.push_back(tau);
    }
  }
  std::size_t best = 0;  // numpy's nanargmax
  for (std::size_t i = 1; i < result.taus.size(); ++i)
    if (result.taus[i] > result.taus[best] || (std::isnan(result.taus[best]) && !std::isnan(result.taus[i]))) best = i;
  result.tau = result.taus[best];
  result.threshold = result.thresholds[best];
  return result;
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
