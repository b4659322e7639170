// meteor-metaeval: MT Metrics Eval (MTME) meta-evaluation. With MTME-style
// --long_options, MTME's command line over a test-set root (EvalSet:
// --list, --echo, --echosys, --scores, a metric file correlated with the
// gold); with two score files first (GOLD METRIC -avg ...), every MTME
// correlation of the two files.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <set>
#include <sstream>
#include <stdexcept>

#include <unistd.h>

#include "cli.hh"
#include "progress.hh"
#include "metaeval/tasks/commands.hh"
#include "metaeval/statistics/correlation.hh"
#include "metaeval/data/download.hh"
#include "metaeval/data/eval_set.hh"
#include "metaeval/data/meta_info.hh"
#include "metaeval/tasks/report_html.hh"
#include "metaeval/data/score_files.hh"
#include "metaeval/significance/significance.hh"
#include "metaeval/tasks/task.hh"
#include "metaeval/tasks/task_args.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/output_file.hh"
#include "java/lang.hh"

namespace {

const char* const kUsage = R"(Meta-evaluation with MT Metrics Eval definitions

Usage: meteor-metaeval [--root DIR] -t SET -l LP [options] < metric.score
       meteor-metaeval --list [-t SET [-l LP]]
       meteor-metaeval <gold.score> <metric.score> [--avg ...]   (two files)

Every option takes one dash or two (-avg is --avg).

MTME's command line over an MTME root (--root, else $MTME_DATA, else
$HOME/.mt-metrics-eval/mt-metrics-eval-v2):
--download [--download_url URL] Fetch and unpack MTME's data into the root
                                  (resumable; URL or a local .tgz; checked
                                  whole before it is unpacked)
--max_unpacked_gb N             Refuse an archive that unpacks to more than N GB
                                  (default: 16 times the archive's size)
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
--seed N                        Permutation seed (default 1)
--threads N                     Threads; )" METEOR_THREADS_HELP R"(
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
--task_set wmt23|wmt24_on_wmt23|wmt24|wmt25
                                Run a preset of MTME's tasks.py (its tasks
                                  and weights; -l a,b its pairs, -t its test
                                  set, --k its draws, default 0) and print
                                  the table: average correlation (clusters
                                  from the tasks' draws when k > 0), then
                                  each task's correlation and rank
--task_set_file FILE            The same for a task-set file (JSON: tasks,
                                  weights, meta_info; see docs/mtme.md)
--table_format text|tsv|latex   Table format (default text)
--task_set_json FILE            Also write every task's results, weights,
                                  average correlations and ranks as JSON
--html FILE                     With --matrix or a task set: also write the
                                  results as one HTML page (ranking with
                                  clusters, heat map of p-values, tasks)
Sets the built-in table does not know need --std_ref (and --std_gold).
Errors: one line on stderr, exit status 1.

Two score files:
Both files are MTME score files ("SYSNAME SCORE" lines): one score per
system, or a block of scores per system, one per segment (or document) in
test-set order. Gold (human) scores may be None; those items are left out.
Correlations are computed over the systems of the gold file (less -exclude),
which the metric file must all have.

Options:
--avg none|sys|item             Segment/document level: correlate one vector
                                  of all scores (none, default), or each
                                  system's (sys) or each item's (item) and
                                  average; system level always uses none
--thresh T                      Gold difference for WMT's Kendall-like tau
                                  (default 0)
--replaceNans                   Count undefined (NaN) correlations as 0 when
                                  averaging instead of leaving them out
--exclude 'sys1 sys2 ...'       Systems to leave out (references, outliers,
                                  systems the metric file lacks)
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
    std::replace(list.begin(), list.end(), ',', ' ');  // names separated by spaces, tabs or commas
    for (const std::string& name : split_python_whitespace(list)) excluded.insert(name);
  }

  const ScoreTable m = read_score_table(gold_path, metric_path, excluded);
  std::size_t none_count = 0;
  for (double g : m.gold) none_count += std::isnan(g);
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
    const VectorPair v = vectors(m, Average::none).at(0);
    std::cout << "accuracy\t" << num(pairwise_accuracy(v.gold, v.metric)) << '\n';
  }
  return 0;
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
  struct {  // --matrix flags as text, parsed into a Task below
    std::string level = "sys", domain, refs = "std", close_refs, primary = "true", corr = "pearson",
                corr_args = "{}", perm_test = "scores", save;
    double pval = 0.05;
  } mx;
  std::string task_set, task_set_file, table_format = "text", task_set_json, html;
  opts.add_options()
      ("help,h", "usage")
      ("version", "version")
      ("root", po::value(&root), "MTME root")
      ("list", po::bool_switch(), "list")
      ("download", po::bool_switch(), "download MTME's data")
      ("download_url", po::value<std::string>(), "archive URL or file")
      ("max_unpacked_gb", po::value<double>(), "unpacking limit")
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
      ("matrix_level", po::value(&mx.level), "level")
      ("matrix_domain", po::value(&mx.domain), "domain")
      ("matrix_refs", po::value(&mx.refs), "references")
      ("matrix_close_refs", po::value(&mx.close_refs), "close references")
      ("matrix_human", po::bool_switch(), "human outputs")
      ("matrix_primary", po::value(&mx.primary), "primary metrics only")
      ("nomatrix_primary", po::bool_switch(), "all metrics")
      ("matrix_pval", po::value(&mx.pval), "p-value")
      ("matrix_corr", po::value(&mx.corr), "correlation")
      ("matrix_corr_args", po::value(&mx.corr_args), "correlation arguments")
      ("matrix_perm_test", po::value(&mx.perm_test), "permutation test")
      ("matrix_save", po::value(&mx.save), "save the ranking")
      ("task_set", po::value(&task_set), "task set preset")
      ("task_set_file", po::value(&task_set_file), "task set file")
      ("table_format", po::value(&table_format), "table format")
      ("task_set_json", po::value(&task_set_json), "task set results as JSON")
      ("html", po::value(&html), "HTML report")
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
    DownloadOptions d;
    d.url = vm.count("download_url") ? vm["download_url"].as<std::string>() : kMtmeArchiveUrl;
    d.root = mtme_root(root);
    d.progress = isatty(2) != 0;
    if (vm.count("max_unpacked_gb")) {
      const double gb = vm["max_unpacked_gb"].as<double>();
      if (!(gb > 0)) throw InvalidArgument("--max_unpacked_gb: expected a positive number of GB");
      d.max_unpacked_bytes = static_cast<std::uint64_t>(gb * 1073741824.0);
    }
    std::cout << download_mtme(d) << '\n';
    return 0;
  }
  const std::string dir = mtme_root(root);
  // -o: the output whole or not at all (util/output_file.hh), never over an input.
  if (!output.empty()) refuse_output_as_input(output, {input, compare, task_set_file});
  std::ostringstream buffered;
  std::ostream& out = output.empty() ? static_cast<std::ostream&>(std::cout) : buffered;
  const int status = [&]() -> int {

  if (vm["list"].as<bool>()) {
    // Listed before anything is printed: no data is an error alone.
    if (test_set.empty()) {
      const std::vector<std::string> sets = test_sets_in(dir);
      out << "test-sets:";
      for (const std::string& s : sets) out << ' ' << s;
      out << '\n';
      return 0;
    }
    if (lp.empty()) {
      const std::vector<std::string> pairs = language_pairs_in(dir, test_set);
      out << "language pairs for " << test_set << ":";
      for (const std::string& s : pairs) out << ' ' << s;
      out << '\n';
      return 0;
    }
  }
  MetaOverrides meta;
  meta.std_ref = std_ref;
  if (vm.count("std_gold")) meta.std_gold = std_gold;
  if (vm.count("outlier_systems")) meta.outliers = outliers;
  if (vm.count("primary_metrics")) meta.primary = primary;
  if (perm.k < 0 || perm.block_size <= 0) throw InvalidArgument("--k must be >= 0 and --k_block > 0");
  const bool matrix_primary =
      !vm["nomatrix_primary"].as<bool>() && mx.primary != "false" && mx.primary != "False" && mx.primary != "0";

  if (!task_set.empty() || !task_set_file.empty()) {
    if (!task_set.empty() && !task_set_file.empty()) throw InvalidArgument("give --task_set or --task_set_file, not both");
    TaskSetRun run;
    if (!task_set_file.empty()) {
      run.tasks = read_task_set_file(task_set_file);
    } else {
      std::vector<std::string> lps;
      if (!lp.empty()) lps = split_on(lp, ',');
      run.tasks = preset_task_set(parse_preset(task_set), lps, matrix_primary, vm.count("k") ? perm.k : 0,
                                  gold == "std" ? "" : gold, test_set);
    }
    for (metaeval::Task& t : run.tasks.tasks) {
      if (vm.count("k")) t.k = perm.k;
      t.seed = perm.seed;
      t.threads = perm.threads;
    }
    run.format = parse_table_format(table_format);
    run.title = task_set_file.empty() ? "Task set " + task_set : "Task set " + task_set_file;
    LoadOptions lo;
    lo.read_metric_scores = true;
    lo.read_system_outputs = false;
    // The tasks done, on a terminal's stderr while the table goes elsewhere (tools/progress.hh).
    cli::Progress progress(run.tasks.tasks.size(), isatty(STDOUT_FILENO) == 0 || !output.empty(), "tasks");
    run.progress = [&](std::size_t done, std::size_t) { progress.tick(done); };
    run_task_set(dir, meta, lo, add_dir, run, out, task_set_json, html);
    progress.clear();
    return 0;
  }

  if (test_set.empty()) throw InvalidArgument("no test set (-t)");
  if (lp.empty()) throw InvalidArgument("no language pair (-l)");

  if (vm["matrix"].as<bool>()) {
    // The flags as a typed Task; one EvalSet per pair (-l a,b with
    // --matrix_corr accuracy), stored metrics plus --add_metrics_from_dir
    // (DIR/LP, or DIR for one pair).
    metaeval::Task task;
    task.test_set = test_set;
    task.langs = split_on(lp, ',');
    if (!mx.domain.empty() && mx.domain != "None") task.domain = mx.domain;
    auto level = parse_level(mx.level);
    if (!level) throw InvalidArgument("--matrix_level: '" + mx.level + "' is not sys, domain, doc or seg");
    task.level = *level;
    task.human = vm["matrix_human"].as<bool>();
    auto a = parse_average(avg);
    if (!a) throw InvalidArgument("--avg: '" + avg + "' is not none, sys or item");
    task.avg_by = *a;
    task.corr_fcn = parse_corr_fcn(mx.corr);
    task.corr_fcn_args = parse_corr_args(task.corr_fcn, parse_python_dict(mx.corr_args), "--matrix_corr_args");
    task.k = perm.k;
    // MTME's Flag2TaskArg: std, None or empty -> the standard value; else a
    // comma list, one per pair or one for all.
    auto flag_list = [](const std::string& v) {
      return (v == "std" || v == "None" || v.empty()) ? std::vector<std::string>{} : split_on(v, ',');
    };
    task.gold = flag_list(gold);
    for (const std::string& r : flag_list(mx.refs)) task.refs.push_back({r});
    for (const std::string& r : flag_list(mx.close_refs)) task.close_refs.push_back({r});
    task.use_outliers = vm["use_outliers"].as<bool>();
    task.primary = matrix_primary;
    task.pval = mx.pval;
    task.block_size = perm.block_size;
    task.early_min = perm.early_min;
    task.early_max = perm.early_max;
    task.replace_nans_with_zeros = vm["replace_nans_with_zeros"].as<bool>();
    task.perm_test = parse_perm_test(mx.perm_test);
    task.seed = perm.seed;
    task.threads = perm.threads;
    LoadOptions lo;
    lo.read_metric_scores = true;
    lo.read_system_outputs = false;
    const std::vector<EvalSet> sets = load_eval_sets(dir, test_set, lp, meta, lo, add_dir);
    std::vector<const EvalSet*> ptrs;
    for (const EvalSet& e : sets) ptrs.push_back(&e);
    // The pairwise tests done, on a terminal's stderr while the ranking goes
    // elsewhere (tools/progress.hh).
    cli::Progress progress(0, isatty(STDOUT_FILENO) == 0 || !output.empty(), "tests");
    const TaskResults results = run_task(task, ptrs, nullptr, [&](std::size_t done, std::size_t total) {
      progress.set_total(total);  // known once the task has chosen its metrics
      progress.tick(done);
    });
    progress.clear();
    if (!mx.save.empty()) save_task_results(results, mx.save);
    if (!html.empty()) write_text_file(html, task_html(results));
    out << format_task_results(results);
    return 0;
  }

  LoadOptions load;
  load.read_metric_scores = vm["scores"].as<bool>();
  load.read_system_outputs = vm.count("echosys") > 0;  // only --echosys prints them
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
  c.add_systems = split_on(add_systems, ',');
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
  out << format_comparison(compare_correlations(r, r2, c, perm), digits) << '\n';
  return 0;
  }();
  if (!output.empty()) write_text_file(output, buffered.str());
  return status;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  // Two score files first: the pairwise mode (Meteor-style -options).
  const bool pairwise = argc > 1 && argv[1][0] != '-';
  return meteor::cli::run("meteor-metaeval",
                          [&] { return pairwise ? run_pairwise(argc, argv) : run_mtme(argc, argv); });
}
