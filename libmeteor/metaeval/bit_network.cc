// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/bit_network.hh"

#include <algorithm>
#include <bit>
#include <stdexcept>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define METEOR_BIT_NETWORK_X86 1
#endif

namespace meteor::metaeval::detail {
namespace {

constexpr int kMinLog = 9;          // N >= 512: one 512-bit block at least
constexpr int kMiddleStages = 17;   // distances 256 .. 1 .. 256 (within a block)

// Stage s's distance (bits) in a network of 2m - 1 stages.
std::size_t distance(int s, int m) {
  return s < m ? std::size_t{1} << (m - 1 - s) : std::size_t{1} << (s - m + 1);
}

// The masks by stage (canon: 2m - 1 rows of N / 64 words; bit x of stage
// s: swap x and x + distance) routing dest over N = 2^m bits (bits past
// dest's size stay in place). I: the index type (16 bits up to 65,536 bits:
// the arrays stay in the caches).
template <typename I>
void route(const std::vector<std::uint32_t>& dest, int m, std::vector<std::uint64_t>& canon) {
  const std::size_t N = std::size_t{1} << m, W = N / 64;
  // p[x]: the target of the bit now at x, local to x's block.
  // inv: p's inverse by block (the bit bound for local target j); q and
  // inv_next: the next level's (written by the walk).
  std::vector<I> p(N), inv(N), q(N), inv_next(N), next(N);
  for (std::size_t i = 0; i < N; ++i) p[i] = static_cast<I>(i < dest.size() ? dest[i] : i);
  for (std::size_t x = 0; x < N; ++x) inv[p[x]] = static_cast<I>(x);
  canon.assign(static_cast<std::size_t>(2 * m - 1) * W, 0);
  // Bits at..at + count of stage s, a word at a time (bit(i) for i < count;
  // count < 64 within one word).
  auto put = [&](int s, std::size_t at, std::size_t count, auto&& bit) {
    std::uint64_t* row = canon.data() + static_cast<std::size_t>(s) * W;
    for (std::size_t i = 0; i < count; i += 64) {
      std::uint64_t word = 0;
      const std::size_t e = std::min<std::size_t>(64, count - i);
      for (std::size_t j = 0; j < e; ++j) word |= std::uint64_t{bit(i + j)} << j;
      row[(at + i) / 64] |= word << ((at + i) % 64);
    }
  };
  std::vector<std::uint8_t> side(N);
  // Level l: blocks of B = N >> l bits; stage l sends each bit to the
  // block's lower or upper half (two sub-networks), stage 2m - 2 - l to its
  // target in the block. The two bits of an input pair (x, x + H) take
  // different halves, and so do the two bits bound for an output pair:
  // the pairs form even cycles, coloured by walking them.
  for (int l = 0; l < m; ++l) {
    const std::size_t B = N >> l, H = B / 2;
    if (B == 2) {  // the middle stage: swap a pair whose lower bit goes up
      std::uint64_t* row = canon.data() + static_cast<std::size_t>(l) * W;
      for (std::size_t w = 0; w < W; ++w) {
        std::uint64_t word = 0;
        for (std::size_t j = 0; j < 64; j += 2) word |= std::uint64_t{p[64 * w + j] == 1} << j;
        row[w] = word;
      }
      break;
    }
    std::fill(side.begin(), side.end(), 2);
    const int last = 2 * m - 2 - l;
    for (std::size_t o = 0; o < N; o += B) {
      const I* pb = p.data() + o;
      const I* ib = inv.data() + o;
      I* nb = next.data() + o;
      std::uint8_t* sb = side.data() + o;
      // x takes the lower half, its input mate the upper; the bit bound for
      // the mate's output partner takes the lower half: next[x] (made first,
      // so that the walk waits on one load a step).
      for (std::size_t x = 0; x < B; ++x) nb[x] = ib[pb[x ^ H] ^ H];
      for (std::size_t i = 0; i < H; ++i)
        for (std::size_t x = i; sb[x] == 2; x = nb[x]) {
          const std::size_t up = x ^ H;
          sb[x] = 0;
          sb[up] = 1;
          // Each half's targets, local to it, and their inverse, for the next level.
          const std::size_t x_at = x & (H - 1), up_at = up & (H - 1);
          const std::size_t x_to = pb[x] & (H - 1), up_to = pb[up] & (H - 1);
          q[o + x_at] = static_cast<I>(x_to);
          q[o + H + up_at] = static_cast<I>(up_to);
          inv_next[o + x_to] = static_cast<I>(x_at);
          inv_next[o + H + up_to] = static_cast<I>(up_at);
        }
      // The first stage swaps the pairs whose lower bit goes up; the last
      // where the bit bound for j + H comes out of the lower half at j.
      put(l, o, H, [&](std::size_t i) { return sb[i] != 0; });
      put(last, o, H, [&](std::size_t j) { return sb[ib[j + H]] == 0; });
    }
    p.swap(q);
    inv.swap(inv_next);
  }
}

}  // namespace

BitNetwork::BitNetwork(const std::vector<std::uint32_t>& dest) : n_(dest.size()) {
  m_ = std::max(kMinLog, static_cast<int>(std::bit_width(n_ > 0 ? n_ - 1 : 0)));
  const int m = m_;
  const std::size_t N = std::size_t{1} << m, W = N / 64;
  std::vector<std::uint8_t> seen(n_, 0);
  for (std::size_t i = 0; i < n_; ++i) {
    if (dest[i] >= n_ || seen[dest[i]]) throw std::invalid_argument("BitNetwork: not a permutation");
    seen[dest[i]] = 1;
  }
  std::vector<std::uint64_t> canon;
  if (N <= 65536)
    route<std::uint16_t>(dest, m, canon);
  else
    route<std::uint32_t>(dest, m, canon);
  // The kernels' order (bit_network.hh).
  const std::size_t Z = N / 512;
  auto outer = [&](int s) {
    const std::size_t D = distance(s, m) / 512;
    for (std::size_t z = 0; z < Z; ++z)
      if (!(z & D))
        for (std::size_t j = 0; j < 8; ++j) masks_.push_back(canon[static_cast<std::size_t>(s) * W + 8 * z + j]);
  };
  const int first_middle = m - kMinLog, end_middle = first_middle + kMiddleStages;
  for (int s = 0; s < first_middle; ++s) outer(s);
  for (std::size_t z = 0; z < Z; ++z)
    for (int s = first_middle; s < end_middle; ++s) {
      const std::size_t d = distance(s, m);
      for (std::size_t w = 8 * z; w < 8 * z + 8; ++w) {
        std::size_t from = w;
        if (d >= 64 && (w & (d / 64))) from = w - d / 64;  // the pair's lower word holds its mask
        masks_.push_back(canon[static_cast<std::size_t>(s) * W + from]);
      }
    }
  for (int s = end_middle; s < 2 * m - 1; ++s) outer(s);
}

void BitNetwork::apply_portable(std::uint64_t* x) const {
  if (!m_) return;
  const int m = m_;
  const std::size_t Z = (std::size_t{1} << m) / 512;
  const std::uint64_t* mask = masks_.data();
  auto outer = [&](int s) {
    const std::size_t D = distance(s, m) / 512;
    for (std::size_t z = 0; z < Z; ++z)
      if (!(z & D))
        for (std::size_t j = 0; j < 8; ++j) {
          std::uint64_t& a = x[8 * z + j];
          std::uint64_t& b = x[8 * (z + D) + j];
          const std::uint64_t t = (a ^ b) & *mask++;
          a ^= t;
          b ^= t;
        }
  };
  const int first_middle = m - kMinLog, end_middle = first_middle + kMiddleStages;
  for (int s = 0; s < first_middle; ++s) outer(s);
  for (std::size_t z = 0; z < Z; ++z) {
    std::uint64_t* v = x + 8 * z;
    for (int s = first_middle; s < end_middle; ++s, mask += 8) {
      const std::size_t d = distance(s, m);
      if (d >= 64) {
        std::uint64_t old[8];
        std::copy(v, v + 8, old);
        for (std::size_t j = 0; j < 8; ++j) v[j] = old[j] ^ ((old[j] ^ old[j ^ (d / 64)]) & mask[j]);
      } else {
        for (std::size_t j = 0; j < 8; ++j) {
          const std::uint64_t t = ((v[j] >> d) ^ v[j]) & mask[j];
          v[j] ^= t ^ (t << d);
        }
      }
    }
  }
  for (int s = end_middle; s < 2 * m - 1; ++s) outer(s);
}

#ifdef METEOR_BIT_NETWORK_X86
namespace {

#define METEOR_AVX512 __attribute__((target("avx512f"), always_inline)) inline

// Outer stage s over the whole vector: pairs of 512-bit blocks.
METEOR_AVX512 void outer_avx512(int s, int m, std::size_t blocks, const std::uint64_t*& mask, std::uint64_t* x) {
  const std::size_t D = distance(s, m) / 512;
  for (std::size_t z = 0; z < blocks; ++z)
    if (!(z & D)) {
      const __m512i a = _mm512_loadu_si512(x + 8 * z), b = _mm512_loadu_si512(x + 8 * (z + D));
      const __m512i t = _mm512_and_si512(_mm512_xor_si512(a, b), _mm512_loadu_si512(mask));
      mask += 8;
      _mm512_storeu_si512(x + 8 * z, _mm512_xor_si512(a, t));
      _mm512_storeu_si512(x + 8 * (z + D), _mm512_xor_si512(b, t));
    }
}

// (The maskz forms: GCC 12 warns of the plain ones' undefined sources.)
// A middle stage of distance >= 64: the words' partners by a permutation,
// v ^ ((v ^ partner) & mask) (ternary logic 0xd8).
METEOR_AVX512 __m512i words_avx512(__m512i v, __m512i partner_of, const std::uint64_t*& mask) {
  const __m512i partner = _mm512_maskz_permutexvar_epi64(__mmask8(0xff), partner_of, v);
  v = _mm512_ternarylogic_epi64(v, partner, _mm512_loadu_si512(mask), 0xd8);
  mask += 8;
  return v;
}

// A middle stage of distance d < 64: a delta swap in each word.
template <unsigned d>
METEOR_AVX512 __m512i bits_avx512(__m512i v, const std::uint64_t*& mask) {
  const __m512i shifted = _mm512_maskz_srli_epi64(__mmask8(0xff), v, d);
  const __m512i t = _mm512_and_si512(_mm512_xor_si512(shifted, v), _mm512_loadu_si512(mask));
  mask += 8;
  return _mm512_ternarylogic_epi64(v, t, _mm512_maskz_slli_epi64(__mmask8(0xff), t, d), 0x96);  // v ^ t ^ (t << d)
}

__attribute__((target("avx512f"))) void apply_avx512(const std::uint64_t* masks, int m, std::uint64_t* x) {
  const std::size_t Z = (std::size_t{1} << m) / 512;
  const std::uint64_t* mask = masks;
  const int first_middle = m - kMinLog, end_middle = first_middle + kMiddleStages;
  for (int s = 0; s < first_middle; ++s) outer_avx512(s, m, Z, mask, x);
  const __m512i swap1 = _mm512_set_epi64(6, 7, 4, 5, 2, 3, 0, 1), swap2 = _mm512_set_epi64(5, 4, 7, 6, 1, 0, 3, 2),
                swap4 = _mm512_set_epi64(3, 2, 1, 0, 7, 6, 5, 4);
  for (std::size_t z = 0; z < Z; ++z) {
    __m512i v = _mm512_loadu_si512(x + 8 * z);
    v = words_avx512(v, swap4, mask);
    v = words_avx512(v, swap2, mask);
    v = words_avx512(v, swap1, mask);
    v = bits_avx512<32>(v, mask);
    v = bits_avx512<16>(v, mask);
    v = bits_avx512<8>(v, mask);
    v = bits_avx512<4>(v, mask);
    v = bits_avx512<2>(v, mask);
    v = bits_avx512<1>(v, mask);
    v = bits_avx512<2>(v, mask);
    v = bits_avx512<4>(v, mask);
    v = bits_avx512<8>(v, mask);
    v = bits_avx512<16>(v, mask);
    v = bits_avx512<32>(v, mask);
    v = words_avx512(v, swap1, mask);
    v = words_avx512(v, swap2, mask);
    v = words_avx512(v, swap4, mask);
    _mm512_storeu_si512(x + 8 * z, v);
  }
  for (int s = end_middle; s < 2 * m - 1; ++s) outer_avx512(s, m, Z, mask, x);
}
#undef METEOR_AVX512

}  // namespace
#endif

bool BitNetwork::avx512() {
#ifdef METEOR_BIT_NETWORK_X86
  static const bool yes = __builtin_cpu_supports("avx512f");
  return yes;
#else
  return false;
#endif
}

void BitNetwork::apply(std::uint64_t* x) const {
  if (!m_) return;
#ifdef METEOR_BIT_NETWORK_X86
  if (avx512()) return apply_avx512(masks_.data(), m_, x);
#endif
  apply_portable(x);
}

}  // namespace meteor::metaeval::detail
