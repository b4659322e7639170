// SPDX-License-Identifier: LGPL-2.1-or-later
#include "text/normalizer.hh"

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>
#if defined(__SSE2__)
#include <emmintrin.h>
#endif

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
constexpr bool is_alpha(char32_t c) {
  if (c < 0x80) return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z');
  return (c >= 0xC0 && c <= 0xD6) || (c >= 0xD8 && c <= 0xF6) || (c >= 0xF8 && c <= 0x17E) ||
         (c >= 0x400 && c <= 0x527) || (c >= 0xA640 && c <= 0xA66E) || (c >= 0xA67E && c <= 0xA697) ||
         (c >= 0x1D00 && c <= 0x1D7F);
}
constexpr bool is_digit(char32_t c) { return c >= '0' && c <= '9'; }
constexpr bool is_alnum(char32_t c) { return is_digit(c) || is_alpha(c); }
// java.util.regex \s without UNICODE_CHARACTER_CLASS.
constexpr bool is_regex_space(char32_t c) {
  return c == ' ' || c == '\t' || c == '\n' || c == 0x0B || c == '\f' || c == '\r';
}
// The characters Meteor collapses into one space (note: no tab).
constexpr bool is_white(char32_t c) {
  if (c < 0x80) return c == ' ';
  return (c >= 0x2000 && c <= 0x200A) || c == 0x202F || c == 0x205F || c == 0x3000 || c == 0xA0;
}

// A line of code points being rewritten. Each pass reads one Text and
// writes the next version into another, and the two swap; both keep their
// storage from line to line (one pair per thread), so a pass allocates
// nothing and writes through a plain pointer. No pass writes more than
// kGrowth code points per code point it reads (" DOTMULTI." for "..", 10
// for 2, is the most), so room(kGrowth * n + kSlack) bounds every pass.
constexpr std::size_t kGrowth = 5, kSlack = 16;

class Text {
 public:
  const char32_t* data() const { return buf_.data(); }
  char32_t* data() { return buf_.data(); }
  std::size_t size() const { return n_; }
  char32_t operator[](std::size_t i) const { return buf_[i]; }
  U32View view() const { return U32View(buf_.data(), n_); }
  // Room for n code points from the start (the contents are not kept).
  char32_t* room(std::size_t n) {
    if (buf_.size() < n) {
      buf_.clear();
      buf_.resize(std::max(n, 2 * buf_.capacity()));
    }
    return buf_.data();
  }
  // The text ends at p, a pointer into the room.
  void end_at(const char32_t* p) { n_ = static_cast<std::size_t>(p - buf_.data()); }
  void swap(Text& other) {
    buf_.swap(other.buf_);
    std::swap(n_, other.n_);
  }
  // Gives back storage a very long line made (kept: what a news line needs).
  void trim_storage() {
    if (buf_.size() > (std::size_t{1} << 16)) std::vector<char32_t>().swap(buf_);
    n_ = 0;
  }

 private:
  std::vector<char32_t> buf_;
  std::size_t n_ = 0;
};

// The first of p..end holding x (end when none; p itself when p >= end).
inline const char32_t* find_char(const char32_t* p, const char32_t* end, char32_t x) {
#if defined(__SSE2__)
  const __m128i v = _mm_set1_epi32(static_cast<int>(x));
  for (; p + 8 <= end; p += 8) {
    const __m128i a = _mm_cmpeq_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p)), v);
    const __m128i b = _mm_cmpeq_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p + 4)), v);
    const int m = _mm_movemask_epi8(_mm_packs_epi32(a, b));
    if (m != 0) return p + (__builtin_ctz(static_cast<unsigned>(m)) >> 1);
  }
#endif
  while (p < end && *p != x) ++p;
  return p;
}

inline char32_t* put(char32_t* o, U32View v) { return std::copy(v.begin(), v.end(), o); }
inline char32_t* put(char32_t* o, const char32_t* b, const char32_t* e) { return std::copy(b, e, o); }

// The first occurrence of what in t[from, n), or n.
std::size_t find_text(const Text& t, U32View what, std::size_t from = 0) {
  const char32_t* b = t.data();
  const char32_t* end = b + t.size();
  if (what.size() > t.size()) return t.size();
  const char32_t* last = end - what.size() + 1;  // a match starts before last
  for (const char32_t* p = find_char(b + from, last, what[0]); p < last; p = find_char(p + 1, last, what[0]))
    if (std::equal(what.begin() + 1, what.end(), p + 1)) return static_cast<std::size_t>(p - b);
  return t.size();
}

bool contains(const Text& s, U32View what) { return find_text(s, what) != s.size(); }

// Java's Matcher.replaceAll for patterns that never match the empty string:
// match(t, n, i) returns the length of the match starting at t[i] (0: none),
// and emit(t, i, k, o) writes its replacement at o and returns the end.
template <class Match, class Emit>
bool replace_all(Text& s, Text& out, Match&& match, Emit&& emit) {
  const char32_t* t = s.data();
  const std::size_t n = s.size();
  std::size_t i = 0;
  while (i < n && match(t, n, i) == 0) ++i;
  if (i == n) return false;
  char32_t* o = put(out.room(kGrowth * n + kSlack), t, t + i);
  while (i < n) {
    if (std::size_t k = match(t, n, i); k != 0) {
      o = emit(t, i, k, o);
      i += k;
    } else {
      *o++ = t[i++];
    }
  }
  out.end_at(o);
  s.swap(out);
  return true;
}

// String.replace(CharSequence, CharSequence): literal, left to right.
bool replace_literal(Text& s, Text& out, U32View from, U32View to) {
  std::size_t p = find_text(s, from);
  const std::size_t n = s.size();
  if (p == n) return false;
  const char32_t* t = s.data();
  char32_t* o = out.room(kGrowth * n + kSlack);
  std::size_t last = 0;
  while (p != n) {
    o = put(o, t + last, t + p);
    o = put(o, to);
    last = p + from.size();
    p = find_text(s, from, last);
  }
  o = put(o, t + last, t + n);
  out.end_at(o);
  s.swap(out);
  return true;
}

// Pattern "(A)x(B)" replaced by "$1<mid>$2": replace_all's left-to-right,
// non-overlapping matches, found by looking for x rather than trying every
// position (a match starting at i has x at i + 1).
template <class A, class B>
bool replace_triple(Text& s, Text& out, A&& a, char32_t x, B&& b, U32View mid) {
  const std::size_t n = s.size();
  if (n < 3) return false;
  const char32_t* t = s.data();
  const char32_t* last = t + n - 1;  // x is at t[1] .. t[n - 2]
  auto next = [&](const char32_t* from) {
    const char32_t* q = find_char(from, last, x);
    while (q < last && !(a(q[-1]) && b(q[1]))) q = find_char(q + 1, last, x);
    return q;
  };
  const char32_t* q = next(t + 1);
  if (q >= last) return false;
  char32_t* o = out.room(kGrowth * n + kSlack);
  const char32_t* i = t;  // first character not yet copied or replaced
  while (q < last) {
    o = put(o, i, q);  // up to and with the character before x
    o = put(o, mid);
    *o++ = q[1];
    i = q + 2;
    q = next(i + 1);
  }
  o = put(o, i, t + n);
  out.end_at(o);
  s.swap(out);
  return true;
}

const U32View kDotMulti = U"DOTMULTI";
const U32View kDotMultiDot = U"DOTMULTI.";
const U32View kDotDotMulti = U"DOTDOTMULTI";

void escape_multi_dots(Text& s, Text& out) {
  // \.([\.]+) -> " DOTMULTI$1"
  replace_all(
      s, out,
      [](const char32_t* t, std::size_t n, std::size_t i) -> std::size_t {
        if (t[i] != '.' || i + 1 >= n || t[i + 1] != '.') return 0;
        std::size_t j = i + 1;
        while (j < n && t[j] == '.') ++j;
        return j - i;
      },
      [](const char32_t* t, std::size_t i, std::size_t k, char32_t* o) {
        return put(put(o, U" DOTMULTI"), t + i + 1, t + i + k);
      });
  while (contains(s, kDotMultiDot)) {
    // DOTMULTI\.([^\.]) -> "DOTDOTMULTI $1"
    replace_all(
        s, out,
        [](const char32_t* t, std::size_t n, std::size_t i) -> std::size_t {
          if (i + kDotMultiDot.size() >= n) return 0;
          if (U32View(t + i, kDotMultiDot.size()) != kDotMultiDot) return 0;
          if (t[i + kDotMultiDot.size()] == '.') return 0;
          return kDotMultiDot.size() + 1;
        },
        [](const char32_t* t, std::size_t i, std::size_t k, char32_t* o) {
          o = put(o, U"DOTDOTMULTI ");
          *o++ = t[i + k - 1];
          return o;
        });
    replace_literal(s, out, kDotMultiDot, kDotDotMulti);
  }
}

void unescape_multi_dots(Text& s, Text& out) {
  while (contains(s, kDotDotMulti)) replace_literal(s, out, kDotDotMulti, kDotMultiDot);
  replace_literal(s, out, kDotMulti, U".");
}

void separate_commas(Text& s, Text& out) {
  auto digit = [](char32_t c) { return is_digit(c); };
  auto non_digit = [](char32_t c) { return !is_digit(c); };
  replace_triple(s, out, non_digit, ',', non_digit, U" , ");
  replace_triple(s, out, digit, ',', non_digit, U" , ");
  replace_triple(s, out, non_digit, ',', digit, U" , ");
}

// Which characters a line has for normalize_quotes_and_dashes's passes
// (none of them is made by the passes before it).
struct QuotesAndDashes {
  bool backquote = false;     // ` ‘ ’
  bool apostrophe = false;    // ' or a backquote (which becomes one)
  bool double_quote = false;  // “ ”
  bool en_dash = false;       // –
  bool hyphen = false;        // -
  bool any() const { return apostrophe || double_quote || en_dash || hyphen; }
};

// Each pass is skipped when the line has none of what it looks for (an exact
// shortcut: '' needs an apostrophe, -- a hyphen or an en dash).
void normalize_quotes_and_dashes(Text& s, Text& out, const QuotesAndDashes& has) {
  // ([`‘’]) -> "'": one code point for one, in place.
  if (has.backquote)
    for (char32_t* p = s.data(); p != s.data() + s.size(); ++p)
      if (*p == '`' || *p == 0x2018 || *p == 0x2019) *p = '\'';
  // ([“”]|'') -> " \" "
  if (has.double_quote || has.apostrophe)
    replace_all(
        s, out,
        [](const char32_t* t, std::size_t n, std::size_t i) -> std::size_t {
          if (t[i] == 0x201C || t[i] == 0x201D) return 1;
          if (t[i] == '\'' && i + 1 < n && t[i + 1] == '\'') return 2;
          return 0;
        },
        [](const char32_t*, std::size_t, std::size_t, char32_t* o) { return put(o, U" \" "); });
  if (has.en_dash) replace_literal(s, out, U"\u2013", U"-");
  if (has.en_dash || has.hyphen) replace_literal(s, out, U"--", U"-");
}

void split_apostrophes(Text& s, Text& out, Normalizer::Apostrophes style) {
  if (find_char(s.data(), s.data() + s.size(), '\'') == s.data() + s.size()) return;
  auto alpha = [](char32_t c) { return is_alpha(c); };
  auto non_alpha = [](char32_t c) { return !is_alpha(c); };
  if (style == Normalizer::Apostrophes::kEnglish) {
    auto non_alpha_digit = [](char32_t c) { return !is_alpha(c) && !is_digit(c); };
    replace_triple(s, out, non_alpha, '\'', non_alpha, U" ' ");
    replace_triple(s, out, non_alpha_digit, '\'', alpha, U" ' ");
    replace_triple(s, out, alpha, '\'', non_alpha, U" ' ");
    replace_triple(s, out, alpha, '\'', alpha, U" '");
    replace_triple(s, out, [](char32_t c) { return is_digit(c); }, '\'', [](char32_t c) { return c == 's'; }, U" '");
  } else if (style == Normalizer::Apostrophes::kFrench) {
    replace_triple(s, out, non_alpha, '\'', non_alpha, U" ' ");
    replace_triple(s, out, non_alpha, '\'', alpha, U" ' ");
    replace_triple(s, out, alpha, '\'', non_alpha, U" ' ");
    replace_triple(s, out, alpha, '\'', alpha, U"' ");
  } else {
    replace_literal(s, out, U"'", U" ' ");
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

namespace {

// What the first pass keeps as it is: alphanumerics, regex whitespace and
// . ' ` , - (and ‘ ’ beyond ASCII); other characters are set apart by
// spaces. Also what later passes look for, noted as the first pass goes.
enum : std::uint8_t { kKeep = 1, kComma = 2, kApostrophe = 4, kBackquote = 8, kHyphen = 16, kCapitalD = 32 };

constexpr std::array<std::uint8_t, 128> make_ascii_classes() {
  std::array<std::uint8_t, 128> t{};
  for (char32_t c = 0; c < 128; ++c) {
    if (is_alnum(c) || is_regex_space(c) || c == '.' || c == '\'' || c == '`' || c == ',' || c == '-') t[c] |= kKeep;
    if (c == ',') t[c] |= kComma;
    if (c == '`' || c == '\'') t[c] |= kApostrophe;
    if (c == '`') t[c] |= kBackquote;
    if (c == '-') t[c] |= kHyphen;
    if (c == 'D') t[c] |= kCapitalD;
  }
  return t;
}
constexpr std::array<std::uint8_t, 128> kAsciiClasses = make_ascii_classes();

struct Scratch {
  Text s, out;
  std::vector<U32View> words;
  U32 pre;
};

// What the first pass saw: which later passes have anything to do.
struct LineMarks {
  bool dots = false, commas = false, capital_d = false;
  QuotesAndDashes marks;
};

// Decodes the line into s, and separates every character that is not
// alphanumeric, whitespace or one of . ' ` , - ‘ ’ (one pass: the rule maps
// each character on its own). Notes which characters later passes look
// for: most passes only do something when one is in the line, and the
// others are skipped (an exact shortcut, not a change of rules).
LineMarks decode_and_separate(std::string_view line, Text& s) {
  LineMarks m;
  char32_t* o = s.room(3 * line.size() + 2 + kSlack);
  *o++ = ' ';
  unsigned seen = 0;
  std::size_t i = 0;
  while (i < line.size()) {
    const auto byte = static_cast<unsigned char>(line[i]);
    if (byte < 0x80) {
      ++i;
      const std::uint8_t cls = kAsciiClasses[byte];
      seen |= cls;
      if (cls & kKeep) {
        if (byte == '.' && o[-1] == '.') m.dots = true;
        *o++ = byte;
      } else {
        *o++ = ' ';
        *o++ = byte;
        *o++ = ' ';
      }
      continue;
    }
    const char32_t c = utf8::decode_one(line, i);
    if (c == 0x2018 || c == 0x2019) m.marks.backquote = true;
    if (c == 0x201C || c == 0x201D) m.marks.double_quote = true;
    if (c == 0x2013) m.marks.en_dash = true;
    if (is_alnum(c) || c == 0x2018 || c == 0x2019) {
      *o++ = c;
    } else {
      *o++ = ' ';
      *o++ = c;
      *o++ = ' ';
    }
  }
  *o++ = ' ';
  s.end_at(o);
  m.commas = seen & kComma;
  m.marks.backquote = m.marks.backquote || (seen & kBackquote);
  m.marks.apostrophe = m.marks.backquote || (seen & kApostrophe);
  m.marks.hyphen = seen & kHyphen;
  m.capital_d = seen & kCapitalD;
  return m;
}

// The words of s (split at the tokenizer's delimiters), as views into it.
void split_words(const Text& s, std::vector<U32View>& words) {
  words.clear();
  const char32_t* t = s.data();
  std::size_t i = 0, n = s.size();
  while (i < n) {
    while (i < n && is_tokenizer_delim(t[i])) ++i;
    std::size_t start = i;
    while (i < n && !is_tokenizer_delim(t[i])) ++i;
    if (i > start) words.emplace_back(t + start, i - start);
  }
}

// Rebuilds the line word by word into s (out is scratch), splitting final
// dots unless the word is a nonbreaking prefix: "U.S." -> "US"; "Mr." stays
// (a prefix, or the next word is lowercase); "No." stays before a number
// when the prefix is #NUMERIC_ONLY#; else "word." -> "word .".
void split_final_dots(Text& s, Text& out, const NonbreakingPrefixes& prefixes, Scratch& scratch) {
  std::vector<U32View>& words = scratch.words;
  split_words(s, words);
  // Each word is written as it is or with one more character (" ."), and a
  // space after it.
  char32_t* o = out.room(s.size() + 2 * words.size() + kSlack);
  U32& pre = scratch.pre;
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
        for (char32_t c : w)
          if (c != '.') *o++ = c;
      } else {
        int type = prefixes.type(pre);
        bool next_lower = i + 1 < words.size() && words[i + 1][0] >= 'a' && words[i + 1][0] <= 'z';
        bool next_digit = i + 1 < words.size() && is_digit(words[i + 1][0]);
        if (type == NonbreakingPrefixes::kAny || next_lower) {
          o = put(o, w);
        } else if (type == NonbreakingPrefixes::kNumericOnly && next_digit) {
          o = put(o, w);
        } else {
          o = put(o, pre);
          o = put(o, U" .");
        }
      }
    } else {
      o = put(o, w);
    }
    *o++ = ' ';
  }
  out.end_at(o);
  s.swap(out);
}

// Collapses runs of Meteor's whitespace into one space, trims as Java's
// String.trim() does (everything up to U+0020), and encodes UTF-8.
// Trimming must happen after collapsing, but collapsing never creates or
// removes characters above U+0020 at the ends, so trim first on the
// collapsed view: skip leading/trailing code points <= U+0020 or in the
// white set (which collapse to a space and then trim away).
std::string collapse_and_trim(const Text& s) {
  const char32_t* t = s.data();
  std::size_t b = 0, e = s.size();
  auto trim_able = [](char32_t c) { return c <= 0x20 || is_white(c); };
  while (b < e && trim_able(t[b])) ++b;
  while (e > b && trim_able(t[e - 1])) --e;
  std::string result(4 * (e - b), '\0');
  char* o = result.data();
  std::size_t i = b;
  while (i < e) {
    const char32_t c = t[i];
    if (c < 0x80 && c != ' ') {
      *o++ = static_cast<char>(c);
      ++i;
    } else if (is_white(c)) {
      while (i < e && is_white(t[i])) ++i;
      *o++ = ' ';
    } else {
      o = utf8::encode(o, c);
      ++i;
    }
  }
  result.resize(static_cast<std::size_t>(o - result.data()));
  return result;
}

}  // namespace

// Meteor's -norm, pass by pass; each pass is skipped when the first pass saw
// nothing it looks for.
std::string Normalizer::normalize(std::string_view line, bool keep_punctuation) const {
  thread_local Scratch scratch;
  Text& s = scratch.s;
  Text& out = scratch.out;

  const LineMarks m = decode_and_separate(line, s);
  // The text "DOTMULTI" in a line takes part in the multi-dot passes.
  if (m.dots || (m.capital_d && contains(s, kDotMulti))) escape_multi_dots(s, out);
  if (m.commas) separate_commas(s, out);
  if (m.marks.any()) normalize_quotes_and_dashes(s, out, m.marks);

  // Split dashes between words: ([alnum.])-([alnum]) -> "$1 $2"
  if (m.marks.hyphen || m.marks.en_dash)
    replace_triple(
        s, out, [](char32_t c) { return is_alnum(c) || c == '.'; }, '-', [](char32_t c) { return is_alnum(c); },
        U" ");

  split_apostrophes(s, out, style_);
  split_final_dots(s, out, prefixes_, scratch);
  if (m.dots || m.capital_d) unescape_multi_dots(s, out);

  if (!keep_punctuation) {
    // Every character that is not alphanumeric -> " ", one for one.
    for (char32_t* p = s.data(); p != s.data() + s.size(); ++p)
      if (!is_alnum(*p)) *p = ' ';
  }

  std::string result = collapse_and_trim(s);
  if (s.size() > (std::size_t{1} << 16)) {
    s.trim_storage();
    out.trim_storage();
    std::vector<U32View>().swap(scratch.words);
  }
  return result;
}

}  // namespace meteor
