// SPDX-License-Identifier: LGPL-2.1-or-later
// Fixed bit selections (metaeval/bit_gather.hh): every out bit is its
// position's bit in, with either kernel, at every input size.
#include "metaeval/bit_gather.hh"

#include <doctest/doctest.h>

#include <algorithm>
#include <initializer_list>
#include <numeric>
#include <random>
#include <stdexcept>

using meteor::metaeval::detail::BitGather;

namespace {

bool bit(const std::vector<std::uint64_t>& x, std::size_t i) { return (x[i / 64] >> (i % 64)) & 1; }

void check_gather(const std::vector<std::uint32_t>& from, std::size_t n, std::mt19937_64& rng) {
  const BitGather gather(from, n);
  CAPTURE(n);
  CAPTURE(from.size());
  CHECK(gather.size() == from.size());
  CHECK(gather.in_words() * 64 >= n);
  CHECK(gather.in_words() % 16 == 0);
  for (int round = 0; round < 3; ++round) {
    std::vector<std::uint64_t> in(gather.in_words(), 0);
    for (std::size_t i = 0; i < n; ++i)
      if (rng() & 1) in[i / 64] |= std::uint64_t{1} << (i % 64);
    if (round == 2) std::fill(in.begin(), in.begin() + static_cast<std::ptrdiff_t>((n + 63) / 64), ~std::uint64_t{0});
    if (round == 2 && n % 64) in[n / 64] = (std::uint64_t{1} << (n % 64)) - 1;
    std::vector<std::uint64_t> fast(gather.out_words(), 1), portable(gather.out_words(), 1);
    gather.apply(in.data(), fast.data());
    gather.apply_portable(in.data(), portable.data());
    CHECK(fast == portable);
    std::size_t wrong = 0;
    for (std::size_t t = 0; t < from.size(); ++t) wrong += bit(portable, t) != bit(in, from[t]);
    for (std::size_t t = from.size(); t < 64 * gather.out_words(); ++t) wrong += bit(portable, t);  // zero past size
    CHECK(wrong == 0);
  }
}

}  // namespace

TEST_CASE("BitGather: each out bit is its position's bit") {
  std::mt19937_64 rng(7);
  for (std::size_t n : std::initializer_list<std::size_t>{0, 1, 2, 7, 8, 63, 64, 65, 100, 511, 512, 1000, 1023, 1024,
                                                          1025, 2100, 4096, 5200, 8191, 8192,
                                                          8193, 20000, BitGather::kMaxBits}) {
    // Every position twice, shuffled (a permutation test's two metrics' slots).
    std::vector<std::uint32_t> from(2 * n);
    for (std::size_t i = 0; i < 2 * n; ++i) from[i] = static_cast<std::uint32_t>(i % n);
    std::shuffle(from.begin(), from.end(), rng);
    check_gather(from, n, rng);
    // A permutation; the identity; some positions only, in order.
    from.resize(n);
    std::iota(from.begin(), from.end(), 0u);
    check_gather(from, n, rng);
    std::shuffle(from.begin(), from.end(), rng);
    check_gather(from, n, rng);
    from.clear();
    for (std::size_t i = 0; i < n; i += 3) from.push_back(static_cast<std::uint32_t>(i));
    check_gather(from, n, rng);
  }
  // The last bit of each 128-byte block, and the first, reversed.
  std::vector<std::uint32_t> edges;
  for (std::uint32_t b = 8; b-- > 0;) edges.push_back(1024 * b + 1023), edges.push_back(1024 * b);
  check_gather(edges, 8192, rng);
}

TEST_CASE("BitGather: bad input") {
  CHECK_THROWS_AS(BitGather(std::vector<std::uint32_t>{0, 2}, 2), std::invalid_argument);
  CHECK_THROWS_AS(BitGather(std::vector<std::uint32_t>{0}, BitGather::kMaxBits + 1), std::invalid_argument);
}
