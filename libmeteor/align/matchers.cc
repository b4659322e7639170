// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/matchers.hh"

#include <algorithm>

#include "util/java.hh"

namespace meteor {
namespace {

Match one_to_one(int module, std::size_t j, std::size_t i) {
  Match m;
  m.module = module;
  m.prob = 1;
  m.start = static_cast<int>(j);
  m.length = 1;
  m.match_start = static_cast<int>(i);
  m.match_length = 1;
  return m;
}

}  // namespace

void match_exact(int module, Stage& s) {
  for (std::size_t j = 0; j < s.n2(); ++j)
    for (std::size_t i = 0; i < s.n1(); ++i)
      if (s.keys1[i] == s.keys2[j]) s.add(one_to_one(module, j, i));
}

void match_stem(int module, const Side& a, const Side& b, Stage& s, Workspace& ws) {
  auto stem_key = [&](const std::string& w, WordInfo& info) {
    if (!info.stem_known) {
      info.stem_hash = java::string_hash(ws.stemmer()->stem(w));
      info.stem_known = true;
    }
    return info.stem_hash;
  };
  std::vector<std::int32_t>& stems1 = ws.ints(0, a.words.size());
  std::vector<std::int32_t>& stems2 = ws.ints(1, b.words.size());
  for (std::size_t i = 0; i < a.words.size(); ++i) stems1[i] = stem_key(a.words[i], *a.info[i]);
  for (std::size_t j = 0; j < b.words.size(); ++j) stems2[j] = stem_key(b.words[j], *b.info[j]);
  for (std::size_t j = 0; j < b.words.size(); ++j)
    for (std::size_t i = 0; i < a.words.size(); ++i)
      if (stems1[i] == stems2[j] && s.keys1[i] != s.keys2[j]) s.add(one_to_one(module, j, i));
}

void match_synonym(int module, const Side& a, const Side& b, Stage& s, Workspace& ws,
                   const SynonymDictionary& dict) {
  auto sets = [&](const std::string& w, WordInfo& info) -> const std::vector<std::int32_t>& {
    if (!info.synsets_known) {
      info.synsets = dict.all_synsets(w);
      info.synsets_known = true;
    }
    return info.synsets;
  };
  // Index the reference side's synsets, then find, for each test word, the
  // reference words sharing one: (j, i) pairs, in Meteor's j-then-i order.
  std::vector<std::pair<std::int32_t, std::int32_t>>& index = ws.pairs(0);  // (synset, j)
  index.clear();
  for (std::size_t j = 0; j < b.words.size(); ++j)
    for (std::int32_t id : sets(b.words[j], *b.info[j])) index.emplace_back(id, static_cast<std::int32_t>(j));
  if (index.empty()) return;
  std::sort(index.begin(), index.end());
  std::vector<std::pair<std::int32_t, std::int32_t>>& found = ws.pairs(1);  // (j, i)
  found.clear();
  for (std::size_t i = 0; i < a.words.size(); ++i) {
    auto lo = index.begin();
    for (std::int32_t id : sets(a.words[i], *a.info[i])) {
      lo = std::lower_bound(lo, index.end(), std::make_pair(id, std::int32_t{-1}));
      for (auto it = lo; it != index.end() && it->first == id; ++it)
        found.emplace_back(it->second, static_cast<std::int32_t>(i));
    }
  }
  std::sort(found.begin(), found.end());
  found.erase(std::unique(found.begin(), found.end()), found.end());
  for (const auto& [j, i] : found)
    if (s.keys1[static_cast<std::size_t>(i)] != s.keys2[static_cast<std::size_t>(j)])
      s.add(one_to_one(module, static_cast<std::size_t>(j), static_cast<std::size_t>(i)));
}

void match_paraphrase(int module, const Side& a, const Side& b, Stage& s, const ParaphraseTable& table) {
  auto id = [&](const std::string& w, WordInfo& info) {
    if (!info.para_known) {
      info.para_id = table.word_id(w);
      info.para_known = true;
    }
    return info.para_id;
  };
  std::vector<std::int32_t> line1(a.words.size()), line2(b.words.size());
  for (std::size_t i = 0; i < a.words.size(); ++i) line1[i] = id(a.words[i], *a.info[i]);
  for (std::size_t j = 0; j < b.words.size(); ++j) line2[j] = id(b.words[j], *b.info[j]);

  // Does `words` occur in `line` at position p?
  auto occurs = [](const std::vector<std::int32_t>& line, std::size_t p, std::span<const std::int32_t> words) {
    for (std::size_t k = 0; k < words.size(); ++k)
      if (p + k >= line.size() || line[p + k] != words[k]) return false;
    return true;
  };

  // Phrases of line 2 with their paraphrases in line 1.
  for (std::size_t j = 0; j < line2.size(); ++j) {
    table.for_each_phrase(line2, j, [&](std::size_t len, std::uint32_t index) {
      auto words = table.paraphrase(index);
      for (std::size_t i = 0; i < line1.size(); ++i) {
        if (!occurs(line1, i, words)) continue;
        Match m;
        m.module = module;
        m.prob = 1;
        m.start = static_cast<int>(j);
        m.length = static_cast<int>(len);
        m.match_start = static_cast<int>(i);
        m.match_length = static_cast<int>(words.size());
        s.add(m);
      }
    });
  }
  // Phrases of line 1 with their paraphrases in line 2.
  for (std::size_t i = 0; i < line1.size(); ++i) {
    table.for_each_phrase(line1, i, [&](std::size_t len, std::uint32_t index) {
      auto words = table.paraphrase(index);
      for (std::size_t j = 0; j < line2.size(); ++j) {
        if (!occurs(line2, j, words)) continue;
        Match m;
        m.module = module;
        m.prob = 1;
        m.start = static_cast<int>(j);
        m.length = static_cast<int>(words.size());
        m.match_start = static_cast<int>(i);
        m.match_length = static_cast<int>(len);
        s.add(m);
      }
    });
  }
}

}  // namespace meteor
