// What MTME's command line (mtme.py) does with an EvalSet, as library calls
// that write MTME's output: the --list details line, --echo/--echosys text,
// the --scores table, and the correlation line for a metric score file.
// meteor-metaeval is the thin command line over these. See docs/mtme.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <ostream>
#include <set>
#include <string>
#include <vector>

#include "metaeval/correlation.hh"
#include "metaeval/eval_set.hh"

namespace meteor::metaeval {

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

}  // namespace meteor::metaeval
