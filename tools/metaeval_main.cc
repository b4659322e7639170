// meteor-metaeval: correlations of metric scores with human scores, both in
// MT Metrics Eval (MTME) score-file layout, as MTME computes them.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstdio>
#include <iostream>
#include <set>
#include <stdexcept>

#include "cli.hh"
#include "io/mtme.hh"
#include "metaeval/correlation.hh"
#include "util/error.hh"
#include "java/lang.hh"

namespace {

const char* const kUsage = R"(Meta-evaluation with MT Metrics Eval definitions

Usage: meteor-metaeval <gold.score> <metric.score> [options]

Both files are MTME score files ("SYSNAME SCORE" lines): one score per
system, or a block of scores per system, one per segment (or document) in
test-set order. Gold (human) scores may be None; those items are left out.
Correlations are computed over the systems of the gold file (less -exclude),
which the metric file must all have.

Options:
-avg none|sys|item              Segment/document level: correlate one vector
                                  of all scores (none, default), or each
                                  system's (sys) or each item's (item) and
                                  average; system level always uses none
-thresh T                       Gold difference for WMT's Kendall-like tau
                                  (default 0)
-replaceNans                    Count undefined (NaN) correlations as 0 when
                                  averaging instead of leaving them out
-exclude 'sys1 sys2 ...'        Systems to leave out (references, outliers)
--help                          Print this text
--version                       Print the version

Output: a comment line, then "statistic<TAB>value" lines:
  pearson spearman kendall (tau-b) kendall-c kendall-23 kendall-acc23
  kendall-like@T  kendall-acc23-opt and its -threshold (tie threshold on
  metric scores optimized over every pair, MTME's KendallWithTiesOpt with
  sample_rate 1.0); accuracy (pairwise, system level only).
See docs/mtme.md.
)";

std::string num(double d) { return meteor::java::double_to_string(d); }

int run(int argc, char** argv) {
  using namespace meteor;
  using namespace meteor::metaeval;
  namespace po = boost::program_options;
  po::options_description opts;
  opts.add_options()
      ("avg", po::value<std::string>(), "averaging")
      ("thresh", po::value<std::string>(), "Kendall-like threshold")
      ("replaceNans", "replace NaN correlations with 0")
      ("exclude", po::value<std::string>(), "systems to leave out");
  cli::add_help_options(opts);
  std::vector<std::string> extra;
  po::variables_map vm = cli::parse(argc, argv, opts, {"gold", "metric"}, &extra);
  if (cli::print_help_or_version(vm, kUsage, "meteor-metaeval")) return 0;
  if (!vm.count("gold") || !vm.count("metric")) {
    std::cerr << kUsage;
    return 2;
  }
  if (!extra.empty()) throw Error("unexpected argument '" + extra[0] + "'");
  const std::string gold_path = vm["gold"].as<std::string>();
  const std::string metric_path = vm["metric"].as<std::string>();

  Average average = Average::none;
  if (vm.count("avg")) {
    auto a = parse_average(vm["avg"].as<std::string>());
    if (!a) throw Error("-avg: '" + vm["avg"].as<std::string>() + "' is not none, sys or item");
    average = *a;
  }
  double thresh = 0;
  if (vm.count("thresh")) {
    auto t = java::parse_double(vm["thresh"].as<std::string>());
    if (!t || *t < 0) throw Error("-thresh: '" + vm["thresh"].as<std::string>() + "' is not a number >= 0");
    thresh = *t;
  }
  const bool replace_nans = vm.count("replaceNans") > 0;
  std::set<std::string> excluded;
  if (vm.count("exclude")) {
    std::string list = vm["exclude"].as<std::string>();
    std::size_t i = 0;
    while (i < list.size()) {
      while (i < list.size() && (list[i] == ' ' || list[i] == ',' || list[i] == '\t')) ++i;
      std::size_t b = i;
      while (i < list.size() && list[i] != ' ' && list[i] != ',' && list[i] != '\t') ++i;
      if (i > b) excluded.insert(list.substr(b, i - b));
    }
  }

  const MtmeScores gold = read_mtme_scores(gold_path, true);
  const MtmeScores metric = read_mtme_scores(metric_path, false);
  ScoreMatrix m;
  std::size_t none_count = 0;
  for (std::size_t s = 0; s < gold.systems.size(); ++s) {
    const std::string& name = gold.systems[s];
    if (excluded.count(name)) continue;
    const auto* scores = metric.find(name);
    if (!scores) throw file_error(metric_path, "no scores for system " + name + " (it has gold scores)");
    const auto& g = gold.scores[s];
    if (m.systems == 0) m.items = g.size();
    if (g.size() != m.items)
      throw file_error(gold_path, "system " + name + " has " + std::to_string(g.size()) + " scores, " +
                                      gold.systems[0] + " has " + std::to_string(m.items));
    if (scores->size() != g.size())
      throw file_error(metric_path, "system " + name + " has " + std::to_string(scores->size()) +
                                        " scores, the gold file " + std::to_string(g.size()));
    for (std::size_t i = 0; i < g.size(); ++i) {
      m.gold.push_back(g[i]);
      m.metric.push_back(*(*scores)[i]);
      none_count += !g[i];
    }
    ++m.systems;
  }
  if (m.systems == 0) throw file_error(gold_path, "no system to correlate");
  const bool system_level = m.items == 1;
  if (system_level) average = Average::none;

  std::cout << "# " << (system_level ? "system" : "item") << " level: " << m.systems << " systems x " << m.items
            << (m.items == 1 ? " item" : " items") << ", " << none_count << " None gold scores, average "
            << average_name(average) << '\n';
  auto corr = [&](const CorrelationFn& f) { return num(average_correlation(m, average, f, replace_nans).value); };
  auto kendall_fn = [](KendallVariant v) {
    return [v](const Vector& g, const Vector& x) { return kendall(g, x, v); };
  };
  std::cout << "pearson\t" << corr(pearson) << '\n';
  std::cout << "spearman\t" << corr(spearman) << '\n';
  std::cout << "kendall\t" << corr(kendall_fn(KendallVariant::b)) << '\n';
  std::cout << "kendall-c\t" << corr(kendall_fn(KendallVariant::c)) << '\n';
  std::cout << "kendall-23\t" << corr(kendall_fn(KendallVariant::t23)) << '\n';
  std::cout << "kendall-acc23\t" << corr(kendall_fn(KendallVariant::acc23)) << '\n';
  // As MTME's Correlation.KendallLike: always averaged by item, weighted by
  // the pairs of each item.
  Averaged like = average_correlation(
      m, Average::item, [&](const Vector& g, const Vector& x) { return kendall_like(g, x, thresh).tau; },
      replace_nans, [&](const Vector& g, const Vector& x) { return double(kendall_like(g, x, thresh).pairs); });
  char at[32];
  std::snprintf(at, sizeof at, "%g", thresh);  // as MTME prints it
  std::cout << "kendall-like@" << at << '\t' << num(like.value) << '\n';
  try {
    TiesOptResult opt = kendall_with_ties_opt(m, average, KendallVariant::acc23);
    std::cout << "kendall-acc23-opt\t" << num(opt.tau) << '\n';
    std::cout << "kendall-acc23-opt-threshold\t" << num(opt.threshold) << '\n';
  } catch (const std::length_error& e) {
    std::cerr << "meteor-metaeval: kendall-acc23-opt: " << e.what() << '\n';
  }
  if (system_level) {
    Vector g, x;
    for (std::size_t i = 0; i < m.gold.size(); ++i)
      if (m.gold[i]) {
        g.push_back(*m.gold[i]);
        x.push_back(m.metric[i]);
      }
    std::cout << "accuracy\t" << num(pairwise_accuracy(g, x)) << '\n';
  }
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  return meteor::cli::run("meteor-metaeval", [&] { return run(argc, argv); });
}
