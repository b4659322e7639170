// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/params.hh"

#include <algorithm>
#include <cctype>

#include "util/error.hh"

namespace meteor {
namespace {

std::string lower(std::string_view s) {
  std::string out(s);
  std::transform(out.begin(), out.end(), out.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  return out;
}

using Row = std::array<double, 4>;
constexpr Row kZero = {0.0, 0.0, 0.0, 0.0};

// Tables indexed by language id 0..16 (en cz fr es de ar-bw-red pt ru da ro
// hu tr fi nl it no se). Values are Meteor 1.5's.
constexpr std::array<Row, 17> kAdqParams = {{{0.75, 1.40, 0.45, 0.70}}};
constexpr std::array<Row, 17> kAdqWeights = {{{1.0, 1.0, 0.6, 0.8}}};

constexpr std::array<Row, 17> kRankParams = {{
    {0.85, 0.20, 0.60, 0.75},  // English
    {0.95, 0.20, 0.60, 0.80},  // Czech
    {0.90, 1.40, 0.60, 0.65},  // French
    {0.65, 1.30, 0.50, 0.80},  // Spanish
    {0.95, 1.00, 0.55, 0.55},  // German
    kZero,                     // Arabic
    kZero,                     // Portuguese
    {0.75, 1.40, 0.70, 0.50},  // Russian (a copy of li)
}};
constexpr std::array<Row, 17> kRankWeights = {{
    {1.0, 0.6, 0.8, 0.6},  // English
    {1.0, 0.4, 0.0, 0.0},  // Czech
    {1.0, 0.2, 0.4, 0.0},  // French
    {1.0, 0.8, 0.6, 0.0},  // Spanish
    {1.0, 0.8, 0.2, 0.0},  // German
    kZero,                 // Arabic
    kZero,                 // Portuguese
    {1.0, 0.5, 0.5, 0.0},  // Russian
}};

constexpr std::array<Row, 17> kHterParams = {{{0.40, 1.50, 0.35, 0.55}}};
constexpr std::array<Row, 17> kHterWeights = {{{1.0, 0.2, 0.6, 0.8}}};
constexpr std::array<Row, 17> kUtilParams = {{{0.65, 0.1, 0.55, 0.65}}};
constexpr std::array<Row, 17> kUtilWeights = {{{1.0, 0.0, 0.0, 0.8}}};

constexpr Row kLiParams = {0.75, 1.40, 0.70, 0.50};
constexpr Row kLiWeights = {1.0, 0.5, 0.5, 0.5};
constexpr Row kTuneParams = {0.5, 1.0, 0.5, 0.5};
constexpr Row kTuneWeights = {1.0, 0.5, 0.5, 0.5};
constexpr Row kUniversalParams = {0.70, 1.40, 0.30, 0.70};
constexpr Row kUniversalWeights = {1.0, 0.6, 0, 0};

std::size_t index(Language lang) {
  int id = static_cast<int>(lang);
  if (id < 0 || id > 16) throw InvalidArgument("no parameter table for language " + language_code(lang));
  return static_cast<std::size_t>(id);
}

// Meteor's lookup order: universal, then other/li, then the language's row
// for the task (adequacy for anything else, custom included).
Row lookup(Language lang, Task task, bool weights) {
  if (task == Task::kUniversal) return weights ? kUniversalWeights : kUniversalParams;
  if (lang == Language::kOther || task == Task::kLanguageIndependent) return weights ? kLiWeights : kLiParams;
  if (task == Task::kTune) return weights ? kTuneWeights : kTuneParams;
  std::size_t i = index(lang);
  switch (task) {
    case Task::kRank:
      return weights ? kRankWeights[i] : kRankParams[i];
    case Task::kHter:
      return weights ? kHterWeights[i] : kHterParams[i];
    case Task::kUtility:
      return weights ? kUtilWeights[i] : kUtilParams[i];
    default:
      return weights ? kAdqWeights[i] : kAdqParams[i];
  }
}

}  // namespace

Task parse_task(std::string_view name) {
  std::string t = lower(name);
  if (t == "default") return Task::kRank;
  if (t == "adq") return Task::kAdequacy;
  if (t == "rank") return Task::kRank;
  if (t == "hter") return Task::kHter;
  if (t == "li") return Task::kLanguageIndependent;
  if (t == "tune") return Task::kTune;
  if (t == "util") return Task::kUtility;
  if (t == "universal") return Task::kUniversal;
  if (t.rfind("custom", 0) == 0) return Task::kCustom;
  throw InvalidArgument("unknown task '" + std::string(name) + "' (one of: rank util adq hter li tune universal)");
}

std::string task_name(Task t) {
  switch (t) {
    case Task::kAdequacy:
      return "adq";
    case Task::kRank:
      return "rank";
    case Task::kHter:
      return "hter";
    case Task::kLanguageIndependent:
      return "li";
    case Task::kTune:
      return "tune";
    case Task::kUtility:
      return "util";
    case Task::kUniversal:
      return "universal";
    case Task::kCustom:
      return "custom";
  }
  return "?";
}

std::string task_description(Task t) {
  switch (t) {
    case Task::kAdequacy:
      return "Adequacy";
    case Task::kRank:
      return "Ranking";
    case Task::kHter:
      return "HTER";
    case Task::kLanguageIndependent:
      return "Language-Independent";
    case Task::kTune:
      return "Tune";
    case Task::kUtility:
      return "Translator-Utility";
    case Task::kUniversal:
      return "Universal";
    case Task::kCustom:
      return "Custom";
  }
  return "?";
}

Task default_task(Language lang) {
  return language_support(lang).full ? Task::kRank : Task::kLanguageIndependent;
}

std::array<double, 4> task_parameters(Language lang, Task task) { return lookup(lang, task, false); }
std::array<double, 4> task_weights(Language lang, Task task) { return lookup(lang, task, true); }

std::vector<Module> task_modules(Language lang, Task task) {
  using M = Module;
  if (task == Task::kUniversal) return {M::kExact, M::kParaphrase};
  // Exact, then what the language has (resources/language.cc), in Meteor's
  // module order.
  const LanguageSupport has = language_support(lang);
  std::vector<Module> modules{M::kExact};
  if (has.stemmer) modules.push_back(M::kStem);
  if (has.synonyms) modules.push_back(M::kSynonym);
  if (has.paraphrases) modules.push_back(M::kParaphrase);
  return modules;
}

}  // namespace meteor
