// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/stats.hh"

#include <doctest/doctest.h>

#include <cmath>

using namespace meteor;

namespace {
// 8 test words (2 function), 8 reference words (2 function), one stage:
// 5+1 content/function matches, 3 chunks.
const char* kLine = "8.0 8.0 2.0 2.0 5.0 5.0 1.0 1.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 3.0 6.0 6.0";
}  // namespace

TEST_CASE("parse and print the 23 statistics") {
  auto s = Stats::parse(kLine);
  REQUIRE(s);
  CHECK(s->test_length == 8);
  CHECK(s->test_total_matches == 6);
  CHECK(s->chunks == 3);
  CHECK(s->to_string() == kLine);
  std::string why;
  CHECK(!Stats::parse("1 2 3", &why));
  CHECK(why.find("23") != std::string::npos);
  CHECK(!Stats::parse("8.0 x", &why));
}

TEST_CASE("score from statistics, by hand") {
  auto s = Stats::parse(kLine);
  REQUIRE(s);
  // alpha 0.9, beta 3, gamma 0.5, delta 0.5; weight 1:
  // weighted length = 0.5*6 + 0.5*2 = 4, weighted matches = 0.5*5 + 0.5*1 = 3,
  // P = R = 0.75, fMean = 0.75, frag = 3 / 6 = 0.5, penalty = 0.5 * 0.125.
  compute_metrics(*s, 0.9, 3.0, 0.5, 0.5, {1.0});
  CHECK(s->precision == 0.75);
  CHECK(s->recall == 0.75);
  CHECK(s->fmean == doctest::Approx(0.75));
  CHECK(s->frag_penalty == 0.0625);
  CHECK(s->score == doctest::Approx(0.75 * (1 - 0.0625)));
}

TEST_CASE("perfect matches have no fragmentation; empty segments score 0") {
  auto p = Stats::parse("3 3 0 0 3 3 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 3 3");
  REQUIRE(p);
  compute_metrics(*p, 0.85, 0.2, 0.6, 0.75, {1.0});
  CHECK(p->frag_penalty == 0.0);
  CHECK(p->score == 1.0);
  auto e = Stats::parse("0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0 0");
  REQUIRE(e);
  compute_metrics(*e, 0.85, 0.2, 0.6, 0.75, {1.0});
  CHECK(std::isnan(e->precision));
  CHECK(e->score == 0.0);
  CHECK(!std::signbit(e->score));
}

TEST_CASE("aggregation skips the chunks of perfect segments") {
  auto a = Stats::parse(kLine);
  auto p = Stats::parse("3 3 0 0 3 3 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 3 3");
  Stats total;
  total += a->contribution();
  total += p->contribution();
  CHECK(total.test_length == 11);
  CHECK(total.chunks == 3);  // not 4
  CHECK(total.test_word_matches == 9);
  CHECK(total.test_stage_content.size() == 4);
  CHECK(p->contribution().chunks == 0.0);
  CHECK(a->contribution().chunks == a->chunks);
}

TEST_CASE("sums of contributions do not depend on the order, perfect segment first or last") {
  auto a = Stats::parse(kLine);
  auto p = Stats::parse("3 3 0 0 3 3 0 0 0 0 0 0 0 0 0 0 0 0 0 0 1 3 3");
  auto b = Stats::parse("5 4 1 1 2 2 1 1 1 0 0 0 0 0 0 0 0 0 0 0 2 4 3");
  REQUIRE(a);
  REQUIRE(p);
  REQUIRE(b);
  const std::string want = [&] {
    Stats t;
    for (const Stats* s : {&*a, &*p, &*b}) t += s->contribution();
    return t.to_string();
  }();
  CHECK(sum_contributions(*p, *a).to_string() == sum_contributions(*a, *p).to_string());
  CHECK(sum_contributions(sum_contributions(*p, *a), *b).to_string() == want);
  CHECK(sum_contributions(*p, sum_contributions(*a, *b)).to_string() == want);
  CHECK(sum_contributions(sum_contributions(*b, *p), *a).to_string() == want);
  CHECK(sum_contributions(Stats(), *p).to_string() == p->contribution().to_string());
  // A contribution is its own contribution.
  CHECK(p->contribution().contribution().to_string() == p->contribution().to_string());
  // The metrics are not summed.
  Stats scored = *a;
  compute_metrics(scored, 0.85, 0.2, 0.6, 0.75, {1.0, 0.6, 0.8, 0.6});
  CHECK(sum_contributions(scored, *p).score == 0.0);
}

TEST_CASE("more weights than stages is an error, fewer count stages as unweighted") {
  auto s = Stats::parse(kLine);
  CHECK_THROWS(compute_metrics(*s, 0.9, 3.0, 0.5, 0.5, {1, 1, 1, 1, 1}));
  compute_metrics(*s, 0.9, 3.0, 0.5, 0.5, {});
  CHECK(s->score == 0.0);
}
