// SPDX-License-Identifier: LGPL-2.1-or-later
#include "text/lowercase.hh"

#include <cstdint>
#include <cstring>

#include <unicode/locid.h>
#include <unicode/unistr.h>

namespace meteor {

namespace {

constexpr std::uint64_t kBytes(unsigned char b) { return 0x0101010101010101ull * b; }

// Bit 7 of each byte of x set where that byte is an ASCII capital (bytes of
// 0x80 and above never count).
inline std::uint64_t ascii_capitals(std::uint64_t x) {
  const std::uint64_t low = x & kBytes(0x7F);
  const std::uint64_t at_least_a = low + kBytes(0x80 - 'A');      // bit 7: byte >= 'A'
  const std::uint64_t above_z = low + kBytes(0x80 - 'Z' - 1);      // bit 7: byte > 'Z'
  return at_least_a & ~above_z & ~x & kBytes(0x80);
}

}  // namespace

bool to_lower_in_place(std::string& s) {
  // ASCII text (the common case) 8 bytes at a time: capitals get bit 5.
  const std::size_t n = s.size();
  char* d = s.data();
  std::uint64_t high = 0, capitals = 0;
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    std::uint64_t x;
    std::memcpy(&x, d + i, 8);
    high |= x;
    capitals |= ascii_capitals(x);
  }
  for (; i < n; ++i) {
    const auto u = static_cast<unsigned char>(d[i]);
    high |= u;
    capitals |= ascii_capitals(u);
  }
  if ((high & kBytes(0x80)) == 0) {
    if (capitals == 0) return false;
    for (i = 0; i + 8 <= n; i += 8) {
      std::uint64_t x;
      std::memcpy(&x, d + i, 8);
      x |= ascii_capitals(x) >> 2;
      std::memcpy(d + i, &x, 8);
    }
    for (; i < n; ++i)
      if (d[i] >= 'A' && d[i] <= 'Z') d[i] = static_cast<char>(d[i] + ('a' - 'A'));
    return true;
  }
  icu::UnicodeString u = icu::UnicodeString::fromUTF8(icu::StringPiece(s.data(), static_cast<int32_t>(s.size())));
  icu::UnicodeString lower(u);
  lower.toLower(icu::Locale::getRoot());
  if (lower == u) return false;
  s.clear();
  lower.toUTF8String(s);
  return true;
}

std::string to_lower(std::string_view utf8) {
  std::string s(utf8);
  to_lower_in_place(s);
  return s;
}

}  // namespace meteor
