// meteor-compile: compile language resources into the binary images the
// tools open with mmap, next to their sources (<source>.mbin). Tools also
// build and cache images by themselves on first use (see util/image.hh);
// this makes installed data fast from the very first run.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <iostream>

#include "cli.hh"
#include "resources/paraphrase.hh"
#include "resources/synonyms.hh"
#include "util/error.hh"

namespace {

const char* const kUsage = R"(Usage: meteor-compile [-d synonymDirectory [-l languageName]] [-a paraphraseFile ...]

Compiles resources into binary images beside their sources:
-d synonymDirectory   <dir>/<languageName>.synsets and .exceptions
                        -> <dir>/<languageName>.synsets.mbin
-l languageName       language name of the synonym files (default: english)
-a paraphraseFile     a gzipped paraphrase table -> <file>.mbin (may be repeated)
--help                Print this text
--version             Print the version

The tools also compile these images on first use and cache them in
$METEOR_CACHE (default ~/.cache/meteor; see docs/performance.md).
)";

boost::program_options::options_description options() {
  namespace po = boost::program_options;
  po::options_description opts;
  opts.add_options()("d", po::value<std::string>(), "synonym dir")("l", po::value<std::string>(), "language")(
      "a", po::value<std::vector<std::string>>(), "paraphrase tables");
  return opts;
}

int run(const boost::program_options::variables_map& vm) {
  if (!vm.count("d") && !vm.count("a")) {
    std::cerr << kUsage;
    return 2;
  }
  if (vm.count("d")) {
    std::string lang = vm.count("l") ? vm["l"].as<std::string>() : "english";
    std::cout << meteor::SynonymDictionary::compile(vm["d"].as<std::string>(), lang) << '\n';
  }
  if (vm.count("a"))
    for (const std::string& table : vm["a"].as<std::vector<std::string>>())
      std::cout << meteor::ParaphraseTable::compile(table) << '\n';
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return meteor::cli::tool_main(argc, argv, {"meteor-compile", "meteor-compile", kUsage, {}}, options(),
                           [](const auto& vm, auto&) { return run(vm); });
}
