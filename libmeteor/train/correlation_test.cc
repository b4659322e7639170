// SPDX-License-Identifier: LGPL-2.1-or-later
#include "train/correlation.hh"

#include <doctest/doctest.h>

#include <cmath>
#include <limits>
#include <random>

using namespace meteor::train;

TEST_CASE("weighted Pearson, by hand") {
  // x = 0 1 2, y = 0 2 1, weights 1 1 2.
  // sum w = 4; mean x = (0 + 1 + 2*2) / 4 = 1.25; mean y = (0 + 2 + 2*1) / 4 = 1.
  // cov xy = [1*(-1.25)(-1) + 1*(-0.25)(1) + 2*(0.75)(0)] / 4 = 1.0 / 4 = 0.25
  // var x  = [1*1.5625 + 1*0.0625 + 2*0.5625] / 4 = 2.75 / 4 = 0.6875
  // var y  = [1*1 + 1*1 + 2*0] / 4 = 0.5
  // r = 0.25 / sqrt(0.6875 * 0.5) = sqrt(0.0625 / 0.34375) = sqrt(2/11)
  const std::vector<double> x{0, 1, 2}, y{0, 2, 1}, w{1, 1, 2};
  CHECK(pearson_weighted_or_zero(x, y, w) == doctest::Approx(std::sqrt(2.0 / 11.0)).epsilon(1e-15));
  // Equal weights: the ordinary Pearson correlation (here 0.5: cov 1/3,
  // variances 2/3).
  const std::vector<double> ones{1, 1, 1};
  CHECK(pearson_weighted_or_zero(x, y, ones) == doctest::Approx(0.5).epsilon(1e-15));
  CHECK(pearson_or_zero(x, y) == doctest::Approx(0.5).epsilon(1e-15));
  // Perfect (anti-)correlation.
  CHECK(pearson_weighted_or_zero(x, x, w) == doctest::Approx(1.0));
  const std::vector<double> minus{0, -1, -2};
  CHECK(pearson_weighted_or_zero(x, minus, w) == doctest::Approx(-1.0));
  // No variance: NaN, reported as 0 (as Meteor does).
  const std::vector<double> flat{3, 3, 3};
  CHECK(pearson_weighted_or_zero(flat, y, w) == 0.0);
  CHECK(pearson_or_zero(flat, y) == 0.0);
  CHECK(pearson_weighted_or_zero({}, {}, {}) == 0.0);
}

TEST_CASE("Meteor's average ranks") {
  // Sorted: 1 (rank 1), 2 (rank 2), 3 3 3 (positions 3 4 5, average 4).
  CHECK(average_ranks(std::vector<double>{3, 1, 3, 2, 3}) == std::vector<double>{4, 1, 4, 2, 4});
  // -0.0 sorts before 0.0 but == ties them: both get (1 + 2) / 2.
  CHECK(average_ranks(std::vector<double>{0.0, -0.0, 1.0}) == std::vector<double>{1.5, 1.5, 3});
  // NaN sorts last and ties nothing, not even another NaN (stable order).
  const double nan = std::numeric_limits<double>::quiet_NaN();
  CHECK(average_ranks(std::vector<double>{nan, nan, 1.0}) == std::vector<double>{2, 3, 1});
}

TEST_CASE("Spearman with ties, by hand") {
  // No ties: ranks are the values; sum d^2 = 0 + 1 + 1 + 0 = 2, so
  // rho = 1 - 6*2 / (4*(16-1)) = 0.8.
  CHECK(spearman(std::vector<double>{1, 2, 3, 4}, std::vector<double>{1, 3, 2, 4}) ==
        doctest::Approx(0.8).epsilon(1e-15));
  // x = 1 2 2 3 has ranks 1 2.5 2.5 4; y = 1 2 3 4. Means 2.5;
  // dx = -1.5 0 0 1.5, dy = -1.5 -0.5 0.5 1.5.
  // cov = (2.25 + 2.25)/4 = 1.125, var x = 1.125, var y = (2.25+0.25+0.25+2.25)/4 = 1.25
  // rho = 1.125 / sqrt(1.125 * 1.25) = sqrt(0.9)
  CHECK(spearman(std::vector<double>{1, 2, 2, 3}, std::vector<double>{1, 2, 3, 4}) ==
        doctest::Approx(std::sqrt(0.9)).epsilon(1e-15));
  // Ties in y as well (the human scores of the Trainer's data often tie):
  // x ranks 1 2 3 4 (mean 2.5, dx -1.5 -0.5 0.5 1.5), y = 5 5 0 0 ranks
  // 3.5 3.5 1.5 1.5 (dy 1 1 -1 -1): cov = (-1.5 - 0.5 - 0.5 - 1.5)/4 = -1,
  // var x = 1.25, var y = 1, rho = -1 / sqrt(1.25) = -sqrt(0.8).
  CHECK(spearman(std::vector<double>{1, 2, 3, 4}, std::vector<double>{5, 5, 0, 0}) ==
        doctest::Approx(-std::sqrt(0.8)).epsilon(1e-15));
  // All x tied: no variance, 0.
  CHECK(spearman(std::vector<double>{7, 7, 7}, std::vector<double>{1, 2, 3}) == 0.0);
}

TEST_CASE("rank consistency, by hand") {
  const std::vector<double> scores{0.9, 0.5, 0.5, 0.1};
  // 0>1 holds (0.4), 1>2 ties (0 is not > 0), 3>0 fails, 1>3 holds (0.4):
  // 2 correct of 4 -> (2 - 2) / 4 = 0.
  const std::vector<Preference> p{{0, 1}, {1, 2}, {3, 0}, {1, 3}};
  CHECK(rank_consistency(scores, p, 0.0) == 0.0);
  // Without the failing one: 2 of 3 -> (2 - 1) / 3.
  const std::vector<Preference> q{{0, 1}, {1, 2}, {1, 3}};
  CHECK(rank_consistency(scores, q, 0.0) == 1.0 / 3.0);
  // A negative epsilon lets ties count: 3 of 3.
  CHECK(rank_consistency(scores, q, -0.01) == 1.0);
  // Epsilon 0.5: no difference exceeds it: (0 - 3) / 3.
  CHECK(rank_consistency(scores, q, 0.5) == -1.0);
  CHECK(std::isnan(rank_consistency(scores, {}, 0.0)));
}

TEST_CASE("the fast forms equal the plain ones bit for bit") {
  std::mt19937_64 rng(42);
  for (std::size_t n : {1u, 2u, 7u, 100u, 3000u}) {
    std::vector<double> x(n), y(n), w(n);
    std::uniform_int_distribution<int> len(1, 60), level(0, 6);
    std::uniform_real_distribution<double> score(0.0, 1.0);
    for (std::size_t i = 0; i < n; ++i) {
      // Scores with ties (0 and repeated values) and human scores on a scale.
      x[i] = i % 7 == 0 ? 0.0 : (i % 5 == 0 ? 0.5 : score(rng));
      y[i] = level(rng) * 2.5;
      w[i] = len(rng);
    }
    const WeightedPearson wp(y, w);
    CHECK(wp(x) == pearson_weighted_or_zero(x, y, w));
    const Spearman sp(y);
    Spearman::Scratch scratch;
    CHECK(sp(x, scratch) == spearman(x, y));
    // Scratch reused, other x.
    for (double& v : x) v = std::floor(v * 10) / 10;
    CHECK(sp(x, scratch) == spearman(x, y));
    CHECK(wp(x) == pearson_weighted_or_zero(x, y, w));
  }
  // x with NaN or -0.0 (not Meteor scores, but handled): the faithful path.
  const std::vector<double> y{1, 2, 3, 4, 5};
  const Spearman sp(y);
  Spearman::Scratch scratch;
  const std::vector<double> with_nan{0.5, std::numeric_limits<double>::quiet_NaN(), 0.1, 0.5, 0.2};
  CHECK(sp(with_nan, scratch) == spearman(with_nan, y));
  const std::vector<double> zeros{0.0, -0.0, 0.3, -0.0, 0.0};
  CHECK(sp(zeros, scratch) == spearman(zeros, y));
}
