// The pairwise confidence error's parts as MTME's pce.py computes them: the
// sign matrix from numpy's default_rng (made once, the most recent kept), the
// float32 partial sums by the portable kernel or AVX-512's, and the pairs'
// p-values counted from them.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/significance/pce.hh"

#include <algorithm>
#include <mutex>

#include "util/numpy_random.hh"
#include "util/numpy_sum.hh"
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


}  // namespace

std::vector<PceKernel> pce_kernels() {
  static const std::vector<PceKernel> kernels = [] {
    std::vector<PceKernel> k{PceKernel::generic};
#ifdef METEOR_X86
    if (cpu::at_least(cpu::Level::avx512)) k.push_back(PceKernel::avx512);
#endif
    return k;
  }();
  return kernels;
}

void pce_partials(const PceSigns& signs, const float* rows, std::size_t n, float* partial, PceKernel kernel) {
  switch (kernel) {
#ifdef METEOR_X86
    case PceKernel::avx512: return pce_partials_avx512(signs, rows, n, partial);
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
