// The matcher modules of Meteor 1.5 (exact, stem, synonym, paraphrase): the
// aligner runs the ones it is given, in that order. The parameter and weight
// tables that choose them per language and task are score/params.hh's.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>
#include <string_view>

namespace meteor {

// Values are Meteor's module ids.
enum class Module : int { kExact = 0, kStem = 1, kSynonym = 2, kParaphrase = 3 };

// "exact", "stem", "synonym", "paraphrase" (case-insensitive); throws
// meteor::Error otherwise.
Module parse_module(std::string_view name);
std::string module_name(Module m);        // "exact"
std::string module_short_name(Module m);  // "ex"

// The aligner's own weights for comparing partial alignments while scoring:
// 1.0 for exact matches and 0.5 for every other module, whatever -w says.
double search_weight_for_scoring(Module m);

}  // namespace meteor
