// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/matchers.hh"

#include <algorithm>
#include <limits>

#include "java/lang.hh"

namespace meteor {
namespace {

Match one_to_one(int module, std::size_t j, std::size_t i) {
  Match m;
  m.module = module;
  m.prob = 1;
  m.reference_start = static_cast<int>(j);
  m.reference_length = 1;
  m.test_start = static_cast<int>(i);
  m.test_length = 1;
  return m;
}

}  // namespace

std::int32_t stem_key(const std::string& word, WordInfo& info, Workspace& ws) {
  if (!info.stem_known) {
    info.stem_hash = java::string_hash(ws.stemmer()->stem(word));
    info.stem_known = true;
  }
  return info.stem_hash;
}

const std::vector<std::int32_t>& synsets_of(const std::string& word, WordInfo& info, const SynonymDictionary& dict) {
  if (!info.synsets_known) {
    info.synsets = dict.all_synsets(word);
    info.synsets_known = true;
  }
  return info.synsets;
}

void match_exact(int module, Stage& s) {
  for (std::size_t j = 0; j < s.n_ref(); ++j)
    for (std::size_t i = 0; i < s.n_test(); ++i)
      if (s.test_keys[i] == s.reference_keys[j]) s.add(one_to_one(module, j, i));
}

void match_stem(int module, const Side& a, const Side& b, Stage& s, Workspace& ws) {
  std::vector<std::int32_t>& stems1 = ws.ints(0, a.words.size());
  std::vector<std::int32_t>& stems2 = ws.ints(1, b.words.size());
  for (std::size_t i = 0; i < a.words.size(); ++i) stems1[i] = stem_key(a.words[i], *a.info[i], ws);
  for (std::size_t j = 0; j < b.words.size(); ++j) stems2[j] = stem_key(b.words[j], *b.info[j], ws);
  for (std::size_t j = 0; j < b.words.size(); ++j)
    for (std::size_t i = 0; i < a.words.size(); ++i)
      if (stems1[i] == stems2[j] && s.test_keys[i] != s.reference_keys[j]) s.add(one_to_one(module, j, i));
}

void match_synonym(int module, const Side& a, const Side& b, Stage& s, Workspace& ws,
                   const SynonymDictionary& dict) {
  auto sets = [&](const std::string& w, WordInfo& info) -> const std::vector<std::int32_t>& {
    return synsets_of(w, info, dict);
  };
  const std::size_t n_test = a.words.size(), n_ref = b.words.size();
  std::vector<const std::vector<std::int32_t>*> syn1(n_test), syn2(n_ref);
  std::size_t ids2 = 0;
  for (std::size_t i = 0; i < n_test; ++i) syn1[i] = &sets(a.words[i], *a.info[i]);
  for (std::size_t j = 0; j < n_ref; ++j) {
    syn2[j] = &sets(b.words[j], *b.info[j]);
    ids2 += syn2[j]->size();
  }
  if (ids2 == 0) return;
  auto add = [&](std::size_t j, std::size_t i) {
    if (s.test_keys[i] != s.reference_keys[j]) s.add(one_to_one(module, j, i));
  };

  const std::size_t reference_set_words = (n_ref + 63) / 64;
  if (n_test * reference_set_words <= (1u << 20)) {
    // Map each synset of the reference to the bitset of reference words
    // having it (open addressing), then OR, for each test word, the bitsets
    // of its synsets: bit j of row i says words i and j share a synset.
    std::size_t cap = 16;
    while (cap < 2 * ids2) cap <<= 1;
    std::vector<std::int32_t>& keys = ws.ints(0, cap);
    std::fill(keys.begin(), keys.end(), std::numeric_limits<std::int32_t>::min());
    std::vector<std::uint64_t>& bits = ws.words(0, cap * reference_set_words);
    auto slot_of = [&](std::int32_t id, bool insert) -> std::ptrdiff_t {
      std::size_t h = (static_cast<std::uint32_t>(id) * 2654435761u) & (cap - 1);
      for (;;) {
        if (keys[h] == id) return static_cast<std::ptrdiff_t>(h);
        if (keys[h] == std::numeric_limits<std::int32_t>::min()) {
          if (!insert) return -1;
          keys[h] = id;
          return static_cast<std::ptrdiff_t>(h);
        }
        h = (h + 1) & (cap - 1);
      }
    };
    for (std::size_t j = 0; j < n_ref; ++j)
      for (std::int32_t id : *syn2[j]) {
        const auto slot = static_cast<std::size_t>(slot_of(id, true));
        bits[slot * reference_set_words + (j >> 6)] |= std::uint64_t{1} << (j & 63);
      }
    std::vector<std::uint64_t>& rows = ws.words(1, n_test * reference_set_words);
    for (std::size_t i = 0; i < n_test; ++i)
      for (std::int32_t id : *syn1[i]) {
        std::ptrdiff_t slot = slot_of(id, false);
        if (slot < 0) continue;
        for (std::size_t w = 0; w < reference_set_words; ++w)
          rows[i * reference_set_words + w] |= bits[static_cast<std::size_t>(slot) * reference_set_words + w];
      }
    for (std::size_t j = 0; j < n_ref; ++j)
      for (std::size_t i = 0; i < n_test; ++i)
        if ((rows[i * reference_set_words + (j >> 6)] >> (j & 63)) & 1u) add(j, i);
    return;
  }

  // Very long sentences: (synset, j) pairs sorted, looked up per test word.
  std::vector<std::pair<std::int32_t, std::int32_t>>& index = ws.pairs(0);
  index.clear();
  for (std::size_t j = 0; j < n_ref; ++j)
    for (std::int32_t id : *syn2[j]) index.emplace_back(id, static_cast<std::int32_t>(j));
  std::sort(index.begin(), index.end());
  std::vector<std::pair<std::int32_t, std::int32_t>>& found = ws.pairs(1);  // (j, i)
  found.clear();
  for (std::size_t i = 0; i < n_test; ++i) {
    auto lo = index.begin();
    for (std::int32_t id : *syn1[i]) {
      lo = std::lower_bound(lo, index.end(), std::make_pair(id, std::int32_t{-1}));
      for (auto it = lo; it != index.end() && it->first == id; ++it)
        found.emplace_back(it->second, static_cast<std::int32_t>(i));
    }
  }
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end()), found.end());
  for (const auto& [j, i] : found) add(static_cast<std::size_t>(j), static_cast<std::size_t>(i));
}

void match_paraphrase(int module, const Side& a, const Side& b, Stage& s, const ParaphraseTable& table) {
  auto id = [&](const std::string& w, WordInfo& info) {
    if (!info.para_known) {
      info.para_id = table.word_id(w);
      info.para_known = true;
    }
    return info.para_id;
  };
  std::vector<std::int32_t> test_ids(a.words.size()), reference_ids(b.words.size());
  for (std::size_t i = 0; i < a.words.size(); ++i) test_ids[i] = id(a.words[i], *a.info[i]);
  for (std::size_t j = 0; j < b.words.size(); ++j) reference_ids[j] = id(b.words[j], *b.info[j]);

  // Positions of each word in a line, grouped by word id (ascending within
  // a word): a paraphrase can only start where its first word is.
  auto index = [](const std::vector<std::int32_t>& line, std::vector<std::pair<std::int32_t, std::int32_t>>& out) {
    out.clear();
    for (std::size_t k = 0; k < line.size(); ++k)
      if (line[k] >= 0) out.emplace_back(line[k], static_cast<std::int32_t>(k));
    std::sort(out.begin(), out.end());
  };
  std::vector<std::pair<std::int32_t, std::int32_t>> test_by_word, reference_by_word;
  index(test_ids, test_by_word);
  index(reference_ids, reference_by_word);
  // Calls f(p) for each position p where `words` occurs in `line`, ascending.
  auto for_each_occurrence = [](const std::vector<std::int32_t>& line,
                                const std::vector<std::pair<std::int32_t, std::int32_t>>& by_word,
                                std::span<const std::int32_t> words, auto&& f) {
    auto it = std::lower_bound(by_word.begin(), by_word.end(), std::make_pair(words[0], std::int32_t{-1}));
    for (; it != by_word.end() && it->first == words[0]; ++it) {
      auto p = static_cast<std::size_t>(it->second);
      bool ok = p + words.size() <= line.size();
      for (std::size_t k = 1; ok && k < words.size(); ++k) ok = line[p + k] == words[k];
      if (ok) f(p);
    }
  };

  // Phrases of the reference with their paraphrases in the test.
  for (std::size_t j = 0; j < reference_ids.size(); ++j) {
    table.for_each_phrase(reference_ids, j, [&](std::size_t len, std::uint32_t index_) {
      auto words = table.paraphrase(index_);
      for_each_occurrence(test_ids, test_by_word, words, [&](std::size_t i) {
        Match m;
        m.module = module;
        m.prob = 1;
        m.reference_start = static_cast<int>(j);
        m.reference_length = static_cast<int>(len);
        m.test_start = static_cast<int>(i);
        m.test_length = static_cast<int>(words.size());
        s.add(m);
      });
    });
  }
  // Phrases of the test with their paraphrases in the reference.
  for (std::size_t i = 0; i < test_ids.size(); ++i) {
    table.for_each_phrase(test_ids, i, [&](std::size_t len, std::uint32_t index_) {
      auto words = table.paraphrase(index_);
      for_each_occurrence(reference_ids, reference_by_word, words, [&](std::size_t j) {
        Match m;
        m.module = module;
        m.prob = 1;
        m.reference_start = static_cast<int>(j);
        m.reference_length = static_cast<int>(words.size());
        m.test_start = static_cast<int>(i);
        m.test_length = static_cast<int>(len);
        s.add(m);
      });
    });
  }
}

}  // namespace meteor
