// meteor-mbr: minimum Bayes risk decoding with Meteor. Reads a Moses n-best
// list and writes, for each input sentence in order, the hypothesis with the
// highest mean Meteor score against the others (or against pseudo-references
// from a second n-best file), streamed a batch of IDs at a time (io/nbest.hh's
// mbr_nbest, which chooses as Metric::mbr does). Not a Meteor 1.5 program.
// See docs/python.md, "MBR and reranking".
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <unistd.h>

#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "cli.hh"
#include "progress.hh"
#include "io/nbest.hh"
#include "meteor.hh"
#include "util/error.hh"

namespace {

const char* const kUsage = R"(meteor-mbr: minimum Bayes risk decoding with Meteor (C++)
Usage: meteor-mbr [nbest] [options]

Reads a Moses n-best list ('ID ||| hypothesis ||| features ||| score'; the
hypotheses of one input under one ID, on consecutive lines; only the first
two fields are read) from the file, or from standard input when it is '-' or
not given; gzipped input is read as it is. Writes the chosen hypothesis of
each ID, one line per ID, in order: the hypothesis with the highest mean
Meteor score against the other hypotheses of its ID (the first of equal
ones), or against the pseudo-references of its ID with -pseudo-references.

The list is read, scored and written a batch of IDs at a time, so memory
grows with the largest ID's block, not with the file; a bad line further on
is an error after the lines of the IDs before it. IDs that are numbers must
go up by one (Moses: 0, 1, 2, ...): a gap is an error naming the missing ID.
The text must be UTF-8 (a byte order mark at the start is skipped).

Options:
-pseudo-references file         Score against these hypotheses (an n-best file
                                  with the same IDs, in the same order)
                                  instead of the candidates
-self                           Against the candidates themselves, count each
                                  candidate's score against itself too
-index                          Print the chosen hypothesis's index in its ID's
                                  block (0-based) and a tab before the text
-utilities                      Print the chosen hypothesis's expected utility
                                  (its mean score) and a tab before the text
                                  (after the index, with -index)
-json                           One JSON object per line instead:
                                  {"id": "0", "index": 2, "text": "...",
                                  "utility": 0.41} (-index is implied),
                                  with -utilities also "utilities": every
                                  candidate's, in order
-threads N                      Threads; )" METEOR_THREADS_HELP R"(;
                                  the output does not depend on N

Meteor's scoring options, as the meteor tool takes them:
)" METEOR_SCORING_OPTIONS_HELP R"(-mem MB                         Memory the alignment of one pair may hold
                                  (default 512), and the scores of one ID's
                                  block (about 40 bytes a pair; default 4096)
--help                          Print this text
--version                       Print the version
)";

boost::program_options::options_description options() {
  namespace po = boost::program_options;
  po::options_description opts;
  meteor::cli::add_config_options(opts);
  opts.add_options()
      ("pseudo-references", po::value<std::string>(), "pseudo-references")
      ("self", "count a candidate against itself")
      ("index", "print the chosen index")
      ("utilities", "print the expected utility")
      ("json", "JSON lines")
      ("threads", po::value<std::string>(), "threads");
  return opts;
}

int run(const boost::program_options::variables_map& vm, std::vector<std::string>& rest) {
  using namespace meteor;
  if (rest.size() > 1) throw InvalidArgument("one n-best file at most, got " + std::to_string(rest.size()));
  // No file and nothing piped in (a terminal): the usage on stderr, exit 2,
  // as every tool does without its input.
  if (rest.empty() && isatty(STDIN_FILENO)) {
    std::cerr << kUsage;
    return 2;
  }
  MbrRun mbr;
  mbr.nbest = rest.empty() ? "-" : rest[0];
  if (vm.count("pseudo-references")) mbr.pseudo_references = vm["pseudo-references"].as<std::string>();
  mbr.include_self = vm.count("self") > 0;
  mbr.threads = vm.count("threads") ? cli::parse_threads("-threads", vm["threads"].as<std::string>()) : 0;
  mbr.form = {vm.count("json") > 0, vm.count("index") > 0, vm.count("utilities") > 0};
  const Metric metric(cli::config_options(vm));  // resources first: a bad option fails before the reading
  // The IDs done, on a terminal's stderr while stdout goes elsewhere (tools/progress.hh).
  cli::Progress progress(0, isatty(STDOUT_FILENO) == 0, "inputs");
  mbr.progress = [&](std::size_t ids) { progress.tick(ids); };
  // Each batch's lines as soon as they are scored (a failed write: cli::run's check).
  mbr_nbest(metric.scorer(), mbr, [](std::string_view lines) {
    std::cout.write(lines.data(), static_cast<std::streamsize>(lines.size()));
    std::cout.flush();
  });
  progress.clear();
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return meteor::cli::tool_main(argc, argv, {"meteor-mbr", "meteor-mbr", kUsage, {}, /*more=*/true}, options(), run);
}
