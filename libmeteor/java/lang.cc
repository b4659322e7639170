// SPDX-License-Identifier: LGPL-2.1-or-later
#include "java/lang.hh"

#include <cctype>
#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <limits>
#include <vector>

#include "java/intel_pow.hh"
#include "util/utf8.hh"

namespace meteor::java {

std::int32_t string_hash(std::string_view utf8) {
  std::uint32_t h = 0;
  std::size_t i = 0;
  // ASCII fast path, then full decoding for the rest.
  while (i < utf8.size()) {
    unsigned char c = static_cast<unsigned char>(utf8[i]);
    if (c < 0x80) {
      h = 31u * h + c;
      ++i;
      continue;
    }
    char32_t cp = utf8::decode_one(utf8, i);
    if (cp >= 0x10000) {
      cp -= 0x10000;
      h = 31u * h + static_cast<std::uint32_t>(0xD800 + (cp >> 10));
      h = 31u * h + static_cast<std::uint32_t>(0xDC00 + (cp & 0x3FF));
    } else {
      h = 31u * h + static_cast<std::uint32_t>(cp);
    }
  }
  return static_cast<std::int32_t>(h);
}

void append_double(std::string& out, double d) {
  if (std::isnan(d)) {
    out += "NaN";
    return;
  }
  if (std::isinf(d)) {
    out += d > 0 ? "Infinity" : "-Infinity";
    return;
  }
  if (d == 0) {
    out += std::signbit(d) ? "-0.0" : "0.0";
    return;
  }
  char buf[64];
  if (std::fabs(d) >= 1e-3 && std::fabs(d) < 1e7) {
    // Plain decimal notation: the shortest round-trip digits in fixed form
    // are those of the scientific form below (checked on 63 million
    // doubles of this range), ".0" added to an integer.
    const auto r = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::fixed);
    const auto n = static_cast<std::size_t>(r.ptr - buf);
    out.append(buf, n);
    if (std::memchr(buf, '.', n) == nullptr) out += ".0";
    return;
  }
  // Shortest round-trip digits in scientific form: d.ddddde[+-]xx
  auto res = std::to_chars(buf, buf + sizeof buf, d, std::chars_format::scientific);
  std::string_view sci(buf, static_cast<std::size_t>(res.ptr - buf));
  bool negative = false;
  if (!sci.empty() && sci[0] == '-') {
    negative = true;
    sci.remove_prefix(1);
  }
  std::size_t epos = sci.find('e');
  std::string_view mant = sci.substr(0, epos);
  int exponent = 0;
  std::from_chars(sci.data() + epos + 1 + (sci[epos + 1] == '+' ? 1 : 0), sci.data() + sci.size(),
                  exponent);
  char digits[32];
  std::size_t nd = 0;
  for (char c : mant)
    if (c != '.') digits[nd++] = c;
  // Trim trailing zeros (to_chars gives none for shortest, but be safe).
  while (nd > 1 && digits[nd - 1] == '0') --nd;

  if (negative) out += '-';
  double a = std::fabs(d);
  if (a >= 1e-3 && a < 1e7) {
    // Plain decimal notation.
    if (exponent >= 0) {
      std::size_t int_len = static_cast<std::size_t>(exponent) + 1;
      for (std::size_t k = 0; k < int_len; ++k) out += k < nd ? digits[k] : '0';
      out += '.';
      if (nd > int_len)
        out.append(digits + int_len, nd - int_len);
      else
        out += '0';
    } else {
      out += "0.";
      for (int k = 0; k < -exponent - 1; ++k) out += '0';
      out.append(digits, nd);
    }
  } else {
    out += digits[0];
    out += '.';
    if (nd > 1)
      out.append(digits + 1, nd - 1);
    else
      out += '0';
    out += 'E';
    out += std::to_string(exponent);
  }
}

std::string double_to_string(double d) {
  std::string s;
  append_double(s, d);
  return s;
}

std::string decimal_format(double d, int min_fraction, int max_fraction) {
  if (std::isnan(d)) return "NaN";
  if (std::isinf(d)) return d > 0 ? "\u221E" : "-\u221E";
  bool negative = std::signbit(d);
  double a = std::fabs(d);
  // Exact decimal expansion of the binary value (glibc prints exact digits).
  std::vector<char> buf(1500);
  int n = std::snprintf(buf.data(), buf.size(), "%.1080f", a);
  std::string exact(buf.data(), static_cast<std::size_t>(n));
  std::size_t dot = exact.find('.');
  std::string int_part = exact.substr(0, dot);
  std::string frac = exact.substr(dot + 1);
  std::string kept = frac.substr(0, static_cast<std::size_t>(max_fraction));
  std::string rest = frac.substr(static_cast<std::size_t>(max_fraction));
  bool round_up = false;
  if (!rest.empty()) {
    char first = rest[0];
    bool tail_nonzero = rest.find_first_not_of('0', 1) != std::string::npos;
    if (first > '5' || (first == '5' && tail_nonzero)) {
      round_up = true;
    } else if (first == '5') {
      char last = kept.empty() ? int_part.back() : kept.back();
      round_up = ((last - '0') % 2) == 1;
    }
  }
  std::string all = int_part + kept;
  if (round_up) {
    int k = static_cast<int>(all.size()) - 1;
    while (k >= 0) {
      if (all[static_cast<std::size_t>(k)] == '9') {
        all[static_cast<std::size_t>(k)] = '0';
        --k;
      } else {
        ++all[static_cast<std::size_t>(k)];
        break;
      }
    }
    if (k < 0) all.insert(all.begin(), '1');
  }
  std::size_t int_len = all.size() - kept.size();
  std::string ip = all.substr(0, int_len);
  std::string fp = all.substr(int_len);
  while (static_cast<int>(fp.size()) > min_fraction && !fp.empty() && fp.back() == '0') fp.pop_back();
  // Strip leading zeros of the integer part; "#" patterns show none for 0.x,
  // "0" patterns keep one.
  std::size_t nz = ip.find_first_not_of('0');
  ip = nz == std::string::npos ? std::string() : ip.substr(nz);
  bool zero_pattern = min_fraction > 0;  // "0.00" has a minimum integer digit
  // push_back, not ip = "0": GCC 12 warns falsely (-Wrestrict) about the latter.
  if (ip.empty() && (zero_pattern || fp.empty())) ip.push_back('0');
  // DecimalFormat keeps the sign of negative values, even when they round
  // to zero ("-0").
  std::string out;
  if (negative) out += '-';
  out += ip;
  if (!fp.empty()) {
    out += '.';
    out += fp;
  }
  return out;
}

namespace {

bool is_java_trim(char c) { return static_cast<unsigned char>(c) <= 0x20; }
}  // namespace

double pow(double x, double y) {
  // HotSpot's Math.pow on x86-64 (interpreter and compiled code alike):
  // Java's special cases where they differ from C's, y = 2 and y = 0.5 done
  // exactly, and otherwise Intel's LIBM routine, which is not correctly
  // rounded (about one result in two thousand is one ulp off).
  if (std::isnan(y)) return std::numeric_limits<double>::quiet_NaN();  // C: pow(1, NaN) = 1
  if (std::isinf(y) && std::fabs(x) == 1.0)
    return std::numeric_limits<double>::quiet_NaN();  // C: pow(-1 or 1, +-Inf) = 1
  if (y == 2.0) return x * x;
  if (y == 0.5 && x > 0) return std::sqrt(x);  // -0 and -Inf: the routine gives Java's +0 and +Inf
  return intel_pow(x, y);
}

namespace {

// Exact fast path (Clinger): an integer below 2^53 times or divided by a
// power of ten up to 1e22, both exact doubles, is one correctly rounded
// operation: the value from_chars (and Java) give. |scale| <= 22.
double exact_decimal(std::uint64_t mantissa, int scale) {
  static constexpr double kPow10[23] = {1e0,  1e1,  1e2,  1e3,  1e4,  1e5,  1e6,  1e7,  1e8,  1e9,  1e10, 1e11,
                                        1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
  const double m = static_cast<double>(mantissa);
  return scale >= 0 ? m * kPow10[scale] : m / kPow10[-scale];
}

// The common case, without trimming, sign or suffix: digits [. digits]
// [e [-] digits], up to 15 significant digits, a power of ten within 1e22;
// nullopt for anything else (which the general way reads).
std::optional<double> parse_simple_decimal(std::string_view s) {
  const char* p = s.data();
  const char* const end = p + s.size();
  std::uint64_t m = 0;
  int significant = 0, scale = 0, digits = 0;
  for (; p != end && static_cast<unsigned>(*p - '0') < 10; ++p, ++digits)
    if (m != 0 || *p != '0') m = m * 10 + static_cast<unsigned>(*p - '0'), ++significant;
  if (p != end && *p == '.')
    for (++p; p != end && static_cast<unsigned>(*p - '0') < 10; ++p, ++digits, --scale)
      if (m != 0 || *p != '0') m = m * 10 + static_cast<unsigned>(*p - '0'), ++significant;
  bool simple = digits > 0 && significant <= 15;
  if (simple && p != end && (*p == 'e' || *p == 'E')) {
    ++p;
    const bool neg = p != end && *p == '-';
    if (neg) ++p;
    int e = 0, n = 0;
    for (; p != end && static_cast<unsigned>(*p - '0') < 10 && n < 4; ++p, ++n) e = e * 10 + (*p - '0');
    simple = n > 0;
    scale += neg ? -e : e;
  }
  if (simple && p == end && scale >= -22 && scale <= 22) return exact_decimal(m, scale);
  return std::nullopt;
}

// Hexadecimal: 0x hexdigits [. hexdigits] p [sign] digits (the exponent
// is required), as Java's FloatingDecimal reads it; h is what follows 0x.
std::optional<double> parse_hex_double(std::string_view h, bool negative) {
  auto hex = [](char c) { return std::isxdigit(static_cast<unsigned char>(c)) != 0; };
  std::size_t k = 0, digits = 0;
  while (k < h.size() && hex(h[k])) ++k, ++digits;
  if (k < h.size() && h[k] == '.') {
    ++k;
    while (k < h.size() && hex(h[k])) ++k, ++digits;
  }
  if (digits == 0 || k == h.size() || (h[k] != 'p' && h[k] != 'P')) return std::nullopt;
  ++k;
  if (k < h.size() && (h[k] == '+' || h[k] == '-')) ++k;
  std::size_t exp_digits = 0;
  while (k < h.size() && h[k] >= '0' && h[k] <= '9') ++k, ++exp_digits;
  if (exp_digits == 0 || k != h.size()) return std::nullopt;
  double v = 0;
  const std::string text(h);
  auto r = std::from_chars(text.data(), text.data() + text.size(), v, std::chars_format::hex);
  if (r.ec == std::errc::result_out_of_range) {
    v = std::strtod(("0x" + text).c_str(), nullptr);
  } else if (r.ec != std::errc() || r.ptr != text.data() + text.size()) {
    return std::nullopt;
  }
  return negative ? -v : v;
}

}  // namespace

std::optional<double> parse_double(std::string_view s) {
  if (const std::optional<double> v = parse_simple_decimal(s)) return v;
  while (!s.empty() && is_java_trim(s.front())) s.remove_prefix(1);
  while (!s.empty() && is_java_trim(s.back())) s.remove_suffix(1);
  if (s.empty()) return std::nullopt;
  std::string_view body = s;
  bool negative = false;
  if (body[0] == '+' || body[0] == '-') {
    negative = body[0] == '-';
    body.remove_prefix(1);
  }
  if (body == "NaN") return std::numeric_limits<double>::quiet_NaN();
  if (body == "Infinity")
    return negative ? -std::numeric_limits<double>::infinity() : std::numeric_limits<double>::infinity();
  // Optional type suffix.
  if (!body.empty() && std::strchr("fFdD", body.back()) != nullptr) body.remove_suffix(1);
  if (body.size() > 2 && body[0] == '0' && (body[1] == 'x' || body[1] == 'X'))
    return parse_hex_double(body.substr(2), negative);
  // Validate: digits [. digits] [e [sign] digits], at least one mantissa
  // digit. On the way, the digits as an integer (up to 15 significant ones)
  // and the power of ten.
  std::size_t i = 0, mant_digits = 0, significant = 0;
  std::uint64_t mantissa = 0;
  long scale = 0;  // the power of ten of the mantissa's last digit
  auto digit = [&](char c, bool fraction) {
    if (significant > 0 || c != '0') {
      ++significant;
      if (significant <= 15) mantissa = mantissa * 10 + static_cast<std::uint64_t>(c - '0');
    }
    if (fraction) --scale;
  };
  while (i < body.size() && body[i] >= '0' && body[i] <= '9') digit(body[i++], false), ++mant_digits;
  if (i < body.size() && body[i] == '.') {
    ++i;
    while (i < body.size() && body[i] >= '0' && body[i] <= '9') digit(body[i++], true), ++mant_digits;
  }
  if (mant_digits == 0) return std::nullopt;
  if (i < body.size() && (body[i] == 'e' || body[i] == 'E')) {
    ++i;
    bool exp_negative = false;
    if (i < body.size() && (body[i] == '+' || body[i] == '-')) exp_negative = body[i++] == '-';
    std::size_t exp_digits = 0;
    long exp = 0;
    while (i < body.size() && body[i] >= '0' && body[i] <= '9') {
      if (exp < 100000) exp = exp * 10 + (body[i] - '0');
      ++i, ++exp_digits;
    }
    if (exp_digits == 0) return std::nullopt;
    scale += exp_negative ? -exp : exp;
  }
  if (i != body.size()) return std::nullopt;
  // Exact fast path (exact_decimal).
  if (significant <= 15 && scale >= -22 && scale <= 22) {
    const double v = exact_decimal(mantissa, static_cast<int>(scale));
    return negative ? -v : v;
  }
  double v = 0;
  std::string text(body);
  auto r = std::from_chars(text.data(), text.data() + text.size(), v);
  if (r.ec == std::errc::result_out_of_range) {
    // Java gives Infinity or 0 rather than failing.
    v = std::strtod(text.c_str(), nullptr);
  } else if (r.ec != std::errc() || r.ptr != text.data() + text.size()) {
    return std::nullopt;
  }
  return negative ? -v : v;
}

std::optional<int> parse_int(std::string_view s) {
  if (s.empty()) return std::nullopt;
  std::size_t i = 0;
  bool negative = false;
  if (s[0] == '+' || s[0] == '-') {
    negative = s[0] == '-';
    i = 1;
  }
  if (i == s.size()) return std::nullopt;
  long long v = 0;
  for (; i < s.size(); ++i) {
    if (s[i] < '0' || s[i] > '9') return std::nullopt;
    v = v * 10 + (s[i] - '0');
    if (v > 2147483648LL) return std::nullopt;
  }
  if (negative) v = -v;
  if (v > std::numeric_limits<int>::max() || v < std::numeric_limits<int>::min()) return std::nullopt;
  return static_cast<int>(v);
}

}  // namespace meteor::java
