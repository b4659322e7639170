// Numbers as Python prints them, for output that matches MTME's byte for
// byte: repr(float) (what f'{x}' writes) and format(x, '0.Nf').
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <string>

namespace meteor::metaeval {

// repr(x): the shortest digits that read back as x, fixed notation for
// 1e-4 <= |x| < 1e16 ("0.25", "-5.0"), else scientific ("1e-05",
// "1.5e+16"); "nan", "inf", "-inf".
std::string python_repr(double x);

// f'{x:0.{digits}f}' ("0.279", "-0.000", "nan", "inf").
std::string python_fixed(double x, int digits);

// f'{x:g}' (six significant digits, as C's %g; "nan", "inf").
std::string python_g(double x);

// One number in a printf format ("%6.3f", "%.0f"), as Python's % operator
// writes a finite one.
std::string c_format(const char* format, double x);

// json.dumps of a float: repr, and NaN, Infinity, -Infinity.
std::string python_json_float(double x);

// A number as Python holds it after reading what a user or a file wrote: an
// int (kept exactly; printed without a point) or a float. Task names print
// 25 and 25.0 differently, and ratings write back what they read.
struct PyNumber {
  bool is_int = false;
  std::int64_t i = 0;
  double d = 0;
  static PyNumber of_int(std::int64_t v) { return {true, v, 0}; }
  static PyNumber of_float(double v) { return {false, 0, v}; }
  double value() const { return is_int ? static_cast<double>(i) : d; }
  bool operator==(const PyNumber&) const = default;
};

// repr(n): "25", "-3", "0.1", "25.0".
std::string python_repr(const PyNumber& n);

}  // namespace meteor::metaeval
