// The aligner (aligner.hh): the words' facts from the workspace, the
// matchers of each module into the stage, then the search (the ordinary
// beam search, or the large-input search for pairs too large for it), then
// the finished alignment: function words, match counts, chunks.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/aligner.hh"

#include <algorithm>
#include <cmath>
#include <string>

#include "align/beam_search.hh"
#include "align/large_search.hh"
#include "align/matchers.hh"
#include "align/search_memory.hh"
#include "align/workspace.hh"
#include "text/lowercase.hh"
#include "util/error.hh"

namespace meteor {

Aligner::Aligner(std::vector<Module> modules, std::vector<double> search_weights, int beam_size, PathOrder order,
                 AlignerResources resources, double large_search_above, std::size_t memory_limit)
    : modules_(std::move(modules)),
      search_weights_(std::move(search_weights)),
      beam_size_(beam_size),
      order_(order),
      resources_(std::move(resources)),
      large_search_above_(large_search_above),
      memory_limit_(memory_limit != 0 ? memory_limit : kDefaultMemoryLimit) {
  if (search_weights_.size() < modules_.size()) throw InvalidArgument("aligner: fewer search weights than modules");
  for (Module m : modules_) {
    if (m == Module::kStem && !resources_.stemmer) throw InvalidArgument("aligner: the stem module needs a stemmer");
    if (m == Module::kSynonym && !resources_.synonyms)
      throw InvalidArgument("aligner: the synonym module needs a synonym dictionary");
    if (m == Module::kParaphrase && !resources_.paraphrases)
      throw InvalidArgument("aligner: the paraphrase module needs a paraphrase table");
  }
  if (!resources_.function_words) throw InvalidArgument("aligner: no function word list");
}

Aligner::~Aligner() = default;

std::unique_ptr<Workspace> Aligner::make_workspace() const {
  return std::make_unique<Workspace>(resources_.stemmer ? resources_.stemmer->make() : nullptr);
}

Alignment Aligner::align(std::vector<std::string> test_words, std::vector<std::string> reference_words,
                         Workspace& ws) const {
  Alignment a;
  a.test_words = std::move(test_words);
  a.reference_words = std::move(reference_words);
  align_words(a, ws);
  return a;
}

const Alignment& Aligner::align(const std::vector<std::string>& test_words,
                                const std::vector<std::string>& reference_words, Workspace& ws, int slot) const {
  Alignment& a = ws.alignment(slot);
  a.test_words.assign(test_words.begin(), test_words.end());  // into the strings and capacity of the last use
  a.reference_words.assign(reference_words.begin(), reference_words.end());
  align_words(a, ws);
  return a;
}

void Aligner::align_words(Alignment& a, Workspace& ws) const {
  ws.begin();
  const std::size_t n_test = a.test_words.size(), n_ref = a.reference_words.size();

  Stage& s = ws.stage();
  s.reset(n_test, n_ref);
  std::vector<WordInfo*>& test_info = ws.infos(0);
  std::vector<WordInfo*>& reference_info = ws.infos(1);
  ws.words(a.test_words, test_info);
  ws.words(a.reference_words, reference_info);
  for (std::size_t i = 0; i < n_test; ++i) s.test_keys[i] = test_info[i]->hash;
  for (std::size_t j = 0; j < n_ref; ++j) s.reference_keys[j] = reference_info[j]->hash;
  const Side test_side{a.test_words, test_info}, reference_side{a.reference_words, reference_info};

  // Identical sentences (by word hashes) only need exact matches.
  std::size_t used_modules = modules_.size();
  if (n_test == n_ref && s.test_keys == s.reference_keys) used_modules = 1;

  // Which search: the ordinary one unless the pair is long (the product of
  // its lengths) or its candidates would make the ordinary search hold more
  // than memory_limit_ (search_memory.hh); the large-input search holds
  // memory linear in the lengths, and a pair that even it cannot align
  // within memory_limit_ is refused before it starts. The paraphrase
  // matcher, whose candidates can outnumber the word pairs, stops as soon
  // as those it has added are over the limit (the estimate only grows as
  // candidates are added: the choice is the one the whole stage would give).
  SearchResult chosen;
  bool large = static_cast<double>(n_test) * static_cast<double>(n_ref) > large_search_above_;
  auto over_limit = [&](const Stage& st) {
    return beam_search_bytes(st.n_test(), st.n_ref(), st.most_at_one_word, st.added, beam_size_) >
           static_cast<double>(memory_limit_);
  };
  if (!large) {
    for (std::size_t k = 0; k < used_modules && !large; ++k) {
      int stage_index = static_cast<int>(k);
      switch (modules_[k]) {
        case Module::kExact:
          match_exact(stage_index, s, ws);
          break;
        case Module::kStem:
          match_stem(stage_index, test_side, reference_side, s, ws);
          break;
        case Module::kSynonym:
          match_synonym(stage_index, test_side, reference_side, s, ws, *resources_.synonyms);
          break;
        case Module::kParaphrase:
          large = !match_paraphrase(stage_index, test_side, reference_side, s, *resources_.paraphrases, over_limit);
          break;
      }
    }
    if (!large && beam_search_bytes(s, beam_size_) > static_cast<double>(memory_limit_)) large = true;
    if (!large) chosen = beam_search(s, search_weights_, beam_size_, order_, ws.beam());
  }
  ws.stage_complete = !large;
  if (large) {
    const double need = large_search_bytes(n_test, n_ref, beam_size_);
    if (need > static_cast<double>(memory_limit_)) {
      auto mb = [](double bytes) { return std::to_string(static_cast<long long>(std::ceil(bytes / (1 << 20)))); };
      throw LimitExceeded("aligning " + std::to_string(n_test) + " x " + std::to_string(n_ref) +
                          " words needs about " + mb(need) + " MB, over the memory limit of " +
                          mb(static_cast<double>(memory_limit_)) + " MB (-mem, memory_limit=)");
    }
    chosen = large_search(LargeSearchInput{test_side, reference_side, s.test_keys, s.reference_keys, modules_,
                                           used_modules, search_weights_, beam_size_, order_, resources_},
                          ws);
  }

  finish(a, std::move(chosen), test_info, reference_info);
}

const Alignment& Aligner::align_mirror(const std::vector<std::string>& test_words,
                                       const std::vector<std::string>& reference_words, Workspace& ws,
                                       int slot) const {
  const Stage& original = ws.stage();
  const bool symmetric = std::none_of(modules_.begin(), modules_.end(), [](Module m) { return m == Module::kParaphrase; });
  if (!symmetric || !ws.stage_complete || original.n_test() != reference_words.size() ||
      original.n_ref() != test_words.size())
    return align(test_words, reference_words, ws, slot);
  ws.stage_complete = false;  // the workspace's stage stays the pair's, not the mirror's
  Alignment& a = ws.alignment(slot);
  a.test_words.assign(test_words.begin(), test_words.end());
  a.reference_words.assign(reference_words.begin(), reference_words.end());
  // The words' information, as the pair looked it up: the sides swapped.
  std::swap(ws.infos(0), ws.infos(1));
  const std::vector<WordInfo*>& test_info = ws.infos(0);
  const std::vector<WordInfo*>& reference_info = ws.infos(1);
  // The transpose of the pair's candidate matches, in the order the
  // matchers would add them: module by module, each reference word's
  // matches by test word.
  Stage& m = ws.mirror_stage();
  m.reset(a.test_words.size(), a.reference_words.size());
  m.test_keys = original.reference_keys;
  m.reference_keys = original.test_keys;
  for (int module = 0; module < static_cast<int>(modules_.size()); ++module)
    for (std::size_t j = 0; j < original.n_ref(); ++j)
      for (const Match& x : original.matches[j]) {
        if (x.module != module) continue;
        Match y = x;
        y.reference_start = x.test_start;
        y.reference_length = x.test_length;
        y.test_start = x.reference_start;
        y.test_length = x.reference_length;
        m.add(y);
      }
  if (beam_search_bytes(m, beam_size_) > static_cast<double>(memory_limit_))
    return align(test_words, reference_words, ws, slot);
  finish(a, beam_search(m, search_weights_, beam_size_, order_, ws.beam()), test_info, reference_info);
  return a;
}

void Aligner::finish(Alignment& a, SearchResult chosen, const std::vector<WordInfo*>& test_info,
                     const std::vector<WordInfo*>& reference_info) const {
  const std::size_t n_test = a.test_words.size(), n_ref = a.reference_words.size();
  // Function words, looked up lowercased.
  const FunctionWords& fw = *resources_.function_words;
  auto is_function = [&](const std::string& w, WordInfo& info) {
    if (!info.function_known) {
      info.is_function = fw.contains_lowercased(to_lower(w));
      info.function_known = true;
    }
    return info.is_function;
  };
  a.test_is_function.resize(n_test);
  a.reference_is_function.resize(n_ref);
  for (std::size_t i = 0; i < n_test; ++i) a.test_is_function[i] = is_function(a.test_words[i], *test_info[i]);
  for (std::size_t j = 0; j < n_ref; ++j)
    a.reference_is_function[j] = is_function(a.reference_words[j], *reference_info[j]);

  const std::size_t nm = modules_.size();
  a.test_content_matches.assign(nm, 0);
  a.reference_content_matches.assign(nm, 0);
  a.test_function_matches.assign(nm, 0);
  a.reference_function_matches.assign(nm, 0);
  a.matches = std::move(chosen);
  for (std::size_t j = 0; j < n_ref; ++j) {
    const std::optional<Match>& m = a.matches[j];
    if (!m) continue;
    auto mod = static_cast<std::size_t>(m->module);
    for (int k = 0; k < m->test_length; ++k) {
      if (a.test_is_function[static_cast<std::size_t>(m->test_start + k)])
        ++a.test_function_matches[mod];
      else
        ++a.test_content_matches[mod];
    }
    for (int k = 0; k < m->reference_length; ++k) {
      if (a.reference_is_function[static_cast<std::size_t>(m->reference_start + k)])
        ++a.reference_function_matches[mod];
      else
        ++a.reference_content_matches[mod];
    }
  }

  // Matches and chunks, walking the reference.
  int test_matches = 0, reference_matches = 0, chunks = 0, last_match_end = -1;
  std::size_t idx = 0;
  while (idx < n_ref) {
    const auto& m = a.matches[idx];
    if (!m) {
      if (last_match_end != -1) {
        ++chunks;
        last_match_end = -1;
      }
      ++idx;
    } else {
      test_matches += m->test_length;
      reference_matches += m->reference_length;
      if (last_match_end != -1 && m->test_start != last_match_end) ++chunks;
      idx = static_cast<std::size_t>(m->reference_start + m->reference_length);
      last_match_end = m->test_start + m->test_length;
    }
  }
  if (last_match_end != -1) ++chunks;
  a.test_matches = test_matches;
  a.reference_matches = reference_matches;
  a.chunks = chunks;
  double avg = static_cast<double>(test_matches + reference_matches) / 2;
  a.avg_chunk_length = chunks > 0 ? avg / chunks : 0;
}

}  // namespace meteor
