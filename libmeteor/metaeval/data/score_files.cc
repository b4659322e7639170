// MTME score files read: Python's float() grammar, "[DOMAIN] SYSNAME SCORE"
// lines checked (blank lines, field counts, None, non-finite scores), and the
// gold and metric files of the two-file mode made into a table.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/data/eval_set.hh"

#include <charconv>
#include <cmath>
#include <cstdlib>
#include <system_error>
#include <unordered_map>
#include <limits>

#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/line_reader.hh"

namespace meteor::metaeval {

const std::vector<std::optional<double>>* MtmeScores::find(const std::string& system) const {
  for (std::size_t i = 0; i < systems.size(); ++i)
    if (systems[i] == system) return &scores[i];
  return nullptr;
}

namespace {

// [sign] digits [. digits] [e|E [sign] digits], at least one mantissa digit,
// nothing else: the usual score.
bool is_plain_decimal(std::string_view t) {
  std::size_t i = 0, mantissa = 0;
  if (i < t.size() && (t[i] == '+' || t[i] == '-')) ++i;
  for (; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i) ++mantissa;
  if (i < t.size() && t[i] == '.')
    for (++i; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i) ++mantissa;
  if (mantissa == 0) return false;
  if (i < t.size() && (t[i] == 'e' || t[i] == 'E')) {
    ++i;
    if (i < t.size() && (t[i] == '+' || t[i] == '-')) ++i;
    std::size_t exponent = 0;
    for (; i < t.size() && t[i] >= '0' && t[i] <= '9'; ++i) ++exponent;
    if (exponent == 0) return false;
  }
  return i == t.size();
}

bool is_digit(char c) { return c >= '0' && c <= '9'; }

}  // namespace

std::optional<double> parse_python_float(std::string_view text) {
  if (is_plain_decimal(text)) {  // from_chars: correctly rounded as strtod; it takes no '+'
    const std::size_t plus = text[0] == '+' ? 1 : 0;
    double d = 0;
    const auto [end, ec] = std::from_chars(text.data() + plus, text.data() + text.size(), d);
    if (ec == std::errc() && end == text.data() + text.size()) return d;
  }
  // Else Python's other forms: '_' between two digits, any case, inf and nan,
  // numbers beyond a double's range.
  std::string clean;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '_')
      clean += static_cast<char>(text[i] >= 'A' && text[i] <= 'Z' ? text[i] - 'A' + 'a' : text[i]);
    else if (i == 0 || i + 1 == text.size() || !is_digit(text[i - 1]) || !is_digit(text[i + 1]))
      return std::nullopt;
  }
  std::string_view body = clean;
  if (!body.empty() && (body[0] == '+' || body[0] == '-')) body.remove_prefix(1);
  if (body == "inf" || body == "infinity")
    return clean[0] == '-' ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
  if (body == "nan") return std::numeric_limits<double>::quiet_NaN();
  if (!is_plain_decimal(clean)) return std::nullopt;
  return std::strtod(clean.c_str(), nullptr);  // correctly rounded, as Python's float()
}

MtmeScores read_mtme_scores(const std::string& path, bool allow_none, std::size_t fields_wanted) {
  MtmeScores out;
  std::unordered_map<std::string, std::size_t> index;
  LineReader reader(path);
  std::string line;
  std::vector<std::string_view> fields;
  std::size_t last = 0;  // the system of the previous line (systems come in blocks)
  while (reader.next(line)) {
    split_python_whitespace(line, fields);
    if (fields_wanted == 0) fields_wanted = fields.size() == 3 ? 3 : 2;
    const char* form = fields_wanted == 2 ? "'SYSNAME SCORE'" : "'DOMAIN SYSNAME SCORE'";
    if (fields.empty()) throw file_error(path, reader.line_number(), std::string("blank line (expected ") + form + ")");
    if (fields.size() != fields_wanted)
      throw file_error(path, reader.line_number(), std::string("expected ") + form + ", found " +
                                                       std::to_string(fields.size()) + " fields");
    const std::string_view name = fields[fields_wanted - 2];
    const std::string_view score = fields[fields_wanted - 1];
    std::optional<double> value;
    if (score == "None") {
      if (!allow_none) throw file_error(path, reader.line_number(), "None is not allowed in metric scores");
    } else {
      value = parse_python_float(score);
      if (!value) throw file_error(path, reader.line_number(), "'" + std::string(score) + "' is not a number");
      if (!std::isfinite(*value))
        throw file_error(path, reader.line_number(), "score '" + std::string(score) + "' is not finite (NaN and infinite scores are not allowed)");
    }
    if (out.systems.empty() || out.systems[last] != name) {
      auto [it, added] = index.try_emplace(std::string(name), out.systems.size());
      if (added) {
        out.systems.emplace_back(name);
        out.scores.emplace_back();
        out.domains.emplace_back();
      }
      last = it->second;
    }
    out.scores[last].push_back(value);
    if (fields_wanted == 3) out.domains[last].emplace_back(fields[0]);
  }
  return out;
}

ScoreTable read_score_table(const std::string& gold_path, const std::string& metric_path,
                            const std::set<std::string>& excluded) {
  const MtmeScores gold = read_mtme_scores(gold_path, true);
  const MtmeScores metric = read_mtme_scores(metric_path, false);
  Vector g, m;
  std::size_t systems = 0, items = 0;
  for (std::size_t s = 0; s < gold.systems.size(); ++s) {
    const std::string& name = gold.systems[s];
    if (excluded.count(name)) continue;
    const auto* scores = metric.find(name);
    if (!scores) throw file_error(metric_path, "no scores for system " + name + " (it has gold scores; leave it out with -exclude " + name + ")");
    const auto& gs = gold.scores[s];
    if (systems == 0) items = gs.size();
    if (gs.size() != items)
      throw file_error(gold_path, "system " + name + " has " + std::to_string(gs.size()) + " scores, " +
                                      gold.systems[0] + " has " + std::to_string(items));
    if (scores->size() != gs.size())
      throw file_error(metric_path, "system " + name + " has " + std::to_string(scores->size()) +
                                        " scores, the gold file " + std::to_string(gs.size()));
    for (std::size_t i = 0; i < gs.size(); ++i) {
      g.push_back(gs[i] ? *gs[i] : kNaN);
      m.push_back(*(*scores)[i]);
    }
    ++systems;
  }
  if (systems == 0) throw file_error(gold_path, "no system to correlate");
  try {
    return make_score_table(std::move(g), std::move(m), systems);
  } catch (const InvalidArgument& e) {
    throw file_error(metric_path, e.what());
  }
}

}  // namespace meteor::metaeval
