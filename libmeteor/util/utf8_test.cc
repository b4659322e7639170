// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/utf8.hh"

#include <doctest/doctest.h>

using namespace meteor;

namespace {
const std::string R = "\xEF\xBF\xBD";  // U+FFFD
}

TEST_CASE("valid UTF-8 is left alone") {
  CHECK(utf8::java_decode("abc \xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80") == "abc \xC3\xA9 \xE2\x82\xAC \xF0\x9F\x98\x80");
  std::string s = "plain";
  CHECK(!utf8::java_decode_in_place(s));
}

TEST_CASE("malformed bytes are replaced as Java's decoder replaces them") {
  CHECK(utf8::java_decode("a\xFF" "b") == "a" + R + "b");            // invalid byte
  CHECK(utf8::java_decode("\x80\x80") == R + R);                     // lone continuations
  CHECK(utf8::java_decode("\xC0\xAF") == R + R);                     // overlong lead
  CHECK(utf8::java_decode("\xE2\x82" "x") == R + "x");               // truncated 3-byte: one
  CHECK(utf8::java_decode("\xE2\x82") == R);                         // ... also at the end
  CHECK(utf8::java_decode("\xED\xA0\x80") == R);                     // surrogate: one for 3 bytes
  CHECK(utf8::java_decode("\xE0\x80\x80") == R + R + R);             // overlong 3-byte
  CHECK(utf8::java_decode("\xF0\x9F\x98" "x") == R + "x");           // truncated 4-byte
  CHECK(utf8::java_decode("\xF5\x80\x80\x80") == R + R + R + R);     // above U+10FFFF
  CHECK(utf8::java_decode("\xF0\x80\x80\x80") == R + R + R + R);     // overlong 4-byte
}

TEST_CASE("UTF-16 length") {
  CHECK(utf8::utf16_length("abc") == 3);
  CHECK(utf8::utf16_length("\xC3\xA9t\xC3\xA9") == 3);
  CHECK(utf8::utf16_length("\xF0\x9F\x98\x80") == 2);
}
