// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/matchers.hh"

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

void match_stem(int module, const Words& w1, const Words& w2, Stage& s, Workspace& ws) {
  std::vector<std::int32_t> stems1(w1.size()), stems2(w2.size());
  auto stem_key = [&](const std::string& w) {
    WordInfo& info = ws.word(w);
    if (!info.stem_known) {
      info.stem_hash = java::string_hash(ws.stemmer()->stem(w));
      info.stem_known = true;
    }
    return info.stem_hash;
  };
  for (std::size_t i = 0; i < w1.size(); ++i) stems1[i] = stem_key(w1[i]);
  for (std::size_t j = 0; j < w2.size(); ++j) stems2[j] = stem_key(w2[j]);
  for (std::size_t j = 0; j < w2.size(); ++j)
    for (std::size_t i = 0; i < w1.size(); ++i)
      if (stems1[i] == stems2[j] && s.keys1[i] != s.keys2[j]) s.add(one_to_one(module, j, i));
}

void match_synonym(int module, const Words& w1, const Words& w2, Stage& s, Workspace& ws,
                   const SynonymDictionary& dict) {
  std::vector<const std::vector<std::int32_t>*> sets1(w1.size()), sets2(w2.size());
  auto sets = [&](const std::string& w) {
    WordInfo& info = ws.word(w);
    if (!info.synsets_known) {
      info.synsets = dict.all_synsets(w);
      info.synsets_known = true;
    }
    return &info.synsets;
  };
  for (std::size_t i = 0; i < w1.size(); ++i) sets1[i] = sets(w1[i]);
  for (std::size_t j = 0; j < w2.size(); ++j) sets2[j] = sets(w2[j]);
  for (std::size_t j = 0; j < w2.size(); ++j)
    for (std::size_t i = 0; i < w1.size(); ++i)
      if (s.keys1[i] != s.keys2[j] && sorted_intersect(*sets1[i], *sets2[j])) s.add(one_to_one(module, j, i));
}

void match_paraphrase(int module, const Words& w1, const Words& w2, Stage& s, Workspace& ws,
                      const ParaphraseTable& table) {
  std::vector<std::int32_t> line1(w1.size()), line2(w2.size());
  auto id = [&](const std::string& w) {
    WordInfo& info = ws.word(w);
    if (!info.para_known) {
      info.para_id = table.word_id(w);
      info.para_known = true;
    }
    return info.para_id;
  };
  for (std::size_t i = 0; i < w1.size(); ++i) line1[i] = id(w1[i]);
  for (std::size_t j = 0; j < w2.size(); ++j) line2[j] = id(w2[j]);

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
