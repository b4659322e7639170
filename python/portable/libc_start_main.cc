// The wheels' meteor tool (cmake/wheels.cmake): its entry into glibc,
// __libc_start_main, bound to the architecture's first glibc version
// (METEOR_GLIBC_BASE: 2.2.5 on x86-64, 2.17 on aarch64) rather than 2.34.
//
// The executable's _start (glibc 2.36's Scrt1.o) calls __libc_start_main
// with no init function (nullptr): since glibc 2.34 it then runs the
// executable's constructors itself (DT_INIT, then DT_INIT_ARRAY). An older
// glibc runs them only through that argument: its _start passed
// __libc_csu_init (libc_nonshared.a), which ran _init and then
// __init_array_start..__init_array_end. The hidden __libc_start_main here
// calls __libc_start_main@METEOR_GLIBC_BASE with an init function doing
// just that. Under glibc 2.34+ the base version is the same function, which
// calls a given init function instead of running the constructors itself
// (its "legacy program" path), so they run once, in the same order, under
// every glibc. The rest is as before 2.34 everywhere: the preinit array is
// the dynamic loader's, the destructors (DT_FINI_ARRAY, DT_FINI) too; fini
// is ignored by glibc 2.34+ and, as nullptr, by older ones.
//
// Executables only: a shared object has no _start (the extension modules
// never link this).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstddef>

#include "glibc_base.hh"

extern "C" {

using Main = int (*)(int, char**, char**);
using Init = void (*)(int, char**, char**);

int meteor_old___libc_start_main(Main main, int argc, char** argv, Init init, void (*fini)(), void (*rtld_fini)(),
                                 void* stack_end);
__asm__(".symver meteor_old___libc_start_main, __libc_start_main@" METEOR_GLIBC_BASE);

// Provided by the link: crti.o's _init, the linker's bounds of .init_array.
__attribute__((visibility("hidden"))) void _init();
extern const Init __init_array_start[] __attribute__((visibility("hidden")));
extern const Init __init_array_end[] __attribute__((visibility("hidden")));

}  // extern "C"

namespace {

void run_constructors(int argc, char** argv, char** envp) {
  _init();
  const std::size_t n = static_cast<std::size_t>(__init_array_end - __init_array_start);
  for (std::size_t i = 0; i < n; ++i) __init_array_start[i](argc, argv, envp);
}

}  // namespace

extern "C" __attribute__((visibility("hidden"))) int __libc_start_main(Main main, int argc, char** argv, Init,
                                                                      void (*)(), void (*rtld_fini)(),
                                                                      void* stack_end) {
  return meteor_old___libc_start_main(main, argc, argv, run_constructors, nullptr, rtld_fini, stack_end);
}
