// Matches and alignments between a test sentence (line 1) and a reference
// (line 2), as Meteor represents them.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <optional>
#include <string>
#include <vector>

namespace meteor {

struct Match {
  int start = 0;         // first word in line 2 (reference)
  int length = 0;        // words in line 2
  int match_start = 0;   // first word in line 1 (test)
  int match_length = 0;  // words in line 1
  double prob = 1.0;     // Meteor's matchers always give 1
  int module = 0;        // index of the module (stage) that found it
};

struct Alignment {
  std::vector<std::string> words1;  // test
  std::vector<std::string> words2;  // reference

  // matches[i]: the match starting at word i of line 2, if any.
  std::vector<std::optional<Match>> matches;

  std::vector<bool> function1, function2;  // function-word flags per word

  // Matched words per module stage, content and function words apart.
  std::vector<int> content_matches1, content_matches2;
  std::vector<int> function_matches1, function_matches2;

  int line1_matches = 0;
  int line2_matches = 0;
  int chunks = 0;
  double avg_chunk_length = 0;

  // Meteor's alignment text: header line, both sentences, then one line per
  // match "start:length<TAB>...".
  std::string to_string(const std::string& header) const;
};

}  // namespace meteor
