// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/cpu.hh"

#include "util/error.hh"

#include <cstdlib>
#include <string>

namespace meteor::cpu {
namespace {

constexpr Level kLevels[] = {Level::portable, Level::avx2, Level::avx512};

// The first feature of l this CPU lacks, or nullptr.
const char* missing(Level l) {
#ifdef METEOR_X86
  __builtin_cpu_init();
#define METEOR_NEEDS(f) \
  if (!__builtin_cpu_supports(f)) return f
  if (l >= Level::avx2) {
    METEOR_NEEDS("avx2");
    METEOR_NEEDS("fma");
    METEOR_NEEDS("bmi2");
    METEOR_NEEDS("popcnt");
  }
  if (l >= Level::avx512) {
    METEOR_NEEDS("avx512f");
    METEOR_NEEDS("avx512bw");
    METEOR_NEEDS("avx512dq");
    METEOR_NEEDS("avx512vl");
    METEOR_NEEDS("avx512cd");
  }
#undef METEOR_NEEDS
  return nullptr;
#else
  return l == Level::portable ? nullptr : "x86-64";
#endif
}

struct Choice {
  Level level = Level::portable;
  std::string error;  // non-empty: METEOR_CPU is unusable
};

const Choice& choice() {
  static const Choice c = [] {
    Choice out;
    out.level = detected();
    const char* env = std::getenv("METEOR_CPU");
    if (env == nullptr || *env == '\0') return out;
    if (const std::optional<Level> l = parse(env)) {
      if (const char* f = missing(*l))
        out.error = std::string("METEOR_CPU=") + env + ": this CPU lacks " + f;
      else
        out.level = *l;
      return out;
    }
    out.error = std::string("METEOR_CPU: unknown level '") + env + "' (portable, avx2 or avx512)";
    return out;
  }();
  return c;
}

}  // namespace

Level detected() {
  static const Level d = [] {
    Level best = Level::portable;
    for (Level l : kLevels)
      if (missing(l) == nullptr) best = l;
    return best;
  }();
  return d;
}

Level level() {
  const Choice& c = choice();
  if (!c.error.empty()) throw InvalidArgument(c.error);
  return c.level;
}

const char* name(Level l) {
  switch (l) {
    case Level::portable: return "portable";
    case Level::avx2: return "avx2";
    case Level::avx512: return "avx512";
  }
  return "portable";
}

std::optional<Level> parse(std::string_view s) {
  for (Level l : kLevels)
    if (s == name(l)) return l;
  return std::nullopt;
}

}  // namespace meteor::cpu
