// SPDX-License-Identifier: LGPL-2.1-or-later
#include "java/intel_pow.hh"

#include "java/sse2.hh"

#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <limits>

using namespace meteor::java;

namespace {

std::uint64_t splitmix(std::uint64_t& s) {
  std::uint64_t z = (s += 0x9e3779b97f4a7c15ull);
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
  return z ^ (z >> 31);
}
double unit(std::uint64_t& s) { return double(splitmix(s) >> 11) * 0x1p-53; }

// The arguments the golden digest covers: Meteor's (fragmentation ratios in
// (0, 1], betas 0.5-5.5; penalties' ratios chunks/matches), random bit
// patterns (every class: denormals, negatives, infinities, NaNs), and the
// special values against each other.
template <class F>
void for_each_argument(F&& f) {
  // Two draws a pair, in this order (a call's arguments have none).
  std::uint64_t s = 62;
  auto pair = [&](auto make_x, auto make_y) {
    double x = make_x();
    f(x, make_y());
  };
  auto bits = [&] { return std::bit_cast<double>(splitmix(s)); };
  for (int i = 0; i < 300000; ++i) pair([&] { return unit(s); }, [&] { return 0.5 + 5 * unit(s); });
  for (int m = 1; m <= 200; ++m)
    for (int c = 1; c <= m; ++c)
      for (double beta : {0.5, 1.0, 1.5, 2.0, 2.5, 3.0, 3.5, 4.0, 4.5, 5.0}) f(double(c) / double(m), beta);
  for (int i = 0; i < 200000; ++i) pair(bits, bits);
  for (int i = 0; i < 100000; ++i) pair(bits, [&] { return double(std::int64_t(splitmix(s) % 4001) - 2000) / 8; });
  const double inf = std::numeric_limits<double>::infinity(), nan = std::numeric_limits<double>::quiet_NaN();
  const double special[] = {0.0, -0.0, 1.0, -1.0, 2.0, -2.0, 0.5, -0.5, 3.0, -3.0, inf, -inf, nan, -nan,
                            0x1p-1074, -0x1p-1074, 0x1p-1022, 0x1.fffffffffffffp1023, -0x1.fffffffffffffp1023,
                            1 + 0x1p-52, 1 - 0x1p-53, 1e300, 1e-300, 1023.0, -1075.0, 0.3333333333333333};
  for (double x : special)
    for (double y : special) f(x, y);
}

// FNV-1a over the results' bits, in order.
std::uint64_t digest(double (*pow)(double, double), std::uint64_t* count) {
  std::uint64_t h = 0xcbf29ce484222325ull, n = 0;
  for_each_argument([&](double x, double y) {
    std::uint64_t b = std::bit_cast<std::uint64_t>(pow(x, y));
    for (int k = 0; k < 8; ++k) h = (h ^ ((b >> (8 * k)) & 0xff)) * 0x100000001b3ull;
    ++n;
  });
  *count = n;
  return h;
}

}  // namespace

// Made on x86-64 (an AMD EPYC) from intel_pow's results. The portable layer
// gives them on every machine; it is what intel_pow runs outside x86-64
// (aarch64, under qemu in the cross build's tests).
TEST_CASE("intel_pow over the portable layer gives the golden bits on every argument of the set") {
  std::uint64_t n = 0;
  std::uint64_t h = digest(intel_pow_portable, &n);
  char hex[19];
  std::snprintf(hex, sizeof hex, "0x%016llx", static_cast<unsigned long long>(h));
  CHECK(n == 801676);
  CHECK_MESSAGE(h == 0x31130a1d56b503a2ull, "digest " << hex);
}

#ifdef METEOR_X86
namespace {

// The 9-bit table index intel_pow takes from an rcpps estimate r.
std::uint32_t rcp_index(float r) {
  return (std::bit_cast<std::uint32_t>(r * std::bit_cast<float>(0x3fb90000u)) + 0x2000u) >> 14;
}

// Whether this CPU's RCPPS is the one kRcpIntervals was made from (an AMD
// EPYC's): its bits at every interval's start, and the previous interval's
// index just before it. Other processors (Intel's) estimate differently and
// round some mantissas to another index, as Java does on them
// (docs/compatibility.md); there the checks of the instructions against the
// table and the golden digest do not apply.
bool rcpps_is_the_tables() {
  std::uint32_t previous = ~0u;
  for (const auto& interval : sse2::kRcpIntervals) {
    std::uint32_t m = 0x3f800000u | interval.first_fraction;
    float r = _mm_cvtss_f32(_mm_rcp_ps(_mm_set_ss(std::bit_cast<float>(m))));
    if (std::bit_cast<std::uint32_t>(r) != interval.rcp_bits) return false;
    if (interval.first_fraction != 0) {
      float before = _mm_cvtss_f32(_mm_rcp_ps(_mm_set_ss(std::bit_cast<float>(m - 1))));
      if (rcp_index(before) != previous) return false;
    }
    previous = rcp_index(r);
  }
  return true;
}

bool rcpps_checked_against_table() {
  static const bool same = [] {
    bool s = rcpps_is_the_tables();
    if (!s)
      MESSAGE("this CPU's RCPPS is not the AMD EPYC's that java/sse2.hh's table reproduces: "
              "the instructions' checks against the table and the golden digest are skipped");
    return s;
  }();
  return same;
}

}  // namespace

// The real instructions on this x86-64 CPU give the golden bits where its
// RCPPS is the table's.
TEST_CASE("intel_pow over x86's instructions gives the golden bits where RCPPS is the table's") {
  if (!rcpps_checked_against_table()) return;
  std::uint64_t n = 0, m = 0;
  CHECK(digest(intel_pow, &n) == digest(intel_pow_portable, &m));
  CHECK(n == m);
}

// The portable layer against the instructions themselves, on this x86 CPU.
TEST_CASE("sse2::portable gives x86's bits: rcpps's 9-bit index for every m in [1, 2)") {
  using sse2::portable;
  auto index = rcp_index;
  // Printing makes the table from this CPU (whatever its RCPPS).
  bool print = std::getenv("METEOR_PRINT_RCP_TABLE") != nullptr;
  if (!print && !rcpps_checked_against_table()) return;
  std::uint32_t previous = ~0u;
  std::size_t intervals = 0, wrong = 0;
  for (std::uint32_t fraction = 0; fraction < (1u << 23); ++fraction) {
    std::uint32_t m = 0x3f800000u | fraction;
    float hw = _mm_cvtss_f32(_mm_rcp_ps(_mm_set_ss(std::bit_cast<float>(m))));
    float sw = std::bit_cast<float>(std::uint32_t(portable::rcp_ps({m, 0}).lo));
    if (index(hw) != index(sw)) ++wrong;
    if (index(hw) != previous) {
      if (print) std::printf("{0x%06x, 0x%08x},%s", fraction, std::bit_cast<std::uint32_t>(hw), ++intervals % 4 ? " " : "\n");
      else ++intervals;
      CHECK(std::bit_cast<std::uint32_t>(hw) == std::bit_cast<std::uint32_t>(sw));
      previous = index(hw);
    }
  }
  CHECK(intervals == std::size(sse2::kRcpIntervals));
  CHECK_MESSAGE(wrong == 0, "this CPU's RCPPS rounds to another index than the AMD EPYC's table for " << wrong
                                                                                                  << " mantissas");
  // Zero, denormals, infinities, NaNs, and the intervals' starts in the other
  // binades, as rcpps gives them.
  std::uint64_t s = 7;
  for (int i = 0; i < 1000000; ++i) {
    std::uint32_t x = std::uint32_t(splitmix(s)), e = (x >> 23) & 0xff;
    if (e != 0 && e != 0xff)
      x = (x & 0xff800000u) | sse2::kRcpIntervals[(x >> 3) % std::size(sse2::kRcpIntervals)].first_fraction;
    float hw = _mm_cvtss_f32(_mm_rcp_ps(_mm_set_ss(std::bit_cast<float>(x))));
    CHECK(std::bit_cast<std::uint32_t>(hw) == std::uint32_t(portable::rcp_ps({x, 0}).lo));
  }
}

TEST_CASE("sse2::portable's arithmetic, shifts and shuffles give x86's bits") {
  using sse2::portable;
  std::uint64_t s = 11;
  auto nat = [](portable::v128 v) { return _mm_set_epi64x(std::int64_t(v.hi), std::int64_t(v.lo)); };
  auto same = [](__m128i a, portable::v128 b) {
    return std::uint64_t(_mm_cvtsi128_si64(a)) == b.lo && std::uint64_t(_mm_cvtsi128_si64(_mm_unpackhi_epi64(a, a))) == b.hi;
  };
  auto nd = [&](portable::v128 v) { return _mm_castsi128_pd(nat(v)); };
  auto ni = [&](__m128d v) { return _mm_castpd_si128(v); };
  auto nf = [&](portable::v128 v) { return _mm_castsi128_ps(nat(v)); };
  auto fi = [&](__m128 v) { return _mm_castps_si128(v); };
  const std::uint64_t specials[] = {0, 0x8000000000000000ull, 0x7ff0000000000000ull, 0xfff0000000000000ull,
                                    0x7ff8000000000000ull, 0x7ff4000000000001ull, 0xfff8000000000123ull,
                                    0x0000000000000001ull, 0x3ff0000000000000ull, 0x7fefffffffffffffull};
  auto word = [&]() {
    std::uint64_t r = splitmix(s);
    switch (r % 4) {
      case 0: return std::uint64_t(specials[(r >> 8) % std::size(specials)]);
      case 1: return std::uint64_t((r & 0x800fffffffffffffull) | (std::uint64_t(1023 + std::int64_t((r >> 52) % 60) - 30) << 52));
      default: return std::uint64_t(splitmix(s));
    }
  };
  for (int i = 0; i < 200000; ++i) {
    portable::v128 a{word(), word()}, b{word(), word()};
    int n = int(splitmix(s) % 70);
    std::int32_t k = std::int32_t(splitmix(s));
    INFO("a = " << a.lo << " " << a.hi << ", b = " << b.lo << " " << b.hi);
    CHECK(same(ni(_mm_add_sd(nd(a), nd(b))), portable::add_sd(a, b)));
    CHECK(same(ni(_mm_sub_sd(nd(a), nd(b))), portable::sub_sd(a, b)));
    CHECK(same(ni(_mm_mul_sd(nd(a), nd(b))), portable::mul_sd(a, b)));
    CHECK(same(ni(_mm_div_sd(nd(a), nd(b))), portable::div_sd(a, b)));
    CHECK(same(ni(_mm_add_pd(nd(a), nd(b))), portable::add_pd(a, b)));
    CHECK(same(ni(_mm_mul_pd(nd(a), nd(b))), portable::mul_pd(a, b)));
    CHECK(same(fi(_mm_mul_ss(nf(a), nf(b))), portable::mul_ss(a, b)));
    CHECK(same(ni(_mm_and_pd(nd(a), nd(b))), portable::and_pd(a, b)));
    CHECK(same(ni(_mm_or_pd(nd(a), nd(b))), portable::or_pd(a, b)));
    CHECK(same(ni(_mm_xor_pd(nd(a), nd(b))), portable::xor_pd(a, b)));
    CHECK(same(ni(_mm_unpacklo_pd(nd(a), nd(b))), portable::unpacklo_pd(a, b)));
    CHECK(same(_mm_add_epi32(nat(a), nat(b)), portable::add_epi32(a, b)));
    CHECK(same(_mm_add_epi64(nat(a), nat(b)), portable::add_epi64(a, b)));
    CHECK(same(_mm_slli_epi64(nat(a), n), portable::slli_epi64(a, n)));
    CHECK(same(_mm_srli_epi64(nat(a), n), portable::srli_epi64(a, n)));
    CHECK(same(_mm_srli_epi32(nat(a), n), portable::srli_epi32(a, n)));
    CHECK(same(_mm_shuffle_epi32(nat(a), 17), portable::shuffle_epi32<17>(a)));
    CHECK(same(_mm_shuffle_epi32(nat(a), 68), portable::shuffle_epi32<68>(a)));
    CHECK(same(_mm_shuffle_epi32(nat(a), 238), portable::shuffle_epi32<238>(a)));
    CHECK(_mm_extract_epi16(nat(a), 3) == portable::extract_epi16<3>(a));
    CHECK(same(_mm_insert_epi16(nat(a), k, 3), portable::insert_epi16<3>(a, k)));
    CHECK(same(_mm_move_epi64(nat(a)), portable::move_epi64(a)));
    CHECK(same(ni(_mm_cvtsi32_sd(nd(a), k)), portable::cvtsi32_sd(a, k)));
    CHECK(_mm_cvtsi128_si32(nat(a)) == portable::cvtsi128_si32(a));
    CHECK(same(_mm_cvtsi32_si128(k), portable::cvtsi32_si128(k)));
    CHECK(same(_mm_cvtsi64_si128(std::int64_t(a.lo)), portable::cvtsi64_si128(std::int64_t(a.lo))));
    if (i % 1000 == 0) {
      double x = std::bit_cast<double>(a.lo);
      CHECK(same(ni(_mm_set_sd(x)), portable::set_sd(x)));
      CHECK(std::bit_cast<std::uint64_t>(_mm_cvtsd_f64(nd(a))) == std::bit_cast<std::uint64_t>(portable::cvtsd_f64(a)));
    }
  }
}

#endif
