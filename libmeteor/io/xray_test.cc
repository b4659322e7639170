// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/xray.hh"

#include <doctest/doctest.h>

#include <cmath>

#include "util/error.hh"

using namespace meteor;

namespace {

ScoredAlignment seg(const std::string& name, double score, std::vector<std::string> test,
                    std::vector<std::string> ref, std::vector<Match> matches) {
  ScoredAlignment a;
  a.name = name;
  a.has_scores = true;
  a.score = score;
  a.precision = score;
  a.recall = score;
  a.frag = 1 - score;
  a.test_words = std::move(test);
  a.reference_words = std::move(ref);
  a.matches = std::move(matches);
  return a;
}

std::size_t count(const std::string& s, const std::string& what) {
  std::size_t n = 0;
  for (std::size_t p = s.find(what); p != std::string::npos; p = s.find(what, p + 1)) ++n;
  return n;
}

}  // namespace

TEST_CASE("xray: histogram bins as xray.py") {
  std::array<int, 10> d = xray_histogram({0.0, 0.05, 0.1, 0.3, 0.95, 1.0, -0.25, std::nan("")});
  // 0.3 / 0.1 = 2.9999999999999996: bin 2, as in xray.py; 1.0 in the last
  // bin; |-0.25| in bin 2; NaN in bin 0.
  CHECK(d == std::array<int, 10>{3, 1, 2, 0, 0, 0, 0, 0, 0, 2});
}

TEST_CASE("xray: segment orders") {
  XraySystem a{"A", "a", {seg("1", 0.5, {}, {}, {}), seg("2", 0.9, {}, {}, {}), seg("3", 0.1, {}, {}, {})}};
  XraySystem b{"B", "b", {seg("1", 0.5, {}, {}, {}), seg("2", 0.2, {}, {}, {}), seg("3", 0.4, {}, {}, {})}};
  CHECK(xray_segment_order({a, b}, XrayOrder::input) == std::vector<std::size_t>{0, 1, 2});
  CHECK(xray_segment_order({a, b}, XrayOrder::score) == std::vector<std::size_t>{1, 0, 2});
  CHECK(xray_segment_order({a, b}, XrayOrder::worst) == std::vector<std::size_t>{2, 0, 1});
  CHECK(xray_segment_order({a, b}, XrayOrder::difference) == std::vector<std::size_t>{1, 2, 0});
  CHECK(xray_segment_order({a, b}, XrayOrder::gain) == std::vector<std::size_t>{2, 0, 1});
  CHECK(xray_segment_order({a}, XrayOrder::difference) == std::vector<std::size_t>{1, 0, 2});  // falls back to score
}

TEST_CASE("xray: a self-contained report") {
  XraySystem a{"Sys <1>", "a-align.out",
               {seg("1", 0.75, {"the", "cats", "sat"}, {"the", "cat", "sat"},
                    {Match{0, 1, 0, 1, 1.0, 0}, Match{1, 1, 1, 1, 1.0, 1}, Match{2, 1, 2, 1, 1.0, 0}}),
                seg("2", 0.0, {"x"}, {"y"}, {})}};
  XraySystem b{"B", "b-align.out",
               {seg("1", 0.5, {"the", "dog"}, {"the", "cat", "sat"}, {Match{0, 1, 0, 1, 1.0, 0}}),
                seg("2", 0.25, {"y"}, {"y"}, {Match{0, 1, 0, 1, 1.0, 0}})}};
  XrayOptions o;
  o.max_segments = 1;
  const std::string html = render_xray_html({a, b}, o);
  CHECK(html.rfind("<!DOCTYPE html>", 0) == 0);
  CHECK(count(html, "</html>") == 1);
  // Nothing from outside: no script, no links, no external resources.
  CHECK(count(html, "<script") == 0);
  CHECK(count(html, "src=") == 0);
  CHECK(count(html, "href=") == 0);
  CHECK(count(html, "url(") == 0);
  CHECK(count(html, "@import") == 0);
  // Labels are escaped.
  CHECK(count(html, "Sys &lt;1&gt;") > 0);
  CHECK(count(html, "Sys <1>") == 0);
  // Four histograms and four by length; one segment shown (two grids).
  CHECK(count(html, "class=\"chart\"") == 8);
  CHECK(count(html, "class=\"grid\"") == 2);
  CHECK(count(html, "1 of 2 segments") == 1);
  // The shown segment is the largest difference (segment 1: 0.25 vs 0.25,
  // first in file order), its stem match named and coloured.
  CHECK(count(html, "cats \u2194 cat (stem)") == 1);
  CHECK(count(html, "#1c7ed6") > 0);

  XraySystem short_b = b;
  short_b.segments.pop_back();
  CHECK_THROWS_AS(render_xray_html({a, short_b}, o), Error);
  CHECK_THROWS_AS(render_xray_html({}, o), Error);
}
