// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/matchers.hh"

#include <algorithm>

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

// Calls f(j, i) for every pair with a[i] == b[j]: j in order, and for each j
// the i in ascending order (the order of the pair loop over j, then i),
// through a hash table of a's values instead of comparing every pair.
template <class F>
void for_each_equal_key(const std::vector<std::int32_t>& a, const std::vector<std::int32_t>& b, Workspace& ws,
                        F&& f) {
  const std::size_t na = a.size(), nb = b.size();
  if (na == 0 || nb == 0) return;
  int bits = 3;
  while ((std::size_t{1} << bits) < 2 * na) ++bits;
  const std::size_t mask = (std::size_t{1} << bits) - 1;
  auto slot = [&](std::int32_t key) { return (static_cast<std::uint32_t>(key) * 2654435761u) >> (32 - bits); };
  std::vector<std::int32_t>& head = ws.ints(2, mask + 1);  // 1 + the first i with the slot's value, 0: empty
  std::vector<std::int32_t>& next = ws.ints(3, na);        // 1 + the next i with the same value, 0: none
  for (std::size_t k = na; k-- > 0;) {  // from the end: each chain comes out ascending
    std::size_t h = slot(a[k]);
    while (head[h] != 0 && a[static_cast<std::size_t>(head[h] - 1)] != a[k]) h = (h + 1) & mask;
    next[k] = head[h];
    head[h] = static_cast<std::int32_t>(k + 1);
  }
  for (std::size_t j = 0; j < nb; ++j) {
    std::size_t h = slot(b[j]);
    while (head[h] != 0 && a[static_cast<std::size_t>(head[h] - 1)] != b[j]) h = (h + 1) & mask;
    for (std::int32_t i = head[h]; i != 0; i = next[static_cast<std::size_t>(i - 1)])
      f(j, static_cast<std::size_t>(i - 1));
  }
}

}  // namespace

std::int32_t stem_key(const std::string& word, WordInfo& info, Workspace& ws) {
  if (!info.stem_known) {
    info.stem_hash = java::string_hash(ws.stemmer()->stem(word));
    info.stem_known = true;
  }
  return info.stem_hash;
}

const std::vector<std::int32_t>& synsets_of(const std::string& word, WordInfo& info, Workspace& ws,
                                            const SynonymDictionary& dict) {
  if (!info.synsets_known) {
    info.synsets = dict.all_synsets(word);
    for (std::int32_t& id : info.synsets) id = ws.dense_synset(id);
    std::sort(info.synsets.begin(), info.synsets.end());
    info.synsets_known = true;
  }
  return info.synsets;
}

void match_exact(int module, Stage& s, Workspace& ws) {
  for_each_equal_key(s.test_keys, s.reference_keys, ws,
                     [&](std::size_t j, std::size_t i) { s.add(one_to_one(module, j, i)); });
}

void match_stem(int module, const Side& a, const Side& b, Stage& s, Workspace& ws) {
  std::vector<std::int32_t>& stems1 = ws.ints(0, a.words.size());
  std::vector<std::int32_t>& stems2 = ws.ints(1, b.words.size());
  for (std::size_t i = 0; i < a.words.size(); ++i) stems1[i] = stem_key(a.words[i], *a.info[i], ws);
  for (std::size_t j = 0; j < b.words.size(); ++j) stems2[j] = stem_key(b.words[j], *b.info[j], ws);
  for_each_equal_key(stems1, stems2, ws, [&](std::size_t j, std::size_t i) {
    if (s.test_keys[i] != s.reference_keys[j]) s.add(one_to_one(module, j, i));
  });
}

void match_synonym(int module, const Side& a, const Side& b, Stage& s, Workspace& ws,
                   const SynonymDictionary& dict) {
  const std::size_t n_test = a.words.size(), n_ref = b.words.size();
  std::vector<const std::vector<std::int32_t>*>& syn1 = ws.synset_lists(0, n_test);
  std::vector<const std::vector<std::int32_t>*>& syn2 = ws.synset_lists(1, n_ref);
  std::size_t ids2 = 0;
  // Each word's synsets lie apart in memory: they are fetched for all words
  // first, so that their cache misses overlap.
  for (std::size_t i = 0; i < n_test; ++i) {
    syn1[i] = &synsets_of(a.words[i], *a.info[i], ws, dict);
    __builtin_prefetch(syn1[i]->data());
  }
  for (std::size_t j = 0; j < n_ref; ++j) {
    syn2[j] = &synsets_of(b.words[j], *b.info[j], ws, dict);
    __builtin_prefetch(syn2[j]->data());
    ids2 += syn2[j]->size();
  }
  if (ids2 == 0) return;
  auto add = [&](std::size_t j, std::size_t i) {
    if (s.test_keys[i] != s.reference_keys[j]) s.add(one_to_one(module, j, i));
  };

  // Each synset's bitset of the reference words having it (64 reference
  // words at a time), indexed by the workspace's dense synset numbers; each
  // test word ORs the bitsets of its synsets: bit j says words i and j share
  // a synset. Matches go to each reference word's list in test order, as
  // the pair loop finds them.
  std::vector<std::uint64_t>& by_synset = ws.synset_bits();
  for (std::size_t block = 0; block < n_ref; block += 64) {
    const std::size_t end = std::min(n_ref, block + 64);
    for (std::size_t j = block; j < end; ++j)
      for (std::int32_t id : *syn2[j]) by_synset[static_cast<std::size_t>(id)] |= std::uint64_t{1} << (j - block);
    for (std::size_t i = 0; i < n_test; ++i) {
      std::uint64_t row = 0;
      for (std::int32_t id : *syn1[i]) row |= by_synset[static_cast<std::size_t>(id)];
      for (; row != 0; row &= row - 1) add(block + static_cast<std::size_t>(__builtin_ctzll(row)), i);
    }
    for (std::size_t j = block; j < end; ++j)
      for (std::int32_t id : *syn2[j]) by_synset[static_cast<std::size_t>(id)] = 0;
  }
}

bool match_paraphrase(int module, const Side& a, const Side& b, Stage& s, const ParaphraseTable& table,
                      const std::function<bool(const Stage&)>& over_budget) {
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

  bool stopped = false;
  std::uint32_t unchecked = 0;
  auto add = [&](const Match& m) {
    s.add(m);
    if (over_budget && ++unchecked == 256) {
      unchecked = 0;
      stopped = over_budget(s);
    }
  };

  // Phrases of the reference with their paraphrases in the test.
  for (std::size_t j = 0; j < reference_ids.size() && !stopped; ++j) {
    table.for_each_phrase(reference_ids, j, [&](std::size_t len, std::uint32_t index_) {
      if (stopped) return;
      auto words = table.paraphrase(index_);
      for_each_occurrence(test_ids, test_by_word, words, [&](std::size_t i) {
        if (stopped) return;
        Match m;
        m.module = module;
        m.prob = 1;
        m.reference_start = static_cast<int>(j);
        m.reference_length = static_cast<int>(len);
        m.test_start = static_cast<int>(i);
        m.test_length = static_cast<int>(words.size());
        add(m);
      });
    });
  }
  // Phrases of the test with their paraphrases in the reference.
  for (std::size_t i = 0; i < test_ids.size() && !stopped; ++i) {
    table.for_each_phrase(test_ids, i, [&](std::size_t len, std::uint32_t index_) {
      if (stopped) return;
      auto words = table.paraphrase(index_);
      for_each_occurrence(reference_ids, reference_by_word, words, [&](std::size_t j) {
        if (stopped) return;
        Match m;
        m.module = module;
        m.prob = 1;
        m.reference_start = static_cast<int>(j);
        m.reference_length = static_cast<int>(words.size());
        m.test_start = static_cast<int>(i);
        m.test_length = static_cast<int>(len);
        add(m);
      });
    });
  }
  return !stopped;
}

}  // namespace meteor
