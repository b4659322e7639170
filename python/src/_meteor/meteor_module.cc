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
#include <mutex>
#include <string>
#include <vector>

#include "common/errors.hh"
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

// Warnings of the library, in the words of the Python API: queued (the
// library may warn on any thread, without the GIL) and given to Python's
// warnings module, as meteor.MeteorWarning, by flush_warnings() when a call
// returns to Python; filters (-W error, warnings.simplefilter) apply.
std::mutex warnings_mutex;
std::vector<std::string>* pending_warnings = new std::vector<std::string>();  // guarded by warnings_mutex
PyObject* meteor_warning = nullptr;

void install_warning_sink() {
  set_warning_sink([](const std::string& message) {
    std::lock_guard<std::mutex> lock(warnings_mutex);
    pending_warnings->push_back(python_words(message));
  });
}

}  // namespace

void flush_warnings() {
  std::vector<std::string> messages;
  {
    std::lock_guard<std::mutex> lock(warnings_mutex);
    messages.swap(*pending_warnings);
  }
  for (std::size_t i = 0; i < messages.size(); ++i)
    if (PyErr_WarnEx(meteor_warning, messages[i].c_str(), 1) != 0) throw pybind11::error_already_set();
}

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
  // meteor.MeteorWarning: the library's warnings (a UserWarning);
  // meteor.NoParaphraseTableError: the paraphrase module without a table,
  // a FileNotFoundError that is also a ValueError.
  meteor::python::meteor_warning = PyErr_NewExceptionWithDoc(
      "meteor.MeteorWarning",
      "The library's warnings (the paraphrase module left out with allow_no_paraphrase=True, threads that\n"
      "could not start, ...): a UserWarning, so warnings filters and -W error apply.",
      PyExc_UserWarning, nullptr);
  m.attr("MeteorWarning") = py::handle(meteor::python::meteor_warning);
  static PyObject* no_table = PyErr_NewExceptionWithDoc(
      "meteor.NoParaphraseTableError",
      "The modules include paraphrase and the language's table is not there (Meteor 1.5 stops too):\n"
      "meteor.data.fetch(LANG) installs Meteor 1.5's, paraphrase=PATH gives one, allow_no_paraphrase=True\n"
      "scores without the module. A FileNotFoundError and a ValueError.",
      py::make_tuple(py::handle(PyExc_FileNotFoundError), py::handle(PyExc_ValueError)).release().ptr(), nullptr);
  m.attr("NoParaphraseTableError") = py::handle(no_table);
  py::register_local_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const NoParaphraseTable& e) {
      PyErr_SetString(no_table, e.what());
    }
  });
  meteor::python::install_warning_sink();
  m.def("_usable_cpus", &usable_cpus, "The CPUs this process may use (affinity, cgroup quota): threads=0's count.");
  meteor::python::register_scores(m);
  meteor::python::register_compare(m);
  meteor::python::register_scorer(m);
  meteor::python::register_data(m);
  register_tools(m, meteor::python::module_data_dir);
}
