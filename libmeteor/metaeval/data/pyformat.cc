// Numbers printed as Python prints them: repr(float) from the shortest
// round-trip digits, the fixed and %g formats, and a PyNumber's repr (an int
// without a point).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/data/pyformat.hh"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstdlib>

namespace meteor::metaeval {
namespace {

// nan/inf as Python spells them; nullptr for finite x.
const char* special(double x) {
  if (std::isnan(x)) return "nan";
  if (std::isinf(x)) return x > 0 ? "inf" : "-inf";
  return nullptr;
}

}  // namespace

std::string python_repr(double x) {
  if (const char* s = special(x)) return s;
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof buf, std::fabs(x), std::chars_format::scientific);
  const std::string sci(buf, res.ptr);  // "1.2345e-05", shortest round-trip digits
  const std::size_t e = sci.find('e');
  std::string digits = sci.substr(0, e);
  std::erase(digits, '.');
  const int exp10 = std::atoi(sci.c_str() + e + 1);
  const int decpt = exp10 + 1;  // digits d1d2... = 0.d1d2... x 10^decpt
  std::string out;
  if (decpt > -4 && decpt <= 16) {
    if (decpt <= 0) {
      out = "0." + std::string(static_cast<std::size_t>(-decpt), '0') + digits;
    } else if (static_cast<std::size_t>(decpt) >= digits.size()) {
      out = digits + std::string(static_cast<std::size_t>(decpt) - digits.size(), '0') + ".0";
    } else {
      out = digits.substr(0, static_cast<std::size_t>(decpt)) + "." + digits.substr(static_cast<std::size_t>(decpt));
    }
  } else {
    out = digits.substr(0, 1);
    if (digits.size() > 1) out.append(1, '.').append(digits, 1);  // (not "." + ...: GCC 12 -Wrestrict)
    char ebuf[16];
    std::snprintf(ebuf, sizeof ebuf, "e%c%02d", exp10 < 0 ? '-' : '+', std::abs(exp10));
    out += ebuf;
  }
  return std::signbit(x) ? "-" + out : out;
}

std::string python_fixed(double x, int digits) {
  if (const char* s = special(x)) return s;
  char buf[512];
  std::snprintf(buf, sizeof buf, "%.*f", digits, x);
  return buf;
}

std::string python_g(double x) {
  if (const char* s = special(x)) return s;
  return c_format("%g", x);
}

std::string c_format(const char* format, double x) {
  char buf[64];
  std::snprintf(buf, sizeof buf, format, x);
  return buf;
}

std::string python_json_float(double x) {
  if (std::isnan(x)) return "NaN";
  if (std::isinf(x)) return x > 0 ? "Infinity" : "-Infinity";
  return python_repr(x);
}

std::string python_repr(const PyNumber& n) { return n.is_int ? std::to_string(n.i) : python_repr(n.d); }

}  // namespace meteor::metaeval
