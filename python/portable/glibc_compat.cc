// The wheels' binaries (cmake/wheels.cmake): two glibc functions that the
// static libstdc++ and libgcc of GCC 12, built against glibc 2.36, call,
// defined here so that the binaries need glibc 2.34, not 2.36.
//
// - arc4random (glibc 2.36): libstdc++'s std::random_device, pulled in with
//   its copy-on-write string instantiations; libmeteor never uses it. Here
//   from getrandom(2) (glibc 2.25), as glibc's own arc4random does.
// - _dl_find_object (glibc 2.35): libgcc's unwinder finds the exception
//   tables of the object a return address lies in. Here from
//   dl_iterate_phdr, which the unwinder used before glibc 2.35: the loaded
//   segment holding the address and the object's PT_GNU_EH_FRAME.
//
// Both are hidden: local to each binary (the references of its static
// libstdc++ and libgcc bind to them when it is linked), never exported, so
// that they stand in for nothing else in the process.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <link.h>
#include <sys/random.h>

#include <cerrno>
#include <cstddef>
#include <cstdint>
#include <cstring>

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
