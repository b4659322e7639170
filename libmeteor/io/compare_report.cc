// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/compare_report.hh"

#include <cstdio>

#include "io/json.hh"
#include "util/error.hh"

namespace meteor {

namespace {

std::string fixed(double v, int decimals) {
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, v);
  return buf;
}

bool marked(double p) { return p < 0.05; }

// The width of a cell as a terminal shows it (code points; μ and ± are one).
std::size_t width(const std::string& s) {
  std::size_t w = 0;
  for (unsigned char c : s)
    if ((c & 0xC0) != 0x80) ++w;
  return w;
}

std::string pad(const std::string& s, std::size_t w) { return s + std::string(w > width(s) ? w - width(s) : 0, ' '); }

void check(const Comparison& c, const std::vector<std::string>& names) {
  if (names.size() != c.systems.size())
    throw InvalidArgument("compare: " + std::to_string(names.size()) + " names for " +
                          std::to_string(c.systems.size()) + " systems");
}

bool has_intervals(const Comparison& c) { return !c.systems.empty() && c.systems[0].mean.has_value(); }

std::string score_cell(const SystemComparison& s, bool intervals, int decimals, const char* pm) {
  std::string cell = fixed(s.score, decimals);
  if (intervals && s.mean && s.interval)
    cell += " (" + fixed(*s.mean, decimals) + " " + pm + " " + fixed(*s.interval, decimals) + ")";
  return cell;
}

std::string seed_words(const CompareSettings& s) {
  return s.seed ? "seed " + std::to_string(*s.seed) : std::string("seed drawn from the system (not repeatable)");
}

}  // namespace

std::string comparison_text(const Comparison& c, const std::vector<std::string>& names, int decimals) {
  check(c, names);
  const bool intervals = has_intervals(c);
  const bool test = c.settings.test != PairedTest::kNone;
  std::vector<std::vector<std::string>> rows;
  rows.push_back({"System", intervals ? "METEOR (μ ± 95% CI)" : "METEOR"});
  if (test) rows[0].push_back("p-value");
  for (std::size_t k = 0; k < c.systems.size(); ++k) {
    const SystemComparison& s = c.systems[k];
    std::vector<std::string> row{(k == 0 && test ? "Baseline: " : "") + names[k],
                                 score_cell(s, intervals, decimals, "±")};
    if (test) {
      std::string p;
      if (s.p_value) p = "p = " + fixed(*s.p_value, 4) + (marked(*s.p_value) ? "*" : "");
      row.push_back(p);
    }
    rows.push_back(std::move(row));
  }
  std::vector<std::size_t> w(rows[0].size(), 0);
  for (const auto& r : rows)
    for (std::size_t j = 0; j < r.size(); ++j) w[j] = std::max(w[j], width(r[j]));
  std::string out;
  auto line = [&](const std::vector<std::string>& r) {
    std::string l;
    for (std::size_t j = 0; j < r.size(); ++j) l += (j == 0 ? "" : "   ") + pad(r[j], w[j]);
    while (!l.empty() && l.back() == ' ') l.pop_back();
    out += l + '\n';
  };
  line(rows[0]);
  std::vector<std::string> rule;
  for (std::size_t x : w) rule.push_back(std::string(x, '-'));
  line(rule);
  for (std::size_t k = 1; k < rows.size(); ++k) line(rows[k]);
  out += '\n';
  const std::size_t n = test_samples(c.settings), ci = interval_samples(c.settings);
  if (c.settings.test == PairedTest::kBootstrap) {
    out += "Paired bootstrap resampling test with " + std::to_string(n) + " resamples, " + seed_words(c.settings) +
           ".\nEach system against the baseline; * marks p < 0.05. The means and 95% intervals come from the "
           "same resamples.\n";
  } else if (c.settings.test == PairedTest::kRandomization) {
    out += "Paired approximate randomization test with " + std::to_string(n) + " trials, " + seed_words(c.settings) +
           ".\nEach system against the baseline; * marks p < 0.05.";
    if (ci != 0) out += " Means and 95% intervals from " + std::to_string(ci) + " bootstrap resamples.";
    out += '\n';
  } else if (ci != 0) {
    out += "Means and 95% intervals from " + std::to_string(ci) + " bootstrap resamples, " + seed_words(c.settings) +
           ".\n";
  }
  out += "Signature: " + c.signature + '\n';
  return out;
}

std::string comparison_json(const Comparison& c, const std::vector<std::string>& names) {
  check(c, names);
  auto opt = [](const std::optional<double>& v) { return v ? json_number(*v) : std::string("null"); };
  std::string out = "{\"metric\": \"meteor\", \"test\": ";
  out += c.settings.test == PairedTest::kNone ? "null" : json_string(paired_test_name(c.settings.test));
  out += ", \"samples\": " + std::to_string(test_samples(c.settings));
  out += ", \"interval_samples\": " + std::to_string(interval_samples(c.settings));
  out += ", \"seed\": " + (c.settings.seed ? std::to_string(*c.settings.seed) : std::string("null"));
  out += ", \"signature\": " + json_string(c.signature) + ", \"systems\": [";
  for (std::size_t k = 0; k < c.systems.size(); ++k) {
    const SystemComparison& s = c.systems[k];
    if (k != 0) out += ", ";
    out += "{\"system\": " + json_string(names[k]) + ", \"baseline\": " + (k == 0 ? "true" : "false") +
           ", \"score\": " + json_number(s.score) + ", \"mean\": " + opt(s.mean) + ", \"ci\": " + opt(s.interval) +
           ", \"p_value\": " + opt(s.p_value) + "}";
  }
  out += "]}\n";
  return out;
}

namespace {

std::string latex_escape(const std::string& s) {
  std::string out;
  for (char ch : s) {
    switch (ch) {
      case '\\':
        out += "\\textbackslash{}";
        break;
      case '&':
      case '%':
      case '$':
      case '#':
      case '_':
      case '{':
      case '}':
        out += '\\';
        out += ch;
        break;
      case '~':
        out += "\\textasciitilde{}";
        break;
      case '^':
        out += "\\textasciicircum{}";
        break;
      default:
        out += ch;
    }
  }
  return out;
}

}  // namespace

std::string comparison_latex(const Comparison& c, const std::vector<std::string>& names, int decimals) {
  check(c, names);
  const bool intervals = has_intervals(c);
  const bool test = c.settings.test != PairedTest::kNone;
  std::string out = "% " + c.signature + "\n";
  out += std::string("\\begin{tabular}{l") + (test ? "rr" : "r") + "}\n\\toprule\n";
  out += std::string("System & METEOR") + (intervals ? " ($\\mu \\pm$ 95\\% CI)" : "") + (test ? " & $p$" : "") +
         " \\\\\n\\midrule\n";
  for (std::size_t k = 0; k < c.systems.size(); ++k) {
    const SystemComparison& s = c.systems[k];
    out += (k == 0 && test ? "Baseline: " : "") + latex_escape(names[k]) + " & " +
           score_cell(s, intervals, decimals, "$\\pm$");
    if (test) {
      out += " & ";
      out += s.p_value ? fixed(*s.p_value, 4) + (marked(*s.p_value) ? "$^*$" : "") : std::string("--");
    }
    out += " \\\\\n";
    if (k == 0 && test) out += "\\midrule\n";
  }
  out += "\\bottomrule\n\\end{tabular}\n";
  return out;
}

}  // namespace meteor
