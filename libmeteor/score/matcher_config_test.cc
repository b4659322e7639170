// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/matcher_config.hh"

#include <doctest/doctest.h>

#include "align/workspace.hh"
#include "test_util.hh"
#include "util/error.hh"
#include "util/warn.hh"

using namespace meteor;

TEST_CASE("alignment types: names, search weights, path order") {
  CHECK(parse_alignment_type("maxcov") == AlignmentType::kMaxCoverage);
  CHECK(parse_alignment_type("maxacc") == AlignmentType::kMaxAccuracy);
  CHECK_THROWS_AS(parse_alignment_type("MaxAcc"), Error);
  CHECK_THROWS_AS(parse_alignment_type(""), Error);
  CHECK(alignment_type_name(AlignmentType::kMaxAccuracy) == "maxacc");

  const std::vector<Module> all{Module::kExact, Module::kStem, Module::kSynonym, Module::kParaphrase};
  CHECK(search_weights(AlignmentType::kMaxCoverage, all) == std::vector<double>{1.0, 0.5, 0.5, 0.5});
  CHECK(search_weights(AlignmentType::kMaxAccuracy, all) == std::vector<double>{1.0, 1.0, 1.0, 0.0});
  // Weights follow the module, not its position.
  CHECK(search_weights(AlignmentType::kMaxAccuracy, {Module::kParaphrase, Module::kExact}) ==
        std::vector<double>{0.0, 1.0});
  CHECK(path_order(AlignmentType::kMaxCoverage) == PathOrder::kCoverage);
  CHECK(path_order(AlignmentType::kMaxAccuracy) == PathOrder::kAccuracy);

  MatcherConfig defaults;
  CHECK(defaults.language == Language::kEnglish);
  CHECK(defaults.modules == all);
  CHECK(defaults.type == AlignmentType::kMaxCoverage);
  CHECK(defaults.beam_size == 40);
}

TEST_CASE("make_matcher_aligner: refuses what cannot align") {
  DataDir data = testing::data();
  MatcherConfig none;
  none.modules.clear();
  CHECK_THROWS_AS(make_matcher_aligner(none, data), Error);
  if (!data.found()) return;
  MatcherConfig cz;  // Czech has no stemmer
  cz.language = Language::kCzech;
  cz.modules = {Module::kExact, Module::kStem};
  CHECK_THROWS_AS(make_matcher_aligner(cz, data), Error);
  MatcherConfig de;  // nor synonyms
  de.language = Language::kGerman;
  de.modules = {Module::kExact, Module::kSynonym};
  CHECK_THROWS_AS(make_matcher_aligner(de, data), Error);
  MatcherConfig para;  // a table named with -a must exist
  para.modules = {Module::kExact, Module::kParaphrase};
  para.paraphrase_table = "/nonexistent/paraphrase.gz";
  CHECK_THROWS_AS(make_matcher_aligner(para, data), Error);
}

TEST_CASE("make_matcher_aligner: the language's own function words") {
  DataDir data = testing::data();
  if (!data.found()) return;
  // "der" is a German function word, not an English one; the scorer would
  // use english.words for German too, the matcher uses german.words.
  MatcherConfig de;
  de.language = Language::kGerman;
  de.modules = {Module::kExact};
  auto al = make_matcher_aligner(de, data);
  auto ws = al->make_workspace();
  Alignment a = al->align({"Der", "Hund"}, {"der", "Hund"}, *ws);
  CHECK(a.test_is_function[0]);
  CHECK(a.reference_is_function[0]);
  CHECK(!a.reference_is_function[1]);

  MatcherConfig en;
  en.modules = {Module::kExact};
  auto al_en = make_matcher_aligner(en, data);
  auto ws_en = al_en->make_workspace();
  Alignment b = al_en->align({"der", "the"}, {"der", "the"}, *ws_en);
  CHECK(!b.test_is_function[0]);
  CHECK(b.test_is_function[1]);
}

TEST_CASE("make_matcher_aligner: a missing default paraphrase table stops, as Meteor 1.5's Matcher does") {
  DataDir data = testing::data();
  if (!data.found()) return;
  MatcherConfig c;
  c.language = Language::kOther;  // no release ships paraphrase-other.gz
  c.modules = {Module::kParaphrase};
  CHECK_THROWS_WITH_AS(make_matcher_aligner(c, data), doctest::Contains("no paraphrase table for 'other'"),
                       NoParaphraseTable);
  CHECK_THROWS_WITH_AS(make_matcher_aligner(c, data), doctest::Contains("give one with -a FILE"), NoParaphraseTable);
}
