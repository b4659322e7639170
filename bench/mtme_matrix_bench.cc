// The library's --matrix (metaeval/tasks/task.hh: compare_metrics) on segment-level MTME score
// files, timed: a driver for bench/mtme-matrix until meteor-metaeval's
// --matrix is wired. Reads a gold score file (SYS<TAB>score|None, a block
// per system) and metric files (same layout), keeps the systems with any
// gold score except the excluded ones, and prints the ranking as MTME does
// with the wall time of the comparison on stderr.
//
// usage: mtme_matrix_bench GOLD EXCLUDE(comma list) K K_BLOCK THREADS CORR AVG PERMTEST METRIC...
//   CORR: e.g. "KendallWithTiesOpt,variant='acc23',sample_rate=1.0"
//   METRIC: NAME=FILE
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <charconv>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <fstream>
#include <iostream>
#include <map>
#include <set>
#include <sstream>
#include <string>
#include <vector>

#include "metaeval/tasks/task.hh"
#include "metaeval/tasks/task_args.hh"

using namespace meteor::metaeval;

namespace {

// system -> scores, in file order of systems.
std::map<std::string, Vector> read_scores(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw std::runtime_error("cannot read " + path);
  std::map<std::string, Vector> out;
  std::string line;
  while (std::getline(in, line)) {
    const auto tab = line.find('\t');
    if (tab == std::string::npos) throw std::runtime_error(path + ": bad line " + line);
    const std::string value = line.substr(tab + 1);
    double d = std::nan("");
    if (value != "None") {  // from_chars: correctly rounded as stod, without its locale overhead
      const auto [end, ec] = std::from_chars(value.data(), value.data() + value.size(), d);
      if (ec != std::errc() || end != value.data() + value.size()) throw std::runtime_error(path + ": bad score " + value);
    }
    out[line.substr(0, tab)].push_back(d);
  }
  return out;
}

}  // namespace

int main(int argc, char** argv) {
  if (argc < 10) {
    std::cerr << "usage: mtme_matrix_bench GOLD EXCLUDE K K_BLOCK THREADS CORR AVG PERMTEST NAME=FILE...\n";
    return 2;
  }
  try {
    const auto gold_by_sys = read_scores(argv[1]);
    std::set<std::string> exclude;
    {
      std::istringstream ls(argv[2]);
      for (std::string s; std::getline(ls, s, ',');) exclude.insert(s);
    }
    std::vector<std::string> systems;
    for (const auto& [name, scores] : gold_by_sys) {
      bool any = false;
      for (double d : scores) any = any || !std::isnan(d);
      if (any && !exclude.count(name)) systems.push_back(name);
    }
    Vector gold;
    for (const auto& s : systems) gold.insert(gold.end(), gold_by_sys.at(s).begin(), gold_by_sys.at(s).end());

    CompareOptions o;
    o.perm.k = std::stoi(argv[3]);
    o.perm.block_size = std::stoi(argv[4]);
    o.perm.threads = static_cast<unsigned>(std::stoi(argv[5]));
    {
      std::istringstream ls(argv[6]);
      std::string name, arg;
      std::getline(ls, name, ',');
      std::map<std::string, std::string> args;
      while (std::getline(ls, arg, ',')) args[arg.substr(0, arg.find('='))] = arg.substr(arg.find('=') + 1);
      const CorrFcn fcn = parse_corr_fcn(name);
      o.corr = corr_spec(fcn, parse_corr_args(fcn, args), *parse_average(argv[7]), false);
      if (auto rate = parse_corr_args(fcn, args).sample_rate) o.pairs_sample_rate = rate->value();
    }
    o.test = std::string(argv[8]) == "pairs" ? PermTest::pairs : PermTest::scores;

    const auto t0 = std::chrono::steady_clock::now();
    std::vector<NamedScores> metrics;
    for (int i = 9; i < argc; ++i) {
      const std::string spec = argv[i];
      const auto eq = spec.find('=');
      const auto scores = read_scores(spec.substr(eq + 1));
      NamedScores m{spec.substr(0, eq), {}};
      for (const auto& s : systems) {
        const Vector& v = scores.at(s);
        if (v.size() != gold_by_sys.at(s).size()) throw std::runtime_error(spec + ": wrong number of scores");
        m.scores.insert(m.scores.end(), v.begin(), v.end());
      }
      metrics.push_back(std::move(m));
    }
    const auto t1 = std::chrono::steady_clock::now();
    const Ranking r = compare_metrics(gold, systems.size(), metrics, o);
    const auto t2 = std::chrono::steady_clock::now();
    std::cout << format_ranking(r, 0.05);
    std::cout << "pvalues\n";
    for (const auto& row : r.pvalues) {
      for (std::size_t j = 0; j < row.size(); ++j) std::cout << (j ? " " : "") << row[j];
      std::cout << "\n";
    }
    std::fprintf(stderr, "systems %zu items %zu metrics %zu: read %.3f s, compare %.3f s\n", systems.size(),
                 gold.size() / systems.size(), metrics.size(), std::chrono::duration<double>(t1 - t0).count(),
                 std::chrono::duration<double>(t2 - t1).count());
  } catch (const std::exception& e) {
    std::cerr << "mtme_matrix_bench: " << e.what() << "\n";
    return 1;
  }
  return 0;
}
