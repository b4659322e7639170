// The wheels' binaries (cmake/wheels.cmake): the symbol version of the
// architecture's first glibc, which every later glibc keeps for the
// functions glibc_versions.cc and libc_start_main.cc bind to it.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#if defined(__x86_64__)
#define METEOR_GLIBC_BASE "GLIBC_2.2.5"
#elif defined(__aarch64__)
#define METEOR_GLIBC_BASE "GLIBC_2.17"
#else
#error "the wheels are built for x86-64 and aarch64 only"
#endif
