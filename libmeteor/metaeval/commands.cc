// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/commands.hh"

#include <algorithm>
#include <map>

#include "metaeval/pyformat.hh"
#include "util/error.hh"

namespace meteor::metaeval {
namespace {

std::string join(const std::set<std::string>& names, const char* sep) {
  std::string out;
  for (const std::string& n : names) {
    if (!out.empty()) out += sep;
    out += n;
  }
  return out;
}

std::vector<std::string> split_commas(const std::string& s) {
  std::vector<std::string> out;
  std::size_t i = 0;
  while (i <= s.size()) {
    std::size_t j = s.find(',', i);
    if (j == std::string::npos) j = s.size();
    out.push_back(s.substr(i, j - i));
    i = j + 1;
  }
  return out;
}

}  // namespace

std::string list_details(const EvalSet& evs) {
  std::set<std::string> refs;
  for (const auto& [name, text] : evs.refs()) refs.insert(name);
  return evs.name() + " " + evs.lp() + ": " + std::to_string(evs.src().size()) + " segs, " +
         std::to_string(evs.docs().size()) + " docs, " + std::to_string(evs.sys_outputs().size()) +
         " systems (includes " + std::to_string(evs.outlier_sys_names().size()) + " outliers + " +
         std::to_string(evs.human_sys_names().size()) + " human), outliers: {" + join(evs.outlier_sys_names(), ",") +
         "}, human: {" + join(evs.human_sys_names(), ",") + "}, refs: {" + join(refs, ",") + "}, gold-scores: {" +
         join(evs.human_score_names(), ",") + "}";
}

void echo(const EvalSet& evs, const std::string& cols, bool per_system, std::ostream& out) {
  std::vector<std::vector<std::string>> texts;
  for (const std::string& col : split_commas(cols)) {
    if (col == "src") {
      texts.push_back(evs.src());
    } else if (col == "doc") {
      texts.push_back(evs.docs_per_seg());
    } else if (col == "domain") {
      texts.push_back(evs.domains_per_seg());
    } else if (col == "ref") {
      texts.push_back(evs.refs().at(evs.info().std_ref));
    } else if (auto it = evs.refs().find(col); it != evs.refs().end()) {
      texts.push_back(it->second);
    } else {
      throw Error("unknown text type for --echo: " + col);
    }
  }
  auto paste = [&](std::size_t i) {
    for (std::size_t c = 0; c < texts.size(); ++c) {
      if (c) out << '\t';
      out << texts[c][i];
    }
  };
  if (!per_system) {
    for (std::size_t i = 0; i < evs.src().size(); ++i) {
      paste(i);
      out << '\n';
    }
    return;
  }
  for (const auto& [name, output] : evs.sys_outputs())
    for (std::size_t i = 0; i < output.size(); ++i) {
      out << name << '\t' << output[i];
      if (!texts.empty()) out << '\t';
      paste(i);
      out << '\n';
    }
}

void print_scores(const EvalSet& evs, std::ostream& out) {
  const std::set<Level> levels = evs.levels();
  const Level order[] = {Level::seg, Level::doc, Level::domain, Level::sys};
  std::vector<std::string> header = {"system-name", "domain", "doc", "seg-id"};
  for (Level level : order) {
    if (!levels.count(level)) continue;
    for (const std::string& g : evs.human_score_names()) header.push_back(g + ":" + level_name(level));
    for (const std::string& m : evs.metric_names()) header.push_back(m + ":" + level_name(level));
  }
  for (std::size_t i = 0; i < header.size(); ++i) out << (i ? "\t" : "") << header[i];
  out << '\n';
  const std::vector<std::string> docs = evs.docs_per_seg(), domains = evs.domains_per_seg();
  std::map<std::string, std::size_t> doc_ids, domain_ids;
  for (std::size_t i = 0; i < evs.docs().size(); ++i) doc_ids[evs.docs()[i].first] = i;
  for (std::size_t i = 0; i < evs.domains().size(); ++i) domain_ids[evs.domains()[i].first] = i;
  auto score = [&](Level level, const std::string& scorer, const std::string& sys, std::size_t index) {
    const SystemScores* s = evs.scores(level, scorer);
    if (!s) return std::string("None");
    auto it = s->find(sys);
    if (it == s->end() || !it->second[index]) return std::string("None");
    return python_repr(*it->second[index]);
  };
  for (const auto& [sys, text] : evs.sys_outputs()) {
    for (std::size_t i = 0; i < evs.src().size(); ++i) {
      out << sys << '\t' << domains[i] << '\t' << docs[i] << '\t' << (i + 1);
      for (Level level : order) {
        if (!levels.count(level)) continue;
        const std::size_t index = level == Level::seg ? i
                                  : level == Level::doc ? doc_ids[docs[i]]
                                  : level == Level::domain ? domain_ids[domains[i]]
                                                           : 0;
        for (const std::string& g : evs.human_score_names()) out << '\t' << score(level, g, sys, index);
        for (const std::string& m : evs.metric_names()) out << '\t' << score(level, m, sys, index);
      }
      out << '\n';
    }
  }
}

std::set<std::string> correlation_systems(const EvalSet& evs, const SystemScores& gold, const std::string& gold_name,
                                          bool use_outliers, const std::vector<std::string>& add_systems) {
  std::set<std::string> out;
  for (const auto& [sys, scores] : gold) {
    if (evs.human_sys_names().count(sys)) continue;
    if (!use_outliers && evs.outlier_sys_names().count(sys)) continue;
    out.insert(sys);
  }
  for (const std::string& s : add_systems) {
    if (s.empty()) continue;
    if (!gold.count(s)) throw Error("no " + gold_name + " scores for system " + s + " (--add_systems)");
    out.insert(s);
  }
  return out;
}

ScoreMatrix score_matrix(const SystemScores& gold, const SystemScores& metric, const std::set<std::string>& systems,
                         const std::string& metric_path) {
  ScoreMatrix m;
  std::string missing;
  for (const std::string& s : systems)
    if (!metric.count(s)) missing += (missing.empty() ? "" : ", ") + s;
  if (!missing.empty()) throw file_error(metric_path, "missing metric scores for " + missing);
  for (const std::string& s : systems) {
    const auto& g = gold.at(s);
    const auto& x = metric.at(s);
    if (m.systems == 0) m.items = g.size();
    if (g.size() != x.size())
      throw file_error(metric_path, "wrong number of scores for system " + s + ": " + std::to_string(x.size()) +
                                        ", the gold has " + std::to_string(g.size()));
    for (std::size_t i = 0; i < g.size(); ++i) {
      m.gold.push_back(g[i]);
      m.metric.push_back(*x[i]);
    }
    ++m.systems;
  }
  return m;
}

CorrelationReport correlate(const EvalSet& evs, const std::string& metric_path, const CorrelationOptions& options) {
  CorrelationReport r;
  auto [level, metric] = evs.read_metric_file(metric_path);
  r.level = level;
  r.gold_name = options.gold == "std" ? evs.std_gold(level) : options.gold;
  const SystemScores* gold = r.gold_name.empty() ? nullptr : evs.scores(level, r.gold_name);
  if (!gold)
    throw Error("no " + (options.gold == "std" ? std::string("standard gold") : options.gold) + " scores at " +
                level_name(level) + " level in " + evs.name() + "/" + evs.lp() + " (give -g)");
  const std::set<std::string> systems =
      correlation_systems(evs, *gold, r.gold_name, options.use_outliers, options.add_systems);
  if (systems.empty()) throw Error("no system to correlate (gold " + r.gold_name + ")");
  r.matrix = score_matrix(*gold, metric, systems, metric_path);
  r.systems = r.matrix.systems;
  r.items = r.matrix.items;
  r.all_systems = evs.sys_outputs().size();
  for (const auto& g : r.matrix.gold) r.none_count += !g;
  r.average = level == Level::sys ? Average::none : options.average;
  // As MTME: the averaging flag applies at every level, the printed one is
  // none at system level.
  const Average avg = options.average;
  r.pearson = average_correlation_p(r.matrix, avg, pearson_p);
  r.spearman = average_correlation_p(r.matrix, avg, spearman_p);
  r.kendall = average_correlation_p(r.matrix, avg, kendall_p);
  r.thresh = options.thresh == -1 ? (r.gold_name == "wmt-raw" ? 25 : 0) : options.thresh;
  // Kendall-like: always averaged by item, weighted by each item's pairs.
  const double thresh = r.thresh;
  r.kendall_like =
      average_correlation(
          r.matrix, Average::item, [&](const Vector& g, const Vector& x) { return kendall_like(g, x, thresh).tau; },
          false, [&](const Vector& g, const Vector& x) { return double(kendall_like(g, x, thresh).pairs); })
          .value;
  return r;
}

std::string format_correlation(const EvalSet& evs, const CorrelationReport& r, const std::string& tag, int digits) {
  auto num = [&](double x) { return digits < 0 ? python_repr(x) : python_fixed(x, digits); };
  const char* cmp = r.average == Average::none ? "flattened" : r.average == Average::sys ? "rows in" : "columns in";
  return tag + evs.name() + " " + evs.lp() + " " + level_name(r.level) + "-level: scoring " +
         std::to_string(r.systems) + "/" + std::to_string(r.all_systems) + " systems, gold=" + r.gold_name +
         ", comparing " + cmp + " " + std::to_string(r.systems) + "x" + std::to_string(r.items) + " matrices (" +
         std::to_string(r.none_count) + " None vals): Pearson=" + num(r.pearson.value) + ",p" + num(r.pearson.p) +
         " Spearman=" + num(r.spearman.value) + ",p" + num(r.spearman.p) + " Kendall=" + num(r.kendall.value) + ",p" +
         num(r.kendall.p) + " Kendall-like@" + python_g(r.thresh) + "=" + num(r.kendall_like);
}

}  // namespace meteor::metaeval
