// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/xray.hh"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>
#include <numeric>

#include "util/error.hh"

namespace meteor {

std::string html_escape(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (char c : s) {
    switch (c) {
      case '&': out += "&amp;"; break;
      case '<': out += "&lt;"; break;
      case '>': out += "&gt;"; break;
      case '"': out += "&quot;"; break;
      case '\'': out += "&#39;"; break;
      default: out += c;
    }
  }
  return out;
}

namespace {

// ---------------------------------------------------------------- text

std::string esc(std::string_view s) { return html_escape(s); }

std::string fmt(double d, int decimals = 3) {
  if (std::isnan(d)) return "NaN";
  char buf[64];
  std::snprintf(buf, sizeof buf, "%.*f", decimals, d);
  return buf;
}

std::string px(double d) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", d);
  std::string s = buf;
  if (s.size() > 2 && s.compare(s.size() - 2, 2, ".0") == 0) s.resize(s.size() - 2);
  return s;
}

// A difference with its sign (U+2212 minus); zero when it rounds to zero.
std::string signed_fmt(double d, int decimals = 3) {
  const std::string digits = fmt(std::fabs(d), decimals);
  if (digits.find_first_not_of("0.") == std::string::npos) return "\u00b1" + digits;
  return (d > 0 ? "+" : "\u2212") + digits;
}

// Code points of UTF-8 text, each with its byte offset.
std::vector<std::size_t> code_point_offsets(std::string_view s) {
  std::vector<std::size_t> out;
  for (std::size_t i = 0; i < s.size(); ++i)
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80) out.push_back(i);
  return out;
}

char32_t decode_at(std::string_view s, std::size_t i) {
  const auto c = static_cast<unsigned char>(s[i]);
  auto cont = [&](std::size_t k) -> char32_t {
    return i + k < s.size() ? static_cast<unsigned char>(s[i + k]) & 0x3F : 0;
  };
  if (c < 0x80) return c;
  if (c < 0xE0) return ((c & 0x1F) << 6) | cont(1);
  if (c < 0xF0) return ((c & 0x0F) << 12) | (cont(1) << 6) | cont(2);
  return ((c & 0x07) << 18) | (cont(1) << 12) | (cont(2) << 6) | cont(3);
}

bool wide(char32_t c) {
  return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0xA4CF) || (c >= 0xAC00 && c <= 0xD7A3) ||
         (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F) || (c >= 0xFF00 && c <= 0xFF60) ||
         (c >= 0xFFE0 && c <= 0xFFE6) || c >= 0x20000;
}

// Estimated width in pixels of text at 12px (no measuring without script).
constexpr double kNarrow = 7.0, kWide = 12.5;
double text_width(std::string_view s) {
  double w = 0;
  for (std::size_t i : code_point_offsets(s)) w += wide(decode_at(s, i)) ? kWide : kNarrow;
  return w;
}

// Words longer than max_chars code points are cut with an ellipsis.
constexpr std::size_t kMaxLabel = 22;
std::string label(std::string_view word) {
  std::vector<std::size_t> cps = code_point_offsets(word);
  if (cps.size() <= kMaxLabel) return std::string(word);
  return std::string(word.substr(0, cps[kMaxLabel - 1])) + "\u2026";
}

// ---------------------------------------------------------------- colours

// Modules by name (Meteor's four), others from a spare palette.
std::string module_color(const std::vector<std::string>& modules, int index) {
  static const std::map<std::string, std::string> known = {
      {"exact", "#2f9e44"}, {"stem", "#1c7ed6"}, {"synonym", "#f08c00"}, {"paraphrase", "#ae3ec9"}};
  static const char* const spare[] = {"#0c8599", "#e8590c", "#5c940d", "#c2255c"};
  if (index >= 0 && static_cast<std::size_t>(index) < modules.size()) {
    auto it = known.find(modules[static_cast<std::size_t>(index)]);
    if (it != known.end()) return it->second;
  }
  return spare[static_cast<std::size_t>(std::max(index, 0)) % 4];
}

std::string module_name(const std::vector<std::string>& modules, int index) {
  if (index >= 0 && static_cast<std::size_t>(index) < modules.size()) return modules[static_cast<std::size_t>(index)];
  return "module " + std::to_string(index);
}

const char* system_color(std::size_t i) {
  static const char* const colors[] = {"#4263eb", "#f76707", "#12b886", "#ae3ec9", "#fab005", "#868e96"};
  return colors[i % 6];
}

// ---------------------------------------------------------------- statistics

// The mean of the values that are numbers (NaN for empty segments).
double mean(const std::vector<double>& v) {
  double s = 0;
  std::size_t n = 0;
  for (double d : v)
    if (!std::isnan(d)) {
      s += d;
      ++n;
    }
  return n ? s / static_cast<double>(n) : std::nan("");
}

struct SystemSummary {
  std::vector<double> score, frag, precision, recall;
  std::size_t test_words = 0, reference_words = 0;
  std::map<int, std::size_t> matched_test_words;  // by module
  std::size_t matched_test = 0;
};

SystemSummary summarize(const XraySystem& s) {
  SystemSummary out;
  for (const ScoredAlignment& a : s.segments) {
    out.score.push_back(a.score);
    out.frag.push_back(a.frag);
    out.precision.push_back(a.precision);
    out.recall.push_back(a.recall);
    out.test_words += a.test_words.size();
    out.reference_words += a.reference_words.size();
    for (const Match& m : a.matches) {
      out.matched_test_words[m.module] += static_cast<std::size_t>(m.test_length);
      out.matched_test += static_cast<std::size_t>(m.test_length);
    }
  }
  return out;
}

// ---------------------------------------------------------------- charts

// The y axis: the smallest round step (1, 2, 5 x 10^k) that reaches v in at
// most 6 ticks.
struct Axis {
  double top;
  int ticks;
};
Axis y_axis(int v) {
  for (double p = 1;; p *= 10)
    for (double m : {1.0, 2.0, 5.0}) {
      const double step = m * p;
      const int ticks = std::max(1, static_cast<int>(std::ceil(v / step)));
      if (ticks <= 6) return {step * ticks, ticks};
    }
}

// Grouped bars: one group per bin, one bar per system.
void histogram_svg(std::string& out, const std::string& title, const std::string& axis,
                   const std::vector<std::array<int, 10>>& dists, const std::vector<XraySystem>& systems, double width,
                   double height) {
  const double left = 46, right = 12, top = 30, bottom = 40;
  const double pw = width - left - right, ph = height - top - bottom;
  int max_count = 0;
  for (const auto& d : dists) max_count = std::max(max_count, *std::max_element(d.begin(), d.end()));
  const Axis axis_y = y_axis(max_count);
  const double ymax = axis_y.top;
  out += "<svg class=\"chart\" width=\"" + px(width) + "\" height=\"" + px(height) + "\" viewBox=\"0 0 " + px(width) +
         " " + px(height) + "\" role=\"img\" aria-label=\"" + esc(title) + "\">";
  out += "<text class=\"ct\" x=\"" + px(left) + "\" y=\"18\">" + esc(title) + "</text>";
  // Horizontal grid and y labels.
  for (int k = 0; k <= axis_y.ticks; ++k) {
    const double v = ymax * k / axis_y.ticks, y = top + ph - ph * k / axis_y.ticks;
    out += "<line class=\"gl\" x1=\"" + px(left) + "\" x2=\"" + px(left + pw) + "\" y1=\"" + px(y) + "\" y2=\"" +
           px(y) + "\"/>";
    char buf[32];
    std::snprintf(buf, sizeof buf, "%g", v);
    out += "<text class=\"yl\" x=\"" + px(left - 6) + "\" y=\"" + px(y + 4) + "\">" + buf + "</text>";
  }
  const double group = pw / 10, bar = group * 0.8 / static_cast<double>(std::max<std::size_t>(1, dists.size()));
  for (std::size_t s = 0; s < dists.size(); ++s)
    for (int b = 0; b < 10; ++b) {
      const int c = dists[s][static_cast<std::size_t>(b)];
      if (c == 0) continue;
      const double h = ph * c / ymax;
      const double x = left + group * b + group * 0.1 + bar * static_cast<double>(s);
      char range[48];
      std::snprintf(range, sizeof range, "%.1f\u2013%.1f", b / 10.0, (b + 1) / 10.0);
      out += "<rect x=\"" + px(x) + "\" y=\"" + px(top + ph - h) + "\" width=\"" + px(bar) + "\" height=\"" + px(h) +
             "\" fill=\"" + system_color(s) + "\"><title>" + esc(systems[s].label) + ", " + range + ": " +
             std::to_string(c) + " segments</title></rect>";
    }
  // Axes and bin edges.
  out += "<line class=\"ax\" x1=\"" + px(left) + "\" x2=\"" + px(left + pw) + "\" y1=\"" + px(top + ph) + "\" y2=\"" +
         px(top + ph) + "\"/>";
  for (int b = 0; b <= 10; ++b) {
    const double x = left + group * b;
    out += "<line class=\"ax\" x1=\"" + px(x) + "\" x2=\"" + px(x) + "\" y1=\"" + px(top + ph) + "\" y2=\"" +
           px(top + ph + 4) + "\"/>";
    char buf[16];
    std::snprintf(buf, sizeof buf, b == 0 ? "0" : b == 10 ? "1" : "%.1f", b / 10.0);
    out += "<text class=\"xl\" x=\"" + px(x) + "\" y=\"" + px(top + ph + 17) + "\">" + buf + "</text>";
  }
  out += "<text class=\"al\" x=\"" + px(left + pw / 2) + "\" y=\"" + px(height - 4) + "\">" + esc(axis) + "</text>";
  out += "<text class=\"al\" transform=\"translate(12 " + px(top + ph / 2) + ") rotate(-90)\">segments</text>";
  out += "</svg>";
}

// ---------------------------------------------------------------- grids

constexpr double kCell = 18;

// The module of each word of either side (-1: unmatched).
struct WordModules {
  std::vector<int> test, reference;
};
WordModules word_modules(const ScoredAlignment& a) {
  WordModules w{std::vector<int>(a.test_words.size(), -1), std::vector<int>(a.reference_words.size(), -1)};
  for (const Match& m : a.matches) {
    for (int i = 0; i < m.test_length; ++i) w.test[static_cast<std::size_t>(m.test_start + i)] = m.module;
    for (int j = 0; j < m.reference_length; ++j)
      w.reference[static_cast<std::size_t>(m.reference_start + j)] = m.module;
  }
  return w;
}

std::string join(const std::vector<std::string>& words, int start, int length) {
  std::string out;
  for (int k = 0; k < length; ++k) out += (k ? " " : "") + words[static_cast<std::size_t>(start + k)];
  return out;
}

// Rows: test words; columns: reference words (labels at 60 degrees).
void grid_svg(std::string& out, const ScoredAlignment& a, const XrayOptions& o) {
  const std::size_t rows = a.test_words.size(), cols = a.reference_words.size();
  double row_label = 40, col_label = 30;
  for (const std::string& w : a.test_words) row_label = std::max(row_label, text_width(label(w)));
  for (const std::string& w : a.reference_words) col_label = std::max(col_label, text_width(label(w)));
  const double sin60 = 0.866, cos60 = 0.5;
  const double left = row_label + 14, top = col_label * sin60 + 16;
  const double gw = kCell * static_cast<double>(cols), gh = kCell * static_cast<double>(rows);
  const double width = left + gw + std::max(8.0, col_label * cos60 - kCell * 0.5 + 8);
  const double height = top + gh + 8;
  const WordModules wm = word_modules(a);

  out += "<svg class=\"grid\" width=\"" + px(width) + "\" height=\"" + px(height) + "\" viewBox=\"0 0 " + px(width) +
         " " + px(height) + "\">";
  // Reference words, rotated.
  for (std::size_t j = 0; j < cols; ++j) {
    const double x = left + kCell * (static_cast<double>(j) + 0.5) + 4, y = top - 6;
    const int mod = wm.reference[j];
    out += "<text class=\"" + std::string(mod < 0 ? "w u" : "w") + "\" transform=\"translate(" + px(x) + " " + px(y) +
           ") rotate(-60)\"><title>" + esc(a.reference_words[j]) + "</title>" + esc(label(a.reference_words[j])) + "</text>";
  }
  // Test words, right-aligned, with a tint of their module.
  for (std::size_t i = 0; i < rows; ++i) {
    const double y = top + kCell * static_cast<double>(i);
    const int mod = wm.test[i];
    if (mod >= 0)
      out += "<rect x=\"" + px(left - text_width(label(a.test_words[i])) - 10) + "\" y=\"" + px(y + 1) +
             "\" width=\"" + px(text_width(label(a.test_words[i])) + 8) + "\" height=\"" + px(kCell - 2) +
             "\" rx=\"3\" fill=\"" + module_color(o.modules, mod) + "\" fill-opacity=\"0.16\"/>";
    out += "<text class=\"" + std::string(mod < 0 ? "w u" : "w") + "\" x=\"" + px(left - 6) + "\" y=\"" +
           px(y + kCell * 0.5 + 4) + "\" text-anchor=\"end\"><title>" + esc(a.test_words[i]) + "</title>" +
           esc(label(a.test_words[i])) + "</text>";
  }
  // Cells: background, lines, then matches on top.
  out += "<rect class=\"gb\" x=\"" + px(left) + "\" y=\"" + px(top) + "\" width=\"" + px(gw) + "\" height=\"" +
         px(gh) + "\"/>";
  for (std::size_t j = 1; j < cols; ++j) {
    const double x = left + kCell * static_cast<double>(j);
    out += "<line class=\"cl\" x1=\"" + px(x) + "\" x2=\"" + px(x) + "\" y1=\"" + px(top) + "\" y2=\"" +
           px(top + gh) + "\"/>";
  }
  for (std::size_t i = 1; i < rows; ++i) {
    const double y = top + kCell * static_cast<double>(i);
    out += "<line class=\"cl\" x1=\"" + px(left) + "\" x2=\"" + px(left + gw) + "\" y1=\"" + px(y) + "\" y2=\"" +
           px(y) + "\"/>";
  }
  for (const Match& m : a.matches) {
    const double x = left + kCell * m.reference_start + 2, y = top + kCell * m.test_start + 2;
    out += "<rect x=\"" + px(x) + "\" y=\"" + px(y) + "\" width=\"" + px(kCell * m.reference_length - 4) +
           "\" height=\"" + px(kCell * m.test_length - 4) + "\" rx=\"3\" fill=\"" + module_color(o.modules, m.module) +
           "\"><title>" + esc(join(a.test_words, m.test_start, m.test_length)) + " \u2194 " +
           esc(join(a.reference_words, m.reference_start, m.reference_length)) + " (" +
           esc(module_name(o.modules, m.module)) + ")</title></rect>";
  }
  if (rows > 0 && cols > 0)
    out += "<rect class=\"gf\" x=\"" + px(left) + "\" y=\"" + px(top) + "\" width=\"" + px(gw) + "\" height=\"" +
           px(gh) + "\"/>";
  out += "</svg>";
}

std::string segment_title(const std::string& name) {
  std::string t = name;
  for (char& c : t)
    if (c == '\t') c = ' ';
  return t;
}

const char* const kStyle = R"(
:root{--ink:#1f2933;--muted:#52606d;--faint:#9aa5b1;--line:#e4e7eb;--bg:#f5f7fa}
*{box-sizing:border-box}
body{margin:0;background:var(--bg);color:var(--ink);font:14px/1.45 "DejaVu Sans","Noto Sans","Liberation Sans",Arial,sans-serif}
header{background:#102a43;color:#fff;padding:18px 32px}
header h1{margin:0;font-size:22px;font-weight:600}
header p{margin:4px 0 0;color:#bcccdc;font-size:13px}
main{padding:8px 32px 40px}
section{background:#fff;border:1px solid var(--line);border-radius:8px;padding:16px 20px;margin:16px 0}
h2{font-size:17px;margin:0 0 10px}
h3{font-size:14px;margin:0 0 6px}
.note{color:var(--muted);font-size:13px;margin:0 0 10px}
table{border-collapse:collapse;font-size:13px}
th,td{padding:4px 12px;border-bottom:1px solid var(--line);text-align:right;white-space:nowrap}
th:first-child,td:first-child{text-align:left;padding-left:0}
thead th{border-bottom:2px solid #cbd2d9;font-weight:600}
td.sub{padding-left:18px;color:var(--muted)}
.key{display:flex;flex-wrap:wrap;gap:16px;font-size:13px;margin:4px 0 12px;color:var(--muted)}
.sw{display:inline-block;width:12px;height:12px;border-radius:3px;margin-right:5px;vertical-align:-1px}
.charts{display:flex;flex-wrap:wrap;gap:8px 24px}
.seg{border-top:1px solid var(--line);padding:14px 0 6px}
.seg:first-of-type{border-top:0}
table.segstats{margin-top:22px}
table.segstats td,table.segstats th{padding:2px 10px}
.grids{display:flex;flex-wrap:wrap;gap:12px 40px;align-items:flex-start}
figure{margin:0}
figcaption{font-size:13px;font-weight:600;margin:0 0 2px}
figcaption span{font-weight:400;color:var(--muted)}
.up{color:#2b8a3e}.down{color:#c92a2a}
svg text{font-family:"DejaVu Sans","Noto Sans","Liberation Sans",Arial,sans-serif}
svg .ct{font-size:13px;font-weight:600;fill:var(--ink)}
svg .yl{font-size:11px;fill:var(--muted);text-anchor:end}
svg .xl{font-size:11px;fill:var(--muted);text-anchor:middle}
svg .al{font-size:11px;fill:var(--muted);text-anchor:middle}
svg .gl{stroke:var(--line)}
svg .ax{stroke:#7b8794}
svg .w{font-size:12px;fill:var(--ink)}
svg .w.u{fill:var(--faint);font-style:italic}
svg .gb{fill:#fff}
svg .cl{stroke:#edf0f3}
svg .gf{fill:none;stroke:#9aa5b1}
)";

}  // namespace

std::array<int, 10> xray_histogram(const std::vector<double>& values) {
  std::array<int, 10> dist{};
  const double step = 1.0 / 10;
  for (double v : values) {
    const double s = std::fabs(v);
    if (std::isnan(s)) {
      ++dist[0];
      continue;
    }
    // As xray.py: min(size - 1, int(floor(s / step))).
    const double bin = std::floor(s / step);
    ++dist[bin >= 9 ? 9 : static_cast<std::size_t>(bin)];
  }
  return dist;
}

std::vector<std::size_t> xray_segment_order(const std::vector<XraySystem>& systems, XrayOrder order) {
  const std::size_t n = systems.empty() ? 0 : systems[0].segments.size();
  std::vector<std::size_t> idx(n);
  std::iota(idx.begin(), idx.end(), 0);
  if (systems.size() < 2 && (order == XrayOrder::difference || order == XrayOrder::gain)) order = XrayOrder::score;
  auto score = [&](std::size_t s, std::size_t i) { return systems[s].segments[i].score; };
  switch (order) {
    case XrayOrder::input:
      break;
    case XrayOrder::score:
      std::stable_sort(idx.begin(), idx.end(), [&](auto a, auto b) { return score(0, a) > score(0, b); });
      break;
    case XrayOrder::worst:
      std::stable_sort(idx.begin(), idx.end(), [&](auto a, auto b) { return score(0, a) < score(0, b); });
      break;
    case XrayOrder::difference:
      std::stable_sort(idx.begin(), idx.end(), [&](auto a, auto b) {
        return std::fabs(score(1, a) - score(0, a)) > std::fabs(score(1, b) - score(0, b));
      });
      break;
    case XrayOrder::gain:
      std::stable_sort(idx.begin(), idx.end(),
                       [&](auto a, auto b) { return score(1, a) - score(0, a) > score(1, b) - score(0, b); });
      break;
  }
  return idx;
}

namespace {

// The summary table: means and counts per system, the difference of two.
void summary_section(std::string& h, const std::vector<XraySystem>& systems, const std::vector<SystemSummary>& sums,
                     const std::map<int, bool>& used_modules, const XrayOptions& o) {
  const std::size_t n = systems[0].segments.size();
  const bool compare = systems.size() >= 2;
  h += "<section id=\"summary\"><h2>Summary</h2>\n<p class=\"note\">Means over segments of the scores in the "
       "alignment files, NaN (empty segments) left out; the system score Meteor prints is computed from summed "
       "statistics, not averaged.</p>\n";
  h += "<table><thead><tr><th></th>";
  for (std::size_t s = 0; s < systems.size(); ++s)
    h += "<th><span class=\"sw\" style=\"background:" + std::string(system_color(s)) + "\"></span>" +
         esc(systems[s].label) + "</th>";
  if (systems.size() == 2) h += "<th>" + esc(systems[1].label) + " \u2212 " + esc(systems[0].label) + "</th>";
  h += "</tr></thead><tbody>\n";
  auto row = [&](const std::string& name, auto value, bool higher_is_better, bool sub = false) {
    h += "<tr><td" + std::string(sub ? " class=\"sub\"" : "") + ">" + name + "</td>";
    for (std::size_t s = 0; s < systems.size(); ++s) h += "<td>" + fmt(value(s), 4) + "</td>";
    if (systems.size() == 2) {
      const double d = value(1) - value(0);
      const bool good = higher_is_better ? d > 0 : d < 0;
      const std::string text = signed_fmt(d, 4);
      h += "<td class=\"" + std::string(text.find("\u00b1") == 0 ? "" : good ? "up" : "down") + "\">" + text +
           "</td>";
    }
    h += "</tr>\n";
  };
  auto count_row = [&](const std::string& name, auto value, bool sub = false) {
    h += "<tr><td" + std::string(sub ? " class=\"sub\"" : "") + ">" + name + "</td>";
    for (std::size_t s = 0; s < systems.size(); ++s) h += "<td>" + value(s) + "</td>";
    if (systems.size() == 2) h += "<td></td>";
    h += "</tr>\n";
  };
  row("Mean segment score", [&](std::size_t s) { return mean(sums[s].score); }, true);
  row("Mean precision", [&](std::size_t s) { return mean(sums[s].precision); }, true);
  row("Mean recall", [&](std::size_t s) { return mean(sums[s].recall); }, true);
  row("Mean fragmentation penalty", [&](std::size_t s) { return mean(sums[s].frag); }, false);
  count_row("Hypothesis words", [&](std::size_t s) { return std::to_string(sums[s].test_words); });
  count_row("Reference words", [&](std::size_t s) { return std::to_string(sums[s].reference_words); });
  auto share = [&](std::size_t count, std::size_t total) {
    return std::to_string(count) + " (" + fmt(total ? 100.0 * static_cast<double>(count) / static_cast<double>(total) : 0, 1) + "%)";
  };
  count_row("Matched hypothesis words", [&](std::size_t s) { return share(sums[s].matched_test, sums[s].test_words); });
  for (const auto& [mod, unused] : used_modules)
    count_row("<span class=\"sw\" style=\"background:" + module_color(o.modules, mod) + "\"></span>" +
                  esc(module_name(o.modules, mod)),
              [&, mod = mod](std::size_t s) {
                auto it = sums[s].matched_test_words.find(mod);
                return share(it == sums[s].matched_test_words.end() ? 0 : it->second, sums[s].test_words);
              },
              true);
  if (compare) {
    for (std::size_t s = 1; s < systems.size(); ++s) {
      std::size_t better = 0, worse = 0, same = 0;
      for (std::size_t i = 0; i < n; ++i) {
        const double d = systems[s].segments[i].score - systems[0].segments[i].score;
        (d > 0 ? better : d < 0 ? worse : same)++;
      }
      h += "<tr><td>Segments where " + esc(systems[s].label) + " scores higher / lower / the same</td>";
      for (std::size_t k = 0; k < systems.size(); ++k)
        h += k == s ? "<td>" + std::to_string(better) + " / " + std::to_string(worse) + " / " + std::to_string(same) +
                          "</td>"
                    : "<td></td>";
      if (systems.size() == 2) h += "<td></td>";
      h += "</tr>\n";
    }
  }
  h += "</tbody></table></section>\n";
}

// Histograms of the scores and their parts, and of the score by reference
// length.
void distributions_section(std::string& h, const std::vector<XraySystem>& systems,
                           const std::vector<SystemSummary>& sums) {
  h += "<section id=\"distributions\"><h2>Score distributions</h2>\n<div class=\"key\">";
  for (std::size_t s = 0; s < systems.size(); ++s)
    h += "<span><span class=\"sw\" style=\"background:" + std::string(system_color(s)) + "\"></span>" +
         esc(systems[s].label) + "</span>";
  h += "</div>\n<div class=\"charts\">";
  auto dists_of = [&](auto pick) {
    std::vector<std::array<int, 10>> d;
    for (const SystemSummary& s : sums) d.push_back(xray_histogram(pick(s)));
    return d;
  };
  histogram_svg(h, "Score", "segment score", dists_of([](const SystemSummary& s) { return s.score; }), systems, 300,
                220);
  histogram_svg(h, "Fragmentation penalty", "fragmentation penalty",
                dists_of([](const SystemSummary& s) { return s.frag; }), systems, 300, 220);
  histogram_svg(h, "Precision", "precision", dists_of([](const SystemSummary& s) { return s.precision; }), systems,
                300, 220);
  histogram_svg(h, "Recall", "recall", dists_of([](const SystemSummary& s) { return s.recall; }), systems, 300, 220);
  h += "</div>\n<h3 style=\"margin-top:12px\">Score by reference length</h3>\n<div class=\"charts\">";
  const std::pair<std::size_t, std::size_t> ranges[] = {{1, 10}, {11, 25}, {26, 50}, {51, SIZE_MAX}};
  for (const auto& [lo, hi] : ranges) {
    std::vector<std::array<int, 10>> d;
    std::size_t count = 0;
    for (const XraySystem& s : systems) {
      std::vector<double> v;
      for (const ScoredAlignment& a : s.segments)
        if (a.reference_words.size() >= lo && a.reference_words.size() <= hi) v.push_back(a.score);
      count = v.size();
      d.push_back(xray_histogram(v));
    }
    const std::string title = (hi == SIZE_MAX ? std::to_string(lo) + "+" : std::to_string(lo) + "\u2013" +
                                                                                std::to_string(hi)) +
                              " words (" + std::to_string(count) + " segments)";
    histogram_svg(h, title, "segment score", d, systems, 300, 220);
  }
  h += "</div></section>\n";
}

// One segment: its scores per system, and each system's alignment grid.
void segment_block(std::string& h, const std::vector<XraySystem>& systems, std::size_t i, const XrayOptions& o) {
  const ScoredAlignment& first = systems[0].segments[i];
  h += "<div class=\"seg\"><h3>Segment " + esc(segment_title(first.name)) + "</h3>\n<div class=\"grids\">";
  h += "<table class=\"segstats\"><thead><tr><th></th>";
  for (const XraySystem& s : systems) h += "<th>" + esc(s.label) + "</th>";
  if (systems.size() == 2) h += "<th>\u0394</th>";
  h += "</tr></thead><tbody>";
  auto seg_row = [&](const char* name, double ScoredAlignment::*field, bool higher_is_better) {
    h += "<tr><td>" + std::string(name) + "</td>";
    for (const XraySystem& s : systems) h += "<td>" + fmt(s.segments[i].*field) + "</td>";
    if (systems.size() == 2) {
      const double d = systems[1].segments[i].*field - first.*field;
      const bool good = higher_is_better ? d > 0 : d < 0;
      const std::string text = signed_fmt(d);
      h += "<td class=\"" + std::string(text.find("\u00b1") == 0 ? "" : good ? "up" : "down") + "\">" + text +
           "</td>";
    }
    h += "</tr>";
  };
  seg_row("P", &ScoredAlignment::precision, true);
  seg_row("R", &ScoredAlignment::recall, true);
  seg_row("Frag", &ScoredAlignment::frag, false);
  seg_row("Score", &ScoredAlignment::score, true);
  h += "</tbody></table>";
  for (std::size_t s = 0; s < systems.size(); ++s) {
    const ScoredAlignment& a = systems[s].segments[i];
    h += "<figure><figcaption><span class=\"sw\" style=\"background:" + std::string(system_color(s)) + "\"></span>" +
         esc(systems[s].label) + " <span>score " + fmt(a.score) +
         (s > 0 && a.reference_words != first.reference_words ? ", another reference" : "") +
         "</span></figcaption>";
    grid_svg(h, a, o);
    h += "</figure>";
  }
  h += "</div></div>\n";
}

// The alignments, in the order asked, as many as asked.
void alignments_section(std::string& h, const std::vector<XraySystem>& systems,
                        const std::map<int, bool>& used_modules, const XrayOptions& o) {
  const std::size_t n = systems[0].segments.size();
  const bool compare = systems.size() >= 2;
  std::vector<std::size_t> order = xray_segment_order(systems, o.order);
  const std::size_t shown = o.max_segments == 0 ? n : std::min(n, o.max_segments);
  XrayOrder effective = o.order;
  if (!compare && (effective == XrayOrder::difference || effective == XrayOrder::gain)) effective = XrayOrder::score;
  const char* order_text = effective == XrayOrder::input        ? "in file order"
                           : effective == XrayOrder::score      ? "best score first"
                           : effective == XrayOrder::worst      ? "worst score first"
                           : effective == XrayOrder::difference ? "largest score difference first"
                                                                : "largest gain of the second system first";
  h += "<section id=\"alignments\"><h2>Alignments</h2>\n<p class=\"note\">" + std::to_string(shown) + " of " +
       std::to_string(n) + " segments, " + order_text +
       ". Rows: hypothesis words; columns: reference words; a cell is filled where Meteor aligned the two, in the "
       "colour of the module that matched them. Unmatched words are grey.</p>\n<div class=\"key\">";
  for (const auto& [mod, unused] : used_modules)
    h += "<span><span class=\"sw\" style=\"background:" + module_color(o.modules, mod) + "\"></span>" +
         esc(module_name(o.modules, mod)) + "</span>";
  h += "</div>\n";
  for (std::size_t k = 0; k < shown; ++k) segment_block(h, systems, order[k], o);
}

}  // namespace

std::string render_xray_html(const std::vector<XraySystem>& systems, const XrayOptions& o) {
  if (systems.empty()) throw Error("X-ray: no alignment file");
  const std::size_t n = systems[0].segments.size();
  for (const XraySystem& s : systems)
    if (s.segments.size() != n)
      throw Error("X-ray: " + s.source + " has " + std::to_string(s.segments.size()) + " alignments, " +
                  systems[0].source + " has " + std::to_string(n) + ": not the same segments");
  std::vector<SystemSummary> sums;
  for (const XraySystem& s : systems) sums.push_back(summarize(s));
  std::map<int, bool> used_modules;
  for (const SystemSummary& s : sums)
    for (const auto& [mod, count] : s.matched_test_words) used_modules[mod] = true;
  for (std::size_t m = 0; m < o.modules.size(); ++m) used_modules[static_cast<int>(m)] = true;

  std::string h;
  h.reserve(1 << 20);
  h += "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<meta name=\"viewport\" "
       "content=\"width=device-width, initial-scale=1\">\n<title>" +
       esc(o.title) + "</title>\n<style>" + kStyle + "</style>\n</head>\n<body>\n";
  h += "<header><h1>" + esc(o.title) + "</h1><p>";
  for (std::size_t s = 0; s < systems.size(); ++s)
    h += std::string(s ? " &middot; " : "") + "<span class=\"sw\" style=\"background:" + system_color(s) + "\"></span>" +
         esc(systems[s].label) + " (" + esc(systems[s].source) + ")";
  h += " &middot; " + std::to_string(n) + " segments</p></header>\n<main>\n";
  summary_section(h, systems, sums, used_modules, o);
  distributions_section(h, systems, sums);
  alignments_section(h, systems, used_modules, o);
  h += "</section>\n</main>\n</body>\n</html>\n";
  return h;
}
}  // namespace meteor
