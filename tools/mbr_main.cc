// meteor-mbr: minimum Bayes risk decoding with Meteor. Reads a Moses n-best
// list and writes, for each input sentence in order, the hypothesis with the
// highest mean Meteor score against the others (or against pseudo-references
// from a second n-best file). Not a Meteor 1.5 program: an extension over
// Metric::mbr (meteor.hh). See docs/python.md, "MBR and reranking".
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <unistd.h>

#include <algorithm>
#include <iostream>
#include <string>
#include <string_view>
#include <unordered_map>
#include <vector>

#include "cli.hh"
#include "io/nbest.hh"
#include "meteor.hh"
#include "util/error.hh"

namespace {

const char* const kUsage = R"(meteor-mbr: minimum Bayes risk decoding with Meteor (C++)
Usage: meteor-mbr [nbest] [options]

Reads a Moses n-best list ('ID ||| hypothesis ||| features ||| score'; the
hypotheses of one input under one ID, on consecutive lines; only the first
two fields are read) from the file, or from standard input when it is '-' or
not given. Writes the chosen hypothesis of each ID, one per line, in order:
the hypothesis with the highest mean Meteor score against the other
hypotheses of its ID (the first of equal ones), or against the
pseudo-references of its ID with -pseudo-references.

Options:
-pseudo-references file         Score against these hypotheses (an n-best file,
                                  the same IDs) instead of the candidates
-self                           Against the candidates themselves, count each
                                  candidate's score against itself too
-threads N                      Threads; )" METEOR_THREADS_HELP R"(;
                                  the output does not depend on N

Meteor's scoring options, as the meteor tool takes them:
-l language                     (default en)
-t task                         One of: rank util adq hter li tune
-p 'alpha beta gamma delta'     Custom parameters (overrides default)
-m 'module1 module2 ...'        Any of: exact stem synonym paraphrase
-w 'weight1 weight2 ...'        Module weights (overrides default)
-x beamSize                     (default 40)
-e stemFile, -s wordListFile, -d synonymDirectory, -a paraphraseFile
-new files-dir                  New language (implies -lower)
-ch                             Character-based precision and recall
-norm                           Tokenize / normalize punctuation and lowercase
-lower                          Lowercase only
-noPunct                        Do not consider punctuation
-mem MB                         Memory the alignment of one pair may hold
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
  const std::string path = rest.empty() ? "-" : rest[0];
  const unsigned threads = vm.count("threads") ? cli::parse_threads("-threads", vm["threads"].as<std::string>()) : 0;
  const Metric metric(cli::config_options(vm));  // resources first: a bad option fails before the reading

  std::vector<NbestBlock> blocks = read_nbest(path);
  if (blocks.empty()) throw file_error(path == "-" ? "<stdin>" : path, "no n-best lines");

  // Pseudo-references: every ID of the n-best list has its block, and no
  // other ID is there (read_nbest has each ID once).
  std::vector<std::vector<std::string>> pseudo;
  if (vm.count("pseudo-references")) {
    const std::string pseudo_path = vm["pseudo-references"].as<std::string>();
    std::vector<NbestBlock> refs = read_nbest(pseudo_path);
    std::unordered_map<std::string_view, NbestBlock*> by_id;
    for (NbestBlock& r : refs) by_id.emplace(r.id, &r);
    for (const NbestBlock& b : blocks) {
      const auto it = by_id.find(b.id);
      if (it == by_id.end())
        throw file_error(pseudo_path, "no pseudo-references for ID " + b.id + " (" + path + " line " +
                                          std::to_string(b.first_line) + ")");
      pseudo.push_back(std::move(it->second->hypotheses));
      by_id.erase(it);
    }
    if (!by_id.empty()) {
      const NbestBlock* extra = std::min_element(by_id.begin(), by_id.end(), [](const auto& x, const auto& y) {
                                  return x.second->first_line < y.second->first_line;
                                })->second;
      throw file_error(pseudo_path, extra->first_line, "ID " + extra->id + " is not in the n-best list " + path);
    }
  }

  std::vector<std::vector<std::string>> candidates;
  candidates.reserve(blocks.size());
  for (NbestBlock& b : blocks) candidates.push_back(std::move(b.hypotheses));
  const std::vector<MbrChoice> chosen =
      metric.mbr(candidates, pseudo.empty() ? nullptr : &pseudo, vm.count("self") > 0, threads);
  std::string out;
  for (std::size_t k = 0; k < chosen.size(); ++k) {
    out += candidates[k][chosen[k].best];
    out += '\n';
    if (out.size() >= (1u << 16)) {
      std::cout.write(out.data(), static_cast<std::streamsize>(out.size()));
      out.clear();
    }
  }
  std::cout.write(out.data(), static_cast<std::streamsize>(out.size()));
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return meteor::cli::main(argc, argv, {"meteor-mbr", "meteor-mbr", kUsage, {}, /*more=*/true}, options(), run);
}
