// erf and erfc as glibc computes them on x86-64, bit for bit on every
// machine (docs/dev/arm.md).
//
// glibc's erf and erfc (sysdeps/ieee754/dbl-64/s_erf.c, from Sun's fdlibm)
// are rational approximations evaluated in plain double arithmetic. glibc
// for x86-64 is compiled without fused multiply-adds; glibc for aarch64
// with them, and there about 1 result in 20 differs in the last bits. This
// is that code's arithmetic, in the same order on the same constants,
// compiled with the project's -ffp-contract=off: x86-64's results on every
// machine (fdlibm_erf_test.cc: against the x86-64 libm, and a digest made
// there). exp is glibc's own (the same on both: docs/dev/arm.md).
//
// The coefficients and the method are fdlibm's:
//   Copyright (C) 1993 by Sun Microsystems, Inc. All rights reserved.
//   Developed at SunPro, a Sun Microsystems, Inc. business.
//   Permission to use, copy, modify, and distribute this software is
//   freely granted, provided that this notice is preserved.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "numeric/fdlibm_erf.hh"

#include <bit>
#include <cmath>
#include <cstdint>

namespace meteor::numeric::fdlibm {
namespace {

constexpr double kTiny = 1e-300;
constexpr double kErx = 8.45062911510467529297e-01;  // (float)0.84506291151
constexpr double kEfx = 1.28379167095512586316e-01;
// erf on [0, 0.84375]
constexpr double kPp[] = {1.28379167095512558561e-01, -3.25042107247001499370e-01, -2.84817495755985104766e-02,
                          -5.77027029648944159157e-03, -2.37630166566501626084e-05};
constexpr double kQq[] = {0.0, 3.97917223959155352819e-01, 6.50222499887672944485e-02, 5.08130628187576562776e-03,
                          1.32494738004321644526e-04, -3.96022827877536812320e-06};
// erf on [0.84375, 1.25]
constexpr double kPa[] = {-2.36211856075265944077e-03, 4.14856118683748331666e-01, -3.72207876035701323847e-01,
                          3.18346619901161753674e-01, -1.10894694282396677476e-01, 3.54783043256182359371e-02,
                          -2.16637559486879084300e-03};
constexpr double kQa[] = {0.0, 1.06420880400844228286e-01, 5.40397917702171048937e-01, 7.18286544141962662868e-02,
                          1.26171219808761642112e-01, 1.36370839120290507362e-02, 1.19844998467991074170e-02};
// erfc on [1.25, 1/0.35]
constexpr double kRa[] = {-9.86494403484714822705e-03, -6.93858572707181764372e-01, -1.05586262253232909814e+01,
                          -6.23753324503260060396e+01, -1.62396669462573470355e+02, -1.84605092906711035994e+02,
                          -8.12874355063065934246e+01, -9.81432934416914548592e+00};
constexpr double kSa[] = {0.0, 1.96512716674392571292e+01, 1.37657754143519042600e+02, 4.34565877475229228821e+02,
                          6.45387271733267880336e+02, 4.29008140027567833386e+02, 1.08635005541779435134e+02,
                          6.57024977031928170135e+00, -6.04244152148580987438e-02};
// erfc on [1/0.35, 28]
constexpr double kRb[] = {-9.86494292470009928597e-03, -7.99283237680523006574e-01, -1.77579549177547519889e+01,
                          -1.60636384855821916062e+02, -6.37566443368389627722e+02, -1.02509513161107724954e+03,
                          -4.83519191608651397019e+02};
constexpr double kSb[] = {0.0, 3.03380607434824582924e+01, 3.25792512996573918826e+02, 1.53672958608443695994e+03,
                          3.19985821950859553908e+03, 2.55305040643316442583e+03, 4.74528541206955367215e+02,
                          -2.24409524465858183362e+01};

std::int32_t high_word(double x) { return static_cast<std::int32_t>(std::bit_cast<std::uint64_t>(x) >> 32); }
double without_low_word(double x) { return std::bit_cast<double>(std::bit_cast<std::uint64_t>(x) & ~0xffffffffull); }

// r / s of |x| < 0.84375: erf(x) = x + x * r / s.
double small_ratio(double x) {
  const double z = x * x;
  const double r1 = kPp[0] + z * kPp[1], z2 = z * z;
  const double r2 = kPp[2] + z * kPp[3], z4 = z2 * z2;
  const double s1 = 1.0 + z * kQq[1];
  const double s2 = kQq[2] + z * kQq[3];
  const double s3 = kQq[4] + z * kQq[5];
  const double r = r1 + z2 * r2 + z4 * kPp[4];
  const double s = s1 + z2 * s2 + z4 * s3;
  return r / s;
}

// P / Q of 0.84375 <= |x| < 1.25: erf(|x|) = erx + P / Q.
double middle_ratio(double x) {
  const double s = std::fabs(x) - 1.0;
  const double p1 = kPa[0] + s * kPa[1], s2 = s * s;
  const double q1 = 1.0 + s * kQa[1], s4 = s2 * s2;
  const double p2 = kPa[2] + s * kPa[3], s6 = s4 * s2;
  const double q2 = kQa[2] + s * kQa[3];
  const double p3 = kPa[4] + s * kPa[5];
  const double q3 = kQa[4] + s * kQa[5];
  const double p = p1 + s2 * p2 + s4 * p3 + s6 * kPa[6];
  const double q = q1 + s2 * q2 + s4 * q3 + s6 * kQa[6];
  return p / q;
}

// exp(-x^2) * (R / S's correction) of 1.25 <= x < 28 (x = |x|, ix its high
// word's magnitude; the bound between the two fits differs by one ulp of the
// high word between erf and erfc, as in glibc).
double tail(double x, std::int32_t ix, std::int32_t bound) {
  const double s = 1.0 / (x * x);
  double r, q;
  if (ix < bound) {
    const double r1 = kRa[0] + s * kRa[1], s2 = s * s;
    const double q1 = 1.0 + s * kSa[1], s4 = s2 * s2;
    const double r2 = kRa[2] + s * kRa[3], s6 = s4 * s2;
    const double q2 = kSa[2] + s * kSa[3], s8 = s4 * s4;
    const double r3 = kRa[4] + s * kRa[5];
    const double q3 = kSa[4] + s * kSa[5];
    const double r4 = kRa[6] + s * kRa[7];
    const double q4 = kSa[6] + s * kSa[7];
    r = r1 + s2 * r2 + s4 * r3 + s6 * r4;
    q = q1 + s2 * q2 + s4 * q3 + s6 * q4 + s8 * kSa[8];
  } else {
    const double r1 = kRb[0] + s * kRb[1], s2 = s * s;
    const double q1 = 1.0 + s * kSb[1], s4 = s2 * s2;
    const double r2 = kRb[2] + s * kRb[3], s6 = s4 * s2;
    const double q2 = kSb[2] + s * kSb[3];
    const double r3 = kRb[4] + s * kRb[5];
    const double q3 = kSb[4] + s * kSb[5];
    const double q4 = kSb[6] + s * kSb[7];
    r = r1 + s2 * r2 + s4 * r3 + s6 * kRb[6];
    q = q1 + s2 * q2 + s4 * q3 + s6 * q4;
  }
  const double z = without_low_word(x);
  return std::exp(-z * z - 0.5625) * std::exp((z - x) * (z + x) + r / q);
}

}  // namespace

double erf(double x) {
  const std::int32_t hx = high_word(x), ix = hx & 0x7fffffff;
  if (ix >= 0x7ff00000) {  // NaN; +-1 at +-infinity
    const int i = static_cast<int>((static_cast<std::uint32_t>(hx) >> 31) << 1);
    return static_cast<double>(1 - i) + 1.0 / x;
  }
  if (ix < 0x3feb0000) {  // |x| < 0.84375
    if (ix < 0x3e300000) {  // |x| < 2^-28
      if (ix < 0x00800000) return 0.0625 * (16.0 * x + (16.0 * kEfx) * x);
      return x + kEfx * x;
    }
    return x + x * small_ratio(x);
  }
  if (ix < 0x3ff40000) return hx >= 0 ? kErx + middle_ratio(x) : -kErx - middle_ratio(x);
  if (ix >= 0x40180000) return hx >= 0 ? 1.0 - kTiny : kTiny - 1.0;  // |x| >= 6
  const double ax = std::fabs(x);
  const double r = tail(ax, ix, 0x4006DB6E);
  return hx >= 0 ? 1.0 - r / ax : r / ax - 1.0;
}

double erfc(double x) {
  const std::int32_t hx = high_word(x), ix = hx & 0x7fffffff;
  if (ix >= 0x7ff00000) {  // NaN; 0 at +infinity, 2 at -infinity
    const int i = static_cast<int>((static_cast<std::uint32_t>(hx) >> 31) << 1);
    return static_cast<double>(i) + 1.0 / x;
  }
  if (ix < 0x3feb0000) {  // |x| < 0.84375
    if (ix < 0x3c700000) return 1.0 - x;  // |x| < 2^-56
    const double y = small_ratio(x);
    if (hx < 0x3fd00000) return 1.0 - (x + x * y);  // x < 1/4
    double r = x * y;
    r += (x - 0.5);
    return 0.5 - r;
  }
  if (ix < 0x3ff40000) {  // 0.84375 <= |x| < 1.25
    if (hx >= 0) {
      const double z = 1.0 - kErx;
      return z - middle_ratio(x);
    }
    const double z = kErx + middle_ratio(x);
    return 1.0 + z;
  }
  if (ix < 0x403c0000) {  // |x| < 28
    if (hx < 0 && ix >= 0x40180000) return 2.0 - kTiny;  // x < -6
    const double ax = std::fabs(x);
    const double r = tail(ax, ix, 0x4006DB6D);
    return hx > 0 ? r / ax : 2.0 - r / ax;
  }
  return hx > 0 ? kTiny * kTiny : 2.0 - kTiny;
}

}  // namespace meteor::numeric::fdlibm
