// UTF-8 helpers. Input bytes are decoded the way Java's UTF-8 decoder (with
// the REPLACE action, as InputStreamReader uses it) decodes them, so that a
// file with invalid bytes yields the same words as in Meteor 1.5.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <string>
#include <string_view>

namespace meteor::utf8 {

// Decodes one code point of valid UTF-8 at s[i] and advances i.
inline char32_t decode_one(std::string_view s, std::size_t& i) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  if (c < 0x80) {
    ++i;
    return c;
  }
  if (c < 0xE0) {
    char32_t cp = ((c & 0x1Fu) << 6) | (static_cast<unsigned char>(s[i + 1]) & 0x3Fu);
    i += 2;
    return cp;
  }
  if (c < 0xF0) {
    char32_t cp = ((c & 0x0Fu) << 12) | ((static_cast<unsigned char>(s[i + 1]) & 0x3Fu) << 6) |
                  (static_cast<unsigned char>(s[i + 2]) & 0x3Fu);
    i += 3;
    return cp;
  }
  char32_t cp = ((c & 0x07u) << 18) | ((static_cast<unsigned char>(s[i + 1]) & 0x3Fu) << 12) |
                ((static_cast<unsigned char>(s[i + 2]) & 0x3Fu) << 6) |
                (static_cast<unsigned char>(s[i + 3]) & 0x3Fu);
  i += 4;
  return cp;
}

// Writes the UTF-8 bytes of cp (1 to 4) at out; returns the end.
inline char* encode(char* out, char32_t cp) {
  if (cp < 0x80) {
    *out++ = static_cast<char>(cp);
  } else if (cp < 0x800) {
    *out++ = static_cast<char>(0xC0 | (cp >> 6));
    *out++ = static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    *out++ = static_cast<char>(0xE0 | (cp >> 12));
    *out++ = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    *out++ = static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    *out++ = static_cast<char>(0xF0 | (cp >> 18));
    *out++ = static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    *out++ = static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    *out++ = static_cast<char>(0x80 | (cp & 0x3F));
  }
  return out;
}

inline void append(std::string& out, char32_t cp) {
  char bytes[4];
  out.append(bytes, static_cast<std::size_t>(encode(bytes, cp) - bytes));
}

// True when bytes are well-formed UTF-8 (no overlongs, surrogates or values
// above U+10FFFF).
bool is_valid(std::string_view bytes);

// Decodes bytes as Java's UTF-8 decoder does, replacing each malformed
// sequence by U+FFFD with Java's choice of sequence lengths; the end of bytes
// counts as the end of input. Returns valid UTF-8.
std::string java_decode(std::string_view bytes);

// Like java_decode, but leaves `line` untouched (and returns false) when it
// is already valid.
bool java_decode_in_place(std::string& line);

// Number of UTF-16 code units (Java String.length()).
std::size_t utf16_length(std::string_view valid_utf8);

std::u32string to_u32(std::string_view valid_utf8);
std::string from_u32(std::u32string_view s);
void append_u32(std::string& out, std::u32string_view s);

}  // namespace meteor::utf8
