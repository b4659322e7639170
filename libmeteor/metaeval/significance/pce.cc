// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/significance/pce.hh"

#include <algorithm>
#include <mutex>

#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#include <immintrin.h>
#define METEOR_PCE_X86 1
#endif

#include "metaeval/statistics/numpy_random.hh"
#include "metaeval/significance/stats_internal.hh"
#include "util/cpu.hh"

namespace meteor::metaeval::detail {

std::shared_ptr<const PceSigns> pce_signs(std::uint64_t seed, std::size_t permutations, std::size_t segments) {
  static std::mutex mu;
  static std::vector<std::pair<std::uint64_t, std::shared_ptr<const PceSigns>>> kept;  // most recent last
  std::lock_guard<std::mutex> lock(mu);
  for (std::size_t i = 0; i < kept.size(); ++i) {
    const auto& [s, m] = kept[i];
    if (s == seed && m->permutations == permutations && m->segments == segments) {
      auto found = kept[i];
      kept.erase(kept.begin() + static_cast<std::ptrdiff_t>(i));
      kept.push_back(found);
      return found.second;
    }
  }
  auto m = std::make_shared<PceSigns>();
  m->permutations = permutations;
  m->segments = segments;
  m->tiles = (permutations + kPceTile - 1) / kPceTile;
  m->signs.assign(m->tiles * segments * kPceTile, 0.0f);
  // pce.py: rng.random((permutations, segments), float32), row by row,
  // rounded by np.rint (0.5 goes to 0) to 0/1, then 2m - 1.
  NumpyGenerator rng(seed);
  for (std::size_t q = 0; q < permutations; ++q) {
    float* tile = m->signs.data() + (q / kPceTile) * segments * kPceTile + q % kPceTile;
    for (std::size_t seg = 0; seg < segments; ++seg) tile[seg * kPceTile] = rng.next_float() > 0.5f ? 1.0f : -1.0f;
  }
  kept.emplace_back(seed, m);
  if (kept.size() > 4) kept.erase(kept.begin());
  return m;
}

namespace {

// Plain loops (any CPU): each lane's sum in segment order; the compiler may
// vectorize across lanes, never within a sum (no -ffast-math).
void partials_generic(const PceSigns& sg, const float* rows, std::size_t n, float* partial) {
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

#ifdef METEOR_PCE_X86
// A sign times a score is exact, so fma(sign, score, acc) rounds once, as
// acc + sign * score does: the same bits as the plain loops.
__attribute__((target("avx512f"))) void partials_avx512(const PceSigns& sg, const float* rows, std::size_t n,
                                                        float* partial) {
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

__attribute__((target("avx2,fma"))) void partials_avx2(const PceSigns& sg, const float* rows, std::size_t n,
                                                        float* partial) {
  const std::size_t segs = sg.segments, padded = sg.padded();
  for (std::size_t t = 0; t < sg.tiles; ++t)
    for (std::size_t half = 0; half < kPceTile; half += 32) {  // 32 permutations x 2 systems: 8 accumulators
      const float* signs = sg.signs.data() + t * segs * kPceTile + half;
      float* out = partial + t * kPceTile + half;
      for (std::size_t r = 0; r < n; r += 2) {
        const bool two = r + 1 < n;
        __m256 a[2][4];
        for (auto& row : a)
          for (auto& v : row) v = _mm256_setzero_ps();
        const float* x0 = rows + r * segs;
        const float* x1 = two ? x0 + segs : x0;
        for (std::size_t seg = 0; seg < segs; ++seg) {
          const float* s = signs + seg * kPceTile;
          const __m256 s0 = _mm256_loadu_ps(s), s1 = _mm256_loadu_ps(s + 8), s2 = _mm256_loadu_ps(s + 16),
                       s3 = _mm256_loadu_ps(s + 24);
          const __m256 y0 = _mm256_set1_ps(x0[seg]), y1 = _mm256_set1_ps(x1[seg]);
          a[0][0] = _mm256_fmadd_ps(s0, y0, a[0][0]);
          a[0][1] = _mm256_fmadd_ps(s1, y0, a[0][1]);
          a[0][2] = _mm256_fmadd_ps(s2, y0, a[0][2]);
          a[0][3] = _mm256_fmadd_ps(s3, y0, a[0][3]);
          a[1][0] = _mm256_fmadd_ps(s0, y1, a[1][0]);
          a[1][1] = _mm256_fmadd_ps(s1, y1, a[1][1]);
          a[1][2] = _mm256_fmadd_ps(s2, y1, a[1][2]);
          a[1][3] = _mm256_fmadd_ps(s3, y1, a[1][3]);
        }
        for (std::size_t i = 0; i < (two ? 2u : 1u); ++i)
          for (std::size_t v = 0; v < 4; ++v) _mm256_storeu_ps(out + (r + i) * padded + v * 8, a[i][v]);
      }
    }
}
#endif

}  // namespace

std::vector<PceKernel> pce_kernels() {
  static const std::vector<PceKernel> kernels = [] {
    std::vector<PceKernel> k{PceKernel::generic};
#ifdef METEOR_PCE_X86
    if (cpu::at_least(cpu::Level::avx2)) k.push_back(PceKernel::avx2);
    if (cpu::at_least(cpu::Level::avx512)) k.push_back(PceKernel::avx512);
#endif
    return k;
  }();
  return kernels;
}

void pce_partials(const PceSigns& signs, const float* rows, std::size_t n, float* partial, PceKernel kernel) {
  switch (kernel) {
#ifdef METEOR_PCE_X86
    case PceKernel::avx512: return partials_avx512(signs, rows, n, partial);
    case PceKernel::avx2: return partials_avx2(signs, rows, n, partial);
#endif
    default: return partials_generic(signs, rows, n, partial);
  }
}

void pce_partials(const PceSigns& signs, const float* rows, std::size_t n, float* partial) {
  static const PceKernel best = pce_kernels().back();
  pce_partials(signs, rows, n, partial, best);
}

void pce_p_values(const PceSigns& signs, const float* partial, const float* totals, std::size_t n, double* p) {
  const std::size_t perms = signs.permutations, padded = signs.padded();
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      // pce.py: (partial[:, i] - partial[:, j]) >= sys[i] - sys[j], in float32.
      const float test = totals[i] - totals[j];
      const float* a = partial + i * padded;
      const float* b = partial + j * padded;
      std::size_t count = 0;
      for (std::size_t q = 0; q < perms; ++q) count += a[q] - b[q] >= test;
      p[i * n + j] = static_cast<double>(count) / static_cast<double>(perms);
    }
}

float pce_row_total(const float* row, std::size_t segments) { return numpy_sum(row, segments); }

}  // namespace meteor::metaeval::detail
