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

  void reset(std::size_t n_test, std::size_t n_ref) {
    test_keys.assign(n_test, 0);
    reference_keys.assign(n_ref, 0);
    if (matches.size() < n_ref) matches.resize(n_ref);
    for (std::size_t j = 0; j < n_ref; ++j) matches[j].clear();
    test_coverage.assign(n_test, 0);
    reference_coverage.assign(n_ref, 0);
  }
  std::size_t n_test() const { return test_keys.size(); }
  std::size_t n_ref() const { return reference_keys.size(); }

  void add(const Match& m) {
    matches[static_cast<std::size_t>(m.reference_start)].push_back(m);
    for (int k = 0; k < m.test_length; ++k) ++test_coverage[static_cast<std::size_t>(m.test_start + k)];
    for (int k = 0; k < m.reference_length; ++k) ++reference_coverage[static_cast<std::size_t>(m.reference_start + k)];
  }
};

}  // namespace meteor
