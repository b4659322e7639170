// The survivor search's keys and candidates (survivor_search.cc), shared
// with its kernel (survivor_kernels.cc).
//
// A path is a 64-bit key laid out as search::Key64 (search_rules.hh):
// 4095 - total, chunks, distance, creation index. At a word with candidates
// the creation index of a path is r x width + k, where r is its parent's
// rank, width the word's candidates + 1, and k the candidate it took (width
// - 1 for the parent itself, going on by skipping the word). That orders
// the paths as their places in Meteor's list do (a parent's children are
// created in candidate order, then the parent), so the cut keeps the same
// paths in the same order whatever order they were written in; and the
// index says where a path came from.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>

#include "util/kernel_level.hh"

namespace meteor::survivor {

constexpr int kTotalShift = 52, kChunkShift = 40, kDistanceShift = 20;
constexpr std::uint64_t kSeqMask = (std::uint64_t{1} << 20) - 1;

// A one-word candidate as the key search reads it.
struct Cand {
  std::uint64_t gain;  // weighted increment of the total, in the key's total field
  std::uint64_t pay;   // distance |reference - test|, in the key's distance field
  int test;            // test word
  int pad;
};

// The paths created at a word with candidates (cand[0, children)), in any
// order: each of the `ranks` paths (keys, last match ends, used test words:
// kWords 64-bit words each) makes a child per candidate whose test word it
// has not used, seeing the distance it paid for the earlier ones, then goes
// on itself, having paid them all. Writes them from out (which has room for
// ranks x (children + 1) keys and 8 more) and returns the end.
using MakeChildren = std::uint64_t* (*)(const std::uint64_t* keys, const int* last, const std::uint64_t* used,
                                        std::size_t ranks, const Cand* cand, std::uint32_t children,
                                        std::uint64_t* out);

// A kernel with CPU levels (survivor_kernels.cc, compiled once per level):
// make_children for records of 1, 2 and 4 words (children[words_slot]),
// eight parents at a time in AVX-512 registers at avx512, one at a time
// below it. The search takes the table of the level in force.
struct Kernels {
  MakeChildren children[3];
};
constexpr std::size_t words_slot(std::size_t words) { return words == 1 ? 0 : words == 2 ? 1 : 2; }
METEOR_DECLARE_LEVELS(Kernels, kernels);
// The table of a level (at most cpu::detected(): the tests compare them).
const Kernels& kernels(cpu::Level level);

}  // namespace meteor::survivor
