// SPDX-License-Identifier: LGPL-2.1-or-later
// Benes networks of delta swaps (metaeval/bit_network.hh): every bit lands
// where the permutation sends it, with either kernel, at every size class.
#include "metaeval/bit_network.hh"

#include <doctest/doctest.h>

#include <algorithm>
#include <numeric>
#include <random>
#include <stdexcept>

using meteor::metaeval::detail::BitNetwork;

namespace {

bool bit(const std::vector<std::uint64_t>& x, std::size_t i) { return (x[i / 64] >> (i % 64)) & 1; }

void check_network(std::size_t n, std::mt19937_64& rng, bool identity = false) {
  std::vector<std::uint32_t> dest(n);
  std::iota(dest.begin(), dest.end(), 0u);
  if (!identity) std::shuffle(dest.begin(), dest.end(), rng);
  const BitNetwork net(dest);
  CAPTURE(n);
  CHECK(net.size() == n);
  CHECK(net.words() * 64 >= std::max<std::size_t>(n, 512));
  for (int round = 0; round < 3; ++round) {
    std::vector<std::uint64_t> x(net.words(), 0);
    for (std::size_t i = 0; i < n; ++i)
      if (rng() & 1) x[i / 64] |= std::uint64_t{1} << (i % 64);
    std::vector<std::uint64_t> fast = x, portable = x;
    net.apply(fast.data());
    net.apply_portable(portable.data());
    CHECK(fast == portable);
    std::size_t wrong = 0;
    for (std::size_t i = 0; i < n; ++i) wrong += bit(portable, dest[i]) != bit(x, i);
    for (std::size_t i = n; i < net.words() * 64; ++i) wrong += bit(portable, i);  // padding stays zero
    CHECK(wrong == 0);
  }
}

}  // namespace

TEST_CASE("BitNetwork: bits go where the permutation sends them") {
  std::mt19937_64 rng(7);
  for (std::size_t n : {0, 1, 2, 3, 63, 64, 65, 100, 511, 512, 513, 1000, 1024, 1025, 4096, 5200, 9000, 20000})
    check_network(n, rng);
  check_network(3000, rng, true);
  // Reversal: every swap stage in use.
  std::vector<std::uint32_t> rev(2048);
  for (std::size_t i = 0; i < rev.size(); ++i) rev[i] = static_cast<std::uint32_t>(rev.size() - 1 - i);
  const BitNetwork net(rev);
  std::vector<std::uint64_t> x(net.words(), 0);
  x[0] = 1;
  net.apply(x.data());
  CHECK(x[31] == std::uint64_t{1} << 63);
}

TEST_CASE("BitNetwork: not a permutation") {
  CHECK_THROWS_AS(BitNetwork(std::vector<std::uint32_t>{0, 0}), std::invalid_argument);
  CHECK_THROWS_AS(BitNetwork(std::vector<std::uint32_t>{0, 2}), std::invalid_argument);
}
