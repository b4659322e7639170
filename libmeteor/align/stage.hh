// The candidate matches between two sentences, collected by the matchers
// before the search: per start word of line 2 the matches in the order found,
// and how many matches cover each word.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <vector>

#include "align/alignment.hh"

namespace meteor {

struct Stage {
  std::vector<std::int32_t> keys1, keys2;  // Java hashes of the words
  std::vector<std::vector<Match>> matches;  // by start in line 2
  std::vector<int> coverage1, coverage2;

  void reset(std::size_t n1, std::size_t n2) {
    keys1.assign(n1, 0);
    keys2.assign(n2, 0);
    if (matches.size() < n2) matches.resize(n2);
    for (std::size_t j = 0; j < n2; ++j) matches[j].clear();
    coverage1.assign(n1, 0);
    coverage2.assign(n2, 0);
  }
  std::size_t n1() const { return keys1.size(); }
  std::size_t n2() const { return keys2.size(); }

  void add(const Match& m) {
    matches[static_cast<std::size_t>(m.start)].push_back(m);
    for (int k = 0; k < m.match_length; ++k) ++coverage1[static_cast<std::size_t>(m.match_start + k)];
    for (int k = 0; k < m.length; ++k) ++coverage2[static_cast<std::size_t>(m.start + k)];
  }
};

}  // namespace meteor
