// Meteor 1.5's tasks and the parameter and module-weight tables
// tuned per language and task.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <string>
#include <string_view>
#include <vector>

#include "align/module.hh"
#include "resources/language.hh"

namespace meteor {

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

}  // namespace meteor
