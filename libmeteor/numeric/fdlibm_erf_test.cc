// SPDX-License-Identifier: LGPL-2.1-or-later
#include "numeric/fdlibm_erf.hh"

#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <initializer_list>
#include <limits>

namespace {

// Every branch: Kendall's z range (|x| up to 30), each fit's interval and
// its edges, random bit patterns, special values.
template <class F>
void for_each_argument(F&& f) {
  std::uint64_t s = 60;
  auto next = [&] {
    std::uint64_t z = (s += 0x9e3779b97f4a7c15ull);
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
    return z ^ (z >> 31);
  };
  auto unit = [&] { return double(next() >> 11) * 0x1p-53; };
  for (int i = 0; i < 200000; ++i) f(-30 * unit() * unit() * M_SQRT1_2);
  for (double hi : {0x1p-56, 0x1p-28, 0.25, 0.84375, 1.25, 1 / 0.35, 6.0, 28.0, 40.0})
    for (int i = 0; i < 20000; ++i) {
      const double x = hi * (0.5 + unit());
      f(x);
      f(-x);
    }
  for (int i = 0; i < 100000; ++i) f(std::bit_cast<double>(next()));
  const double inf = std::numeric_limits<double>::infinity();
  for (double x : {0.0, -0.0, inf, -inf, std::numeric_limits<double>::quiet_NaN(), 0x1p-1074, -0x1p-1074, 0x1p-1022})
    f(x);
}

}  // namespace

// Made on x86-64 from glibc's erf and erfc; every build gives it.
TEST_CASE("fdlibm erf and erfc give x86-64 glibc's bits on every argument of the set") {
  using namespace meteor::numeric;
  std::uint64_t h = 0xcbf29ce484222325ull, n = 0;
  for_each_argument([&](double x) {
    for (double r : {fdlibm::erf(x), fdlibm::erfc(x)}) {
      const std::uint64_t b = std::bit_cast<std::uint64_t>(r);
      for (int k = 0; k < 8; ++k) h = (h ^ ((b >> (8 * k)) & 0xff)) * 0x100000001b3ull;
    }
    ++n;
  });
  char hex[19];
  std::snprintf(hex, sizeof hex, "0x%016llx", static_cast<unsigned long long>(h));
  CHECK(n == 660008);
  CHECK_MESSAGE(h == 0xb1c256f423b6a319ull, "digest " << hex);
}

#if defined(__x86_64__) && defined(__GLIBC__)
// The digest's source: x86-64 glibc's own erf and erfc (fdlibm's code,
// compiled without fused multiply-adds), argument by argument.
TEST_CASE("fdlibm erf and erfc equal this x86-64 glibc's") {
  using namespace meteor::numeric;
  std::uint64_t wrong = 0;
  for_each_argument([&](double x) {
    const double e = std::erf(x), c = std::erfc(x);
    if (std::bit_cast<std::uint64_t>(fdlibm::erf(x)) != std::bit_cast<std::uint64_t>(e) ||
        std::bit_cast<std::uint64_t>(fdlibm::erfc(x)) != std::bit_cast<std::uint64_t>(c)) {
      if (++wrong <= 5) MESSAGE("x = " << std::bit_cast<std::uint64_t>(x));
    }
  });
  CHECK(wrong == 0);
}
#endif
