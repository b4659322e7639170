// Tests of the MQM converter: TSVs read as Python's csv module reads them,
// weight specs, score_mqm's output against MTME's converter (and its errors),
// and <v>...</v> spans located in code points.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/data/mqm.hh"

#include <doctest/doctest.h>

#include "util/error.hh"

using namespace meteor;
using namespace meteor::metaeval;

TEST_CASE("mqm: TSV read as Python's csv module reads it") {
  Tsv t = parse_tsv("a\tb\r\n\n1\t\"x\"\"y\"\r2\t3\t4\n", false, "f");
  CHECK(t.header == std::vector<std::string>{"a", "b"});
  REQUIRE(t.rows.size() == 2);
  CHECK(t.rows[0][1] == "\"x\"\"y\"");  // QUOTE_NONE: quotes are text
  CHECK(t.rows[1].size() == 3);
  CHECK(t.lines[1] == 4);
  t = parse_tsv("a\tb\n\"x\"\"y\"\t\"two\nlines\"z\n", true, "f");
  CHECK(t.rows[0][0] == "x\"y");
  CHECK(t.rows[0][1] == "two\nlinesz");
  CHECK(t.column("b") == 1);
  CHECK(t.column("c") == std::string::npos);
}

TEST_CASE("mqm: weights") {
  const MqmWeights w = parse_mqm_weights(kMqmDefaultWeights, " ", "--weights");
  CHECK(w.at("major") == 5);
  CHECK(w.at("minor/fluency/punctuation") == 0.1);
  CHECK(parse_mqm_weights("a:1;b: 2_0", ";", "--weights").at("b") == 20);
  CHECK_THROWS_AS(parse_mqm_weights("major:5  minor:1", " ", "--weights"), InvalidArgument);  // an empty item
  CHECK_THROWS_AS(parse_mqm_weights("major:x", " ", "--weights"), InvalidArgument);
  CHECK_THROWS_AS(parse_mqm_weights("a:1:2", " ", "--weights"), InvalidArgument);
  CHECK_THROWS_AS(parse_mqm_weights("a:1", "", "--weights"), InvalidArgument);
}

TEST_CASE("mqm: score_mqm as MTME's converter") {
  ScoreMqmOptions o;
  o.weights = parse_mqm_weights(kMqmDefaultWeights, " ", "--weights");
  const std::string tsv =
      "system\tdoc\tdoc_id\trater\tcategory\tseverity\n"
      "S\td\t2\tr2\tFluency/Punctuation\tMinor\n"
      "S\td\t2\tr1\tAccuracy\tMajor\n"
      "S\td\t1\tr1\tNo-error\tNo-error\n"
      "S\td\t2\tr2\tStyle\tMINOR\n"
      "T\te\t+0_1\tr1\tNon-translation!\tMajor\n";
  // A segment without a matching weight sums to the int 0 ("0"); scores are
  // minus the raters' mean; raters sorted.
  CHECK(score_mqm(tsv, "f", o) ==
        "S\td\t1\t-0.0\tr1=0\n"
        "S\td\t2\t-3.05\tr1=5.0\tr2=1.1\n"
        "T\te\t1\t-25.0\tr1=25.0\n");
  CHECK_THROWS_AS(score_mqm(tsv + "S\td\t4\tr1\tx\tMajor\n", "f", o), Error);  // a gap at 3
  o.force_contiguous = false;
  CHECK_NOTHROW(score_mqm(tsv + "S\td\t4\tr1\tx\tMajor\n", "f", o));
  try {
    score_mqm(tsv + "S\td\tx\tr1\tx\tMajor\n", "in.tsv", o);
    FAIL("no error");
  } catch (const FormatError& e) {
    CHECK(std::string(e.what()) == "in.tsv:7: doc_id 'x' is not an integer");
  }
  CHECK_THROWS_AS(score_mqm("system\tdoc\n1\t2\n", "f", o), FormatError);
  CHECK(score_mqm("", "f", o).empty());
}

TEST_CASE("mqm: <v> spans") {
  MarkedSpan s = locate_span("I want <v>to</v> go");
  CHECK(s.found);
  CHECK(s.text == "I want to go");
  CHECK(s.start == 7);
  CHECK(s.end == 9);
  s = locate_span("\xE6\xAC\xA7\xE7\x9B\x9F<v>\xE5\xB3\xB0</v>");  // code points, not bytes
  CHECK(s.start == 2);
  CHECK(s.end == 3);
  CHECK(!locate_span("no marks").found);
  CHECK_THROWS_AS(locate_span("<v>a"), InvalidArgument);
  CHECK_THROWS_AS(locate_span("a</v>"), InvalidArgument);
  CHECK_THROWS_AS(locate_span("<v>a</v><v>b</v>"), InvalidArgument);
}
