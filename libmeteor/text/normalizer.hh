// Meteor's -norm text normalizer: Moses-style tokenization with Meteor's
// additions (quote and dash normalization, dots dropped inside "U.S."-style
// abbreviations, dashes between words split), nonbreaking prefixes per
// language, and optional punctuation removal (-noPunct).
//
// The rules reproduce Meteor 1.5's regular expressions exactly, including
// their leftmost, non-overlapping replacement order; each rule is a small
// scanner over code points instead of a general regex, for speed.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>
#include <string_view>
#include <unordered_map>

namespace meteor {

class NonbreakingPrefixes {
 public:
  enum Type { kAny = 1, kNumericOnly = 2 };

  NonbreakingPrefixes() = default;
  // Moses format: one prefix per line, "#" comments, optional
  // "#NUMERIC_ONLY#" after the prefix. Throws meteor::Error if unreadable.
  static NonbreakingPrefixes load(const std::string& path);

  void add(std::u32string prefix, Type type) { map_[std::move(prefix)] = type; }
  // 0 when the prefix is not listed.
  int type(const std::u32string& prefix) const {
    auto it = map_.find(prefix);
    return it == map_.end() ? 0 : it->second;
  }
  std::size_t size() const { return map_.size(); }

 private:
  std::unordered_map<std::u32string, int> map_;
};

class Normalizer {
 public:
  // How apostrophes are split: English splits contractions to the right
  // ("do n't" style: "John 's"), French to the left ("l' homme"), all other
  // languages on both sides.
  enum class Apostrophes { kEnglish, kFrench, kOther };

  Normalizer(Apostrophes style, NonbreakingPrefixes prefixes)
      : style_(style), prefixes_(std::move(prefixes)) {}

  // Tokenized, normalized line (not lowercased; Meteor lowercases after).
  std::string normalize(std::string_view line, bool keep_punctuation) const;

 private:
  Apostrophes style_;
  NonbreakingPrefixes prefixes_;
};

}  // namespace meteor
