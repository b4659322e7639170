# CMake toolchain file: Linux aarch64 (arm64) with Debian's cross compiler
# (crossbuild-essential-arm64) and the arm64 libraries installed through
# multiarch (/usr/lib/aarch64-linux-gnu). scripts/setup --target aarch64 uses
# it; the tests run the programs under qemu-aarch64 (docs/dev/arm.md).
# SPDX-License-Identifier: LGPL-2.1-or-later
set(CMAKE_SYSTEM_NAME Linux)
set(CMAKE_SYSTEM_PROCESSOR aarch64)
set(CMAKE_C_COMPILER aarch64-linux-gnu-gcc)
set(CMAKE_CXX_COMPILER aarch64-linux-gnu-g++)
set(CMAKE_LIBRARY_ARCHITECTURE aarch64-linux-gnu)
# GCC notes that passing some structs (std::pair<double, double>) changed
# in GCC 10.1; everything here is built by one GCC, so the note is noise.
set(CMAKE_CXX_FLAGS_INIT "-Wno-psabi")
# Libraries and headers of the target only; programs (python3, the tools
# that generate sources) of the host.
set(CMAKE_FIND_ROOT_PATH_MODE_PROGRAM NEVER)
set(CMAKE_FIND_ROOT_PATH_MODE_LIBRARY ONLY)
set(CMAKE_FIND_ROOT_PATH_MODE_INCLUDE BOTH)
set(CMAKE_FIND_ROOT_PATH_MODE_PACKAGE BOTH)
set(CMAKE_FIND_ROOT_PATH /usr/aarch64-linux-gnu /)
# pkg-config (CURL, ...) reads the arm64 .pc files, not the host's.
set(ENV{PKG_CONFIG_LIBDIR} /usr/lib/aarch64-linux-gnu/pkgconfig:/usr/share/pkgconfig)
# The Python module: Debian's arm64 CPython 3.11 (libpython3.11-dev:arm64);
# its interpreter is the host's python3 of the same version, its headers and
# extension suffix the target's.
set(Python3_EXECUTABLE /usr/bin/python3 CACHE FILEPATH "host Python 3.11 (the tests' interpreter)")
set(Python3_INCLUDE_DIR /usr/include/python3.11 CACHE PATH "")
set(Python3_SOABI cpython-311-aarch64-linux-gnu CACHE STRING "")
# pybind11 asks the interpreter for the suffix unless PYTHON_MODULE_EXTENSION
# is set and the interpreter is the one it last saw: both are given here.
set(PYTHON_MODULE_EXTENSION .cpython-311-aarch64-linux-gnu.so CACHE INTERNAL "")
set(PYBIND11_PYTHON_EXECUTABLE_LAST /usr/bin/python3 CACHE INTERNAL "")
# Programs built here run under user-mode emulation (ctest, custom commands)
# with Debian's arm64 glibc (libc6:arm64: /lib/ld-linux-aarch64.so.1 and
# /lib/aarch64-linux-gnu), as on an arm64 Debian machine. Not with
# -L /usr/aarch64-linux-gnu: that loader is the cross toolchain's glibc build
# (libc6-arm64-cross), which then loads the multiarch libc.so.6 of another
# build; a loader and a libc of two builds do not agree, and creating a
# thread spins for ever.
set(CMAKE_CROSSCOMPILING_EMULATOR qemu-aarch64)
