// The Kendall engine's gold side (kendall_gold.hh): the gold's order and
// groups, a metric's order (sort, a radix sort), and one vector's counts
// (by merge sort or by the sweep over gold groups).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/kendall_gold.hh"

#include <algorithm>
#include <array>
#include <bit>
#include <limits>
#include <numeric>

#include "metaeval/draws/kernels.hh"

namespace meteor::metaeval::detail {
namespace {

// stable_order's buffers, one thread_local object (the static TLS has little room: thread_scratch, kernels.hh).
struct SortItem {
  std::uint32_t key, index;
};
constexpr int kSortBits = 11, kSortPasses = 3;
constexpr std::uint32_t kSortMask = (1u << kSortBits) - 1;
struct SortBuffers {
  std::vector<SortItem> items, moved;
  std::vector<std::uint32_t> order;
  std::vector<std::array<std::uint32_t, (1u << kSortBits)>> count =
      std::vector<std::array<std::uint32_t, (1u << kSortBits)>>(kSortPasses);
};

// The pairs of equal values in the sorted range [first, last).
std::int64_t equal_pairs(const double* first, const double* last) {
  std::int64_t pairs = 0;
  for (const double* next; first != last; first = next) {
    next = std::find_if(first, last, [&](double v) { return v != *first; });
    pairs += pairs_of(next - first);
  }
  return pairs;
}

// The positions 0..n-1 by ascending values[i] (finite), equal values in
// position order (as std::stable_sort), in a thread's buffer valid until its
// next call: an LSD radix sort of the values rounded to float (their order,
// with ties where doubles round alike: 3 passes of 11 bits, the passes where
// every key has the same digit skipped), then each run of equal floats whose
// doubles differ sorted stably on the doubles (few and short).
const std::vector<std::uint32_t>& stable_order(const double* values, std::size_t n) {
  auto float_key = [](double d) {  // the float's bits in its order (-0 as +0); rounding keeps the order
    const float f = d == 0 ? 0.0f : static_cast<float>(d);
    const auto u = std::bit_cast<std::uint32_t>(f);
    return u & 0x80000000u ? ~u : u | 0x80000000u;
  };
  thread_local SortBuffers buffers;
  auto& [items, moved, order, count] = buffers;  // looked up once (in a shared library each look-up is a call)
  items.resize(n);
  moved.resize(n);
  for (auto& c : count) c.fill(0);
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t k = float_key(values[i]);
    items[i] = {k, static_cast<std::uint32_t>(i)};
    for (int p = 0; p < kSortPasses; ++p) ++count[p][(k >> (kSortBits * p)) & kSortMask];
  }
  for (int p = 0; p < kSortPasses && n > 0; ++p) {
    auto& c = count[p];
    if (c[(items[0].key >> (kSortBits * p)) & kSortMask] == n) continue;  // one digit: nothing moves
    std::exclusive_scan(c.begin(), c.end(), c.begin(), 0u);  // each digit's first place
    for (const SortItem& x : items) moved[c[(x.key >> (kSortBits * p)) & kSortMask]++] = x;
    items.swap(moved);
  }
  order.resize(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = items[i].index;
  // The values that rounded alike, in position order, sorted (stably) on the doubles.
  for (std::size_t b = 0, e; b < n; b = e) {
    for (e = b + 1; e < n && items[e].key == items[b].key;) ++e;
    const auto first = order.begin() + static_cast<std::ptrdiff_t>(b);
    const auto last = order.begin() + static_cast<std::ptrdiff_t>(e);
    auto differ = [&](std::uint32_t x, std::uint32_t y) { return values[x] != values[y]; };
    if (e - b > 1 && std::adjacent_find(first, last, differ) != last)
      std::stable_sort(first, last, [&](std::uint32_t x, std::uint32_t y) { return values[x] < values[y]; });
  }
  return order;
}

}  // namespace

KendallGold::KendallGold(const Vector& gold) : gold_(gold), order_(gold.size()) {
  finite_ = all_finite(gold);
  if (!finite_) return;
  std::ranges::copy(stable_order(gold.data(), gold.size()), order_.begin());
  for (std::size_t i = 0; i < order_.size(); ++i)
    if (i == 0 || gold[order_[i]] != gold[order_[i - 1]]) groups_.push_back(i);
  groups_.push_back(order_.size());
  for (std::size_t g = 0; g + 1 < groups_.size(); ++g)
    gold_ties_ += pairs_of(static_cast<std::int64_t>(groups_[g + 1] - groups_[g]));
  gold_distinct_ = groups_.size() - 1;
  if (gold_distinct_ <= kSweepGroupsMax && gold.size() <= std::numeric_limits<std::uint16_t>::max()) {
    group_of_.resize(gold.size());  // the sweep's gold group of each gold order position
    for (std::size_t g = 0; g < gold_distinct_; ++g)
      std::fill(group_of_.data() + groups_[g], group_of_.data() + groups_[g + 1], static_cast<std::uint8_t>(g));
    sweep_code_.resize(gold.size());  // a z2 slot's sweep code by gold order position
    for (std::size_t k = 0; k < gold.size(); ++k)
      sweep_code_[k] = static_cast<std::uint32_t>(order_[k]) << 7 | group_of_[k];
  }
}

KendallCounts KendallGold::counts(const double* metric) const {
  const std::size_t n = gold_.size();
  if (!finite_ || !all_finite(metric, n)) return kendall_counts(gold_, Vector(metric, metric + n), 0);
  thread_local Vector x, tmp;
  x.resize(n);
  tmp.resize(n);
  for (std::size_t i = 0; i < n; ++i) x[i] = metric[order_[i]];
  // Within gold ties, by metric: their pairs are ties, never discordant.
  std::int64_t both = 0;
  for (std::size_t g = 0; g + 1 < groups_.size(); ++g) {
    std::sort(x.data() + groups_[g], x.data() + groups_[g + 1]);
    both += equal_pairs(x.data() + groups_[g], x.data() + groups_[g + 1]);
  }
  // Discordant pairs: lower gold (earlier), strictly higher metric; the
  // inversions of a bottom-up merge sort.
  std::int64_t discordant = 0;
  for (std::size_t width = 1; width < n; width *= 2) {
    for (std::size_t lo = 0; lo < n; lo += 2 * width) {
      const std::size_t mid = std::min(n, lo + width), hi = std::min(n, lo + 2 * width);
      std::size_t i = lo, j = mid, o = lo;
      while (i < mid && j < hi) {  // without branches (indices, not values, selected): the order is random
        const std::size_t later = x[j] < x[i];
        tmp[o++] = x[later ? j : i];
        discordant += static_cast<std::int64_t>(later * (mid - i));
        j += later;
        i += 1 - later;
      }
      while (i < mid) tmp[o++] = x[i++];
      while (j < hi) tmp[o++] = x[j++];
    }
    x.swap(tmp);
  }
  return counts_of(discordant, equal_pairs(x.data(), x.data() + n), both);
}

KendallGold::Sorted KendallGold::sort(const double* metric) const {
  Sorted out;
  const std::size_t n = gold_.size();
  if (!finite_ || !all_finite(metric, n)) return out;
  out.scores.resize(n);
  for (std::size_t k = 0; k < n; ++k) out.scores[k] = metric[order_[k]];
  out.order = stable_order(out.scores.data(), n);
  out.sorted.resize(n + 1);
  for (std::size_t i = 0; i < n; ++i) out.sorted[i] = out.scores[out.order[i]];
  out.sorted[n] = std::numeric_limits<double>::infinity();
  out.usable = true;
  return out;
}

std::optional<KendallCounts> KendallGold::swept_counts(const double* metric, std::size_t* distinct_scores) const {
  if (group_of_.empty()) return std::nullopt;  // not finite, too many groups or scores
  return sorted_counts(sort(metric), distinct_scores);
}

std::optional<KendallCounts> KendallGold::swept_counts(const Sorted& sorted, const double* metric) const {
  const std::size_t n = gold_.size();
  if (group_of_.empty() || !sorted.usable || sorted.order.size() != n) return std::nullopt;
  // metric's scores in sorted's order: ascending, equal where sorted's are
  // (then sorted's order is the one sort(metric) would find).
  const std::uint32_t* order = sorted.order.data();
  for (std::size_t i = 1; i < n; ++i) {
    const double a = metric[order_[order[i - 1]]], b = metric[order_[order[i]]];
    if (!(a <= b) || (a == b) != (sorted.sorted[i - 1] == sorted.sorted[i])) return std::nullopt;
  }
  return sorted_counts(sorted, nullptr);
}

std::optional<KendallCounts> KendallGold::sorted_counts(const Sorted& s, std::size_t* distinct_scores) const {
  const std::size_t n = gold_.size();
  if (group_of_.empty() || !s.usable || s.order.size() != n) return std::nullopt;
  // The slots by descending score, equal scores by descending gold order
  // position (so by descending gold group): the reverse of s's order.
  std::vector<std::uint8_t>& groups = kendall_scratch().sorted_groups;
  groups.resize(n);
  const std::uint32_t* order = s.order.data();
  const std::uint8_t* group_of = group_of_.data();
  for (std::size_t t = 0; t < n; ++t) groups[t] = group_of[order[n - 1 - t]];
  // The ties: a score's place in its run of equal scores (the pairs it
  // makes with the earlier ones), and in its run's slots of its gold group
  // (contiguous: the run is in gold order).
  std::int64_t metric_ties = 0, both = 0;
  std::size_t repeated = 0;
  for (std::size_t i = 1, run = 0, same = 0; i < n; ++i) {
    const std::size_t equal = s.sorted[i] == s.sorted[i - 1];
    const std::size_t one_group = equal & (groups[n - 1 - i] == groups[n - i]);
    run = (run + 1) * equal;
    same = (same + 1) * one_group;
    metric_ties += static_cast<std::int64_t>(run);
    both += static_cast<std::int64_t>(same);
    repeated += equal;
  }
  const std::int64_t discordant = kernels().count_groups[lanes(sweep_width())](groups.data(), n);
  if (distinct_scores) *distinct_scores = n - repeated;
  return counts_of(discordant, metric_ties, both);
}

double KendallGold::operator()(const Sorted& sorted, const double* metric, KendallVariant variant,
                               bool scipy_order) const {
  const std::optional<KendallCounts> swept = swept_counts(sorted, metric);
  return swept ? tau_of(*swept, metric, variant, scipy_order) : (*this)(metric, variant, scipy_order);
}

unsigned KendallGold::sweep_width() const {
  const std::size_t gold_groups = groups_.size() - 1;
  return gold_groups <= 32 ? 32 : gold_groups <= 64 ? 64 : 128;
}

KendallCounts KendallGold::counts_of(std::int64_t discordant, std::int64_t metric_ties, std::int64_t both) const {
  return detail::counts_of(gold_.size(), discordant, gold_ties_, metric_ties, both);
}

double KendallGold::tau(const KendallCounts& k, std::size_t metric_distinct, KendallVariant variant,
                        bool scipy_order) const {
  const std::size_t min_distinct =
      variant == KendallVariant::c ? std::min(finite_ ? gold_distinct_ : distinct(gold_), metric_distinct) : 0;
  return kendall_from_counts(k, variant, gold_.size(), min_distinct, scipy_order);
}

double KendallGold::operator()(const double* metric, KendallVariant variant, bool scipy_order) const {
  const std::optional<KendallCounts> swept = swept_counts(metric);  // (the same counts, where the sweep runs)
  return tau_of(swept ? *swept : counts(metric), metric, variant, scipy_order);
}

double KendallGold::tau_of(const KendallCounts& k, const double* metric, KendallVariant variant,
                           bool scipy_order) const {
  const bool c = variant == KendallVariant::c;
  return tau(k, c ? distinct(Vector(metric, metric + gold_.size())) : 0, variant, scipy_order);
}

}  // namespace meteor::metaeval::detail
