// Two metric vectors ranked together against one gold vector
// (ranked.hh): the merge of their orders, the ranks and the cells that can
// tie, the sweep's slots, ties and weights; and one vector's counts from
// ranks.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/ranked.hh"

#include <algorithm>
#include <bit>
#include <limits>

#include "metaeval/draws/kernels.hh"

namespace meteor::metaeval::detail {

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

// A KendallRanked from every score of z1 and z2 (a slot: s = 2k for z1's
// score of the cell at gold order position k, 2k + 1 for z2's) and the slots
// by ascending score, equal scores in slot order, i.e. by ascending gold
// group: one order gives the ranks and (backwards) the sweep's order.
KendallRanked build(const KendallGold& gold, const KendallGold::Sorted& z1, const KendallGold::Sorted& z2,
                    const Vector& scores, const std::vector<std::uint32_t>& by_score, bool ranks) {
  KendallRanked r;
  const std::size_t n = gold.size(), slots = 2 * n;
  const std::vector<std::size_t>& group_starts = gold.groups();  // of equal-gold runs in gold order
  const std::size_t gold_groups = group_starts.size() - 1;
  const bool sweep = !gold.group_of().empty();
  ranks = ranks || !sweep;  // without the sweep, draws count on the ranks
  auto is_first = [](std::size_t s) { return (s & 1) == 0; };
  if (ranks) {  // the ranks for counts(gold, metric)
    r.first.resize(n);
    r.second.resize(n);
    std::uint32_t rank = 0;
    for (std::size_t t = 0; t < slots; ++t) {
      if (t > 0 && scores[by_score[t]] != scores[by_score[t - 1]]) ++rank;
      (is_first(by_score[t]) ? r.first : r.second)[by_score[t] / 2] = rank;
    }
    r.values = slots == 0 ? 0 : rank + 1;
    r.first_scores = z1.scores;
    r.second_scores = z2.scores;
    // The cells that can tie in a draw: those with a rank that another cell
    // can take too.
    std::vector<std::uint32_t> takers(r.values, 0);
    for (std::size_t k = 0; k < n; ++k) {
      ++takers[r.first[k]];
      if (r.second[k] != r.first[k]) ++takers[r.second[k]];
    }
    for (std::size_t g = 0; g < gold_groups; ++g)
      for (std::size_t k = group_starts[g]; k < group_starts[g + 1]; ++k)
        if (takers[r.first[k]] > 1 || takers[r.second[k]] > 1) {
          r.tie_cells.push_back(static_cast<std::uint32_t>(k));
          r.tie_groups.push_back(static_cast<std::uint32_t>(g));
        }
  }
  // The sweep's slots, by descending rank and group (its counts are
  // 16-bit: at most 65,535 scores).
  if (sweep) {
    r.sweep_width = gold.sweep_width();
    r.half = (n + 63) / 64 * 64;  // the size rounded up to 64
    // slot at descending position t, its code: its byte's place in a
    // draw's keep (cell + half for z1's score), its gold group
    auto at = [&](std::size_t t) { return by_score[slots - 1 - t]; };
    const std::uint32_t z1_offset = static_cast<std::uint32_t>(r.half) << 7;
    Vector& descending = kendall_scratch().descending;  // the scores in the sweep's order
    descending.resize(slots);
    r.sweep_codes.resize(slots);
    for (std::size_t t = 0; t < slots; ++t) {
      const std::size_t s = at(t);
      r.sweep_codes[t] = gold.sweep_code()[s / 2] + (is_first(s) ? z1_offset : 0);
      descending[t] = scores[s];
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
      if (e - b == 2 && at(b) / 2 != at(b + 1) / 2) {
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

// A vector's ties: pairs tied in the metric, tied in gold too, and its
// scores equal to an earlier one.
struct KendallTies {
  std::int64_t metric = 0, both = 0;
  std::size_t repeated = 0;
};

// Ties: only the cells that can tie, each rank's count so far in all and
// in its gold group (the counts left at zero for the next call); x: the
// vector's ranks in gold order.
KendallTies tie_counts(const KendallRanked& r, const std::uint32_t* x) {
  thread_local std::vector<std::uint32_t> in_all, in_group;
  if (in_all.size() < r.values) in_all.resize(r.values), in_group.resize(r.values);
  KendallTies out;
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

}  // namespace

KendallRanked KendallRanked::of(const KendallGold& gold, const KendallGold::Sorted& z1, const KendallGold::Sorted& z2,
                                bool ranks) {
  const std::size_t n = gold.size();
  if (!z1.usable || !z2.usable || z1.scores.size() != n || z2.scores.size() != n) return {};
  KendallScratch& scratch = kendall_scratch();
  Vector& scores = scratch.scores;
  std::vector<std::uint32_t>& by_score = scratch.merged;
  scores.resize(2 * n);
  by_score.resize(2 * n);
  for (std::size_t k = 0; k < n; ++k) scores[2 * k] = z1.scores[k], scores[2 * k + 1] = z2.scores[k];
  // The two orders merged: by score, equal scores by slot (z1's 2k before
  // z2's 2k + 1), as a stable sort of the slots would. Two independent chains:
  // the lower n slots merged from the front, the upper n from the back
  // (the order is total: both ends agree).
  if (n == 0) return build(gold, z1, z2, scores, by_score, ranks);
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
  return build(gold, z1, z2, scores, by_score, ranks);
}

KendallCounts KendallRanked::counts(const KendallGold& gold, const double* metric, std::size_t* distinct_scores) const {
  const KendallRanked& r = *this;
  const std::size_t n = gold.size();
  const std::vector<std::size_t>& order = gold.order();
  auto fallback = [&] {
    if (distinct_scores) *distinct_scores = distinct(Vector(metric, metric + n));
    return gold.counts(metric);
  };
  if (!r.usable || r.first.size() != n) return fallback();  // not ranked (rank(..., false))
  thread_local std::vector<std::uint32_t> x;
  x.resize(n);
  bool mixed = true;  // every score z1's or z2's
  for (std::size_t k = 0; k < n; ++k) {
    const double m = metric[order[k]];
    const bool first = m == r.first_scores[k];
    mixed &= first | (m == r.second_scores[k]);
    // first ? r.first[k] : r.second[k], without a branch (the choice is random)
    x[k] = r.second[k] ^ ((r.first[k] ^ r.second[k]) & (0u - static_cast<std::uint32_t>(first)));
  }
  if (!mixed) return fallback();
  const std::int64_t discordant = n <= std::numeric_limits<std::uint16_t>::max()
                                      ? ranked_discordant<std::uint16_t>(x.data(), gold.groups(), r.values)
                                      : ranked_discordant<std::uint32_t>(x.data(), gold.groups(), r.values);
  const KendallTies ties = tie_counts(r, x.data());
  if (distinct_scores) *distinct_scores = n - ties.repeated;
  return gold.counts_of(discordant, ties.metric, ties.both);
}

double KendallRanked::tau(const KendallGold& gold, const double* metric, KendallVariant variant,
                          bool scipy_order) const {
  std::size_t metric_distinct = 0;
  const KendallCounts k = counts(gold, metric, &metric_distinct);
  return gold.tau(k, metric_distinct, variant, scipy_order);
}

}  // namespace meteor::metaeval::detail
