// What MTME's command line (mtme.py) does with an EvalSet, as library calls
// that write MTME's output: the --list details line, --echo/--echosys text,
// the --scores table, and the correlation line for a metric score file.
// meteor-metaeval is the thin command line over these. See docs/mtme.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <functional>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "metaeval/statistics/correlation.hh"
#include "metaeval/data/eval_set.hh"
#include "metaeval/significance/significance.hh"
#include "metaeval/tasks/task.hh"
#include "util/text_file.hh"  // write_text_file, for the reports the tool writes

namespace meteor::metaeval {

// Meta-information for SET/LP: the built-in table's entry (eval_set.hh)
// with the command line's overrides; a set the table does not know needs
// std_ref. Lists are comma-separated. Throws meteor::Error.
struct MetaOverrides {
  std::string std_ref;                    // --std_ref ("" keeps the table's)
  std::optional<std::string> std_gold;    // --std_gold LEVEL:NAME,...
  std::optional<std::string> outliers;    // --outlier_systems
  std::optional<std::string> primary;     // --primary_metrics
};
// base: the set's registered meta-information (a task-set file's), used
// instead of the built-in table's.
MetaInfo resolve_meta_info(const std::string& test_set, const std::string& lp, const MetaOverrides& overrides,
                           const MetaInfo* base = nullptr);

// The EvalSets of a comma list of pairs, each with its metrics plus those
// of add_dir (MTME's --add_metrics_from_dir: add_dir/LP when it exists, else
// add_dir itself for a single pair; "" for none).
std::vector<EvalSet> load_eval_sets(const std::string& root, const std::string& test_set, const std::string& lps,
                                    const MetaOverrides& overrides, const LoadOptions& options,
                                    const std::string& add_dir, const MetaInfo* base = nullptr);

// "SET LP: N segs, N docs, N systems (includes N outliers + N human),
// outliers: {..}, human: {..}, refs: {..}, gold-scores: {..}" (names sorted),
// as MTME prints it; then ", ratings: {..}" when the set has ratings.
std::string list_details(const EvalSet& evs);

// --echo COLS / --echosys COLS: COLS is a comma list of src, doc, domain,
// ref (the standard reference) or a reference name. echo writes one
// tab-joined line per segment; echosys the same per system (sorted),
// prefixed with the system name and its output. Throws meteor::Error on an
// unknown column.
void echo(const EvalSet& evs, const std::string& cols, bool per_system, std::ostream& out);

// --scores: the TSV of every human and metric score for every system and
// segment, at every level the set has (MTME's PrintScores).
void print_scores(const EvalSet& evs, std::ostream& out);

// Which systems a correlation uses (MTME's PrintCorrelation): those with
// gold scores, less human systems, less outliers unless use_outliers, plus
// add_systems (which must have gold scores). Sorted.
std::set<std::string> correlation_systems(const EvalSet& evs, const SystemScores& gold, const std::string& gold_name,
                                          bool use_outliers, const std::vector<std::string>& add_systems);

// Systems x items table of gold and metric scores for the given systems
// (rows in set order). Throws meteor::Error naming metric_path when a
// system has no metric scores or a different number of them.
ScoreTable score_table(const SystemScores& gold, const SystemScores& metric, const std::set<std::string>& systems,
                         const std::string& metric_path);

struct CorrelationOptions {
  std::string gold = "std";  // -g: a human score name, or std
  Average average = Average::none;
  bool replace_nans_with_zeros = false;  // used by significance tests, not here (as MTME)
  double thresh = -1;                    // Kendall-like threshold; -1: 25 for wmt-raw gold, else 0
  bool use_outliers = false;
  std::vector<std::string> add_systems;
};

struct CorrelationReport {
  Level level = Level::sys;
  std::string gold_name;
  std::size_t systems = 0, all_systems = 0, items = 0, none_count = 0;
  Average average = Average::none;  // as printed: none at system level
  double thresh = 0;
  AveragedP pearson, spearman, kendall;
  double kendall_like = 0;
  ScoreTable table;
};

// A metric file (EvalSet::read_metric_file) correlated with the gold at its
// level, as MTME's PrintCorrelation computes it.
CorrelationReport correlate(const EvalSet& evs, const std::string& metric_path, const CorrelationOptions& options);

// MTME's line: "[tag]SET LP LEVEL-level: scoring N/M systems, gold=G,
// comparing flattened NxI matrices (K None vals): Pearson=0.123,p0.456
// Spearman=... Kendall=... Kendall-like@0=...". digits: decimals (MTME: 3);
// digits < 0 writes every number as Python's repr (all digits).
std::string format_correlation(const EvalSet& evs, const CorrelationReport& r, const std::string& tag, int digits = 3);

// -i FILE -c FILE: MTME's PrintComparison for two reports of the same
// level and systems: for Pearson, Spearman, Kendall and Kendall-like, which
// is better, Williams' p and the PERM-BOTH p (perm.k draws in blocks, early
// stopping), as MTME computes them (its quirks included: the permutation
// test of Kendall-like uses KendallLike's default threshold 25 and the
// --avg averaging). Throws meteor::Error when the two files differ in level.
struct ComparedCorrelation {
  std::string name;        // "Pearson", "Spearman", "Kendall", "Kendall-like@T"
  bool second_better = false;  // corr(2) >= corr(1), as MTME decides it
  double williams_p = 0, perm_p = 0;
};
std::vector<ComparedCorrelation> compare_correlations(const CorrelationReport& r1, const CorrelationReport& r2,
                                                      const CorrelationOptions& options, const PermParams& perm);
// MTME's line: "Pearson:2>1,pWilliams=0.123,pPERM=0.456 Spearman:..."
// (digits as format_correlation's).
std::string format_comparison(const std::vector<ComparedCorrelation>& c, int digits = 3);

// --matrix: MTME's first line, the task's name, then the ranking lines
// (format_ranking) of a task's results (run_task).
std::string format_task_results(const TaskResults& results);

// --task_set / --task_set_file: run the tasks (EvalSets loaded once per
// test set and pair, with add_dir's metrics as load_eval_sets adds them),
// then write the table: an initial column of the weighted average
// correlations (with significance clusters from the draws when every task
// has k > 0, else ranked by value), one column per task, attribute rows
// lang, level, corr_fcn. json_path (not empty): every task's results
// (MTME's save format), the weights, average correlations and ranks as one
// JSON object. html_path (not empty): the HTML report (below).
struct TaskSetRun {
  TaskSet tasks;
  TableFormat format = TableFormat::text;
  std::string title = "Task set";  // the HTML report's
  std::function<void(std::size_t, std::size_t)> progress;  // after each task: (done, tasks)
};
TaskSetResults run_task_set(const std::string& root, const MetaOverrides& overrides, const LoadOptions& options,
                            const std::string& add_dir, const TaskSetRun& run, std::ostream& out,
                            const std::string& json_path = "", const std::string& html_path = "");

// Meta-evaluation results as one self-contained HTML page (inline CSS,
// no script, nothing fetched): the ranking with its significance clusters
// (a band of colour per cluster, a bar per correlation), the heat map of
// pairwise p-values, and for task sets one column per task (correlation and
// rank, cells shaded by rank) with the tasks' attributes. See docs/mtme.md.
// (report_html.cc).
// Colours of the page (tests check the picture for them).
struct HtmlColours {
  static constexpr const char* header = "#102A43";
  static constexpr const char* bar = "#495057";
  static constexpr const char* p_strong = "#1864AB";  // p < pval / 5
  static constexpr const char* p_sig = "#4DABF7";     // p < pval
  static constexpr const char* p_none = "#DEE2E6";    // not significant
  // Cluster bands, by rank (cycled).
  static constexpr const char* clusters[] = {"#2F9E44", "#F08C00", "#AE3EC9", "#1098AD", "#E03131", "#5C940D"};
};

// --matrix: one task's ranking and p-values.
std::string task_html(const TaskResults& results);

// A task set: the averages (ranking: average correlations with clusters
// when the tasks had draws, else ranked by value with no p-values), the
// per-task columns, and the weights.
std::string task_set_html(const std::string& title, const TaskSetResults& results, const std::vector<double>& weights,
                          const Ranking& averages, bool averages_tested, double pval = 0.05);

}  // namespace meteor::metaeval
