// meteor-metaeval: MT Metrics Eval (MTME) meta-evaluation. With MTME-style
// --long_options, MTME's command line over a test-set root (EvalSet:
// --list, --echo, --echosys, --scores, a metric file correlated with the
// gold); with two score files first (GOLD METRIC -avg ...), every MTME
// correlation of the two files.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstdio>
#include <fstream>
#include <iostream>
#include <set>
#include <stdexcept>

#include <unistd.h>

#include "cli.hh"
#include "io/mtme.hh"
#include "metaeval/commands.hh"
#include "metaeval/correlation.hh"
#include "metaeval/download.hh"
#include "metaeval/eval_set.hh"
#include "metaeval/meta_info.hh"
#include "metaeval/significance.hh"
#include "util/error.hh"
#include "java/lang.hh"

namespace {

const char* const kUsage = R"(Meta-evaluation with MT Metrics Eval definitions

Usage: meteor-metaeval [--root DIR] -t SET -l LP [options] < metric.score
       meteor-metaeval --list [-t SET [-l LP]]
       meteor-metaeval <gold.score> <metric.score> [-avg ...]   (two files)

MTME's command line over an MTME root (--root, else $MTME_DATA, else
$HOME/.mt-metrics-eval/mt-metrics-eval-v2):
--download [--download_url URL] Fetch and unpack MTME's data into the root
                                  (resumable; URL or a local .tgz)
--list                          Test sets under the root; with -t its language
                                  pairs; with -t and -l details
-t, --test_set SET              Test set (a folder of the root)
-l, --language_pair LP          Language pair, e.g. en-de
--echo COLS                     Paste columns (src, doc, domain, ref, or a
                                  reference name) to stdout
--echosys COLS                  --echo once per system, prefixed with the
                                  system's name and output
--scores                        TSV of all human and metric scores, every
                                  system, every level
-i, --input FILE                Metric score file (default stdin): one score
                                  per system, domain (DOMAIN SYS SCORE),
                                  document or segment; the level is detected
-o, --output FILE               Output file (default stdout)
-g, --gold NAME                 Gold (human) scores, std for the set's
                                  standard gold at the level (default std)
--avg none|sys|item             Averaging for doc/seg correlations
--thresh T                      Kendall-like threshold (default: 25 for
                                  wmt-raw gold, else 0)
--use_outliers                  Keep outlier systems
--add_systems S1,S2             Add systems (e.g. human ones) with gold scores
--replace_nans_with_zeros       Count NaN correlations as 0 when averaging
--add_metrics_from_dir DIR      Add metric files (NAME-REF.LEVEL.score) to
                                  the set's stored ones (--scores)
--primary_metrics M1,M2         Primary metric base names
--std_ref REF                   Override the standard reference
--std_gold LEVEL:NAME,...       Override the standard gold per level
--outlier_systems S1,S2         Override the outlier systems
--digits N                      Decimals in the correlation line (default 3,
                                  as MTME); -1: every digit (Python repr)
-c, --compare FILE              A second metric file: both correlations and
                                  Williams' and PERM-BOTH p-values of their
                                  differences
--k N                           PERM-BOTH draws (default 1000; 0: no test)
--k_block N                     Early-stopping block (default 1000)
--early_min P, --early_max P    Stop when p < P / p > P at a block boundary
                                  (defaults 0.02, 0.50)
--seed N, --threads N           Permutation seed (default 1); threads (0: all)
--matrix                        Rank every metric of the set (stored plus
                                  --add_metrics_from_dir) with significance
                                  clusters, as MTME; with --matrix_level
                                  sys|domain|doc|seg, --matrix_corr pearson|
                                  spearman|kendall|KendallVariants|KendallLike|
                                  KendallWithTiesOpt|accuracy|pce,
                                  --matrix_corr_args "{'variant':'acc23'}",
                                  --matrix_perm_test scores|pairs, --matrix_pval,
                                  --matrix_refs, --matrix_close_refs,
                                  --matrix_human, --matrix_domain,
                                  --matrix_primary=false (--nomatrix_primary),
                                  --k (0: no tests); -l a,b with accuracy pools
                                  system-level pairwise accuracy;
                                  --matrix_save F writes F.json (not F.npz)
Sets the built-in table does not know need --std_ref (and --std_gold).
Errors: one line on stderr, exit status 1.

Two score files:
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

int run_pairwise(int argc, char** argv) {
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
  if (!extra.empty()) throw InvalidArgument("unexpected argument '" + extra[0] + "'");
  const std::string gold_path = vm["gold"].as<std::string>();
  const std::string metric_path = vm["metric"].as<std::string>();

  Average average = Average::none;
  if (vm.count("avg")) {
    auto a = parse_average(vm["avg"].as<std::string>());
    if (!a) throw InvalidArgument("-avg: '" + vm["avg"].as<std::string>() + "' is not none, sys or item");
    average = *a;
  }
  double thresh = 0;
  if (vm.count("thresh")) {
    auto t = java::parse_double(vm["thresh"].as<std::string>());
    if (!t || *t < 0) throw InvalidArgument("-thresh: '" + vm["thresh"].as<std::string>() + "' is not a number >= 0");
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
  } catch (const LimitExceeded& e) {
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

std::vector<std::string> split_list(const std::string& s) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i < s.size()) {
    std::size_t j = s.find(',', i);
    if (j == std::string::npos) j = s.size();
    if (j > i) out.push_back(s.substr(i, j - i));
    i = j + 1;
  }
  return out;
}

// MTME's command line (mtme.py), --long_options.
int run_mtme(int argc, char** argv) {
  using namespace meteor;
  using namespace meteor::metaeval;
  namespace po = boost::program_options;
  namespace cls = po::command_line_style;
  po::options_description opts;
  std::string root, test_set, lp, input, output, gold = "std", avg = "none", echo_cols, echosys_cols, add_systems,
                                                  add_dir, primary, std_ref, std_gold, outliers;
  double thresh = -1;
  int digits = 3;
  std::string compare;
  PermParams perm;
  struct {
    MatrixOptions o;
    std::string level_name = "sys";
    std::string primary = "true";
    std::string save;
  } mx;
  opts.add_options()
      ("help,h", "usage")
      ("version", "version")
      ("root", po::value(&root), "MTME root")
      ("list", po::bool_switch(), "list")
      ("download", po::bool_switch(), "download MTME's data")
      ("download_url", po::value<std::string>(), "archive URL or file")
      ("test_set,t", po::value(&test_set), "test set")
      ("language_pair,l", po::value(&lp), "language pair")
      ("echo", po::value(&echo_cols), "echo")
      ("echosys", po::value(&echosys_cols), "echosys")
      ("scores", po::bool_switch(), "scores")
      ("input,i", po::value(&input), "input")
      ("output,o", po::value(&output), "output")
      ("gold,g", po::value(&gold), "gold")
      ("avg", po::value(&avg), "averaging")
      ("thresh", po::value(&thresh), "Kendall-like threshold")
      ("use_outliers", po::bool_switch(), "outliers")
      ("add_systems", po::value(&add_systems), "add systems")
      ("replace_nans_with_zeros", po::bool_switch(), "replace NaNs")
      ("add_metrics_from_dir", po::value(&add_dir), "metric dir")
      ("primary_metrics", po::value(&primary), "primary metrics")
      ("std_ref", po::value(&std_ref), "standard reference")
      ("std_gold", po::value(&std_gold), "standard gold")
      ("outlier_systems", po::value(&outliers), "outliers")
      ("digits", po::value(&digits), "decimals")
      ("compare,c", po::value(&compare), "second metric file")
      ("k", po::value(&perm.k), "permutation draws")
      ("k_block", po::value(&perm.block_size), "early-stopping block")
      ("early_min", po::value(&perm.early_min), "early stop below")
      ("early_max", po::value(&perm.early_max), "early stop above")
      ("seed", po::value(&perm.seed), "permutation seed")
      ("matrix", po::bool_switch(), "rank metrics")
      ("matrix_level", po::value(&mx.level_name), "level")
      ("matrix_domain", po::value(&mx.o.domain), "domain")
      ("matrix_refs", po::value(&mx.o.refs), "references")
      ("matrix_close_refs", po::value(&mx.o.close_refs), "close references")
      ("matrix_human", po::bool_switch(), "human outputs")
      ("matrix_primary", po::value(&mx.primary), "primary metrics only")
      ("nomatrix_primary", po::bool_switch(), "all metrics")
      ("matrix_pval", po::value(&mx.o.pval), "p-value")
      ("matrix_corr", po::value(&mx.o.corr), "correlation")
      ("matrix_corr_args", po::value(&mx.o.corr_args), "correlation arguments")
      ("matrix_perm_test", po::value(&mx.o.perm_test), "permutation test")
      ("matrix_save", po::value(&mx.save), "save the ranking")
      ("threads", po::value(&perm.threads), "threads");
  // absl style: --flag, -flag (single-dash long), --flag=value, -t VALUE.
  const int style = cls::allow_long | cls::allow_long_disguise | cls::long_allow_adjacent | cls::long_allow_next | cls::allow_short |
                    cls::allow_dash_for_short | cls::short_allow_next | cls::short_allow_adjacent;
  po::variables_map vm;
  po::store(po::command_line_parser(argc, argv).options(opts).style(style).run(), vm);
  po::notify(vm);
  if (vm.count("help")) {
    std::cout << kUsage;
    return 0;
  }
  if (vm.count("version")) {
    std::cout << "meteor-metaeval " << METEOR_VERSION << '\n';
    return 0;
  }
  if (argc == 1) {  // no arguments: the usage on stderr, exit status 2, as every tool
    std::cerr << kUsage;
    return 2;
  }
  if (vm["download"].as<bool>()) {
    DownloadOptions d{vm.count("download_url") ? vm["download_url"].as<std::string>() : kMtmeArchiveUrl,
                      mtme_root(root), isatty(2) != 0};
    std::cout << download_mtme(d) << '\n';
    return 0;
  }
  const std::string dir = mtme_root(root);
  std::ofstream out_file;
  if (!output.empty()) {
    out_file.open(output);
    if (!out_file) throw file_error(output, "cannot write");
  }
  std::ostream& out = output.empty() ? std::cout : out_file;

  if (vm["list"].as<bool>()) {
    if (test_set.empty()) {
      out << "test-sets:";
      for (const std::string& s : test_sets_in(dir)) out << ' ' << s;
      out << '\n';
      return 0;
    }
    if (lp.empty()) {
      out << "language pairs for " << test_set << ":";
      for (const std::string& s : language_pairs_in(dir, test_set)) out << ' ' << s;
      out << '\n';
      return 0;
    }
  }
  if (test_set.empty()) throw InvalidArgument("no test set (-t)");
  if (lp.empty()) throw InvalidArgument("no language pair (-l)");

  MetaOverrides meta;
  meta.std_ref = std_ref;
  if (vm.count("std_gold")) meta.std_gold = std_gold;
  if (vm.count("outlier_systems")) meta.outliers = outliers;
  if (vm.count("primary_metrics")) meta.primary = primary;
  if (vm["matrix"].as<bool>()) {
    // One EvalSet per pair (-l a,b with --matrix_corr accuracy), stored
    // metrics plus --add_metrics_from_dir (DIR/LP, or DIR for one pair).
    MatrixOptions& m = mx.o;
    m.lang = lp;
    auto level = parse_level(mx.level_name);
    if (!level) throw InvalidArgument("--matrix_level: '" + mx.level_name + "' is not sys, domain, doc or seg");
    m.level = *level;
    m.human = vm["matrix_human"].as<bool>();
    m.primary = !vm["nomatrix_primary"].as<bool>() && mx.primary != "false" && mx.primary != "False" && mx.primary != "0";
    m.gold = gold;
    auto a = parse_average(avg);
    if (!a) throw InvalidArgument("--avg: '" + avg + "' is not none, sys or item");
    m.average = *a;
    m.use_outliers = vm["use_outliers"].as<bool>();
    m.replace_nans_with_zeros = vm["replace_nans_with_zeros"].as<bool>();
    if (perm.k < 0 || perm.block_size <= 0) throw InvalidArgument("--k must be >= 0 and --k_block > 0");
    m.perm = perm;
    LoadOptions lo;
    lo.read_metric_scores = true;
    const std::vector<EvalSet> sets = load_eval_sets(dir, test_set, lp, meta, lo, add_dir);
    std::vector<const EvalSet*> ptrs;
    for (const EvalSet& e : sets) ptrs.push_back(&e);
    out << run_matrix(ptrs, m, mx.save);
    return 0;
  }

  LoadOptions load;
  load.read_metric_scores = vm["scores"].as<bool>();
  if (lp.find(',') != std::string::npos) throw InvalidArgument("several language pairs (-l " + lp + ") only with --matrix");
  const EvalSet evs = std::move(load_eval_sets(dir, test_set, lp, meta, load, add_dir).front());

  if (vm["list"].as<bool>()) {
    out << list_details(evs) << '\n';
    return 0;
  }
  if (vm["scores"].as<bool>()) {
    print_scores(evs, out);
    return 0;
  }
  if (vm.count("echo") || vm.count("echosys")) {
    echo(evs, vm.count("echo") ? echo_cols : echosys_cols, !vm.count("echo"), out);
    return 0;
  }
  CorrelationOptions c;
  c.gold = gold;
  auto a = parse_average(avg);
  if (!a) throw InvalidArgument("--avg: '" + avg + "' is not none, sys or item");
  c.average = *a;
  c.thresh = thresh;
  c.use_outliers = vm["use_outliers"].as<bool>();
  c.replace_nans_with_zeros = vm["replace_nans_with_zeros"].as<bool>();
  c.add_systems = split_list(add_systems);
  const CorrelationReport r = correlate(evs, input.empty() ? "/dev/stdin" : input, c);
  if (compare.empty()) {
    out << format_correlation(evs, r, "", digits) << '\n';
    return 0;
  }
  // -c: both lines, then the significance of their differences.
  CorrelationOptions c2 = c;
  c2.thresh = r.thresh;
  const CorrelationReport r2 = correlate(evs, compare, c2);
  out << format_correlation(evs, r, "1: ", digits) << '\n';
  out << format_correlation(evs, r2, "2: ", digits) << '\n';
  if (perm.k < 0 || perm.block_size <= 0) throw InvalidArgument("--k must be >= 0 and --k_block > 0");
  out << compare_correlations(r, r2, c, perm, digits) << '\n';
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  // Two score files first: the pairwise mode (Meteor-style -options).
  const bool pairwise = argc > 1 && argv[1][0] != '-';
  return meteor::cli::run("meteor-metaeval",
                          [&] { return pairwise ? run_pairwise(argc, argv) : run_mtme(argc, argv); });
}
