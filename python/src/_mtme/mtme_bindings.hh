// The register functions of meteor._mtme, one binding file per concept
// (mtme_module.cc calls them in order): the correlation registry and the
// typed statistic (correlation_registry_bindings.cc), the score table
// (score_table_bindings.cc), correlations on vectors
// (correlation_bindings.cc), significance tests and rankings
// (significance_bindings.cc), test sets (eval_set_bindings.cc), the score
// vectors of a comparison (get_correlations_bindings.cc), tasks
// (task_bindings.cc), their results (task_results_bindings.cc), task sets
// and their results (task_set_bindings.cc), tables (table_bindings.cc).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <pybind11/pybind11.h>

namespace meteor::python {

void register_correlation_registry(pybind11::module_& m);
void register_correlation(pybind11::module_& m);
void register_score_table(pybind11::module_& m);
void register_significance(pybind11::module_& m);
void register_eval_set(pybind11::module_& m);
void register_get_correlations(pybind11::module_& m);
void register_tasks(pybind11::module_& m);
void register_task_results(pybind11::module_& m);
void register_task_sets(pybind11::module_& m);
void register_tables(pybind11::module_& m);

}  // namespace meteor::python
