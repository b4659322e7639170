// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/commands.hh"

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <limits>
#include <map>

#include "metaeval/pyformat.hh"
#include "metaeval/ranking.hh"
#include "io/mtme.hh"
#include "text/tokenize.hh"
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

}  // namespace

MetaInfo resolve_meta_info(const std::string& test_set, const std::string& lp, const MetaOverrides& o) {
  MetaInfo info;
  if (auto known = known_meta_info(test_set, lp))
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
                                    const std::string& add_dir) {
  std::vector<EvalSet> sets;
  const std::vector<std::string> pairs = split_on(lps, ',');
  std::size_t added = 0;
  for (const std::string& pair : pairs) {
    sets.push_back(EvalSet::load(root, test_set, pair, resolve_meta_info(test_set, pair, overrides), options));
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
         std::to_string(evs.docs().size()) + " docs, " + std::to_string(evs.sys_outputs().size()) +
         " systems (includes " + std::to_string(evs.outlier_sys_names().size()) + " outliers + " +
         std::to_string(evs.human_sys_names().size()) + " human), outliers: {" + join(evs.outlier_sys_names(), ",") +
         "}, human: {" + join(evs.human_sys_names(), ",") + "}, refs: {" + join(refs, ",") + "}, gold-scores: {" +
         join(evs.human_score_names(), ",") + "}";
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

Vector gold_vector(const ScoreMatrix& m) {
  Vector g;
  g.reserve(m.gold.size());
  for (const auto& x : m.gold) g.push_back(x ? *x : std::numeric_limits<double>::quiet_NaN());
  return g;
}

std::string compare_correlations(const CorrelationReport& r1, const CorrelationReport& r2,
                                 const CorrelationOptions& options, const PermParams& perm, int digits) {
  if (r1.level != r2.level || r1.items != r2.items || r1.systems != r2.systems)
    throw Error("cannot compare score files at different granularities");
  auto num = [&](double x) { return digits < 0 ? python_repr(x) : python_fixed(x, digits); };
  const Vector gold = gold_vector(r1.matrix);
  const Vector& m1 = r1.matrix.metric;
  const Vector& m2 = r2.matrix.metric;
  const std::size_t systems = r1.matrix.systems;
  auto spec = [&](CorrKind kind, Average average, double thresh) {
    CorrSpec s;
    s.kind = kind;
    s.average = average;
    s.replace_nans_with_zeros = options.replace_nans_with_zeros;
    s.variant = KendallVariant::b;
    s.thresh = thresh;
    return s;
  };
  auto test = [&](double v1, double v2, const CorrSpec& williams, const CorrSpec& permutation) {
    const bool better = v2 >= v1;  // as MTME: the better one second
    const Vector& worse_m = better ? m1 : m2;
    const Vector& better_m = better ? m2 : m1;
    const WilliamsResult w = williams_sig_diff(gold, worse_m, better_m, systems, williams);
    const PermResult p = permutation_sig_diff(gold, worse_m, better_m, systems, permutation, perm);
    return std::string(better ? "2>1," : "1>2,") + "pWilliams=" + num(w.p) + ",pPERM=" + num(p.p);
  };
  const Average avg = options.average;
  const double thresh = r1.thresh;
  std::string out = "Pearson:" + test(r1.pearson.value, r2.pearson.value, spec(CorrKind::pearson, avg, thresh),
                                      spec(CorrKind::pearson, avg, thresh));
  out += " Spearman:" + test(r1.spearman.value, r2.spearman.value, spec(CorrKind::spearman, avg, thresh),
                             spec(CorrKind::spearman, avg, thresh));
  out += " Kendall:" + test(r1.kendall.value, r2.kendall.value, spec(CorrKind::kendall, avg, thresh),
                            spec(CorrKind::kendall, avg, thresh));
  out += " Kendall-like@" + python_g(thresh) + ":" +
         test(r1.kendall_like, r2.kendall_like, spec(CorrKind::kendall_like, Average::item, thresh),
              spec(CorrKind::kendall_like, avg, 25));
  return out;
}

std::map<std::string, std::string> parse_python_dict(const std::string& text) {
  std::map<std::string, std::string> out;
  std::size_t i = 0;
  auto ws = [&] {
    while (i < text.size() && (text[i] == ' ' || text[i] == '\t' || text[i] == '\n')) ++i;
  };
  auto fail = [&](const std::string& why) { return Error("--matrix_corr_args: " + why + " in " + text); };
  auto literal = [&]() {
    ws();
    if (i >= text.size()) throw fail("missing value");
    std::string v;
    if (text[i] == '\'' || text[i] == '"') {
      const char q = text[i];
      const std::size_t end = text.find(q, i + 1);
      if (end == std::string::npos) throw fail("unterminated string");
      v = text.substr(i, end + 1 - i);
      i = end + 1;
    } else {
      const std::size_t b = i;
      while (i < text.size() && text[i] != ',' && text[i] != '}' && text[i] != ':' && text[i] != ' ') ++i;
      v = text.substr(b, i - b);
      if (v.empty()) throw fail("missing value");
    }
    return v;
  };
  ws();
  if (i >= text.size() || text[i] != '{') throw fail("not a dict");
  ++i;
  ws();
  if (i < text.size() && text[i] == '}') {
    ++i;
  } else {
    while (true) {
      std::string key = literal();
      if (key.size() < 2 || (key[0] != '\'' && key[0] != '"')) throw fail("key " + key + " is not a string");
      key = key.substr(1, key.size() - 2);
      ws();
      if (i >= text.size() || text[i] != ':') throw fail("missing ':'");
      ++i;
      out[key] = literal();
      ws();
      if (i < text.size() && text[i] == ',') {
        ++i;
        ws();
        if (i < text.size() && text[i] == '}') {
          ++i;
          break;
        }
        continue;
      }
      if (i < text.size() && text[i] == '}') {
        ++i;
        break;
      }
      throw fail("expected ',' or '}'");
    }
  }
  ws();
  if (i != text.size()) throw fail("trailing text");
  return out;
}

namespace {

// Python's repr of a literal's value: strings in single quotes, numbers as
// float()/int() print them, True/False/None.
std::string python_literal_repr(const std::string& v) {
  if (!v.empty() && (v[0] == '\'' || v[0] == '"')) return "'" + v.substr(1, v.size() - 2) + "'";
  if (v == "True" || v == "False" || v == "None") return v;
  if (v.find_first_of(".eE") != std::string::npos || v.find("inf") != std::string::npos) {
    if (auto d = meteor::parse_python_float(v)) return python_repr(*d);
  }
  return v;
}

std::string py_bool(bool b) { return b ? "True" : "False"; }

std::string py_set(const std::set<std::string>& s) {
  if (s.empty()) return "set()";
  std::string out = "{";
  for (const std::string& x : s) {
    if (out.size() > 1) out += ',';
    out += '\'';
    out += x;
    out += '\'';
  }
  out += '}';
  return out;
}

// One pair's vectors for the matrix: systems, gold, and the metrics by
// display name.
struct PairData {
  std::size_t systems = 0;
  Vector gold;
  std::map<std::string, Vector> metrics;  // display name -> scores
};

PairData pair_data(const EvalSet& evs, Level level, const std::string& domain, const std::set<std::string>& main_refs,
                   const std::set<std::string>& close_refs, bool human, bool outliers, const std::string& gold_spec,
                   bool primary) {
  const std::string gold_name = gold_spec == "std" ? evs.std_gold(level) : gold_spec;
  Level lvl = level;
  if (!domain.empty() && lvl == Level::sys) lvl = Level::domain;
  const SystemScores* gold = gold_name.empty() ? nullptr : evs.scores(lvl, gold_name);
  if (!gold)
    throw Error("no " + (gold_name.empty() ? std::string("standard gold") : gold_name) + " scores at " +
                level_name(lvl) + " level in " + evs.name() + "/" + evs.lp());
  // Items kept: all, or those of the domain.
  std::vector<std::size_t> keep;
  if (domain.empty()) {
    for (std::size_t i = 0; i < evs.items(lvl); ++i) keep.push_back(i);
  } else {
    bool known = false;
    for (const auto& d : evs.domains()) known = known || d.first == domain;
    if (!known) throw Error("--matrix_domain: no domain " + domain + " in " + evs.name() + "/" + evs.lp());
    if (lvl == Level::domain) {
      for (std::size_t i = 0; i < evs.domains().size(); ++i)
        if (evs.domains()[i].first == domain) keep.push_back(i);
    } else if (lvl == Level::seg) {
      const auto per_seg = evs.domains_per_seg();
      for (std::size_t i = 0; i < per_seg.size(); ++i)
        if (per_seg[i] == domain) keep.push_back(i);
    } else {
      const auto per_seg = evs.domains_per_seg();
      for (std::size_t i = 0; i < evs.docs().size(); ++i)
        if (per_seg[evs.docs()[i].second.first] == domain) keep.push_back(i);
    }
  }
  std::set<std::string> systems;
  for (const std::string& s : evs.sys_names()) {
    if (main_refs.count(s) || close_refs.count(s)) continue;
    if (!human && evs.human_sys_names().count(s)) continue;
    if (!outliers && evs.outlier_sys_names().count(s)) continue;
    auto it = gold->find(s);
    if (it == gold->end()) continue;
    bool any = false;
    for (std::size_t i : keep) any = any || it->second[i].has_value();
    if (any) systems.insert(s);
  }
  PairData d;
  d.systems = systems.size();
  for (const std::string& s : systems)
    for (std::size_t i : keep) {
      const auto& g = gold->at(s)[i];
      d.gold.push_back(g ? *g : std::numeric_limits<double>::quiet_NaN());
    }
  const auto& primaries = evs.info().primary_metrics;
  for (const std::string& metric : evs.metric_names()) {
    const auto [base, refs] = evs.parse_metric_name(metric);
    if (primary && !primaries.empty() && !primaries.count(base)) continue;
    bool subset = true;
    for (const std::string& r : refs) subset = subset && main_refs.count(r);
    if (!subset) continue;
    const SystemScores* ms = evs.scores(lvl, metric);
    if (!ms) continue;
    std::string display = base;
    if (!primaries.count(base)) display = "*" + display;
    if (refs.empty()) display += "[noref]";
    Vector v;
    for (const std::string& s : systems) {
      auto it = ms->find(s);
      if (it == ms->end()) throw Error("metric " + metric + " has no scores for system " + s);
      for (std::size_t i : keep) v.push_back(*it->second[i]);
    }
    d.metrics[display] = std::move(v);
  }
  return d;
}

}  // namespace

std::string run_matrix(const std::vector<const EvalSet*>& sets, const MatrixOptions& o, const std::string& save_json) {
  const std::vector<std::string> langs = split_on(o.lang, ',');
  if (langs.size() != sets.size()) throw Error("--matrix: one EvalSet per language pair");
  const bool accuracy = o.corr == "accuracy";
  if (!accuracy && langs.size() != 1) throw Error("--matrix: several language pairs only with --matrix_corr accuracy");
  if (accuracy && o.level != Level::sys) throw Error("--matrix_corr accuracy is system level (--matrix_level sys)");
  const std::string domain = o.domain == "None" ? std::string() : o.domain;
  // MTME's Flag2TaskArg: std/None/empty -> the standard value; a comma list.
  auto flag_list = [](const std::string& v) {
    return (v == "std" || v == "None" || v.empty()) ? std::vector<std::string>{} : split_on(v, ',');
  };
  const auto gold_flag = flag_list(o.gold), refs_flag = flag_list(o.refs), close_flag = flag_list(o.close_refs);
  auto per_pair = [&](const std::vector<std::string>& v, std::size_t i) -> std::string {
    if (v.empty()) return "";
    if (v.size() == 1) return v[0];
    if (v.size() != sets.size()) throw Error("--matrix: give one value per language pair or one for all");
    return v[i];
  };
  std::vector<std::string> golds;
  std::vector<std::set<std::string>> refs, close;
  for (std::size_t i = 0; i < sets.size(); ++i) {
    const EvalSet& evs = *sets[i];
    std::string g = per_pair(gold_flag, i);
    if (g.empty()) {
      g = evs.std_gold(o.level);
      if (g.empty()) throw Error(evs.name() + "/" + evs.lp() + ": no standard gold at " + level_name(o.level) + " level (give -g)");
    }
    golds.push_back(g);
    const std::string r = per_pair(refs_flag, i);
    refs.push_back({r.empty() ? evs.info().std_ref : r});
    const std::string c = per_pair(close_flag, i);
    close.push_back(c.empty() ? std::set<std::string>{} : std::set<std::string>{c});
  }
  const auto args = parse_python_dict(o.corr_args);
  // Task name, as MTME's Task prints itself.
  std::string args_repr = "{";
  for (const auto& [k, v] : args) args_repr += (args_repr.size() > 1 ? "," : "") + ("'" + k + "':" + python_literal_repr(v));
  args_repr += "}";
  std::string gold_repr, refs_repr, close_repr;
  if (accuracy) {
    gold_repr = refs_repr = close_repr = "[";
    for (std::size_t i = 0; i < sets.size(); ++i) {
      const char* sep = i ? "," : "";
      gold_repr += sep + ("'" + golds[i] + "'");
      refs_repr += sep + py_set(refs[i]);
      close_repr += sep + py_set(close[i]);
    }
    gold_repr += "]";
    refs_repr += "]";
    close_repr += "]";
  } else {
    gold_repr = golds[0];
    refs_repr = py_set(refs[0]);
    close_repr = py_set(close[0]);
  }
  const std::string name =
      "test_set=" + sets[0]->name() + " lang=" + o.lang + " domain=" + (domain.empty() ? "None" : domain) +
      " level=" + level_name(o.level) + " human=" + py_bool(o.human) + " avg_by=" + average_name(o.average) +
      " corr_fcn=" + o.corr + " k=" + std::to_string(o.perm.k) + " gold=" + gold_repr + " refs=" + refs_repr +
      " close_refs=" + close_repr + " use_outliers=" + py_bool(o.use_outliers) + " primary=" + py_bool(o.primary) +
      " pval=" + python_repr(o.pval) + " block_size=" + std::to_string(o.perm.block_size) +
      " early_min=" + python_repr(o.perm.early_min) + " early_max=" + python_repr(o.perm.early_max) +
      " replace_nans_with_zeros=" + py_bool(o.replace_nans_with_zeros) + " perm_test=" + o.perm_test +
      " corr_fcn_args=" + args_repr;

  CompareOptions c;
  c.corr = make_corr_spec(o.corr, args, o.average, o.replace_nans_with_zeros);
  c.perm = o.perm;
  c.pval = o.pval;
  if (o.perm_test == "scores")
    c.test = PermTest::scores;
  else if (o.perm_test == "pairs")
    c.test = PermTest::pairs;
  else
    throw Error("--matrix_perm_test: '" + o.perm_test + "' is not scores or pairs");
  if (c.test == PermTest::pairs && c.corr.kind != CorrKind::ties_opt)
    throw Error("--matrix_perm_test pairs needs --matrix_corr KendallWithTiesOpt");

  Vector gold;
  std::size_t systems = 0;
  std::vector<NamedScores> metrics;
  Level level = o.level;
  if (c.corr.kind == CorrKind::pce) level = Level::seg;  // PCE: system level from segment scores
  std::vector<PairData> pairs;
  for (std::size_t i = 0; i < sets.size(); ++i)
    pairs.push_back(pair_data(*sets[i], level, domain, refs[i], close[i], o.human, o.use_outliers, golds[i], o.primary));
  std::set<std::string> common;
  for (const auto& [n, v] : pairs[0].metrics) common.insert(n);
  for (std::size_t i = 1; i < pairs.size(); ++i) {
    std::set<std::string> next;
    for (const auto& [n, v] : pairs[i].metrics)
      if (common.count(n)) next.insert(n);
    common = next;
  }
  for (const PairData& p : pairs) {
    gold.insert(gold.end(), p.gold.begin(), p.gold.end());
    systems += p.systems;
    if (accuracy) c.corr.blocks.push_back(p.systems);
  }
  if (!accuracy) c.corr.blocks.clear();
  for (const std::string& n : common) {
    NamedScores ns{n, {}};
    for (const PairData& p : pairs) ns.scores.insert(ns.scores.end(), p.metrics.at(n).begin(), p.metrics.at(n).end());
    metrics.push_back(std::move(ns));
  }
  if (metrics.empty()) throw Error("--matrix: no metrics to compare (see --primary_metrics, --matrix_primary, --matrix_refs)");
  if (systems == 0) throw Error("--matrix: no systems with gold scores");
  const Ranking ranking = compare_metrics(gold, systems, metrics, c);
  if (!save_json.empty()) {
    // json.dump of (name, pval, corr_ranks, matrix.tolist()): ", " and ": "
    // separators, floats as repr, NaN as NaN.
    auto jnum = [](double x) {
      if (std::isnan(x)) return std::string("NaN");
      if (std::isinf(x)) return std::string(x > 0 ? "Infinity" : "-Infinity");
      return python_repr(x);
    };
    auto jstr = [](const std::string& x) {
      std::string out = "\"";
      for (char ch : x) {
        if (ch == '"' || ch == '\\') out += '\\';
        out += ch;
      }
      return out + "\"";
    };
    std::string j = "[" + jstr(name) + ", " + jnum(o.pval) + ", {";
    for (std::size_t i = 0; i < ranking.metrics.size(); ++i)
      j += (i ? ", " : "") + jstr(ranking.metrics[i].name) + ": [" + jnum(ranking.metrics[i].corr) + ", " +
           std::to_string(ranking.metrics[i].rank) + "]";
    j += "}, [";
    const std::size_t n = ranking.metrics.size();
    for (std::size_t i = 0; i < n; ++i) {
      j += i ? ", [" : "[";
      for (std::size_t k = 0; k < n; ++k) {
        const double v = i < ranking.pvalues.size() && k < ranking.pvalues[i].size() ? ranking.pvalues[i][k] : 0.0;
        j += (k ? ", " : "") + jnum(v);
      }
      j += "]";
    }
    j += "]]";
    const std::string path = save_json + ".json";
    std::ofstream f(path);
    f << j;
    f.close();
    if (!f) throw file_error(path, "cannot write");
  }
  return name + "\n" + format_ranking(ranking, o.pval);
}

}  // namespace meteor::metaeval
