// The languages Meteor 1.5 knows, with their names, codes and what the
// pipeline has for each (normalizer rules, stemmer, resource file names).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>
#include <string_view>
#include <vector>

namespace meteor {

// Values are Meteor's language ids (they index its parameter tables).
enum class Language : int {
  kEnglish = 0,
  kCzech = 1,
  kFrench = 2,
  kSpanish = 3,
  kGerman = 4,
  kArabicBuckwalterReduced = 5,
  kPortuguese = 6,
  kRussian = 7,
  kDanish = 8,
  kRomanian = 9,
  kHungarian = 10,
  kTurkish = 11,
  kFinnish = 12,
  kDutch = 13,
  kItalian = 14,
  kNorwegian = 15,
  kSwedish = 16,
  kOther = 99,
};

// Every language, in Meteor's id order.
const std::vector<Language>& all_languages();

// Accepts Meteor's names and codes, case-insensitively: "english"/"en",
// "czech"/"cz"/"cs", ..., "swedish"/"se"/"sv", "other". Throws
// meteor::Error listing the choices for anything else (Meteor 1.5 would
// score an unknown code as "other" without a word: docs/compatibility.md).
Language parse_language(std::string_view name);

// "english", "arabic-buckwalter-reduced", ... (resource file stem).
std::string language_name(Language lang);
// "en", "cz", "ar-bw-red", ... (Eval ID).
std::string language_code(Language lang);
// "English", "Arabic-buckwalter-reduced", ... (verbose header).
std::string language_title(Language lang);

// What Meteor 1.5 has for a language (the one table of it, language.cc).
struct LanguageSupport {
  // One of the six fully supported languages (en cz fr es de ru): -norm
  // rules, the Rank task's parameters (its default task), a paraphrase
  // table; the others default to the language-independent task.
  bool full = false;
  bool stemmer = false;      // a stemmer: the stem module is a default
  bool synonyms = false;     // a synonym dictionary (English): the synonym module
  bool paraphrases = false;  // a paraphrase table: the paraphrase module
};
LanguageSupport language_support(Language lang);

// Languages with -norm rules: the fully supported ones.
bool has_normalizer(Language lang);

// libstemmer algorithm name, or empty when the language has no Snowball
// stemmer (Czech, Arabic uses a lookup table, other).
std::string snowball_algorithm(Language lang);

}  // namespace meteor
