// SPDX-License-Identifier: LGPL-2.1-or-later
#include "resources/language.hh"

#include <algorithm>
#include <cctype>

#include "util/error.hh"

namespace meteor {
namespace {

struct Info {
  Language lang;
  const char* name;
  const char* code;
  const char* aliases;  // space-separated, besides name and code
  const char* snowball;
  LanguageSupport support;
};

// What Meteor 1.5 ships for each language, once: its six fully supported
// languages have -norm rules, the Rank task's tuned parameters and a
// paraphrase table; English alone has synonyms; every language with a
// stemmer (Snowball's, or Arabic's lookup table) aligns stems by default.
constexpr LanguageSupport kFull{.full = true, .stemmer = true, .synonyms = false, .paraphrases = true};
constexpr LanguageSupport kFullWithSynonyms{.full = true, .stemmer = true, .synonyms = true, .paraphrases = true};
constexpr LanguageSupport kFullNoStemmer{.full = true, .stemmer = false, .synonyms = false, .paraphrases = true};
constexpr LanguageSupport kStemOnly{.full = false, .stemmer = true, .synonyms = false, .paraphrases = false};
constexpr LanguageSupport kExactOnly{};

const Info kInfo[] = {
    {Language::kEnglish, "english", "en", "", "english", kFullWithSynonyms},
    {Language::kCzech, "czech", "cz", "cs", "", kFullNoStemmer},
    {Language::kFrench, "french", "fr", "", "french", kFull},
    {Language::kSpanish, "spanish", "es", "", "spanish", kFull},
    {Language::kGerman, "german", "de", "", "german", kFull},
    {Language::kArabicBuckwalterReduced, "arabic-buckwalter-reduced", "ar-bw-red", "", "", kStemOnly},
    {Language::kPortuguese, "portuguese", "pt", "", "portuguese", kStemOnly},
    {Language::kRussian, "russian", "ru", "", "russian", kFull},
    {Language::kDanish, "danish", "da", "", "danish", kStemOnly},
    {Language::kRomanian, "romanian", "ro", "", "romanian", kStemOnly},
    {Language::kHungarian, "hungarian", "hu", "", "hungarian", kStemOnly},
    {Language::kTurkish, "turkish", "tr", "", "turkish", kStemOnly},
    {Language::kFinnish, "finnish", "fi", "", "finnish", kStemOnly},
    {Language::kDutch, "dutch", "nl", "", "dutch", kStemOnly},
    {Language::kItalian, "italian", "it", "", "italian", kStemOnly},
    {Language::kNorwegian, "norwegian", "no", "", "norwegian", kStemOnly},
    {Language::kSwedish, "swedish", "se", "sv", "swedish", kStemOnly},
    {Language::kOther, "other", "other", "", "", kExactOnly},
};

const Info& info(Language lang) {
  for (const Info& i : kInfo)
    if (i.lang == lang) return i;
  throw InvalidArgument("unknown language id " + std::to_string(static_cast<int>(lang)));
}

}  // namespace

const std::vector<Language>& all_languages() {
  static const std::vector<Language> all = [] {
    std::vector<Language> v;
    for (const Info& i : kInfo) v.push_back(i.lang);
    return v;
  }();
  return all;
}

Language parse_language(std::string_view name) {
  std::string lower(name);
  std::transform(lower.begin(), lower.end(), lower.begin(),
                 [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  for (const Info& i : kInfo) {
    if (lower == i.name || lower == i.code) return i.lang;
    std::string_view aliases = i.aliases;
    while (!aliases.empty()) {
      std::size_t sp = aliases.find(' ');
      if (aliases.substr(0, sp) == lower) return i.lang;
      if (sp == std::string_view::npos) break;
      aliases.remove_prefix(sp + 1);
    }
  }
  // Meteor 1.5 takes any other value (and "xx") for "other" without a word,
  // so that a typo (-l eng, -l zh) silently scores with other parameters;
  // here it is an error (docs/compatibility.md). -l other asks for that.
  std::string choices;
  for (const Info& i : kInfo) {
    if (!choices.empty()) choices += ", ";
    choices += i.code;
    if (std::string_view(i.name) != i.code) choices += std::string(" (") + i.name + ")";
  }
  throw InvalidArgument("unknown language '" + std::string(name) + "': use one of " + choices +
                        "; 'other' scores any other language with language-independent parameters");
}

std::string language_name(Language lang) { return info(lang).name; }
std::string language_code(Language lang) { return info(lang).code; }

std::string language_title(Language lang) {
  std::string t = info(lang).name;
  t[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(t[0])));
  return t;
}

LanguageSupport language_support(Language lang) { return info(lang).support; }

bool has_normalizer(Language lang) { return info(lang).support.full; }

std::string snowball_algorithm(Language lang) { return info(lang).snowball; }

}  // namespace meteor
