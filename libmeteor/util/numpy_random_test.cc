// Tests of NumpyGenerator: seeding, raw draws, floats, choices and
// permutations against numpy's own figures, and choices without replacement
// as sets of distinct indexes.
//
// NumpyGenerator against numpy 1.24's default_rng: the figures below were
// printed by numpy (np.random.default_rng(seed): bit_generator.state,
// random_raw(), random(5, dtype=np.float32), random(), choice(10, 5,
// replace=False), choice(20000, 1000, replace=False)[:5], permutation(8)).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/numpy_random.hh"

#include <doctest/doctest.h>

#include <vector>

using namespace meteor;

namespace {

struct Expect {
  std::uint64_t seed;
  std::uint64_t state_high, state_low;
  std::uint64_t raw;
  std::vector<float> floats;
  double uniform;
  std::vector<std::int64_t> choice, choice_big, perm;
};

const std::vector<Expect> kExpected = {
    {0, 0x1aa1b5345996452dULL, 0x09585eb7a69561e3ULL, 11749869230777074271ULL,
     {0.511136472f, 0.269786656f, 0.30782938f, 0.0409734845f, 0.0752401352f}, 0.81327023920027242,
     {4, 7, 2, 3, 5}, {16018, 4005, 8133, 3418, 18734}, {2, 4, 3, 6, 5, 0, 1, 7}},
    {4, 0x76339b92f88ff6f3ULL, 0x4f69f00c3a703764ULL, 17396314626642683726ULL,
     {0.881395876f, 0.511327505f, 0.940438151f, 0.976243675f, 0.970286131f}, 0.60735583199502963,
     {6, 7, 4, 8, 9}, {15389, 10976, 3768, 1974, 10639}, {1, 2, 0, 7, 4, 5, 3, 6}},
    {11, 0x6b00d0fb170ad4f8ULL, 0xa9bbfcf88690096eULL, 2371701625988369486ULL,
     {0.797080636f, 0.49927783f, 0.590032816f, 0.601498306f, 0.71217221f}, 0.14792608457745593,
     {6, 5, 0, 7, 4}, {15148, 11237, 12942, 13198, 9861}, {3, 1, 7, 5, 4, 2, 0, 6}},
    {12345678901234ULL, 0xed861711a243c08dULL, 0x8951e920e343e555ULL, 7496343037614434180ULL,
     {0.881925881f, 0.0262035131f, 0.323286414f, 0.620608747f, 0.273374498f}, 0.13805479351744032,
     {3, 7, 2, 6, 0}, {18527, 17857, 9017, 6586, 9443}, {1, 0, 5, 7, 3, 2, 6, 4}},
};

}  // namespace

TEST_CASE("NumpyGenerator: default_rng's seeding and draws") {
  for (const Expect& e : kExpected) {
    INFO("seed " << e.seed);
    NumpyGenerator g(e.seed);
    CHECK(g.state_high() == e.state_high);
    CHECK(g.state_low() == e.state_low);
    CHECK(g.next_uint64() == e.raw);
    for (float f : e.floats) CHECK(g.next_float() == f);
    CHECK(g.next_double() == e.uniform);
    CHECK(NumpyGenerator(e.seed).choice_without_replacement(10, 5) == e.choice);
    const auto big = NumpyGenerator(e.seed).choice_without_replacement(20000, 1000);
    REQUIRE(big.size() == 1000);
    CHECK(std::vector<std::int64_t>(big.begin(), big.begin() + 5) == e.choice_big);
    CHECK(NumpyGenerator(e.seed).permutation(8) == e.perm);
  }
}

TEST_CASE("NumpyGenerator: a choice without replacement is a set of distinct indexes") {
  NumpyGenerator g(7);
  for (std::int64_t pop : {1, 2, 10, 500, 10001, 30000})
    for (std::int64_t size : {std::int64_t{1}, pop / 2, pop}) {
      if (size <= 0) continue;
      auto c = g.choice_without_replacement(pop, size);
      REQUIRE(static_cast<std::int64_t>(c.size()) == size);
      std::vector<bool> seen(static_cast<std::size_t>(pop), false);
      for (auto v : c) {
        REQUIRE(v >= 0);
        REQUIRE(v < pop);
        CHECK_FALSE(seen[static_cast<std::size_t>(v)]);
        seen[static_cast<std::size_t>(v)] = true;
      }
    }
}

TEST_CASE("NumpyGenerator: choice with replacement and boolean integers, as sacreBLEU draws them") {
  // numpy 1.24: default_rng(12345).choice(7, size=(2, 5), replace=True).
  CHECK(NumpyGenerator(12345).choice_with_replacement(7, 10) ==
        std::vector<std::int64_t>{4, 1, 5, 2, 1, 5, 4, 4, 6, 2});
  // integers(2, size=(3, 13), dtype=bool), then choice(7, size=(1, 6)) from
  // the same generator (sacreBLEU's masks, then its bootstrap indices).
  NumpyGenerator g(12345);
  const std::vector<bool> mask = g.random_bools(39);
  const std::vector<int> want = {1, 0, 1, 1, 1, 0, 0, 1, 1, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1,
                                 1, 1, 1, 1, 0, 1, 0, 0, 1, 1, 0, 1, 1, 0, 1, 1, 0, 0, 0};
  REQUIRE(mask.size() == want.size());
  for (std::size_t i = 0; i < want.size(); ++i) CHECK(mask[i] == (want[i] == 1));
  CHECK(g.choice_with_replacement(7, 6) == std::vector<std::int64_t>{5, 2, 1, 5, 4, 4});
  // A population beyond 32 bits' Lemire range still within them; one of 1
  // draws nothing.
  CHECK(NumpyGenerator(3).choice_with_replacement(3000000000LL, 4) ==
        std::vector<std::int64_t>{2434513622LL, 256947500, 538322202, 710431519});
  NumpyGenerator h(3);
  CHECK(h.choice_with_replacement(1, 4) == std::vector<std::int64_t>{0, 0, 0, 0});
  CHECK(h.random_bools(3) == std::vector<bool>{false, false, false});
}
