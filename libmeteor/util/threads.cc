// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/threads.hh"

#include <sched.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <fstream>
#include <sstream>
#include <string>
#include <thread>

#include "util/warn.hh"

namespace meteor {
namespace {

unsigned affinity_cpus() {
  cpu_set_t set;
  CPU_ZERO(&set);
  if (sched_getaffinity(0, sizeof set, &set) == 0) {
    const int n = CPU_COUNT(&set);
    if (n > 0) return static_cast<unsigned>(n);
  }
  const unsigned hw = std::thread::hardware_concurrency();
  return hw > 0 ? hw : 1;
}

// CPUs a quota allows: quota / period rounded up; 0 for no quota.
unsigned quota_cpus(double quota, double period) {
  if (!(quota > 0) || !(period > 0)) return 0;
  return static_cast<unsigned>(std::max(1.0, std::ceil(quota / period)));
}

// The smallest quota along a cgroup's path, from `dir` (mount point + path)
// up to the mount point; `read` gives a folder's quota in CPUs (0: none).
template <class Read>
unsigned smallest_quota(const std::string& mount, std::string path, Read read) {
  unsigned best = 0;
  for (;;) {
    const unsigned q = read(mount + path);
    if (q > 0 && (best == 0 || q < best)) best = q;
    if (path.empty() || path == "/") break;
    const std::size_t slash = path.find_last_of('/');
    path = slash == std::string::npos || slash == 0 ? std::string() : path.substr(0, slash);
  }
  return best;
}

unsigned cgroup_cpus() {
  std::ifstream self("/proc/self/cgroup");
  std::string line;
  unsigned best = 0;
  auto keep = [&](unsigned q) {
    if (q > 0 && (best == 0 || q < best)) best = q;
  };
  while (std::getline(self, line)) {
    // "hierarchy-id:controllers:path"
    const std::size_t a = line.find(':'), b = a == std::string::npos ? a : line.find(':', a + 1);
    if (b == std::string::npos) continue;
    const std::string controllers = line.substr(a + 1, b - a - 1), path = line.substr(b + 1);
    if (line.compare(0, a, "0") == 0 && controllers.empty()) {  // v2: cpu.max "max 100000" / "200000 100000"
      keep(smallest_quota("/sys/fs/cgroup", path, [](const std::string& dir) {
        std::ifstream f(dir + "/cpu.max");
        std::string quota;
        double period = 0;
        if (!(f >> quota >> period) || quota == "max") return 0u;
        return quota_cpus(std::atof(quota.c_str()), period);
      }));
      continue;
    }
    std::stringstream list(controllers);
    std::string c;
    bool cpu = false;
    while (std::getline(list, c, ',')) cpu = cpu || c == "cpu";
    if (!cpu) continue;
    for (const std::string& mount : {"/sys/fs/cgroup/" + controllers, std::string("/sys/fs/cgroup/cpu")}) {
      keep(smallest_quota(mount, path, [](const std::string& dir) {
        std::ifstream q(dir + "/cpu.cfs_quota_us"), p(dir + "/cpu.cfs_period_us");
        double quota = -1, period = 0;
        if (!(q >> quota) || !(p >> period)) return 0u;
        return quota_cpus(quota, period);
      }));
    }
  }
  return best;
}

}  // namespace

unsigned usable_cpus() {
  static const unsigned n = [] {
    unsigned cpus = affinity_cpus();
    const unsigned quota = cgroup_cpus();
    if (quota > 0) cpus = std::min(cpus, quota);
    return std::max(cpus, 1u);
  }();
  return n;
}

unsigned thread_cap() { return std::max(kMinThreadCap, kMaxThreadsPerCpu * usable_cpus()); }

unsigned resolve_threads(unsigned requested) {
  if (requested == 0) return usable_cpus();
  const unsigned cap = thread_cap();
  if (requested <= cap) return requested;
  static std::atomic<bool> warned{false};
  if (!warned.exchange(true))
    warn("threads: " + std::to_string(requested) + " is more than " + std::to_string(kMaxThreadsPerCpu) +
         " per CPU this process may use (" + std::to_string(usable_cpus()) + "): using " + std::to_string(cap));
  return cap;
}

}  // namespace meteor
