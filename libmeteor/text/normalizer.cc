// SPDX-License-Identifier: LGPL-2.1-or-later
#include "text/normalizer.hh"

#include <vector>

#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/line_reader.hh"
#include "util/utf8.hh"

namespace meteor {
namespace {

using U32 = std::u32string;
using U32View = std::u32string_view;

// Meteor's letter ranges: Latin, Latin-1, Latin Extended-A, Cyrillic (with
// supplement and extended-B) and phonetic extensions.
inline bool is_alpha(char32_t c) {
  if (c < 0x80) return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  return (c >= 0xC0 && c <= 0xD6) || (c >= 0xD8 && c <= 0xF6) || (c >= 0xF8 && c <= 0x17E) ||
         (c >= 0x400 && c <= 0x527) || (c >= 0xA640 && c <= 0xA66E) || (c >= 0xA67E && c <= 0xA697) ||
         (c >= 0x1D00 && c <= 0x1D7F);
}
inline bool is_digit(char32_t c) { return c >= '0' && c <= '9'; }
inline bool is_alnum(char32_t c) { return is_digit(c) || is_alpha(c); }
// java.util.regex \s without UNICODE_CHARACTER_CLASS.
inline bool is_regex_space(char32_t c) {
  return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
}
// The characters Meteor collapses into one space (note: no tab).
inline bool is_white(char32_t c) {
  if (c < 0x80) return c == ' ';
  return (c >= 0x2000 && c <= 0x200A) || c == 0x202F || c == 0x205F || c == 0x3000 || c == 0xA0;
}

// Java's Matcher.replaceAll for patterns that never match the empty string:
// match(s, i, out) returns the length of the match starting at i (0: none)
// and, when out is given, appends the replacement.
template <class Match>
bool replace_all(U32& s, Match&& match) {
  std::size_t n = s.size(), i = 0;
  while (i < n && match(s, i, nullptr) == 0) ++i;
  if (i == n) return false;
  U32 out;
  out.reserve(n + n / 4 + 8);
  out.append(s, 0, i);
  while (i < n) {
    std::size_t k = match(s, i, &out);
    if (k != 0) {
      i += k;
    } else {
      out.push_back(s[i]);
      ++i;
    }
  }
  s.swap(out);
  return true;
}

// String.replace(CharSequence, CharSequence): literal, left to right.
bool replace_literal(U32& s, U32View from, U32View to) {
  std::size_t p = s.find(from);
  if (p == U32::npos) return false;
  U32 out;
  out.reserve(s.size() + 8);
  std::size_t last = 0;
  while (p != U32::npos) {
    out.append(s, last, p - last);
    out.append(to);
    last = p + from.size();
    p = s.find(from, last);
  }
  out.append(s, last, U32::npos);
  s.swap(out);
  return true;
}

bool contains(const U32& s, U32View what) { return s.find(what) != U32::npos; }

// Pattern "(A)x(B)" replaced by "$1<mid>$2": replace_all's left-to-right,
// non-overlapping matches, found by looking for x rather than trying every
// position (a match starting at i has x at i + 1).
template <class A, class B>
bool replace_triple(U32& s, A&& a, char32_t x, B&& b, U32View mid) {
  const std::size_t n = s.size();
  auto match_at = [&](std::size_t q) { return q >= 1 && q + 1 < n && a(s[q - 1]) && b(s[q + 1]); };
  std::size_t q = s.find(x, 1);
  while (q != U32::npos && !match_at(q)) q = s.find(x, q + 1);
  if (q == U32::npos) return false;
  U32 out;
  out.reserve(n + n / 4 + 8);
  std::size_t i = 0;  // first character not yet copied or replaced
  while (q != U32::npos) {
    out.append(s, i, q - 1 - i);
    out.push_back(s[q - 1]);
    out.append(mid);
    out.push_back(s[q + 1]);
    i = q + 2;
    q = i + 1 < n ? s.find(x, i + 1) : U32::npos;
    while (q != U32::npos && !match_at(q)) q = s.find(x, q + 1);
  }
  out.append(s, i, U32::npos);
  s.swap(out);
  return true;
}

const U32View kDotMulti = U"DOTMULTI";
const U32View kDotMultiDot = U"DOTMULTI.";
const U32View kDotDotMulti = U"DOTDOTMULTI";

void escape_multi_dots(U32& s) {
  // \.([\.]+) -> " DOTMULTI$1"
  replace_all(s, [](const U32& t, std::size_t i, U32* out) -> std::size_t {
    if (t[i] != '.' || i + 1 >= t.size() || t[i + 1] != '.') return 0;
    std::size_t j = i + 1;
    while (j < t.size() && t[j] == '.') ++j;
    if (out != nullptr) {
      out->append(U" DOTMULTI");
      out->append(t, i + 1, j - i - 1);
    }
    return j - i;
  });
  while (contains(s, kDotMultiDot)) {
    // DOTMULTI\.([^\.]) -> "DOTDOTMULTI $1"
    replace_all(s, [](const U32& t, std::size_t i, U32* out) -> std::size_t {
      if (i + kDotMultiDot.size() >= t.size()) return 0;
      if (U32View(t).substr(i, kDotMultiDot.size()) != kDotMultiDot) return 0;
      char32_t next = t[i + kDotMultiDot.size()];
      if (next == '.') return 0;
      if (out != nullptr) {
        out->append(U"DOTDOTMULTI ");
        out->push_back(next);
      }
      return kDotMultiDot.size() + 1;
    });
    replace_literal(s, kDotMultiDot, kDotDotMulti);
  }
}

void unescape_multi_dots(U32& s) {
  while (contains(s, kDotDotMulti)) replace_literal(s, kDotDotMulti, kDotMultiDot);
  replace_literal(s, kDotMulti, U".");
}

void separate_commas(U32& s) {
  auto digit = [](char32_t c) { return is_digit(c); };
  auto non_digit = [](char32_t c) { return !is_digit(c); };
  replace_triple(s, non_digit, ',', non_digit, U" , ");
  replace_triple(s, digit, ',', non_digit, U" , ");
  replace_triple(s, non_digit, ',', digit, U" , ");
}

void normalize_quotes_and_dashes(U32& s) {
  // ([`‘’]) -> "'"
  replace_all(s, [](const U32& t, std::size_t i, U32* out) -> std::size_t {
    char32_t c = t[i];
    if (c != '`' && c != 0x2018 && c != 0x2019) return 0;
    if (out != nullptr) out->push_back('\'');
    return 1;
  });
  // ([“”]|'') -> " \" "
  replace_all(s, [](const U32& t, std::size_t i, U32* out) -> std::size_t {
    std::size_t k = 0;
    if (t[i] == 0x201C || t[i] == 0x201D)
      k = 1;
    else if (t[i] == '\'' && i + 1 < t.size() && t[i + 1] == '\'')
      k = 2;
    if (k != 0 && out != nullptr) out->append(U" \" ");
    return k;
  });
  replace_literal(s, U"\u2013", U"-");
  replace_literal(s, U"--", U"-");
}

void split_apostrophes(U32& s, Normalizer::Apostrophes style) {
  if (s.find('\'') == U32::npos) return;
  auto alpha = [](char32_t c) { return is_alpha(c); };
  auto non_alpha = [](char32_t c) { return !is_alpha(c); };
  if (style == Normalizer::Apostrophes::kEnglish) {
    auto non_alpha_digit = [](char32_t c) { return !is_alpha(c) && !is_digit(c); };
    replace_triple(s, non_alpha, '\'', non_alpha, U" ' ");
    replace_triple(s, non_alpha_digit, '\'', alpha, U" ' ");
    replace_triple(s, alpha, '\'', non_alpha, U" ' ");
    replace_triple(s, alpha, '\'', alpha, U" '");
    replace_triple(s, [](char32_t c) { return is_digit(c); }, '\'', [](char32_t c) { return c == 's'; }, U" '");
  } else if (style == Normalizer::Apostrophes::kFrench) {
    replace_triple(s, non_alpha, '\'', non_alpha, U" ' ");
    replace_triple(s, non_alpha, '\'', alpha, U" ' ");
    replace_triple(s, alpha, '\'', non_alpha, U" ' ");
    replace_triple(s, alpha, '\'', alpha, U"' ");
  } else {
    replace_literal(s, U"'", U" ' ");
  }
}

bool is_tokenizer_delim(char32_t c) {
  return c <= ' ' && (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f');
}

}  // namespace

NonbreakingPrefixes NonbreakingPrefixes::load(const std::string& path) {
  NonbreakingPrefixes p;
  LineReader reader(path);
  std::string line;
  while (reader.next(line)) {
    std::vector<std::string> tok = tokenize(line);
    if (tok.empty() || tok[0][0] == '#') continue;
    Type type = tok.size() > 1 && tok[1] == "#NUMERIC_ONLY#" ? kNumericOnly : kAny;
    p.add(utf8::to_u32(tok[0]), type);
  }
  return p;
}

std::string Normalizer::normalize(std::string_view line, bool keep_punctuation) const {
  U32 s;
  s.reserve(line.size() + 16);
  s.push_back(' ');
  {
    std::size_t i = 0;
    while (i < line.size()) s.push_back(utf8::decode_one(line, i));
  }
  s.push_back(' ');

  // Separate every character that is not alphanumeric, whitespace or one of
  // . ' ` , - ‘ ’
  replace_all(s, [](const U32& t, std::size_t i, U32* out) -> std::size_t {
    char32_t c = t[i];
    if (is_alnum(c) || is_regex_space(c) || c == '.' || c == '\'' || c == '`' || c == ',' || c == '-' ||
        c == 0x2018 || c == 0x2019)
      return 0;
    if (out != nullptr) {
      out->push_back(' ');
      out->push_back(c);
      out->push_back(' ');
    }
    return 1;
  });

  // Most passes only do something when a character they look for is in the
  // line; skip the others (an exact shortcut, not a change of rules).
  bool dots = false, commas = false, quotes = false, dashes = false, hyphens = false, dotmulti = false;
  for (std::size_t i = 0; i < s.size(); ++i) {
    char32_t c = s[i];
    if (c == '.' && i + 1 < s.size() && s[i + 1] == '.') dots = true;
    else if (c == ',') commas = true;
    else if (c == '`' || c == 0x2018 || c == 0x2019 || c == 0x201C || c == 0x201D || c == '\'') quotes = true;
    else if (c == 0x2013) dashes = true;
    else if (c == '-') hyphens = true;
    else if (c == 'D') dotmulti = true;
  }
  if (dots || dotmulti) escape_multi_dots(s);
  if (commas) separate_commas(s);
  if (quotes || dashes || hyphens) normalize_quotes_and_dashes(s);

  // Split dashes between words: ([alnum.])-([alnum]) -> "$1 $2"
  if (hyphens || dashes)
    replace_triple(s, [](char32_t c) { return is_alnum(c) || c == '.'; }, '-', [](char32_t c) { return is_alnum(c); },
                 U" ");

  split_apostrophes(s, style_);

  // Rebuild the line word by word, splitting final dots unless the word is a
  // nonbreaking prefix.
  std::vector<U32View> words;
  {
    std::size_t i = 0, n = s.size();
    while (i < n) {
      while (i < n && is_tokenizer_delim(s[i])) ++i;
      std::size_t start = i;
      while (i < n && !is_tokenizer_delim(s[i])) ++i;
      if (i > start) words.emplace_back(U32View(s).substr(start, i - start));
    }
  }
  U32 rebuilt;
  rebuilt.reserve(s.size() + 8);
  U32 pre;
  for (std::size_t i = 0; i < words.size(); ++i) {
    U32View w = words[i];
    if (w.size() > 1 && w.back() == '.') {
      pre.assign(w.substr(0, w.size() - 1));
      bool has_dot = pre.find('.') != U32::npos;
      bool has_alpha = false;
      for (char32_t c : pre)
        if (is_alpha(c)) {
          has_alpha = true;
          break;
        }
      if (has_dot && has_alpha) {
        // "U.S." -> "US"
        for (char32_t c : w)
          if (c != '.') rebuilt.push_back(c);
      } else {
        int type = prefixes_.type(pre);
        bool next_lower = i + 1 < words.size() && words[i + 1][0] >= 'a' && words[i + 1][0] <= 'z';
        bool next_digit = i + 1 < words.size() && is_digit(words[i + 1][0]);
        if (type == NonbreakingPrefixes::kAny || next_lower) {
          rebuilt.append(w);
        } else if (type == NonbreakingPrefixes::kNumericOnly && next_digit) {
          rebuilt.append(w);
        } else {
          rebuilt.append(pre);
          rebuilt.append(U" .");
        }
      }
    } else {
      rebuilt.append(w);
    }
    rebuilt.push_back(' ');
  }
  s.swap(rebuilt);

  if (dots || dotmulti) unescape_multi_dots(s);

  if (!keep_punctuation) {
    replace_all(s, [](const U32& t, std::size_t i, U32* out) -> std::size_t {
      if (is_alnum(t[i])) return 0;
      if (out != nullptr) out->push_back(' ');
      return 1;
    });
  }

  // Collapse runs of Meteor's whitespace into one space, then trim as Java's
  // String.trim() does (everything up to U+0020).
  std::string result;
  result.reserve(s.size());
  std::size_t b = 0, e = s.size();
  // Trimming must happen after collapsing, but collapsing never creates or
  // removes characters above U+0020 at the ends, so trim first on the
  // collapsed view: skip leading/trailing code points <= U+0020 or in the
  // white set (which collapse to a space and then trim away).
  auto trim_able = [](char32_t c) { return c <= 0x20 || is_white(c); };
  while (b < e && trim_able(s[b])) ++b;
  while (e > b && trim_able(s[e - 1])) --e;
  std::size_t i = b;
  while (i < e) {
    if (is_white(s[i])) {
      while (i < e && is_white(s[i])) ++i;
      result.push_back(' ');
    } else {
      utf8::append(result, s[i]);
      ++i;
    }
  }
  return result;
}

}  // namespace meteor
