// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/sgml_eval.hh"

#include <doctest/doctest.h>

#include "util/error.hh"
#include "util/warn.hh"
#include "test_util.hh"

using namespace meteor;
using namespace meteor::testing;

namespace {

// Collects warnings while alive.
struct Warnings {
  std::vector<std::string> list;
  std::function<void(const std::string&)> old;
  Warnings() {
    old = set_warning_sink([this](const std::string& m) { list.push_back(m); });
  }
  ~Warnings() { set_warning_sink(old); }
};

const char* const kTest =
    "<tstset setid=\"s\" srclang=\"de\">\n"
    "<doc docid=\"d\" sysid=\"A\">\n"
    "<seg id=\"1\">the cat sat</seg>\n"
    "<seg id=\"2\">a dog</seg>\n"
    "<seg id=\"10\">no match here</seg>\n"
    "</doc>\n"
    "<doc docid=\"d\" sysid=\"B\">\n"
    "<seg id=\"1\">the cat sat</seg>\n"
    "</doc>\n"
    "</tstset>\n";

const char* const kRefs =
    "<refset setid=\"s\" refid=\"r1\">\n"
    "<doc docid=\"d\">\n"
    "<seg id=\"1\">the cat sat</seg>\n"
    "<seg id=\"2\">a dog barked</seg>\n"
    "<seg id=\"10\">something else</seg>\n"
    "</doc>\n"
    "</refset>\n"
    "<refset setid=\"s\" refid=\"r2\">\n"
    "<doc docid=\"d\">\n"
    "<seg id=\"2\">a dog</seg>\n"
    "</doc>\n"
    "</refset>\n";

}  // namespace

TEST_CASE("sgml eval: records in scoring order, score lines in Meteor's sort, best reference") {
  SgmlData test = parse_sgml_text(kTest), refs = parse_sgml_text(kRefs);
  Warnings w;
  SgmlResults r = score_sgml(exact_scorer(), test, refs, {});
  std::vector<std::string> systems;
  for (const SgmlScore& sys : r.systems) {
    systems.push_back(sys.set + "/" + sys.system);
    CHECK(sys.stats.test_length > 0);
    CHECK(sys.document.empty());
  }
  CHECK(systems == std::vector<std::string>{"s/A", "s/B"});  // Java Hashtable order
  REQUIRE(r.segments.size() == 6);
  REQUIRE(r.documents.size() == 2);
  CHECK(r.documents[0].document == "d");
  CHECK(r.alignments.empty());
  // The records are the numbers the lines print.
  for (const SgmlScore& seg : r.segments)
    if (seg.system == "A" && seg.segment == "2") CHECK(seg.stats.score == 1.0);
  SgmlScoreLines s = format_sgml_scores(r, {});
  REQUIRE(s.segment_lines.size() == 6);
  // Sorted by set, system, document, then segment ids as numbers.
  CHECK(s.segment_lines[0] == "s\tA\td\t1\t1.0");
  CHECK(s.segment_lines[1] == "s\tA\td\t2\t1.0");  // r2 matches exactly and wins
  CHECK(s.segment_lines[2] == "s\tA\td\t10\t0.0");
  CHECK(s.segment_lines[3] == "s\tB\td\t1\t1.0");
  CHECK(s.segment_lines[4].rfind("s\tB\td\t2\t", 0) == 0);  // empty hypothesis: 0
  CHECK(s.segment_lines[5] == "s\tB\td\t10\t0.0");
  REQUIRE(s.document_lines.size() == 2);
  CHECK(s.document_lines[0].rfind("s\tA\td\t", 0) == 0);
  REQUIRE(s.system_lines.size() == 2);
  CHECK(s.system_lines[0].rfind("s\tA\t", 0) == 0);
  CHECK(s.system_lines[1].rfind("s\tB\t", 0) == 0);
  CHECK(s.alignments.empty());
  // Meteor's warnings for the missing reference and test segments.
  CHECK(std::find(w.list.begin(), w.list.end(), "no data for reference [r2] on segment [s][d][1]") != w.list.end());
  CHECK(std::find(w.list.begin(), w.list.end(),
                  "no data for system [B] on segment [s][d][2] - scoring empty segment") != w.list.end());
}

TEST_CASE("sgml eval: -vOut lines sort on their text, as Meteor's comparator sees them") {
  SgmlData test = parse_sgml_text(kTest), refs = parse_sgml_text(kRefs);
  Warnings w;
  SgmlEvalOptions o;
  o.v_out = true;
  o.write_alignments = true;
  SgmlResults r = score_sgml(exact_scorer(), test, refs, o);
  REQUIRE(r.alignments.size() == r.segments.size());
  SgmlScoreLines s = format_sgml_scores(r, o);
  REQUIRE(s.segment_lines.size() == 6);
  // With P/R/frag/score the segment id is no longer the second-to-last
  // field: ids end up in string order.
  CHECK(s.segment_lines[0].rfind("s\tA\td\t1\t1.0\t1.0\t0.0\t1.0", 0) == 0);
  CHECK(s.segment_lines[1].rfind("s\tA\td\t10\t0.0\t0.0\t", 0) == 0);
  CHECK(s.segment_lines[2].rfind("s\tA\td\t2\t", 0) == 0);
  REQUIRE(s.alignments.size() == 6);
  CHECK(s.alignments[0].rfind("Alignment\ts\tA\td\t1\t1.0\t1.0\t0.0\t1.0\nthe cat sat\nthe cat sat\n", 0) == 0);
}

TEST_CASE("sgml eval: -ssOut lines hold the statistics") {
  SgmlData test = parse_sgml_text(kTest), refs = parse_sgml_text(kRefs);
  Warnings w;
  SgmlEvalOptions o;
  o.ss_out = true;
  SgmlScoreLines s = format_sgml_scores(score_sgml(exact_scorer(), test, refs, o), o);
  CHECK(s.segment_lines[0].rfind("s\tA\td\t1\t3.0 3.0 ", 0) == 0);
  CHECK(std::count(s.system_lines[0].begin(), s.system_lines[0].end(), ' ') == 22);
}

TEST_CASE("sgml eval: what Meteor 1.5 cannot score is an error") {
  Warnings w;
  SgmlData test = parse_sgml_text(kTest);
  SgmlData other = parse_sgml_text("<refset setid=\"other\" refid=\"r\">\n<doc docid=\"d\">\n<seg id=\"1\">x</seg>\n");
  CHECK_THROWS_WITH_AS(check_sgml_sets(test, "t.sgm", other, "r.sgm"),
                       "r.sgm: no reference set [s] for the systems of t.sgm", Error);
  // A document none of whose segments has a reference.
  SgmlData refs = parse_sgml_text("<refset setid=\"s\" refid=\"r\">\n<doc docid=\"d\">\n</doc>\n");
  SgmlData one = parse_sgml_text("<tstset setid=\"s\" sysid=\"A\">\n<doc docid=\"d\">\n<seg id=\"1\">x</seg>\n");
  CHECK_THROWS_AS(score_sgml(exact_scorer(), one, refs, {}), Error);
  // A system without any document the references have.
  SgmlData elsewhere = parse_sgml_text("<tstset setid=\"s\" sysid=\"A\">\n<doc docid=\"e\">\n<seg id=\"1\">x</seg>\n");
  SgmlData refs_d = parse_sgml_text("<refset setid=\"s\" refid=\"r\">\n<doc docid=\"d\">\n<seg id=\"1\">x</seg>\n");
  CHECK_THROWS_AS(score_sgml(exact_scorer(), elsewhere, refs_d, {}), Error);
}

TEST_CASE("sgml eval: a file without segments (plaintext given with -sgml) is an error") {
  SgmlData test = parse_sgml_text(kTest), refs = parse_sgml_text(kRefs);
  SgmlData none = parse_sgml_text("the cat sat on the mat\nanother line\n");
  CHECK_THROWS_WITH_AS(check_sgml_sets(none, "t.txt", refs, "r.sgm"), doctest::Contains("t.txt: no SGML segment"),
                       Error);
  CHECK_THROWS_WITH_AS(check_sgml_sets(test, "t.sgm", none, "r.txt"), doctest::Contains("r.txt: no SGML segment"),
                       Error);
  CHECK_NOTHROW(check_sgml_sets(test, "t.sgm", refs, "r.sgm"));
}
