// Scores of many pairs as a matrix, and the minimum Bayes risk choice made
// from one (score/pairwise.hh computes them).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <vector>

namespace meteor {

// rows x cols scores, row-major: (i, j) is hypothesis i against reference j.
struct ScoreMatrix {
  std::size_t rows = 0, cols = 0;
  std::vector<double> values;
  double operator()(std::size_t i, std::size_t j) const { return values[i * cols + j]; }
};

// The MBR choice from a candidates x references matrix: each candidate's
// expected utility is the mean of its row, over every column or, with
// exclude_self, over every column but its own (the references are then the
// candidates themselves, and a candidate's score against itself does not
// count; with one candidate its utility is NaN). The chosen candidate has
// the highest utility, the first of equal ones; a NaN utility is never
// chosen over a number.
struct MbrChoice {
  std::size_t best = 0;
  std::vector<double> utilities;  // one per candidate
};
MbrChoice mbr_choice(const ScoreMatrix& scores, bool exclude_self);

}  // namespace meteor
