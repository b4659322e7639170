// A permutation draw's bits, and its vectors or bytes from them (draw_bits.hh).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/draw_bits.hh"

#include <array>
#include <bit>
#include <cstring>

#include "metaeval/statistics/random.hh"

namespace meteor::metaeval::detail {

void draw_bits(std::uint64_t seed, int draw, std::size_t n, std::vector<std::uint64_t>& bits) {
  Rng rng(seed, 1, static_cast<std::uint64_t>(draw));
  bits.resize((n + 63) / 64);
  for (std::uint64_t& w : bits) w = rng.next();
}

void mix_by_bits(const std::uint64_t* bits, std::size_t first_bit, const double* z1, const double* z2, std::size_t n,
                 double* m1, double* m2) {
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t keep = 0 - static_cast<std::uint64_t>(keep_bit(bits, first_bit + i));  // all ones: keep
    const std::uint64_t a = std::bit_cast<std::uint64_t>(z1[i]), b = std::bit_cast<std::uint64_t>(z2[i]);
    m1[i] = std::bit_cast<double>((a & keep) | (b & ~keep));  // without branches: the choice is random
    m2[i] = std::bit_cast<double>((b & keep) | (a & ~keep));
  }
}

// 8 cells' bytes a table look-up.
void draw_keep(const std::uint64_t* bits, std::size_t first_bit, std::size_t n, std::size_t half, std::uint8_t* keep) {
  static const auto table = [] {
    std::array<std::uint64_t, 256> t{};
    for (unsigned b = 0; b < 256; ++b)
      for (unsigned j = 0; j < 8; ++j) t[b] |= static_cast<std::uint64_t>((b >> j) & 1) << (8 * j);
    return t;
  }();
  constexpr std::uint64_t kOnes = 0x0101010101010101u;
  for (std::size_t i = 0; i < n; i += 64) {
    const std::uint64_t word = bits_at(bits, first_bit + i, first_bit + n);
    for (std::size_t j = 0; j < 8; ++j) {  // up to half: bytes past n are never read
      const std::uint64_t eight = table[(word >> (8 * j)) & 0xff], flipped = eight ^ kOnes;
      std::memcpy(keep + i + 8 * j, &eight, 8);
      std::memcpy(keep + half + i + 8 * j, &flipped, 8);
    }
  }
}

}  // namespace meteor::metaeval::detail
