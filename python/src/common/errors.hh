// How libmeteor's errors (util/error.hh) reach Python, one mapping for the
// three extensions: InvalidArgument -> ValueError, FileNotFound ->
// FileNotFoundError, any other meteor::Error -> Other (RuntimeError where
// scoring fails; ValueError in meta-evaluation, where MTME raises ValueError
// for a malformed file).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <exception>

#include <pybind11/pybind11.h>

#include "util/error.hh"

namespace meteor::python {

template <PyObject** Other>
void translate_errors(std::exception_ptr p) {
  try {
    if (p) std::rethrow_exception(p);
  } catch (const InvalidArgument& e) {
    PyErr_SetString(PyExc_ValueError, e.what());
  } catch (const FileNotFound& e) {
    PyErr_SetString(PyExc_FileNotFoundError, e.what());
  } catch (const Error& e) {
    PyErr_SetString(*Other, e.what());
  }
}

}  // namespace meteor::python
