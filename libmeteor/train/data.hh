// The Trainer's data folders (Meteor 1.4 README, section 7), read into
// sufficient statistics and human judgments.
//
//   segcor / spearman: <sys>.tst, <sys>.ref (SGML) and <sys>.ter, whose lines
//     are "<document> <segment> <score>" (space separated).
//   rank: <lang-pair>.<sys>.sgm for each system, <lang-pair>.ref.sgm, and
//     .rank files of lines "<segment> TAB <lp-A> TAB <sys-A> TAB <lp-B> TAB
//     <sys-B>" (A judged better than B).
//
// Statistics are those of `meteor -sgml -ssOut` run as the Trainer runs it
// (Trainer.getMArgs): the language's default modules, weights 1.0 then 0.5,
// parameters 0.5 0.5 0.5 0.5, -ch if asked, -norm unless -noNorm, and the
// paraphrase table of -a (else the language's table, which must exist).
// Files are visited in the order the directory lists them, as Java's
// File.list() does: the Pearson sums of segcor depend on that order in their
// last bits.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <string>
#include <vector>

#include "score/config.hh"
#include "score/stats.hh"
#include "train/correlation.hh"

namespace meteor::train {

struct DataOptions {
  std::string language = "en";  // -l
  std::string paraphrase_table;  // -a (empty: the language's default table)
  bool character_based = false;  // -ch
  bool normalize = true;        // -norm, unless -noNorm (or -lower)
  bool lowercase = false;       // -lower: lowercase only (with normalize false)
  bool no_punctuation = false;  // -noPunct (with normalize)
  std::vector<std::string> modules;  // -m (empty: the language's default modules)
  bool multi = false;           // -multi: Meteor 1.5's multi-language rank mode
  unsigned threads = 0;         // 0: all cores
};

// The configuration Meteor is run with on every system.
Config trainer_config(const DataOptions& options);

// Meteor 1.5's -multi configuration for a rank system file
// "<src>-<tgt>...": language <tgt> (the two characters after the first '-'),
// modules exact and paraphrase with weights 1.0 0.5, the language's default
// paraphrase table, -lower (no -norm, no -ch). Throws meteor::Error naming
// the file when no language can be read from its name.
Config multi_config(const std::string& file_name);

struct SegcorData {
  std::vector<Stats> stats;    // one per segment, systems in directory order
  std::vector<double> human;   // the .ter score of each segment
  std::vector<double> length;  // reference length (words, or characters with -ch): the Pearson weight
};

// Throws meteor::Error (naming the file, and line) for: a folder that cannot
// be read or has no .ter file, a malformed .ter line, a missing .tst or
// .ref, a segment with no .ter score, and whatever meteor -sgml rejects.
SegcorData load_segcor(const std::string& dir, const DataOptions& options);

struct RankData {
  std::vector<Stats> stats;              // one per segment of each system
  std::vector<Preference> preferences;   // in .rank file order
  std::size_t skipped = 0;               // judgments naming a system with no file (Meteor skips them)
};

// System files are the *.sgm files other than *.ref.sgm (other files are
// ignored). Throws meteor::Error for: a folder that cannot be read, no
// system file or no .rank file, a system file name without
// "<lang-pair>.<sys>.sgm" form or without its <lang-pair>.ref.sgm, a
// malformed .rank line, a judgment naming an unknown language pair or a
// segment its system does not have. Judgments naming a system that has no
// file are skipped, as Meteor skips them, with a warning per .rank file.
RankData load_rank(const std::string& dir, const DataOptions& options);

// The names in a folder (not "." and ".."), in the order the system lists
// them, as Java's File.list() gives them. Throws meteor::Error naming the
// folder when it cannot be read.
std::vector<std::string> list_directory(const std::string& dir);

}  // namespace meteor::train
