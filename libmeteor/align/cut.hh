// The beam's cut: the `kept` smallest of a step's path keys, in order, and
// the next smallest after them; and the small sorts of keys around it. Each
// runs at the CPU level its caller passes (util/cpu.hh; the survivor search
// reads it once): a partition in AVX-512 registers (cut_avx512.cc) or a
// portable quickselect, the same keys in the same places either way.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>

#include "util/cpu.hh"

namespace meteor::cut {

// Puts the `kept` smallest of the n distinct keys first, in order, and the
// next smallest right after them (kept < n); what a holds past them is
// unspecified.
void select_smallest(std::uint64_t* a, std::size_t n, std::size_t kept, cpu::Level level);

// Sorts: insertion sort for small, nearly sorted ranges; sort_keys (n
// distinct keys) checks first whether they are sorted already, then sorts
// them (placed by rank, up to 64, with AVX-512).
void insertion_sort(std::uint64_t* a, std::size_t n);
void sort_keys(std::uint64_t* a, std::size_t n, cpu::Level level);

#ifdef METEOR_X86
// The AVX-512 cut (F, VL, DQ, BW, CD; cut_avx512.cc): rounds of a pivot
// ranked in a sample of 8 keys and a compress of the keys at or below it,
// until at most 64 keys hold the kept + 1 smallest, then each of those
// placed by its rank (a count of the smaller ones). Returns false, a
// untouched, where it does not apply: more than kMaxKeys keys, or keys so
// uneven that four rounds do not bring them down to 64.
constexpr std::size_t kMaxKeys = 4096;
__attribute__((target("avx512f,avx512vl,avx512dq,avx512bw,avx512cd,popcnt"))) bool select_smallest_avx512(
    std::uint64_t* a, std::size_t n, std::size_t kept);
// Sorts n <= 64 distinct keys, each placed by its rank (false, a untouched,
// for more).
__attribute__((target("avx512f,avx512vl,avx512dq,avx512bw,avx512cd,popcnt"))) bool sort_few_avx512(std::uint64_t* a,
                                                                                                   std::size_t n);
#endif

}  // namespace meteor::cut
