// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/bit_gather.hh"

#include <iterator>
#include <stdexcept>
#include <string>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define METEOR_BIT_GATHER_X86 1
#endif

namespace meteor::metaeval::detail {

#ifdef METEOR_BIT_GATHER_X86
namespace {
// The constructor's tables, 64 out bits at a time: each bit's byte, its
// bit's place and its block (a byte compare per block); false where a
// position is >= n.
__attribute__((target("avx512f,avx512bw"))) bool tables_avx512(const std::uint32_t* from, std::size_t size,
                                                             std::size_t n, std::size_t pairs, std::uint8_t* byte,
                                                             std::uint8_t* bit, std::uint64_t* block) {
  // (the maskz forms: GCC 12's plain ones warn of their undefined sources)
  constexpr __mmask16 kAll = 0xffff;
  const __m512i lane_bit = _mm512_set_epi32(56, 48, 40, 32, 24, 16, 8, 0, 56, 48, 40, 32, 24, 16, 8, 0);
  const __m512i low7 = _mm512_set1_epi32(127), low3 = _mm512_set1_epi32(7), limit = _mm512_set1_epi32(static_cast<int>(n));
  for (std::size_t t = 0, w = 0; t < size; t += 64, ++w) {
    const std::size_t left = size - t;
    const std::uint64_t valid = left >= 64 ? ~std::uint64_t{0} : (std::uint64_t{1} << left) - 1;
    alignas(64) std::uint8_t bytes[64], bits[64], blocks[64];
    for (unsigned h = 0; h < 4; ++h) {
      const auto in = static_cast<__mmask16>(valid >> (16 * h));
      const __m512i at = _mm512_maskz_loadu_epi32(in, from + t + 16 * h);
      if (_mm512_mask_cmpge_epu32_mask(in, at, limit)) return false;
      _mm_store_si128(reinterpret_cast<__m128i*>(bytes + 16 * h),
                      _mm512_maskz_cvtepi32_epi8(kAll, _mm512_and_si512(_mm512_maskz_srli_epi32(kAll, at, 3), low7)));
      _mm_store_si128(reinterpret_cast<__m128i*>(bits + 16 * h),  // past size: bit 0 of its lane (a 0 picked)
                      _mm512_maskz_cvtepi32_epi8(kAll, _mm512_add_epi32(lane_bit, _mm512_maskz_and_epi32(in, at, low3))));
      _mm_store_si128(reinterpret_cast<__m128i*>(blocks + 16 * h),
                      _mm512_maskz_cvtepi32_epi8(
                          kAll, _mm512_mask_blend_epi32(in, _mm512_set1_epi32(255), _mm512_maskz_srli_epi32(kAll, at, 10))));
    }
    _mm512_storeu_si512(byte + 64 * w, _mm512_maskz_mov_epi8(valid, _mm512_load_si512(bytes)));
    _mm512_storeu_si512(bit + 64 * w, _mm512_load_si512(bits));
    const __m512i b = _mm512_load_si512(blocks);
    for (std::size_t p = 0; p < pairs; ++p)
      block[w * pairs + p] = _mm512_cmpeq_epi8_mask(b, _mm512_set1_epi8(static_cast<char>(p)));
  }
  return true;
}
}  // namespace
#endif

BitGather::BitGather(const std::vector<std::uint32_t>& from, std::size_t n)
    : size_(from.size()), pairs_((n + 1023) / 1024) {
  if (n > kMaxBits) throw std::invalid_argument("BitGather: more than " + std::to_string(kMaxBits) + " bits in");
  const std::size_t words = out_words();
  byte_.resize(64 * words);
  bit_.resize(64 * words);
  block_.assign(words * pairs_, 0);
#ifdef METEOR_BIT_GATHER_X86
  if (avx512()) {
    if (!tables_avx512(from.data(), size_, n, pairs_, byte_.data(), bit_.data(), block_.data()))
      throw std::invalid_argument("BitGather: a position past the input");
    return;
  }
#endif
  for (std::size_t t = 0; t < size_; ++t) {
    const std::uint32_t at = from[t];
    if (at >= n) throw std::invalid_argument("BitGather: a position past the input");
    byte_[t] = static_cast<std::uint8_t>((at >> 3) & 127);
    bit_[t] = static_cast<std::uint8_t>(8 * (t % 8) + (at & 7));
    block_[t / 64 * pairs_ + at / 1024] |= std::uint64_t{1} << (t % 64);
  }
  for (std::size_t t = size_; t < 64 * words; ++t) {  // past size: no block's, a 0 picked
    byte_[t] = 0;
    bit_[t] = static_cast<std::uint8_t>(8 * (t % 8));
  }
}

void BitGather::apply_portable(const std::uint64_t* in, std::uint64_t* out) const {
  for (std::size_t w = 0; w < out_words(); ++w) {
    std::uint64_t word = 0;
    for (std::size_t p = 0; p < pairs_; ++p)
      for (std::uint64_t taken = block_[w * pairs_ + p]; taken; taken &= taken - 1) {
        const std::size_t j = static_cast<std::size_t>(__builtin_ctzll(taken)), t = 64 * w + j;
        const std::size_t at = 1024 * p + 8 * std::size_t{byte_[t]} + (bit_[t] & 7);
        word |= ((in[at / 64] >> (at % 64)) & 1) << j;
      }
    out[w] = word;
  }
}

#ifdef METEOR_BIT_GATHER_X86
namespace {

// P blocks of 128 bytes in registers; each out word: its bytes' indices,
// each block's bytes put in (vpermi2b, masked to the bits from that block:
// the others keep their index, which the next block's permute reads), then
// each bit picked from its byte (vpshufbitqmb).
template <std::size_t P>
__attribute__((target("avx512f,avx512bw,avx512vbmi,avx512bitalg"))) void gather_avx512(
    const std::uint64_t* in, std::size_t words, const std::uint8_t* byte, const std::uint8_t* bit,
    const std::uint64_t* block, std::uint64_t* out) {
  __m512i table[2 * P];
  for (std::size_t i = 0; i < 2 * P; ++i) table[i] = _mm512_loadu_si512(in + 8 * i);
  for (std::size_t w = 0; w < words; ++w, block += P) {
    __m512i r = _mm512_loadu_si512(byte + 64 * w);
    for (std::size_t p = 0; p < P; ++p)
      r = _mm512_mask2_permutex2var_epi8(table[2 * p], r, block[p], table[2 * p + 1]);
    out[w] = _mm512_bitshuffle_epi64_mask(r, _mm512_loadu_si512(bit + 64 * w));
  }
}

using GatherFn = void (*)(const std::uint64_t*, std::size_t, const std::uint8_t*, const std::uint8_t*,
                          const std::uint64_t*, std::uint64_t*);
constexpr GatherFn kGather[] = {gather_avx512<1>, gather_avx512<2>, gather_avx512<3>, gather_avx512<4>,
                                gather_avx512<5>, gather_avx512<6>, gather_avx512<7>, gather_avx512<8>};

// More blocks than registers hold: each permute reads its block from memory
// (the caches), the same operations otherwise.
__attribute__((target("avx512f,avx512bw,avx512vbmi,avx512bitalg"))) void gather_avx512_any(
    const std::uint64_t* in, std::size_t pairs, std::size_t words, const std::uint8_t* byte, const std::uint8_t* bit,
    const std::uint64_t* block, std::uint64_t* out) {
  for (std::size_t w = 0; w < words; ++w, block += pairs) {
    __m512i r = _mm512_loadu_si512(byte + 64 * w);
    for (std::size_t p = 0; p < pairs; ++p)
      r = _mm512_mask2_permutex2var_epi8(_mm512_loadu_si512(in + 16 * p), r, block[p],
                                         _mm512_loadu_si512(in + 16 * p + 8));
    out[w] = _mm512_bitshuffle_epi64_mask(r, _mm512_loadu_si512(bit + 64 * w));
  }
}

}  // namespace
#endif

bool BitGather::avx512() {
#ifdef METEOR_BIT_GATHER_X86
  static const bool yes = __builtin_cpu_supports("avx512f") && __builtin_cpu_supports("avx512bw") &&
                          __builtin_cpu_supports("avx512vbmi") && __builtin_cpu_supports("avx512bitalg");
  return yes;
#else
  return false;
#endif
}

void BitGather::apply(const std::uint64_t* in, std::uint64_t* out) const {
  if (!pairs_) {
    for (std::size_t w = 0; w < out_words(); ++w) out[w] = 0;
    return;
  }
#ifdef METEOR_BIT_GATHER_X86
  if (avx512()) {
    if (pairs_ <= std::size(kGather))
      return kGather[pairs_ - 1](in, out_words(), byte_.data(), bit_.data(), block_.data(), out);
    return gather_avx512_any(in, pairs_, out_words(), byte_.data(), bit_.data(), block_.data(), out);
  }
#endif
  apply_portable(in, out);
}

}  // namespace meteor::metaeval::detail
