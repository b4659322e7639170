// MQM ratings as MT Metrics Eval keeps them: a Rating is the list of error
// spans one rater (or method) marked in one translation. In an EvalSet they
// are human-scores/SRC-TGT.NAME.seg.rating files, one line per system and
// segment, "SYS<TAB>RATING_JSON<TAB>RATER" (or "SYS<TAB>None" for a segment
// nobody rated; the rater column is optional and defaults to the rating
// name's last dot-separated part). Standalone ratings are JSON lines that
// carry their own source, hypothesis, document, segment, system and rater,
// converted to and from EvalSet rating files with MTME's renaming and
// merging rules. JSON is read with util/json_value.hh (as Python's
// json.loads reads it, except that lone surrogate escapes are refused) and written
// as json.dumps writes it (", " and ": " separators, non-ASCII as \u
// escapes), so files round-trip through MTME byte for byte. See
// docs/mtme.md ("Ratings").
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "util/json_value.hh"
#include "metaeval/data/eval_set.hh"
#include "metaeval/data/pyformat.hh"

namespace meteor::metaeval {

// One error span: [start, end) character offsets (code points) into the
// translation, or into the source when is_source_error.
struct RatingError {
  std::int64_t start = 0, end = 0;
  std::optional<std::string> category, severity;
  std::optional<PyNumber> score;
  bool is_source_error = false;
  bool operator==(const RatingError&) const = default;
};

struct Rating {
  std::vector<RatingError> errors;
  bool operator==(const Rating&) const = default;
};

// A rating with everything needed to place it (MTME's standalone Rating).
struct StandaloneRating {
  std::string source, hypothesis;
  std::vector<RatingError> errors;
  std::optional<std::string> document_id;
  std::optional<std::int64_t> segment_id;  // 0-based offset in the test set
  std::optional<std::string> system_id, rater_id, src_lang, tgt_lang;
  bool operator==(const StandaloneRating&) const = default;
};

// JSON as Python's json.dumps writes it: a string (ASCII only, \u escapes),
// a float (repr; NaN, Infinity, -Infinity), and the ratings.
std::string python_json_string(std::string_view utf8);
std::string python_json_number(const PyNumber& n);
std::string rating_json(const Rating& rating);
std::string standalone_rating_json(const StandaloneRating& rating);

// A JSON integer ("12", not "12.0") as int64; nullopt for other values or
// integers beyond 64 bits.
std::optional<std::int64_t> json_integer(const JsonValue& v);

// From parsed JSON, with MTME's type checks (dacite: ints for int fields,
// an int or float for score, str or null for the optional strings, unknown
// keys ignored). Throws FormatError "what: message".
Rating rating_from_json(const JsonValue& v, const std::string& what);
StandaloneRating standalone_rating_from_json(const JsonValue& v, const std::string& what);

// The ratings of one rating name: per system, one entry per segment.
struct RatingSet {
  std::vector<std::string> systems;  // in the order they first appear in the file
  std::map<std::string, std::vector<std::optional<Rating>>> ratings;
  std::map<std::string, std::vector<std::optional<std::string>>> rater_ids;  // nullopt where the rating is
};

// MTME's ReadRatingFile / WriteRatingFile. Reading: lines stripped as
// Python's str.strip() strips them, 2 or 3 tab-separated fields; "None"
// for no rating. Writing: systems sorted, a missing rater written "None".
// Errors name the file and line.
RatingSet read_rating_file(const std::string& path, const std::string& default_rater);
void write_rating_file(const RatingSet& set, const std::string& path);
std::string format_rating_file(const RatingSet& set);

// The rating name of a file named SRC-TGT.PREFIX.NAME.seg.rating (MTME's
// ParseHumanScoreFilename then the name's last dot-separated part), with
// the language pair and level beside it.
struct RatingFileName {
  std::string lp, name, level, rating_name;
};
RatingFileName parse_rating_file_name(const std::string& path);

// Standalone ratings: one JSON object per line.
std::vector<StandaloneRating> read_standalone_ratings(const std::string& path);
void write_standalone_ratings(const std::vector<StandaloneRating>& ratings, const std::string& path);

// Rating names in MTME's order (first seen) with their sets.
struct EvalSetRatings {
  std::vector<std::string> names;
  std::map<std::string, RatingSet> sets;
};

// Every system of the set, every segment None (no rating, no rater).
RatingSet empty_rating_set(const EvalSet& evs);

// Rater renaming (MTME's _RenameRaters): old name (nullopt for a missing
// rater id) -> new name, sorted by old name. Without anonymize: the same
// names, a missing one becoming "rater"; with it, rater1, rater2, ... in
// sorted order unless every name already starts with "rater".
std::vector<std::pair<std::optional<std::string>, std::string>> rename_raters(
    const std::vector<StandaloneRating>& ratings, bool anonymize);

// MTME's RatingsListToEvalSetRatings: one RatingSet per (renamed) rater
// covering every system of the set (all segments None but the rated
// ones), checked against the set (segment in range, in its document, known
// system, languages, and with strict the source and hypothesis texts).
// Throws InvalidArgument naming the rating (1-based) on a mismatch or a
// second rating of the same system, rater and segment.
struct ConvertedRatings {
  EvalSetRatings ratings;
  std::vector<std::pair<std::optional<std::string>, std::string>> renamed;
};
ConvertedRatings standalone_to_evalset(const std::vector<StandaloneRating>& ratings, const EvalSet& evs,
                                       bool anonymize, bool strict);

// MTME's MergeEvalSetRaters: one set from raters that rated disjoint
// segments; InvalidArgument when two rated the same system and segment.
RatingSet merge_raters(const EvalSetRatings& ratings, const EvalSet& evs);

// MTME's EvalSetRatingsToRatingsList: every rating with its texts,
// document and segment, raters renamed through rename (old -> new) when
// given.
std::vector<StandaloneRating> evalset_to_standalone(const EvalSetRatings& ratings, const EvalSet& evs,
                                                    const std::map<std::string, std::string>* rename);

// Every SRC-TGT.*.seg.rating file of the set's human-scores/ folder for
// its language pair (MTME's read_stored_ratings), by rating name.
EvalSetRatings read_stored_ratings(const EvalSet& evs);

}  // namespace meteor::metaeval
