// Samples of item indexes as MTME's stats.Sample draws them (random.hh).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/statistics/random.hh"

#include <algorithm>
#include <numeric>
#include <random>
#include <string>

#include "util/numpy_random.hh"
#include "util/error.hh"

namespace meteor::metaeval {

std::vector<std::int64_t> stratified_shares(const std::vector<std::int64_t>& bins, std::int64_t size,
                                            const std::vector<std::size_t>& tie_order) {
  const std::size_t n = bins.size();
  const std::int64_t total = std::accumulate(bins.begin(), bins.end(), std::int64_t{0});
  std::vector<std::int64_t> share(n, 0);
  if (total == 0 || size == 0) return share;
  std::vector<double> remainder(n);
  std::int64_t given = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const double ideal = static_cast<double>(bins[i]) / static_cast<double>(total) * static_cast<double>(size);
    share[i] = static_cast<std::int64_t>(ideal);
    remainder[i] = ideal - static_cast<double>(share[i]);
    given += share[i];
  }
  // The largest remainders get one more each; among equal remainders the
  // earlier in tie_order. A bin never gets more than its size: what does
  // not fit goes on down the same order.
  std::vector<std::size_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) {
    if (remainder[a] != remainder[b]) return remainder[a] > remainder[b];
    return tie_order[a] < tie_order[b];
  });
  std::int64_t missing = size - given;
  for (std::size_t i = 0; i < n; ++i) {
    const std::int64_t excess = std::max<std::int64_t>(share[i] - bins[i], 0);
    share[i] -= excess;
    missing += excess;
  }
  while (missing > 0) {
    bool placed = false;
    for (std::size_t k = 0; k < n && missing > 0; ++k) {
      const std::size_t i = order[k];
      if (share[i] < bins[i]) {
        ++share[i];
        --missing;
        placed = true;
      }
    }
    if (!placed) break;  // size > total cannot happen: the caller caps size
  }
  return share;
}

std::vector<std::int64_t> sample_indexes(std::int64_t total, std::int64_t size, SampleMethod method,
                                         const std::vector<std::int64_t>& bins, std::optional<std::uint64_t> seed) {
  if (total < 0) throw InvalidArgument("total_size: must be non-negative, got " + std::to_string(total));
  if (size < 0) throw InvalidArgument("size: must be non-negative, got " + std::to_string(size));
  if (size == 0 || size > total) size = total;
  const bool seeded = seed && *seed != 0;  // MTME: `if seed`
  NumpyGenerator rng = seeded ? NumpyGenerator(*seed) : NumpyGenerator::from_entropy();
  if (method == SampleMethod::uniform) return rng.choice_without_replacement(total, size);
  if (std::any_of(bins.begin(), bins.end(), [](std::int64_t b) { return b < 0; }))
    throw InvalidArgument("bin_sizes: must be non-negative");
  const std::int64_t sum = std::accumulate(bins.begin(), bins.end(), std::int64_t{0});
  if (sum != total)
    throw InvalidArgument("bin_sizes: sum to " + std::to_string(sum) + ", not total_size " + std::to_string(total));
  // Ties among remainders in a random order: from the seed when there is one.
  Rng tie(seeded ? *seed : std::random_device{}(), 17);
  std::vector<std::size_t> tie_order(bins.size());
  std::iota(tie_order.begin(), tie_order.end(), 0);
  for (std::size_t i = tie_order.size(); i > 1; --i) std::swap(tie_order[i - 1], tie_order[tie.next() % i]);
  const std::vector<std::int64_t> share = stratified_shares(bins, size, tie_order);
  std::vector<std::int64_t> out;
  out.reserve(static_cast<std::size_t>(size));
  std::int64_t begin = 0;
  for (std::size_t i = 0; i < bins.size(); ++i) {
    for (std::int64_t v : rng.choice_without_replacement(bins[i], share[i])) out.push_back(v + begin);
    begin += bins[i];
  }
  return out;
}

}  // namespace meteor::metaeval
