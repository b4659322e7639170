// This thread's CPU seconds, for the micro-benchmarks (the machine is shared:
// wall time counts the others' work too).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <ctime>

namespace meteor::bench {

inline double cpu_now() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

}  // namespace meteor::bench
