// SPDX-License-Identifier: LGPL-2.1-or-later
// The beam search's tie-breaks and Meteor's quirks, on sentences small
// enough to follow by hand (see the comments for each expected result).
#include "align/aligner.hh"

#include <doctest/doctest.h>

#include "align/workspace.hh"
#include "score/matcher_config.hh"
#include "test_util.hh"

using namespace meteor;

namespace {

Aligner make_aligner(std::vector<Module> modules, std::vector<double> weights, int beam = 40,
                     PathOrder order = PathOrder::kCoverage) {
  AlignerResources r;
  r.function_words = std::make_shared<FunctionWords>();
  for (Module m : modules)
    if (m == Module::kStem) r.stemmer = StemmerFactory::snowball(Language::kEnglish);
  return Aligner(std::move(modules), std::move(weights), beam, order, std::move(r));
}

std::vector<std::string> words(std::initializer_list<const char*> w) { return {w.begin(), w.end()}; }

int matched(const Alignment& a) {
  int n = 0;
  for (const auto& m : a.matches) n += m ? 1 : 0;
  return n;
}

}  // namespace

TEST_CASE("matches that are the only candidates are fixed; chunks follow line 1 order") {
  Aligner al = make_aligner({Module::kExact}, {1.0});
  auto ws = al.make_workspace();
  // ref "b a", test "a b": both matches are unique, the alignment crosses.
  Alignment a = al.align(words({"a", "b"}), words({"b", "a"}), *ws);
  REQUIRE(a.matches[0]);
  REQUIRE(a.matches[1]);
  CHECK(a.matches[0]->test_start == 1);
  CHECK(a.matches[1]->test_start == 0);
  CHECK(a.chunks == 2);
  CHECK(a.test_matches == 2);
}

TEST_CASE("distance goes to the parent path: the first candidate wins a tie it should lose") {
  Aligner al = make_aligner({Module::kExact}, {1.0});
  auto ws = al.make_workspace();
  // ref "b a", test "a a": ref word 1 can take test word 0 (distance 1) or
  // test word 1 (distance 0). Meteor adds each distance to the path being
  // extended, not to the new one: the path taking test word 0 keeps
  // distance 0, the one taking test word 1 inherits 1. Test word 0 wins.
  Alignment a = al.align(words({"a", "a"}), words({"b", "a"}), *ws);
  CHECK(!a.matches[0]);
  REQUIRE(a.matches[1]);
  CHECK(a.matches[1]->test_start == 0);
}

TEST_CASE("equal paths keep creation order (stable sort)") {
  Aligner al = make_aligner({Module::kExact}, {1.0});
  auto ws = al.make_workspace();
  // ref "a", test "a a": two candidates, equal in every respect.
  Alignment a = al.align(words({"a", "a"}), words({"a"}), *ws);
  REQUIRE(a.matches[0]);
  CHECK(a.matches[0]->test_start == 0);
}

TEST_CASE("weighted match totals are ints: a lone 0.5-weight match counts nothing in the search") {
  Aligner al = make_aligner({Module::kExact, Module::kStem}, {1.0, 0.5});
  auto ws = al.make_workspace();
  // ref "run x", test "running runs": two stem candidates for "run". Taking
  // one adds (int)(0 + 1 * 0.5) = 0 matches but opens a chunk that closes at
  // "x"; the path that skips has 0 matches and 0 chunks and so ranks first.
  Alignment a = al.align(words({"running", "runs"}), words({"run", "x"}), *ws);
  CHECK(matched(a) == 0);
  // With a single candidate the match is fixed before the search and kept.
  Alignment b = al.align(words({"running"}), words({"run", "x"}), *ws);
  CHECK(matched(b) == 1);
}

TEST_CASE("identical sentences only run the first module") {
  // With stem first, identical words never stem-match (stem requires
  // different words) and exact is not run: nothing is aligned.
  Aligner al = make_aligner({Module::kStem, Module::kExact}, {0.5, 1.0});
  auto ws = al.make_workspace();
  Alignment a = al.align(words({"cats", "dog"}), words({"cats", "dog"}), *ws);
  CHECK(matched(a) == 0);
  Alignment b = al.align(words({"cats", "dog"}), words({"cat", "dog"}), *ws);
  CHECK(matched(b) == 2);
}

TEST_CASE("exact matching compares Java hashes") {
  Aligner al = make_aligner({Module::kExact}, {1.0});
  auto ws = al.make_workspace();
  // "Aa" and "BB" have the same String.hashCode: Meteor matches them.
  Alignment a = al.align(words({"Aa"}), words({"BB"}), *ws);
  CHECK(matched(a) == 1);
}

TEST_CASE("a beam of one follows the best-ranked path only") {
  Aligner wide = make_aligner({Module::kExact}, {1.0}, 40);
  Aligner narrow = make_aligner({Module::kExact}, {1.0}, 1);
  auto wide_ws = wide.make_workspace();
  auto narrow_ws = narrow.make_workspace();
  // ref "a b a", test "a a b": with a wide beam the best is a-a, b-b, a-a in
  // two chunks; the narrow beam commits to its first choice at each step.
  Alignment a = wide.align(words({"a", "a", "b"}), words({"a", "b", "a"}), *wide_ws);
  Alignment b = narrow.align(words({"a", "a", "b"}), words({"a", "b", "a"}), *narrow_ws);
  CHECK(matched(a) == 3);
  CHECK(matched(b) == 3);
  CHECK(a.chunks <= b.chunks);
}

// The stand-alone aligner's two strategies (matcher -t maxcov / maxacc, search
// weights and path order from score/matcher_config.hh) on a pair where they
// disagree.
//
// Test "jumping", reference "jumps jumped": all three stem to "jump", so the
// stem module offers ref 0 -> test 0 and ref 1 -> test 0. Test word 0 is
// covered twice, so neither match is fixed before the search.
//
// maxcov (stem weight 0.5, totals truncated to int): taking a one-word stem
// match adds (int)(0 + 0.5) = 0 to each weighted total, so every path ties
// on matches and the order falls to chunks, then distance. At the end:
//   take ref 0 (then skip ref 1):  1 chunk, distance 0
//   skip ref 0, take ref 1:        1 chunk, distance 0
//   skip both:                     0 chunks (distance 1: |1 - 0| was added to
//                                  it when the ref-1 path split off)
// Fewest chunks wins: the empty alignment.
//
// maxacc (stem weight 1): taking either match gives weighted totals 1 + 1 = 2,
// beating the empty path. Between the two: after ref word 1, the ref-0 path
// has closed its chunk (skipping ref 1 counts it: 1 chunk) while the ref-1
// path's chunk is still open (0), so the sort puts the ref-1 path first; the
// final chunk count makes them equal (1 each) and the stable sort keeps that
// order. Result: ref 1 -> test 0. (Meteor 1.5's Matcher prints the same.)
TEST_CASE("matcher types: maxcov and maxacc disagree on an ambiguous one-word stem match") {
  const std::vector<Module> mods{Module::kExact, Module::kStem};
  auto aligner = [&](AlignmentType t) {
    return make_aligner(mods, search_weights(t, mods), 40, path_order(t));
  };
  Aligner cov_al = aligner(AlignmentType::kMaxCoverage);
  Aligner acc_al = aligner(AlignmentType::kMaxAccuracy);
  auto ws1 = cov_al.make_workspace();
  auto ws2 = acc_al.make_workspace();

  Alignment cov = cov_al.align(words({"jumping"}), words({"jumps", "jumped"}), *ws1);
  CHECK(matched(cov) == 0);
  CHECK(cov.chunks == 0);

  Alignment acc = acc_al.align(words({"jumping"}), words({"jumps", "jumped"}), *ws2);
  REQUIRE(matched(acc) == 1);
  REQUIRE(acc.matches[1]);
  CHECK(acc.matches[1]->reference_start == 1);
  CHECK(acc.matches[1]->reference_length == 1);
  CHECK(acc.matches[1]->test_start == 0);
  CHECK(acc.matches[1]->test_length == 1);
  CHECK(acc.matches[1]->module == 1);  // the stem stage
  CHECK(acc.chunks == 1);
  CHECK(acc.to_string("Alignment") ==
        "Alignment\njumping\njumps jumped\n"
        "Line2Start:Length\tLine1Start:Length\tModule\t\tScore\n"
        "1:1\t\t\t0:1\t\t\t1\t\t1.0\n");
}

TEST_CASE("matcher types: a match fixed before the search is kept by both") {
  const std::vector<Module> mods{Module::kExact, Module::kStem};
  for (AlignmentType t : {AlignmentType::kMaxCoverage, AlignmentType::kMaxAccuracy}) {
    Aligner al = make_aligner(mods, search_weights(t, mods), 40, path_order(t));
    auto ws = al.make_workspace();
    // "cats" ~ "cat" is the only candidate for either word: fixed, whatever
    // its search weight.
    Alignment a = al.align(words({"the", "cats", "sat"}), words({"the", "cat", "sat"}), *ws);
    CHECK(matched(a) == 3);
    REQUIRE(a.matches[1]);
    CHECK(a.matches[1]->module == 1);
    CHECK(a.chunks == 1);
  }
}

TEST_CASE("align_mirror: the mirror of the pair aligned last, as align gives it") {
  // Exact and stem (synonyms need the dictionary: the pairwise tests cover them), repeated words, crossing
  // matches, identical sentences (exact only), an empty side.
  Aligner al = make_aligner({Module::kExact, Module::kStem}, {1.0, 0.5});
  auto ws = al.make_workspace();
  const std::vector<std::vector<std::string>> lines = {
      words({"the", "cats", "sat", "on", "the", "mat", "the"}),
      words({"a", "cat", "sits", "on", "a", "mat", "and", "the", "cat"}),
      words({"mat", "the", "on", "sat", "cat", "the"}),
      words({"the", "cats", "sat", "on", "the", "mat", "the"}),
      {},
  };
  auto same = [](const Alignment& x, const Alignment& y) {
    CHECK(x.test_words == y.test_words);
    CHECK(x.reference_words == y.reference_words);
    REQUIRE(x.matches.size() == y.matches.size());
    for (std::size_t j = 0; j < x.matches.size(); ++j) {
      REQUIRE(x.matches[j].has_value() == y.matches[j].has_value());
      if (!x.matches[j]) continue;
      CHECK(x.matches[j]->test_start == y.matches[j]->test_start);
      CHECK(x.matches[j]->test_length == y.matches[j]->test_length);
      CHECK(x.matches[j]->module == y.matches[j]->module);
    }
    CHECK(x.chunks == y.chunks);
    CHECK(x.test_matches == y.test_matches);
    CHECK(x.test_content_matches == y.test_content_matches);
    CHECK(x.reference_function_matches == y.reference_function_matches);
  };
  for (const auto& a : lines)
    for (const auto& b : lines) {
      const Alignment want = al.align(a, b, *ws);
      same(al.align(a, b, *ws, 1), want);  // into a reused slot: the same
      al.align(b, a, *ws, 0);
      same(al.align_mirror(a, b, *ws, 1), want);
    }
}
