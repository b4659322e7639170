// sgm2txt: convert SGML test and reference files to plaintext, consistently
// ordered, as Meteor 1.5's SGMtoPlaintext does.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <iostream>

#include "cli.hh"
#include "io/sgml_plaintext.hh"
#include "util/error.hh"

namespace {

const char* const kUsage = R"(Convert SGML files to plaintext

Usage: sgm2txt <test.sgm> <reference.sgm>

For every set of the reference file, writes <set>.<system>.tst for each
system of the test file and <set>.<reference>.ref for each reference into
the current folder: one line per reference segment, documents and segments
sorted, a blank line where a file has no such document or segment.

Extensions:
--help                          Print this text
--version                       Print the version
)";

}  // namespace

int main(int argc, char** argv) {
  return meteor::cli::tool_main(argc, argv, {"sgm2txt", "sgm2txt (Meteor 1.5 compatible)", kUsage, {"test", "reference"}},
                           {}, [](const auto& vm, auto&) {
                             meteor::sgml_to_plaintext(vm["test"].template as<std::string>(),
                                                       vm["reference"].template as<std::string>(), std::cout);
                             return 0;
                           });
}
