// meteor._mtme's significance tests and rankings (metaeval/significance/significance.hh,
// ranking.hh): Williams' test, the permutation tests (PERM-BOTH and the
// pairwise test of KendallWithTiesOpt) with their draws, CompareMetrics'
// ranking with significance clusters, rank assignment and MTME's printout.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "common/arrays.hh"
#include "common/interruptible.hh"
#include "mtme_bindings.hh"
#include "mtme_common.hh"
#include "metaeval/tasks/task.hh"
#include "metaeval/significance/significance.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

py::tuple perm_tuple(const PermResult& r) { return py::make_tuple(r.p, r.delta, r.k_used, draws_array(r.draws)); }

std::vector<std::vector<double>> square(const Array& matrix, std::size_t n_min, const char* what) {
  if (matrix.ndim() != 2 || matrix.shape(0) != matrix.shape(1) || static_cast<std::size_t>(matrix.shape(0)) < n_min)
    throw InvalidArgument(std::string(what) + " must be a square matrix (n x n for n metrics)");
  return to_rows(matrix, what);
}

}  // namespace

void register_significance(py::module_& m) {
  py::enum_<PermTest>(m, "PermTest").value("scores", PermTest::scores).value("pairs", PermTest::pairs);

  m.def("williams_test", &williams_test, py::arg("r12"), py::arg("r13"), py::arg("r23"), py::arg("n"),
        py::arg("one_sided") = true);
  m.def(
      "permutation_sig_diff",
      [](const ScoreTable& table1, const ScoreTable& table2, const CorrSpec& spec, int k, int block_size,
         double early_min, double early_max, std::uint64_t seed, unsigned threads) {
        PermParams q = perm_params(k, block_size, early_min, early_max, seed, threads);
        PermResult r;
        std::atomic<bool> cancel{false};
        q.cancel = &cancel;
        run_interruptible(cancel, [&] { r = permutation_sig_diff(table1, table2, spec, q); });
        return perm_tuple(r);
      },
      py::arg("table1"), py::arg("table2"), py::arg("spec"), py::arg("k"), py::arg("block_size"),
      py::arg("early_min"), py::arg("early_max"), py::arg("seed") = 1, py::arg("threads") = 0,
      "MTME's PermutationSigDiff of two ScoreTables with the same gold: (p, delta, k, draws).");
  m.def(
      "pairwise_permutation_sig_diff",
      [](const ScoreTable& table1, const ScoreTable& table2, const CorrSpec& spec, std::optional<double> epsilon1,
         std::optional<double> epsilon2, int k, int block_size, double early_min, double early_max,
         std::uint64_t seed, unsigned threads) {
        if ((epsilon1 && *epsilon1 < 0) || (epsilon2 && *epsilon2 < 0))
          throw InvalidArgument("epsilon must be non-negative");
        PermParams q = perm_params(k, block_size, early_min, early_max, seed, threads);
        PermResult r;
        std::atomic<bool> cancel{false};
        q.cancel = &cancel;
        run_interruptible(cancel,
                          [&] { r = pairwise_permutation_sig_diff(table1, table2, spec, q, epsilon1, epsilon2); });
        return perm_tuple(r);
      },
      py::arg("table1"), py::arg("table2"), py::arg("spec"), py::arg("epsilon1"), py::arg("epsilon2"), py::arg("k"),
      py::arg("block_size"), py::arg("early_min"), py::arg("early_max"), py::arg("seed") = 1,
      py::arg("threads") = 0,
      "MTME's PairwisePermutationSigDiff with spec's variant, averaging and sample_rate: (p, delta, k, draws).");
  // compare_metrics and significance_matrix take the same arguments.
  using RankingFn = Ranking (*)(const Vector&, std::size_t, const std::vector<NamedScores>&, const CompareOptions&);
  auto ranking_def = [&m](const char* name, RankingFn fn, const char* doc) {
    m.def(
        name,
        [fn](const Array& gold, std::size_t systems, const std::vector<std::string>& names,
             const std::vector<Array>& scores, const CorrSpec& spec, PermTest test, double pairs_sample_rate, int k,
             int block_size, double early_min, double early_max, double pval, std::uint64_t seed, unsigned threads) {
          if (names.size() != scores.size()) throw InvalidArgument("one score vector per metric name");
          if (names.empty()) throw InvalidArgument("no metrics to compare");
          const Vector g = to_vector(gold);
          std::vector<NamedScores> metrics;
          for (std::size_t i = 0; i < names.size(); ++i) {
            metrics.push_back({names[i], to_vector(scores[i])});
            score_table(g, metrics.back().scores, systems);
          }
          CompareOptions o;
          o.corr = spec;
          o.perm = perm_params(k, block_size, early_min, early_max, seed, threads);
          o.test = test;
          o.pairs_sample_rate = pairs_sample_rate;
          o.pval = pval;
          Ranking r;
          std::atomic<bool> cancel{false};
          o.perm.cancel = &cancel;
          run_interruptible(cancel, [&] { r = fn(g, systems, metrics, o); });
          return ranking_tuple(r);
        },
        py::arg("gold"), py::arg("systems"), py::arg("names"), py::arg("scores"), py::arg("spec"), py::arg("test"),
        py::arg("pairs_sample_rate"), py::arg("k"), py::arg("block_size"), py::arg("early_min"),
        py::arg("early_max"), py::arg("pval"), py::arg("seed") = 1, py::arg("threads") = 0, doc);
  };
  ranking_def("compare_metrics", &compare_metrics,
              "MTME's CompareMetrics tuple: ({metric: [corr, rank]}, p-value matrix, draws_index, draws_list).");
  ranking_def("significance_matrix", &significance_matrix,
              "MTME's ComputeSigMatrix of metrics in the given order, as compare_metrics tests them: "
              "({metric: [0, 0]}, p-value matrix, draws_index, draws_list).");
  m.def("assign_ranks", [](const Array& matrix, double pval) {
    return assign_ranks(square(matrix, 0, "the significance matrix"), pval);
  });
  m.def(
      "format_ranking",
      [](const std::vector<std::string>& names, const std::vector<double>& corrs, const std::vector<int>& ranks,
         const Array& matrix, double pval, bool probs) {
        const std::size_t n = names.size();
        if (corrs.size() != n || ranks.size() != n) throw InvalidArgument("one correlation and rank per metric");
        const auto rows = square(matrix, n, "the significance matrix");
        Ranking r;
        r.pvalues.assign(n, std::vector<double>(n, 0));
        for (std::size_t i = 0; i < n; ++i) {
          r.metrics.push_back({names[i], corrs[i], ranks[i]});
          for (std::size_t j = 0; j < n; ++j) r.pvalues[i][j] = rows[i][j];
        }
        return format_ranking(r, pval, probs);
      },
      py::arg("names"), py::arg("corrs"), py::arg("ranks"), py::arg("matrix"), py::arg("pval"),
      py::arg("probs") = false);
}

}  // namespace meteor::python
