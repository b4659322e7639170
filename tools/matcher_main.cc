// matcher: Meteor 1.5's stand-alone aligner. Aligns each line of the test
// file with the same line of the reference file (or "sentence 1 ||| sentence
// 2" lines on standard input with -stdio) and prints the alignments as
// Meteor's Matcher does. See docs/matcher.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <iostream>
#include <optional>
#include <string>
#include <string_view>

#include "align/workspace.hh"
#include "cli.hh"
#include "io/plaintext.hh"
#include "score/matcher_config.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "java/lang.hh"
#include "util/line_reader.hh"

namespace {

const char* const kUsage = R"(Meteor Aligner version 1.5 (C++)
Usage: matcher <test> <reference> [options]

Options:
-l language                     One of: en cz da de es fi fr hu it nl no pt ro ru se tr
                                  ar-bw-red other (default en)
-m 'module1 module2 ...'        Specify modules (overrides default)
                                  Any of: exact stem synonym paraphrase
                                  (default: all four, whatever the language;
                                   synonym is English only, cz and other have
                                   no stemmer: -l other needs -m exact)
-t type                         Alignment type (coverage vs accuracy)
                                  One of: maxcov maxacc (default: maxcov)
-x beamSize                     Keep speed reasonable (default 40)
-e stemFile                     (if not default)
-d synonymDirectory             (if not default)
-a paraphraseFile               (if not default)
-stdio                          Read lines from stdin
                                  sentence 1 ||| sentence 2
                                  use "-" for test and reference (matcher - - -stdio)

Extensions:
--help                          Print this text
--version                       Print the version

Lines are aligned as they are: no normalization, no lowercasing; words are
separated by whitespace.
Language data is found by option (-e -d -a), then $METEOR_DATA, then the
data folder of this build or installation, or the user's data folder where
`meteor-data fetch LANG` installs Meteor 1.5's paraphrase tables; without
one the paraphrase module stops the run, as in Meteor 1.5.
)";

// Java's println after Alignment.toString(), which already ends in a newline:
// every alignment is followed by an empty line.
void print_alignment(const meteor::Alignment& a, const std::string& header) {
  std::string text = a.to_string(header);
  text += '\n';
  std::cout.write(text.data(), static_cast<std::streamsize>(text.size()));
}

int align_files(const meteor::Aligner& aligner, const meteor::PlaintextCorpus& corpus) {
  using namespace meteor;
  auto ws = aligner.make_workspace();
  for (std::size_t i = 0; i < corpus.hypotheses.size(); ++i) {
    Alignment a = aligner.align(tokenize(corpus.hypotheses[i]), tokenize(corpus.references[i][0]), *ws);
    print_alignment(a, "Alignment " + std::to_string(i + 1));
  }
  std::cout.flush();
  return 0;
}

int align_stdio(const meteor::Aligner& aligner) {
  using namespace meteor;
  constexpr std::string_view kSeparator = " ||| ";
  LineReader in("-");
  auto ws = aligner.make_workspace();
  std::string line;
  while (in.next(line)) {
    std::size_t split = line.find(kSeparator);
    if (split == std::string::npos) {
      // Meteor's message; it answers nothing on standard output for the line
      // and goes on.
      std::cout.flush();
      std::cerr << "Format error, use: sentence 1 ||| sentence 2" << std::endl;
      continue;
    }
    std::string_view v(line);
    Alignment a = aligner.align(tokenize(v.substr(0, split)), tokenize(v.substr(split + kSeparator.size())), *ws);
    print_alignment(a, "Alignment");
    std::cout.flush();
  }
  return 0;
}

boost::program_options::options_description options() {
  namespace po = boost::program_options;
  po::options_description opts;
  opts.add_options()
      ("l", po::value<std::string>(), "language")
      ("m", po::value<std::string>(), "modules")
      ("t", po::value<std::string>(), "alignment type")
      ("x", po::value<std::string>(), "beam size")
      ("e", po::value<std::string>(), "stem file")
      ("d", po::value<std::string>(), "synonym directory")
      ("a", po::value<std::string>(), "paraphrase file")
      ("stdio", "read sentence pairs from standard input");
  return opts;
}

int run(const boost::program_options::variables_map& vm) {
  using namespace meteor;

  auto str = [&](const char* k) { return vm.count(k) ? vm[k].as<std::string>() : std::string(); };
  MatcherConfig mc;
  if (vm.count("l")) mc.language = parse_language(str("l"));
  if (vm.count("m")) {
    mc.modules.clear();
    for (const std::string& name : tokenize(str("m"))) mc.modules.push_back(parse_module(name));
  }
  if (vm.count("t")) mc.type = parse_alignment_type(str("t"));
  if (vm.count("x")) {
    auto v = java::parse_int(str("x"));
    if (!v) throw InvalidArgument("-x: '" + str("x") + "' is not an integer");
    mc.beam_size = *v;
  }
  mc.stem_table = str("e");
  mc.synonym_dir = str("d");
  mc.paraphrase_table = str("a");

  // Both files are read (and their line counts checked) before resources are
  // loaded and anything is printed; Meteor checks as it goes and accepts a
  // longer reference file.
  std::optional<PlaintextCorpus> corpus;
  if (!vm.count("stdio")) corpus = read_plaintext(vm["test"].as<std::string>(), vm["reference"].as<std::string>(), 1);
  auto aligner = make_matcher_aligner(mc);
  if (!corpus) return align_stdio(*aligner);
  return align_files(*aligner, *corpus);
}

}  // namespace

int main(int argc, char** argv) {
  return meteor::cli::tool_main(argc, argv, {"matcher", "matcher (Meteor 1.5 compatible)", kUsage, {"test", "reference"}},
                           options(), [](const auto& vm, auto&) { return run(vm); });
}
