// Fuzz target: Moses n-best lists (io/nbest.hh: NbestReader, as meteor-mbr
// reads its candidates and pseudo-references), written to a temporary file;
// input starting with 'Z' is gzip-compressed first (the rest of it), to fuzz
// the gzip path.
//
// Invariant: bad input is a meteor::Error (one line), never a crash; every
// block read has an ID no other block has and at least one hypothesis; the
// hypotheses are valid UTF-8; blocks start on increasing lines; two numeric
// IDs in a row differ by one; each block's output line in every form is one
// line.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <unistd.h>
#include <zlib.h>

#include <cstddef>
#include <cstdint>
#include <fstream>
#include <set>
#include <string>

#include "fuzz_util.hh"
#include "io/nbest.hh"
#include "util/error.hh"
#include "util/utf8.hh"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace meteor;
  static const std::string path = "/tmp/meteor-fuzz-nbest-" + std::to_string(::getpid()) + ".txt";
  const bool gzip = size > 0 && data[0] == 'Z';
  if (gzip) {
    gzFile g = gzopen(path.c_str(), "wb");
    if (size > 1) gzwrite(g, data + 1, static_cast<unsigned>(size - 1));
    gzclose(g);
  } else {
    std::ofstream f(path, std::ios::binary | std::ios::trunc);
    f.write(reinterpret_cast<const char*>(data), static_cast<std::streamsize>(size));
  }
  try {
    NbestReader reader(path);
    NbestBlock block;
    std::set<std::string> ids;
    std::size_t last_line = 0;
    std::string previous;
    while (reader.next(block)) {
      if (block.id.empty() || block.hypotheses.empty()) fuzz::fail("an empty ID or block");
      if (!ids.insert(block.id).second) fuzz::fail("an ID in two blocks");
      if (block.first_line <= last_line) fuzz::fail("blocks not on increasing lines");
      last_line = block.first_line;
      auto number = [](const std::string& id) -> long long {
        if (id.empty() || id.size() > 18 || id.find_first_not_of("0123456789") != std::string::npos) return -1;
        return std::stoll(id);
      };
      if (number(previous) >= 0 && number(block.id) >= 0 && number(block.id) != number(previous) + 1)
        fuzz::fail("numeric IDs in a row that do not go up by one");
      previous = block.id;
      for (const std::string& h : block.hypotheses)
        if (!utf8::is_valid(h)) fuzz::fail("a hypothesis that is not UTF-8");
      const std::vector<double> utilities(block.hypotheses.size(), 0.5);
      for (const MbrOutputForm form : {MbrOutputForm{}, MbrOutputForm{false, true, true}, MbrOutputForm{true, false, true}}) {
        const std::string line = mbr_line(block.id, block.hypotheses, 0, utilities, form);
        if (line.find('\n') != std::string::npos) fuzz::fail("an output line with a newline");
      }
    }
  } catch (const Error&) {
  }
  return 0;
}
