// Shared helpers of the fuzz harnesses (fuzz/*_fuzz.cc): where language data
// is, and a trap for invariants that must hold whatever the input.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdio>
#include <cstdlib>
#include <string>

#include "resources/data_dir.hh"

namespace meteor::fuzz {

// The data folder: $METEOR_DATA, else the one of the build (METEOR_FUZZ_DATA).
inline DataDir data_dir() {
  if (const char* env = std::getenv("METEOR_DATA"); env != nullptr && *env) return DataDir(env);
  return DataDir(METEOR_FUZZ_DATA);
}

// An invariant broken: report and abort (libFuzzer keeps the input).
[[noreturn]] inline void fail(const char* what) {
  std::fprintf(stderr, "fuzz invariant broken: %s\n", what);
  std::abort();
}

}  // namespace meteor::fuzz
