// meteor._mtme's tables (metaeval/tasks/task.hh): MTME's MetricsTable and
// TaskSetResults.Table in text, TSV or LaTeX.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstddef>
#include <map>
#include <set>
#include <string>
#include <vector>

#include <pybind11/stl.h>

#include "mtme_bindings.hh"
#include "metaeval/tasks/task.hh"
#include "metaeval/tasks/task_args.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

TableColumn column_arg(const py::dict& column) {
  TableColumn out;
  for (const auto& [name, v] : column) {
    const py::sequence cr = py::reinterpret_borrow<py::sequence>(v);
    out.push_back({py::cast<std::string>(name), {py::cast<double>(cr[0]), py::cast<double>(cr[1])}});
  }
  return out;
}

MetricsTableOptions table_options(const std::string& fmt, const std::string& which, const std::vector<bool>& rerank,
                                  const std::set<std::string>& baselines) {
  MetricsTableOptions o;
  o.format = parse_table_format(fmt, "fmt");
  if (which == "listed")
    o.which_metrics = WhichMetrics::listed;
  else if (which == "intersection")
    o.which_metrics = WhichMetrics::intersection;
  else if (which == "union")
    o.which_metrics = WhichMetrics::union_;
  else
    throw InvalidArgument("which_metrics '" + which + "' is not listed, intersection or union");
  o.rerank = rerank;
  o.baselines = baselines;
  return o;
}

}  // namespace

void register_tables(py::module_& m) {
  m.def(
      "metrics_table",
      [](const std::vector<std::string>& metrics, const std::vector<py::dict>& columns,
         const std::vector<std::vector<std::string>>& headers, const std::string& fmt, const std::string& which,
         const std::vector<bool>& rerank, const std::set<std::string>& baselines) {
        std::vector<TableColumn> cols;
        for (const py::dict& c : columns) cols.push_back(column_arg(c));
        return metrics_table(metrics, cols, headers, table_options(fmt, which, rerank, baselines));
      },
      py::arg("metrics"), py::arg("columns"), py::arg("headers"), py::arg("fmt"), py::arg("which_metrics"),
      py::arg("rerank"), py::arg("baselines"));
  m.def(
      "task_set_table",
      [](const TaskSetResults& results, const std::vector<std::string>& metrics,
         const py::object& initial_column, bool initial_ranks_given, const std::string& initial_column_header,
         const std::vector<std::size_t>& task_indices, const std::vector<std::string>& attr_list,
         const std::map<std::string, std::string>& nicknames, const std::string& fmt, const std::string& which,
         const std::vector<bool>& rerank, const std::set<std::string>& baselines) {
        TableOptions o;
        o.metrics = metrics;
        if (!initial_column.is_none()) o.initial_column = column_arg(py::dict(initial_column));
        o.initial_ranks_given = initial_ranks_given;
        o.initial_column_header = initial_column_header;
        o.task_indices = task_indices;
        o.attr_list = attr_list;
        o.nicknames = nicknames;
        o.table = table_options(fmt, which, rerank, baselines);
        if (results.results.empty()) throw InvalidArgument("no task results");
        return task_set_table(results, o);
      },
      py::arg("results"), py::arg("metrics"), py::arg("initial_column"), py::arg("initial_ranks_given"),
      py::arg("initial_column_header"), py::arg("task_indices"), py::arg("attr_list"), py::arg("nicknames"),
      py::arg("fmt"), py::arg("which_metrics"), py::arg("rerank"), py::arg("baselines"));
}

}  // namespace meteor::python
