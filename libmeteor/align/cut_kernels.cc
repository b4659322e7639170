// The beam's cut (cut.hh's Kernels), compiled once per CPU level
// (cmake/kernel_levels.cmake). At avx512 (F, VL, DQ, BW, CD): rounds of a
// pivot ranked in a sample of 8 keys and a compress of the keys at or below
// it, until at most 64 keys hold the kept + 1 smallest, then each of those
// placed by its rank (a count of the smaller ones). A step creates about
// 120 keys and keeps 40 (zh-en): a round or two leave at most 64, with no
// branch on a key. More than kMaxKeys keys, or keys so uneven that four
// rounds do not bring them down to 64, take the portable cut (cut.cc), as
// every level below avx512 does.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/cut.hh"
#include "util/kernel_level.hh"

#ifdef __AVX512F__
#include <immintrin.h>
#endif

namespace meteor::cut {
namespace METEOR_LEVEL_NS {
namespace {

#ifdef __AVX512F__
constexpr std::size_t kMaxKeys = 4096;

constexpr std::size_t kFew = 64;  // keys placed by rank (a count over all of them each)

inline __mmask8 lanes(std::size_t left) {
  return left >= 8 ? __mmask8(0xff) : static_cast<__mmask8>((1u << left) - 1);
}

// The keys of a[0, m) at or below pivot: their count, and (to) compressed
// into to[0, count). Each block compressed in a register and stored whole
// (a compress to memory is slow on some CPUs): to has 8 keys to spare, and
// to may be a itself (a block is loaded before anything is stored at or
// past it).
std::size_t at_most(const std::uint64_t* a, std::size_t m, std::uint64_t pivot, std::uint64_t* to) {
  const __m512i p = _mm512_set1_epi64(static_cast<long long>(pivot));
  std::size_t count = 0;
  for (std::size_t i = 0; i < m; i += 8) {
    const __mmask8 in = lanes(m - i);
    const __m512i v = _mm512_maskz_loadu_epi64(in, a + i);
    const __mmask8 low = _mm512_mask_cmple_epu64_mask(in, v, p);
    _mm512_storeu_si512(to + count, _mm512_maskz_compress_epi64(low, v));
    count += static_cast<std::size_t>(__builtin_popcount(low));
  }
  return count;
}

// The keys of a[0, m) at or below pivot, counted.
std::size_t count_at_most(const std::uint64_t* a, std::size_t m, std::uint64_t pivot) {
  const __m512i p = _mm512_set1_epi64(static_cast<long long>(pivot));
  std::size_t count = 0;
  for (std::size_t i = 0; i < m; i += 8) {
    const __mmask8 in = lanes(m - i);
    count += static_cast<std::size_t>(
        __builtin_popcount(_mm512_mask_cmple_epu64_mask(in, _mm512_maskz_loadu_epi64(in, a + i), p)));
  }
  return count;
}

// 8 keys of a[0, m) spread evenly, in ascending order (each placed by the
// count of the smaller ones: distinct keys).
void sample(const std::uint64_t* a, std::size_t m, std::uint64_t* sorted) {
  alignas(64) std::uint64_t s[8];
  for (std::size_t j = 0; j < 8; ++j) s[j] = a[(2 * j + 1) * m / 16];
  const __m512i v = _mm512_load_si512(s);
  for (std::size_t j = 0; j < 8; ++j) {
    const __mmask8 below = _mm512_cmplt_epu64_mask(v, _mm512_set1_epi64(static_cast<long long>(s[j])));
    sorted[__builtin_popcount(below)] = s[j];
  }
}

// Each of the m <= kFew distinct keys of c at its rank among them (the
// count of smaller ones), where that rank is below need: the keys held in
// eight registers (all ones past m), every key compared with all of them at
// once, each comparison adding one to the ranks of the larger; then the
// keys scattered to their ranks. kBlocks: m rounded up to 8, in 8s. out may
// be c.
template <std::size_t kBlocks>
void place_by_rank(const std::uint64_t* c, std::size_t m, std::size_t need, std::uint64_t* out) {
  const __m512i all_ones = _mm512_set1_epi64(-1), one = _mm512_set1_epi64(1);
  __m512i key[kBlocks], rank[kBlocks];
  for (std::size_t b = 0; b < kBlocks; ++b) {
    const __mmask8 in = 8 * b < m ? lanes(m - 8 * b) : __mmask8(0);
    key[b] = _mm512_mask_loadu_epi64(all_ones, in, c + 8 * b);
    rank[b] = _mm512_setzero_si512();
  }
  for (std::size_t j = 0; j < m; ++j) {
    const __m512i x = _mm512_set1_epi64(static_cast<long long>(c[j]));
    for (std::size_t b = 0; b < kBlocks; ++b)
      rank[b] = _mm512_mask_add_epi64(rank[b], _mm512_cmplt_epu64_mask(x, key[b]), rank[b], one);
  }
  const __m512i below = _mm512_set1_epi64(static_cast<long long>(need));
  for (std::size_t b = 0; b < kBlocks; ++b) {
    const __mmask8 in = 8 * b < m ? lanes(m - 8 * b) : __mmask8(0);
    const __mmask8 kept = _mm512_mask_cmplt_epu64_mask(in, rank[b], below);
    _mm512_mask_i64scatter_epi64(out, kept, rank[b], key[b], 8);
  }
}

using Place = void (*)(const std::uint64_t*, std::size_t, std::size_t, std::uint64_t*);
constexpr Place kPlace[kFew / 8] = {place_by_rank<1>, place_by_rank<2>, place_by_rank<3>, place_by_rank<4>,
                                    place_by_rank<5>, place_by_rank<6>, place_by_rank<7>, place_by_rank<8>};

// Distinct keys up to kFew placed by rank, more by the portable sort.
void sort_keys(std::uint64_t* a, std::size_t n) {
  if (n > kFew) return cut::sort_keys(a, n);
  for (std::size_t i = 1; i < n; ++i)
    if (a[i] < a[i - 1]) return kPlace[(n + 7) / 8 - 1](a, n, n, a);
}

// The rounds; false, a untouched, where they do not apply.
bool select_in_registers(std::uint64_t* a, std::size_t n, std::size_t kept) {
  if (n > kMaxKeys) return false;
  const std::size_t need = kept + 1;  // the kept keys and the next one
  alignas(64) std::uint64_t buffer[kMaxKeys + 8];
  const std::uint64_t* c = a;  // the candidates (a, then buffer): the need smallest are among them
  std::size_t m = n;
  for (int round = 0; m > kFew; ++round) {
    if (round == 4) return false;  // (keys far from uniform: the portable cut, on a untouched)
    // The pivot: the sample's key at the rank where about need keys (and
    // some to spare) lie at or below it; a higher one while too few do.
    alignas(64) std::uint64_t s[8];
    sample(c, m, s);
    const std::size_t guess = (need * 8 + m / 2) / m;
    std::size_t r = guess < 7 ? guess : 7;
    std::size_t count = count_at_most(c, m, s[r]);
    while (count < need && r < 7) count = count_at_most(c, m, s[++r]);
    if (count < need || count == m) return false;  // (no progress: the portable cut)
    // Compressed into buffer (in place from the second round on: a block is
    // loaded before its keys are stored at or below its place).
    at_most(c, m, s[r], buffer);
    c = buffer;
    m = count;
  }
  kPlace[(m + 7) / 8 - 1](c, m, need, a);
  return true;
}

void select_smallest(std::uint64_t* a, std::size_t n, std::size_t kept) {
  if (!select_in_registers(a, n, kept)) quickselect(a, n, kept);
}

const Kernels kLevel{select_smallest, sort_keys};
#else
const Kernels kLevel{quickselect, cut::sort_keys};
#endif

}  // namespace
}  // namespace METEOR_LEVEL_NS

const Kernels METEOR_LEVEL_SYMBOL(kernels){METEOR_LEVEL_NS::kLevel};

}  // namespace meteor::cut
