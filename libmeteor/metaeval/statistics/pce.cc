// The pairwise confidence error's parts as MTME's pce.py computes them: the
// sign matrix from numpy's default_rng (made once, the most recent kept), the
// float32 partial sums by the portable kernel or AVX-512's, and the pairs'
// p-values counted from them.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/statistics/pce.hh"

#include <algorithm>
#include <cmath>
#include <limits>
#include <mutex>

#include "util/numpy_random.hh"
#include "util/numpy_sum.hh"
#include "util/cpu.hh"
#include "util/kernel_level.hh"
#include "util/error.hh"

namespace meteor::metaeval::detail {

constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

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

const PceKernels& pce_kernels(cpu::Level level) { return cpu::pick(METEOR_LEVEL_TABLES(pce_kernels), level); }

void pce_partials(const PceSigns& signs, const float* rows, std::size_t n, float* partial) {
  static const PceKernels& in_force = pce_kernels(cpu::level());
  in_force.partials(signs, rows, n, partial);
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

// pce.py's p-values of n systems' rows (n x items, row-major) under a sign
// matrix: scores as float32, totals by numpy's float32 sum.
std::vector<std::vector<double>> pce_matrix(const PceSigns& signs, const double* scores, std::size_t n) {
  const std::size_t items = signs.segments;
  std::vector<float> rows(n * items), partial(n * signs.padded()), totals(n);
  for (std::size_t c = 0; c < n * items; ++c) rows[c] = static_cast<float>(scores[c]);
  for (std::size_t s = 0; s < n; ++s) totals[s] = pce_row_total(rows.data() + s * items, items);
  pce_partials(signs, rows.data(), n, partial.data());
  std::vector<double> flat(n * n, kNaN);
  pce_p_values(signs, partial.data(), totals.data(), n, flat.data());
  std::vector<std::vector<double>> p(n, std::vector<double>(n, kNaN));
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) p[i][j] = flat[i * n + j];
  return p;
}


// 1 - PCE of two metrics' scores (systems x items each, gold present) at
// once: one product of the sign matrix with both metrics' rows.
std::pair<double, double> pce_both(const PceSigns& signs, const std::vector<std::vector<double>>& gold_p,
                                   const Vector& a, const Vector& b, std::size_t systems) {
  const std::size_t items = signs.segments, n = 2 * systems;
  thread_local std::vector<float> rows, partial, totals;
  thread_local std::vector<double> flat;
  rows.resize(n * items);
  partial.resize(n * signs.padded());
  totals.resize(n);
  flat.assign(systems * systems, kNaN);
  for (std::size_t c = 0; c < systems * items; ++c) {
    rows[c] = static_cast<float>(a[c]);
    rows[systems * items + c] = static_cast<float>(b[c]);
  }
  for (std::size_t s = 0; s < n; ++s) totals[s] = pce_row_total(rows.data() + s * items, items);
  pce_partials(signs, rows.data(), n, partial.data());
  double r[2];
  for (std::size_t h = 0; h < 2; ++h) {
    pce_p_values(signs, partial.data() + h * systems * signs.padded(), totals.data() + h * systems, systems,
                 flat.data());
    // one_minus_pce's sum, in its order
    double total = 0;
    std::size_t count = 0;
    for (std::size_t i = 0; i < systems; ++i)
      for (std::size_t j = i + 1; j < systems; ++j) {
        total += std::fabs(gold_p[i][j] - flat[i * systems + j]);
        ++count;
      }
    r[h] = count ? 1.0 - total / static_cast<double>(count) : kNaN;
  }
  return {r[0], r[1]};
}

}  // namespace meteor::metaeval::detail
