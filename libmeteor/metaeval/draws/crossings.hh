// Kendall draws counted from crossings (crossings.cc): the pairs of cells
// of a permutation test's ranked vectors (ranked.hh) whose two slots
// interleave in the sweep, found once for the test and counted for many
// draws at once. The same taus as kendall_draws (ranked.hh), to the
// bit. Their kernels, one table a CPU level (util/kernel_level.hh):
// crossings_kernels.cc compiled once per level, AVX-512 (F, BW, VL) at
// avx512; below it the table is empty and the crossings do not run.
// Internal to draws/.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <utility>
#include <vector>

#include "metaeval/draws/kendall_gold.hh"
#include "metaeval/draws/ranked.hh"
#include "metaeval/statistics/correlation.hh"
#include "util/cpu.hh"
#include "util/kernel_level.hh"

namespace meteor::metaeval::detail {

constexpr std::size_t kCrossRow = 64;       // bytes a row (a cell's y bits of up to 512 draws)
constexpr std::size_t kCrossBlock = 8;      // pairs a block
constexpr std::size_t kCrossBlockRun = 64;  // blocks the kernel takes at a time

// A sign's pairs decoded from the masks into blocks, a chunk at a time
// (the L2 cache's), then counted.
struct PairChunk {
  static constexpr std::size_t kBlocks = 1024;  // counted once this many are decoded
  std::vector<std::uint32_t> d, owner;
  PairChunk() : d(kCrossBlock * (kBlocks + kCrossBlockRun) + 64 * 64 + 16), owner(kBlocks + kCrossBlockRun + 64 * 8 + 16) {}
};

// A crossed test's pairs (KendallCrossings, crossings.hh, holds them).
// Rows are kCrossRow bytes (a cell's y bits of up to 512 draws). For each
// cell c in the order its hi slot comes (an "owner"), the rows opened
// since its lo, [owner + 1, end): a 64-bit word of them at a time, which
// cross c with s = +1 (d's gold group lower than c's), then which with
// s = -1.
struct CrossPairs {
  std::size_t cells = 0;
  std::vector<std::uint32_t> owner, end;  // by hi order
  std::vector<std::uint64_t> masks;       // by hi order, window words in turn: (+1 rows, -1 rows)
  std::size_t plus = 0, minus = 0;        // the pairs of each sign
  // Where few (crossings.cc's kStoredMax), each sign's pairs decoded once:
  // blocks of 8 rows' byte offsets (padded with the pad row, whole runs of
  // 64 blocks) and each block's owner's; else decoded a chunk at a time
  // for each batch.
  std::vector<std::uint32_t> d[2], d_owner[2];
};

struct CrossKernels {
  // The pass over x's cells in the order their hi slots come: x's masks,
  // plus and minus, and lin (by row: the nested pairs' weight of its
  // cell's choice). closed: x.cells / 64 + 2 words, zero.
  void (*scan_rows)(const std::uint8_t* group, CrossPairs& x, std::int32_t* lin, std::uint64_t* closed);
  // Each sign's pairs decoded whole into x.d and x.d_owner, which hold
  // plus (minus) + kCrossBlock x (cells + kCrossBlockRun) + 64 entries and
  // a kCrossBlock-th of that + 16; n and blocks get the entries used.
  void (*decode_all)(CrossPairs& x, std::size_t* n, std::size_t* blocks);
  // The pairs' sums (+1 pairs less -1 pairs) of the lanes < count (out:
  // count rounded up to 8) from the rows: [0] up to 128 draws, [1] 256,
  // [2] 512.
  std::array<void (*)(const char* rows, const CrossPairs& x, std::size_t count, PairChunk* chunk,
                      std::int64_t* out),
             3>
      pair_sums;
  // The two weighted sums of a draw's bits (cells first_bit.. of bits):
  // sum of a (b) over the kept cells; a and b hold n rounded up to 64.
  void (*linear_sums)(const std::uint64_t* bits, std::size_t first_bit, std::size_t n, const std::int16_t* a,
                      const std::int16_t* b, std::int64_t* out);
};

METEOR_DECLARE_LEVELS(CrossKernels, cross_kernels);
// The table of the level in force (cpu::level()).
const CrossKernels& cross_kernels();

// A crossed KendallRanked's pairs (cross(); the pairs proper, which the
// kernels read, are CrossPairs above), and what a draw adds to them.
struct KendallCrossings : CrossPairs {
  // Draws counted at once at most.
  static constexpr std::size_t kBatch = 512;
  // Finds r's pairs (r.crossings) where that costs less than counting the
  // draws as kendall_draws does (an estimate from their number and the
  // draws a test makes) and the CPU has AVX-512 (F, BW, VL); true where it
  // did. crossed(r, count): r is crossed and count draws at once cost less
  // so.
  static bool cross(const KendallGold& gold, KendallRanked& r, std::size_t draws);
  static bool crossed(const KendallRanked& r, std::size_t count) { return r.crossings && count >= r.crossings->fewest; }
  // kendall_draws for count <= kBatch draws of a crossed r: the discordant
  // pairs of a draw's m2 are a constant, a weighted sum of its bits and a
  // sum over the pairs of cells whose two slots interleave in the sweep,
  // the last for all count draws at once, a bit a draw (crossings.cc).
  static void draws(const KendallGold& gold, const KendallRanked& r, const std::uint64_t* const* bits,
                    std::size_t count, std::size_t first_bit, KendallVariant variant, bool scipy_order,
                    std::pair<double, double>* out);

  std::vector<std::uint32_t> row_of;  // by cell: its row
  std::vector<std::uint32_t> y_flip;  // by cell: its batch_cells word XOR this = its row's y bits (all ones: z1's lo)
  std::size_t fewest = 0;             // draws at once from which draws() costs less than kendall_draws
  // m2's discordant pairs = m2_base + sum of m2_linear over the draw's kept
  // cells + (+1 pairs) - (-1 pairs); m1's the same with m1's. By cell, 64
  // to spare (0).
  std::vector<std::int16_t> m2_linear, m1_linear;
  std::int64_t m2_base = 0, m1_base = 0;
};

}  // namespace meteor::metaeval::detail
