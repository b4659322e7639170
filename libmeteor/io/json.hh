// meteor -json: a result as one JSON object, formatted from the typed
// results (statistics), never from printed text. Numbers are printed as
// Meteor prints them (Java's Double.toString), so a JSON score equals the
// plain report's digit for digit; a number JSON cannot hold (NaN,
// infinities) is null.
//
//   {"score": S, "precision": P, "recall": R, "fmean": F,
//    "fragmentation_penalty": Pen, "chunks": C, "test_length": T,
//    "reference_length": L, "stages": [{"module": "exact",
//    "test_content": .., "test_function": .., "reference_content": ..,
//    "reference_function": ..}, ...], "segments": [S1, S2, ...],
//    "eval_id": "...", "signature": "..."}
//
// SGML: {"systems": [{"set": .., "system": .., <the fields above>,
// "documents": [{"document": .., "score": ..}], "segments": [{"document":
// .., "segment": .., "score": ..}]}, ...], "eval_id": .., "signature": ..},
// systems, documents and segments in Meteor's scoring order.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "io/sgml_eval.hh"
#include "score/config.hh"
#include "score/stats.hh"

namespace meteor {

// A JSON string literal (quoted, escaped).
std::string json_string(std::string_view s);
// A JSON number as Java prints the double, or null.
std::string json_number(double d);

// Plaintext: the corpus statistics and each segment's score.
std::string plaintext_json(const Stats& total, const std::vector<double>& segment_scores, const Config& config,
                           const std::string& signature);

// SGML: every system with its documents and segments.
std::string sgml_json(const SgmlResults& results, const Config& config, const std::string& signature);

}  // namespace meteor
