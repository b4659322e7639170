// Boost.Math's Lanczos sums for double (lanczos13m53) in the order Boost
// evaluates them on x86-64, on every machine.
//
// Boost.Math gives x86's SSE2 its own lanczos_sum and lanczos_sum_expG_scaled
// (detail/lanczos_sse2.hpp: even and odd terms in two lanes, a step of x^2)
// and every other machine Horner's rational evaluation, whose roundings
// differ: on aarch64 about half of a beta or t distribution's tail
// probabilities change in the last bits. Included before any other Boost.Math
// header (metaeval/statistics/correlation.cc), this header gives a
// machine without SSE2 the same two functions over plain doubles: the same
// operations in the same order on the same constants (x86-64's bits, as hex
// literals), so the p-values are x86-64's bit for bit (with -ffp-contract=off,
// the project's flags). On x86-64 Boost's own functions stay, and the unit
// test (boost_lanczos_test.cc) compares them with these.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <boost/math/special_functions/lanczos.hpp>

namespace meteor::numeric::boost_lanczos {

// Boost's SSE2 evaluation: lanes {c[0], c[1]} (numerator, denominator) and
// {c[2], c[3]} times x^2 plus the next pair, six times; then even * x^2 +
// {c[24], c[25]}, odd * x, their sum; numerator / denominator. Above lim,
// Horner in 1/x, as Boost does there.
inline double sum(const double (&c)[26], double x, double lim) {
  if (x > lim) {
    const double z = 1 / x;
    double num = c[24], den = c[25];
    for (int k = 22; k >= 0; k -= 2) {
      num = num * z + c[k];
      den = den * z + c[k + 1];
    }
    return num / den;
  }
  const double x2 = x * x;
  double even0 = c[0], even1 = c[1], odd0 = c[2], odd1 = c[3];
  for (int k = 4; k <= 20; k += 4) {
    even0 = even0 * x2 + c[k];
    even1 = even1 * x2 + c[k + 1];
    odd0 = odd0 * x2 + c[k + 2];
    odd1 = odd1 * x2 + c[k + 3];
  }
  even0 = even0 * x2 + c[24];
  even1 = even1 * x2 + c[25];
  odd0 = odd0 * x;
  odd1 = odd1 * x;
  return (even0 + odd0) / (even1 + odd1);
}

// lanczos13m53's coefficients as Boost's SSE2 code holds them, pairwise
// {numerator, denominator}.
inline constexpr double kSum[26] = {
    0x1.40d931ff62705p+1, 0x1p+0, 0x1.a5a607bbc3b52p+7, 0x1.08p+6, 0x1.f87ac0858d804p+12, 0x1.e14p+10,
    0x1.6b6421f8787ebp+17, 0x1.fe78p+14, 0x1.5f1e95080f44cp+21, 0x1.5d0bcp+18, 0x1.df876f95dcc98p+24,
    0x1.41f7bp+21, 0x1.dab0c7bb95f2ap+27, 0x1.97171ep+23, 0x1.57418f5d3f33fp+30, 0x1.5eeb69p+25,
    0x1.67fc1b3a5a1e8p+32, 0x1.918717p+26, 0x1.0b0b522e8261ap+34, 0x1.1fda6bp+27, 0x1.0a132818ab61ap+35,
    0x1.cbd698p+26, 0x1.3fc7075f54c57p+35, 0x1.308a8p+25, 0x1.5ea5143c1a49ep+34, 0x0p+0};
inline constexpr double kSumExpGScaled[26] = {
    0x1.8d44d6a172145p-8, 0x1p+0, 0x1.0509f77f7c44bp-1, 0x1.08p+6, 0x1.38519fe638382p+4, 0x1.e14p+10,
    0x1.c1f1ce7b3dd77p+8, 0x1.fe78p+14, 0x1.b2bffe5f3508ap+12, 0x1.5d0bcp+18, 0x1.28df4b04add1p+16,
    0x1.41f7bp+21, 0x1.25e073bfd756p+19, 0x1.97171ep+23, 0x1.a903813d667e3p+21, 0x1.5eeb69p+25,
    0x1.bdba142ce50eap+23, 0x1.918717p+26, 0x1.4aa644a98efcep+25, 0x1.1fda6bp+27, 0x1.4972fed270dcep+26,
    0x1.cbd698p+26, 0x1.8bf15ec772306p+26, 0x1.308a8p+25, 0x1.b2298cf4eca2ep+25, 0x0p+0};

inline double lanczos_sum(double x) { return sum(kSum, x, 4.31965e+25); }
inline double lanczos_sum_expG_scaled(double x) { return sum(kSumExpGScaled, x, 4.76886e+25); }

}  // namespace meteor::numeric::boost_lanczos

#ifndef __SSE2__
namespace boost::math::lanczos {
template <>
inline double lanczos13m53::lanczos_sum<double>(const double& x) {
  return meteor::numeric::boost_lanczos::lanczos_sum(x);
}
template <>
inline double lanczos13m53::lanczos_sum_expG_scaled<double>(const double& x) {
  return meteor::numeric::boost_lanczos::lanczos_sum_expG_scaled(x);
}
}  // namespace boost::math::lanczos
#endif
