// meteor._mtme's tau_optimization: libmeteor's tie-threshold search
// (metaeval/statistics/correlation.hh) over rows of scores, None / NaN for a missing
// score, and the thresholds and taus it tried.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "tau_optimization_bindings.hh"

#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include <pybind11/stl.h>

#include "metaeval/statistics/correlation.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

std::string counts_str(const KendallCounts& k) {
  return "(C=" + std::to_string(k.concordant) + ",D=" + std::to_string(k.discordant) +
         ",T_h=" + std::to_string(k.ties_gold) + ",T_m=" + std::to_string(k.ties_metric) +
         ",T_hm=" + std::to_string(k.ties_both) + ")";
}

double tau_of(const KendallCounts& k, KendallVariant v) {
  if (k.pairs() == 0) {  // as MTME's division by num_pairs
    PyErr_SetString(PyExc_ZeroDivisionError, "division by zero");
    throw py::error_already_set();
  }
  return tau_from(k, v);
}

}  // namespace

void register_tau_optimization(py::module_& m) {
  py::class_<KendallCounts>(m, "TauSufficientStats",
                            "Pair counts of a Kendall tau (MTME's tau_optimization.TauSufficientStats).")
      .def(py::init([](std::int64_t con, std::int64_t dis, std::int64_t ties_human, std::int64_t ties_metric,
                       std::int64_t ties_both) {
             KendallCounts k;
             k.concordant = con;
             k.discordant = dis;
             k.ties_gold = ties_human;
             k.ties_metric = ties_metric;
             k.ties_both = ties_both;
             return k;
           }),
           py::arg("con") = 0, py::arg("dis") = 0, py::arg("ties_human") = 0, py::arg("ties_metric") = 0,
           py::arg("ties_both") = 0)
      .def_readwrite("con", &KendallCounts::concordant)
      .def_readwrite("dis", &KendallCounts::discordant)
      .def_readwrite("ties_human", &KendallCounts::ties_gold)
      .def_readwrite("ties_metric", &KendallCounts::ties_metric)
      .def_readwrite("ties_both", &KendallCounts::ties_both)
      .def_property_readonly("num_pairs", &KendallCounts::pairs)
      .def("tau_23", [](const KendallCounts& k) { return tau_of(k, KendallVariant::t23); })
      .def("acc_23", [](const KendallCounts& k) { return tau_of(k, KendallVariant::acc23); })
      .def("__eq__",
           [](const KendallCounts& a, const py::object& o) {
             if (!py::isinstance<KendallCounts>(o)) return false;
             const auto& b = o.cast<const KendallCounts&>();
             return a.concordant == b.concordant && a.discordant == b.discordant && a.ties_gold == b.ties_gold &&
                    a.ties_metric == b.ties_metric && a.ties_both == b.ties_both;
           })
      .def(
          "__iadd__",
          [](KendallCounts& a, const KendallCounts& b) -> KendallCounts& {
             a.concordant += b.concordant;
             a.discordant += b.discordant;
             a.ties_gold += b.ties_gold;
             a.ties_metric += b.ties_metric;
             a.ties_both += b.ties_both;
             return a;
          },
          py::return_value_policy::reference)
      .def(
          "__isub__",
          [](KendallCounts& a, const KendallCounts& b) -> KendallCounts& {
             a.concordant -= b.concordant;
             a.discordant -= b.discordant;
             a.ties_gold -= b.ties_gold;
             a.ties_metric -= b.ties_metric;
             a.ties_both -= b.ties_both;
             return a;
          },
          py::return_value_policy::reference)
      .def("__str__", &counts_str)
      .def("__repr__", &counts_str);
  m.def(
      "tau_optimization",
      [](const std::vector<std::vector<std::optional<double>>>& metric,
         const std::vector<std::vector<std::optional<double>>>& human, KendallVariant variant,
         const std::optional<std::vector<bool>>& keep) {
        if (metric.size() != human.size()) throw InvalidArgument("Human and metric scores must have the same shape.");
        std::vector<VectorPair> rows(metric.size());
        for (std::size_t r = 0; r < metric.size(); ++r) {
          if (metric[r].size() != human[r].size())
            throw InvalidArgument("Human and metric scores must have the same shape.");
          for (std::size_t i = 0; i < metric[r].size(); ++i) {
            const auto &x = metric[r][i], &g = human[r][i];
            if (!x || !g || std::isnan(*x) || std::isnan(*g)) continue;  // MTME leaves the position out
            rows[r].metric.push_back(*x);
            rows[r].gold.push_back(*g);
          }
        }
        std::size_t next = 0;
        PairFilter filter;
        if (keep)
          filter = [&] {
            if (next >= keep->size()) throw InvalidArgument("keep: fewer entries than pairs");
            return static_cast<bool>((*keep)[next++]);
          };
        TiesOptResult r;
        {
          py::gil_scoped_release release;
          r = tau_optimization(rows, variant, filter);
        }
        if (r.vectors == 0) throw InvalidArgument("no row has a pair of scores to rank");
        return py::make_tuple(r.thresholds, r.taus, r.threshold, r.tau);
      },
      py::arg("metric_scores"), py::arg("human_scores"), py::arg("variant"), py::arg("keep") = py::none(),
      "(thresholds, taus, best_threshold, best_tau) of MTME's tau_optimization; rows of scores with None where "
      "missing; keep: per pair (row by row, i < j), whether it is used (all when None).");
}

}  // namespace meteor::python
