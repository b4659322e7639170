// MTME's tau_optimization for meteor._mtme.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <pybind11/pybind11.h>

namespace meteor::python {

// tau_optimization into the module `m`.
void register_tau_optimization(pybind11::module_& m);

}  // namespace meteor::python
