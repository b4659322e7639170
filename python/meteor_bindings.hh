// The binding files of meteor._meteor, one a concept (meteor_module.cc
// assembles the module): scores and statistics (scores_bindings.cc), the
// Scorer (scorer_bindings.cc), Meteor 1.5's resource programs
// (tools_bindings.cc); Python values as the library's in py_args.hh.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>

#include <pybind11/pybind11.h>

#include "meteor.hh"

namespace meteor::python {

// A sentence's score knows its configuration, like a corpus score.
struct SentenceScore : SegmentScore {
  std::string eval_id;
  std::string signature;
};

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

}  // namespace meteor::python

void register_tools(pybind11::module_& m, std::string (*default_data_dir)());
