// Plaintext evaluation: one segment per line, references in groups of N
// lines (-r N), and the corpus-level loop that scores, reports and sums.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <atomic>
#include <functional>
#include <string>
#include <vector>

#include "score/scorer.hh"

namespace meteor {

struct PlaintextCorpus {
  std::vector<std::string> hypotheses;
  std::vector<std::vector<std::string>> references;  // one group per hypothesis
};

// Reads test and reference files. Throws meteor::Error (naming the files and
// the line counts) unless the reference file holds exactly ref_count lines
// per test line; where a single reference file's lines are a multiple of the
// test file's, the message suggests -r (or the reference files separately).
PlaintextCorpus read_plaintext(const std::string& test_path, const std::string& ref_path, int ref_count);

// The same with the references in one file or in several (an extension:
// `meteor hyp refA refB`, as sacreBLEU takes them). Several files hold one
// reference per test line each; segment i's references are line i of each
// file in the order given -- the same corpus as their lines interleaved
// (paste -d'\n' refA refB) read with -r N. ref_count is then 1 (not given)
// or the number of files; anything else is an error. Every caller taking
// several reference files (meteor, meteor-compare) reads them here.
PlaintextCorpus read_plaintext(const std::string& test_path, const std::vector<std::string>& ref_paths,
                               int ref_count = 1);

// What a caller of score_corpus reads of each SegmentResult.
enum class SegmentDetail {
  kAlignments,  // the statistics and the alignment
  kStatistics,  // the statistics only: alignments are left empty, and a
                // segment repeating an earlier one (same hypothesis, same
                // references) is not aligned again (score/repeats.hh)
};

// Scores every segment on `threads` threads (0: all cores), calling
// on_segment(index, result) in segment order on the calling thread, and
// returns the corpus statistics (segment statistics summed in order) with
// their metrics computed. Results do not depend on the number of threads,
// nor on `detail`. A `cancel` flag set meanwhile stops the work between
// batches of segments: Cancelled is thrown once the threads are joined.
Stats score_corpus(const Scorer& scorer, const PlaintextCorpus& corpus,
                   const std::function<void(std::size_t, const SegmentResult&)>& on_segment, unsigned threads = 1,
                   SegmentDetail detail = SegmentDetail::kAlignments, const std::atomic<bool>* cancel = nullptr);

}  // namespace meteor
