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

BitGather::BitGather(const std::vector<std::uint32_t>& from, std::size_t n)
    : size_(from.size()), pairs_((n + 1023) / 1024) {
  if (n > kMaxBits) throw std::invalid_argument("BitGather: more than " + std::to_string(kMaxBits) + " bits in");
  const std::size_t words = out_words();
  byte_.resize(64 * words);
  bit_.resize(64 * words);
  block_.assign(words * pairs_, 0);
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
