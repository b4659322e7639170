// How many threads: the CPUs this process may use (its affinity mask and its
// cgroup's CPU quota, v2 or v1), and the count a caller's request resolves to.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

// What a thread count of 0 means, everywhere: every tool's help text
// (-threads N, --threads N) and Python's docstrings (threads=0) say it in
// these words. A macro, so that usage texts can be joined with it at
// compile time.
#define METEOR_THREADS_HELP "0 (the default): every CPU this process may use"

namespace meteor {

// The CPUs this process may use: the CPUs of its affinity mask
// (sched_getaffinity), fewer where its cgroup's CPU quota allows fewer
// (cgroup v2 cpu.max, v1 cpu.cfs_quota_us / cpu.cfs_period_us, rounded up,
// the smallest along the cgroup's path); at least 1. Read once per process.
unsigned usable_cpus();

// Threads beyond this many per usable CPU only cost memory and scheduling
// (1,000 threads on 2 CPUs did not finish in minutes): explicit requests
// above kMaxThreadsPerCpu * usable_cpus() (at least kMinThreadCap) are
// clamped to it, with one warning per process.
constexpr unsigned kMaxThreadsPerCpu = 4;
constexpr unsigned kMinThreadCap = 8;
unsigned thread_cap();

// The number of threads to use for `requested`: 0 means usable_cpus();
// more than thread_cap() is clamped (one warning per process).
unsigned resolve_threads(unsigned requested);

}  // namespace meteor
