// The register functions of meteor._mtme, one binding file per concept
// (mtme_module.cc calls them in order): correlations on vectors
// (correlation_bindings.cc), significance tests and rankings
// (significance_bindings.cc), test sets (eval_set_bindings.cc), tasks and
// their results (task_bindings.cc), tables (table_bindings.cc).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <pybind11/pybind11.h>

namespace meteor::python {

void register_correlation(pybind11::module_& m);
void register_significance(pybind11::module_& m);
void register_eval_set(pybind11::module_& m);
void register_tasks(pybind11::module_& m);
void register_tables(pybind11::module_& m);

}  // namespace meteor::python
