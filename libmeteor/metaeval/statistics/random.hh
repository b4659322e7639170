// Random numbers for the meta-evaluation's permutation tests and sampling:
// a SplitMix64 stream keyed by (seed, stream, index), so that draw i of a
// test depends only on its key, never on which thread makes it. And samples
// of item indexes, MTME's stats.Sample's for a seed (numpy_random.hh).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace meteor::metaeval {

inline std::uint64_t mix64(std::uint64_t z) {
  z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
  z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
  return z ^ (z >> 31);
}

class Rng {
 public:
  explicit Rng(std::uint64_t seed, std::uint64_t stream = 0, std::uint64_t index = 0)
      : state_(mix64(mix64(mix64(seed) ^ (stream + 0x9e3779b97f4a7c15ULL)) ^ (index + 0x632be59bd9b4e019ULL))) {}
  std::uint64_t next() { return mix64(state_ += 0x9e3779b97f4a7c15ULL); }
  // Uniform in [0, 1) with 53 random bits.
  double uniform() { return static_cast<double>(next() >> 11) * 0x1.0p-53; }
  // One fair bit (64 per call of next()).
  bool bit() {
    if (bits_left_ == 0) {
      bits_ = next();
      bits_left_ = 64;
    }
    const bool b = bits_ & 1;
    bits_ >>= 1;
    --bits_left_;
    return b;
  }

 private:
  std::uint64_t state_;
  std::uint64_t bits_ = 0;
  int bits_left_ = 0;
};

enum class SampleMethod { uniform, stratify };

// `size` indexes in [0, total) (all of them when size is 0 or above total).
// uniform: numpy's default_rng(seed).choice(total, size, replace=False).
// stratify: bins (consecutive, summing to total) get shares of `size` in
// proportion to their sizes (largest remainders first, ties broken in a
// random order, no bin above its size), then each bin's share is drawn
// uniformly from it, bin by bin, from the same generator; indexes in bin
// order. seed: nullopt (or 0, as MTME) draws a fresh seed. Throws
// InvalidArgument for bins that do not sum to total, negative sizes.
std::vector<std::int64_t> sample_indexes(std::int64_t total, std::int64_t size, SampleMethod method,
                                         const std::vector<std::int64_t>& bins, std::optional<std::uint64_t> seed);

// The stratified shares alone (for tests): order[i] is bin i's rank when
// remainders tie.
std::vector<std::int64_t> stratified_shares(const std::vector<std::int64_t>& bins, std::int64_t size,
                                            const std::vector<std::size_t>& tie_order);

}  // namespace meteor::metaeval
