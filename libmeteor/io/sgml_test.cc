// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/sgml.hh"

#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "util/error.hh"
#include "test_util.hh"

using namespace meteor;
using meteor::testing::parse_sgml_text;

namespace {

const std::string& text_of(const SgmlData& d, const std::string& set, const std::string& sys, const std::string& doc,
                           const std::string& seg) {
  const SgmlSet* s = d.find(set);
  REQUIRE(s);
  const SgmlSystem* y = s->find(sys);
  REQUIRE(y);
  const SgmlDocument* o = y->find(doc);
  REQUIRE(o);
  const std::string* t = o->find(seg);
  REQUIRE(t);
  return *t;
}

std::string error_of(std::string_view text) {
  try {
    parse_sgml_text(text);
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("sgml: sets, systems on set or doc headers, documents and segments") {
  SgmlData d = parse_sgml_text(
      "<tstset setid=\"s1\" srclang=\"de\">\n"
      "<doc sysid=\"A\" docid=\"d1\" genre=\"news\">\n"
      "<p>\n"
      "<seg id=\"1\"> Hello world </seg>\n"
      "<seg id=\"2\">Second</seg>\n"
      "</p>\n"
      "</doc>\n"
      "<doc docid=\"d2\" sysid=\"B\">\n"
      "<seg id=\"1\">b one</seg>\n"
      "</doc>\n"
      "</tstset>\n"
      "<refset setid=\"s2\" refid=\"R\">\n"
      "<doc docid=\"x\">\n"
      "<seg id=1>unquoted id</seg>\n"
      "</doc>\n"
      "</refset>\n");
  CHECK(d.size() == 2);
  CHECK(text_of(d, "s1", "A", "d1", "1") == "Hello world");
  CHECK(text_of(d, "s1", "A", "d1", "2") == "Second");
  CHECK(text_of(d, "s1", "B", "d2", "1") == "b one");
  CHECK(text_of(d, "s2", "R", "x", "1") == "unquoted id");
  // File order is kept at every level.
  std::vector<std::string> systems;
  for (const auto& [id, docs] : *d.find("s1")) systems.push_back(id);
  CHECK(systems == std::vector<std::string>{"A", "B"});
}

TEST_CASE("sgml: tags and attributes are case-insensitive") {
  SgmlData d = parse_sgml_text(
      "<TSTSET SETID=\"S\" SysId=\"Sys\">\n"
      "<DOC DOCID=\"D\">\n"
      "<SEG ID=\"7\">Upper</SEG>\n"
      "< seg id = \"8\" >spaced</ Seg >\n"
      "</DOC>\n");
  CHECK(text_of(d, "S", "Sys", "D", "7") == "Upper");
  CHECK(text_of(d, "S", "Sys", "D", "8") == "spaced");
}

TEST_CASE("sgml: a segment over several lines is joined without a separator") {
  SgmlData d = parse_sgml_text(
      "<tstset setid=\"s\" sysid=\"a\">\n"
      "<doc docid=\"d\">\n"
      "<seg id=\"1\">first part\n"
      "second part\r\n"
      "  third </seg>\n");
  CHECK(text_of(d, "s", "a", "d", "1") == "first partsecond part  third");
}

TEST_CASE("sgml: segment text as Meteor's regular expressions find it") {
  SgmlData d = parse_sgml_text(
      "<tstset setid=\"s\" sysid=\"a\">\n"
      "<doc docid=\"d\">\n"
      "<seg id=\"1\">\ttabs\tinside\t</seg>\n"
      "<seg id=\"2\"> a </seg> <seg id=\"3\"> b </seg>\n"
      "<seg id=\"4\">\x01 control \x1f</seg>\n"
      "<seg id=\"5\" x=\"y\">extra attributes: not a segment for Meteor</seg>\n"
      "<seg id=\"6 \">id with a space</seg>\n"
      "<seg id= >blank id</seg>\n"
      "<seg id=\"\xc3\xa9\">\xc3\xa9t\xc3\xa9</seg>\n");
  const SgmlDocument& doc = *d.find("s")->find("a")->find("d");
  CHECK(*doc.find("1") == "tabs inside");  // whitespace becomes spaces, then trim
  // Two segments on a line: the first id, the text up to the last </seg>.
  CHECK(*doc.find("2") == "a </seg> <seg id=\"3\"> b");
  CHECK(doc.find("3") == nullptr);
  CHECK(*doc.find("4") == "control");  // Java's trim() strips all controls
  CHECK(doc.find("5") == nullptr);
  CHECK(*doc.find("6 ") == "id with a space");
  CHECK(*doc.find(" ") == "blank id");
  CHECK(*doc.find("\xc3\xa9") == "\xc3\xa9t\xc3\xa9");
}

TEST_CASE("sgml: entities are unescaped as Meteor does") {
  CHECK(unescape_sgml("&quot;a&quot; &apos;b&apos; &lt;c&gt; d&amp;e") == "\"a\" 'b' <c> d&e");
  CHECK(unescape_sgml("&QUOT; &Lt; &gT; &AMP;") == "\" < > &");
  // &amp; goes last, so an escaped entity comes out one level down.
  CHECK(unescape_sgml("&amp;lt; &amp;amp;") == "&lt; &amp;");
  CHECK(unescape_sgml("&nbsp; & &;") == "&nbsp; & &;");
  SgmlData d = parse_sgml_text("<tstset setid=\"s\" sysid=\"a\">\n<doc docid=\"d\">\n<seg id=\"1\">x &lt; y</seg>\n");
  CHECK(text_of(d, "s", "a", "d", "1") == "x < y");
}

TEST_CASE("sgml: a system named on a set header stays current, as in Meteor") {
  SgmlData d = parse_sgml_text(
      "<tstset setid=\"s1\" sysid=\"A\">\n"
      "<doc docid=\"d\">\n<seg id=\"1\">one</seg>\n</doc>\n"
      "</tstset>\n"
      "<tstset setid=\"s2\">\n"
      "<doc docid=\"e\">\n<seg id=\"1\">two</seg>\n</doc>\n");
  // The second set names no system: its document goes to A of s1.
  CHECK(text_of(d, "s1", "A", "e", "1") == "two");
  CHECK(d.find("s2")->empty());
}

TEST_CASE("sgml: a repeated segment id replaces the text and keeps its place") {
  SgmlData d = parse_sgml_text(
      "<tstset setid=\"s\" sysid=\"a\">\n<doc docid=\"d\">\n"
      "<seg id=\"1\">old</seg>\n<seg id=\"2\">two</seg>\n<seg id=\"1\">new</seg>\n");
  const SgmlDocument& doc = *d.find("s")->find("a")->find("d");
  CHECK(doc.size() == 2);
  CHECK(doc.begin()->first == "1");
  CHECK(doc.begin()->second == "new");
}

TEST_CASE("sgml: errors name the file and line") {
  CHECK(error_of("<tstset srclang=\"de\">\n") == "t.sgm:1: set header without setid");
  CHECK(error_of("<tstset setid=\"s\">\n<doc docid=\"d\">\n").find("t.sgm:2: no system id") == 0);
  CHECK(error_of("<tstset setid=\"s\" sysid=\"a\">\n\n<doc genre=\"x\">\n") == "t.sgm:3: <doc> header without docid");
  CHECK(error_of("<doc docid=\"d\" sysid=\"a\">\n").find("t.sgm:1: <doc> before any") == 0);
  CHECK(
      error_of("<tstset setid=\"s\" sysid=\"a\">\n<seg id=\"1\">x</seg>\n").find("t.sgm:2: <seg> outside a document") ==
      0);
  CHECK(error_of("<tstset setid=\"s\" sysid=\"a\">\n<doc docid=\"d\">\n<seg id=\"9\">open\nstill open\n") ==
        "t.sgm:3: segment 9 has no </seg> before the end of the file");
  // A closing tag before the opening one ends the lines but holds no text.
  CHECK(error_of("<tstset setid=\"s\" sysid=\"a\">\n<doc docid=\"d\">\n</seg><seg id=\"1\">x\n") ==
        "t.sgm:3: cannot read the text of segment 1");
  // Java's "." stops at U+2028, so Meteor cannot read this segment either.
  CHECK(error_of("<tstset setid=\"s\" sysid=\"a\">\n<doc docid=\"d\">\n<seg id=\"1\">a\xe2\x80\xa8"
                 "b</seg>\n") == "t.sgm:3: cannot read the text of segment 1");
}

TEST_CASE("sgml: read_sgml reads files and names unreadable ones") {
  namespace fs = std::filesystem;
  const meteor::testing::TempDir tmp;
  const fs::path path = fs::path(tmp.path()) / "meteor_sgml_test.sgm";
  {
    std::ofstream out(path, std::ios::binary);
    out << "<refset setid=\"s\" refid=\"r\">\n<doc docid=\"d\">\n<seg id=\"1\">x\ny</seg>\n<doc docid=\"e\">\n"
           "<seg id=\"1\">unterminated\n";
  }
  try {
    read_sgml(path.string());
    FAIL("expected an error");
  } catch (const Error& e) {
    CHECK(std::string(e.what()) == path.string() + ":6: segment 1 has no </seg> before the end of the file");
  }
  {
    std::ofstream out(path, std::ios::binary);
    out << "<refset setid=\"s\" refid=\"r\">\n<doc docid=\"d\">\n<seg id=\"1\">x\ny</seg>\n";
  }
  SgmlData d = read_sgml(path.string());
  CHECK(text_of(d, "s", "r", "d", "1") == "xy");
  fs::remove(path);
  CHECK_THROWS_AS(read_sgml(path.string()), Error);
}

TEST_CASE("sgml: Java string order is UTF-16 order") {
  CHECK(java_compare("a", "b") < 0);
  CHECK(java_compare("ab", "a") > 0);
  CHECK(java_compare("", "") == 0);
  CHECK(java_compare("a\tb", "a b") < 0);
  // U+1F600 is a surrogate pair (D83D DE00), below U+FFFD in UTF-16 order
  // although above it in code point (and UTF-8 byte) order.
  CHECK(java_compare("\xf0\x9f\x98\x80", "\xef\xbf\xbd") < 0);
  CHECK(java_compare("x\xef\xbf\xbd", "x\xf0\x9f\x98\x80") > 0);
  CHECK(java_compare("\xc3\xa9", "z") > 0);
}

TEST_CASE("sgml: segment ids compare as Java ints, else as strings") {
  CHECK(compare_segment_ids("2", "10") < 0);
  CHECK(compare_segment_ids("01", "1") == 0);
  CHECK(compare_segment_ids("+1", "1") == 0);
  CHECK(compare_segment_ids("-3", "2") < 0);
  CHECK(compare_segment_ids("10", "a") < 0);
  CHECK(compare_segment_ids("a10", "a9") < 0);
  CHECK(compare_segment_ids("\xef\xbc\x91", "2") < 0);  // fullwidth 1: a digit for Java
  CHECK(compare_segment_ids("2147483648", "3") < 0);    // out of int range: strings
  // Java's int subtraction wraps: 2000000000 - (-2000000000) is negative.
  CHECK(compare_segment_ids("2000000000", "-2000000000") < 0);
}

TEST_CASE("sgml: levels in Java Hashtable and HashSet order") {
  KeyedList<int> refs;
  refs.get_or_add("refA");
  refs.get_or_add("refB");
  auto items = hashtable_items(refs);
  REQUIRE(items.size() == 2);
  CHECK(items[0]->first == "refB");
  CHECK(items[1]->first == "refA");
  CHECK(hashset_keys({"refA", "refB", "refA"}) == std::vector<std::string>{"refB", "refA"});
  CHECK(hashset_keys({"b", "a", "10", "9", "x", "1"}) == std::vector<std::string>{"a", "1", "b", "x", "9", "10"});
}
