// meteor._mtme's correlations on vectors (metaeval/correlation.hh,
// significance.hh's correlate): scipy-style correlations with p-values, Kendall variants,
// KendallLike, agreement, MTME's AverageCorrelation and KendallWithTiesOpt.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstddef>
#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

#include <pybind11/stl.h>

#include "arrays.hh"
#include "mtme_bindings.hh"
#include "mtme_common.hh"
#include "metaeval/correlation.hh"
#include "metaeval/significance.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

// How many vectors an averaging makes of a matrix before any is dropped.
std::size_t rows(const ScoreTable& m, Average a) {
  return a == Average::none ? 1 : a == Average::sys ? m.systems : m.items;
}

// MTME's AverageCorrelation for one statistic: (correlation, p-value,
// weight). Pearson, Spearman and Kendall (tau-b or c) have scipy's
// p-values (with p_values: scipy.stats' functions rather than MTME's
// KendallVariants); the others 0, as MTME's.
using Triple = std::tuple<double, double, double>;
Triple average_correlation_of(const ScoreTable& m, const CorrSpec& spec, bool macro, bool p_values) {
  const Average avg = spec.average;
  const bool zeros = spec.replace_nans_with_zeros;
  if (spec.pdp) {
    if (spec.kind != CorrKind::pearson)
      throw InvalidArgument("pdp is not supported for correlations other than Pearson (Pairwise Difference Pearson)");
    const AveragedP r = pairwise_difference_pearson(m, avg, zeros);
    return {r.value, r.p, r.weight};
  }
  switch (spec.kind) {
    case CorrKind::pearson:
    case CorrKind::spearman: {
      const CorrelationPFn fn = spec.kind == CorrKind::pearson ? CorrelationPFn(pearson_p) : CorrelationPFn(spearman_p);
      const AveragedP r = average_correlation_p(m, avg, fn, zeros);
      return {r.value, r.p, r.weight};
    }
    case CorrKind::kendall: {
      const KendallVariant v = spec.variant;
      if (p_values && spec.epsilon == 0 && (v == KendallVariant::b || v == KendallVariant::c)) {
        // scipy.stats.kendalltau: the p-value does not depend on the variant.
        const AveragedP r = average_correlation_p(
            m, avg,
            [v](const Vector& g, const Vector& x) {
              CorrelationP c = kendall_p(g, x);
              if (v == KendallVariant::c) c.value = kendall(g, x, v);
              return c;
            },
            zeros);
        return {r.value, r.p, r.weight};
      }
      const double eps = spec.epsilon;
      const Averaged r = average_correlation(
          m, avg, [v, eps](const Vector& g, const Vector& x) { return kendall(g, x, v, eps); }, zeros);
      return {r.value, 0.0, r.weight};
    }
    case CorrKind::kendall_like: {
      const double t = spec.thresh;
      CorrelationFn weight = nullptr;
      if (!macro)
        weight = [t](const Vector& g, const Vector& x) { return static_cast<double>(kendall_like(g, x, t).pairs); };
      const Averaged r = average_correlation(
          m, avg, [t](const Vector& g, const Vector& x) { return kendall_like(g, x, t).tau; }, zeros, weight);
      return {r.value, 0.0, r.weight};
    }
    case CorrKind::ties_opt: {
      const TiesOptResult r = kendall_with_ties_opt(m, avg, spec.variant, spec.sample_rate, spec.sample_seed);
      return {r.tau, 0.0, static_cast<double>(rows(m, avg))};
    }
    case CorrKind::accuracy:
    case CorrKind::pce:
      return {correlate(m.gold, m.metric, m.systems, spec), 0.0, static_cast<double>(rows(m, avg))};
  }
  throw InvalidArgument("unknown correlation");
}

void same_length(const Vector& g, const Vector& x) {
  if (g.size() != x.size()) throw InvalidArgument("gold and metric scores differ in length");
}

}  // namespace

void register_correlation(py::module_& m) {
  m.def(
      "correlation_p",
      [](CorrKind kind, const Array& gold, const Array& metric) {
        const Vector g = to_vector(gold), x = to_vector(metric);
        same_length(g, x);
        CorrelationP c;
        if (kind == CorrKind::pearson)
          c = pearson_p(g, x);
        else if (kind == CorrKind::spearman)
          c = spearman_p(g, x);
        else if (kind == CorrKind::kendall)
          c = kendall_p(g, x);
        else
          throw InvalidArgument("correlation_p: pearson, spearman or kendall");
        return py::make_tuple(c.value, c.p);
      },
      "(correlation, p-value) of two vectors as scipy.stats computes them.");
  m.def(
      "kendall",
      [](const Array& gold, const Array& metric, KendallVariant variant, double epsilon) {
        const Vector g = to_vector(gold), x = to_vector(metric);
        same_length(g, x);
        if (epsilon < 0) throw InvalidArgument("epsilon must be non-negative");
        if (epsilon > 0 && variant == KendallVariant::c) throw InvalidArgument("non-zero epsilon with tau-c");
        return kendall(g, x, variant, epsilon);
      },
      py::arg("gold"), py::arg("metric"), py::arg("variant"), py::arg("epsilon") = 0.0);
  m.def("kendall_like", [](const Array& gold, const Array& metric, double thresh) {
    const Vector g = to_vector(gold), x = to_vector(metric);
    same_length(g, x);
    const KendallLikeResult r = kendall_like(g, x, thresh);
    return py::make_tuple(r.tau, r.pairs, r.concordant, r.discordant);
  });
  m.def("agreement", [](const Array& gold, const Array& metric) {
    const Vector g = to_vector(gold), x = to_vector(metric);
    same_length(g, x);
    const Agreement a = agreement(g, x);
    return py::make_tuple(a.agree, a.pairs);
  });
  m.def(
      "average_correlation",
      [](const Array& gold, const Array& metric, std::size_t systems, const CorrSpec& spec, bool macro,
         bool p_values) {
        const ScoreTable t = score_table(to_vector(gold), to_vector(metric), systems);
        py::gil_scoped_release release;
        return average_correlation_of(t, spec, macro, p_values);
      },
      py::arg("gold"), py::arg("metric"), py::arg("systems"), py::arg("spec"), py::arg("macro") = true,
      py::arg("p_values") = true, "(correlation, p-value, weight) as MTME's AverageCorrelation (gold: NaN for None).");
  m.def(
      "kendall_with_ties_opt",
      [](const Array& gold, const Array& metric, std::size_t systems, Average average, KendallVariant variant,
         double sample_rate, std::uint64_t seed) {
        if (!(sample_rate > 0 && sample_rate <= 1)) throw InvalidArgument("sample_rate must be in (0, 1]");
        const ScoreTable t = score_table(to_vector(gold), to_vector(metric), systems);
        TiesOptResult r;
        {
          py::gil_scoped_release release;
          r = kendall_with_ties_opt(t, average, variant, sample_rate, seed);
        }
        return py::make_tuple(r.tau, r.threshold, r.vectors);
      },
      py::arg("gold"), py::arg("metric"), py::arg("systems"), py::arg("average"), py::arg("variant"),
      py::arg("sample_rate"), py::arg("seed") = 1);
  m.def(
      "correlate",
      [](const Array& gold, const Array& metric, std::size_t systems, const CorrSpec& spec) {
        const Vector g = to_vector(gold), x = to_vector(metric);
        score_table(g, x, systems);  // checks the shape
        py::gil_scoped_release release;
        return correlate(g, x, systems, spec);
      },
      "The correlation CompareMetrics ranks by (NaN gold for None).");
}

}  // namespace meteor::python
