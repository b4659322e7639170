// The doctest runner for libmeteor's unit tests (*_test.cc beside the code).
// Run at a lower kernel level with METEOR_CPU (util/cpu.hh); a level this
// CPU lacks skips the run (exit 77), an unknown one fails it.
// SPDX-License-Identifier: LGPL-2.1-or-later
#define DOCTEST_CONFIG_IMPLEMENT
#include <doctest/doctest.h>

#include <cstdio>
#include <cstdlib>

#include "util/cpu.hh"
#include "util/error.hh"

int main(int argc, char** argv) {
  const char* env = std::getenv("METEOR_CPU");
  const auto wanted = meteor::cpu::parse(env ? env : "");
  if (wanted && *wanted > meteor::cpu::detected()) {
    std::printf("METEOR_CPU=%s: this CPU has %s at most; skipped\n", env, meteor::cpu::name(meteor::cpu::detected()));
    return 77;
  }
  try {
    meteor::cpu::level();
  } catch (const meteor::Error& e) {
    std::fprintf(stderr, "libmeteor_tests: %s\n", e.what());
    return 1;
  }
  doctest::Context context(argc, argv);
  return context.run();
}
