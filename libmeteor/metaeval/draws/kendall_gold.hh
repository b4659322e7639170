// The Kendall engine's gold side: Kendall's counts of one gold vector
// against many metric vectors, each the counts of pairs_of-exact integers
// (kendall_counts()'s to the pair). A permutation test's two metrics are
// ranked together against it (ranked.hh), their draws counted from that
// (ranked.hh) or from crossings (crossings.hh). Its kernels are
// draws/kernels.hh's, chosen by the CPU level.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <vector>

#include "metaeval/statistics/correlation.hh"

namespace meteor::metaeval::detail {

// Kendall's counts (epsilon 0) of one gold vector against many metric
// vectors (a permutation test's draws): the gold's order and tie groups
// found once; each metric vector is put in gold order, sorted within gold
// ties, and its discordant pairs counted as the inversions of one merge
// sort, which also sorts it for its ties; or, where gold has at most
// kSweepGroupsMax groups, by one sweep over its scores in rank order.
class KendallGold {
 public:
  explicit KendallGold(const Vector& gold);
  // kendall(gold, metric, variant, 0, scipy_order) for metric[0..size).
  double operator()(const double* metric, KendallVariant variant, bool scipy_order) const;
  KendallCounts counts(const double* metric) const;
  std::size_t size() const { return gold_.size(); }

  static constexpr std::size_t kSweepGroupsMax = 128;
  // One metric vector's scores in gold order and their order: sorted once
  // for the many tests a metric takes part in (a ranking's), whose
  // KendallRanked then merges two of them (ranked.hh).
  // Unusable (not finite): ranking gives an unusable KendallRanked.
  struct Sorted {
    Vector scores;                     // in gold order
    std::vector<std::uint32_t> order;  // gold order positions by ascending score, equal scores by position
    Vector sorted;                     // scores[order[i]], then +inf (an end for merges)
    bool usable = false;
  };
  Sorted sort(const double* metric) const;
  // counts(metric) by one sweep over metric's scores in rank order, where
  // gold has at most kSweepGroupsMax groups (and metric is finite); else
  // nothing. *distinct_scores gets metric's distinct scores.
  std::optional<KendallCounts> swept_counts(const double* metric, std::size_t* distinct_scores = nullptr) const;
  // The same from sorted, another vector's Sorted (sort()), where its order
  // and ties are metric's (z-scores of metric: unless rounding made two
  // scores equal); else nothing.
  std::optional<KendallCounts> swept_counts(const Sorted& sorted, const double* metric) const;
  // operator()(metric, variant, scipy_order), counted on sorted where it can.
  double operator()(const Sorted& sorted, const double* metric, KendallVariant variant, bool scipy_order) const;

  // For the ranked tests and their draws: counts_of with the gold's ties;
  // kendall_from_counts of counts with metric_distinct distinct scores.
  KendallCounts counts_of(std::int64_t discordant, std::int64_t metric_ties, std::int64_t both) const;
  double tau(const KendallCounts& k, std::size_t metric_distinct, KendallVariant variant, bool scipy_order) const;
  const std::vector<std::size_t>& order() const { return order_; }
  const std::vector<std::size_t>& groups() const { return groups_; }
  // Where the sweep can run (else empty), by gold order position: the gold
  // group, and a z2 slot's sweep code (cell << 7 | gold group).
  const std::vector<std::uint8_t>& group_of() const { return group_of_; }
  const std::vector<std::uint32_t>& sweep_code() const { return sweep_code_; }
  unsigned sweep_width() const;  // the sweep's lanes: 32, 64 or 128 (at least the gold groups)

 private:
  // swept_counts of one vector from its Sorted (sort()): its slots' gold
  // groups in the sweep's order counted, the ties from its runs.
  std::optional<KendallCounts> sorted_counts(const Sorted& sorted, std::size_t* distinct_scores) const;
  // kendall_from_counts of metric's counts k (variant c: metric's distinct scores counted).
  double tau_of(const KendallCounts& k, const double* metric, KendallVariant variant, bool scipy_order) const;

  Vector gold_;
  bool finite_ = true;
  std::vector<std::size_t> order_;   // positions by ascending gold
  std::vector<std::size_t> groups_;  // starts of equal-gold runs in order_, then size()
  std::int64_t gold_ties_ = 0;
  std::size_t gold_distinct_ = 0;
  std::vector<std::uint8_t> group_of_;
  std::vector<std::uint32_t> sweep_code_;
};

}  // namespace meteor::metaeval::detail
