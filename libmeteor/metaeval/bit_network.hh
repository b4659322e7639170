// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace meteor::metaeval::detail {

// A fixed permutation of n bits, applied to many bit vectors: a Benes
// network of 2m - 1 delta swaps over N = 2^m >= max(n, 512) bits (stage s
// swaps, where its mask says so, the bits at distance N/2, N/4, ..., 1,
// ..., N/4, N/2 apart). Routed once (the looping algorithm, O(N log N));
// then a vector is permuted in a few thousand word operations, without a
// load per bit: the Kendall permutation test's draws put each cell's bit in
// the order of a metric's scores this way (correlation.cc).
class BitNetwork {
 public:
  BitNetwork() = default;
  // dest: a permutation of 0..n-1; input bit i goes to bit dest[i].
  explicit BitNetwork(const std::vector<std::uint32_t>& dest);
  std::size_t size() const { return n_; }
  // The words apply() reads and writes (N / 64); 0 when empty.
  std::size_t words() const { return m_ ? (std::size_t{1} << m_) / 64 : 0; }
  // x (words() words, bits past size() zero) permuted in place: bit i of
  // x goes to bit dest[i]; bits past size() stay zero.
  void apply(std::uint64_t* x) const;
  // The same with the portable kernel (the AVX-512 one's reference).
  void apply_portable(std::uint64_t* x) const;
  static bool avx512();  // apply() runs the AVX-512 kernel on this CPU

 private:
  std::size_t n_ = 0;
  int m_ = 0;
  // The masks in the order the kernels read them: the outer stages before
  // the middle (distance >= 512 bits: per pair of 512-bit blocks, the lower
  // block's 8 words), each 512-bit block's 17 middle stages (distances 256
  // to 1 to 256: 8 words a stage; for distances of 64 bits and more the
  // mask is set at both bits of a swapped pair), the outer stages after.
  std::vector<std::uint64_t> masks_;
};

}  // namespace meteor::metaeval::detail
