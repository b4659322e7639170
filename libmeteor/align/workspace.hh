// Per-thread state of an aligner: its own stemmer, a cache of what is known
// about each word (hash, stem, synsets, paraphrase id, function word), and
// buffers reused from one alignment to the next.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <deque>
#include <functional>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "align/beam_search.hh"
#include "align/stage.hh"
#include "resources/stemmer.hh"

namespace meteor {

struct WordInfo {
  std::int32_t hash = 0;
  bool stem_known = false, synsets_known = false, para_known = false, function_known = false;
  bool is_function = false;
  std::int32_t stem_hash = 0;
  std::int32_t para_id = -1;
  // The word's synsets as this workspace's dense numbers (dense_synset),
  // sorted: equal numbers, equal synsets.
  std::vector<std::int32_t> synsets;
};

class Workspace {
 public:
  explicit Workspace(std::unique_ptr<Stemmer> stemmer) : stemmer_(std::move(stemmer)) {}

  // Cached facts about a word; references stay valid until begin() runs again.
  WordInfo& word(const std::string& w);
  // word() of each of words, into out (resized to match). The lookups of a
  // line are independent: the table's memory for all of them is fetched
  // first, so that their cache misses overlap instead of following each
  // other.
  void words(const std::vector<std::string>& words, std::vector<WordInfo*>& out);
  // Called once per alignment: bounds the cache so long runs stay flat.
  void begin();

  Stemmer* stemmer() { return stemmer_.get(); }
  Stage& stage() { return stage_; }
  // The stage of a mirrored pair (Aligner::align_mirror), and whether
  // stage() holds every module's matches of the last pair aligned (it took
  // the ordinary search).
  Stage& mirror_stage() { return mirror_stage_; }
  // Alignments reused across pairs (Aligner::align into a slot, 0 or 1).
  Alignment& alignment(int slot) { return alignments_[slot]; }
  bool stage_complete = false;
  // Scratch buffers reused across alignments (which < 4).
  std::vector<std::int32_t>& ints(int which, std::size_t n) {
    ints_[which].assign(n, 0);
    return ints_[which];
  }
  // A dense number (0, 1, 2, ... in order of first sight) for a synset id
  // of the dictionary; kept for the workspace's life (at most one per
  // synset of the dictionary).
  std::int32_t dense_synset(std::int32_t id);
  // One 64-bit word per dense synset, all zero between uses (the synonym
  // matcher sets and clears them).
  std::vector<std::uint64_t>& synset_bits() {
    if (synset_bits_.size() < synset_ids_.size()) synset_bits_.resize(synset_ids_.size(), 0);
    return synset_bits_;
  }
  std::vector<WordInfo*>& infos(int which) { return infos_[which]; }
  std::vector<const std::vector<std::int32_t>*>& synset_lists(int which, std::size_t n) {
    synset_lists_[which].resize(n);
    return synset_lists_[which];
  }
  BeamScratch& beam() { return beam_; }
  // Prepared (normalized) text of recently seen lines, for the scorer.
  struct StringHash {
    using is_transparent = void;
    std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
  };
  using PreparedCache = std::unordered_map<std::string, std::string, StringHash, std::equal_to<>>;
  PreparedCache& prepared() { return prepared_; }

 private:
  std::vector<std::int32_t> ints_[4];
  std::vector<WordInfo*> infos_[2];
  std::vector<const std::vector<std::int32_t>*> synset_lists_[2];
  std::unordered_map<std::int32_t, std::int32_t> dense_synsets_;
  std::vector<std::int32_t> synset_ids_;
  std::vector<std::uint64_t> synset_bits_;
  BeamScratch beam_;
  PreparedCache prepared_;
  std::unique_ptr<Stemmer> stemmer_;
  // Open addressing over entries kept in a deque (stable addresses).
  struct Entry {
    std::string word;
    std::uint64_t hash;
    WordInfo info;
  };
  std::deque<Entry> entries_;
  std::vector<std::uint32_t> slots_;  // entry index + 1, 0 = empty
  std::vector<std::uint64_t> hashes_;  // words()'s scratch
  WordInfo& word(const std::string& w, std::uint64_t h);
  Stage stage_, mirror_stage_;
  Alignment alignments_[2];
};

}  // namespace meteor
