// The four matchers. Each adds to the stage, for every reference word j in
// order and every test word i in order, the matches it finds; module is the
// index of the matcher in the module list.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "align/stage.hh"
#include "align/workspace.hh"
#include "resources/paraphrase.hh"
#include "resources/synonyms.hh"

namespace meteor {

// The words of one side with what the workspace knows about them.
struct Side {
  const std::vector<std::string>& words;
  const std::vector<WordInfo*>& info;
};

// Java hash of a word's stem, cached in its WordInfo.
std::int32_t stem_key(const std::string& word, WordInfo& info, Workspace& ws);
// All synsets of a word (own and base forms'), cached in its WordInfo as the
// workspace's dense numbers, sorted (see WordInfo::synsets).
const std::vector<std::int32_t>& synsets_of(const std::string& word, WordInfo& info, Workspace& ws,
                                            const SynonymDictionary& dict);

// Words whose Java hashes are equal.
void match_exact(int module, Stage& s, Workspace& ws);

// Different words (by hash) whose stems have equal hashes.
void match_stem(int module, const Side& a, const Side& b, Stage& s, Workspace& ws);

// Different words (by hash) sharing a synset (own or of a base form).
void match_synonym(int module, const Side& a, const Side& b, Stage& s, Workspace& ws, const SynonymDictionary& dict);

// Phrases of the reference found as paraphrases in the test, then phrases of
// the test found as paraphrases in the reference. Their number can grow
// with the product of the lengths times the paraphrases per phrase, so the
// matcher asks over_budget(s) as it adds (every 256 matches) and stops when
// it says yes: then it returns false and the stage is incomplete.
bool match_paraphrase(int module, const Side& a, const Side& b, Stage& s, const ParaphraseTable& table,
                      const std::function<bool(const Stage&)>& over_budget = nullptr);

}  // namespace meteor
