// SPDX-License-Identifier: LGPL-2.1-or-later
// Correlations computed by hand on small vectors.
#include "metaeval/statistics/correlation.hh"

#include <doctest/doctest.h>

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <limits>
#include <optional>
#include <random>
#include <set>

#include "metaeval/statistics/random.hh"
#include "metaeval/significance/significance.hh"
#include "metaeval/significance/stats_internal.hh"
#include "util/error.hh"

using namespace meteor::metaeval;
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
  CHECK(detail::numpy_sum(a.data(), a.size()) == 10.480728217229329);
  CHECK(detail::numpy_sum(a.data(), 7) == 1.0 + 1.0 / 2 + 1.0 / 3 + 1.0 / 4 + 1.0 / 5 + 1.0 / 6 + 1.0 / 7);
  CHECK(detail::numpy_sum(a.data(), 0) == 0.0);
  // scipy.stats.pearsonr(x, y)[0] (scipy 1.10.1, numpy 1.24.2, reference
  // BLAS); with means summed in order: 0.23609032845611277.
  Vector x(1002), y(1002);
  for (std::size_t i = 0; i < x.size(); ++i) {
    x[i] = static_cast<double>((i * 7919) % 1000) / 1000.0 + 3;
    y[i] = static_cast<double>((i * 104729) % 997) / 997.0 + x[i] * 0.25;
  }
  CHECK(pearson(x, y) == 0.23609032845611286);
  CHECK(detail::PearsonGold(x).two(y.data(), y.data()).first == 0.23609032845611286);
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

namespace {

void check_same_counts(const KendallCounts& got, const KendallCounts& want) {
  CHECK(got.concordant == want.concordant);
  CHECK(got.discordant == want.discordant);
  CHECK(got.ties_gold == want.ties_gold);
  CHECK(got.ties_metric == want.ties_metric);
  CHECK(got.ties_both == want.ties_both);
}

// The definitions pair by pair, written out here: the library counts long
// vectors by sorting and must give exactly these numbers.
KendallCounts counts_by_pairs(const Vector& g, const Vector& m, double epsilon) {
  KendallCounts k;
  for (std::size_t i = 0; i < g.size(); ++i)
    for (std::size_t j = i + 1; j < g.size(); ++j) {
      const bool tg = g[i] == g[j], tm = std::fabs(m[i] - m[j]) <= epsilon;
      if (tg && tm)
        ++k.ties_both;
      else if (tg)
        ++k.ties_gold;
      else if (tm)
        ++k.ties_metric;
      else if ((g[i] > g[j]) == (m[i] > m[j]))
        ++k.concordant;
      else
        ++k.discordant;
    }
  return k;
}

KendallLikeResult like_by_pairs(const Vector& g, const Vector& m, double thresh) {
  KendallLikeResult r;
  for (std::size_t i = 0; i < g.size(); ++i)
    for (std::size_t j = i + 1; j < g.size(); ++j) {
      const double d = g[i] - g[j];
      if (!(std::fabs(d) >= thresh)) continue;
      ++r.pairs;
      r.concordant += (d > 0 && m[i] > m[j]) || (d < 0 && m[i] < m[j]);
    }
  return r;
}

}  // namespace

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

TEST_CASE("metaeval: Kendall of a prepared gold (permutation draws) equals the pair-by-pair counts") {
  std::mt19937_64 rng(11);
  for (int round = 0; round < 60; ++round) {
    const std::size_t n = rng() % 400;
    const int kind = round % 3;
    Vector g(n), m(n);
    for (std::size_t i = 0; i < n; ++i) {
      g[i] = static_cast<double>(rng() % (kind == 0 ? 5 : 1000)) * (kind == 2 ? 0.1 : 1.0);
      m[i] = kind == 1 ? static_cast<double>(rng() % 100000) / 997.0 : static_cast<double>(rng() % 20) * 0.1;
    }
    if (round == 7 && n > 3) m[3] = std::nan("");  // falls back to kendall_counts
    const detail::KendallGold prepared(g);
    for (int draw = 0; draw < 3; ++draw) {
      const KendallCounts want = counts_by_pairs(g, m, 0), got = prepared.counts(m.data());
      CAPTURE(round);
      check_same_counts(got, want);
      for (KendallVariant v : {KendallVariant::b, KendallVariant::c, KendallVariant::t23, KendallVariant::acc23}) {
        for (const bool scipy_order : {false, true}) {
          const double a = prepared(m.data(), v, scipy_order), b = kendall(g, m, v, 0, scipy_order);
          CHECK(((std::isnan(a) && std::isnan(b)) || a == b));
        }
      }
      std::shuffle(m.begin(), m.end(), rng);
    }
  }
}

TEST_CASE("metaeval: Kendall of draws from two ranked metric vectors equals the pair-by-pair counts") {
  std::mt19937_64 rng(12);
  for (int round = 0; round < 62; ++round) {
    // the last two: over 4096 distinct scores (a Fenwick tree, not levels)
    const std::size_t n = round < 60 ? rng() % 400 : 2500 + rng() % 500;
    const int kind = round % 3;
    Vector g(n), z1(n), z2(n);
    for (std::size_t i = 0; i < n; ++i) {
      g[i] = static_cast<double>(rng() % (kind == 0 ? 5 : 1000)) * (kind == 2 ? 0.1 : 1.0);
      z1[i] = kind == 1 || round >= 60 ? static_cast<double>(rng() % 100000) / 997.0
                                       : static_cast<double>(rng() % 20) * 0.1;
      z2[i] = round >= 60 ? static_cast<double>(rng() % 100000) / 991.0
              : kind == 2 ? z1[i]
                          : static_cast<double>(rng() % 30) * 0.1;  // kind 2: the same scores
    }
    if (n > 5 && round % 10 == 4) z2[5] = -0.0, z1[5] = 0.0;                   // equal, other bits
    if (n > 3 && round == 7) z2[3] = std::nan("");                             // not ranked: counts(m)
    if (n > 3 && round == 8) g[3] = std::numeric_limits<double>::infinity();  // not ranked: counts(m)
    const detail::KendallGold prepared(g);
    const detail::KendallGold::Ranked ranked = prepared.rank(z1.data(), z2.data());
    CHECK(ranked.usable == (round != 7 && round != 8));
    for (int draw = 0; draw < 4; ++draw) {
      Vector m(n);
      for (std::size_t i = 0; i < n; ++i) m[i] = draw == 0 ? z1[i] : draw == 1 ? z2[i] : rng() % 2 ? z1[i] : z2[i];
      if (draw == 3 && n > 0) m[n - 1] = 12345.5;  // a score of neither: counts(m)'s path
      std::size_t distinct_scores = 0;
      const KendallCounts want = counts_by_pairs(g, m, 0), got = prepared.counts(m.data(), ranked, &distinct_scores);
      CAPTURE(round);
      CAPTURE(draw);
      check_same_counts(got, want);
      Vector sorted = m;
      std::sort(sorted.begin(), sorted.end());
      if (std::none_of(m.begin(), m.end(), [](double x) { return std::isnan(x); }))
        CHECK(distinct_scores == static_cast<std::size_t>(std::unique(sorted.begin(), sorted.end()) - sorted.begin()));
      for (KendallVariant v : {KendallVariant::b, KendallVariant::c, KendallVariant::t23, KendallVariant::acc23}) {
        for (const bool scipy_order : {false, true}) {
          const double a = prepared(m.data(), ranked, v, scipy_order), b = kendall(g, m, v, 0, scipy_order);
          CHECK(((std::isnan(a) && std::isnan(b)) || a == b));
        }
      }
    }
    // A permutation draw's two vectors from its bits (the sweep where gold
    // has at most 128 groups, kind 0's 5 and kind 2's up to 1000), cells
    // at an offset in the draw's bits as a test's later vectors are.
    CHECK((ranked.sweep_width != 0) == (ranked.usable && (kind == 0 || std::set<double>(g.begin(), g.end()).size() <= 128)));
    for (int draw = 0; draw < 3; ++draw) {
      const std::size_t offset = static_cast<std::size_t>(draw) * 37;
      std::vector<std::uint64_t> bits;
      detail::draw_bits(round, draw, offset + n, bits);
      if (draw == 0) std::fill(bits.begin(), bits.end(), ~std::uint64_t{0});  // m1 = z1, m2 = z2
      Vector m1(n), m2(n);
      detail::mix_by_bits(bits.data(), offset, z1.data(), z2.data(), n, m1.data(), m2.data());
      if (draw == 0) CHECK(m1 == z1);
      for (KendallVariant v : {KendallVariant::b, KendallVariant::c, KendallVariant::t23, KendallVariant::acc23}) {
        for (const bool scipy_order : {false, true}) {
          const auto [a1, a2] = prepared.draw(ranked, bits.data(), offset, z1.data(), z2.data(), v, scipy_order);
          const double b1 = kendall(g, m1, v, 0, scipy_order), b2 = kendall(g, m2, v, 0, scipy_order);
          CAPTURE(round);
          CAPTURE(draw);
          CHECK(((std::isnan(a1) && std::isnan(b1)) || a1 == b1));
          CHECK(((std::isnan(a2) && std::isnan(b2)) || a2 == b2));
        }
      }
    }
  }
}

TEST_CASE("metaeval: a Kendall draw's sweep on large vectors and many gold ties") {
  // 3,000 scores (and 3,003): 3, 32, 33, 64, 65, 128, 129 gold groups (each sweep
  // width and its edges), metric scores with many ties and many distinct
  // values; against the pair-by-pair counts.
  std::mt19937_64 rng(99);
  // 3,000 and 3,003 cells: 6,000 and 6,006 slots, whole parts of the sweep
  // and a rest in its last part.
  for (const std::size_t groups : {3, 32, 33, 64, 65, 128, 129})
  for (const std::size_t n : {std::size_t{3000}, std::size_t{3003}}) {
    Vector g(n), z1(n), z2(n);
    for (std::size_t i = 0; i < n; ++i) {
      g[i] = static_cast<double>(i < groups ? i : rng() % groups) * 0.5;
      z1[i] = static_cast<double>(rng() % (groups % 2 ? 50 : 100000));
      z2[i] = static_cast<double>(rng() % 100000);
    }
    const detail::KendallGold prepared(g);
    const detail::KendallGold::Ranked ranked = prepared.rank(z1.data(), z2.data());
    CHECK(ranked.sweep_width == (groups <= 32 ? 32u : groups <= 64 ? 64u : groups <= 128 ? 128u : 0u));
    std::vector<std::uint64_t> bits;
    detail::draw_bits(7, static_cast<int>(groups), n, bits);
    Vector m1(n), m2(n);
    detail::mix_by_bits(bits.data(), 0, z1.data(), z2.data(), n, m1.data(), m2.data());
    const auto [a1, a2] = prepared.draw(ranked, bits.data(), 0, z1.data(), z2.data(), KendallVariant::b, true);
    CAPTURE(groups);
    CAPTURE(n);
    const KendallCounts want1 = counts_by_pairs(g, m1, 0), want2 = counts_by_pairs(g, m2, 0);
    CHECK(a1 == kendall_from_counts(want1, KendallVariant::b, n, 0, true));
    CHECK(a2 == kendall_from_counts(want2, KendallVariant::b, n, 0, true));
    check_same_counts(kendall_counts(g, m1, 0), want1);
    const std::optional<KendallCounts> swept = prepared.swept_counts(m2.data());
    CHECK(swept.has_value() == (groups <= 128));
    if (swept) check_same_counts(*swept, want2);
    // Every kernel this CPU runs (SSE2, AVX2, AVX-512) counts alike.
    if (ranked.sweep_width != 0) {
      std::vector<std::uint8_t> keep(n + 64);
      for (std::size_t i = 0; i < n; ++i) keep[i] = detail::keep_bit(bits.data(), i);
      for (const detail::SweepKernel k : detail::sweep_kernels()) {
        const std::array<std::int64_t, 2> d = detail::sweep_discordant(ranked, keep.data(), k);
        CHECK(d[0] == want1.discordant);
        CHECK(d[1] == want2.discordant);
      }
    }
  }
}

TEST_CASE("metaeval: Pearson of draws from their bits (PearsonGold::mixed) equals many() of the made vectors") {
  // Bit for bit, vector by vector (many() is operator()'s, lane by lane):
  // sizes across numpy's pairwise blocks (8, 128) and its 8,192-value
  // buffer, cells at an offset in the draws' bits, a vector constant in a
  // draw (z1 and z2 equal and constant: NaN), and every draw kept or swapped.
  std::mt19937_64 rng(31);
  for (const std::size_t n : {std::size_t{3}, std::size_t{7}, std::size_t{8}, std::size_t{9}, std::size_t{127},
                              std::size_t{128}, std::size_t{129}, std::size_t{650}, std::size_t{5203}, std::size_t{9001}})
  for (const int kind : {0, 1, 2}) {
    Vector g(n), z1(n), z2(n);
    for (std::size_t i = 0; i < n; ++i) {
      g[i] = static_cast<double>(rng() % 25);
      z1[i] = kind == 1 ? 0.5 : static_cast<double>(rng() % 1000) / 7.0 - 40.0;
      z2[i] = kind == 1 ? 0.5 : std::ldexp(static_cast<double>(rng() % 100000), -12) * (i % 2 ? 1 : -1);
    }
    g[0] = 1, g[1] = 2;  // (not constant)
    const std::size_t offset = kind == 2 ? 37 : 0;
    std::array<std::vector<std::uint64_t>, 4> bits;
    std::array<const std::uint64_t*, 4> draw;
    for (std::size_t j = 0; j < 4; ++j) {
      detail::draw_bits(static_cast<std::uint64_t>(n), static_cast<int>(j + 1), offset + n, bits[j]);
      if (j == 0) std::fill(bits[j].begin(), bits[j].end(), ~std::uint64_t{0});
      if (j == 1) std::fill(bits[j].begin(), bits[j].end(), std::uint64_t{0});
      draw[j] = bits[j].data();
    }
    std::array<Vector, 8> m;
    std::array<const double*, 8> at;
    for (std::size_t j = 0; j < 4; ++j) {
      m[2 * j].resize(n);
      m[2 * j + 1].resize(n);
      detail::mix_by_bits(draw[j], offset, z1.data(), z2.data(), n, m[2 * j].data(), m[2 * j + 1].data());
    }
    for (std::size_t j = 0; j < 8; ++j) at[j] = m[j].data();
    const detail::PearsonGold prepared(g);
    std::array<double, 8> want{}, got{};
    prepared.many(at.data(), want.data());
    if (!prepared.mixed(draw.data(), offset, z1.data(), z2.data(), got.data())) continue;  // (no AVX-512 here)
    CAPTURE(n);
    CAPTURE(kind);
    for (std::size_t j = 0; j < 8; ++j) {
      CAPTURE(j);
      CHECK(((std::isnan(want[j]) && std::isnan(got[j])) || want[j] == got[j]));
      if (kind == 1) CHECK(std::isnan(got[j]));  // constant: NaN
      else CHECK(got[j] == prepared(m[j].data()));
    }
  }
}

TEST_CASE("metaeval: a draw's two vectors from its bits (mix_by_bits) at any offset and size") {
  // The vector kernel (8 cells a blend, 64 a word) against the rule cell
  // by cell: bit 1 keeps the cell's scores (z1's in m1), 0 swaps them.
  std::mt19937_64 rng(23);
  for (const std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{7}, std::size_t{8}, std::size_t{63},
                              std::size_t{64}, std::size_t{65}, std::size_t{650}, std::size_t{5203}})
  for (const std::size_t offset : {std::size_t{0}, std::size_t{1}, std::size_t{63}, std::size_t{64}, std::size_t{100}}) {
    Vector z1(n), z2(n);
    for (std::size_t i = 0; i < n; ++i) z1[i] = static_cast<double>(rng() % 1000), z2[i] = -static_cast<double>(i) - 1;
    std::vector<std::uint64_t> bits((offset + n + 63) / 64 + 1);
    for (auto& w : bits) w = rng();
    Vector m1(n + 1, 7.0), m2(n + 1, 7.0);  // one past the end: untouched
    detail::mix_by_bits(bits.data(), offset, z1.data(), z2.data(), n, m1.data(), m2.data());
    std::size_t wrong = 0;
    for (std::size_t i = 0; i < n; ++i) {
      const bool keep = detail::keep_bit(bits.data(), offset + i);
      wrong += m1[i] != (keep ? z1[i] : z2[i]) || m2[i] != (keep ? z2[i] : z1[i]);
    }
    CAPTURE(n);
    CAPTURE(offset);
    CHECK(wrong == 0);
    CHECK(m1[n] == 7.0);
    CHECK(m2[n] == 7.0);
  }
}

TEST_CASE("metaeval: one vector's Kendall counts from its sorted scores, every kernel") {
  // The count of a stream of gold groups (a slot's discordant pairs: the
  // earlier slots of a lower group) by each kernel against the pairs one by
  // one, in one part and in parts (kPartsFrom: 512) with a rest; then
  // swept_counts (from the metric's Sorted) against the pair-by-pair
  // counts, ties in runs (of one gold group and of several) or none.
  std::mt19937_64 rng(17);
  for (const unsigned width : {32u, 64u, 128u})
  for (const std::size_t n : {std::size_t{0}, std::size_t{1}, std::size_t{7}, std::size_t{511}, std::size_t{512},
                              std::size_t{515}, std::size_t{4099}}) {
    std::vector<std::uint8_t> groups(n);
    for (auto& x : groups) x = static_cast<std::uint8_t>(rng() % width);
    std::int64_t want = 0;
    std::vector<std::int64_t> below(width, 0);
    for (const std::uint8_t x : groups) {
      for (unsigned g = 0; g < x; ++g) want += below[g];
      ++below[x];
    }
    for (const detail::SweepKernel k : detail::sweep_kernels()) {
      CAPTURE(width);
      CAPTURE(n);
      CHECK(detail::groups_discordant(groups.data(), n, width, k) == want);
    }
  }
  for (const std::size_t groups : {2, 40, 128})
  for (const std::size_t n : {std::size_t{2}, std::size_t{300}, std::size_t{2000}})
  for (const unsigned values : {3u, 60u, 1000000u}) {
    Vector g(n), m(n);
    for (std::size_t i = 0; i < n; ++i) {
      g[i] = static_cast<double>(i < groups ? i : rng() % groups);
      m[i] = static_cast<double>(rng() % values) - 0.5 * static_cast<double>(values);
    }
    const detail::KendallGold prepared(g);
    std::size_t distinct_scores = 0;
    const std::optional<KendallCounts> k = prepared.swept_counts(m.data(), &distinct_scores);
    REQUIRE(k.has_value());
    CAPTURE(groups);
    CAPTURE(n);
    CAPTURE(values);
    check_same_counts(*k, counts_by_pairs(g, m, 0));
    CHECK(distinct_scores == std::set<double>(m.begin(), m.end()).size());
    const detail::KendallGold::Sorted sorted = prepared.sort(m.data());
    const std::optional<KendallCounts> from_sorted = prepared.swept_counts(sorted, m.data());
    REQUIRE(from_sorted.has_value());
    check_same_counts(*from_sorted, *k);
  }
}

namespace {
// Gold of `groups` values (each at least once) and two metrics of `values`
// integer scores (ties within and between them where values is small).
std::array<Vector, 3> gold_groups_case(std::mt19937_64& rng, std::size_t n, std::size_t groups, unsigned values) {
  Vector g(n), z1(n), z2(n);
  for (std::size_t i = 0; i < n; ++i) {
    g[i] = static_cast<double>(i < groups ? i : rng() % groups);
    z1[i] = static_cast<double>(rng() % values);
    z2[i] = static_cast<double>(rng() % values);
  }
  return {g, z1, z2};
}
}  // namespace

TEST_CASE("metaeval: a Kendall draw by the sweep equals the pairs' counts") {
  // Scores with ties in each metric and between the two (small integers:
  // runs of equal scores past 64 slots; about 64 at 5,200 and 160
  // values), or nearly none (runs far apart); a draw at a bit offset within
  // a longer stream (the vectors of an averaging).
  std::mt19937_64 rng(5);
  for (const std::size_t groups : {3, 64, 129})
  for (const std::size_t n : {std::size_t{256}, std::size_t{300}, std::size_t{3003}, std::size_t{5200}})
  for (const unsigned values : {20u, 160u, 100000u}) {
    const auto [g, z1, z2] = gold_groups_case(rng, n, groups, values);
    const detail::KendallGold prepared(g);
    const auto s1 = prepared.sort(z1.data()), s2 = prepared.sort(z2.data());
    CAPTURE(groups);
    CAPTURE(n);
    CAPTURE(values);
    const auto ranked = prepared.rank(s1, s2, false);
    std::vector<std::uint64_t> bits;
    detail::draw_bits(11, 5, n + 5 * 37, bits);
    Vector m1(n), m2(n);
    detail::mix_by_bits(bits.data(), 5 * 37, z1.data(), z2.data(), n, m1.data(), m2.data());
    const auto [a1, a2] = prepared.draw(ranked, bits.data(), 5 * 37, z1.data(), z2.data(), KendallVariant::b, true);
    CHECK(a1 == kendall_from_counts(counts_by_pairs(g, m1, 0), KendallVariant::b, n, 0, true));
    CHECK(a2 == kendall_from_counts(counts_by_pairs(g, m2, 0), KendallVariant::b, n, 0, true));
  }
}

TEST_CASE("metaeval: a batch of Kendall draws (KendallGold::draws) equals the draws one by one") {
  // The draws from bytes (batched where the CPU splits them by vector:
  // 512 to 65,535 slots, at most 128 gold groups); batches
  // of 1, 7 and 32 draws at bit offsets (an averaging's later vectors);
  // ties in and between the metrics, or nearly none.
  std::mt19937_64 rng(21);
  const bool split = detail::sweep_kernels().back() == detail::SweepKernel::avx512_split;
  auto same = [](const std::pair<double, double>& a, const std::pair<double, double>& b) {
    auto eq = [](double x, double y) { return std::bit_cast<std::uint64_t>(x) == std::bit_cast<std::uint64_t>(y); };
    return eq(a.first, b.first) && eq(a.second, b.second);
  };
  for (const std::size_t groups : {3, 64, 129})
  for (const std::size_t n : {std::size_t{200}, std::size_t{256}, std::size_t{300}, std::size_t{3003}, std::size_t{5200},
                              std::size_t{21000}, std::size_t{32768}})
  for (const unsigned values : {20u, 100000u}) {
    if (n > 5200 && values == 20) continue;  // (time)
    const auto [g, z1, z2] = gold_groups_case(rng, n, groups, values);
    const detail::KendallGold prepared(g);
    const auto s1 = prepared.sort(z1.data()), s2 = prepared.sort(z2.data());
    CAPTURE(groups);
    CAPTURE(n);
    CAPTURE(values);
    {
      const auto ranked = prepared.rank(s1, s2, false);
      CHECK(detail::KendallGold::batched(ranked) == (split && groups <= 128 && 2 * n >= 512 && 2 * n <= 65535));
      for (const std::size_t count : {std::size_t{1}, std::size_t{7}, detail::KendallGold::kBatch}) {
        const std::size_t first = count * 5;
        std::vector<std::vector<std::uint64_t>> bits(count);
        std::vector<const std::uint64_t*> at(count);
        for (std::size_t j = 0; j < count; ++j) {
          detail::draw_bits(31, static_cast<int>(count + j), n + first, bits[j]);
          at[j] = bits[j].data();
        }
        for (const KendallVariant v : {KendallVariant::b, KendallVariant::c}) {
          std::vector<std::pair<double, double>> got(count);
          prepared.draws(ranked, at.data(), count, first, z1.data(), z2.data(), v, true, got.data());
          for (std::size_t j = 0; j < count; ++j) {
            CAPTURE(j);
            CHECK(same(got[j], prepared.draw(ranked, at[j], first, z1.data(), z2.data(), v, true)));
          }
        }
      }
    }
  }
  // The batch against the pair-by-pair counts.
  const std::size_t n = 1000;
  Vector g(n), z1(n), z2(n);
  for (std::size_t i = 0; i < n; ++i) {
    g[i] = static_cast<double>(rng() % 7);
    z1[i] = static_cast<double>(rng() % 50);
    z2[i] = static_cast<double>(rng() % 300);
  }
  const detail::KendallGold prepared(g);
  const auto ranked = prepared.rank(prepared.sort(z1.data()), prepared.sort(z2.data()), false);
  std::vector<std::vector<std::uint64_t>> bits(detail::KendallGold::kBatch);
  std::vector<const std::uint64_t*> at;
  for (std::size_t j = 0; j < bits.size(); ++j) {
    detail::draw_bits(5, static_cast<int>(j), n, bits[j]);
    at.push_back(bits[j].data());
  }
  std::vector<std::pair<double, double>> got(bits.size());
  prepared.draws(ranked, at.data(), bits.size(), 0, z1.data(), z2.data(), KendallVariant::b, true, got.data());
  for (std::size_t j = 0; j < bits.size(); ++j) {
    Vector m1(n), m2(n);
    detail::mix_by_bits(at[j], 0, z1.data(), z2.data(), n, m1.data(), m2.data());
    CHECK(got[j].first == kendall_from_counts(counts_by_pairs(g, m1, 0), KendallVariant::b, n, 0, true));
    CHECK(got[j].second == kendall_from_counts(counts_by_pairs(g, m2, 0), KendallVariant::b, n, 0, true));
  }
  CHECK_THROWS(prepared.draws(ranked, at.data(), detail::KendallGold::kBatch + 1, 0, z1.data(), z2.data(),
                              KendallVariant::b, true, got.data()));
}

TEST_CASE("metaeval: Kendall draws from crossings (KendallGold::cross_draws) equal the draws one by one") {
  // Metrics alike (z2 = z1 + noise: few crossing pairs) or not; ties in
  // and between them (small integer scores) or none; 3, 64 and 128 gold
  // groups; batches of 1 to kCrossBatch draws (128-, 256- and 512-bit
  // counters, partial words) at bit offsets.
  std::mt19937_64 rng(77);
  const bool cpu = detail::sweep_kernels().back() == detail::SweepKernel::avx512_split;
  auto same = [](const std::pair<double, double>& a, const std::pair<double, double>& b) {
    auto eq = [](double x, double y) { return std::bit_cast<std::uint64_t>(x) == std::bit_cast<std::uint64_t>(y); };
    return eq(a.first, b.first) && eq(a.second, b.second);
  };
  for (const std::size_t groups : {3, 64, 128})
  for (const std::size_t n : {std::size_t{64}, std::size_t{650}, std::size_t{3003}, std::size_t{5200},
                              std::size_t{20000}})
  for (const int kind : {0, 1, 2, 3})  // alike, alike with ties, unlike with ties, alike with far outliers
  for (const std::size_t draws : {std::size_t{512}, std::size_t{100000}}) {  // pairs decoded a batch at a time, or once where few
    if ((n > 650 && kind == 2) || (n == 20000) != (kind == 3) || (n == 20000 && groups != 64)) continue;  // (time)
    Vector g(n), z1(n), z2(n);
    std::normal_distribution<double> normal;
    for (std::size_t i = 0; i < n; ++i) {
      g[i] = static_cast<double>(i < groups ? i : rng() % groups);
      z1[i] = kind == 0 || kind == 3 ? normal(rng) : static_cast<double>(rng() % 40);
      z2[i] = kind == 2 ? static_cast<double>(rng() % 40) : z1[i] + (kind == 1 ? rng() % 3 : 0.1 * normal(rng));
      if (kind == 3 && i % 1000 == 7) z2[i] = -3 * z1[i];  // (windows of thousands of rows)
    }
    const detail::KendallGold prepared(g);
    const auto s1 = prepared.sort(z1.data()), s2 = prepared.sort(z2.data());
    auto ranked = prepared.rank(s1, s2, false);
    CAPTURE(groups);
    CAPTURE(n);
    CAPTURE(kind);
    CAPTURE(draws);
    CHECK_FALSE(prepared.cross(ranked, 1));  // one draw: cheaper counted
    CHECK(prepared.cross(ranked, draws) == (cpu && 2 * n >= 512));
    if (!ranked.crossings) continue;
    for (const std::size_t count : {1, 31, 33, 100, 128, 129, 256, 257, 512}) {
      if (n > 3003 && count % 2) continue;  // (time)
      const std::size_t first = count % 7 * 13;
      std::vector<std::vector<std::uint64_t>> bits(count);
      std::vector<const std::uint64_t*> at(count);
      for (std::size_t j = 0; j < count; ++j) {
        detail::draw_bits(41, static_cast<int>(count + j), n + first, bits[j]);
        at[j] = bits[j].data();
      }
      CAPTURE(count);
      for (const KendallVariant v : {KendallVariant::b, KendallVariant::c}) {
        std::vector<std::pair<double, double>> got(count);
        prepared.cross_draws(ranked, at.data(), count, first, v, true, got.data());
        std::size_t differ = 0;
        for (std::size_t j = 0; j < count; ++j)
          differ += !same(got[j], prepared.draw(ranked, at[j], first, z1.data(), z2.data(), v, true));
        CHECK(differ == 0);
      }
    }
  }
  if (!cpu) return;
  // Against the pair-by-pair counts, and the limits.
  const std::size_t n = 700;
  Vector g(n), z1(n), z2(n);
  for (std::size_t i = 0; i < n; ++i) {
    g[i] = static_cast<double>(rng() % 9);
    z1[i] = static_cast<double>(rng() % 60);
    z2[i] = z1[i] + static_cast<double>(rng() % 5);
  }
  const detail::KendallGold prepared(g);
  auto ranked = prepared.rank(prepared.sort(z1.data()), prepared.sort(z2.data()), false);
  REQUIRE(prepared.cross(ranked, 1000));
  std::vector<std::vector<std::uint64_t>> bits(300);
  std::vector<const std::uint64_t*> at;
  for (std::size_t j = 0; j < bits.size(); ++j) {
    detail::draw_bits(6, static_cast<int>(j), n, bits[j]);
    at.push_back(bits[j].data());
  }
  std::vector<std::pair<double, double>> got(detail::KendallGold::kCrossBatch + 1);
  prepared.cross_draws(ranked, at.data(), bits.size(), 0, KendallVariant::b, true, got.data());
  for (std::size_t j = 0; j < bits.size(); j += 29) {
    Vector m1(n), m2(n);
    detail::mix_by_bits(at[j], 0, z1.data(), z2.data(), n, m1.data(), m2.data());
    CHECK(got[j].first == kendall_from_counts(counts_by_pairs(g, m1, 0), KendallVariant::b, n, 0, true));
    CHECK(got[j].second == kendall_from_counts(counts_by_pairs(g, m2, 0), KendallVariant::b, n, 0, true));
  }
  CHECK_THROWS(prepared.cross_draws(ranked, at.data(), detail::KendallGold::kCrossBatch + 1, 0, KendallVariant::b,
                                    true, got.data()));
  auto plain = prepared.rank(prepared.sort(z1.data()), prepared.sort(z2.data()), false);
  CHECK_THROWS(prepared.cross_draws(plain, at.data(), 1, 0, KendallVariant::b, true, got.data()));
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
  Averaged a = average_correlation(m, Average::none, pearson);
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
