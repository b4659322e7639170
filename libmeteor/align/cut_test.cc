// Tests of the beam's cut: every level the CPU has against a full sort, on
// random, sorted, reversed and clustered keys, across the sizes and kept
// counts of a search step and past them.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/cut.hh"

#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <set>
#include <vector>

using namespace meteor;

namespace {

// n distinct keys of a kind: 0 random, 1 ascending, 2 descending, 3
// clustered (a few far-apart groups of close keys), 4 random in the low
// bits only (as creation indexes under one total).
std::vector<std::uint64_t> keys(std::mt19937_64& rng, std::size_t n, int kind) {
  std::set<std::uint64_t> seen;
  std::vector<std::uint64_t> k;
  while (k.size() < n) {
    std::uint64_t x = rng();
    if (kind == 3) x = (rng() % 3) << 60 | (rng() % 5000);
    if (kind == 4) x = std::uint64_t{4000} << 52 | (rng() % (4 * n + 16));
    if (seen.insert(x).second) k.push_back(x);
  }
  if (kind == 1) std::sort(k.begin(), k.end());
  if (kind == 2) std::sort(k.rbegin(), k.rend());
  return k;
}

}  // namespace

TEST_CASE("cut: the kept smallest keys in order and the next, at every level") {
  std::mt19937_64 rng(53);
  for (const std::size_t n : {2, 3, 8, 9, 40, 41, 63, 64, 65, 120, 200, 513, 960, 4096, 4097, 10000})
    for (const std::size_t kept : {std::size_t{1}, std::size_t{7}, std::size_t{40}, std::size_t{63}, n / 3, n - 1})
      for (int kind = 0; kind < 5; ++kind) {
        if (kept == 0 || kept >= n) continue;
        const std::vector<std::uint64_t> in = keys(rng, n, kind);
        std::vector<std::uint64_t> want = in;
        std::sort(want.begin(), want.end());
        for (const cpu::Level level : cpu::compiled_levels()) {
          std::vector<std::uint64_t> got = in;
          cut::kernels(level).select_smallest(got.data(), n, kept);
          CAPTURE(n);
          CAPTURE(kept);
          CAPTURE(kind);
          CAPTURE(cpu::name(level));
          CHECK(std::equal(want.begin(), want.begin() + static_cast<std::ptrdiff_t>(kept) + 1, got.begin()));
        }
      }
}

TEST_CASE("cut: the small sorts") {
  std::vector<std::uint64_t> a{5, 3, 9, 1, 7};
  cut::insertion_sort(a.data(), a.size());
  CHECK(a == std::vector<std::uint64_t>{1, 3, 5, 7, 9});
  std::vector<std::uint64_t> b(100);
  for (std::size_t i = 0; i < b.size(); ++i) b[i] = (i * 37) % 101;
  cut::sort_keys(b.data(), b.size());
  CHECK(std::is_sorted(b.begin(), b.end()));
}

TEST_CASE("cut: sort_keys at every level, up to the register sort's 64 keys and past them") {
  std::mt19937_64 rng(64);
  for (std::size_t n = 0; n <= 80; ++n)
    for (int kind = 0; kind < 5; ++kind) {
      const std::vector<std::uint64_t> in = keys(rng, n, kind);
      std::vector<std::uint64_t> want = in;
      std::sort(want.begin(), want.end());
      for (const cpu::Level level : cpu::compiled_levels()) {
        std::vector<std::uint64_t> got = in;
        cut::kernels(level).sort_keys(got.data(), n);
        CAPTURE(n);
        CAPTURE(kind);
        CAPTURE(cpu::name(level));
        CHECK(got == want);
      }
    }
}
