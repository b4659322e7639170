// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/matchers.hh"

#include <doctest/doctest.h>

#include <algorithm>
#include <random>

#include "java/lang.hh"
#include "test_util.hh"

using namespace meteor;

TEST_CASE("match_exact finds the pairs of the pair loop, in its order") {
  std::mt19937 rng(7);
  Workspace ws(nullptr);
  for (int round = 0; round < 300; ++round) {
    const std::size_t n_test = rng() % 70, n_ref = rng() % 70;
    const int alphabet = 1 + static_cast<int>(rng() % 12);  // small: many equal keys
    Stage s;
    s.reset(n_test, n_ref);
    // Keys whose low bits collide too (Java hashes of similar words do).
    for (auto& k : s.test_keys) k = static_cast<std::int32_t>((rng() % static_cast<unsigned>(alphabet)) << 20);
    for (auto& k : s.reference_keys) k = static_cast<std::int32_t>((rng() % static_cast<unsigned>(alphabet)) << 20);
    match_exact(0, s, ws);
    std::vector<int> test_coverage(n_test, 0), reference_coverage(n_ref, 0);
    for (std::size_t j = 0; j < n_ref; ++j) {
      std::vector<int> expected, got;
      for (std::size_t i = 0; i < n_test; ++i)
        if (s.test_keys[i] == s.reference_keys[j]) {
          expected.push_back(static_cast<int>(i));
          ++test_coverage[i];
          ++reference_coverage[j];
        }
      for (const Match& m : s.matches[j]) {
        CHECK(m.reference_start == static_cast<int>(j));
        CHECK(m.test_length == 1);
        got.push_back(m.test_start);
      }
      CHECK(got == expected);
    }
    CHECK(s.test_coverage == test_coverage);
    CHECK(s.reference_coverage == reference_coverage);
  }
}

TEST_CASE("match_synonym finds the pairs of the pair loop, in its order, for short and long references") {
  auto dict = SynonymDictionary::load(testing::data().synonym_dir(), "english");
  const std::vector<std::string> vocabulary = {
      "big",   "large",  "great",   "huge",  "small", "little", "car",   "automobile", "cars", "ran",
      "run",   "running", "quick",  "fast",  "rapid", "the",    "a",     "house",      "home", "houses",
      "begin", "start",  "started", "xyzzy", "went",  "go",     "goes",  "children",   "child", "kid"};
  std::mt19937 rng(11);
  Workspace ws(nullptr);
  for (int round = 0; round < 60; ++round) {
    const std::size_t n_test = rng() % 90, n_ref = round % 3 == 0 ? 65 + rng() % 100 : rng() % 64;
    std::vector<std::string> test(n_test), ref(n_ref);
    for (auto& w : test) w = vocabulary[rng() % vocabulary.size()];
    for (auto& w : ref) w = vocabulary[rng() % vocabulary.size()];
    std::vector<WordInfo*> test_info, ref_info;
    Stage s;
    s.reset(n_test, n_ref);
    for (std::size_t i = 0; i < n_test; ++i) {
      test_info.push_back(&ws.word(test[i]));
      s.test_keys[i] = test_info.back()->hash;
    }
    for (std::size_t j = 0; j < n_ref; ++j) {
      ref_info.push_back(&ws.word(ref[j]));
      s.reference_keys[j] = ref_info.back()->hash;
    }
    match_synonym(2, Side{test, test_info}, Side{ref, ref_info}, s, ws, *dict);
    std::size_t found = 0;
    for (std::size_t j = 0; j < n_ref; ++j) {
      std::vector<int> expected, got;
      for (std::size_t i = 0; i < n_test; ++i)
        if (java::string_hash(test[i]) != java::string_hash(ref[j]) &&
            sorted_intersect(dict->all_synsets(test[i]), dict->all_synsets(ref[j])))
          expected.push_back(static_cast<int>(i));
      for (const Match& m : s.matches[j]) {
        CHECK(m.module == 2);
        got.push_back(m.test_start);
      }
      CHECK(got == expected);
      found += got.size();
    }
    if (n_test > 10 && n_ref > 10) CHECK(found > 0);  // the vocabulary has synonyms
  }
}

TEST_CASE("match_paraphrase stops when over its budget") {
  testing::TempFile table("0.5\nthe\na\n0.5\na\nthe\n0.5\nthe a\nthe\n", /*gzip=*/true);
  auto p = ParaphraseTable::load(table.path());
  Workspace ws(nullptr);
  std::vector<std::string> test, ref;
  for (int i = 0; i < 300; ++i) test.push_back(i % 3 == 0 ? "a" : "the");
  for (int j = 0; j < 200; ++j) ref.push_back(j % 2 == 0 ? "a" : "the");
  std::vector<WordInfo*> test_info, ref_info;
  for (const auto& w : test) test_info.push_back(&ws.word(w));
  for (const auto& w : ref) ref_info.push_back(&ws.word(w));
  const Side a{test, test_info}, b{ref, ref_info};

  Stage whole;
  whole.reset(test.size(), ref.size());
  CHECK(match_paraphrase(3, a, b, whole, *p));
  std::size_t all = 0, most = 0;
  for (std::size_t j = 0; j < ref.size(); ++j) {
    all += whole.matches[j].size();
    most = std::max(most, whole.matches[j].size());
  }
  CHECK(all > 10000);
  CHECK(whole.added == all);
  CHECK(whole.most_at_one_word == most);

  // Asked every 256 matches: stops at the first question that says yes,
  // with what it found until then, in the same order.
  int asked = 0;
  Stage part;
  part.reset(test.size(), ref.size());
  CHECK_FALSE(match_paraphrase(3, a, b, part, *p, [&](const Stage& s) {
    ++asked;
    return s.added >= 1000;
  }));
  CHECK(asked == 4);
  CHECK(part.added == 1024);
  std::size_t compared = 0;
  for (std::size_t j = 0; j < ref.size(); ++j)
    for (std::size_t k = 0; k < part.matches[j].size(); ++k, ++compared) {
      const Match &x = part.matches[j][k], &y = whole.matches[j][k];
      CHECK((x.test_start == y.test_start && x.test_length == y.test_length && x.reference_length == y.reference_length));
    }
  CHECK(compared == 1024);

  Stage never;
  never.reset(test.size(), ref.size());
  CHECK(match_paraphrase(3, a, b, never, *p, [](const Stage&) { return false; }));
  CHECK(never.added == all);
}
