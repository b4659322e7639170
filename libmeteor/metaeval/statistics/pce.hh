// The pairwise confidence error's p-values (MTME pce.py) to MTME's bit, fast
// (not installed API; correlate.hh declares the public functions, and
// correlate.cc defines them on these parts).
//
// pce.py draws a sign matrix (permutations x segments, +-1, from numpy's
// default_rng(seed)) and multiplies it with the systems' float32 segment
// scores: partial[q][s] = sum over segments of sign[q][seg] * score[s][seg],
// which Debian numpy's reference BLAS sums in float32, segment after segment.
// A sign times a score is exact, so a fused multiply-add gives the same bits
// as that sum's additions: the kernel runs the permutations side by side in
// SIMD lanes (AVX-512 where the CPU has it, the level chosen at run time;
// plain loops vectorized for the level otherwise), each lane summing its own segments in order.
// The sign matrix is drawn once per (seed, permutations, segments) and kept.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include "metaeval/statistics/vector.hh"
#include "util/cpu.hh"
#include "util/kernel_level.hh"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace meteor::metaeval::detail {

// pce.py's sign matrix, laid out for the kernel: tiles of kPceTile
// permutations, each segment-major ([tile][segment][lane]); lanes past the
// last permutation hold 0.
constexpr std::size_t kPceTile = 64;
struct PceSigns {
  std::size_t permutations = 0, segments = 0, tiles = 0;
  std::vector<float> signs;
  std::size_t padded() const { return tiles * kPceTile; }
};

// The sign matrix of default_rng(seed), made on first use and shared (the
// few most recent are kept).
std::shared_ptr<const PceSigns> pce_signs(std::uint64_t seed, std::size_t permutations, std::size_t segments);

// partial[r * padded() + q] = sum of signs[q][seg] * rows[r * segments + seg]
// over seg in order, in float32 (pce.py's matmul), for r < n: a kernel with
// CPU levels (pce_kernels.cc, compiled once per level; AVX-512's own code,
// plain loops below it), by the table of the level in force.
struct PceKernels {
  void (*partials)(const PceSigns& signs, const float* rows, std::size_t n, float* partial);
};
METEOR_DECLARE_LEVELS(PceKernels, pce_kernels);
// The table of a level (at most cpu::detected(): tests and the benchmark
// compare them).
const PceKernels& pce_kernels(cpu::Level level);

// pce.py's p-values of n systems' rows (n x segments, row-major) under a
// sign matrix: pairwise_system_p_values' matrix.
std::vector<std::vector<double>> pce_matrix(const PceSigns& signs, const double* scores, std::size_t n);
// 1 - PCE of two metrics' scores (systems x segments each, gold present)
// at once: one product of the sign matrix with both metrics' rows.
std::pair<double, double> pce_both(const PceSigns& signs, const std::vector<std::vector<double>>& gold_p,
                                   const Vector& a, const Vector& b, std::size_t systems);
// 1 - mean |gold_p[i][j] - p(i, j)| over the upper triangle of n systems
// (one_minus_pce); NaN for fewer than two.
template <class P>
double one_minus_pce_of(const std::vector<std::vector<double>>& gold_p, std::size_t n, P p) {
  double total = 0;
  std::size_t count = 0;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      total += std::fabs(gold_p[i][j] - p(i, j));
      ++count;
    }
  return count ? 1.0 - total / static_cast<double>(count) : kNaN;
}

}  // namespace meteor::metaeval::detail
