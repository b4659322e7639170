// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/json_value.hh"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <sstream>

#include "util/error.hh"
#include "util/utf8.hh"

namespace meteor {

JsonValue::JsonValue() = default;
JsonValue::JsonValue(const JsonValue&) = default;
JsonValue::JsonValue(JsonValue&&) noexcept = default;
JsonValue& JsonValue::operator=(const JsonValue&) = default;
JsonValue& JsonValue::operator=(JsonValue&&) noexcept = default;
JsonValue::~JsonValue() = default;

namespace {

class Parser {
 public:
  Parser(const std::string& text, const std::string& what, std::size_t line) : s_(text), what_(what), line_(line) {}

  JsonValue document() {
    JsonValue v = value(0);
    space();
    if (i_ != s_.size()) fail("trailing text after the JSON value");
    return v;
  }

 private:
  [[noreturn]] void fail(const std::string& why) const {
    std::size_t line = line_;
    for (std::size_t k = 0; k < i_ && k < s_.size(); ++k) line += s_[k] == '\n';
    throw file_error(what_, line, why);
  }

  void space() {
    while (i_ < s_.size() && (s_[i_] == ' ' || s_[i_] == '\t' || s_[i_] == '\n' || s_[i_] == '\r')) ++i_;
  }

  bool word(const char* w) {
    std::size_t n = 0;
    while (w[n]) ++n;
    if (s_.compare(i_, n, w) != 0) return false;
    i_ += n;
    return true;
  }

  JsonValue value(int depth) {
    if (depth > 200) fail("JSON nested too deeply");
    space();
    if (i_ >= s_.size()) fail("unexpected end of JSON");
    JsonValue v;
    const char c = s_[i_];
    if (c == '{') {
      v.type = JsonValue::Type::object;
      ++i_;
      space();
      if (i_ < s_.size() && s_[i_] == '}') {
        ++i_;
        return v;
      }
      for (;;) {
        space();
        if (i_ >= s_.size() || s_[i_] != '"') fail("expected a member name (a string)");
        std::string key = string();
        space();
        if (i_ >= s_.size() || s_[i_] != ':') fail("expected ':' after a member name");
        ++i_;
        JsonValue member = value(depth + 1);
        bool repeated = false;
        for (auto& [k, old] : v.object)
          if (k == key) {
            old = std::move(member);
            repeated = true;
            break;
          }
        if (!repeated) v.object.emplace_back(std::move(key), std::move(member));
        space();
        if (i_ < s_.size() && s_[i_] == ',') {
          ++i_;
          continue;
        }
        if (i_ < s_.size() && s_[i_] == '}') {
          ++i_;
          return v;
        }
        fail("expected ',' or '}' in an object");
      }
    }
    if (c == '[') {
      v.type = JsonValue::Type::array;
      ++i_;
      space();
      if (i_ < s_.size() && s_[i_] == ']') {
        ++i_;
        return v;
      }
      for (;;) {
        v.array.push_back(value(depth + 1));
        space();
        if (i_ < s_.size() && s_[i_] == ',') {
          ++i_;
          continue;
        }
        if (i_ < s_.size() && s_[i_] == ']') {
          ++i_;
          return v;
        }
        fail("expected ',' or ']' in an array");
      }
    }
    if (c == '"') {
      v.type = JsonValue::Type::string;
      v.string = string();
      return v;
    }
    if (word("true")) {
      v.type = JsonValue::Type::boolean;
      v.boolean = true;
      return v;
    }
    if (word("false")) {
      v.type = JsonValue::Type::boolean;
      return v;
    }
    if (word("null")) return v;
    v.type = JsonValue::Type::number;
    if (word("NaN")) {
      v.number = std::numeric_limits<double>::quiet_NaN();
      return v;
    }
    if (word("Infinity")) {
      v.number = std::numeric_limits<double>::infinity();
      return v;
    }
    if (word("-Infinity")) {
      v.number = -std::numeric_limits<double>::infinity();
      return v;
    }
    // -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?
    const std::size_t b = i_;
    auto digits = [&] {
      const std::size_t d = i_;
      while (i_ < s_.size() && s_[i_] >= '0' && s_[i_] <= '9') ++i_;
      return i_ - d;
    };
    if (i_ < s_.size() && s_[i_] == '-') ++i_;
    if (i_ < s_.size() && s_[i_] == '0')
      ++i_;  // no leading zeros
    else if (digits() == 0)
      fail("unexpected character '" + std::string(1, c) + "'");
    if (i_ < s_.size() && s_[i_] == '.') {
      ++i_;
      if (digits() == 0) fail("expected digits after '.'");
    }
    if (i_ < s_.size() && (s_[i_] == 'e' || s_[i_] == 'E')) {
      ++i_;
      if (i_ < s_.size() && (s_[i_] == '+' || s_[i_] == '-')) ++i_;
      if (digits() == 0) fail("expected digits in an exponent");
    }
    v.string = s_.substr(b, i_ - b);
    v.number = std::strtod(v.string.c_str(), nullptr);
    return v;
  }

  unsigned hex4() {
    if (i_ + 4 > s_.size()) fail("short \\u escape");
    unsigned u = 0;
    for (int k = 0; k < 4; ++k) {
      const char h = s_[i_++];
      u <<= 4;
      if (h >= '0' && h <= '9') u |= static_cast<unsigned>(h - '0');
      else if (h >= 'a' && h <= 'f') u |= static_cast<unsigned>(h - 'a' + 10);
      else if (h >= 'A' && h <= 'F') u |= static_cast<unsigned>(h - 'A' + 10);
      else fail("bad \\u escape");
    }
    return u;
  }

  std::string string() {
    ++i_;  // opening quote
    std::string out;
    for (;;) {
      if (i_ >= s_.size()) fail("unterminated string");
      const char c = s_[i_++];
      if (c == '"') {
        // Python's json.loads reads text, never invalid bytes.
        if (!utf8::is_valid(out)) fail("invalid UTF-8 in a string");
        return out;
      }
      if (static_cast<unsigned char>(c) < 0x20) fail("control character in a string");
      if (c != '\\') {
        out += c;
        continue;
      }
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
          unsigned cp = hex4();
          if (cp >= 0xD800 && cp < 0xDC00 && i_ + 1 < s_.size() && s_[i_] == '\\' && s_[i_ + 1] == 'u') {
            i_ += 2;
            const unsigned lo = hex4();
            if (lo < 0xDC00 || lo > 0xDFFF) fail("bad surrogate pair");
            cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
          } else if (cp >= 0xD800 && cp < 0xE000) {
            fail("lone surrogate in a \\u escape");
          }
          utf8::append(out, static_cast<char32_t>(cp));
          break;
        }
        default: fail(std::string("bad escape \\") + e);
      }
    }
  }

  const std::string& s_;
  const std::string& what_;
  std::size_t line_;
  std::size_t i_ = 0;
};

}  // namespace

const JsonValue* JsonValue::find(const std::string& key) const {
  for (const auto& [k, v] : object)
    if (k == key) return &v;
  return nullptr;
}

bool JsonValue::is_integer() const {
  return type == Type::number && !string.empty() && string.find_first_of(".eE") == std::string::npos;
}

JsonValue parse_json(const std::string& text, const std::string& what, std::size_t line) {
  return Parser(text, what, line).document();
}

JsonValue read_json_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw_open_error(path, errno);
  std::ostringstream buf;
  buf << in.rdbuf();
  return parse_json(buf.str(), path);
}

}  // namespace meteor
