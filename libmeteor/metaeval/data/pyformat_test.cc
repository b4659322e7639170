// Tests of the Python number formats: repr(), '0.Nf' and 'g' against what
// Python 3 prints.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/data/pyformat.hh"

#include <doctest/doctest.h>

#include <cmath>
#include <limits>

using namespace meteor::metaeval;

TEST_CASE("metaeval: numbers as Python writes them") {
  // repr() figures printed by Python 3.
  CHECK(python_repr(1e-05) == "1e-05");
  CHECK(python_repr(1e16) == "1e+16");
  CHECK(python_repr(1234567890123456.0) == "1234567890123456.0");
  CHECK(python_repr(0.0001) == "0.0001");
  CHECK(python_repr(-0.0) == "-0.0");
  CHECK(python_repr(1.5e-300) == "1.5e-300");
  CHECK(python_repr(0.1 + 0.2) == "0.30000000000000004");
  CHECK(python_repr(-5.0) == "-5.0");
  CHECK(python_repr(0.25762360922227817) == "0.25762360922227817");
  CHECK(python_repr(std::numeric_limits<double>::quiet_NaN()) == "nan");
  CHECK(python_repr(-std::numeric_limits<double>::infinity()) == "-inf");
  CHECK(python_fixed(0.2786, 3) == "0.279");
  CHECK(python_fixed(-0.0001, 3) == "-0.000");
  CHECK(python_fixed(std::numeric_limits<double>::quiet_NaN(), 3) == "nan");
  CHECK(python_g(0.0) == "0");
  CHECK(python_g(25) == "25");
  CHECK(python_g(0.5) == "0.5");
}
