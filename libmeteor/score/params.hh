// Meteor 1.5's tasks, modules, and the parameter and module-weight tables
// tuned per language and task.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "language.hh"

namespace meteor {

// Values are Meteor's module ids.
enum class Module : int { kExact = 0, kStem = 1, kSynonym = 2, kParaphrase = 3 };

// "exact", "stem", "synonym", "paraphrase" (case-insensitive); throws
// meteor::Error otherwise.
Module parse_module(std::string_view name);
std::string module_name(Module m);        // "exact"
std::string module_short_name(Module m);  // "ex"

// Values are Meteor's task ids.
enum class Task : int {
  kCustom = -1,
  kAdequacy = 0,
  kRank = 1,
  kHter = 2,
  kUtility = 3,
  kLanguageIndependent = 99,
  kTune = 100,
  kUniversal = 101,
};

// "default" (= rank), "adq", "rank", "hter", "li", "tune", "util",
// "universal", or anything starting with "custom"; case-insensitive.
Task parse_task(std::string_view name);
std::string task_name(Task t);         // "rank"
std::string task_description(Task t);  // "Ranking"

// The task a language gets when none is given: rank for the fully supported
// languages (en cz fr es de ru), li for the others.
Task default_task(Language lang);

// alpha, beta, gamma, delta for a language and task.
std::array<double, 4> task_parameters(Language lang, Task task);
// Weights of the four module slots for a language and task (the first
// modules().size() of them apply).
std::array<double, 4> task_weights(Language lang, Task task);
// The modules a language uses for a task, in matching order.
std::vector<Module> task_modules(Language lang, Task task);

// The aligner's own weights for comparing partial alignments while scoring:
// 1.0 for exact matches and 0.5 for every other module, whatever -w says.
double search_weight_for_scoring(Module m);

}  // namespace meteor
