// erf and erfc with x86-64 glibc's results on every machine
// (fdlibm_erf.cc).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

namespace meteor::numeric::fdlibm {

double erf(double x);
double erfc(double x);

}  // namespace meteor::numeric::fdlibm
