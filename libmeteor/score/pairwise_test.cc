// Tests of pairwise scoring and the MBR choice: every cell equal to
// Metric::segment's score bit for bit (duplicates, an empty line, invalid
// UTF-8, several items, any number of threads), the diagonal skipped for
// MBR, and the choice (mean of the row, first of equal ones, self excluded
// or not).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/pairwise.hh"

#include <doctest/doctest.h>

#include <atomic>
#include <cmath>

#include "meteor.hh"
#include "util/error.hh"

using namespace meteor;

namespace {

const std::vector<std::string> kCandidates = {
    "The cat sat quietly on the warm mat.",
    "The cat sat quietly on the warm mat.",  // a duplicate
    "A cat was sitting on the warm mat.",
    "",
    "Cats sit on mats \xff\xfe quietly.",  // invalid UTF-8
    "The dog sat on the mat.",
};

Metric english() {
  Options o;
  o.normalize = true;
  o.modules = std::vector<std::string>{"exact", "stem", "synonym"};
  return Metric(o);
}

}  // namespace

TEST_CASE("pairwise: each cell is segment()'s score, bit for bit, on any number of threads") {
  const Metric metric = english();
  const std::vector<std::string> refs = {"A cat sat on the mat.", "The cat sat quietly on the warm mat.", ""};
  for (unsigned threads : {1u, 2u, 0u}) {
    // The last item is MBR's: candidates against themselves, mirrors sharing their matches.
    const std::vector<std::vector<std::string>> hyps{kCandidates, refs, kCandidates, kCandidates},
        rs{refs, kCandidates, {"x"}, kCandidates};
    const std::vector<ScoreMatrix> m = metric.pairwise(hyps, rs, threads);
    REQUIRE(m.size() == 4);
    for (std::size_t k = 0; k < 4; ++k) {
      REQUIRE(m[k].rows == hyps[k].size());
      REQUIRE(m[k].cols == rs[k].size());
      for (std::size_t i = 0; i < m[k].rows; ++i)
        for (std::size_t j = 0; j < m[k].cols; ++j) {
          CAPTURE(k);
          CAPTURE(i);
          CAPTURE(j);
          CHECK(m[k](i, j) == metric.segment(hyps[k][i], {rs[k][j]}).score);
        }
    }
  }
  CHECK_THROWS_AS(metric.pairwise({kCandidates}, {}, 1), InvalidArgument);
  std::atomic<bool> cancel{true};
  CHECK_THROWS_AS(metric.pairwise({kCandidates}, {kCandidates}, 2, &cancel), Cancelled);
}

TEST_CASE("mbr: the mean of each row, self excluded against the candidates themselves") {
  const Metric metric = english();
  const std::vector<ScoreMatrix> all = metric.pairwise({kCandidates}, {kCandidates}, 2);
  const std::vector<MbrChoice> choice = metric.mbr({kCandidates}, nullptr, /*include_self=*/false, 2);
  const std::vector<MbrChoice> with_self = metric.mbr({kCandidates}, nullptr, /*include_self=*/true, 2);
  REQUIRE(choice.size() == 1);
  const std::size_t n = kCandidates.size();
  std::size_t best = 0, best_self = 0;
  std::vector<double> u(n), u_self(n);
  for (std::size_t i = 0; i < n; ++i) {
    double sum = 0, sum_self = 0;
    for (std::size_t j = 0; j < n; ++j) {
      sum_self += all[0](i, j);
      if (j != i) sum += all[0](i, j);
    }
    u[i] = sum / static_cast<double>(n - 1);
    u_self[i] = sum_self / static_cast<double>(n);
    CHECK(choice[0].utilities[i] == u[i]);
    CHECK(with_self[0].utilities[i] == u_self[i]);
    if (u[i] > u[best]) best = i;
    if (u_self[i] > u_self[best_self]) best_self = i;
  }
  CHECK(choice[0].best == best);
  CHECK(with_self[0].best == best_self);
  CHECK(best == 0);  // the duplicated candidate: its twin scores it highest, and the first of equal ones wins

  // Pseudo-references: every one counts.
  const std::vector<std::vector<std::string>> refs{{"The cat sat on the mat.", "A cat sat on a mat."}};
  const std::vector<MbrChoice> pseudo = metric.mbr({kCandidates}, &refs, false, 1);
  for (std::size_t i = 0; i < n; ++i)
    CHECK(pseudo[0].utilities[i] ==
          (metric.segment(kCandidates[i], {refs[0][0]}).score + metric.segment(kCandidates[i], {refs[0][1]}).score) / 2);

  // One candidate: nothing to compare it with but itself.
  const std::vector<MbrChoice> one = metric.mbr({{"a cat"}}, nullptr, false, 1);
  CHECK(one[0].best == 0);
  CHECK(std::isnan(one[0].utilities[0]));
  CHECK_THROWS_AS(metric.mbr({{}}, nullptr, false, 1), InvalidArgument);
}

TEST_CASE("mbr_choice: the first of equal utilities; NaN never wins over a number") {
  ScoreMatrix m{3, 2, {0.5, 0.5, 0.7, 0.3, 0.2, 0.8}};
  MbrChoice c = mbr_choice(m, false);
  CHECK(c.best == 0);
  CHECK(c.utilities == std::vector<double>{0.5, 0.5, 0.5});
  ScoreMatrix one{1, 1, {0.9}};
  CHECK(std::isnan(mbr_choice(one, true).utilities[0]));
}

TEST_CASE("pairwise, mbr: the memory estimated before the call, refused past the limit; empty is empty") {
  Options o;
  o.modules = std::vector<std::string>{"exact"};
  o.memory_limit = 1 << 20;
  const Metric small(o);
  std::vector<std::string> many;
  for (int i = 0; i < 200; ++i) many.push_back(std::to_string(i) + "w");
  // 200 x 200 scores: about 1.6 MB at 40 bytes a cell.
  try {
    small.pairwise({many}, {many}, 1);
    FAIL("no LimitExceeded");
  } catch (const LimitExceeded& e) {
    CHECK(std::string(e.what()) ==
          "pairwise: 200 x 200 scores need about 2 MB, over the memory limit of 1 MB (-mem, memory_limit=)");
  }
  CHECK_THROWS_WITH_AS(small.mbr({many, many}, nullptr, false, 1),
                       "mbr: 2 matrices of 80000 scores in all need about 4 MB, over the memory limit of 1 MB "
                       "(-mem, memory_limit=)",
                       LimitExceeded);
  many.resize(100);
  CHECK(small.pairwise({many}, {many}, 1)[0].values.size() == 10000);
  // The default: 4 GB for the call.
  const PairwiseItem item{many, many};
  CHECK(pairwise_limit(0) == kDefaultPairwiseLimit);
  CHECK(pairwise_memory({&item, 1}) == doctest::Approx(100 * 100 * kPairwiseCellBytes +
                                                       200 * kPairwiseSentenceBytes + kPairwiseTextFactor * 2 * 290));
  // Empty batches give empty results.
  CHECK(small.pairwise({}, {}, 1).empty());
  CHECK(small.mbr({}, nullptr, false, 1).empty());
  CHECK(small.sentence_scores({}, {}, 1).empty());
  const std::vector<ScoreMatrix> m = small.pairwise({{}}, {{"a"}}, 1);
  REQUIRE(m.size() == 1);
  CHECK((m[0].rows == 0 && m[0].cols == 1 && m[0].values.empty()));
}
