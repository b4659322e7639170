// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/alignment_file.hh"

#include <doctest/doctest.h>

#include "util/error.hh"

using namespace meteor;

TEST_CASE("alignment file: what Alignment::to_string writes reads back") {
  Alignment a;
  a.test_words = {"the", "cats", "sat"};
  a.reference_words = {"the", "cat", "sat", "down"};
  a.matches.resize(4);
  a.matches[0] = Match{0, 1, 0, 1, 1.0, 0};
  a.matches[1] = Match{1, 1, 1, 1, 1.0, 1};
  a.matches[2] = Match{2, 2, 2, 1, 0.5, 3};
  std::string text = a.to_string("Alignment\t7\t1.0\t0.75\t0.5\t0.6") + "\n";
  text += a.to_string("Alignment\tset\tsys\tdoc\t12\t0.1\t0.2\t0.3\tNaN") + "\n";
  std::vector<ScoredAlignment> r = parse_alignments(text, "x");
  REQUIRE(r.size() == 2);
  CHECK(r[0].name == "7");
  CHECK(r[0].has_scores);
  CHECK(r[0].precision == 1.0);
  CHECK(r[0].recall == 0.75);
  CHECK(r[0].frag == 0.5);
  CHECK(r[0].score == 0.6);
  CHECK(r[0].test_words == a.test_words);
  CHECK(r[0].reference_words == a.reference_words);
  REQUIRE(r[0].matches.size() == 3);
  CHECK(r[0].matches[2].reference_start == 2);
  CHECK(r[0].matches[2].reference_length == 2);
  CHECK(r[0].matches[2].test_start == 2);
  CHECK(r[0].matches[2].test_length == 1);
  CHECK(r[0].matches[2].module == 3);
  CHECK(r[0].matches[2].prob == 0.5);
  CHECK(r[1].name == "set\tsys\tdoc\t12");
  CHECK(r[1].score != r[1].score);  // NaN
}

TEST_CASE("alignment file: matcher output, empty sentences, errors") {
  // The matcher's header has no scores; an empty test sentence is a blank line.
  std::vector<ScoredAlignment> r = parse_alignments(
      "Alignment 1\n\nsome words\nLine2Start:Length\tLine1Start:Length\tModule\t\tScore\n\nAlignment\na\na\n"
      "Line2Start:Length\n0:1\t\t\t0:1\t\t\t0\t\t1.0\n",
      "m");
  REQUIRE(r.size() == 2);
  CHECK(r[0].name == "1");
  CHECK(!r[0].has_scores);
  CHECK(r[0].test_words.empty());
  CHECK(r[0].reference_words.size() == 2);
  CHECK(r[1].name.empty());
  CHECK(r[1].matches.size() == 1);

  CHECK_THROWS_WITH_AS(parse_alignments("Hello\n", "f"), "f:1: expected a line starting with 'Alignment'", Error);
  CHECK_THROWS_WITH_AS(parse_alignments("Alignment 1\na\n", "f"), "f:2: missing reference sentence", Error);
  CHECK_THROWS_WITH_AS(parse_alignments("Alignment 1\na\nb\nLine2Start\n0:2\t0:1\t0\t1.0\n", "f"),
                       "f:5: match outside the sentences (1 test, 1 reference words)", Error);
  CHECK_THROWS_AS(parse_alignments("Alignment 1\na\nb\nLine2Start\n0:1 x 0\n", "f"), Error);
  CHECK_THROWS_AS(parse_alignments("Alignment 1\na\nb\nnot the header\n", "f"), Error);
}
