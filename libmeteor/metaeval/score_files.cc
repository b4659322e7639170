// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/score_files.hh"

#include <cmath>
#include <limits>

#include "util/error.hh"

namespace meteor::metaeval {

ScoreTable read_score_table(const std::string& gold_path, const std::string& metric_path,
                            const std::set<std::string>& excluded) {
  const MtmeScores gold = read_mtme_scores(gold_path, true);
  const MtmeScores metric = read_mtme_scores(metric_path, false);
  ScoreTable t;
  for (std::size_t s = 0; s < gold.systems.size(); ++s) {
    const std::string& name = gold.systems[s];
    if (excluded.count(name)) continue;
    const auto* scores = metric.find(name);
    if (!scores) throw file_error(metric_path, "no scores for system " + name + " (it has gold scores)");
    const auto& g = gold.scores[s];
    if (t.systems == 0) t.items = g.size();
    if (g.size() != t.items)
      throw file_error(gold_path, "system " + name + " has " + std::to_string(g.size()) + " scores, " +
                                      gold.systems[0] + " has " + std::to_string(t.items));
    if (scores->size() != g.size())
      throw file_error(metric_path, "system " + name + " has " + std::to_string(scores->size()) +
                                        " scores, the gold file " + std::to_string(g.size()));
    for (std::size_t i = 0; i < g.size(); ++i) {
      t.gold.push_back(g[i] ? *g[i] : std::numeric_limits<double>::quiet_NaN());
      t.metric.push_back(*(*scores)[i]);
    }
    ++t.systems;
  }
  if (t.systems == 0) throw file_error(gold_path, "no system to correlate");
  return t;
}

}  // namespace meteor::metaeval
