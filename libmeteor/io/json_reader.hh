// A JSON reader that accepts what Python's json.loads accepts (MT Metrics
// Eval writes its ratings and JSONL test sets with Python's json module):
// NaN, Infinity and -Infinity as numbers; no control characters inside
// strings; "\uD800"-style lone surrogates kept (as WTF-8, which
// python_json_string in metaeval/ratings.hh escapes back); a later
// duplicate key replaces the earlier value where the first one stood.
// Integers are kept apart from floats ("1" vs "1.0"), as Python keeps int
// and float apart; an integer beyond 64 bits is an error here (Python has
// no limit).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

namespace meteor {

struct JsonValue {
  enum class Kind { null, boolean, integer, number, string, array, object };
  Kind kind = Kind::null;
  bool boolean = false;
  std::int64_t integer = 0;
  double number = 0;  // Kind::number
  std::string string;
  std::vector<JsonValue> array;
  std::vector<std::pair<std::string, JsonValue>> object;  // keys unique, in first-seen order

  // The member named key of an object; nullptr when absent (or not an object).
  const JsonValue* find(std::string_view key) const;
  // "null", "bool", "int", "float", "str", "list", "dict" (Python's names).
  const char* type_name() const;
};

// Parses one JSON document (surrounding whitespace allowed). Throws
// meteor::FormatError "what: col N: message" (what names the file and line)
// on malformed input; nesting deeper than 1000 levels is an error too.
JsonValue parse_json(std::string_view text, const std::string& what);

}  // namespace meteor
