// meteor-mtme-convert: MT Metrics Eval's converters with MTME's flags
// (absl style: --flag VALUE, --flag=VALUE, --flag / --noflag for booleans):
//   score_mqm                       MQM annotations (TSV) -> segment scores
//   evalset_ratings_to_standalone   EvalSet .seg.rating files -> JSONL
//   standalone_ratings_to_evalset   JSONL -> EvalSet .seg.rating files
//   verify_scores_file              check (and repair) a score file
//   mqm_to_ratings                  MQM annotations -> .seg.rating files
// The work is libmeteor's (metaeval/data/mqm.hh, converters.hh).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <algorithm>
#include <fstream>
#include <iostream>
#include <iterator>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#include "cli.hh"
#include "metaeval/data/converters.hh"
#include "metaeval/data/mqm.hh"
#include "metaeval/data/ratings.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/text_file.hh"

namespace {

const char* const kUsage = R"(MT Metrics Eval's converters

Usage: meteor-mtme-convert COMMAND [flags]

score_mqm [--input F] [--output F] [--weights "Major:5 Minor:1 ..."]
    [--weights_sep ' '] [--doc_id doc_id] [--unbabel] [--recompute_unbabel]
    [--noforce_contiguous]
  MQM annotations (TSV, stdin by default) -> "SYS DOC ID SCORE RATER=S..."
  lines, as MTME's converters/score_mqm.py writes them.
evalset_ratings_to_standalone --evalset_ratings_files F1,F2 --ratings_file OUT
    -t/--test_set SET -l/--language_pair LP [--rater_key_file F]
standalone_ratings_to_evalset --ratings_file F [--ratings_file F2 ...]
    -t SET -l LP --output_dir DIR [--prefix P] [--anonymize_raters]
    [--merge_raters] [--nostrict] [--rater_key_file F] [--echo_ratings_file F]
verify_scores_file --scores_file F -t SET -l LP [--human_scores] [--repair OUT]
mqm_to_ratings --input F -t SET -l LP --output_dir DIR [--prefix P]
    [--weights ...] [--weights_sep ' '] [--doc_id doc_id]
  MQM annotations -> one PREFIX.RATER.seg.rating per rater (spans from the
  <v>...</v> marks), written as LP.PREFIXRATER.seg.rating.

Sets: --root DIR (or --data_dir), else $MTME_DATA, else
$HOME/.mt-metrics-eval/mt-metrics-eval-v2; sets the built-in table does not
know need --std_ref. Errors: one line on stderr, exit status 1. See docs/mtme.md.

--help                          Print this text
--version                       Print the version
)";

// Flags as absl takes them: every value flag is a string; booleans accept
// --flag, --noflag, --flag=true|false|1|0.
struct Flags {
  std::map<std::string, std::vector<std::string>> values;
  std::map<std::string, bool> booleans;

  std::string get(const std::string& name, const std::string& fallback = "") const {
    auto it = values.find(name);
    return it == values.end() || it->second.empty() ? fallback : it->second.back();
  }
  const std::vector<std::string>& all(const std::string& name) const {
    static const std::vector<std::string> none;
    auto it = values.find(name);
    return it == values.end() ? none : it->second;
  }
  bool flag(const std::string& name, bool fallback) const {
    auto it = booleans.find(name);
    return it == booleans.end() ? fallback : it->second;
  }
  std::string required(const std::string& name) const {
    const std::string v = get(name);
    if (v.empty()) throw meteor::InvalidArgument("--" + name + " is required");
    return v;
  }
};

Flags parse_flags(int argc, char** argv, const std::vector<std::string>& value_names,
                  const std::vector<std::string>& bool_names) {
  std::map<std::string, std::string> aliases{{"t", "test_set"}, {"l", "language_pair"}, {"i", "input"},
                                             {"o", "output"}, {"data_dir", "root"}};
  auto is = [](const std::vector<std::string>& v, const std::string& s) {
    return std::find(v.begin(), v.end(), s) != v.end();
  };
  Flags flags;
  for (int k = 2; k < argc; ++k) {
    std::string arg = argv[k];
    if (arg.size() < 2 || arg[0] != '-') throw meteor::InvalidArgument("unexpected argument '" + arg + "'");
    arg.erase(0, arg[1] == '-' ? 2 : 1);
    std::string value;
    bool has_value = false;
    if (const auto eq = arg.find('='); eq != std::string::npos) {
      value = arg.substr(eq + 1);
      arg.erase(eq);
      has_value = true;
    }
    if (aliases.count(arg)) arg = aliases[arg];
    if (is(bool_names, arg)) {
      if (!has_value) {
        flags.booleans[arg] = true;
      } else if (value == "true" || value == "1" || value == "True") {
        flags.booleans[arg] = true;
      } else if (value == "false" || value == "0" || value == "False") {
        flags.booleans[arg] = false;
      } else {
        throw meteor::InvalidArgument("--" + arg + ": '" + value + "' is not true or false");
      }
      continue;
    }
    if (arg.rfind("no", 0) == 0 && is(bool_names, arg.substr(2)) && !has_value) {
      flags.booleans[arg.substr(2)] = false;
      continue;
    }
    if (!is(value_names, arg)) throw meteor::InvalidArgument("unknown flag --" + arg);
    if (!has_value) {
      if (k + 1 >= argc) throw meteor::InvalidArgument("--" + arg + " needs a value");
      value = argv[++k];
    }
    flags.values[arg].push_back(value);
  }
  return flags;
}

std::string read_all(const std::string& path) {
  if (path.empty() || path == "-" || path == "/dev/stdin") {
    return std::string(std::istreambuf_iterator<char>(std::cin), std::istreambuf_iterator<char>());
  }
  std::ifstream in(path, std::ios::binary);
  if (!in) throw meteor::file_error(path, "cannot open");
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

void write_out(const std::string& path, const std::string& text) {
  if (path.empty() || path == "-") {
    std::cout << text;
    return;
  }
  meteor::write_text_file(path, text);
}

meteor::metaeval::ScoreMqmOptions mqm_options(const Flags& f) {
  meteor::metaeval::ScoreMqmOptions o;
  o.weights = meteor::metaeval::parse_mqm_weights(f.get("weights", meteor::metaeval::kMqmDefaultWeights),
                                                  f.values.count("weights_sep") ? f.all("weights_sep").back() : " ",
                                                  "--weights");
  o.doc_id = f.get("doc_id", "doc_id");
  o.unbabel = f.flag("unbabel", false);
  o.recompute_unbabel = f.flag("recompute_unbabel", false);
  o.force_contiguous = f.flag("force_contiguous", true);
  return o;
}

meteor::metaeval::EvalSet load_set(const Flags& f) {
  return meteor::metaeval::load_for_conversion(f.get("root"), f.required("test_set"), f.required("language_pair"),
                                               f.get("std_ref"));
}

// Python's repr of a list of str, for verify_scores_file's message.
std::string python_list(const std::vector<std::string>& items) {
  std::string out = "[";
  for (std::size_t k = 0; k < items.size(); ++k) {
    if (k) out += ", ";
    const bool dq = items[k].find('\'') != std::string::npos && items[k].find('"') == std::string::npos;
    const char q = dq ? '"' : '\'';
    out += q;
    for (char c : items[k]) {
      if (c == '\\' || c == q) out += '\\';
      out += c;
    }
    out += q;
  }
  return out + "]";
}

int run(int argc, char** argv) {
  using namespace meteor::metaeval;
  if (argc < 2) {
    std::cerr << kUsage;
    return 2;
  }
  const std::string command = argv[1];
  if (command == "--help" || command == "-h" || command == "-help") {
    std::cout << kUsage;
    return 0;
  }
  if (command == "--version" || command == "-version") {
    std::cout << "meteor-mtme-convert " << METEOR_VERSION << '\n';
    return 0;
  }
  const std::vector<std::string> set_flags{"root", "test_set", "language_pair", "std_ref"};
  auto with = [&](std::vector<std::string> v) {
    v.insert(v.end(), set_flags.begin(), set_flags.end());
    return v;
  };
  if (command == "score_mqm") {
    const Flags f = parse_flags(argc, argv, {"input", "output", "weights", "weights_sep", "doc_id"},
                                {"unbabel", "recompute_unbabel", "force_contiguous"});
    const ScoreMqmOptions o = mqm_options(f);
    const std::string input = f.get("input", "/dev/stdin");
    if (!f.get("output").empty()) meteor::refuse_output_as_input(f.get("output"), {input});
    const std::string text = score_mqm(read_all(input), input == "/dev/stdin" ? "<stdin>" : input, o);
    write_out(f.get("output"), text);
    return 0;
  }
  if (command == "mqm_to_ratings") {
    const Flags f = parse_flags(argc, argv, with({"input", "output_dir", "prefix", "weights", "weights_sep", "doc_id"}),
                                {"unbabel"});
    const ScoreMqmOptions o = mqm_options(f);
    const EvalSet evs = load_set(f);
    const std::string input = f.get("input", "/dev/stdin");
    const EvalSetRatings sets = mqm_to_ratings(read_all(input), input == "/dev/stdin" ? "<stdin>" : input, evs, o);
    const std::string dir = f.required("output_dir");
    for (const std::string& name : sets.names) {
      const std::string path = dir + "/" + evs.lp() + "." + f.get("prefix") + name + ".seg.rating";
      meteor::refuse_output_as_input(path, {input});
      write_rating_file(sets.sets.at(name), path);
    }
    return 0;
  }
  if (command == "evalset_ratings_to_standalone") {
    const Flags f = parse_flags(argc, argv, with({"evalset_ratings_files", "ratings_file", "rater_key_file"}), {});
    const EvalSet evs = load_set(f);
    std::vector<std::string> files;
    for (const std::string& list : f.all("evalset_ratings_files"))
      for (const std::string& name : meteor::split_on(list, ',')) files.push_back(name);
    if (files.empty()) throw meteor::InvalidArgument("--evalset_ratings_files is required");
    evalset_ratings_to_standalone(files, evs, f.required("ratings_file"), f.get("rater_key_file"));
    return 0;
  }
  if (command == "standalone_ratings_to_evalset") {
    const Flags f = parse_flags(argc, argv,
                                with({"ratings_file", "output_dir", "prefix", "rater_key_file", "echo_ratings_file"}),
                                {"anonymize_raters", "merge_raters", "strict"});
    if (f.all("ratings_file").empty()) throw meteor::InvalidArgument("--ratings_file is required");
    const EvalSet evs = load_set(f);
    StandaloneToEvalSetOptions o;
    o.output_dir = f.required("output_dir");
    o.prefix = f.get("prefix");
    o.anonymize_raters = f.flag("anonymize_raters", false);
    o.merge_raters = f.flag("merge_raters", false);
    o.strict = f.flag("strict", true);
    o.rater_key_file = f.get("rater_key_file");
    o.echo_ratings_file = f.get("echo_ratings_file");
    standalone_ratings_to_evalset(f.all("ratings_file"), evs, o);
    return 0;
  }
  if (command == "verify_scores_file") {
    const Flags f = parse_flags(argc, argv, with({"scores_file", "repair"}), {"human_scores"});
    const EvalSet evs = load_set(f);
    if (f.get("scores_file").empty()) return 0;  // MTME: only the set is read and checked
    const std::vector<std::string> added =
        verify_scores_file(evs, f.get("scores_file"), f.flag("human_scores", false), f.get("repair"));
    if (!added.empty()) std::cout << "Added dummy scores (0s) for missing outputs: " << python_list(added) << '\n';
    return 0;
  }
  throw meteor::InvalidArgument("unknown command '" + command +
                                "' (score_mqm, evalset_ratings_to_standalone, standalone_ratings_to_evalset, "
                                "verify_scores_file, mqm_to_ratings)");
}

}  // namespace

int main(int argc, char** argv) {
  return meteor::cli::run("meteor-mtme-convert", [&] { return run(argc, argv); });
}
