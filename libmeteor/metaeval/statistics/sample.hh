// Samples of item indexes (MTME's stats.Sample): uniform without
// replacement, or stratified by consecutive bins. Draws come from numpy's
// generator (numpy_random.hh), so a seeded sample is MTME's sample.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

namespace meteor::metaeval {

enum class SampleMethod { uniform, stratify };

// `size` indexes in [0, total) (all of them when size is 0 or above total).
// uniform: numpy's default_rng(seed).choice(total, size, replace=False).
// stratify: bins (consecutive, summing to total) get shares of `size` in
// proportion to their sizes (largest remainders first, ties broken in a
// random order, no bin above its size), then each bin's share is drawn
// uniformly from it, bin by bin, from the same generator; indexes in bin
// order. seed: nullopt (or 0, as MTME) draws a fresh seed. Throws
// InvalidArgument for bins that do not sum to total, negative sizes.
std::vector<std::int64_t> sample_indexes(std::int64_t total, std::int64_t size, SampleMethod method,
                                         const std::vector<std::int64_t>& bins, std::optional<std::uint64_t> seed);

// The stratified shares alone (for tests): order[i] is bin i's rank when
// remainders tie.
std::vector<std::int64_t> stratified_shares(const std::vector<std::int64_t>& bins, std::int64_t size,
                                            const std::vector<std::size_t>& tie_order);

}  // namespace meteor::metaeval
