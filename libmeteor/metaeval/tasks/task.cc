// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/tasks/task.hh"

#include <algorithm>
#include <cmath>
#include <fstream>
#include <numeric>

#include "io/json.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/json_value.hh"
#include "util/output_file.hh"

namespace meteor::metaeval {
namespace {

std::string py_bool(bool b) { return b ? "True" : "False"; }

std::string quoted(const std::string& s) { return "'" + s + "'"; }

// Python's repr of a list or set: its items' reprs between open and close.
template <class Items, class Repr>
std::string py_items(const char* open, const Items& items, Repr repr, const char* close) {
  std::string out = open;
  const char* sep = "";
  for (const auto& x : items) {
    out += sep + repr(x);
    sep = ",";
  }
  return out + close;
}

std::string py_set(const std::set<std::string>& s) { return s.empty() ? "set()" : py_items("{", s, quoted, "}"); }

}  // namespace

std::optional<NameFormat> parse_name_format(const std::string& name) {
  if (name == "spreadsheet") return NameFormat::spreadsheet;
  if (name == "latex") return NameFormat::latex;
  if (name == "full") return NameFormat::full;
  if (name == "base") return NameFormat::base;
  return std::nullopt;
}

std::string display_name(const MetricId& id, NameFormat format) {
  switch (format) {
    case NameFormat::spreadsheet:
      return (id.primary ? "" : "*") + id.base + (id.refs.empty() ? "[noref]" : "");
    case NameFormat::latex: {
      const std::string name = id.base + (id.refs.empty() ? "*" : "");
      return id.primary ? "\\textbf{" + name + "}" : name;
    }
    case NameFormat::full: return id.full;
    case NameFormat::base: return id.base;
  }
  return id.full;
}

MetricId metric_id(const EvalSet& evs, const std::string& name) {
  MetricId id{name, {}, true, name};
  if (const std::size_t dash = name.rfind('-'); dash != std::string::npos && dash > 0) {
    auto [base, refs] = evs.parse_metric_name(name);
    id.base = std::move(base);
    id.refs = std::move(refs);
    id.primary = evs.info().primary_metrics.count(id.base) > 0;
  }
  return id;
}

MetricVectors metric_vectors(const EvalSet& evs, const CorrelationQuery& q) {
  Level lvl = q.level;
  if (q.domain && lvl == Level::sys) lvl = Level::domain;
  if (!evs.levels().count(lvl))
    throw InvalidArgument(evs.name() + "/" + evs.lp() + ": no scores at " + level_name(lvl) + " level");
  const std::string gold_name = q.gold.empty() || q.gold == "std" ? evs.std_gold(lvl) : q.gold;
  const SystemScores* gold = gold_name.empty() ? nullptr : evs.scores(lvl, gold_name);
  if (!gold)
    throw InvalidArgument("no " + (gold_name.empty() ? std::string("standard gold") : gold_name) + " scores at " +
                          level_name(lvl) + " level in " + evs.name() + "/" + evs.lp());
  // Items kept: all, or those of the domain; then the sample's.
  std::vector<std::size_t> keep;
  if (!q.domain) {
    for (std::size_t i = 0; i < evs.items(lvl); ++i) keep.push_back(i);
  } else {
    const auto& domains = evs.domains();
    if (std::none_of(domains.begin(), domains.end(), [&](const auto& d) { return d.first == *q.domain; }))
      throw InvalidArgument("no domain " + *q.domain + " in " + evs.name() + "/" + evs.lp());
    if (lvl == Level::domain) {
      for (std::size_t i = 0; i < domains.size(); ++i)
        if (domains[i].first == *q.domain) keep.push_back(i);
    } else {  // a segment's domain, or a document's (its first segment's)
      const auto per_seg = evs.domains_per_seg();
      const bool seg = lvl == Level::seg;
      for (std::size_t i = 0; i < (seg ? per_seg.size() : evs.docs().size()); ++i)
        if (per_seg[seg ? i : evs.docs()[i].second.first] == *q.domain) keep.push_back(i);
    }
  }
  if (q.sample) {
    std::vector<std::size_t> sampled;
    for (std::size_t i : *q.sample) {
      if (i >= keep.size())
        throw InvalidArgument("sample index " + std::to_string(i) + " out of range (" + std::to_string(keep.size()) +
                              " items)");
      sampled.push_back(keep[i]);
    }
    keep = std::move(sampled);
  }
  std::set<std::string> systems;
  for (const std::string& s : evs.sys_names()) {
    if (q.main_refs.count(s) || q.close_refs.count(s)) continue;
    if (!q.human && evs.human_sys_names().count(s)) continue;
    if (!q.outliers && evs.outlier_sys_names().count(s)) continue;
    auto it = gold->find(s);
    if (it == gold->end()) continue;
    if (std::any_of(keep.begin(), keep.end(), [&](std::size_t i) { return it->second[i].has_value(); }))
      systems.insert(s);
  }
  MetricVectors d;
  d.systems.assign(systems.begin(), systems.end());
  d.items = keep.size();
  d.gold.reserve(systems.size() * keep.size());
  for (const std::string& s : systems) {
    const auto& scores = gold->at(s);
    for (std::size_t i : keep) d.gold.push_back(scores[i] ? *scores[i] : kNaN);
  }
  auto vector_of = [&](const SystemScores& ms, const std::string& metric) {
    Vector v;
    v.reserve(systems.size() * keep.size());
    for (const std::string& s : systems) {
      auto it = ms.find(s);
      if (it == ms.end()) throw InvalidArgument("metric " + metric + " has no scores for system " + s);
      if (it->second.size() != evs.items(lvl))
        throw InvalidArgument("metric " + metric + ", system " + s + ": " + std::to_string(it->second.size()) +
                              " scores, expected " + std::to_string(evs.items(lvl)));
      for (std::size_t i : keep) {
        if (!it->second[i]) throw InvalidArgument("metric " + metric + ", system " + s + ": a score is None");
        v.push_back(*it->second[i]);
      }
    }
    return v;
  };
  for (const std::string& metric : evs.metric_names()) {
    MetricId id = metric_id(evs, metric);
    if (q.primary && !evs.info().primary_metrics.empty() && !id.primary) continue;
    if (!std::all_of(id.refs.begin(), id.refs.end(), [&](const std::string& r) { return q.main_refs.count(r) > 0; }))
      continue;
    const SystemScores* ms = evs.scores(lvl, metric);
    if (!ms) continue;
    d.metrics.emplace_back(std::move(id), vector_of(*ms, metric));
  }
  // Extern metrics named like a set's metric (BASE-REFS) where they can be,
  // as MTME's DisplayName reads them when pooling pairs.
  for (const auto& [name, scores] : q.extern_metrics) d.metrics.emplace_back(metric_id(evs, name), vector_of(scores, name));
  return d;
}

PooledMetrics pool_metrics(const std::vector<MetricVectors>& pairs, NameFormat format) {
  PooledMetrics out;
  if (pairs.empty()) return out;
  std::vector<std::map<std::string, const Vector*>> by_name(pairs.size());
  for (std::size_t i = 0; i < pairs.size(); ++i)
    for (const auto& [id, v] : pairs[i].metrics) by_name[i][display_name(id, format)] = &v;
  for (const auto& [name, v] : by_name[0]) {
    if (!std::all_of(by_name.begin() + 1, by_name.end(), [&](const auto& names) { return names.count(name) > 0; }))
      continue;
    NamedScores& ns = out.metrics.emplace_back(NamedScores{name, {}});
    for (const auto& names : by_name) {
      const Vector& x = *names.at(name);
      ns.scores.insert(ns.scores.end(), x.begin(), x.end());
    }
  }
  for (const MetricVectors& p : pairs) {
    out.gold.insert(out.gold.end(), p.gold.begin(), p.gold.end());
    out.blocks.push_back(p.systems.size());
    out.systems += p.systems.size();
  }
  return out;
}

const std::vector<std::string>& task_attributes() {
  static const std::vector<std::string> a = {
      "test_set", "lang",   "domain", "level",      "human",     "avg_by",    "corr_fcn",
      "k",        "gold",   "refs",   "close_refs", "use_outliers", "primary", "pval",
      "block_size", "early_min", "early_max", "replace_nans_with_zeros", "perm_test", "corr_fcn_args"};
  return a;
}

Task Task::resolve(const std::vector<const MetaInfo*>& infos) const {
  Task t = *this;
  if (t.langs.empty()) throw InvalidArgument("a task needs a language pair (lang)");
  if (infos.size() != t.langs.size()) throw InvalidArgument("a task needs the meta-information of each language pair");
  const bool accuracy = t.corr_fcn == CorrFcn::accuracy;
  if (!accuracy && t.langs.size() != 1)
    throw InvalidArgument("lang: several language pairs only with corr_fcn accuracy, got " +
                          std::to_string(t.langs.size()));
  if (accuracy && t.level != Level::sys)
    throw InvalidArgument("corr_fcn accuracy is system level, got level " + std::string(level_name(t.level)));
  if (t.perm_test == PermTest::pairs && t.corr_fcn != CorrFcn::kendall_ties_opt)
    throw InvalidArgument("perm_test pairs needs corr_fcn KendallWithTiesOpt");
  auto check = [&](std::size_t n, const char* what) {
    if (n > 1 && n != infos.size())
      throw InvalidArgument(std::string(what) + ": one value per language pair of " + std::to_string(infos.size()) +
                            ", or one for all");
  };
  check(t.gold.size(), "gold");
  check(t.refs.size(), "refs");
  check(t.close_refs.size(), "close_refs");
  // Pair i's value: the one for all, its own, or (none given) the standard one.
  auto pick = [](const auto& given, std::size_t i, auto standard) {
    return given.empty() ? standard : given[given.size() == 1 ? 0 : i];
  };
  std::vector<std::string> gold;
  std::vector<std::set<std::string>> refs, close;
  for (std::size_t i = 0; i < infos.size(); ++i) {
    const MetaInfo& info = *infos[i];
    std::string g = pick(t.gold, i, std::string());
    if (g.empty()) {
      auto it = info.std_gold.find(level_name(t.level));
      if (it == info.std_gold.end() || it->second.empty())
        throw InvalidArgument(t.test_set + "/" + t.langs[i] + ": no standard gold at " + level_name(t.level) +
                              " level (name one with gold)");
      g = it->second;
    }
    gold.push_back(g);
    refs.push_back(pick(t.refs, i, std::set<std::string>{info.std_ref}));
    close.push_back(pick(t.close_refs, i, std::set<std::string>()));
  }
  t.gold = gold;
  t.refs = refs;
  t.close_refs = close;
  return t;
}

std::vector<std::pair<std::string, std::string>> Task::attr_vals() const {
  std::string lang;
  for (const std::string& l : langs) lang += (lang.empty() ? "" : ",") + l;
  // Accuracy's lists (a value per pair); else the one value, or None.
  const bool lists = corr_fcn == CorrFcn::accuracy;
  const std::string gold_repr = lists ? py_items("[", gold, quoted, "]") : gold.empty() ? "None" : gold[0];
  auto sets = [&](const std::vector<std::set<std::string>>& s) {
    return lists ? py_items("[", s, py_set, "]") : s.empty() ? "None" : py_set(s[0]);
  };
  return {{"test_set", test_set},
          {"lang", lang},
          {"domain", domain ? *domain : "None"},
          {"level", level_name(level)},
          {"human", py_bool(human)},
          {"avg_by", average_name(avg_by)},
          {"corr_fcn", correlation_function(corr_fcn).name},
          {"k", std::to_string(k)},
          {"gold", gold_repr},
          {"refs", sets(refs)},
          {"close_refs", sets(close_refs)},
          {"use_outliers", py_bool(use_outliers)},
          {"primary", py_bool(primary)},
          {"pval", python_repr(pval)},
          {"block_size", std::to_string(block_size)},
          {"early_min", python_repr(early_min)},
          {"early_max", python_repr(early_max)},
          {"replace_nans_with_zeros", py_bool(replace_nans_with_zeros)},
          {"perm_test", perm_test == PermTest::pairs ? "pairs" : "scores"},
          {"corr_fcn_args", corr_args_repr(corr_fcn_args)}};
}

std::string Task::name() const {
  std::string out;
  for (const auto& [attr, value] : attr_vals()) out += (out.empty() ? "" : " ") + attr + "=" + value;
  return out;
}

std::pair<double, double> Task::range() const { return corr_range(corr_fcn, corr_fcn_args); }

TaskResults run_task(const Task& task, const std::vector<const EvalSet*>& sets, const std::atomic<bool>* cancel,
                     const std::function<void(std::size_t, std::size_t)>& progress) {
  std::vector<const MetaInfo*> infos;
  for (const EvalSet* s : sets) infos.push_back(&s->info());
  const Task t = task.resolve(infos);
  if (t.k < 0 || t.block_size <= 0) throw InvalidArgument("k must be >= 0 and block_size > 0");
  CompareOptions c{.corr = corr_spec(t.corr_fcn, t.corr_fcn_args, t.avg_by, t.replace_nans_with_zeros),
                   .perm = {.k = t.k, .block_size = t.block_size, .early_min = t.early_min, .early_max = t.early_max,
                            .seed = t.seed, .threads = t.threads, .cancel = cancel},
                   .test = t.perm_test,
                   .pairs_sample_rate = t.corr_fcn_args.sample_rate ? t.corr_fcn_args.sample_rate->value() : 1.0,
                   .pval = t.pval,
                   .progress = progress};

  // PCE: system level from segment scores.
  const Level level = t.corr_fcn == CorrFcn::pce ? Level::seg : t.level;
  std::vector<MetricVectors> pairs;
  for (std::size_t i = 0; i < sets.size(); ++i)
    pairs.push_back(metric_vectors(*sets[i], {.level = level, .domain = t.domain, .main_refs = t.refs[i],
                                              .close_refs = t.close_refs[i], .human = t.human,
                                              .outliers = t.use_outliers, .gold = t.gold[i], .primary = t.primary}));
  const PooledMetrics pooled = pool_metrics(pairs);
  if (t.corr_fcn == CorrFcn::accuracy) c.corr.blocks = pooled.blocks;
  if (pooled.metrics.empty())
    throw InvalidArgument(t.test_set + ": no metrics to compare (the task's primary and refs select none)");
  if (pooled.systems == 0) throw InvalidArgument(t.test_set + ": no systems with gold scores");
  return {t.name(), t.pval, compare_metrics(pooled.gold, pooled.systems, pooled.metrics, c), t};
}

// ---- TaskResults ----------------------------------------------------------

std::map<std::string, std::string> TaskResults::attr_vals() const {
  std::map<std::string, std::string> out;
  if (task) {
    for (auto& [attr, value] : task->attr_vals()) out[attr] = value;
    return out;
  }
  // Results read from a file know only the name.
  for (const std::string& av : split_on(name, ' ')) {
    const std::size_t eq = av.find('=');
    if (eq != std::string::npos) out[av.substr(0, eq)] = av.substr(eq + 1);
  }
  return out;
}

std::vector<std::string> TaskResults::metrics() const {
  std::vector<std::string> out;
  for (const RankedMetric& m : ranking.metrics) out.push_back(m.name);
  return out;
}

std::vector<std::pair<std::string, std::pair<double, double>>> TaskResults::corr_ranks() const {
  std::vector<std::pair<std::string, std::pair<double, double>>> out;
  for (const RankedMetric& m : ranking.metrics) out.push_back({m.name, {m.corr, static_cast<double>(m.rank)}});
  return out;
}

std::pair<double, double> TaskResults::range() const {
  if (task) return task->range();
  // Results read from a file: the range of the function its name names.
  const auto av = attr_vals();
  const auto fcn = av.find("corr_fcn");
  const CorrelationFunction* f = fcn == av.end() ? nullptr : find_correlation_function(fcn->second);
  if (!f) return {-1, 1};
  const auto args = av.find("corr_fcn_args");
  CorrArgs a;
  if (args != av.end() && args->second.find("'variant':'23'") != std::string::npos) a.variant = KendallVariant::t23;
  return corr_range(f->fcn, a);
}

namespace {

const RankedMetric& find_metric(const Ranking& r, const std::string& metric) {
  for (const RankedMetric& m : r.metrics)
    if (m.name == metric) return m;
  throw Error("no metric " + metric + " in the task's results");
}

}  // namespace

double TaskResults::corr(const std::string& metric) const { return find_metric(ranking, metric).corr; }

int TaskResults::rank(const std::string& metric) const { return find_metric(ranking, metric).rank; }

bool TaskResults::sig(std::size_t m1, std::size_t m2) const { return ranking.pvalues.at(m1).at(m2) < pval; }

std::vector<Draw> TaskResults::draws_of(std::size_t m1, std::size_t m2) const {
  if (ranking.draws.empty() || m1 == m2) return {};
  if (m1 < m2) return ranking.draws.at(m1).at(m2);
  std::vector<Draw> out = ranking.draws.at(m2).at(m1);
  for (Draw& d : out) std::swap(d[0], d[1]);
  return out;
}

std::string TaskResults::str(bool probs) const { return format_ranking(ranking, pval, probs); }

// ---- TaskSet --------------------------------------------------------------

TaskSetResults TaskSet::run(const EvalSetProvider& provider, const std::atomic<bool>* cancel,
                            const std::function<void(std::size_t, std::size_t)>& progress) const {
  TaskSetResults out;
  for (const Task& task : tasks) {
    std::vector<const EvalSet*> sets;
    for (const std::string& lp : task.langs) sets.push_back(&provider(task.test_set, lp));
    out.results.push_back(run_task(task, sets, cancel));
    if (progress) progress(out.results.size(), tasks.size());
  }
  return out;
}

namespace {

// More weights than tasks: the first n, as MTME zips the tasks with the
// weights (its wmt23_metrics notebook averages a subset of WMT23's tasks with
// the weights of all of them). Fewer is an error.
std::vector<double> uniform_or(const std::vector<double>& weights, std::size_t n) {
  if (weights.empty()) return std::vector<double>(n, 1.0 / static_cast<double>(n));
  if (weights.size() < n)
    throw Error(std::to_string(weights.size()) + " weights for " + std::to_string(n) + " tasks");
  return std::vector<double>(weights.begin(), weights.begin() + static_cast<std::ptrdiff_t>(n));
}

std::vector<double> assign(const std::vector<const TaskResults*>& results, const std::vector<std::string>& attrs,
                           std::size_t first, double total) {
  const std::size_t n = results.size();
  if (first == attrs.size()) return std::vector<double>(n, total / static_cast<double>(n));
  const auto groups = group_by_attr(results, attrs[first]);
  std::vector<double> out(n, 0);
  for (const auto& [value, m] : groups) {
    std::vector<const TaskResults*> subset;
    for (std::size_t i : m) subset.push_back(results[i]);
    const std::vector<double> w = assign(subset, attrs, first + 1, total / static_cast<double>(groups.size()));
    for (std::size_t k = 0; k < m.size(); ++k) out[m[k]] = w[k];
  }
  return out;
}

}  // namespace

std::vector<std::pair<std::string, std::vector<std::size_t>>> group_by_attr(
    const std::vector<const TaskResults*>& results, const std::string& attr) {
  std::vector<std::pair<std::string, std::vector<std::size_t>>> out;
  for (std::size_t i = 0; i < results.size(); ++i) {
    const auto av = results[i]->attr_vals();
    const auto it = av.find(attr);
    if (it == av.end()) throw InvalidArgument("no task attribute '" + attr + "'");
    auto pos = std::find_if(out.begin(), out.end(), [&](const auto& x) { return x.first == it->second; });
    if (pos == out.end()) pos = out.insert(out.end(), {it->second, {}});
    pos->second.push_back(i);
  }
  return out;
}

std::vector<std::pair<std::string, TaskSetResults>> TaskSetResults::split_by_attr(const std::string& attr) const {
  std::vector<const TaskResults*> all;
  for (const TaskResults& r : results) all.push_back(&r);
  std::vector<std::pair<std::string, TaskSetResults>> out;
  for (auto& [value, positions] : group_by_attr(all, attr)) {
    TaskSetResults group;
    for (std::size_t i : positions) group.results.push_back(results[i]);
    out.emplace_back(value, std::move(group));
  }
  return out;
}

std::vector<double> TaskSetResults::assign_weights(const std::vector<std::string>& attrs, double total) const {
  if (results.empty()) return {};
  std::vector<const TaskResults*> all;
  for (const TaskResults& r : results) all.push_back(&r);
  return assign(all, attrs, 0, total);
}

namespace {

// Metrics of every task, in order of first appearance, with their per-task
// weighted values summed as Python's sum() does (left to right from 0).
std::vector<std::pair<std::string, double>> weighted_sums(
    const std::vector<TaskResults>& results, const std::vector<double>& weights,
    const std::function<double(const TaskResults&, const RankedMetric&)>& value) {
  std::vector<std::string> order;
  std::map<std::string, std::vector<double>> parts;
  for (std::size_t t = 0; t < results.size(); ++t)
    for (const RankedMetric& m : results[t].ranking.metrics) {
      auto [it, added] = parts.try_emplace(m.name);
      if (added) order.push_back(m.name);
      it->second.push_back(value(results[t], m) * weights[t]);
    }
  std::vector<std::pair<std::string, double>> out;
  for (const std::string& m : order) {
    const auto& p = parts[m];
    if (p.size() == results.size()) out.push_back({m, std::accumulate(p.begin(), p.end(), 0.0)});
  }
  return out;
}

}  // namespace

std::vector<std::pair<std::string, double>> TaskSetResults::average_ranks(const std::vector<double>& weights) const {
  if (results.empty()) return {};
  auto out = weighted_sums(results, uniform_or(weights, results.size()),
                           [](const TaskResults&, const RankedMetric& m) { return static_cast<double>(m.rank); });
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return a.second < b.second; });
  return out;
}

std::vector<std::pair<std::string, double>> TaskSetResults::average_corrs(const std::vector<double>& weights) const {
  if (results.empty()) return {};
  std::vector<std::pair<double, double>> ranges;
  for (const TaskResults& r : results) ranges.push_back(r.range());
  auto out = weighted_sums(results, uniform_or(weights, results.size()), [&](const TaskResults& r, const RankedMetric& m) {
    const auto [b, e] = ranges[static_cast<std::size_t>(&r - results.data())];
    return (m.corr - b) / (e - b);
  });
  std::stable_sort(out.begin(), out.end(), [](const auto& a, const auto& b) { return -a.second < -b.second; });
  return out;
}

Ranking TaskSetResults::average_corr_matrix(const std::vector<double>& weights_in, double pval) const {
  if (results.empty()) throw Error("no task results to average");
  const std::vector<double> weights = uniform_or(weights_in, results.size());
  const auto avg = average_corrs(weights);
  const std::size_t n = avg.size();
  Ranking ranking;
  for (const auto& [m, c] : avg) ranking.metrics.push_back({m, c, 0});
  ranking.pvalues.assign(n, std::vector<double>(n, 0));
  ranking.k_used.assign(n, std::vector<int>(n, 0));
  // Each task's metric indexes.
  std::vector<std::map<std::string, std::size_t>> index(results.size());
  for (std::size_t t = 0; t < results.size(); ++t)
    for (std::size_t i = 0; i < results[t].ranking.metrics.size(); ++i) index[t][results[t].ranking.metrics[i].name] = i;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      const std::string &m1 = avg[i].first, &m2 = avg[j].first;
      const double corr_diff = avg[i].second - avg[j].second;
      std::vector<std::vector<Draw>> draws;
      std::size_t max_draws = 0;
      for (std::size_t t = 0; t < results.size(); ++t) {
        draws.push_back(results[t].draws_of(index[t].at(m1), index[t].at(m2)));
        max_draws = std::max(max_draws, draws.back().size());
      }
      if (max_draws == 0)
        throw Error("the significance of average correlations needs the tasks' resampling draws (k > 0)");
      Vector null_diffs(max_draws, 0.0);
      for (std::size_t t = 0; t < results.size(); ++t) {
        const auto [b, e] = results[t].range();
        const std::vector<Draw>& d = draws[t];
        if (d.empty()) throw Error("task " + std::to_string(t + 1) + " has no resampling draws (k > 0 needed)");
        for (std::size_t x = 0; x < max_draws; ++x) {
          const Draw& draw = d[x % d.size()];  // fewer draws (early stop): repeated
          const double a = weights[t] * (draw[0] - b) / (e - b);
          const double c = weights[t] * (draw[1] - b) / (e - b);
          null_diffs[x] += a - c;
        }
      }
      const auto count = std::count_if(null_diffs.begin(), null_diffs.end(), [&](double x) { return x >= corr_diff; });
      ranking.pvalues[i][j] = static_cast<double>(count) / static_cast<double>(max_draws);
      ranking.k_used[i][j] = static_cast<int>(max_draws);
    }
  const std::vector<int> ranks = assign_ranks(ranking.pvalues, pval);
  for (std::size_t i = 0; i < n; ++i) ranking.metrics[i].rank = ranks[i];
  return ranking;
}

// ---- Save / load -----------------------------------------------------------

std::string task_results_json(const TaskResults& r) {
  // MTME's json.dump((name, pval, corr_ranks, matrix.tolist())): ", " and
  // ": " separators.
  std::string j = "[" + json_string(r.name) + ", " + python_json_float(r.pval) + ", {";
  const Ranking& k = r.ranking;
  for (std::size_t i = 0; i < k.metrics.size(); ++i)
    j += (i ? ", " : "") + json_string(k.metrics[i].name) + ": [" + python_json_float(k.metrics[i].corr) + ", " +
         std::to_string(k.metrics[i].rank) + "]";
  j += "}, [";
  const std::size_t n = k.metrics.size();
  for (std::size_t i = 0; i < n; ++i) {
    j += i ? ", [" : "[";
    for (std::size_t c = 0; c < n; ++c) {
      const double v = i < k.pvalues.size() && c < k.pvalues[i].size() ? k.pvalues[i][c] : 0.0;
      j += (c ? ", " : "") + python_json_float(v);
    }
    j += "]";
  }
  return j + "]]";
}

void save_task_results(const TaskResults& r, const std::string& path_base) {
  // The results and their draws replace those there together, or not at all.
  OutputSet outputs;
  outputs.add(path_base + ".json").write(task_results_json(r));
  // The draws as MTME's FILE.npz holds them: draws_index[i][j] and
  // draws_index[j][i] (j > i) the start and end of pair (i, j)'s rows of
  // draws_list.
  const std::size_t n = r.ranking.metrics.size();
  std::vector<std::vector<std::size_t>> index(n, std::vector<std::size_t>(n, 0));
  std::string list;
  std::size_t rows = 0;
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      index[i][j] = rows;
      if (i < r.ranking.draws.size() && j < r.ranking.draws[i].size())
        for (const Draw& d : r.ranking.draws[i][j]) {
          list += (rows ? ", [" : "[") + python_json_float(d[0]) + ", " + python_json_float(d[1]) + "]";
          ++rows;
        }
      index[j][i] = rows;
    }
  std::string j = "{\"draws_index\": [";
  for (std::size_t i = 0; i < n; ++i) {
    j += i ? ", [" : "[";
    for (std::size_t c = 0; c < n; ++c) j += (c ? ", " : "") + std::to_string(index[i][c]);
    j += "]";
  }
  j += "], \"draws_list\": [" + list + "]}";
  outputs.add(path_base + ".draws.json").write(j);
  outputs.commit();
}

TaskResults load_task_results(const std::string& path_base) {
  const std::string path = path_base + ".json";
  const JsonValue v = read_json_file(path);
  using T = JsonValue::Type;
  auto bad = [&](const std::string& why) { return file_error(path, why + " (expected [name, pval, {metric: [corr, rank]}, matrix])"); };
  if (!v.is(T::array) || v.array.size() != 4 || !v.array[0].is(T::string) || !v.array[1].is(T::number) ||
      !v.array[2].is(T::object) || !v.array[3].is(T::array))
    throw bad("not MTME's task results");
  TaskResults r;
  r.name = v.array[0].string;
  r.pval = v.array[1].number;
  for (const auto& [m, cr] : v.array[2].object) {
    if (!cr.is(T::array) || cr.array.size() != 2 || !cr.array[0].is(T::number) || !cr.array[1].is(T::number))
      throw bad("metric " + m + ": not [corr, rank]");
    const double rank = cr.array[1].number;
    if (!(rank >= 0 && rank <= 1e9) || rank != std::floor(rank)) throw bad("metric " + m + ": rank is not an integer");
    r.ranking.metrics.push_back({m, cr.array[0].number, static_cast<int>(cr.array[1].number)});
  }
  const std::size_t n = r.ranking.metrics.size();
  for (const JsonValue& row : v.array[3].array) {
    if (!row.is(T::array) || row.array.size() != n) throw bad("the matrix is not " + std::to_string(n) + " x " + std::to_string(n));
    std::vector<double>& values = r.ranking.pvalues.emplace_back();
    for (const JsonValue& x : row.array) {
      if (!x.is(T::number)) throw bad("a matrix entry is not a number");
      values.push_back(x.number);
    }
  }
  if (r.ranking.pvalues.size() != n) throw bad("the matrix is not " + std::to_string(n) + " x " + std::to_string(n));
  r.ranking.k_used.assign(n, std::vector<int>(n, 0));
  const std::string dpath = path_base + ".draws.json";
  std::ifstream probe(dpath);
  if (!probe) return r;  // no draws saved (MTME's own .json alone)
  const JsonValue d = read_json_file(dpath);
  const JsonValue* index = d.find("draws_index");
  const JsonValue* list = d.find("draws_list");
  if (!index || !list || !index->is(T::array) || !list->is(T::array) || index->array.size() != n)
    throw file_error(dpath, "expected {\"draws_index\": n x n, \"draws_list\": [[c1, c2], ...]}");
  auto at = [&](std::size_t i, std::size_t j) -> std::size_t {
    const JsonValue& row = index->array[i];
    if (!row.is(T::array) || row.array.size() != n || !row.array[j].is(T::number) || row.array[j].number < 0 ||
        row.array[j].number > static_cast<double>(list->array.size()))
      throw file_error(dpath, "bad draws_index");
    return static_cast<std::size_t>(row.array[j].number);
  };
  r.ranking.draws.assign(n, std::vector<std::vector<Draw>>(n));
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      const std::size_t b = at(i, j), e = at(j, i);
      if (e < b) throw file_error(dpath, "bad draws_index");
      for (std::size_t x = b; x < e; ++x) {
        const JsonValue& p = list->array[x];
        if (!p.is(T::array) || p.array.size() != 2 || !p.array[0].is(T::number) || !p.array[1].is(T::number))
          throw file_error(dpath, "a draw is not [corr1, corr2]");
        r.ranking.draws[i][j].push_back({p.array[0].number, p.array[1].number});
      }
      r.ranking.k_used[i][j] = static_cast<int>(e - b);
    }
  return r;
}

// ---- Presets ---------------------------------------------------------------

TaskSet preset_task_set(Preset preset, std::vector<std::string> lps, bool primary, int k, const std::string& gold,
                        const std::string& test_set) {
  std::string set_name;
  std::set<std::string> multiple_refs;
  switch (preset) {
    case Preset::wmt23:
    case Preset::wmt24_on_wmt23:
      set_name = "wmt23";
      multiple_refs = {"en-he", "he-en"};
      if (lps.empty()) lps = {"en-de", "he-en", "zh-en"};
      break;
    case Preset::wmt24:
      set_name = "wmt24";
      multiple_refs = {"en-de"};
      if (lps.empty()) lps = {"en-de", "en-es", "ja-zh"};
      break;
    case Preset::wmt25:
      set_name = "wmt25";
      if (lps.empty())
        lps = {"cs-de_DE", "cs-uk_UA",  "en-ar_EG",      "en-bho_IN", "en-cs_CZ", "en-et_EE",
               "en-is_IS", "en-it_IT",  "en-ja_JP",      "en-ko_KR",  "en-mas_KE", "en-ru_RU",
               "en-sr_Cyrl_RS", "en-uk_UA", "en-zh_CN", "ja-zh_CN"};
      break;
  }
  if (!test_set.empty()) set_name = test_set;
  std::sort(lps.begin(), lps.end());
  TaskSet ts;
  auto add = [&](std::vector<std::string> langs, Level level, CorrFcn fcn, bool human) {
    Task t{.test_set = set_name, .langs = std::move(langs), .level = level, .human = human, .corr_fcn = fcn, .k = k,
           .gold = gold.empty() ? std::vector<std::string>() : std::vector{gold}, .primary = primary};
    if (fcn == CorrFcn::kendall_ties_opt) {
      t.avg_by = Average::item;
      t.perm_test = PermTest::pairs;
      t.corr_fcn_args.sample_rate = PyNumber::of_float(1.0);
    }
    ts.tasks.push_back(std::move(t));
  };
  if (preset == Preset::wmt23) {
    const bool any_multiple =
        std::any_of(lps.begin(), lps.end(), [&](const std::string& lp) { return multiple_refs.count(lp) > 0; });
    add(lps, Level::sys, CorrFcn::accuracy, any_multiple);
    for (const std::string& lp : lps) {
      const bool human = multiple_refs.count(lp) > 0;
      add({lp}, Level::sys, CorrFcn::pearson, human);
      add({lp}, Level::seg, CorrFcn::pearson, human);
      add({lp}, Level::seg, CorrFcn::kendall_ties_opt, human);
    }
    // The pooled accuracy weighs as much as all pairs' tasks of one kind.
    std::vector<double> w(ts.tasks.size(), 1.0);
    w[0] = static_cast<double>(lps.size());
    const double sum = std::accumulate(w.begin(), w.end(), 0.0);
    for (double& x : w) x /= sum;
    ts.weights = w;
  } else {
    for (const std::string& lp : lps) {
      const bool human = multiple_refs.count(lp) > 0;
      add({lp}, Level::sys, CorrFcn::pce, human);
      add({lp}, Level::seg, CorrFcn::kendall_ties_opt, human);
    }
    ts.weights.assign(ts.tasks.size(), 1.0 / static_cast<double>(ts.tasks.size()));
  }
  return ts;
}

}  // namespace meteor::metaeval
