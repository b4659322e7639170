// Meteor's -stdio protocol (-mira in 1.4), one request per line:
//
//   SCORE ||| reference 1 ||| ... ||| reference n ||| hypothesis
//       -> the 23 sufficient statistics of the hypothesis (best reference)
//   EVAL ||| stats
//       -> the score computed from those statistics
//   SIGNATURE [||| n]
//       -> the signature of these scores with n references per segment
//          (without n: nrefs:var); not in Meteor 1.5 (docs/signature.md)
//
// Anything else gets an "Error: ..." line; the server goes on reading.
//
// Meteor 1.5 reads only the first statistics of an EVAL request. The
// meteor-1.5.jar that caption evaluation (coco-caption, pycocoevalcap) ships
// answers EVAL ||| stats 1 ||| ... ||| stats n with n + 1 lines: the score of
// each, in order, then the score of their sum (the corpus score). That variant
// is EvalReply::kEachThenTotal (meteor -stdio -multiEval).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "score/scorer.hh"

namespace meteor {

// java.lang.String.split on the literal "|||": trailing empty fields are
// dropped, a line without separators is one field.
std::vector<std::string_view> split_fields(std::string_view line);

struct StdioReply {
  std::string text;        // the line to write (without newline)
  bool malformed = false;  // a request Meteor 1.5 itself cannot answer (it would abort)
};

// How EVAL answers several statistics (see above).
enum class EvalReply {
  kFirst,          // Meteor 1.5: one line, the score of the first statistics
  kEachThenTotal,  // pycocoevalcap's jar: a line per statistics, then the score of their sum
};

// One request, answered: typed results, formatted by format_stdio_answer.
struct StdioAnswer {
  enum class Kind {
    kStats,      // SCORE: the hypothesis' statistics (best reference)
    kScores,     // EVAL: a score per statistics (then their sum's, kEachThenTotal)
    kSignature,  // SIGNATURE: text
    kError,      // an "Error: ..." line: text
  };
  Kind kind = Kind::kError;
  Stats stats;
  std::vector<double> scores;
  std::string text;
  bool malformed = false;  // a request Meteor 1.5 itself cannot answer (it would abort)
};
StdioAnswer answer_stdio(const Scorer& scorer, std::string_view line, EvalReply eval = EvalReply::kFirst);

// The reply to write (without the last newline): statistics, one score per
// line, the signature or the error.
std::string format_stdio_answer(const StdioAnswer& answer);

// Answers one request line; the reply may span lines (EvalReply::kEachThenTotal).
StdioReply answer_request(const Scorer& scorer, std::string_view line, EvalReply eval = EvalReply::kFirst);

// Reads requests from input_path ("-" for standard input) until end of input,
// writing and flushing one reply per request to out. Returns the number of
// malformed requests (see StdioReply).
std::size_t serve_stdio(const Scorer& scorer, const std::string& input_path, std::ostream& out,
                        EvalReply eval = EvalReply::kFirst);

}  // namespace meteor
