// sgm2txt: SGML test and reference files to plaintext, as Meteor 1.5's
// SGMtoPlaintext does it. Every set of the references yields one file per
// system, <set>.<system>.tst, and one per reference, <set>.<reference>.ref,
// each with one line per segment of the references (the union over all
// references), documents in Java string order, segments in segment-id order
// (compare_segment_ids); a segment or document a file lacks is a blank line.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <ostream>
#include <string>

namespace meteor {

// Reads both files and writes the plaintext files into out_dir ("" is the
// current folder). Prints "Found reference set [..]", "Found reference [..]",
// "Found test set [..]" and "Found system [..]" to messages, in Meteor's
// (Java hash table) order, and warns (meteor::warn, Meteor's texts) about
// missing documents and segments. Throws meteor::Error naming the file
// when a file cannot be read or written, or when a set of the references
// is not in the test file (Meteor 1.5 fails there too).
void sgml_to_plaintext(const std::string& test_path, const std::string& ref_path, std::ostream& messages,
                       const std::string& out_dir = "");

}  // namespace meteor
