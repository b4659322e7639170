// An EvalSet loaded and checked as MTME's data.EvalSet does: texts (.txt or
// .jsonl), documents and domains, references, system outputs, metadata, human
// and metric score files; metric names and files, position maps
// (_MapPositions), and the MTME root with its test sets and pairs.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/data/eval_set.hh"

#include <algorithm>
#include <cstdlib>
#include <filesystem>

#include "util/error.hh"
#include "text/tokenize.hh"
#include "util/json_value.hh"
#include "util/line_reader.hh"
#include "util/utf8.hh"

namespace meteor::metaeval {
namespace {

namespace fs = std::filesystem;

const char* const kNoTranslation = "[No translation supplied]";

// Lines with trailing whitespace removed (MTME's _ReadTextFile rstrip()).
std::vector<std::string> read_text(const std::string& path) {
  if (!fs::is_regular_file(path)) throw file_error(path, "not found");
  LineReader reader(path);
  std::vector<std::string> lines;
  std::string line;
  while (reader.next(line)) {
    while (!line.empty() && is_python_space(line.back())) line.pop_back();
    lines.push_back(line == kNoTranslation ? std::string() : line);
  }
  return lines;
}

// One field of every line of a JSONL file (MTME's _ReadFieldFromJsonl): a
// string, or null for a missing translation (read as the text files' "[No
// translation supplied]" marker is: an empty text).
std::vector<std::string> read_jsonl_field(const std::string& path, const char* field) {
  if (!fs::is_regular_file(path)) throw file_error(path, "not found");
  LineReader reader(path);
  std::vector<std::string> out;
  std::string line;
  while (reader.next_raw(line)) {
    const std::size_t n = reader.line_number();
    if (!utf8::is_valid(line)) throw file_error(path, n, "invalid UTF-8");
    const JsonValue v = parse_json(line, path, n);
    const JsonValue* f = v.find(field);
    if (!f) throw file_error(path, n, std::string("no \"") + field + "\" field");
    if (f->is(JsonValue::Type::null)) out.emplace_back();
    else if (f->is(JsonValue::Type::string)) out.push_back(f->string);
    else throw file_error(path, n, std::string("\"") + field + "\" is not a string or null");
  }
  return out;
}

// A source, reference or system output file: .txt (lines) or .jsonl (the
// field), as MTME reads them; other extensions are MTME's error too.
std::vector<std::string> read_texts(const fs::path& p, const char* field) {
  if (p.extension() == ".txt") return read_text(p.string());
  if (p.extension() == ".jsonl") return read_jsonl_field(p.string(), field);
  throw file_error(p.string(), "unsupported file type (MTME reads .txt and .jsonl)");
}

// The number of texts of such a file, checked as read_texts checks it.
std::size_t count_texts(const fs::path& p, const char* field) {
  if (p.extension() != ".txt") return read_texts(p, field).size();
  if (!fs::is_regular_file(p)) throw file_error(p.string(), "not found");
  LineReader reader(p.string());
  std::string line;
  std::size_t n = 0;
  while (reader.next_raw(line)) ++n;
  return n;
}

// Files in a folder, sorted by name (MTME's glob order is the file
// system's; sorting makes ours reproducible).
std::vector<fs::path> files_in(const fs::path& dir) {
  std::vector<fs::path> out;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return out;
  for (const auto& e : fs::directory_iterator(dir, ec))
    if (e.is_regular_file()) out.push_back(e.path());
  std::sort(out.begin(), out.end());
  return out;
}

SystemScores to_map(const MtmeScores& s) {
  SystemScores out;
  for (std::size_t i = 0; i < s.systems.size(); ++i) out[s.systems[i]] = s.scores[i];
  return out;
}

// A domain file's scores in the set's domain order (None where a system has
// none): every domain known; with complete (a metric's file), every domain
// given once for every system.
SystemScores by_domain(const MtmeScores& raw, const std::vector<std::pair<std::string, std::vector<Span>>>& domains,
                       const std::string& path, bool complete) {
  SystemScores s;
  for (std::size_t i = 0; i < raw.systems.size(); ++i) {
    auto& v = s[raw.systems[i]];
    v.assign(domains.size(), std::nullopt);
    for (std::size_t j = 0; j < raw.scores[i].size(); ++j) {
      auto it = std::find_if(domains.begin(), domains.end(),
                             [&](const auto& dm) { return dm.first == raw.domains[i][j]; });
      if (it == domains.end()) throw file_error(path, "unknown domain " + raw.domains[i][j]);
      auto& slot = v[static_cast<std::size_t>(it - domains.begin())];
      if (complete && slot)
        throw file_error(path, "system " + raw.systems[i] + " has two scores for domain " + it->first);
      slot = raw.scores[i][j];
    }
    for (std::size_t k = 0; complete && k < v.size(); ++k)
      if (!v[k]) throw file_error(path, "system " + raw.systems[i] + " has no score for domain " + domains[k].first);
  }
  return s;
}

}  // namespace

constexpr const char* kLevelNames[] = {"sys", "domain", "doc", "seg"};  // in Level's order

const char* level_name(Level level) { return kLevelNames[static_cast<int>(level)]; }

std::optional<Level> parse_level(const std::string& name) {
  for (int k = 0; k < 4; ++k)
    if (name == kLevelNames[k]) return static_cast<Level>(k);
  return std::nullopt;
}

std::string mtme_root(const std::string& root) {
  if (!root.empty()) return root;
  if (const char* env = std::getenv("MTME_DATA"); env && *env) return env;
  const char* home = std::getenv("HOME");
  return std::string(home ? home : "") + "/.mt-metrics-eval/mt-metrics-eval-v2";
}

std::vector<std::string> test_sets_in(const std::string& root) {
  std::vector<std::string> out;
  std::error_code ec;
  if (!fs::is_directory(root, ec)) throw file_error(root, "MTME root not found (give --root, set MTME_DATA, or fetch the data with --download)");
  for (const auto& e : fs::directory_iterator(root, ec))
    if (e.is_directory() && fs::is_directory(e.path() / "sources")) out.push_back(e.path().filename().string());
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<std::string> language_pairs_in(const std::string& root, const std::string& test_set) {
  const fs::path dir = fs::path(root) / test_set / "sources";
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) throw file_error(dir.string(), "no such test set");
  std::vector<std::string> out;
  for (const fs::path& p : files_in(dir))
    if (p.extension() == ".txt" || p.extension() == ".jsonl") {
      const std::string lp = p.stem().string();
      if (out.empty() || out.back() != lp) out.push_back(lp);  // LP.txt and LP.jsonl: one pair
    }
  return out;
}

EvalSet EvalSet::load(const std::string& root, const std::string& test_set, const std::string& lp,
                      const MetaInfo& info, const LoadOptions& options) {
  EvalSet e;
  e.name_ = test_set;
  e.lp_ = lp;
  e.info_ = info;
  const fs::path d = fs::path(root) / test_set;
  e.dir_ = d.string();
  std::error_code ec;
  if (!fs::is_directory(d, ec)) throw file_error(d.string(), "no such test set under the MTME root");
  e.read_documents_and_sources();
  e.read_references();
  e.read_system_outputs(options.read_system_outputs);
  e.read_metadata();
  e.read_human_scores();
  if (options.read_metric_scores) e.add_metrics_from_dir((d / "metric-scores" / lp).string());
  e.check_meta_info();
  return e;
}

// Documents: "DOMAIN DOCNAME" per segment, documents contiguous; then the
// sources (LP.txt, or LP.jsonl's "source"), as many.
void EvalSet::read_documents_and_sources() {
  const fs::path d(dir_);
  const std::string docs_path = (d / "documents" / (lp_ + ".docs")).string();
  const std::vector<std::string> doc_lines = read_text(docs_path);
  std::vector<std::string> domain_per_seg;
  for (std::size_t i = 0; i < doc_lines.size(); ++i) {
    const std::vector<std::string> f = split_python_whitespace(doc_lines[i]);
    if (f.size() < 2) throw file_error(docs_path, i + 1, "expected 'DOMAIN DOCNAME'");
    if (!docs_.empty() && docs_.back().first == f[1] && docs_.back().second.second == i) {
      docs_.back().second.second = i + 1;
    } else {
      for (const auto& doc : docs_)
        if (doc.first == f[1]) throw file_error(docs_path, i + 1, "document " + f[1] + " is not contiguous");
      docs_.push_back({f[1], {i, i + 1}});
    }
    domain_per_seg.push_back(f[0]);
  }
  domains_ = map_positions(domain_per_seg);
  std::sort(domains_.begin(), domains_.end(), [](const auto& a, const auto& b) { return a.first < b.first; });

  std::error_code ec;
  const fs::path txt = d / "sources" / (lp_ + ".txt"), jsonl = d / "sources" / (lp_ + ".jsonl");
  const fs::path& src_path = fs::is_regular_file(txt, ec) || !fs::is_regular_file(jsonl, ec) ? txt : jsonl;
  if (!fs::is_regular_file(src_path, ec)) throw file_error(txt.string(), "not found (nor " + lp_ + ".jsonl)");
  src_ = read_texts(src_path, "source");
  if (doc_lines.size() != src_.size())
    throw file_error(docs_path, std::to_string(doc_lines.size()) + " lines, the source " + src_path.string() +
                                    " has " + std::to_string(src_.size()));
}

void EvalSet::check_lines(const std::string& path, std::size_t lines) const {
  if (lines != src_.size())
    throw file_error(path, std::to_string(lines) + " lines, the source has " + std::to_string(src_.size()));
}

// references/LP.REF.txt (or .jsonl's "target").
void EvalSet::read_references() {
  for (const fs::path& p : files_in(fs::path(dir_) / "references")) {
    const std::string file = p.filename().string();
    if (!file.starts_with(lp_ + ".")) continue;
    const std::string rest = file.substr(lp_.size() + 1);
    const std::size_t dot = rest.rfind('.');
    if (dot == std::string::npos) continue;  // MTME's glob LP.*.*
    const std::string ref = rest.substr(0, dot);
    if (ref.find('.') != std::string::npos || ref.find('-') != std::string::npos || ref == "all" || ref == "src")
      throw file_error(p.string(), "invalid reference name '" + ref + "'");
    if (refs_.count(ref)) throw file_error(p.string(), "duplicate reference name " + ref);
    refs_[ref] = read_texts(p, "target");
    check_lines(p.string(), refs_[ref].size());
  }
}

// system-outputs/LP/SYS.*: the systems' names (their outputs read where
// asked, else counted); a system named as a reference is human.
void EvalSet::read_system_outputs(bool read) {
  const fs::path outputs = fs::path(dir_) / "system-outputs" / lp_;
  for (const fs::path& p : files_in(outputs)) {
    if (!p.has_extension()) continue;  // MTME's glob *.*
    const std::string name = p.stem().string();
    sys_names_.insert(name);
    if (read) {
      sys_outputs_[name] = read_texts(p, "hypothesis");
      check_lines(p.string(), sys_outputs_[name].size());
    } else {
      check_lines(p.string(), count_texts(p, "hypothesis"));
    }
    if (refs_.count(name)) human_sys_.insert(name);
  }
  if (sys_names_.empty()) throw file_error(outputs.string(), "no system outputs");
}

// Extra information per translation: metadata/LP/SYS.jsonl, one JSON object per segment.
void EvalSet::read_metadata() {
  for (const fs::path& p : files_in(fs::path(dir_) / "metadata" / lp_)) {
    if (p.extension() != ".jsonl") continue;
    LineReader reader(p.string());
    std::vector<JsonValue>& rows = metadata_[p.stem().string()];
    std::string line;
    while (reader.next_raw(line)) {
      if (!utf8::is_valid(line)) throw file_error(p.string(), reader.line_number(), "invalid UTF-8");
      rows.push_back(parse_json(line, p.string(), reader.line_number()));
    }
  }
}

// human-scores/LP.NAME.LEVEL.score, and the names of LP.NAME.seg.rating.
void EvalSet::read_human_scores() {
  const std::string& lp = lp_;
  for (const fs::path& p : files_in(fs::path(dir_) / "human-scores")) {
    const std::string file = p.filename().string();
    if (file.starts_with(lp + ".") && file.ends_with(".rating")) {
      // SRC-TGT.NAME.seg.rating: named here, read by read_stored_ratings (metaeval/data/ratings.hh).
      const std::vector<std::string> toks = split_on(file, '.');
      if (toks.size() < 4 || toks[toks.size() - 2] != "seg")
        throw file_error(p.string(), "not named SRC-TGT.NAME.seg.rating");
      std::string name;
      for (std::size_t k = 1; k + 2 < toks.size(); ++k) name += (k > 1 ? "." : "") + toks[k];
      rating_names_.insert(name);
      continue;
    }
    if (!file.starts_with(lp + ".") || !file.ends_with(".score")) continue;
    // SRC-TGT.NAME.LEVEL.score
    const std::string middle = file.substr(lp.size() + 1, file.size() - lp.size() - 1 - 6);
    const std::size_t dot = middle.rfind('.');
    if (dot == std::string::npos || dot == 0) throw file_error(p.string(), "not named SRC-TGT.NAME.LEVEL.score");
    const std::string scorer = middle.substr(0, dot);
    const auto level = parse_level(middle.substr(dot + 1));
    if (!level) throw file_error(p.string(), "level '" + middle.substr(dot + 1) + "' is not sys, domain, doc or seg");
    SystemScores s = *level == Level::domain
                         ? by_domain(read_mtme_scores(p.string(), true, 3), domains_, p.string(), false)
                         : to_map(read_mtme_scores(p.string(), true));
    check_scores(s, scorer, *level, true, p.string());
    human_score_names_.insert(scorer);
    auto& at = scores_[*level];
    if (at.count(scorer)) throw file_error(p.string(), "duplicate human scores " + scorer);
    at[scorer] = std::move(s);
  }
}

// As MTME: the meta-information must fit the data.
void EvalSet::check_meta_info() const {
  const std::string where = name_ + "/" + lp_;
  if (!refs_.count(info_.std_ref))
    throw Error(where + ": standard reference " + info_.std_ref + " not among the references (give --std_ref)");
  for (const auto& [level_str, gold] : info_.std_gold) {
    const auto level = parse_level(level_str);
    if (!level || !scores(*level, gold) || !human_score_names_.count(gold))
      throw Error(where + ": standard " + level_str + "-level gold scores " + gold + " not found (give --std_gold)");
  }
  for (const std::string& s : info_.outlier_systems)
    if (!sys_names_.count(s)) throw Error(where + ": outlier system " + s + " not known");
}

std::vector<std::string> EvalSet::add_metrics_from_dir(const std::string& dir) {
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) throw file_error(dir, "no such folder");
  std::vector<std::string> added;
  for (const fs::path& p : files_in(dir)) {
    const std::string file = p.filename().string();
    if (!file.ends_with(".score")) continue;
    const std::string stem = file.substr(0, file.size() - 6);
    const std::size_t dot = stem.rfind('.');
    const auto level = dot == std::string::npos ? std::nullopt : parse_level(stem.substr(dot + 1));
    if (!level) throw file_error(p.string(), "metric file not in NAME-REF.LEVEL.score format");
    auto [lvl, scores] = read_metric_file(p.string());
    if (lvl != *level)
      throw file_error(p.string(), std::string("named a ") + level_name(*level) + "-level file, holds " +
                                       level_name(lvl) + "-level scores");
    add_metric(stem.substr(0, dot), *level, std::move(scores), p.string());
    added.push_back(stem.substr(0, dot));
  }
  return added;
}

void EvalSet::check_scores(const SystemScores& scores, const std::string& scorer, Level level, bool human,
                           const std::string& path) const {
  const std::size_t expected = items(level);
  for (const auto& [sys, v] : scores) {
    if (!sys_names_.count(sys)) throw file_error(path, "unknown system " + sys + " (no system output)");
    if (v.size() != expected)
      throw file_error(path, "system " + sys + " has " + std::to_string(v.size()) + " " + level_name(level) +
                                 "-level scores, expected " + std::to_string(expected));
    if (!human)
      for (const auto& x : v)
        if (!x) throw file_error(path, "system " + sys + ": missing scores");
  }
  if (!human) {
    const auto refs_used = parse_metric_name(scorer, path).second;
    for (const std::string& sys : sys_names_)
      if (!scores.count(sys) && !refs_used.count(sys))
        throw file_error(path, "no scores for system " + sys);
  }
}

std::pair<std::string, std::set<std::string>> EvalSet::parse_metric_name(const std::string& name,
                                                                          const std::string& file) const {
  const std::size_t dash = name.rfind('-');
  if (dash == std::string::npos || dash == 0) {
    if (file.empty()) throw Error("metric name " + name + " is not NAME-REF");
    throw file_error(file, "metric name " + name + " is not NAME-REF (a metric's file is NAME-REF.LEVEL.score)");
  }
  const std::string base = name.substr(0, dash), refs = name.substr(dash + 1);
  std::set<std::string> used;
  if (refs == "all") {
    for (const auto& [r, text] : refs_) used.insert(r);
  } else if (refs != "src") {
    for (std::string& r : split_on(refs, '.')) used.insert(std::move(r));
  }
  return {base, used};
}

void EvalSet::add_metric(const std::string& name, Level level, SystemScores scores, const std::string& path,
                         bool replace) {
  const auto [base, used] = parse_metric_name(name, path);
  for (const std::string& r : used)
    if (!refs_.count(r)) throw file_error(path, "metric " + name + " uses unknown reference " + r);
  if (scores_[level].count(name) && !replace) throw file_error(path, "duplicate metric " + name);
  check_scores(scores, name, level, false, path);
  metric_names_.insert(name);
  scores_[level][name] = std::move(scores);
}

std::pair<Level, SystemScores> EvalSet::read_metric_file(const std::string& path) const {
  const MtmeScores raw = read_mtme_scores(path, false, 0);
  if (raw.systems.empty()) throw file_error(path, "no scores");
  for (const std::string& s : raw.systems)
    if (!sys_names_.count(s))
      throw file_error(path, "unknown system " + s + " (no system output in " + name_ + "/" + lp_ + ")");
  if (!raw.domains[0].empty())  // "DOMAIN SYSNAME SCORE": a domain file
    return {Level::domain, by_domain(raw, domains_, path, true)};
  const std::size_t n = raw.scores[0].size();
  const Level by_count[] = {Level::sys, Level::doc, Level::seg};  // the first with n items
  const auto level = std::find_if(std::begin(by_count), std::end(by_count), [&](Level l) { return items(l) == n; });
  if (level == std::end(by_count))
    throw file_error(path, "system " + raw.systems[0] + " has " + std::to_string(n) +
                               " scores: not 1 (sys), " + std::to_string(docs_.size()) + " (doc) or " +
                               std::to_string(src_.size()) + " (seg) in " + name_ + "/" + lp_);
  for (std::size_t i = 1; i < raw.systems.size(); ++i)
    if (raw.scores[i].size() != n)
      throw file_error(path, "system " + raw.systems[i] + " has " + std::to_string(raw.scores[i].size()) +
                                 " scores, " + raw.systems[0] + " has " + std::to_string(n));
  return {*level, to_map(raw)};
}

PositionMap map_positions(const std::vector<std::string>& items) {
  PositionMap out;
  std::map<std::string, std::size_t> index;
  for (std::size_t i = 0; i < items.size();) {
    std::size_t end = i + 1;
    while (end < items.size() && items[end] == items[i]) ++end;
    const auto [it, added] = index.emplace(items[i], out.size());
    if (added) out.emplace_back(items[i], std::vector<Span>{});
    out[it->second].second.emplace_back(i, end);
    i = end;
  }
  return out;
}

std::vector<std::string> unmap_positions(const PositionMap& map) {
  std::size_t n = 0;
  for (const auto& [name, spans] : map)
    for (const Span& s : spans) n = std::max(n, s.second);
  std::vector<std::string> out(n);
  for (const auto& [name, spans] : map)
    for (const Span& s : spans) std::fill(out.begin() + s.first, out.begin() + s.second, name);
  return out;
}

std::vector<std::string> EvalSet::docs_per_seg() const {
  std::vector<std::string> out(src_.size());
  for (const auto& [name, span] : docs_) std::fill(out.begin() + span.first, out.begin() + span.second, name);
  return out;
}

std::vector<std::string> EvalSet::domains_per_seg() const { return unmap_positions(domains_); }

const std::map<std::string, std::vector<std::string>>& EvalSet::sys_outputs() const {
  if (sys_outputs_.empty())  // a loaded set has at least one system: loaded without texts
    throw Error(name_ + "/" + lp_ + ": loaded without the system outputs' texts (LoadOptions::read_system_outputs)");
  return sys_outputs_;
}

std::set<Level> EvalSet::levels() const {
  std::set<Level> out;
  for (const auto& [level, m] : scores_)
    if (!m.empty()) out.insert(level);
  return out;
}

const SystemScores* EvalSet::scores(Level level, const std::string& scorer) const {
  auto it = scores_.find(level);
  if (it == scores_.end()) return nullptr;
  auto jt = it->second.find(scorer);
  return jt == it->second.end() ? nullptr : &jt->second;
}

std::string EvalSet::std_gold(Level level) const {
  auto it = info_.std_gold.find(level_name(level));
  return it == info_.std_gold.end() ? std::string() : it->second;
}

std::size_t EvalSet::items(Level level) const {
  switch (level) {
    case Level::sys: return 1;
    case Level::domain: return domains_.size();
    case Level::doc: return docs_.size();
    case Level::seg: return src_.size();
  }
  return 0;
}

}  // namespace meteor::metaeval
