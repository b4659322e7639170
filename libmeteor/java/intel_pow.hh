// JVM emulation (see java/lang.hh): Math.pow's arithmetic.
//
// pow(x, y) computed as Intel's LIBM does (the x86-64 routine HotSpot's
// Math.pow intrinsic uses), bit for bit. Not correctly rounded: it differs
// from the correctly rounded result in the last bit for about one input in
// two thousand. The C special cases apply (pow(1, NaN) = 1, pow(-1, +-Inf) =
// 1); java::pow adds Java's.
//
// On x86-64 it uses the processor's RCPPS estimate (as the routine does),
// which Intel and AMD processors compute differently: see
// docs/compatibility.md. Elsewhere (aarch64) it runs the same source over
// java/sse2.hh's portable layer, whose estimate is rounded as the routine
// rounds it to the index an AMD EPYC gives.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

namespace meteor::java {

double intel_pow(double x, double y);

// The same routine over the portable SSE2 layer (java/sse2.hh) on every
// machine: what intel_pow is on aarch64; on x86-64 the unit test compares
// the two.
double intel_pow_portable(double x, double y);

}  // namespace meteor::java
