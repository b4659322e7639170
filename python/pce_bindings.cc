// meteor._mtme's PCE: libmeteor's pairwise permutation p-values
// (metaeval/significance.hh, MTME's draws and float32 sums) and 1 - PCE, on
// numpy arrays.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "pce_bindings.hh"

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>

#include <pybind11/numpy.h>

#include "metaeval/significance.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

using Array = py::array_t<double, py::array::c_style | py::array::forcecast>;

std::vector<std::vector<double>> rows_of(const Array& a, const char* what) {
  if (a.ndim() != 2) throw InvalidArgument(std::string(what) + ": expected a 2-d array, got " + std::to_string(a.ndim()) + "-d");
  const auto r = a.unchecked<2>();
  std::vector<std::vector<double>> out(static_cast<std::size_t>(r.shape(0)));
  for (py::ssize_t i = 0; i < r.shape(0); ++i)
    for (py::ssize_t j = 0; j < r.shape(1); ++j) out[static_cast<std::size_t>(i)].push_back(r(i, j));
  return out;
}

Array array_of(const std::vector<std::vector<double>>& m) {
  const auto n = static_cast<py::ssize_t>(m.size());
  Array out({n, n});
  auto w = out.mutable_unchecked<2>();
  for (py::ssize_t i = 0; i < n; ++i)
    for (py::ssize_t j = 0; j < n; ++j) w(i, j) = m[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
  return out;
}

}  // namespace

void register_pce(py::module_& m) {
  m.def(
      "pairwise_p_values",
      [](const Array& seg_scores, int num_permutations, std::int64_t seed) {
        if (num_permutations <= 0) throw InvalidArgument("num_permutations: must be positive");
        if (seed < 0) throw InvalidArgument("seed: must be a non-negative int");
        const auto rows = rows_of(seg_scores, "seg_scores");
        std::vector<std::vector<double>> p;
        {
          py::gil_scoped_release release;
          p = pairwise_system_p_values(rows, num_permutations, static_cast<std::uint64_t>(seed));
        }
        return array_of(p);
      },
      py::arg("seg_scores"), py::arg("num_permutations") = 1000, py::arg("seed") = 4,
      "p-values of 'system i > system j' (upper triangle, NaN elsewhere) from paired permutation tests on "
      "summed segment scores (systems x segments): MTME's pce.compute_pairwise_p_values.");
  m.def(
      "one_minus_pce",
      [](const Array& human, const Array& metric) {
        const auto h = rows_of(human, "human_pairwise_p_vals"), mt = rows_of(metric, "metric_pairwise_p_vals");
        for (const auto& r : h)
          if (r.size() != h.size()) throw InvalidArgument("human_pairwise_p_vals: expected a square matrix");
        for (const auto& r : mt)
          if (r.size() != mt.size()) throw InvalidArgument("metric_pairwise_p_vals: expected a square matrix");
        return one_minus_pce(h, mt);
      },
      py::arg("human_pairwise_p_vals"), py::arg("metric_pairwise_p_vals"),
      "1 - the mean |p_human - p_metric| over the upper triangle: MTME's pce.compute_one_minus_pce.");
}

}  // namespace meteor::python
