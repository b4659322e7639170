// Paraphrase tables in Meteor's format: gzipped triples of lines
// (probability, phrase, paraphrase). Phrases are stored in a trie over word
// ids; words are numbered in order of first appearance in the file, so a
// word the table does not know never matches.
//
// A table is compiled once into a binary image opened with mmap (see
// util/image.hh): opening a compiled table takes microseconds and only the
// pages a run touches are read.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "util/image.hh"

namespace meteor {

// The checks of one text-table entry (probability, phrase and paraphrase
// lines), shared by the loader (meteor -a) and the filter, so that the
// filter never writes a table meteor refuses:
// - a probability that is not a finite number in [0, 1]: a warning naming
//   the line (once per table); the entry is kept, since Meteor 1.5 never
//   reads the probability;
// - an empty phrase: a warning naming the line (once per table); Meteor 1.5
//   keeps such an entry but never finds it (its trie looks up phrases of one
//   word or more), so the loader leaves it out and the filter copies it as
//   Meteor 1.5's filter does;
// - an empty paraphrase: an Error naming the line (Meteor 1.5 would align
//   the phrase to nothing: a match of no words, which this aligner refuses).
class ParaphraseEntryCheck {
 public:
  explicit ParaphraseEntryCheck(std::string path) : path_(std::move(path)) {}
  void probability(std::string_view line, std::size_t line_number);
  // Whether the phrase, `tokens` words on line line_number, can ever match.
  bool phrase(std::size_t tokens, std::size_t line_number);
  void paraphrase(std::size_t tokens, std::size_t line_number) const;

 private:
  std::string path_;
  bool warned_probability_ = false, warned_phrase_ = false;
};

class ParaphraseTable {
 public:
  // Throws meteor::Error naming the file (and line) when it is missing, not
  // gzip, truncated or does not hold whole triples.
  static std::shared_ptr<const ParaphraseTable> load(const std::string& path);
  // Writes the compiled image next to the table; returns its path.
  static std::string compile(const std::string& path);
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
    return {para_words_.ptr + para_begin_[index], para_begin_[index + 1] - para_begin_[index]};
  }

  std::size_t entry_count() const { return para_begin_.size() - 1; }
  std::size_t vocabulary_size() const { return vocab_count_; }
  std::string origin() const { return image_->origin(); }

  struct VocabSlot {
    std::uint32_t str_off, str_len;
    std::int32_t id;
    std::uint32_t pad;
  };
  struct Edge {
    std::int32_t word;
    std::uint32_t child;
  };

 private:
  explicit ParaphraseTable(std::shared_ptr<const Image> image);
  // Child of node along word, 0 if none (node 0 is the root).
  std::uint32_t child(std::uint32_t node, std::int32_t word) const;

  std::shared_ptr<const Image> image_;
  ImageArray<unsigned char> pool_;
  ImageArray<VocabSlot> vocab_;
  ImageArray<std::uint32_t> edge_begin_, emit_begin_, emits_, para_begin_;
  ImageArray<Edge> edges_;
  ImageArray<std::int32_t> para_words_;
  std::size_t vocab_count_ = 0;
};

template <class F>
void ParaphraseTable::for_each_phrase(std::span<const std::int32_t> words, std::size_t start, F&& f) const {
  std::uint32_t node = 0;
  for (std::size_t i = start; i < words.size(); ++i) {
    if (words[i] < 0) return;
    node = child(node, words[i]);
    if (node == 0) return;
    for (std::uint32_t k = emit_begin_[node]; k < emit_begin_[node + 1]; ++k) f(i - start + 1, emits_[k]);
  }
}

}  // namespace meteor
