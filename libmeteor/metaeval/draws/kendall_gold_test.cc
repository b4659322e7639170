// Tests of the Kendall engine against the pair-by-pair counts: single
// vectors, and permutation draws one by one, by the sweep, in batches and
// from crossings, by each kernel the CPU runs; and draws' vectors and
// Pearson's r from their bits, bit for bit.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/kendall_gold.hh"

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

#include "metaeval/draws/crossings.hh"
#include "metaeval/draws/draw_bits.hh"
#include "metaeval/draws/kernels.hh"
#include "metaeval/statistics/pair_counts_test.hh"
#include "util/cpu.hh"
#include "util/error.hh"

using namespace meteor;
using namespace meteor::metaeval;
using namespace meteor::metaeval::testing;

namespace {

// A draw's discordant pairs (m1, m2) by one level's sweep, keep a byte per
// cell (1: kept).
std::array<std::int64_t, 2> sweep_discordant(const detail::KendallRanked& r, const std::uint8_t* keep,
                                             cpu::Level level) {
  std::array<std::int64_t, 2> d{};
  if (r.sweep_width == 0) return d;
  std::vector<std::uint8_t> bytes(2 * r.half + 64);
  for (std::size_t i = 0; i < r.half; ++i) bytes[i] = keep[i], bytes[r.half + i] = keep[i] ^ 1;
  detail::kernels(level).sweep[detail::lanes(r.sweep_width)](r, bytes.data(), d.data());
  return d;
}

}  // namespace

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
    const detail::KendallRanked ranked = detail::KendallRanked::of(prepared, z1.data(), z2.data());
    CHECK(ranked.usable == (round != 7 && round != 8));
    for (int draw = 0; draw < 4; ++draw) {
      Vector m(n);
      for (std::size_t i = 0; i < n; ++i) m[i] = draw == 0 ? z1[i] : draw == 1 ? z2[i] : rng() % 2 ? z1[i] : z2[i];
      if (draw == 3 && n > 0) m[n - 1] = 12345.5;  // a score of neither: counts(m)'s path
      std::size_t distinct_scores = 0;
      const KendallCounts want = counts_by_pairs(g, m, 0), got = ranked.counts(prepared, m.data(), &distinct_scores);
      CAPTURE(round);
      CAPTURE(draw);
      check_same_counts(got, want);
      Vector sorted = m;
      std::sort(sorted.begin(), sorted.end());
      if (std::none_of(m.begin(), m.end(), [](double x) { return std::isnan(x); }))
        CHECK(distinct_scores == static_cast<std::size_t>(std::unique(sorted.begin(), sorted.end()) - sorted.begin()));
      for (KendallVariant v : {KendallVariant::b, KendallVariant::c, KendallVariant::t23, KendallVariant::acc23}) {
        for (const bool scipy_order : {false, true}) {
          const double a = ranked.tau(prepared, m.data(), v, scipy_order), b = kendall(g, m, v, 0, scipy_order);
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
          const auto [a1, a2] = detail::kendall_draw(prepared, ranked, bits.data(), offset, z1.data(),
                                                     z2.data(), v, scipy_order);
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
    const detail::KendallRanked ranked = detail::KendallRanked::of(prepared, z1.data(), z2.data());
    CHECK(ranked.sweep_width == (groups <= 32 ? 32u : groups <= 64 ? 64u : groups <= 128 ? 128u : 0u));
    std::vector<std::uint64_t> bits;
    detail::draw_bits(7, static_cast<int>(groups), n, bits);
    Vector m1(n), m2(n);
    detail::mix_by_bits(bits.data(), 0, z1.data(), z2.data(), n, m1.data(), m2.data());
    const auto [a1, a2] = detail::kendall_draw(prepared, ranked, bits.data(), 0, z1.data(), z2.data(),
                                               KendallVariant::b, true);
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
      for (const cpu::Level level : cpu::compiled_levels()) {
        CAPTURE(cpu::name(level));
        const std::array<std::int64_t, 2> d = sweep_discordant(ranked, keep.data(), level);
        CHECK(d[0] == want1.discordant);
        CHECK(d[1] == want2.discordant);
      }
    }
  }
}

TEST_CASE("metaeval: Pearson of draws from their bits (PearsonKernels::draws) equals many()") {
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
    const auto from_bits = detail::pearson_kernels().draws;
    if (!from_bits) continue;  // (no AVX-512 here)
    std::vector<std::uint8_t> mask(n);
    from_bits(draw.data(), offset, z1.data(), z2.data(), prepared.scaled().data(), n, mask.data(), got.data());
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
    for (const cpu::Level level : cpu::compiled_levels()) {
      CAPTURE(cpu::name(level));
      CAPTURE(width);
      CAPTURE(n);
      CHECK(detail::kernels(level).count_groups[detail::lanes(width)](groups.data(), n) == want);
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
    const auto ranked = detail::KendallRanked::of(prepared, s1, s2, false);
    std::vector<std::uint64_t> bits;
    detail::draw_bits(11, 5, n + 5 * 37, bits);
    Vector m1(n), m2(n);
    detail::mix_by_bits(bits.data(), 5 * 37, z1.data(), z2.data(), n, m1.data(), m2.data());
    const auto [a1, a2] = detail::kendall_draw(prepared, ranked, bits.data(), 5 * 37, z1.data(), z2.data(),
                                               KendallVariant::b, true);
    CHECK(a1 == kendall_from_counts(counts_by_pairs(g, m1, 0), KendallVariant::b, n, 0, true));
    CHECK(a2 == kendall_from_counts(counts_by_pairs(g, m2, 0), KendallVariant::b, n, 0, true));
  }
}

TEST_CASE("metaeval: a batch of Kendall draws (kendall_draws) equals the draws one by one") {
  // The draws from bytes (batched where the CPU splits them by vector:
  // 512 to 65,535 slots, at most 128 gold groups); batches
  // of 1, 7 and 32 draws at bit offsets (an averaging's later vectors);
  // ties in and between the metrics, or nearly none.
  std::mt19937_64 rng(21);
  const bool split = detail::kernels().batch != nullptr;
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
      const auto ranked = detail::KendallRanked::of(prepared, s1, s2, false);
      CHECK(detail::kendall_batched(ranked) == (split && groups <= 128 && 2 * n >= 512 && 2 * n <= 65535));
      for (const std::size_t count : {std::size_t{1}, std::size_t{7}, detail::kKendallBatch}) {
        const std::size_t first = count * 5;
        std::vector<std::vector<std::uint64_t>> bits(count);
        std::vector<const std::uint64_t*> at(count);
        for (std::size_t j = 0; j < count; ++j) {
          detail::draw_bits(31, static_cast<int>(count + j), n + first, bits[j]);
          at[j] = bits[j].data();
        }
        for (const KendallVariant v : {KendallVariant::b, KendallVariant::c}) {
          std::vector<std::pair<double, double>> got(count);
          detail::kendall_draws(prepared, ranked, at.data(), count, first, z1.data(), z2.data(), v, true, got.data());
          for (std::size_t j = 0; j < count; ++j) {
            CAPTURE(j);
            CHECK(same(got[j], detail::kendall_draw(prepared, ranked, at[j], first, z1.data(), z2.data(), v, true)));
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
  const auto ranked = detail::KendallRanked::of(prepared, prepared.sort(z1.data()), prepared.sort(z2.data()), false);
  std::vector<std::vector<std::uint64_t>> bits(detail::kKendallBatch);
  std::vector<const std::uint64_t*> at;
  for (std::size_t j = 0; j < bits.size(); ++j) {
    detail::draw_bits(5, static_cast<int>(j), n, bits[j]);
    at.push_back(bits[j].data());
  }
  std::vector<std::pair<double, double>> got(bits.size());
  detail::kendall_draws(prepared, ranked, at.data(), bits.size(), 0, z1.data(), z2.data(), KendallVariant::b,
                        true, got.data());
  for (std::size_t j = 0; j < bits.size(); ++j) {
    Vector m1(n), m2(n);
    detail::mix_by_bits(at[j], 0, z1.data(), z2.data(), n, m1.data(), m2.data());
    CHECK(got[j].first == kendall_from_counts(counts_by_pairs(g, m1, 0), KendallVariant::b, n, 0, true));
    CHECK(got[j].second == kendall_from_counts(counts_by_pairs(g, m2, 0), KendallVariant::b, n, 0, true));
  }
  CHECK_THROWS(detail::kendall_draws(prepared, ranked, at.data(), detail::kKendallBatch + 1, 0, z1.data(), z2.data(),
                              KendallVariant::b, true, got.data()));
}

TEST_CASE("metaeval: Kendall draws from crossings (KendallCrossings::draws) equal the draws one by one") {
  // Metrics alike (z2 = z1 + noise: few crossing pairs) or not; ties in
  // and between them (small integer scores) or none; 3, 64 and 128 gold
  // groups; batches of 1 to kCrossBatch draws (128-, 256- and 512-bit
  // counters, partial words) at bit offsets.
  std::mt19937_64 rng(77);
  const bool cpu = cpu::at_least(cpu::Level::avx512);
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
    auto ranked = detail::KendallRanked::of(prepared, s1, s2, false);
    CAPTURE(groups);
    CAPTURE(n);
    CAPTURE(kind);
    CAPTURE(draws);
    CHECK_FALSE(detail::KendallCrossings::cross(prepared, ranked, 1));  // one draw: cheaper counted
    CHECK(detail::KendallCrossings::cross(prepared, ranked, draws) == (cpu && 2 * n >= 512));
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
        detail::KendallCrossings::draws(prepared, ranked, at.data(), count, first, v, true, got.data());
        std::size_t differ = 0;
        for (std::size_t j = 0; j < count; ++j)
          differ += !same(got[j], detail::kendall_draw(prepared, ranked, at[j], first, z1.data(), z2.data(), v, true));
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
  auto ranked = detail::KendallRanked::of(prepared, prepared.sort(z1.data()), prepared.sort(z2.data()), false);
  REQUIRE(detail::KendallCrossings::cross(prepared, ranked, 1000));
  std::vector<std::vector<std::uint64_t>> bits(300);
  std::vector<const std::uint64_t*> at;
  for (std::size_t j = 0; j < bits.size(); ++j) {
    detail::draw_bits(6, static_cast<int>(j), n, bits[j]);
    at.push_back(bits[j].data());
  }
  std::vector<std::pair<double, double>> got(detail::KendallCrossings::kBatch + 1);
  detail::KendallCrossings::draws(prepared, ranked, at.data(), bits.size(), 0, KendallVariant::b, true, got.data());
  for (std::size_t j = 0; j < bits.size(); j += 29) {
    Vector m1(n), m2(n);
    detail::mix_by_bits(at[j], 0, z1.data(), z2.data(), n, m1.data(), m2.data());
    CHECK(got[j].first == kendall_from_counts(counts_by_pairs(g, m1, 0), KendallVariant::b, n, 0, true));
    CHECK(got[j].second == kendall_from_counts(counts_by_pairs(g, m2, 0), KendallVariant::b, n, 0, true));
  }
  CHECK_THROWS(detail::KendallCrossings::draws(prepared, ranked, at.data(),
                                               detail::KendallCrossings::kBatch + 1, 0, KendallVariant::b,
                                    true, got.data()));
  auto plain = detail::KendallRanked::of(prepared, prepared.sort(z1.data()), prepared.sort(z2.data()), false);
  CHECK_THROWS(detail::KendallCrossings::draws(prepared, plain, at.data(), 1, 0, KendallVariant::b, true, got.data()));
}

