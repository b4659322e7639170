// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/sgml_plaintext.hh"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

#include "util/error.hh"
#include "util/warn.hh"
#include "test_util.hh"

using namespace meteor;
using meteor::testing::slurp;
namespace fs = std::filesystem;

namespace {

void spit(const fs::path& p, const std::string& text) {
  std::ofstream out(p, std::ios::binary);
  out << text;
}

}  // namespace

TEST_CASE("sgm2txt: one file per system and reference, sorted, blank lines for gaps") {
  const meteor::testing::TempDir tmp;
  const fs::path dir = tmp.path();
  spit(dir / "t.sgm",
       "<tstset setid=\"s\">\n"
       "<doc docid=\"d2\" sysid=\"A\">\n<seg id=\"1\">a d2 1</seg>\n</doc>\n"
       "<doc docid=\"d1\" sysid=\"A\">\n<seg id=\"10\">a d1 10</seg>\n<seg id=\"9\">a d1 9</seg>\n</doc>\n"
       "<doc docid=\"d1\" sysid=\"B\">\n<seg id=\"9\">b\nd1 9</seg>\n<seg id=\"77\">not in the references</seg>\n"
       "</doc>\n");
  spit(dir / "r.sgm",
       "<refset setid=\"s\" refid=\"R\">\n"
       "<doc docid=\"d1\">\n<seg id=\"9\">r 9</seg>\n<seg id=\"10\">r 10</seg>\n<seg id=\"11\">r 11</seg>\n</doc>\n"
       "<doc docid=\"d2\">\n<seg id=\"1\">r d2 1 &amp;</seg>\n</doc>\n");
  std::vector<std::string> warnings;
  auto old = set_warning_sink([&](const std::string& m) { warnings.push_back(m); });
  std::ostringstream messages;
  sgml_to_plaintext((dir / "t.sgm").string(), (dir / "r.sgm").string(), messages, dir.string());
  set_warning_sink(old);
  CHECK(messages.str() ==
        "Found reference set [s]\nFound reference [R]\nFound test set [s]\nFound system [A]\nFound system [B]\n");
  CHECK(slurp(dir / "s.A.tst") == "a d1 9\na d1 10\n\na d2 1\n");
  CHECK(slurp(dir / "s.B.tst") == "bd1 9\n\n\n\n");
  CHECK(slurp(dir / "s.R.ref") == "r 9\nr 10\nr 11\nr d2 1 &\n");
  CHECK(std::find(warnings.begin(), warnings.end(), "no document [d2] for system [B] - writing blank lines") !=
        warnings.end());
  CHECK(std::find(warnings.begin(), warnings.end(), "no segment [d1][11] for system [A] - writing blank line") !=
        warnings.end());

  // A reference set the test file lacks is an error (Meteor fails too).
  spit(dir / "r2.sgm", "<refset setid=\"other\" refid=\"R\">\n<doc docid=\"d1\">\n<seg id=\"9\">r 9</seg>\n");
  CHECK_THROWS_AS(sgml_to_plaintext((dir / "t.sgm").string(), (dir / "r2.sgm").string(), messages, dir.string()),
                  Error);
}
