// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/tasks/commands.hh"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <map>

#include "io/json.hh"
#include "metaeval/data/pyformat.hh"
#include "text/tokenize.hh"
#include "util/error.hh"

namespace meteor::metaeval {
namespace {

std::string join(const std::set<std::string>& names, const char* sep) {
  std::string out;
  for (const std::string& n : names) out += (out.empty() ? "" : sep) + n;
  return out;
}

}  // namespace

MetaInfo resolve_meta_info(const std::string& test_set, const std::string& lp, const MetaOverrides& o,
                           const MetaInfo* base) {
  MetaInfo info;
  if (base)
    info = *base;
  else if (auto known = known_meta_info(test_set, lp))
    info = *known;
  else if (o.std_ref.empty())
    throw Error("no meta-information for " + test_set + "/" + lp + ": give --std_ref (and --std_gold)");
  if (!o.std_ref.empty()) info.std_ref = o.std_ref;
  if (o.std_gold) info.std_gold = parse_std_gold(*o.std_gold, "--std_gold");
  auto set_of = [](const std::string& list) {
    std::set<std::string> out;
    for (const std::string& s : split_on(list, ','))
      if (!s.empty()) out.insert(s);
    return out;
  };
  if (o.outliers) info.outlier_systems = set_of(*o.outliers);
  if (o.primary) info.primary_metrics = set_of(*o.primary);
  return info;
}

std::vector<EvalSet> load_eval_sets(const std::string& root, const std::string& test_set, const std::string& lps,
                                    const MetaOverrides& overrides, const LoadOptions& options,
                                    const std::string& add_dir, const MetaInfo* base) {
  std::vector<EvalSet> sets;
  const std::vector<std::string> pairs = split_on(lps, ',');
  std::size_t added = 0;
  for (const std::string& pair : pairs) {
    sets.push_back(EvalSet::load(root, test_set, pair, resolve_meta_info(test_set, pair, overrides, base), options));
    if (add_dir.empty()) continue;
    std::error_code ec;
    const std::string sub = add_dir + "/" + pair;
    std::vector<std::string> names;
    if (std::filesystem::is_directory(sub, ec))
      names = sets.back().add_metrics_from_dir(sub);
    else if (pairs.size() == 1)
      names = sets.back().add_metrics_from_dir(add_dir);
    // As MTME's CLI: the added metrics join the primary metrics.
    std::set<std::string> bases;
    for (const std::string& n : names) bases.insert(sets.back().parse_metric_name(n).first);
    sets.back().add_primary_metrics(bases);
    added += names.size();
  }
  if (!add_dir.empty() && added == 0) throw file_error(add_dir, "no metric files added (--add_metrics_from_dir)");
  return sets;
}

std::string list_details(const EvalSet& evs) {
  std::set<std::string> refs;
  for (const auto& [name, text] : evs.refs()) refs.insert(name);
  return evs.name() + " " + evs.lp() + ": " + std::to_string(evs.src().size()) + " segs, " +
         std::to_string(evs.docs().size()) + " docs, " + std::to_string(evs.sys_names().size()) +
         " systems (includes " + std::to_string(evs.outlier_sys_names().size()) + " outliers + " +
         std::to_string(evs.human_sys_names().size()) + " human), outliers: {" + join(evs.outlier_sys_names(), ",") +
         "}, human: {" + join(evs.human_sys_names(), ",") + "}, refs: {" + join(refs, ",") + "}, gold-scores: {" +
         join(evs.human_score_names(), ",") + "}" +
         (evs.rating_names().empty() ? "" : ", ratings: {" + join(evs.rating_names(), ",") + "}");
}

void echo(const EvalSet& evs, const std::string& cols, bool per_system, std::ostream& out) {
  std::vector<std::vector<std::string>> texts;
  for (const std::string& col : split_on(cols, ',')) {
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
  // Segment i's texts, tab-joined, ending the line.
  auto paste = [&](std::size_t i) {
    for (std::size_t c = 0; c < texts.size(); ++c) out << (c ? "\t" : "") << texts[c][i];
    out << '\n';
  };
  if (!per_system) {
    for (std::size_t i = 0; i < evs.src().size(); ++i) paste(i);
    return;
  }
  for (const auto& [name, output] : evs.sys_outputs())
    for (std::size_t i = 0; i < output.size(); ++i) {
      out << name << '\t' << output[i] << (texts.empty() ? "" : "\t");
      paste(i);
    }
}

void print_scores(const EvalSet& evs, std::ostream& out) {
  // The score columns: each level's human scores, then its metrics.
  std::vector<std::pair<Level, std::string>> columns;
  for (Level level : {Level::seg, Level::doc, Level::domain, Level::sys}) {
    if (!evs.levels().count(level)) continue;
    for (const std::string& g : evs.human_score_names()) columns.emplace_back(level, g);
    for (const std::string& m : evs.metric_names()) columns.emplace_back(level, m);
  }
  out << "system-name\tdomain\tdoc\tseg-id";
  for (const auto& [level, name] : columns) out << '\t' << name << ':' << level_name(level);
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
  for (const std::string& sys : evs.sys_names()) {
    for (std::size_t i = 0; i < evs.src().size(); ++i) {
      out << sys << '\t' << domains[i] << '\t' << docs[i] << '\t' << (i + 1);
      for (const auto& [level, scorer] : columns) {
        const std::size_t index = level == Level::seg ? i
                                  : level == Level::doc ? doc_ids[docs[i]]
                                  : level == Level::domain ? domain_ids[domains[i]]
                                                           : 0;
        out << '\t' << score(level, scorer, sys, index);
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

ScoreTable score_table(const SystemScores& gold, const SystemScores& metric, const std::set<std::string>& systems,
                       const std::string& metric_path) {
  std::string missing;
  for (const std::string& s : systems)
    if (!metric.count(s)) missing += (missing.empty() ? "" : ", ") + s;
  if (!missing.empty()) throw file_error(metric_path, "missing metric scores for " + missing);
  Vector g, m;
  std::size_t items = 0;
  for (const std::string& s : systems) {
    const auto& gs = gold.at(s);
    const auto& xs = metric.at(s);
    if (gs.size() != xs.size())
      throw file_error(metric_path, "wrong number of scores for system " + s + ": " + std::to_string(xs.size()) +
                                        ", the gold has " + std::to_string(gs.size()));
    if (!g.empty() && gs.size() != items)
      throw file_error(metric_path, "system " + s + " has " + std::to_string(gs.size()) + " gold scores, " +
                                        *systems.begin() + " has " + std::to_string(items));
    items = gs.size();
    for (std::size_t i = 0; i < gs.size(); ++i) {
      g.push_back(gs[i] ? *gs[i] : kNaN);
      m.push_back(*xs[i]);
    }
  }
  try {
    return make_score_table(std::move(g), std::move(m), systems.size());
  } catch (const InvalidArgument& e) {
    throw file_error(metric_path, e.what());
  }
}

CorrelationReport correlate(const EvalSet& evs, const std::string& metric_path, const CorrelationOptions& options) {
  auto [level, metric] = evs.read_metric_file(metric_path);
  const std::string gold_name = options.gold == "std" ? evs.std_gold(level) : options.gold;
  const SystemScores* gold = gold_name.empty() ? nullptr : evs.scores(level, gold_name);
  if (!gold)
    throw Error("no " + (options.gold == "std" ? std::string("standard gold") : options.gold) + " scores at " +
                level_name(level) + " level in " + evs.name() + "/" + evs.lp() + " (give -g)");
  const std::set<std::string> systems =
      correlation_systems(evs, *gold, gold_name, options.use_outliers, options.add_systems);
  if (systems.empty()) throw Error("no system to correlate (gold " + gold_name + ")");
  ScoreTable table = score_table(*gold, metric, systems, metric_path);
  const double thresh = options.thresh == -1 ? (gold_name == "wmt-raw" ? 25 : 0) : options.thresh;
  // Kendall-like: always averaged by item, weighted by each item's pairs.
  auto tau = [&](const Vector& g, const Vector& x) { return kendall_like(g, x, thresh).tau; };
  auto pairs = [&](const Vector& g, const Vector& x) { return double(kendall_like(g, x, thresh).pairs); };
  const auto none_count = std::ranges::count_if(table.gold, [](double g) { return std::isnan(g); });
  // As MTME: the averaging flag applies at every level, the printed one is
  // none at system level.
  return {.level = level, .gold_name = gold_name, .systems = table.systems, .all_systems = evs.sys_names().size(),
          .items = table.items, .none_count = static_cast<std::size_t>(none_count),
          .average = level == Level::sys ? Average::none : options.average, .thresh = thresh,
          .pearson = average_correlation_p(table, options.average, pearson_p),
          .spearman = average_correlation_p(table, options.average, spearman_p),
          .kendall = average_correlation_p(table, options.average, kendall_p),
          .kendall_like = average_correlation(table, Average::item, tau, false, pairs).value,
          .table = std::move(table)};
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

std::vector<ComparedCorrelation> compare_correlations(const CorrelationReport& r1, const CorrelationReport& r2,
                                                      const CorrelationOptions& options, const PermParams& perm) {
  if (r1.level != r2.level || r1.items != r2.items || r1.systems != r2.systems)
    throw Error("cannot compare score files at different granularities");
  // scipy_kendall: MTME's CLI calls scipy.stats.kendalltau.
  auto spec = [&](CorrKind kind, Average average, double thresh) {
    return CorrSpec{.kind = kind, .average = average, .replace_nans_with_zeros = options.replace_nans_with_zeros,
                    .scipy_kendall = true, .thresh = thresh, .blocks = {}};
  };
  // The permutation test's statistic is the Williams test's unless given.
  auto test = [&](const std::string& name, double v1, double v2, const CorrSpec& williams,
                  const std::optional<CorrSpec>& permutation = std::nullopt) {
    ComparedCorrelation c;
    c.name = name;
    c.second_better = v2 >= v1;  // as MTME: the better one second
    const ScoreTable& worse = c.second_better ? r1.table : r2.table;
    const ScoreTable& better = c.second_better ? r2.table : r1.table;
    c.williams_p = williams_sig_diff(worse, better, williams).p;
    c.perm_p = permutation_sig_diff(worse, better, permutation.value_or(williams), perm).p;
    return c;
  };
  const Average avg = options.average;
  const double thresh = r1.thresh;
  return {test("Pearson", r1.pearson.value, r2.pearson.value, spec(CorrKind::pearson, avg, thresh)),
          test("Spearman", r1.spearman.value, r2.spearman.value, spec(CorrKind::spearman, avg, thresh)),
          test("Kendall", r1.kendall.value, r2.kendall.value, spec(CorrKind::kendall, avg, thresh)),
          test("Kendall-like@" + python_g(thresh), r1.kendall_like, r2.kendall_like,
               spec(CorrKind::kendall_like, Average::item, thresh), spec(CorrKind::kendall_like, avg, 25))};
}

std::string format_comparison(const std::vector<ComparedCorrelation>& cs, int digits) {
  auto num = [&](double x) { return digits < 0 ? python_repr(x) : python_fixed(x, digits); };
  std::string out;
  for (const ComparedCorrelation& c : cs)
    out += (out.empty() ? "" : " ") + c.name + ":" + (c.second_better ? "2>1," : "1>2,") +
           "pWilliams=" + num(c.williams_p) + ",pPERM=" + num(c.perm_p);
  return out;
}

std::string format_task_results(const TaskResults& results) { return results.name + "\n" + results.str(); }

TaskSetResults run_task_set(const std::string& root, const MetaOverrides& overrides, const LoadOptions& options,
                            const std::string& add_dir, const TaskSetRun& run, std::ostream& out,
                            const std::string& json_path, const std::string& html_path) {
  std::map<std::pair<std::string, std::string>, EvalSet> loaded;
  const EvalSetProvider provider = [&](const std::string& test_set, const std::string& lp) -> const EvalSet& {
    const auto key = std::make_pair(test_set, lp);
    auto it = loaded.find(key);
    if (it == loaded.end()) {
      const auto reg = run.tasks.meta_info.find(key);
      const MetaInfo* base = reg == run.tasks.meta_info.end() ? nullptr : &reg->second;
      it = loaded.emplace(key, std::move(load_eval_sets(root, test_set, lp, overrides, options, add_dir, base).front()))
               .first;
    }
    return it->second;
  };
  const TaskSetResults results = run.tasks.run(provider, nullptr, run.progress);
  const std::vector<double> weights = run.tasks.weights;
  const bool draws = std::all_of(run.tasks.tasks.begin(), run.tasks.tasks.end(), [](const Task& t) { return t.k > 0; });
  TableColumn initial;
  std::optional<Ranking> matrix;
  if (draws) {
    matrix = results.average_corr_matrix(weights);
    for (const RankedMetric& m : matrix->metrics) initial.push_back({m.name, {m.corr, static_cast<double>(m.rank)}});
  } else {
    for (const auto& [m, c] : results.average_corrs(weights)) initial.push_back({m, {c, 0}});
  }
  const TableOptions table{.initial_column = initial, .initial_ranks_given = draws, .initial_column_header = "avg-corr",
                           .attr_list = {"lang", "level", "corr_fcn"}, .table = {.format = run.format}};
  const std::string text = task_set_table(results, table);  // printed once the files are written
  // The weights written: uniform when the task set has none.
  const std::vector<double> w = weights.empty() ? results.assign_weights({}) : weights;
  if (!json_path.empty()) {
    auto num = [](double x) { return std::isnan(x) ? std::string("NaN") : python_repr(x); };
    std::string j = "{\"tasks\": [";
    for (std::size_t i = 0; i < results.results.size(); ++i) j += (i ? ", " : "") + task_results_json(results.results[i]);
    j += "], \"weights\": [";
    for (std::size_t i = 0; i < w.size(); ++i) j += (i ? ", " : "") + num(w[i]);
    auto object = [&](const std::vector<std::pair<std::string, double>>& v) {
      std::string o = "{";
      for (std::size_t i = 0; i < v.size(); ++i) o += (i ? ", " : "") + json_string(v[i].first) + ": " + num(v[i].second);
      return o + "}";
    };
    j += "], \"average_corrs\": " + object(results.average_corrs(weights));
    j += ", \"average_ranks\": " + object(results.average_ranks(weights));
    if (matrix)
      j += ", \"average_corr_matrix\": " + task_results_json({.name = "average", .ranking = *matrix, .task = {}});
    j += "}\n";
    write_text_file(json_path, j);
  }
  if (!html_path.empty()) {
    Ranking averages;
    if (matrix) {
      averages = *matrix;
    } else {
      int rank = 0;
      for (const auto& [m, c] : results.average_corrs(weights)) averages.metrics.push_back({m, c, ++rank});
    }
    write_text_file(html_path, task_set_html(run.title, results, w, averages, matrix.has_value()));
  }
  out << text;
  return results;
}

}  // namespace meteor::metaeval
