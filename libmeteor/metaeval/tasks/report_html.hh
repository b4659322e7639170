// Meta-evaluation results as one self-contained HTML page (inline CSS,
// no script, nothing fetched): the ranking with its significance clusters
// (a band of colour per cluster, a bar per correlation), the heat map of
// pairwise p-values, and for task sets one column per task (correlation and
// rank, cells shaded by rank) with the tasks' attributes. See docs/mtme.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "metaeval/tasks/ranking.hh"
#include "metaeval/tasks/task.hh"

namespace meteor::metaeval {

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
