// The crossings' kernels (CrossKernels, crossings.hh; crossings.cc derives
// what they count).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/crossings.hh"
#include "util/kernel_level.hh"

#if defined(__AVX512F__) && defined(__AVX512BW__) && defined(__AVX512VL__)
#include <immintrin.h>

#include <algorithm>
#include <bit>
#include <cstring>
#include <limits>

#include "metaeval/draws/draw_bits.hh"
#define METEOR_CROSS_KERNELS 1
#endif

namespace meteor::metaeval::detail {
namespace METEOR_LEVEL_NS {
namespace {

#ifdef METEOR_CROSS_KERNELS
constexpr std::size_t kRow = kCrossRow, kBlock = kCrossBlock, kBlockRun = kCrossBlockRun;
constexpr unsigned kMaxPlanes = 48;  // counters' bit planes (counts below 2^48)

// The pass over the cells in the order their hi slots come: when c's hi
// comes, the rows opened since its lo (up to end) are nested in c where
// already closed, else crossing. lin[row]: the nested pairs' weight of c's
// choice (G - G' summed: [c's group lower] - [c's group higher]).
void scan_rows(const std::uint8_t* group, CrossPairs& x, std::int32_t* lin, std::uint64_t* closed) {
  const std::size_t cells = x.cells;
  std::uint64_t* mask = x.masks.data();
  const std::uint32_t* const owner = x.owner.data();
  const std::uint32_t* const ends = x.end.data();
  std::size_t plus = 0, minus = 0;  // (locals: not a field each mask store might alias)
  for (std::size_t e = 0; e < cells; ++e) {
    const std::uint32_t i = owner[e], end = ends[e];
    const __m512i own = _mm512_set1_epi8(static_cast<char>(group[i]));
    std::int64_t nested = 0;
    for (std::size_t base = i + 1; base < end; base += 64) {
      const std::uint64_t valid = end - base >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (end - base)) - 1;
      const __m512i g = _mm512_loadu_si512(group + base);
      const std::uint64_t lower = _mm512_cmplt_epu8_mask(g, own) & valid;
      const std::uint64_t higher = _mm512_cmpgt_epu8_mask(g, own) & valid;
      const std::uint64_t done = bits_at(closed, base, cells);
      nested += std::popcount(done & higher) - std::popcount(done & lower);
      *mask++ = lower & ~done;
      *mask++ = higher & ~done;
      plus += static_cast<std::size_t>(std::popcount(lower & ~done));
      minus += static_cast<std::size_t>(std::popcount(higher & ~done));
    }
    closed[i / 64] |= std::uint64_t{1} << (i % 64);
    lin[i] = static_cast<std::int32_t>(nested);
  }
  x.plus = plus;
  x.minus = minus;
}

// Bit-sliced counting: V holds a bit of each of 128, 256 or 512 draws.
typedef std::uint64_t V2 __attribute__((vector_size(16)));
typedef std::uint64_t V4 __attribute__((vector_size(32)));
typedef std::uint64_t V8 __attribute__((vector_size(64)));
// A three-input logic function (kTable: its truth table) of each bit.
template <int kTable>
[[gnu::always_inline]] inline V8 logic3(V8 a, V8 b, V8 c) {
  return reinterpret_cast<V8>(_mm512_ternarylogic_epi64(reinterpret_cast<__m512i>(a), reinterpret_cast<__m512i>(b),
                                                        reinterpret_cast<__m512i>(c), kTable));
}
template <int kTable>
[[gnu::always_inline]] inline V4 logic3(V4 a, V4 b, V4 c) {
  return reinterpret_cast<V4>(_mm256_ternarylogic_epi64(reinterpret_cast<__m256i>(a), reinterpret_cast<__m256i>(b),
                                                        reinterpret_cast<__m256i>(c), kTable));
}
template <int kTable>
[[gnu::always_inline]] inline V2 logic3(V2 a, V2 b, V2 c) {
  return reinterpret_cast<V2>(_mm_ternarylogic_epi64(reinterpret_cast<__m128i>(a), reinterpret_cast<__m128i>(b),
                                                     reinterpret_cast<__m128i>(c), kTable));
}
// A carry-save adder: sum (same weight) and carry (next weight) of a, b, c.
template <typename V>
[[gnu::always_inline]] inline void csa(V& carry, V& sum, V a, V b, V c) {
  carry = logic3<0xe8>(a, b, c);  // the majority
  sum = logic3<0x96>(a, b, c);    // a ^ b ^ c
}
// 8 inputs into ones, twos, fours (Harley-Seal); the carry of weight 8 out.
template <typename V>
[[gnu::always_inline]] inline V add8(const V* in, V& ones, V& twos, V& fours) {
  V a, b, four_a, four_b, eight;
  csa(a, ones, ones, in[0], in[1]);
  csa(b, ones, ones, in[2], in[3]);
  csa(four_a, twos, twos, a, b);
  csa(a, ones, ones, in[4], in[5]);
  csa(b, ones, ones, in[6], in[7]);
  csa(four_b, twos, twos, a, b);
  csa(eight, fours, fours, four_a, four_b);
  return eight;
}

template <typename V>
[[gnu::always_inline]] inline V row(const char* rows, std::uint32_t at) {
  return *reinterpret_cast<const V*>(rows + at);
}

// A sign's counters: three levels of add8 (ones to fours, eights to 32s,
// 64s to 256s), then planes 9.. of the count (a run of 64 blocks' carry of
// weight 512 rippled in); all zero at first.
template <typename V>
struct Counters {
  V level[9];
  V planes[kMaxPlanes];
};

// Blocks (a multiple of kBlockRun) into c: for each, ~y(owner) & y(d) of
// its 8 d's (rows' byte offsets).
template <typename V>
void count_blocks(const char* rows, const std::uint32_t* d, const std::uint32_t* owner, std::size_t blocks,
                  unsigned planes_used, Counters<V>& c) {
  V level[9];
  for (unsigned k = 0; k < 9; ++k) level[k] = c.level[k];
  for (std::size_t b = 0; b < blocks; b += kBlockRun) {
    V e64[8];
    for (std::size_t q = 0; q < 8; ++q) {
      V e8[8];
      for (std::size_t k = 0; k < 8; ++k) {
        const std::size_t block = b + 8 * q + k;
        const V own = ~row<V>(rows, owner[block]);
        const std::uint32_t* at = d + kBlock * block;
        const V in[8] = {own & row<V>(rows, at[0]), own & row<V>(rows, at[1]), own & row<V>(rows, at[2]),
                         own & row<V>(rows, at[3]), own & row<V>(rows, at[4]), own & row<V>(rows, at[5]),
                         own & row<V>(rows, at[6]), own & row<V>(rows, at[7])};
        e8[k] = add8(in, level[0], level[1], level[2]);
      }
      e64[q] = add8(e8, level[3], level[4], level[5]);
    }
    V carry = add8(e64, level[6], level[7], level[8]);
    for (unsigned k = 9; k < planes_used; ++k) {
      const V old = c.planes[k];
      c.planes[k] = old ^ carry;
      carry = old & carry;
    }
  }
  for (unsigned k = 0; k < 9; ++k) c.level[k] = level[k];
}

// Row offsets of the set bits of mask (rows base..base + 63), in order, at
// out[n..]; n advanced. out has 16 entries to spare. (The four stores'
// places from independent popcounts: no chain through n.)
[[gnu::always_inline]] inline void emit_rows(std::uint64_t mask, std::size_t base, std::uint32_t* out,
                                            std::size_t& n) {
  const __m512i offsets = _mm512_add_epi32(
      _mm512_set1_epi32(static_cast<int>(base * kRow)),
      _mm512_setr_epi32(0, 64, 128, 192, 256, 320, 384, 448, 512, 576, 640, 704, 768, 832, 896, 960));
  const std::size_t at[4] = {n, n + static_cast<std::size_t>(std::popcount(mask & 0xffff)),
                             n + static_cast<std::size_t>(std::popcount(mask & 0xffffffff)),
                             n + static_cast<std::size_t>(std::popcount(mask & 0xffffffffffff))};
  for (unsigned q = 0; q < 4; ++q) {
    const __m512i rows = _mm512_add_epi32(offsets, _mm512_set1_epi32(static_cast<int>(16 * q * kRow)));
    _mm512_storeu_si512(out + at[q], _mm512_maskz_compress_epi32(static_cast<__mmask16>(mask >> (16 * q)), rows));
  }
  n += static_cast<std::size_t>(std::popcount(mask));
}

// An owner's whole blocks so far (n entries) owned, 16 at a time (owner
// has 16 to spare).
[[gnu::always_inline]] inline void owned(std::uint32_t* owner, std::size_t& blocks, std::size_t n, std::uint32_t own) {
  const __m512i owners = _mm512_set1_epi32(static_cast<int>(own));
  _mm512_storeu_si512(owner + blocks, owners);  // (at once: an owner seldom has more than 16 blocks)
  for (std::size_t b = blocks + 16; b < n / kBlock; b += 16) _mm512_storeu_si512(owner + b, owners);
  blocks = n / kBlock;
}
// 8 pads at d (a block's last entries).
[[gnu::always_inline]] inline void padded(std::uint32_t* d, std::uint32_t pad) {
  _mm256_storeu_si256(reinterpret_cast<__m256i*>(d), _mm256_set1_epi32(static_cast<int>(pad)));
}

// A sign's blocks padded to a whole run with the pad row's.
inline void pad_run(std::uint32_t* d, std::uint32_t* owner, std::size_t& n, std::size_t& blocks, std::uint32_t pad) {
  while (blocks % kBlockRun) {
    std::fill(d + n, d + n + kBlock, pad);
    n += kBlock;
    owner[blocks++] = pad;
  }
}

// A sign's whole runs of blocks counted, the rest moved to the front (all:
// padded to a whole run first).
template <typename V>
void count_some(const char* rows, std::uint32_t* d, std::uint32_t* owner, std::size_t& n, std::size_t& blocks,
                unsigned used, Counters<V>& c, bool all, std::uint32_t pad) {
  if (all) pad_run(d, owner, n, blocks, pad);
  const std::size_t run = blocks / kBlockRun * kBlockRun;
  count_blocks<V>(rows, d, owner, run, used, c);
  std::copy(d + kBlock * run, d + n, d);
  std::copy(owner + run, owner + blocks, owner);
  n -= kBlock * run;
  blocks -= run;
}

// Each lane's count (lanes < count, 8 at a time: out has 8 to spare) from
// the planes: plus's less minus's.
template <typename V>
void lane_sums(const Counters<V>* counters, const unsigned* used, std::size_t count, std::int64_t* out) {
  for (std::size_t j = 0; j < count; j += 8) {
    __m512i sum = _mm512_setzero_si512();
    for (int s = 0; s < 2; ++s)
      for (unsigned k = 0; k < used[s]; ++k) {
        const Counters<V>& c = counters[s];
        const auto* plane = reinterpret_cast<const std::uint8_t*>(k < 9 ? &c.level[k] : &c.planes[k]);
        const std::int64_t weight = (s ? -1 : 1) * (std::int64_t{1} << k);
        sum = _mm512_mask_add_epi64(sum, plane[j / 8], sum, _mm512_set1_epi64(weight));
      }
    _mm512_storeu_si512(out + j, sum);
  }
}

// Each owner's windows decoded from the masks into each sign's blocks
// (d[s][0..n[s]), blocks[s] of them owned; the caller's locals, not a
// struct's fields, which each vector store might alias); full(s) where
// sign s holds limit entries or more (a window's whole blocks owned first).
template <typename Full>
[[gnu::always_inline]] inline void decode(const CrossPairs& x, std::uint32_t* const* d, std::uint32_t* const* owner,
                                          std::size_t* n, std::size_t* blocks, std::size_t limit, Full full) {
  const auto pad = static_cast<std::uint32_t>(x.cells * kRow);
  const std::uint64_t* mask = x.masks.data();
  for (std::size_t e = 0; e < x.cells; ++e) {
    const std::uint32_t i = x.owner[e], end = x.end[e], own = i * static_cast<std::uint32_t>(kRow);
    for (std::size_t base = i + 1; base < end; base += 64, mask += 2)
      for (int s = 0; s < 2; ++s) {
        emit_rows(mask[s], base, d[s], n[s]);
        if (n[s] >= limit) {  // (a long window)
          owned(owner[s], blocks[s], n[s], own);
          full(s);
        }
      }
    for (int s = 0; s < 2; ++s) {
      padded(d[s] + n[s], pad);  // the last block
      n[s] = (n[s] + kBlock - 1) / kBlock * kBlock;
      owned(owner[s], blocks[s], n[s], own);
      if (n[s] >= limit) full(s);
    }
  }
}

void decode_all(CrossPairs& x, std::size_t* n, std::size_t* blocks) {
  const auto pad = static_cast<std::uint32_t>(x.cells * kRow);
  n[0] = n[1] = blocks[0] = blocks[1] = 0;
  std::uint32_t* const d[2] = {x.d[0].data(), x.d[1].data()};
  std::uint32_t* const owner[2] = {x.d_owner[0].data(), x.d_owner[1].data()};
  decode(x, d, owner, n, blocks, std::numeric_limits<std::size_t>::max(), [](int) {});
  for (int s = 0; s < 2; ++s) pad_run(d[s], owner[s], n[s], blocks[s], pad);
}

template <typename V>
void pair_sums(const char* rows, const CrossPairs& x, std::size_t count, PairChunk* chunk, std::int64_t* out) {
  alignas(64) Counters<V> counters[2];
  const auto pad = static_cast<std::uint32_t>(x.cells * kRow);
  const unsigned used[2] = {
      std::max(9u, static_cast<unsigned>(std::bit_width(x.plus + kBlock * (x.cells + kBlockRun)))),
      std::max(9u, static_cast<unsigned>(std::bit_width(x.minus + kBlock * (x.cells + kBlockRun))))};
  for (int s = 0; s < 2; ++s) {  // (the planes used)
    std::memset(static_cast<void*>(counters[s].level), 0, sizeof counters[s].level);
    std::memset(static_cast<void*>(counters[s].planes + 9), 0, (used[s] - 9) * sizeof(V));
  }
  if (!x.d_owner[0].empty() || !x.d_owner[1].empty()) {  // decoded once
    for (int s = 0; s < 2; ++s)
      count_blocks<V>(rows, x.d[s].data(), x.d_owner[s].data(), x.d_owner[s].size(), used[s], counters[s]);
    return lane_sums<V>(counters, used, count, out);
  }
  std::uint32_t* const d[2] = {chunk[0].d.data(), chunk[1].d.data()};
  std::uint32_t* const owner[2] = {chunk[0].owner.data(), chunk[1].owner.data()};
  std::size_t n[2] = {0, 0}, blocks[2] = {0, 0};
  decode(x, d, owner, n, blocks, kBlock * PairChunk::kBlocks, [&](int s) {
    count_some<V>(rows, d[s], owner[s], n[s], blocks[s], used[s], counters[s], false, pad);
  });
  for (int s = 0; s < 2; ++s) count_some<V>(rows, d[s], owner[s], n[s], blocks[s], used[s], counters[s], true, pad);
  lane_sums<V>(counters, used, count, out);
}

void linear_sums(const std::uint64_t* bits, std::size_t first_bit, std::size_t n, const std::int16_t* a,
                 const std::int16_t* b, std::int64_t* out) {
  __m512i sa = _mm512_setzero_si512(), sb = _mm512_setzero_si512();
  const __m512i ones = _mm512_set1_epi16(1);
  for (std::size_t c = 0; c < n; c += 64) {
    const std::uint64_t w = bits_at(bits, first_bit + c, first_bit + n);
    const auto low = static_cast<__mmask32>(w), high = static_cast<__mmask32>(w >> 32);
    sa = _mm512_add_epi32(sa, _mm512_madd_epi16(_mm512_maskz_loadu_epi16(low, a + c), ones));
    sa = _mm512_add_epi32(sa, _mm512_madd_epi16(_mm512_maskz_loadu_epi16(high, a + c + 32), ones));
    sb = _mm512_add_epi32(sb, _mm512_madd_epi16(_mm512_maskz_loadu_epi16(low, b + c), ones));
    sb = _mm512_add_epi32(sb, _mm512_madd_epi16(_mm512_maskz_loadu_epi16(high, b + c + 32), ones));
  }
  alignas(64) std::int32_t lanes[2][16];
  _mm512_store_si512(lanes[0], sa);
  _mm512_store_si512(lanes[1], sb);
  for (int s = 0; s < 2; ++s) {
    out[s] = 0;
    for (const std::int32_t v : lanes[s]) out[s] += v;
  }
}

const CrossKernels kLevel{scan_rows, decode_all, {pair_sums<V2>, pair_sums<V4>, pair_sums<V8>}, linear_sums};
#else
const CrossKernels kLevel{};
#endif

}  // namespace
}  // namespace METEOR_LEVEL_NS

extern const CrossKernels METEOR_LEVEL_SYMBOL(cross_kernels);
const CrossKernels METEOR_LEVEL_SYMBOL(cross_kernels){METEOR_LEVEL_NS::kLevel};

}  // namespace meteor::metaeval::detail
