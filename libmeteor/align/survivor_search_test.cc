// SPDX-License-Identifier: LGPL-2.1-or-later
// The survivor search must make the paths of the search with records, step
// for step: at every reference word the same number of paths ranked, the
// same paths kept in the same order with the same totals, chunks, distances
// and creation indices, the same best dropped path, and in the end the same
// alignment. On random stages (small vocabularies: many candidates, ties,
// pruning) and on every segment of the zh-en sample of tests/data/mtme.
#include "align/survivor_search.hh"

#include <doctest/doctest.h>

#include <algorithm>
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>

#include "align/beam_search.hh"
#include "align/matchers.hh"
#include "align/survivor_keys.hh"
#include "align/workspace.hh"
#include "test_util.hh"
#include "text/lowercase.hh"
#include "text/tokenize.hh"
#include "util/error.hh"

using namespace meteor;

namespace {

// What the comparisons went through, so that the tests can require that
// the hard cases occurred.
struct Tally {
  long searches = 0, steps = 0, cuts = 0, cuts_by_creation = 0, skipped = 0;
};

bool same_rank_fields(const SearchTrace::Path& a, const SearchTrace::Path& b) {
  return a.total == b.total && a.chunks == b.chunks && a.distance == b.distance;
}

std::string show(const SearchTrace::Step& s) {
  std::string out = "ranked " + std::to_string(s.ranked) + ", kept:";
  for (const auto& p : s.kept)
    out += " (" + std::to_string(p.total) + " " + std::to_string(p.chunks) + " " + std::to_string(p.distance) + " #" +
           std::to_string(p.seq) + ")";
  for (const auto& p : s.first_dropped)
    out += "; first dropped (" + std::to_string(p.total) + " " + std::to_string(p.chunks) + " " +
           std::to_string(p.distance) + " #" + std::to_string(p.seq) + ")";
  return out;
}

// Both searches on one stage: the same steps and the same alignment.
void compare(const Stage& stage, const std::vector<double>& weights, int beam, Tally& tally) {
  static BeamScratch records_scratch, survivors_scratch;
  SearchTrace records_trace, survivors_trace;
  const SearchResult records = beam_search(stage, weights, beam, PathOrder::kCoverage, records_scratch,
                                           SearchMethod::kRecords, &records_trace);
  const SearchResult survivors = beam_search(stage, weights, beam, PathOrder::kCoverage, survivors_scratch,
                                             SearchMethod::kSurvivors, &survivors_trace);
  CAPTURE(beam);
  CAPTURE(stage.n_test());
  CAPTURE(stage.n_ref());
  REQUIRE(records_trace.steps.size() == stage.n_ref() + 2);
  REQUIRE(survivors_trace.steps.size() == records_trace.steps.size());
  for (std::size_t s = 0; s < records_trace.steps.size(); ++s) {
    const SearchTrace::Step& a = records_trace.steps[s];
    const SearchTrace::Step& b = survivors_trace.steps[s];
    if (!(a == b)) {
      INFO("step " << s << "\nrecords:   " << show(a) << "\nsurvivors: " << show(b));
      FAIL("the searches differ");
    }
    ++tally.steps;
    if (!a.first_dropped.empty()) {
      ++tally.cuts;
      if (same_rank_fields(a.kept.back(), a.first_dropped[0])) ++tally.cuts_by_creation;
    }
  }
  REQUIRE(records.size() == survivors.size());
  for (std::size_t j = 0; j < records.size(); ++j) {
    REQUIRE(records[j].has_value() == survivors[j].has_value());
    if (records[j]) {
      CHECK(records[j]->test_start == survivors[j]->test_start);
      CHECK(records[j]->module == survivors[j]->module);
    }
  }
  ++tally.searches;
}

// A random stage: words drawn from a small vocabulary; "exact" matches
// equal words, "stem" different words of one class of two, "synonym"
// different words of one class mod 7; modules in order, then reference
// words, then test words, as the matchers add them.
Stage random_stage(std::mt19937& rng, int n_test, int n_ref, int vocabulary) {
  std::uniform_int_distribution<int> word(0, vocabulary - 1);
  std::vector<int> test(static_cast<std::size_t>(n_test)), reference(static_cast<std::size_t>(n_ref));
  for (int& w : test) w = word(rng);
  for (int& w : reference) w = word(rng);
  Stage s;
  s.reset(test.size(), reference.size());
  for (int module = 0; module < 3; ++module)
    for (int j = 0; j < n_ref; ++j)
      for (int i = 0; i < n_test; ++i) {
        const int a = test[static_cast<std::size_t>(i)], b = reference[static_cast<std::size_t>(j)];
        const bool match = module == 0 ? a == b : module == 1 ? a != b && a / 2 == b / 2 : a != b && a % 7 == b % 7;
        if (match) s.add(Match{j, 1, i, 1, 1.0, module});
      }
  return s;
}

}  // namespace

TEST_CASE("survivor search: the paths of the search with records, on random stages") {
  std::mt19937 rng(32);
  Tally tally;
  const std::vector<std::vector<double>> weight_sets = {{1.0, 0.5, 0.5}, {1.0, 1.0, 0.5}, {0.5, 0.5, 0.5}};
  for (int round = 0; round < 1500; ++round) {
    const int beam = std::vector<int>{1, 2, 3, 4, 5, 8, 16, 40, 100}[static_cast<std::size_t>(round % 9)];
    const bool longer = round % 25 == 0;  // two to four words of test bits
    std::uniform_int_distribution<int> length(0, longer ? 256 : 40);
    std::uniform_int_distribution<int> vocabulary(2, longer ? 60 : 25);
    const int n_test = length(rng), n_ref = longer ? length(rng) / 4 : length(rng);
    const Stage s = random_stage(rng, n_test, n_ref, vocabulary(rng));
    const auto& weights = weight_sets[static_cast<std::size_t>(round % 3)];
    REQUIRE(survivor_search_applies(s, weights, beam, PathOrder::kCoverage));
    compare(s, weights, beam, tally);
  }
  MESSAGE("random stages: " << tally.searches << " searches, " << tally.steps << " steps, " << tally.cuts
                            << " cuts, " << tally.cuts_by_creation << " decided by creation order");
  CHECK(tally.cuts > 5000);
  CHECK(tally.cuts_by_creation > 500);
}

TEST_CASE("survivor search: where it does not apply, the search with records runs") {
  std::mt19937 rng(5);
  const Stage s = random_stage(rng, 12, 12, 6);
  const std::vector<double> weights{1.0, 0.5, 0.5};
  CHECK(survivor_search_applies(s, weights, 40, PathOrder::kCoverage));
  CHECK_FALSE(survivor_search_applies(s, weights, 40, PathOrder::kAccuracy));
  CHECK_FALSE(survivor_search_applies(s, weights, 0, PathOrder::kCoverage));
  CHECK_FALSE(survivor_search_applies(s, weights, 4097, PathOrder::kCoverage));
  CHECK_FALSE(survivor_search_applies(s, {1.0, 0.6, 0.5}, 40, PathOrder::kCoverage));
  CHECK_FALSE(survivor_search_applies(random_stage(rng, 257, 3, 6), weights, 40, PathOrder::kCoverage));
  Stage phrase = s;
  phrase.add(Match{0, 2, 0, 1, 1.0, 2});
  CHECK_FALSE(survivor_search_applies(phrase, weights, 40, PathOrder::kCoverage));
  BeamScratch scratch;
  CHECK_THROWS_AS(beam_search(phrase, weights, 40, PathOrder::kCoverage, scratch, SearchMethod::kSurvivors),
                  InvalidArgument);
  // The chosen search gives the alignment of the search with records.
  const SearchResult chosen = beam_search(phrase, weights, 40, PathOrder::kCoverage, scratch);
  const SearchResult records =
      beam_search(phrase, weights, 40, PathOrder::kCoverage, scratch, SearchMethod::kRecords);
  REQUIRE(chosen.size() == records.size());
  for (std::size_t j = 0; j < chosen.size(); ++j) CHECK(chosen[j].has_value() == records[j].has_value());
}

TEST_CASE("survivor search: the paths of the search with records, on every zh-en segment of tests/data/mtme") {
  const char* testdata = std::getenv("METEOR_TESTDATA");
  REQUIRE(testdata != nullptr);
  const std::string root = std::string(testdata) + "/mtme/wmt21.news/";
  auto read_lines = [](const std::string& path) {
    std::ifstream in(path);
    REQUIRE(in);
    std::vector<std::vector<std::string>> lines;
    for (std::string line; std::getline(in, line);) {
      std::vector<std::string> words;
      for_each_token(to_lower(line), [&](std::string_view w) { words.emplace_back(w); });
      lines.push_back(std::move(words));
    }
    return lines;
  };
  const auto reference = read_lines(root + "references/zh-en.refA.txt");
  DataDir data = testing::data();
  const StemmerFactory stemmer = StemmerFactory::snowball(Language::kEnglish);
  const auto synonyms = SynonymDictionary::load(data.synonym_dir(), "english");
  Workspace ws(stemmer.make());
  const std::vector<double> weights{1.0, 0.5, 0.5};
  Tally tally;
  for (const char* system : {"DIDI-NLP", "Facebook-AI", "NiuTrans", "Online-W", "SMU"}) {
    const auto test = read_lines(root + "system-outputs/zh-en/" + system + ".txt");
    REQUIRE(test.size() == reference.size());
    for (std::size_t n = 0; n < test.size(); ++n) {
      CAPTURE(system);
      CAPTURE(n);
      // The stage as Aligner::align makes it.
      ws.begin();
      Stage& s = ws.stage();
      s.reset(test[n].size(), reference[n].size());
      std::vector<WordInfo*>& ti = ws.infos(0);
      std::vector<WordInfo*>& ri = ws.infos(1);
      ti.resize(test[n].size());
      ri.resize(reference[n].size());
      for (std::size_t i = 0; i < ti.size(); ++i) s.test_keys[i] = (ti[i] = &ws.word(test[n][i]))->hash;
      for (std::size_t j = 0; j < ri.size(); ++j) s.reference_keys[j] = (ri[j] = &ws.word(reference[n][j]))->hash;
      const Side ts{test[n], ti}, rs{reference[n], ri};
      match_exact(0, s, ws);
      match_stem(1, ts, rs, s, ws);
      match_synonym(2, ts, rs, s, ws, *synonyms);
      for (int beam : {1, 3, 10, 40}) {
        if (!survivor_search_applies(s, weights, beam, PathOrder::kCoverage)) {
          ++tally.skipped;
          continue;
        }
        compare(s, weights, beam, tally);
      }
    }
  }
  MESSAGE("zh-en sample: " << tally.searches << " searches, " << tally.steps << " steps, " << tally.cuts << " cuts, "
                           << tally.cuts_by_creation << " decided by creation order, " << tally.skipped
                           << " not taken");
  CHECK(tally.searches >= 4 * 5 * 110);
  CHECK(tally.cuts > 1000);
  CHECK(tally.cuts_by_creation > 100);
}

namespace {

// One random step for make_children: ranks parents with distinct ranked
// keys, last match ends (-1 or a test word + 1), used test words, and
// candidates on test words below 64 x kWords.
template <std::size_t kWords>
void compare_children(std::mt19937_64& rng, std::size_t ranks, std::uint32_t children, const cpu::Level level,
                      long& made) {
  using namespace survivor;
  const int n_test = static_cast<int>(64 * kWords);
  std::vector<std::uint64_t> keys(ranks), used(ranks * kWords);
  std::vector<int> last(ranks);
  for (std::size_t r = 0; r < ranks; ++r) {
    keys[r] = (std::uint64_t{4000 + rng() % 90} << kTotalShift) | ((rng() % 50) << kChunkShift) |
              ((rng() % 5000) << kDistanceShift) | r;
    last[r] = static_cast<int>(rng() % static_cast<std::uint64_t>(n_test + 1)) - 1;
    for (std::size_t w = 0; w < kWords; ++w) used[r * kWords + w] = rng() & rng();  // about a quarter used
  }
  std::vector<Cand> cand(children);
  for (Cand& c : cand) {
    c.test = static_cast<int>(rng() % static_cast<std::uint64_t>(n_test));
    c.gain = (1 + rng() % 4) << kTotalShift;
    c.pay = (rng() % 100) << kDistanceShift;
  }
  const std::size_t room = ranks * (children + 1) + 8;
  std::vector<std::uint64_t> portable(room), fast(room);
  const MakeChildren plain = kernels(cpu::Level::portable).children[words_slot(kWords)];
  const MakeChildren other = kernels(level).children[words_slot(kWords)];
  const std::size_t a = static_cast<std::size_t>(
      plain(keys.data(), last.data(), used.data(), ranks, cand.data(), children, portable.data()) - portable.data());
  const std::size_t b = static_cast<std::size_t>(
      other(keys.data(), last.data(), used.data(), ranks, cand.data(), children, fast.data()) - fast.data());
  REQUIRE(a == b);
  portable.resize(a);
  fast.resize(b);
  // The portable kernel writes in creation order: its keys' creation
  // indexes ascend; the others may write in any order.
  std::vector<std::uint64_t> seq(a);
  for (std::size_t i = 0; i < a; ++i) seq[i] = portable[i] & kSeqMask;
  CHECK(std::is_sorted(seq.begin(), seq.end()));
  std::sort(portable.begin(), portable.end());
  std::sort(fast.begin(), fast.end());
  CHECK(portable == fast);
  made += static_cast<long>(a);
}

}  // namespace

TEST_CASE("survivor search: the children of every level's kernel on random steps") {
  std::vector<cpu::Level> levels = cpu::compiled_levels();
  levels.erase(levels.begin());  // each level above portable against portable
  if (levels.empty()) MESSAGE("no level above portable here: the portable kernel alone (the other searches' tests)");
  std::mt19937_64 rng(49);
  long made = 0;
  for (const cpu::Level level : levels)
    for (int round = 0; round < 3000; ++round) {
      const std::size_t ranks = 1 + rng() % 100;
      const auto children = static_cast<std::uint32_t>(1 + rng() % 12);
      CAPTURE(round);
      CAPTURE(ranks);
      CAPTURE(children);
      if (round % 3 == 0)
        compare_children<1>(rng, ranks, children, level, made);
      else if (round % 3 == 1)
        compare_children<2>(rng, ranks, children, level, made);
      else
        compare_children<4>(rng, ranks, children, level, made);
    }
  if (!levels.empty()) CHECK(made > 100000);
}
