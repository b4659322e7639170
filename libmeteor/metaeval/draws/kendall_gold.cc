// The Kendall engine's set-up and single vectors: the gold's order and
// groups (KendallGold), a metric's order (sort, a radix sort), two metrics
// ranked together for a permutation test (rank, ranked: the sweep's slots,
// ties and weights), and one vector's counts (by merge sort, by the sweep
// over gold groups, or from ranks).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/kendall_gold.hh"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <memory>

#include "metaeval/draws/kernels.hh"

namespace meteor::metaeval::detail {
namespace {

// The positions 0..n-1 by ascending value(i) (finite doubles), equal
// values in position order (as std::stable_sort): an LSD radix sort of the
// values rounded to float (their order, with ties where doubles round
// alike: 3 passes of 11 bits, the passes where every key has the same
// digit skipped), then each run of equal floats whose doubles differ
// sorted stably on the doubles (few and short). The result is a thread's
// buffer, valid until its next call.
//
// The thread's buffers (of stable_order, and the Kendall sweep's scratch)
// are one thread-local object each, shared by every caller: a module's
// thread_locals are allocated in the static TLS when Python loads the
// wheels' modules, which has little room (a few KiB for all of them).
struct SortItem {
  std::uint32_t key, index;
};
constexpr int kSortBits = 11, kSortPasses = 3;
struct SortBuffers {
  std::vector<SortItem> items, moved;
  std::vector<std::uint32_t> order;
  std::vector<std::array<std::uint32_t, (1u << kSortBits)>> count =
      std::vector<std::array<std::uint32_t, (1u << kSortBits)>>(kSortPasses);
};
SortBuffers& sort_buffers() {
  thread_local SortBuffers buffers;
  return buffers;
}

template <typename Value>
const std::vector<std::uint32_t>& stable_order(std::size_t n, Value value) {
  auto float_key = [](double d) {  // the float's bits in its order (-0 as +0); rounding keeps the order
    const float f = d == 0 ? 0.0f : static_cast<float>(d);
    const auto u = std::bit_cast<std::uint32_t>(f);
    return u & 0x80000000u ? ~u : u | 0x80000000u;
  };
  using Item = SortItem;
  constexpr int kBits = kSortBits, kPasses = kSortPasses;
  constexpr std::uint32_t kMask = (1u << kBits) - 1;
  SortBuffers& buf = sort_buffers();  // looked up once (in a shared library each look-up is a call)
  auto& items = buf.items;
  auto& moved = buf.moved;
  auto& order = buf.order;
  auto& count = buf.count;
  items.resize(n);
  moved.resize(n);
  for (auto& c : count) c.fill(0);
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint32_t k = float_key(value(i));
    items[i] = {k, static_cast<std::uint32_t>(i)};
    for (int p = 0; p < kPasses; ++p) ++count[p][(k >> (kBits * p)) & kMask];
  }
  for (int p = 0; p < kPasses && n > 0; ++p) {
    auto& c = count[p];
    if (c[(items[0].key >> (kBits * p)) & kMask] == n) continue;  // one digit: nothing moves
    std::uint32_t at = 0;
    for (std::uint32_t& v : c) {
      const std::uint32_t k = v;
      v = at;
      at += k;
    }
    for (const Item& x : items) moved[c[(x.key >> (kBits * p)) & kMask]++] = x;
    items.swap(moved);
  }
  order.resize(n);
  for (std::size_t i = 0; i < n; ++i) order[i] = items[i].index;
  // The values that rounded alike, in position order, sorted (stably) on the doubles.
  for (std::size_t b = 0, e; b < n; b = e) {
    for (e = b + 1; e < n && items[e].key == items[b].key;) ++e;
    if (e - b > 1 && std::adjacent_find(order.begin() + static_cast<std::ptrdiff_t>(b),
                                        order.begin() + static_cast<std::ptrdiff_t>(e), [&](std::uint32_t x, std::uint32_t y) {
                                          return value(x) != value(y);
                                        }) != order.begin() + static_cast<std::ptrdiff_t>(e))
      std::stable_sort(order.begin() + static_cast<std::ptrdiff_t>(b), order.begin() + static_cast<std::ptrdiff_t>(e),
                       [&](std::uint32_t x, std::uint32_t y) { return value(x) < value(y); });
  }
  return order;
}


}  // namespace

KendallScratch& kendall_scratch() {
  thread_local std::unique_ptr<KendallScratch> scratch;
  if (!scratch) scratch = std::make_unique<KendallScratch>();
  return *scratch;
}

KendallGold::KendallGold(const Vector& gold) : gold_(gold), order_(gold.size()) {
  finite_ = all_finite(gold);
  if (!finite_) return;
  const std::vector<std::uint32_t>& order = stable_order(gold.size(), [&](std::size_t i) { return gold[i]; });
  std::copy(order.begin(), order.end(), order_.begin());
  for (std::size_t i = 0; i < order_.size(); ++i)
    if (i == 0 || gold[order_[i]] != gold[order_[i - 1]]) groups_.push_back(i);
  groups_.push_back(order_.size());
  for (std::size_t g = 0; g + 1 < groups_.size(); ++g)
    gold_ties_ += pairs_of(static_cast<std::int64_t>(groups_[g + 1] - groups_[g]));
  gold_distinct_ = groups_.size() - 1;
  if (gold_distinct_ <= kSweepGroupsMax && gold.size() <= std::numeric_limits<std::uint16_t>::max()) {
    group_of_.resize(gold.size());  // the sweep's gold group of each gold order position
    for (std::size_t g = 0; g < gold_distinct_; ++g)
      std::fill(group_of_.begin() + static_cast<std::ptrdiff_t>(groups_[g]),
                group_of_.begin() + static_cast<std::ptrdiff_t>(groups_[g + 1]), static_cast<std::uint8_t>(g));
    sweep_code_.resize(gold.size());  // a z2 slot's sweep code by gold order position
    for (std::size_t k = 0; k < gold.size(); ++k)
      sweep_code_[k] = static_cast<std::uint32_t>(order_[k]) << 7 | group_of_[k];
  }
}

KendallCounts KendallGold::counts(const double* metric) const {
  const std::size_t n = gold_.size();
  if (!finite_ || !std::all_of(metric, metric + n, [](double v) { return std::isfinite(v); }))
    return kendall_counts(gold_, Vector(metric, metric + n), 0);
  thread_local Vector x, tmp;
  x.resize(n);
  tmp.resize(n);
  for (std::size_t i = 0; i < n; ++i) x[i] = metric[order_[i]];
  // Within gold ties, by metric: their pairs are ties, never discordant.
  std::int64_t both = 0;
  for (std::size_t g = 0; g + 1 < groups_.size(); ++g) {
    const auto first = x.begin() + static_cast<std::ptrdiff_t>(groups_[g]);
    const auto last = x.begin() + static_cast<std::ptrdiff_t>(groups_[g + 1]);
    std::sort(first, last);
    for (auto i = first; i != last;) {
      auto j = i;
      while (j != last && *j == *i) ++j;
      both += pairs_of(j - i);
      i = j;
    }
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
  std::int64_t metric_ties = 0;
  for (std::size_t i = 0; i < n;) {
    std::size_t j = i;
    while (j < n && x[j] == x[i]) ++j;
    metric_ties += pairs_of(static_cast<std::int64_t>(j - i));
    i = j;
  }
  return counts_of(n, discordant, gold_ties_, metric_ties, both);
}

KendallGold::Sorted KendallGold::sort(const double* metric) const {
  Sorted out;
  const std::size_t n = gold_.size();
  if (!finite_ || !std::all_of(metric, metric + n, [](double v) { return std::isfinite(v); })) return out;
  out.scores.resize(n);
  for (std::size_t k = 0; k < n; ++k) out.scores[k] = metric[order_[k]];
  const std::vector<std::uint32_t>& order = stable_order(n, [&](std::size_t k) { return out.scores[k]; });
  out.order.assign(order.begin(), order.end());
  out.sorted.resize(n + 1);
  for (std::size_t i = 0; i < n; ++i) out.sorted[i] = out.scores[out.order[i]];
  out.sorted[n] = std::numeric_limits<double>::infinity();
  out.usable = true;
  return out;
}

KendallGold::Ranked KendallGold::rank(const double* z1, const double* z2, bool ranks) const {
  const std::size_t n = gold_.size();
  if (!finite_ || !std::all_of(z1, z1 + n, [](double v) { return std::isfinite(v); }) ||
      !std::all_of(z2, z2 + n, [](double v) { return std::isfinite(v); }))
    return {};
  // The slots' scores side by side (the sort and the ties read them often).
  Vector& scores = kendall_scratch().scores;
  scores.resize(2 * n);
  for (std::size_t k = 0; k < n; ++k) scores[2 * k] = z1[order_[k]], scores[2 * k + 1] = z2[order_[k]];
  return ranked(scores, stable_order(scores.size(), [&](std::size_t s) { return scores[s]; }), ranks);
}

KendallGold::Ranked KendallGold::rank(const Sorted& z1, const Sorted& z2, bool ranks) const {
  const std::size_t n = gold_.size();
  if (!z1.usable || !z2.usable || z1.scores.size() != n || z2.scores.size() != n) return {};
  KendallScratch& scratch = kendall_scratch();
  Vector& scores = scratch.scores;
  std::vector<std::uint32_t>& by_score = scratch.merged;
  scores.resize(2 * n);
  by_score.resize(2 * n);
  for (std::size_t k = 0; k < n; ++k) scores[2 * k] = z1.scores[k], scores[2 * k + 1] = z2.scores[k];
  // The two orders merged: by score, equal scores by slot (z1's 2k before
  // z2's 2k + 1), as stable_order sorts the slots. Two independent chains:
  // the lower n slots merged from the front, the upper n from the back
  // (the order is total: both ends agree).
  if (n == 0) return ranked(scores, by_score, ranks);
  const std::uint32_t* o1 = z1.order.data();
  const std::uint32_t* o2 = z2.order.data();
  const double* s1 = z1.sorted.data();
  const double* s2 = z2.sorted.data();
  // (without a branch: the two interleave at random; neither side runs out
  // within its half: t < n slots taken from the front leave both sides some)
  std::size_t i = 0, j = 0, ib = n - 1, jb = n - 1;
  for (std::size_t t = 0; t < n; ++t) {
    const std::uint32_t a = o1[i], b = o2[j];
    const double x = s1[i], y = s2[j];
    const bool first = (x < y) | ((x == y) & (a <= b));
    by_score[t] = first ? 2 * a : 2 * b + 1;
    i += first;
    j += !first;
    const std::uint32_t ab = o1[ib], bb = o2[jb];
    const double xb = s1[ib], yb = s2[jb];
    const bool last_first = (xb > yb) | ((xb == yb) & (ab > bb));  // z1's slot is the later
    by_score[2 * n - 1 - t] = last_first ? 2 * ab : 2 * bb + 1;
    ib -= last_first;
    jb -= !last_first;
  }
  return ranked(scores, by_score, ranks);
}

// The sweep's lanes (32, 64 or 128: at least the gold groups).
unsigned KendallGold::sweep_width() const {
  const std::size_t gold_groups = groups_.size() - 1;
  return gold_groups <= 32 ? 32 : gold_groups <= 64 ? 64 : 128;
}

// Its lanes and half (the size rounded up to 64).
void KendallGold::shape_sweep(Ranked& r) const {
  r.sweep_width = sweep_width();
  r.half = (gold_.size() + 63) / 64 * 64;
}


namespace {
// The runs of equal scores in a sweep, from a bit per slot (equal[t / 64]
// bit t % 64: slot t's score equals slot t + 1's; words of them): run(b,
// e) for each run of slots [b, e) (e - b >= 2), in order (a run of k bits
// in a row: k + 1 slots).
template <typename Run>
void for_each_run(const std::uint64_t* equal, std::size_t words, Run run) {
  std::size_t open = 0, end = 0;  // the open run's first slot and its last bit + 1 (end == 0: none)
  for (std::size_t w = 0; w < words; ++w)
    for (std::uint64_t x = equal[w]; x != 0;) {
      const unsigned b = static_cast<unsigned>(std::countr_zero(x));
      const unsigned length = static_cast<unsigned>(std::countr_one(x >> b));  // (to the word's end at most)
      const std::size_t first = 64 * w + b;
      if (end == 0 || first != end) {
        if (end != 0) run(open, end + 1);
        open = first;
      }
      end = first + length;
      x = length + b >= 64 ? 0 : x & ~((std::uint64_t{1} << (b + length)) - 1);
    }
  if (end != 0) run(open, end + 1);
}

// A draw's discordant pairs from its ranks x[k] (in gold order, 0 <= x[k] <
// values): gold group by gold group, each score's discordant pairs are the
// scores of lower gold (seen before) of higher rank; then the group is
// added. Counts of the scores seen (C: a count type that holds the
// vector's size), either
// - on the levels of a binary tree over the ranks (level l counts rank >>
//   l): the scores seen ranked at most r are one count per level, adding
//   one is one increment per level, the same operations for every rank (no
//   branches: the ranks are random); for up to kLevelsMax ranks;
// - or in a Fenwick tree (fewer operations, loops of varying length, a
//   smaller table): faster above that (measured: bench/kendall_bench and
//   meteor-metaeval on WMT21 zh-en MQM).
constexpr std::size_t kLevelsMax = 4096;

template <typename C>
std::int64_t ranked_discordant(const std::uint32_t* x, const std::vector<std::size_t>& groups, std::size_t values) {
  thread_local std::vector<C> count;
  const bool by_levels = values <= kLevelsMax;
  const int levels = std::bit_width(values);
  std::size_t offset[64];
  std::size_t size = 0;
  for (int l = 0; l < levels; ++l) offset[l] = size, size += (values >> l) + 2;
  count.assign(by_levels ? size : values + 1, 0);
  const std::size_t n = groups.back();
  std::int64_t discordant = 0, seen = 0;
  for (std::size_t g = 0; g + 1 < groups.size(); ++g) {
    const std::size_t first = groups[g], last = groups[g + 1];
    for (std::size_t k = first; k < last; ++k) {
      const std::size_t q = x[k] + 1;  // the scores seen ranked below q
      std::int64_t at_most = 0;
      if (by_levels)
        for (int l = 0; l < levels; ++l) at_most += ((q >> l) & 1) * count[offset[l] + ((q >> l) ^ 1)];
      else
        for (std::size_t i = q; i > 0; i &= i - 1) at_most += count[i];
      discordant += seen - at_most;
    }
    if (last == n) break;
    for (std::size_t k = first; k < last; ++k)
      if (by_levels)
        for (int l = 0; l < levels; ++l) ++count[offset[l] + (x[k] >> l)];
      else
        for (std::size_t i = x[k] + 1; i <= values; i += i & (0 - i)) ++count[i];
    seen += static_cast<std::int64_t>(last - first);
  }
  return discordant;
}
}  // namespace

KendallGold::Ranked KendallGold::ranked(const Vector& scores, const std::vector<std::uint32_t>& by_score,
                                        bool ranks) const {
  Ranked r;
  const std::size_t n = gold_.size();
  // Every score of z1 and z2 (a slot: s = 2k for z1's score of the cell
  // at gold order position k, 2k + 1 for z2's), by
  // ascending score, equal scores in slot order, i.e. by ascending gold
  // group: one order gives the ranks and (backwards) the sweep's order.
  const std::size_t gold_groups = groups_.size() - 1;
  const bool sweep = !group_of_.empty();
  ranks = ranks || !sweep;  // without the sweep, draws count on the ranks
  constexpr unsigned shift = 1;
  const std::size_t slots = 2 * n;
  auto is_first = [](std::size_t s) { return (s & 1) == 0; };
  auto score = [&](std::size_t s) { return scores[s]; };
  if (ranks) {  // the ranks for counts(metric, r)
    r.first.resize(n);
    r.second.resize(n);
    std::uint32_t rank = 0;
    for (std::size_t t = 0; t < slots; ++t) {
      if (t > 0 && score(by_score[t]) != score(by_score[t - 1])) ++rank;
      (is_first(by_score[t]) ? r.first : r.second)[by_score[t] >> shift] = rank;
    }
    r.values = slots == 0 ? 0 : rank + 1;
    r.first_scores.resize(n);
    r.second_scores.resize(n);
    for (std::size_t k = 0; k < n; ++k) {
      r.first_scores[k] = scores[2 * k];
      r.second_scores[k] = scores[2 * k + 1];
    }
    // The cells that can tie in a draw: those with a rank that another cell
    // can take too.
    std::vector<std::uint32_t> takers(r.values, 0);
    for (std::size_t k = 0; k < n; ++k) {
      ++takers[r.first[k]];
      if (r.second[k] != r.first[k]) ++takers[r.second[k]];
    }
    for (std::size_t g = 0; g < gold_groups; ++g)
      for (std::size_t k = groups_[g]; k < groups_[g + 1]; ++k)
        if (takers[r.first[k]] > 1 || takers[r.second[k]] > 1) {
          r.tie_cells.push_back(static_cast<std::uint32_t>(k));
          r.tie_groups.push_back(static_cast<std::uint32_t>(g));
        }
  }
  // The sweep's slots, by descending rank and group (its counts are
  // 16-bit: at most 65,535 scores).
  if (sweep) {
    shape_sweep(r);
    // slot at descending position t, its code: its byte's place in a
    // draw's keep (cell + half for z1's score), its gold group
    auto at = [&](std::size_t t) { return by_score[slots - 1 - t]; };
    const std::uint32_t z1_offset = static_cast<std::uint32_t>(r.half) << 7;
    Vector& descending = kendall_scratch().descending;  // the scores in the sweep's order
    descending.resize(slots);
    r.sweep_codes.resize(slots);
    for (std::size_t t = 0; t < slots; ++t) {
      const std::size_t s = at(t);
      r.sweep_codes[t] = sweep_code_[s >> shift] + (is_first(s) ? z1_offset : 0);
      descending[t] = score(s);
    }
    // Equal ranks: a pair of two cells' slots, or a run of three or more;
    // found from a bit per slot (set where its score equals the next's).
    const std::uint32_t* code = r.sweep_codes.data();
    std::vector<std::uint64_t>& equal = kendall_scratch().slot_equal;
    equal.assign(slots / 64 + 1, 0);
    for (std::size_t w = 0; 64 * w + 1 < slots; ++w) {  // (no branch: the compiler's vector compares)
      const std::size_t first = 64 * w, last = std::min(slots - 1, first + 64);
      std::uint64_t bits = 0;
      for (std::size_t t = first; t < last; ++t)
        bits |= static_cast<std::uint64_t>(descending[t] == descending[t + 1]) << (t - first);
      equal[w] = bits;
    }
    for_each_run(equal.data(), equal.size(), [&](std::size_t b, std::size_t e) {
      if (e - b == 2 && at(b) >> shift != at(b + 1) >> shift) {
        auto& pairs = (code[b] & 127) == (code[b + 1] & 127) ? r.same_group : r.other_groups;
        pairs.push_back(code[b] >> 7);
        pairs.push_back(code[b + 1] >> 7);
      } else if (e - b > 2) {
        for (std::size_t t = b; t < e; ++t) {
          if (t > b && (code[t] & 127) != (code[t - 1] & 127))
            r.run_groups_end.push_back(static_cast<std::uint32_t>(r.run_slots.size()));
          r.run_slots.push_back(code[t] >> 7);
        }
        r.run_groups_end.push_back(static_cast<std::uint32_t>(r.run_slots.size()));
        r.runs_end.push_back(static_cast<std::uint32_t>(r.run_slots.size()));
      }
    });
    // The slots' weights (a draw's m2 counted alone, m1's pairs from them:
    // split_slots, sweep_plain; 16-bit weights: up to 65,535 slots).
    if (slots >= kPartsFrom && slots <= std::numeric_limits<std::uint16_t>::max()) {
      std::vector<std::uint8_t>& groups = r.sweep_groups;  // (a batch's draws read them: split_batch)
      groups.assign(slots + 64, 0);
      for (std::size_t t = 0; t < slots; ++t) groups[t] = static_cast<std::uint8_t>(code[t] & 127);
      r.slot_weights.resize(slots);
      r.all_discordant = kernels().weights[lanes(r.sweep_width)](groups.data(), slots, r.slot_weights.data());
    }
  }
  r.usable = true;
  return r;
}


// Ties: only the cells that can tie, each rank's count so far in all and
// in its gold group (the counts left at zero for the next call); x: the
// vector's ranks in gold order.
KendallGold::TieCounts KendallGold::tie_counts(const Ranked& r, const std::uint32_t* x) {
  thread_local std::vector<std::uint32_t> in_all, in_group;
  if (in_all.size() < r.values) in_all.resize(r.values), in_group.resize(r.values);
  TieCounts out;
  const std::size_t cells = r.tie_cells.size();
  for (std::size_t t = 0, group_start = 0; t < cells; ++t) {
    if (t > 0 && r.tie_groups[t] != r.tie_groups[t - 1]) {
      for (std::size_t u = group_start; u < t; ++u) in_group[x[r.tie_cells[u]]] = 0;
      group_start = t;
    }
    const std::uint32_t rank = x[r.tie_cells[t]];
    out.metric += in_all[rank];
    out.repeated += in_all[rank] > 0;
    ++in_all[rank];
    out.both += in_group[rank]++;
    if (t + 1 == cells)
      for (std::size_t u = group_start; u < cells; ++u) in_group[x[r.tie_cells[u]]] = 0;
  }
  for (const std::uint32_t k : r.tie_cells) in_all[x[k]] = 0;
  return out;
}


std::optional<KendallCounts> KendallGold::swept_counts(const double* metric, std::size_t* distinct_scores) const {
  if (group_of_.empty()) return std::nullopt;  // not finite, too many groups or scores
  return sorted_counts(sort(metric), distinct_scores);
}

std::optional<KendallCounts> KendallGold::swept_counts(const Sorted& sorted, const double* metric,
                                                     std::size_t* distinct_scores) const {
  const std::size_t n = gold_.size();
  if (group_of_.empty() || !sorted.usable || sorted.order.size() != n) return std::nullopt;
  // metric's scores in sorted's order: ascending, equal where sorted's are
  // (then sorted's order is the one sort(metric) would find).
  const std::uint32_t* order = sorted.order.data();
  for (std::size_t i = 1; i < n; ++i) {
    const double a = metric[order_[order[i - 1]]], b = metric[order_[order[i]]];
    if (!(a <= b) || (a == b) != (sorted.sorted[i - 1] == sorted.sorted[i])) return std::nullopt;
  }
  return sorted_counts(sorted, distinct_scores);
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
  return counts_of(n, discordant, gold_ties_, metric_ties, both);
}

double KendallGold::operator()(const Sorted& sorted, const double* metric, KendallVariant variant,
                               bool scipy_order) const {
  const std::optional<KendallCounts> swept = swept_counts(sorted, metric);
  return swept ? tau_of(*swept, metric, variant, scipy_order) : (*this)(metric, variant, scipy_order);
}

KendallCounts KendallGold::counts(const double* metric, const Ranked& r, std::size_t* distinct_scores) const {
  const std::size_t n = gold_.size();
  auto fallback = [&] {
    if (distinct_scores) *distinct_scores = distinct(Vector(metric, metric + n));
    return counts(metric);
  };
  if (!r.usable || r.first.size() != n) return fallback();  // not ranked (rank(..., false))
  thread_local std::vector<std::uint32_t> x;
  x.resize(n);
  bool mixed = true;  // every score z1's or z2's
  for (std::size_t k = 0; k < n; ++k) {
    const double m = metric[order_[k]];
    const bool first = m == r.first_scores[k];
    mixed &= first | (m == r.second_scores[k]);
    // first ? r.first[k] : r.second[k], without a branch (the choice is random)
    x[k] = r.second[k] ^ ((r.first[k] ^ r.second[k]) & (0u - static_cast<std::uint32_t>(first)));
  }
  if (!mixed) return fallback();
  const std::int64_t discordant = n <= std::numeric_limits<std::uint16_t>::max()
                                      ? ranked_discordant<std::uint16_t>(x.data(), groups_, r.values)
                                      : ranked_discordant<std::uint32_t>(x.data(), groups_, r.values);
  const TieCounts ties = tie_counts(r, x.data());
  if (distinct_scores) *distinct_scores = n - ties.repeated;
  return counts_of(n, discordant, gold_ties_, ties.metric, ties.both);
}

double KendallGold::operator()(const double* metric, const Ranked& r, KendallVariant variant, bool scipy_order) const {
  std::size_t metric_distinct = 0;
  const KendallCounts k = counts(metric, r, &metric_distinct);
  return tau(k, metric_distinct, variant, scipy_order);
}

double KendallGold::operator()(const double* metric, KendallVariant variant, bool scipy_order) const {
  const std::optional<KendallCounts> swept = swept_counts(metric);  // (the same counts, where the sweep runs)
  return tau_of(swept ? *swept : counts(metric), metric, variant, scipy_order);
}

double KendallGold::tau_of(const KendallCounts& k, const double* metric, KendallVariant variant,
                           bool scipy_order) const {
  std::size_t min_distinct = 0;
  if (variant == KendallVariant::c)
    min_distinct = std::min(distinct(gold_), distinct(Vector(metric, metric + gold_.size())));
  return kendall_from_counts(k, variant, gold_.size(), min_distinct, scipy_order);
}


}  // namespace meteor::metaeval::detail
