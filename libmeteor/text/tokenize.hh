// The one tokenizer: Meteor splits lines on exactly the characters of
// java.util.StringTokenizer's default delimiter set, " \t\n\r\f".
// Beside it, the split of MT Metrics Eval's files (Python's str.split() on
// ASCII whitespace, which also counts \v).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <cstring>
#include <string>
#include <string_view>
#include <vector>

namespace meteor {

inline bool is_token_delimiter(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f';
}

// s without spaces, tabs, CRs and LFs at either end (a field of a line: a
// signature, an n-best list's ID and text).
inline std::string_view trim_whitespace(std::string_view s) {
  auto space = [](char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n'; };
  while (!s.empty() && space(s.front())) s.remove_prefix(1);
  while (!s.empty() && space(s.back())) s.remove_suffix(1);
  return s;
}

namespace tokenize_detail {
// Bit 7 of each byte of x set where that byte is at most ' ' (where a
// delimiter may be).
inline std::uint64_t low_bytes(std::uint64_t x) {
  constexpr std::uint64_t k7F = 0x7F7F7F7F7F7F7F7Full, k80 = 0x8080808080808080ull;
  const std::uint64_t above = (x & k7F) + 0x5F5F5F5F5F5F5F5Full;  // bit 7: low 7 bits > 0x20
  return ~(above | x) & k80;
}
}  // namespace tokenize_detail

// Calls f(std::string_view token) for each token of line, in order. A token
// ends at the first delimiter, looked for 8 bytes at a time.
template <class F>
inline void for_each_token(std::string_view line, F&& f) {
  std::size_t i = 0;
  const std::size_t n = line.size();
  const char* p = line.data();
  while (i < n) {
    while (i < n && is_token_delimiter(p[i])) ++i;
    const std::size_t start = i;
    bool ended = false;
#if __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    while (!ended && i + 8 <= n) {
      std::uint64_t x;
      std::memcpy(&x, p + i, 8);
      if (const std::uint64_t low = tokenize_detail::low_bytes(x); low == 0) {
        i += 8;
      } else {
        i += static_cast<std::size_t>(__builtin_ctzll(low)) >> 3;  // the first byte up to ' '
        ended = is_token_delimiter(p[i]);
        if (!ended) ++i;
      }
    }
#endif
    if (!ended)
      while (i < n && !is_token_delimiter(p[i])) ++i;
    if (i > start) f(line.substr(start, i - start));
  }
}

inline std::vector<std::string> tokenize(std::string_view line) {
  // Room for all tokens at once (at most one more than the bytes up to ' ',
  // where the delimiters are), so that no string is moved as the vector
  // grows.
  std::size_t low = 0;
  for (char c : line) low += static_cast<unsigned char>(c) <= ' ';
  std::vector<std::string> out;
  out.reserve(low + 1);
  for_each_token(line, [&](std::string_view t) { out.emplace_back(t); });
  return out;
}

// The fields of s between the separators, empty ones included ("a,,b" ->
// "a", "", "b"; "" -> one empty field), as Python's str.split(sep).
inline std::vector<std::string> split_on(std::string_view s, char sep) {
  std::vector<std::string> out;
  std::size_t b = 0;
  for (;;) {
    const std::size_t e = s.find(sep, b);
    out.emplace_back(s.substr(b, e == std::string_view::npos ? std::string_view::npos : e - b));
    if (e == std::string_view::npos) return out;
    b = e + 1;
  }
}

// Python's str.split() with no argument, for ASCII text: fields separated
// by runs of " \t\n\r\f\v" (how MTME reads its score and document files).
inline bool is_python_space(char c) { return is_token_delimiter(c) || c == '\v'; }

// The fields as views into line, into out (cleared first; its storage is
// reused from line to line).
inline void split_python_whitespace(std::string_view line, std::vector<std::string_view>& out) {
  out.clear();
  std::size_t i = 0, n = line.size();
  while (i < n) {
    while (i < n && is_python_space(line[i])) ++i;
    std::size_t start = i;
    while (i < n && !is_python_space(line[i])) ++i;
    if (i > start) out.push_back(line.substr(start, i - start));
  }
}

inline std::vector<std::string> split_python_whitespace(std::string_view line) {
  std::vector<std::string_view> views;
  split_python_whitespace(line, views);
  return std::vector<std::string>(views.begin(), views.end());
}

}  // namespace meteor
