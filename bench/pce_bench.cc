// The PCE product alone (metaeval/statistics/correlation.hh: PceKernels), timed in CPU seconds on one thread: the sign
// matrix (PERMUTATIONS x SEGMENTS) times SYSTEMS rows of segment scores, by
// each kernel this CPU runs, and by a BLAS's cblas_sgemm (float32, both
// orientations of the product) when given one; prints GFLOP/s (2 flops a
// multiply-add) and whether the BLAS's sums equal ours bit for bit. A driver
// for bench/mtme-task-speed's PCE floor.
//
// usage: pce_bench SYSTEMS SEGMENTS [PERMUTATIONS=1000] [BLAS.so]
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <dlfcn.h>

#include <algorithm>
#include <ctime>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <string>
#include <vector>

#include "metaeval/statistics/correlation.hh"
#include "cpu_time.hh"
#include "metaeval/statistics/random.hh"

using namespace meteor::metaeval;
using namespace meteor::metaeval::detail;
using meteor::bench::cpu_now;

namespace {

// Best CPU seconds per call over 5 rounds of about 0.2 s each.
template <class F>
double seconds_per_call(F&& f) {
  f();
  int reps = 1;
  for (;;) {
    const double t0 = cpu_now();
    for (int i = 0; i < reps; ++i) f();
    if (cpu_now() - t0 > 0.05) break;
    reps *= 2;
  }
  double best = 1e300;
  for (int round = 0; round < 5; ++round) {
    const double t0 = cpu_now();
    for (int i = 0; i < reps * 4; ++i) f();
    best = std::min(best, (cpu_now() - t0) / (reps * 4));
  }
  return best;
}

using Sgemm = void (*)(int, int, int, int, int, int, float, const float*, int, const float*, int, float, float*, int);

}  // namespace

int main(int argc, char** argv) {
  if (argc < 3) {
    std::fprintf(stderr, "usage: pce_bench SYSTEMS SEGMENTS [PERMUTATIONS=1000] [BLAS.so]\n");
    return 2;
  }
  const std::size_t n = std::strtoul(argv[1], nullptr, 10), segs = std::strtoul(argv[2], nullptr, 10);
  const std::size_t perms = argc > 3 ? std::strtoul(argv[3], nullptr, 10) : 1000;
  const double flop = 2.0 * static_cast<double>(n * segs * perms);
  const auto signs = pce_signs(4, perms, segs);
  Rng rng(5, 0, 0);
  std::vector<float> rows(n * segs);
  for (float& x : rows) x = static_cast<float>(rng.uniform() * 2 - 25);
  std::vector<float> ours(n * signs->padded());
  for (const meteor::cpu::Level k : meteor::cpu::compiled_levels()) {
    const auto partials = pce_kernels(k).partials;
    const double s = seconds_per_call([&] { partials(*signs, rows.data(), n, ours.data()); });
    std::printf("libmeteor %s: %.4f ms, %.1f GFLOP/s\n", meteor::cpu::name(k), s * 1e3, flop / s / 1e9);
  }
  if (argc > 4) {
    void* lib = dlopen(argv[4], RTLD_NOW | RTLD_LOCAL);
    const auto sgemm = lib ? reinterpret_cast<Sgemm>(dlsym(lib, "cblas_sgemm")) : nullptr;
    if (!sgemm) {
      std::fprintf(stderr, "pce_bench: no cblas_sgemm in %s\n", argv[4]);
      return 1;
    }
    // The sign matrix row-major (permutations x segments), as pce.py has it.
    std::vector<float> a(perms * segs), xt(segs * n), c(perms * n), ct(n * perms);
    for (std::size_t q = 0; q < perms; ++q)
      for (std::size_t seg = 0; seg < segs; ++seg)
        a[q * segs + seg] = signs->signs[(q / kPceTile) * segs * kPceTile + seg * kPceTile + q % kPceTile];
    for (std::size_t r = 0; r < n; ++r)
      for (std::size_t seg = 0; seg < segs; ++seg) xt[seg * n + r] = rows[r * segs + seg];
    const int P = static_cast<int>(perms), S = static_cast<int>(segs), N = static_cast<int>(n);
    constexpr int kRowMajor = 101, kNoTrans = 111, kTrans = 112;
    // pce.py's orientation: C (perms x n) = signs (perms x segs) . scores^T.
    const double s1 = seconds_per_call(
        [&] { sgemm(kRowMajor, kNoTrans, kNoTrans, P, N, S, 1.0f, a.data(), S, xt.data(), N, 0.0f, c.data(), N); });
    // Transposed: C^T (n x perms) = scores (n x segs) . signs^T.
    const double s2 = seconds_per_call(
        [&] { sgemm(kRowMajor, kNoTrans, kTrans, N, P, S, 1.0f, rows.data(), S, a.data(), S, 0.0f, ct.data(), P); });
    std::size_t differ = 0;
    for (std::size_t q = 0; q < perms; ++q)
      for (std::size_t r = 0; r < n; ++r)
        differ += std::memcmp(&c[q * n + r], &ours[r * signs->padded() + q], sizeof(float)) != 0;
    std::printf("sgemm %s: %.4f ms, %.1f GFLOP/s (transposed: %.4f ms, %.1f GFLOP/s); sums differing from "
                "pce.py's: %zu of %zu\n",
                argv[4], s1 * 1e3, flop / s1 / 1e9, s2 * 1e3, flop / s2 / 1e9, differ, perms * n);
  }
  return 0;
}
