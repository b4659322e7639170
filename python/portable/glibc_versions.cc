// The wheels' binaries (cmake/wheels.cmake): glibc functions that a build
// against glibc 2.34+ binds to versions newer than 2.28 (the wheels' floor,
// manylinux_2_28), bound here to their older versions, which every glibc
// since the architecture's first has (METEOR_GLIBC_BASE: GLIBC_2.2.5 on
// x86-64, GLIBC_2.17 on aarch64).
//
// Each function below is defined hidden (local to the binary) and calls the
// old version, named with `.symver` on a declaration of its own. The
// definition is in a regular object of the link, so every reference to the
// name (libmeteor's, the static libstdc++'s, libgcc's, ICU's; weak ones
// too) binds to it, and the binary references only NAME@METEOR_GLIBC_BASE.
// The hidden function does not call itself: `.symver` renames the declared
// alias alone, to an undefined NAME@METEOR_GLIBC_BASE (objdump -d: a jump
// to NAME@plt, the PLT entry objdump -T lists at that version).
//
// - pthread_* and dl* (2.34: their move into libc.so.6): the old versions
//   are the same functions (glibc 2.34+ defines both versions at one
//   address). Below 2.34 they live in libpthread.so.0 and libdl.so.2, which
//   the binaries therefore need (DT_NEEDED, cmake/wheels.cmake): a versioned
//   reference binds in whichever loaded object defines that version.
// - stat, fstat, fstat64, lstat (2.33: exported functions since): before
//   2.33 they were inline wrappers of __xstat, __fxstat, __fxstat64 and
//   __lxstat with the structure version _STAT_VER (1 on x86-64, 0 on
//   aarch64), which glibc 2.33+ still defines.
// - exp, log, pow (2.29): the same implementation in both versions since
//   glibc 2.28 (its new exp, log and pow); the base one is a wrapper that
//   also sets errno on overflow and underflow as SVID asked, one test of the
//   result more. libmeteor's scores use its own pow (java/intel_pow.cc);
//   these serve the meta-evaluation's statistics, libstdc++ and Boost.
//
// Another function that climbs above the floor stops the wheel's build
// (manylinux_check.py names it): add it here the same way.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#ifndef _GNU_SOURCE
#define _GNU_SOURCE
#endif
#include <dlfcn.h>
#include <math.h>
#include <pthread.h>
#include <sys/stat.h>

#include "glibc_base.hh"

// meteor_old_NAME: NAME@METEOR_GLIBC_BASE (METEOR_OLD: declared with the
// type of the header's NAME).
#define METEOR_BIND_OLD(name) __asm__(".symver meteor_old_" #name ", " #name "@" METEOR_GLIBC_BASE)
#define METEOR_OLD(name)                           \
  extern "C" __typeof__(name) meteor_old_##name; \
  METEOR_BIND_OLD(name)
#define METEOR_HIDDEN __attribute__((visibility("hidden")))

METEOR_OLD(pthread_create);
METEOR_OLD(pthread_join);
METEOR_OLD(pthread_detach);
METEOR_OLD(pthread_once);
METEOR_OLD(pthread_key_create);
METEOR_OLD(pthread_key_delete);
METEOR_OLD(pthread_getspecific);
METEOR_OLD(pthread_setspecific);
METEOR_OLD(pthread_rwlock_rdlock);
METEOR_OLD(pthread_rwlock_wrlock);
METEOR_OLD(pthread_rwlock_unlock);
METEOR_OLD(dlopen);
METEOR_OLD(dlsym);
METEOR_OLD(dlclose);
METEOR_OLD(dlerror);
METEOR_OLD(dladdr);

// Overloaded in C++: declared by hand.
extern "C" {
double meteor_old_exp(double) noexcept;
double meteor_old_log(double) noexcept;
double meteor_old_pow(double, double) noexcept;
}
METEOR_BIND_OLD(exp);
METEOR_BIND_OLD(log);
METEOR_BIND_OLD(pow);

// Not in glibc 2.36's headers: libstdc++'s name for pthread_key_create, and
// the functions behind stat and its kin before 2.33.
extern "C" {
__typeof__(pthread_key_create) __pthread_key_create;
int __xstat(int version, const char* path, struct stat* buf) noexcept;
int __lxstat(int version, const char* path, struct stat* buf) noexcept;
int __fxstat(int version, int fd, struct stat* buf) noexcept;
int __fxstat64(int version, int fd, struct stat64* buf) noexcept;
}
METEOR_OLD(__pthread_key_create);
METEOR_OLD(__xstat);
METEOR_OLD(__lxstat);
METEOR_OLD(__fxstat);
METEOR_OLD(__fxstat64);

namespace {
// _STAT_VER (glibc < 2.33's <bits/stat.h>).
#if defined(__x86_64__)
constexpr int kStatVersion = 1;
#else
constexpr int kStatVersion = 0;  // aarch64's generic <bits/stat.h>
#endif
}  // namespace

extern "C" {

METEOR_HIDDEN int pthread_create(pthread_t* thread, const pthread_attr_t* attr, void* (*start)(void*),
                                 void* arg) noexcept {
  return meteor_old_pthread_create(thread, attr, start, arg);
}
METEOR_HIDDEN int pthread_join(pthread_t thread, void** result) { return meteor_old_pthread_join(thread, result); }
METEOR_HIDDEN int pthread_detach(pthread_t thread) noexcept { return meteor_old_pthread_detach(thread); }
METEOR_HIDDEN int pthread_once(pthread_once_t* once, void (*init)()) { return meteor_old_pthread_once(once, init); }
METEOR_HIDDEN int pthread_key_create(pthread_key_t* key, void (*destructor)(void*)) noexcept {
  return meteor_old_pthread_key_create(key, destructor);
}
METEOR_HIDDEN int __pthread_key_create(pthread_key_t* key, void (*destructor)(void*)) noexcept {
  return meteor_old___pthread_key_create(key, destructor);
}
METEOR_HIDDEN int pthread_key_delete(pthread_key_t key) noexcept { return meteor_old_pthread_key_delete(key); }
METEOR_HIDDEN void* pthread_getspecific(pthread_key_t key) noexcept { return meteor_old_pthread_getspecific(key); }
METEOR_HIDDEN int pthread_setspecific(pthread_key_t key, const void* value) noexcept {
  return meteor_old_pthread_setspecific(key, value);
}
METEOR_HIDDEN int pthread_rwlock_rdlock(pthread_rwlock_t* lock) noexcept {
  return meteor_old_pthread_rwlock_rdlock(lock);
}
METEOR_HIDDEN int pthread_rwlock_wrlock(pthread_rwlock_t* lock) noexcept {
  return meteor_old_pthread_rwlock_wrlock(lock);
}
METEOR_HIDDEN int pthread_rwlock_unlock(pthread_rwlock_t* lock) noexcept {
  return meteor_old_pthread_rwlock_unlock(lock);
}

METEOR_HIDDEN void* dlopen(const char* file, int mode) noexcept { return meteor_old_dlopen(file, mode); }
METEOR_HIDDEN void* dlsym(void* handle, const char* name) noexcept { return meteor_old_dlsym(handle, name); }
METEOR_HIDDEN int dlclose(void* handle) noexcept { return meteor_old_dlclose(handle); }
METEOR_HIDDEN char* dlerror() noexcept { return meteor_old_dlerror(); }
METEOR_HIDDEN int dladdr(const void* address, Dl_info* info) noexcept { return meteor_old_dladdr(address, info); }

METEOR_HIDDEN int stat(const char* path, struct stat* buf) noexcept {
  return meteor_old___xstat(kStatVersion, path, buf);
}
METEOR_HIDDEN int lstat(const char* path, struct stat* buf) noexcept {
  return meteor_old___lxstat(kStatVersion, path, buf);
}
METEOR_HIDDEN int fstat(int fd, struct stat* buf) noexcept { return meteor_old___fxstat(kStatVersion, fd, buf); }
METEOR_HIDDEN int fstat64(int fd, struct stat64* buf) noexcept {
  return meteor_old___fxstat64(kStatVersion, fd, buf);
}

METEOR_HIDDEN double exp(double x) noexcept { return meteor_old_exp(x); }
METEOR_HIDDEN double log(double x) noexcept { return meteor_old_log(x); }
METEOR_HIDDEN double pow(double x, double y) noexcept { return meteor_old_pow(x, y); }
}
