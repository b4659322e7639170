// SPDX-License-Identifier: LGPL-2.1-or-later
#include "text/lowercase.hh"

#include <unicode/locid.h>
#include <unicode/unistr.h>

namespace meteor {

bool to_lower_in_place(std::string& s) {
  bool ascii = true, upper = false;
  for (char c : s) {
    unsigned char u = static_cast<unsigned char>(c);
    if (u >= 0x80) {
      ascii = false;
      break;
    }
    if (u >= 'A' && u <= 'Z') upper = true;
  }
  if (ascii) {
    if (!upper) return false;
    for (char& c : s)
      if (c >= 'A' && c <= 'Z') c = static_cast<char>(c + ('a' - 'A'));
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
