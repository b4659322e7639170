// MT Metrics Eval (MTME) score files read for meta-evaluation: lines
// "SYSNAME SCORE" (or "DOMAIN SYSNAME SCORE"), one per system (sys), or a
// block per system with one score per document (doc) or segment (seg) in
// test-set order; human score files may say None. EvalSet reads its folders
// with these; io/mtme.hh writes Meteor's own files. See docs/mtme.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "metaeval/statistics/correlation.hh"

namespace meteor::metaeval {

// Scores read from an MTME score file: systems in the order they first
// appear, each with its scores in file order (nullopt for None).
struct MtmeScores {
  std::vector<std::string> systems;
  std::vector<std::vector<std::optional<double>>> scores;  // beside systems
  std::vector<std::vector<std::string>> domains;            // beside scores (domain files only)

  const std::vector<std::optional<double>>* find(const std::string& system) const;
};

// A number as Python's float() reads it ("1e-05", "-0.5", "inf", "nan",
// "1_000", any case); nullopt otherwise.
std::optional<double> parse_python_float(std::string_view text);

// Reads an MTME score file: "SYSNAME SCORE" per line (fields 2), or
// "DOMAIN SYSNAME SCORE" (fields 3: domains filled in), or either as the
// first line has two or three fields (fields 0; the file is read once:
// works on pipes); any whitespace between, numbers as MTME's ReadScoreFile
// reads them (Python's float). None is allowed only with allow_none. Blank
// lines, other field counts, and NaN or infinite scores are errors:
// meteor::Error naming file and line.
MtmeScores read_mtme_scores(const std::string& path, bool allow_none, std::size_t fields = 2);

// The two-file mode (meteor-metaeval GOLD METRIC): the gold file's systems
// less excluded, in the gold file's order, as a table (None gold: NaN).
// Throws meteor::Error naming the file when the metric file lacks a system
// or the systems' score counts differ.
ScoreTable read_score_table(const std::string& gold_path, const std::string& metric_path,
                            const std::set<std::string>& excluded);

}  // namespace meteor::metaeval
