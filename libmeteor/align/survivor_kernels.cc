// The survivor search's children (survivor_keys.hh's Kernels), compiled
// once per CPU level (cmake/kernel_levels.cmake). At avx512: eight parents
// at a time, one candidate after the other; the children whose test word is
// free compressed into place. A zh-en step has about 40 parents and 2 or 3
// candidates a word. Below it: a parent at a time, in creation order.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/survivor_keys.hh"
#include "util/kernel_level.hh"

#ifdef __AVX512F__
#include <immintrin.h>
#endif

namespace meteor::survivor {
namespace METEOR_LEVEL_NS {
namespace {

#ifdef __AVX512F__
template <std::size_t kWords>
std::uint64_t* make_children(const std::uint64_t* keys, const int* last, const std::uint64_t* used, std::size_t ranks,
                             const Cand* cand, std::uint32_t children, std::uint64_t* out) {
  const std::uint64_t width = children + 1;
  const __m512i seq_clear = _mm512_set1_epi64(static_cast<long long>(~kSeqMask));
  const __m512i chunk_bit = _mm512_set1_epi64(static_cast<long long>(std::uint64_t{1} << kChunkShift));
  const __m512i lane = _mm512_set_epi64(7, 6, 5, 4, 3, 2, 1, 0);
  for (std::size_t r0 = 0; r0 < ranks; r0 += 8) {
    const std::size_t left = ranks - r0;
    const __mmask8 in = left >= 8 ? __mmask8(0xff) : static_cast<__mmask8>((1u << left) - 1);
    const __m512i rank = _mm512_add_epi64(lane, _mm512_set1_epi64(static_cast<long long>(r0)));
    // The parents' keys, their creation index r x width (child 0's).
    __m512i key = _mm512_add_epi64(_mm512_and_si512(_mm512_maskz_loadu_epi64(in, keys + r0), seq_clear),
                                   _mm512_mullo_epi64(rank, _mm512_set1_epi64(static_cast<long long>(width))));
    const __m512i l = _mm512_maskz_cvtepi32_epi64(in, _mm256_maskz_loadu_epi32(in, last + r0));
    const __m512i chunk = _mm512_maskz_mov_epi64(_mm512_cmpge_epi64_mask(l, _mm512_setzero_si512()), chunk_bit);
    const __m512i word_of_rank = _mm512_mullo_epi64(rank, _mm512_set1_epi64(static_cast<long long>(kWords)));
    for (std::uint32_t k = 0; k < children; ++k) {
      const int t = cand[k].test;
      __m512i bits;
      if constexpr (kWords == 1)
        bits = _mm512_maskz_loadu_epi64(in, used + r0);
      else
        bits = _mm512_mask_i64gather_epi64(_mm512_setzero_si512(), in,
                                           _mm512_add_epi64(word_of_rank, _mm512_set1_epi64(t >> 6)), used, 8);
      const __mmask8 taken =
          _mm512_test_epi64_mask(bits, _mm512_set1_epi64(static_cast<long long>(std::uint64_t{1} << (t & 63))));
      const __mmask8 free = in & static_cast<__mmask8>(~taken);
      // A child continues its parent's chunk when the parent's last match
      // ends at t; otherwise it starts one.
      const __mmask8 apart = _mm512_cmpneq_epi64_mask(l, _mm512_set1_epi64(t));
      __m512i child = _mm512_sub_epi64(key, _mm512_set1_epi64(static_cast<long long>(cand[k].gain - k)));
      child = _mm512_mask_add_epi64(child, apart, child, chunk);
      _mm512_storeu_si512(out, _mm512_maskz_compress_epi64(free, child));
      out += __builtin_popcount(free);
      key = _mm512_mask_add_epi64(key, free, key, _mm512_set1_epi64(static_cast<long long>(cand[k].pay)));
    }
    const __m512i self = _mm512_add_epi64(_mm512_add_epi64(key, chunk), _mm512_set1_epi64(children));
    _mm512_storeu_si512(out, _mm512_maskz_compress_epi64(in, self));
    out += __builtin_popcount(in);
  }
  return out;
}
#else
template <std::size_t kWords>
std::uint64_t* make_children(const std::uint64_t* keys, const int* last, const std::uint64_t* used, std::size_t ranks,
                             const Cand* __restrict cand, std::uint32_t children, std::uint64_t* __restrict out) {
  const std::uint64_t width = children + 1;
  for (std::size_t r = 0; r < ranks; ++r) {
    std::uint64_t key = (keys[r] & ~kSeqMask) + r * width;  // child 0's creation index
    const int l = last[r];
    const std::uint64_t chunk = static_cast<std::uint64_t>(l >= 0) << kChunkShift;
    std::uint64_t u[kWords];
    for (std::size_t w = 0; w < kWords; ++w) u[w] = used[r * kWords + w];
    // Written whatever the test word; kept (the pointer moves on) only when
    // it is free.
    for (std::uint32_t k = 0; k < children; ++k) {
      const int t = cand[k].test;
      std::uint64_t bits;
      if constexpr (kWords == 1)
        bits = u[0];
      else if constexpr (kWords == 2)
        bits = t >= 64 ? u[1] : u[0];
      else
        bits = u[static_cast<unsigned>(t) >> 6];
      const std::uint64_t free = ((bits >> (t & 63)) & 1u) ^ 1u;
      *out = key - cand[k].gain + (l != t ? chunk : 0) + k;
      out += free;
      key += cand[k].pay & (0 - free);
    }
    *out++ = key + chunk + children;
  }
  return out;
}
#endif

}  // namespace
}  // namespace METEOR_LEVEL_NS

const Kernels METEOR_LEVEL_SYMBOL(kernels){
    {METEOR_LEVEL_NS::make_children<1>, METEOR_LEVEL_NS::make_children<2>, METEOR_LEVEL_NS::make_children<4>}};

}  // namespace meteor::survivor
