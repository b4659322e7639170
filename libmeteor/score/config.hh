// A scoring configuration: language, task, modules, weights, parameters,
// normalization and resources, resolved from user options exactly as Meteor
// 1.5 resolves them, plus the Eval ID that names every setting.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
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
  // -allowNoParaphrase: with no default paraphrase table for the language,
  // score without the paraphrase module (left out of the modules, weights,
  // Eval ID and signature, with a warning) instead of stopping.
  bool allow_no_paraphrase = false;

  // -mem: bytes one segment's alignment may hold (0: Aligner's default);
  // not a setting of the score (no part of the Eval ID or the signature).
  std::size_t memory_limit = 0;

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

// Settings, in the words of the meteor tool's options: what a user can say,
// one field per option. Unset fields (empty, nullopt, false) keep Meteor's
// defaults, exactly as resolve_config resolves them. The one options type of
// the library, the tools (parsed at their edge, tools/cli.hh) and the Python
// module; the public API's (meteor.hh).
struct Options {
  std::string language;         // -l: en cz de es fr ru, da fi hu it nl no pt ro se tr, ar-bw-red, other; empty: en
  std::string task;             // -t: rank adq hter li tune util; empty: the language's default
  std::optional<std::vector<std::string>> modules;  // -m: exact stem synonym paraphrase, in matching order
  std::optional<std::vector<double>> parameters;    // -p: alpha beta gamma delta
  std::optional<std::vector<double>> weights;       // -w: one weight per module
  bool normalize = false;        // -norm: tokenize, normalize punctuation, lowercase
  bool lowercase = false;        // -lower
  bool no_punctuation = false;   // -noPunct
  bool character_based = false;  // -ch
  std::optional<int> beam_size;  // -x (default 40)

  // Resources; empty means the language's default from the data folder.
  std::string paraphrase_table;  // -a
  std::string stem_table;        // -e
  std::string function_words;    // -s
  std::string synonym_dir;       // -d
  std::string new_language_dir;  // -new: function.words and paraphrase.gz of a new language
  // -allowNoParaphrase: where the paraphrase module has no table (none given,
  // none installed), leave the module out, with a warning, instead of
  // stopping as Meteor 1.5 does; outputs then name only the modules that ran.
  bool allow_no_paraphrase = false;
  // The language data folder (Metric); empty: $METEOR_DATA, else the data
  // folder of the installation (or build tree) the library belongs to.
  std::string data_dir;

  // Threads a corpus is scored on (0: the CPUs this process may use, its
  // affinity and cgroup quota; util/threads.hh). Scores do not depend on it.
  unsigned threads = 0;
  // -mem: bytes the alignment of one segment may hold (0: the default,
  // Aligner::kDefaultMemoryLimit); a segment that needs more is a
  // LimitExceeded naming it. Scores do not depend on it.
  std::size_t memory_limit = 0;
};

// Resolves options in Meteor 1.5's order: language (which picks its default
// task), task, parameters, weights, modules (weights resized to the module
// count, padding with 0), then -new, which overrides language, task and
// normalization. Note Meteor's rules kept here: giving -p turns the task into
// "custom", whose default weights are the adequacy row of the language;
// -t util does not imply -ch; any of -p -w -m names the task "Custom".
Config resolve_config(const Options& options);

// Splits a quoted option value ("0.85 0.2 0.6 0.75") into numbers; throws
// meteor::Error naming the option for a token that is not a number.
std::vector<double> parse_number_list(const std::string& option, const std::string& value);

}  // namespace meteor
