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

--help                          Print this text
--version                       Print the version
)";

int run(int argc, char** argv) {
  using namespace meteor;
  namespace po = boost::program_options;
  po::options_description opts;
  cli::add_help_options(opts);
  std::vector<std::string> extra;
  po::variables_map vm = cli::parse(argc, argv, opts, {"test", "reference"}, &extra);
  if (cli::print_help_or_version(vm, kUsage, "sgm2txt (Meteor 1.5 compatible)")) return 0;
  if (!vm.count("test") || !vm.count("reference")) {
    std::cerr << kUsage;
    return 2;
  }
  if (!extra.empty()) throw InvalidArgument("unexpected argument '" + extra[0] + "'");
  sgml_to_plaintext(vm["test"].as<std::string>(), vm["reference"].as<std::string>(), std::cout);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  std::ios::sync_with_stdio(false);
  return meteor::cli::run("sgm2txt", [&] { return run(argc, argv); });
}
