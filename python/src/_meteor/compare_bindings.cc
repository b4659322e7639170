// meteor.Comparison (Scorer.compare's result: sacreBLEU's paired tests over
// Meteor's statistics, score/compare.hh), its table, JSON and LaTeX
// (io/compare_report.hh), the arguments that choose a test, and the
// generator's draws for the tests against numpy (_numpy_choice,
// _numpy_bools).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "io/compare_report.hh"
#include "meteor_bindings.hh"
#include "py_args.hh"
#include "util/numpy_random.hh"

namespace py = pybind11;

namespace meteor::python {

namespace {

std::size_t positive(const py::object& o, const char* what) {
  const long long v = cast_arg<long long>(o, what, "a positive int");
  if (v < 1) throw py::value_error(std::string(what) + ": a positive int, got " + std::to_string(v));
  return static_cast<std::size_t>(v);
}

std::optional<double> opt(const std::optional<double>& v) { return v; }

}  // namespace

CompareSettings compare_settings(const py::object& test, const py::object& n, const py::object& confidence,
                                 const py::object& confidence_n, const py::object& seed) {
  CompareSettings s;
  if (!test.is_none()) {
    const std::string t = cast_arg<std::string>(test, "test", "None, 'bs' or 'ar'");
    if (t == "bs")
      s.test = PairedTest::kBootstrap;
    else if (t == "ar")
      s.test = PairedTest::kRandomization;
    else
      throw py::value_error("test: None, 'bs' (paired bootstrap) or 'ar' (approximate randomization), got '" + t + "'");
  }
  if (!n.is_none()) {
    if (s.test == PairedTest::kNone) throw py::value_error("n: no test (test='bs' or 'ar')");
    s.samples = positive(n, "n");
  }
  const bool ci = cast_arg<bool>(confidence, "confidence", "a bool");
  if (!confidence_n.is_none()) {
    if (!ci) throw py::value_error("confidence_n: only with confidence=True");
    if (s.test == PairedTest::kBootstrap)
      throw py::value_error("confidence_n: test='bs' gives intervals from its own resamples (n)");
  }
  if (ci && s.test != PairedTest::kBootstrap)
    s.confidence = confidence_n.is_none() ? 1000 : positive(confidence_n, "confidence_n");
  if (seed.is_none()) {
    s.seed.reset();
  } else {
    const long long v = cast_arg<long long>(seed, "seed", "a non-negative int or None");
    if (v < 0) throw py::value_error("seed: a non-negative int or None, got " + std::to_string(v));
    s.seed = static_cast<std::uint64_t>(v);
  }
  return s;
}

void register_compare(py::module_& m) {
  py::class_<SystemComparison>(m, "SystemComparison",
                               "One system of a Comparison: its score, its bootstrap mean and the half-width of "
                               "its 95% interval (None without intervals), its p-value against the baseline "
                               "(None for the baseline and without a test).")
      .def_readonly("score", &SystemComparison::score, "The system's Meteor score on the whole test set.")
      .def_property_readonly(
          "mean", [](const SystemComparison& s) { return opt(s.mean); },
          "The mean of the bootstrap resamples' scores (None without intervals).")
      .def_property_readonly(
          "ci", [](const SystemComparison& s) { return opt(s.interval); },
          "Half the width of the 95% interval of the bootstrap scores (None without intervals).")
      .def_property_readonly(
          "p_value", [](const SystemComparison& s) { return opt(s.p_value); },
          "The paired test's p-value against the baseline, (c + 1) / (n + 1) (None for the baseline and "
          "without a test).")
      .def("__repr__", [](const SystemComparison& s) {
        auto r = [](const std::optional<double>& v) {
          return v ? py::repr(py::float_(*v)).cast<std::string>() : std::string("None");
        };
        return "<meteor.SystemComparison score=" + r(s.score) + " mean=" + r(s.mean) + " ci=" + r(s.interval) +
               " p_value=" + r(s.p_value) + ">";
      });

  py::class_<NamedComparison>(m, "Comparison",
                              "Scorer.compare's result: the systems (the baseline first) with their scores, "
                              "intervals and p-values; str() is sacreBLEU's table, format('json' or 'latex') the "
                              "others.")
      .def_property_readonly(
          "systems", [](const NamedComparison& c) { return c.comparison.systems; },
          "A SystemComparison per system, the baseline first.")
      .def_readonly("names", &NamedComparison::names, "The systems' names, the baseline first.")
      .def_property_readonly(
          "test",
          [](const NamedComparison& c) -> py::object {
            if (c.comparison.settings.test == PairedTest::kNone) return py::none();
            return py::str(paired_test_name(c.comparison.settings.test));
          },
          "The paired test's name, or None without a test.")
      .def_property_readonly(
          "n", [](const NamedComparison& c) { return test_samples(c.comparison.settings); },
          "The test's resamples or trials (0 without a test).")
      .def_property_readonly(
          "confidence_n", [](const NamedComparison& c) { return interval_samples(c.comparison.settings); },
          "The bootstrap resamples behind the intervals (0: none).")
      .def_property_readonly(
          "seed", [](const NamedComparison& c) { return c.comparison.settings.seed; },
          "numpy's default_rng seed of the draws (None: drawn from the system).")
      .def_property_readonly(
          "signature", [](const NamedComparison& c) { return c.comparison.signature; },
          "The signature of the scoring settings (docs/signature.md).")
      .def(
          "format",
          [](const NamedComparison& c, const std::string& format) {
            if (format == "text") return comparison_text(c.comparison, c.names);
            if (format == "json") return comparison_json(c.comparison, c.names);
            if (format == "latex") return comparison_latex(c.comparison, c.names);
            throw py::value_error("format: 'text', 'json' or 'latex', got '" + format + "'");
          },
          py::arg("format") = "text", "The table ('text'), one JSON object ('json') or a LaTeX table ('latex').")
      .def("__str__", [](const NamedComparison& c) { return comparison_text(c.comparison, c.names); })
      .def("__len__", [](const NamedComparison& c) { return c.comparison.systems.size(); })
      .def("__repr__", [](const NamedComparison& c) {
        return "<meteor.Comparison of " + std::to_string(c.comparison.systems.size()) + " systems, " +
               (c.comparison.settings.test == PairedTest::kNone
                    ? std::string("no test")
                    : std::string(paired_test_name(c.comparison.settings.test)) + " " +
                          std::to_string(test_samples(c.comparison.settings))) +
               ">";
      });

  m.def(
      "_numpy_choice",
      [](std::uint64_t seed, std::int64_t population, std::size_t count) {
        return NumpyGenerator(seed).choice_with_replacement(population, count);
      },
      py::arg("seed"), py::arg("population"), py::arg("count"),
      "numpy.random.default_rng(seed).choice(population, size=count, replace=True), as a list (tests).");
  m.def(
      "_numpy_bools",
      [](std::uint64_t seed, std::size_t count, std::int64_t population, std::size_t choices) {
        NumpyGenerator g(seed);
        std::unique_ptr<bool[]> b(new bool[count]);
        g.random_bools(b.get(), count);
        std::vector<bool> bools(b.get(), b.get() + count);
        return py::make_tuple(
            bools, population > 0 ? g.choice_with_replacement(population, choices) : std::vector<std::int64_t>{});
      },
      py::arg("seed"), py::arg("count"), py::arg("population") = 0, py::arg("choices") = 0,
      "default_rng(seed).integers(2, size=count, dtype=bool), then choice(population, choices) from the same "
      "generator: (list of bool, list of int) (tests).");
}

}  // namespace meteor::python
