// Ratings (MTME's ratings.Error, ratings.Rating) for meteor._mtme_data.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <pybind11/pybind11.h>

#include "metaeval/data/ratings.hh"

namespace meteor::python {

// Error, Rating and write_rating_file into the module `m`.
void register_ratings(pybind11::module_& m);

// (ratings, rater_ids): system -> [Rating or None], system -> [rater or None],
// systems in the set's order (register_ratings must have run).
pybind11::tuple rating_set_to_python(const metaeval::RatingSet& set);

}  // namespace meteor::python
