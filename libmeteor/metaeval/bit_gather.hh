// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

namespace meteor::metaeval::detail {

// A fixed selection of bits, applied to many bit vectors: out bit t is in
// bit from[t] (from: any sequence of positions below n; a position may be
// taken more than once). Made in O(size); applied with AVX-512 VBMI and
// BITALG, 64 bits out at a time: a byte permute over each 128 bytes of the
// input (in registers up to 8,192 bits, read from the caches beyond;
// masked to the out bits whose byte lies there) puts each out bit's byte
// in its slot, and a bit shuffle picks the bit: n / 1024 + 1 operations
// for 64 bits, no load per bit. The Kendall permutation test's draws take
// each slot's bit of the draw, in the order of the two metrics' scores,
// this way (correlation.cc).
class BitGather {
 public:
  // The permutes grow as n for 64 bits out (n^2 / 32,768 for 2n bits out
  // of n): from about 22,000 bits on a Kendall draw from its bytes costs
  // less (bench/kendall_bench: alike at 24,000 scores).
  static constexpr std::size_t kMaxBits = 20480;
  BitGather() = default;
  // Throws std::invalid_argument if n > kMaxBits or a position is >= n.
  BitGather(const std::vector<std::uint32_t>& from, std::size_t n);
  std::size_t size() const { return size_; }
  // The words apply() reads (n rounded up to 1,024 bits: pad with zeros).
  std::size_t in_words() const { return 16 * pairs_; }
  std::size_t out_words() const { return (size_ + 63) / 64; }
  // out[0..out_words()) from in[0..in_words()); bits past size() zero.
  void apply(const std::uint64_t* in, std::uint64_t* out) const;
  // The same without AVX-512 (the fast kernel's reference).
  void apply_portable(const std::uint64_t* in, std::uint64_t* out) const;
  static bool avx512();  // apply() runs the AVX-512 kernel on this CPU

 private:
  std::size_t size_ = 0, pairs_ = 0;  // pairs_: 128-byte blocks of the input
  // By out bit t (64 a word): its byte's place in its block (the permute's
  // index), its place in the 8-byte lane of t where the permute puts the
  // byte (8 (t % 8) + bit: the shuffle's index); by out word and block, the
  // out bits whose byte is in the block.
  std::vector<std::uint8_t> byte_, bit_;
  std::vector<std::uint64_t> block_;
};

}  // namespace meteor::metaeval::detail
