// Meteor scores of many segments under many parameter settings, from their
// sufficient statistics: the Trainer's inner loop.
//
// score() gives, for every segment, exactly compute_metrics(stats, alpha,
// beta, gamma, delta, {w1, w2, w3, w4}).score (same operations in the same
// order), but reads the statistics from flat arrays and takes the
// fragmentation penalty's Math.pow from a table: a segment's fragmentation
// (chunks / average matches) does not depend on the parameters, and few
// distinct values occur, so pow(frag, beta) is computed once per distinct
// fragmentation and beta (pow_table).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "score/stats.hh"
#include "train/grid.hh"

namespace meteor::train {

class Rescorer {
 public:
  static constexpr std::size_t kStages = Stats::kStages;

  // Statistics as the Trainer holds them: parsed from -ssOut text, four
  // stages each (fewer stages count as zeros).
  explicit Rescorer(std::span<const Stats> stats);

  std::size_t size() const { return frag_index_.size(); }

  // The distinct fragmentation values (0 for a segment matched entirely in
  // one chunk, NaN for one without matches).
  const std::vector<double>& fragmentations() const { return frags_; }

  // java::pow(f, beta) for each distinct fragmentation f, in the order of
  // fragmentations().
  void pow_table(double beta, std::vector<double>& table) const;

  // Scores of all segments for parameters p = (alpha, beta, gamma, delta,
  // w1, w2, w3, w4); pow_of_frag is pow_table(beta). out.size() == size().
  void score(const GridVector& p, std::span<const double> pow_of_frag, std::span<double> out) const;

 private:
  // Column-wise statistics, kColumns columns of size() values each: test
  // and reference length minus function words, test and reference function
  // words, then per stage test content, reference content, test function
  // and reference function matches.
  static constexpr std::size_t kColumns = 4 + 4 * kStages;
  std::vector<double> columns_;
  std::vector<std::uint32_t> frag_index_;
  std::vector<double> frags_;
};

}  // namespace meteor::train
