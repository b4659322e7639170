// MT Metrics Eval's converters (mt_metrics_eval/converters/*.py) as
// library calls, one implementation for meteor-mtme-convert and the Python
// modules meteor.mtme.converters.*: standalone ratings (JSONL) to EvalSet
// rating files and back, and the check (and repair) of a score file
// against an EvalSet. score_mqm is metaeval/data/mqm.hh. See docs/mtme.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>
#include <vector>

#include "metaeval/data/eval_set.hh"

namespace meteor::metaeval {

// The EvalSet a converter works on: root/SET for LP with the built-in
// meta-information, or, for sets the table does not know, std_ref as the
// standard reference (required then).
EvalSet load_for_conversion(const std::string& root, const std::string& test_set, const std::string& lp,
                            const std::string& std_ref);

struct StandaloneToEvalSetOptions {
  std::string output_dir;
  std::string prefix;              // files are PREFIX + RATER + ".seg.rating"
  bool anonymize_raters = false;   // rater1, rater2, ... (sorted), unless all are named rater*
  bool merge_raters = false;       // one PREFIX + "merged.seg.rating" from disjoint raters
  bool strict = true;              // sources and hypotheses must equal the set's
  std::string rater_key_file;      // "OLD<TAB>NEW" per rater (empty: not written)
  std::string echo_ratings_file;   // the ratings read, written back as JSONL (empty: not written)
};

// standalone_ratings_to_evalset.py: returns the rating files written.
std::vector<std::string> standalone_ratings_to_evalset(const std::vector<std::string>& ratings_files,
                                                       const EvalSet& evs,
                                                       const StandaloneToEvalSetOptions& options);

// evalset_ratings_to_standalone.py: the rating files (named
// LP.PREFIX.RATER.seg.rating) as one JSONL file; rater_key_file (empty:
// none) maps the raters back to the names a previous
// standalone_ratings_to_evalset replaced.
void evalset_ratings_to_standalone(const std::vector<std::string>& evalset_ratings_files, const EvalSet& evs,
                                   const std::string& ratings_file, const std::string& rater_key_file);

// verify_scores_file.py for one file: its name (human: SRC-TGT.NAME.LEVEL.score
// for the set's pair; metric: NAME-REF.LEVEL.score with known references),
// its systems and counts; None only in human scores. A metric file without
// some system (other than its references) is an error unless repair names
// a file, which then gets the scores with 0s added for those systems.
// Returns the systems added (sorted). Throws meteor::Error naming the file.
std::vector<std::string> verify_scores_file(const EvalSet& evs, const std::string& path, bool human,
                                            const std::string& repair);

}  // namespace meteor::metaeval
