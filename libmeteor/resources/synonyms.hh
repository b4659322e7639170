// The WordNet synonym dictionary in Meteor's file format:
//   <lang>.synsets     pairs of lines: word, then its synset ids
//   <lang>.exceptions  pairs of lines: base form, then its irregular forms
//   <lang>.relations   (not used by Meteor 1.5; not loaded)
// Two words are synonyms when their synset sets, each extended with the
// synsets of the word's base forms, intersect. Base forms come from the
// exceptions file or, failing that, from WordNet's suffix rules.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

namespace meteor {

class SynonymDictionary {
 public:
  // Loads <dir>/<language>.synsets and .exceptions. Throws meteor::Error
  // naming the file (and line) when one is missing or malformed.
  static std::shared_ptr<const SynonymDictionary> load(const std::string& dir, const std::string& language);

  // Synsets of the word itself (sorted, unique); empty if unknown.
  std::vector<std::int32_t> synsets(std::string_view word) const;
  // Synsets of the word's base forms (exceptions, else morphology).
  std::vector<std::int32_t> stem_synsets(std::string_view word) const;
  // Union of both, sorted and unique: what the synonym matcher compares.
  std::vector<std::int32_t> all_synsets(std::string_view word) const;

  // WordNet's morphological fallback as Meteor implements it: the first
  // suffix-stripped candidate that has synsets, "" if none; words ending in
  // "ss" or of at most two UTF-16 units come back unchanged.
  std::string morph(std::string_view word) const;

  std::size_t word_count() const { return word_index_.size(); }

 private:
  struct Span {
    std::uint32_t offset, length;
  };
  const Span* find(std::string_view word) const;
  void append_synsets(std::string_view word, std::vector<std::int32_t>& out) const;

  std::unordered_map<std::string, Span> word_index_;
  std::vector<std::int32_t> ids_;
  std::unordered_map<std::string, std::vector<std::string>> bases_;
};

// True when two sorted id lists share an element.
bool sorted_intersect(const std::vector<std::int32_t>& a, const std::vector<std::int32_t>& b);

}  // namespace meteor
