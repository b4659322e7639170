// meteor._mtme's GetCorrelations (metaeval/tasks/task.hh metric_vectors and
// pool_metrics): the score vectors of one comparison on an EvalSet, and the
// pooling of several EvalSets ranked by global accuracy, which data.py wraps
// as MTME's GetCorrelations and CompareMetricsWithGlobalAccuracy.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "common/interruptible.hh"
#include "mtme_bindings.hh"
#include "common/arrays.hh"
#include "mtme_common.hh"
#include "metaeval/data/eval_set.hh"
#include "metaeval/tasks/task.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

CorrelationQuery query_arg(const std::string& level, const std::set<std::string>& main_refs,
                           const std::set<std::string>& close_refs, bool include_human, bool include_outliers,
                           const std::string& gold_name, bool primary_metrics, const std::optional<std::string>& domain,
                           const py::object& extern_metrics, const std::optional<std::vector<std::size_t>>& sample) {
  CorrelationQuery q;
  q.level = level_arg(level);
  q.domain = domain;
  q.main_refs = main_refs;
  q.close_refs = close_refs;
  q.human = include_human;
  q.outliers = include_outliers;
  q.gold = gold_name;
  q.primary = primary_metrics;
  q.sample = sample;
  if (!extern_metrics.is_none())
    for (const auto& [name, scores] : py::reinterpret_borrow<py::dict>(extern_metrics))
      q.extern_metrics[py::cast<std::string>(name)] = system_scores_arg(py::reinterpret_borrow<py::dict>(scores));
  return q;
}

}  // namespace

void register_get_correlations(py::module_& m) {
  m.def(
      "metric_vectors",
      [](const EvalSet& e, const std::string& level, const std::set<std::string>& main_refs,
         const std::set<std::string>& close_refs, bool include_human, bool include_outliers,
         const std::string& gold_name, bool primary_metrics, const std::optional<std::string>& domain,
         const py::object& extern_metrics, const std::optional<std::vector<std::size_t>>& sample,
         const std::string& fmt) {
        const CorrelationQuery q = query_arg(level, main_refs, close_refs, include_human, include_outliers,
                                             gold_name, primary_metrics, domain, extern_metrics, sample);
        const NameFormat f = name_format_arg(fmt);
        const MetricVectors v = metric_vectors(e, q);
        py::list metrics;
        for (const auto& [id, scores] : v.metrics)
          metrics.append(py::make_tuple(q.extern_metrics.count(id.full) ? id.full : display_name(id, f),
                                        to_array(scores)));
        return py::make_tuple(v.systems.size(), to_array(v.gold), metrics);
      },
      py::arg("evs"), py::arg("level"), py::arg("main_refs"), py::arg("close_refs"), py::arg("include_human"),
      py::arg("include_outliers"), py::arg("gold_name"), py::arg("primary_metrics"), py::arg("domain"),
      py::arg("extern_metrics"), py::arg("sample"), py::arg("fmt"),
      "MTME's GetCorrelations selection: (systems, gold (NaN for None), [(display name, metric scores)]).");
  m.def(
      "compare_metrics_with_global_accuracy",
      [](const std::vector<const EvalSet*>& sets, const std::vector<std::set<std::string>>& main_refs,
         const std::vector<std::set<std::string>>& close_refs, bool include_human, bool include_outliers,
         const std::vector<std::string>& gold_names, bool primary_metrics, const std::optional<std::string>& domain,
         const py::object& extern_metrics_list, int k, int block_size, double early_min, double early_max,
         double pval, std::uint64_t seed, unsigned threads) {
        const std::size_t n = sets.size();
        if (n == 0) throw InvalidArgument("no EvalSets");
        if (main_refs.size() != n || close_refs.size() != n || gold_names.size() != n)
          throw InvalidArgument("one main_refs, close_refs and gold_name per EvalSet");
        std::vector<MetricVectors> pairs;
        for (std::size_t i = 0; i < n; ++i) {
          const py::object ext = extern_metrics_list.is_none() ? py::object(py::none())
                                                               : py::object(extern_metrics_list[py::int_(i)]);
          pairs.push_back(metric_vectors(*sets[i], query_arg("sys", main_refs[i], close_refs[i], include_human,
                                                             include_outliers, gold_names[i], primary_metrics,
                                                             domain, ext, std::nullopt)));
          if (pairs.back().metrics.empty())
            throw InvalidArgument("No metrics for " + sets[i]->name() + "/" + sets[i]->lp());
        }
        const PooledMetrics p = pool_metrics(pairs);
        if (p.metrics.empty()) throw InvalidArgument("No metric is in every EvalSet");
        CompareOptions o;
        o.corr = corr_spec(CorrFcn::accuracy, {}, Average::none, false);
        o.corr.blocks = p.blocks;
        o.perm = perm_params(k, block_size, early_min, early_max, seed, threads);
        o.pval = pval;
        Ranking r;
        std::atomic<bool> cancel{false};
        o.perm.cancel = &cancel;
        run_interruptible(cancel, [&] { r = compare_metrics(p.gold, p.systems, p.metrics, o); });
        return ranking_tuple(r);
      },
      py::arg("sets"), py::arg("main_refs"), py::arg("close_refs"), py::arg("include_human"),
      py::arg("include_outliers"), py::arg("gold_names"), py::arg("primary_metrics"), py::arg("domain"),
      py::arg("extern_metrics_list"), py::arg("k"), py::arg("block_size"), py::arg("early_min"),
      py::arg("early_max"), py::arg("pval"), py::arg("seed") = 1, py::arg("threads") = 0,
      "MTME's CompareMetricsWithGlobalAccuracy: the pairs' metrics pooled (matched by display name), ranked by "
      "pairwise accuracy.");
}

}  // namespace meteor::python
