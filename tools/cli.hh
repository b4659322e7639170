// Shared command-line plumbing of the tools: Boost.Program_options set up for
// Meteor's single-dash long options (-norm, -l en), and the error/exit
// conventions (one line on stderr, non-zero status).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <boost/program_options.hpp>
#include <functional>
#include <iosfwd>
#include <string>
#include <vector>

#include "score/config.hh"
#include "util/threads.hh"  // METEOR_THREADS_HELP

// The usage lines of the scoring options add_config_options adds, for the
// tools that take them besides meteor (whose usage is Meteor 1.5's own).
#define METEOR_SCORING_OPTIONS_HELP \
  "-l language                     (default en)\n" \
  "-t task                         One of: rank util adq hter li tune\n" \
  "-p 'alpha beta gamma delta'     Custom parameters (overrides default)\n" \
  "-m 'module1 module2 ...'        Any of: exact stem synonym paraphrase\n" \
  "-w 'weight1 weight2 ...'        Module weights (overrides default)\n" \
  "-x beamSize                     (default 40)\n" \
  "-e stemFile, -s wordListFile, -d synonymDirectory, -a paraphraseFile\n" \
  "-new files-dir                  New language (implies -lower)\n" \
  "-ch                             Character-based precision and recall\n" \
  "-norm                           Tokenize / normalize punctuation and lowercase\n" \
  "-lower                          Lowercase only\n" \
  "-noPunct                        Do not consider punctuation\n" \
  "-allowNoParaphrase              Without a paraphrase table, leave the module out\n" \
  "                                  (else the run stops, as Meteor 1.5's does)\n"

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
// A hidden -completion-values prints the values of -l, -m, -t and
// --task_set, one "<what> v1 v2 ..." line each, for scripts/cli-docs (shell
// completion and man pages) and exits 0 like -help.
bool print_help_or_version(const po::variables_map& vm, const char* usage, const char* name);
void print_completion_values(std::ostream& out);

// Adds the options every scoring tool shares (-l -t -p -m -w -x -e -s -d -a
// -new -ch -norm -lower -noPunct) and reads them back.
void add_config_options(po::options_description& d);
Options config_options(const po::variables_map& vm);

// The value of -threads (--threads): a count of threads, 0 meaning every
// CPU this process may use (METEOR_THREADS_HELP); anything else is an error
// naming `option`.
unsigned parse_threads(const std::string& option, const std::string& value);

// Runs body, turning meteor::Error, po::error and std::exception into
// "<tool>: error: message" on stderr and exit status 1.
int run(const char* tool, const std::function<int()>& body);

// A tool's command line, for main().
struct Tool {
  const char* name;          // in error lines: "<name>: error: ..."
  const char* version_name;  // -version prints "<version_name> <version>"
  const char* usage;         // -help prints it on stdout; missing arguments, on stderr
  std::vector<std::string> positional;  // required positional arguments, by name
  bool more = false;         // further positional arguments allowed (body's `rest`)
  const char* extra_hint = "";  // after "unexpected argument 'x'" when more is false
};

// The preamble every tool shares: parses argv with `options` plus -help, -h
// and -version (parse), prints the usage or version (exit status 0), prints
// the usage on stderr when a positional argument is missing (status 2),
// refuses an unexpected argument, then returns body(vm, rest) -- all within
// run()'s error handling.
int tool_main(int argc, char** argv, const Tool& tool, po::options_description options,
              const std::function<int(const po::variables_map& vm, std::vector<std::string>& rest)>& body);

}  // namespace meteor::cli
