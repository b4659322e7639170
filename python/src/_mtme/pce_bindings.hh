// MTME's pce module (pairwise confidence error) for meteor._mtme.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <pybind11/pybind11.h>

namespace meteor::python {

// pairwise_p_values and one_minus_pce into the module `m`.
void register_pce(pybind11::module_& m);

}  // namespace meteor::python
