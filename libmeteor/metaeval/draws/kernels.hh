// The Kendall engine's kernels, one table a CPU level (util/cpu.hh): the
// portable ones (kernels_portable.cc), AVX2's (kernels_avx2.cc) and
// AVX-512's (kernels_avx512.cc, and the crossings in crossings.cc). Each
// gives its portable counterpart's numbers, to the bit; a level's table
// runs only on a CPU that has the level. W: the sweep's lanes, 32, 64 or
// 128 (lanes(width) indexes the tables).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "metaeval/draws/kendall_gold.hh"
#include "util/cpu.hh"

namespace meteor::metaeval::detail {

struct KendallKernels {
  cpu::Level level;
  // One vector's discordant pairs from its slots' gold groups (0: lowest)
  // in sweep order (descending score, equal scores by descending group).
  std::array<std::int64_t (*)(const std::uint8_t* groups, std::size_t n), 3> count_groups;
  // The discordant pairs of all a sweep's slots, and each slot's weight
  // (Ranked::slot_weights).
  std::array<std::int64_t (*)(const std::uint8_t* groups, std::size_t slots, std::int16_t* weight), 3> weights;
  // A draw's discordant pairs of m1 (d[0]) and m2 (d[1]) from its bytes
  // (draw_keep) over r's sweep codes.
  std::array<void (*)(const KendallGold::Ranked& r, const std::uint8_t* keep, std::int64_t* d), 3> sweep;
  // Where set (AVX-512): count <= KendallGold::kBatch draws at once, each
  // slot's bit of every draw gathered once for the batch: draw j's
  // discordant pairs in d[2j], d[2j + 1], its tie sums (tied, tied in gold
  // too, repeated: m1's, then m2's) in ties[j]. For r with its slots'
  // weights (KendallGold::batched).
  void (*batch)(const KendallGold::Ranked& r, const std::uint64_t* const* bits, std::size_t count,
                std::size_t first_bit, std::size_t n, std::int64_t* d, std::array<std::int64_t, 6>* ties);
  // Where set (AVX-512): PearsonGold::many()'s r for kMany / 2 draws' two
  // vectors (draw j's m1 in r[2j], m2 in r[2j + 1], as mix_by_bits makes
  // them) without making them, from the gold's scaled() (n >= 3 scores).
  void (*pearson_draws)(const std::uint64_t* const* bits, std::size_t first_bit, const double* z1, const double* z2,
                        const double* scaled, std::size_t n, double* r);
};

constexpr std::size_t lanes(unsigned width) { return width == 32 ? 0 : width == 64 ? 1 : 2; }

// The table of the level in force (cpu::level()), and of a given level (at
// most cpu::detected(): tests and benchmarks compare them).
const KendallKernels& kernels();
const KendallKernels& kernels(cpu::Level level);
// The levels this CPU runs, portable first.
std::vector<cpu::Level> kernel_levels();

extern const KendallKernels kPortableKernels;
#ifdef METEOR_X86
extern const KendallKernels kAvx2Kernels;
extern const KendallKernels kAvx512Kernels;

// AVX-512 pieces the crossings share with the batches (kernels_avx512.cc):
// cells[c] has bit j of draw j's cell first_bit + c (bits[j], j < count <=
// KendallGold::kBatch; 0 above), c < n rounded up to 64; and the tie sums
// of count draws from those words.
__attribute__((target("avx512f,avx512bw"))) void batch_cells(const std::uint64_t* const* bits, std::size_t count,
                                                             std::size_t first_bit, std::size_t n,
                                                             std::uint32_t* cells);
__attribute__((target("avx512f,avx512bw"))) void batch_tie_sums(const KendallGold::Ranked& r,
                                                                const std::uint32_t* cells, std::size_t count,
                                                                std::array<std::int64_t, 6>* sums);
#endif

}  // namespace meteor::metaeval::detail
