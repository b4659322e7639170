// trainer: Meteor 1.5's parameter tuning. Scores every segment of a data
// folder once, then rescores the statistics at every point of a parameter
// grid and prints the correlation (or rank consistency) of each point. See
// docs/trainer.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <unistd.h>

#include <iostream>
#include <string>
#include <vector>

#include "cli.hh"
#include "progress.hh"
#include "align/module.hh"
#include "resources/language.hh"
#include "score/config.hh"
#include "score/params.hh"
#include "score/scorer.hh"
#include "score/signature.hh"
#include "train/data.hh"
#include "train/grid.hh"
#include "train/trainer.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "java/lang.hh"

namespace {

const char* const kUsage = R"(Meteor Trainer version 1.5 (C++)
Usage: trainer <task> <dataDir> [options]

Tasks:                          One of: segcor spearman rank

Options:
-a paraphrase                   Paraphrase table (default: the language's,
                                  as meteor-data installs it; without one
                                  the run stops, as Meteor 1.5's does)
-e epsilon                      rank: a preference holds when the score
                                  difference exceeds epsilon (default 0)
-l language                     (default en)
-ch                             for character-based P and R
-noNorm                         don't normalize, sgm files are pre-tokenized
-multi                          multi-language rank mode: language from each
                                  file name, exact and paraphrase modules,
                                  default tables, lowercase only (Meteor 1.5's
                                  rank always runs so; ours only with -multi)
-i 'p1 p2 p3 p4 w1 w2 w3 w4'    Initial parameters and weights
-f 'p1 p2 p3 p4 w1 w2 w3 w4'    Final parameters and weights
-s 'p1 p2 p3 p4 w1 w2 w3 w4'    Steps

Extensions (meteor's scoring options, where they apply):
-m 'module1 module2 ...'        Modules the statistics are made with (default:
                                  the language's); w1..w4 are their weights
-p 'alpha beta gamma delta'     Fix p1..p4 (the grid searches the weights)
-w 'weight1 weight2 ...'        Fix w1..w4 (the grid searches the parameters)
-norm                           Normalize (the default; -noNorm turns it off)
-lower                          Lowercase only, no normalization
-noPunct                        With normalization, drop punctuation
-t task                         Does not apply (the grid replaces the task's
                                  parameters): a note says so
-threads N                      Threads; )" METEOR_THREADS_HELP R"(;
                                  the output does not depend on N
-signature                      After the results, the signature of the
                                  statistics (params:tuned, weights:tuned;
                                  not with -multi; see docs/signature.md)
--help                          Print this text
--version                       Print the version

Parameters p1..p4 are alpha beta gamma delta, w1..w4 the module weights.
Defaults: -i '0 0 0 1 1 0 0 0' -f '1 2 1 1 1 1 1 1' -s '0.05 ...' (all 0.05);
missing values are 0. Each point of the grid prints one line:
  <correlation> <p1> <p2> <p3> <p4> <w1> <w2> <w3> <w4>
Sort the output to find the best point.

segcor    Segment-level length-weighted Pearson correlation. dataDir holds
          for each system <sys>.tst (system output, SGML), <sys>.ref
          (references, SGML) and <sys>.ter (human scores, lines
          "<document> <segment> <score>", space separated).
spearman  The same data; Spearman's rank correlation.
rank      Rank consistency. dataDir holds <lang-pair>.<sys>.sgm for each
          system, <lang-pair>.ref.sgm, and <lang-pair>.rank files of lines
          "<segment> TAB <lang-pairA> TAB <sysA> TAB <lang-pairB> TAB <sysB>"
          (A judged better than B).

Statistics come from Meteor run with the language's default modules and
-norm (unless -noNorm); -ch counts characters.
)";

boost::program_options::options_description options() {
  namespace po = boost::program_options;
  po::options_description opts;
  opts.add_options()
      ("a", po::value<std::string>(), "paraphrase table")
      ("e", po::value<std::string>(), "epsilon")
      ("l", po::value<std::string>(), "language")
      ("ch", "character-based")
      ("noNorm", "no normalization")
      ("multi", "multi-language")
      ("i", po::value<std::string>(), "initial")
      ("f", po::value<std::string>(), "final")
      ("s", po::value<std::string>(), "steps")
      ("m", po::value<std::string>(), "modules")
      ("p", po::value<std::string>(), "fixed parameters")
      ("w", po::value<std::string>(), "fixed weights")
      ("norm", "normalize")
      ("lower", "lowercase only")
      ("noPunct", "drop punctuation")
      ("t", po::value<std::string>(), "does not apply")
      ("threads", po::value<std::string>(), "threads")
      ("signature", "print the signature");
  return opts;
}

int run(const boost::program_options::variables_map& vm) {
  using namespace meteor;
  const train::TrainTask task = train::parse_train_task(vm["task"].as<std::string>());
  const std::string dir = vm["dir"].as<std::string>();

  auto str = [&](const char* k) { return vm[k].as<std::string>(); };
  train::DataOptions data;
  if (vm.count("l")) data.language = str("l");
  parse_language(data.language);  // a mistyped -l fails before the data is read
  if (vm.count("a")) data.paraphrase_table = str("a");
  data.character_based = vm.count("ch") > 0;
  // -multi implies -noNorm (Meteor 1.5); it changes only how rank runs Meteor.
  data.normalize = !(vm.count("noNorm") || vm.count("multi"));
  data.multi = vm.count("multi") > 0;
  if (vm.count("norm") && (vm.count("noNorm") || vm.count("lower")))
    throw InvalidArgument(std::string("-norm: not with ") + (vm.count("noNorm") ? "-noNorm" : "-lower"));
  if (vm.count("lower")) data.normalize = false, data.lowercase = true;
  data.no_punctuation = vm.count("noPunct") > 0;
  if (data.no_punctuation && !data.normalize) throw InvalidArgument("-noPunct: goes with normalization (not -noNorm or -lower)");
  if (vm.count("m")) {
    data.modules = tokenize(str("m"));
    if (data.modules.empty()) throw InvalidArgument("-m: no module given");
    if (data.modules.size() > 4) throw InvalidArgument("-m: the grid has 4 module weights, " + std::to_string(data.modules.size()) + " modules given");
    for (const std::string& m : data.modules) static_cast<void>(parse_module(m));
  }
  if (data.multi && (vm.count("m") || vm.count("lower") || vm.count("noPunct")))
    throw InvalidArgument("-multi: sets the modules and lowercasing itself (not with -m, -lower, -noPunct)");
  if (vm.count("t")) {
    static_cast<void>(parse_task(str("t")));
    std::cerr << "trainer: note: -t does not apply: the grid replaces the task's parameters\n";
  }
  if (vm.count("threads")) {
    data.threads = cli::parse_threads("-threads", str("threads"));
  }
  double epsilon = 0.0;
  if (vm.count("e")) {
    auto v = java::parse_double(str("e"));
    if (!v) throw InvalidArgument("-e: '" + str("e") + "' is not a number");
    epsilon = *v;
  }
  train::GridSpec spec;
  if (vm.count("i")) spec.initial = train::parse_grid_vector("-i", str("i"));
  if (vm.count("f")) spec.final_ = train::parse_grid_vector("-f", str("f"));
  if (vm.count("s")) spec.step = train::parse_grid_vector("-s", str("s"));
  // -p and -w fix their dimensions of the grid: one value each.
  auto fix = [&](const char* option, std::size_t first, std::size_t count) {
    if (!vm.count(option)) return;
    const std::vector<double> v = parse_number_list(std::string("-") + option, str(option));
    if (v.size() > count)
      throw InvalidArgument("-" + std::string(option) + ": at most " + std::to_string(count) + " values, got " +
                            std::to_string(v.size()));
    for (std::size_t d = 0; d < count; ++d) {
      spec.initial[first + d] = spec.final_[first + d] = d < v.size() ? v[d] : 0.0;
      spec.step[first + d] = 1.0;
    }
  };
  fix("p", 0, 4);
  fix("w", 4, 4);
  const train::Grid grid(spec);  // before the data: a grid that never ends fails at once
  const bool signature = vm.count("signature") > 0;
  if (signature && data.multi) throw InvalidArgument("-signature: not with -multi (one setting per language)");

  // The grid's progress on a terminal (tools/progress.hh); stdout is the results.
  cli::Progress progress(static_cast<std::size_t>(grid.size()), isatty(STDOUT_FILENO) == 0, "grid points");
  auto report = [&](std::uint64_t done, std::uint64_t) { progress.tick(static_cast<std::size_t>(done)); };
  if (task == train::TrainTask::kRank) {
    const train::RankData ranks = train::load_rank(dir, data);
    train::train_rank(ranks, epsilon, grid, data.threads, std::cout, report);
  } else {
    const train::SegcorData seg = train::load_segcor(dir, data);
    train::train_correlation(seg, task == train::TrainTask::kSpearman, grid, data.threads, std::cout, report);
  }
  progress.clear();
  if (signature) {
    const Config config = train::trainer_config(data);
    std::cout << "Signature: "
              << make_training_signature(config, identify_resources(config, resource_paths(config, DataDir())))
              << '\n';
  }
  return 0;
}

}  // namespace

// Without a task and a folder: the usage text on stderr, exit status 2 (a
// script that lost its arguments must not "succeed"; --help exits 0).
int main(int argc, char** argv) {
  return meteor::cli::tool_main(
      argc, argv, {"trainer", "trainer (Meteor 1.5 compatible)", kUsage, {"task", "dir"}, false, " (see trainer --help)"},
      options(), [](const auto& vm, auto&) { return run(vm); });
}
