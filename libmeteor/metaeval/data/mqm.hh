// Google's MQM annotations (the TSVs of google/wmt-mqm-human-evaluation:
// one row per error, "system doc doc_id seg_id rater source target
// category severity", error spans marked <v>...</v> in the source or
// target) turned into segment scores as MT Metrics Eval's
// converters/score_mqm.py does, to the byte, and into EvalSet ratings
// (.seg.rating) with each span located in the unmarked text. See
// docs/mtme.md ("MQM").
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "metaeval/data/eval_set.hh"
#include "metaeval/data/ratings.hh"

namespace meteor::metaeval {

// A TSV read as Python's csv.DictReader reads it with delimiter '\t':
// quotes literal (quoted = false, csv.QUOTE_NONE) or, with quoted,
// csv.QUOTE_MINIMAL ("..." fields, "" for a quote, newlines inside);
// line ends "\r\n" and "\r" read as "\n"; empty lines skipped; the first
// row is the header. Fields over 131072 characters are an error, as in
// Python. Throws FormatError naming the file and line.
struct Tsv {
  std::vector<std::string> header;
  std::vector<std::vector<std::string>> rows;
  std::vector<std::size_t> lines;  // beside rows: the line each starts on
  // The column of a header name (the last one when repeated), or npos.
  std::size_t column(std::string_view name) const;
};
Tsv parse_tsv(std::string_view text, bool quoted, const std::string& path);

// MQM weights: "severity[/category[/subcategory]]" (lowercased) -> weight.
using MqmWeights = std::map<std::string, double>;

// MTME's default weights.
inline constexpr const char* kMqmDefaultWeights =
    "Major:5 Minor:1 Neutral:0 Major/Non-translation!:25 Minor/Fluency/Punctuation:0.1";

// "major:5 minor:1 minor/Fluency/Punctuation:0.1" split on separator
// (not empty), each item "KEY:NUMBER" (Python's float()). Throws
// InvalidArgument naming the flag.
MqmWeights parse_mqm_weights(const std::string& spec, const std::string& separator, const std::string& flag);

struct ScoreMqmOptions {
  MqmWeights weights;
  std::string doc_id = "doc_id";  // the column with the 1-based segment index in its document
  bool unbabel = false;            // Unbabel's TSV: quoted fields, scores from misc's "mqm"
  bool recompute_unbabel = false;  // with unbabel: weights instead of misc's scores
  bool force_contiguous = true;    // a document's scored segments must have no gaps
};

// score_mqm.py's output for an annotation file's text: per system, per
// document, per segment "SYS<TAB>DOC<TAB>ID<TAB>SCORE<TAB>RATER=S..."
// (score: minus the raters' mean of summed error weights). path names the
// input in errors.
std::string score_mqm(std::string_view tsv_text, const std::string& path, const ScoreMqmOptions& options);

// The MQM TSV as EvalSet ratings: every row's error, its span located by
// the <v>...</v> marks of the target (or, when only the source has them,
// the source) as code-point offsets into the unmarked text, category and
// severity kept, score its weight. A row without marks (MTME's
// "No-error" rows) gives a rating without that error. Rows are placed by
// system and document (doc column) and doc_id (1-based in the document);
// the unmarked texts must equal the set's. One RatingSet per rater name
// in first-seen order; rater ids kept.
EvalSetRatings mqm_to_ratings(std::string_view tsv_text, const std::string& path, const EvalSet& evs,
                              const ScoreMqmOptions& options);

// The span of one marked text: the text without "<v>" and "</v>" and the
// [start, end) code-point offsets of the marked part; found = false when
// the text has no marks. Throws InvalidArgument for unbalanced or nested
// marks.
struct MarkedSpan {
  std::string text;
  std::int64_t start = 0, end = 0;
  bool found = false;
};
MarkedSpan locate_span(std::string_view marked);

}  // namespace meteor::metaeval
