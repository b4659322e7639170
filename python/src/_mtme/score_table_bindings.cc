// meteor._mtme's ScoreTable (metaeval/statistics/correlation.hh): the one score model of
// meta-evaluation, MTME's stats.Correlation underneath. Built only by
// libmeteor's make_score_table (shape and finite metric scores checked);
// correlations, Williams' test and the permutation tests take tables.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <algorithm>
#include <cstddef>
#include <string>

#include <pybind11/numpy.h>

#include "common/arrays.hh"
#include "mtme_bindings.hh"
#include "mtme_common.hh"
#include "metaeval/statistics/correlation.hh"
#include "metaeval/significance/significance.hh"

namespace py = pybind11;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

py::array_t<double> read_only(const Vector& v, const py::object& owner) {
  py::array_t<double> a({static_cast<py::ssize_t>(v.size())}, {static_cast<py::ssize_t>(sizeof(double))}, v.data(),
                        owner);
  py::detail::array_proxy(a.ptr())->flags &= ~py::detail::npy_api::NPY_ARRAY_WRITEABLE_;
  return a;
}

}  // namespace

void register_score_table(py::module_& m) {
  py::class_<ScoreTable>(m, "ScoreTable",
                         "systems x items gold (NaN where missing) and metric scores, packed by system.")
      .def(py::init([](const Array& gold, const Array& metric, std::size_t systems) {
             return score_table(to_vector(gold, "gold scores"), to_vector(metric, "metric scores"), systems);
           }),
           py::arg("gold"), py::arg("metric"), py::arg("systems"))
      .def_readonly("systems", &ScoreTable::systems)
      .def_readonly("items", &ScoreTable::items)
      .def_property_readonly("gold", [](const py::object& self) { return read_only(self.cast<const ScoreTable&>().gold, self); })
      .def_property_readonly("metric",
                             [](const py::object& self) { return read_only(self.cast<const ScoreTable&>().metric, self); })
      .def("__repr__", [](const ScoreTable& t) {
        return "ScoreTable(" + std::to_string(t.systems) + " systems x " + std::to_string(t.items) + " items)";
      });
  m.def("check_same_gold", &check_same_gold, py::arg("table1"), py::arg("table2"),
        "ValueError unless the two tables have the same shape and gold scores.");
  m.def(
      "correlate",
      [](const ScoreTable& table, const CorrSpec& spec) {
        py::gil_scoped_release release;
        return correlate(table, spec);
      },
      py::arg("table"), py::arg("spec"), "The correlation CompareMetrics ranks by.");
  m.def(
      "williams_sig_diff",
      [](const ScoreTable& table1, const ScoreTable& table2, const CorrSpec& spec, bool one_sided) {
        py::gil_scoped_release release;
        const WilliamsResult w = williams_sig_diff(table1, table2, spec, one_sided);
        return py::make_tuple(w.p, w.r1, w.r2);
      },
      py::arg("table1"), py::arg("table2"), py::arg("spec"), py::arg("one_sided") = true,
      "Williams' test of two tables with the same gold under a registry statistic: (p, r1, r2).");
}

}  // namespace meteor::python
