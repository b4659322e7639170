// An MTME EvalSet: one test set and language pair in MT Metrics Eval's
// directory layout (ROOT/SET/{sources,documents,references,system-outputs,
// human-scores,metric-scores}), loaded as MTME's data.EvalSet loads it:
// source segments, documents (domain + document name per segment),
// references, system outputs (outputs named like a reference are human
// systems; each file .txt or .jsonl with "source", "target", "hypothesis"
// fields), metadata (metadata/LP/SYS.jsonl), the names of the ratings
// (LP.NAME.seg.rating), human scores at sys/domain/doc/seg level (None allowed) and
// metric scores (NAME-REF.LEVEL.score, every level, no None); and what it
// reads them with: the meta-information table and MTME's score files. See
// docs/mtme.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "metaeval/statistics/correlation.hh"
#include "util/json_value.hh"

namespace meteor::metaeval {

// ---- Meta-information (meta_info.cc) ---------------------------------------
//
// Per test set and language pair meta-information, as MTME's meta_info.py
// keeps it: the standard reference, the standard human (gold) scores per
// level, outlier systems, primary and baseline metrics. The built-in table
// is MTME's, every test set and pair of it (WMT19-WMT25, wmt24pp, the DA /
// ESA / APPRAISE variants), with its named constants: metaeval/data/meta_info.json,
// written from MTME's module by scripts/mtme-meta-info and compiled in.
// Every field can be overridden (meteor-metaeval's flags).

struct MetaInfo {
  std::string std_ref;                         // e.g. "refA"
  std::map<std::string, std::string> std_gold;  // level ("sys", "domain", "doc", "seg") -> human score name
  std::set<std::string> outlier_systems;
  std::set<std::string> primary_metrics;  // metric base names
  std::optional<std::set<std::string>> baseline_metrics;  // metric base names (MTME: None when unset)
};

// The named constants of MTME's meta_info module, in its order: MetaInfo
// values (WMT22, WMT24_ESA...), metric-name sets (WMT23_PRIMARIES...) and
// per-pair tables (WMT24PP_DATA).
struct MetaInfoConstants {
  std::vector<std::pair<std::string, MetaInfo>> infos;
  std::vector<std::pair<std::string, std::set<std::string>>> metric_sets;
  std::vector<std::pair<std::string, std::vector<std::pair<std::string, MetaInfo>>>> tables;
};
const MetaInfoConstants& meta_info_constants();
// Where the table comes from (MTME's revision).
const std::string& meta_info_source();

// The built-in entry for SET/LP, nullopt when the table has none.
std::optional<MetaInfo> known_meta_info(const std::string& test_set, const std::string& lp);
// Test sets and language pairs of the built-in table, in table order.
std::vector<std::string> known_test_sets();
std::vector<std::string> known_language_pairs(const std::string& test_set);

// "sys:mqm,seg:mqm" -> {sys: mqm, seg: mqm}; throws
// meteor::Error naming the flag on bad input.
std::map<std::string, std::string> parse_std_gold(const std::string& spec, const std::string& flag);

// ---- Score files (score_files.cc) ------------------------------------------
//
// MT Metrics Eval (MTME) score files read for meta-evaluation: lines
// "SYSNAME SCORE" (or "DOMAIN SYSNAME SCORE"), one per system (sys), or a
// block per system with one score per document (doc) or segment (seg) in
// test-set order; human score files may say None. EvalSet reads its folders
// with these; io/mtme.hh writes Meteor's own files. See docs/mtme.md.

// Scores read from an MTME score file: systems in the order they first
// appear, each with its scores in file order (nullopt for None).
struct MtmeScores {
  std::vector<std::string> systems;
  std::vector<std::vector<std::optional<double>>> scores;  // beside systems
  std::vector<std::vector<std::string>> domains;            // beside scores (domain files only)

  const std::vector<std::optional<double>>* find(const std::string& system) const;
};

// A number as Python's float() reads it ("1e-05", "-0.5", "inf", "nan",
// "1_000", any case); nullopt otherwise.
std::optional<double> parse_python_float(std::string_view text);

// Reads an MTME score file: "SYSNAME SCORE" per line (fields 2), or
// "DOMAIN SYSNAME SCORE" (fields 3: domains filled in), or either as the
// first line has two or three fields (fields 0; the file is read once:
// works on pipes); any whitespace between, numbers as MTME's ReadScoreFile
// reads them (Python's float). None is allowed only with allow_none. Blank
// lines, other field counts, and NaN or infinite scores are errors:
// meteor::Error naming file and line.
MtmeScores read_mtme_scores(const std::string& path, bool allow_none, std::size_t fields = 2);

// The two-file mode (meteor-metaeval GOLD METRIC): the gold file's systems
// less excluded, in the gold file's order, as a table (None gold: NaN).
// Throws meteor::Error naming the file when the metric file lacks a system
// or the systems' score counts differ.
ScoreTable read_score_table(const std::string& gold_path, const std::string& metric_path,
                            const std::set<std::string>& excluded);

// ---- EvalSets ---------------------------------------------------------------

enum class Level { sys, domain, doc, seg };
const char* level_name(Level level);
std::optional<Level> parse_level(const std::string& name);

// system name -> scores in item order (one for sys; per domain, document or
// segment otherwise); nullopt only in human scores.
using SystemScores = std::map<std::string, std::vector<std::optional<double>>>;

// Half-open segment ranges [begin, end).
using Span = std::pair<std::size_t, std::size_t>;

// Each item's runs of consecutive positions, items in order of first
// appearance (MTME's _MapPositions), and back (_UnmapPositions: positions
// no span covers are empty strings).
using PositionMap = std::vector<std::pair<std::string, std::vector<Span>>>;
PositionMap map_positions(const std::vector<std::string>& items);
std::vector<std::string> unmap_positions(const PositionMap& map);

struct LoadOptions {
  bool read_metric_scores = false;  // metric-scores/LP/*.score
  // The texts of system-outputs/LP/. Without them each file is still read
  // and checked (its line count), and its system known by name; correlation
  // and ranking need no more.
  bool read_system_outputs = true;
};

class EvalSet {
 public:
  // Loads ROOT/SET for LP with the given meta-information, checked as MTME
  // checks it (standard reference and golds present, outliers known).
  // Throws meteor::Error naming the file (and line) on bad input: missing
  // files, line counts that differ from the source, non-contiguous
  // documents, unknown systems or wrong counts in score files, NaN or
  // infinite scores, blank lines.
  static EvalSet load(const std::string& root, const std::string& test_set, const std::string& lp,
                      const MetaInfo& info, const LoadOptions& options = {});

  const std::string& name() const { return name_; }
  const std::string& lp() const { return lp_; }
  const MetaInfo& info() const { return info_; }
  const std::string& dir() const { return dir_; }

  const std::vector<std::string>& src() const { return src_; }
  // Documents in order, each with its span; domains sorted by name (MTME's
  // canonical order), each with its spans.
  const std::vector<std::pair<std::string, Span>>& docs() const { return docs_; }
  const std::vector<std::pair<std::string, std::vector<Span>>>& domains() const { return domains_; }
  std::vector<std::string> docs_per_seg() const;
  std::vector<std::string> domains_per_seg() const;

  const std::map<std::string, std::vector<std::string>>& refs() const { return refs_; }
  // Throws meteor::Error when loaded without them (LoadOptions::read_system_outputs).
  const std::map<std::string, std::vector<std::string>>& sys_outputs() const;
  const std::set<std::string>& sys_names() const { return sys_names_; }
  const std::set<std::string>& human_sys_names() const { return human_sys_; }
  const std::set<std::string>& outlier_sys_names() const { return info_.outlier_systems; }

  const std::set<std::string>& human_score_names() const { return human_score_names_; }
  // Names of the ratings in human-scores/ (LP.NAME.seg.rating; read them
  // with read_stored_ratings, metaeval/data/ratings.hh).
  const std::set<std::string>& rating_names() const { return rating_names_; }
  // metadata/LP/SYS.jsonl: per system, one JSON object per segment.
  const std::map<std::string, std::vector<JsonValue>>& metadata() const { return metadata_; }
  const std::set<std::string>& metric_names() const { return metric_names_; }
  std::set<Level> levels() const;
  // Scores of a human score or metric at a level; nullptr when absent.
  const SystemScores* scores(Level level, const std::string& scorer) const;
  // The standard gold name at a level ("" when the meta-info has none).
  std::string std_gold(Level level) const;

  // How many items a level has: 1, domains, documents, segments.
  std::size_t items(Level level) const;

  // Reads a metric score file in this set's terms: a domain file when its
  // lines have three fields, else sys/doc/seg by the number of scores per
  // system (MTME's automatic granularity). Every system must have the same
  // number of scores; systems must be known. Throws meteor::Error.
  std::pair<Level, SystemScores> read_metric_file(const std::string& path) const;

  // Adds a metric (NAME-REF.LEVEL.score file content); checks it as MTME's
  // CheckScores does, except that a missing system (other than the
  // references it used) is an error, not 0 scores.
  // replace: an existing metric of that name at that level is replaced
  // (MTME's AddMetric(replace=True)); otherwise it is an error.
  void add_metric(const std::string& name, Level level, SystemScores scores, const std::string& path,
                  bool replace = false);

  // Adds every NAME-REF.LEVEL.score file of a folder (MTME's
  // AddMetricsFromDir); returns the metric names added.
  std::vector<std::string> add_metrics_from_dir(const std::string& dir);

  // Makes these base names primary metrics too (as MTME's CLI does with the
  // metrics of --add_metrics_from_dir: they are ranked and shown unstarred).
  void add_primary_metrics(const std::set<std::string>& bases) {
    info_.primary_metrics.insert(bases.begin(), bases.end());
  }
  // MTME's SetPrimaryMetrics / SetOutlierSysNames: replace them.
  void set_primary_metrics(const std::set<std::string>& bases) { info_.primary_metrics = bases; }
  void set_outlier_systems(const std::set<std::string>& systems) { info_.outlier_systems = systems; }

  // MTME's ParseMetricName: "BASE-REFS" -> base and references used
  // ("all": every reference; "src": none). A name without that form is an
  // Error, naming `file` where the name came from one.
  std::pair<std::string, std::set<std::string>> parse_metric_name(const std::string& name,
                                                                   const std::string& file = "") const;

 private:
  void check_scores(const SystemScores& scores, const std::string& scorer, Level level, bool human,
                    const std::string& path) const;
  // load()'s steps, in order, on the set's folder (dir_) and pair (lp_).
  void read_documents_and_sources();
  void read_references();
  void read_system_outputs(bool read);
  void read_metadata();
  void read_human_scores();
  void check_meta_info() const;
  // Throws unless a file of the pair has `lines` lines, as the source.
  void check_lines(const std::string& path, std::size_t lines) const;

  std::string name_, lp_, dir_;
  MetaInfo info_;
  std::vector<std::string> src_;
  std::vector<std::pair<std::string, Span>> docs_;
  std::vector<std::pair<std::string, std::vector<Span>>> domains_;
  std::map<std::string, std::vector<std::string>> refs_, sys_outputs_;
  std::set<std::string> sys_names_, human_sys_;
  std::set<std::string> human_score_names_, metric_names_, rating_names_;
  std::map<std::string, std::vector<JsonValue>> metadata_;
  std::map<Level, std::map<std::string, SystemScores>> scores_;
};

// The MTME root: root if not empty, else $MTME_DATA, else
// $HOME/.mt-metrics-eval/mt-metrics-eval-v2.
std::string mtme_root(const std::string& root);

// Test sets under a root (folders with a sources/ folder), sorted; the
// language pairs of one (from sources/SRC-TGT.txt), sorted.
std::vector<std::string> test_sets_in(const std::string& root);
std::vector<std::string> language_pairs_in(const std::string& root, const std::string& test_set);

}  // namespace meteor::metaeval
