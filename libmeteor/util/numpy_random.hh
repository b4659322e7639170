// numpy's default random generator, draw for draw: numpy.random.default_rng(seed)
// is a PCG64 bit generator (128-bit LCG, XSL-RR output) seeded through a
// SeedSequence. MTME seeds it where its figures must be reproducible (pce.py's
// sign matrix, stats.Sample(seed=...)), and so does sacreBLEU's significance
// module (paired bootstrap indices, approximate randomization masks); this
// class gives the same draws, so those figures are theirs to the last digit.
// Every other draw of the meta-evaluation comes from random.hh.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <vector>

namespace meteor {

// numpy.random.SeedSequence(entropy).generate_state(words, np.uint32):
// `entropy` as numpy splits a non-negative integer into 32-bit words (least
// significant first; 0 is one word).
std::vector<std::uint32_t> seed_sequence_state(const std::vector<std::uint32_t>& entropy, std::size_t words);
std::vector<std::uint32_t> seed_words(std::uint64_t seed);

class NumpyGenerator {
 public:
  // numpy.random.default_rng(seed) for a non-negative integer seed.
  explicit NumpyGenerator(std::uint64_t seed);
  // A generator seeded from the operating system (default_rng() / seed None).
  static NumpyGenerator from_entropy();

  std::uint64_t next_uint64();
  // numpy buffers the upper half of a 64-bit draw for the next 32-bit one.
  std::uint32_t next_uint32();
  // Generator.random(dtype=np.float32): 24 random bits in [0, 1).
  float next_float();
  // Generator.random(): 53 random bits in [0, 1).
  double next_double();
  // Uniform integer in [0, max] as numpy's bounded draws make it (Lemire's
  // method on 32 bits when max fits them).
  std::uint64_t bounded(std::uint64_t max);
  // Uniform integer in [0, max] by rejection with a bit mask (numpy's
  // random_interval, used by its shuffles).
  std::uint64_t interval(std::uint64_t max);
  // Generator.choice(population, size=count, replace=True) for an integer
  // population (>= 1), that is Generator.integers(0, population, count,
  // dtype=np.int64): the indexes written to out[0, count) in numpy's order
  // (a size (rows, columns) is row-major: count = rows * columns).
  void choice_with_replacement(std::int64_t population, std::int64_t* out, std::size_t count);
  std::vector<std::int64_t> choice_with_replacement(std::int64_t population, std::size_t count);
  // Generator.integers(2, size=count, dtype=bool): one bit of a 32-bit draw
  // a value, low bit first, the 32-bit draw buffered within this one call.
  void random_bools(bool* out, std::size_t count);
  std::vector<bool> random_bools(std::size_t count);
  // The same call's values in pieces: out[0, count) continues the values
  // drawn through `buffer` (start with a fresh one, as one numpy call does).
  struct BoolBuffer {
    std::uint32_t bits = 0;
    int left = 0;
  };
  void random_bools(bool* out, std::size_t count, BoolBuffer& buffer);
  // Generator.choice(population, size, replace=False) (shuffle=True).
  std::vector<std::int64_t> choice_without_replacement(std::int64_t population, std::int64_t size);
  // Generator.permutation(n).
  std::vector<std::int64_t> permutation(std::int64_t n);

  // The 128-bit state and increment as two 64-bit halves (high, low), for tests.
  std::uint64_t state_high() const { return static_cast<std::uint64_t>(state_ >> 64); }
  std::uint64_t state_low() const { return static_cast<std::uint64_t>(state_); }

 private:
  NumpyGenerator() = default;
  void seed_from(const std::vector<std::uint32_t>& entropy);
  // Fisher-Yates over data[0, n) down to index `first`, each swap's partner
  // drawn with bounded() (numpy's integer shuffle inside choice) or with
  // interval() (its shuffle of an array, as in permutation).
  void shuffle(std::int64_t* data, std::int64_t n, std::int64_t first, bool lemire);

  unsigned __int128 state_ = 0;
  unsigned __int128 inc_ = 0;
  bool has_uint32_ = false;
  std::uint32_t uinteger_ = 0;
};

}  // namespace meteor
