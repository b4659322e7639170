// Fuzz target: Google's MQM TSVs (metaeval/data/mqm.hh): score_mqm with MTME's
// default weights, as plain TSV and as Unbabel's quoted TSV (scores from
// misc's JSON), the TSV reader itself, and <v> span location on each field.
//
// Invariants: bad input is a meteor::Error, never a crash; a located span
// lies inside the unmarked text.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_util.hh"
#include "metaeval/data/mqm.hh"
#include "util/error.hh"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace meteor;
  using namespace meteor::metaeval;
  const std::string text(reinterpret_cast<const char*>(data), size);
  static const MqmWeights weights = parse_mqm_weights(kMqmDefaultWeights, " ", "--weights");
  for (int mode = 0; mode < 3; ++mode) {
    ScoreMqmOptions o;
    o.weights = weights;
    o.unbabel = mode > 0;
    o.recompute_unbabel = mode == 2;
    o.force_contiguous = mode != 1;
    try {
      (void)score_mqm(text, "fuzz", o);
    } catch (const Error&) {
    }
  }
  try {
    const Tsv tsv = parse_tsv(text, true, "fuzz");
    if (tsv.rows.size() != tsv.lines.size()) fuzz::fail("rows and line numbers differ in number");
    for (const auto& row : tsv.rows)
      for (const std::string& field : row) {
        try {
          const MarkedSpan s = locate_span(field);
          std::size_t chars = 0;
          for (char c : s.text) chars += (static_cast<unsigned char>(c) & 0xC0) != 0x80;
          if (s.found && (s.start < 0 || s.start > s.end || static_cast<std::size_t>(s.end) > chars))
            fuzz::fail("span outside the text");
        } catch (const InvalidArgument&) {
        }
      }
  } catch (const Error&) {
  }
  try {
    (void)parse_mqm_weights(text, " ", "--weights");
  } catch (const Error&) {
  }
  return 0;
}
