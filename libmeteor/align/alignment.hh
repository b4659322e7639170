// Matches and alignments between a test sentence (a hypothesis) and a
// reference, as Meteor represents them. The two sides are always called
// test and reference (Meteor's own code says line 1 and line 2).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace meteor {

// Meteor's Match has start/length (reference) and matchStart/matchLength
// (test); here each side says which it is.
struct Match {
  int reference_start = 0;   // first word in the reference
  int reference_length = 0;  // words in the reference
  int test_start = 0;        // first word in the test
  int test_length = 0;       // words in the test
  double prob = 1.0;         // Meteor's matchers always give 1
  int module = 0;            // index of the module (stage) that found it
};

struct Alignment {
  std::vector<std::string> test_words;
  std::vector<std::string> reference_words;

  // matches[i]: the match starting at word i of the reference, if any.
  std::vector<std::optional<Match>> matches;

  std::vector<bool> test_is_function, reference_is_function;  // function-word flags per word

  // Matched words per module stage, content and function words apart.
  std::vector<int> test_content_matches, reference_content_matches;
  std::vector<int> test_function_matches, reference_function_matches;

  int test_matches = 0;  // matched words (unweighted)
  int reference_matches = 0;
  int chunks = 0;
  double avg_chunk_length = 0;

  // Meteor's alignment text: header line, both sentences, then one line per
  // match "start:length<TAB>...".
  std::string to_string(const std::string& header) const;
};

}  // namespace meteor
