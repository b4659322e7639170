// Reading Meteor's alignment files back: the output of meteor
// -writeAlignments (<prefix>-align.out) and of the matcher, as Meteor X-ray
// reads them (xray/MeteorAlignment.py). Each alignment is
//
//   Alignment<TAB>name...<TAB>P<TAB>R<TAB>frag<TAB>score   (matcher: "Alignment [n]")
//   test words
//   reference words
//   Line2Start:Length<TAB>Line1Start:Length<TAB>Module<TAB><TAB>Score
//   refStart:refLength<TABs>testStart:testLength<TABs>module<TABs>prob   (one per match)
//   (blank line)
//
// as Alignment::to_string writes it. See docs/xray.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "align/alignment.hh"

namespace meteor {

struct ScoredAlignment {
  // The header's fields between "Alignment" and the scores, tab-joined:
  // the segment number (plaintext) or "set<TAB>system<TAB>doc<TAB>segment"
  // (SGML).
  std::string name;
  bool has_scores = false;  // meteor -writeAlignments: P R frag score follow the name
  double precision = 0, recall = 0, frag = 0, score = 0;
  std::vector<std::string> test_words, reference_words;
  std::vector<Match> matches;  // in file order; module = stage index
};

// Reads every alignment of a file. Throws meteor::Error naming the file and
// line of anything malformed (a block that does not start with
// "Alignment", a missing line, a match outside the sentences).
std::vector<ScoredAlignment> read_alignment_file(const std::string& path);

// The same from text in memory; name is used in error messages.
std::vector<ScoredAlignment> parse_alignments(std::string_view text, const std::string& name);

}  // namespace meteor
