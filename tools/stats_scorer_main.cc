// stats-scorer: Meteor scores from sufficient statistics. Reads the lines
// `meteor -ssOut` writes (23 numbers each) from standard input and prints one
// score per line; -final adds the score of all lines together. See
// docs/stats-scorer.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <unistd.h>

#include <iostream>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "cli.hh"
#include "score/config.hh"
#include "score/signature.hh"
#include "score/stats.hh"
#include "util/error.hh"
#include "java/lang.hh"
#include "util/line_reader.hh"

namespace {

const char* const kUsage = R"(Meteor Stats Scorer version 1.5 (C++)
Usage: stats-scorer [options] < statistics

Options:
-l language                     Fully supported: en cz de es fr ru
                                Supported with language-independent parameters:
                                  da fi hu it nl no pt ro se tr
                                Experimental: ar-bw-red; any other: other
-t task                         One of: rank util adq hter li tune
-p 'alpha beta gamma delta'     Custom parameters (overrides default)
-w 'weight1 weight2 ...'        Specify module weights (overrides default)
-ch                             for character-based P and R
-final                          Also print the aggregate score of all lines

Extensions:
-m 'module1 module2 ...'        The modules meteor -ssOut ran with: their
                                  weights as meteor chooses them (so the
                                  options given to meteor can be given here)
-norm -lower -noPunct           Accepted as meteor takes them; they change the
                                  statistics, not their scoring: a note says
                                  they do not apply here
-signature                      Then print the signature of these scores: the
                                  parameters and weights (docs/signature.md)
--help                          Print this text
--version                       Print the version

The scorer reads lines of sufficient statistics (meteor -ssOut) from standard
in and writes Meteor scores to standard out. If -final is specified, an
additional line is written containing the aggregate score.
)";

boost::program_options::options_description options() {
  namespace po = boost::program_options;
  po::options_description opts;
  opts.add_options()
      ("l", po::value<std::string>(), "language")
      ("t", po::value<std::string>(), "task")
      ("p", po::value<std::string>(), "parameters")
      ("w", po::value<std::string>(), "module weights")
      ("m", po::value<std::string>(), "modules")
      ("ch", "character-based")
      ("norm", "does not apply")
      ("lower", "does not apply")
      ("noPunct", "does not apply")
      ("final", "aggregate score")
      ("signature", "print the signature");
  return opts;
}

int run(const boost::program_options::variables_map& vm, bool no_arguments) {
  using namespace meteor;
  // Statistics come from standard input. With no argument and nothing piped
  // in (a terminal), the usage text on stderr and exit status 2, as every
  // tool does without its arguments.
  if (no_arguments && isatty(STDIN_FILENO)) {
    std::cerr << kUsage;
    return 2;
  }

  // Language, task and weights resolve as for meteor. -p only replaces the
  // parameters: the scorer keeps the weights of the language's (or -t's)
  // task, where meteor would switch to the "custom" task's weights.
  Options o = cli::config_options(vm);
  // meteor's text options shape the statistics, which are already made.
  std::string moot;
  int n_moot = 0;
  for (const char* k : {"norm", "lower", "noPunct"})
    if (vm.count(k)) moot += (n_moot++ == 0 ? "-" : ", -") + std::string(k);
  if (n_moot > 0)
    std::cerr << "stats-scorer: note: " << moot << (n_moot == 1 ? " does" : " do")
              << " not apply: meteor -ssOut made the statistics with it\n";
  // -ch is accepted and recorded; a score from statistics does not depend on
  // it (the statistics already count characters or words).
  const std::optional<std::vector<double>> parameters = std::exchange(o.parameters, std::nullopt);
  Config config = resolve_config(o);
  if (parameters) {
    config.parameters = *parameters;
    config.task = Task::kCustom;
  }
  if (config.parameters.size() < 4)
    throw InvalidArgument("-p needs 4 parameters 'alpha beta gamma delta', got " + std::to_string(config.parameters.size()));
  if (config.weights.size() > Stats::kStages)
    throw InvalidArgument("-w: " + std::to_string(config.weights.size()) + " module weights given; the statistics have " +
                std::to_string(Stats::kStages) + " stages");
  const bool final_score = vm.count("final") > 0;

  auto score = [&](Stats& s) {
    compute_metrics(s, config.alpha(), config.beta(), config.gamma(), config.delta(), config.weights);
    return s.score;
  };

  // Every line is parsed before anything is printed: a malformed line fails
  // the run with no partial output.
  LineReader in("-");
  std::vector<double> scores;
  Stats total;
  std::string line, why;
  while (in.next(line)) {
    auto stats = Stats::parse(line, &why);
    if (!stats) throw file_error("standard input", in.line_number(), why);
    scores.push_back(score(*stats));
    if (final_score) total += stats->contribution();
  }
  if (final_score && scores.empty()) throw Error("-final: no statistics on standard input to aggregate");

  std::string out;
  for (double s : scores) {
    java::append_double(out, s);
    out += '\n';
    if (out.size() >= (1u << 16)) {
      std::cout.write(out.data(), static_cast<std::streamsize>(out.size()));
      out.clear();
    }
  }
  if (final_score) {
    java::append_double(out, score(total));
    out += '\n';
  }
  if (vm.count("signature")) out += "Signature: " + make_stats_signature(config) + '\n';
  std::cout.write(out.data(), static_cast<std::streamsize>(out.size()));
  std::cout.flush();
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return meteor::cli::tool_main(argc, argv,
                           {"stats-scorer", "stats-scorer (Meteor 1.5 compatible)", kUsage, {}, false,
                            " (statistics are read from standard input)"},
                           options(), [&](const auto& vm, auto&) { return run(vm, argc == 1); });
}
