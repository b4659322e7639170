// meteor-data: Meteor 1.5's paraphrase tables, fetched and verified by their
// git blob ids, installed where every tool and the Python package find them
// (resources/paraphrase_store.hh; docs/data.md). Not a Meteor 1.5 program.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <unistd.h>

#include <cstdio>
#include <functional>
#include <iostream>
#include <string>
#include <vector>

#include "cli.hh"
#include "meteor.hh"
#include "util/error.hh"

namespace {

const char* const kUsage = R"(meteor-data: Meteor 1.5's paraphrase tables (C++)
Usage: meteor-data fetch LANG... | all [--from PATH] [options]
       meteor-data list | path | verify [LANG...] [options]

Meteor 1.5's default modules for en cz de es fr ru include paraphrase, whose
tables are not part of the language data: without one, meteor stops (as
Meteor 1.5 does). This installs them where every tool, meteor.Scorer and the
drop-ins find them, each verified by its git blob id (the SHA-1 of git's
"blob <size>\0" header and the file: `git hash-object FILE`) before it is used.

Commands:
fetch LANG... | all     Download each table from its pinned sources (Meteor
                          1.5's public repository at commit 57a9ec5d, from
                          raw.githubusercontent.com, then github.com), verify
                          it, install it; resumes an interrupted download
list                    The tables: installed, verified, size, path
path                    The folder tables are installed in
verify [LANG...]        Hash the installed tables again (default: all installed)

Options:
--from PATH             fetch from local files instead: a Meteor 1.5 release
                          (folder or tarball), an installed pycocoevalcap
                          (its package folder or meteor/data), or a table file
--dir DIR               Install in DIR instead (default: $METEOR_DATA, else
                          $XDG_DATA_HOME/meteor, else ~/.local/share/meteor)
--sources FILE          Other sources: lines 'LANG BLOB-ID URL...' (a mirror)
--max-mb N              Refuse a table larger than N MiB (default 1024)
-q                      Quiet: no progress bar, no line per table
--help                  Print this text
--version               Print the version

A progress bar is drawn when standard error is a terminal. libcurl's proxy
variables (https_proxy, http_proxy, no_proxy, ALL_PROXY) are honoured.
Exit status: 0 when every table asked for is installed and verified, 1
otherwise (one line per failure on stderr), 2 for a bad command line.
)";

boost::program_options::options_description options() {
  namespace po = boost::program_options;
  po::options_description opts;
  opts.add_options()
      ("from", po::value<std::string>(), "local source")
      ("dir", po::value<std::string>(), "folder")
      ("sources", po::value<std::string>(), "sources file")
      ("max-mb", po::value<double>(), "size bound")
      ("q", "quiet");
  return opts;
}

int run(const boost::program_options::variables_map& vm, std::vector<std::string>& rest) {
  using namespace meteor;
  const std::string command = vm["command"].as<std::string>();
  const bool quiet = vm.count("q") > 0;
  std::vector<OfficialTable> tables;
  if (vm.count("sources")) tables = read_table_sources(vm["sources"].as<std::string>());
  const ParaphraseStore store(vm.count("dir") ? vm["dir"].as<std::string>() : "", tables);
  StoreOptions o;
  o.progress = !quiet && ::isatty(2) != 0;
  if (vm.count("max-mb")) {
    const double mb = vm["max-mb"].as<double>();
    if (!(mb > 0)) throw InvalidArgument("--max-mb: expected a positive number");
    o.max_bytes = static_cast<std::uint64_t>(mb * 1048576.0);
  }
  if (!quiet) o.note = [](const std::string& line) { std::cerr << line << '\n'; };

  // The languages named, "all" for every table; each checked before any work.
  auto languages = [&](bool all_when_empty) {
    std::vector<std::string> codes;
    for (const std::string& r : rest) {
      if (r == "all") {
        codes.clear();
        for (const OfficialTable& t : store.tables()) codes.push_back(t.code);
        return codes;
      }
      store.table(r);  // throws naming the codes there are
      codes.push_back(r);
    }
    if (codes.empty() && all_when_empty)
      for (const TableStatus& s : store.list())
        if (s.installed) codes.push_back(s.code);
    return codes;
  };

  if (command == "path") {
    if (!rest.empty()) throw InvalidArgument("path: takes no argument");
    std::cout << store.dir() << "/paraphrase\n";
    return 0;
  }
  if (command == "list") {
    if (!rest.empty()) throw InvalidArgument("list: takes no argument");
    std::cout << "lang\tstate\tbytes\tpath\n";
    for (const TableStatus& s : store.list())
      std::cout << s.code << '\t' << (!s.installed ? "missing" : s.verified ? "verified" : "unverified") << '\t'
                << s.size << '\t' << s.path << '\n';
    return 0;
  }
  // Each language in turn: a failure is one line and the next goes on; the
  // exit status says whether any failed.
  auto each = [](const std::vector<std::string>& codes, const std::function<void(const std::string&)>& step) {
    int failures = 0;
    for (const std::string& code : codes) {
      try {
        step(code);
      } catch (const Cancelled&) {
        throw;
      } catch (const Error& e) {
        std::cerr << "meteor-data: error: " << code << ": " << e.what() << '\n';
        ++failures;
      }
    }
    return failures == 0 ? 0 : 1;
  };
  if (command == "fetch") {
    if (rest.empty()) throw InvalidArgument("fetch: name the languages (en cz de es fr ru) or all");
    return each(languages(false), [&](const std::string& code) {
      std::cout << (vm.count("from") ? store.install_from(code, vm["from"].as<std::string>(), o) : store.fetch(code, o))
                << '\n';
    });
  }
  if (command == "verify") {
    if (vm.count("from")) throw InvalidArgument("--from: only with fetch");
    const std::vector<std::string> codes = languages(true);
    if (codes.empty()) throw Error("no table installed in " + store.dir() + "/paraphrase (meteor-data fetch LANG)");
    return each(codes, [&](const std::string& code) {
      if (!store.verify(code, o))
        throw Error(store.path(code) + " is not Meteor 1.5's table (fetch it again: meteor-data fetch " + code + ")");
    });
  }
  throw InvalidArgument("unknown command '" + command + "' (fetch, list, path, verify)");
}

}  // namespace

int main(int argc, char** argv) {
  return meteor::cli::tool_main(argc, argv, {"meteor-data", "meteor-data", kUsage, {"command"}, /*more=*/true}, options(),
                           run);
}
