// Meteor's sufficient statistics: everything a score is computed from, summable
// over segments, documents and systems, and printable/parsable as the 23
// numbers of -ssOut:
//
//   tstLen refLen tstFuncWords refFuncWords
//   (tstContent refContent tstFunction refFunction) x 4 stages
//   chunks tstWordMatches refWordMatches
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace meteor {

struct Stats {
  static constexpr std::size_t kStages = 4;       // stages printed
  static constexpr std::size_t kFieldCount = 23;  // numbers per line

  double test_length = 0, reference_length = 0;
  double test_function_words = 0, reference_function_words = 0;
  double test_total_matches = 0, reference_total_matches = 0;
  std::vector<double> test_stage_content, reference_stage_content;
  std::vector<double> test_stage_function, reference_stage_function;
  double chunks = 0;
  double test_word_matches = 0, reference_word_matches = 0;

  // Computed by compute_metrics.
  double test_weighted_matches = 0, reference_weighted_matches = 0;
  double test_weighted_length = 0, reference_weighted_length = 0;
  double precision = 0, recall = 0, f1 = 0, fmean = 0, frag_penalty = 0;
  double score = 0;

  // This segment's contribution to a corpus (or document, or any sum of
  // segments), the one place of Meteor's rule (MeteorStats.addStats): its
  // counts, with the chunks of a perfectly matched segment (all words, one
  // chunk) not counted. The metrics (precision ... score) are left 0.
  // Idempotent: a sum of contributions is its own contribution.
  Stats contribution() const;

  // Adds the counts of `other` field by field (stages aligned, the shorter
  // list padded with zeros): a plain sum, commutative and associative. A
  // corpus's statistics are the sum of its segments' contribution()s, in
  // any order. The metrics are not summed: compute_metrics fills them.
  Stats& operator+=(const Stats& other);

  // True when every word of both sides is matched in one chunk.
  bool perfect() const {
    return test_total_matches == test_length && reference_total_matches == reference_length && chunks == 1.0;
  }

  // The 23 numbers, Java-formatted, space-separated.
  std::string to_string() const;

  // Parses a line of at least 23 numbers (further tokens are ignored, as
  // Meteor does). Returns nullopt, with a reason in *error, when the line
  // is malformed.
  static std::optional<Stats> parse(std::string_view line, std::string* error = nullptr);
};

// The sum of two sets of statistics as contributions: a.contribution() +
// b.contribution(), metrics left 0 (what Python's Stats + Stats is).
Stats sum_contributions(const Stats& a, const Stats& b);

// Meteor's score from sufficient statistics. Weights apply to stages in
// order; stages beyond weights.size() do not count.
void compute_metrics(Stats& s, double alpha, double beta, double gamma, double delta,
                     const std::vector<double>& weights);

}  // namespace meteor
