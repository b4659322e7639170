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
  AveragedP like = average_correlation(
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

// MTME's command line's values (mtme.py's flags, --long_options): the
// --matrix flags as the library's MatrixFlags (-t, -l, -g, --avg and the
// permutation flags too), the rest as given.
struct MtmeArgs {
  boost::program_options::variables_map vm;
  std::string root, input, output, echo_cols, echosys_cols, add_systems, add_dir, primary, std_ref, std_gold,
      outliers, compare, matrix_primary = "true", matrix_save;
  double thresh = -1;
  int digits = 3;
  meteor::metaeval::MatrixFlags mx;
  std::string task_set, task_set_file, table_format = "text", task_set_json, html;
  bool flag(const char* name) const { return vm[name].as<bool>(); }
  bool given(const char* name) const { return vm.count(name) > 0; }
};

void parse_mtme_args(int argc, char** argv, MtmeArgs& a) {
  namespace po = boost::program_options;
  namespace cls = po::command_line_style;
  meteor::metaeval::MatrixFlags& mx = a.mx;
  po::options_description opts;
  opts.add_options()
      ("help,h", "usage")
      ("version", "version")
      ("root", po::value(&a.root), "MTME root")
      ("list", po::bool_switch(), "list")
      ("download", po::bool_switch(), "download MTME's data")
      ("download_url", po::value<std::string>(), "archive URL or file")
      ("max_unpacked_gb", po::value<double>(), "unpacking limit")
      ("test_set,t", po::value(&mx.test_set), "test set")
      ("language_pair,l", po::value(&mx.langs), "language pair")
      ("echo", po::value(&a.echo_cols), "echo")
      ("echosys", po::value(&a.echosys_cols), "echosys")
      ("scores", po::bool_switch(), "scores")
      ("input,i", po::value(&a.input), "input")
      ("output,o", po::value(&a.output), "output")
      ("gold,g", po::value(&mx.gold), "gold")
      ("avg", po::value(&mx.avg), "averaging")
      ("thresh", po::value(&a.thresh), "Kendall-like threshold")
      ("use_outliers", po::bool_switch(&mx.use_outliers), "outliers")
      ("add_systems", po::value(&a.add_systems), "add systems")
      ("replace_nans_with_zeros", po::bool_switch(&mx.replace_nans_with_zeros), "replace NaNs")
      ("add_metrics_from_dir", po::value(&a.add_dir), "metric dir")
      ("primary_metrics", po::value(&a.primary), "primary metrics")
      ("std_ref", po::value(&a.std_ref), "standard reference")
      ("std_gold", po::value(&a.std_gold), "standard gold")
      ("outlier_systems", po::value(&a.outliers), "outliers")
      ("digits", po::value(&a.digits), "decimals")
      ("compare,c", po::value(&a.compare), "second metric file")
      ("k", po::value(&mx.perm.k), "permutation draws")
      ("k_block", po::value(&mx.perm.block_size), "early-stopping block")
      ("early_min", po::value(&mx.perm.early_min), "early stop below")
      ("early_max", po::value(&mx.perm.early_max), "early stop above")
      ("seed", po::value(&mx.perm.seed), "permutation seed")
      ("matrix", po::bool_switch(), "rank metrics")
      ("matrix_level", po::value(&mx.level), "level")
      ("matrix_domain", po::value(&mx.domain), "domain")
      ("matrix_refs", po::value(&mx.refs), "references")
      ("matrix_close_refs", po::value(&mx.close_refs), "close references")
      ("matrix_human", po::bool_switch(&mx.human), "human outputs")
      ("matrix_primary", po::value(&a.matrix_primary), "primary metrics only")
      ("nomatrix_primary", po::bool_switch(), "all metrics")
      ("matrix_pval", po::value(&mx.pval), "p-value")
      ("matrix_corr", po::value(&mx.corr), "correlation")
      ("matrix_corr_args", po::value(&mx.corr_args), "correlation arguments")
      ("matrix_perm_test", po::value(&mx.perm_test), "permutation test")
      ("matrix_save", po::value(&a.matrix_save), "save the ranking")
      ("task_set", po::value(&a.task_set), "task set preset")
      ("task_set_file", po::value(&a.task_set_file), "task set file")
      ("table_format", po::value(&a.table_format), "table format")
      ("task_set_json", po::value(&a.task_set_json), "task set results as JSON")
      ("html", po::value(&a.html), "HTML report")
      ("threads", po::value(&mx.perm.threads), "threads");
  // absl style: --flag, -flag (single-dash long), --flag=value, -t VALUE.
  const int style = cls::allow_long | cls::allow_long_disguise | cls::long_allow_adjacent | cls::long_allow_next | cls::allow_short |
                    cls::allow_dash_for_short | cls::short_allow_next | cls::short_allow_adjacent;
  po::store(po::command_line_parser(argc, argv).options(opts).style(style).run(), a.vm);
  po::notify(a.vm);
  mx.primary = !a.flag("nomatrix_primary") && a.matrix_primary != "false" && a.matrix_primary != "False" &&
               a.matrix_primary != "0";
}

// --download: MTME's data into the root.
int download(const MtmeArgs& a) {
  using namespace meteor::metaeval;
  DownloadOptions d;
  d.url = a.given("download_url") ? a.vm["download_url"].as<std::string>() : kMtmeArchiveUrl;
  d.root = mtme_root(a.root);
  d.progress = isatty(2) != 0;
  if (a.given("max_unpacked_gb")) {
    const double gb = a.vm["max_unpacked_gb"].as<double>();
    if (!(gb > 0)) throw meteor::InvalidArgument("--max_unpacked_gb: expected a positive number of GB");
    d.max_unpacked_bytes = static_cast<std::uint64_t>(gb * 1073741824.0);
  }
  std::cout << download_mtme(d) << '\n';
  return 0;
}

// --list without -t or -l: the root's test sets, a test set's pairs.
void list_root(const MtmeArgs& a, const std::string& dir, std::ostream& out) {
  using namespace meteor::metaeval;
  // (Read before anything is printed: no data is an error alone.)
  if (a.mx.test_set.empty()) {
    const std::vector<std::string> sets = test_sets_in(dir);
    out << "test-sets:";
    for (const std::string& s : sets) out << ' ' << s;
  } else {
    const std::vector<std::string> pairs = language_pairs_in(dir, a.mx.test_set);
    out << "language pairs for " << a.mx.test_set << ":";
    for (const std::string& s : pairs) out << ' ' << s;
  }
  out << '\n';
}

// --task_set or --task_set_file: the table of the task set's results.
int task_set_command(const MtmeArgs& a, const std::string& dir, const meteor::metaeval::MetaOverrides& meta,
                     std::ostream& out) {
  using namespace meteor;
  using namespace meteor::metaeval;
  if (!a.task_set.empty() && !a.task_set_file.empty()) throw InvalidArgument("give --task_set or --task_set_file, not both");
  const PermParams& perm = a.mx.perm;
  TaskSetRun run;
  if (!a.task_set_file.empty()) {
    run.tasks = read_task_set_file(a.task_set_file);
  } else {
    std::vector<std::string> lps;
    if (!a.mx.langs.empty()) lps = split_on(a.mx.langs, ',');
    run.tasks = preset_task_set(parse_preset(a.task_set), lps, a.mx.primary, a.given("k") ? perm.k : 0,
                                a.mx.gold == "std" ? "" : a.mx.gold, a.mx.test_set);
  }
  for (metaeval::Task& t : run.tasks.tasks) {
    if (a.given("k")) t.k = perm.k;
    t.seed = perm.seed;
    t.threads = perm.threads;
  }
  run.format = parse_table_format(a.table_format);
  run.title = a.task_set_file.empty() ? "Task set " + a.task_set : "Task set " + a.task_set_file;
  LoadOptions lo;
  lo.read_metric_scores = true;
  lo.read_system_outputs = false;
  // The tasks done, on a terminal's stderr while the table goes elsewhere (tools/progress.hh).
  cli::Progress progress(run.tasks.tasks.size(), isatty(STDOUT_FILENO) == 0 || !a.output.empty(), "tasks");
  run.progress = [&](std::size_t done, std::size_t) { progress.tick(done); };
  run_task_set(dir, meta, lo, a.add_dir, run, out, a.task_set_json, a.html);
  progress.clear();
  return 0;
}

// --matrix: the flags as a typed Task (matrix_task); one EvalSet per pair
// (-l a,b with --matrix_corr accuracy), stored metrics plus
// --add_metrics_from_dir (DIR/LP, or DIR for one pair).
int matrix_command(const MtmeArgs& a, const std::string& dir, const meteor::metaeval::MetaOverrides& meta,
                   std::ostream& out) {
  using namespace meteor;
  using namespace meteor::metaeval;
  const metaeval::Task task = matrix_task(a.mx);
  LoadOptions lo;
  lo.read_metric_scores = true;
  lo.read_system_outputs = false;
  const std::vector<EvalSet> sets = load_eval_sets(dir, a.mx.test_set, a.mx.langs, meta, lo, a.add_dir);
  std::vector<const EvalSet*> ptrs;
  for (const EvalSet& e : sets) ptrs.push_back(&e);
  // The pairwise tests done, on a terminal's stderr while the ranking goes
  // elsewhere (tools/progress.hh).
  cli::Progress progress(0, isatty(STDOUT_FILENO) == 0 || !a.output.empty(), "tests");
  const TaskResults results = run_task(task, ptrs, nullptr, [&](std::size_t done, std::size_t total) {
    progress.set_total(total);  // known once the task has chosen its metrics
    progress.tick(done);
  });
  progress.clear();
  if (!a.matrix_save.empty()) save_task_results(results, a.matrix_save);
  if (!a.html.empty()) write_text_file(a.html, task_html(results));
  out << format_task_results(results);
  return 0;
}

// One pair's commands: --list's details, --scores, --echo/--echosys, and
// the correlation of -i (with -c: both, and the significance of their
// differences).
int set_command(const MtmeArgs& a, const std::string& dir, const meteor::metaeval::MetaOverrides& meta,
                std::ostream& out) {
  using namespace meteor;
  using namespace meteor::metaeval;
  LoadOptions load;
  load.read_metric_scores = a.flag("scores");
  load.read_system_outputs = a.given("echosys");  // only --echosys prints them
  if (a.mx.langs.find(',') != std::string::npos)
    throw InvalidArgument("several language pairs (-l " + a.mx.langs + ") only with --matrix");
  const EvalSet evs = std::move(load_eval_sets(dir, a.mx.test_set, a.mx.langs, meta, load, a.add_dir).front());
  if (a.flag("list")) {
    out << list_details(evs) << '\n';
    return 0;
  }
  if (a.flag("scores")) {
    print_scores(evs, out);
    return 0;
  }
  if (a.given("echo") || a.given("echosys")) {
    echo(evs, a.given("echo") ? a.echo_cols : a.echosys_cols, !a.given("echo"), out);
    return 0;
  }
  CorrelationOptions c;
  c.gold = a.mx.gold;
  auto average = parse_average(a.mx.avg);
  if (!average) throw InvalidArgument("--avg: '" + a.mx.avg + "' is not none, sys or item");
  c.average = *average;
  c.thresh = a.thresh;
  c.use_outliers = a.mx.use_outliers;
  c.replace_nans_with_zeros = a.mx.replace_nans_with_zeros;
  c.add_systems = split_on(a.add_systems, ',');
  const CorrelationReport r = correlate(evs, a.input.empty() ? "/dev/stdin" : a.input, c);
  if (a.compare.empty()) {
    out << format_correlation(evs, r, "", a.digits) << '\n';
    return 0;
  }
  CorrelationOptions c2 = c;
  c2.thresh = r.thresh;
  const CorrelationReport r2 = correlate(evs, a.compare, c2);
  out << format_correlation(evs, r, "1: ", a.digits) << '\n';
  out << format_correlation(evs, r2, "2: ", a.digits) << '\n';
  out << format_comparison(compare_correlations(r, r2, c, a.mx.perm), a.digits) << '\n';
  return 0;
}

// MTME's command line (mtme.py), --long_options.
int run_mtme(int argc, char** argv) {
  using namespace meteor;
  using namespace meteor::metaeval;
  MtmeArgs a;
  parse_mtme_args(argc, argv, a);
  if (a.given("help")) {
    std::cout << kUsage;
    return 0;
  }
  if (a.given("version")) {
    std::cout << "meteor-metaeval " << METEOR_VERSION << '\n';
    return 0;
  }
  if (argc == 1) {  // no arguments: the usage on stderr, exit status 2, as every tool
    std::cerr << kUsage;
    return 2;
  }
  if (a.flag("download")) return download(a);
  const std::string dir = mtme_root(a.root);
  // -o: the output whole or not at all (util/output_file.hh), never over an input.
  if (!a.output.empty()) refuse_output_as_input(a.output, {a.input, a.compare, a.task_set_file});
  std::ostringstream buffered;
  std::ostream& out = a.output.empty() ? static_cast<std::ostream&>(std::cout) : buffered;
  const int status = [&]() -> int {
    if (a.flag("list") && (a.mx.test_set.empty() || a.mx.langs.empty())) {
      list_root(a, dir, out);
      return 0;
    }
    MetaOverrides meta;
    meta.std_ref = a.std_ref;
    if (a.given("std_gold")) meta.std_gold = a.std_gold;
    if (a.given("outlier_systems")) meta.outliers = a.outliers;
    if (a.given("primary_metrics")) meta.primary = a.primary;
    if (a.mx.perm.k < 0 || a.mx.perm.block_size <= 0) throw InvalidArgument("--k must be >= 0 and --k_block > 0");
    if (!a.task_set.empty() || !a.task_set_file.empty()) return task_set_command(a, dir, meta, out);
    if (a.mx.test_set.empty()) throw InvalidArgument("no test set (-t)");
    if (a.mx.langs.empty()) throw InvalidArgument("no language pair (-l)");
    if (a.flag("matrix")) return matrix_command(a, dir, meta, out);
    return set_command(a, dir, meta, out);
  }();
  if (!a.output.empty()) write_text_file(a.output, buffered.str());
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
