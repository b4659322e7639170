// The JVM, reproduced where Meteor 1.5's output depends on it.
//
// Our promise is Meteor 1.5's numbers bit for bit, and Meteor is a Java
// program: some of its numbers and decisions are made by the Java platform,
// not by Meteor's own code. This folder, libmeteor/java/, holds those pieces
// of the JVM, each reproduced exactly (not approximately) and only as far as
// Meteor uses it:
//   java/lang.hh        String.hashCode (words are compared by it),
//                       Double.toString and DecimalFormat (every number
//                       printed), Double.parseDouble / Integer.parseInt
//                       (what is accepted), Math.pow (the fragmentation
//                       penalty);
//   java/intel_pow.hh   the x86-64 pow routine behind HotSpot's Math.pow,
//                       which is not correctly rounded (a C library's pow
//                       differs from it in the last bit for some inputs,
//                       and scores would too);
//   java/sort.hh        TimSort, step for step (Meteor's segment-id
//                       comparator is inconsistent, so the order depends on
//                       the comparisons made);
//   java/hash_order.hh  the iteration order of Hashtable and HashSet of
//                       strings (it decides ties between references in SGML
//                       input, and message order).
// Nothing else belongs here: helpers any program could use live in util/.
// Code that needs Java's behaviour includes these headers rather than the
// standard library's equivalent; docs/compatibility.md lists each deviation
// from plain C++ and why.
//
// This header: Java-compatible primitives of java.lang and java.text.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

namespace meteor::java {

// String.hashCode() of the UTF-16 form of a UTF-8 string: h = 31*h + unit,
// wrapping at 32 bits. Meteor compares words (and stems) by this value.
std::int32_t string_hash(std::string_view utf8);

// Double.toString(d): shortest digits that read back as d, written as
// "123.45" for 1e-3 <= |d| < 1e7 and "1.2345E-4" otherwise.
std::string double_to_string(double d);

// Appends double_to_string(d) to out (no temporary string).
void append_double(std::string& out, double d);

// new DecimalFormat(pattern).format(d) for the two patterns Meteor uses:
// "#.##########" (max_fraction 10, min_fraction 0) and "0.00"
// (max_fraction = min_fraction = 2). Rounds half-even on the exact binary value.
std::string decimal_format(double d, int min_fraction, int max_fraction);

// Math.pow(x, y) as HotSpot computes it on x86-64: Intel's LIBM pow
// (java/intel_pow.hh) behind Java's own special cases (y = 2 is x*x, y = 0.5
// is sqrt(x), pow(1, NaN) and pow(+-1, +-Inf) are NaN). Bit for bit Java's
// on the same CPU (the routine starts from the RCPPS estimate).
double pow(double x, double y);

// Double.parseDouble / Integer.parseInt on a whole token (decimal or, for
// doubles, hexadecimal "0x1.8p-3"; leading and
// trailing ASCII whitespace allowed, as Java trims it). nullopt when Java
// would throw NumberFormatException.
std::optional<double> parse_double(std::string_view s);
std::optional<int> parse_int(std::string_view s);

}  // namespace meteor::java
