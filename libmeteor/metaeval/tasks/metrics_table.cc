// SPDX-License-Identifier: LGPL-2.1-or-later
#include <algorithm>
#include <cmath>
#include <set>

#include "metaeval/data/pyformat.hh"
#include "metaeval/tasks/task.hh"
#include "util/error.hh"

namespace meteor::metaeval {
namespace {

struct MetricInfo {
  std::string name;
  enum { primary, contrastive, baseline } status = primary;
  bool noref = false;
};

// A rank as Python prints it: an int, or a float ("1.5", "2.0").
std::string rank_text(double r, bool integral) { return integral ? c_format("%.0f", r) : python_repr(r); }

// Width in code points (Python's len of the decoded string).
std::size_t width_of(const std::string& s) {
  std::size_t n = 0;
  for (unsigned char c : s) n += (c & 0xC0) != 0x80;
  return n;
}

std::string just(const std::string& s, long w) {
  const std::size_t len = width_of(s);
  const std::size_t want = static_cast<std::size_t>(w < 0 ? -w : w);
  if (len >= want) return s;
  const std::string pad(want - len, ' ');
  return w >= 0 ? pad + s : s + pad;
}

std::string esc(const std::string& s) {
  std::string out;
  for (char c : s) {
    if (c == '_') out += '\\';
    out += c;
  }
  return out;
}

using Cell = std::optional<std::pair<double, double>>;
using Headers = std::vector<std::vector<std::string>>;

// The rows: metrics_in, less those some column lacks (intersection), plus
// those only columns have (union, sorted).
std::vector<std::string> table_metrics(const std::vector<std::string>& metrics_in,
                                       const std::vector<TableColumn>& columns, WhichMetrics which) {
  auto has = [](const TableColumn& c, const std::string& m) {
    return std::any_of(c.begin(), c.end(), [&](const auto& x) { return x.first == m; });
  };
  std::vector<std::string> metrics = metrics_in;
  if (which == WhichMetrics::intersection) {
    std::erase_if(metrics, [&](const std::string& m) {
      return !std::all_of(columns.begin(), columns.end(), [&](const TableColumn& c) { return has(c, m); });
    });
  } else if (which == WhichMetrics::union_) {
    std::set<std::string> extra;
    for (const TableColumn& c : columns)
      for (const auto& x : c)
        if (std::find(metrics.begin(), metrics.end(), x.first) == metrics.end()) extra.insert(x.first);
    metrics.insert(metrics.end(), extra.begin(), extra.end());
  }
  return metrics;
}

// Re-ranked columns: the listed metrics by decreasing correlation, ranks 1..
std::vector<TableColumn> reranked(const std::vector<TableColumn>& columns_in, const std::vector<std::string>& metrics,
                                  const std::vector<bool>& rerank) {
  std::vector<TableColumn> columns;
  for (std::size_t c = 0; c < columns_in.size(); ++c) {
    if (!rerank[c]) {
      columns.push_back(columns_in[c]);
      continue;
    }
    TableColumn col;
    for (const auto& x : columns_in[c])
      if (std::find(metrics.begin(), metrics.end(), x.first) != metrics.end()) col.push_back(x);
    std::stable_sort(col.begin(), col.end(), [](const auto& a, const auto& b) { return -a.second.first < -b.second.first; });
    for (std::size_t r = 0; r < col.size(); ++r) col[r].second.second = static_cast<double>(r + 1);
    columns.push_back(col);
  }
  return columns;
}

// A row's metric: "[noref]" and a leading "*" (contrastive) taken off its name.
std::vector<MetricInfo> metric_infos(const std::vector<std::string>& metrics, const std::set<std::string>& baselines) {
  std::vector<MetricInfo> infos;
  for (std::string m : metrics) {
    MetricInfo& info = infos.emplace_back();
    const std::string noref = "[noref]";
    if (m.size() >= noref.size() && m.compare(m.size() - noref.size(), noref.size(), noref) == 0) {
      m.resize(m.size() - noref.size());
      info.noref = true;
    }
    if (!m.empty() && m[0] == '*') {
      m = m.substr(1);
      info.status = MetricInfo::contrastive;
    } else if (baselines.count(m)) {
      info.status = MetricInfo::baseline;
    }
    info.name = m;
  }
  return infos;
}

// rows[r][c]: metric r's (correlation, rank) in column c, if it has one.
std::vector<std::vector<Cell>> table_cells(const std::vector<std::string>& metrics,
                                           const std::vector<TableColumn>& columns) {
  std::vector<std::vector<Cell>> rows;
  for (const std::string& m : metrics) {
    std::vector<Cell>& row = rows.emplace_back();
    for (const TableColumn& c : columns) {
      const auto x = std::find_if(c.begin(), c.end(), [&](const auto& x) { return x.first == m; });
      row.push_back(x == c.end() ? Cell() : Cell(x->second));
    }
  }
  return rows;
}

std::string marked_name(const MetricInfo& info) {
  return (info.status == MetricInfo::contrastive ? "*" : info.status == MetricInfo::baseline ? "_" : "") + info.name +
         (info.noref ? "[noref]" : "");
}

std::string tsv_table(const Headers& headers, const std::vector<MetricInfo>& infos,
                      const std::vector<std::vector<Cell>>& rows) {
  std::string out;
  for (const auto& h : headers) {
    out += h[0];
    for (std::size_t i = 1; i < h.size(); ++i) out += '\t' + h[i] + (i + 1 < h.size() ? "\t" : "");
    out += '\n';
  }
  for (std::size_t r = 0; r < rows.size(); ++r) {
    out += marked_name(infos[r]);
    for (const Cell& cell : rows[r]) {
      if (!cell) {
        out += "\t--\t--";
        continue;
      }
      out += '\t' + rank_text(cell->second, true) + '\t' + c_format("%f", cell->first);
    }
    out += '\n';
  }
  return out;
}

std::string text_table(const Headers& headers, const std::vector<MetricInfo>& infos,
                       const std::vector<std::vector<Cell>>& rows, const std::vector<bool>& rerank) {
  std::vector<std::vector<std::string>> strs;
  for (std::size_t r = 0; r < rows.size(); ++r) {
    std::vector<std::string> row = {marked_name(infos[r])};
    for (std::size_t c = 0; c < rows[r].size(); ++c) {
      const Cell& cell = rows[r][c];
      if (!cell) {
        row.push_back("--");
      } else {
        const std::string rank = rank_text(cell->second, std::floor(cell->second) == cell->second);
        const std::string corr = c_format("%6.3f", cell->first);
        row.push_back(rerank[c] ? corr + " (" + rank + ")" : rank + corr);
      }
    }
    strs.push_back(row);
  }
  const std::size_t ncols = strs[0].size();
  std::vector<long> widths;
  for (std::size_t i = 0; i < ncols; ++i) {
    const long sign = i > 0 && !rerank[i - 1] ? 1 : -1;
    std::size_t w = 0;
    for (const auto& h : headers) w = std::max(w, width_of(h[i]));
    for (const auto& s : strs) w = std::max(w, width_of(s[i]));
    widths.push_back(sign * static_cast<long>(w));
  }
  std::string out;
  auto line = [&](const std::vector<std::string>& cells) {
    for (std::size_t i = 0; i < cells.size(); ++i) out += (i ? "  " : "") + just(cells[i], widths[i]);
    out += '\n';
  };
  for (const auto& h : headers) line(h);
  if (!headers.empty()) {
    std::vector<std::string> dashes;
    for (long w : widths) dashes.push_back(std::string(static_cast<std::size_t>(w < 0 ? -w : w), '-'));
    line(dashes);
  }
  for (const auto& s : strs) line(s);
  return out;
}

// LaTeX (booktabs).
std::string latex_table(const Headers& headers, const std::vector<MetricInfo>& infos,
                        const std::vector<std::vector<Cell>>& rows, const std::vector<bool>& rerank) {
  std::string out = "\\begin{tabular}{l";
  for (std::size_t c = 0; c < rerank.size(); ++c) out += "|rr";
  out += "}\n\\toprule\n";
  for (const auto& h : headers) {
    out += esc(h[0]);
    for (std::size_t i = 1; i < h.size(); ++i) out += " & \\multicolumn{2}{|l}{" + esc(h[i]) + "}";
    out += " \\\\\n";
  }
  if (!headers.empty()) out += "\\midrule\n";
  for (std::size_t r = 0; r < rows.size(); ++r) {
    const MetricInfo& info = infos[r];
    const std::string name = esc(info.name);
    out += (info.status == MetricInfo::baseline      ? "\\underline{" + name + "}"
            : info.status == MetricInfo::contrastive ? "\\textit{" + name + "}"
                                                     : name) +
           (info.noref ? "*" : "") + " & ";
    for (std::size_t c = 0; c < rows[r].size(); ++c) {
      if (c) out += " & ";
      const Cell& cell = rows[r][c];
      if (!cell) {
        out += "-- & --";
        continue;
      }
      std::string corr = c_format("%0.3f", cell->first);
      std::string rank = rank_text(cell->second, true);
      if (rerank[c]) rank = '(' + rank + ')';
      if (cell->second == 1) {
        corr = "\\textbf{" + corr + "}";
        rank = "\\textbf{" + rank + "}";
      }
      out += rerank[c] ? corr + " & " + rank : rank + " & " + corr;
    }
    out += " \\\\\n";
  }
  return out + "\\bottomrule\n\\end{tabular}\n";
}

}  // namespace

std::string metrics_table(const std::vector<std::string>& metrics_in, const std::vector<TableColumn>& columns_in,
                          const Headers& headers, const MetricsTableOptions& o) {
  if (metrics_in.empty()) throw Error("a metrics table needs metrics");
  if (columns_in.empty()) throw Error("a metrics table needs columns");
  for (const auto& h : headers)
    if (h.size() != columns_in.size() + 1) throw Error("a header row needs one title per column plus one");
  if (!o.rerank.empty() && o.rerank.size() != columns_in.size()) throw Error("rerank needs one flag per column");
  const std::vector<bool> rerank = o.rerank.empty() ? std::vector<bool>(columns_in.size(), false) : o.rerank;
  const std::vector<std::string> metrics = table_metrics(metrics_in, columns_in, o.which_metrics);
  const std::vector<std::vector<Cell>> rows = table_cells(metrics, reranked(columns_in, metrics, rerank));
  const std::vector<MetricInfo> infos = metric_infos(metrics, o.baselines);
  if (o.format == TableFormat::tsv) return tsv_table(headers, infos, rows);
  if (o.format == TableFormat::text) return text_table(headers, infos, rows, rerank);
  return latex_table(headers, infos, rows, rerank);
}

std::string task_set_table(const TaskSetResults& results, const TableOptions& o) {
  if (results.results.empty()) return "";
  std::vector<TableColumn> columns;
  const bool initial = o.initial_column && !o.initial_column->empty();
  if (initial) {
    TableColumn col = *o.initial_column;
    if (!o.initial_ranks_given) {
      // MTME: sorted by (-corr, metric), ranked 1...
      std::stable_sort(col.begin(), col.end(), [](const auto& a, const auto& b) {
        if (-a.second.first != -b.second.first) return -a.second.first < -b.second.first;
        return a.first < b.first;
      });
      for (std::size_t r = 0; r < col.size(); ++r) col[r].second.second = static_cast<double>(r + 1);
    }
    columns.push_back(col);
  }
  std::vector<std::size_t> indices = o.task_indices;
  if (indices.empty())
    for (std::size_t i = 1; i <= results.results.size(); ++i) indices.push_back(i);
  for (std::size_t i : indices) {
    if (i < 1 || i > results.results.size()) throw Error("task index " + std::to_string(i) + " out of range");
    columns.push_back(results.results[i - 1].corr_ranks());
  }
  std::vector<std::string> metrics = o.metrics;
  if (metrics.empty())
    for (const auto& x : columns[0]) metrics.push_back(x.first);
  std::vector<std::vector<std::string>> headers;
  auto nick = [&](const std::string& v) {
    auto it = o.nicknames.find(v);
    return it == o.nicknames.end() ? v : it->second;
  };
  for (const std::string& attr : o.attr_list) {
    std::vector<std::string> row = {attr + ":"};
    if (initial) row.push_back("");
    for (std::size_t i : indices) {
      const auto av = results.results[i - 1].attr_vals();
      auto it = av.find(attr);
      if (it == av.end()) throw Error("no task attribute '" + attr + "'");
      row.push_back(nick(it->second));
    }
    headers.push_back(row);
  }
  std::vector<std::string> row = {"metric"};
  if (initial) row.push_back(o.initial_column_header);
  for (std::size_t i : indices) row.push_back("task" + std::to_string(i));
  headers.push_back(row);
  return metrics_table(metrics, columns, headers, o.table);
}

}  // namespace meteor::metaeval
