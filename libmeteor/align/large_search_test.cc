// SPDX-License-Identifier: LGPL-2.1-or-later
// The large-input search must choose exactly what the ordinary search
// chooses (where Java's int distances do not overflow).
#include "align/large_search.hh"

#include <doctest/doctest.h>

#include <random>

#include "align/workspace.hh"
#include "resources/paraphrase.hh"
#include "test_util.hh"

using namespace meteor;

namespace {

std::vector<std::string> random_sentence(std::mt19937& rng, const std::vector<std::string>& vocab, int len) {
  std::uniform_int_distribution<std::size_t> pick(0, vocab.size() - 1);
  std::vector<std::string> s;
  for (int i = 0; i < len; ++i) s.push_back(vocab[pick(rng)]);
  return s;
}

// The two searches found the same matches (positions, lengths, modules) and chunks.
void same_alignment(const Alignment& normal, const Alignment& large) {
  REQUIRE(normal.matches.size() == large.matches.size());
  for (std::size_t j = 0; j < normal.matches.size(); ++j) {
    REQUIRE(normal.matches[j].has_value() == large.matches[j].has_value());
    if (normal.matches[j]) {
      CHECK(normal.matches[j]->test_start == large.matches[j]->test_start);
      CHECK(normal.matches[j]->test_length == large.matches[j]->test_length);
      CHECK(normal.matches[j]->reference_length == large.matches[j]->reference_length);
      CHECK(normal.matches[j]->module == large.matches[j]->module);
    }
  }
  CHECK(normal.chunks == large.chunks);
}

}  // namespace

TEST_CASE("large-input search agrees with the ordinary search") {
  // A small vocabulary makes many candidates per word; stems and synonyms
  // make other modules match too.
  const std::vector<std::string> vocab = {"the",   "a",     "cat",    "cats",  "dog",    "dogs",  "run",
                                          "runs",  "running", "ran",  "big",   "large",  "small", "little",
                                          "house", "home",  "car",    "auto",  "quick",  "fast",  "of",
                                          ",",     ".",     "and",    "in",    "on",     "said",  "says"};
  AlignerResources r;
  DataDir data = testing::data();
  r.function_words = std::make_shared<FunctionWords>(FunctionWords::load(data.function_words(Language::kEnglish)));
  r.stemmer = StemmerFactory::snowball(Language::kEnglish);
  r.synonyms = SynonymDictionary::load(data.synonym_dir(), "english");
  std::mt19937 rng(7);
  int compared = 0;
  for (int beam : {1, 5, 40}) {
    for (PathOrder order : {PathOrder::kCoverage, PathOrder::kAccuracy}) {
      std::vector<double> weights = order == PathOrder::kCoverage ? std::vector<double>{1.0, 0.5, 0.5}
                                                                   : std::vector<double>{1.0, 1.0, 1.0};
      const std::vector<Module> modules{Module::kExact, Module::kStem, Module::kSynonym};
      const Aligner ordinary(modules, weights, beam, order, r, /*large_search_above=*/1e18);
      const Aligner large_only(modules, weights, beam, order, r, /*large_search_above=*/0);
      auto ws = ordinary.make_workspace();
      for (int t = 0; t < 12; ++t) {
        std::uniform_int_distribution<int> len(1, 120);
        auto test = random_sentence(rng, vocab, len(rng));
        auto reference = random_sentence(rng, vocab, len(rng));
        Alignment normal = ordinary.align(test, reference, *ws);
        Alignment large = large_only.align(test, reference, *ws);
        CAPTURE(beam);
        CAPTURE(t);
        same_alignment(normal, large);
        ++compared;
      }
    }
  }
  CHECK(compared == 72);
}

TEST_CASE("ordinary search on pairs with hundreds of candidates per word") {
  // A parent pays the distance of every child it makes, so on a long test
  // of three distinct words a path's distance is far above that of the
  // matches it took (here in the millions): the ordinary search's 64-bit
  // keys, whose distance field holds 20 bits, must not take such pairs
  // (they did: 8 chunks where Meteor 1.5 counts 9 on such a pair,
  // tests/data/reliability/large_path_java.txt). The large-input search
  // keeps 64-bit distances.
  AlignerResources r;
  DataDir data = testing::data();
  r.function_words = std::make_shared<FunctionWords>(FunctionWords::load(data.function_words(Language::kEnglish)));
  r.stemmer = StemmerFactory::snowball(Language::kEnglish);
  const std::vector<Module> modules{Module::kExact, Module::kStem};
  const std::vector<double> weights{1.0, 0.5};
  const Aligner ordinary(modules, weights, 40, PathOrder::kCoverage, r, /*large_search_above=*/1e18);
  const Aligner large_only(modules, weights, 40, PathOrder::kCoverage, r, /*large_search_above=*/0);
  auto ws = ordinary.make_workspace();
  std::mt19937 rng(31);
  const std::vector<std::string> vocab = {"the", "a", "cat"};
  for (int t = 0; t < 6; ++t) {
    auto test = random_sentence(rng, vocab, 2500);
    auto reference = random_sentence(rng, vocab, t % 2 == 0 ? 30 : 100);
    Alignment normal = ordinary.align(test, reference, *ws);
    Alignment large = large_only.align(test, reference, *ws);
    CAPTURE(t);
    REQUIRE(normal.matches.size() == large.matches.size());
    for (std::size_t j = 0; j < normal.matches.size(); ++j) {
      REQUIRE(normal.matches[j].has_value() == large.matches[j].has_value());
      if (normal.matches[j]) CHECK(normal.matches[j]->test_start == large.matches[j]->test_start);
    }
    CHECK(normal.chunks == large.chunks);
  }
}

TEST_CASE("large-input search agrees with the ordinary search on paraphrase candidates") {
  // A table where every token paraphrases every other and "x y" paraphrases
  // y: many overlapping one- and two-word candidates per word.
  const std::vector<std::string> tokens = {"the", "a", "of", ",", ".", "cat"};
  std::string text;
  for (const auto& x : tokens)
    for (const auto& y : tokens)
      if (x != y) text += "0.5\n" + x + "\n" + y + "\n0.5\n" + x + " " + y + "\n" + y + "\n";
  testing::TempFile table(text, /*gzip=*/true);
  AlignerResources r;
  DataDir data = testing::data();
  r.function_words = std::make_shared<FunctionWords>(FunctionWords::load(data.function_words(Language::kEnglish)));
  r.paraphrases = ParaphraseTable::load(table.path());
  const std::vector<Module> modules{Module::kExact, Module::kParaphrase};
  const std::vector<double> weights{1.0, 0.5};
  std::mt19937 rng(17);
  int compared = 0;
  for (int beam : {1, 40}) {
    const Aligner ordinary(modules, weights, beam, PathOrder::kCoverage, r, /*large_search_above=*/1e18);
    const Aligner large_only(modules, weights, beam, PathOrder::kCoverage, r, /*large_search_above=*/0);
    auto ws = ordinary.make_workspace();
    for (int t = 0; t < 20; ++t) {
      std::uniform_int_distribution<int> len(1, 150);
      const std::vector<std::string> vocab(tokens.begin(), tokens.begin() + 2 + t % 5);
      auto test = random_sentence(rng, vocab, len(rng));
      auto reference = random_sentence(rng, vocab, len(rng));
      Alignment normal = ordinary.align(test, reference, *ws);
      Alignment large = large_only.align(test, reference, *ws);
      CAPTURE(beam);
      CAPTURE(t);
      same_alignment(normal, large);
      ++compared;
    }
  }
  CHECK(compared == 40);
}
