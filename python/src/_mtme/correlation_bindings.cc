// meteor._mtme's correlations on vectors (metaeval/statistics/correlation.hh): scipy-style
// correlations with p-values, Kendall variants, KendallLike, agreement,
// MTME's AverageCorrelation and KendallWithTiesOpt.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <tuple>
#include <vector>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "common/arrays.hh"
#include "mtme_bindings.hh"
#include "mtme_common.hh"
#include "metaeval/statistics/correlation.hh"
#include "metaeval/significance/significance.hh"
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
// weight), by the one averaging rule (average_rows). Pearson, Spearman and
// Kendall (tau-b or c) have scipy's p-values (with p_values: scipy.stats'
// functions rather than MTME's KendallVariants); the others 0, as MTME's.
// macro false weights each vector by its size (KendallLike: its pairs), as
// MTME does for functions that return no weight.
using Triple = std::tuple<double, double, double>;
Triple average_correlation_of(const ScoreTable& m, const CorrSpec& spec, bool macro, bool p_values,
                              bool filter_nones) {
  const Average avg = spec.average;
  const bool zeros = spec.replace_nans_with_zeros;
  if (spec.pdp) {
    if (spec.kind != CorrKind::pearson)
      throw InvalidArgument("pdp is not supported for correlations other than Pearson (Pairwise Difference Pearson)");
    const AveragedP r = pairwise_difference_pearson(m, avg, zeros);
    return {r.value, r.p, r.weight};
  }
  auto weight = [macro](const Vector& g) { return macro ? 1.0 : static_cast<double>(g.size()); };
  WeightedCorrelationFn fn;
  switch (spec.kind) {
    case CorrKind::pearson:
    case CorrKind::spearman: {
      const bool pearson = spec.kind == CorrKind::pearson;
      fn = [=](const Vector& g, const Vector& x) {
        const CorrelationP c = pearson ? pearson_p(g, x) : spearman_p(g, x);
        return WeightedCorrelation{c.value, c.p, weight(g)};
      };
      break;
    }
    case CorrKind::kendall: {
      const KendallVariant v = spec.variant;
      const double eps = spec.epsilon;
      if (p_values && eps == 0 && (v == KendallVariant::b || v == KendallVariant::c)) {
        // scipy.stats.kendalltau: the p-value does not depend on the variant.
        fn = [=](const Vector& g, const Vector& x) {
          CorrelationP c = kendall_p(g, x);
          if (v == KendallVariant::c) c.value = kendall(g, x, v);
          return WeightedCorrelation{c.value, c.p, weight(g)};
        };
      } else {
        const bool scipy = spec.scipy_kendall;
        fn = [=](const Vector& g, const Vector& x) {
          return WeightedCorrelation{kendall(g, x, v, eps, scipy), 0.0, weight(g)};
        };
      }
      break;
    }
    case CorrKind::kendall_like: {
      const double t = spec.thresh;
      fn = [=](const Vector& g, const Vector& x) {
        const KendallLikeResult r = kendall_like(g, x, t);
        return WeightedCorrelation{r.tau, 0.0, macro ? 1.0 : static_cast<double>(r.pairs)};
      };
      break;
    }
    case CorrKind::ties_opt: {
      const TiesOptResult r = kendall_with_ties_opt(m, avg, spec.variant, spec.sample_rate, spec.sample_seed);
      return {r.tau, 0.0, static_cast<double>(rows(m, avg))};
    }
    case CorrKind::accuracy:
    case CorrKind::pce:
      return {correlate(m, spec), 0.0, static_cast<double>(rows(m, avg))};
  }
  const AveragedP r = average_rows(m, avg, fn, zeros, filter_nones);
  return {r.value, r.p, r.weight};
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
         bool p_values, bool filter_nones) {
        const ScoreTable t = score_table(to_vector(gold), to_vector(metric), systems);
        py::gil_scoped_release release;
        return average_correlation_of(t, spec, macro, p_values, filter_nones);
      },
      py::arg("gold"), py::arg("metric"), py::arg("systems"), py::arg("spec"), py::arg("macro") = true,
      py::arg("p_values") = true, py::arg("filter_nones") = true,
      "(correlation, p-value, weight) as MTME's AverageCorrelation (gold: NaN for None).");
  m.def(
      "average_with",
      [](const Array& gold, const Array& metric, std::size_t systems, Average average, const py::function& fcn,
         bool replace_nans_with_zeros, bool macro, bool filter_nones, const py::dict& args) {
        const ScoreTable t = score_table(to_vector(gold), to_vector(metric), systems);
        const AveragedP r = average_rows(
            t, average,
            [&](const Vector& g, const Vector& x) {
              const py::tuple ret = py::tuple(fcn(to_array(g), to_array(x), **args));
              if (py::len(ret) < 2) throw InvalidArgument("a correlation function returns (value, p-value[, weight])");
              WeightedCorrelation c{py::cast<double>(ret[0]), py::cast<double>(ret[1]), 1.0};
              if (!macro) c.weight = py::len(ret) > 2 ? py::cast<double>(ret[2]) : static_cast<double>(g.size());
              return c;
            },
            replace_nans_with_zeros, filter_nones);
        return py::make_tuple(r.value, r.p, r.weight);
      },
      py::arg("gold"), py::arg("metric"), py::arg("systems"), py::arg("average"), py::arg("fcn"),
      py::arg("replace_nans_with_zeros"), py::arg("macro"), py::arg("filter_nones"), py::arg("args"),
      "MTME's AverageCorrelation of any Python function (gold, metric, **args) -> (value, p-value[, weight]), "
      "by the one averaging rule.");
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
}

}  // namespace meteor::python
