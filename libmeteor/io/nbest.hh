// Moses n-best lists: lines "ID ||| TEXT ||| FEATURES ||| SCORE", the
// hypotheses of one input sentence on consecutive lines under one ID. Only
// the ID and the text are read (a line needs those two fields; the text is
// trimmed of the spaces around the separators). Read by meteor-mbr for its
// candidates and its pseudo-references.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>
#include <vector>

namespace meteor {

struct NbestBlock {
  std::string id;
  std::vector<std::string> hypotheses;  // in file order
  std::size_t first_line = 0;           // where the block starts (1-based)
};

// The blocks of an n-best file in file order ("-": standard input). Throws
// meteor::Error naming the file and line for a line without " ||| " after
// an ID, an empty ID, and an ID whose lines are not consecutive (it comes
// back after another ID's).
std::vector<NbestBlock> read_nbest(const std::string& path);

}  // namespace meteor
