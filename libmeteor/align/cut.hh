// The beam's cut: the `kept` smallest of a step's path keys, in order, and
// the next smallest after them; and the small sorts of keys around it. A
// kernel with CPU levels (cut_kernels.cc, compiled once per level): a
// partition in AVX-512 registers at avx512, the portable quickselect
// (cut.cc) below it, the same keys in the same places either way. The
// search takes the table of the level in force (util/cpu.hh).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>

#include "util/kernel_level.hh"

namespace meteor::cut {

struct Kernels {
  // Puts the `kept` smallest of the n distinct keys first, in order, and
  // the next smallest right after them (kept < n); what a holds past them
  // is unspecified.
  void (*select_smallest)(std::uint64_t* a, std::size_t n, std::size_t kept);
  // Sorts n distinct keys, checking first whether they are sorted already
  // (placed by rank, up to 64, with AVX-512).
  void (*sort_keys)(std::uint64_t* a, std::size_t n);
};
METEOR_DECLARE_LEVELS(Kernels, kernels);
// The table of a level (at most cpu::detected(): the tests compare them).
const Kernels& kernels(cpu::Level level);

// The portable cut (cut.cc), which every level falls back on: quickselect,
// each settled block sorted on its own; sort_keys' check, then an insertion
// sort (up to 64 keys) or std::sort; and the insertion sort for small,
// nearly sorted ranges.
void quickselect(std::uint64_t* a, std::size_t n, std::size_t kept);
void sort_keys(std::uint64_t* a, std::size_t n);
void insertion_sort(std::uint64_t* a, std::size_t n);

}  // namespace meteor::cut
