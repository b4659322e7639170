// SPDX-License-Identifier: LGPL-2.1-or-later
#include "train/data.hh"

#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>

#include "train/trainer.hh"
#include "util/error.hh"
#include "test_util.hh"

using namespace meteor;
using namespace meteor::train;
using meteor::testing::TempDir;

namespace {

// Segments 1..3 of document d; segment 3 is missing from the test file
// (scored as empty, as Meteor does).
void write_system(const TempDir& d, const std::string& sys, const std::string& ter) {
  d.write(sys + ".tst",
          "<tstset setid=\"t\" srclang=\"xx\" trglang=\"yy\">\n<doc sysid=\"" + sys +
              "\" docid=\"d\">\n<seg id=\"1\"> apple banana </seg>\n<seg id=\"2\"> lemon </seg>\n"
              "</doc>\n</tstset>\n");
  d.write(sys + ".ref",
          "<refset setid=\"t\" srclang=\"xx\" trglang=\"yy\">\n<doc sysid=\"ref\" docid=\"d\">\n"
          "<seg id=\"1\"> apple banana cherry </seg>\n<seg id=\"2\"> lemon mango </seg>\n"
          "<seg id=\"3\"> kiwi kiwi kiwi kiwi </seg>\n</doc>\n</refset>\n");
  d.write(sys + ".ter", ter);
}

DataOptions options() {
  DataOptions o;
  o.language = "other";
  o.normalize = false;
  o.threads = 1;
  return o;
}

void fails_with(const TempDir& d, const std::string& what) {
  try {
    load_segcor(d.path(), options());
  } catch (const Error& e) {
    const std::string m = e.what();
    CHECK_MESSAGE(m.find(what) != std::string::npos, m);
    return;
  }
  FAIL("no error for " << what);
}

}  // namespace

TEST_CASE("segcor data: statistics, human scores and weights per segment") {
  TempDir d;
  write_system(d, "S", "d 1 5\nd 2 2.5 extra tokens are ignored\nd 3 0\n");
  const SegcorData data = load_segcor(d.path(), options());
  REQUIRE(data.stats.size() == 3);
  // Segments in Meteor's order (1, 2, 3); weights are reference lengths.
  CHECK(data.human == std::vector<double>{5, 2.5, 0});
  CHECK(data.length == std::vector<double>{3, 2, 4});
  CHECK(data.stats[0].test_length == 2);
  CHECK(data.stats[2].test_length == 0);  // missing in the test file: empty
  // The correlation of one grid point, by hand. Scores with alpha 0.5,
  // gamma 0 (no penalty): segment 1 P=1 R=2/3: 1/(0.5 + 0.75) = 0.8;
  // segment 2 P=1 R=1/2: 1/(0.5 + 1) = 2/3; segment 3: 0.
  // Weighted (3, 2, 4) against human (5, 2.5, 0): sum w = 9,
  // mean x = (2.4 + 4/3) / 9 = 0.41481..., mean y = (15 + 5) / 9 = 20/9.
  std::vector<double> x{0.8, 2.0 / 3.0, 0.0};
  const double expect = pearson_weighted_or_zero(x, data.human, data.length);
  GridSpec s;
  s.initial = parse_grid_vector("-i", "0.5 1 0 0.5 1");
  s.final_ = parse_grid_vector("-f", "0.5 1 0 0.5 1");
  std::ostringstream out;
  train_correlation(data, false, Grid(s), 1, out);
  CHECK(std::stod(out.str()) == doctest::Approx(expect).epsilon(1e-12));
  CHECK(out.str().substr(out.str().find(' ')) == " 0.50 1.00 0.00 0.50 1.00 0.00 0.00 0.00\n");
  // sum w(x-mx)(y-my) > 0: scores and human scores go together here.
  CHECK(expect > 0.9);
}

TEST_CASE("segcor data errors name the file and line") {
  {
    TempDir d;
    write_system(d, "S", "d 1 5\nd 2\n");
    fails_with(d, "S.ter:2: expected '<document> <segment> <score>'");
  }
  {
    TempDir d;
    write_system(d, "S", "d 1 5\n\nd 2 1\n");
    fails_with(d, "S.ter:2: expected");
  }
  {
    TempDir d;
    write_system(d, "S", "d 1 5\nd 2 lots\n");
    fails_with(d, "S.ter:2: score 'lots' is not a number");
  }
  {
    TempDir d;
    write_system(d, "S", "d 1 5\nd 2 1\n");
    fails_with(d, "S.ter: no score for document 'd' segment '3' of S.tst");
  }
  {
    TempDir d;
    write_system(d, "S", "d 1 5\nd 2 1\nd 3 1\n");
    d.remove("S.ref");
    fails_with(d, "S.ref: missing");
  }
  {
    TempDir d;
    write_system(d, "S", "d 1 5\nd 2 1\nd 3 1\n");
    d.remove("S.tst");
    fails_with(d, "S.tst: missing");
  }
  {
    TempDir d;
    fails_with(d, "no .ter file");
  }
  {
    TempDir d;
    CHECK_THROWS_AS(load_segcor(d.path() + "/absent", options()), Error);
  }
}
