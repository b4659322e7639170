// SGML evaluation (meteor -sgml): every system of every set scored against
// all references of the set, with segment, document and system scores
// written to <prefix>-seg.scr, <prefix>-doc.scr and <prefix>-sys.scr as
// Meteor 1.5 writes them.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>
#include <vector>

#include "align/alignment.hh"
#include "io/sgml.hh"
#include "score/config.hh"
#include "score/scorer.hh"

namespace meteor {

struct SgmlEvalOptions {
  std::string prefix = "meteor";  // -f
  bool ss_out = false;            // -ssOut: statistics instead of scores, no summaries
  bool v_out = false;             // -vOut: "P<TAB>R<TAB>frag<TAB>score"
  bool write_alignments = false;  // -writeAlignments: <prefix>-align.out (score_sgml keeps alignments)
  unsigned threads = 0;           // -threads: segments scored in parallel (0: all cores)
};

// The statistics (with precision, recall, ... and score computed) of one
// system, document or segment: document is empty for a system, segment for
// a system or document.
struct SgmlScore {
  std::string set, system, document, segment;
  Stats stats;
};

// What score_sgml returns: every system, document and segment scored, each
// level in the order Meteor scores them (Java hash order of sets, systems,
// documents, segments). Nothing here is formatted.
struct SgmlResults {
  std::vector<SgmlScore> systems, documents, segments;
  std::vector<Alignment> alignments;  // beside segments, with write_alignments
};

// Score file lines, each "set<TAB>sys[<TAB>doc[<TAB>seg]]<TAB>score", in
// Meteor's order: sorted on the text before the last tab (Java string
// order); segment lines on the text before the second-to-last tab, then on
// the field between as segment ids (compare_segment_ids). With -vOut the
// score holds tabs too, and the sort sees them, exactly as in Meteor.
struct SgmlScoreLines {
  std::vector<std::string> system_lines, document_lines, segment_lines;
  std::vector<std::string> alignments;  // beside segment_lines, with write_alignments
};

// Checks that the sets of the two files allow Meteor to score them: each
// file holds at least one segment (Meteor 1.5 silently scores nothing), every
// set of the references must be in the test file, and every set of the test
// file that has systems must be in the references (Meteor 1.5 fails there
// with a NullPointerException). Throws meteor::Error naming the file.
void check_sgml_sets(const SgmlData& test, const std::string& test_name, const SgmlData& refs,
                     const std::string& ref_name);

// Scores every system of every set, visiting sets, systems, documents and
// segments in Meteor's (Java hash) order and warning (meteor::warn, with
// Meteor's texts) about missing documents and segments. Segments are scored
// on options.threads threads first; warnings and sums then follow in
// Meteor's order, so nothing depends on the number of threads. Only
// options.threads and options.write_alignments matter here.
SgmlResults score_sgml(const Scorer& scorer, const SgmlData& test, const SgmlData& refs,
                       const SgmlEvalOptions& options);

// The score file lines of the results, formatted as options say (-ssOut,
// -vOut, -writeAlignments) and sorted as Meteor sorts them.
SgmlScoreLines format_sgml_scores(const SgmlResults& results, const SgmlEvalOptions& options);

// Writes <prefix>-sys.scr, -doc.scr, -seg.scr (and -align.out).
void write_sgml_scores(const SgmlScoreLines& lines, const SgmlEvalOptions& options);

}  // namespace meteor
