// The wheels' binaries (cmake/wheels.cmake): glibc functions and a
// variable newer than glibc 2.28 (the wheels' floor, manylinux_2_28) that
// the static libstdc++ and libgcc of GCC 12, built against glibc 2.36, use,
// defined here. (Those glibc 2.28 has in an older version are bound to it:
// glibc_versions.cc.)
//
// - arc4random (glibc 2.36): libstdc++'s std::random_device, pulled in with
//   its copy-on-write string instantiations; libmeteor never uses it. Here
//   from getrandom(2) (glibc 2.25), as glibc's own arc4random does.
// - _dl_find_object (glibc 2.35): libgcc's unwinder finds the exception
//   tables of the object a return address lies in. Here from
//   dl_iterate_phdr, which the unwinder used before glibc 2.35: the loaded
//   segment holding the address and the object's PT_GNU_EH_FRAME.
// - pthread_cond_clockwait (glibc 2.30): std::condition_variable's waits
//   on steady_clock (wait_for, wait_until). Here over pthread_cond_timedwait,
//   as libstdc++ waits where glibc lacks it: a CLOCK_MONOTONIC deadline
//   becomes the CLOCK_REALTIME time as far off (both clocks read now), and
//   a wakeup before the deadline is the caller's to handle, as a spurious
//   one always is. A step of the system clock during the wait lengthens or
//   shortens it by the step. Valid for condition variables of the default
//   clock (CLOCK_REALTIME), the only ones libstdc++ makes.
// - __libc_single_threaded (glibc 2.32): libstdc++'s reference counts
//   (shared_ptr, locales) skip their atomic instructions while it is set.
//   Here always 0: they always take the atomic path, which is correct in
//   every process, as libstdc++ built against glibc < 2.32 always does.
//
// All are hidden: local to each binary (the references of its static
// libstdc++ and libgcc bind to them when it is linked), never exported, so
// that they stand in for nothing else in the process.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <link.h>
#include <pthread.h>
#include <sys/single_threaded.h>
#include <sys/random.h>

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <ctime>
#include <limits>

namespace {

struct Search {
  std::uintptr_t address;
  dl_find_object* result;
  bool found;
};

int visit(dl_phdr_info* info, std::size_t, void* data) {
  Search& s = *static_cast<Search*>(data);
  std::uintptr_t low = UINTPTR_MAX, high = 0;
  bool inside = false;
  const ElfW(Phdr)* eh_frame = nullptr;
  for (ElfW(Half) i = 0; i < info->dlpi_phnum; ++i) {
    const ElfW(Phdr)& ph = info->dlpi_phdr[i];
    if (ph.p_type == PT_LOAD) {
      const std::uintptr_t start = info->dlpi_addr + ph.p_vaddr, end = start + ph.p_memsz;
      if (start < low) low = start;
      if (end > high) high = end;
      if (s.address >= start && s.address < end) inside = true;
    } else if (ph.p_type == PT_GNU_EH_FRAME) {
      eh_frame = &ph;
    }
  }
  if (!inside) return 0;
  std::memset(s.result, 0, sizeof *s.result);
  s.result->dlfo_map_start = reinterpret_cast<void*>(low);
  s.result->dlfo_map_end = reinterpret_cast<void*>(high);
  s.result->dlfo_eh_frame = eh_frame ? reinterpret_cast<void*>(info->dlpi_addr + eh_frame->p_vaddr) : nullptr;
  s.found = true;
  return 1;
}

}  // namespace

extern "C" {

__attribute__((visibility("hidden"))) char __libc_single_threaded = 0;

__attribute__((visibility("hidden"))) int pthread_cond_clockwait(pthread_cond_t* cond, pthread_mutex_t* mutex,
                                                                 clockid_t clock, const timespec* deadline) {
  constexpr long kBillion = 1000000000;
  if (clock == CLOCK_REALTIME) return pthread_cond_timedwait(cond, mutex, deadline);
  if (clock != CLOCK_MONOTONIC || deadline->tv_nsec < 0 || deadline->tv_nsec >= kBillion) return EINVAL;
  timespec mono{}, real{};
  clock_gettime(CLOCK_MONOTONIC, &mono);
  clock_gettime(CLOCK_REALTIME, &real);
  long nsec = deadline->tv_nsec - mono.tv_nsec + real.tv_nsec;  // in (-1e9, 2e9)
  time_t carry = 0;
  if (nsec >= kBillion) {
    nsec -= kBillion;
    carry = 1;
  } else if (nsec < 0) {
    nsec += kBillion;
    carry = -1;
  }
  time_t sec = 0;
  if (__builtin_add_overflow(deadline->tv_sec, real.tv_sec - mono.tv_sec + carry, &sec)) {
    sec = std::numeric_limits<time_t>::max();  // as good as never
  } else if (sec < 0) {
    sec = 0;  // long past: a time out at once
  }
  const timespec converted{sec, nsec};
  return pthread_cond_timedwait(cond, mutex, &converted);
}

__attribute__((visibility("hidden"))) int _dl_find_object(void* address, dl_find_object* result) noexcept {
  Search s{reinterpret_cast<std::uintptr_t>(address), result, false};
  dl_iterate_phdr(visit, &s);
  return s.found ? 0 : -1;
}

__attribute__((visibility("hidden"))) std::uint32_t arc4random() noexcept {
  std::uint32_t value = 0;
  std::size_t got = 0;
  while (got < sizeof value) {
    const ssize_t n = getrandom(reinterpret_cast<char*>(&value) + got, sizeof value - got, 0);
    if (n > 0) got += static_cast<std::size_t>(n);
    else if (n < 0 && errno != EINTR) break;  // no entropy source at all: what was read
  }
  return value;
}

}
