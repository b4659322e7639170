// meteor-compare: is system B better than A under Meteor? sacreBLEU's paired
// significance tests (paired bootstrap resampling, approximate
// randomization) and bootstrap confidence intervals, over Meteor's segment
// statistics (Metric::compare, score/compare.hh). Not a Meteor 1.5 program.
// See docs/compare.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <algorithm>
#include <chrono>
#include <cctype>
#include <iostream>
#include <string>
#include <vector>

#include "cli.hh"
#include "io/compare_report.hh"
#include "io/plaintext.hh"
#include "java/lang.hh"
#include "meteor.hh"
#include "util/error.hh"
#include "util/line_reader.hh"

namespace {

const char* const kUsage = R"(meteor-compare: paired significance tests with Meteor, as sacreBLEU's (C++)
Usage: meteor-compare REFERENCE... -i BASELINE [SYSTEM...] [options]

Plaintext files, one segment a line. Several reference files give one
reference each per segment; one reference file with -r N holds N lines per
segment. Every system has the baseline's number of lines. Each system is
scored once (segment statistics); the tests resample the statistics.

Tests (sacreBLEU's; docs/compare.md):
-paired-bs, -pbs                Paired bootstrap resampling: p-values, and each
                                  system's mean and 95% interval
-paired-bs-n, -pbsn N           Resamples (default 1000)
-paired-ar, -par                Paired approximate randomization: p-values
-paired-ar-n, -parn N           Trials (default 10000)
-n N                            The number of the test asked (resamples, trials,
                                  or the -confidence resamples without a test)
-confidence, -ci                Each system's mean and 95% interval from
                                  bootstrap resamples (alone, or with -paired-ar)
-confidence-n, -cin N           Resamples (default 1000)
-seed N|none                    numpy's default_rng seed (default 12345); none
                                  draws it from the system (not repeatable)

Input and output:
-i, -input BASELINE [SYSTEM...] The baseline, then the systems to compare to it
-r N                            References per segment in one reference file
-format, -f text|json|latex     Output (default text: a table)
-json                           The same as -format json
-threads N                      Threads; )" METEOR_THREADS_HELP R"(;
                                  the figures do not depend on N
-timings                        Print the time of the scoring and of the
                                  resampling on standard error

Meteor's scoring options, as the meteor tool takes them:
)" METEOR_SCORING_OPTIONS_HELP R"(-mem MB                         Memory the alignment of one pair may hold
--help                          Print this text
--version                       Print the version
)";

namespace po = boost::program_options;

po::options_description options() {
  po::options_description opts;
  meteor::cli::add_config_options(opts);
  auto strings = [] { return po::value<std::vector<std::string>>()->multitoken(); };
  auto text = [] { return po::value<std::string>(); };
  opts.add_options()
      ("i", strings(), "baseline and systems")("input", strings(), "baseline and systems")
      ("r", text(), "references per segment")
      ("paired-bs", "paired bootstrap")("pbs", "paired bootstrap")
      ("paired-ar", "paired approximate randomization")("par", "paired approximate randomization")
      ("paired-bs-n", text(), "resamples")("pbsn", text(), "resamples")
      ("paired-ar-n", text(), "trials")("parn", text(), "trials")
      ("n", text(), "the test's number")
      ("confidence", "intervals")("ci", "intervals")
      ("confidence-n", text(), "interval resamples")("cin", text(), "interval resamples")
      ("seed", text(), "seed")
      ("format", text(), "output format")("f", text(), "output format")
      ("json", "JSON output")
      ("timings", "timings on stderr")
      ("threads", text(), "threads");
  return opts;
}

// The value of the option given under either spelling (both: an error).
const po::variable_value* either(const po::variables_map& vm, const char* a, const char* b) {
  if (vm.count(a) && vm.count(b)) throw meteor::InvalidArgument(std::string("-") + a + " and -" + b + ": give one");
  if (vm.count(a)) return &vm[a];
  if (vm.count(b)) return &vm[b];
  return nullptr;
}

std::size_t count_value(const std::string& option, const std::string& value) {
  auto v = meteor::java::parse_int(value);
  if (!v || *v < 1) throw meteor::InvalidArgument(option + ": '" + value + "' is not a positive number");
  return static_cast<std::size_t>(*v);
}

meteor::CompareSettings settings(const po::variables_map& vm) {
  using meteor::InvalidArgument;
  using meteor::PairedTest;
  meteor::CompareSettings s;
  const bool bs = vm.count("paired-bs") || vm.count("pbs");
  const bool ar = vm.count("paired-ar") || vm.count("par");
  const bool ci = vm.count("confidence") || vm.count("ci");
  if (bs && ar) throw InvalidArgument("-paired-bs and -paired-ar: choose one test");
  s.test = bs ? PairedTest::kBootstrap : ar ? PairedTest::kRandomization : PairedTest::kNone;
  if (const auto* v = either(vm, "paired-bs-n", "pbsn")) {
    if (!bs) throw InvalidArgument("-paired-bs-n: only with -paired-bs");
    s.samples = count_value("-paired-bs-n", v->as<std::string>());
  }
  if (const auto* v = either(vm, "paired-ar-n", "parn")) {
    if (!ar) throw InvalidArgument("-paired-ar-n: only with -paired-ar");
    s.samples = count_value("-paired-ar-n", v->as<std::string>());
  }
  std::size_t confidence = 1000;
  if (const auto* v = either(vm, "confidence-n", "cin")) {
    if (!ci) throw InvalidArgument("-confidence-n: only with -confidence");
    if (bs) throw InvalidArgument("-confidence-n: -paired-bs gives intervals from its own resamples (-paired-bs-n)");
    confidence = count_value("-confidence-n", v->as<std::string>());
  }
  if (vm.count("n")) {
    const std::size_t n = count_value("-n", vm["n"].as<std::string>());
    if (s.test != PairedTest::kNone) {
      if (s.samples != 0) throw InvalidArgument("-n and -paired-" + std::string(bs ? "bs" : "ar") + "-n: give one");
      s.samples = n;
    } else if (ci) {
      if (either(vm, "confidence-n", "cin") != nullptr) throw InvalidArgument("-n and -confidence-n: give one");
      confidence = n;
    } else {
      throw InvalidArgument("-n: no test or interval asked (-paired-bs, -paired-ar, -confidence)");
    }
  }
  if (ci && !bs) s.confidence = confidence;
  if (vm.count("seed")) {
    std::string seed = vm["seed"].as<std::string>();
    std::string lower = seed;
    std::transform(lower.begin(), lower.end(), lower.begin(), [](unsigned char c) { return std::tolower(c); });
    if (lower == "none") {
      s.seed.reset();
    } else {
      const bool digits = !seed.empty() && seed.size() <= 19 &&
                          std::all_of(seed.begin(), seed.end(), [](unsigned char c) { return std::isdigit(c) != 0; });
      if (!digits) throw InvalidArgument("-seed: '" + seed + "' is neither a non-negative integer nor 'none'");
      s.seed = std::stoull(seed);
    }
  }
  s.threads = vm.count("threads") ? meteor::cli::parse_threads("-threads", vm["threads"].as<std::string>()) : 0;
  return s;
}

int run(const po::variables_map& vm, std::vector<std::string>& references) {
  using namespace meteor;
  const po::variable_value* input = either(vm, "i", "input");
  if (input == nullptr && references.empty()) {
    std::cerr << kUsage;
    return 2;
  }
  if (input == nullptr) throw InvalidArgument("no baseline: give -i BASELINE [SYSTEM...] after the references");
  if (references.empty()) throw InvalidArgument("no reference file: meteor-compare REFERENCE... -i BASELINE SYSTEM...");
  std::vector<std::string> paths = input->as<std::vector<std::string>>();
  if (paths.empty()) throw InvalidArgument("-i: no baseline");
  // The baseline named again among the systems is left out (as sacreBLEU
  // does); any other file named twice is an error.
  std::vector<std::string> names{paths[0]};
  for (std::size_t k = 1; k < paths.size(); ++k) {
    if (paths[k] == paths[0]) continue;
    if (std::find(names.begin(), names.end(), paths[k]) != names.end())
      throw InvalidArgument("-i: " + paths[k] + " is named twice");
    names.push_back(paths[k]);
  }
  const CompareSettings s = settings(vm);
  if (s.test != PairedTest::kNone && names.size() < 2)
    throw InvalidArgument("a paired test needs a system besides the baseline (-i BASELINE SYSTEM...)");
  std::string format = "text";
  if (const auto* f = either(vm, "format", "f")) format = f->as<std::string>();
  if (vm.count("json")) {
    if (either(vm, "format", "f") != nullptr && format != "json")
      throw InvalidArgument("-json and -format " + format + ": give one");
    format = "json";
  }
  if (format != "text" && format != "json" && format != "latex")
    throw InvalidArgument("-format: '" + format + "' is not one of text, json, latex");
  int per_segment = 1;
  if (vm.count("r")) {
    const std::string r = vm["r"].as<std::string>();
    auto v = java::parse_int(r);
    if (!v || *v < 1) throw InvalidArgument("-r: '" + r + "' is not a positive number of references");
    per_segment = *v;
  }

  const Metric metric(cli::config_options(vm));  // resources first: a bad option fails before the reading
  // The baseline against the references (io/plaintext.hh: one file with
  // -r N lines a segment, or several files of one reference each), then
  // every system against the baseline's length.
  PlaintextCorpus base = read_plaintext(names[0], references, per_segment);
  const std::vector<std::vector<std::string>> refs = std::move(base.references);
  std::vector<std::vector<std::string>> systems;
  systems.push_back(std::move(base.hypotheses));
  for (std::size_t k = 1; k < names.size(); ++k) {
    systems.push_back(read_lines(names[k]));
    if (systems.back().size() != systems[0].size())
      throw file_error(names[k], std::to_string(systems.back().size()) + " lines; the baseline " + names[0] + " has " +
                                     std::to_string(systems[0].size()));
  }
  if (refs.empty()) throw file_error(names[0], "no segments");
  // Each system scored once (its segments' statistics), then the tests
  // resample the statistics (Metric::compare does both; apart here to time
  // them).
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::vector<Stats>> segments;
  for (std::vector<std::string>& hyps : systems) {
    CorpusScore scored = metric.corpus(std::move(hyps), refs, s.threads);
    std::vector<Stats> stats;
    stats.reserve(scored.segments.size());
    for (SegmentScore& seg : scored.segments) stats.push_back(std::move(seg.stats));
    segments.push_back(std::move(stats));
  }
  const std::string nrefs = std::to_string(references.size() == 1 ? per_segment : static_cast<int>(references.size()));
  static_cast<void>(metric.signature(nrefs));  // the resources' hashes (once; the comparison's signature reuses them)
  const auto scored = std::chrono::steady_clock::now();
  const Comparison c = metric.compare_stats(segments, s, nrefs);
  if (vm.count("timings")) {
    const auto done = std::chrono::steady_clock::now();
    auto seconds = [](auto d) { return std::chrono::duration<double>(d).count(); };
    std::cerr << "meteor-compare: scoring " << segments.size() << " systems: " << seconds(scored - start)
              << " s; resampling: " << seconds(done - scored) << " s\n";
  }
  if (format == "json")
    std::cout << comparison_json(c, names);
  else if (format == "latex")
    std::cout << comparison_latex(c, names);
  else
    std::cout << comparison_text(c, names);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return meteor::cli::tool_main(argc, argv, {"meteor-compare", "meteor-compare", kUsage, {}, /*more=*/true}, options(), run);
}
