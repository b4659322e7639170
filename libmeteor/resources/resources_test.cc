// SPDX-License-Identifier: LGPL-2.1-or-later
#include <doctest/doctest.h>

#include "resources/function_words.hh"
#include "resources/paraphrase.hh"
#include "resources/stemmer.hh"
#include "resources/synonyms.hh"
#include "test_util.hh"
#include "util/error.hh"

using namespace meteor;

TEST_CASE("synonyms: own synsets, exceptions, then WordNet's suffix rules") {
  // A hand-made dictionary: "car"/"auto" share 1, "mouse" 2, "box" 3.
  testing::TempFile syn("car\n1 4\nauto\n1\nmouse\n2\nbox\n3\nchurch\n5\n", false, "english.synsets");
  std::string exc_path = syn.dir() + "/english.exceptions";
  std::FILE* f = std::fopen(exc_path.c_str(), "w");
  std::fputs("mouse\nmice\n", f);
  std::fclose(f);
  auto d = SynonymDictionary::load(syn.dir(), "english");
  CHECK(d->synsets("car") == std::vector<std::int32_t>{1, 4});
  CHECK(d->stem_synsets("mice") == std::vector<std::int32_t>{2});     // exception
  CHECK(d->morph("cars") == "car");                                   // -s
  CHECK(d->morph("boxes") == "box");                                  // -xes -> -x
  CHECK(d->morph("churches") == "church");                            // -ches -> -ch
  CHECK(d->morph("class") == "class");                                // -ss: as is
  CHECK(d->morph("ox") == "ox");                                      // two letters: as is
  CHECK(d->morph("zebras") == "");                                    // no candidate
  CHECK(d->all_synsets("cars") == std::vector<std::int32_t>{1, 4});
  CHECK(sorted_intersect(d->all_synsets("autos"), d->all_synsets("car")));
  CHECK(!sorted_intersect(d->all_synsets("mice"), d->all_synsets("car")));
}

TEST_CASE("synonym files that end in the middle of an entry are errors with a line") {
  testing::TempFile syn("car\n1\nauto\n", false, "english.synsets");
  std::FILE* f = std::fopen((syn.dir() + "/english.exceptions").c_str(), "w");
  std::fclose(f);
  try {
    SynonymDictionary::load(syn.dir(), "english");
    FAIL("no error");
  } catch (const Error& e) {
    CHECK(std::string(e.what()).find("english.synsets:3:") != std::string::npos);
  }
}

TEST_CASE("paraphrase table: shorter phrases first, entries in file order") {
  testing::TempFile t(
      "0.5\nthe cat\nthe feline\n"
      "0.4\nthe\na\n"
      "0.3\nthe cat\nkitty\n"
      "0.2\ndog\nhound\n",
      /*gzip=*/true);
  auto p = ParaphraseTable::load(t.path());
  CHECK(p->entry_count() == 4);
  CHECK(p->word_id("unknown") == -1);
  std::vector<std::int32_t> line = {p->word_id("the"), p->word_id("cat"), p->word_id("sat")};
  std::vector<std::pair<std::size_t, std::uint32_t>> got;
  p->for_each_phrase(line, 0, [&](std::size_t len, std::uint32_t idx) { got.emplace_back(len, idx); });
  REQUIRE(got.size() == 3);
  CHECK(got[0] == std::make_pair<std::size_t, std::uint32_t>(1, 1));  // "the" -> "a"
  CHECK(got[1] == std::make_pair<std::size_t, std::uint32_t>(2, 0));  // "the cat" -> "the feline"
  CHECK(got[2] == std::make_pair<std::size_t, std::uint32_t>(2, 2));  // "the cat" -> "kitty"
  CHECK(p->paraphrase(2).size() == 1);
}

TEST_CASE("paraphrase table errors: not gzip, truncated triple") {
  testing::TempFile plain("0.5\nthe cat\nthe feline\n");
  CHECK_THROWS_AS(ParaphraseTable::load(plain.path()), Error);
  testing::TempFile cut("0.5\nthe cat\n", true);
  try {
    ParaphraseTable::load(cut.path());
    FAIL("no error");
  } catch (const Error& e) {
    CHECK(std::string(e.what()).find(":1:") != std::string::npos);
  }
}

TEST_CASE("lookup-table stemmer: keyed by Java hash, last entry wins") {
  testing::TempFile t("kitab 3 ktb\nkutub 2 ktb\nkitab 1 kitab\n", true);
  auto table = StemTable::load(t.path());
  auto s = StemmerFactory::table(table).make();
  CHECK(s->stem("kutub") == "ktb");
  CHECK(s->stem("kitab") == "kitab");
  CHECK(s->stem("other") == "other");
  testing::TempFile bad("kitab x ktb\n", true);
  CHECK_THROWS_AS(StemTable::load(bad.path()), Error);
}

TEST_CASE("Snowball stemmers agree with Meteor 1.5's (corrections on libstemmer)") {
  // Expected stems are those of the stemmers bundled with Meteor 1.5.
  struct {
    const char* algorithm;
    const char* word;
    const char* stem;
  } cases[] = {
      {"english", "running", "run"},
      {"english", "dry\xF0\x9F\x98\x80ing", "dry\xF0\x9F\x98\x80"},  // non-BMP: two UTF-16 units in Java
      {"german", "ergebnisse", "ergebniss"},                          // 2.2 would give "ergebnis"
      {"russian", "\xD0\xB0\xD0\xBA\xD1\x82\xD1\x91\xD1\x80\xD1\x81\xD0\xBA\xD0\xB8\xD0\xB9",  // актёрский
       "\xD0\xB0\xD0\xBA\xD1\x82\xD1\x91\xD1\x80\xD1\x81\xD0\xBA"},                          // актёрск
      {"danish", "passiert??", "passiert?"},
      {"hungarian", "adatv\xC3\xA9" "delemr\xC5\x91l", "adatv\xC3\xA9" "delemr\xC5\x91l"},
      {"dutch", "a\xC3\x9F" "en", "a\xC3\x9F" "en"},
      {"french", "Hesse", "Hess"},
      {"portuguese", "devolu\xC3\xA7\xC3\xA3o", "devolu\xC3\xA7\xC3\xA3"},
      {"portuguese", "metodolog\xC3\xAD" "a", "metodolog"},
      {"finnish", "100", "10"},
  };
  for (const auto& c : cases) {
    CAPTURE(c.algorithm);
    CAPTURE(c.word);
    CHECK(make_snowball_stemmer(c.algorithm)->stem(c.word) == c.stem);
  }
  CHECK_THROWS_AS(StemmerFactory::snowball(Language::kCzech), Error);
}

TEST_CASE("function words: lines as written") {
  testing::TempFile f("the\nof\n");
  FunctionWords fw = FunctionWords::load(f.path());
  CHECK(fw.contains_lowercased("the"));
  CHECK(!fw.contains_lowercased("The"));
  CHECK(fw.size() == 2);
}

TEST_CASE("function words: a binary file (NUL byte) is an error with its line") {
  testing::TempFile gz("the\nof\n", /*gzip=*/true);
  CHECK_THROWS_WITH_AS(FunctionWords::load(gz.path()),
                       (gz.path() + ":1: binary data (NUL byte): a function-word list is one word per line").c_str(),
                       Error);
  testing::TempFile nul(std::string("the\nof\0x\n", 9));
  CHECK_THROWS_WITH_AS(FunctionWords::load(nul.path()), doctest::Contains(":2: binary data"), Error);
}
