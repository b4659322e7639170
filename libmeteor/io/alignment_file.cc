// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/alignment_file.hh"

#include <optional>

#include "java/lang.hh"
#include "util/error.hh"
#include "util/line_reader.hh"

namespace meteor {
namespace {

bool is_space(char c) { return c == ' ' || c == '\t' || c == '\r' || c == '\n' || c == '\f' || c == '\v'; }

std::vector<std::string> split(std::string_view s) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && is_space(s[i])) ++i;
    std::size_t b = i;
    while (i < s.size() && !is_space(s[i])) ++i;
    if (i > b) out.emplace_back(s.substr(b, i - b));
  }
  return out;
}

bool blank(std::string_view s) {
  for (char c : s)
    if (!is_space(c)) return false;
  return true;
}

// "start:length" with both numbers non-negative.
std::optional<std::pair<int, int>> span(const std::string& s) {
  std::size_t colon = s.find(':');
  if (colon == std::string::npos) return std::nullopt;
  auto a = java::parse_int(s.substr(0, colon));
  auto b = java::parse_int(s.substr(colon + 1));
  if (!a || !b || *a < 0 || *b < 0) return std::nullopt;
  return std::make_pair(*a, *b);
}

// Parses lines[0..] (with 1-based numbers from first_line) into alignments.
class Parser {
 public:
  Parser(const std::vector<std::string>& lines, const std::string& name) : lines_(lines), name_(name) {}

  std::vector<ScoredAlignment> run() {
    std::vector<ScoredAlignment> out;
    while (true) {
      while (i_ < lines_.size() && blank(lines_[i_])) ++i_;
      if (i_ >= lines_.size()) break;
      out.push_back(block());
    }
    return out;
  }

 private:
  Error error(const std::string& what) const { return file_error(name_, i_ + 1, what); }

  const std::string& take(const char* what) {
    if (i_ >= lines_.size()) throw file_error(name_, lines_.size(), std::string("missing ") + what);
    return lines_[i_++];
  }

  ScoredAlignment block() {
    ScoredAlignment a;
    const std::string& header = lines_[i_];
    if (header.compare(0, 9, "Alignment") != 0) throw error("expected a line starting with 'Alignment'");
    std::vector<std::string> fields = split(std::string_view(header).substr(9));
    if (fields.size() >= 5) {
      std::optional<double> v[4];
      bool all = true;
      for (int k = 0; k < 4; ++k) {
        v[k] = java::parse_double(fields[fields.size() - 4 + k]);
        all = all && v[k].has_value();
      }
      if (all) {
        a.has_scores = true;
        a.precision = *v[0];
        a.recall = *v[1];
        a.frag = *v[2];
        a.score = *v[3];
        fields.resize(fields.size() - 4);
      }
    }
    for (std::size_t k = 0; k < fields.size(); ++k) a.name += (k ? "\t" : "") + fields[k];
    ++i_;
    a.test_words = split(take("test sentence"));
    a.reference_words = split(take("reference sentence"));
    const std::size_t header_line = i_;
    const std::string& columns = take("'Line2Start:Length' line");
    if (columns.compare(0, 10, "Line2Start") != 0)
      throw file_error(name_, header_line + 1, "expected the 'Line2Start:Length' line");
    while (i_ < lines_.size() && !blank(lines_[i_])) {
      std::vector<std::string> f = split(lines_[i_]);
      auto ref = f.size() >= 3 ? span(f[0]) : std::nullopt;
      auto test = f.size() >= 3 ? span(f[1]) : std::nullopt;
      auto module = f.size() >= 3 ? java::parse_int(f[2]) : std::nullopt;
      if (!ref || !test || !module || *module < 0 || f.size() > 4)
        throw error("expected 'refStart:length testStart:length module [prob]'");
      Match m;
      m.reference_start = ref->first;
      m.reference_length = ref->second;
      m.test_start = test->first;
      m.test_length = test->second;
      m.module = *module;
      if (f.size() == 4) {
        auto p = java::parse_double(f[3]);
        if (!p) throw error("'" + f[3] + "' is not a number");
        m.prob = *p;
      }
      if (static_cast<std::size_t>(m.reference_start) + static_cast<std::size_t>(m.reference_length) >
              a.reference_words.size() ||
          static_cast<std::size_t>(m.test_start) + static_cast<std::size_t>(m.test_length) > a.test_words.size())
        throw error("match outside the sentences (" + std::to_string(a.test_words.size()) + " test, " +
                    std::to_string(a.reference_words.size()) + " reference words)");
      a.matches.push_back(m);
      ++i_;
    }
    return a;
  }

  const std::vector<std::string>& lines_;
  const std::string& name_;
  std::size_t i_ = 0;
};

}  // namespace

std::vector<ScoredAlignment> parse_alignments(std::string_view text, const std::string& name) {
  std::vector<std::string> lines;
  std::size_t b = 0;
  while (b < text.size()) {
    std::size_t e = text.find_first_of("\r\n", b);
    if (e == std::string_view::npos) e = text.size();
    lines.emplace_back(text.substr(b, e - b));
    if (e < text.size() && text[e] == '\r' && e + 1 < text.size() && text[e + 1] == '\n') ++e;
    b = e + 1;
  }
  return Parser(lines, name).run();
}

std::vector<ScoredAlignment> read_alignment_file(const std::string& path) {
  std::vector<std::string> lines;
  LineReader reader(path);
  std::string line;
  while (reader.next(line)) lines.push_back(line);
  return Parser(lines, path).run();
}

}  // namespace meteor
