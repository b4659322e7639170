// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/tasks/commands.hh"

#include <algorithm>
#include <cmath>

#include "io/xray.hh"
#include "metaeval/data/pyformat.hh"

namespace meteor::metaeval {
namespace {

std::string cluster_colour(int rank) {
  return HtmlColours::clusters[static_cast<std::size_t>(std::max(rank, 1) - 1) % std::size(HtmlColours::clusters)];
}

std::string head(const std::string& title) {
  return "<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>" + html_escape(title) +
         "</title>\n<style>\n"
         "body{font-family:sans-serif;margin:0;background:#fff;color:#212529}\n"
         "header{background:" + std::string(HtmlColours::header) + ";color:#fff;padding:14px 24px}\n"
         "header h1{margin:0;font-size:22px}header p{margin:4px 0 0;font-size:12px;word-break:break-all}\n"
         "section{padding:8px 24px}h2{font-size:17px;margin:14px 0 6px}\n"
         "table{border-collapse:collapse;font-size:13px}td,th{padding:3px 8px;text-align:left}\n"
         "td.num{text-align:right;font-variant-numeric:tabular-nums}\n"
         ".band{width:10px;padding:0}.bar{height:14px;background:" + std::string(HtmlColours::bar) + "}\n"
         ".heat td{width:34px;height:26px;padding:0;text-align:center;font-size:10px;border:1px solid #fff}\n"
         ".heat th{font-weight:normal;font-size:11px}.heat th.col{writing-mode:vertical-rl;transform:rotate(180deg);"
         "height:110px;text-align:left}\n"
         ".legend span{display:inline-block;width:14px;height:14px;vertical-align:middle;margin:0 4px 0 12px}\n"
         ".tasks td{border-bottom:1px solid #e9ecef}.small{font-size:11px;color:#495057}\n"
         "</style></head><body>\n";
}

// Heat map: row i, column j > i: p-value of "metric i is not better than j".
void heat_map(std::string& out, const Ranking& r, double pval) {
  const std::size_t n = r.metrics.size();
  out += "<table class=\"heat\"><tr><th></th>";
  for (const RankedMetric& m : r.metrics) out += "<th class=\"col\">" + html_escape(m.name) + "</th>";
  out += "</tr>\n";
  for (std::size_t i = 0; i < n; ++i) {
    out += "<tr><th>" + html_escape(r.metrics[i].name) + "</th>";
    for (std::size_t j = 0; j < n; ++j) {
      if (j <= i || i >= r.pvalues.size() || j >= r.pvalues[i].size()) {
        out += "<td></td>";
        continue;
      }
      const double p = r.pvalues[i][j];
      const char* bg = p < pval / 5 ? HtmlColours::p_strong : p < pval ? HtmlColours::p_sig : HtmlColours::p_none;
      const char* fg = p < pval ? "#fff" : "#495057";
      out += "<td style=\"background:" + std::string(bg) + ";color:" + fg + "\" title=\"" +
             html_escape(r.metrics[i].name + " vs " + r.metrics[j].name) + ": p = " + c_format("%.3f", p) + "\">" +
             c_format("%.2f", p) + "</td>";
    }
    out += "</tr>\n";
  }
  out += "</table>\n<p class=\"legend small\">p-value that the row's metric is not better than the column's:"
         "<span style=\"background:" + std::string(HtmlColours::p_strong) + "\"></span>p &lt; " +
         c_format("%g", pval / 5) + "<span style=\"background:" + HtmlColours::p_sig + "\"></span>p &lt; " +
         c_format("%g", pval) + "<span style=\"background:" + HtmlColours::p_none + "\"></span>not significant</p>\n";
}

// A ranking's section: under `title` its table (cluster band, rank, name,
// correlation and a bar scaled between the smallest and largest
// correlation, or [lo, hi]), then when tested (and of two metrics or more)
// under `heat_title` the heat map of its p-values.
void ranking_section(std::string& out, const std::string& title, const std::string& heat_title, const Ranking& r,
                     bool ranks_tested, double pval) {
  out += "<h2>" + title + "</h2>\n";
  double lo = 0, hi = 0;
  bool first = true;
  for (const RankedMetric& m : r.metrics)
    if (std::isfinite(m.corr)) {
      lo = first ? m.corr : std::min(lo, m.corr);
      hi = first ? m.corr : std::max(hi, m.corr);
      first = false;
    }
  const double base = lo < 0 ? lo : 0, span = hi - base > 0 ? hi - base : 1;
  out += "<table class=\"ranking\"><tr><th></th><th>rank</th><th>metric</th><th>correlation</th><th></th></tr>\n";
  for (const RankedMetric& m : r.metrics) {
    const double w = std::isfinite(m.corr) ? 4 + 300 * (m.corr - base) / span : 0;
    out += "<tr><td class=\"band\" style=\"background:" + cluster_colour(m.rank) + "\"></td><td class=\"num\">" +
           std::to_string(m.rank) + "</td><td>" + html_escape(m.name) + "</td><td class=\"num\">" +
           c_format("%.4f", m.corr) + "</td><td><div class=\"bar\" style=\"width:" + c_format("%.0f", w) +
           "px\"></div></td></tr>\n";
  }
  out += "</table>\n";
  if (!ranks_tested)
    out += "<p class=\"small\">No significance tests (k = 0): ranks follow the correlations.</p>\n";
  if (ranks_tested && r.metrics.size() > 1) {
    out += "<h2>" + heat_title + "</h2>\n";
    heat_map(out, r, pval);
  }
}

std::string tail() { return "</body></html>\n"; }

}  // namespace

std::string task_html(const TaskResults& results) {
  bool tested = false;
  for (const auto& row : results.ranking.k_used)
    for (int k : row) tested = tested || k > 0;
  std::string out = head("Meta-evaluation: ranking");
  out += "<header><h1>Metric ranking</h1><p>" + html_escape(results.name) + "</p></header>\n<section>\n";
  ranking_section(out, "Ranking and significance clusters", "Pairwise p-values", results.ranking, tested, results.pval);
  out += "</section>\n";
  return out + tail();
}

std::string task_set_html(const std::string& title, const TaskSetResults& results, const std::vector<double>& weights,
                          const Ranking& averages, bool averages_tested, double pval) {
  std::string out = head(title);
  out += "<header><h1>" + html_escape(title) + "</h1><p>" + std::to_string(results.results.size()) +
         " tasks; average correlation with each task's range mapped to [0, 1]</p></header>\n<section>\n";
  ranking_section(out, "Average over tasks", "Pairwise p-values of the averages", averages, averages_tested, pval);
  // Per-task columns: metrics in the order of the averages.
  out += "<h2>Tasks</h2>\n<table class=\"tasks\"><tr><th>metric</th>";
  for (std::size_t t = 0; t < results.results.size(); ++t) {
    const auto av = results.results[t].attr_vals();
    auto get = [&](const char* k) { return html_escape(av.count(k) ? av.at(k) : std::string()); };
    out += "<th title=\"" + html_escape(results.results[t].name) + "\">task" + std::to_string(t + 1) +
           "<br><span class=\"small\">" + get("lang") + "<br>" + get("level") + " " + get("corr_fcn") +
           "<br>weight " + c_format("%.3f", t < weights.size() ? weights[t] : 0) + "</span></th>";
  }
  out += "</tr>\n";
  for (const RankedMetric& m : averages.metrics) {
    out += "<tr><td>" + html_escape(m.name) + "</td>";
    for (const TaskResults& r : results.results) {
      const auto& ms = r.ranking.metrics;
      auto it = std::find_if(ms.begin(), ms.end(), [&](const RankedMetric& x) { return x.name == m.name; });
      if (it == ms.end()) {
        out += "<td>--</td>";
        continue;
      }
      out += "<td class=\"num\" style=\"border-left:6px solid " + cluster_colour(it->rank) + "\">" +
             std::to_string(it->rank) + " &nbsp;" + c_format("%.3f", it->corr) + "</td>";
    }
    out += "</tr>\n";
  }
  out += "</table>\n<p class=\"small\">Cells: rank of the metric's significance cluster in the task, and its "
         "correlation; the left border's colour is the cluster's.</p>\n</section>\n";
  return out + tail();
}

}  // namespace meteor::metaeval
