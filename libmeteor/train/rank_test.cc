// The rank task end to end on a tiny data set whose scores and consistency
// figures are worked out by hand below.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <doctest/doctest.h>
#include <unistd.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>

#include "train/data.hh"
#include "train/grid.hh"
#include "train/trainer.hh"
#include "util/error.hh"
#include "util/warn.hh"
#include "test_util.hh"

using namespace meteor;
using namespace meteor::train;
using meteor::testing::TempDir;

namespace {

std::string tst(const std::string& sys, const std::string& seg1, const std::string& seg2) {
  return "<tstset setid=\"t\" srclang=\"xx\" trglang=\"yy\">\n<doc sysid=\"" + sys +
         "\" docid=\"d\">\n<seg id=\"1\"> " + seg1 + " </seg>\n<seg id=\"2\"> " + seg2 +
         " </seg>\n</doc>\n</tstset>\n";
}

// Language "other": the exact module only, no -norm (it has no rules), and
// words that are not in the function word list (english.words), so every
// word is a content word and delta cancels out of precision and recall.
//
// Reference: segment 1 "apple banana cherry grape", segment 2 "lemon mango melon".
//
//   system A: 1 "apple banana cherry grape"  2 "lemon mango"
//   system B: 1 "apple banana grape cherry"  2 "melon mango lemon"
//   system C: 1 "apple kiwi"                 2 "lemon mango melon"
//   system D: the same as C
//
// Statistics (P, R, chunks, fragmentation = chunks / matches):
//   1A: P=R=1, one chunk, everything matched: fragmentation 0.
//   1B: P=R=1; apple banana | grape | cherry: 3 chunks of 4 matches: 0.75.
//   1C: 1 match: P=1/2, R=1/4, fragmentation 1/1 = 1.
//   2A: 2 matches: P=1, R=2/3, one chunk: 1/2.
//   2B: 3 matches in reverse order, 3 chunks: 3/3 = 1.
//   2C: perfect: 0.
//
// With alpha = 0.5, Fmean = 1 / (0.5/P + 0.5/R), penalty = gamma * frag^beta,
// score = Fmean * (1 - penalty):
//   Fmean: 1A 1B 2B 2C: 1; 1C: 1/(1 + 2) = 1/3; 2A: 1/(0.5 + 0.75) = 0.8.
//
//   beta gamma |  1A  1B       1C=1D  |  2A              2B     2C
//   any  0     |  1   1        1/3    |  0.8             1      1
//   1    0.5   |  1   0.625    1/6    |  0.8*0.75=0.6    0.5    1
//   1    1     |  1   0.25     0      |  0.8*0.5=0.4     0      1
//   2    0.5   |  1   0.71875  1/6    |  0.8*0.875=0.7   0.5    1
//   2    1     |  1   0.4375   0      |  0.8*0.75=0.6    0      1
//
// Judgments (better first):
//   J1 1: A>B   J2 1: B>C   J3 1: C>A   J4 2: A>B   J5 2: B>A   J6 2: C>B
//   J7 1: B>C (again)   J8 1: C>D (always a tie)   and one naming a system
//   E that has no file (skipped, as Meteor skips it): 8 judgments count.
//
// Consistency = (correct - wrong) / 8, a judgment being correct when
// score(better) - score(worse) > epsilon.
//
// epsilon 0:
//   gamma 0:          J1 0 no, J2 yes, J3 no, J4 -0.2 no, J5 0.2 yes, J6 0 no,
//                     J7 yes, J8 no: 3 correct -> (3-5)/8 = -0.25 (both betas)
//   beta 1 gamma 0.5: J1 J2 J4 (0.1) J6 J7: 5 -> (5-3)/8 = 0.25
//   beta 1 gamma 1:   J1 J2 J4 (0.4) J6 J7: 5 -> 0.25
//   beta 2 gamma 0.5: J1 J2 J4 (0.2) J6 J7: 5 -> 0.25
//   beta 2 gamma 1:   J1 J2 J4 (0.6) J6 J7: 5 -> 0.25
// epsilon 0.3:
//   gamma 0:          J2 (2/3) J7: 2 -> (2-6)/8 = -0.5
//   beta 1 gamma 0.5: J1 (0.375) J2 (0.458) J6 (0.5) J7; J4 0.1 no: 4 -> 0
//   beta 1 gamma 1:   J1 (0.75) J4 (0.4) J6 (1); J2 J7 0.25 no: 3 -> -0.25
//   beta 2 gamma 0.5: J2 (0.552) J6 (0.5) J7; J1 0.28125 no, J4 0.2 no: 3 -> -0.25
//   beta 2 gamma 1:   J1 (0.5625) J2 J7 (0.4375) J4 (0.6) J6 (1): 5 -> 0.25
void write_data(const TempDir& d) {
  d.write("xx-yy.ref.sgm",
          "<refset setid=\"t\" srclang=\"xx\" trglang=\"yy\">\n<doc sysid=\"ref\" docid=\"d\">\n"
          "<seg id=\"1\"> apple banana cherry grape </seg>\n<seg id=\"2\"> lemon mango melon </seg>\n"
          "</doc>\n</refset>\n");
  d.write("xx-yy.A.sgm", tst("A", "apple banana cherry grape", "lemon mango"));
  d.write("xx-yy.B.sgm", tst("B", "apple banana grape cherry", "melon mango lemon"));
  d.write("xx-yy.C.sgm", tst("C", "apple kiwi", "lemon mango melon"));
  d.write("xx-yy.D.sgm", tst("D", "apple kiwi", "lemon mango melon"));
  d.write("xx-yy.rank",
          "1\txx-yy\tA\txx-yy\tB\n"
          "1\txx-yy\tB\txx-yy\tC\n"
          "1\txx-yy\tC\txx-yy\tA\n"
          "2\txx-yy\tA\txx-yy\tB\n"
          "2\txx-yy\tB\txx-yy\tA\n"
          "2\txx-yy\tE\txx-yy\tB\n"
          "2\txx-yy\tC\txx-yy\tB\n"
          "1\txx-yy\tB\txx-yy\tC\n"
          "1\txx-yy\tC\txx-yy\tD\n");
  d.write("notes.txt", "not a system file\n");
}

DataOptions options() {
  DataOptions o;
  o.language = "other";
  o.normalize = false;
  o.threads = 2;
  return o;
}

// alpha 0.5; beta 1, 2; gamma 0, 0.5, 1; delta 0.5; w1 1, w2..w4 0.
Grid grid() {
  GridSpec s;
  s.initial = parse_grid_vector("-i", "0.5 1 0 0.5 1 0 0 0");
  s.final_ = parse_grid_vector("-f", "0.5 2 1 0.5 1 0 0 0");
  s.step = parse_grid_vector("-s", "1 1 0.5 1 1 1 1 1");
  return Grid(s);
}

std::string run(const RankData& data, double epsilon) {
  std::ostringstream out;
  train_rank(data, epsilon, grid(), 2, out);
  return out.str();
}

}  // namespace

TEST_CASE("rank consistency of a tiny data set, computed by hand") {
  TempDir d;
  write_data(d);
  std::string warnings;
  auto old = set_warning_sink([&](const std::string& m) { warnings += m + "\n"; });
  const RankData data = load_rank(d.path(), options());
  set_warning_sink(old);
  CHECK(data.stats.size() == 8);  // 4 systems x 2 segments
  CHECK(data.preferences.size() == 8);
  CHECK(data.skipped == 1);
  CHECK(warnings.find("xx-yy.E.sgm") != std::string::npos);

  CHECK(run(data, 0.0) ==
        "-0.25 0.50 1.00 0.00 0.50 1.00 0.00 0.00 0.00\n"
        "0.25 0.50 1.00 0.50 0.50 1.00 0.00 0.00 0.00\n"
        "0.25 0.50 1.00 1.00 0.50 1.00 0.00 0.00 0.00\n"
        "-0.25 0.50 2.00 0.00 0.50 1.00 0.00 0.00 0.00\n"
        "0.25 0.50 2.00 0.50 0.50 1.00 0.00 0.00 0.00\n"
        "0.25 0.50 2.00 1.00 0.50 1.00 0.00 0.00 0.00\n");
  CHECK(run(data, 0.3) ==
        "-0.5 0.50 1.00 0.00 0.50 1.00 0.00 0.00 0.00\n"
        "0.0 0.50 1.00 0.50 0.50 1.00 0.00 0.00 0.00\n"
        "-0.25 0.50 1.00 1.00 0.50 1.00 0.00 0.00 0.00\n"
        "-0.5 0.50 2.00 0.00 0.50 1.00 0.00 0.00 0.00\n"
        "-0.25 0.50 2.00 0.50 0.50 1.00 0.00 0.00 0.00\n"
        "0.25 0.50 2.00 1.00 0.50 1.00 0.00 0.00 0.00\n");
}

TEST_CASE("rank data errors name the file and line") {
  auto fails_with = [](const TempDir& d, const std::string& what) {
    try {
      load_rank(d.path(), options());
    } catch (const Error& e) {
      const std::string m = e.what();
      CHECK_MESSAGE(m.find(what) != std::string::npos, m);
      return;
    }
    FAIL("no error for " << what);
  };
  {
    TempDir d;
    write_data(d);
    d.write("xx-yy.rank", "1\txx-yy\tA\txx-yy\tB\n3\txx-yy\tA\txx-yy\tB\n");
    fails_with(d, "xx-yy.rank:2: system 'A' (xx-yy) has no segment '3'");
  }
  {
    TempDir d;
    write_data(d);
    d.write("xx-yy.rank", "1\tzz-yy\tA\txx-yy\tB\n");
    fails_with(d, "xx-yy.rank:1: no system file for language pair 'zz-yy'");
  }
  {
    TempDir d;
    write_data(d);
    d.write("xx-yy.rank", "1\txx-yy\tA\txx-yy\n");
    fails_with(d, "xx-yy.rank:1: expected");
  }
  {
    TempDir d;
    write_data(d);
    d.write("xx-yy.rank", "1\txx-yy\tE\txx-yy\tB\n");
    fails_with(d, "no judgment");
  }
  {
    TempDir d;
    d.write("xx-yy.A.sgm", tst("A", "a", "b"));
    d.write("xx-yy.rank", "1\txx-yy\tA\txx-yy\tA\n");
    fails_with(d, "xx-yy.ref.sgm: missing");
  }
  {
    TempDir d;
    write_data(d);
    d.remove("xx-yy.rank");
    fails_with(d, "no .rank file");
  }
  {
    TempDir d;
    fails_with(d, "no system file");
  }
}
