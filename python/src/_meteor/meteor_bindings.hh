// The binding files of meteor._meteor, one a concept (meteor_module.cc
// assembles the module): scores and statistics (scores_bindings.cc), the
// Scorer (scorer.hh, scorer*.cc), Meteor 1.5's resource programs
// (tools_bindings.cc); Python values as the library's in py_args.hh.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>
#include <vector>

#include <pybind11/pybind11.h>

#include "meteor.hh"

namespace meteor::python {

// A sentence's score knows its configuration, like a corpus score.
struct SentenceScore : SegmentScore {
  std::string eval_id;
  std::string signature;
};

// Metric::compare's result with the names of its systems (baseline first).
struct NamedComparison {
  Comparison comparison;
  std::vector<std::string> names;
};

// The settings of a comparison from Python's arguments (test: None, 'bs' or
// 'ar'; n: its resamples or trials; confidence, confidence_n; seed: an int
// or None), checked (compare_bindings.cc).
CompareSettings compare_settings(const pybind11::object& test, const pybind11::object& n,
                                 const pybind11::object& confidence, const pybind11::object& confidence_n,
                                 const pybind11::object& seed);

// Statistics from a line of 23 numbers; InvalidArgument saying why not.
Stats parse_stats(const std::string& line);

// The installed data folder, seen from the installed module: the package's
// own data/ (a wheel), else the prefix's (cmake --install); "" in a build
// tree (meteor_module.cc).
std::string module_data_dir();

// Gives the library's queued warnings to Python's warnings module
// (meteor.MeteorWarning); raises what a filter turns them into.
void flush_warnings();

void register_scores(pybind11::module_& m);
void register_data(pybind11::module_& m);
void register_scorer(pybind11::module_& m);
void register_compare(pybind11::module_& m);

}  // namespace meteor::python

void register_tools(pybind11::module_& m, std::string (*default_data_dir)());
