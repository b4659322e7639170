// correlate() and its parts: one vector's correlation, the average of a
// table's vectors, pooled accuracy (PCE's are in pce.cc).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/statistics/correlate.hh"

#include <algorithm>
#include <cmath>
#include <limits>

#include "metaeval/statistics/pce.hh"
#include "util/error.hh"
#include "util/numpy_sum.hh"

namespace meteor::metaeval {
namespace {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

}  // namespace

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
    case CorrKind::pce: return detail::pce_value(table.gold, table.metric, table.systems, spec.pce_permutations, nullptr);
    default: break;
  }
  // AverageCorrelation, macro average (the one averaging rule).
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
  for (double v : values) {
    if (!std::isnan(v))
      kept.push_back(v);
    else if (replace_nans_with_zeros)
      kept.push_back(0.0);
  }
  return kept.empty() ? 0 : numpy_sum(kept) / static_cast<double>(kept.size());
}

double pooled_accuracy(const Vector& gold, const Vector& metric, const std::vector<std::size_t>& blocks) {
  std::vector<std::size_t> sizes = blocks;
  if (sizes.empty()) sizes.push_back(gold.size());
  std::size_t total = 0;
  for (std::size_t s : sizes) total += s;
  if (total != gold.size()) throw InvalidArgument("accuracy blocks do not add up to the number of scores");
  if (sizes.size() == 1 && std::none_of(gold.begin(), gold.end(), [](double x) { return std::isnan(x); })) {
    const Agreement a = agreement(gold, metric);  // (one block, every gold: no copies a draw)
    return a.pairs ? static_cast<double>(a.agree) / static_cast<double>(a.pairs) : kNaN;
  }
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

}  // namespace meteor::metaeval
