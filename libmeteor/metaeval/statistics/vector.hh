// The meta-evaluation's vector of scores (gold or metric, one a cell), and
// the NaN that marks a missing gold score or an undefined statistic.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <limits>
#include <vector>

namespace meteor::metaeval {

using Vector = std::vector<double>;
inline constexpr double kNaN = std::numeric_limits<double>::quiet_NaN();

}  // namespace meteor::metaeval
