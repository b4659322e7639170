// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/line_reader.hh"

#include <doctest/doctest.h>

#include "test_util.hh"
#include "util/error.hh"

using namespace meteor;

TEST_CASE("lines end at LF, CR or CRLF, as in BufferedReader.readLine") {
  testing::TempFile f("one\ntwo\r\nthree\rfour\n\nsix");
  auto lines = read_lines(f.path());
  REQUIRE(lines.size() == 6);
  CHECK(lines[0] == "one");
  CHECK(lines[1] == "two");
  CHECK(lines[2] == "three");
  CHECK(lines[3] == "four");
  CHECK(lines[4] == "");
  CHECK(lines[5] == "six");
}

TEST_CASE("a final newline does not make an extra line; an empty file has none") {
  testing::TempFile f("a\nb\n");
  CHECK(read_lines(f.path()).size() == 2);
  testing::TempFile e("");
  CHECK(read_lines(e.path()).empty());
}

TEST_CASE("line numbers and long lines across buffer refills") {
  std::string big(200000, 'x');
  testing::TempFile f("short\n" + big + "\nend");
  LineReader r(f.path());
  std::string line;
  REQUIRE(r.next(line));
  REQUIRE(r.next(line));
  CHECK(line.size() == big.size());
  CHECK(r.line_number() == 2);
  REQUIRE(r.next(line));
  CHECK(line == "end");
  CHECK(!r.next(line));
}

TEST_CASE("gzip input, and truncated gzip is an error") {
  testing::TempFile f("0.5\nthe cat\nthe feline\n", /*gzip=*/true);
  LineReader r(f.path(), true);
  CHECK(r.gzipped());
  std::string line;
  REQUIRE(r.next(line));
  CHECK(line == "0.5");

  std::string content;
  for (int i = 0; i < 20000; ++i) content += "line number " + std::to_string(i) + "\n";
  testing::TempFile g(content, true);
  // Cut the compressed file in half.
  std::string cut = g.path() + ".cut";
  {
    std::FILE* in = std::fopen(g.path().c_str(), "rb");
    std::fseek(in, 0, SEEK_END);
    long n = std::ftell(in);
    std::fseek(in, 0, SEEK_SET);
    std::string bytes(static_cast<std::size_t>(n), '\0');
    CHECK(std::fread(bytes.data(), 1, bytes.size(), in) == bytes.size());
    std::fclose(in);
    std::FILE* out = std::fopen(cut.c_str(), "wb");
    std::fwrite(bytes.data(), 1, bytes.size() / 2, out);
    std::fclose(out);
  }
  LineReader t(cut, true);
  std::size_t lines = 0;
  try {
    while (t.next(line)) ++lines;
    FAIL("a truncated gzip file read to the end");
  } catch (const Error& e) {
    // Named as truncated, at the line that was cut off.
    CHECK(std::string(e.what()) == cut + ":" + std::to_string(lines + 1) +
                                       ": truncated gzip file (the compressed data ends early)");
  }
  CHECK(lines < 20000);
}

TEST_CASE("a missing file is an error naming it") {
  try {
    LineReader r("/nonexistent/file.txt");
    FAIL("no exception");
  } catch (const Error& e) {
    CHECK(std::string(e.what()).find("/nonexistent/file.txt") != std::string::npos);
  }
}

TEST_CASE("next_lines: whole lines in bulk, the same lines and numbers as next()") {
  // Terminators of every kind, at every place of the buffer (64 KiB) and of
  // the requested sizes; a last line without terminator.
  std::string text;
  for (int i = 0; i < 30000; ++i) {
    text += "line" + std::string(static_cast<std::size_t>(i % 37), 'x') + std::to_string(i);
    text += i % 5 == 0 ? "\r\n" : (i % 7 == 0 ? "\r" : "\n");
    if (i % 1000 == 0) text += "\r\r\n\n";
  }
  text += "last";
  for (bool gz : {false, true}) {
    testing::TempFile f(text, gz);
    std::vector<std::string> expected;
    {
      LineReader r(f.path(), true);
      std::string line;
      while (r.next_raw(line)) expected.push_back(line);
    }
    for (std::size_t size : {std::size_t{1}, std::size_t{1000}, std::size_t{1} << 16, std::size_t{1} << 20}) {
      LineReader r(f.path(), true);
      std::string all, block;
      std::size_t lines = 0;
      while (r.next_lines(block, size)) {
        all += block;
        block.clear();
      }
      lines = r.line_number();
      CHECK(all == text);
      CHECK(lines == expected.size());
      CHECK(!r.next_lines(block, size));
    }
  }
  // A block never ends between "\r" and "\n".
  testing::TempFile g(std::string(65535, 'a') + "\r\nb\r");
  LineReader r(g.path());
  std::string block;
  REQUIRE(r.next_lines(block, 10));
  CHECK(block == std::string(65535, 'a') + "\r\n");
  CHECK(r.line_number() == 1);
  block.clear();
  REQUIRE(r.next_lines(block, 10));
  CHECK(block == "b\r");
  CHECK(r.line_number() == 2);
}
