// SPDX-License-Identifier: LGPL-2.1-or-later
//
// Meteor 1.5 finds SGML tags with a handful of Java regular expressions,
// applied with find() to each line. The matchers below reproduce what those
// expressions select, including their backtracking choices, without a regex
// engine: tag names and attribute names are ASCII case-insensitive, "\s" is
// Java's ASCII whitespace, and "." (used for segment text) does not cross
// Java's line terminators U+0085, U+2028 and U+2029.
#include "io/sgml.hh"

#include <unicode/uchar.h>

#include <algorithm>
#include <cstdint>
#include <initializer_list>
#include <optional>

#include "util/error.hh"
#include "util/line_reader.hh"
#include "util/utf8.hh"

namespace meteor {
namespace {

// Java's \s: [ \t\n\x0B\f\r].
bool is_ws(char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\x0B' || c == '\f' || c == '\r'; }

char ascii_lower(char c) { return (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c; }

// True when s[i..] starts with lowercase word, ignoring ASCII case.
bool ci_at(std::string_view s, std::size_t i, std::string_view word) {
  if (i > s.size() || s.size() - i < word.size()) return false;
  for (std::size_t k = 0; k < word.size(); ++k)
    if (ascii_lower(s[i + k]) != word[k]) return false;
  return true;
}

std::size_t skip_ws(std::string_view s, std::size_t i) {
  while (i < s.size() && is_ws(s[i])) ++i;
  return i;
}

// find() of "<\s*NAME" for each of names; true if one occurs.
bool find_open_tag(std::string_view line, std::initializer_list<std::string_view> names) {
  for (std::size_t s = line.find('<'); s != std::string_view::npos; s = line.find('<', s + 1)) {
    std::size_t i = skip_ws(line, s + 1);
    for (std::string_view name : names)
      if (ci_at(line, i, name)) return true;
  }
  return false;
}

// find() of "(NAME1|NAME2)\s*=\s*\"([^\"]+)\"": the value of the first
// occurrence of one of the attribute names that has a quoted, non-empty value.
std::optional<std::string> find_attribute(std::string_view line, std::initializer_list<std::string_view> names) {
  for (std::size_t s = 0; s < line.size(); ++s) {
    for (std::string_view name : names) {
      if (!ci_at(line, s, name)) continue;
      std::size_t i = skip_ws(line, s + name.size());
      if (i >= line.size() || line[i] != '=') continue;
      i = skip_ws(line, i + 1);
      if (i >= line.size() || line[i] != '"') continue;
      std::size_t close = line.find('"', i + 1);
      if (close == std::string_view::npos || close == i + 1) continue;
      return std::string(line.substr(i + 1, close - i - 1));
    }
  }
  return std::nullopt;
}

// find() of "<\s*seg\s*id\s*=\s*\"?([^\">]+?)\"?\s*>": the segment id, with
// the regex's backtracking order (greedy \s* and "? tried longest first, the
// lazy id shortest first). E.g. <seg id="1"> gives 1, <seg id=1 > gives 1,
// <seg id="1 "> gives "1 ", and a tag with further attributes does not match.
std::optional<std::string> find_seg_id(std::string_view line) {
  const std::size_t n = line.size();
  auto tail_closes = [&](std::size_t e) {  // "?\s*> at e
    if (e < n && line[e] == '"') {
      std::size_t p = skip_ws(line, e + 1);
      if (p < n && line[p] == '>') return true;
    }
    std::size_t p = skip_ws(line, e);
    return p < n && line[p] == '>';
  };
  for (std::size_t s = line.find('<'); s != std::string_view::npos; s = line.find('<', s + 1)) {
    std::size_t i = skip_ws(line, s + 1);
    if (!ci_at(line, i, "seg")) continue;
    i = skip_ws(line, i + 3);
    if (!ci_at(line, i, "id")) continue;
    i = skip_ws(line, i + 2);
    if (i >= n || line[i] != '=') continue;
    ++i;
    const std::size_t ws_end = skip_ws(line, i);
    for (std::size_t k = ws_end + 1; k-- > i;) {
      for (int quote = 1; quote >= 0; --quote) {
        std::size_t g = k;
        if (quote) {
          if (g >= n || line[g] != '"') continue;
          ++g;
        }
        for (std::size_t e = g; e < n && line[e] != '"' && line[e] != '>'; ++e)
          if (tail_closes(e + 1)) return std::string(line.substr(g, e + 1 - g));
      }
    }
  }
  return std::nullopt;
}

// "<\s*/seg\s*>" at position i.
bool seg_close_at(std::string_view s, std::size_t i) {
  if (i >= s.size() || s[i] != '<') return false;
  i = skip_ws(s, i + 1);
  if (i >= s.size() || s[i] != '/') return false;
  i = skip_ws(s, i + 1);
  if (!ci_at(s, i, "seg")) return false;
  i = skip_ws(s, i + 3);
  return i < s.size() && s[i] == '>';
}

// find() of "<\s*/seg\s*>" in s from position from.
bool find_seg_close(std::string_view s, std::size_t from) {
  for (std::size_t i = s.find('<', from); i != std::string_view::npos; i = s.find('<', i + 1))
    if (seg_close_at(s, i)) return true;
  return false;
}

// Position of the first Java line terminator other than \n and \r (U+0085,
// U+2028, U+2029: "." does not match them) at or after i, or s.size().
std::size_t next_dot_barrier(std::string_view s, std::size_t i) {
  for (; i < s.size(); ++i) {
    const auto c = static_cast<unsigned char>(s[i]);
    if (c == 0xC2 && i + 1 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x85) return i;
    if (c == 0xE2 && i + 2 < s.size() && static_cast<unsigned char>(s[i + 1]) == 0x80 &&
        (static_cast<unsigned char>(s[i + 2]) == 0xA8 || static_cast<unsigned char>(s[i + 2]) == 0xA9))
      return i;
  }
  return s.size();
}

// find() of "<\s*seg.*?>(.*)<\s*\/seg\s*>": the text from the first '>'
// after the first "<seg" to the last "</seg>" of the line.
std::optional<std::string_view> find_seg_text(std::string_view line) {
  for (std::size_t s = line.find('<'); s != std::string_view::npos; s = line.find('<', s + 1)) {
    std::size_t i = skip_ws(line, s + 1);
    if (!ci_at(line, i, "seg")) continue;
    const std::size_t from = i + 3;
    const std::size_t bound = next_dot_barrier(line, from);
    const std::size_t gt = line.substr(0, bound).find('>', from);
    if (gt == std::string_view::npos) continue;
    // Greedy (.*): the last closing tag before the barrier. Later '>' would
    // only allow fewer closing tags, so they need not be tried.
    for (std::size_t e = bound; e-- > gt + 1;)
      if (line[e] == '<' && seg_close_at(line, e)) return line.substr(gt + 1, e - gt - 1);
  }
  return std::nullopt;
}

// Java's String.trim(): strips code units <= U+0020 at both ends.
std::string_view java_trim(std::string_view s) {
  std::size_t b = 0, e = s.size();
  while (b < e && static_cast<unsigned char>(s[b]) <= 0x20) ++b;
  while (e > b && static_cast<unsigned char>(s[e - 1]) <= 0x20) --e;
  return s.substr(b, e - b);
}

// Replaces every ASCII case-insensitive occurrence of entity by c.
void replace_entity(std::string& text, std::string_view entity, char c) {
  if (text.find('&') == std::string::npos) return;
  std::string out;
  out.reserve(text.size());
  for (std::size_t i = 0; i < text.size();) {
    if (text[i] == '&' && ci_at(text, i, entity)) {
      out += c;
      i += entity.size();
    } else {
      out += text[i++];
    }
  }
  text = std::move(out);
}

// The parser: one instance per file, fed line by line through next_line.
template <class NextLine>
void parse_lines(const std::string& name, NextLine&& next_line, SgmlData& data) {
  SgmlSet* set = nullptr;
  SgmlSystem* system = nullptr;  // as in Meteor, not reset by a new set header
  SgmlDocument* doc = nullptr;
  std::string line;
  std::size_t line_no = 0;
  while (next_line(line, line_no)) {
    if (find_open_tag(line, {"tstset", "refset"})) {
      auto setid = find_attribute(line, {"setid"});
      if (!setid) throw file_error(name, line_no, "set header without setid");
      set = &data.get_or_add(*setid);
      if (auto sysid = find_attribute(line, {"sysid", "refid"})) system = &set->get_or_add(*sysid);
    }
    if (find_open_tag(line, {"doc"})) {
      if (auto sysid = find_attribute(line, {"sysid", "refid"})) {
        if (!set) throw file_error(name, line_no, "<doc> before any <tstset> or <refset> header");
        system = &set->get_or_add(*sysid);
      } else if (!system) {
        throw file_error(name, line_no, "no system id: give sysid (or refid) on the <doc> or its set header");
      }
      auto docid = find_attribute(line, {"docid"});
      if (!docid) throw file_error(name, line_no, "<doc> header without docid");
      doc = &system->get_or_add(*docid);
    }
    auto seg_id = find_seg_id(line);
    if (!seg_id) continue;
    // Continuation lines are appended as they are, without a separator.
    const std::size_t seg_line_no = line_no;
    std::size_t scan_from = 0;
    std::string more;
    while (!find_seg_close(line, scan_from)) {
      // A closing tag can only start at or after the last '<' seen so far.
      std::size_t lt = line.rfind('<');
      scan_from = lt == std::string::npos ? line.size() : lt;
      if (!next_line(more, line_no))
        throw file_error(name, seg_line_no, "segment " + *seg_id + " has no </seg> before the end of the file");
      line += more;
    }
    for (char& c : line)
      if (is_ws(c)) c = ' ';
    auto text = find_seg_text(line);
    if (!text) throw file_error(name, seg_line_no, "cannot read the text of segment " + *seg_id);
    if (!doc) throw file_error(name, seg_line_no, "<seg> outside a document (no <doc> header before it)");
    doc->put(*seg_id, unescape_sgml(java_trim(*text)));
  }
}

// Integer.parseInt: optional sign, then Unicode decimal digits (BMP only,
// as Java reads char by char), within the int range.
std::optional<std::int64_t> java_parse_int(std::string_view s) {
  if (s.empty()) return std::nullopt;
  std::size_t i = 0;
  bool negative = false;
  if (s[0] == '-' || s[0] == '+') {
    negative = s[0] == '-';
    if (s.size() == 1) return std::nullopt;
    i = 1;
  }
  std::int64_t v = 0;
  while (i < s.size()) {
    char32_t cp = utf8::decode_one(s, i);
    if (cp > 0xFFFF) return std::nullopt;
    int d = u_digit(static_cast<UChar32>(cp), 10);
    if (d < 0) return std::nullopt;
    v = v * 10 + d;
    if (v > 2147483648LL) return std::nullopt;
  }
  if (negative) v = -v;
  if (v > 2147483647LL) return std::nullopt;
  return v;
}

// First UTF-16 code unit of a code point.
char32_t first_utf16_unit(char32_t cp) { return cp >= 0x10000 ? 0xD800 + ((cp - 0x10000) >> 10) : cp; }

}  // namespace

void read_sgml(const std::string& path, SgmlData& data) {
  LineReader in(path);
  parse_lines(
      path,
      [&](std::string& line, std::size_t& line_no) {
        if (!in.next(line)) return false;
        line_no = in.line_number();
        return true;
      },
      data);
}

SgmlData read_sgml(const std::string& path) {
  SgmlData data;
  read_sgml(path, data);
  return data;
}

void parse_sgml(std::string_view text, const std::string& name, SgmlData& data) {
  std::size_t pos = 0;
  parse_lines(
      name,
      [&](std::string& line, std::size_t& line_no) {
        if (pos >= text.size()) return false;
        std::size_t end = text.find_first_of("\r\n", pos);
        if (end == std::string_view::npos) end = text.size();
        line.assign(text.substr(pos, end - pos));
        pos = end;
        if (pos < text.size()) pos += (text[pos] == '\r' && pos + 1 < text.size() && text[pos + 1] == '\n') ? 2 : 1;
        ++line_no;
        return true;
      },
      data);
}

std::string unescape_sgml(std::string_view text) {
  std::string s(text);
  replace_entity(s, "&quot;", '"');
  replace_entity(s, "&apos;", '\'');
  replace_entity(s, "&lt;", '<');
  replace_entity(s, "&gt;", '>');
  replace_entity(s, "&amp;", '&');
  return s;
}

std::vector<std::string> hashset_keys(const std::vector<std::string_view>& keys) {
  std::vector<std::string_view> distinct;
  std::unordered_map<std::string_view, bool> seen;
  for (std::string_view k : keys)
    if (seen.emplace(k, true).second) distinct.push_back(k);
  std::vector<std::string> ordered;
  ordered.reserve(distinct.size());
  for (std::size_t i : java::hashset_order(distinct)) ordered.emplace_back(distinct[i]);
  return ordered;
}

int java_compare(std::string_view a, std::string_view b) {
  const std::size_t n = std::min(a.size(), b.size());
  std::size_t i = 0;
  while (i < n && a[i] == b[i]) ++i;
  if (i == n) return a.size() < b.size() ? -1 : (a.size() > b.size() ? 1 : 0);
  // Back up to the start of the code point that differs.
  while (i > 0 && (static_cast<unsigned char>(a[i]) & 0xC0) == 0x80) --i;
  std::size_t ia = i, ib = i;
  char32_t ca = utf8::decode_one(a, ia), cb = utf8::decode_one(b, ib);
  char32_t ua = first_utf16_unit(ca), ub = first_utf16_unit(cb);
  if (ua != ub) return ua < ub ? -1 : 1;
  return ca < cb ? -1 : 1;  // same high surrogate: the low ones decide
}

int compare_segment_ids(std::string_view a, std::string_view b) {
  auto ia = java_parse_int(a);
  auto ib = ia ? java_parse_int(b) : std::nullopt;
  if (ia && ib) {
    const auto diff = static_cast<std::int32_t>(static_cast<std::uint32_t>(*ia) - static_cast<std::uint32_t>(*ib));
    return diff < 0 ? -1 : (diff > 0 ? 1 : 0);
  }
  return java_compare(a, b);
}

}  // namespace meteor
