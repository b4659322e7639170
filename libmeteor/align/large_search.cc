// The large-input search (large_search.hh, docs/alignment.md): Meteor's beam
// search for sentence pairs too long to hold every candidate. Below: the
// copy-on-write sets of used test words, the path records, the implicit
// candidates (one-word groups, the paraphrase index), then LargeSearch, the
// search in named steps.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/large_search.hh"

#include <algorithm>
#include <atomic>
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

struct Key {
  long long total, all;
  int chunks;
  long long distance;
  std::uint32_t seq;
  bool operator<(const Key& b) const {
    if (total != b.total) return total > b.total;
    if (all != b.all) return all > b.all;
    if (chunks != b.chunks) return chunks < b.chunks;
    if (distance != b.distance) return distance < b.distance;
    return seq < b.seq;
  }
};

// Java's int += double, on wider totals.
inline long long add_truncating(long long total, int length, double weight) {
  double v = static_cast<double>(total) + static_cast<double>(length) * weight;
  if (v != v) return 0;
  return static_cast<long long>(v);
}

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

std::atomic<double> g_threshold{4.0e6};

}  // namespace

bool use_large_search(std::size_t n_test, std::size_t n_ref) {
  return static_cast<double>(n_test) * static_cast<double>(n_ref) > g_threshold.load(std::memory_order_relaxed);
}

void set_large_search_threshold(double product) { g_threshold.store(product, std::memory_order_relaxed); }

namespace {

// The large-input search, as a class so that each step has a name. The
// same steps as beam_search.cc's (see docs/alignment.md), over implicit
// candidates: collect_candidates, fix_definite_matches, then per reference
// word advance every ranked path and select the next beam.
class LargeSearch {
 public:
  LargeSearch(const LargeSearchInput& in, Workspace& ws)
      : in_(in),
        n_test_(in.test_keys.size()),
        n_ref_(in.reference_keys.size()),
        modules_(in.used_modules),
        beam_(in.beam_size > 0 ? static_cast<std::size_t>(in.beam_size) : 0),
        one_(modules_),
        para_(modules_),
        test_coverage_(n_test_, 0),
        reference_coverage_(n_ref_, 0),
        count_(n_ref_, 0),
        sets_(n_test_),
        fixed_(n_ref_),
        fixed_reference_(n_ref_, 0),
        made_(2 * modules_),
        para_made_(64 * 64 * 2),
        para_list_(modules_),
        para_step_(modules_, static_cast<std::size_t>(-1)) {
    collect_candidates(ws);
  }

  std::vector<std::optional<Match>> run() {
    const std::uint32_t start = sets_.make_empty();
    fix_definite_matches(start);
    next_.push_back(Node{Header{0, 0, 0, 0, 0, 0, -1, 0, -1}, start, false, Match{}});
    select(std::max<std::size_t>(beam_, 1));
    for (std::size_t current = 0; current <= n_ref_; ++current) {
      const std::size_t ranks = std::min(beam_, nodes_.size());
      next_.clear();
      dropped_.clear();
      for (std::size_t r = 0; r < ranks; ++r) advance(nodes_[r], current);
      release_losers(ranks);
      select(std::max<std::size_t>(beam_, 1));
    }
    return read_alignment();
  }

 private:
  // Candidates per module: implicit for one-word modules, explicit for
  // paraphrases (an index of their own), with the coverage of every word
  // and the number of candidates at each reference word.
  void collect_candidates(Workspace& ws) {
    for (std::size_t s = 0; s < modules_; ++s) {
      const Module mod = in_.modules[s];
      if (mod == Module::kParaphrase) {
        para_[s] = std::make_unique<ParaphraseIndex>(in_.test_side, in_.reference_side, *in_.resources.paraphrases,
                                                     static_cast<int>(s));
        para_[s]->count(test_coverage_, reference_coverage_, count_);
        continue;
      }
      one_[s].group_of.assign(n_ref_, -1);
      if (mod == Module::kSynonym)
        group_synonyms(one_[s]);
      else
        group_exact_or_stem(one_[s], mod, ws);
      count_one_word(one_[s]);
    }
  }

  // Exact: the test positions of each reference word's hash. Stem: those
  // of its stem's hash whose words differ (by hash) from the reference word.
  void group_exact_or_stem(OneWordStage& o, Module mod, Workspace& ws) {
    std::vector<std::int32_t> test_module_keys(n_test_), reference_module_keys(n_ref_);
    if (mod == Module::kExact) {
      test_module_keys = in_.test_keys;
      reference_module_keys = in_.reference_keys;
    } else {
      for (std::size_t i = 0; i < n_test_; ++i)
        test_module_keys[i] = stem_key(in_.test_side.words[i], *in_.test_side.info[i], ws);
      for (std::size_t j = 0; j < n_ref_; ++j)
        reference_module_keys[j] = stem_key(in_.reference_side.words[j], *in_.reference_side.info[j], ws);
    }
    std::unordered_map<std::uint64_t, std::int32_t> group_index;  // distinct reference word -> group
    std::unordered_map<std::int32_t, std::vector<std::int32_t>> positions;
    for (std::size_t i = 0; i < n_test_; ++i) positions[test_module_keys[i]].push_back(static_cast<std::int32_t>(i));
    for (std::size_t j = 0; j < n_ref_; ++j) {
      auto it = positions.find(reference_module_keys[j]);
      if (it == positions.end()) continue;
      std::uint64_t id = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(reference_module_keys[j])) << 32) |
                         static_cast<std::uint32_t>(mod == Module::kStem ? in_.reference_keys[j] : 0);
      auto [g, inserted] = group_index.try_emplace(id, static_cast<std::int32_t>(o.groups.size()));
      if (inserted) {
        std::vector<std::int32_t> list;
        for (std::int32_t i : it->second)
          if (mod == Module::kExact || in_.test_keys[static_cast<std::size_t>(i)] != in_.reference_keys[j])
            list.push_back(i);
        o.groups.push_back(std::move(list));
      }
      if (!o.groups[static_cast<std::size_t>(g->second)].empty()) o.group_of[j] = g->second;
    }
  }

  // Synonym: the test positions sharing a synset with the reference word,
  // sorted, without those of the same word (by hash).
  void group_synonyms(OneWordStage& o) {
    const SynonymDictionary& dict = *in_.resources.synonyms;
    std::unordered_map<std::uint64_t, std::int32_t> group_index;  // distinct reference word -> group
    std::unordered_map<std::int32_t, std::vector<std::int32_t>> by_synset;
    for (std::size_t i = 0; i < n_test_; ++i)
      for (std::int32_t id : synsets_of(in_.test_side.words[i], *in_.test_side.info[i], dict))
        by_synset[id].push_back(static_cast<std::int32_t>(i));
    for (std::size_t j = 0; j < n_ref_; ++j) {
      auto id = static_cast<std::uint64_t>(reinterpret_cast<std::uintptr_t>(in_.reference_side.info[j]));
      auto [g, inserted] = group_index.try_emplace(id, static_cast<std::int32_t>(o.groups.size()));
      if (inserted) {
        std::vector<std::int32_t> list;
        for (std::int32_t sid : synsets_of(in_.reference_side.words[j], *in_.reference_side.info[j], dict))
          if (auto it = by_synset.find(sid); it != by_synset.end())
            list.insert(list.end(), it->second.begin(), it->second.end());
        std::sort(list.begin(), list.end());
        list.erase(std::unique(list.begin(), list.end()), list.end());
        list.erase(std::remove_if(list.begin(), list.end(),
                                  [&](std::int32_t i) {
                                    return in_.test_keys[static_cast<std::size_t>(i)] == in_.reference_keys[j];
                                  }),
                   list.end());
        o.groups.push_back(std::move(list));
      }
      if (!o.groups[static_cast<std::size_t>(g->second)].empty()) o.group_of[j] = g->second;
    }
  }

  // Coverage: each group covers its positions once per reference word using it.
  void count_one_word(const OneWordStage& o) {
    std::vector<std::int32_t> uses(o.groups.size(), 0);
    for (std::size_t j = 0; j < n_ref_; ++j)
      if (o.group_of[j] >= 0) {
        const auto& list = o.groups[static_cast<std::size_t>(o.group_of[j])];
        ++uses[static_cast<std::size_t>(o.group_of[j])];
        reference_coverage_[j] += static_cast<int>(list.size());
        count_[j] += static_cast<std::int32_t>(list.size());
      }
    for (std::size_t g = 0; g < o.groups.size(); ++g)
      for (std::int32_t i : o.groups[g]) test_coverage_[static_cast<std::size_t>(i)] += uses[g];
  }

  // The candidates starting at reference word j, in Meteor's order.
  template <class F>
  void for_each_candidate(std::size_t j, F&& f) {
    for (std::size_t s = 0; s < modules_; ++s) {
      if (in_.modules[s] == Module::kParaphrase) {
        std::vector<Match> list;
        para_[s]->candidates(j, list);
        for (const Match& m : list) f(m, s);
      } else if (one_[s].group_of[j] >= 0) {
        Match m;
        m.module = static_cast<int>(s);
        m.prob = 1;
        m.reference_start = static_cast<int>(j);
        m.reference_length = 1;
        m.test_length = 1;
        for (std::int32_t i : one_[s].groups[static_cast<std::size_t>(one_[s].group_of[j])]) {
          m.test_start = i;
          f(m, s);
        }
      }
    }
  }

  // Fixed matches: the only candidate at its start, covering words no other
  // match covers. Their test words go into the start path's set.
  void fix_definite_matches(std::uint32_t start) {
    for (std::size_t j = 0; j < n_ref_; ++j) {
      if (count_[j] != 1) continue;
      Match only;
      for_each_candidate(j, [&](const Match& m, std::size_t) { only = m; });
      bool overlap = false;
      for (int k = 0; k < only.reference_length; ++k)
        if (reference_coverage_[j + static_cast<std::size_t>(k)] != 1) overlap = true;
      for (int k = 0; k < only.test_length; ++k)
        if (test_coverage_[static_cast<std::size_t>(only.test_start + k)] != 1) overlap = true;
      if (overlap) continue;
      fixed_[j] = only;
      for (int k = 0; k < only.reference_length; ++k) fixed_reference_[j + static_cast<std::size_t>(k)] = 1;
      for (int k = 0; k < only.test_length; ++k) sets_.set(start, only.test_start + k);
    }
  }

  // The path takes match m: totals (Java's int += double, on wider totals),
  // chunks, and where it stands.
  void extend(Header& h, const Match& m) const {
    double w = in_.weights[static_cast<std::size_t>(m.module)];
    h.test_matches = add_truncating(h.test_matches, m.test_length, w);
    h.reference_matches = add_truncating(h.reference_matches, m.reference_length, w);
    h.test_unweighted += m.test_length;
    h.reference_unweighted += m.reference_length;
    if (h.last_match_end != -1 && m.test_start != h.last_match_end) ++h.chunks;
    h.idx = m.reference_start + m.reference_length;
    h.last_match_end = m.test_start + m.test_length;
  }

  // One ranked path at reference word `current` (as beam_search.cc's
  // Search::advance): close its last chunk at the end; go on inside a match
  // or take a fixed one; or branch and skip the word.
  void advance(Node n, std::size_t current) {
    Header& h = n.h;
    if (current == n_ref_) {
      if (h.last_match_end != -1) ++h.chunks;
      next_.push_back(n);
      return;
    }
    if (fixed_reference_[current] || static_cast<int>(current) < h.idx) {
      if (static_cast<int>(current) < h.idx) {
        next_.push_back(n);
      } else if (fixed_[static_cast<std::size_t>(h.idx)]) {
        const Match& m = *fixed_[static_cast<std::size_t>(h.idx)];
        extend(h, m);
        h.distance += std::abs(m.reference_start - m.test_start);
        next_.push_back(n);
      } else {
        dropped_.push_back(n.set);
      }
      return;
    }
    std::fill(made_.begin(), made_.end(), 0);
    const std::size_t cap = std::max<std::size_t>(beam_, 1);
    for (std::size_t s = 0; s < modules_; ++s) {
      if (in_.modules[s] == Module::kParaphrase)
        branch_paraphrases(n, s, current, cap);
      else if (one_[s].group_of[current] >= 0)
        branch_one_word(n, s, current, cap);
    }
    // Skip the word: a chunk the path was in ends.
    if (h.last_match_end != -1) {
      ++h.chunks;
      h.last_match_end = -1;
    }
    ++h.idx;
    next_.push_back(n);
  }

  // Children for the paraphrase candidates of module s at `current` whose
  // words are free. Siblings of equal lengths and chunk effect rank in
  // creation order: only the first `cap` of each can survive. The parent
  // pays every candidate's distance, made or not.
  void branch_paraphrases(Node& n, std::size_t s, std::size_t current, std::size_t cap) {
    Header& h = n.h;
    if (para_step_[s] != current) {
      para_[s]->candidates(current, para_list_[s]);
      para_step_[s] = current;
    }
    for (std::size_t slot : para_touched_) para_made_[slot] = 0;
    para_touched_.clear();
    for (const Match& m : para_list_[s]) {
      bool blocked = false;
      for (int t = 0; t < m.reference_length && !blocked; ++t)
        blocked = fixed_reference_[static_cast<std::size_t>(m.reference_start + t)];
      for (int t = 0; t < m.test_length && !blocked; ++t) blocked = sets_.test(n.set, m.test_start + t);
      if (blocked) continue;
      bool joins = h.last_match_end == -1 || m.test_start == h.last_match_end;
      std::size_t slot = (static_cast<std::size_t>(std::min(m.reference_length, 63)) * 64 +
                          static_cast<std::size_t>(std::min(m.test_length, 63))) *
                             2 +
                         (joins ? 0 : 1);
      if (m.reference_length >= 63 || m.test_length >= 63 || para_made_[slot] < cap) {
        if (para_made_[slot]++ == 0) para_touched_.push_back(slot);
        Node c{h, n.set, true, m};
        extend(c.h, m);
        next_.push_back(c);
      }
      h.distance += std::abs(m.reference_start - m.test_start);
    }
  }

  // Children for the one-word candidates of module s at `current`, in test
  // order: scan the parent's used set chunk by chunk; siblings past the
  // first `cap` of their kind only add to the parent's distance.
  void branch_one_word(Node& n, std::size_t s, std::size_t current, std::size_t cap) {
    Header& h = n.h;
    const auto& list = one_[s].groups[static_cast<std::size_t>(one_[s].group_of[current])];
    Match m;
    m.module = static_cast<int>(s);
    m.prob = 1;
    m.reference_start = static_cast<int>(current);
    m.reference_length = 1;
    m.test_length = 1;
    std::size_t chunk_no = static_cast<std::size_t>(-1);
    const std::uint64_t* words = nullptr;
    const int j = static_cast<int>(current);
    for (std::int32_t i : list) {
      std::size_t c = static_cast<std::size_t>(i) / ChunkedSets::kBits;
      if (c != chunk_no) {
        chunk_no = c;
        words = sets_.chunk(n.set, c);
      }
      std::size_t bit = static_cast<std::size_t>(i) % ChunkedSets::kBits;
      if ((words[bit / 64] >> (bit % 64)) & 1u) continue;
      std::size_t slot = 2 * s + (h.last_match_end != -1 && i != h.last_match_end ? 1 : 0);
      if (made_[slot] < cap) {
        ++made_[slot];
        m.test_start = i;
        Node child{h, n.set, true, m};
        extend(child.h, m);
        next_.push_back(child);
      }
      h.distance += i > j ? i - j : j - i;
    }
  }

  // Frees the sets of paths that fell off the beam or were dropped. When no
  // path could go on, Meteor warns and goes on with the best one.
  void release_losers(std::size_t ranks) {
    std::int64_t requeued = -1;
    if (next_.empty()) {
      std::fputs("Warning: unexpected conditions - skipping matches until possible to continue\n", stderr);
      next_.push_back(nodes_[0]);
      requeued = nodes_[0].set;
    }
    for (std::uint32_t s : dropped_)
      if (s != requeued) sets_.release(s);
    for (std::size_t r = ranks; r < nodes_.size(); ++r)
      if (nodes_[r].set != requeued) sets_.release(nodes_[r].set);
  }

  // Ranks `next` and keeps its best `want` as `nodes`, in rank order; the
  // children among them get their own used set and trail node now (the
  // others never needed them); sets no kept path uses are freed.
  void select(std::size_t want) {
    keys_.resize(next_.size());
    for (std::size_t s = 0; s < next_.size(); ++s) {
      const Header& h = next_[s].h;
      keys_[s] = Key{h.test_matches + h.reference_matches,
                     in_.order == PathOrder::kAccuracy ? h.test_unweighted + h.reference_unweighted : 0, h.chunks,
                     h.distance, static_cast<std::uint32_t>(s)};
    }
    want = std::min(want, keys_.size());
    auto mid = keys_.begin() + static_cast<std::ptrdiff_t>(want);
    if (want < keys_.size()) std::nth_element(keys_.begin(), mid, keys_.end());
    std::sort(keys_.begin(), mid);
    nodes_.clear();
    keep_.clear();
    for (std::size_t s = 0; s < want; ++s) {
      nodes_.push_back(next_[keys_[s].seq]);
      if (!nodes_.back().child) keep_.push_back(nodes_.back().set);
    }
    std::sort(keep_.begin(), keep_.end());
    for (Node& n : nodes_) {
      if (!n.child) continue;
      std::uint32_t set = sets_.clone(n.set);
      for (int t = 0; t < n.m.test_length; ++t) sets_.set(set, n.m.test_start + t);
      trail_.push_back(TrailNode{n.h.trail, n.m});
      n.h.trail = static_cast<int>(trail_.size()) - 1;
      n.set = set;
      n.child = false;
    }
    for (const Node& n : next_)
      if (!n.child && !std::binary_search(keep_.begin(), keep_.end(), n.set)) sets_.release(n.set);
  }

  // The chosen match per reference word: the fixed ones, then those on the
  // best path's trail.
  std::vector<std::optional<Match>> read_alignment() const {
    std::vector<std::optional<Match>> result = fixed_;
    for (int t = nodes_[0].h.trail; t != -1; t = trail_[static_cast<std::size_t>(t)].parent) {
      const Match& m = trail_[static_cast<std::size_t>(t)].m;
      result[static_cast<std::size_t>(m.reference_start)] = m;
    }
    return result;
  }

  const LargeSearchInput& in_;
  const std::size_t n_test_, n_ref_, modules_, beam_;
  std::vector<OneWordStage> one_;
  std::vector<std::unique_ptr<ParaphraseIndex>> para_;
  std::vector<int> test_coverage_, reference_coverage_;
  std::vector<std::int32_t> count_;  // candidates starting at each reference word
  ChunkedSets sets_;
  std::vector<std::optional<Match>> fixed_;
  std::vector<char> fixed_reference_;
  std::vector<TrailNode> trail_;
  std::vector<Node> nodes_, next_;
  std::vector<Key> keys_;
  std::vector<std::uint32_t> keep_, dropped_;
  // Siblings of one module and one chunk effect rank in creation order:
  // only the first `beam` of each can survive.
  std::vector<std::size_t> made_;
  std::vector<std::size_t> para_made_, para_touched_;
  std::vector<std::vector<Match>> para_list_;
  std::vector<std::size_t> para_step_;
};

}  // namespace

std::vector<std::optional<Match>> large_search(const LargeSearchInput& in, Workspace& ws) {
  return LargeSearch(in, ws).run();
}

}  // namespace meteor
