// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/json_reader.hh"

#include <doctest/doctest.h>

#include <cmath>

#include "util/error.hh"

using namespace meteor;

TEST_CASE("parse_json: values as Python's json.loads reads them") {
  const JsonValue v = parse_json(R"( {"a": [1, 2.5, -0, 1e2, true, false, null], "s": "x\u00e9\ud83d\ude00\"", "a": 3} )", "t");
  REQUIRE(v.kind == JsonValue::Kind::object);
  REQUIRE(v.object.size() == 2);  // the later "a" replaces the first, where it stood
  CHECK(v.object[0].first == "a");
  CHECK(v.object[0].second.kind == JsonValue::Kind::integer);
  CHECK(v.object[0].second.integer == 3);
  CHECK(v.find("s")->string == "x\xC3\xA9\xF0\x9F\x98\x80\"");
  const JsonValue arr = parse_json("[1, 2.5, -0, 1e2, true, null, NaN, -Infinity]", "t");
  CHECK(arr.array[0].kind == JsonValue::Kind::integer);
  CHECK(arr.array[1].number == 2.5);
  CHECK(arr.array[2].kind == JsonValue::Kind::integer);
  CHECK(arr.array[3].kind == JsonValue::Kind::number);  // an exponent makes a float
  CHECK(arr.array[3].number == 100);
  CHECK(arr.array[4].boolean);
  CHECK(arr.array[5].kind == JsonValue::Kind::null);
  CHECK(std::isnan(arr.array[6].number));
  CHECK(arr.array[7].number == -INFINITY);
  // A lone surrogate is kept (WTF-8).
  CHECK(parse_json(R"("\ud800")", "t").string == "\xED\xA0\x80");
}

TEST_CASE("parse_json: malformed input is a FormatError naming the place") {
  for (const char* bad : {"", "{", "[1,]", "{\"a\" 1}", "01", "1 2", "\"a\nb\"", "\"\\x\"", "tru", "\"\xff\"",
                          "99999999999999999999", "{'a': 1}", "[1] x"}) {
    CAPTURE(bad);
    CHECK_THROWS_AS(parse_json(bad, "f:3"), FormatError);
  }
  try {
    parse_json("[1, x]", "f.jsonl:7");
    FAIL("no error");
  } catch (const FormatError& e) {
    CHECK(std::string(e.what()) == "f.jsonl:7: col 5: expected a JSON value");
  }
  CHECK_THROWS_AS(parse_json(std::string(2000, '[') + std::string(2000, ']'), "deep"), FormatError);
}
