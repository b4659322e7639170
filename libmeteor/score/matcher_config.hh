// The stand-alone aligner's configuration (Meteor's Matcher, our `matcher`
// tool): alignment type, modules and resources, and the aligner it builds.
//
// Matcher's defaults differ from the scorer's: every language aligns with
// 'exact stem synonym paraphrase' unless -m says otherwise, uses its own
// function-word list (the scorer always uses English's), and the search
// weights and path order follow the alignment type, not a task.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "align/aligner.hh"
#include "resources/language.hh"
#include "resources/data_dir.hh"
#include "score/params.hh"

namespace meteor {

// -t maxcov | maxacc.
enum class AlignmentType {
  // Coverage (better correlation with human judgments): search weights 1 for
  // exact and 0.5 for every other module, PathOrder::kCoverage.
  kMaxCoverage,
  // Accuracy of each link: search weights 1 for exact, stem and synonym, 0
  // for paraphrase, PathOrder::kAccuracy.
  kMaxAccuracy,
};

// "maxcov" or "maxacc", exactly. Throws meteor::Error otherwise (Meteor
// treats any other word as maxacc; we refuse it).
AlignmentType parse_alignment_type(std::string_view name);
std::string alignment_type_name(AlignmentType t);

// The weight each module's matches carry in the search, per type.
double search_weight(AlignmentType t, Module m);
std::vector<double> search_weights(AlignmentType t, const std::vector<Module>& modules);
PathOrder path_order(AlignmentType t);

struct MatcherConfig {
  Language language = Language::kEnglish;
  std::vector<Module> modules{Module::kExact, Module::kStem, Module::kSynonym, Module::kParaphrase};
  AlignmentType type = AlignmentType::kMaxCoverage;
  int beam_size = 40;
  // Empty means the language's default (see DataDir).
  std::string stem_table;       // -e
  std::string synonym_dir;      // -d
  std::string paraphrase_table;  // -a
};

// Loads what the modules need and builds the aligner. A missing default
// paraphrase table is handled as for scoring (load_resources: a warning and
// an empty table). Throws meteor::Error for no modules, a stem module
// without a stemmer for the language, or a missing or malformed resource.
std::unique_ptr<Aligner> make_matcher_aligner(const MatcherConfig& config, const DataDir& data = DataDir());

}  // namespace meteor
