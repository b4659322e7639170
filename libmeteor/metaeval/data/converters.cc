// The converters' work: the EvalSet a converter loads, standalone ratings to
// EvalSet rating files (raters anonymized or merged, a rater key) and back,
// and a score file checked (name, systems, counts) and repaired with 0s, as
// MTME's converters/*.py do.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/data/converters.hh"

#include <filesystem>
#include <map>
#include <set>

#include "metaeval/data/eval_set.hh"
#include "metaeval/data/pyformat.hh"
#include "metaeval/data/ratings.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/text_file.hh"
#include "util/line_reader.hh"

namespace meteor::metaeval {

namespace fs = std::filesystem;

EvalSet load_for_conversion(const std::string& root, const std::string& test_set, const std::string& lp,
                            const std::string& std_ref) {
  std::optional<MetaInfo> info = known_meta_info(test_set, lp);
  if (!info && std_ref.empty())
    throw InvalidArgument(test_set + "/" + lp + " is not in the built-in table: give --std_ref");
  if (!info) info = MetaInfo{};
  if (!std_ref.empty()) info->std_ref = std_ref;
  return EvalSet::load(mtme_root(root), test_set, lp, *info);
}

std::vector<std::string> standalone_ratings_to_evalset(const std::vector<std::string>& ratings_files,
                                                       const EvalSet& evs,
                                                       const StandaloneToEvalSetOptions& options) {
  for (const std::string& path : {options.echo_ratings_file, options.rater_key_file})
    if (!path.empty()) refuse_output_as_input(path, ratings_files);
  std::vector<StandaloneRating> ratings;
  for (const std::string& f : ratings_files)
    for (StandaloneRating& r : read_standalone_ratings(f)) ratings.push_back(std::move(r));
  ConvertedRatings converted = standalone_to_evalset(ratings, evs, options.anonymize_raters, options.strict);
  if (!options.echo_ratings_file.empty()) write_standalone_ratings(ratings, options.echo_ratings_file);
  EvalSetRatings& sets = converted.ratings;
  if (options.merge_raters) sets = EvalSetRatings{{"merged"}, {{"merged", merge_raters(sets, evs)}}};
  std::vector<std::string> written;
  for (const std::string& name : sets.names) {
    const std::string path = (fs::path(options.output_dir) / (options.prefix + name + ".seg.rating")).string();
    refuse_output_as_input(path, ratings_files);
    write_rating_file(sets.sets.at(name), path);
    written.push_back(path);
  }
  if (!options.rater_key_file.empty()) {
    std::string key;
    for (const auto& [from, to] : converted.renamed) key += (from ? *from : std::string("None")) + '\t' + to + '\n';
    write_text_file(options.rater_key_file, key);
  }
  return written;
}

void evalset_ratings_to_standalone(const std::vector<std::string>& evalset_ratings_files, const EvalSet& evs,
                                   const std::string& ratings_file, const std::string& rater_key_file) {
  std::vector<std::string> inputs = evalset_ratings_files;
  if (!rater_key_file.empty()) inputs.push_back(rater_key_file);
  refuse_output_as_input(ratings_file, inputs);
  std::map<std::string, std::string> rename;  // new name -> original name
  if (!rater_key_file.empty()) {
    LineReader reader(rater_key_file);
    std::string line;
    while (reader.next_raw(line)) {
      while (!line.empty() && is_python_space(line.back())) line.pop_back();
      const std::vector<std::string> f = split_on(line, '\t');
      if (f.size() != 2) throw file_error(rater_key_file, reader.line_number(), "expected OLD<TAB>NEW");
      rename[f[1]] = f[0];
    }
  }
  EvalSetRatings sets;
  for (const std::string& f : evalset_ratings_files) {
    if (f.empty()) continue;
    const RatingFileName n = parse_rating_file_name(f);
    if (!sets.sets.count(n.rating_name)) sets.names.push_back(n.rating_name);
    sets.sets[n.rating_name] = read_rating_file(f, n.rating_name);  // a later file with the same name replaces it
  }
  write_standalone_ratings(evalset_to_standalone(sets, evs, rater_key_file.empty() ? nullptr : &rename),
                           ratings_file);
}

std::vector<std::string> verify_scores_file(const EvalSet& evs, const std::string& path, bool human,
                                            const std::string& repair) {
  if (!repair.empty()) refuse_output_as_input(repair, {path});
  const std::string base = fs::path(path).filename().string();
  std::string name, level_text;
  if (human) {
    const std::vector<std::string> toks = split_on(base, '.');
    if (toks.size() < 4 || toks.back() != "score")
      throw InvalidArgument(path + ": not named SRC-TGT.NAME.LEVEL.score (human scores)");
    if (toks[0] != evs.lp())
      throw InvalidArgument(path + ": language pair " + toks[0] + " is not " + evs.lp());
    for (std::size_t k = 1; k + 2 < toks.size(); ++k) name += (k > 1 ? "." : "") + toks[k];
    level_text = toks[toks.size() - 2];
  } else {
    const auto last = base.rfind('.');
    const auto mid = last == std::string::npos || last == 0 ? std::string::npos : base.rfind('.', last - 1);
    if (mid == std::string::npos || base.substr(last + 1) != "score")
      throw InvalidArgument(path + ": metric file not in NAME-REF.LEVEL.score format");
    name = base.substr(0, mid);
    level_text = base.substr(mid + 1, last - mid - 1);
  }
  const std::optional<Level> level = parse_level(level_text);
  if (!level) throw InvalidArgument(path + ": level '" + level_text + "' is not sys, domain, doc or seg");
  const std::set<std::string> refs_used = human ? std::set<std::string>() : evs.parse_metric_name(name, path).second;

  const MtmeScores scores = read_mtme_scores(path, human, 0);
  const std::set<std::string> systems = evs.sys_names();
  const std::size_t expected = evs.items(*level);
  for (std::size_t k = 0; k < scores.systems.size(); ++k) {
    const std::string& sys = scores.systems[k];
    if (!systems.count(sys)) throw file_error(path, "unknown system " + sys);
    if (scores.scores[k].size() != expected)
      throw file_error(path, "system " + sys + " has " + std::to_string(scores.scores[k].size()) + " scores, the " +
                                 level_text + " level has " + std::to_string(expected));
  }
  if (human) return {};
  std::vector<std::string> added;
  for (const std::string& sys : systems) {
    if (scores.find(sys) || refs_used.count(sys)) continue;
    if (repair.empty()) throw file_error(path, "no scores for system " + sys);
    added.push_back(sys);
  }
  if (repair.empty()) return added;
  std::string text;
  for (std::size_t k = 0; k < scores.systems.size(); ++k)
    for (std::size_t j = 0; j < scores.scores[k].size(); ++j) {
      if (!scores.domains[k].empty()) text += scores.domains[k][j] + '\t';
      text += scores.systems[k] + '\t' + python_repr(*scores.scores[k][j]) + '\n';
    }
  for (const std::string& sys : added)
    for (std::size_t j = 0; j < expected; ++j) text += sys + "\t0\n";
  write_text_file(repair, text);
  return added;
}

}  // namespace meteor::metaeval
