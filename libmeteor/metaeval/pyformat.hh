// Numbers as Python prints them, for output that matches MTME's byte for
// byte: repr(float) (what f'{x}' writes) and format(x, '0.Nf').
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

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

}  // namespace meteor::metaeval
