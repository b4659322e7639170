// Pearson's r of a permutation test's draws from their bits, without making
// the draws' vectors: a kernel with CPU levels (pearson_draws.cc, compiled
// once per level; AVX-512's code, none below it), the table of the level
// in force.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>

#include "util/cpu.hh"
#include "util/kernel_level.hh"

namespace meteor::metaeval::detail {

struct PearsonKernels {
  // Where set: PearsonGold::many()'s r for kMany / 2 draws' two vectors
  // (draw j's m1 in r[2j], m2 in r[2j + 1], as mix_by_bits makes them) from
  // the gold's scaled() (n >= 3 scores); mask: n bytes of scratch.
  void (*draws)(const std::uint64_t* const* bits, std::size_t first_bit, const double* z1, const double* z2,
                const double* scaled, std::size_t n, std::uint8_t* mask, double* r);
};
METEOR_DECLARE_LEVELS(PearsonKernels, pearson_kernels);

// The table of the level in force (cpu::level()), and of a given level (at
// most cpu::detected(): tests compare them).
const PearsonKernels& pearson_kernels();
const PearsonKernels& pearson_kernels(cpu::Level level);

}  // namespace meteor::metaeval::detail
