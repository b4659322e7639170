// Score sets and MTME's figures on them (tests/data/mstats, made by
// make_goldens.py there) for the significance and ranking unit tests.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cmath>
#include <cstdlib>
#include <fstream>
#include <map>
#include <sstream>
#include <stdexcept>
#include <string>
#include <vector>

#include "metaeval/statistics/correlation.hh"
#include "metaeval/significance/significance.hh"
#include "metaeval/tasks/task_args.hh"

namespace meteor::testing {

inline std::string mstats_dir() {
  const char* env = std::getenv("METEOR_TESTDATA");
  std::string base = env ? env : std::string(__FILE__).substr(0, std::string(__FILE__).rfind("/libmeteor/")) + "/tests/data";
  return base + "/mstats/";
}

struct ScoreSet {
  std::size_t systems = 0, items = 0;
  metaeval::Vector gold;
  std::vector<std::string> names;
  std::map<std::string, metaeval::Vector> metrics;
};

inline ScoreSet load_score_set(const std::string& name) {
  std::ifstream in(mstats_dir() + name + ".scores");
  if (!in) throw std::runtime_error("cannot read " + mstats_dir() + name + ".scores");
  ScoreSet s;
  in >> s.systems >> s.items;
  std::string line;
  std::getline(in, line);
  while (std::getline(in, line)) {
    std::istringstream ls(line);
    std::string key, v;
    ls >> key;
    metaeval::Vector values;
    while (ls >> v) values.push_back(v == "nan" ? std::nan("") : std::stod(v));
    if (values.size() != s.systems * s.items) throw std::runtime_error("bad line for " + key);
    if (key == "gold") {
      s.gold = values;
    } else {
      s.names.push_back(key);
      s.metrics[key] = values;
    }
  }
  return s;
}

// goldens.tsv rows, tab-separated fields.
inline std::vector<std::vector<std::string>> golden_rows(const std::string& kind) {
  std::ifstream in(mstats_dir() + "goldens.tsv");
  if (!in) throw std::runtime_error("cannot read goldens.tsv");
  std::vector<std::vector<std::string>> rows;
  std::string line;
  while (std::getline(in, line)) {
    std::vector<std::string> f;
    std::istringstream ls(line);
    for (std::string field; std::getline(ls, field, '\t');) f.push_back(field);
    if (!f.empty() && f[0] == kind) rows.push_back(f);
  }
  return rows;
}

inline double num(const std::string& s) { return s == "nan" ? std::nan("") : std::stod(s); }

// A correlation by MTME's name with corr_fcn_args as Python literal text,
// through the edge parsers (task_args.hh) to the typed spec.
inline metaeval::CorrSpec make_spec(const std::string& name, const std::map<std::string, std::string>& args,
                                    metaeval::Average avg, bool rnz = false) {
  const metaeval::CorrFcn fcn = metaeval::parse_corr_fcn(name);
  return metaeval::corr_spec(fcn, metaeval::parse_corr_args(fcn, args), avg, rnz);
}

// "KendallVariants,variant='acc23',epsilon=0.05" -> make_spec.
inline metaeval::CorrSpec spec_of(const std::string& text, metaeval::Average avg, bool rnz = false) {
  std::istringstream ls(text);
  std::string name, arg;
  std::getline(ls, name, ',');
  std::map<std::string, std::string> args;
  while (std::getline(ls, arg, ',')) args[arg.substr(0, arg.find('='))] = arg.substr(arg.find('=') + 1);
  return make_spec(name, args, avg, rnz);
}

inline bool close_rel(double a, double b, double rel = 1e-12) {
  if (std::isnan(a) || std::isnan(b)) return std::isnan(a) && std::isnan(b);
  return std::fabs(a - b) <= rel * std::max(std::fabs(a), std::fabs(b)) || std::fabs(a - b) <= 1e-300;
}

// Two independent Monte Carlo estimates of the same p-value from k draws
// each: their difference has standard deviation sqrt(2 p (1 - p) / k);
// allow 5 of them plus 1.5/k for the discreteness (p near 0 or 1).
inline double mc_tolerance(double p1, double p2, int k) {
  const double p = (p1 + p2) / 2;
  return 5 * std::sqrt(2 * p * (1 - p) / k) + 1.5 / k;
}

}  // namespace meteor::testing
