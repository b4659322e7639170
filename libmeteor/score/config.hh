// A scoring configuration: language, task, modules, weights, parameters,
// normalization and resources, resolved from user options exactly as Meteor
// 1.5 resolves them, plus the Eval ID that names every setting.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "resources/language.hh"
#include "score/params.hh"

namespace meteor {

// Values are Meteor's normalization ids.
enum class Normalization : int { kNone = 0, kLowercase = 1, kNormalize = 2, kNormalizeNoPunct = 3 };
std::string normalization_name(Normalization n);  // "no_norm", "lc_only", "norm", "norm_nopunct"

struct Config {
  Language language = Language::kEnglish;
  Task task = Task::kRank;  // the task named in the header ("Custom" once anything is overridden)
  Normalization normalization = Normalization::kNone;
  std::vector<double> parameters;  // alpha beta gamma delta (extra values are kept but unused)
  std::vector<Module> modules;
  std::vector<double> weights;  // one per module normally; fewer means unweighted modules count 0
  int beam_size = 40;
  bool character_based = false;

  // Resources. Empty means "the default for the language" (see DataDir).
  std::string stem_table;       // -e: lookup-table stemmer (gzipped "word count stem" lines)
  std::string function_words;   // -s
  std::string synonym_dir;      // -d
  std::string paraphrase_table;  // -a
  std::string new_language_dir; // -new

  double alpha() const { return parameters.at(0); }
  double beta() const { return parameters.at(1); }
  double gamma() const { return parameters.at(2); }
  double delta() const { return parameters.at(3); }

  // meteor-1.5-wo-en-norm-0.85_0.2_0.6_0.75-ex_st_sy_pa-1.0_0.6_0.8_0.6
  std::string eval_id() const;

  // Throws meteor::Error when the configuration cannot score (fewer than 4
  // parameters, more weights than modules, -norm for a language without
  // normalization rules, ...).
  void validate() const;
};

// What a user can say, one field per Meteor option, named as the API's
// Options (meteor.hh) names them. Unset fields keep Meteor's defaults.
struct ConfigOptions {
  std::optional<std::string> language;         // -l
  std::optional<std::string> task;             // -t
  std::optional<std::vector<double>> parameters;  // -p
  std::optional<std::vector<double>> weights;  // -w
  std::optional<std::vector<std::string>> modules;  // -m
  std::optional<int> beam_size;                // -x
  std::optional<std::string> stem_table;       // -e
  std::optional<std::string> function_words;   // -s
  std::optional<std::string> synonym_dir;      // -d
  std::optional<std::string> paraphrase_table;  // -a
  std::optional<std::string> new_language_dir; // -new
  bool normalize = false;                      // -norm
  bool lowercase = false;                      // -lower
  bool no_punctuation = false;                 // -noPunct
  bool character_based = false;                // -ch
};

// Resolves options in Meteor 1.5's order: language (which picks its default
// task), task, parameters, weights, modules (weights resized to the module
// count, padding with 0), then -new, which overrides language, task and
// normalization. Note Meteor's rules kept here: giving -p turns the task into
// "custom", whose default weights are the adequacy row of the language;
// -t util does not imply -ch; any of -p -w -m names the task "Custom".
Config resolve_config(const ConfigOptions& options);

// Splits a quoted option value ("0.85 0.2 0.6 0.75") into numbers; throws
// meteor::Error naming the option for a token that is not a number.
std::vector<double> parse_number_list(const std::string& option, const std::string& value);

}  // namespace meteor
