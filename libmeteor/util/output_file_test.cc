// Tests of OutputFile and refuse_output_as_input: the target replaced whole
// on commit, left as it was otherwise (no temporary file left behind), a
// device written in place with its failure reported, and outputs that are
// inputs (the same path, a symbolic link, a hard link) refused.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/output_file.hh"

#include <doctest/doctest.h>
#include <dirent.h>
#include <unistd.h>

#include <fstream>
#include <sstream>
#include <string>

#include "test_util.hh"
#include "util/error.hh"

using namespace meteor;

namespace {

std::string read(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

std::size_t entries(const std::string& dir) {
  std::size_t n = 0;
  if (DIR* d = ::opendir(dir.c_str())) {
    while (const dirent* e = ::readdir(d)) n += std::string(e->d_name) != "." && std::string(e->d_name) != "..";
    ::closedir(d);
  }
  return n;
}

}  // namespace

TEST_CASE("OutputFile: replaced whole on commit, untouched otherwise") {
  testing::TempDir dir;
  const std::string path = dir.path() + "/out.txt";
  { std::ofstream(path) << "old\n"; }
  {
    OutputFile out(path);
    out.write("new, part one\n");
    CHECK(read(path) == "old\n");  // not yet
  }  // never committed
  CHECK(read(path) == "old\n");
  CHECK(entries(dir.path()) == 1);  // no temporary file left
  {
    OutputFile out(path);
    out.write("new\n");
    out.commit();
  }
  CHECK(read(path) == "new\n");
  CHECK(entries(dir.path()) == 1);
}

TEST_CASE("OutputFile: a device is written in place; a failed write names the file") {
  OutputFile null("/dev/null");
  null.write("x");
  null.commit();
  for (const std::size_t size : {std::size_t{10}, std::size_t{1} << 16}) {  // failing at the flush, or at a write
    auto write_full = [size] {
      OutputFile full("/dev/full");
      full.write(std::string(size, 'x'));
      full.commit();
    };
    CHECK_THROWS_WITH_AS(write_full(), doctest::Contains("/dev/full: write failed"), Error);
  }
  CHECK_THROWS_WITH_AS(OutputFile("/nonexistent-folder/x"), doctest::Contains("/nonexistent-folder/x: cannot write"),
                       Error);
}

TEST_CASE("refuse_output_as_input: the same file by path, symbolic link or hard link") {
  testing::TempDir dir;
  const std::string in = dir.path() + "/in.txt", link = dir.path() + "/link", hard = dir.path() + "/hard";
  { std::ofstream(in) << "data\n"; }
  REQUIRE(::symlink(in.c_str(), link.c_str()) == 0);
  REQUIRE(::link(in.c_str(), hard.c_str()) == 0);
  for (const std::string& out : {in, link, hard})
    CHECK_THROWS_WITH_AS(refuse_output_as_input(out, {"/nonexistent", in}), doctest::Contains("is also the input"),
                         InvalidArgument);
  CHECK_NOTHROW(refuse_output_as_input(dir.path() + "/new.txt", {in}));
  CHECK(read(in) == "data\n");
}

TEST_CASE("OutputSet: every file replaced, or none") {
  testing::TempDir dir;
  const std::string a = dir.path() + "/a.score", b = dir.path() + "/b.score";
  { std::ofstream(a) << "old a\n"; }
  {
    OutputSet set;
    set.add(a).write("new a\n");
    set.add("/dev/full").write("lost\n");  // fails at the flush, after a is finished
    CHECK_THROWS_WITH_AS(set.commit(), doctest::Contains("/dev/full: write failed"), Error);
  }
  CHECK(read(a) == "old a\n");
  CHECK(entries(dir.path()) == 1);  // neither temporary file left
  {
    OutputSet set;
    set.add(a).write("new a\n");
    set.add(b).write("new b\n");
    CHECK_THROWS_AS(set.add(a), Error);  // one file named twice
    set.commit();
  }
  CHECK(read(a) == "new a\n");
  CHECK(read(b) == "new b\n");
  CHECK(entries(dir.path()) == 2);
}
