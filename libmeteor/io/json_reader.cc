// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/json_reader.hh"

#include <cerrno>
#include <cstdlib>
#include <limits>
#include <string>

#include "util/error.hh"
#include "util/utf8.hh"

namespace meteor {

const JsonValue* JsonValue::find(std::string_view key) const {
  if (kind != Kind::object) return nullptr;
  for (const auto& [k, v] : object)
    if (k == key) return &v;
  return nullptr;
}

const char* JsonValue::type_name() const {
  switch (kind) {
    case Kind::null: return "null";
    case Kind::boolean: return "bool";
    case Kind::integer: return "int";
    case Kind::number: return "float";
    case Kind::string: return "str";
    case Kind::array: return "list";
    case Kind::object: return "dict";
  }
  return "?";
}

namespace {

constexpr int kMaxDepth = 1000;

// Appends a code point as UTF-8; surrogates (lone ones only reach here) as
// their three-byte form (WTF-8).
void append_wtf8(std::string& out, char32_t cp) {
  if (cp >= 0xD800 && cp <= 0xDFFF) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    utf8::append(out, cp);
  }
}

class Parser {
 public:
  Parser(std::string_view text, const std::string& what) : s_(text), what_(what) {}

  JsonValue document() {
    skip_space();
    JsonValue v = value(0);
    skip_space();
    if (i_ != s_.size()) fail("extra data after the JSON value");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& message) const {
    throw FormatError(what_ + ": col " + std::to_string(i_ + 1) + ": " + message);
  }

  void skip_space() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r')) ++i_;
  }

  bool take(std::string_view word) {
    if (s_.substr(i_, word.size()) != word) return false;
    i_ += word.size();
    return true;
  }

  JsonValue value(int depth) {
    if (depth > kMaxDepth) fail("JSON nested deeper than " + std::to_string(kMaxDepth) + " levels");
    if (i_ >= s_.size()) fail("expected a JSON value, found the end");
    JsonValue v;
    const char c = s_[i_];
    if (c == '{') {
      v.kind = JsonValue::Kind::object;
      ++i_;
      skip_space();
      if (i_ < s_.size() && s_[i_] == '}') {
        ++i_;
        return v;
      }
      for (;;) {
        skip_space();
        if (i_ >= s_.size() || s_[i_] != '"') fail("expected a property name in double quotes");
        std::string key = string_literal();
        skip_space();
        if (i_ >= s_.size() || s_[i_] != ':') fail("expected ':'");
        ++i_;
        skip_space();
        JsonValue member = value(depth + 1);
        bool replaced = false;
        for (auto& [k, old] : v.object)
          if (k == key) {
            old = std::move(member);
            replaced = true;
            break;
          }
        if (!replaced) v.object.emplace_back(std::move(key), std::move(member));
        skip_space();
        if (i_ < s_.size() && s_[i_] == ',') {
          ++i_;
          continue;
        }
        if (i_ < s_.size() && s_[i_] == '}') {
          ++i_;
          return v;
        }
        fail("expected ',' or '}'");
      }
    }
    if (c == '[') {
      v.kind = JsonValue::Kind::array;
      ++i_;
      skip_space();
      if (i_ < s_.size() && s_[i_] == ']') {
        ++i_;
        return v;
      }
      for (;;) {
        skip_space();
        v.array.push_back(value(depth + 1));
        skip_space();
        if (i_ < s_.size() && s_[i_] == ',') {
          ++i_;
          continue;
        }
        if (i_ < s_.size() && s_[i_] == ']') {
          ++i_;
          return v;
        }
        fail("expected ',' or ']'");
      }
    }
    if (c == '"') {
      v.kind = JsonValue::Kind::string;
      v.string = string_literal();
      return v;
    }
    if (take("null")) return v;
    if (take("true") || take("false")) {
      v.kind = JsonValue::Kind::boolean;
      v.boolean = s_[i_ - 1] == 'e' && s_[i_ - 2] == 'u';
      return v;
    }
    if (take("NaN")) return number_value(std::numeric_limits<double>::quiet_NaN());
    if (take("Infinity")) return number_value(std::numeric_limits<double>::infinity());
    if (take("-Infinity")) return number_value(-std::numeric_limits<double>::infinity());
    if (c == '-' || (c >= '0' && c <= '9')) return number();
    fail("expected a JSON value");
  }

  static JsonValue number_value(double d) {
    JsonValue v;
    v.kind = JsonValue::Kind::number;
    v.number = d;
    return v;
  }

  static bool digit(char c) { return c >= '0' && c <= '9'; }

  // Python's NUMBER_RE: -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][-+]?[0-9]+)?
  JsonValue number() {
    const std::size_t start = i_;
    if (s_[i_] == '-') ++i_;
    if (i_ >= s_.size() || !digit(s_[i_])) fail("expected a JSON value");
    if (s_[i_] == '0') {
      ++i_;
    } else {
      while (i_ < s_.size() && digit(s_[i_])) ++i_;
    }
    bool is_float = false;
    if (i_ + 1 < s_.size() && s_[i_] == '.' && digit(s_[i_ + 1])) {
      is_float = true;
      i_ += 2;
      while (i_ < s_.size() && digit(s_[i_])) ++i_;
    }
    if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
      std::size_t j = i_ + 1;
      if (j < s_.size() && (s_[j] == '+' || s_[j] == '-')) ++j;
      if (j < s_.size() && digit(s_[j])) {
        is_float = true;
        i_ = j;
        while (i_ < s_.size() && digit(s_[i_])) ++i_;
      }
    }
    const std::string text(s_.substr(start, i_ - start));
    JsonValue v;
    if (is_float) {
      v.kind = JsonValue::Kind::number;
      v.number = std::strtod(text.c_str(), nullptr);  // the grammar above is strtod's too
      return v;
    }
    errno = 0;
    char* end = nullptr;
    const long long n = std::strtoll(text.c_str(), &end, 10);
    if (errno == ERANGE) {
      i_ = start;
      fail("integer " + text + " does not fit in 64 bits");
    }
    v.kind = JsonValue::Kind::integer;
    v.integer = n;
    return v;
  }

  unsigned hex4() {
    if (i_ + 4 > s_.size()) fail("truncated \\u escape");
    unsigned n = 0;
    for (int k = 0; k < 4; ++k) {
      const char h = s_[i_ + k];
      n <<= 4;
      if (h >= '0' && h <= '9') n |= static_cast<unsigned>(h - '0');
      else if (h >= 'a' && h <= 'f') n |= static_cast<unsigned>(h - 'a' + 10);
      else if (h >= 'A' && h <= 'F') n |= static_cast<unsigned>(h - 'A' + 10);
      else fail("invalid \\u escape");
    }
    i_ += 4;
    return n;
  }

  std::string string_literal() {
    ++i_;  // the opening quote
    std::string out;
    for (;;) {
      const std::size_t run = i_;
      while (i_ < s_.size() && s_[i_] != '"' && s_[i_] != '\\' && static_cast<unsigned char>(s_[i_]) >= 0x20) ++i_;
      const std::string_view raw = s_.substr(run, i_ - run);
      if (!utf8::is_valid(raw)) {
        i_ = run;
        fail("invalid UTF-8 in a string");
      }
      out += raw;
      if (i_ >= s_.size()) fail("unterminated string");
      const char c = s_[i_];
      if (c == '"') {
        ++i_;
        return out;
      }
      if (c != '\\') fail("control character in a string");
      ++i_;
      if (i_ >= s_.size()) fail("unterminated string");
      const char e = s_[i_++];
      switch (e) {
        case '"': out += '"'; break;
        case '\\': out += '\\'; break;
        case '/': out += '/'; break;
        case 'b': out += '\b'; break;
        case 'f': out += '\f'; break;
        case 'n': out += '\n'; break;
        case 'r': out += '\r'; break;
        case 't': out += '\t'; break;
        case 'u': {
          char32_t cp = hex4();
          if (cp >= 0xD800 && cp <= 0xDBFF && i_ + 6 <= s_.size() && s_[i_] == '\\' && s_[i_ + 1] == 'u') {
            const std::size_t save = i_;
            i_ += 2;
            const unsigned low = hex4();
            if (low >= 0xDC00 && low <= 0xDFFF) {
              cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
            } else {
              i_ = save;  // a lone high surrogate; the next escape stands alone
            }
          }
          append_wtf8(out, cp);
          break;
        }
        default:
          i_ -= 2;
          fail("invalid escape");
      }
    }
  }

  std::string_view s_;
  const std::string& what_;
  std::size_t i_ = 0;
};

}  // namespace

JsonValue parse_json(std::string_view text, const std::string& what) { return Parser(text, what).document(); }

}  // namespace meteor
