// meteor: score test (hypothesis) text against references with Meteor 1.5.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <iostream>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

#include "cli.hh"
#include "progress.hh"
#include "io/mtme.hh"
#include "io/plaintext.hh"
#include "io/sgml_eval.hh"
#include "io/sinks.hh"
#include "io/stdio_protocol.hh"
#include "score/scorer.hh"
#include "score/signature.hh"
#include "util/error.hh"
#include "java/lang.hh"

namespace {

const char* const kUsage = R"(Meteor version 1.5 (C++)

Usage: meteor <test> <reference> [options]
       meteor <test> <reference1> <reference2> ... [options]   (extension)

Options:
-l language                     Fully supported: en cz de es fr ru
                                  (ru's rank parameters are the
                                   language-independent ones, as in Meteor 1.5)
                                Supported with language-independent parameters:
                                  da fi hu it nl no pt ro se tr
                                Experimental:
                                  ar-bw-red
                                Any other language: other (exact matches only)
-t task                         One of: rank util adq hter li tune
                                  util does not imply -ch: give -ch yourself
                                  (Meteor 1.5's usage says it does, its
                                   command line resets it)
-p 'alpha beta gamma delta'     Custom parameters (overrides default)
-m 'module1 module2 ...'        Specify modules (overrides default)
                                  Any of: exact stem synonym paraphrase
-w 'weight1 weight2 ...'        Specify module weights (overrides default)
-r refCount                     Number of references (plaintext only)
-x beamSize                     (default 40)
-e stemFile                     (if not default for language)
-s wordListFile                 (if not default for language)
-d synonymDirectory             (if not default for language)
-a paraphraseFile               (if not default for language)
-f filePrefix                   Prefix for output files (default 'meteor')
-q                              Quiet: Segment scores to stderr, final to stdout,
                                  no additional output (plaintext only)
-new files-dir                  New language! (files-dir contains function.words and paraphrase.gz)
                                  implies -lower
-ch                             Character-based precision and recall
-norm                           Tokenize / normalize punctuation and lowercase
                                  (Recommended unless scoring raw output with
                                   pretokenized references)
-lower                          Lowercase only (not required if -norm specified)
-noPunct                        Do not consider punctuation when scoring
                                  (Not recommended unless special case)
-sgml                           Input is in SGML format
-stdio                          Input is from stdin, see docs/pycocoevalcap.md
                                  for the protocol
                                  (Use '-' for test and reference files)
-mira                           Same as -stdio (accepted by Meteor 1.5)
-vOut                           Output verbose scores (P / R / frag / score)
-ssOut                          Output sufficient statistics instead of scores
-writeAlignments                Output alignments annotated with Meteor scores
                                  (written to <prefix>-align.out)

Sample options for plaintext: -l <lang> -norm
Sample options for SGML: -l <lang> -norm -sgml
Sample options for raw output / pretokenized references: -l <lang> -lower
Sample options for new language (plaintext): -new meteor-files

Extensions:
<reference1> <reference2> ...   Several reference files (plaintext), one
                                  reference per line each: the same as their
                                  lines interleaved with -r N
-multiEval                      With -stdio: EVAL ||| stats ||| ... ||| stats answers
                                  each score, then the score of their sum, as
                                  pycocoevalcap's meteor-1.5.jar does
                                  (see docs/pycocoevalcap.md)
-threads N                      Threads; )" METEOR_THREADS_HELP R"(;
                                  the output does not depend on N
-allowNoParaphrase              Without a paraphrase table, score without the
                                  paraphrase module (a warning; the Eval ID,
                                  Modules and signature then leave it out)
                                  instead of stopping as Meteor 1.5 does
-mem MB                         Memory the alignment of one segment may hold
                                  (default 512); a segment needing more is an
                                  error naming it (with -stdio: an error line)
-signature                      Print the signature of the score after it: every
                                  setting and resource the score depends on
                                  (see docs/signature.md)
-json                           Print the result as one JSON object (scores,
                                  statistics, segment scores, signature)
-from-signature 'SIGNATURE'     Score with the settings of a signature; refuse
                                  when a resource here differs from its own
-signature-file file            The same with the signature in a file
-mtme dir                       Also write MT Metrics Eval score files
                                  dir/NAME-REF.{sys,domain,doc,seg}.score and
                                  dir/NAME-REF.signature (see docs/mtme.md)
-mtmeName name                  Metric name NAME (default meteor)
-mtmeRef ref                    Reference name REF (default: the SGML reference
                                  ids, or NAME of a plaintext SRC-TGT.NAME.txt;
                                  other plaintext file names need -mtmeRef)
-mtmeSys name                   Plaintext system name (default: test file name
                                  without .txt)
--help                          Print this text
--version                       Print the version

Language data is found by option (-e -s -d -a), then $METEOR_DATA, then the
data folder of this build or installation. Paraphrase tables (en cz de es fr
ru: Meteor 1.5's defaults use them) are found there or in the user's data
folder, where `meteor-data fetch LANG` installs Meteor 1.5's; without one the
run stops (as Meteor 1.5 does) unless -allowNoParaphrase is given.
)";

struct ToolOptions {
  bool ss_out = false, v_out = false, quiet = false, sgml = false, stdio = false, multi_eval = false,
       write_alignments = false;
  bool signature = false, json = false;  // -signature, -json
  std::string prefix = "meteor";
  int ref_count = 1;
  unsigned threads = 0;  // 0: every CPU this process may use
  std::optional<meteor::MtmeOptions> mtme;  // -mtme
  std::optional<meteor::ParsedSignature> from_signature;  // -from-signature, -signature-file
};

// The input, read and checked before anything else happens (resources
// loaded, warnings or the header printed): bad input gives one line.
struct Input {
  std::optional<meteor::PlaintextCorpus> corpus;
  std::optional<meteor::SgmlData> sgml_test, sgml_refs;
};

Input read_input(const ToolOptions& t, const std::string& test, const std::vector<std::string>& refs) {
  using namespace meteor;
  Input in;
  if (t.stdio) return in;
  const std::string& ref = refs.front();
  if (!t.sgml) {
    in.corpus = read_plaintext(test, refs, t.ref_count);
    // Meteor 1.5 prints the header and fails with an exception.
    if (in.corpus->hypotheses.empty()) throw file_error(test, "no segments to score: the file is empty");
  } else {
    in.sgml_test = read_sgml(test);
    in.sgml_refs = read_sgml(ref);
    check_sgml_sets(*in.sgml_test, test, *in.sgml_refs, ref);
  }
  return in;
}

// What meteor prints and writes, one sink per output form, in the order
// they report. Output files that cannot be written fail here, before
// anything is printed.
struct Outputs {
  std::vector<std::unique_ptr<meteor::Sink>> owned;
  std::vector<meteor::Sink*> sinks;
  template <class S, class... A>
  void add(A&&... args) {
    owned.push_back(std::make_unique<S>(std::forward<A>(args)...));
    sinks.push_back(owned.back().get());
  }
};

Outputs make_outputs(const ToolOptions& t, const Input& in, const std::string& test, const std::string& ref) {
  using namespace meteor;
  Outputs o;
  const std::string references = t.sgml ? sgml_reference_count(*in.sgml_refs) : std::to_string(t.ref_count);
  if (!t.sgml) o.add<cli::Progress>(in.corpus->hypotheses.size(), !t.quiet && !t.json);
  if (t.json)
    o.add<JsonSink>(std::cout, references);
  else if (t.ss_out && !t.sgml)
    o.add<StatsSink>(std::cout);
  else if (t.quiet && !t.sgml)
    o.add<QuietSink>(std::cout);
  else if (!t.ss_out)  // -q prints SGML's blocks, without the header
    o.add<ReportSink>(std::cout, t.sgml ? "SGML" : "plaintext", /*header=*/!t.quiet, t.v_out);
  if (t.sgml)
    o.add<ScoreFileSink>(SgmlEvalOptions{t.prefix, t.ss_out, t.v_out, t.write_alignments, t.threads});
  else if (t.write_alignments)
    o.add<AlignmentSink>(t.prefix);
  if (t.mtme && t.sgml)
    o.add<MtmeSink>(*t.mtme, *in.sgml_test, test, *in.sgml_refs, ref, references);
  else if (t.mtme)
    o.add<MtmeSink>(*t.mtme, test, ref, t.ref_count, references);
  // The JSON of plaintext holds the signature; SGML's JSON is followed by it.
  if (t.signature && (t.sgml || !t.json)) o.add<SignatureSink>(std::cout, references);
  return o;
}

// -stdio: requests on standard input, answers on standard output.
int run_stdio(const meteor::Scorer& scorer, bool multi_eval) {
  using namespace meteor;
  std::size_t malformed =
      serve_stdio(scorer, "-", std::cout, multi_eval ? EvalReply::kEachThenTotal : EvalReply::kFirst);
  if (malformed > 0) {
    std::cerr << "meteor: " << malformed << " malformed EVAL request(s) answered with an error line\n";
    return 1;
  }
  return 0;
}

// -from-signature with -sgml: the reference file has the signature's
// number of references.
void check_signature_references(const meteor::ParsedSignature& sig, const meteor::SgmlData& refs,
                                const std::string& ref_path) {
  const std::string here = sgml_reference_count(refs);
  if (sig.references != here)
    throw meteor::Error("signature field 'nrefs': the signature has " + sig.references + " references, " +
                        ref_path + " has " + here);
}

// -from-signature: the resources here are the signature's.
void check_signature_resources(const meteor::ParsedSignature& sig, const meteor::Scorer& scorer) {
  using namespace meteor;
  check_resources(sig.resources, scorer.resource_identity(), scorer.resource_paths());
  if (sig.version != implementation_version())
    std::cerr << "Warning: the signature was made by version " << sig.version << ", this is "
              << implementation_version() << "\n";
}

ToolOptions tool_options(const boost::program_options::variables_map& vm, const std::string& test,
                         const std::vector<std::string>& refs) {
  const std::string& ref = refs.front();
  using namespace meteor;
  ToolOptions t;
  t.ss_out = vm.count("ssOut") > 0;
  t.v_out = vm.count("vOut") > 0;
  t.quiet = vm.count("q") > 0;
  t.sgml = vm.count("sgml") > 0;
  t.stdio = vm.count("stdio") > 0 || vm.count("mira") > 0;
  t.multi_eval = vm.count("multiEval") > 0;
  t.write_alignments = vm.count("writeAlignments") > 0;
  t.signature = vm.count("signature") > 0;
  t.json = vm.count("json") > 0;
  if (t.json && (t.stdio || t.ss_out || t.quiet))
    throw InvalidArgument("-json: not with " + std::string(t.stdio ? "-stdio" : t.ss_out ? "-ssOut" : "-q"));
  if (t.signature && (t.stdio || t.ss_out))
    throw InvalidArgument(std::string("-signature: not with ") + (t.stdio ? "-stdio (ask SIGNATURE)" : "-ssOut"));
  if (vm.count("f")) t.prefix = vm["f"].as<std::string>();
  if (vm.count("r")) {
    std::string r = vm["r"].as<std::string>();
    auto v = java::parse_int(r);
    if (!v) throw InvalidArgument("-r: '" + r + "' is not an integer");
    t.ref_count = *v;
  }
  if (refs.size() > 1) {
    if (t.stdio || t.sgml)
      throw InvalidArgument(std::string("several reference files: plaintext only (not with ") +
                            (t.stdio ? "-stdio" : "-sgml") + ")");
    if (vm.count("r") && t.ref_count != static_cast<int>(refs.size()))
      throw InvalidArgument("-r " + std::to_string(t.ref_count) + ": " + std::to_string(refs.size()) +
                            " reference files given, one reference per segment each (leave -r out)");
    t.ref_count = static_cast<int>(refs.size());
  }
  // -from-signature / -signature-file: the signature's number of references
  // is -r's (plaintext); SGML files are checked against it once read.
  if (vm.count("from-signature") && vm.count("signature-file"))
    throw InvalidArgument("-from-signature and -signature-file: give one");
  if (vm.count("from-signature")) t.from_signature = parse_signature(vm["from-signature"].as<std::string>());
  if (vm.count("signature-file"))
    t.from_signature = parse_signature(read_signature_file(vm["signature-file"].as<std::string>()));
  if (t.from_signature && !t.stdio && !t.sgml && t.from_signature->references != "var") {
    const int n = *java::parse_int(t.from_signature->references);
    if ((vm.count("r") || refs.size() > 1) && t.ref_count != n)
      throw InvalidArgument("signature field 'nrefs': the signature has " + t.from_signature->references +
                  " references per segment, " +
                  (refs.size() > 1 ? std::to_string(refs.size()) + " reference files are given"
                                   : "-r says " + std::to_string(t.ref_count)));
    t.ref_count = n;
  }
  if (vm.count("threads")) {
    std::string n = vm["threads"].as<std::string>();
    t.threads = cli::parse_threads("-threads", n);
  }
  // -mtme: MT Metrics Eval score files
  if (vm.count("mtme")) {
    if (t.stdio) throw InvalidArgument("-mtme: not with -stdio");
    MtmeOptions m;
    m.dir = vm["mtme"].as<std::string>();
    if (vm.count("mtmeName")) m.metric = vm["mtmeName"].as<std::string>();
    if (vm.count("mtmeRef")) m.reference = vm["mtmeRef"].as<std::string>();
    if (vm.count("mtmeSys")) m.system = vm["mtmeSys"].as<std::string>();
    if (t.sgml && !m.system.empty()) throw InvalidArgument("-mtmeSys: SGML files name their systems");
    check_mtme_metric_name(m.metric, "-mtmeName");
    if (!m.reference.empty()) check_mtme_reference(m.reference, "-mtmeRef");
    t.mtme = t.sgml ? m : resolve_mtme_plaintext(m, test, ref, t.ref_count);  // names checked before scoring
  } else if (vm.count("mtmeName") || vm.count("mtmeRef") || vm.count("mtmeSys")) {
    throw InvalidArgument("-mtmeName, -mtmeRef and -mtmeSys go with -mtme dir");
  }
  return t;
}

boost::program_options::options_description options() {
  namespace po = boost::program_options;
  po::options_description opts;
  meteor::cli::add_config_options(opts);
  opts.add_options()
      ("r", po::value<std::string>(), "reference count")
      ("f", po::value<std::string>(), "file prefix")
      ("q", "quiet")
      ("sgml", "SGML input")
      ("stdio", "stdio protocol")
      ("mira", "stdio protocol")
      ("multiEval", "EVAL answers every statistics and their sum")
      ("vOut", "verbose scores")
      ("ssOut", "sufficient statistics")
      ("writeAlignments", "write alignments")
      ("threads", po::value<std::string>(), "threads")
      ("signature", "print the signature")
      ("json", "JSON output")
      ("from-signature", po::value<std::string>(), "settings from a signature")
      ("signature-file", po::value<std::string>(), "settings from a signature file")
      // -mtme: MT Metrics Eval score files (io/mtme.hh)
      ("mtme", po::value<std::string>(), "MTME folder")
      ("mtmeName", po::value<std::string>(), "MTME metric name")
      ("mtmeRef", po::value<std::string>(), "MTME reference name")
      ("mtmeSys", po::value<std::string>(), "MTME system name");
  return opts;
}

int run(const boost::program_options::variables_map& vm, const std::vector<std::string>& more_refs) {
  using namespace meteor;
  const std::string test = vm["test"].as<std::string>();
  std::vector<std::string> refs{vm["reference"].as<std::string>()};
  refs.insert(refs.end(), more_refs.begin(), more_refs.end());
  const std::string& ref = refs.front();

  const ToolOptions t = tool_options(vm, test, refs);
  const Options options = cli::config_options(vm);
  Config config = t.from_signature ? restore_config(*t.from_signature, options) : resolve_config(options);
  config.validate();
  const Input in = read_input(t, test, refs);
  if (t.from_signature && t.sgml && !t.stdio) check_signature_references(*t.from_signature, *in.sgml_refs, ref);
  const Outputs outputs = t.stdio ? Outputs() : make_outputs(t, in, test, ref);

  Scorer scorer(config);  // may fail on a resource: warnings come after
  if (t.from_signature) check_signature_resources(*t.from_signature, scorer);
  if (config.weights.size() < config.modules.size())
    std::cerr << "Warning: More modules than weights specified - modules with no weights will not be counted.\n";
  if (t.stdio && t.sgml) std::cerr << "Warning: Stdio incompatible with other modes - using Stdio only\n";

  if (t.stdio) return run_stdio(scorer, t.multi_eval);
  if (t.sgml)
    run_sgml(scorer, *in.sgml_test, *in.sgml_refs, outputs.sinks, t.threads);
  else
    run_plaintext(scorer, *in.corpus, outputs.sinks, t.threads);
  return 0;
}

}  // namespace

int main(int argc, char** argv) {
  return meteor::cli::tool_main(argc, argv, {"meteor", "meteor (Meteor 1.5 compatible)", kUsage, {"test", "reference"}, true},
                           options(), [](const auto& vm, auto& rest) { return run(vm, rest); });
}
