// meteor-parex: paraphrase extraction by pivoting (Meteor 1.5's Parex), and
// with -new-language, the whole pipeline of Meteor 1.5's
// scripts/new_language.py (lowercased inputs, Parex, a folder for
// `meteor -new`).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <iostream>

#include "cli.hh"
#include "java/lang.hh"
#include "resources/language_tools.hh"
#include "util/error.hh"

namespace {

const char* const kUsage = R"(Paraphrase Extractor

Usage: meteor-parex <fCorpus> <eCorpus> <phrase-table.gz> <eTgtCorpus> <outDir> [minTP] [minRF] [minFinalP] [symbols]
       meteor-parex -new-language <out-dir> <corpus.f> <corpus.e> <phrase-table.gz> [target-corpus.e]

Args:
<fCorpus> foreign corpus
<eCorpus> english corpus
<phrase-table.gz> phrasetable built from corpora (gzipped)
<eTgtCorpus> english target corpus to paraphrase (paraphrases will be extracted that match phrases in this text)
<outDir> directory for output files
[minTP] (default 0.001) minimum paraphrase translation probability
[minRF] (default 0.001) minimum word relative frequency for common word list
[minFinalP] (default 0.01) minimum final (merged) paraphrase probability
[symbols] string of symbols to filter

Writes outDir/parex.f and parex.e (common words), parex.raw.gz,
parex.group.gz and paraphrase.gz ("phrase ||| paraphrase ||| probability").

Extensions:
-new-language     lowercase the inputs into <out-dir>, run Parex there and
                  write <out-dir>/meteor-files (function.words and
                  paraphrase.gz) for `meteor -new <out-dir>/meteor-files`;
                  the target corpus (default corpus.e) is cut to 10,000 lines
-symbols STR      [symbols] as an option (for a string starting with '-')
-threads N        threads; )" METEOR_THREADS_HELP R"(
-sort-memory MB   raw paraphrases sorted in memory before spilling to
                  outDir (default 512); a quarter as much again for
                  the candidates kept between the passes
--help            Print this text
--version         Print the version

See docs/new-language.md.
)";

double number(const std::string& name, const std::string& v) {
  auto d = meteor::java::parse_double(v);
  if (!d) throw meteor::InvalidArgument(name + ": '" + v + "' is not a number");
  return *d;
}

}  // namespace

int main(int argc, char** argv) {
  namespace po = meteor::cli::po;
  po::options_description opts;
  opts.add_options()("new-language", "pipeline")("symbols", po::value<std::string>(), "symbols")(
      "threads", po::value<std::string>(), "threads")("sort-memory", po::value<std::size_t>(), "MB");
  return meteor::cli::tool_main(
      argc, argv, {"meteor-parex", "meteor-parex (Meteor 1.5 compatible)", kUsage, {}, /*more=*/true}, opts,
      [](const po::variables_map& vm, std::vector<std::string>& args) {
        const unsigned threads = vm.count("threads") ? meteor::cli::parse_threads("-threads", vm["threads"].as<std::string>()) : 0;
        if (vm.count("new-language")) {
          if (args.size() < 4 || args.size() > 5) {
            std::cerr << kUsage;
            return 2;
          }
          meteor::NewLanguageOptions o;
          o.out_dir = args[0];
          o.corpus_f = args[1];
          o.corpus_e = args[2];
          o.phrase_table = args[3];
          if (args.size() == 5) o.tgt_corpus = args[4];
          o.threads = threads;
          meteor::new_language(o, &std::cerr);
          return 0;
        }
        if (args.size() < 5 || args.size() > 9) {
          std::cerr << kUsage;
          return 2;
        }
        meteor::ParexOptions o;
        o.f_corpus = args[0];
        o.e_corpus = args[1];
        o.phrase_table = args[2];
        o.e_tgt_corpus = args[3];
        o.out_dir = args[4];
        if (args.size() > 5) o.min_trans_prob = number("minTP", args[5]);
        if (args.size() > 6) o.min_rel_freq = number("minRF", args[6]);
        if (args.size() > 7) o.min_final_prob = number("minFinalP", args[7]);
        if (args.size() > 8 || vm.count("symbols")) {
          // As Meteor: a symbol string replaces the entity symbols too.
          o.symbols = args.size() > 8 ? args[8] : vm["symbols"].as<std::string>();
          o.default_symbols = false;
        }
        o.threads = threads;
        if (vm.count("sort-memory")) o.sort_memory = vm["sort-memory"].as<std::size_t>() << 20;
        const meteor::ParexCounts c = meteor::parex(o, &std::cerr);
        (void)c;
        return 0;
      });
}
