// numpy's default_rng, draw for draw: SeedSequence's hashing of the seed into
// PCG64's state and stream, its draws (XSL-RR, 32-bit halves buffered),
// floats, bounded integers (Lemire's method, masked rejection), and choice
// and permutation by numpy's shuffles (or Floyd's algorithm).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/numpy_random.hh"

#include <memory>
#include <random>

namespace meteor {

namespace {

using u128 = unsigned __int128;

// SeedSequence's hashing constants (O'Neill's seed_seq_fe scheme, as numpy
// documents and implements it).
constexpr std::uint32_t kInitA = 0x43b0d7e5u;
constexpr std::uint32_t kMultA = 0x931e8875u;
constexpr std::uint32_t kInitB = 0x8b51f9ddu;
constexpr std::uint32_t kMultB = 0x58f38dedu;
constexpr std::uint32_t kMixMultL = 0xca01f9ddu;
constexpr std::uint32_t kMixMultR = 0x4973f715u;
constexpr int kXShift = 16;
constexpr std::size_t kPoolSize = 4;

std::uint32_t hashmix(std::uint32_t value, std::uint32_t& hash_const) {
  value ^= hash_const;
  hash_const *= kMultA;
  value *= hash_const;
  value ^= value >> kXShift;
  return value;
}

std::uint32_t mix(std::uint32_t x, std::uint32_t y) {
  std::uint32_t r = kMixMultL * x - kMixMultR * y;
  r ^= r >> kXShift;
  return r;
}

// PCG64's multiplier.
constexpr u128 kPcgMult = (static_cast<u128>(2549297995355413924ULL) << 64) | 4865540595714422341ULL;

std::uint64_t rotr64(std::uint64_t v, unsigned r) { return (v >> r) | (v << ((64 - r) & 63)); }

}  // namespace

std::vector<std::uint32_t> seed_words(std::uint64_t seed) {
  std::vector<std::uint32_t> w;
  do {
    w.push_back(static_cast<std::uint32_t>(seed));
    seed >>= 32;
  } while (seed != 0);
  return w;
}

std::vector<std::uint32_t> seed_sequence_state(const std::vector<std::uint32_t>& entropy, std::size_t words) {
  // The pool: the entropy hashed into four words, every word then mixed with
  // every other, and any entropy beyond four words mixed into all of them.
  std::uint32_t pool[kPoolSize];
  std::uint32_t hash_const = kInitA;
  for (std::size_t i = 0; i < kPoolSize; ++i) pool[i] = hashmix(i < entropy.size() ? entropy[i] : 0, hash_const);
  for (std::size_t src = 0; src < kPoolSize; ++src)
    for (std::size_t dst = 0; dst < kPoolSize; ++dst)
      if (src != dst) pool[dst] = mix(pool[dst], hashmix(pool[src], hash_const));
  for (std::size_t src = kPoolSize; src < entropy.size(); ++src)
    for (std::size_t dst = 0; dst < kPoolSize; ++dst) pool[dst] = mix(pool[dst], hashmix(entropy[src], hash_const));
  // The state: the pool cycled through a second hash.
  std::vector<std::uint32_t> out(words);
  std::uint32_t hc = kInitB;
  for (std::size_t i = 0; i < words; ++i) {
    std::uint32_t v = pool[i % kPoolSize];
    v ^= hc;
    hc *= kMultB;
    v *= hc;
    v ^= v >> kXShift;
    out[i] = v;
  }
  return out;
}

NumpyGenerator::NumpyGenerator(std::uint64_t seed) { seed_from(seed_words(seed)); }

NumpyGenerator NumpyGenerator::from_entropy() {
  std::random_device rd;
  std::vector<std::uint32_t> e(kPoolSize);
  for (auto& w : e) w = rd();
  NumpyGenerator g;
  g.seed_from(e);
  return g;
}

void NumpyGenerator::seed_from(const std::vector<std::uint32_t>& entropy) {
  // Four 64-bit words (two 32-bit words each, low first): the initial state
  // (high, low), then the stream (high, low).
  const auto s = seed_sequence_state(entropy, 8);
  std::uint64_t w[4];
  for (int i = 0; i < 4; ++i) w[i] = static_cast<std::uint64_t>(s[2 * i]) | static_cast<std::uint64_t>(s[2 * i + 1]) << 32;
  const u128 initstate = (static_cast<u128>(w[0]) << 64) | w[1];
  const u128 initseq = (static_cast<u128>(w[2]) << 64) | w[3];
  state_ = 0;
  inc_ = (initseq << 1) | 1;
  state_ = state_ * kPcgMult + inc_;
  state_ += initstate;
  state_ = state_ * kPcgMult + inc_;
  has_uint32_ = false;
  uinteger_ = 0;
}

std::uint64_t NumpyGenerator::next_uint64() {
  state_ = state_ * kPcgMult + inc_;
  const auto hi = static_cast<std::uint64_t>(state_ >> 64);
  const auto lo = static_cast<std::uint64_t>(state_);
  return rotr64(hi ^ lo, static_cast<unsigned>(hi >> 58));
}

std::uint32_t NumpyGenerator::next_uint32() {
  if (has_uint32_) {
    has_uint32_ = false;
    return uinteger_;
  }
  const std::uint64_t v = next_uint64();
  has_uint32_ = true;
  uinteger_ = static_cast<std::uint32_t>(v >> 32);
  return static_cast<std::uint32_t>(v);
}

float NumpyGenerator::next_float() { return static_cast<float>(next_uint32() >> 8) * (1.0f / 16777216.0f); }

double NumpyGenerator::next_double() { return static_cast<double>(next_uint64() >> 11) * (1.0 / 9007199254740992.0); }

std::uint64_t NumpyGenerator::bounded(std::uint64_t max) {
  if (max == 0) return 0;
  if (max <= 0xffffffffULL) {
    if (max == 0xffffffffULL) return next_uint32();
    const std::uint32_t excl = static_cast<std::uint32_t>(max) + 1;
    std::uint64_t m = static_cast<std::uint64_t>(next_uint32()) * excl;
    auto leftover = static_cast<std::uint32_t>(m);
    if (leftover < excl) {
      const std::uint32_t threshold = (0xffffffffu - static_cast<std::uint32_t>(max)) % excl;
      while (leftover < threshold) {
        m = static_cast<std::uint64_t>(next_uint32()) * excl;
        leftover = static_cast<std::uint32_t>(m);
      }
    }
    return m >> 32;
  }
  if (max == ~0ULL) return next_uint64();
  const std::uint64_t excl = max + 1;
  u128 m = static_cast<u128>(next_uint64()) * excl;
  auto leftover = static_cast<std::uint64_t>(m);
  if (leftover < excl) {
    const std::uint64_t threshold = (~0ULL - max) % excl;
    while (leftover < threshold) {
      m = static_cast<u128>(next_uint64()) * excl;
      leftover = static_cast<std::uint64_t>(m);
    }
  }
  return static_cast<std::uint64_t>(m >> 64);
}

std::uint64_t NumpyGenerator::interval(std::uint64_t max) {
  if (max == 0) return 0;
  std::uint64_t mask = max;
  for (int s = 1; s <= 32; s *= 2) mask |= mask >> s;
  std::uint64_t v;
  if (max <= 0xffffffffULL) {
    while ((v = (next_uint32() & mask)) > max) {
    }
  } else {
    while ((v = (next_uint64() & mask)) > max) {
    }
  }
  return v;
}

void NumpyGenerator::choice_with_replacement(std::int64_t population, std::int64_t* out, std::size_t count) {
  // numpy's random_bounded_uint64_fill with off 0, rng population - 1 and
  // Lemire's method: bounded() makes the same draws for each value.
  const auto max = static_cast<std::uint64_t>(population - 1);
  for (std::size_t i = 0; i < count; ++i) out[i] = static_cast<std::int64_t>(bounded(max));
}

std::vector<std::int64_t> NumpyGenerator::choice_with_replacement(std::int64_t population, std::size_t count) {
  std::vector<std::int64_t> v(count);
  choice_with_replacement(population, v.data(), count);
  return v;
}

void NumpyGenerator::random_bools(bool* out, std::size_t count, BoolBuffer& b) {
  // numpy's random_bounded_bool_fill (rng 1): a fresh 32-bit draw gives its
  // low bit, then each of the next 31 values shifts it right by one.
  std::size_t i = 0;
  while (i < count) {
    if (b.left == 0 && count - i >= 32) {
      // A whole fresh draw: its 32 bits in turn, leaving none to shift.
      const std::uint32_t v = next_uint32();
      for (unsigned k = 0; k < 32; ++k) out[i + k] = ((v >> k) & 1u) != 0;
      b.bits = v >> 31;
      i += 32;
      continue;
    }
    if (b.left == 0) {
      b.bits = next_uint32();
      b.left = 31;
    } else {
      b.bits >>= 1;
      --b.left;
    }
    out[i++] = (b.bits & 1u) != 0;
  }
}

void NumpyGenerator::random_bools(bool* out, std::size_t count) {
  BoolBuffer b;
  random_bools(out, count, b);
}

std::vector<bool> NumpyGenerator::random_bools(std::size_t count) {
  std::unique_ptr<bool[]> b(new bool[count]);
  random_bools(b.get(), count);
  return std::vector<bool>(b.get(), b.get() + count);
}

void NumpyGenerator::shuffle(std::int64_t* data, std::int64_t n, std::int64_t first, bool lemire) {
  for (std::int64_t i = n - 1; i >= first; --i) {
    const auto u = static_cast<std::uint64_t>(i);
    const auto j = static_cast<std::int64_t>(lemire ? bounded(u) : interval(u));
    std::swap(data[i], data[j]);
  }
}

std::vector<std::int64_t> NumpyGenerator::permutation(std::int64_t n) {
  std::vector<std::int64_t> v(static_cast<std::size_t>(n));
  for (std::int64_t i = 0; i < n; ++i) v[static_cast<std::size_t>(i)] = i;
  if (n > 1) shuffle(v.data(), n, 1, false);
  return v;
}

std::vector<std::int64_t> NumpyGenerator::choice_without_replacement(std::int64_t population, std::int64_t size) {
  std::vector<std::int64_t> idx;
  if (size <= 0) return idx;
  if (population > 10000 && size > population / 50) {
    // A partial shuffle of the whole range; the tail is the sample.
    std::vector<std::int64_t> all(static_cast<std::size_t>(population));
    for (std::int64_t i = 0; i < population; ++i) all[static_cast<std::size_t>(i)] = i;
    shuffle(all.data(), population, std::max<std::int64_t>(population - size, 1), true);
    idx.assign(all.end() - size, all.end());
    return idx;
  }
  // Floyd's algorithm with an open-addressing set, then a shuffle.
  idx.resize(static_cast<std::size_t>(size));
  auto set_size = static_cast<std::uint64_t>(1.2 * static_cast<double>(size));
  std::uint64_t mask = set_size;
  for (int s = 1; s <= 32; s *= 2) mask |= mask >> s;
  std::vector<std::uint64_t> set(mask + 1, ~0ULL);
  for (std::int64_t j = population - size; j < population; ++j) {
    const std::uint64_t val = bounded(static_cast<std::uint64_t>(j));
    std::uint64_t loc = val & mask;
    while (set[loc] != ~0ULL && set[loc] != val) loc = (loc + 1) & mask;
    std::uint64_t put = val;
    if (set[loc] == ~0ULL) {
      set[loc] = val;
    } else {
      put = static_cast<std::uint64_t>(j);
      loc = put & mask;
      while (set[loc] != ~0ULL) loc = (loc + 1) & mask;
      set[loc] = put;
    }
    idx[static_cast<std::size_t>(j - population + size)] = static_cast<std::int64_t>(put);
  }
  shuffle(idx.data(), size, 1, true);
  return idx;
}

}  // namespace meteor
