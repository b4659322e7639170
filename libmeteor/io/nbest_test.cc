// Tests of the n-best reader and the streamed MBR: blocks in file order, a
// byte order mark skipped, gzip read, and each malformed input an error
// naming the file and line (no separator, empty ID, an ID again, a gap in
// numeric IDs, bytes that are not UTF-8); meteor-mbr's driver chooses as
// Metric::mbr does in every output form, batch by batch, with
// pseudo-references read in step, and refuses a block over the memory limit.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/nbest.hh"

#include <doctest/doctest.h>

#include <cmath>

#include <string>
#include <vector>

#include "meteor.hh"
#include "test_util.hh"
#include "util/error.hh"

using namespace meteor;
using meteor::testing::TempFile;

namespace {

std::string error_of(const std::string& text, bool gzip = false) {
  const TempFile f(text, gzip, "nb");
  try {
    read_nbest(f.path());
  } catch (const Error& e) {
    // The message with the file's path (a random folder, which may itself
    // hold "nb") written as "nb".
    const std::string what = e.what();
    const std::size_t at = what.find(f.path());
    return at == std::string::npos ? what : "nb" + what.substr(at + f.path().size());
  }
  return "";
}

}  // namespace

TEST_CASE("nbest: blocks in file order, fields trimmed, gzip and a byte order mark") {
  const std::string text = "\xEF\xBB\xBF" "0 ||| a cat ||| f=1 ||| -1\n0 ||| the cat |||\n1 |||  b  \n";
  for (bool gzip : {false, true}) {
    const TempFile f(text, gzip, "nb");
    const std::vector<NbestBlock> blocks = read_nbest(f.path());
    REQUIRE(blocks.size() == 2);
    CHECK(blocks[0].id == "0");
    CHECK(blocks[0].hypotheses == std::vector<std::string>{"a cat", "the cat"});
    CHECK(blocks[0].first_line == 1);
    CHECK(blocks[1].id == "1");
    CHECK(blocks[1].hypotheses == std::vector<std::string>{"b"});
    CHECK(blocks[1].first_line == 3);
  }
  // IDs that are not numbers keep file order.
  const TempFile f("b ||| x\na ||| y\n2 ||| z\n", false, "nb");
  const std::vector<NbestBlock> blocks = read_nbest(f.path());
  REQUIRE(blocks.size() == 3);
  CHECK(blocks[0].id == "b");
  CHECK(blocks[2].id == "2");
}

TEST_CASE("nbest: malformed input is an error naming the file and line") {
  CHECK(error_of("0 ||| a\n0 no separator\n").starts_with("nb:2: expected 'ID ||| TEXT"));
  CHECK(error_of(" ||| a\n").starts_with("nb:1: empty ID"));
  CHECK(error_of("a ||| x\nb ||| y\na ||| z\n").starts_with("nb:3: ID a again, after other IDs (its block started at line 1"));
  CHECK(error_of("0 ||| a\n1 ||| b\n0 ||| c\n").starts_with("nb:3: ID 0 after ID 1"));
  CHECK(error_of("0 ||| a\n0 ||| a2\n2 ||| b\n").starts_with("nb:3: ID 2 after ID 0: ID 1 is missing"));
  CHECK(error_of("0 ||| a\n1 ||| caf\xE9\n") == "nb:2: not valid UTF-8 (byte 0xE9 at byte 10 of the line; an n-best "
                                                "list is UTF-8 text)");
  CHECK(error_of("0 ||| a\n1 ||| b\n2 ||| c\n4 ||| e\n", true).starts_with("nb:4: ID 4 after ID 2: ID 3 is missing"));
  // Numeric IDs seen before, across a non-numeric one.
  CHECK(error_of("0 ||| a\n1 ||| b\nx ||| c\n0 ||| d\n").starts_with("nb:4: ID 0 again, after other IDs"));
}

TEST_CASE("mbr_nbest: as Metric::mbr, in every output form, batch by batch, with pseudo-references") {
  Options o;
  o.modules = std::vector<std::string>{"exact"};
  const Metric metric(o);
  const std::vector<std::vector<std::string>> cands = {
      {"the cat sat on the mat", "a cat sat on a mat", "the cat sat on a mat"},
      {"one", "two", "one two"},
      {"only"},
  };
  const std::vector<std::vector<std::string>> pseudo = {{"the cat sat on the mat"}, {"two", "one two"}, {"only"}};
  auto nbest = [](const std::vector<std::vector<std::string>>& blocks) {
    std::string text;
    for (std::size_t k = 0; k < blocks.size(); ++k)
      for (const std::string& h : blocks[k]) text += std::to_string(k) + " ||| " + h + " ||| f ||| 0\n";
    return text;
  };
  const TempFile nb(nbest(cands), false, "nb"), ps(nbest(pseudo), false, "ps");
  for (const bool with_pseudo : {false, true}) {
    const std::vector<MbrChoice> want =
        metric.mbr(cands, with_pseudo ? &pseudo : nullptr, false, 1);
    for (const MbrOutputForm form : {MbrOutputForm{}, MbrOutputForm{false, true, true}, MbrOutputForm{true, false, true}}) {
      MbrRun run;
      run.nbest = nb.path();
      if (with_pseudo) run.pseudo_references = ps.path();
      run.form = form;
      std::string out;
      std::size_t writes = 0;
      mbr_nbest(metric.scorer(), run, [&](std::string_view s) {
        out += s;
        ++writes;
      });
      std::string expected;
      for (std::size_t k = 0; k < cands.size(); ++k)
        expected += mbr_line(std::to_string(k), cands[k], want[k].best, want[k].utilities, form) + "\n";
      CHECK(out == expected);
      CHECK(writes == 1);  // small blocks: one batch
    }
  }
  // The forms themselves.
  const std::vector<std::string> c = {"a", "b\t\"c\""};
  CHECK(mbr_line("7", c, 1, {0.25, 0.5}, {}) == "b\t\"c\"");
  CHECK(mbr_line("7", c, 1, {0.25, 0.5}, {false, true, false}) == "1\tb\t\"c\"");
  CHECK(mbr_line("7", c, 1, {0.25, 0.5}, {false, true, true}) == "1\t0.5\tb\t\"c\"");
  CHECK(mbr_line("7", c, 1, {0.25, 0.5}, {true, false, false}) ==
        "{\"id\": \"7\", \"index\": 1, \"text\": \"b\\t\\\"c\\\"\", \"utility\": 0.5}");
  CHECK(mbr_line("7", c, 0, {std::nan(""), 0.5}, {true, false, true}) ==
        "{\"id\": \"7\", \"index\": 0, \"text\": \"a\", \"utility\": null, \"utilities\": [null, 0.5]}");
}

TEST_CASE("mbr_nbest: pseudo-references out of step, a block over the memory limit, batches") {
  Options o;
  o.modules = std::vector<std::string>{"exact"};
  o.memory_limit = 1 << 20;  // 1 MB: a 200-best block's 40,000 scores need about 2 MB
  const Metric metric(o);
  const TempFile nb("0 ||| a\n0 ||| b\n1 ||| c\n1 ||| d\n", false, "nb");
  const TempFile swapped("1 ||| c\n0 ||| a\n", false, "ps"), few("0 ||| a\n", false, "ps"),
      more("0 ||| a\n1 ||| c\n2 ||| e\n", false, "ps");
  auto error = [&](const std::string& nbest, const std::string& pseudo) {
    MbrRun run;
    run.nbest = nbest;
    run.pseudo_references = pseudo;
    std::string out;
    try {
      mbr_nbest(metric.scorer(), run, [&](std::string_view s) { out += s; });
    } catch (const Error& e) {
      return std::string(e.what());
    }
    return std::string();
  };
  CHECK(error(nb.path(), swapped.path()).find("ps:1: ID 1 where the n-best list has ID 0") != std::string::npos);
  CHECK(error(nb.path(), few.path()).find("ps: no pseudo-references for ID 1") != std::string::npos);
  CHECK(error(nb.path(), more.path()).find("ps:3: ID 2 is not in the n-best list") != std::string::npos);

  std::string big;
  for (int i = 0; i < 200; ++i) big += "0 ||| word" + std::to_string(i) + "\n";
  const TempFile large(big, false, "nb");
  const std::string e = error(large.path(), "");
  CHECK(e.find("nb:1: ID 0: 200 x 200 scores need about 2 MB, over the memory limit of 1 MB (-mem, memory_limit=)") !=
        std::string::npos);

  // Many small blocks under a tight limit: several batches, the output in order.
  std::string many;
  for (int k = 0; k < 300; ++k)
    for (int i = 0; i < 20; ++i) many += std::to_string(k) + " ||| w" + std::to_string(i % 3) + " x\n";
  const TempFile blocks(many, false, "nb");
  MbrRun run;
  run.nbest = blocks.path();
  run.form.index = true;
  std::string out;
  std::size_t writes = 0;
  mbr_nbest(metric.scorer(), run, [&](std::string_view s) {
    out += s;
    ++writes;
  });
  CHECK(writes > 1);
  std::string expected;
  for (int k = 0; k < 300; ++k) expected += "0\tw0 x\n";
  CHECK(out == expected);
}
