// The language resources an aligner's modules need: the stemmer (stem
// module), synonyms, paraphrases, and the function words every alignment
// uses.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <memory>
#include <optional>

#include "resources/function_words.hh"
#include "resources/paraphrase.hh"
#include "resources/stemmer.hh"
#include "resources/synonyms.hh"

namespace meteor {

struct AlignerResources {
  std::optional<StemmerFactory> stemmer;                  // needed by the stem module
  std::shared_ptr<const SynonymDictionary> synonyms;      // synonym module
  std::shared_ptr<const ParaphraseTable> paraphrases;     // paraphrase module
  std::shared_ptr<const FunctionWords> function_words;    // always
};

}  // namespace meteor
