// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/json_value.hh"

#include <doctest/doctest.h>

#include <cmath>

#include "util/error.hh"

using namespace meteor;

TEST_CASE("json_value: values, escapes, Python's NaN") {
  const JsonValue v = parse_json(R"({"a": [1, -2.5e1, true, false, null], "s": "x\"\u00e9\ud83d\ude00\n", "n": NaN,
    "i": -Infinity, "o": {}})", "t");
  REQUIRE(v.is(JsonValue::Type::object));
  REQUIRE(v.object.size() == 5);
  CHECK(v.object[0].first == "a");
  const JsonValue& a = *v.find("a");
  REQUIRE(a.array.size() == 5);
  CHECK(a.array[0].number == 1);
  CHECK(a.array[0].string == "1");
  CHECK(a.array[1].number == -25);
  CHECK(a.array[2].boolean);
  CHECK(a.array[3].is(JsonValue::Type::boolean));
  CHECK(!a.array[3].boolean);
  CHECK(a.array[4].is(JsonValue::Type::null));
  CHECK(v.find("s")->string == "x\"\xc3\xa9\xf0\x9f\x98\x80\n");
  CHECK(std::isnan(v.find("n")->number));
  CHECK(v.find("i")->number == -INFINITY);
  CHECK(v.find("o")->object.empty());
  CHECK(v.find("missing") == nullptr);
  CHECK(a.array[0].is_integer());
  CHECK(!a.array[1].is_integer());
  CHECK(!v.find("n")->is_integer());
}

TEST_CASE("json_value: a repeated member replaces the earlier value in place (Python's json.loads)") {
  const JsonValue v = parse_json(R"({"a": 1, "b": 2, "a": 3})", "t");
  REQUIRE(v.object.size() == 2);
  CHECK(v.object[0].first == "a");
  CHECK(v.object[0].second.number == 3);
  CHECK_THROWS_WITH_AS(parse_json("[1,\n x]", "f.jsonl", 7), "f.jsonl:8: unexpected character 'x'", FormatError);
}

TEST_CASE("json_value: errors name the file and line") {
  CHECK_THROWS_WITH_AS(parse_json("{\"a\": 1,\n \"b\" 2}", "f.json"), "f.json:2: expected ':' after a member name",
                       FormatError);
  CHECK_THROWS_AS(parse_json("[1, 2", "f"), FormatError);
  CHECK_THROWS_AS(parse_json("[01]", "f"), FormatError);
  CHECK_THROWS_AS(parse_json("\"\\ud800\"", "f"), FormatError);
  CHECK_THROWS_AS(parse_json("{} x", "f"), FormatError);
  CHECK_THROWS_AS(parse_json("\"a\tb\"", "f"), FormatError);
  CHECK_THROWS_AS(parse_json("\"\xc1u\"", "f"), FormatError);  // invalid UTF-8 (a fuzzer's find)
  CHECK_THROWS_AS(read_json_file("/nonexistent/x.json"), FileNotFound);
}
