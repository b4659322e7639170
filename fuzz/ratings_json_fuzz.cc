// Fuzz target: ratings JSON (metaeval/data/ratings.hh over util/json_value.hh):
// the input as a Rating, as a standalone rating, and as a .seg.rating file
// line "SYS<TAB>JSON<TAB>RATER".
//
// Invariants: bad input is a meteor::Error, never a crash; a rating read
// is written as JSON that reads back as the same rating (json.dumps /
// json.loads round trip).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <string>

#include "fuzz_util.hh"
#include "metaeval/data/ratings.hh"
#include "util/error.hh"
#include "util/json_value.hh"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace meteor;
  using namespace meteor::metaeval;
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const JsonValue v = parse_json(text, "fuzz");
    try {
      const Rating r = rating_from_json(v, "fuzz");
      if (rating_from_json(parse_json(rating_json(r), "again"), "again") != r) fuzz::fail("rating does not round-trip");
    } catch (const FormatError&) {
    }
    try {
      const StandaloneRating r = standalone_rating_from_json(v, "fuzz");
      if (standalone_rating_from_json(parse_json(standalone_rating_json(r), "again"), "again") != r)
        fuzz::fail("standalone rating does not round-trip");
    } catch (const FormatError&) {
    }
  } catch (const FormatError&) {
  }
  static const std::string path = "/tmp/meteor-fuzz-ratings-" + std::to_string(::getpid()) + ".seg.rating";
  {
    std::ofstream f(path, std::ios::binary | std::ios::trunc);
    f.write(text.data(), static_cast<std::streamsize>(text.size()));
  }
  try {
    const RatingSet set = read_rating_file(path, "rater");
    for (const auto& [sys, ratings] : set.ratings)
      if (set.rater_ids.at(sys).size() != ratings.size()) fuzz::fail("rater ids beside ratings differ in number");
    (void)format_rating_file(set);
  } catch (const Error&) {
  }
  return 0;
}
