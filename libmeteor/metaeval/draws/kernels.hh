// The draws engine's kernels, one table a CPU level (util/kernel_level.hh).
// Kendall's: kernels_plain.cc (the sweep's loops, sweep.hh) and
// kernels_avx512.cc are compiled once per level (cmake/kernel_levels.cmake);
// the first gives the portable and avx2 tables, the second avx512's. Each
// gives the portable table's numbers, to the bit; a level's table runs only
// on a CPU that has the level. W: the sweep's lanes, 32, 64 or 128
// (lanes(width) indexes the tables). Pearson's draws from bits:
// pearson_draws.cc, compiled once per level (AVX-512's code, none below
// it). Internal to draws/.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "metaeval/statistics/correlation.hh"
#include "util/cpu.hh"
#include "util/kernel_level.hh"

namespace meteor::metaeval::detail {

struct KendallRanked;  // ranked.hh

// Draws a batch counts at once (kendall_draws; a cell's 32-bit word).
inline constexpr std::size_t kKendallBatch = 32;

// Sweeps of fewer slots run in one part (sweep_slots below).
constexpr std::size_t kPartsFrom = 512;

// A thread's T, made on first use, on the heap: a pointer's room in the
// static TLS, which is small where Python loads the wheels' modules.
template <typename T>
T& thread_scratch() {
  thread_local std::unique_ptr<T> scratch;
  if (!scratch) scratch = std::make_unique<T>();
  return *scratch;
}

// A thread's buffers for the engine (thread_scratch).
struct KendallScratch {
  Vector scores, descending;                 // KendallRanked::of: the slots' scores, by slot and in the sweep's order
  std::vector<std::uint32_t> merged, sums;   // KendallRanked::of(Sorted, Sorted)'s order; tie_sums' running sums
  std::vector<std::uint8_t> keep, split;     // a draw's bytes; the split sweep's streams
  std::vector<std::uint64_t> slot_equal;     // KendallRanked::of: a bit per slot where its score equals the next's
  std::vector<std::uint8_t> sorted_groups;  // sorted_counts: the slots' gold groups in the sweep's order
  // kendall_draws: a batch's words by cell (bit j: draw j's).
  std::vector<std::uint32_t> batch_cells;
  std::vector<std::uint16_t> batch_masks;  // batch_masks': each draw's 16 bits of each block of slots, a row a draw
};
KendallScratch& kendall_scratch();

struct KendallKernels {
  // One vector's discordant pairs from its slots' gold groups (0: lowest)
  // in sweep order (descending score, equal scores by descending group).
  std::array<std::int64_t (*)(const std::uint8_t* groups, std::size_t n), 3> count_groups;
  // The discordant pairs of all a sweep's slots, and each slot's weight
  // (KendallRanked::slot_weights).
  std::array<std::int64_t (*)(const std::uint8_t* groups, std::size_t slots, std::int16_t* weight), 3> weights;
  // A draw's discordant pairs of m1 (d[0]) and m2 (d[1]) from its bytes
  // (draw_keep) over r's sweep codes.
  std::array<void (*)(const KendallRanked& r, const std::uint8_t* keep, std::int64_t* d), 3> sweep;
  // Where set (AVX-512): count <= kKendallBatch draws at once, each
  // slot's bit of every draw gathered once for the batch: draw j's
  // discordant pairs in d[2j], d[2j + 1], its tie sums (tied, tied in gold
  // too, repeated: m1's, then m2's) in ties[j]. For r with its slots'
  // weights (kendall_batched).
  void (*batch)(const KendallRanked& r, const std::uint64_t* const* bits, std::size_t count,
                std::size_t first_bit, std::size_t n, std::int64_t* d, std::array<std::int64_t, 6>* ties);
  // Where set (AVX-512), the pieces the crossings (crossings.cc) share with
  // the batches: cells[c] has bit j of draw j's cell first_bit + c (bits[j],
  // j < count <= kKendallBatch; 0 above), c < n rounded up to 64; and
  // the tie sums of count draws from those words. Set: the crossings run.
  void (*cells)(const std::uint64_t* const* bits, std::size_t count, std::size_t first_bit, std::size_t n,
                std::uint32_t* cells);
  void (*tie_sums)(const KendallRanked& r, const std::uint32_t* cells, std::size_t count,
                   std::array<std::int64_t, 6>* sums);
};

constexpr std::size_t lanes(unsigned width) { return width == 32 ? 0 : width == 64 ? 1 : 2; }

struct PearsonKernels {
  // Where set: PearsonGold::many()'s r for kMany / 2 draws' two vectors
  // (draw j's m1 in r[2j], m2 in r[2j + 1], as mix_by_bits makes them) from
  // the gold's scaled() (n >= 3 scores); mask: n bytes of scratch.
  void (*draws)(const std::uint64_t* const* bits, std::size_t first_bit, const double* z1, const double* z2,
                const double* scaled, std::size_t n, std::uint8_t* mask, double* r);
};
METEOR_DECLARE_LEVELS(KendallKernels, kendall_kernels);
METEOR_DECLARE_LEVELS(PearsonKernels, pearson_kernels);
// Each table of the level in force (cpu::level()), and of a given level (at
// most cpu::detected(): tests and benchmarks compare them).
const KendallKernels& kernels();
const KendallKernels& kernels(cpu::Level level);
const PearsonKernels& pearson_kernels();
const PearsonKernels& pearson_kernels(cpu::Level level);

}  // namespace meteor::metaeval::detail
