// Conversions shared by meteor._mtme's binding files: score tables checked at
// the edge, MTME's result tuples (corr_ranks, matrix, draws_index,
// draws_list) to and from the library's Ranking, system scores, levels and
// meta-information. Only conversion and checking: no computation.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include "metaeval/statistics/correlation.hh"
#include "metaeval/data/eval_set.hh"
#include "metaeval/significance/significance.hh"
#include "metaeval/tasks/task.hh"

namespace meteor::python {

// MTME's PermutationSigDiffParams (k, block_size, early_min, early_max)
// with our seed and threads, checked.
metaeval::PermParams perm_params(int k, int block_size, double early_min, double early_max, std::uint64_t seed,
                                 unsigned threads);

// MTME's DisplayName formats: "spreadsheet", "latex", "full", "base"; throws.
metaeval::NameFormat name_format_arg(const std::string& fmt);

// "sys", "domain", "doc", "seg"; throws InvalidArgument.
metaeval::Level level_arg(const std::string& name);

// systems x items (gold NaN where missing), checked: equal lengths, a whole
// number of items per system, finite metric scores.
metaeval::ScoreTable score_table(const metaeval::Vector& gold, const metaeval::Vector& metric, std::size_t systems);

// A test's draws as MTME's rows (k x 2).
pybind11::array_t<double> draws_array(const std::vector<metaeval::Draw>& draws);

// A ranking as MTME's CompareMetrics tuple: ({metric: [corr, rank]} by
// decreasing correlation, p-value matrix, draws_index, draws_list), where
// pair (i, j)'s draws are rows [index[i][j], index[j][i]) of the list.
pybind11::tuple ranking_tuple(const metaeval::Ranking& r);
// And back: corr_ranks {metric: (corr, rank)}, matrix (n x n or empty),
// draws_index and draws_list (None or empty: no draws). `what` names the
// object in errors.
metaeval::Ranking ranking_arg(const pybind11::handle& corr_ranks, const pybind11::handle& matrix,
                              const pybind11::handle& draws_index, const pybind11::handle& draws_list,
                              const std::string& what);

// system -> scores (None where missing) and back.
pybind11::dict system_scores(const metaeval::SystemScores& s);
metaeval::SystemScores system_scores_arg(const pybind11::dict& d);

// A meteor.mtme.meta_info.MetaInfo (std_ref, std_gold, outlier_systems,
// primary_metrics, baseline_metrics attributes) as the library's.
metaeval::MetaInfo meta_info_arg(const pybind11::handle& info);

}  // namespace meteor::python
