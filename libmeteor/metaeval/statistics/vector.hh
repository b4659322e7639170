// The meta-evaluation's vector of scores (gold or metric, one a cell).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <vector>

namespace meteor::metaeval {

using Vector = std::vector<double>;

}  // namespace meteor::metaeval
