// The WordNet synonym dictionary in Meteor's file format:
//   <lang>.synsets     pairs of lines: word, then its synset ids
//   <lang>.exceptions  pairs of lines: base form, then its irregular forms
//   <lang>.relations   (not used by Meteor 1.5; not loaded)
// Two words are synonyms when their synset sets, each extended with the
// synsets of the word's base forms, intersect. Base forms come from the
// exceptions file or, failing that, from WordNet's suffix rules.
//
// The files are compiled once into a binary image opened with mmap (see
// util/image.hh): loading costs microseconds after the first run.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "util/image.hh"

namespace meteor {

class SynonymDictionary {
 public:
  // Opens <dir>/<language>.synsets and .exceptions (compiled image when
  // valid). Throws meteor::Error naming the file (and line) when one is
  // missing or malformed.
  static std::shared_ptr<const SynonymDictionary> load(const std::string& dir, const std::string& language);
  // Writes the compiled image next to the synsets file; returns its path.
  static std::string compile(const std::string& dir, const std::string& language);

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

  std::size_t word_count() const { return word_count_; }
  // "memory" or the image file in use.
  std::string origin() const { return image_->origin(); }

  struct Slot {
    std::uint32_t str_off, str_len, list_off, list_len;
  };
  struct Ref {
    std::uint32_t str_off, str_len;
  };

 private:
  explicit SynonymDictionary(std::shared_ptr<const Image> image);
  const Slot* find(const ImageArray<Slot>& table, std::string_view key) const;
  void append_synsets(std::string_view word, std::vector<std::int32_t>& out) const;
  std::string_view str(std::uint32_t off, std::uint32_t len) const {
    return {reinterpret_cast<const char*>(pool_.ptr) + off, len};
  }

  std::shared_ptr<const Image> image_;
  ImageArray<unsigned char> pool_;
  ImageArray<Slot> words_, forms_;
  ImageArray<std::int32_t> ids_;
  ImageArray<Ref> bases_;
  std::size_t word_count_ = 0;
};

// True when two sorted id lists share an element.
bool sorted_intersect(const std::vector<std::int32_t>& a, const std::vector<std::int32_t>& b);

}  // namespace meteor
