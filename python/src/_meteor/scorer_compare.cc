// meteor.Scorer's paired tests (scorer.hh): compare() scores the systems
// and tests them against the baseline, compare_stats() tests statistics at
// hand (sacreBLEU's tests over Meteor's statistics, docs/compare.md).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <string>
#include <vector>

#include "common/interruptible.hh"
#include "py_args.hh"
#include "scorer.hh"

namespace py = pybind11;

namespace meteor::python {

namespace {

std::vector<std::string> comparison_names(const py::object& names, std::size_t systems) {
  std::vector<std::string> out;
  if (names.is_none()) {
    out.push_back("baseline");
    for (std::size_t k = 1; k < systems; ++k) out.push_back("system " + std::to_string(k));
    return out;
  }
  out = str_list_arg(names, "names");
  if (out.size() != systems)
    throw py::value_error("names: " + std::to_string(out.size()) + " names for " + std::to_string(systems) +
                          " systems (the baseline first)");
  return out;
}

}  // namespace

NamedComparison PyScorer::compare(const py::object& baseline, const py::object& systems,
                                  const py::object& references, const py::object& test, const py::object& n,
                                  const py::object& confidence, const py::object& confidence_n,
                                  const py::object& seed, const py::object& names, const py::object& threads) const {
  CompareSettings settings = compare_settings(test, n, confidence, confidence_n, seed);
  settings.threads = threads_or_default(threads);
  std::vector<std::vector<std::string>> hyps{str_list_arg(baseline, "baseline")};
  if (systems.is_none() || PyUnicode_Check(systems.ptr()))
    throw py::type_error("systems: expected a list of lists of str, got " + type_name(systems));
  const std::vector<py::object> items = items_arg(systems, "systems", "a list of lists of str");
  for (std::size_t k = 0; k < items.size(); ++k) {
    const std::string name = "systems[" + std::to_string(k) + "]";
    if (items[k].is_none() || PyUnicode_Check(items[k].ptr()))
      throw py::type_error(name + ": expected a list of str, got " + type_name(items[k]));
    hyps.push_back(str_list_arg(items[k], name));
  }
  std::vector<std::vector<std::string>> refs = reference_lists_arg(references, "references");
  if (refs.empty()) throw InvalidArgument("compare: no segments (references are empty)");
  NamedComparison out;
  out.names = comparison_names(names, hyps.size());
  std::atomic<bool> cancel{false};
  meteor::python::run_interruptible(cancel,
                                    [&] { out.comparison = metric_->compare(hyps, refs, settings, &cancel); });
  flush_warnings();  // the library's warnings meanwhile (threads, ...)
  return out;
}

NamedComparison PyScorer::compare_stats(const py::object& segments, const py::object& test, const py::object& n,
                                        const py::object& confidence, const py::object& confidence_n,
                                        const py::object& seed, const py::object& names, const py::object& nrefs,
                                        const py::object& threads) const {
  CompareSettings settings = compare_settings(test, n, confidence, confidence_n, seed);
  settings.threads = threads_or_default(threads);
  std::vector<std::vector<Stats>> stats;
  for (const py::object& sys : items_arg(segments, "segments", "a list of lists of meteor.Stats")) {
    std::vector<Stats> v;
    for (const py::object& x : items_arg(sys, "segments[k]", "a list of meteor.Stats"))
      v.push_back(cast_arg<Stats>(x, "segments[k][i]", "a meteor.Stats"));
    stats.push_back(std::move(v));
  }
  std::string refs = "var";
  if (!nrefs.is_none()) refs = std::to_string(cast_arg<int>(nrefs, "nrefs", "a positive int or None"));
  NamedComparison out;
  out.names = comparison_names(names, stats.size());
  py::gil_scoped_release release;
  out.comparison = metric_->compare_stats(stats, settings, refs);
  return out;
}

}  // namespace meteor::python
