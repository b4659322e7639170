// What MTME's command line (mtme.py) does with an EvalSet, as library calls
// that write MTME's output: the --list details line, --echo/--echosys text,
// the --scores table, and the correlation line for a metric score file.
// meteor-metaeval is the thin command line over these. See docs/mtme.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <map>
#include <optional>
#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "metaeval/correlation.hh"
#include "metaeval/eval_set.hh"
#include "metaeval/significance.hh"

namespace meteor::metaeval {

// Meta-information for SET/LP: the built-in table's entry (meta_info.hh)
// with the command line's overrides; a set the table does not know needs
// std_ref. Lists are comma-separated. Throws meteor::Error.
struct MetaOverrides {
  std::string std_ref;                    // --std_ref ("" keeps the table's)
  std::optional<std::string> std_gold;    // --std_gold LEVEL:NAME,...
  std::optional<std::string> outliers;    // --outlier_systems
  std::optional<std::string> primary;     // --primary_metrics
};
MetaInfo resolve_meta_info(const std::string& test_set, const std::string& lp, const MetaOverrides& overrides);

// The EvalSets of a comma list of pairs, each with its metrics plus those
// of add_dir (MTME's --add_metrics_from_dir: add_dir/LP when it exists, else
// add_dir itself for a single pair; "" for none).
std::vector<EvalSet> load_eval_sets(const std::string& root, const std::string& test_set, const std::string& lps,
                                    const MetaOverrides& overrides, const LoadOptions& options,
                                    const std::string& add_dir);

// "SET LP: N segs, N docs, N systems (includes N outliers + N human),
// outliers: {..}, human: {..}, refs: {..}, gold-scores: {..}" (names sorted).
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

// Systems x items matrix of gold and metric scores for the given systems
// (rows in set order). Throws meteor::Error naming metric_path when a
// system has no metric scores or a different number of them.
ScoreMatrix score_matrix(const SystemScores& gold, const SystemScores& metric, const std::set<std::string>& systems,
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
  ScoreMatrix matrix;
};

// A metric file (EvalSet::read_metric_file) correlated with the gold at its
// level, as MTME's PrintCorrelation computes it.
CorrelationReport correlate(const EvalSet& evs, const std::string& metric_path, const CorrelationOptions& options);

// MTME's line: "[tag]SET LP LEVEL-level: scoring N/M systems, gold=G,
// comparing flattened NxI matrices (K None vals): Pearson=0.123,p0.456
// Spearman=... Kendall=... Kendall-like@0=...". digits: decimals (MTME: 3);
// digits < 0 writes every number as Python's repr (all digits).
std::string format_correlation(const EvalSet& evs, const CorrelationReport& r, const std::string& tag, int digits = 3);

// -i FILE -c FILE: MTME's PrintComparison line for two reports of the same
// level and systems: for Pearson, Spearman, Kendall and Kendall-like, which
// is better ("1>2," or "2>1,"), Williams' p and the PERM-BOTH p (perm.k
// draws in blocks, early stopping), as MTME computes them (its quirks
// included: the permutation test of Kendall-like uses KendallLike's default
// threshold 25 and the --avg averaging). Throws meteor::Error when the two
// files differ in level.
std::string compare_correlations(const CorrelationReport& r1, const CorrelationReport& r2,
                                 const CorrelationOptions& options, const PermParams& perm, int digits = 3);

// --matrix: MTME's Task / GetCorrelations / CompareMetrics(WithGlobalAccuracy).
struct MatrixOptions {
  std::string lang;                 // -l as given ("en-de" or "en-de,zh-en" for accuracy)
  Level level = Level::sys;         // --matrix_level
  std::string domain;               // --matrix_domain ("" or "None": none)
  bool human = false;               // --matrix_human
  Average average = Average::none;  // --avg
  std::string corr = "pearson";     // --matrix_corr
  std::string corr_args = "{}";     // --matrix_corr_args (a Python dict literal)
  std::string gold = "std";         // -g (comma list per pair with accuracy)
  std::string refs = "std";         // --matrix_refs
  std::string close_refs;           // --matrix_close_refs
  bool use_outliers = false;
  bool primary = true;  // --matrix_primary
  double pval = 0.05;   // --matrix_pval
  bool replace_nans_with_zeros = false;
  std::string perm_test = "scores";  // --matrix_perm_test
  PermParams perm;
};

// The first line MTME prints: its Task's attributes, "test_set=... lang=...
// ... corr_fcn_args={...}", as Python writes them (spaces removed); then the
// ranking lines (format_ranking). sets: one EvalSet per pair of lang.
// save_json: when not empty, also writes MTME's --matrix_save FILE.json
// ([task name, pval, {metric: [corr, rank]}, p-value matrix]; not its
// FILE.npz of resampled draws).
std::string run_matrix(const std::vector<const EvalSet*>& sets, const MatrixOptions& options,
                       const std::string& save_json = "");

// "{'variant':'acc23', 'sample_rate':1.0}" -> {variant: 'acc23', sample_rate:
// 1.0} (values as Python literal text); throws meteor::Error.
std::map<std::string, std::string> parse_python_dict(const std::string& text);

// A ScoreMatrix's gold as a vector with NaN for None (significance.hh's layout).
Vector gold_vector(const ScoreMatrix& m);

}  // namespace meteor::metaeval
