// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/sinks.hh"

#include <doctest/doctest.h>

#include <sstream>

#include "java/lang.hh"
#include "test_util.hh"

using namespace meteor;
using namespace meteor::testing;

namespace {

// Records what the drivers tell it, one word per call.
struct Recorder : Sink {
  std::vector<std::string>* log;
  bool alignments;
  std::string name;
  Recorder(std::vector<std::string>* l, std::string n, bool a = false) : log(l), alignments(a), name(std::move(n)) {}
  bool needs_alignments() const override { return alignments; }
  void start(const Scorer& s) override {
    Sink::start(s);
    log->push_back(name + ":start");
  }
  void segment(std::size_t i, const SegmentResult& r) override {
    log->push_back(name + ":seg" + std::to_string(i) + (r.alignment.to_string("").empty() ? "" : "+a"));
  }
  void corpus(const Stats&) override { log->push_back(name + ":corpus"); }
  void sgml(const SgmlResults& r) override {
    log->push_back(name + ":sgml" + std::to_string(r.segments.size()) + (r.alignments.empty() ? "" : "+a"));
  }
  void finish() override { log->push_back(name + ":finish"); }
};

const PlaintextCorpus kCorpus{{"the cat sat", "a dog", "nothing"}, {{"the cat sat"}, {"a dog barked"}, {"x"}}};

}  // namespace

TEST_CASE("sinks: each step reaches every sink, in order, before the next step") {
  std::vector<std::string> log;
  Recorder a(&log, "a"), b(&log, "b");
  for (unsigned threads : {1u, 3u}) {
    log.clear();
    run_plaintext(exact_scorer(), kCorpus, {&a, &b}, threads);
    CHECK(log == std::vector<std::string>{"a:start", "b:start", "a:seg0+a", "b:seg0+a", "a:seg1+a", "b:seg1+a",
                                          "a:seg2+a", "b:seg2+a", "a:corpus", "b:corpus", "a:finish", "b:finish"});
  }
}

TEST_CASE("sinks: SGML keeps alignments only for a sink that reads them") {
  const SgmlData test = parse_sgml_text(
      "<tstset setid=\"s\"><doc docid=\"d\" sysid=\"A\"><seg id=\"1\">the cat</seg></doc></tstset>\n");
  const SgmlData refs =
      parse_sgml_text("<refset setid=\"s\" refid=\"r\"><doc docid=\"d\"><seg id=\"1\">the cat</seg></doc></refset>\n");
  std::vector<std::string> log;
  Recorder plain(&log, "p");
  run_sgml(exact_scorer(), test, refs, {&plain}, 1);
  CHECK(log == std::vector<std::string>{"p:start", "p:sgml1", "p:finish"});
  log.clear();
  Recorder aligned(&log, "a", true);
  run_sgml(exact_scorer(), test, refs, {&plain, &aligned}, 1);
  CHECK(log == std::vector<std::string>{"p:start", "a:start", "p:sgml1+a", "a:sgml1+a", "p:finish", "a:finish"});
  CHECK(sgml_reference_count(refs) == "1");
}

TEST_CASE("sinks: the report, -ssOut and -json format the drivers' results") {
  std::ostringstream report, stats, json;
  ReportSink r(report, "plaintext", true, false);
  StatsSink s(stats);
  JsonSink j(json, "1");
  const Stats total = run_plaintext(exact_scorer(), kCorpus, {&r, &s, &j}, 2);
  const std::string text = report.str();
  CHECK(text.rfind("Meteor version: 1.5\n", 0) == 0);
  CHECK(text.find("Segment 1 score:\t1.0") != std::string::npos);
  CHECK(text.find("Segment 3 score:\t0.0\n") != std::string::npos);
  CHECK(text.find("System level statistics:") != std::string::npos);
  CHECK(text.size() > 200);
  int lines = 0;
  for (char c : stats.str()) lines += c == '\n';
  CHECK(lines == 3);
  CHECK(json.str().find("\"score\": " + java::double_to_string(total.score)) != std::string::npos);
}
