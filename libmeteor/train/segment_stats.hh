// What the Trainer gets from running Meteor on one test/reference pair of
// SGML files: the lines `meteor -sgml -ssOut` writes to meteor-seg.scr
// ("set<TAB>system<TAB>document<TAB>segment<TAB>23 statistics"), in that
// file's order, here computed on several threads.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>
#include <vector>

#include "score/scorer.hh"

namespace meteor::train {

// Reads both files and scores them as meteor -sgml -ssOut does (score_sgml
// in io/sgml_eval.hh: Meteor's order and warnings, `threads` threads, 0: all
// cores); returns the segment lines sorted as Meteor sorts them. Throws
// meteor::Error where meteor -sgml fails.
std::vector<std::string> sgml_segment_lines(const Scorer& scorer, const std::string& test_path,
                                            const std::string& ref_path, unsigned threads);

}  // namespace meteor::train
