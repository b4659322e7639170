// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/tasks/task.hh"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <numeric>

#include "metaeval/statistics/random.hh"
#include "metaeval/significance/prepared.hh"
#include "util/error.hh"
#include "util/parallel.hh"

namespace meteor::metaeval {

std::vector<int> assign_ranks(const std::vector<std::vector<double>>& pvalues, double pval) {
  const std::size_t n = pvalues.size();
  std::vector<int> ranks(n, 0);
  int rank = 1;
  std::size_t start = 0;
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t s = start; s < i; ++s)
      if (pvalues[s][i] <= pval) {
        ++rank;
        start = i;
        break;
      }
    ranks[i] = rank;
  }
  return ranks;
}

namespace {

// What every test of a ranking shares: each metric's table (the one checked
// builder, the same gold in each) and, where the test takes them (scores,
// not ties_opt or pdp), the permutation tests' gold and metrics made once
// (every metric meets every other); for Kendall (epsilon 0) without tests
// too: its gold's order and groups found once for all the metrics.
struct Comparison {
  const std::vector<NamedScores>& metrics;
  const CompareOptions& options;
  std::vector<ScoreTable> tables;
  bool prepared = false;
  TestGold test_gold;
  std::vector<TestMetric> test_metrics;
  double cells = 0;

  Comparison(const Vector& gold, std::size_t systems, const std::vector<NamedScores>& m, const CompareOptions& o)
      : metrics(m), options(o), cells(static_cast<double>(gold.size())) {
    if (metrics.empty()) throw Error("no metrics to compare");
    tables.reserve(metrics.size());
    for (const NamedScores& x : metrics) {
      if (x.scores.size() != gold.size())
        throw Error("metric " + x.name + ": " + std::to_string(x.scores.size()) + " scores, gold has " +
                    std::to_string(gold.size()));
      try {
        tables.push_back(make_score_table(gold, x.scores, systems));
      } catch (const InvalidArgument& e) {
        throw InvalidArgument("metric " + x.name + ": " + e.what());
      }
    }
    const bool kendall = options.corr.kind == CorrKind::kendall && options.corr.epsilon == 0;
    prepared = (options.perm.k > 0 || kendall) && options.test == PermTest::scores &&
               options.corr.kind != CorrKind::ties_opt && !options.corr.pdp;
    if (prepared) test_gold = metaeval::test_gold(tables[0], options.corr);
    test_metrics.resize(prepared ? metrics.size() : 0);
  }

  // Small work runs on the calling thread (threads_for_work; a metric's
  // z-scores, sort and correlation count as about ten draws).
  unsigned threads_for(double draws) const { return threads_for_work(cells * draws, options.perm.threads); }

  // Each metric's test metric (prepared) and correlation (NaN without
  // values).
  std::vector<double> correlations(bool values = true) {
    const std::size_t n = metrics.size();
    std::vector<double> corr(n, kNaN);
    if (!prepared && !values) return corr;
    parallel_ordered<double>(
        n, threads_for(10.0 * static_cast<double>(n)),
        [&](std::size_t i) {
          if (prepared) test_metrics[i] = metaeval::test_metric(tables[i], test_gold);
          if (!values) return kNaN;
          if (test_gold.kendall.empty() || options.corr.kind != CorrKind::kendall)
            return correlate(tables[i], options.corr);
          // Kendall (epsilon 0): from the test's prepared golds.
          return average_kendall(test_gold, test_metrics[i], options.corr.variant, options.corr.scipy_kendall,
                                 options.corr.replace_nans_with_zeros);
        },
        [&](std::size_t i, double c) { corr[i] = c; }, options.perm.cancel);
    return corr;
  }

  // Every pair's test, metrics in `order` (order[i] the better of (i, j)):
  // r's pvalues, k_used and draws.
  void tests(const std::vector<std::size_t>& order, Ranking& r) const {
    const std::size_t n = order.size();
    r.pvalues.assign(n, std::vector<double>(n, 0));
    r.k_used.assign(n, std::vector<int>(n, 0));
    if (options.perm.k <= 0) return;
    std::vector<std::pair<std::size_t, std::size_t>> tests;
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = i + 1; j < n; ++j) tests.emplace_back(i, j);
    CorrSpec pairs = options.corr;
    if (options.test == PermTest::pairs) {
      if (pairs.kind != CorrKind::ties_opt && pairs.kind != CorrKind::kendall) pairs.variant = KendallVariant::acc23;
      pairs.sample_rate = options.pairs_sample_rate;
    }
    r.draws.assign(n, std::vector<std::vector<Draw>>(n));
    parallel_ordered<PermResult>(
        tests.size(), threads_for(static_cast<double>(tests.size()) * options.perm.k),
        [&](std::size_t t) {
          const auto [i, j] = tests[t];
          PermParams params = options.perm;
          params.threads = 1;
          params.seed = mix64(options.perm.seed ^ mix64((static_cast<std::uint64_t>(i) << 32) | j));
          // MTME tests "metric i correlates better than metric j": metric j
          // as the first argument, metric i as the second.
          if (prepared)
            return permutation_sig_diff(test_gold, test_metrics[order[j]], test_metrics[order[i]], options.corr,
                                                params);
          const ScoreTable& better = tables[order[i]];
          const ScoreTable& worse = tables[order[j]];
          return options.test == PermTest::pairs ? pairwise_permutation_sig_diff(worse, better, pairs, params)
                                                 : permutation_sig_diff(worse, better, options.corr, params);
        },
        [&](std::size_t t, PermResult res) {
          const auto [i, j] = tests[t];
          r.pvalues[i][j] = res.p;
          r.k_used[i][j] = res.k_used;
          r.draws[i][j] = std::move(res.draws);
          if (options.progress) options.progress(t + 1, tests.size());
        },
        options.perm.cancel);
  }
};

}  // namespace

Ranking compare_metrics(const Vector& gold, std::size_t systems, const std::vector<NamedScores>& metrics,
                        const CompareOptions& options) {
  Comparison c(gold, systems, metrics, options);
  const std::vector<double> corr = c.correlations();
  const std::size_t n = metrics.size();
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  // Decreasing correlation, then name (MTME sorts by (-corr, name); a NaN
  // correlation compares false both ways there, which this cannot mimic:
  // NaNs go last).
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    const bool na = std::isnan(corr[a]), nb = std::isnan(corr[b]);
    if (na != nb) return nb;
    if (!na && corr[a] != corr[b]) return corr[a] > corr[b];
    return metrics[a].name < metrics[b].name;
  });
  Ranking ranking;
  for (std::size_t i : order) ranking.metrics.push_back({metrics[i].name, corr[i], 0});
  c.tests(order, ranking);
  const std::vector<int> ranks = assign_ranks(ranking.pvalues, options.pval);
  for (std::size_t i = 0; i < n; ++i) ranking.metrics[i].rank = ranks[i];
  return ranking;
}

Ranking significance_matrix(const Vector& gold, std::size_t systems, const std::vector<NamedScores>& ordered,
                            const CompareOptions& options) {
  Comparison c(gold, systems, ordered, options);
  c.correlations(false);  // the test metrics
  std::vector<std::size_t> order(ordered.size());
  std::iota(order.begin(), order.end(), 0);
  Ranking ranking;
  for (const NamedScores& m : ordered) ranking.metrics.push_back({m.name, 0.0, 0});
  c.tests(order, ranking);
  return ranking;
}

std::string significance_flags(const Ranking& ranking, std::size_t i, double pval) {
  std::string out;
  for (std::size_t j = 0; j <= i; ++j) out += j ? " ." : ".";
  out += ' ';
  for (std::size_t j = i + 1; j < ranking.metrics.size(); ++j) {
    if (j > i + 1) out += ' ';
    out += ranking.pvalues[i][j] < pval ? '>' : '=';
  }
  return out;
}

std::string format_ranking(const Ranking& ranking, double pval, bool probs) {
  std::size_t width = 0;
  for (const RankedMetric& m : ranking.metrics) width = std::max(width, m.name.size());
  std::string out;
  char buf[64];
  for (std::size_t i = 0; i < ranking.metrics.size(); ++i) {
    const RankedMetric& m = ranking.metrics[i];
    out += m.name;
    out.append(width - m.name.size(), ' ');
    std::snprintf(buf, sizeof buf, " %2d %10.7f  ", m.rank, m.corr);
    out += buf;
    if (probs) {
      for (std::size_t j = 0; j <= i; ++j) out += j ? "   .  " : "  .  ";
      out += ' ';
      for (std::size_t j = i + 1; j < ranking.metrics.size(); ++j) {
        std::snprintf(buf, sizeof buf, j > i + 1 ? " %5.3f" : "%5.3f", ranking.pvalues[i][j]);
        out += buf;
      }
    } else {
      out += significance_flags(ranking, i, pval);
    }
    out += '\n';
  }
  return out;
}

}  // namespace meteor::metaeval
