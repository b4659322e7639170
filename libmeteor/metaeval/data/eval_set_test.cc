// Tests of EvalSet on a tiny set and on tests/data/mqm: what is loaded (texts,
// documents, domains, human systems, scores at every level, JSONL files), the
// errors on bad input, meta-information and its overrides, and the
// correlation, --scores and --matrix output as MTME writes it.
//
// A tiny MTME test set: 2 domains, 3 documents, 5 segments, 3 systems (one
// of them a reference), human and metric scores at every level.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/data/eval_set.hh"

#include <doctest/doctest.h>

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "metaeval/tasks/commands.hh"
#include "metaeval/tasks/task_args.hh"
#include "test_util.hh"
#include "util/error.hh"

using namespace meteor;
using namespace meteor::metaeval;
using meteor::testing::TempDir;

namespace {

struct TinySet {
  TempDir dir;
  std::string set;
  TinySet() {
    set = dir.path() + "/tiny";
    for (const char* d : {"sources", "documents", "references", "system-outputs/xx-yy", "human-scores",
                          "metric-scores/xx-yy"})
      std::filesystem::create_directories(set + "/" + d);
    write("sources/xx-yy.txt", "s1\ns2\ns3\ns4\ns5\n");
    write("documents/xx-yy.docs", "web d1\nweb d1\nnews d2\nnews d2\nweb d3\n");
    write("references/xx-yy.refA.txt", "r1\nr2\nr3\nr4\nr5\n");
    write("system-outputs/xx-yy/refA.txt", "r1\nr2\nr3\nr4\nr5\n");
    write("system-outputs/xx-yy/A.txt", "a1\na2\na3\na4\na5  \n");
    write("system-outputs/xx-yy/B.txt", "b1\nb2\nb3\nb4\nb5\n");
    write("human-scores/xx-yy.mqm.seg.score",
          "A -1\nA None\nA -3\nA 0\nA -2\nB -2\nB -1\nB None\nB -5\nB -1\nrefA 0\nrefA 0\nrefA 0\nrefA 0\nrefA 0\n");
    write("human-scores/xx-yy.mqm.sys.score", "A -1.5\nB -2.25\nrefA 0\n");
    write("human-scores/xx-yy.mqm.domain.score", "news A -1.5\nweb A -1.5\nnews B None\nweb B -1.33\n");
    write("human-scores/xx-yy.mqm.doc.score", "A -1\nA -1.5\nA -2\nB -1.5\nB -5\nB -1\n");
    write("metric-scores/xx-yy/m-refA.seg.score", "A 0.5\nA 0.1\nA 0.2\nA 0.9\nA 0.3\nB 0.4\nB 0.6\nB 0.1\nB 0.2\nB 0.5\n");
    write("metric-scores/xx-yy/m-refA.sys.score", "A 0.4\nB 1e-05\n");
    write("metric-scores/xx-yy/m-refA.domain.score", "web A 0.4\nnews A 0.5\nweb B 0.3\nnews B 0.2\n");
  }
  void write(const std::string& name, const std::string& text) const { dir.write("tiny/" + name, text); }
  MetaInfo info() const { return MetaInfo{"refA", {{"sys", "mqm"}, {"seg", "mqm"}}, {}, {}, std::nullopt}; }
  EvalSet load(bool metrics = true) const {
    LoadOptions o;
    o.read_metric_scores = metrics;
    return EvalSet::load(dir.path(), "tiny", "xx-yy", info(), o);
  }
};

}  // namespace

TEST_CASE("metaeval: EvalSet loads an MTME test set") {
  TinySet t;
  const EvalSet e = t.load();
  CHECK(e.src().size() == 5);
  REQUIRE(e.docs().size() == 3);
  CHECK(e.docs()[1].first == "d2");
  CHECK(e.docs()[1].second == Span{2, 4});
  REQUIRE(e.domains().size() == 2);
  CHECK(e.domains()[0].first == "news");  // sorted, as MTME
  CHECK(e.domains()[1].second == std::vector<Span>{{0, 2}, {4, 5}});
  CHECK(e.domains_per_seg() == std::vector<std::string>{"web", "web", "news", "news", "web"});
  CHECK(e.sys_outputs().at("A")[4] == "a5");  // trailing blanks stripped
  CHECK(e.human_sys_names() == std::set<std::string>{"refA"});
  CHECK(e.metric_names() == std::set<std::string>{"m-refA"});
  CHECK(e.levels() == std::set<Level>{Level::sys, Level::domain, Level::doc, Level::seg});
  const SystemScores* dom = e.scores(Level::domain, "mqm");
  REQUIRE(dom);
  CHECK(!dom->at("B")[0]);                 // news: None
  CHECK(*dom->at("B")[1] == -1.33);        // web
  CHECK(*e.scores(Level::sys, "m-refA")->at("B")[0] == 1e-05);
  CHECK(e.scores(Level::doc, "m-refA") == nullptr);
  CHECK(e.std_gold(Level::seg) == "mqm");
  CHECK(e.std_gold(Level::doc).empty());
  CHECK(list_details(e) ==
        "tiny xx-yy: 5 segs, 3 docs, 3 systems (includes 0 outliers + 1 human), outliers: {}, human: {refA}, "
        "refs: {refA}, gold-scores: {mqm}");
}

TEST_CASE("metaeval: EvalSet without the system outputs' texts") {
  TinySet t;
  LoadOptions o;
  o.read_system_outputs = false;
  const EvalSet e = EvalSet::load(t.dir.path(), "tiny", "xx-yy", t.info(), o);
  CHECK(e.sys_names() == t.load().sys_names());
  CHECK(e.human_sys_names() == std::set<std::string>{"refA"});
  CHECK_THROWS_AS(e.sys_outputs(), Error);
  CorrelationReport r = correlate(e, t.set + "/metric-scores/xx-yy/m-refA.sys.score", CorrelationOptions{});
  CHECK(r.all_systems == 3);
  CHECK(r.pearson.value == correlate(t.load(), t.set + "/metric-scores/xx-yy/m-refA.sys.score", {}).pearson.value);
  // Their line counts are still checked.
  t.write("system-outputs/xx-yy/B.txt", "b1\nb2\nb3\nb4\n");
  CHECK_THROWS_WITH_AS(EvalSet::load(t.dir.path(), "tiny", "xx-yy", t.info(), o),
                       (t.set + "/system-outputs/xx-yy/B.txt: 4 lines, the source has 5").c_str(), Error);
}

TEST_CASE("metaeval: correlation through the EvalSet") {
  TinySet t;
  const EvalSet e = t.load(false);
  t.write("m.score", "B 0.2\nA 0.4\n");
  CorrelationOptions o;
  CorrelationReport r = correlate(e, t.set + "/m.score", o);
  CHECK(r.level == Level::sys);
  CHECK(r.systems == 2);  // refA is a human system
  CHECK(r.all_systems == 3);
  CHECK(r.pearson.value == 1.0);
  o.add_systems = {"refA"};
  CHECK_THROWS_WITH_AS(correlate(e, t.set + "/m.score", o), (t.set + "/m.score: missing metric scores for refA").c_str(),
                       Error);
  // Domain files are detected by their three fields.
  o = {};
  o.gold = "mqm";
  t.write("d.score", "web A 0.4\nnews A 0.5\nweb B 0.3\nnews B 0.2\n");
  r = correlate(e, t.set + "/d.score", o);
  CHECK(r.level == Level::domain);
  CHECK(r.items == 2);
  CHECK(r.none_count == 1);
  // Segment level, item averaging.
  t.write("s.score", "A 0.5\nA 0.1\nA 0.2\nA 0.9\nA 0.3\nB 0.4\nB 0.6\nB 0.1\nB 0.2\nB 0.5\n");
  o = {};
  o.average = Average::item;
  r = correlate(e, t.set + "/s.score", o);
  CHECK(r.level == Level::seg);
  CHECK(r.none_count == 2);
  CHECK(format_correlation(e, r, "").find("comparing columns in 2x5 matrices (2 None vals)") != std::string::npos);
}

TEST_CASE("metaeval: EvalSet bad input") {
  TinySet t;
  t.write("documents/xx-yy.docs", "web d1\nweb d2\nnews d1\nnews d3\nweb d4\n");
  CHECK_THROWS_WITH_AS(t.load(), (t.set + "/documents/xx-yy.docs:3: document d1 is not contiguous").c_str(), Error);
  t.write("documents/xx-yy.docs", "web d1\nweb d1\nnews d2\nnews d2\n");
  CHECK_THROWS_AS(t.load(), Error);  // 4 document lines, 5 segments
  t.write("documents/xx-yy.docs", "web d1\nweb d1\nnews d2\nnews d2\nweb d3\n");
  t.write("system-outputs/xx-yy/B.txt", "b1\nb2\n");
  CHECK_THROWS_WITH_AS(t.load(), (t.set + "/system-outputs/xx-yy/B.txt: 2 lines, the source has 5").c_str(), Error);
  t.write("system-outputs/xx-yy/B.txt", "b1\nb2\nb3\nb4\nb5\n");
  t.write("metric-scores/xx-yy/m-refA.sys.score", "A 0.4\n");
  CHECK_THROWS_WITH_AS(t.load(), (t.set + "/metric-scores/xx-yy/m-refA.sys.score: no scores for system B").c_str(),
                       Error);
  t.write("metric-scores/xx-yy/m-refA.sys.score", "A 0.4\nB inf\n");
  CHECK_THROWS_WITH_AS(
      t.load(),
      (t.set + "/metric-scores/xx-yy/m-refA.sys.score:2: score 'inf' is not finite (NaN and infinite scores are not allowed)")
          .c_str(),
      Error);
  t.write("metric-scores/xx-yy/m-refA.sys.score", "A 0.4\nB 0.1\nC 0.3\n");
  CHECK_THROWS_AS(t.load(), Error);  // unknown system
  t.write("metric-scores/xx-yy/m-refA.sys.score", "A 0.4\nB 0.1\n");
  CHECK_NOTHROW(t.load());
  MetaInfo info = t.info();
  info.std_ref = "refB";
  CHECK_THROWS_AS(EvalSet::load(t.dir.path(), "tiny", "xx-yy", info), Error);
  info = t.info();
  info.std_gold["doc"] = "wmt";
  CHECK_THROWS_AS(EvalSet::load(t.dir.path(), "tiny", "xx-yy", info), Error);
  info = t.info();
  info.outlier_systems = {"Z"};
  CHECK_THROWS_AS(EvalSet::load(t.dir.path(), "tiny", "xx-yy", info), Error);
  info.outlier_systems = {"B"};
  const EvalSet e = EvalSet::load(t.dir.path(), "tiny", "xx-yy", info);
  CHECK(correlation_systems(e, *e.scores(Level::sys, "mqm"), "mqm", false, {}) == std::set<std::string>{"A"});
  CHECK(correlation_systems(e, *e.scores(Level::sys, "mqm"), "mqm", true, {"refA"}) ==
        std::set<std::string>{"A", "B", "refA"});
}

TEST_CASE("metaeval: --scores table") {
  TinySet t;
  const EvalSet e = t.load();
  std::ostringstream out;
  print_scores(e, out);
  std::istringstream in(out.str());
  std::string header, first;
  std::getline(in, header);
  std::getline(in, first);
  CHECK(header ==
        "system-name\tdomain\tdoc\tseg-id\tmqm:seg\tm-refA:seg\tmqm:doc\tm-refA:doc\tmqm:domain\tm-refA:domain\t"
        "mqm:sys\tm-refA:sys");
  CHECK(first == "A\tweb\td1\t1\t-1.0\t0.5\t-1.0\tNone\t-1.5\t0.4\t-1.5\t0.4");
}

TEST_CASE("metaeval: meta-information") {
  CHECK(known_meta_info("wmt21.news", "en-de")->std_ref == "refC");
  CHECK(!known_meta_info("wmt21.news", "xx-yy"));
  CHECK(parse_std_gold("sys:mqm,seg:wmt-raw", "--std_gold") ==
        std::map<std::string, std::string>{{"sys", "mqm"}, {"seg", "wmt-raw"}});
  CHECK_THROWS_AS(parse_std_gold("mqm", "--std_gold"), Error);
  CHECK_THROWS_AS(parse_std_gold("word:mqm", "--std_gold"), Error);
}

TEST_CASE("metaeval: --matrix_corr_args and meta-information overrides") {
  CHECK(parse_python_dict("{}").empty());
  const auto d = parse_python_dict("{'variant':'acc23', \"sample_rate\": 1.0 ,}");
  CHECK(d == std::map<std::string, std::string>{{"variant", "'acc23'"}, {"sample_rate", "1.0"}});
  CHECK_THROWS_AS(parse_python_dict("{'variant' 'acc23'}"), Error);
  CHECK_THROWS_AS(parse_python_dict("variant=acc23"), Error);
  CHECK_THROWS_AS(parse_python_dict("{variant: 1}"), Error);
  MetaOverrides o;
  CHECK_THROWS_AS(resolve_meta_info("tiny", "xx-yy", o), Error);  // unknown set, no --std_ref
  o.std_ref = "refA";
  o.std_gold = "sys:mqm";
  o.outliers = "B,C";
  MetaInfo m = resolve_meta_info("tiny", "xx-yy", o);
  CHECK(m.std_ref == "refA");
  CHECK(m.std_gold == std::map<std::string, std::string>{{"sys", "mqm"}});
  CHECK(m.outlier_systems == std::set<std::string>{"B", "C"});
  o = {};
  o.primary = "";
  m = resolve_meta_info("wmt21.news", "zh-en", o);
  CHECK(m.std_ref == "refB");
  CHECK(m.primary_metrics.empty());
}

TEST_CASE("metaeval: --matrix on the tiny set") {
  TinySet t;
  t.write("metric-scores/xx-yy/n-refA.sys.score", "A 0.1\nB 0.9\n");
  const EvalSet e = t.load();
  metaeval::Task o;
  o.test_set = "tiny";
  o.langs = {"xx-yy"};
  o.human = false;
  o.k = 0;
  o.block_size = 1000;
  // Two systems at system level: Pearson +1 for m (A 0.4 > B 1e-05, as the
  // gold A -1.5 > B -2.25) and -1 for n; no tests: one cluster each.
  const std::string out = format_task_results(run_task(o, {&e}));
  CHECK(out ==
        "test_set=tiny lang=xx-yy domain=None level=sys human=False avg_by=none corr_fcn=pearson k=0 gold=mqm "
        "refs={'refA'} close_refs=set() use_outliers=False primary=True pval=0.05 block_size=1000 early_min=0.02 "
        "early_max=0.5 replace_nans_with_zeros=False perm_test=scores corr_fcn_args={}\n"
        "*m  1  1.0000000  . >\n*n  2 -1.0000000  . . \n");
  o.corr_fcn = CorrFcn::accuracy;
  o.langs = {"xx-yy", "xx-yy"};
  CHECK_THROWS_AS(run_task(o, {&e}), Error);  // one EvalSet per pair
}

TEST_CASE("EvalSet: JSONL sources, references, outputs and metadata (tests/data/mqm/jsonl)") {
  const char* env = std::getenv("METEOR_TESTDATA");
  if (!env) return;  // outside ctest
  const std::string root = std::string(env) + "/mqm/jsonl";
  MetaInfo info = *known_meta_info("wmt21.tedtalks", "zh-en");
  const EvalSet jsonl = EvalSet::load(root, "wmt21.tedtalks", "zh-en", info);
  const EvalSet text = EvalSet::load(std::string(env) + "/mqm", "wmt21.tedtalks", "zh-en", info);
  CHECK(jsonl.src() == text.src());
  CHECK(jsonl.refs() == text.refs());
  CHECK(jsonl.sys_outputs() == text.sys_outputs());
  CHECK(jsonl.human_sys_names() == std::set<std::string>{"refB"});
  REQUIRE(jsonl.metadata().count("DIDI-NLP"));
  const auto& meta = jsonl.metadata().at("DIDI-NLP");
  REQUIRE(meta.size() == 22);
  CHECK(meta[0].find("length")->is_integer());
  CHECK(meta[1].find("n")->is(JsonValue::Type::null));
  CHECK(jsonl.rating_names().size() == 6);
  CHECK(jsonl.rating_names().count("mqm.rater1"));
  CHECK(language_pairs_in(root, "wmt21.tedtalks") == std::vector<std::string>{"zh-en"});
}

TEST_CASE("EvalSet: a malformed JSONL line names the file and line") {
  TempDir dir;
  const std::string set = dir.path() + "/j";
  for (const char* d : {"sources", "documents", "references", "system-outputs/xx-yy"})
    std::filesystem::create_directories(set + "/" + d);
  auto write = [&](const std::string& rel, const std::string& text) {
    std::ofstream(set + "/" + rel) << text;
  };
  write("documents/xx-yy.docs", "web d1\nweb d1\n");
  write("sources/xx-yy.jsonl", "{\"source\": \"a\"}\n{\"source\": 5}\n");
  write("references/xx-yy.refA.txt", "r1\nr2\n");
  write("system-outputs/xx-yy/A.jsonl", "{\"hypothesis\": \"a\"}\n{\"hypothesis\": null}\n");
  MetaInfo info;
  info.std_ref = "refA";
  CHECK_THROWS_WITH_AS(EvalSet::load(dir.path(), "j", "xx-yy", info), doctest::Contains("xx-yy.jsonl:2:"), FormatError);
  write("sources/xx-yy.jsonl", "{\"source\": \"a\"}\n{\"source\": \"b\"}\n");
  const EvalSet e = EvalSet::load(dir.path(), "j", "xx-yy", info);
  CHECK(e.sys_outputs().at("A") == std::vector<std::string>{"a", ""});  // null: no translation
  write("system-outputs/xx-yy/B.tsv", "x\ny\n");
  CHECK_THROWS_WITH_AS(EvalSet::load(dir.path(), "j", "xx-yy", info), doctest::Contains("unsupported file type"), Error);
}
