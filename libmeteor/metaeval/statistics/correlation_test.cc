// Tests of the correlations (Pearson, Spearman, Kendall's variants,
// Kendall-like, pairwise accuracy, averaging, optimized tie thresholds, PDP):
// against figures by hand, numpy's and scipy's bits, the pair-by-pair counts
// and MTME's figures; and their p-values as scipy's.
//
// Correlations computed by hand on small vectors.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/statistics/correlation.hh"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <limits>
#include <optional>
#include <random>
#include <set>

#include "metaeval/statistics/random.hh"
#include "metaeval/significance/significance.hh"
#include "util/numpy_sum.hh"
#include "metaeval/statistics/pair_counts_test.hh"
#include "util/error.hh"

using namespace meteor::metaeval;
using namespace meteor::metaeval::testing;
using doctest::Approx;

TEST_CASE("metaeval: Pearson") {
  // dev gold (-1 0 1), dev metric (-5/3 -2/3 7/3): 4 / (sqrt 2 * sqrt(78/9)) = 12 / sqrt 156
  CHECK(pearson({1, 2, 3}, {1, 2, 5}) == Approx(12 / std::sqrt(156.0)).epsilon(1e-14));
  CHECK(pearson({1, 2, 3}, {3, 2, 1}) == Approx(-1.0));
  // Two points: the sign of the slope, as scipy.
  CHECK(pearson({1, 2}, {5, 3}) == -1.0);
  CHECK(pearson({1, 2}, {3, 5}) == 1.0);
  // Constant input or fewer than two points: NaN.
  CHECK(std::isnan(pearson({1, 1, 1}, {1, 2, 3})));
  CHECK(std::isnan(pearson({1, 2, 3}, {4, 4, 4})));
  CHECK(std::isnan(pearson({1}, {2})));
}

TEST_CASE("metaeval: sums and Pearson's r to the bit of numpy and scipy") {
  // numpy: np.array([1 / (i + 1) for i in range(20000)]).sum(); the sum in
  // order is 10.48072821722932.
  Vector a(20000);
  for (std::size_t i = 0; i < a.size(); ++i) a[i] = 1.0 / static_cast<double>(i + 1);
  CHECK(meteor::numpy_sum(a.data(), a.size()) == 10.480728217229329);
  CHECK(meteor::numpy_sum(a.data(), 7) == 1.0 + 1.0 / 2 + 1.0 / 3 + 1.0 / 4 + 1.0 / 5 + 1.0 / 6 + 1.0 / 7);
  CHECK(meteor::numpy_sum(a.data(), 0) == 0.0);
  // scipy.stats.pearsonr(x, y)[0] (scipy 1.10.1, numpy 1.24.2, reference
  // BLAS); with means summed in order: 0.23609032845611277.
  Vector x(1002), y(1002);
  for (std::size_t i = 0; i < x.size(); ++i) {
    x[i] = static_cast<double>((i * 7919) % 1000) / 1000.0 + 3;
    y[i] = static_cast<double>((i * 104729) % 997) / 997.0 + x[i] * 0.25;
  }
  CHECK(pearson(x, y) == 0.23609032845611286);
  // The same operations side by side (the permutation tests' draws).
  const double* same[detail::PearsonGold::kMany];
  for (const double*& v : same) v = y.data();
  double r[detail::PearsonGold::kMany];
  detail::PearsonGold(x).many(same, r);
  for (double v : r) CHECK(v == 0.23609032845611286);
}

TEST_CASE("metaeval: tau-b divided in scipy's order or in KendallVariants'") {
  // scipy.stats.kendalltau(g, m) divides by sqrt(P - Tg) first, MTME's
  // KendallVariants(g, m, 'b') by sqrt(P - Tm) first: one ulp apart here.
  const Vector g = {1, 2, 2, 1, 2, 2, 0, 0, 0}, m = {1, 4, 4, 0, 2, 4, 0, 3, 0};
  CHECK(kendall(g, m, KendallVariant::b) == 0.6445033866354896);
  CHECK(kendall(g, m, KendallVariant::b, 0, true) == 0.6445033866354897);
  CHECK(kendall_p(g, m).value == 0.6445033866354897);
  CorrSpec spec;
  spec.kind = CorrKind::kendall;
  CHECK(correlate(make_score_table(g, m, 1), spec) == 0.6445033866354896);
  spec.scipy_kendall = true;
  CHECK(correlate(make_score_table(g, m, 1), spec) == 0.6445033866354897);
}

TEST_CASE("metaeval: Spearman") {
  // ranks 1 3 2 4: 1 - 6 * 2 / (4 * 15)
  CHECK(spearman({1, 2, 3, 4}, {10, 30, 20, 40}) == Approx(0.8));
  // Tied gold ranks 1 2.5 2.5 4 against 1 2 3 4: 4.5 / sqrt(4.5 * 5) = sqrt(0.9)
  CHECK(spearman({1, 2, 2, 3}, {1, 2, 3, 4}) == Approx(std::sqrt(0.9)));
}

TEST_CASE("metaeval: Kendall counts and variants") {
  KendallCounts k = kendall_counts({1, 2, 3, 4}, {1, 3, 2, 4});
  CHECK(k.concordant == 5);
  CHECK(k.discordant == 1);
  CHECK(kendall({1, 2, 3, 4}, {1, 3, 2, 4}) == Approx(4.0 / 6));

  // gold 1 1 2 3, metric 1 2 2 3: C=4, D=0, one gold-only tie (0,1), one
  // metric-only tie (1,2), six pairs.
  const Vector g{1, 1, 2, 3}, m{1, 2, 2, 3};
  k = kendall_counts(g, m);
  CHECK(k.concordant == 4);
  CHECK(k.discordant == 0);
  CHECK(k.ties_gold == 1);
  CHECK(k.ties_metric == 1);
  CHECK(k.ties_both == 0);
  CHECK(kendall(g, m, KendallVariant::b) == Approx(4.0 / 5));           // 4 / sqrt(5) / sqrt(5)
  CHECK(kendall(g, m, KendallVariant::c) == Approx(0.75));              // 2*4 / (16 * 2/3)
  CHECK(kendall(g, m, KendallVariant::t23) == Approx(2.0 / 6));         // (4 - 1 - 1) / 6
  CHECK(kendall(g, m, KendallVariant::acc23) == Approx(4.0 / 6));       // 4 / 6
  CHECK(std::isnan(kendall({1, 1, 1}, {1, 2, 3}, KendallVariant::b)));  // all gold ties
  CHECK(kendall({1, 1, 1}, {1, 2, 3}, KendallVariant::acc23) == 0.0);

  // epsilon: |0.15 - 0.1| <= 0.05 makes the first pair a metric tie.
  CHECK(kendall({1, 2, 3}, {0.1, 0.15, 0.5}, KendallVariant::acc23, 0.05) == Approx(2.0 / 3));
  CHECK(kendall({1, 2, 3}, {0.1, 0.15, 0.5}, KendallVariant::t23, 0.05) == Approx(1.0 / 3));
  CHECK_THROWS(kendall({1, 2}, {1, 2}, KendallVariant::c, 0.1));
}


TEST_CASE("metaeval: Kendall counts of long vectors equal the pair-by-pair counts") {
  std::mt19937_64 rng(7);
  // Coarse scores (many ties, differences near epsilon), fine ones, and
  // decimal fractions whose differences round (0.3 - 0.2 vs 0.1).
  for (int round = 0; round < 60; ++round) {
    const std::size_t n = 64 + rng() % 300;
    const int kind = round % 3;
    Vector g(n), m(n);
    for (std::size_t i = 0; i < n; ++i) {
      g[i] = static_cast<double>(rng() % (kind == 0 ? 5 : 1000)) * (kind == 2 ? 0.1 : 1.0);
      m[i] = kind == 1 ? static_cast<double>(rng() % 100000) / 997.0 : static_cast<double>(rng() % 20) * 0.1;
    }
    for (double eps : {0.0, 0.1, 0.2, 0.3000000000000001, 1.0, 5.0}) {
      const KendallCounts want = counts_by_pairs(g, m, eps), got = kendall_counts(g, m, eps);
      CAPTURE(round);
      CAPTURE(eps);
      check_same_counts(got, want);
    }
    for (double thresh : {-1.0, 0.0, 0.1, 0.2, 1.0, 25.0}) {
      const KendallLikeResult want = like_by_pairs(g, m, thresh), got = kendall_like(g, m, thresh);
      CAPTURE(thresh);
      CHECK(got.pairs == want.pairs);
      CHECK(got.concordant == want.concordant);
      CHECK(got.discordant == want.pairs - want.concordant);
    }
    const KendallCounts k = counts_by_pairs(g, m, 0);
    const Agreement a = agreement(g, m);
    CHECK(a.agree == k.concordant + k.ties_both);
    CHECK(a.pairs == k.pairs());
  }
  // NaN scores keep the pair loop's answers.
  Vector g(100), m(100);
  for (std::size_t i = 0; i < 100; ++i) {
    g[i] = static_cast<double>(i % 7);
    m[i] = i % 13 == 0 ? std::nan("") : static_cast<double>(i % 5);
  }
  const KendallCounts want = counts_by_pairs(g, m, 0), got = kendall_counts(g, m, 0);
  CHECK(got.concordant == want.concordant);
  CHECK(got.discordant == want.discordant);
  CHECK(got.ties_metric == want.ties_metric);
}

TEST_CASE("metaeval: WMT Kendall-like and pairwise accuracy") {
  // thresh 0: the gold tie (0,1) counts as discordant; C = (0,2) (1,2).
  KendallLikeResult r = kendall_like({0, 0, 10, 30}, {1, 2, 3, 1}, 0);
  CHECK(r.concordant == 2);
  CHECK(r.discordant == 4);
  CHECK(r.tau == Approx(-1.0 / 3));
  r = kendall_like({0, 0, 10, 30}, {1, 2, 3, 1}, 15);  // only pairs with segment 3
  CHECK(r.pairs == 3);
  CHECK(r.tau == -1.0);
  CHECK(kendall_like({1, 1}, {1, 2}, 5).tau == 0.0);  // no pair: 0

  Agreement a = agreement({1, 2, 2}, {1, 2, 3});
  CHECK(a.agree == 2);  // (1,2): gold tie, metric not
  CHECK(a.pairs == 3);
  CHECK(pairwise_accuracy({1, 2, 2}, {1, 2, 3}) == Approx(2.0 / 3));
  CHECK(pairwise_accuracy({3, 2, 1}, {0.3, 0.2, 0.1}) == 1.0);
}

TEST_CASE("metaeval: averaging over systems and items, None gold scores") {
  // Two systems x three items; the gold score of system 2, item 2 is None.
  ScoreTable m;
  m.systems = 2;
  m.items = 3;
  m.gold = {1.0, 2.0, 3.0, 3.0, NAN, 1.0};
  m.metric = {1, 2, 3, 2, 5, 1};

  // none: gold 1 2 3 3 1 vs metric 1 2 3 2 1: 3 / (2 * sqrt 2.8)
  AveragedP a = average_correlation(m, Average::none, pearson);
  CHECK(a.value == Approx(3 / (2 * std::sqrt(2.8))));
  CHECK(a.weight == 1);
  // sys: system 1 (1 2 3 / 1 2 3) = 1; system 2 (3 1 / 2 1) = 1
  a = average_correlation(m, Average::sys, pearson);
  CHECK(a.value == Approx(1.0));
  CHECK(a.weight == 2);
  // item: item 1 (1 3 / 1 2) = 1; item 2 has one gold score left (skipped);
  // item 3 (3 1 / 3 1) = 1
  a = average_correlation(m, Average::item, pearson);
  CHECK(a.value == Approx(1.0));
  CHECK(a.weight == 2);

  // A NaN correlation (constant metric scores on item 3) is left out, or
  // counted as 0 with replace_nans_with_zeros.
  m.metric = {1, 2, 3, 2, 5, 3};
  a = average_correlation(m, Average::item, pearson);
  CHECK(a.value == 1.0);
  CHECK(a.weight == 1);
  a = average_correlation(m, Average::item, pearson, true);
  CHECK(a.value == 0.5);
  CHECK(a.weight == 2);

  // Weighted (MTME's macro=False): Kendall-like weighted by its pairs.
  m.gold = {1.0, 2.0, 3.0, 3.0, 2.0, 1.0};
  m.metric = {1, 2, 3, 1, 2, 3};
  auto kl = [](const Vector& g, const Vector& x) { return kendall_like(g, x, 0).tau; };
  auto pairs = [](const Vector& g, const Vector& x) { return double(kendall_like(g, x, 0).pairs); };
  // none: 6 values, 15 pairs; C 5, D 10 (the 3 gold ties among them)
  a = average_correlation(m, Average::none, kl, false, pairs);
  CHECK(a.value == Approx(-5.0 / 15));
  CHECK(a.weight == 15);
  // sys: 3 pairs each, +1 and -1
  a = average_correlation(m, Average::sys, kl, false, pairs);
  CHECK(a.value == 0.0);
  CHECK(a.weight == 6);
}

TEST_CASE("metaeval: Kendall with an optimized tie threshold") {
  ScoreTable m;
  m.systems = 3;
  m.items = 1;
  // Gold ties the first two; their metric scores differ by 0.05: acc23 goes
  // from 2/3 (threshold 0) to 1 once that difference counts as a tie.
  m.gold = {1.0, 1.0, 2.0};
  m.metric = {1.0, 1.05, 2.0};
  TiesOptResult r = kendall_with_ties_opt(m, Average::none, KendallVariant::acc23);
  CHECK(r.tau == 1.0);
  CHECK(r.threshold == Approx(0.05));
  CHECK(r.vectors == 1);
  // tau-23: (C + Tboth - D - Tg - Tm) / P: 1/3 at threshold 0, 1 at 0.05.
  r = kendall_with_ties_opt(m, Average::none, KendallVariant::t23);
  CHECK(r.tau == 1.0);

  // No tie helps: the threshold stays 0.
  m.gold = {1.0, 2.0, 3.0};
  m.metric = {1.0, 1.1, 3.0};
  r = kendall_with_ties_opt(m, Average::none, KendallVariant::acc23);
  CHECK(r.tau == 1.0);
  CHECK(r.threshold == 0.0);

  // Averaged by item: item 1 (gold 1 2, metric 1 2) is concordant, item 2
  // (gold 1 1, metric 5 5.5) a gold-only tie: 0.5 at threshold 0, 1 at 0.5,
  // 0.5 again at 1.
  m.systems = 2;
  m.items = 2;
  m.gold = {1.0, 1.0, 2.0, 1.0};
  m.metric = {1.0, 5.0, 2.0, 5.5};
  r = kendall_with_ties_opt(m, Average::item, KendallVariant::acc23);
  CHECK(r.tau == 1.0);
  CHECK(r.threshold == 0.5);
  CHECK(r.vectors == 2);
  CHECK_THROWS(kendall_with_ties_opt(m, Average::item, KendallVariant::b));
}

// p-values as scipy 1.10 gives them (figures printed by scipy.stats).
TEST_CASE("metaeval: p-values as scipy.stats") {
  auto rel = [](double a, double b) { return std::fabs(a - b) <= 1e-12 * std::fabs(b); };
  const Vector g{1, 2, 3, 4, 5}, m{2, 1, 4, 3, 6};
  CHECK(rel(pearson_p(g, m).p, 0.08770664700806555));
  CHECK(rel(spearman_p(g, m).p, 0.10408803866182788));
  CHECK(rel(kendall_p(g, m).p, 0.23333333333333334));  // exact distribution, no ties
  CHECK(kendall_p(g, m).value == Approx(0.6));
  const Vector tg{1, 1, 2, 3, 3, 4}, tm{1, 2, 2, 3, 5, 4};  // ties: normal approximation
  CHECK(rel(pearson_p(tg, tm).p, 0.044340338212893925));
  CHECK(rel(spearman_p(tg, tm).p, 0.031713317822196836));
  CHECK(rel(kendall_p(tg, tm).p, 0.04752507261618644));
  const Vector x{5, 8, 9, 5, 0, 0, 1, 7, 6, 9, 2, 4, 5, 2, 4, 2, 4, 7, 7, 9, 1, 7, 0, 6, 9, 9, 7, 6, 9, 1, 0, 1, 8, 8, 3, 9, 8, 7, 3, 6};
  const Vector y{5, 1, 9, 3, 4, 8, 1, 4, 0, 3, 9, 2, 0, 4, 9, 2, 7, 7, 9, 8, 6, 9, 3, 7, 7, 4, 5, 9, 3, 6, 8, 0, 2, 7, 7, 9, 7, 3, 0, 8};
  CHECK(rel(pearson_p(x, y).p, 0.3453961588591668));
  CHECK(rel(spearman_p(x, y).p, 0.328145503845759));
  CHECK(rel(kendall_p(x, y).p, 0.3310385753277195));
  CHECK(rel(kendall_p(x, y).value, 0.1159840710507956));
  // n > 33 without ties and one discordant pair: still the exact p.
  Vector z, w;
  for (int i = 0; i < 40; ++i) z.push_back(i), w.push_back(i);
  std::swap(w[3], w[4]);
  CHECK(rel(kendall_p(z, w).p, 9.804939513027087e-47));
  // Perfect ranks: Spearman exactly 1, p 0; two points: Pearson p 1.
  CHECK(spearman_p({1, 2, 3}, {2, 4, 8}).value == 1.0);
  CHECK(spearman_p({1, 2, 3}, {2, 4, 8}).p == 0.0);
  CHECK(pearson_p({1, 2}, {3, 4}).p == 1.0);
  // Constant input: NaN both.
  CHECK(std::isnan(pearson_p({1, 1, 1}, {1, 2, 3}).p));
  CHECK(std::isnan(spearman_p({1, 2, 3}, {1, 1, 1}).value));
  CHECK(std::isnan(kendall_p({1, 1, 1}, {1, 2, 3}).p));
}

// The p-values' tails (Student's t, the beta of Pearson's r, Kendall's
// normal approximation and exact distribution) and Williams' test on random
// data: FNV-1a over their bits, made on x86-64. Every architecture's build
// must give it (the aarch64 one runs this under qemu: docs/dev/arm.md).
TEST_CASE("metaeval: p-values give x86-64's bits") {
  std::uint64_t h = 0xcbf29ce484222325ull;
  auto add = [&](double r) {
    const std::uint64_t b = std::bit_cast<std::uint64_t>(r);
    for (int k = 0; k < 8; ++k) h = (h ^ ((b >> (8 * k)) & 0xff)) * 0x100000001b3ull;
  };
  std::mt19937_64 rng(62);
  std::uniform_real_distribution<double> unit(0, 1);
  for (int i = 0; i < 20000; ++i) {
    const double t = 40 * unit(rng) * unit(rng), df = i % 2 ? std::floor(1 + 3000 * unit(rng)) : 0.5 + 1e5 * unit(rng);
    add(student_t_sf(t, df));
  }
  for (int i = 0; i < 3000; ++i) {
    const double r12 = 2 * unit(rng) - 1, r13 = 2 * unit(rng) - 1, r23 = 2 * unit(rng) - 1;
    add(williams_test(r12, r13, r23, std::floor(4 + 5000 * unit(rng) * unit(rng)), i % 2 == 0));
  }
  for (int i = 0; i < 600; ++i) {
    Vector g(3 + rng() % 60), m(g.size());
    for (std::size_t j = 0; j < g.size(); ++j) {
      g[j] = std::floor(8 * unit(rng));  // ties: Kendall's normal approximation
      m[j] = g[j] + 4 * unit(rng);
    }
    add(pearson_p(g, m).p);
    add(spearman_p(g, m).p);
    add(kendall_p(g, m).p);
    add(kendall_p(m, m).p);  // no ties: the exact distribution (n <= 33) or the normal
  }
  char hex[19];
  std::snprintf(hex, sizeof hex, "0x%016llx", static_cast<unsigned long long>(h));
  CHECK_MESSAGE(h == 0x83b755ee774ccc05ull, "digest " << hex);
}

TEST_CASE("metaeval: averaged correlations with p-values") {
  // Two systems x three items; item averaging: three two-point vectors
  // (Pearson +-1, p 1) averaged.
  ScoreTable m;
  m.systems = 2;
  m.items = 3;
  m.gold = {1.0, 2.0, 3.0, 2.0, NAN, 1.0};
  m.metric = {1, 5, 3, 2, 4, 4};
  AveragedP a = average_correlation_p(m, Average::item, pearson_p);
  CHECK(a.weight == 2);  // the item with a None keeps one score: left out
  CHECK(a.value == Approx(0.0));
  CHECK(a.p == 1.0);
}

TEST_CASE("metaeval: one grouping of table cells") {
  // 2 systems x 3 items; cell 4 (system 2, item 2) has no gold.
  const Vector gold = {1, 2, 3, 4, NAN, 6};
  using Cells = std::vector<std::vector<std::size_t>>;
  CHECK(group_cells(gold, 2, Average::none) == Cells{{0, 1, 2, 3, 5}});
  CHECK(group_cells(gold, 2, Average::sys) == Cells{{0, 1, 2}, {3, 5}});
  CHECK(group_cells(gold, 2, Average::item) == Cells{{0, 3}, {1}, {2, 5}});
  CHECK(group_cells({NAN, NAN}, 2, Average::item).empty());  // empty vectors left out
  CHECK_THROWS_AS(group_cells(gold, 4, Average::none), meteor::InvalidArgument);
  CHECK_THROWS_AS(group_cells(gold, 0, Average::none), meteor::InvalidArgument);
}

TEST_CASE("metaeval: pairwise differences and Pairwise Difference Pearson (MTME's figures)") {
  // MTME's stats_test: one segment of four systems, x[b] - x[a], a-major.
  const auto d = pairwise_differences({VectorPair{{1, 2, 3, 4}, {2, 1, 8, 3}}});
  REQUIRE(d.size() == 1);
  CHECK(d[0].gold == Vector{0, 1, 2, 3, -1, 0, 1, 2, -2, -1, 0, 1, -3, -2, -1, 0});
  CHECK(d[0].metric == Vector{0, -1, 6, 1, 1, 0, 7, 2, -6, -7, 0, -5, -1, -2, 5, 0});
  CHECK(std::isnan(pairwise_differences({VectorPair{{1, NAN}, {1, 2}}})[0].gold[1]));
  CHECK_THROWS_AS(pairwise_differences({VectorPair{{1}, {1}}}), meteor::InvalidArgument);
  // MTME's Correlation(2, [1..6], [2, 1, 4, 3, 3, 7]).Pearson(avg, pdp=True): 0.926, 0.776, 0.766.
  ScoreTable t;
  t.systems = 2;
  t.items = 3;
  t.gold = {1, 2, 3, 4, 5, 6};
  t.metric = {2, 1, 4, 3, 3, 7};
  CHECK(pairwise_difference_pearson(t, Average::item).value == Approx(0.926).epsilon(1e-3));
  CHECK(pairwise_difference_pearson(t, Average::none).value == Approx(0.776).epsilon(1e-3));
  CHECK(pairwise_difference_pearson(t, Average::sys).value == Approx(0.766).epsilon(1e-3));
  // With a missing gold score (MTME: 0.968 by item, 0.975 none).
  t.gold = {1, 5, NAN, 10, 2, 12};
  t.metric = {3, 15, 1, 20, 4, 24};
  CHECK(pairwise_difference_pearson(t, Average::item).value == Approx(0.968).epsilon(1e-3));
  CHECK(pairwise_difference_pearson(t, Average::none).value == Approx(0.975).epsilon(1e-3));
  t.systems = 1;
  t.items = 6;
  CHECK_THROWS_AS(pairwise_difference_pearson(t, Average::item), meteor::InvalidArgument);  // one system
}

TEST_CASE("metaeval: Kendall from a metric's pairwise-difference matrix equals Kendall with epsilon") {
  const PairwiseDiffMatrix x1 = pairwise_diff_matrix({1.0, 2.0, 2.1, 3.0}, 0.2);
  double ties = 0;
  for (double t : x1.ties) ties += t;
  CHECK((ties - 4) / 2 == 1);  // MTME's PairwiseDiffs test: one real tie
  meteor::metaeval::Rng rng(5);
  for (int round = 0; round < 200; ++round) {
    const std::size_t n = 2 + rng.next() % 12;
    Vector g(n), m(n);
    for (std::size_t i = 0; i < n; ++i) {
      g[i] = static_cast<double>(rng.next() % 4);
      m[i] = static_cast<double>(rng.next() % 7) * 0.5;
    }
    const double eps = (round % 3) * 0.5;
    for (KendallVariant v : {KendallVariant::b, KendallVariant::t23, KendallVariant::acc23}) {
      const double want = kendall(g, m, v, eps);
      const double got = kendall_from_counts(kendall_counts(g, pairwise_diff_matrix(m, eps)), v, n, 0);
      INFO("round " << round);
      if (std::isnan(want))
        CHECK(std::isnan(got));
      else
        CHECK(got == Approx(want).epsilon(1e-12));
    }
  }
}

TEST_CASE("metaeval: tau optimization keeps every threshold (MTME's regression example)") {
  // MTME's tau_optimization_test: rows with None (NaN here, left out by pairs).
  const Vector metric[] = {{0, 5, 2, 3, 2}, {NAN, 2, 1, 5, 3}, {9, 1, 5, 3, 8}, {9, 3, 4, 4, 1}};
  const Vector human[] = {{1, 5, 2, 1, 1}, {4, 2, 2, 1, 4}, {5, 9, 2, 8, 7}, {7, 6, NAN, 3, 2}};
  std::vector<VectorPair> rows;
  for (int r = 0; r < 4; ++r) {
    VectorPair p;
    for (std::size_t i = 0; i < 5; ++i)
      if (!std::isnan(metric[r][i]) && !std::isnan(human[r][i])) {
        p.metric.push_back(metric[r][i]);
        p.gold.push_back(human[r][i]);
      }
    rows.push_back(p);
  }
  const TiesOptResult r = tau_optimization(rows, KendallVariant::acc23);
  CHECK(r.thresholds == Vector{0, 1, 2, 3, 4, 5, 6, 7, 8});
  const Vector taus = {0.4666666666666667, 0.4916666666666668, 0.38333333333333347, 0.29166666666666674,
                       0.2666666666666667, 0.2, 0.15833333333333335, 0.15833333333333335, 0.1166666666666667};
  REQUIRE(r.taus.size() == taus.size());
  for (std::size_t i = 0; i < taus.size(); ++i) CHECK(r.taus[i] == Approx(taus[i]).epsilon(1e-15));
  CHECK(r.threshold == 1);
}

