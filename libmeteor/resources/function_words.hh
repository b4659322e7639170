// Function-word lists: one word per line. Meteor weighs matches of these
// words by 1 - delta and of content words by delta.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>
#include <string_view>
#include <unordered_set>

namespace meteor {

class FunctionWords {
 public:
  FunctionWords() = default;
  // Every line is an entry, exactly as written. Throws meteor::Error if the
  // file cannot be read.
  static FunctionWords load(const std::string& path);

  void add(std::string word) { words_.insert(std::move(word)); }
  // Meteor looks words up lowercased.
  bool contains_lowercased(std::string_view lowercase_word) const {
    return words_.find(std::string(lowercase_word)) != words_.end();
  }
  std::size_t size() const { return words_.size(); }

 private:
  std::unordered_set<std::string> words_;
};

}  // namespace meteor
