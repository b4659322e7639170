// SPDX-License-Identifier: LGPL-2.1-or-later
// The search rules both searches share: the packed keys order paths exactly
// as PathRank does; Java's truncating addition; the definite-match rule.
#include "align/search_rules.hh"

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <random>

using namespace meteor;
using namespace meteor::search;

namespace {

struct Totals {
  int test_matches, reference_matches, test_unweighted, reference_unweighted, chunks, distance;
};

Match match(int reference_start, int reference_length, int test_start, int test_length) {
  Match m;
  m.reference_start = reference_start;
  m.reference_length = reference_length;
  m.test_start = test_start;
  m.test_length = test_length;
  return m;
}

}  // namespace

TEST_CASE("search rules: packed keys rank paths as PathRank does") {
  std::mt19937 rng(11);
  for (int small : {1, 0}) {
    // Small numbers (Key64's range, many ties) and any numbers (Key128).
    std::uniform_int_distribution<int> total(small ? 0 : -100000, small ? 2000 : 100000);
    std::uniform_int_distribution<int> count(0, small ? 40 : 1000000);
    std::vector<Totals> paths(300);
    for (Totals& t : paths) {
      t.test_matches = total(rng) / 2;
      t.reference_matches = total(rng) / 2;
      t.test_unweighted = count(rng);
      t.reference_unweighted = count(rng);
      t.chunks = count(rng) % (small ? 8 : 1000000);
      t.distance = count(rng) % (small ? 8 : 1000000);
    }
    for (std::size_t a = 0; a < paths.size(); ++a)
      for (std::size_t b = 0; b < paths.size(); b += 7) {
        const auto sa = static_cast<std::uint32_t>(a), sb = static_cast<std::uint32_t>(b);
        const bool want = path_rank(paths[a], PathOrder::kCoverage, sa) < path_rank(paths[b], PathOrder::kCoverage, sb);
        const Totals &x = paths[a], &y = paths[b];
        CHECK(want == (pack128(static_cast<long long>(x.test_matches) + x.reference_matches, x.chunks, x.distance, sa) <
                       pack128(static_cast<long long>(y.test_matches) + y.reference_matches, y.chunks, y.distance, sb)));
        if (small)
          CHECK(want == (pack64(x.test_matches + x.reference_matches, x.chunks, x.distance, sa) <
                         pack64(y.test_matches + y.reference_matches, y.chunks, y.distance, sb)));
      }
    CHECK(pack64(5, 1, 2, 77).seq() == 77);
    CHECK(pack128(-5, 1, 2, 0xFFFFFFFFu).seq() == 0xFFFFFFFFu);
  }
}

TEST_CASE("search rules: the accuracy order counts all matches after the weighted total") {
  Totals more_all{2, 2, 9, 9, 5, 5}, fewer_chunks{2, 2, 4, 4, 1, 1};
  CHECK(path_rank(more_all, PathOrder::kAccuracy, 1) < path_rank(fewer_chunks, PathOrder::kAccuracy, 0));
  CHECK(path_rank(fewer_chunks, PathOrder::kCoverage, 1) < path_rank(more_all, PathOrder::kCoverage, 0));
  CHECK(path_rank(fewer_chunks, PathOrder::kCoverage, 0) < path_rank(fewer_chunks, PathOrder::kCoverage, 1));
}

TEST_CASE("search rules: Java's int += double") {
  CHECK(add_truncating(3, 3, 0.5) == 4);  // 3 + 1.5 -> 4
  CHECK(add_truncating(-3, 3, 0.5) == -1);  // -1.5 -> -1: toward zero
  CHECK(add_truncating(2147483000, 1000, 1.0) == 2147483647);  // saturates as Java's (int) cast
  CHECK(add_truncating(0, 1, -1e300) == -2147483647 - 1);
  CHECK(add_truncating(2147483000LL, 1000, 1.0) == 2147484000LL);  // 64-bit totals only truncate
  CHECK(add_truncating(7, 1, std::nan("")) == 0);
}

TEST_CASE("search rules: a definite match is alone at its start and covers words nobody else covers") {
  // Reference words 0..3, test words 0..3. Candidates: (r0,t0) alone;
  // (r1,t1) alone at r1 but t1 also covered by (r2,t1); (r2,t1) and (r2,t2)
  // at r2; (r3,t3) alone.
  const std::vector<std::vector<Match>> at = {
      {match(0, 1, 0, 1)}, {match(1, 1, 1, 1)}, {match(2, 1, 1, 1), match(2, 1, 2, 1)}, {match(3, 1, 3, 1)}};
  std::vector<int> test_coverage = {1, 2, 1, 1}, reference_coverage = {1, 1, 2, 1};
  std::vector<char> fixed_reference(4, 0);
  std::vector<int> used, fixed;
  fix_definite_matches(
      4, test_coverage, reference_coverage, fixed_reference,
      [&](std::size_t j) { return at[j].size() == 1 ? &at[j][0] : nullptr; }, [&](int i) { used.push_back(i); },
      [&](std::size_t j, const Match& m) {
        CHECK(m.reference_start == static_cast<int>(j));
        fixed.push_back(static_cast<int>(j));
      });
  CHECK(fixed == std::vector<int>{0, 3});
  CHECK(used == std::vector<int>{0, 3});
  CHECK(fixed_reference == std::vector<char>{1, 0, 0, 1});
}
