// Shared command-line plumbing of the tools: Boost.Program_options set up for
// Meteor's single-dash long options (-norm, -l en), and the error/exit
// conventions (one line on stderr, non-zero status).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <boost/program_options.hpp>
#include <functional>
#include <string>
#include <vector>

#include "score/config.hh"

namespace meteor::cli {

namespace po = boost::program_options;

// Parses argv with single-dash long options, no abbreviations, and the
// given positional names. Throws po::error on unknown or malformed options.
po::variables_map parse(int argc, char** argv, const po::options_description& options,
                        const std::vector<std::string>& positional, std::vector<std::string>* rest = nullptr);

// Adds -help, -h and -version. print_help_or_version prints the usage text
// (-help, -h) or "<name> <version>" (-version) on stdout and returns true
// when either was given: the tool then exits 0.
void add_help_options(po::options_description& d);
bool print_help_or_version(const po::variables_map& vm, const char* usage, const char* name);

// Adds the options every scoring tool shares (-l -t -p -m -w -x -e -s -d -a
// -new -ch -norm -lower -noPunct) and reads them back.
void add_config_options(po::options_description& d);
Options config_options(const po::variables_map& vm);

// Runs body, turning meteor::Error, po::error and std::exception into
// "<tool>: error: message" on stderr and exit status 1.
int run(const char* tool, const std::function<int()>& body);

}  // namespace meteor::cli
