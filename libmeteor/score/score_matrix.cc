// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/score_matrix.hh"

#include <cmath>
#include <limits>

namespace meteor {

MbrChoice mbr_choice(const ScoreMatrix& scores, bool exclude_self) {
  MbrChoice c;
  c.utilities.resize(scores.rows);
  for (std::size_t i = 0; i < scores.rows; ++i) {
    double sum = 0;
    std::size_t n = 0;
    for (std::size_t j = 0; j < scores.cols; ++j) {
      if (exclude_self && i == j) continue;
      sum += scores(i, j);
      ++n;
    }
    c.utilities[i] = n > 0 ? sum / static_cast<double>(n) : std::numeric_limits<double>::quiet_NaN();
  }
  for (std::size_t i = 1; i < c.utilities.size(); ++i)
    if (c.utilities[i] > c.utilities[c.best] || (std::isnan(c.utilities[c.best]) && !std::isnan(c.utilities[i])))
      c.best = i;
  return c;
}

}  // namespace meteor
