// SPDX-License-Identifier: LGPL-2.1-or-later
#include "numeric/boost_lanczos.hh"

#include <doctest/doctest.h>

#include <bit>
#include <cstdint>
#include <cstdio>

namespace {

// FNV-1a over both sums' bits at arguments of the p-values' range (a beta
// distribution's a, b and a + b; a t distribution's degrees of freedom):
// halves up to 10^4, random doubles up to 10^6, and some above the limit
// where the evaluation turns to 1/x.
template <class F>
std::uint64_t digest(F&& f) {
  std::uint64_t h = 0xcbf29ce484222325ull, s = 23;
  auto add = [&](double x) {
    for (double r : {f(x, false), f(x, true)}) {
      std::uint64_t b = std::bit_cast<std::uint64_t>(r);
      for (int k = 0; k < 8; ++k) h = (h ^ ((b >> (8 * k)) & 0xff)) * 0x100000001b3ull;
    }
  };
  for (int i = 1; i <= 20000; ++i) add(i / 2.0);
  for (int i = 0; i < 100000; ++i) {
    std::uint64_t z = (s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    z ^= z >> 31;
    add(double(z >> 11) * 0x1p-53 * 1e6);
  }
  for (double x : {1e-300, 1e-10, 0.25, 4.3e25, 4.4e25, 4.8e25, 1e30, 1e300}) add(x);
  return h;
}

}  // namespace

// Made on x86-64 from Boost's SSE2 functions; every build gives it (on
// aarch64 through this header's specializations).
TEST_CASE("Boost's lanczos13m53 sums for double give x86-64's bits") {
  using L = boost::math::lanczos::lanczos13m53;
  std::uint64_t h = digest([](double x, bool scaled) { return scaled ? L::lanczos_sum_expG_scaled(x) : L::lanczos_sum(x); });
  char hex[19];
  std::snprintf(hex, sizeof hex, "0x%016llx", static_cast<unsigned long long>(h));
  CHECK_MESSAGE(h == 0x5dc8411f1b55da36ull, "digest " << hex);
}

#ifdef __SSE2__
TEST_CASE("boost_lanczos's portable sums equal Boost's SSE2 ones") {
  using L = boost::math::lanczos::lanczos13m53;
  namespace bl = meteor::numeric::boost_lanczos;
  auto boost = [](double x, bool scaled) { return scaled ? L::lanczos_sum_expG_scaled(x) : L::lanczos_sum(x); };
  auto ours = [](double x, bool scaled) { return scaled ? bl::lanczos_sum_expG_scaled(x) : bl::lanczos_sum(x); };
  CHECK(digest(ours) == digest(boost));
}
#endif
