// The Trainer's grid search: for every point of the grid, in Meteor's order,
// rescore all segments from their statistics and print
//
//   <figure> <p1> <p2> <p3> <p4> <w1> <w2> <w3> <w4>
//
// the figure as Java's Double.toString, the point's values as
// DecimalFormat("0.00"). Points are computed on several threads; the output
// does not depend on their number.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <functional>

#include <ostream>
#include <string_view>

#include "train/data.hh"
#include "train/grid.hh"

namespace meteor::train {

enum class TrainTask { kSegcor, kSpearman, kRank };

// "segcor", "spearman", "rank"; throws meteor::Error otherwise.
TrainTask parse_train_task(std::string_view name);

// Progress of a grid search: points done of the grid's total, called on
// the caller's thread in grid order (the library never prints it).
using GridProgress = std::function<void(std::uint64_t done, std::uint64_t total)>;

// segcor: length-weighted Pearson correlation of the scores with the human
// scores; spearman: Spearman's correlation with them.
void train_correlation(const SegcorData& data, bool spearman, const Grid& grid, unsigned threads, std::ostream& out,
                       const GridProgress& progress = {});

// rank: rank consistency of the scores with the preferences (a preference
// holds when the better segment's score exceeds the other's by more than
// epsilon).
void train_rank(const RankData& data, double epsilon, const Grid& grid, unsigned threads, std::ostream& out,
                const GridProgress& progress = {});

}  // namespace meteor::train
