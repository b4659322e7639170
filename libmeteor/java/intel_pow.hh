// JVM emulation (see java/lang.hh): Math.pow's arithmetic.
//
// pow(x, y) computed as Intel's LIBM does (the x86-64 routine HotSpot's
// Math.pow intrinsic uses), bit for bit. Not correctly rounded: it differs
// from the correctly rounded result in the last bit for about one input in
// two thousand. The C special cases apply (pow(1, NaN) = 1, pow(-1, +-Inf) =
// 1); java::pow adds Java's.
//
// Uses the processor's RCPPS estimate (as the routine does), which Intel and
// AMD processors compute differently: see docs/compatibility.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

namespace meteor::java {

double intel_pow(double x, double y);

}  // namespace meteor::java
