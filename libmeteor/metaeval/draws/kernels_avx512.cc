// The Kendall engine's AVX-512 kernels (F, BW, VL: util/cpu.hh's avx512):
// the sweep split by vector (a draw's slots compressed into m1's and m2's
// streams, then counted in parts), batches of draws whose bits are turned
// into masks once for the batch, their ties from 16-bit counts of all the
// batch's draws at once (kernels.hh). The crossings (crossings.cc) use its
// cells and tie sums.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/kernels.hh"
#include "util/kernel_level.hh"

#ifdef __AVX512BW__
#include <immintrin.h>

#include <cstring>
#include <type_traits>

#include "metaeval/draws/draw_bits.hh"
#include "metaeval/draws/sweep.hh"

namespace meteor::metaeval::detail {
namespace METEOR_LEVEL_NS {
namespace {

// The sweep with AVX-512 (BW, VL): the slots first split by vector, keeping
// their order (16 at a time: their bytes of keep gathered, their groups
// compressed into m1's and m2's streams as 32-bit lanes, then narrowed to
// bytes: as many operations as a byte compress, which needs VBMI2), so that counting reads no byte
// of the draw and each vector's counts are independent chains; then both
// vectors counted side by side, each in parts; or, where r has its slots'
// weights, m2's stream alone (in 8 parts) and m1's pairs from the weights
// of m2's slots. keep has bytes to spare past its 2 x half
// (the gathers read 4 bytes at a place).
[[gnu::always_inline]] inline void put_stream(std::uint8_t* to, __mmask16 take, __m512i group) {
  _mm_storeu_si128(reinterpret_cast<__m128i*>(to),
                   _mm512_maskz_cvtepi32_epi8(__mmask16(0xffff), _mm512_maskz_compress_epi32(take, group)));
}
// A block of 16 slots' vector from the draw's bytes (keep gathered at the
// slots' "at"), or from a batch's masks (split_batch: draw j's 16 bits of
// the block, made once for the batch's draws).
struct FromKeep {
  const std::uint8_t* keep;
  [[gnu::always_inline]] __mmask16 operator()(std::size_t, __mmask16 in, __m512i code) const {
    const __m512i at = _mm512_maskz_srli_epi32(__mmask16(0xffff), code, 7);
    const __m512i byte = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), in, at, keep, 1);
    return _mm512_mask_test_epi32_mask(in, byte, _mm512_set1_epi32(255));
  }
};
struct FromMasks {
  const __mmask16* masks;  // a draw's, block by block (batch_masks: a row a draw)
  [[gnu::always_inline]] __mmask16 operator()(std::size_t t, __mmask16, __m512i) const {
    return _load_mask16(const_cast<__mmask16*>(masks + t / 16));  // (a load: no move from a register)
  }
};

template <unsigned W, typename InM2>
void split_slots(const KendallRanked& r, InM2 in_m2, std::int64_t* d) {
  const std::uint32_t* codes = r.sweep_codes.data();
  const std::uint8_t* groups = r.sweep_groups.data();  // (FromMasks: slots + 64 of them)
  const std::size_t slots = r.sweep_codes.size();
  std::vector<std::uint8_t>& buffer = kendall_scratch().split;
  buffer.resize(2 * (slots + 16));
  std::uint8_t* const m1 = buffer.data();
  std::uint8_t* const m2 = m1 + slots + 16;
  std::size_t n1 = 0, n2 = 0;
  const __m512i low7 = _mm512_set1_epi32(127);
  const bool weighted = r.slot_weights.size() == slots;  // m2's stream and weights; else both streams
  const std::int16_t* weight = r.slot_weights.data();
  // m2's weights summed in pairs (vpmaddwd with ones: a port-0/1 multiply
  // where a widening load would take the shuffle port the compress needs)
  __m256i sum = _mm256_setzero_si256();  // 32-bit lanes
  const __m256i ones = _mm256_set1_epi16(1);
  for (std::size_t t = 0; t < slots; t += 16) {
    const __mmask16 in = slots - t >= 16 ? __mmask16(0xffff) : static_cast<__mmask16>((1u << (slots - t)) - 1);
    // (the maskz forms: GCC 12's plain ones warn of their undefined sources)
    __m512i group;
    __mmask16 to_m2;
    if constexpr (std::is_same_v<InM2, FromMasks>) {  // the groups' bytes (a quarter of the codes' bytes)
      group = _mm512_maskz_cvtepu8_epi32(__mmask16(0xffff),
                                         _mm_loadu_si128(reinterpret_cast<const __m128i*>(groups + t)));
      to_m2 = in_m2(t, in, group);
    } else {
      const __m512i code = _mm512_maskz_loadu_epi32(in, codes + t);
      to_m2 = in_m2(t, in, code);
      group = _mm512_and_si512(code, low7);
    }
    put_stream(m2 + n2, to_m2, group);
    n2 += static_cast<std::size_t>(__builtin_popcount(to_m2));
    if (weighted) {
      sum = _mm256_add_epi32(sum, _mm256_madd_epi16(_mm256_maskz_loadu_epi16(to_m2, weight + t), ones));
    } else {
      const __mmask16 to_m1 = static_cast<__mmask16>(in & ~to_m2);
      put_stream(m1 + n1, to_m1, group);
      n1 += static_cast<std::size_t>(__builtin_popcount(to_m1));
    }
  }
  if (weighted) {  // pairs_from_m2 in 8 parts, the weights' sum from its 32-bit lanes
    std::int32_t lane[sizeof sum / 4];
    std::memcpy(lane, &sum, sizeof lane);
    std::int64_t weights = 0;
    for (const std::int32_t x : lane) weights += x;
    return pairs_from_m2<W, 8>(r, m2, n2, weights, d);
  }
  count_streams<W>(m1, n1, m2, n2, d);
}

template <unsigned W>
void sweep_split(const KendallRanked& r, const std::uint8_t* keep, std::int64_t* d) {
  const std::size_t slots = r.sweep_codes.size();
  if (slots < kPartsFrom) return sweep_sized<W>(r.sweep_codes.data(), slots, keep, d);
  split_slots<W>(r, FromKeep{keep}, d);
}

// A draw's row of batch_masks' masks: 16 bits a block of 16 slots, whole
// 64-bit words.
constexpr std::size_t mask_row(std::size_t slots) { return 4 * ((slots + 63) / 64); }

// For b = 7 down to 0: f(b, bit b of each of the 64 bytes), the bytes' top
// bits after 7 - b shifts by one.
template <typename F>
[[gnu::always_inline]] inline void bit_planes(__m512i bytes, F f) {
  for (int b = 7;; --b) {
    f(b, static_cast<std::uint64_t>(_mm512_movepi8_mask(bytes)));
    if (b == 0) break;
    bytes = _mm512_maskz_slli_epi16(__mmask32(~0u), bytes, 1);
  }
}

// A batch of draws (kendall_draws): masks as batch_masks makes them;
// each draw's discordant pairs d[2j], d[2j + 1] by split_slots.
template <unsigned W>
void split_batch(const KendallRanked& r, const __mmask16* masks, std::size_t count, std::int64_t* d) {
  const std::size_t row = mask_row(r.sweep_codes.size());
  for (std::size_t j = 0; j < count; ++j) split_slots<W>(r, FromMasks{masks + row * j}, d + 2 * j);
}

}  // namespace

// Each 64 cells' words from the draws' 64 bits there (a 32 x 64 bit
// transpose): byte i of each draw's bits to one register, draw j's at
// byte j (a byte shuffle in lanes, a word permute, qword permutes across
// four registers), then for each bit b of a byte, the bytes' top bits
// after a shift: cell 8 i + b's word (cells up to n rounded up to 64).
void batch_cells(const std::uint64_t* const* bits, std::size_t count, std::size_t first_bit, std::size_t n,
                 std::uint32_t* cells) {
  const __mmask16 all = 0xffff;  // (maskz forms: GCC 12's plain ones warn of their undefined sources)
  const __m512i pair_bytes = _mm512_maskz_broadcast_i32x4(
      all, _mm_setr_epi8(0, 8, 1, 9, 2, 10, 3, 11, 4, 12, 5, 13, 6, 14, 7, 15));
  const __m512i by_byte = _mm512_set_epi16(31, 23, 15, 7, 30, 22, 14, 6, 29, 21, 13, 5, 28, 20, 12, 4, 27, 19, 11, 3,
                                           26, 18, 10, 2, 25, 17, 9, 1, 24, 16, 8, 0);
  const __m512i low_pairs = _mm512_setr_epi64(0, 8, 1, 9, 2, 10, 3, 11);
  const __m512i high_pairs = _mm512_setr_epi64(4, 12, 5, 13, 6, 14, 7, 15);
  const __m512i low_quads = _mm512_setr_epi64(0, 1, 8, 9, 2, 3, 10, 11);
  const __m512i high_quads = _mm512_setr_epi64(4, 5, 12, 13, 6, 7, 14, 15);
  static_assert(kKendallBatch == 32, "a cell's word holds 32 draws' bits");
  alignas(64) std::uint64_t x[kKendallBatch] = {};
  for (std::size_t c = 0; c < n; c += 64) {
    const std::uint64_t valid = n - c >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << (n - c)) - 1;
    for (std::size_t j = 0; j < count; ++j) x[j] = bits_at(bits[j], first_bit + c, first_bit + n) & valid;
    __m512i q[4];  // draws 8 q..: qword i has byte i of each of the 8 draws
    for (unsigned h = 0; h < 4; ++h)
      q[h] = _mm512_maskz_permutexvar_epi16(
          __mmask32(~0u), by_byte, _mm512_shuffle_epi8(_mm512_load_si512(x + 8 * h), pair_bytes));
    const __m512i pairs[4] = {_mm512_permutex2var_epi64(q[0], low_pairs, q[1]),
                              _mm512_permutex2var_epi64(q[0], high_pairs, q[1]),
                              _mm512_permutex2var_epi64(q[2], low_pairs, q[3]),
                              _mm512_permutex2var_epi64(q[2], high_pairs, q[3])};
    for (unsigned m = 0; m < 4; ++m) {  // bytes 2 m and 2 m + 1 of the 32 draws' bits
      const __m512i bytes = _mm512_permutex2var_epi64(pairs[m / 2], m % 2 ? high_quads : low_quads, pairs[2 + m / 2]);
      bit_planes(bytes, [&](int b, std::uint64_t top) {
        cells[c + 16 * m + b] = static_cast<std::uint32_t>(top);
        cells[c + 16 * m + 8 + b] = static_cast<std::uint32_t>(top >> 32);
      });
    }
  }
}

namespace {

// A batch's masks: cells[c] has bit j of draw j's cell c (cells first_bit..
// of bits[j]: batch_cells); then each block of 16 slots' words
// (their cells') gathered once for the batch (4 bytes a cell: the gathers
// hit the L1 cache), complemented for z1's slots (in m2 where the cell
// swaps), and turned into each draw's bits, 64 slots at a time: each
// block's bytes put in byte-major order (byte k of slot i at 16 k + i: a
// shuffle in lanes, a dword permute across them), the four blocks' lanes
// transposed (byte k of the 64 slots in one register), then for each bit
// b of a byte, the bytes' top bits after a shift: draw 8 k + b's 64 bits.
// A draw's masks are a row (its split reads 2 bytes a block, in order):
// draw j's bits of slots 64 w.. at masks[j mask_row(slots) + 4 w].
void batch_masks(const KendallRanked& r, const std::uint64_t* const* bits, std::size_t count, std::size_t first_bit,
                 std::size_t n, std::uint32_t* cells, __mmask16* masks) {
  const std::size_t half = r.half;
  batch_cells(bits, count, first_bit, n, cells);
  const __mmask16 all = 0xffff;
  // In each lane (4 slots), byte k of slot s to 4 k + s; then dword k of
  // lane l to 4 k + l.
  const __m512i in_lane = _mm512_maskz_broadcast_i32x4(
      __mmask16(0xffff), _mm_setr_epi8(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15));
  const __m512i across = _mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
  const __m512i half_at = _mm512_set1_epi32(static_cast<int>(half));
  const std::uint32_t* codes = r.sweep_codes.data();
  const std::size_t slots = r.sweep_codes.size(), row = mask_row(slots);
  for (std::size_t w = 0; 64 * w < slots; ++w) {
    __m512i lanes[4];  // of 16 slots: 128-bit lane k has byte k of each slot's word, in slot order
    for (unsigned q = 0; q < 4; ++q) {
      const std::size_t t = 64 * w + 16 * q;
      const __mmask16 in = t >= slots              ? __mmask16(0)
                           : slots - t >= 16 ? __mmask16(0xffff)
                                             : static_cast<__mmask16>((1u << (slots - t)) - 1);
      __m512i at = _mm512_maskz_srli_epi32(in, _mm512_maskz_loadu_epi32(in, codes + t), 7);
      const __mmask16 z1 = _mm512_mask_cmpge_epu32_mask(in, at, half_at);  // z1's slots: the cell's complement
      at = _mm512_mask_sub_epi32(at, z1, at, half_at);
      const __m512i cell = _mm512_mask_i32gather_epi32(_mm512_setzero_si512(), in, at, cells, 4);
      const __m512i word = _mm512_mask_ternarylogic_epi32(cell, z1, cell, cell, 0x55);
      lanes[q] = _mm512_maskz_permutexvar_epi32(__mmask16(0xffff), across, _mm512_shuffle_epi8(word, in_lane));
    }
    // Lane k of the four to bytes[k] (a 4 x 4 transpose of 128-bit lanes):
    // byte k of the 64 slots' words, in slot order.
    const __m512i low0 = _mm512_maskz_shuffle_i32x4(all, lanes[0], lanes[1], 0x44);  // lanes 0, 1 of each
    const __m512i high0 = _mm512_maskz_shuffle_i32x4(all, lanes[0], lanes[1], 0xee);  // lanes 2, 3
    const __m512i low1 = _mm512_maskz_shuffle_i32x4(all, lanes[2], lanes[3], 0x44);
    const __m512i high1 = _mm512_maskz_shuffle_i32x4(all, lanes[2], lanes[3], 0xee);
    const __m512i bytes[4] = {_mm512_maskz_shuffle_i32x4(all, low0, low1, 0x88),  // lane 0 of each
                              _mm512_maskz_shuffle_i32x4(all, low0, low1, 0xdd),  // lane 1
                              _mm512_maskz_shuffle_i32x4(all, high0, high1, 0x88),
                              _mm512_maskz_shuffle_i32x4(all, high0, high1, 0xdd)};
    for (unsigned k = 0; k < 4; ++k)  // draw 8 k + b's 64 bits
      bit_planes(bytes[k], [&](int b, std::uint64_t top) {
        std::memcpy(masks + (8 * k + static_cast<unsigned>(b)) * row + 4 * w, &top, sizeof top);
      });
  }
}

// to += c (c - 1) of each 16-bit lane of c16 in 32-bit lanes: the 32-bit
// products from their low and high halves (16-bit multiplies), interleaved
// in lanes: to[0] has draws 8 l + 0..3 of each 128-bit lane l, to[1] draws
// 8 l + 4..7 (pair_lane); twice the pairs (halved when read).
[[gnu::always_inline]] inline void add_pairs(__m512i* to, __m512i c16) {
  const __m512i less = _mm512_sub_epi16(c16, _mm512_set1_epi16(1));
  const __m512i low = _mm512_mullo_epi16(c16, less), high = _mm512_mulhi_epu16(c16, less);
  to[0] = _mm512_add_epi32(to[0], _mm512_unpacklo_epi16(low, high));
  to[1] = _mm512_add_epi32(to[1], _mm512_unpackhi_epi16(low, high));
}
// Where add_pairs' draw j is, in its two registers stored one after the other.
constexpr std::size_t pair_lane(std::size_t j) { return (j % 8 < 4 ? 0 : 16) + 4 * (j / 8) + j % 4; }

}  // namespace

// tie_sums of a batch's draws (kendall_draws) from the cells' words
// (bit j: draw j's; a slot at half + cell: the cell's complemented), all
// draws at once: a slot's word adds one to the draws' 16-bit counts
// (vpmovm2w: 0xffff where in m2, subtracted) of its run and run's gold
// group; at a segment's end its c (L - c) slots in m2 (m1) give c (c - 1)
// / 2 pairs, summed twice over in 32-bit lanes (add_pairs; c <= 32,767 and
// the c's of a sum at most the m2 slots: below 2^31, exact); a pair's two words ANDed
// (both in m2) or NORed (both in m1). sums[j]: tie_sums' six of draw j.
void batch_tie_sums(const KendallRanked& r, const std::uint32_t* cells, std::size_t count,
                    std::array<std::int64_t, 6>* sums) {
  const std::uint32_t half = static_cast<std::uint32_t>(r.half);
  auto word = [&](std::uint32_t at) { return at < half ? cells[at] : ~cells[at - half]; };
  const __m512i one16 = _mm512_set1_epi16(1);
  __m512i pairs2[2] = {_mm512_setzero_si512(), _mm512_setzero_si512()};  // same, other: both in m2
  __m512i pairs0[2] = {_mm512_setzero_si512(), _mm512_setzero_si512()};  // both in m1
  for (int k = 0; k < 2; ++k) {
    const std::vector<std::uint32_t>& at = k ? r.other_groups : r.same_group;
    for (std::size_t p = 0; p < at.size(); p += 2) {
      const std::uint32_t a = word(at[p]), b = word(at[p + 1]);
      pairs2[k] = _mm512_sub_epi16(pairs2[k], _mm512_movm_epi16(a & b));
      pairs0[k] = _mm512_sub_epi16(pairs0[k], _mm512_movm_epi16(~(a | b)));
    }
  }
  // 32-bit sums of segments' pairs (twice over, add_pairs' lanes): tied, both; m2, m1.
  __m512i tied2[2] = {}, tied0[2] = {}, both2[2] = {}, both0[2] = {};
  __m512i rep2 = _mm512_setzero_si512(), rep0 = _mm512_setzero_si512();  // 16-bit
  const std::uint32_t* slot = r.run_slots.data();
  __m512i run = _mm512_setzero_si512();
  std::size_t begin = 0, run_begin = 0, next_run = 0;
  for (const std::uint32_t end : r.run_groups_end) {
    __m512i group = _mm512_setzero_si512();
    for (std::size_t i = begin; i < end; ++i) group = _mm512_sub_epi16(group, _mm512_movm_epi16(word(slot[i])));
    const __m512i length = _mm512_set1_epi16(static_cast<short>(end - begin));
    add_pairs(both2, group);
    add_pairs(both0, _mm512_sub_epi16(length, group));
    run = _mm512_add_epi16(run, group);
    begin = end;
    if (end == r.runs_end[next_run]) {
      const __m512i rest = _mm512_sub_epi16(_mm512_set1_epi16(static_cast<short>(end - run_begin)), run);
      add_pairs(tied2, run);
      add_pairs(tied0, rest);
      // c - 1 of a run's c slots in a vector repeat a score
      rep2 = _mm512_add_epi16(rep2, _mm512_sub_epi16(run, _mm512_min_epu16(run, one16)));
      rep0 = _mm512_add_epi16(rep0, _mm512_sub_epi16(rest, _mm512_min_epu16(rest, one16)));
      run = _mm512_setzero_si512();
      run_begin = end;
      ++next_run;
    }
  }
  alignas(64) std::uint16_t p2[2][32], p0[2][32], r2[32], r0[32];
  alignas(64) std::uint32_t t2[32], t0[32], b2[32], b0[32];
  _mm512_store_si512(r2, rep2);
  _mm512_store_si512(r0, rep0);
  for (int h = 0; h < 2; ++h) {
    _mm512_store_si512(p2[h], pairs2[h]);
    _mm512_store_si512(p0[h], pairs0[h]);
    _mm512_store_si512(t2 + 16 * h, tied2[h]);
    _mm512_store_si512(t0 + 16 * h, tied0[h]);
    _mm512_store_si512(b2 + 16 * h, both2[h]);
    _mm512_store_si512(b0 + 16 * h, both0[h]);
  }
  for (std::size_t j = 0; j < count; ++j) {
    const std::int64_t tied_pairs0 = p0[0][j] + p0[1][j], tied_pairs2 = p2[0][j] + p2[1][j];
    const std::size_t l = pair_lane(j);
    sums[j] = {tied_pairs0 + t0[l] / 2, std::int64_t{p0[0][j]} + b0[l] / 2, tied_pairs0 + r0[j],
               tied_pairs2 + t2[l] / 2, std::int64_t{p2[0][j]} + b2[l] / 2, tied_pairs2 + r2[j]};
  }
}

namespace {

void batch(const KendallRanked& r, const std::uint64_t* const* bits, std::size_t count, std::size_t first_bit,
           std::size_t n, std::int64_t* d, std::array<std::int64_t, 6>* ties) {
  KendallScratch& scratch = kendall_scratch();
  scratch.batch_cells.resize(r.half);
  scratch.batch_masks.resize(kKendallBatch * mask_row(r.sweep_codes.size()));
  batch_masks(r, bits, count, first_bit, n, scratch.batch_cells.data(), scratch.batch_masks.data());
  static constexpr std::array<void (*)(const KendallRanked&, const __mmask16*, std::size_t, std::int64_t*), 3>
      kernels{split_batch<32>, split_batch<64>, split_batch<128>};
  kernels[lanes(r.sweep_width)](r, scratch.batch_masks.data(), count, d);
  batch_tie_sums(r, scratch.batch_cells.data(), count, ties);
}

}  // namespace

}  // namespace METEOR_LEVEL_NS

extern const KendallKernels METEOR_LEVEL_SYMBOL(kendall_kernels);
const KendallKernels METEOR_LEVEL_SYMBOL(kendall_kernels){
    {METEOR_LEVEL_NS::count_sized<32, 8>, METEOR_LEVEL_NS::count_sized<64, 8>, METEOR_LEVEL_NS::count_sized<128, 8>},
    {METEOR_LEVEL_NS::weights_of<32>, METEOR_LEVEL_NS::weights_of<64>, METEOR_LEVEL_NS::weights_of<128>},
    {METEOR_LEVEL_NS::sweep_split<32>, METEOR_LEVEL_NS::sweep_split<64>, METEOR_LEVEL_NS::sweep_split<128>},
    METEOR_LEVEL_NS::batch,
    METEOR_LEVEL_NS::batch_cells,
    METEOR_LEVEL_NS::batch_tie_sums};

}  // namespace meteor::metaeval::detail
#endif
