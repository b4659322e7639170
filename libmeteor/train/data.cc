// SPDX-License-Identifier: LGPL-2.1-or-later
#include "train/data.hh"

#include <dirent.h>
#include <sys/stat.h>

#include <cerrno>
#include <cmath>
#include <cstring>
#include <map>
#include <memory>
#include <unordered_map>

#include "java/lang.hh"
#include "resources/data_dir.hh"
#include "score/scorer.hh"
#include "text/tokenize.hh"
#include "train/segment_stats.hh"
#include "util/error.hh"
#include "util/line_reader.hh"
#include "util/warn.hh"

namespace meteor::train {
namespace {

bool ends_with(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

bool is_regular_file(const std::string& path) {
  struct stat st;
  return ::stat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

// java.util.StringTokenizer(line, "\t"): the non-empty fields between tabs.
std::vector<std::string_view> tab_fields(std::string_view line) {
  std::vector<std::string_view> out;
  std::size_t i = 0;
  while (i <= line.size()) {
    std::size_t j = line.find('\t', i);
    if (j == std::string_view::npos) j = line.size();
    if (j > i) out.push_back(line.substr(i, j - i));
    i = j + 1;
  }
  return out;
}

std::vector<std::string> module_names(const std::vector<Module>& modules) {
  std::vector<std::string> names;
  for (Module m : modules) names.push_back(module_name(m));
  return names;
}

// A segment line of meteor -sgml -ssOut, read as the Trainer reads
// meteor-seg.scr: set, system, document, segment, statistics.
struct SegmentLine {
  std::string doc, seg;
  Stats stats;
};

SegmentLine parse_segment_line(const std::string& line, const std::string& test_path) {
  const auto f = tab_fields(line);
  // Only empty set, system or document ids leave fewer fields: Meteor's
  // Trainer fails on those lines.
  if (f.size() < 5) throw file_error(test_path, "a set, system, document or segment id is empty: '" + line + "'");
  std::string why;
  auto stats = Stats::parse(f[4], &why);
  if (!stats) throw file_error(test_path, "statistics of segment " + std::string(f[3]) + ": " + why);
  return {std::string(f[2]), std::string(f[3]), std::move(*stats)};
}

void require_file(const std::string& path, const std::string& what) {
  if (!is_regular_file(path)) throw FileNotFound(path + ": missing (" + what + ")");
}

}  // namespace

std::vector<std::string> list_directory(const std::string& dir) {
  DIR* d = ::opendir(dir.c_str());
  if (d == nullptr) throw file_error(dir, std::string("cannot read the folder: ") + std::strerror(errno));
  std::unique_ptr<DIR, int (*)(DIR*)> guard(d, ::closedir);
  std::vector<std::string> names;
  errno = 0;
  while (const dirent* e = ::readdir(d)) {
    std::string name = e->d_name;
    if (name != "." && name != "..") names.push_back(std::move(name));
  }
  if (errno != 0) throw file_error(dir, std::string("cannot read the folder: ") + std::strerror(errno));
  return names;
}

Config trainer_config(const DataOptions& o) {
  const Language lang = parse_language(o.language);
  std::vector<std::string> modules = o.modules;
  if (modules.empty()) modules = module_names(task_modules(lang, default_task(lang)));
  Options c;
  c.language = o.language;
  c.modules = modules;
  std::vector<double> weights;
  for (std::size_t i = 0; i < modules.size(); ++i) weights.push_back(i == 0 ? 1.0 : 0.5);
  c.weights = weights;
  c.parameters = std::vector<double>{0.5, 0.5, 0.5, 0.5};
  // -a names a table that must exist; without -a the scorer looks for the
  // language's default table and, where there is none, warns and goes on
  // with an empty one, as meteor does. (Meteor 1.5's Trainer names the
  // default file to its Meteor, which stops with "file not found".)
  c.paraphrase_table = o.paraphrase_table;
  c.character_based = o.character_based;
  c.normalize = o.normalize;
  c.lowercase = o.lowercase;
  c.no_punctuation = o.no_punctuation;
  return resolve_config(c);
}

Config multi_config(const std::string& file_name) {
  // Meteor reads the two characters after the first '-' (from the start of
  // the name if there is none).
  const std::size_t dash = file_name.find('-');
  const std::size_t start = dash == std::string::npos ? 0 : dash + 1;
  if (start + 2 > file_name.size())
    throw file_error(file_name, "-multi: no target language after '-' in the file name");
  const std::string code = file_name.substr(start, 2);
  try {
    static_cast<void>(parse_language(code));
  } catch (const Error& e) {
    throw file_error(file_name, std::string("-multi: target language from the file name: ") + e.what());
  }
  Options c;
  c.language = code;
  c.modules = std::vector<std::string>{"exact", "paraphrase"};
  c.weights = std::vector<double>{1.0, 0.5};
  c.parameters = std::vector<double>{0.5, 0.5, 0.5, 0.5};
  c.lowercase = true;  // the default table: warns where it is missing
  return resolve_config(c);
}

SegcorData load_segcor(const std::string& dir, const DataOptions& options) {
  SegcorData data;
  std::unique_ptr<Scorer> scorer;
  bool any = false;
  for (const std::string& name : list_directory(dir)) {
    if (!ends_with(name, ".ter")) continue;
    any = true;
    // Meteor's system name: the file name up to its first '.'.
    const std::string sys = name.substr(0, name.find('.'));
    const std::string ter_path = dir + "/" + name;
    const std::string test_path = dir + "/" + sys + ".tst";
    const std::string ref_path = dir + "/" + sys + ".ref";

    std::unordered_map<std::string, double> human;  // "doc:seg" -> score; a later line wins
    {
      LineReader in(ter_path);
      std::string line;
      while (in.next(line)) {
        const auto tok = tokenize(line);
        if (tok.size() < 3) throw file_error(ter_path, in.line_number(), "expected '<document> <segment> <score>'");
        auto v = java::parse_double(tok[2]);
        if (!v) throw file_error(ter_path, in.line_number(), "score '" + tok[2] + "' is not a number");
        // Double.parseDouble takes NaN, Infinity and 1e400 (infinite): as a
        // human score each makes every correlation of the grid 0 or NaN, a
        // silently arbitrary "best" point.
        if (!std::isfinite(*v))
          throw file_error(ter_path, in.line_number(), "score '" + tok[2] + "' is not a finite number");
        // Meteor 1.5 keeps the later of two scores of a segment (a map).
        const auto [at, added] = human.insert_or_assign(tok[0] + ":" + tok[1], *v);
        if (!added)
          warn(ter_path + ":" + std::to_string(in.line_number()) + ": document '" + tok[0] + "' segment '" + tok[1] +
               "' scored again; the later score counts, as in Meteor 1.5");
      }
    }
    require_file(test_path, "the system output for " + name);
    require_file(ref_path, "the references for " + sys + ".tst");
    if (!scorer) scorer = std::make_unique<Scorer>(trainer_config(options));
    for (const std::string& line : sgml_segment_lines(*scorer, test_path, ref_path, options.threads)) {
      SegmentLine s = parse_segment_line(line, test_path);
      auto it = human.find(s.doc + ":" + s.seg);
      if (it == human.end())
        throw file_error(ter_path, "no score for document '" + s.doc + "' segment '" + s.seg + "' of " + sys + ".tst");
      data.human.push_back(it->second);
      data.length.push_back(s.stats.reference_length);
      data.stats.push_back(std::move(s.stats));
    }
  }
  if (!any) throw file_error(dir, "no .ter file (segcor and spearman read <sys>.tst, <sys>.ref and <sys>.ter)");
  if (data.stats.empty()) throw file_error(dir, "no segment to train on");
  return data;
}

RankData load_rank(const std::string& dir, const DataOptions& options) {
  RankData data;
  const std::vector<std::string> names = list_directory(dir);
  // language pair -> system -> segment id -> statistics index
  std::unordered_map<std::string, std::unordered_map<std::string, std::unordered_map<std::string, std::uint32_t>>>
      index;
  std::map<std::string, std::unique_ptr<Scorer>> scorers;  // by language (one without -multi)
  bool any_system = false;
  for (const std::string& name : names) {
    if (ends_with(name, ".rank") || ends_with(name, ".ref.sgm") || !ends_with(name, ".sgm")) continue;
    const std::string test_path = dir + "/" + name;
    if (!is_regular_file(test_path)) continue;
    const std::size_t first = name.find('.'), last = name.rfind('.');
    if (first == last)
      throw file_error(test_path, "a system file is named <lang-pair>.<system>.sgm");
    any_system = true;
    const std::string pair = name.substr(0, first);
    const std::string sys = name.substr(first + 1, last - first - 1);
    const std::string ref_path = dir + "/" + pair + ".ref.sgm";
    require_file(ref_path, "the references for " + name);

    Config config = options.multi ? multi_config(name) : trainer_config(options);
    std::unique_ptr<Scorer>& scorer = scorers[options.multi ? language_code(config.language) : std::string()];
    if (!scorer) scorer = std::make_unique<Scorer>(std::move(config));
    auto& segs = index[pair][sys];
    for (const std::string& line : sgml_segment_lines(*scorer, test_path, ref_path, options.threads)) {
      SegmentLine s = parse_segment_line(line, test_path);
      if (data.stats.size() >= UINT32_MAX) throw LimitExceeded("too many segments to train on");
      segs[s.seg] = static_cast<std::uint32_t>(data.stats.size());  // a later segment with this id wins
      data.stats.push_back(std::move(s.stats));
    }
  }
  if (!any_system) throw file_error(dir, "no system file (rank reads <lang-pair>.<system>.sgm)");

  bool any_rank = false;
  for (const std::string& name : names) {
    if (!ends_with(name, ".rank")) continue;
    any_rank = true;
    const std::string path = dir + "/" + name;
    LineReader in(path);
    std::string line;
    std::size_t skipped = 0, first_skipped = 0;
    std::string skipped_system;
    while (in.next(line)) {
      const auto f = tab_fields(line);
      if (f.size() < 5)
        throw file_error(path, in.line_number(),
                         "expected '<segment> TAB <lang-pair> TAB <system> TAB <lang-pair> TAB <system>'");
      // Meteor's look-ups, in its order: an unknown language pair fails, an
      // unknown system skips the judgment, then an unknown segment fails.
      const std::string seg(f[0]);
      const std::unordered_map<std::string, std::uint32_t>* segs[2];
      bool skip = false;
      for (int k = 0; k < 2 && !skip; ++k) {
        const std::string lp(f[1 + 2 * k]), sys(f[2 + 2 * k]);
        auto p = index.find(lp);
        if (p == index.end())
          throw file_error(path, in.line_number(), "no system file for language pair '" + lp + "'");
        auto s = p->second.find(sys);
        if (s == p->second.end()) {
          skip = true;
          if (skipped++ == 0) {
            first_skipped = in.line_number();
            skipped_system = lp + "." + sys + ".sgm";
          }
        } else {
          segs[k] = &s->second;
        }
      }
      if (skip) continue;
      std::uint32_t idx[2];
      for (int k = 0; k < 2; ++k) {
        auto g = segs[k]->find(seg);
        if (g == segs[k]->end())
          throw file_error(path, in.line_number(),
                           "system '" + std::string(f[2 + 2 * k]) + "' (" + std::string(f[1 + 2 * k]) +
                               ") has no segment '" + seg + "'");
        idx[k] = g->second;
      }
      data.preferences.push_back({idx[0], idx[1]});
    }
    if (skipped > 0) {
      warn(path + ": " + std::to_string(skipped) + " judgment(s) name a system with no file (first: line " +
           std::to_string(first_skipped) + ", no " + skipped_system + "); skipped, as Meteor skips them");
      data.skipped += skipped;
    }
  }
  if (!any_rank) throw file_error(dir, "no .rank file");
  if (data.preferences.empty()) throw file_error(dir, "no judgment in the .rank files names systems with files");
  return data;
}

}  // namespace meteor::train
