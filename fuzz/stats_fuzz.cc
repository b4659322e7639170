// Fuzz target: the sufficient-statistics parser (stats-scorer input, -stdio
// EVAL). Parsed statistics are scored with Meteor's English rank parameters,
// summed, printed and parsed back.
//
// Invariant: printing and parsing again gives the same statistics (Java's
// Double.toString round-trips).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz_util.hh"
#include "score/stats.hh"
#include "util/error.hh"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace meteor;
  const std::string_view line(reinterpret_cast<const char*>(data), size);
  std::string why;
  auto stats = Stats::parse(line, &why);
  if (!stats) {
    if (why.empty()) fuzz::fail("malformed statistics without a reason");
    return 0;
  }
  const std::string printed = stats->to_string();
  auto again = Stats::parse(printed, &why);
  if (!again) fuzz::fail("printed statistics do not parse");
  if (again->to_string() != printed) fuzz::fail("statistics do not round-trip");

  const std::vector<double> weights{1.0, 0.6, 0.8, 0.6};
  Stats s = *stats;
  compute_metrics(s, 0.85, 0.2, 0.6, 0.75, weights);
  Stats sum;
  sum += stats->contribution();
  sum += again->contribution();
  if (sum_contributions(*stats, *again).to_string() != sum_contributions(*again, *stats).to_string())
    fuzz::fail("a sum depends on the order");
  compute_metrics(sum, 0.85, 0.2, 0.6, 0.75, weights);
  try {
    Stats empty;
    compute_metrics(empty, 0.85, 0.2, 0.6, 0.75, weights);  // no stages: an error, not a crash
  } catch (const Error&) {
  }
  return 0;
}
