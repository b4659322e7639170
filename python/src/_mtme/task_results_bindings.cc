// meteor._mtme's task results (metaeval/tasks/task.hh): TaskResults (the ranking
// with its draws and its typed task; MTME's attributes are made from it).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <algorithm>
#include <cstddef>
#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "mtme_bindings.hh"
#include "mtme_common.hh"
#include "metaeval/tasks/task.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

std::size_t metric_index(const TaskResults& r, const py::object& metric) {
  if (py::isinstance<py::int_>(metric)) {
    const auto i = py::cast<long long>(metric);
    if (i < 0 || static_cast<std::size_t>(i) >= r.ranking.metrics.size())
      throw InvalidArgument("metric index " + std::to_string(i) + " out of range");
    return static_cast<std::size_t>(i);
  }
  const std::string name = py::cast<std::string>(metric);
  for (std::size_t i = 0; i < r.ranking.metrics.size(); ++i)
    if (r.ranking.metrics[i].name == name) return i;
  throw InvalidArgument("no metric " + name + " in the task's results");
}

}  // namespace

void register_task_results(py::module_& m) {
  py::class_<TaskResults>(m, "TaskResults", "MTME's TaskResults (libmeteor's metaeval::TaskResults).")
      .def(py::init([](const std::string& name, double pval, const py::object& corr_ranks, const py::object& matrix,
                       const py::object& draws_index, const py::object& draws_list, std::optional<Task> task) {
             TaskResults r;
             r.name = name;
             r.pval = pval;
             r.task = std::move(task);
             if (!corr_ranks.is_none()) r.ranking = ranking_arg(corr_ranks, matrix, draws_index, draws_list, name);
             return r;
           }),
           py::arg("name"), py::arg("pval"), py::arg("corr_ranks"), py::arg("matrix"), py::arg("draws_index"),
           py::arg("draws_list"), py::arg("task"))
      .def_readonly("name", &TaskResults::name)
      .def_readonly("pval", &TaskResults::pval)
      .def_readonly("task", &TaskResults::task)
      .def("attr_vals", &TaskResults::attr_vals)
      .def("metrics", &TaskResults::metrics)
      .def("range", &TaskResults::range)
      .def("tuple", [](const TaskResults& r) { return ranking_tuple(r.ranking); },
           "(corr_ranks, matrix, draws_index, draws_list) as MTME holds them.")
      .def("corr", [](const TaskResults& r, const py::object& m) { return r.ranking.metrics[metric_index(r, m)].corr; })
      .def("rank", [](const TaskResults& r, const py::object& m) { return r.ranking.metrics[metric_index(r, m)].rank; })
      .def("sig", [](const TaskResults& r, const py::object& a,
                     const py::object& b) { return r.sig(metric_index(r, a), metric_index(r, b)); })
      .def("draws",
           [](const TaskResults& r, const py::object& a, const py::object& b) {
             return draws_array(r.draws_of(metric_index(r, a), metric_index(r, b)));
           })
      .def("str", &TaskResults::str, py::arg("probs") = false)
      .def("json", &task_results_json, "MTME's FILE.json text: [name, pval, {metric: [corr, rank]}, matrix].");
}

}  // namespace meteor::python
