// MTME's meta_info table for meteor._mtme.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <pybind11/pybind11.h>

namespace meteor::python {

// known_meta_info, meta_info_constants, meta_info_source into the module `m`.
void register_meta_info(pybind11::module_& m);

}  // namespace meteor::python
