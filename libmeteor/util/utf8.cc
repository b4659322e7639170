// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/utf8.hh"

#include <bit>
#include <cstdint>
#include <cstring>

namespace meteor::utf8 {
namespace {

inline bool cont(unsigned char b) { return (b & 0xC0) == 0x80; }

// Length of the well-formed sequence at s[i], or 0 when it is malformed.
inline std::size_t valid_length(std::string_view s, std::size_t i) {
  unsigned char b1 = static_cast<unsigned char>(s[i]);
  std::size_t left = s.size() - i;
  if (b1 < 0x80) return 1;
  if (b1 >= 0xC2 && b1 <= 0xDF) return left >= 2 && cont(static_cast<unsigned char>(s[i + 1])) ? 2 : 0;
  if (b1 >= 0xE0 && b1 <= 0xEF) {
    if (left < 3) return 0;
    unsigned char b2 = static_cast<unsigned char>(s[i + 1]), b3 = static_cast<unsigned char>(s[i + 2]);
    if (!cont(b2) || !cont(b3)) return 0;
    if (b1 == 0xE0 && b2 < 0xA0) return 0;  // overlong
    if (b1 == 0xED && b2 >= 0xA0) return 0;  // surrogate
    return 3;
  }
  if (b1 >= 0xF0 && b1 <= 0xF4) {
    if (left < 4) return 0;
    unsigned char b2 = static_cast<unsigned char>(s[i + 1]), b3 = static_cast<unsigned char>(s[i + 2]),
                  b4 = static_cast<unsigned char>(s[i + 3]);
    if (!cont(b2) || !cont(b3) || !cont(b4)) return 0;
    if (b1 == 0xF0 && b2 < 0x90) return 0;
    if (b1 == 0xF4 && b2 >= 0x90) return 0;
    return 4;
  }
  return 0;
}

// How many bytes Java's decoder replaces with one U+FFFD at a malformed
// position (sun.nio.cs.UTF_8 semantics, with end of input at s.size()).
std::size_t malformed_length(std::string_view s, std::size_t i) {
  unsigned char b1 = static_cast<unsigned char>(s[i]);
  std::size_t left = s.size() - i;
  auto at = [&](std::size_t k) { return static_cast<unsigned char>(s[i + k]); };
  if (b1 >= 0xC2 && b1 <= 0xDF) {
    if (left < 2) return left;  // truncated at end of input
    return 1;
  }
  if (b1 >= 0xE0 && b1 <= 0xEF) {
    auto bad2 = [&](unsigned char b2) { return (b1 == 0xE0 && (b2 & 0xE0) == 0x80) || !cont(b2); };
    if (left < 3) {
      if (left > 1 && bad2(at(1))) return 1;
      return left;  // valid prefix cut by the end of input: one replacement
    }
    if (bad2(at(1))) return 1;
    if (!cont(at(2))) return 2;
    return 3;  // encoded surrogate: one replacement for all three bytes
  }
  if (b1 >= 0xF0 && b1 <= 0xF7) {
    auto bad2 = [&](unsigned char b2) {
      return (b1 == 0xF0 && (b2 < 0x90 || b2 > 0xBF)) || (b1 == 0xF4 && (b2 & 0xF0) != 0x80) || !cont(b2);
    };
    if (left < 4) {
      if (b1 > 0xF4 || (left > 1 && bad2(at(1)))) return 1;
      if (left > 2 && !cont(at(2))) return 2;
      return left;
    }
    if (b1 > 0xF4 || bad2(at(1))) return 1;
    if (!cont(at(2))) return 2;
    return 3;
  }
  return 1;
}

}  // namespace

bool is_valid(std::string_view bytes) {
  std::size_t i = 0;
  while (i < bytes.size()) {
    // ASCII eight bytes at a time, up to the first byte that is not.
    for (std::uint64_t w; i + 8 <= bytes.size(); i += 8) {
      std::memcpy(&w, bytes.data() + i, 8);
      if (const std::uint64_t high = w & 0x8080808080808080ULL; high != 0) {
        if constexpr (std::endian::native == std::endian::little) i += static_cast<std::size_t>(std::countr_zero(high)) / 8;
        break;
      }
    }
    if (i == bytes.size()) break;
    if (static_cast<unsigned char>(bytes[i]) < 0x80) {
      ++i;
      continue;
    }
    std::size_t n = valid_length(bytes, i);
    if (n == 0) return false;
    i += n;
  }
  return true;
}

std::string java_decode(std::string_view bytes) {
  std::string out;
  out.reserve(bytes.size() + 8);
  std::size_t i = 0;
  while (i < bytes.size()) {
    std::size_t n = valid_length(bytes, i);
    if (n > 0) {
      out.append(bytes.data() + i, n);
      i += n;
    } else {
      out += "\xEF\xBF\xBD";
      i += malformed_length(bytes, i);
    }
  }
  return out;
}

bool java_decode_in_place(std::string& line) {
  if (is_valid(line)) return false;
  line = java_decode(line);
  return true;
}

std::size_t utf16_length(std::string_view s) {
  std::size_t n = 0;
  for (unsigned char c : s) {
    if ((c & 0xC0) != 0x80) ++n;  // one unit per code point ...
    if (c >= 0xF0) ++n;           // ... two for supplementary ones
  }
  return n;
}

std::u32string to_u32(std::string_view s) {
  std::u32string out;
  out.reserve(s.size());
  std::size_t i = 0;
  while (i < s.size()) out.push_back(decode_one(s, i));
  return out;
}

void append_u32(std::string& out, std::u32string_view s) {
  for (char32_t c : s) append(out, c);
}

std::string from_u32(std::u32string_view s) {
  std::string out;
  out.reserve(s.size());
  append_u32(out, s);
  return out;
}

}  // namespace meteor::utf8
