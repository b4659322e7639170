// numpy arrays in and out of the bindings: scores arrive as float64 arrays
// (converted if need be) and leave as vectors and matrices of libmeteor's
// types. meteor.Scorer's batch calls return arrays too; its other calls
// never import numpy.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstring>
#include <string>
#include <vector>

#include <pybind11/numpy.h>
#include <pybind11/pybind11.h>

#include "util/error.hh"

namespace meteor::python {

using Array = pybind11::array_t<double, pybind11::array::c_style | pybind11::array::forcecast>;

// A one-dimensional array as a vector; `what` names the argument in the error.
inline std::vector<double> to_vector(const Array& a, const char* what = nullptr) {
  if (a.ndim() != 1)
    throw InvalidArgument(what ? std::string(what) + ": expected a flat sequence of scores"
                               : std::string("expected a one-dimensional array of scores"));
  return std::vector<double>(a.data(), a.data() + a.size());
}

// A two-dimensional array as its rows.
inline std::vector<std::vector<double>> to_rows(const Array& a, const char* what) {
  if (a.ndim() != 2)
    throw InvalidArgument(std::string(what) + ": expected a 2-d array, got " + std::to_string(a.ndim()) + "-d");
  const auto r = a.unchecked<2>();
  std::vector<std::vector<double>> out(static_cast<std::size_t>(r.shape(0)));
  for (pybind11::ssize_t i = 0; i < r.shape(0); ++i)
    for (pybind11::ssize_t j = 0; j < r.shape(1); ++j) out[static_cast<std::size_t>(i)].push_back(r(i, j));
  return out;
}

// A square matrix (n rows of n values) as an n x n array.
inline pybind11::array_t<double> to_matrix(const std::vector<std::vector<double>>& m) {
  const auto n = static_cast<pybind11::ssize_t>(m.size());
  pybind11::array_t<double> out({n, n});
  auto w = out.mutable_unchecked<2>();
  for (pybind11::ssize_t i = 0; i < n; ++i)
    for (pybind11::ssize_t j = 0; j < n; ++j) w(i, j) = m[static_cast<std::size_t>(i)][static_cast<std::size_t>(j)];
  return out;
}

// numpy for a call that returns arrays: without it, one ImportError line
// naming the extra that installs it.
inline void require_numpy(const char* call) {
  try {
    pybind11::module_::import("numpy");
  } catch (const pybind11::error_already_set&) {
    throw pybind11::import_error(std::string(call) +
                                 " returns numpy arrays: install numpy (pip install 'meteor-mt[numpy]')");
  }
}

// A new one-dimensional array of n values. Not array_t<T>(n): pybind11 2.10
// (Debian 12's) derives that one's stride from the dtype's itemsize, read
// where numpy 1 keeps it in its descriptor; numpy 2 moved it, the stride
// comes out 0 and every element is the first. The shape form strides by
// sizeof(T).
template <class T>
pybind11::array_t<T> new_array(pybind11::ssize_t n) {
  return pybind11::array_t<T>(std::vector<pybind11::ssize_t>{n});
}

// values (rows x cols, row-major; cols < 0: one dimension) as a float64 array.
inline pybind11::array_t<double> to_array(const std::vector<double>& values, pybind11::ssize_t rows,
                                          pybind11::ssize_t cols = -1) {
  pybind11::array_t<double> out = cols < 0 ? new_array<double>(rows) : pybind11::array_t<double>({rows, cols});
  if (!values.empty()) std::memcpy(out.mutable_data(), values.data(), values.size() * sizeof(double));
  return out;
}
// values as a one-dimensional array of their type.
template <class T>
pybind11::array_t<T> to_array(const std::vector<T>& values) {
  pybind11::array_t<T> out = new_array<T>(static_cast<pybind11::ssize_t>(values.size()));
  std::copy(values.begin(), values.end(), out.mutable_data());
  return out;
}

}  // namespace meteor::python
