// SPDX-License-Identifier: LGPL-2.1-or-later
#include "java/lang.hh"

#include <doctest/doctest.h>

#include <charconv>
#include <cmath>
#include <cstdint>
#include <cstring>
#include <string>

using namespace meteor;

TEST_CASE("String.hashCode of UTF-16 code units") {
  CHECK(java::string_hash("") == 0);
  CHECK(java::string_hash("a") == 97);
  CHECK(java::string_hash("ab") == 97 * 31 + 98);
  // Overflow wraps: "hello world".hashCode() in Java.
  CHECK(java::string_hash("hello world") == 1794106052);
  // Different words, same hash: Meteor treats them as an exact match.
  CHECK(java::string_hash("Aa") == java::string_hash("BB"));
  // U+00E9 is one unit; U+1F600 is the surrogate pair D83D DE00.
  CHECK(java::string_hash("\xC3\xA9") == 0xE9);
  CHECK(java::string_hash("\xF0\x9F\x98\x80") == 0xD83D * 31 + 0xDE00);
}

TEST_CASE("Double.toString") {
  CHECK(java::double_to_string(1.0) == "1.0");
  CHECK(java::double_to_string(0.0) == "0.0");
  CHECK(java::double_to_string(-0.0) == "-0.0");
  CHECK(java::double_to_string(14682.0) == "14682.0");
  CHECK(java::double_to_string(0.1 + 0.2) == "0.30000000000000004");
  CHECK(java::double_to_string(0.001) == "0.001");
  CHECK(java::double_to_string(0.0001) == "1.0E-4");
  CHECK(java::double_to_string(0.00012345) == "1.2345E-4");
  CHECK(java::double_to_string(9999999.0) == "9999999.0");
  CHECK(java::double_to_string(1.0e7) == "1.0E7");
  CHECK(java::double_to_string(1.5e10) == "1.5E10");
  CHECK(java::double_to_string(-2.5) == "-2.5");
  CHECK(java::double_to_string(std::nan("")) == "NaN");
  CHECK(java::double_to_string(INFINITY) == "Infinity");
  CHECK(java::double_to_string(0.3670492457457473) == "0.3670492457457473");
}

TEST_CASE("DecimalFormat, half-even on the binary value") {
  CHECK(java::decimal_format(14682.0, 0, 10) == "14682");
  CHECK(java::decimal_format(0.0, 0, 10) == "0");
  CHECK(java::decimal_format(2.5, 0, 10) == "2.5");
  CHECK(java::decimal_format(0.125, 2, 2) == "0.12");  // exact tie: to even
  CHECK(java::decimal_format(0.375, 2, 2) == "0.38");
  CHECK(java::decimal_format(0.30000000000000004, 2, 2) == "0.30");
  CHECK(java::decimal_format(0.7, 2, 2) == "0.70");
  CHECK(java::decimal_format(1.0, 2, 2) == "1.00");
  // 0.115 is 0.11500000000000000499... in binary: rounds up, not to even.
  CHECK(java::decimal_format(0.115, 2, 2) == "0.12");
}

TEST_CASE("Math.pow is HotSpot's: Intel's LIBM routine, not correctly rounded") {
  // Fragmentation of a segment of the conformance suite: the exact value is
  // 0.5005 ulp above the lower double; glibc rounds down, Java (and we) up.
  double frag = 6.0 / ((24.0 + 23.0) / 2);
  CHECK(java::pow(frag, 0.2) == 0.7610561111586592);
  // Fragmentation values c / ((m1 + m2) / 2) where Java 17's Math.pow (x86-64)
  // is one ulp from the correctly rounded result (in the comment). None of
  // them depends on the processor's RCPPS estimate.
  CHECK(java::pow(22 / (131 / 2.0), 0.2) == 0.8039633962783148);     // 0.8039633962783149
  CHECK(java::pow(15 / (82 / 2.0), 0.6) == 0.5469963663998654);      // 0.5469963663998655
  CHECK(java::pow(9 / (338 / 2.0), 0.75) == 0.1108579526342911);     // 0.11085795263429109
  CHECK(java::pow(13 / (217 / 2.0), 1.5) == 0.04147347456208983);    // 0.04147347456208982
  CHECK(java::pow(29 / (190 / 2.0), 3.0) == 0.028446129173348884);   // 0.028446129173348888
  CHECK(java::pow(1 / (100 / 2.0), 0.1) == 0.6762433378062415);      // 0.6762433378062414
  // y = 2 is x * x and y = 0.5 is sqrt(x) in Java (correctly rounded), where
  // Intel's routine is one ulp off for these two.
  CHECK(java::pow(5 / 131.0, 2.0) == 0.0014567915622632716);
  CHECK(java::pow(7 / 99.0, 0.5) == 0.26590801173915524);
  CHECK(java::pow(0.5, 1.0) == 0.5);
  CHECK(java::pow(0.0, 0.2) == 0.0);
  CHECK(java::pow(2.0, 0.0) == 1.0);
  CHECK(java::pow(2.0, 1024.0) == INFINITY);
  CHECK(java::pow(2.0, -1074.0) == 4.9e-324);
  CHECK(java::pow(2.0, -1075.0) == 0.0);
  CHECK(std::isnan(java::pow(1.0, NAN)));  // C's pow gives 1 here
  CHECK(std::isnan(java::pow(1.0, INFINITY)));  // and here
  CHECK(std::isnan(java::pow(-1.0, -INFINITY)));
  CHECK(std::isnan(java::pow(NAN, 0.5)));
  CHECK(java::pow(std::nan(""), 0.0) == 1.0);
  CHECK(java::pow(-2.0, 3.0) == -8.0);
  CHECK(std::isnan(java::pow(-2.0, 0.5)));
  CHECK(java::pow(-0.0, -1.0) == -INFINITY);
  CHECK(java::pow(-INFINITY, 0.5) == INFINITY);
  CHECK(java::pow(-0.0, 0.5) == 0.0);
  CHECK(!std::signbit(java::pow(-0.0, 0.5)));
}

TEST_CASE("parseDouble and parseInt") {
  CHECK(java::parse_double("0.85") == 0.85);
  CHECK(java::parse_double(" 1 ") == 1.0);
  CHECK(java::parse_double("1e-3") == 0.001);
  CHECK(java::parse_double(".5") == 0.5);
  CHECK(java::parse_double("2.") == 2.0);
  CHECK(java::parse_double("1.0d") == 1.0);
  CHECK(!java::parse_double("abc"));
  CHECK(!java::parse_double("1.0.0"));
  CHECK(!java::parse_double(""));
  CHECK(!java::parse_double("1e"));
  // Hexadecimal, as Java reads it (the binary exponent is required).
  CHECK(java::parse_double("0x1p-1") == 0.5);
  CHECK(java::parse_double("-0X1.8P1") == -3.0);
  CHECK(java::parse_double("0x.8p0f") == 0.5);
  CHECK(java::parse_double("0x1p-1080") == 0.0);
  CHECK(!java::parse_double("0x1"));
  CHECK(!java::parse_double("0xp1"));
  CHECK(!java::parse_double("0x1p"));
  CHECK(java::parse_int("40") == 40);
  CHECK(java::parse_int("-3") == -3);
  CHECK(!java::parse_int(" 4"));
  CHECK(!java::parse_int("4.0"));
  CHECK(!java::parse_int("99999999999"));
}

TEST_CASE("Double.parseDouble: the exact fast path gives from_chars's double, bit for bit") {
  // Decimal strings of every shape the fast path takes or leaves: 1-20
  // digits, leading and trailing zeros, points anywhere, exponents -30..30.
  std::uint64_t x = 88172645463325252ULL;
  auto next = [&] { return x ^= x << 13, x ^= x >> 7, x ^= x << 17; };
  for (int n = 0; n < 200000; ++n) {
    std::string s;
    const int digits = 1 + static_cast<int>(next() % 20);
    int point = static_cast<int>(next() % static_cast<std::uint64_t>(digits)) - 1;  // -1: none
    if (next() % 4 == 0) {
      s.append("0.000");
      point = -1;
    }
    for (int k = 0; k < digits; ++k) {
      if (k == point + 1 && point >= 0) s.push_back('.');
      s.push_back(static_cast<char>('0' + next() % 10));
    }
    if (next() % 3 == 0) {
      s.push_back(next() % 2 ? 'e' : 'E');
      s.append(std::to_string(static_cast<int>(next() % 61) - 30));
    }
    double expected = 0;
    std::from_chars(s.data(), s.data() + s.size(), expected);
    const auto got = java::parse_double(s);
    REQUIRE(got.has_value());
    CHECK_MESSAGE(std::memcmp(&*got, &expected, 8) == 0, s);
    std::string minus(1, '-');
    minus.append(s);
    const auto neg = java::parse_double(minus);
    REQUIRE(neg.has_value());
    CHECK(*neg == -expected);
    CHECK(std::signbit(*neg));
  }
  CHECK(java::parse_double("0.1") == 0.1);
  CHECK(java::parse_double("1e22") == 1e22);
  CHECK(java::parse_double("123456789012345e-22") == 123456789012345e-22);
  CHECK(java::parse_double("9007199254740993") == 9007199254740992.0);  // 17 digits: from_chars
}
