// Naming inside a kernel source compiled once per CPU level
// (cmake/kernel_levels.cmake defines METEOR_KERNEL_LEVEL to portable, avx2
// or avx512 for each compilation): METEOR_LEVEL_NS is the namespace that
// level's code lives in, METEOR_LEVEL_SYMBOL(name) the name its table is
// exported under (name_portable, name_avx2, ...). Callers declare the
// tables with METEOR_DECLARE_LEVELS and take the one in force with
// cpu::pick(METEOR_LEVEL_TABLES(name), level).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <vector>

#include "util/cpu.hh"

#define METEOR_LEVEL_CAT_(a, b) a##_##b
#define METEOR_LEVEL_CAT(a, b) METEOR_LEVEL_CAT_(a, b)

#ifdef METEOR_KERNEL_LEVEL
#define METEOR_LEVEL_NS METEOR_LEVEL_CAT(level, METEOR_KERNEL_LEVEL)
#define METEOR_LEVEL_SYMBOL(name) METEOR_LEVEL_CAT(name, METEOR_KERNEL_LEVEL)
#endif

// The levels this build compiles kernels for (cmake/kernel_levels.cmake's
// METEOR_KERNEL_LEVELS): every level on x86-64, portable elsewhere.
#ifdef METEOR_X86
#define METEOR_DECLARE_LEVELS(type, name) \
  extern const type name##_portable;      \
  extern const type name##_avx2;          \
  extern const type name##_avx512
#define METEOR_LEVEL_TABLES(name) (std::array{&name##_portable, &name##_avx2, &name##_avx512})
#else
#define METEOR_DECLARE_LEVELS(type, name) extern const type name##_portable
#define METEOR_LEVEL_TABLES(name) (std::array{&name##_portable, decltype (&name##_portable){}, decltype (&name##_portable){}})
#endif

namespace meteor::cpu {

// The table of the highest level at most l that this build has.
template <class T>
const T& pick(const std::array<const T*, 3>& tables, Level l) {
  for (int i = static_cast<int>(l); i > 0; --i)
    if (tables[i] != nullptr) return *tables[i];
  return *tables[0];
}

// The levels this build has kernels for, up to cpu::detected(), portable
// first: tests and benchmarks run each level's table.
inline std::vector<Level> compiled_levels() {
  std::vector<Level> out{Level::portable};
#ifdef METEOR_X86
  for (Level l : {Level::avx2, Level::avx512})
    if (l <= detected()) out.push_back(l);
#endif
  return out;
}

}  // namespace meteor::cpu
