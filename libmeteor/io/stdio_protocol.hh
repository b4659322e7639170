// Meteor's -stdio protocol (-mira in 1.4), one request per line:
//
//   SCORE ||| reference 1 ||| ... ||| reference n ||| hypothesis
//       -> the 23 sufficient statistics of the hypothesis (best reference)
//   EVAL ||| stats
//       -> the score computed from those statistics
//
// Anything else gets an "Error: ..." line; the server goes on reading.
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

// Answers one request line.
StdioReply answer_request(const Scorer& scorer, std::string_view line);

// Reads requests from input_path ("-" for standard input) until end of input,
// writing and flushing one reply per request to out. Returns the number of
// malformed requests (see StdioReply).
std::size_t serve_stdio(const Scorer& scorer, const std::string& input_path, std::ostream& out);

}  // namespace meteor
