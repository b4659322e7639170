// MTME's standalone_ratings for meteor._mtme_data.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <pybind11/pybind11.h>

namespace meteor::python {

// StandaloneRating and the standalone-ratings functions into the module `m`
// (after register_ratings: a standalone rating holds ratings.Error objects).
void register_standalone_ratings(pybind11::module_& m);

}  // namespace meteor::python
