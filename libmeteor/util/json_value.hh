// A small JSON reader: text -> a tree of values. Numbers are doubles (read
// as strtod reads them, correctly rounded), strings UTF-8 (\uXXXX escapes
// and surrogate pairs decoded); NaN, Infinity and -Infinity are accepted as
// Python's json module writes them. Object members keep their order; a
// repeated member replaces the earlier value where that one stood (as
// Python's json.loads does). A number's literal is kept, so that an
// integer ("1") can be told from a float ("1.0", "1e0"): is_integer().
// Errors are FormatError naming the file (or "what") and the line.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <string>
#include <utility>
#include <vector>

namespace meteor {

struct JsonValue {
  enum class Type { null, boolean, number, string, array, object };
  Type type = Type::null;
  bool boolean = false;
  double number = 0;
  std::string string;  // a string's text; a number's literal as written
  std::vector<JsonValue> array;
  std::vector<std::pair<std::string, JsonValue>> object;

  // Defined where JsonValue is complete (members hold pairs of JsonValue,
  // which clang's standard library instantiates eagerly).
  JsonValue();
  JsonValue(const JsonValue&);
  JsonValue(JsonValue&&) noexcept;
  JsonValue& operator=(const JsonValue&);
  JsonValue& operator=(JsonValue&&) noexcept;
  ~JsonValue();

  bool is(Type t) const { return type == t; }
  // A number written without fraction or exponent (Python reads it as int).
  bool is_integer() const;
  // The member named key, nullptr when absent (or not an object).
  const JsonValue* find(const std::string& key) const;
};

// Parses text; what names it in errors (a file name), line is the number
// of text's first line there (a JSONL file's line).
JsonValue parse_json(const std::string& text, const std::string& what, std::size_t line = 1);
// Reads and parses a file (FileNotFound when it is not there).
JsonValue read_json_file(const std::string& path);

}  // namespace meteor
