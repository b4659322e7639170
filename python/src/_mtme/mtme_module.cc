// The extension meteor._mtme: libmeteor's meta-evaluation (metaeval/) for
// the Python package meteor.mtme, which gives it MTME's public API (data,
// stats, tasks, meta_info, pce, tau_optimization). Each concept is bound in
// its own file (mtme_bindings.hh lists them); this file only assembles the
// module. The Python modules adapt MTME's arguments and wrap the results;
// computation, resolution, naming and averaging are libmeteor's.
//
// Library errors: FileNotFound -> FileNotFoundError, every other
// meteor::Error -> ValueError (what MTME raises for bad data); the
// translator is this module's own (meteor._meteor keeps its mapping).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <pybind11/pybind11.h>

#include "common/errors.hh"
#include "util/cpu.hh"
#include "meta_info_bindings.hh"
#include "mtme_bindings.hh"
#include "pce_bindings.hh"
#include "stats_bindings.hh"
#include "tau_optimization_bindings.hh"

namespace py = pybind11;

PYBIND11_MODULE(_mtme, m) {
  m.doc() = "libmeteor's meta-evaluation for meteor.mtme (MTME's API); use meteor.mtme, not this module.";
  py::register_local_exception_translator(meteor::python::translate_errors<&PyExc_ValueError>);
  meteor::cpu::level();  // a bad METEOR_CPU fails the import, in one line (util/cpu.hh)
  meteor::python::register_correlation_registry(m);
  meteor::python::register_score_table(m);
  meteor::python::register_correlation(m);
  meteor::python::register_significance(m);
  meteor::python::register_stats_helpers(m);
  meteor::python::register_positions(m);
  meteor::python::register_pce(m);
  meteor::python::register_tau_optimization(m);
  meteor::python::register_meta_info(m);
  meteor::python::register_eval_set(m);
  meteor::python::register_get_correlations(m);
  meteor::python::register_tasks(m);
  meteor::python::register_task_results(m);
  meteor::python::register_task_sets(m);
  meteor::python::register_tables(m);
}
