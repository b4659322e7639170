// Fuzz target: the -stdio request parser and what it drives. Each input is a
// stream of request lines (split as meteor -stdio splits them, decoded as
// Meteor decodes them) answered by an English scorer with -norm and the
// exact, stem and synonym modules, in Meteor 1.5's EVAL mode and in
// pycocoevalcap's (-multiEval).
//
// Invariants: every reply is one line (Meteor 1.5 mode) of valid UTF-8.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>

#include "fuzz_util.hh"
#include "io/stdio_protocol.hh"
#include "score/config.hh"
#include "score/scorer.hh"
#include "util/error.hh"
#include "util/utf8.hh"

namespace {

const meteor::Scorer& scorer() {
  static const std::unique_ptr<meteor::Scorer> s = [] {
    meteor::Options o;
    o.language = "en";
    o.normalize = true;
    o.modules = std::vector<std::string>{"exact", "stem", "synonym"};
    return std::make_unique<meteor::Scorer>(meteor::resolve_config(o), meteor::fuzz::data_dir());
  }();
  return *s;
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  scorer();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace meteor;
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  std::size_t pos = 0;
  int requests = 0;
  while (pos < input.size() && requests < 64) {
    std::size_t end = input.find_first_of("\r\n", pos);
    if (end == std::string_view::npos) end = input.size();
    std::string line = utf8::java_decode(input.substr(pos, end - pos));
    pos = end + 1;
    ++requests;
    StdioReply a = answer_request(scorer(), line, EvalReply::kFirst);
    if (a.text.find('\n') != std::string::npos) fuzz::fail("Meteor 1.5 mode answered more than one line");
    if (!utf8::is_valid(a.text)) fuzz::fail("reply is not valid UTF-8");
    if (line.size() >= 4 && (line.compare(0, 4, "EVAL") == 0 || line.compare(0, 4, "eval") == 0)) {
      StdioReply b = answer_request(scorer(), line, EvalReply::kEachThenTotal);
      if (!utf8::is_valid(b.text)) fuzz::fail("reply is not valid UTF-8");
    }
  }
  return 0;
}
