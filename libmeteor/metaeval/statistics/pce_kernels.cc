// PCE's partial sums (PceKernels, correlation.hh), compiled once per CPU level
// (cmake/kernel_levels.cmake): AVX-512 (F) runs 64 permutations a tile in
// four registers, four systems at once; the other levels run plain loops
// that the compiler vectorizes across lanes with the level's instructions.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/statistics/correlation.hh"
#include "util/kernel_level.hh"

#ifdef __AVX512F__
#include <immintrin.h>
#endif

namespace meteor::metaeval::detail {
namespace METEOR_LEVEL_NS {
namespace {

#ifdef __AVX512F__
// fma(sign, score, acc): the same bits as the plain loops (correlation.hh).
void partials(const PceSigns& sg, const float* rows, std::size_t n, float* partial) {
  const std::size_t segs = sg.segments, padded = sg.padded();
  for (std::size_t t = 0; t < sg.tiles; ++t) {
    const float* signs = sg.signs.data() + t * segs * kPceTile;
    float* out = partial + t * kPceTile;
    std::size_t r = 0;
    for (; r + 4 <= n; r += 4) {  // 4 systems x 64 permutations: 16 accumulators
      __m512 a[4][4];
      for (auto& row : a)
        for (auto& v : row) v = _mm512_setzero_ps();
      const float* x0 = rows + r * segs;
      for (std::size_t seg = 0; seg < segs; ++seg) {
        const float* s = signs + seg * kPceTile;
        const __m512 s0 = _mm512_loadu_ps(s), s1 = _mm512_loadu_ps(s + 16), s2 = _mm512_loadu_ps(s + 32),
                     s3 = _mm512_loadu_ps(s + 48);
        for (int i = 0; i < 4; ++i) {
          const __m512 x = _mm512_set1_ps(x0[static_cast<std::size_t>(i) * segs + seg]);
          a[i][0] = _mm512_fmadd_ps(s0, x, a[i][0]);
          a[i][1] = _mm512_fmadd_ps(s1, x, a[i][1]);
          a[i][2] = _mm512_fmadd_ps(s2, x, a[i][2]);
          a[i][3] = _mm512_fmadd_ps(s3, x, a[i][3]);
        }
      }
      for (std::size_t i = 0; i < 4; ++i)
        for (std::size_t v = 0; v < 4; ++v) _mm512_storeu_ps(out + (r + i) * padded + v * 16, a[i][v]);
    }
    for (; r < n; ++r) {
      __m512 a0 = _mm512_setzero_ps(), a1 = a0, a2 = a0, a3 = a0;
      const float* x0 = rows + r * segs;
      for (std::size_t seg = 0; seg < segs; ++seg) {
        const float* s = signs + seg * kPceTile;
        const __m512 x = _mm512_set1_ps(x0[seg]);
        a0 = _mm512_fmadd_ps(_mm512_loadu_ps(s), x, a0);
        a1 = _mm512_fmadd_ps(_mm512_loadu_ps(s + 16), x, a1);
        a2 = _mm512_fmadd_ps(_mm512_loadu_ps(s + 32), x, a2);
        a3 = _mm512_fmadd_ps(_mm512_loadu_ps(s + 48), x, a3);
      }
      float* o = out + r * padded;
      _mm512_storeu_ps(o, a0);
      _mm512_storeu_ps(o + 16, a1);
      _mm512_storeu_ps(o + 32, a2);
      _mm512_storeu_ps(o + 48, a3);
    }
  }
}

#else
// Plain loops (any CPU): each lane's sum in segment order; the compiler may
// vectorize across lanes, never within a sum (no -ffast-math).
void partials(const PceSigns& sg, const float* rows, std::size_t n, float* partial) {
  const std::size_t segs = sg.segments, padded = sg.padded();
  for (std::size_t t = 0; t < sg.tiles; ++t) {
    const float* signs = sg.signs.data() + t * segs * kPceTile;
    for (std::size_t r = 0; r < n; ++r) {
      float acc[kPceTile] = {};
      const float* x = rows + r * segs;
      for (std::size_t seg = 0; seg < segs; ++seg) {
        const float* s = signs + seg * kPceTile;
        for (std::size_t l = 0; l < kPceTile; ++l) acc[l] += s[l] * x[seg];
      }
      std::copy(acc, acc + kPceTile, partial + r * padded + t * kPceTile);
    }
  }
}
#endif

}  // namespace
}  // namespace METEOR_LEVEL_NS

extern const PceKernels METEOR_LEVEL_SYMBOL(pce_kernels);
const PceKernels METEOR_LEVEL_SYMBOL(pce_kernels){METEOR_LEVEL_NS::partials};

}  // namespace meteor::metaeval::detail
