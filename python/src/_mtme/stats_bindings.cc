// meteor._mtme's helpers behind MTME's stats._ReshapeAndFilter,
// AverageCorrelation._enumerate_pairwise_diffs, stats.Sample and
// data._MapPositions / _UnmapPositions, over libmeteor's metaeval/.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "stats_bindings.hh"

#include <algorithm>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "common/arrays.hh"
#include "metaeval/statistics/correlation.hh"
#include "metaeval/data/eval_set.hh"
#include "metaeval/statistics/random.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

py::array square(const Vector& v, std::size_t n, bool as_bool) {
  const auto side = static_cast<py::ssize_t>(n);
  if (as_bool) {
    py::array_t<bool> out({side, side});
    bool* w = out.mutable_data();
    for (std::size_t k = 0; k < v.size(); ++k) w[k] = v[k] != 0.0;
    return out;
  }
  py::array_t<double> out({side, side});
  std::copy(v.begin(), v.end(), out.mutable_data());
  return out;
}

Vector flat_square(const Array& a, std::size_t n, const char* what) {
  if (a.ndim() != 2 || a.shape(0) != static_cast<py::ssize_t>(n) || a.shape(1) != static_cast<py::ssize_t>(n))
    throw InvalidArgument(std::string(what) + ": expected a " + std::to_string(n) + " x " + std::to_string(n) + " matrix");
  return Vector(a.data(), a.data() + a.size());
}

}  // namespace

void register_stats_helpers(py::module_& m) {
  py::class_<PairwiseDiffMatrix>(m, "PairwiseDiffs",
                                 "Pairwise differences of a metric vector (MTME's stats.PairwiseDiffs).")
      .def(py::init([](const std::optional<Array>& x, double epsilon) {
             if (!x) return PairwiseDiffMatrix{};
             return pairwise_diff_matrix(to_vector(*x, "x"), epsilon);
           }),
           py::arg("x") = py::none(), py::arg("epsilon") = 0.0)
      .def_property_readonly("x_diffs", [](const PairwiseDiffMatrix& d) { return square(d.diffs, d.n, false); })
      .def_property_readonly("x_is_tie",
                             [](const PairwiseDiffMatrix& d) {
                               const bool binary = std::all_of(d.ties.begin(), d.ties.end(),
                                                               [](double t) { return t == 0.0 || t == 1.0; });
                               return square(d.ties, d.n, binary);
                             })
      .def(
          "Combine",
          [](const PairwiseDiffMatrix& self, const PairwiseDiffMatrix& other, const Array& self_wts,
             const Array& other_wts) {
            return combine(self, other, flat_square(self_wts, self.n, "self_wts"),
                           flat_square(other_wts, self.n, "other_wts"));
          },
          py::arg("other"), py::arg("self_wts"), py::arg("other_wts"),
          "The differences and ties of self and other mixed by (binary) weight matrices.");
  m.def(
      "kendall_from_diffs",
      [](const Array& gold, const PairwiseDiffMatrix& metric, KendallVariant variant, const std::optional<Array>& x) {
        const Vector g = to_vector(gold, "gold_scores");
        const KendallCounts k = kendall_counts(g, metric);
        std::size_t min_distinct = 0;
        if (variant == KendallVariant::c) {
          if (!x) throw InvalidArgument("Metric scores must be provided for tau-c.");
          const Vector v = to_vector(*x, "metric_scores");
          auto distinct = [](Vector u) {
            std::sort(u.begin(), u.end());
            return static_cast<std::size_t>(std::unique(u.begin(), u.end()) - u.begin());
          };
          min_distinct = std::min(distinct(g), distinct(v));
        }
        return kendall_from_counts(k, variant, g.size(), min_distinct);
      },
      py::arg("gold"), py::arg("metric_diffs"), py::arg("variant"), py::arg("metric") = py::none(),
      "Kendall's tau of a variant from gold scores and a metric's PairwiseDiffs.");
  m.def(
      "kendall_counts",
      [](const Array& gold, const PairwiseDiffMatrix& metric) {
        const KendallCounts k = kendall_counts(to_vector(gold, "gold"), metric);
        return py::make_tuple(k.concordant, k.discordant, k.ties_metric, k.ties_gold, k.ties_both);
      },
      py::arg("gold"), py::arg("metric_diffs"),
      "Pair counts of gold scores against a metric's PairwiseDiffs: (concordant, discordant, tied only in the "
      "metric, tied only in gold, tied in both).");
  m.def(
      "group_cells",
      [](const Array& gold, std::size_t systems, Average average) {
        return group_cells(to_vector(gold, "gold"), systems, average);
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
        return to_array(sample_indexes(total, size, method, bins, seed));
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
