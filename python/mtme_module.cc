// The extension meteor._mtme: libmeteor's meta-evaluation (metaeval/) for
// the Python package meteor.mtme, which gives it MTME's public API
// (data, stats, tasks, meta_info). This file only converts: Python lists
// and numpy arrays to the library's score vectors (systems x items,
// row-major by system, NaN for a missing gold score), MTME's TaskResults
// objects (corr_ranks, matrix, draws_index, draws_list) to the library's,
// and results back.
// Names and options arrive typed (enums, numbers); the text MTME's users
// write ('pearson', 'acc23', 'item') is parsed in meteor/mtme/*.py.
//
// Library errors: FileNotFound -> FileNotFoundError, every other
// meteor::Error -> ValueError (what MTME raises for bad data).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "arrays.hh"
#include "errors.hh"
#include "meta_info_bindings.hh"
#include "pce_bindings.hh"
#include "stats_bindings.hh"
#include "tau_optimization_bindings.hh"
#include "metaeval/correlation.hh"
#include "metaeval/eval_set.hh"
#include "metaeval/meta_info.hh"
#include "metaeval/ranking.hh"
#include "metaeval/significance.hh"
#include "metaeval/task.hh"
#include "metaeval/task_args.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor;
using namespace meteor::metaeval;

namespace {

using Matrix = py::array_t<double, py::array::c_style | py::array::forcecast>;
using meteor::python::Array;
using meteor::python::to_matrix;
using meteor::python::to_vector;

Level level_arg(const std::string& name) {
  const auto l = parse_level(name);
  if (!l) throw InvalidArgument("level '" + name + "' is not sys, domain, doc or seg");
  return *l;
}

// systems x items, checked: gold NaN where missing, as the library takes it.
ScoreTable score_table(const Vector& gold, const Vector& metric, std::size_t systems) {
  if (gold.size() != metric.size())
    throw InvalidArgument("gold and metric scores differ in length (" + std::to_string(gold.size()) + " and " +
                          std::to_string(metric.size()) + ")");
  if (systems == 0 || gold.size() % systems != 0)
    throw InvalidArgument(std::to_string(gold.size()) + " scores are not a matrix of " + std::to_string(systems) +
                          " systems");
  for (double x : metric)
    if (!std::isfinite(x)) throw InvalidArgument("metric scores must be finite");
  ScoreTable t;
  t.systems = systems;
  t.items = gold.size() / systems;
  t.gold = gold;
  t.metric = metric;
  return t;
}

// A test's draws as MTME's rows (k x 2).
py::array_t<double> draws_array(const std::vector<Draw>& draws) {
  py::array_t<double> out({static_cast<py::ssize_t>(draws.size()), static_cast<py::ssize_t>(2)});
  auto r = out.mutable_unchecked<2>();
  for (std::size_t i = 0; i < draws.size(); ++i) {
    r(static_cast<py::ssize_t>(i), 0) = draws[i][0];
    r(static_cast<py::ssize_t>(i), 1) = draws[i][1];
  }
  return out;
}

// How many vectors an averaging makes of a matrix before any is dropped
// (MTME's reshaped gold's first dimension).
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
  auto triple = [](double c, double p, double w) { return Triple{c, p, w}; };
  if (spec.pdp) {
    if (spec.kind != CorrKind::pearson)
      throw InvalidArgument("pdp is not supported for correlations other than Pearson (Pairwise Difference Pearson)");
    const AveragedP r = pairwise_difference_pearson(m, avg, zeros);
    return triple(r.value, r.p, r.weight);
  }
  switch (spec.kind) {
    case CorrKind::pearson:
    case CorrKind::spearman:
    case CorrKind::kendall: {
      if (spec.kind == CorrKind::kendall && p_values && spec.epsilon == 0 &&
          (spec.variant == KendallVariant::b || spec.variant == KendallVariant::c)) {
        // scipy.stats.kendalltau: the p-value does not depend on the variant.
        const KendallVariant v = spec.variant;
        const AveragedP r = average_correlation_p(
            m, avg,
            [v](const Vector& g, const Vector& x) {
              CorrelationP c = kendall_p(g, x);
              if (v == KendallVariant::c) c.value = kendall(g, x, v);
              return c;
            },
            zeros);
        return triple(r.value, r.p, r.weight);
      }
      if (spec.kind == CorrKind::kendall) {
        const KendallVariant v = spec.variant;
        const double eps = spec.epsilon;
        const bool scipy = spec.scipy_kendall;
        const Averaged r = average_correlation(
            m, avg, [v, eps, scipy](const Vector& g, const Vector& x) { return kendall(g, x, v, eps, scipy); }, zeros);
        return triple(r.value, 0.0, r.weight);
      }
      const CorrelationPFn fn = spec.kind == CorrKind::pearson ? CorrelationPFn(pearson_p) : CorrelationPFn(spearman_p);
      const AveragedP r = average_correlation_p(m, avg, fn, zeros);
      return triple(r.value, r.p, r.weight);
    }
    case CorrKind::kendall_like: {
      const double t = spec.thresh;
      CorrelationFn weight = nullptr;
      if (!macro)
        weight = [t](const Vector& g, const Vector& x) { return static_cast<double>(kendall_like(g, x, t).pairs); };
      const Averaged r = average_correlation(
          m, avg, [t](const Vector& g, const Vector& x) { return kendall_like(g, x, t).tau; }, zeros, weight);
      return triple(r.value, 0.0, r.weight);
    }
    case CorrKind::ties_opt: {
      const TiesOptResult r = kendall_with_ties_opt(m, avg, spec.variant, spec.sample_rate, spec.sample_seed);
      return triple(r.tau, 0.0, static_cast<double>(rows(m, avg)));
    }
    case CorrKind::accuracy:
    case CorrKind::pce: {
      const double c = correlate(m.gold, m.metric, m.systems, spec);
      return triple(c, 0.0, static_cast<double>(rows(m, avg)));
    }
  }
  throw InvalidArgument("unknown correlation");
}

Triple average_correlation_arrays(const Array& gold, const Array& metric, std::size_t systems, const CorrSpec& spec,
                                  bool macro, bool p_values) {
  const ScoreTable m = score_table(to_vector(gold), to_vector(metric), systems);
  py::gil_scoped_release release;
  return average_correlation_of(m, spec, macro, p_values);
}

PermParams perm_params(int k, int block_size, double early_min, double early_max, std::uint64_t seed,
                       unsigned threads) {
  if (k < 0) throw InvalidArgument("k must not be negative");
  if (block_size <= 0) throw InvalidArgument("block_size must be positive");
  PermParams p;
  p.k = k;
  p.block_size = block_size;
  p.early_min = early_min;
  p.early_max = early_max;
  p.seed = seed;
  p.threads = threads;
  return p;
}

std::vector<NamedScores> named_scores(const std::vector<std::string>& names, const std::vector<Array>& scores) {
  if (names.size() != scores.size()) throw InvalidArgument("one score vector per metric name");
  std::vector<NamedScores> out;
  for (std::size_t i = 0; i < names.size(); ++i) out.push_back({names[i], to_vector(scores[i])});
  return out;
}

py::dict system_scores(const SystemScores& s) {
  py::dict out;
  for (const auto& [sys, v] : s) {
    py::list l;
    for (const auto& x : v) l.append(x ? py::cast(*x) : py::none());
    out[py::str(sys)] = l;
  }
  return out;
}

SystemScores system_scores_arg(const py::dict& d) {
  SystemScores out;
  for (const auto& [k, v] : d) {
    auto& row = out[py::cast<std::string>(k)];
    for (const auto& x : v) {
      if (x.is_none()) {
        row.push_back(std::nullopt);
      } else {
        const double f = py::cast<double>(x);
        if (!std::isfinite(f)) throw InvalidArgument("score of system " + py::cast<std::string>(k) + " is not finite");
        row.push_back(f);
      }
    }
  }
  return out;
}

// ---- task results: MTME's Python objects <-> the library's ------------------

// A Python TaskResults (name, pval, corr_ranks {metric: [corr, rank]},
// matrix, draws_index, draws_list: MTME's members) as the library's.
TaskResults task_results_arg(const py::handle& r) {
  TaskResults out;
  out.name = py::cast<std::string>(r.attr("name"));
  out.pval = py::cast<double>(r.attr("pval"));
  const py::dict corr_ranks = py::dict(r.attr("corr_ranks"));
  for (const auto& [name, v] : corr_ranks) {
    const py::sequence cr = py::reinterpret_borrow<py::sequence>(v);
    const double rank = py::cast<double>(cr[1]);
    out.ranking.metrics.push_back({py::cast<std::string>(name), py::cast<double>(cr[0]), static_cast<int>(rank)});
  }
  const std::size_t n = out.ranking.metrics.size();
  out.ranking.pvalues.assign(n, std::vector<double>(n, 0));
  out.ranking.k_used.assign(n, std::vector<int>(n, 0));
  const Matrix matrix = py::cast<Matrix>(py::module_::import("numpy").attr("asarray")(r.attr("matrix"), "float64"));
  if (matrix.size() != 0) {
    if (matrix.ndim() != 2 || static_cast<std::size_t>(matrix.shape(0)) != n ||
        static_cast<std::size_t>(matrix.shape(1)) != n)
      throw InvalidArgument(out.name + ": the matrix is not " + std::to_string(n) + " x " + std::to_string(n));
    auto m = matrix.unchecked<2>();
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j)
        out.ranking.pvalues[i][j] = m(static_cast<py::ssize_t>(i), static_cast<py::ssize_t>(j));
  }
  const py::object np = py::module_::import("numpy");
  const Matrix list = py::cast<Matrix>(np.attr("asarray")(r.attr("draws_list"), "float64"));
  if (list.size() != 0) {
    const Matrix index = py::cast<Matrix>(np.attr("asarray")(r.attr("draws_index"), "float64"));
    if (list.ndim() != 2 || list.shape(1) != 2 || index.ndim() != 2 || static_cast<std::size_t>(index.shape(0)) != n)
      throw InvalidArgument(out.name + ": draws_index must be n x n and draws_list k x 2");
    auto ix = index.unchecked<2>();
    auto dl = list.unchecked<2>();
    out.ranking.draws.assign(n, std::vector<std::vector<Draw>>(n));
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = i + 1; j < n; ++j) {
        const auto b = static_cast<py::ssize_t>(ix(static_cast<py::ssize_t>(i), static_cast<py::ssize_t>(j)));
        const auto e = static_cast<py::ssize_t>(ix(static_cast<py::ssize_t>(j), static_cast<py::ssize_t>(i)));
        if (b < 0 || e < b || e > list.shape(0)) throw InvalidArgument(out.name + ": draws_index out of range");
        for (py::ssize_t x = b; x < e; ++x) out.ranking.draws[i][j].push_back({dl(x, 0), dl(x, 1)});
      }
  }
  return out;
}

TaskSetResults task_set_results_arg(const py::iterable& results) {
  TaskSetResults out;
  for (const auto& r : results) out.results.push_back(task_results_arg(r));
  if (out.results.empty()) throw InvalidArgument("no task results");
  return out;
}

std::vector<double> weights_arg(const py::object& weights) {
  return weights.is_none() ? std::vector<double>{} : py::cast<std::vector<double>>(weights);
}

TableColumn column_arg(const py::dict& column) {
  TableColumn out;
  for (const auto& [name, v] : column) {
    const py::sequence cr = py::reinterpret_borrow<py::sequence>(v);
    out.push_back({py::cast<std::string>(name), {py::cast<double>(cr[0]), py::cast<double>(cr[1])}});
  }
  return out;
}

MetricsTableOptions table_options(const std::string& fmt, const std::string& which, const std::vector<bool>& rerank,
                                  const std::set<std::string>& baselines) {
  MetricsTableOptions o;
  o.format = parse_table_format(fmt, "fmt");
  if (which == "listed")
    o.which_metrics = WhichMetrics::listed;
  else if (which == "intersection")
    o.which_metrics = WhichMetrics::intersection;
  else if (which == "union")
    o.which_metrics = WhichMetrics::union_;
  else
    throw InvalidArgument("which_metrics '" + which + "' is not listed, intersection or union");
  o.rerank = rerank;
  o.baselines = baselines;
  return o;
}

py::object py_number(const PyNumber& x) {
  return x.is_int ? py::object(py::int_(x.i)) : py::object(py::float_(x.d));
}

// A library Task as MTME's Task keyword arguments (None: the standard value).
py::dict task_kwargs(const Task& t) {
  py::dict d;
  std::string langs;
  for (const std::string& l : t.langs) langs += (langs.empty() ? "" : ",") + l;
  d["test_set"] = t.test_set;
  d["lang"] = langs;
  d["domain"] = t.domain ? py::object(py::str(*t.domain)) : py::object(py::none());
  d["level"] = level_name(t.level);
  d["human"] = t.human;
  d["avg_by"] = average_name(t.avg_by);
  d["corr_fcn"] = corr_fcn_name(t.corr_fcn);
  d["k"] = t.k;
  const bool per_pair = t.corr_fcn == CorrFcn::accuracy;
  if (t.gold.empty())
    d["gold"] = py::none();
  else if (per_pair)
    d["gold"] = py::cast(t.gold);
  else
    d["gold"] = py::cast(t.gold[0]);
  auto refs = [&](const std::vector<std::set<std::string>>& r) -> py::object {
    if (r.empty()) return py::none();
    if (per_pair) return py::cast(r);
    return py::cast(r[0]);
  };
  d["refs"] = refs(t.refs);
  d["close_refs"] = refs(t.close_refs);
  d["use_outliers"] = t.use_outliers;
  d["primary"] = t.primary;
  d["pval"] = t.pval;
  d["block_size"] = t.block_size;
  d["early_min"] = t.early_min;
  d["early_max"] = t.early_max;
  d["replace_nans_with_zeros"] = t.replace_nans_with_zeros;
  d["perm_test"] = t.perm_test == PermTest::pairs ? "pairs" : "scores";
  py::dict args;
  if (t.corr_fcn_args.epsilon) args["epsilon"] = py_number(*t.corr_fcn_args.epsilon);
  if (t.corr_fcn_args.sample_rate) args["sample_rate"] = py_number(*t.corr_fcn_args.sample_rate);
  if (t.corr_fcn_args.thresh) args["thresh"] = py_number(*t.corr_fcn_args.thresh);
  if (t.corr_fcn_args.variant) args["variant"] = kendall_variant_name(*t.corr_fcn_args.variant);
  d["corr_fcn_args"] = args;
  return d;
}

}  // namespace

PYBIND11_MODULE(_mtme, m) {
  m.doc() = "libmeteor's meta-evaluation for meteor.mtme (MTME's API); use meteor.mtme, not this module.";

  py::register_local_exception_translator(meteor::python::translate_errors<&PyExc_ValueError>);
  meteor::python::register_pce(m);
  meteor::python::register_tau_optimization(m);
  meteor::python::register_positions(m);
  meteor::python::register_meta_info(m);

  py::enum_<Average>(m, "Average").value("none", Average::none).value("sys", Average::sys).value("item", Average::item);
  py::enum_<KendallVariant>(m, "KendallVariant")
      .value("b", KendallVariant::b)
      .value("c", KendallVariant::c)
      .value("t23", KendallVariant::t23)
      .value("acc23", KendallVariant::acc23);
  py::enum_<CorrKind>(m, "CorrKind")
      .value("pearson", CorrKind::pearson)
      .value("spearman", CorrKind::spearman)
      .value("kendall", CorrKind::kendall)
      .value("kendall_like", CorrKind::kendall_like)
      .value("ties_opt", CorrKind::ties_opt)
      .value("accuracy", CorrKind::accuracy)
      .value("pce", CorrKind::pce);
  py::enum_<PermTest>(m, "PermTest").value("scores", PermTest::scores).value("pairs", PermTest::pairs);
  meteor::python::register_stats_helpers(m);

  py::class_<CorrSpec>(m, "CorrSpec", "The statistic a correlation, test or ranking computes (typed).")
      .def(py::init([](CorrKind kind, Average average, bool replace_nans_with_zeros, KendallVariant variant,
                       double epsilon, double thresh, double sample_rate, std::uint64_t sample_seed,
                       std::vector<std::size_t> blocks, int pce_permutations, bool pdp, bool scipy_kendall) {
             CorrSpec s;
             s.kind = kind;
             s.average = average;
             s.replace_nans_with_zeros = replace_nans_with_zeros;
             s.variant = variant;
             s.epsilon = epsilon;
             s.thresh = thresh;
             s.sample_rate = sample_rate;
             s.sample_seed = sample_seed;
             s.blocks = std::move(blocks);
             s.pce_permutations = pce_permutations;
             s.pdp = pdp;
             s.scipy_kendall = scipy_kendall;
             return s;
           }),
           py::kw_only(), py::arg("kind"), py::arg("average") = Average::none,
           py::arg("replace_nans_with_zeros") = false, py::arg("variant") = KendallVariant::b,
           py::arg("epsilon") = 0.0, py::arg("thresh") = 25.0, py::arg("sample_rate") = 1.0,
           py::arg("sample_seed") = 1, py::arg("blocks") = std::vector<std::size_t>{},
           py::arg("pce_permutations") = 1000, py::arg("pdp") = false, py::arg("scipy_kendall") = false)
      .def_readonly("kind", &CorrSpec::kind)
      .def_readonly("average", &CorrSpec::average)
      .def_readonly("variant", &CorrSpec::variant);

  // ---- statistics on vectors ------------------------------------------------
  m.def(
      "correlation_p",
      [](CorrKind kind, const Array& gold, const Array& metric) {
        const Vector g = to_vector(gold), x = to_vector(metric);
        if (g.size() != x.size()) throw InvalidArgument("gold and metric scores differ in length");
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
        if (g.size() != x.size()) throw InvalidArgument("gold and metric scores differ in length");
        if (epsilon < 0) throw InvalidArgument("epsilon must be non-negative");
        if (epsilon > 0 && variant == KendallVariant::c) throw InvalidArgument("non-zero epsilon with tau-c");
        return kendall(g, x, variant, epsilon);
      },
      py::arg("gold"), py::arg("metric"), py::arg("variant"), py::arg("epsilon") = 0.0);
  m.def("kendall_like", [](const Array& gold, const Array& metric, double thresh) {
    const Vector g = to_vector(gold), x = to_vector(metric);
    if (g.size() != x.size()) throw InvalidArgument("gold and metric scores differ in length");
    const KendallLikeResult r = kendall_like(g, x, thresh);
    return py::make_tuple(r.tau, r.pairs, r.concordant, r.discordant);
  });
  m.def("agreement", [](const Array& gold, const Array& metric) {
    const Vector g = to_vector(gold), x = to_vector(metric);
    if (g.size() != x.size()) throw InvalidArgument("gold and metric scores differ in length");
    const Agreement a = agreement(g, x);
    return py::make_tuple(a.agree, a.pairs);
  });
  m.def("average_correlation", &average_correlation_arrays, py::arg("gold"), py::arg("metric"), py::arg("systems"),
        py::arg("spec"), py::arg("macro") = true, py::arg("p_values") = true,
        "(correlation, p-value, weight) as MTME's AverageCorrelation (gold: NaN for None).");
  m.def(
      "kendall_with_ties_opt",
      [](const Array& gold, const Array& metric, std::size_t systems, Average average, KendallVariant variant,
         double sample_rate, std::uint64_t seed) {
        if (!(sample_rate > 0 && sample_rate <= 1)) throw InvalidArgument("sample_rate must be in (0, 1]");
        const ScoreTable sm = score_table(to_vector(gold), to_vector(metric), systems);
        py::gil_scoped_release release;
        const TiesOptResult r = kendall_with_ties_opt(sm, average, variant, sample_rate, seed);
        py::gil_scoped_acquire acquire;
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

  // ---- significance -----------------------------------------------------------
  m.def("williams_test", &williams_test, py::arg("r12"), py::arg("r13"), py::arg("r23"), py::arg("n"),
        py::arg("one_sided") = true);
  m.def(
      "permutation_sig_diff",
      [](const Array& gold, const Array& metric1, const Array& metric2, std::size_t systems, const CorrSpec& spec,
         int k, int block_size, double early_min, double early_max, std::uint64_t seed, unsigned threads) {
        const Vector g = to_vector(gold), m1 = to_vector(metric1), m2 = to_vector(metric2);
        score_table(g, m1, systems);
        score_table(g, m2, systems);
        const PermParams p = perm_params(k, block_size, early_min, early_max, seed, threads);
        py::gil_scoped_release release;
        const PermResult r = permutation_sig_diff(g, m1, m2, systems, spec, p);
        py::gil_scoped_acquire acquire;
        return py::make_tuple(r.p, r.delta, r.k_used, draws_array(r.draws));
      },
      py::arg("gold"), py::arg("metric1"), py::arg("metric2"), py::arg("systems"), py::arg("spec"), py::arg("k"),
      py::arg("block_size"), py::arg("early_min"), py::arg("early_max"), py::arg("seed") = 1,
      py::arg("threads") = 0);
  m.def(
      "pairwise_permutation_sig_diff",
      [](const Array& gold, const Array& metric1, const Array& metric2, std::size_t systems, const CorrSpec& spec,
         std::optional<double> epsilon1, std::optional<double> epsilon2, int k, int block_size, double early_min,
         double early_max, std::uint64_t seed, unsigned threads) {
        const Vector g = to_vector(gold), m1 = to_vector(metric1), m2 = to_vector(metric2);
        score_table(g, m1, systems);
        score_table(g, m2, systems);
        if ((epsilon1 && *epsilon1 < 0) || (epsilon2 && *epsilon2 < 0))
          throw InvalidArgument("epsilon must be non-negative");
        const PermParams p = perm_params(k, block_size, early_min, early_max, seed, threads);
        py::gil_scoped_release release;
        const PermResult r = pairwise_permutation_sig_diff(g, m1, m2, systems, spec, p, epsilon1, epsilon2);
        py::gil_scoped_acquire acquire;
        return py::make_tuple(r.p, r.delta, r.k_used, draws_array(r.draws));
      },
      py::arg("gold"), py::arg("metric1"), py::arg("metric2"), py::arg("systems"), py::arg("spec"),
      py::arg("epsilon1"), py::arg("epsilon2"), py::arg("k"), py::arg("block_size"), py::arg("early_min"),
      py::arg("early_max"), py::arg("seed") = 1, py::arg("threads") = 0,
      "MTME's PairwisePermutationSigDiff with spec's variant, averaging and sample_rate: (p, delta, k, draws).");

  // ---- rankings ---------------------------------------------------------------
  m.def(
      "compare_metrics",
      [](const Array& gold, std::size_t systems, const std::vector<std::string>& names,
         const std::vector<Array>& scores, const CorrSpec& spec, PermTest test, double pairs_sample_rate, int k,
         int block_size, double early_min, double early_max, double pval, std::uint64_t seed, unsigned threads) {
        const Vector g = to_vector(gold);
        CompareOptions o;
        o.corr = spec;
        o.perm = perm_params(k, block_size, early_min, early_max, seed, threads);
        o.test = test;
        o.pairs_sample_rate = pairs_sample_rate;
        o.pval = pval;
        const std::vector<NamedScores> metrics = named_scores(names, scores);
        for (const NamedScores& ns : metrics) score_table(g, ns.scores, systems);
        Ranking r;
        {
          py::gil_scoped_release release;
          r = compare_metrics(g, systems, metrics, o);
        }
        py::list out_names, corrs, ranks;
        for (const RankedMetric& x : r.metrics) {
          out_names.append(x.name);
          corrs.append(x.corr);
          ranks.append(x.rank);
        }
        // MTME's draws_index / draws_list: pair (i, j)'s draws are rows
        // [index[i][j], index[j][i]) of the list, in row-major pair order.
        const std::size_t n = r.metrics.size();
        std::vector<Draw> all;
        py::array_t<std::int32_t> index({static_cast<py::ssize_t>(n), static_cast<py::ssize_t>(n)});
        auto ix = index.mutable_unchecked<2>();
        for (std::size_t i = 0; i < n; ++i)
          for (std::size_t j = 0; j < n; ++j) ix(static_cast<py::ssize_t>(i), static_cast<py::ssize_t>(j)) = 0;
        for (std::size_t i = 0; i < n; ++i)
          for (std::size_t j = i + 1; j < n; ++j) {
            const auto& d = r.draws.empty() ? std::vector<Draw>{} : r.draws[i][j];
            ix(static_cast<py::ssize_t>(i), static_cast<py::ssize_t>(j)) = static_cast<std::int32_t>(all.size());
            all.insert(all.end(), d.begin(), d.end());
            ix(static_cast<py::ssize_t>(j), static_cast<py::ssize_t>(i)) = static_cast<std::int32_t>(all.size());
          }
        return py::make_tuple(out_names, corrs, ranks, to_matrix(r.pvalues), index, draws_array(all));
      },
      py::arg("gold"), py::arg("systems"), py::arg("names"), py::arg("scores"), py::arg("spec"), py::arg("test"),
      py::arg("pairs_sample_rate"), py::arg("k"), py::arg("block_size"), py::arg("early_min"), py::arg("early_max"),
      py::arg("pval"), py::arg("seed") = 1, py::arg("threads") = 0,
      "(names by decreasing correlation, correlations, cluster ranks, p-value matrix, draws index, draws list).");
  m.def("assign_ranks", [](const py::array_t<double, py::array::c_style | py::array::forcecast>& matrix, double pval) {
    if (matrix.ndim() != 2 || matrix.shape(0) != matrix.shape(1))
      throw InvalidArgument("the significance matrix must be square");
    const auto n = static_cast<std::size_t>(matrix.shape(0));
    std::vector<std::vector<double>> p(n, std::vector<double>(n));
    auto r = matrix.unchecked<2>();
    for (std::size_t i = 0; i < n; ++i)
      for (std::size_t j = 0; j < n; ++j) p[i][j] = r(static_cast<py::ssize_t>(i), static_cast<py::ssize_t>(j));
    return assign_ranks(p, pval);
  });
  m.def(
      "format_ranking",
      [](const std::vector<std::string>& names, const std::vector<double>& corrs, const std::vector<int>& ranks,
         const py::array_t<double, py::array::c_style | py::array::forcecast>& matrix, double pval, bool probs) {
        const std::size_t n = names.size();
        if (corrs.size() != n || ranks.size() != n) throw InvalidArgument("one correlation and rank per metric");
        if (matrix.ndim() != 2 || static_cast<std::size_t>(matrix.shape(0)) < n ||
            static_cast<std::size_t>(matrix.shape(1)) < n)
          throw InvalidArgument("the significance matrix must be n x n for n metrics");
        Ranking r;
        auto mv = matrix.unchecked<2>();
        r.pvalues.assign(n, std::vector<double>(n, 0));
        for (std::size_t i = 0; i < n; ++i) {
          r.metrics.push_back({names[i], corrs[i], ranks[i]});
          for (std::size_t j = 0; j < n; ++j)
            r.pvalues[i][j] = mv(static_cast<py::ssize_t>(i), static_cast<py::ssize_t>(j));
        }
        return format_ranking(r, pval, probs);
      },
      py::arg("names"), py::arg("corrs"), py::arg("ranks"), py::arg("matrix"), py::arg("pval"),
      py::arg("probs") = false);

  // ---- task sets ------------------------------------------------------------------
  m.def(
      "assign_weights",
      [](const py::iterable& results, const std::vector<std::string>& attrs, double total) {
        return task_set_results_arg(results).assign_weights(attrs, total);
      },
      py::arg("results"), py::arg("attrs"), py::arg("total"));
  m.def(
      "average_ranks",
      [](const py::iterable& results, const py::object& weights) {
        return task_set_results_arg(results).average_ranks(weights_arg(weights));
      },
      py::arg("results"), py::arg("weights"));
  m.def(
      "average_corrs",
      [](const py::iterable& results, const py::object& weights) {
        return task_set_results_arg(results).average_corrs(weights_arg(weights));
      },
      py::arg("results"), py::arg("weights"));
  m.def(
      "average_corr_matrix",
      [](const py::iterable& results, const py::object& weights, double pval) {
        const TaskSetResults r = task_set_results_arg(results);
        Ranking ranking;
        {
          py::gil_scoped_release release;
          ranking = r.average_corr_matrix(weights_arg(weights), pval);
        }
        py::list names, corrs, ranks;
        for (const RankedMetric& x : ranking.metrics) {
          names.append(x.name);
          corrs.append(x.corr);
          ranks.append(x.rank);
        }
        return py::make_tuple(names, corrs, ranks, to_matrix(ranking.pvalues));
      },
      py::arg("results"), py::arg("weights"), py::arg("pval"));
  m.def(
      "metrics_table",
      [](const std::vector<std::string>& metrics, const std::vector<py::dict>& columns,
         const std::vector<std::vector<std::string>>& headers, const std::string& fmt, const std::string& which,
         const std::vector<bool>& rerank, const std::set<std::string>& baselines) {
        std::vector<TableColumn> cols;
        for (const py::dict& c : columns) cols.push_back(column_arg(c));
        return metrics_table(metrics, cols, headers, table_options(fmt, which, rerank, baselines));
      },
      py::arg("metrics"), py::arg("columns"), py::arg("headers"), py::arg("fmt"), py::arg("which_metrics"),
      py::arg("rerank"), py::arg("baselines"));
  m.def(
      "task_set_table",
      [](const py::iterable& results, const std::vector<std::string>& metrics, const py::object& initial_column,
         bool initial_ranks_given, const std::string& initial_column_header,
         const std::vector<std::size_t>& task_indices,
         const std::vector<std::string>& attr_list, const std::map<std::string, std::string>& nicknames,
         const std::string& fmt, const std::string& which, const std::vector<bool>& rerank,
         const std::set<std::string>& baselines) {
        TableOptions o;
        o.metrics = metrics;
        if (!initial_column.is_none()) o.initial_column = column_arg(py::dict(initial_column));
        o.initial_ranks_given = initial_ranks_given;
        o.initial_column_header = initial_column_header;
        o.task_indices = task_indices;
        o.attr_list = attr_list;
        o.nicknames = nicknames;
        o.table = table_options(fmt, which, rerank, baselines);
        return task_set_table(task_set_results_arg(results), o);
      },
      py::arg("results"), py::arg("metrics"), py::arg("initial_column"), py::arg("initial_ranks_given"),
      py::arg("initial_column_header"), py::arg("task_indices"), py::arg("attr_list"), py::arg("nicknames"),
      py::arg("fmt"), py::arg("which_metrics"), py::arg("rerank"), py::arg("baselines"));
  m.def(
      "preset",
      [](const std::string& name, const std::vector<std::string>& lps, bool primary, int k, const std::string& gold,
         const std::string& test_set) {
        Preset p;
        if (name == "wmt23")
          p = Preset::wmt23;
        else if (name == "wmt24_on_wmt23")
          p = Preset::wmt24_on_wmt23;
        else if (name == "wmt24")
          p = Preset::wmt24;
        else if (name == "wmt25")
          p = Preset::wmt25;
        else
          throw InvalidArgument("unknown preset " + name);
        const TaskSet set = preset_task_set(p, lps, primary, k, gold, test_set);
        py::list tasks;
        for (const Task& t : set.tasks) tasks.append(task_kwargs(t));
        return py::make_tuple(tasks, set.weights);
      },
      py::arg("name"), py::arg("lps"), py::arg("primary"), py::arg("k"), py::arg("gold"), py::arg("test_set"),
      "A preset's tasks (as Task keyword arguments) and weights.");

  // ---- test sets --------------------------------------------------------------
  m.def("mtme_root", &mtme_root, py::arg("root") = "");
  py::class_<EvalSet>(m, "EvalSet", "An MTME test set and language pair, loaded by libmeteor.")
      .def_static(
          "load",
          [](const std::string& root, const std::string& test_set, const std::string& lp, const std::string& std_ref,
             const std::map<std::string, std::string>& std_gold, const std::set<std::string>& outliers,
             const std::set<std::string>& primary, bool read_metric_scores) {
            MetaInfo info;
            info.std_ref = std_ref;
            info.std_gold = std_gold;
            info.outlier_systems = outliers;
            info.primary_metrics = primary;
            LoadOptions o;
            o.read_metric_scores = read_metric_scores;
            py::gil_scoped_release release;
            return EvalSet::load(root, test_set, lp, info, o);
          },
          py::arg("root"), py::arg("test_set"), py::arg("lp"), py::arg("std_ref"), py::arg("std_gold"),
          py::arg("outliers"), py::arg("primary"), py::arg("read_metric_scores"))
      .def_property_readonly("name", &EvalSet::name)
      .def_property_readonly("lp", &EvalSet::lp)
      .def_property_readonly("dir", &EvalSet::dir)
      .def_property_readonly("src", &EvalSet::src)
      .def_property_readonly("docs",
                             [](const EvalSet& e) {
                               py::list out;
                               for (const auto& [name, span] : e.docs())
                                 out.append(py::make_tuple(name, span.first, span.second));
                               return out;
                             })
      .def_property_readonly("domains",
                             [](const EvalSet& e) {
                               py::list out;
                               for (const auto& [name, spans] : e.domains()) {
                                 py::list l;
                                 for (const Span& s : spans) l.append(py::make_tuple(s.first, s.second));
                                 out.append(py::make_tuple(name, l));
                               }
                               return out;
                             })
      .def("docs_per_seg", &EvalSet::docs_per_seg)
      .def("domains_per_seg", &EvalSet::domains_per_seg)
      .def_property_readonly("refs", &EvalSet::refs)
      .def_property_readonly("sys_outputs", &EvalSet::sys_outputs)
      .def_property_readonly("human_sys_names", &EvalSet::human_sys_names)
      .def_property_readonly("human_score_names", &EvalSet::human_score_names)
      .def_property_readonly("metric_names", &EvalSet::metric_names)
      .def_property_readonly("levels",
                             [](const EvalSet& e) {
                               std::set<std::string> out;
                               for (Level l : e.levels()) out.insert(level_name(l));
                               return out;
                             })
      .def(
          "scores",
          [](const EvalSet& e, const std::string& level, const std::string& scorer) -> py::object {
            const auto l = parse_level(level);
            if (!l) return py::none();
            const SystemScores* s = e.scores(*l, scorer);
            if (!s) return py::none();
            return system_scores(*s);
          },
          py::arg("level"), py::arg("scorer"))
      .def(
          "add_metric",
          [](EvalSet& e, const std::string& name, const std::string& level, const py::dict& scores,
             const std::string& source, bool replace) {
            e.add_metric(name, level_arg(level), system_scores_arg(scores), source, replace);
          },
          py::arg("name"), py::arg("level"), py::arg("scores"), py::arg("source"), py::arg("replace") = false)
      .def(
          "read_metric_file",
          [](const EvalSet& e, const std::string& path) {
            auto [level, scores] = e.read_metric_file(path);
            return py::make_tuple(level_name(level), system_scores(scores));
          },
          py::arg("path"));
}
