// Pearson's r of a permutation test's draws (PearsonKernels, kernels.hh) with
// AVX-512 (F, BW): each draw's two vectors' scores picked from the two
// metrics as they are read, eight vectors in the lanes.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/kernels.hh"
#include "util/kernel_level.hh"

#ifdef __AVX512BW__
#include <immintrin.h>

#include <algorithm>

#include "metaeval/draws/draw_bits.hh"
#include "metaeval/statistics/correlation.hh"
#endif

namespace meteor::metaeval::detail {

#ifdef __AVX512BW__
namespace METEOR_LEVEL_NS {
namespace {

// PearsonGold::many's operations in kMany lanes, lane 2j draw j's m1, lane 2j + 1
// its m2; a lane's value at cell i is z1[i] or z2[i] as mask[i]'s bit says
// (1: z2[i]). Each lane runs operator()'s operations in operator()'s order
// (numpy_sum's blocks and pairwise halves, then the sequential sums), so
// its r is operator()'s for that vector, bit for bit.
struct MixedLanes {
  const double *z1, *z2;
  const std::uint8_t* mask;
  __m512d at(std::size_t i) const {
    return _mm512_mask_blend_pd(mask[i], _mm512_set1_pd(z1[i]), _mm512_set1_pd(z2[i]));
  }
};
__m512d lanes_pairwise_sum(const MixedLanes& v, std::size_t a, std::size_t n) {
  if (n < 8) {
    __m512d r = _mm512_setzero_pd();
    for (std::size_t i = 0; i < n; ++i) r = _mm512_add_pd(r, v.at(a + i));
    return r;
  }
  if (n <= 128) {
    __m512d r[8];
    for (std::size_t j = 0; j < 8; ++j) r[j] = v.at(a + j);
    std::size_t i = 8;
    for (; i < n - n % 8; i += 8)
      for (std::size_t j = 0; j < 8; ++j) r[j] = _mm512_add_pd(r[j], v.at(a + i + j));
    __m512d res = _mm512_add_pd(_mm512_add_pd(_mm512_add_pd(r[0], r[1]), _mm512_add_pd(r[2], r[3])),
                                _mm512_add_pd(_mm512_add_pd(r[4], r[5]), _mm512_add_pd(r[6], r[7])));
    for (; i < n; ++i) res = _mm512_add_pd(res, v.at(a + i));
    return res;
  }
  std::size_t n2 = n / 2;
  n2 -= n2 % 8;
  return _mm512_add_pd(lanes_pairwise_sum(v, a, n2), lanes_pairwise_sum(v, a + n2, n - n2));
}
// r of the 8 lanes (NaN where a lane's vector is constant); n >= 3.
void mixed_pearson(const MixedLanes& v, const double* scaled, std::size_t n, double* out) {
  __m512d sum = _mm512_setzero_pd();
  for (std::size_t i = 0; i < n; i += 8192)
    sum = _mm512_add_pd(sum, lanes_pairwise_sum(v, i, std::min<std::size_t>(8192, n - i)));
  const __m512d mean = _mm512_div_pd(sum, _mm512_set1_pd(static_cast<double>(n)));  // as mean()
  const __m512d first = v.at(0);
  __mmask8 constant = 0xff;
  __m512d norm = _mm512_setzero_pd();
  for (std::size_t i = 0; i < n; ++i) {
    const __m512d x = v.at(i), d = _mm512_sub_pd(x, mean);
    constant &= _mm512_cmp_pd_mask(x, first, _CMP_EQ_OQ);
    norm = _mm512_add_pd(norm, _mm512_mul_pd(d, d));
  }
  norm = _mm512_maskz_sqrt_pd(0xff, norm);  // (the maskz form: GCC 12 warns of the plain one's source)
  __m512d r = _mm512_setzero_pd();
  for (std::size_t i = 0; i < n; ++i)
    r = _mm512_add_pd(r, _mm512_mul_pd(_mm512_set1_pd(scaled[i]), _mm512_div_pd(_mm512_sub_pd(v.at(i), mean), norm)));
  alignas(64) double lane[8];
  _mm512_store_pd(lane, r);
  for (unsigned j = 0; j < 8; ++j)
    out[j] = constant >> j & 1 ? kNaN : std::clamp(lane[j], -1.0, 1.0);
}
// mask[i] for cells first_bit + i of kMany / 2 draws' bits.
void mixed_masks(const std::uint64_t* const* bits, std::size_t first_bit, std::size_t n, std::uint8_t* mask) {
  for (std::size_t i = 0; i < n; i += 64) {
    __m512i m = _mm512_setzero_si512();
    for (unsigned j = 0; j < PearsonGold::kMany / 2; ++j) {  // kept: z1's in m1 (lane 2j), z2's in m2 (2j + 1)
      const std::uint64_t keep = bits_at(bits[j], first_bit + i, first_bit + n);
      m = _mm512_or_si512(m, _mm512_mask_blend_epi8(keep, _mm512_set1_epi8(static_cast<char>(1u << (2 * j))),
                                                    _mm512_set1_epi8(static_cast<char>(2u << (2 * j)))));
    }
    _mm512_mask_storeu_epi8(mask + i, n - i >= 64 ? ~__mmask64{0} : (__mmask64{1} << (n - i)) - 1, m);
  }
}

void draws(const std::uint64_t* const* bits, std::size_t first_bit, const double* z1, const double* z2,
           const double* scaled, std::size_t n, std::uint8_t* mask, double* r) {
  mixed_masks(bits, first_bit, n, mask);
  mixed_pearson(MixedLanes{z1, z2, mask}, scaled, n, r);
}

}  // namespace
}  // namespace METEOR_LEVEL_NS

extern const PearsonKernels METEOR_LEVEL_SYMBOL(pearson_kernels);
const PearsonKernels METEOR_LEVEL_SYMBOL(pearson_kernels){METEOR_LEVEL_NS::draws};
#else
extern const PearsonKernels METEOR_LEVEL_SYMBOL(pearson_kernels);
const PearsonKernels METEOR_LEVEL_SYMBOL(pearson_kernels){nullptr};
#endif

}  // namespace meteor::metaeval::detail
