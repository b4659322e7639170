// SPDX-License-Identifier: LGPL-2.1-or-later
#include "cli.hh"

#include <cstdio>
#include <exception>
#include <iostream>

#include "align/module.hh"
#include "metaeval/tasks/task_args.hh"
#include "resources/language.hh"
#include "score/params.hh"
#include "text/tokenize.hh"
#include "util/cpu.hh"
#include "util/error.hh"
#include "java/lang.hh"

namespace meteor::cli {

po::variables_map parse(int argc, char** argv, const po::options_description& options,
                        const std::vector<std::string>& positional, std::vector<std::string>* rest) {
  namespace cls = po::command_line_style;
  po::positional_options_description pos;
  for (const std::string& p : positional) pos.add(p.c_str(), 1);
  po::options_description all;
  all.add(options);
  po::options_description hidden;
  for (const std::string& p : positional) hidden.add_options()(p.c_str(), po::value<std::string>());
  hidden.add_options()("extra-positional", po::value<std::vector<std::string>>());
  pos.add("extra-positional", -1);
  all.add(hidden);
  int style = cls::allow_long | cls::allow_long_disguise | cls::long_allow_adjacent | cls::long_allow_next;
  po::variables_map vm;
  po::store(po::command_line_parser(argc, argv).options(all).positional(pos).style(style).run(), vm);
  // With single-dash long options, Boost takes "-bogus" (no such option) for
  // a positional argument: name it as the unknown option it is, wherever it
  // stands. "-" alone is standard input.
  auto check = [](const std::string& arg) {
    if (arg.size() > 1 && arg[0] == '-') throw po::unknown_option(arg);
  };
  for (const std::string& p : positional)
    if (vm.count(p)) check(vm[p].as<std::string>());
  std::vector<std::string> extra;
  if (vm.count("extra-positional")) extra = vm["extra-positional"].as<std::vector<std::string>>();
  for (const std::string& e : extra) check(e);
  if (rest == nullptr && !extra.empty()) throw InvalidArgument("unexpected argument '" + extra[0] + "'");
  po::notify(vm);
  if (rest != nullptr) *rest = std::move(extra);
  return vm;
}

void add_config_options(po::options_description& d) {
  d.add_options()
      ("l", po::value<std::string>()->value_name("language"), "language")
      ("t", po::value<std::string>()->value_name("task"), "task")
      ("p", po::value<std::string>()->value_name("'alpha beta gamma delta'"), "custom parameters")
      ("m", po::value<std::string>()->value_name("'module1 module2 ...'"), "modules")
      ("w", po::value<std::string>()->value_name("'weight1 weight2 ...'"), "module weights")
      ("x", po::value<std::string>()->value_name("beamSize"), "beam size")
      ("e", po::value<std::string>()->value_name("stemFile"), "stem lookup table")
      ("s", po::value<std::string>()->value_name("wordListFile"), "function word list")
      ("d", po::value<std::string>()->value_name("synonymDirectory"), "synonym directory")
      ("a", po::value<std::string>()->value_name("paraphraseFile"), "paraphrase table")
      ("new", po::value<std::string>()->value_name("files-dir"), "new language")
      ("ch", "character-based precision and recall")
      ("norm", "normalize")
      ("lower", "lowercase")
      ("noPunct", "drop punctuation")
      ("allowNoParaphrase", "without a paraphrase table, leave the module out")
      ("mem", po::value<std::string>()->value_name("MB"), "memory one segment's alignment may hold");
}

Options config_options(const po::variables_map& vm) {
  Options o;
  auto str = [&](const char* k) -> std::optional<std::string> {
    if (!vm.count(k)) return std::nullopt;
    return vm[k].as<std::string>();
  };
  // An empty -l or -t is refused as the name it is not (Options reads empty
  // as unset); an empty -new names no folder.
  if (auto l = str("l")) {
    if (l->empty()) static_cast<void>(parse_language(*l));  // throws: unknown language ''
    o.language = *l;
  }
  if (auto t = str("t")) {
    if (t->empty()) static_cast<void>(parse_task(*t));  // throws: unknown task ''
    o.task = *t;
  }
  if (auto p = str("p")) o.parameters = parse_number_list("-p", *p);
  if (auto w = str("w")) o.weights = parse_number_list("-w", *w);
  if (auto m = str("m")) o.modules = tokenize(*m);
  if (auto x = str("x")) {
    auto v = java::parse_int(*x);
    if (!v) throw InvalidArgument("-x: '" + *x + "' is not an integer");
    o.beam_size = *v;
  }
  o.stem_table = str("e").value_or("");
  o.function_words = str("s").value_or("");
  o.synonym_dir = str("d").value_or("");
  o.paraphrase_table = str("a").value_or("");
  if (auto n = str("new")) {
    if (n->empty()) throw InvalidArgument("-new: no folder given");
    o.new_language_dir = *n;
  }
  if (auto m = str("mem")) {
    auto v = java::parse_int(*m);
    if (!v || *v < 1) throw InvalidArgument("-mem: '" + *m + "' is not a positive number of MB");
    o.memory_limit = static_cast<std::size_t>(*v) << 20;
  }
  o.character_based = vm.count("ch") > 0;
  o.normalize = vm.count("norm") > 0;
  o.lowercase = vm.count("lower") > 0;
  o.no_punctuation = vm.count("noPunct") > 0;
  o.allow_no_paraphrase = vm.count("allowNoParaphrase") > 0;
  return o;
}

unsigned parse_threads(const std::string& option, const std::string& value) {
  auto v = java::parse_int(value);
  if (!v || *v < 0)
    throw InvalidArgument(option + ": '" + value + "' is not a number of threads (0: every CPU this process may use)");
  return static_cast<unsigned>(*v);
}

void add_help_options(po::options_description& d) {
  d.add_options()("help", "help")("h", "help")("version", "version")("completion-values", "hidden");
}

void print_completion_values(std::ostream& out) {
  out << "languages";
  for (Language l : all_languages()) out << ' ' << language_code(l);
  out << "\nmodules";
  for (Module m : {Module::kExact, Module::kStem, Module::kSynonym, Module::kParaphrase}) out << ' ' << module_name(m);
  out << "\ntasks";
  for (Task t : {Task::kRank, Task::kUtility, Task::kAdequacy, Task::kHter, Task::kLanguageIndependent, Task::kTune})
    out << ' ' << task_name(t);
  out << "\ntask_sets";
  for (const char* name : {"wmt23", "wmt24_on_wmt23", "wmt24", "wmt25"}) {
    static_cast<void>(metaeval::parse_preset(name));  // a name the library no longer knows fails here
    out << ' ' << name;
  }
  out << '\n';
}

bool print_help_or_version(const po::variables_map& vm, const char* usage, const char* name) {
  if (vm.count("help") || vm.count("h")) {
    std::cout << usage;
    return true;
  }
  if (vm.count("version")) {
    std::cout << name << ' ' << METEOR_VERSION << '\n';
    return true;
  }
  if (vm.count("completion-values")) {
    print_completion_values(std::cout);
    return true;
  }
  return false;
}

int run(const char* tool, const std::function<int()>& body) {
  try {
    cpu::level();  // METEOR_CPU checked before any work (util/cpu.hh)
    int status = body();
    // Output that could not be written (a full disk, a closed pipe) is an
    // error, not a silent success.
    std::cout.flush();
    if (!std::cout || std::fflush(stdout) != 0 || std::ferror(stdout)) {
      std::cerr << tool << ": error: standard output: write failed\n";
      return 1;
    }
    // Standard error too (-q sends the segment scores there): it cannot say
    // so, but the exit status can.
    std::cerr.flush();
    if (status == 0 && (!std::cerr || std::fflush(stderr) != 0 || std::ferror(stderr))) return 1;
    return status;
  } catch (const Error& e) {
    std::cout.flush();
    std::cerr << tool << ": error: " << e.what() << '\n';
  } catch (const po::error& e) {
    std::cout.flush();
    std::cerr << tool << ": error: " << e.what() << " (see " << tool << " --help)\n";
  } catch (const std::bad_alloc&) {
    std::cout.flush();
    std::cerr << tool << ": error: out of memory\n";
  } catch (const std::exception& e) {
    std::cout.flush();
    std::cerr << tool << ": error: " << e.what() << '\n';
  }
  return 1;
}

int tool_main(int argc, char** argv, const Tool& tool, po::options_description options,
              const std::function<int(const po::variables_map& vm, std::vector<std::string>& rest)>& body) {
  std::ios::sync_with_stdio(false);
  return run(tool.name, [&] {
    add_help_options(options);
    std::vector<std::string> rest;
    const po::variables_map vm = parse(argc, argv, options, tool.positional, &rest);
    if (print_help_or_version(vm, tool.usage, tool.version_name)) return 0;
    for (const std::string& p : tool.positional)
      if (!vm.count(p)) {
        std::cerr << tool.usage;
        return 2;
      }
    // parse has named any '-option' already.
    if (!tool.more && !rest.empty())
      throw InvalidArgument("unexpected argument '" + rest[0] + "'" + tool.extra_hint);
    return body(vm, rest);
  });
}

}  // namespace meteor::cli
