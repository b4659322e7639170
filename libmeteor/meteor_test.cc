// SPDX-License-Identifier: LGPL-2.1-or-later
#include "meteor.hh"

#include <doctest/doctest.h>

#include "io/plaintext.hh"
#include "score/scorer.hh"

using namespace meteor;

namespace {

const std::vector<std::string> kHyps = {
    "The cat sat quietly on the warm mat.",
    "A new bridge will be built across the river next year.",
    "The committee has rejected the proposal on Tuesday.",
    "",
    "Completely unrelated words here.",
};
const std::vector<std::vector<std::string>> kRefs = {
    {"The cat was sitting quietly on the warm mat."},
    {"Next year a new bridge will be built over the river.", "A bridge is to be built across the river."},
    {"On Tuesday the committee turned down the proposal."},
    {"Nothing."},
    {"The cat sat on the mat.", "A committee met."},
};

}  // namespace

TEST_CASE("Metric scores as Scorer and score_corpus do, on any number of threads") {
  Options o;
  o.normalize = true;
  o.modules = std::vector<std::string>{"exact", "stem", "synonym"};
  Metric metric(o);

  Options c;
  c.language = "en";
  c.normalize = true;
  c.modules = std::vector<std::string>{"exact", "stem", "synonym"};
  Scorer scorer(resolve_config(c));
  CHECK(metric.eval_id() == scorer.config().eval_id());
  CHECK(metric.eval_id() == "meteor-1.5-wo-en-norm-0.85_0.2_0.6_0.75-ex_st_sy-1.0_0.6_0.8");

  std::vector<Stats> expected;
  Stats total = score_corpus(scorer, PlaintextCorpus{kHyps, kRefs},
                             [&](std::size_t, const SegmentResult& r) { expected.push_back(r.stats); });
  for (unsigned threads : {1u, 2u, 0u}) {
    CorpusScore got = metric.corpus(kHyps, kRefs, threads);
    CHECK(got.eval_id == metric.eval_id());
    CHECK(got.score == total.score);
    CHECK(got.stats.to_string() == total.to_string());
    REQUIRE(got.segments.size() == kHyps.size());
    for (std::size_t i = 0; i < kHyps.size(); ++i) {
      CHECK(got.segments[i].score == expected[i].score);
      CHECK(got.segments[i].stats.to_string() == expected[i].to_string());
      SegmentScore one = metric.segment(kHyps[i], kRefs[i]);
      CHECK(one.score == expected[i].score);
      CHECK(one.stats.to_string() == expected[i].to_string());
    }
  }
  CHECK(metric.score(total).score == total.score);
  CHECK(metric.score(*Stats::parse(total.to_string())).score == total.score);
}

TEST_CASE("score_corpus with statistics only scores repeated segments once, with the same results") {
  Options c;
  c.language = "en";
  c.normalize = true;
  c.modules = std::vector<std::string>{"exact", "stem", "synonym"};
  Scorer scorer(resolve_config(c));
  // Every segment twice, then one hypothesis against other references and
  // one reference list in another order: repeats, and near misses that are not.
  PlaintextCorpus corpus{kHyps, kRefs};
  for (std::size_t i = 0; i < kHyps.size(); ++i) {
    corpus.hypotheses.push_back(kHyps[i]);
    corpus.references.push_back(kRefs[i]);
  }
  corpus.hypotheses.push_back(kHyps[0]);
  corpus.references.push_back(kRefs[2]);
  corpus.hypotheses.push_back(kHyps[1]);
  corpus.references.push_back({kRefs[1][1], kRefs[1][0]});

  std::vector<std::string> expected;
  const Stats total = score_corpus(scorer, corpus, [&](std::size_t, const SegmentResult& r) {
    CHECK(!r.alignment.reference_words.empty());
    expected.push_back(r.stats.to_string() + " " + std::to_string(r.stats.score));
  });
  for (unsigned threads : {1u, 2u, 3u}) {
    std::vector<std::string> got;
    const Stats t = score_corpus(
        scorer, corpus,
        [&](std::size_t i, const SegmentResult& r) {
          CHECK(i == got.size());
          CHECK(r.alignment.matches.empty());
          got.push_back(r.stats.to_string() + " " + std::to_string(r.stats.score));
        },
        threads, SegmentDetail::kStatistics);
    CHECK(got == expected);
    CHECK(t.to_string() == total.to_string());
    CHECK(t.score == total.score);
  }
}

TEST_CASE("Metric resolves options as the meteor tool does") {
  Options o;
  o.language = "de";
  o.normalize = true;
  o.parameters = std::vector<double>{0.5, 1.0, 0.3, 0.2};
  o.paraphrase_table = "/nonexistent/unused.gz";  // not loaded: no paraphrase module
  o.modules = std::vector<std::string>{"exact", "stem"};
  o.weights = std::vector<double>{1.0, 0.5};
  o.beam_size = 10;
  Metric metric(o);
  Options c;
  c.language = "de";
  c.normalize = true;
  c.parameters = o.parameters;
  c.paraphrase_table = o.paraphrase_table;
  c.modules = o.modules;
  c.weights = o.weights;
  c.beam_size = 10;
  CHECK(metric.config().task == Task::kCustom);
  CHECK(metric.config().beam_size == 10);
  CHECK(metric.eval_id() == resolve_config(c).eval_id());
  CHECK(metric.eval_id() == "meteor-1.5-wo-de-norm-0.5_1.0_0.3_0.2-ex_st-1.0_0.5");
  // Meteor 1.5's English defaults need the paraphrase table: without one
  // (none in the build's data), the Metric stops, or leaves the module out
  // when asked to, named as the modules that ran.
  if (!DataDir().found() || DataDir().find_paraphrase_table(Language::kEnglish).empty()) {
    CHECK_THROWS_AS(Metric{Options{}}, NoParaphraseTable);
    Options allow;
    allow.allow_no_paraphrase = true;
    Options ran;
    ran.modules = std::vector<std::string>{"exact", "stem", "synonym"};
    CHECK(Metric(allow).eval_id() == resolve_config(ran).eval_id());
  }
}

namespace {

// Options that score without a paraphrase table (the build's data has none).
Options without_paraphrase() {
  Options o;
  o.allow_no_paraphrase = true;
  return o;
}

}  // namespace

TEST_CASE("Metric decodes bytes that are not UTF-8 as the tool reads them") {
  Metric metric(without_paraphrase());
  const std::string latin1 = "caf\xe9 au lait";
  const std::string replaced = "caf\xef\xbf\xbd au lait";
  CHECK(metric.segment(latin1, {replaced}).score == metric.segment(replaced, {replaced}).score);
  CHECK(metric.corpus({latin1}, {{latin1}}).score == metric.corpus({replaced}, {{replaced}}).score);
}

TEST_CASE("Metric errors say what is wrong, by kind") {
  auto options = [](auto set) {
    Options o = without_paraphrase();
    set(o);
    return o;
  };
  CHECK_THROWS_AS(Metric(options([](Options& o) { o.language = "klingon"; })), InvalidArgument);
  for (const char* typo : {"eng", "zh", "xx", "englsh"})
    CHECK_THROWS_AS(Metric(options([&](Options& o) { o.language = typo; })), InvalidArgument);
  CHECK_NOTHROW(Metric(options([](Options& o) { o.language = "other"; })));
  CHECK_NOTHROW(Metric(options([](Options& o) { o.language = "English"; })));
  CHECK_THROWS_AS(Metric(options([](Options& o) { o.task = "poetry"; })), InvalidArgument);
  CHECK_THROWS_AS(Metric(options([](Options& o) { o.parameters = std::vector<double>{1, 2}; })), InvalidArgument);
  CHECK_THROWS_AS(Metric(options([](Options& o) { o.modules = std::vector<std::string>{"exact", "x"}; })),
                  InvalidArgument);
  CHECK_THROWS_AS(Metric(options([](Options& o) { o.paraphrase_table = "/nonexistent/para.gz"; })), FileNotFound);
  CHECK_THROWS_AS(Metric(options([](Options& o) { o.function_words = "/nonexistent/words"; })), FileNotFound);
  CHECK_THROWS_AS(Metric(options([](Options& o) { o.data_dir = "/nonexistent"; })), FileNotFound);
  CHECK_THROWS_WITH_AS(Metric(options([](Options& o) { o.paraphrase_table = "/nonexistent/para.gz"; })),
                       doctest::Contains("/nonexistent/para.gz"), Error);
  Metric metric(without_paraphrase());
  CHECK_THROWS_AS(metric.corpus({"a", "b"}, {{"a"}}), InvalidArgument);
  CHECK_THROWS_WITH_AS(metric.corpus({"a", "b"}, {{"a"}, {}}), "segment 2: no reference to score against",
                       InvalidArgument);
  CHECK_THROWS_AS(metric.segment("a", {}), InvalidArgument);
}
