// The Python module `meteor`: libmeteor's Metric (meteor.hh) for Python.
//
//   import meteor
//   scorer = meteor.Scorer(lang="en", norm=True, modules=["exact", "stem", "synonym"])
//   scorer.sentence_score("the cat sat", ["a cat sat", "the cat sits"]).score
//   result = scorer.corpus_score(hypotheses, references)   # references[i]: list of str
//   result.score, result.scores, result.stats, result.eval_id, result.signature
//   print(result)   # METEOR = 0.3979 (P = ..., R = ..., frag = ...) meteor:1.5|...
//
// Scoring releases the GIL. meteor.InvalidArgument -> ValueError,
// FileNotFound -> FileNotFoundError, LimitExceeded -> MemoryError, other
// meteor::Error -> RuntimeError (this module's own translators: meteor._mtme
// keeps its mapping); an argument of the wrong type, or one not taken, is a
// one-line TypeError naming it. Each concept is bound in its own file
// (meteor_bindings.hh lists them); this file assembles the module.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <pybind11/pybind11.h>

#include <cstdio>
#include <set>
#include <string>

#include "errors.hh"
#include "meteor.hh"
#include "meteor_bindings.hh"
#include "py_args.hh"
#include "resources/data_dir.hh"
#include "util/cpu.hh"

namespace py = pybind11;
using namespace meteor;

namespace meteor::python {

std::string module_data_dir() {
  static const char anchor = 0;
  const std::string module_dir = binary_dir(&anchor);
  if (module_dir.empty()) return "";
  for (const std::string& dir : {module_dir + "/data", module_dir + "/" + METEOR_PYTHON_TO_DATA})
    if (dir_exists(dir + "/function")) return dir;
  return "";
}

namespace {

// Warnings of the library, each once per process (as many Scorers as a
// program makes), in the words of the Python API, on standard error.
void install_warning_sink() {
  static std::set<std::string>* seen = new std::set<std::string>();  // guarded by warn()'s lock
  set_warning_sink([](const std::string& message) {
    if (!seen->insert(message).second) return;
    std::fprintf(stderr, "Warning: %s\n", python_words(message).c_str());
    std::fflush(stderr);
  });
}

}  // namespace

}  // namespace meteor::python

PYBIND11_MODULE(_meteor, m) {
  m.doc() =
      "The Meteor 1.5 machine-translation metric (C++, the same numbers as Meteor 1.5 bit for bit).\n\n"
      "    scorer = meteor.Scorer(lang='en', norm=True)\n"
      "    scorer.corpus_score(hypotheses, references).score   # references[i]: list of str\n";
  m.attr("__version__") = METEOR_VERSION;

  py::register_local_exception_translator(meteor::python::translate_errors<&PyExc_RuntimeError>);
  meteor::cpu::level();  // a bad METEOR_CPU fails the import, in one line (util/cpu.hh)
  // Scoring's limits are memory limits (memory_limit=): MemoryError (tried
  // first: the translator registered last is).
  py::register_local_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const LimitExceeded& e) {
      PyErr_SetString(PyExc_MemoryError, e.what());
    }
  });
  meteor::python::install_warning_sink();
  m.def("_usable_cpus", &usable_cpus, "The CPUs this process may use (affinity, cgroup quota): threads=0's count.");
  meteor::python::register_scores(m);
  meteor::python::register_compare(m);
  meteor::python::register_scorer(m);
  register_tools(m, meteor::python::module_data_dir);
}
