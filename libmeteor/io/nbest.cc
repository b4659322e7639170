// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/nbest.hh"

#include <string_view>
#include <unordered_map>

#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/line_reader.hh"

namespace meteor {
std::vector<NbestBlock> read_nbest(const std::string& path) {
  const std::string name = path == "-" ? "<stdin>" : path;
  LineReader in(path);
  std::vector<NbestBlock> blocks;
  std::unordered_map<std::string, std::size_t> seen;  // ID -> its block
  std::string line;
  while (in.next(line)) {
    const std::size_t first = line.find("|||");
    if (first == std::string::npos)
      throw file_error(name, in.line_number(), "expected 'ID ||| TEXT ||| ...' (a Moses n-best line)");
    const std::string id(trim_whitespace(std::string_view(line).substr(0, first)));
    if (id.empty()) throw file_error(name, in.line_number(), "empty ID before ' ||| '");
    std::string_view rest = std::string_view(line).substr(first + 3);
    const std::size_t second = rest.find("|||");
    const std::string text(trim_whitespace(second == std::string_view::npos ? rest : rest.substr(0, second)));
    if (blocks.empty() || blocks.back().id != id) {
      if (const auto it = seen.find(id); it != seen.end())
        throw file_error(name, in.line_number(),
                         "ID " + id + " again, after other IDs (its block started at line " +
                             std::to_string(blocks[it->second].first_line) + "; an n-best list keeps each ID's lines together)");
      seen.emplace(id, blocks.size());
      blocks.push_back({id, {}, in.line_number()});
    }
    blocks.back().hypotheses.push_back(text);
  }
  return blocks;
}

}  // namespace meteor
