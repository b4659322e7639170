// Helpers shared by significance.cc and ranking.cc (not installed API).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "metaeval/correlation.hh"
#include "metaeval/significance.hh"

namespace meteor::metaeval::detail {


// One vector's correlation (pearson, spearman, kendall, kendall_like); NaN
// for fewer than two scores.
double vector_corr(const Vector& gold, const Vector& metric, const CorrSpec& spec);

// Mean of the non-NaN values (NaNs counted as 0 with replace_nans_with_zeros); 0 if none.
double average_values(const Vector& values, bool replace_nans_with_zeros);

}  // namespace meteor::metaeval::detail
