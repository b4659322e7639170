// Tasks and task sets, as MTME's tasks.py defines them: a Task names a test
// set, language pair(s), level, correlation (with typed arguments) and the
// significance test; running it ranks every metric with significance
// clusters and keeps the resampling draws. A TaskSet runs many; its results
// are averaged (ranks, correlations mapped to [0, 1], the significance of
// the averages from the per-task draws) and tabulated. Text (names, Python
// dict literals, comma lists, JSON task-set files) is parsed into these
// types at the edge (metaeval/tasks/task_args.hh), never here. The
// correlation registry and rankings, which tasks are made of, are declared
// here too. See docs/mtme.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "metaeval/data/eval_set.hh"
#include "metaeval/data/pyformat.hh"
#include "metaeval/significance/significance.hh"
#include "metaeval/statistics/correlation.hh"

namespace meteor::metaeval {

// ---- The correlation registry (correlation_registry.cc) --------------------
//
// The correlation functions of meta-evaluation, each once: MTME's name
// (a Task's corr_fcn, the CLI's --matrix_corr), the name of its function in
// MTME's stats module, the arguments it accepts (corr_fcn_args) with their
// defaults, the Kendall variants it allows, whether average_by applies, its
// range, and the statistic it computes (CorrKind, computed by correlate()
// and the significance tests, metaeval/significance/significance.hh). The CLI, tasks,
// significance tests and the Python package all look correlations up here.
// Adding one: docs/development.md.

// MTME's corr_fcn names (the registry's order).
enum class CorrFcn {
  pearson,           // "pearson": scipy.stats.pearsonr
  spearman,          // "spearman"
  kendall,           // "kendall": scipy.stats.kendalltau (variant b or c)
  kendall_variants,  // "KendallVariants" (variant, epsilon)
  kendall_like,      // "KendallLike" (thresh)
  kendall_ties_opt,  // "KendallWithTiesOpt" (variant 23/acc23, sample_rate)
  accuracy,          // "accuracy": system-level pairwise accuracy, pooled over pairs
  pce,               // "pce": 1 - pairwise confidence error (system level from segments)
};

// corr_fcn_args, typed; absent ones take the function's default. Kept as
// given (a task's name prints them as the user wrote them).
struct CorrArgs {
  std::optional<KendallVariant> variant;
  std::optional<PyNumber> epsilon;
  std::optional<PyNumber> thresh;
  std::optional<PyNumber> sample_rate;
  std::optional<PyNumber> num_permutations;
  std::optional<bool> pdp;
  bool empty() const { return !variant && !epsilon && !thresh && !sample_rate && !num_permutations && !pdp; }
  bool operator==(const CorrArgs&) const = default;
};

struct CorrArgInfo {
  const char* name;
  const char* default_repr;  // the default as Python prints it
};

struct CorrelationFunction {
  CorrFcn fcn;
  const char* name;        // MTME's corr_fcn name
  const char* stats_name;  // the function's name in MTME's stats module ("" when none)
  CorrKind kind;           // the statistic
  std::vector<CorrArgInfo> args;
  std::vector<KendallVariant> variants;  // allowed values of 'variant' (when it is an argument)
  bool averages;    // average_by applies (else the statistic takes the whole table)
  bool unit_range;  // (0, 1); else (-1, 1). KendallWithTiesOpt: (-1, 1) with variant 23
  CorrSpec defaults;           // the statistic with every default applied
};

// Every function, in MTME's order.
const std::vector<CorrelationFunction>& correlation_functions();
const CorrelationFunction& correlation_function(CorrFcn fcn);
// By corr_fcn name or stats-module name; nullptr when unknown.
const CorrelationFunction* find_correlation_function(const std::string& name);
// By name; throws InvalidArgument listing the names.
CorrFcn parse_corr_fcn(const std::string& name);

// Arguments given as Python literal text ({"variant": "'acc23'", "thresh":
// "25"}), checked against the function (names it takes, variants it allows,
// numbers in range); throws InvalidArgument naming `where` (a flag, a file,
// "corr_fcn_args").
CorrArgs parse_corr_args(CorrFcn fcn, const std::map<std::string, std::string>& args,
                         const std::string& where = "corr_fcn_args");
// The arguments as MTME's dict literal, keys sorted: "{'variant':'acc23'}".
std::string corr_args_repr(const CorrArgs& args);

// The statistic of a function with its arguments.
CorrSpec corr_spec(CorrFcn fcn, const CorrArgs& args, Average average, bool replace_nans_with_zeros);
// Its range.
std::pair<double, double> corr_range(CorrFcn fcn, const CorrArgs& args);

// ---- Rankings (ranking.cc) -------------------------------------------------
//
// Ranking metrics by their correlation with human scores, with significance
// clusters, as MTME's --matrix does it (data.CompareMetrics,
// CompareMetricsWithGlobalAccuracy, CompareMetricsWithPairwiseConfidenceError,
// AssignRanks, PrintMetricComparison). See docs/mtme.md.

// One metric's scores, laid out as the gold scores (system x item).
struct NamedScores {
  std::string name;
  Vector scores;
};

// MTME's perm_test: scores (PERM-BOTH) or pairs (pairwise permutation,
// Kendall 23/acc23 with optimized thresholds; only with CorrKind::ties_opt,
// whose variant it takes).
enum class PermTest { scores, pairs };

struct CompareOptions {
  CorrSpec corr;
  PermParams perm;  // perm.k == 0: no tests, ranks from correlations only
  PermTest test = PermTest::scores;
  // The pairs test's sample_rate for its thresholds: MTME takes corr_fcn_args'
  // sample_rate when given, else 1.0 (not KendallWithTiesOpt's default 0.1).
  double pairs_sample_rate = 1.0;
  double pval = 0.05;  // --matrix_pval
  // Called on the calling thread after each pairwise test, in order, with
  // (tests done, tests): a progress line.
  std::function<void(std::size_t, std::size_t)> progress;
};

struct RankedMetric {
  std::string name;
  double corr = 0;
  int rank = 0;  // rank of the metric's significance cluster, from 1
};
struct Ranking {
  std::vector<RankedMetric> metrics;  // by decreasing corr, then name
  // pvalues[i][j], j > i: p-value of "metrics[j] correlates at least as well
  // as metrics[i]" (the test of metric i > metric j); 0 elsewhere and when
  // k == 0.
  std::vector<std::vector<double>> pvalues;
  std::vector<std::vector<int>> k_used;  // draws made per test, same layout
  // draws[i][j], j > i: the test's draws, each (corr of metrics[i], corr of
  // metrics[j]) on resampled scores (MTME's draws_list); empty when k == 0.
  std::vector<std::vector<std::vector<Draw>>> draws;
};

// Correlations, ordering, all pairwise tests (in parallel over pairs; test
// (i, j) seeded from perm.seed, i and j), and significance clusters.
// gold: system x item with NaN for missing; every metric the same size.
// For MTME's system-level accuracy pooled over language pairs, concatenate
// the pairs' system-level vectors (gold and each metric, same pair order),
// set corr.kind = accuracy and corr.blocks = systems per pair, and pass
// systems = the total.
Ranking compare_metrics(const Vector& gold, std::size_t systems, const std::vector<NamedScores>& metrics,
                        const CompareOptions& options);

// MTME's ComputeSigMatrix: every pair's test of metrics in the order given
// (ordered[i] tested as the better of (i, j)), seeded and run as
// compare_metrics runs its tests: the Ranking's pvalues, k_used and draws
// (its metrics: the names, correlation 0, rank 0). compare_metrics is this
// on its metrics ordered by correlation.
Ranking significance_matrix(const Vector& gold, std::size_t systems, const std::vector<NamedScores>& ordered,
                            const CompareOptions& options);

// MTME's AssignRanks: walking down the ordered metrics, a new cluster starts
// at metric i when some metric of the current cluster is significantly
// better (pvalues[s][i] <= pval for s from the cluster's start to i - 1).
std::vector<int> assign_ranks(const std::vector<std::vector<double>>& pvalues, double pval);

// The flag vector of row i: '.' for columns 0..i, then for each lower-ranked
// metric j > i '>' when pvalues[i][j] < pval (significantly better), else '='.
std::string significance_flags(const Ranking& ranking, std::size_t i, double pval);

// MTME's PrintMetricComparison lines: name padded to the longest, rank
// (width 2), correlation ("%10.7f"), two spaces, the flags separated by
// spaces (probs: the p-values "%5.3f" instead, "  .  " for filler).
std::string format_ranking(const Ranking& ranking, double pval, bool probs = false);

// ---- Tasks and task sets (task.cc) ------------------------------------------

// MTME's Task attributes, in MTME's order (Attributes()), typed. Defaults
// are MTME's Task defaults (the CLI's --matrix sets its own).
struct Task {
  std::string test_set = "wmt22";
  std::vector<std::string> langs = {"en-de"};  // "lang": several only with accuracy
  std::optional<std::string> domain{};         // none: every domain
  Level level = Level::sys;
  bool human = true;
  Average avg_by = Average::none;
  CorrFcn corr_fcn = CorrFcn::pearson;
  int k = 1000;
  // Empty: the standard value of each pair (filled by resolve()); else one
  // per pair (or one for all).
  std::vector<std::string> gold{};
  std::vector<std::set<std::string>> refs{};
  std::vector<std::set<std::string>> close_refs{};
  bool use_outliers = false;
  bool primary = true;
  double pval = 0.05;
  int block_size = 100;
  double early_min = 0.02, early_max = 0.50;
  bool replace_nans_with_zeros = false;
  PermTest perm_test = PermTest::scores;
  CorrArgs corr_fcn_args{};
  // Not MTME attributes (not in the name): our generator's seed, threads.
  std::uint64_t seed = 1;
  unsigned threads = 0;

  // The standard gold/refs filled in from the pairs' meta-information (one
  // per pair of langs, in order), checked as MTME's Task checks itself.
  // Throws meteor::Error.
  Task resolve(const std::vector<const MetaInfo*>& infos) const;

  // MTME's Task.name: "test_set=... lang=... ... corr_fcn_args={...}",
  // values as Python prints them, spaces removed. Call on a resolved task.
  std::string name() const;
  // Each attribute's value as the name shows it, in MTME's order.
  std::vector<std::pair<std::string, std::string>> attr_vals() const;
  bool operator==(const Task&) const = default;
  // The range of the task's statistic (corr_range; the registry's unit_range).
  std::pair<double, double> range() const;
};

// MTME's Attributes(), in order.
const std::vector<std::string>& task_attributes();

// A metric's identity in a comparison: its base name, the references it
// used (none: source-based), whether it is primary, and its full name
// (BASE-REFS, as in the score file's name). Display names are made from it
// at the edge (display_name), never parsed back.
struct MetricId {
  std::string base;
  std::set<std::string> refs;
  bool primary = false;
  std::string full;
};
// MTME's DisplayName formats: spreadsheet ("*BASE" when not primary,
// "[noref]" when source-based), latex (\textbf{} primaries, "*" source-based),
// full (BASE-REFS), base.
enum class NameFormat { spreadsheet, latex, full, base };
std::optional<NameFormat> parse_name_format(const std::string& name);
// The identity of a metric of a set from its full name (BASE-REFS; the
// set's primaries). A name without "-REFS" (a caller's own metric) is its
// base, with no references, and counts as primary.
MetricId metric_id(const EvalSet& evs, const std::string& name);
std::string display_name(const MetricId& id, NameFormat format = NameFormat::spreadsheet);

// What MTME's GetCorrelations selects. Systems: those with gold scores
// (at least one item not None), less main_refs and close_refs, less human
// systems unless human, less outliers unless outliers. Metrics: those whose
// references are all in main_refs (only primary ones when primary and the
// set has primaries) with scores at the level. Items: all, or a domain's
// (system level becomes domain level), then `sample` (indices into those:
// stats.Sample's selection) when given.
struct CorrelationQuery {
  Level level = Level::sys;
  std::optional<std::string> domain;
  std::set<std::string> main_refs, close_refs;
  bool human = false;
  bool outliers = false;
  std::string gold;  // a human score name; "" or "std": the standard one
  bool primary = true;
  std::optional<std::vector<std::size_t>> sample{};
  // Scores given by the caller (MTME's extern_metrics): name -> system ->
  // scores at the level; every selected system must have them.
  std::map<std::string, SystemScores> extern_metrics{};
};

// The score model of one comparison: the selected systems (sorted) x items,
// gold NaN where missing, and each metric's scores in the same layout.
struct MetricVectors {
  std::vector<std::string> systems;
  std::size_t items = 0;
  Vector gold;
  std::vector<std::pair<MetricId, Vector>> metrics;  // set metrics by full name, then extern ones
};
MetricVectors metric_vectors(const EvalSet& evs, const CorrelationQuery& query);

// Several pairs' comparisons pooled for accuracy over language pairs
// (MTME's CompareMetricsWithGlobalAccuracy): metrics in every pair, matched
// by display name, their vectors concatenated; blocks are the pairs' system
// counts.
struct PooledMetrics {
  Vector gold;
  std::vector<std::size_t> blocks;
  std::size_t systems = 0;
  std::vector<NamedScores> metrics;  // by display name, sorted
};
PooledMetrics pool_metrics(const std::vector<MetricVectors>& pairs, NameFormat format = NameFormat::spreadsheet);

// MTME's TaskResults: the task's name and pval, the ranking (metrics by
// decreasing correlation with their cluster ranks, the p-value matrix and
// the draws of every test).
struct TaskResults {
  std::string name;
  double pval = 0.05;
  Ranking ranking;
  // The (resolved) task, typed; absent in results read from a file, which
  // know only the name.
  std::optional<Task> task;

  // attr -> value text (from the task; read back from the name only for
  // results read from a file).
  std::map<std::string, std::string> attr_vals() const;
  std::vector<std::string> metrics() const;
  // metric -> (corr, rank) in ranking order (MTME's corr_ranks).
  std::vector<std::pair<std::string, std::pair<double, double>>> corr_ranks() const;
  std::pair<double, double> range() const;  // the task's (results from a file: its name's function)
  double corr(const std::string& metric) const;
  int rank(const std::string& metric) const;
  // MTME's Sig: corr(m1) - corr(m2) significant (p-value < pval), m1 < m2
  // in ranking order.
  bool sig(std::size_t m1, std::size_t m2) const;
  // Draws of m1 versus m2 (each row: (corr m1, corr m2)); empty when none.
  std::vector<Draw> draws_of(std::size_t m1, std::size_t m2) const;
  // MTME's Str(): format_ranking.
  std::string str(bool probs = false) const;
};

// The EvalSet of (test set, pair), loaded once by whoever provides it.
using EvalSetProvider = std::function<const EvalSet&(const std::string& test_set, const std::string& lp)>;

// Runs a task: its metrics' correlations, ranks and pairwise tests (with
// draws) on the given sets (one per pair of task.langs, in order).
// cancel (when given) stops it between batches of tests (Cancelled);
// progress (when given) hears of each pairwise test done (CompareOptions').
TaskResults run_task(const Task& task, const std::vector<const EvalSet*>& sets,
                     const std::atomic<bool>* cancel = nullptr,
                     const std::function<void(std::size_t, std::size_t)>& progress = {});

struct TaskSetResults;

struct TaskSet {
  std::vector<Task> tasks;
  std::vector<double> weights;  // a preset's weights (empty: uniform)
  // Test sets registered with the tasks (a task-set file's "meta_info", as
  // MTME's meta_info.DATA): (test set, pair) -> its meta-information, used
  // instead of the built-in table's.
  std::map<std::pair<std::string, std::string>, MetaInfo> meta_info;
  // Every task, in order (run_task each; cancel as run_task's); `progress`,
  // when given, is called after each task with (tasks done, tasks).
  TaskSetResults run(const EvalSetProvider& sets, const std::atomic<bool>* cancel = nullptr,
                     const std::function<void(std::size_t, std::size_t)>& progress = {}) const;
};

// The positions of the results with each value of an attribute, values in
// order of first appearance. Throws InvalidArgument for an unknown attribute.
std::vector<std::pair<std::string, std::vector<std::size_t>>> group_by_attr(
    const std::vector<const TaskResults*>& results, const std::string& attr);

struct TaskSetResults {
  std::vector<TaskResults> results;

  // MTME's SplitByAttr: subsets by an attribute's value, in order of first
  // appearance (group_by_attr's groups).
  std::vector<std::pair<std::string, TaskSetResults>> split_by_attr(const std::string& attr) const;
  // MTME's AssignWeights: total split evenly over the values of attrs[0],
  // then recursively; tasks equal within what is left.
  std::vector<double> assign_weights(const std::vector<std::string>& attrs, double total = 1.0) const;
  // Weighted average rank / correlation (each task's range mapped to [0, 1])
  // of the metrics every task has; ordered by increasing rank / decreasing
  // correlation. Empty weights: uniform.
  std::vector<std::pair<std::string, double>> average_ranks(const std::vector<double>& weights = {}) const;
  std::vector<std::pair<std::string, double>> average_corrs(const std::vector<double>& weights = {}) const;
  // MTME's AverageCorrMatrix: the averages with significance clusters, from
  // the tasks' draws (a task with fewer draws is repeated to the longest).
  // Needs k > 0 in every task.
  Ranking average_corr_matrix(const std::vector<double>& weights = {}, double pval = 0.05) const;
};

// A metrics table (MTME's MetricsTable / TaskSetResults.Table, in
// metrics_table.cc). A column: metric -> (corr, rank) in the column's order
// (ranks print as integers when integral).
enum class TableFormat { text, tsv, latex };
enum class WhichMetrics { listed, intersection, union_ };
using TableColumn = std::vector<std::pair<std::string, std::pair<double, double>>>;
struct MetricsTableOptions {
  TableFormat format = TableFormat::text;
  WhichMetrics which_metrics = WhichMetrics::listed;
  std::vector<bool> rerank{};         // per column; empty: none
  std::set<std::string> baselines{};  // metric base names shown as baselines
};
// MTME's MetricsTable: rows are metrics (in that order), columns the given
// ones, headers rows of column titles (each one longer than columns).
std::string metrics_table(const std::vector<std::string>& metrics, const std::vector<TableColumn>& columns,
                          const std::vector<std::vector<std::string>>& headers, const MetricsTableOptions& options);

struct TableOptions {
  std::vector<std::string> metrics{};  // row order; empty: the first column's
  // An initial column; with ranks_given false its ranks are the order of
  // decreasing correlation (MTME: values that are not tuples).
  std::optional<TableColumn> initial_column;
  bool initial_ranks_given = true;
  std::string initial_column_header;
  std::vector<std::size_t> task_indices{};  // 1-based; empty: all
  std::vector<std::string> attr_list;        // attribute header rows
  std::map<std::string, std::string> nicknames{};
  MetricsTableOptions table;
};
// MTME's TaskSetResults.Table.
std::string task_set_table(const TaskSetResults& results, const TableOptions& options);

// Save/load: MTME's FILE.json ([name, pval, {metric: [corr, rank]},
// matrix]) plus the draws in FILE.draws.json ({"draws_index": n x n,
// "draws_list": [[c1, c2], ...]}, what MTME's FILE.npz holds). Loading
// without FILE.draws.json gives results without draws.
// MTME's FILE.json text alone.
std::string task_results_json(const TaskResults& r);
void save_task_results(const TaskResults& r, const std::string& path_base);
TaskResults load_task_results(const std::string& path_base);

// The presets of tasks.py with MTME's weights: lps empty takes the preset's;
// gold empty: standard; test_set overrides the preset's test set ("": keep).
enum class Preset { wmt23, wmt24_on_wmt23, wmt24, wmt25 };
TaskSet preset_task_set(Preset preset, std::vector<std::string> lps = {}, bool primary = true, int k = 0,
                        const std::string& gold = "", const std::string& test_set = "");

}  // namespace meteor::metaeval
