// Tests of tasks: correlation names and arguments, task names as MTME prints
// them, presets and their weights, weights and averages, tables as MTME's
// MetricsTable writes them, results saved and loaded, task-set files, and the
// HTML report.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/tasks/task.hh"

#include <doctest/doctest.h>

#include <fstream>

#include "metaeval/tasks/commands.hh"
#include "metaeval/tasks/task_args.hh"
#include "test_util.hh"
#include "util/error.hh"

using namespace meteor;
using namespace meteor::metaeval;
using namespace meteor::testing;

namespace {

CorrSpec spec(const std::string& name, const std::map<std::string, std::string>& args, Average avg) {
  const CorrFcn f = parse_corr_fcn(name);
  return corr_spec(f, parse_corr_args(f, args), avg, false);
}

// A result with metrics (name, corr, rank) in order, and optional draws.
TaskResults result(const std::string& name, std::vector<RankedMetric> metrics) {
  TaskResults r;
  r.name = name;
  r.ranking.metrics = std::move(metrics);
  const std::size_t n = r.ranking.metrics.size();
  r.ranking.pvalues.assign(n, std::vector<double>(n, 0));
  r.ranking.k_used.assign(n, std::vector<int>(n, 0));
  return r;
}

}  // namespace

TEST_CASE("task_args: correlation names and arguments, typed") {
  CorrSpec s = spec("KendallWithTiesOpt", {{"variant", "'23'"}, {"sample_rate", "1.0"}}, Average::item);
  CHECK(s.kind == CorrKind::ties_opt);
  CHECK(s.variant == KendallVariant::t23);
  CHECK(s.sample_rate == 1.0);
  CHECK(spec("KendallWithTiesOpt", {}, Average::item).sample_rate == 0.1);
  CHECK(spec("KendallLike", {{"thresh", "25"}}, Average::none).thresh == 25);
  CHECK(spec("KendallLike", {}, Average::none).thresh == 25);
  CHECK(spec("kendall", {}, Average::none).scipy_kendall);  // scipy.stats.kendalltau
  CHECK(!spec("KendallVariants", {}, Average::none).scipy_kendall);
  CHECK_THROWS_AS(parse_corr_fcn("bleu"), Error);
  CHECK_THROWS_AS(spec("pearson", {{"variant", "'b'"}}, Average::none), Error);
  CHECK_THROWS_AS(spec("KendallWithTiesOpt", {{"variant", "'b'"}}, Average::none), Error);
  CHECK_THROWS_AS(spec("KendallWithTiesOpt", {{"sample_rate", "0"}}, Average::none), Error);
  CHECK_THROWS_AS(spec("KendallVariants", {{"epsilon", "x"}}, Average::none), Error);
  CHECK_THROWS_AS(spec("KendallVariants", {{"variant", "acc23"}}, Average::none), Error);
  CHECK_THROWS_AS(spec("KendallVariants", {{"variant", "'c'"}, {"epsilon", "0.1"}}, Average::none), Error);
  const auto d = parse_python_dict("{'variant': 'acc23', \"sample_rate\":1.0,}");
  CHECK(d.at("variant") == "'acc23'");
  CHECK(d.at("sample_rate") == "1.0");
  CHECK_THROWS_WITH_AS(parse_python_dict("{'a' 1}"), "--matrix_corr_args: missing ':' in {'a' 1}", Error);
  CHECK(parse_perm_test("pairs") == PermTest::pairs);
  CHECK_THROWS_AS(parse_perm_test("both"), Error);
  CHECK(parse_table_format("latex") == TableFormat::latex);
  CHECK(parse_preset("WMT24-on-WMT23") == Preset::wmt24_on_wmt23);
  CHECK_THROWS_AS(parse_preset("wmt22"), Error);
}

TEST_CASE("task: the name as MTME prints it") {
  metaeval::Task t;
  t.test_set = "wmt23";
  t.langs = {"en-de", "zh-en"};
  t.corr_fcn = CorrFcn::accuracy;
  t.k = 0;
  t.gold = {"mqm", "mqm"};
  t.refs = {{"refA"}, {"refB"}};
  t.close_refs = {{}, {}};
  CHECK(t.name() ==
        "test_set=wmt23 lang=en-de,zh-en domain=None level=sys human=True avg_by=none corr_fcn=accuracy k=0 "
        "gold=['mqm','mqm'] refs=[{'refA'},{'refB'}] close_refs=[set(),set()] use_outliers=False primary=True "
        "pval=0.05 block_size=100 early_min=0.02 early_max=0.5 replace_nans_with_zeros=False perm_test=scores "
        "corr_fcn_args={}");
  CHECK(t.range() == std::make_pair(0.0, 1.0));
  t.corr_fcn = CorrFcn::kendall_ties_opt;
  t.corr_fcn_args = parse_corr_args(t.corr_fcn, {{"variant", "'23'"}, {"sample_rate", "1"}});
  CHECK(t.name().find("corr_fcn_args={'sample_rate':1,'variant':'23'}") != std::string::npos);
  CHECK(t.range() == std::make_pair(-1.0, 1.0));
}

TEST_CASE("task: presets carry MTME's weights") {
  const TaskSet w23 = preset_task_set(Preset::wmt23);
  REQUIRE(w23.tasks.size() == 10);
  CHECK(w23.tasks[0].corr_fcn == CorrFcn::accuracy);
  CHECK(w23.tasks[0].langs == std::vector<std::string>{"en-de", "he-en", "zh-en"});
  CHECK(w23.tasks[0].human);
  CHECK(w23.weights[0] == 3.0 / 12);
  CHECK(w23.weights[1] == 1.0 / 12);
  CHECK(w23.tasks[3].corr_fcn == CorrFcn::kendall_ties_opt);
  CHECK(w23.tasks[3].avg_by == Average::item);
  CHECK(w23.tasks[3].perm_test == PermTest::pairs);
  const TaskSet w24 = preset_task_set(Preset::wmt24, {"ja-zh", "en-de"}, true, 5, "mqm", "mine");
  REQUIRE(w24.tasks.size() == 4);
  CHECK(w24.tasks[0].langs == std::vector<std::string>{"en-de"});
  CHECK(w24.tasks[0].human);
  CHECK(!w24.tasks[2].human);
  CHECK(w24.tasks[0].corr_fcn == CorrFcn::pce);
  CHECK(w24.tasks[1].k == 5);
  CHECK(w24.tasks[1].test_set == "mine");
  CHECK(w24.tasks[1].gold == std::vector<std::string>{"mqm"});
  CHECK(w24.weights == std::vector<double>(4, 0.25));
  CHECK(preset_task_set(Preset::wmt25).tasks.size() == 32);
}

TEST_CASE("task: weights by attribute, averages, the matrix of averages") {
  TaskSetResults rs;
  rs.results.push_back(result("lang=a corr_fcn=accuracy", {{"x", 0.8, 1}, {"y", 0.6, 2}}));
  rs.results.push_back(result("lang=a corr_fcn=pearson", {{"y", 0.5, 1}, {"x", 0.0, 1}, {"z", 0.9, 1}}));
  rs.results.push_back(result("lang=b corr_fcn=pearson", {{"x", 1.0, 1}, {"y", -1.0, 2}}));
  CHECK(rs.assign_weights({"lang"}) == std::vector<double>{0.25, 0.25, 0.5});
  CHECK(rs.assign_weights({"corr_fcn", "lang"}, 2.0) == std::vector<double>{1.0, 0.5, 0.5});
  CHECK(rs.assign_weights({}) == std::vector<double>(3, 1.0 / 3));
  const auto split = rs.split_by_attr("corr_fcn");
  REQUIRE(split.size() == 2);
  CHECK(split[0].first == "accuracy");
  CHECK(split[1].second.results.size() == 2);
  CHECK_THROWS_AS(rs.split_by_attr("level"), Error);
  const std::vector<double> w = {0.5, 0.25, 0.25};
  const auto corrs = rs.average_corrs(w);  // x: .4 + .125 + .25; y: .3 + .1875 + 0
  REQUIRE(corrs.size() == 2);  // z is not in every task
  CHECK(corrs[0].first == "x");
  CHECK(corrs[0].second == doctest::Approx(0.775));
  CHECK(corrs[1].second == doctest::Approx(0.4875));
  // More weights than tasks: the first ones (MTME zips them); fewer: an error.
  const auto longer = rs.average_corrs({0.5, 0.25, 0.25, 9.0});
  REQUIRE(longer.size() == 2);
  CHECK(longer[0].second == corrs[0].second);
  CHECK(longer[1].second == corrs[1].second);
  CHECK(rs.average_ranks({0.5, 0.25, 0.25, 9.0}) == rs.average_ranks(w));
  CHECK_THROWS_AS(rs.average_corrs({0.5, 0.5}), Error);
  const auto ranks = rs.average_ranks(w);
  CHECK(ranks[0] == std::make_pair(std::string("x"), 1.0));
  CHECK(ranks[1] == std::make_pair(std::string("y"), 1.75));
  CHECK_THROWS_AS(rs.average_corr_matrix(w), Error);  // no draws
  // Draws: in every task x and y swap places half the time.
  for (TaskResults& r : rs.results) {
    r.ranking.draws.assign(r.ranking.metrics.size(), std::vector<std::vector<Draw>>(r.ranking.metrics.size()));
    r.ranking.draws[0][1] = {{0.9, 0.1}, {0.1, 0.9}};
  }
  // Task 2 has y first: its draws of (x, y) are the swapped pairs.
  CHECK(rs.results[1].draws_of(1, 0) == std::vector<Draw>{{0.1, 0.9}, {0.9, 0.1}});
  const Ranking m = rs.average_corr_matrix(w);
  REQUIRE(m.metrics.size() == 2);
  // Null differences per draw: .4 - .1 + .1 = .4 and -.4 against the
  // observed .775 - .4875: one of the two reaches it.
  CHECK(m.pvalues[0][1] == 0.5);
  CHECK(m.metrics[1].rank == 1);
}

// Expected texts: MTME's MetricsTable on the same columns.
TEST_CASE("task: tables as MTME's MetricsTable writes them") {
  TaskSetResults rs;
  rs.results.push_back(result("lang=en-de level=sys corr_fcn=pearson", {{"BLEU", 0.5, 1}, {"*comet_x", 0.25, 2}}));
  rs.results.push_back(result("lang=en-de level=seg corr_fcn=pearson", {{"*comet_x", 0.5, 1}, {"BLEU", -0.125, 2}}));
  TableOptions o;
  o.attr_list = {"level"};
  CHECK(task_set_table(rs, o) ==
        "level:        sys      seg\n"
        "metric      task1    task2\n"
        "--------  -------  -------\n"
        "BLEU      1 0.500  2-0.125\n"
        "*comet_x  2 0.250  1 0.500\n");
  o.table.format = TableFormat::tsv;
  CHECK(task_set_table(rs, o) ==
        "level:\tsys\t\tseg\n"
        "metric\ttask1\t\ttask2\n"
        "BLEU\t1\t0.500000\t2\t-0.125000\n"
        "*comet_x\t2\t0.250000\t1\t0.500000\n");
  o.table.format = TableFormat::latex;
  o.table.baselines = {"BLEU"};
  o.attr_list.clear();
  o.table.rerank = {true, false};
  CHECK(task_set_table(rs, o) ==
        "\\begin{tabular}{l|rr|rr}\n\\toprule\n"
        "metric & \\multicolumn{2}{|l}{task1} & \\multicolumn{2}{|l}{task2} \\\\\n\\midrule\n"
        "\\underline{BLEU} & \\textbf{0.500} & \\textbf{(1)} & 2 & -0.125 \\\\\n"
        "\\textit{comet\\_x} & 0.250 & (2) & \\textbf{1} & \\textbf{0.500} \\\\\n"
        "\\bottomrule\n\\end{tabular}\n");
}

TEST_CASE("task: results saved and loaded with their draws") {
  TempDir dir;
  TaskResults r = result("test_set=t lang=a", {{"x", 0.5, 1}, {"y", 0.25, 1}});
  r.ranking.pvalues[0][1] = 0.5;
  r.ranking.draws.assign(2, std::vector<std::vector<Draw>>(2));
  r.ranking.draws[0][1] = {{0.5, 0.25}, {0.125, 1.0}};
  save_task_results(r, dir.path() + "/r");
  std::ifstream f(dir.path() + "/r.json");
  std::string text((std::istreambuf_iterator<char>(f)), std::istreambuf_iterator<char>());
  CHECK(text == "[\"test_set=t lang=a\", 0.05, {\"x\": [0.5, 1], \"y\": [0.25, 1]}, [[0.0, 0.5], [0.0, 0.0]]]");
  const TaskResults back = load_task_results(dir.path() + "/r");
  CHECK(back.name == r.name);
  CHECK(back.ranking.pvalues == r.ranking.pvalues);
  CHECK(back.ranking.draws[0][1] == r.ranking.draws[0][1]);
  CHECK(back.rank("y") == 1);
  CHECK(!back.sig(0, 1));
  r.ranking.pvalues[0][1] = 0.01;
  CHECK(r.sig(0, 1));
  // Names with quotes and control characters are escaped, and read back.
  TaskResults odd = result("a\"b\x01", {{"m\tn", 0.5, 1}});
  CHECK(task_results_json(odd) == "[\"a\\\"b\\u0001\", 0.05, {\"m\\tn\": [0.5, 1]}, [[0.0]]]");
  save_task_results(odd, dir.path() + "/odd");
  CHECK(load_task_results(dir.path() + "/odd").ranking.metrics[0].name == "m\tn");
  std::ofstream(dir.path() + "/bad.json") << "[\"n\", 0.05, {\"x\": [0.5]}, []]";
  CHECK_THROWS_AS(load_task_results(dir.path() + "/bad"), Error);
  std::ofstream(dir.path() + "/bad.json") << "[\"n\", 0.05, {\"x\": [0.5, 1e300]}, [[0]]]";
  CHECK_THROWS_AS(load_task_results(dir.path() + "/bad"), Error);
}

TEST_CASE("task_args: task-set files") {
  TempDir dir;
  const std::string path = dir.path() + "/ts.json";
  std::ofstream(path) << R"({"tasks": [
    {"test_set": "wmt21.news", "lang": "en-de,zh-en", "corr_fcn": "accuracy", "human": false, "k": 0},
    {"test_set": "wmt21.news", "lang": "zh-en", "level": "seg", "corr_fcn": "KendallWithTiesOpt",
     "avg_by": "item", "perm_test": "pairs", "corr_fcn_args": {"sample_rate": 1.0}, "refs": ["refA"]}],
    "weights": [0.75, 0.25]})";
  const TaskSet ts = read_task_set_file(path);
  REQUIRE(ts.tasks.size() == 2);
  CHECK(ts.tasks[0].langs.size() == 2);
  CHECK(!ts.tasks[0].human);
  CHECK(ts.tasks[1].corr_fcn_args.sample_rate->value() == 1.0);
  CHECK(!ts.tasks[1].corr_fcn_args.sample_rate->is_int);
  CHECK(ts.tasks[1].refs == std::vector<std::set<std::string>>{{"refA"}});
  CHECK(ts.weights == std::vector<double>{0.75, 0.25});
  // MTME's TaskSet(attr_combs, **attrs): the product, first attribute slowest.
  std::ofstream(path) << R"({"combinations": {"lang": ["en-de", "zh-en"], "level": ["sys", "seg"]},
    "attrs": {"test_set": "wmt21.news", "k": 0}})";
  const TaskSet prod = read_task_set_file(path);
  REQUIRE(prod.tasks.size() == 4);
  CHECK(prod.tasks[1].langs == std::vector<std::string>{"en-de"});
  CHECK(prod.tasks[1].level == Level::seg);
  CHECK(prod.tasks[2].langs == std::vector<std::string>{"zh-en"});
  CHECK(prod.tasks[3].k == 0);
  std::ofstream(path) << R"({"combinations": {"lang": []}})";
  CHECK_THROWS_AS(read_task_set_file(path), Error);
  std::ofstream(path) << R"({"tasks": [{"lang": "en-de", "levle": "seg"}]})";
  CHECK_THROWS_WITH_AS(read_task_set_file(path), (path + ": unknown task attribute 'levle'").c_str(), Error);
  std::ofstream(path) << R"({"tasks": [{"corr_fcn": "pearson", "corr_fcn_args": {"thresh": 1}}]})";
  CHECK_THROWS_AS(read_task_set_file(path), Error);
  std::ofstream(path) << R"({"tasks": [{}], "weights": [1, 2]})";
  CHECK_THROWS_AS(read_task_set_file(path), Error);
}

TEST_CASE("report_html: self-contained, names escaped, heat map from the p-values") {
  TaskResults r = result("test_set=t lang=a<b", {{"x&y", 0.5, 1}, {"<z>", 0.25, 2}});
  r.ranking.pvalues[0][1] = 0.001;
  r.ranking.k_used[0][1] = 100;
  const std::string html = task_html(r);
  CHECK(html.find("x&amp;y") != std::string::npos);
  CHECK(html.find("&lt;z&gt;") != std::string::npos);
  CHECK(html.find("lang=a&lt;b") != std::string::npos);
  CHECK(html.find(std::string("background:") + HtmlColours::p_strong + ";color") != std::string::npos);
  CHECK(html.find("<script") == std::string::npos);
  CHECK(html.find("http") == std::string::npos);  // nothing fetched
  TaskSetResults rs;
  rs.results.push_back(r);
  const std::string page = task_set_html("T", rs, {1.0}, r.ranking, false);
  CHECK(page.find("task1") != std::string::npos);
  CHECK(page.find("Pairwise p-values") == std::string::npos);  // untested averages: no heat map
}
