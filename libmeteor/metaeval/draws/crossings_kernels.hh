// The crossings' kernels (crossings.cc counts draws with them), one table
// a CPU level (util/kernel_level.hh): crossings_kernels.cc compiled once
// per level, AVX-512 (F, BW, VL) at avx512; below it the table is empty and
// the crossings do not run. Internal to draws/.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

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

}  // namespace meteor::metaeval::detail
