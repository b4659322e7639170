// Fuzz target: MTME score files (metaeval/data/eval_set.hh: read_mtme_scores with any field count, as
// meteor-metaeval reads a metric or human score file), written to a
// temporary file and read with and without None allowed.
//
// Invariant: bad input is a meteor::Error (one line), never a crash; scores
// read are finite and every system has as many domains as scores in a
// domain-level file.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <unistd.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <fstream>
#include <string>

#include "fuzz_util.hh"
#include "metaeval/data/eval_set.hh"
#include "util/error.hh"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace meteor;
  using namespace meteor::metaeval;
  static const std::string path = "/tmp/meteor-fuzz-mtme-" + std::to_string(::getpid()) + ".score";
  {
    std::ofstream f(path, std::ios::binary | std::ios::trunc);
    f.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  }
  for (bool allow_none : {false, true}) {
    try {
      const MtmeScores s = read_mtme_scores(path, allow_none, 0);
      if (s.systems.size() != s.scores.size()) fuzz::fail("systems and score lists differ in number");
      for (std::size_t i = 0; i < s.scores.size(); ++i) {
        if (!s.domains[i].empty() && s.domains[i].size() != s.scores[i].size())
          fuzz::fail("domains beside scores differ in number");
        for (const auto& x : s.scores[i]) {
          if (!x && !allow_none) fuzz::fail("None read where it is not allowed");
          if (x && !std::isfinite(*x)) fuzz::fail("a score that is not finite");
        }
      }
    } catch (const Error&) {
    }
  }
  return 0;
}
