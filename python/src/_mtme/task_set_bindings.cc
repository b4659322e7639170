// meteor._mtme's task sets (metaeval/tasks/task.hh): TaskSet (tasks run in order on
// the EvalSets given) and TaskSetResults (groups by attribute, weights,
// average ranks and correlations, the significance of the averages).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <atomic>
#include <map>
#include <string>
#include <utility>
#include <vector>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "common/interruptible.hh"
#include "mtme_bindings.hh"
#include "mtme_common.hh"
#include "metaeval/data/eval_set.hh"
#include "metaeval/tasks/task.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

std::vector<double> weights_arg(const py::object& weights) {
  return weights.is_none() ? std::vector<double>{} : py::cast<std::vector<double>>(weights);
}

}  // namespace

void register_task_sets(py::module_& m) {
  py::class_<TaskSetResults>(m, "TaskSetResults", "MTME's TaskSetResults (libmeteor's metaeval::TaskSetResults).")
      .def(py::init([](const std::vector<const TaskResults*>& results) {
             TaskSetResults s;
             s.results.reserve(results.size());
             for (const TaskResults* r : results) s.results.push_back(*r);
             return s;
           }),
           py::arg("results"))
      .def_readonly("results", &TaskSetResults::results)
      .def("__len__", [](const TaskSetResults& s) { return s.results.size(); })
      .def(
          "split_by_attr",
          [](const TaskSetResults& s, const std::string& attr) {
            std::vector<const TaskResults*> all;
            for (const TaskResults& r : s.results) all.push_back(&r);
            return group_by_attr(all, attr);
          },
          py::arg("attr"), "Positions of the results per value of attr, in order of first appearance.")
      .def("assign_weights", &TaskSetResults::assign_weights, py::arg("attrs"), py::arg("total") = 1.0)
      .def(
          "average_ranks",
          [](const TaskSetResults& s, const py::object& weights) { return s.average_ranks(weights_arg(weights)); },
          py::arg("weights") = py::none())
      .def(
          "average_corrs",
          [](const TaskSetResults& s, const py::object& weights) { return s.average_corrs(weights_arg(weights)); },
          py::arg("weights") = py::none())
      .def(
          "average_corr_matrix",
          [](const TaskSetResults& s, const py::object& weights, double pval) {
            const std::vector<double> w = weights_arg(weights);
            Ranking ranking;
            {
              py::gil_scoped_release release;
              ranking = s.average_corr_matrix(w, pval);
            }
            const py::tuple t = ranking_tuple(ranking);
            return py::make_tuple(t[0], t[1]);
          },
          py::arg("weights") = py::none(), py::arg("pval") = 0.05, "(corr_ranks, matrix) of the averages.");

  py::class_<TaskSet>(m, "TaskSet", "MTME's TaskSet (libmeteor's metaeval::TaskSet).")
      .def(py::init([](std::vector<Task> tasks, std::vector<double> weights) {
             TaskSet s;
             s.tasks = std::move(tasks);
             s.weights = std::move(weights);
             return s;
           }),
           py::arg("tasks"), py::arg("weights") = std::vector<double>{})
      .def_readonly("tasks", &TaskSet::tasks)
      .def_readonly("weights", &TaskSet::weights)
      .def(
          "run",
          [](const TaskSet& set, const std::map<std::pair<std::string, std::string>, const EvalSet*>& sets) {
            const EvalSetProvider provider = [&](const std::string& test_set, const std::string& lp) -> const EvalSet& {
              const auto it = sets.find({test_set, lp});
              if (it == sets.end() || !it->second) throw InvalidArgument("no EvalSet for " + test_set + " " + lp);
              return *it->second;
            };
            TaskSetResults r;
            std::atomic<bool> cancel{false};
            run_interruptible(cancel, [&] { r = set.run(provider, &cancel); });
            return r;
          },
          py::arg("sets"), "Every task on the EvalSets {(test set, pair): EvalSet}; stops on Ctrl-C.");
}

}  // namespace meteor::python
