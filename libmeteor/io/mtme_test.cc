// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/mtme.hh"

#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "util/error.hh"
#include "java/lang.hh"
#include "util/warn.hh"
#include "test_util.hh"

using namespace meteor;
using namespace meteor::testing;
namespace fs = std::filesystem;

namespace {

// Two systems; documents in the reference in the order d2, d1 (MTME order
// is the reference file's, not Meteor's sorted order).
const char* const kTest =
    "<tstset setid=\"s\" srclang=\"de\">\n"
    "<doc docid=\"d1\" sysid=\"B\">\n"
    "<seg id=\"1\">the cat sat</seg>\n"
    "</doc>\n"
    "<doc docid=\"d2\" sysid=\"B\">\n"
    "<seg id=\"10\">a dog</seg>\n"
    "<seg id=\"2\">something</seg>\n"
    "</doc>\n"
    "<doc docid=\"d2\" sysid=\"A\">\n"
    "<seg id=\"10\">a dog barked</seg>\n"
    "<seg id=\"2\">nothing</seg>\n"
    "</doc>\n"
    "<doc docid=\"d1\" sysid=\"A\">\n"
    "<seg id=\"1\">the cat</seg>\n"
    "</doc>\n"
    "</tstset>\n";

const char* const kRefs =
    "<refset setid=\"s\" refid=\"refA\">\n"
    "<doc docid=\"d2\">\n"
    "<seg id=\"10\">a dog barked</seg>\n"
    "<seg id=\"2\">something else</seg>\n"
    "</doc>\n"
    "<doc docid=\"d1\">\n"
    "<seg id=\"1\">the cat sat</seg>\n"
    "</doc>\n"
    "</refset>\n";

}  // namespace

TEST_CASE("mtme: file names and name checks") {
  CHECK(mtme_file_name("meteor", "refA", "seg") == "meteor-refA.seg.score");
  CHECK(mtme_file_name("Meteor-1.5", "refA.refB", "sys") == "Meteor-1.5-refA.refB.sys.score");
  CHECK_NOTHROW(check_mtme_reference("refA", "x"));
  CHECK_NOTHROW(check_mtme_reference("refA.refB", "x"));
  CHECK_THROWS_AS(check_mtme_reference("ref-A", "x"), Error);
  CHECK_THROWS_AS(check_mtme_reference("refA..refB", "x"), Error);
  CHECK_THROWS_AS(check_mtme_reference("", "x"), Error);
  CHECK_NOTHROW(check_mtme_metric_name("Meteor-1.5", "x"));
  CHECK_THROWS_AS(check_mtme_metric_name("a b", "x"), Error);
  CHECK_THROWS_AS(check_mtme_system_name("my system", "x"), Error);
  CHECK_THROWS_AS(check_mtme_system_name("", "x"), Error);

  CHECK(mtme_system_from_path("system-outputs/en-de/Online-W.txt") == "Online-W");
  CHECK(mtme_system_from_path("hyp.UF.en") == "hyp.UF.en");
  CHECK(mtme_reference_from_path("references/en-de.refA.txt") == "refA");
  CHECK(!mtme_reference_from_path("ref.A.en"));
  CHECK(!mtme_reference_from_path("refA.txt"));
}

TEST_CASE("mtme: reading score files") {
  TempDir dir;
  const std::string path = dir.path() + "/h.seg.score";
  std::ofstream(path) << "A\t1.5\nA 2\nB\tNone\nB -1E-3\n";
  MtmeScores s = read_mtme_scores(path, true);
  REQUIRE(s.systems == std::vector<std::string>{"A", "B"});
  CHECK(s.scores[0] == std::vector<std::optional<double>>{1.5, 2.0});
  CHECK(!s.scores[1][0]);
  CHECK(*s.scores[1][1] == -1e-3);
  CHECK(s.find("B") == &s.scores[1]);
  CHECK(s.find("C") == nullptr);
  CHECK_THROWS_WITH_AS(read_mtme_scores(path, false), (path + ":3: None is not allowed in metric scores").c_str(),
                       Error);
  std::ofstream(path) << "A 1 2\n";
  CHECK_THROWS_AS(read_mtme_scores(path, true), Error);
  std::ofstream(path) << "A x\n";
  CHECK_THROWS_AS(read_mtme_scores(path, true), Error);
  std::ofstream(path) << "A 1\n\nA 2\n";
  CHECK_THROWS_WITH_AS(read_mtme_scores(path, true), (path + ":2: blank line (expected 'SYSNAME SCORE')").c_str(),
                       Error);
  std::ofstream(path) << "A 1\nA nan\n";
  CHECK_THROWS_WITH_AS(read_mtme_scores(path, false),
                       (path + ":2: score 'nan' is not finite (NaN and infinite scores are not allowed)").c_str(), Error);
  std::ofstream(path) << "A -Infinity\n";
  CHECK_THROWS_AS(read_mtme_scores(path, true), Error);
  std::ofstream(path) << "A 1e-05\nA 1_000.5\nA .5\nA 5.\nA +2E+1\n";
  s = read_mtme_scores(path, false);
  CHECK(s.scores[0] == std::vector<std::optional<double>>{1e-05, 1000.5, 0.5, 5.0, 20.0});
  std::ofstream(path) << "news A 1\nnews B None\n";
  s = read_mtme_domain_scores(path, true);
  CHECK(s.domains[1] == std::vector<std::string>{"news"});
  CHECK(!s.scores[1][0]);
}

TEST_CASE("mtme: Python's float grammar") {
  for (const char* bad : {"", ".", "e5", "1e", "1_", "_1", "1__0", "0x10", "1.0d", "NaNx", "1,5", "--1"})
    CHECK_MESSAGE(!parse_python_float(bad), bad);
  CHECK(*parse_python_float("-0.25") == -0.25);
  CHECK(std::isinf(*parse_python_float("-inf")));
  CHECK(std::isinf(*parse_python_float("INFINITY")));
  CHECK(std::isnan(*parse_python_float("NaN")));
  CHECK(*parse_python_float("1_0.0_1") == 10.01);
}

TEST_CASE("mtme: writing merges systems") {
  TempDir dir;
  MtmeOptions o;
  o.dir = dir.path() + "/en-de";  // created
  MtmeSystem a{"A", 0.5, {0.25, 1.0, 0.1}, {}, {}, {}};
  std::vector<std::string> paths = write_mtme(o, "refA", {a});
  REQUIRE(paths.size() == 2);
  CHECK(paths[0] == o.dir + "/meteor-refA.sys.score");
  CHECK(paths[1] == o.dir + "/meteor-refA.seg.score");
  CHECK(slurp(paths[0]) == "A\t0.5\n");
  CHECK(slurp(paths[1]) == "A\t0.25\nA\t1.0\nA\t0.1\n");  // Java's Double.toString

  // Another system is appended; A rewritten keeps its place.
  write_mtme(o, "refA", {{"B", 0.75, {0, 0, 0.5}, {}, {}, {}}});
  write_mtme(o, "refA", {{"A", 0.125, {1, 1, 1}, {}, {}, {}}});
  CHECK(slurp(paths[0]) == "A\t0.125\nB\t0.75\n");
  CHECK(slurp(paths[1]) == "A\t1.0\nA\t1.0\nA\t1.0\nB\t0.0\nB\t0.0\nB\t0.5\n");
  CHECK(!fs::exists(paths[1] + ".tmp"));

  // A different number of segments than the systems kept: another test set.
  CHECK_THROWS_AS(write_mtme(o, "refA", {{"C", 0.5, {0.5}, {}, {}, {}}}), Error);
  // ... unless every kept system is replaced.
  CHECK_NOTHROW(write_mtme(o, "refA", {{"A", 0.5, {0.5}, {}, {}, {}}, {"B", 0.5, {0.5}, {}, {}, {}}}));
  CHECK(slurp(paths[1]) == "A\t0.5\nB\t0.5\n");

  // Document scores give a .doc.score file.
  paths = write_mtme(o, "refB", {{"A", 0.5, {0.5, 0.5}, {0.5}, {}, {}}});
  REQUIRE(paths.size() == 3);
  CHECK(paths[1] == o.dir + "/meteor-refB.doc.score");

  CHECK_THROWS_AS(write_mtme(o, "ref-B", {a}), Error);
  CHECK_THROWS_AS(write_mtme(o, "refA", {{"bad name", 0.5, {0.5}, {}, {}, {}}}), Error);
}

TEST_CASE("mtme: plaintext names") {
  TempDir dir;
  MtmeOptions o;
  o.dir = dir.path();
  std::vector<Stats> seg(1);
  seg[0].score = 0.5;
  Stats total;
  total.score = 0.5;
  const Scorer& scorer = exact_scorer();
  // The reference name cannot be told from "ref.en".
  CHECK_THROWS_AS(write_mtme_plaintext(o, "hyp.txt", "ref.en", 1, seg, total, scorer), Error);
  // MTME's own file names give both names.
  std::vector<std::string> paths =
      write_mtme_plaintext(o, "system-outputs/de-en/UF.txt", "references/de-en.refB.txt", 1, seg, total, scorer);
  CHECK(paths[0] == dir.path() + "/meteor-refB.sys.score");
  CHECK(slurp(paths[0]) == "UF\t0.5\n");
  // With several references per segment the name must be given.
  CHECK_THROWS_AS(write_mtme_plaintext(o, "UF.txt", "references/de-en.refB.txt", 2, seg, total, scorer), Error);
  o.reference = "refA.refB";
  o.system = "sys1";
  paths = write_mtme_plaintext(o, "UF.txt", "refs.txt", 2, seg, total, scorer);
  CHECK(paths[0] == dir.path() + "/meteor-refA.refB.sys.score");
  CHECK(slurp(paths[0]) == "sys1\t0.5\n");
}

TEST_CASE("mtme: SGML scores in test-set order") {
  SgmlData test = parse_sgml_text(kTest), refs = parse_sgml_text(kRefs);
  CHECK(mtme_reference_from_sgml(refs, "s") == "refA");
  std::function<void(const std::string&)> old = set_warning_sink([](const std::string&) {});
  {
    SgmlResults results = score_sgml(exact_scorer(), test, refs, {});
    std::vector<MtmeSystem> systems = mtme_systems_from_sgml(results, test, refs, "s");
    REQUIRE(systems.size() == 2);
    CHECK(systems[0].name == "B");  // test file order
    CHECK(systems[1].name == "A");
    // Segments in reference order: d2/10, d2/2, d1/1.
    const MtmeSystem& a = systems[1];
    REQUIRE(a.segment_scores.size() == 3);
    CHECK(a.segment_scores[0] == 1.0);  // "a dog barked" exactly
    CHECK(a.segment_scores[1] == 0.0);  // "nothing"
    CHECK(a.segment_scores[2] > 0.0);
    CHECK(a.segment_scores[2] < 1.0);
    REQUIRE(a.document_scores.size() == 2);
    CHECK(a.document_scores[0] > 0.0);
    CHECK(systems[0].segment_scores[2] == 1.0);  // B: "the cat sat"
    // The system score is the one Meteor prints.
    CHECK(a.system_score > 0.0);
    SgmlScoreLines plain = format_sgml_scores(results, {});
    CHECK(plain.system_lines[0] == "s\tA\t" + java::double_to_string(a.system_score));
  }

  // A system without a document of the references cannot be written.
  const char* const missing =
      "<tstset setid=\"s\">\n<doc docid=\"d1\" sysid=\"A\">\n<seg id=\"1\">the cat sat</seg>\n</doc>\n</tstset>\n";
  SgmlData partial = parse_sgml_text(missing);
  SgmlResults results = score_sgml(exact_scorer(), partial, refs, {});
  CHECK_THROWS_AS(mtme_systems_from_sgml(results, partial, refs, "s"), Error);
  set_warning_sink(old);
}
