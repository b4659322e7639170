// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/error.hh"

#include <doctest/doctest.h>

#include <cerrno>

#include "util/line_reader.hh"

using namespace meteor;

TEST_CASE("throw_open_error: FileNotFound for a missing path, Error otherwise") {
  CHECK_THROWS_AS(throw_open_error("/x/y", ENOENT), FileNotFound);
  CHECK_THROWS_AS(throw_open_error("/x/y", ENOTDIR), FileNotFound);
  CHECK_THROWS_WITH(throw_open_error("/x/y", ENOENT), "/x/y: cannot open: No such file or directory");
  try {
    throw_open_error("/x/y", EACCES);
    FAIL("no throw");
  } catch (const FileNotFound&) {
    FAIL("EACCES is not FileNotFound");
  } catch (const Error& e) {
    CHECK(std::string(e.what()) == "/x/y: cannot open: Permission denied");
  }
}

TEST_CASE("file_error with a line is a FormatError") {
  CHECK_THROWS_AS(throw file_error("f.txt", 3, "bad"), FormatError);
  CHECK_THROWS_WITH(throw file_error("f.txt", 3, "bad"), "f.txt:3: bad");
  CHECK_THROWS_WITH(throw file_error("f.txt", "bad"), "f.txt: bad");
}

TEST_CASE("opening a missing file throws FileNotFound where the open fails") {
  CHECK_THROWS_AS(LineReader("/nonexistent/meteor-error-test.txt"), FileNotFound);
}
