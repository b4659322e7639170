// meteor._mtme's PCE: libmeteor's pairwise permutation p-values
// (metaeval/significance/significance.hh, MTME's draws and float32 sums) and 1 - PCE, on
// numpy arrays.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "pce_bindings.hh"

#include <cmath>
#include <cstdint>
#include <string>
#include <vector>


#include "common/arrays.hh"
#include "metaeval/significance/significance.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor;
using namespace meteor::metaeval;

namespace meteor::python {

void register_pce(py::module_& m) {
  m.def(
      "pairwise_p_values",
      [](const Array& seg_scores, int num_permutations, std::int64_t seed) {
        if (num_permutations <= 0) throw InvalidArgument("num_permutations: must be positive");
        if (seed < 0) throw InvalidArgument("seed: must be a non-negative int");
        const auto rows = to_rows(seg_scores, "seg_scores");
        std::vector<std::vector<double>> p;
        {
          py::gil_scoped_release release;
          p = pairwise_system_p_values(rows, num_permutations, static_cast<std::uint64_t>(seed));
        }
        return to_matrix(p);
      },
      py::arg("seg_scores"), py::arg("num_permutations") = 1000, py::arg("seed") = 4,
      "p-values of 'system i > system j' (upper triangle, NaN elsewhere) from paired permutation tests on "
      "summed segment scores (systems x segments): MTME's pce.compute_pairwise_p_values.");
  m.def(
      "one_minus_pce",
      [](const Array& human, const Array& metric) {
        const auto h = to_rows(human, "human_pairwise_p_vals"), mt = to_rows(metric, "metric_pairwise_p_vals");
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
