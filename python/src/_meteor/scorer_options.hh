// meteor.Scorer's keyword arguments (the meteor tool's options) as the
// library's Options, checked at the edge, and back (pickling). Only
// conversion and checking: no computation.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <cstddef>

#include <pybind11/pybind11.h>

#include "meteor.hh"

namespace meteor::python {

// The Scorer's arguments, in the order of its signature (lang is also
// positional): what a call that the constructor does not take is checked
// against.
constexpr std::size_t kScorerArgCount = 19;
extern const char* const kScorerArgs[kScorerArgCount];

// The Scorer(...) calls its signature does not take: a TypeError naming the
// argument.
[[noreturn]] void bad_scorer_call(const pybind11::args& args, const pybind11::kwargs& kwargs);

// Options from the arguments as given (in kScorerArgs' order, None where not
// given); data_dir_given: whether data_dir was (else $METEOR_DATA, then the
// installation's data).
Options scorer_options(const std::array<pybind11::handle, kScorerArgCount>& given, bool& data_dir_given);

// The keyword arguments that make a Scorer with these Options again: those
// given, the data folder only when it was given.
pybind11::dict scorer_settings(const Options& options, bool data_dir_given);

}  // namespace meteor::python
