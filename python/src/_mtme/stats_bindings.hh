// MTME's stats helpers for meteor._mtme: the groups of an averaging,
// pairwise differences, samples; and the data module's position maps.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <pybind11/pybind11.h>

namespace meteor::python {

// group_cells, pairwise_differences, sample_indexes into the module `m`.
void register_stats_helpers(pybind11::module_& m);
// map_positions, unmap_positions into the module `m`.
void register_positions(pybind11::module_& m);

}  // namespace meteor::python
