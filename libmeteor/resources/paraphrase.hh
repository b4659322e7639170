// Paraphrase tables in Meteor's format: gzipped triples of lines
// (probability, phrase, paraphrase). Phrases are stored in a trie over word
// ids; words are numbered in order of first appearance in the file, so a
// word the table does not know never matches.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace meteor {

class ParaphraseTable {
 public:
  // Throws meteor::Error naming the file (and line) when it is missing, not
  // gzip, truncated or does not hold whole triples.
  static std::shared_ptr<const ParaphraseTable> load(const std::string& path);
  // A table with no entries.
  static std::shared_ptr<const ParaphraseTable> empty();

  // Word id, or -1 for a word the table does not contain.
  std::int32_t word_id(std::string_view word) const;

  // For the phrases of the table that start at words[start] (ids from
  // word_id), calls f(phrase_length, paraphrase_index) in Meteor's order:
  // shorter phrases first, entries of one phrase in file order.
  template <class F>
  void for_each_phrase(std::span<const std::int32_t> words, std::size_t start, F&& f) const;

  std::span<const std::int32_t> paraphrase(std::uint32_t index) const {
    const Entry& e = paraphrases_[index];
    return {para_words_.data() + e.offset, e.length};
  }

  std::size_t entry_count() const { return paraphrases_.size(); }
  std::size_t vocabulary_size() const { return vocab_.size(); }

 private:
  struct Entry {
    std::uint32_t offset, length;
  };
  struct Node {
    std::uint32_t emit_begin = 0, emit_end = 0;  // into emits_ after finalize
  };
  std::uint32_t child(std::uint32_t node, std::int32_t word) const {
    auto it = edges_.find((static_cast<std::uint64_t>(node) << 32) | static_cast<std::uint32_t>(word));
    return it == edges_.end() ? 0 : it->second;
  }

  std::unordered_map<std::string, std::int32_t> vocab_;
  std::unordered_map<std::uint64_t, std::uint32_t> edges_;  // (node, word) -> child; node 0 is the root
  std::vector<Node> nodes_;
  std::vector<std::uint32_t> emits_;  // paraphrase indices, grouped by node
  std::vector<Entry> paraphrases_;
  std::vector<std::int32_t> para_words_;
};

template <class F>
void ParaphraseTable::for_each_phrase(std::span<const std::int32_t> words, std::size_t start, F&& f) const {
  std::uint32_t node = 0;
  for (std::size_t i = start; i < words.size(); ++i) {
    if (words[i] < 0) return;
    node = child(node, words[i]);
    if (node == 0) return;
    const Node& n = nodes_[node];
    for (std::uint32_t k = n.emit_begin; k < n.emit_end; ++k) f(i - start + 1, emits_[k]);
  }
}

}  // namespace meteor
