// The candidate matches between two sentences, collected by the matchers
// before the search: per start word of the reference the matches in the order found,
// and how many matches cover each word.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <vector>

#include "align/alignment.hh"

namespace meteor {

struct Stage {
  std::vector<std::int32_t> test_keys, reference_keys;  // Java hashes of the words
  std::vector<std::vector<Match>> matches;              // by start in the reference
  std::vector<int> test_coverage, reference_coverage;
  // Matches added, and the most at one reference word (what the memory
  // estimate reads while a matcher is still adding: search_memory.hh).
  std::size_t added = 0, most_at_one_word = 0;

  void reset(std::size_t n_test, std::size_t n_ref) {
    test_keys.assign(n_test, 0);
    reference_keys.assign(n_ref, 0);
    if (matches.size() < n_ref) matches.resize(n_ref);
    for (std::size_t j = 0; j < n_ref; ++j) matches[j].clear();
    test_coverage.assign(n_test, 0);
    reference_coverage.assign(n_ref, 0);
    added = most_at_one_word = 0;
  }
  std::size_t n_test() const { return test_keys.size(); }
  std::size_t n_ref() const { return reference_keys.size(); }

  void add(const Match& m) {
    std::vector<Match>& at = matches[static_cast<std::size_t>(m.reference_start)];
    at.push_back(m);
    ++added;
    if (at.size() > most_at_one_word) most_at_one_word = at.size();
    for (int k = 0; k < m.test_length; ++k) ++test_coverage[static_cast<std::size_t>(m.test_start + k)];
    for (int k = 0; k < m.reference_length; ++k) ++reference_coverage[static_cast<std::size_t>(m.reference_start + k)];
  }
};

}  // namespace meteor
