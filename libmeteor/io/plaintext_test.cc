// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/plaintext.hh"

#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <string>
#include <vector>

#include "util/error.hh"
#include "test_util.hh"

using namespace meteor;
namespace fs = std::filesystem;

namespace {

std::string spit(const fs::path& dir, const std::string& name, const std::string& text) {
  std::ofstream out(dir / name, std::ios::binary);
  out << text;
  return (dir / name).string();
}

std::string error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "";
}

}  // namespace

TEST_CASE("plaintext: several reference files read as their interleaved lines with -r N") {
  const meteor::testing::TempDir tmp;
  const fs::path dir = tmp.path();
  const std::string hyp = spit(dir, "hyp", "h1\nh2\n");
  const std::string a = spit(dir, "refA", "a1\na2\n");
  const std::string b = spit(dir, "refB", "b1\nb2\n");
  const std::string ab = spit(dir, "refAB", "a1\nb1\na2\nb2\n");
  const std::string short_ref = spit(dir, "short", "s1\n");

  const PlaintextCorpus several = read_plaintext(hyp, std::vector<std::string>{a, b});
  const PlaintextCorpus interleaved = read_plaintext(hyp, ab, 2);
  CHECK(several.hypotheses == interleaved.hypotheses);
  CHECK(several.references == interleaved.references);
  CHECK(several.references[1] == std::vector<std::string>{"a2", "b2"});
  // -r equal to the number of files is the same; another -r is refused.
  CHECK(read_plaintext(hyp, std::vector<std::string>{a, b}, 2).references == interleaved.references);
  CHECK(error_of([&] { read_plaintext(hyp, std::vector<std::string>{a, b}, 3); }).find("leave -r out") !=
        std::string::npos);
  // One file given in a vector is the one-file form.
  CHECK(read_plaintext(hyp, std::vector<std::string>{ab}, 2).references == interleaved.references);
  // A reference file of another length names itself.
  const std::string e = error_of([&] { read_plaintext(hyp, std::vector<std::string>{a, short_ref}); });
  CHECK(e.find("short") != std::string::npos);
  CHECK(e.find("1 line; the test file") != std::string::npos);
}

TEST_CASE("plaintext: a single reference file of k lines per test line suggests -r k") {
  const meteor::testing::TempDir tmp;
  const fs::path dir = tmp.path();
  const std::string hyp = spit(dir, "hyp", "h1\nh2\n");
  const std::string ab = spit(dir, "refAB", "a1\nb1\na2\nb2\n");
  const std::string three = spit(dir, "ref3", "a1\nb1\na2\n");
  const std::string e = error_of([&] { read_plaintext(hyp, ab, 1); });
  CHECK(e.find("4 lines; the test file") != std::string::npos);
  CHECK(e.find("2 references per segment? give -r 2, or the reference files separately") != std::string::npos);
  // Counts that do not divide: no suggestion.
  CHECK(error_of([&] { read_plaintext(hyp, three, 1); }).find("give -r") == std::string::npos);
}
