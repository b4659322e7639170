// correlate() and its parts: one vector's correlation, the average of a
// table's vectors, pooled accuracy, 1 - PCE and PCE's p-values (on
// pce.cc's sign matrices and kernels).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/statistics/correlation.hh"

#include <algorithm>
#include <cmath>
#include <numeric>

#include "util/error.hh"
#include "util/numpy_sum.hh"

namespace meteor::metaeval {
namespace detail {

double pce_value(const Vector& gold, const Vector& metric, std::size_t systems, int permutations,
                 const std::vector<std::vector<double>>* gold_p) {
  Vector g, m;
  for (std::size_t c = 0; c < gold.size(); ++c)
    if (!std::isnan(gold[c])) {
      g.push_back(gold[c]);
      m.push_back(metric[c]);
    }
  if (g.empty() || g.size() % systems)
    throw Error("PCE: the segments with gold scores differ between systems (" + std::to_string(g.size()) +
                " scores for " + std::to_string(systems) + " systems)");
  if (permutations <= 0) return kNaN;  // no p-values (as NaN matrices give)
  const auto signs = pce_signs(4, static_cast<std::size_t>(permutations), g.size() / systems);
  const auto metric_p = pce_matrix(*signs, m.data(), systems);
  if (gold_p) return one_minus_pce(*gold_p, metric_p);
  return one_minus_pce(pce_matrix(*signs, g.data(), systems), metric_p);
}

}  // namespace detail

double correlate(const ScoreTable& table, const CorrSpec& spec) {
  if (table.gold.size() != table.systems * table.items || table.metric.size() != table.gold.size())
    throw InvalidArgument("score table sizes do not match systems x items");
  if (spec.pdp) {
    if (spec.kind != CorrKind::pearson) throw InvalidArgument("pdp (Pairwise Difference Pearson) is for Pearson only");
    return pairwise_difference_pearson(table, spec.average, spec.replace_nans_with_zeros).value;
  }
  switch (spec.kind) {
    case CorrKind::ties_opt: return kendall_with_ties_opt(table, spec.average, spec.variant, spec.sample_rate, spec.sample_seed).tau;
    case CorrKind::accuracy: return pooled_accuracy(table.gold, table.metric, spec.blocks);
    case CorrKind::pce:
      return detail::pce_value(table.gold, table.metric, table.systems, spec.pce_permutations, nullptr);
    default: break;
  }
  return average_correlation(
             table, spec.average, [&](const Vector& g, const Vector& m) { return vector_corr(g, m, spec); },
             spec.replace_nans_with_zeros)
      .value;
}

double vector_corr(const Vector& gold, const Vector& metric, const CorrSpec& spec) {
  if (gold.size() < 2) return kNaN;
  switch (spec.kind) {
    case CorrKind::pearson: return pearson(gold, metric);
    case CorrKind::spearman: return spearman(gold, metric);
    case CorrKind::kendall: return kendall(gold, metric, spec.variant, spec.epsilon, spec.scipy_kendall);
    case CorrKind::kendall_like: return kendall_like(gold, metric, spec.thresh).tau;
    default: throw InvalidArgument("vector_corr: not a vector correlation");
  }
}

double average_values(const Vector& values, bool replace_nans_with_zeros) {
  Vector kept;
  kept.reserve(values.size());
  for (double v : values)
    if (!std::isnan(v) || replace_nans_with_zeros) kept.push_back(std::isnan(v) ? 0.0 : v);
  return kept.empty() ? 0 : numpy_sum(kept) / static_cast<double>(kept.size());
}

double pooled_accuracy(const Vector& gold, const Vector& metric, const std::vector<std::size_t>& blocks) {
  std::vector<std::size_t> sizes = blocks;
  if (sizes.empty()) sizes.push_back(gold.size());
  if (std::accumulate(sizes.begin(), sizes.end(), std::size_t{0}) != gold.size())
    throw InvalidArgument("accuracy blocks do not add up to the number of scores");
  if (sizes.size() == 1 && std::none_of(gold.begin(), gold.end(), [](double x) { return std::isnan(x); }))
    return pairwise_accuracy(gold, metric);  // (one block, every gold: no copies a draw)
  std::int64_t agree = 0, pairs = 0;
  std::size_t begin = 0;
  Vector g, m;
  for (std::size_t s : sizes) {
    g.clear();
    m.clear();
    for (std::size_t c = begin; c < begin + s; ++c)
      if (!std::isnan(gold[c])) {
        g.push_back(gold[c]);
        m.push_back(metric[c]);
      }
    const Agreement a = agreement(g, m);
    agree += a.agree;
    pairs += a.pairs;
    begin += s;
  }
  return pairs ? static_cast<double>(agree) / static_cast<double>(pairs) : kNaN;
}

std::vector<std::vector<double>> pairwise_system_p_values(const std::vector<Vector>& seg_scores,
                                                          int num_permutations, std::uint64_t seed) {
  const std::size_t n = seg_scores.size();
  if (n == 0 || num_permutations <= 0) return std::vector<std::vector<double>>(n, std::vector<double>(n, kNaN));
  const std::size_t segs = seg_scores[0].size();
  Vector scores;
  scores.reserve(n * segs);
  for (const Vector& row : seg_scores) {
    if (row.size() != segs) throw InvalidArgument("systems differ in their number of segments");
    scores.insert(scores.end(), row.begin(), row.end());
  }
  const auto signs = detail::pce_signs(seed, static_cast<std::size_t>(num_permutations), segs);
  return detail::pce_matrix(*signs, scores.data(), n);
}

double one_minus_pce(const std::vector<std::vector<double>>& gold_p, const std::vector<std::vector<double>>& metric_p) {
  if (metric_p.size() != gold_p.size()) throw InvalidArgument("p-value matrices differ in size");
  return detail::one_minus_pce_of(gold_p, gold_p.size(), [&](std::size_t i, std::size_t j) { return metric_p[i][j]; });
}

}  // namespace meteor::metaeval
