// MT Metrics Eval (MTME) score files as meta-evaluation tables. The file
// format (reading and writing "SYSNAME SCORE" lines) is io/mtme.hh's: the
// writer merges into files already there, so it reads them too, and io/
// comes before metaeval/ in the layers. See docs/mtme.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <set>
#include <string>

#include "io/mtme.hh"
#include "metaeval/correlation.hh"

namespace meteor::metaeval {

// The two-file mode (meteor-metaeval GOLD METRIC): the gold file's systems
// less excluded, in the gold file's order, as a table (None gold: NaN).
// Throws meteor::Error naming the file when the metric file lacks a system
// or the systems' score counts differ.
ScoreTable read_score_table(const std::string& gold_path, const std::string& metric_path,
                            const std::set<std::string>& excluded);

}  // namespace meteor::metaeval
