// meteor._mtme's helpers behind MTME's stats._ReshapeAndFilter,
// AverageCorrelation._enumerate_pairwise_diffs, stats.Sample and
// data._MapPositions / _UnmapPositions, over libmeteor's metaeval/.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "stats_bindings.hh"

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "metaeval/correlation.hh"
#include "metaeval/eval_set.hh"
#include "metaeval/sample.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

using Array = py::array_t<double, py::array::c_style | py::array::forcecast>;

Vector vector_of(const Array& a, const char* what) {
  if (a.ndim() != 1) throw InvalidArgument(std::string(what) + ": expected a flat sequence of scores");
  return Vector(a.data(), a.data() + a.size());
}

}  // namespace

void register_stats_helpers(py::module_& m) {
  m.def(
      "group_cells",
      [](const Array& gold, std::size_t systems, Average average) {
        return group_cells(vector_of(gold, "gold"), systems, average);
      },
      py::arg("gold"), py::arg("systems"), py::arg("average"),
      "The cells (indexes into the packed vectors) of each vector of an averaging, gold NaN left out, "
      "empty vectors left out (MTME's _ReshapeAndFilter).");
  m.def(
      "pairwise_differences",
      [](const std::vector<std::vector<double>>& gold, const std::vector<std::vector<double>>& metric) {
        if (gold.size() != metric.size()) throw InvalidArgument("human and metric scores differ in shape");
        std::vector<VectorPair> rows(gold.size());
        for (std::size_t r = 0; r < gold.size(); ++r) rows[r] = {gold[r], metric[r]};
        const std::vector<VectorPair> d = pairwise_differences(rows);
        std::vector<Vector> g, x;
        for (const VectorPair& p : d) {
          g.push_back(p.gold);
          x.push_back(p.metric);
        }
        return py::make_tuple(g, x);
      },
      py::arg("gold_rows"), py::arg("metric_rows"),
      "Per row of R scores the R x R differences x[b] - x[a] (a-major), NaN propagating.");
  py::enum_<SampleMethod>(m, "SampleMethod").value("uniform", SampleMethod::uniform).value("stratify", SampleMethod::stratify);
  m.def(
      "sample_indexes",
      [](std::int64_t total, std::int64_t size, SampleMethod method, const std::vector<std::int64_t>& bins,
         std::optional<std::uint64_t> seed) {
        std::vector<std::int64_t> s = sample_indexes(total, size, method, bins, seed);
        py::array_t<std::int64_t> out(static_cast<py::ssize_t>(s.size()));
        std::copy(s.begin(), s.end(), out.mutable_data());
        return out;
      },
      py::arg("total_size"), py::arg("size"), py::arg("method"), py::arg("bin_sizes"), py::arg("seed"),
      "MTME's stats.Sample draws: numpy's default_rng(seed) choices, so a seeded sample is MTME's.");
}

void register_positions(py::module_& m) {
  m.def("map_positions", &map_positions, py::arg("items"),
        "(item, [[begin, end), ...]) in order of first appearance: MTME's data._MapPositions.");
  m.def("unmap_positions", &unmap_positions, py::arg("position_map"), "The item at each position: _UnmapPositions.");
}

}  // namespace meteor::python
