// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/dynamic_library.hh"

#include <doctest/doctest.h>

#include <zlib.h>

#include <cmath>
#include <string>

#include "util/error.hh"

using namespace meteor;

TEST_CASE("DynamicLibrary: a function looked up in libm and libz is the one linked") {
  const DynamicLibrary libm("libm.so.6");
  CHECK(libm.name() == "libm.so.6");
  const auto cosine = libm.function<double (*)(double)>("cos");
  CHECK(cosine(0.0) == 1.0);
  CHECK(cosine(1.0) == std::cos(1.0));

  const DynamicLibrary libz("libz.so.1", "zlib (Debian: zlib1g)");
  const auto version = libz.function<decltype(&zlibVersion)>("zlibVersion");
  CHECK(std::string(version()) == std::string(zlibVersion()));
  const auto crc = libz.function<decltype(&crc32)>("crc32");
  const unsigned char abc[] = {'a', 'b', 'c'};
  CHECK(crc(0, abc, 3) == 0x352441c2UL);
}

TEST_CASE("DynamicLibrary: a missing library or symbol is a one-line meteor::Error") {
  try {
    DynamicLibrary lib("libmeteor-no-such-library.so.0", "nothing (Debian: none)");
    FAIL("no throw");
  } catch (const Error& e) {
    const std::string what = e.what();
    CHECK(what.rfind("cannot load libmeteor-no-such-library.so.0: ", 0) == 0);
    CHECK(what.find("No such file") != std::string::npos);  // dlerror()'s text
    CHECK(what.size() > std::string("; install nothing (Debian: none)").size());
    CHECK(what.substr(what.size() - 32) == "; install nothing (Debian: none)");
    CHECK(what.find('\n') == std::string::npos);
  }

  const DynamicLibrary libm("libm.so.6");
  try {
    (void)libm.function<void (*)()>("meteor_no_such_symbol");
    FAIL("no throw");
  } catch (const Error& e) {
    const std::string what = e.what();
    CHECK(what.rfind("libm.so.6: no function meteor_no_such_symbol: ", 0) == 0);
    CHECK(what.find("undefined symbol") != std::string::npos);  // dlerror()'s text
    CHECK(what.find('\n') == std::string::npos);
  }
  // The library stays usable after a failed lookup.
  CHECK(libm.function<double (*)(double)>("sqrt")(4.0) == 2.0);
}
