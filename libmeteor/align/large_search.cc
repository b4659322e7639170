// The large-input search (large_search.hh, docs/alignment.md): Meteor's beam
// search for sentence pairs too long to hold every candidate. Below: the
// copy-on-write sets of used test words, the path records, the implicit
// candidates (one-word groups, the paraphrase index) and how they are
// collected, then large_search(), the search in named steps.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/large_search.hh"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <memory>
#include <span>
#include <unordered_map>

#include "align/workspace.hh"

namespace meteor {
namespace {

// Sets of test positions as copy-on-write bitsets of 4096-bit chunks: a
// copy shares every chunk, setting a bit copies one chunk.
class ChunkedSets {
 public:
  explicit ChunkedSets(std::size_t bits) : per_set_(std::max<std::size_t>((bits + kChunkBits - 1) / kChunkBits, 1)) {
    data_.assign(kChunkWords, 0);  // chunk 0: all zero, shared
    refs_.push_back(0);
  }
  std::uint32_t make_empty() {
    std::uint32_t s = alloc_set();
    std::uint32_t* ids = chunks(s);
    for (std::size_t c = 0; c < per_set_; ++c) ids[c] = 0;
    return s;
  }
  std::uint32_t clone(std::uint32_t src) {
    std::uint32_t dst = alloc_set();
    const std::uint32_t* from = chunks(src);
    std::uint32_t* to = chunks(dst);
    for (std::size_t c = 0; c < per_set_; ++c) {
      to[c] = from[c];
      if (to[c] != 0) ++refs_[to[c]];
    }
    return dst;
  }
  void release(std::uint32_t s) {
    std::uint32_t* ids = chunks(s);
    for (std::size_t c = 0; c < per_set_; ++c)
      if (ids[c] != 0 && --refs_[ids[c]] == 0) free_chunks_.push_back(ids[c]);
    free_sets_.push_back(s);
  }
  bool test(std::uint32_t s, int i) const {
    std::uint32_t c = set_chunks_[static_cast<std::size_t>(s) * per_set_ + static_cast<std::size_t>(i) / kChunkBits];
    std::size_t bit = static_cast<std::size_t>(i) % kChunkBits;
    return (data_[c * kChunkWords + bit / 64] >> (bit % 64)) & 1u;
  }
  // The words of chunk c of set s (for scanning sorted positions).
  const std::uint64_t* chunk(std::uint32_t s, std::size_t c) const {
    return &data_[set_chunks_[static_cast<std::size_t>(s) * per_set_ + c] * kChunkWords];
  }
  static constexpr std::size_t kBits = 4096;
  void set(std::uint32_t s, int i) {
    std::uint32_t& c = chunks(s)[static_cast<std::size_t>(i) / kChunkBits];
    if (c == 0 || refs_[c] > 1) {  // copy before writing
      std::uint32_t fresh = alloc_chunk();
      std::memcpy(&data_[fresh * kChunkWords], &data_[c * kChunkWords], kChunkWords * sizeof(std::uint64_t));
      if (c != 0) --refs_[c];
      c = fresh;
    }
    std::size_t bit = static_cast<std::size_t>(i) % kChunkBits;
    data_[c * kChunkWords + bit / 64] |= std::uint64_t{1} << (bit % 64);
  }

 private:
  static constexpr std::size_t kChunkWords = 64;
  static constexpr std::size_t kChunkBits = kChunkWords * 64;

  std::uint32_t* chunks(std::uint32_t s) { return &set_chunks_[static_cast<std::size_t>(s) * per_set_]; }
  std::uint32_t alloc_set() {
    if (!free_sets_.empty()) {
      std::uint32_t s = free_sets_.back();
      free_sets_.pop_back();
      return s;
    }
    auto s = static_cast<std::uint32_t>(set_chunks_.size() / per_set_);
    set_chunks_.resize(set_chunks_.size() + per_set_);
    return s;
  }
  std::uint32_t alloc_chunk() {
    std::uint32_t c;
    if (!free_chunks_.empty()) {
      c = free_chunks_.back();
      free_chunks_.pop_back();
    } else {
      c = static_cast<std::uint32_t>(refs_.size());
      refs_.push_back(0);
      data_.resize(data_.size() + kChunkWords);
    }
    refs_[c] = 1;
    return c;
  }

  std::size_t per_set_;
  std::vector<std::uint64_t> data_;
  std::vector<std::uint32_t> refs_, free_chunks_;
  std::vector<std::uint32_t> set_chunks_, free_sets_;
};

struct Header {
  long long test_matches, reference_matches, test_unweighted, reference_unweighted;
  int chunks, idx, last_match_end;
  long long distance;
  int trail;
};

struct Node {
  Header h;
  std::uint32_t set;  // the path's used set (a child: its parent's)
  bool child;
  Match m;  // the match a child adds
};

struct TrailNode {
  int parent;
  Match m;
};

// One one-word module's candidates: for each reference word, a group (sorted
// test positions), shared by the words that match the same positions.
struct OneWordStage {
  std::vector<std::int32_t> group_of;  // per reference word, -1 for none
  std::vector<std::vector<std::int32_t>> groups;
};

// A paraphrase module's candidates without storing them: Meteor's two
// loops (reference phrases with their paraphrases in the test, then test
// phrases with their paraphrases in the reference) reduce to occurrence
// lists per table entry; the candidates of one reference word are produced
// when the search reaches it, in Meteor's order.
class ParaphraseIndex {
 public:
  ParaphraseIndex(const Side& a, const Side& b, const ParaphraseTable& table, int module)
      : table_(table), module_(module) {
    auto ids = [&](const Side& side, std::vector<std::int32_t>& out) {
      out.resize(side.words.size());
      for (std::size_t k = 0; k < side.words.size(); ++k) {
        WordInfo& info = *side.info[k];
        if (!info.para_known) {
          info.para_id = table.word_id(side.words[k]);
          info.para_known = true;
        }
        out[k] = info.para_id;
      }
    };
    ids(a, test_ids_);
    ids(b, reference_ids_);
    index(test_ids_, test_by_word_);
    index(reference_ids_, reference_by_word_);
    // Test phrases (second loop): where each entry's phrase occurs in the test.
    for (std::size_t i = 0; i < test_ids_.size(); ++i)
      table_.for_each_phrase(test_ids_, i, [&](std::size_t len, std::uint32_t e) {
        Entry& en = entry(e);
        en.phrase_len = static_cast<int>(len);
        en.test_at.push_back(static_cast<std::int32_t>(i));
      });
    // ... and where its paraphrase occurs in the reference.
    reference_entries_.assign(reference_ids_.size(), {});
    for (auto& [e, en] : entries_) {
      if (en.test_at.empty()) continue;
      occurrences(table_.paraphrase(e), reference_ids_, reference_by_word_, en.para_reference_at);
      for (std::int32_t j : en.para_reference_at) reference_entries_[static_cast<std::size_t>(j)].push_back(e);
    }
  }

  // Adds the coverage and candidate counts of every candidate.
  void count(std::vector<int>& test_coverage, std::vector<int>& reference_coverage,
             std::vector<std::int32_t>& per_start) {
    // First loop: reference phrases at j, paraphrases anywhere in the test.
    std::unordered_map<std::uint32_t, std::int64_t> uses;  // entry -> reference positions walking to it
    for (std::size_t j = 0; j < reference_ids_.size(); ++j)
      table_.for_each_phrase(reference_ids_, j, [&](std::size_t len, std::uint32_t e) {
        const auto& occ = para_in_test(e);
        per_start[j] += static_cast<std::int32_t>(occ.size());
        for (std::size_t t = 0; t < len; ++t) reference_coverage[j + t] += static_cast<int>(occ.size());
        ++uses[e];
      });
    for (const auto& [e, n] : uses) {
      int plen = static_cast<int>(table_.paraphrase(e).size());
      for (std::int32_t i : para_in_test(e))
        for (int t = 0; t < plen; ++t) test_coverage[static_cast<std::size_t>(i + t)] += static_cast<int>(n);
    }
    // Second loop: test phrases at i, paraphrases at j.
    for (const auto& [e, en] : entries_) {
      if (en.test_at.empty() || en.para_reference_at.empty()) continue;
      int plen = static_cast<int>(table_.paraphrase(e).size());
      for (std::int32_t j : en.para_reference_at) {
        per_start[static_cast<std::size_t>(j)] += static_cast<std::int32_t>(en.test_at.size());
        for (int t = 0; t < plen; ++t)
          reference_coverage[static_cast<std::size_t>(j + t)] += static_cast<int>(en.test_at.size());
      }
      for (std::int32_t i : en.test_at)
        for (int t = 0; t < en.phrase_len; ++t)
          test_coverage[static_cast<std::size_t>(i + t)] += static_cast<int>(en.para_reference_at.size());
    }
  }

  // The candidates starting at reference word j, in Meteor's order.
  void candidates(std::size_t j, std::vector<Match>& out) {
    out.clear();
    Match m;
    m.module = module_;
    m.prob = 1;
    m.reference_start = static_cast<int>(j);
    table_.for_each_phrase(reference_ids_, j, [&](std::size_t len, std::uint32_t e) {
      m.reference_length = static_cast<int>(len);
      m.test_length = static_cast<int>(table_.paraphrase(e).size());
      for (std::int32_t i : para_in_test(e)) {
        m.test_start = i;
        out.push_back(m);
      }
    });
    // Second loop's matches at j: by test position, then phrase length,
    // then table order (the order the trie walk at that position gives).
    std::size_t first = out.size();
    for (std::uint32_t e : reference_entries_[j]) {
      const Entry& en = entries_.at(e);
      m.reference_length = static_cast<int>(table_.paraphrase(e).size());
      m.test_length = en.phrase_len;
      for (std::int32_t i : en.test_at) {
        m.test_start = i;
        out.push_back(m);
        order_key_.push_back(e);
      }
    }
    if (out.size() - first > 1) {
      std::vector<std::size_t> perm(out.size() - first);
      for (std::size_t k = 0; k < perm.size(); ++k) perm[k] = k;
      std::sort(perm.begin(), perm.end(), [&](std::size_t x, std::size_t y) {
        const Match& a = out[first + x];
        const Match& b = out[first + y];
        if (a.test_start != b.test_start) return a.test_start < b.test_start;
        if (a.test_length != b.test_length) return a.test_length < b.test_length;
        return order_key_[x] < order_key_[y];
      });
      std::vector<Match> sorted;
      sorted.reserve(perm.size());
      for (std::size_t k : perm) sorted.push_back(out[first + k]);
      std::copy(sorted.begin(), sorted.end(), out.begin() + static_cast<std::ptrdiff_t>(first));
    }
    order_key_.clear();
  }

 private:
  struct Entry {
    int phrase_len = 0;
    std::vector<std::int32_t> test_at;            // where the phrase occurs in the test
    std::vector<std::int32_t> para_reference_at;  // where the paraphrase occurs in the reference
  };
  using WordIndex = std::unordered_map<std::int32_t, std::vector<std::int32_t>>;

  static void index(const std::vector<std::int32_t>& line, WordIndex& by_word) {
    for (std::size_t k = 0; k < line.size(); ++k)
      if (line[k] >= 0) by_word[line[k]].push_back(static_cast<std::int32_t>(k));
  }
  static void occurrences(std::span<const std::int32_t> words, const std::vector<std::int32_t>& line,
                          const WordIndex& by_word, std::vector<std::int32_t>& out) {
    out.clear();
    if (words.empty()) return;
    auto it = by_word.find(words[0]);
    if (it == by_word.end()) return;
    for (std::int32_t p : it->second) {
      bool ok = static_cast<std::size_t>(p) + words.size() <= line.size();
      for (std::size_t k = 1; ok && k < words.size(); ++k) ok = line[static_cast<std::size_t>(p) + k] == words[k];
      if (ok) out.push_back(p);
    }
  }
  Entry& entry(std::uint32_t e) { return entries_[e]; }
  const std::vector<std::int32_t>& para_in_test(std::uint32_t e) {
    auto [it, inserted] = para_in_test_.try_emplace(e);
    if (inserted) occurrences(table_.paraphrase(e), test_ids_, test_by_word_, it->second);
    return it->second;
  }

  const ParaphraseTable& table_;
  int module_;
  std::vector<std::int32_t> test_ids_, reference_ids_;
  WordIndex test_by_word_, reference_by_word_;
  std::unordered_map<std::uint32_t, Entry> entries_;
  std::unordered_map<std::uint32_t, std::vector<std::int32_t>> para_in_test_;
  std::vector<std::vector<std::uint32_t>> reference_entries_;
  std::vector<std::uint32_t> order_key_;
};

// The candidates of every module for the pair: implicit for one-word
// modules, an index for paraphrases; the coverage of every word and the
// number of candidates at each reference word.
struct Candidates {
  std::vector<OneWordStage> one;
  std::vector<std::unique_ptr<ParaphraseIndex>> para;
  std::vector<int> test_coverage, reference_coverage;
  std::vector<std::int32_t> count;  // candidates starting at each reference word
};

// Exact: the test positions of each reference word's hash. Stem: those of
// its stem's hash whose words differ (by hash) from the reference word.
void group_exact_or_stem(const LargeSearchInput& in, Module mod, Workspace& ws, OneWordStage& o) {
  const std::size_t n_test = in.test_keys.size(), n_ref = in.reference_keys.size();
  std::vector<std::int32_t> test_module_keys(n_test), reference_module_keys(n_ref);
  if (mod == Module::kExact) {
    test_module_keys = in.test_keys;
    reference_module_keys = in.reference_keys;
  } else {
    for (std::size_t i = 0; i < n_test; ++i)
      test_module_keys[i] = stem_key(in.test_side.words[i], *in.test_side.info[i], ws);
    for (std::size_t j = 0; j < n_ref; ++j)
      reference_module_keys[j] = stem_key(in.reference_side.words[j], *in.reference_side.info[j], ws);
  }
  std::unordered_map<std::uint64_t, std::int32_t> group_index;  // distinct reference word -> group
  std::unordered_map<std::int32_t, std::vector<std::int32_t>> positions;
  for (std::size_t i = 0; i < n_test; ++i) positions[test_module_keys[i]].push_back(static_cast<std::int32_t>(i));
  for (std::size_t j = 0; j < n_ref; ++j) {
    auto it = positions.find(reference_module_keys[j]);
    if (it == positions.end()) continue;
    std::uint64_t id = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(reference_module_keys[j])) << 32) |
                       static_cast<std::uint32_t>(mod == Module::kStem ? in.reference_keys[j] : 0);
    auto [g, inserted] = group_index.try_emplace(id, static_cast<std::int32_t>(o.groups.size()));
    if (inserted) {
      std::vector<std::int32_t> list;
      for (std::int32_t i : it->second)
        if (mod == Module::kExact || in.test_keys[static_cast<std::size_t>(i)] != in.reference_keys[j])
          list.push_back(i);
      o.groups.push_back(std::move(list));
    }
    if (!o.groups[static_cast<std::size_t>(g->second)].empty()) o.group_of[j] = g->second;
  }
}

// Synonym: the test positions sharing a synset with the reference word,
// sorted, without those of the same word (by hash).
void group_synonyms(const LargeSearchInput& in, Workspace& ws, OneWordStage& o) {
  const std::size_t n_test = in.test_keys.size(), n_ref = in.reference_keys.size();
  const SynonymDictionary& dict = *in.resources.synonyms;
  std::unordered_map<std::uint64_t, std::int32_t> group_index;  // distinct reference word -> group
  std::unordered_map<std::int32_t, std::vector<std::int32_t>> by_synset;
  for (std::size_t i = 0; i < n_test; ++i)
    for (std::int32_t id : synsets_of(in.test_side.words[i], *in.test_side.info[i], ws, dict))
      by_synset[id].push_back(static_cast<std::int32_t>(i));
  for (std::size_t j = 0; j < n_ref; ++j) {
    auto id = static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(in.reference_side.info[j]));
    auto [g, inserted] = group_index.try_emplace(id, static_cast<std::int32_t>(o.groups.size()));
    if (inserted) {
      std::vector<std::int32_t> list;
      for (std::int32_t sid : synsets_of(in.reference_side.words[j], *in.reference_side.info[j], ws, dict))
        if (auto it = by_synset.find(sid); it != by_synset.end())
          list.insert(list.end(), it->second.begin(), it->second.end());
      std::sort(list.begin(), list.end());
      list.erase(std::unique(list.begin(), list.end()), list.end());
      list.erase(std::remove_if(list.begin(), list.end(),
                                [&](std::int32_t i) {
                                  return in.test_keys[static_cast<std::size_t>(i)] == in.reference_keys[j];
                                }),
                 list.end());
      o.groups.push_back(std::move(list));
    }
    if (!o.groups[static_cast<std::size_t>(g->second)].empty()) o.group_of[j] = g->second;
  }
}

// Coverage: each group covers its positions once per reference word using it.
void count_one_word(const OneWordStage& o, Candidates& c) {
  std::vector<std::int32_t> uses(o.groups.size(), 0);
  for (std::size_t j = 0; j < o.group_of.size(); ++j)
    if (o.group_of[j] >= 0) {
      const auto& list = o.groups[static_cast<std::size_t>(o.group_of[j])];
      ++uses[static_cast<std::size_t>(o.group_of[j])];
      c.reference_coverage[j] += static_cast<int>(list.size());
      c.count[j] += static_cast<std::int32_t>(list.size());
    }
  for (std::size_t g = 0; g < o.groups.size(); ++g)
    for (std::int32_t i : o.groups[g]) c.test_coverage[static_cast<std::size_t>(i)] += uses[g];
}

Candidates collect_candidates(const LargeSearchInput& in, Workspace& ws) {
  const std::size_t n_test = in.test_keys.size(), n_ref = in.reference_keys.size();
  Candidates c;
  c.one.resize(in.used_modules);
  c.para.resize(in.used_modules);
  c.test_coverage.assign(n_test, 0);
  c.reference_coverage.assign(n_ref, 0);
  c.count.assign(n_ref, 0);
  for (std::size_t s = 0; s < in.used_modules; ++s) {
    const Module mod = in.modules[s];
    if (mod == Module::kParaphrase) {
      c.para[s] = std::make_unique<ParaphraseIndex>(in.test_side, in.reference_side, *in.resources.paraphrases,
                                                    static_cast<int>(s));
      c.para[s]->count(c.test_coverage, c.reference_coverage, c.count);
      continue;
    }
    c.one[s].group_of.assign(n_ref, -1);
    if (mod == Module::kSynonym)
      group_synonyms(in, ws, c.one[s]);
    else
      group_exact_or_stem(in, mod, ws, c.one[s]);
    count_one_word(c.one[s], c);
  }
  return c;
}

// A one-word candidate of module s at reference word j (test_start to be
// filled in).
Match one_word_match(std::size_t s, std::size_t j) {
  Match m;
  m.module = static_cast<int>(s);
  m.prob = 1;
  m.reference_start = static_cast<int>(j);
  m.reference_length = 1;
  m.test_length = 1;
  return m;
}

// The candidates starting at reference word j, in Meteor's order.
template <class F>
void for_each_candidate(const LargeSearchInput& in, Candidates& c, std::size_t j, F&& f) {
  for (std::size_t s = 0; s < in.used_modules; ++s) {
    if (in.modules[s] == Module::kParaphrase) {
      std::vector<Match> list;
      c.para[s]->candidates(j, list);
      for (const Match& m : list) f(m, s);
    } else if (c.one[s].group_of[j] >= 0) {
      Match m = one_word_match(s, j);
      for (std::int32_t i : c.one[s].groups[static_cast<std::size_t>(c.one[s].group_of[j])]) {
        m.test_start = i;
        f(m, s);
      }
    }
  }
}

// The definite matches (search_rules.hh) are fixed: their test words go into
// the start path's set.
void fix_definite_matches(const LargeSearchInput& in, Candidates& c, ChunkedSets& sets, std::uint32_t start,
                          std::vector<std::optional<Match>>& fixed, std::vector<char>& fixed_reference) {
  Match only;
  search::fix_definite_matches(
      fixed.size(), c.test_coverage, c.reference_coverage, fixed_reference,
      [&](std::size_t j) -> const Match* {
        if (c.count[j] != 1) return nullptr;
        for_each_candidate(in, c, j, [&](const Match& m, std::size_t) { only = m; });
        return &only;
      },
      [&](int i) { sets.set(start, i); }, [&](std::size_t j, const Match& m) { fixed[j] = m; });
}


// The path takes match m with weight w: totals (Java's int += double, on
// wider totals), chunks, and where it stands.
void extend(Header& h, const Match& m, double w) {
  h.test_matches = search::add_truncating(h.test_matches, m.test_length, w);
  h.reference_matches = search::add_truncating(h.reference_matches, m.reference_length, w);
  h.test_unweighted += m.test_length;
  h.reference_unweighted += m.reference_length;
  if (h.last_match_end != -1 && m.test_start != h.last_match_end) ++h.chunks;
  h.idx = m.reference_start + m.reference_length;
  h.last_match_end = m.test_start + m.test_length;
}

// The paths of a step: `nodes` ranked (the kept ones first), `next` those
// made for the next step, `dropped` the sets of paths that could not go on,
// and the trail of matches the kept children took.
struct Beam {
  std::vector<TrailNode> trail;
  std::vector<Node> nodes, next;
  std::vector<search::PathRank> keys;
  std::vector<std::uint32_t> keep, dropped;
};

// Ranks `next` and keeps its best `want` as `nodes`, in rank order; the
// children among them get their own used set and trail node now (the
// others never needed them); sets no kept path uses are freed.
void select(Beam& b, ChunkedSets& sets, PathOrder order, std::size_t want) {
  b.keys.resize(b.next.size());
  for (std::size_t s = 0; s < b.next.size(); ++s)
    b.keys[s] = search::path_rank(b.next[s].h, order, static_cast<std::uint32_t>(s));
  want = std::min(want, b.keys.size());
  auto mid = b.keys.begin() + static_cast<std::ptrdiff_t>(want);
  if (want < b.keys.size()) std::nth_element(b.keys.begin(), mid, b.keys.end());
  std::sort(b.keys.begin(), mid);
  b.nodes.clear();
  b.keep.clear();
  for (std::size_t s = 0; s < want; ++s) {
    b.nodes.push_back(b.next[b.keys[s].seq]);
    if (!b.nodes.back().child) b.keep.push_back(b.nodes.back().set);
  }
  std::sort(b.keep.begin(), b.keep.end());
  for (Node& n : b.nodes) {
    if (!n.child) continue;
    std::uint32_t set = sets.clone(n.set);
    for (int t = 0; t < n.m.test_length; ++t) sets.set(set, n.m.test_start + t);
    b.trail.push_back(TrailNode{n.h.trail, n.m});
    n.h.trail = static_cast<int>(b.trail.size()) - 1;
    n.set = set;
    n.child = false;
  }
  for (const Node& n : b.next)
    if (!n.child && !std::binary_search(b.keep.begin(), b.keep.end(), n.set)) sets.release(n.set);
}

// Frees the sets of paths that fell off the beam or were dropped. When no
// path could go on, Meteor warns and goes on with the best one.
void release_losers(Beam& b, ChunkedSets& sets, std::size_t ranks) {
  std::int64_t requeued = -1;
  if (b.next.empty()) {
    std::fputs("Warning: unexpected conditions - skipping matches until possible to continue\n", stderr);
    b.next.push_back(b.nodes[0]);
    requeued = b.nodes[0].set;
  }
  for (std::uint32_t s : b.dropped)
    if (s != requeued) sets.release(s);
  for (std::size_t r = ranks; r < b.nodes.size(); ++r)
    if (b.nodes[r].set != requeued) sets.release(b.nodes[r].set);
}

// The paraphrase candidates of each module at the current word (listed once
// a step), and how many children of each kind a parent made.
struct ParaphraseChildren {
  explicit ParaphraseChildren(std::size_t modules) : list(modules), step(modules, static_cast<std::size_t>(-1)) {}
  std::vector<std::vector<Match>> list;
  std::vector<std::size_t> step;
  std::vector<std::size_t> made = std::vector<std::size_t>(64 * 64 * 2), touched;
};

// Children of n for the paraphrase candidates of module s at `current`
// whose words are free. Siblings of equal lengths and chunk effect rank in
// creation order: only the first `cap` of each can survive. The parent
// pays every candidate's distance, made or not.
void branch_paraphrases(const LargeSearchInput& in, ParaphraseIndex& index, ParaphraseChildren& pc,
                        const std::vector<char>& fixed_reference, const ChunkedSets& sets, Node& n, std::size_t s,
                        std::size_t current, std::size_t cap, std::vector<Node>& next) {
  Header& h = n.h;
  if (pc.step[s] != current) {
    index.candidates(current, pc.list[s]);
    pc.step[s] = current;
  }
  for (std::size_t slot : pc.touched) pc.made[slot] = 0;
  pc.touched.clear();
  for (const Match& m : pc.list[s]) {
    bool blocked = false;
    for (int t = 0; t < m.reference_length && !blocked; ++t)
      blocked = fixed_reference[static_cast<std::size_t>(m.reference_start + t)];
    for (int t = 0; t < m.test_length && !blocked; ++t) blocked = sets.test(n.set, m.test_start + t);
    if (blocked) continue;
    bool joins = h.last_match_end == -1 || m.test_start == h.last_match_end;
    std::size_t slot = (static_cast<std::size_t>(std::min(m.reference_length, 63)) * 64 +
                        static_cast<std::size_t>(std::min(m.test_length, 63))) * 2 + (joins ? 0 : 1);
    if (m.reference_length >= 63 || m.test_length >= 63 || pc.made[slot] < cap) {
      if (pc.made[slot]++ == 0) pc.touched.push_back(slot);
      next.push_back(Node{h, n.set, true, m});
      extend(next.back().h, m, in.weights[static_cast<std::size_t>(m.module)]);
    }
    h.distance += std::abs(m.reference_start - m.test_start);
  }
}

}  // namespace

// The same steps as beam_search.cc's Search (docs/alignment.md), over
// implicit candidates: the hot ones (one-word children, advance) are named
// lambdas over the locals (as members of a class they ran slower: the
// compiler reloads members after every store), the others functions above.
// Children are built in place in `next`.
SearchResult large_search(const LargeSearchInput& in, Workspace& ws) {
  const std::size_t n_ref = in.reference_keys.size();
  const std::size_t modules = in.used_modules;
  Candidates c = collect_candidates(in, ws);
  auto& one = c.one;

  ChunkedSets sets(in.test_keys.size());
  const std::uint32_t start = sets.make_empty();
  std::vector<std::optional<Match>> fixed(n_ref);
  std::vector<char> fixed_reference(n_ref, 0);
  fix_definite_matches(in, c, sets, start, fixed, fixed_reference);

  const std::size_t beam = in.beam_size > 0 ? static_cast<std::size_t>(in.beam_size) : 0;
  Beam b;
  std::vector<Node>& next = b.next;
  // Siblings of one module and one chunk effect rank in creation order:
  // only the first `beam` of each can survive.
  std::vector<std::size_t> made(2 * modules);
  ParaphraseChildren paraphrase_children(modules);
  auto extend_by = [&](Header& h, const Match& m) { extend(h, m, in.weights[static_cast<std::size_t>(m.module)]); };

  // Children for the one-word candidates of module s at `current`, in test
  // order: scan the parent's used set chunk by chunk; siblings past the
  // first `cap` of their kind only add to the parent's distance.
  auto branch_one_word = [&](Node& n, std::size_t s, std::size_t current, std::size_t cap) {
    Header& h = n.h;
    const auto& list = one[s].groups[static_cast<std::size_t>(one[s].group_of[current])];
    Match m = one_word_match(s, current);
    std::size_t chunk_no = static_cast<std::size_t>(-1);
    const std::uint64_t* words = nullptr;
    const int j = static_cast<int>(current);
    for (std::int32_t i : list) {
      std::size_t chunk = static_cast<std::size_t>(i) / ChunkedSets::kBits;
      if (chunk != chunk_no) {
        chunk_no = chunk;
        words = sets.chunk(n.set, chunk);
      }
      std::size_t bit = static_cast<std::size_t>(i) % ChunkedSets::kBits;
      if ((words[bit / 64] >> (bit % 64)) & 1u) continue;
      std::size_t slot = 2 * s + (h.last_match_end != -1 && i != h.last_match_end ? 1 : 0);
      if (made[slot] < cap) {
        ++made[slot];
        m.test_start = i;
        next.push_back(Node{h, n.set, true, m});
        extend_by(next.back().h, m);
      }
      h.distance += i > j ? i - j : j - i;
    }
  };

  // One ranked path at reference word `current` (as beam_search.cc's Search::advance):
  // close its last chunk at the end; go on inside a match or take a fixed
  // one; or branch and then skip the word.
  auto advance = [&](Node n, std::size_t current) {
    Header& h = n.h;
    if (current == n_ref) {
      if (h.last_match_end != -1) ++h.chunks;
      next.push_back(n);
      return;
    }
    if (fixed_reference[current] || static_cast<int>(current) < h.idx) {
      if (static_cast<int>(current) < h.idx) {
        next.push_back(n);
      } else if (fixed[static_cast<std::size_t>(h.idx)]) {
        const Match& m = *fixed[static_cast<std::size_t>(h.idx)];
        extend_by(h, m);
        h.distance += std::abs(m.reference_start - m.test_start);
        next.push_back(n);
      } else {
        b.dropped.push_back(n.set);
      }
      return;
    }
    std::fill(made.begin(), made.end(), 0);
    const std::size_t cap = std::max<std::size_t>(beam, 1);
    for (std::size_t s = 0; s < modules; ++s) {
      if (in.modules[s] == Module::kParaphrase)
        branch_paraphrases(in, *c.para[s], paraphrase_children, fixed_reference, sets, n, s, current, cap, next);
      else if (one[s].group_of[current] >= 0)
        branch_one_word(n, s, current, cap);
    }
    // Skip the word: a chunk the path was in ends.
    if (h.last_match_end != -1) {
      ++h.chunks;
      h.last_match_end = -1;
    }
    ++h.idx;
    next.push_back(n);
  };

  next.push_back(Node{Header{0, 0, 0, 0, 0, 0, -1, 0, -1}, start, false, Match{}});
  select(b, sets, in.order, std::max<std::size_t>(beam, 1));
  for (std::size_t current = 0; current <= n_ref; ++current) {
    const std::size_t ranks = std::min(beam, b.nodes.size());
    next.clear();
    b.dropped.clear();
    for (std::size_t r = 0; r < ranks; ++r) advance(b.nodes[r], current);
    release_losers(b, sets, ranks);
    select(b, sets, in.order, std::max<std::size_t>(beam, 1));
  }

  // The chosen match per reference word: the fixed ones, then those on the
  // best path's trail.
  SearchResult result = fixed;
  for (int t = b.nodes[0].h.trail; t != -1; t = b.trail[static_cast<std::size_t>(t)].parent) {
    const Match& m = b.trail[static_cast<std::size_t>(t)].m;
    result[static_cast<std::size_t>(m.reference_start)] = m;
  }
  return result;
}

}  // namespace meteor
