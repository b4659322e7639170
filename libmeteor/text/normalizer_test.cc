// SPDX-License-Identifier: LGPL-2.1-or-later
// Expected outputs are Meteor 1.5's (its Normalizer run on the same lines).
#include "text/normalizer.hh"

#include <doctest/doctest.h>

#include "test_util.hh"
#include "text/lowercase.hh"
#include "text/tokenize.hh"

using namespace meteor;

namespace {

Normalizer make(Normalizer::Apostrophes style, const std::string& lang) {
  return Normalizer(style, NonbreakingPrefixes::load(testing::data().nonbreaking_prefixes(parse_language(lang))));
}

struct Case {
  const char* in;
  const char* en;
  const char* en_nopunct;
  const char* fr;
  const char* de;
};

const Case kCases[] = {
    {"Hello, world!", "Hello , world !", "Hello world", "Hello , world !", "Hello , world !"},
    {"The U.S.-based company's profits rose 1,000.50 dollars.",
     "The US based company 's profits rose 1,000.50 dollars .",
     "The US based company s profits rose 1 000 50 dollars",
     "The US based company' s profits rose 1,000.50 dollars .",
     "The US based company ' s profits rose 1,000.50 dollars ."},
    {"Mr. Smith said \"don't\" -- it's fine...", "Mr. Smith said \" don 't \" - it 's fine ...",
     "Mr Smith said don t it s fine", "Mr . Smith said \" don' t \" - it' s fine ...",
     "Mr. Smith said \" don ' t \" - it ' s fine ..."},
    {"He paid $5,000,for it;  really?", "He paid $ 5,000 , for it ; really ?", "He paid 5 000 for it really",
     "He paid $ 5,000 , for it ; really ?", "He paid $ 5,000 , for it ; really ?"},
    {"\xE2\x80\x9CQuoted\xE2\x80\x9D and \xE2\x80\x98single\xE2\x80\x99 quotes `here`.",
     "\" Quoted \" and ' single ' quotes ' here ' .", "Quoted and single quotes here",
     "\" Quoted \" and ' single ' quotes ' here ' .", "\" Quoted \" and ' single ' quotes ' here ' ."},
    {"A.B.C. end. Next", "ABC end . Next", "ABC end Next", "ABC end . Next", "ABC end . Next"},
    {"This is the end.", "This is the end .", "This is the end", "This is the end .", "This is the end ."},
    {"e.g. this", "eg this", "eg this", "eg this", "eg this"},
    {"No. 5 and No. six", "No. 5 and No. six", "No 5 and No six", "No . 5 and No. six", "No. 5 and No. six"},
    {"rock'n'roll 1990's", "rock 'n'roll 1990 's", "rock n roll 1990 s", "rock' n'roll 1990 ' s",
     "rock ' n ' roll 1990 ' s"},
};

}  // namespace

TEST_CASE("normalizer reproduces Meteor 1.5 for English, French and German") {
  Normalizer en = make(Normalizer::Apostrophes::kEnglish, "en");
  Normalizer fr = make(Normalizer::Apostrophes::kFrench, "fr");
  Normalizer de = make(Normalizer::Apostrophes::kOther, "de");
  for (const Case& c : kCases) {
    CAPTURE(c.in);
    CHECK(en.normalize(c.in, true) == c.en);
    CHECK(en.normalize(c.in, false) == c.en_nopunct);
    CHECK(fr.normalize(c.in, true) == c.fr);
    CHECK(de.normalize(c.in, true) == c.de);
  }
}

TEST_CASE("normalizer edge cases") {
  Normalizer en = make(Normalizer::Apostrophes::kEnglish, "en");
  CHECK(en.normalize("", true) == "");
  CHECK(en.normalize("   ", true) == "");
  CHECK(en.normalize("a\xE2\x80\x83" "b", true) == "a b");  // em space collapses
  CHECK(en.normalize("a\tb", true) == "a b");                // tabs end tokens
  CHECK(en.normalize("x \xE2\x80\x93 y", true) == "x - y");  // en dash
  CHECK(en.normalize("wait....", true) == "wait ....");
}

TEST_CASE("normalizer: punctuation between characters, as Meteor 1.5 splits it") {
  // Meteor 1.5's Normalizer.normalizeLine on the same lines (English; with
  // and without punctuation).
  struct Edge {
    const char* in;
    const char* punct;
    const char* nopunct;
  };
  const Edge kEdges[] = {
      {",,,", ", ,,", ""},
      {"1,000,000", "1,000,000", "1 000 000"},
      {"a,b", "a , b", "a b"},
      {"x,", "x ,", "x"},
      {",x", ", x", "x"},
      {"a,1,b", "a , 1 , b", "a 1 b"},
      {"9,a,9", "9 , a , 9", "9 a 9"},
      {"rock'n'roll", "rock 'n'roll", "rock n roll"},
      {"''quoted''", "\" quoted \"", "quoted"},
      {"well-known--fact", "well known fact", "well known fact"},
      {"it's 90's", "it 's 90 's", "it s 90 s"},
      {"A.B. and U.S. etc.", "AB and US etc .", "AB and US etc"},
      {"...and..so", "... and .. so", "and so"},
      {"-a-", "-a-", "a"},
  };
  Normalizer en = make(Normalizer::Apostrophes::kEnglish, "en");
  for (const Edge& e : kEdges) {
    CAPTURE(e.in);
    CHECK(en.normalize(e.in, true) == e.punct);
    CHECK(en.normalize(e.in, false) == e.nopunct);
  }
}

TEST_CASE("tokenizer splits on StringTokenizer's delimiters only") {
  auto t = tokenize(" a\tb\nc\rd\fe\x0B" "f ");
  REQUIRE(t.size() == 5);
  CHECK(t[4] == "e\x0B" "f");  // vertical tab is not a delimiter
}

TEST_CASE("tokenizer: 8 bytes at a time, the same tokens as byte by byte") {
  // Lines of 0 to 40 bytes from an alphabet of delimiters, other bytes up to
  // ' ' and beyond it, against the byte-wise split.
  const char kAlphabet[] = {' ', '\t', '\n', '\r', '\f', '\x0B', '\x01', '\x1F', '!', 'a', 'Z', '\x7F', '\xC3', '\xA9'};
  std::uint64_t state = 12345;
  for (int round = 0; round < 20000; ++round) {
    state = state * 6364136223846793005ull + 1442695040888963407ull;
    std::string line;
    const std::size_t len = (state >> 33) % 41;
    for (std::size_t k = 0; k < len; ++k) {
      state = state * 6364136223846793005ull + 1442695040888963407ull;
      // Mostly letters, so that tokens are long enough to cross 8 bytes.
      const std::size_t pick = (state >> 33) % 40;
      line += pick < sizeof(kAlphabet) ? kAlphabet[pick] : 'x';
    }
    std::vector<std::string> expected;
    std::string cur;
    for (char c : line) {
      if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f') {
        if (!cur.empty()) expected.push_back(cur);
        cur.clear();
      } else {
        cur += c;
      }
    }
    if (!cur.empty()) expected.push_back(cur);
    CAPTURE(line);
    CHECK(tokenize(line) == expected);
  }
}

TEST_CASE("to_lower_in_place: ASCII 8 bytes at a time, other text through ICU") {
  // Every ASCII byte at every offset of lines of 1 to 24 bytes (the 8-byte
  // blocks and the tail), against the byte-wise mapping.
  for (std::size_t len = 1; len <= 24; ++len)
    for (std::size_t at = 0; at < len; ++at)
      for (int b = 1; b < 128; ++b) {
        std::string s(len, 'x');
        s[at] = static_cast<char>(b);
        std::string expected = s;
        const bool capital = b >= 'A' && b <= 'Z';
        if (capital) expected[at] = static_cast<char>(b + 32);
        CHECK(to_lower_in_place(s) == capital);
        CHECK(s == expected);
      }
  std::string mixed = "The U.N. AT 9 @[`{ Z";
  CHECK(to_lower_in_place(mixed));
  CHECK(mixed == "the u.n. at 9 @[`{ z");
  std::string unchanged = "already lower case, 123";
  CHECK_FALSE(to_lower_in_place(unchanged));
  std::string accented = "\xC3\x89" "COLE \xCE\xA3\xCE\x91\xCE\xA3";  // ÉCOLE ΣΑΣ: final sigma in context
  CHECK(to_lower_in_place(accented));
  CHECK(accented == "\xC3\xA9" "cole \xCF\x83\xCE\xB1\xCF\x82");
}
