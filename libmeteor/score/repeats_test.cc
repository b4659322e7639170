// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/repeats.hh"

#include <doctest/doctest.h>

#include <utility>

using namespace meteor;

TEST_CASE("SegmentRepeats finds segments with the same hypothesis and references") {
  const std::vector<std::string> hyps = {"a b", "a b", "a b", "c", "a b", "c"};
  const std::vector<std::vector<std::string>> refs = {{"x"}, {"y"}, {"x"}, {"x"}, {"x", "y"}, {"x"}};
  SegmentRepeats r(hyps.size(), [&](std::size_t i) {
    return std::pair<const std::string&, const std::vector<std::string>&>(hyps[i], refs[i]);
  });
  const std::vector<bool> repeat = {false, false, true, false, false, true};
  for (std::size_t i = 0; i < hyps.size(); ++i) CHECK(r.is_repeat(i) == repeat[i]);

  // Statistics recorded in order reach the repeats.
  std::vector<Stats> stats(hyps.size());
  for (std::size_t i = 0; i < hyps.size(); ++i) {
    if (!r.is_repeat(i)) stats[i].test_length = static_cast<double>(10 + i);
    r.record(i, stats[i]);
  }
  CHECK(stats[2].test_length == 10);
  CHECK(stats[5].test_length == 13);
  CHECK(stats[4].test_length == 14);
}

TEST_CASE("SegmentRepeats over pointers to texts, and with no segments") {
  const std::string a = "a", b = "b";
  const std::vector<std::vector<const std::string*>> refs = {{&a}, {&b}, {&a}};
  const std::vector<std::string> hyps = {"h", "h", "h"};
  SegmentRepeats r(hyps.size(), [&](std::size_t i) {
    return std::pair<const std::string&, const std::vector<const std::string*>&>(hyps[i], refs[i]);
  });
  CHECK(!r.is_repeat(0));
  CHECK(!r.is_repeat(1));
  CHECK(r.is_repeat(2));

  SegmentRepeats none;  // nothing known: nothing repeats, and record leaves statistics alone
  Stats s;
  s.chunks = 3;
  none.record(7, s);
  CHECK(!none.is_repeat(7));
  CHECK(s.chunks == 3);
}
