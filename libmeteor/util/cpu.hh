// The one place that reads the CPU's instruction sets: the level of the
// kernels the library runs, read once per process. METEOR_CPU (portable,
// avx2, avx512) sets a lower level, for tests, benchmarks and users who want
// the portable results' path; a name it does not know, or a level this CPU
// lacks, is an InvalidArgument naming METEOR_CPU (the tools check it at
// start, cli::run). Outputs do not depend on the level: every kernel gives
// its portable path's values, to the bit.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <optional>
#include <string_view>

// Defined where the x86 levels' kernels are compiled (x86-64, GCC or
// Clang: their target attributes and intrinsics); elsewhere only portable.
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
#define METEOR_X86 1
#endif

namespace meteor::cpu {

// In order: a kernel for a level runs at that level and above.
//   portable  plain C++ (any CPU the compiler targets)
//   avx2      x86-64 AVX2, FMA, BMI2, POPCNT
//   avx512    x86-64-v4: AVX-512 F, BW, DQ, VL, CD (and the above)
enum class Level { portable, avx2, avx512 };

// The level in force: METEOR_CPU's where set, else the highest this CPU
// has. Throws InvalidArgument (the same message each call) where METEOR_CPU
// is unknown or above this CPU.
Level level();
inline bool at_least(Level l) { return level() >= l; }

// The highest level this CPU has, whatever METEOR_CPU says.
Level detected();

const char* name(Level l);
// The level a name names (name()'s inverse), or nothing.
std::optional<Level> parse(std::string_view name);

}  // namespace meteor::cpu
