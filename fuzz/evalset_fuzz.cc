// Fuzz target: the EvalSet folder reader (metaeval/data/eval_set.hh). The input
// is split at lines "@@ NAME" into the files of a one-pair test set
// (documents/xx-yy.docs, sources/xx-yy.txt or .jsonl, references/...,
// system-outputs/xx-yy/..., human-scores/..., metadata/...; NAME is the path
// below the set, '/' allowed, ".." not), written to a temporary folder and
// loaded, then its ratings read.
//
// Invariant: bad input is a meteor::Error, never a crash; a loaded set has
// every text as long as the source.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <unistd.h>

#include <cstddef>
#include <cstdint>
#include <filesystem>
#include <fstream>
#include <string>

#include "fuzz_util.hh"
#include "metaeval/data/eval_set.hh"
#include "metaeval/data/ratings.hh"
#include "util/error.hh"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace meteor;
  using namespace meteor::metaeval;
  namespace fs = std::filesystem;
  static const fs::path root = fs::temp_directory_path() / ("meteor-fuzz-evalset-" + std::to_string(::getpid()));
  const fs::path set = root / "s";
  std::error_code ec;
  fs::remove_all(root, ec);
  fs::create_directories(set);
  const std::string text(reinterpret_cast<const char*>(data), size);
  std::size_t pos = 0;
  int files = 0;
  while (pos < text.size() && files < 16) {
    const std::size_t start = text.find("@@ ", pos);
    if (start == std::string::npos) break;
    const std::size_t eol = text.find('\n', start);
    if (eol == std::string::npos) break;
    const std::string name = text.substr(start + 3, eol - start - 3);
    const std::size_t next = text.find("@@ ", eol + 1);
    const std::string body = text.substr(eol + 1, (next == std::string::npos ? text.size() : next) - eol - 1);
    pos = next == std::string::npos ? text.size() : next;
    if (name.empty() || name.size() > 64 || name.find("..") != std::string::npos || name[0] == '/' ||
        name.find('\0') != std::string::npos)
      continue;
    const fs::path p = set / name;
    fs::create_directories(p.parent_path(), ec);
    if (ec) continue;
    std::ofstream(p, std::ios::binary) << body;
    ++files;
  }
  MetaInfo info;
  info.std_ref = "refA";
  try {
    const EvalSet e = EvalSet::load(root.string(), "s", "xx-yy", info, LoadOptions{true});
    for (const auto& [name, lines] : e.sys_outputs())
      if (lines.size() != e.src().size()) fuzz::fail("an output not as long as the source");
    for (const auto& [name, lines] : e.refs())
      if (lines.size() != e.src().size()) fuzz::fail("a reference not as long as the source");
    try {
      (void)read_stored_ratings(e);
    } catch (const Error&) {
    }
  } catch (const Error&) {
  }
  fs::remove_all(root, ec);
  return 0;
}
