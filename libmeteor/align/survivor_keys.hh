// The survivor search's keys and candidates (survivor_search.cc), shared
// with its AVX-512 kernel (survivor_avx512.cc).
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

#include "util/cpu.hh"

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
template <std::size_t kWords>
std::uint64_t* make_children(const std::uint64_t* keys, const int* last, const std::uint64_t* used, std::size_t ranks,
                             const Cand* cand, std::uint32_t children, std::uint64_t* out);

#ifdef METEOR_X86
// The same, eight parents at a time in AVX-512 registers, the children of
// each candidate compressed into place (survivor_avx512.cc).
#define METEOR_SURVIVOR_TARGET __attribute__((target("avx512f,avx512vl,avx512dq,avx512bw,avx512cd,popcnt")))
template <std::size_t kWords>
METEOR_SURVIVOR_TARGET std::uint64_t* make_children_avx512(const std::uint64_t* keys, const int* last,
                                                           const std::uint64_t* used, std::size_t ranks,
                                                           const Cand* cand, std::uint32_t children,
                                                           std::uint64_t* out);
#undef METEOR_SURVIVOR_TARGET
#endif

// The kernel of a level.
template <std::size_t kWords>
inline std::uint64_t* make_children(const std::uint64_t* keys, const int* last, const std::uint64_t* used,
                                    std::size_t ranks, const Cand* cand, std::uint32_t children, std::uint64_t* out,
                                    cpu::Level level) {
#ifdef METEOR_X86
  if (level >= cpu::Level::avx512) return make_children_avx512<kWords>(keys, last, used, ranks, cand, children, out);
#endif
  (void)level;
  return make_children<kWords>(keys, last, used, ranks, cand, children, out);
}

}  // namespace meteor::survivor
