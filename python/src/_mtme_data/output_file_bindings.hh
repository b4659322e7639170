// Output files for meteor._mtme_data: what meteor.mtme's Python code writes
// (TaskResults.Save, score_mqm's --output) goes through libmeteor's
// util/output_file.hh, as the tools' outputs do.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <pybind11/pybind11.h>

namespace meteor::python {

void register_output_files(pybind11::module_& m);

}  // namespace meteor::python
