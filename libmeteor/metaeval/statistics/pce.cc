// PCE's parts (correlation.hh's detail): the sign matrices, the most recent
// kept, and the pairs' p-values from the kernel's partial sums.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/statistics/correlation.hh"

#include <algorithm>
#include <mutex>

#include "util/numpy_random.hh"
#include "util/numpy_sum.hh"
#include "util/cpu.hh"
#include "util/kernel_level.hh"

namespace meteor::metaeval::detail {

std::shared_ptr<const PceSigns> pce_signs(std::uint64_t seed, std::size_t permutations, std::size_t segments) {
  static std::mutex mu;
  static std::vector<std::pair<std::uint64_t, std::shared_ptr<const PceSigns>>> kept;  // most recent last
  std::lock_guard<std::mutex> lock(mu);
  const auto found = std::find_if(kept.begin(), kept.end(), [&](const auto& k) {
    return k.first == seed && k.second->permutations == permutations && k.second->segments == segments;
  });
  if (found != kept.end()) {
    std::rotate(found, found + 1, kept.end());  // now the most recent
    return kept.back().second;
  }
  const std::size_t tiles = (permutations + kPceTile - 1) / kPceTile;
  auto m = std::make_shared<PceSigns>(
      PceSigns{permutations, segments, tiles, std::vector<float>(tiles * segments * kPceTile, 0.0f)});
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

namespace {

// The p-values of "system i > system j" (j > i) of each of `groups` groups
// of n systems from their rows of scores (groups x n rows, as float32): one
// product of the sign matrix with every row (the kernel in force), the
// rows' totals by numpy's float32 sum; p[g n^2 + i n + j], the rest
// untouched.
void p_values(const PceSigns& signs, const std::vector<float>& rows, std::size_t groups, std::size_t n, double* p) {
  static const PceKernels& in_force = pce_kernels(cpu::level());
  const std::size_t items = signs.segments, perms = signs.permutations, padded = signs.padded();
  thread_local std::vector<float> partial, totals;
  partial.resize(groups * n * padded);
  totals.resize(groups * n);
  for (std::size_t s = 0; s < groups * n; ++s) totals[s] = numpy_sum(rows.data() + s * items, items);
  in_force.partials(signs, rows.data(), groups * n, partial.data());
  for (std::size_t g = 0; g < groups; ++g, p += n * n)
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = i + 1; j < n; ++j) {
        // pce.py: (partial[:, i] - partial[:, j]) >= sys[i] - sys[j], in float32.
        const float test = totals[g * n + i] - totals[g * n + j];
        const float* a = partial.data() + (g * n + i) * padded;
        const float* b = partial.data() + (g * n + j) * padded;
        std::size_t count = 0;
        for (std::size_t q = 0; q < perms; ++q) count += a[q] - b[q] >= test;
        p[i * n + j] = static_cast<double>(count) / static_cast<double>(perms);
      }
}

}  // namespace

std::vector<std::vector<double>> pce_matrix(const PceSigns& signs, const double* scores, std::size_t n) {
  const std::vector<float> rows(scores, scores + n * signs.segments);
  std::vector<double> flat(n * n, kNaN);
  p_values(signs, rows, 1, n, flat.data());
  std::vector<std::vector<double>> p;
  for (std::size_t i = 0; i < n; ++i) p.emplace_back(flat.begin() + i * n, flat.begin() + (i + 1) * n);
  return p;
}

std::pair<double, double> pce_both(const PceSigns& signs, const std::vector<std::vector<double>>& gold_p,
                                   const Vector& a, const Vector& b, std::size_t systems) {
  const std::size_t cells = systems * signs.segments, n = systems;
  thread_local std::vector<float> rows;
  thread_local std::vector<double> flat;
  rows.resize(2 * cells);
  flat.assign(2 * n * n, kNaN);
  for (std::size_t c = 0; c < cells; ++c) {
    rows[c] = static_cast<float>(a[c]);
    rows[cells + c] = static_cast<float>(b[c]);
  }
  p_values(signs, rows, 2, n, flat.data());
  auto one_minus = [&](const double* p) {
    return one_minus_pce_of(gold_p, n, [&](std::size_t i, std::size_t j) { return p[i * n + j]; });
  };
  return {one_minus(flat.data()), one_minus(flat.data() + n * n)};
}

}  // namespace meteor::metaeval::detail
