// A permutation draw as bits: which cells keep their two scores and which
// swap them; the draw's vectors, or its bytes for the Kendall sweep, from them.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace meteor::metaeval::detail {

// A permutation draw's choices: bit c of bits (bits[c / 64] >> c % 64) is 1
// where cell c keeps its scores (m1 takes z1's, m2 z2's) and 0 where they
// are swapped. draw_bits makes a PERM-BOTH draw's n bits (the draw's own
// random stream, 64 bits a word); mix_by_bits makes the draw's m1 and m2 of
// cells first_bit..first_bit + n from z1[0..n) and z2[0..n).
void draw_bits(std::uint64_t seed, int draw, std::size_t n, std::vector<std::uint64_t>& bits);
inline bool keep_bit(const std::uint64_t* bits, std::size_t c) { return (bits[c >> 6] >> (c & 63)) & 1; }
// Bits at..at + 63 of bits (bit i as keep_bit reads it), reading only the
// words that hold bits below end: the bits at end and past it are
// arbitrary.
inline std::uint64_t bits_at(const std::uint64_t* bits, std::size_t at, std::size_t end) {
  const std::size_t w = at >> 6, shift = at & 63;
  std::uint64_t word = bits[w] >> shift;
  if (shift && 64 * (w + 1) < end) word |= bits[w + 1] << (64 - shift);
  return word;
}
void mix_by_bits(const std::uint64_t* bits, std::size_t first_bit, const double* z1, const double* z2, std::size_t n,
                 double* m1, double* m2);

// A draw's bytes for the sweep (Ranked's "at"): keep[i] = the bit of cell
// first_bit + i (1: kept), keep[half + i] its complement, i < n <= half
// (a multiple of 64); keep holds 2 x half bytes and 64 more (the sweep's
// gathers read 4 bytes at a place).
void draw_keep(const std::uint64_t* bits, std::size_t first_bit, std::size_t n, std::size_t half, std::uint8_t* keep);

}  // namespace meteor::metaeval::detail
