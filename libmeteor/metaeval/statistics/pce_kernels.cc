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
// R systems' rows from x x 64 permutations (16 R accumulators) into out.
template <std::size_t R>
[[gnu::always_inline]] inline void tile_rows(const float* signs, const float* x, std::size_t segs, std::size_t padded,
                                             float* out) {
  __m512 a[R][4];
  for (auto& row : a)
    for (auto& v : row) v = _mm512_setzero_ps();
  for (std::size_t seg = 0; seg < segs; ++seg) {
    const float* s = signs + seg * kPceTile;
    const __m512 s0 = _mm512_loadu_ps(s), s1 = _mm512_loadu_ps(s + 16), s2 = _mm512_loadu_ps(s + 32),
                 s3 = _mm512_loadu_ps(s + 48);
    for (std::size_t i = 0; i < R; ++i) {
      const __m512 score = _mm512_set1_ps(x[i * segs + seg]);
      a[i][0] = _mm512_fmadd_ps(s0, score, a[i][0]);
      a[i][1] = _mm512_fmadd_ps(s1, score, a[i][1]);
      a[i][2] = _mm512_fmadd_ps(s2, score, a[i][2]);
      a[i][3] = _mm512_fmadd_ps(s3, score, a[i][3]);
    }
  }
  for (std::size_t i = 0; i < R; ++i)
    for (std::size_t v = 0; v < 4; ++v) _mm512_storeu_ps(out + i * padded + v * 16, a[i][v]);
}

void partials(const PceSigns& sg, const float* rows, std::size_t n, float* partial) {
  const std::size_t segs = sg.segments, padded = sg.padded();
  for (std::size_t t = 0; t < sg.tiles; ++t) {
    const float* signs = sg.signs.data() + t * segs * kPceTile;
    float* out = partial + t * kPceTile;
    std::size_t r = 0;
    for (; r + 4 <= n; r += 4) tile_rows<4>(signs, rows + r * segs, segs, padded, out + r * padded);  // four at once
    for (; r < n; ++r) tile_rows<1>(signs, rows + r * segs, segs, padded, out + r * padded);
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
