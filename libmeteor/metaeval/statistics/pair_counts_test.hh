// The Kendall counts pair by pair, written out for the tests: the library
// counts long vectors by sorting, sweeps and draws, and must give exactly
// these numbers.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <doctest/doctest.h>

#include <cmath>

#include "metaeval/statistics/correlation.hh"

namespace meteor::metaeval::testing {

inline void check_same_counts(const KendallCounts& got, const KendallCounts& want) {
  CHECK(got.concordant == want.concordant);
  CHECK(got.discordant == want.discordant);
  CHECK(got.ties_gold == want.ties_gold);
  CHECK(got.ties_metric == want.ties_metric);
  CHECK(got.ties_both == want.ties_both);
}

// The definitions pair by pair, written out here: the library counts long
// vectors by sorting and must give exactly these numbers.
inline KendallCounts counts_by_pairs(const Vector& g, const Vector& m, double epsilon) {
  KendallCounts k;
  for (std::size_t i = 0; i < g.size(); ++i)
    for (std::size_t j = i + 1; j < g.size(); ++j) {
      const bool tg = g[i] == g[j], tm = std::fabs(m[i] - m[j]) <= epsilon;
      if (tg && tm)
        ++k.ties_both;
      else if (tg)
        ++k.ties_gold;
      else if (tm)
        ++k.ties_metric;
      else if ((g[i] > g[j]) == (m[i] > m[j]))
        ++k.concordant;
      else
        ++k.discordant;
    }
  return k;
}

inline KendallLikeResult like_by_pairs(const Vector& g, const Vector& m, double thresh) {
  KendallLikeResult r;
  for (std::size_t i = 0; i < g.size(); ++i)
    for (std::size_t j = i + 1; j < g.size(); ++j) {
      const double d = g[i] - g[j];
      if (!(std::fabs(d) >= thresh)) continue;
      ++r.pairs;
      r.concordant += (d > 0 && m[i] > m[j]) || (d < 0 && m[i] < m[j]);
    }
  return r;
}


}  // namespace meteor::metaeval::testing
