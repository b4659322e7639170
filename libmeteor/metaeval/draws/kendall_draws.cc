// A permutation test's draws counted by the Kendall engine (ranked.hh's
// kendall_draw and kendall_draws), their ties from the sweep's pairs and runs.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/ranked.hh"

#include <array>

#include "metaeval/draws/draw_bits.hh"
#include "metaeval/draws/kernels.hh"
#include "util/error.hh"

namespace meteor::metaeval::detail {

namespace {

// A draw's tie sums (tied, both and repeated of m1 and m2) from the sweep's
// pairs and runs of equal rank and the draw's bytes (keep[at]: the vector
// of the slot at "at", 0: m1, 1: m2): a pair ties in the vector that takes
// both its slots; a run's c slots in a vector tie in c (c - 1) / 2 pairs
// (and c - 1 of them repeat a score), its slots of one gold group likewise
// in both. The counts of a vector's slots come from running sums over the
// runs' slots: no branch on the draw's data.
std::array<std::int64_t, 6> tie_sums(const KendallRanked& r, const std::uint8_t* keep) {
  auto pairs_in = [keep](const std::vector<std::uint32_t>& pairs, std::int64_t* in) {
    std::uint32_t both_m2 = 0, any_m2 = 0;  // pairs with both slots in m2; with one at least
    for (std::size_t p = 0; p < pairs.size(); p += 2) {
      const std::uint32_t a = keep[pairs[p]], b = keep[pairs[p + 1]];
      both_m2 += a & b;
      any_m2 += a | b;
    }
    in[0] = static_cast<std::int64_t>(pairs.size() / 2 - any_m2);
    in[1] = both_m2;
  };
  std::int64_t same[2], other[2];
  pairs_in(r.same_group, same);
  pairs_in(r.other_groups, other);
  std::int64_t tied[2] = {same[0] + other[0], same[1] + other[1]}, both[2] = {same[0], same[1]};
  std::int64_t repeated[2] = {tied[0], tied[1]};
  if (!r.run_slots.empty()) {
    std::vector<std::uint32_t>& sums = kendall_scratch().sums;  // sums[i]: the slots in m2 among run_slots[0..i)
    sums.resize(r.run_slots.size() + 1);
    std::uint32_t* m2 = sums.data();
    std::uint32_t at = 0;
    m2[0] = 0;
    for (std::size_t i = 0; i < r.run_slots.size(); ++i) m2[i + 1] = at += keep[r.run_slots[i]];
    // Over runs (or runs' groups) of L slots, c of them in m2 and L - c in
    // m1: sum c (c - 1) / 2 = (sum c^2 - sum c) / 2 and sum (L - c)(L - c - 1) / 2
    // from sum c^2, sum L c and sum L^2 (no division, no branch a run).
    const std::int64_t slots = static_cast<std::int64_t>(r.run_slots.size()), in_m2 = m2[slots];
    auto pairs_of_counts = [&](const std::vector<std::uint32_t>& ends, std::int64_t* pairs, std::int64_t* repeats) {
      std::uint64_t cc = 0, lc = 0, ll = 0, some_m2 = 0, some_m1 = 0;
      std::uint32_t begin = 0;
      for (const std::uint32_t end : ends) {
        const std::uint64_t c = m2[end] - m2[begin], l = end - begin;
        cc += c * c;
        lc += l * c;
        ll += l * l;
        some_m2 += c != 0;
        some_m1 += c != l;
        begin = end;
      }
      pairs[1] += static_cast<std::int64_t>(cc - static_cast<std::uint64_t>(in_m2)) / 2;
      pairs[0] += static_cast<std::int64_t>(ll - 2 * lc + cc - static_cast<std::uint64_t>(slots - in_m2)) / 2;
      if (repeats) {  // c - 1 of a run's c slots in a vector repeat a score
        repeats[1] += in_m2 - static_cast<std::int64_t>(some_m2);
        repeats[0] += slots - in_m2 - static_cast<std::int64_t>(some_m1);
      }
    };
    pairs_of_counts(r.run_groups_end, both, nullptr);
    pairs_of_counts(r.runs_end, tied, repeated);
  }
  return {tied[0], both[0], repeated[0], tied[1], both[1], repeated[1]};
}

}  // namespace

std::pair<double, double> kendall_taus(const KendallGold& gold, const std::int64_t* discordant,
                                       const std::array<std::int64_t, 6>& tie_sums, KendallVariant variant,
                                       bool scipy_order) {
  auto tau = [&](int v) {
    const KendallCounts k = gold.counts_of(discordant[v], tie_sums[3 * v], tie_sums[3 * v + 1]);
    return gold.tau(k, gold.size() - static_cast<std::size_t>(tie_sums[3 * v + 2]), variant, scipy_order);
  };
  return {tau(0), tau(1)};
}

std::pair<double, double> kendall_draw(const KendallGold& gold, const KendallRanked& r, const std::uint64_t* bits,
                                       std::size_t first_bit, const double* z1, const double* z2,
                                       KendallVariant variant, bool scipy_order) {
  const std::size_t n = gold.size();
  if (!r.usable || r.sweep_width == 0) {
    thread_local Vector m1, m2;
    m1.resize(n);
    m2.resize(n);
    mix_by_bits(bits, first_bit, z1, z2, n, m1.data(), m2.data());
    return {r.tau(gold, m1.data(), variant, scipy_order), r.tau(gold, m2.data(), variant, scipy_order)};
  }
  std::vector<std::uint8_t>& keep = kendall_scratch().keep;
  keep.resize(2 * r.half + 64);
  draw_keep(bits, first_bit, n, r.half, keep.data());
  std::int64_t discordant[2];  // the sweep's, of m1 and m2 (keep's 0s and 1s)
  kernels().sweep[lanes(r.sweep_width)](r, keep.data(), discordant);
  return kendall_taus(gold, discordant, tie_sums(r, keep.data()), variant, scipy_order);
}

bool kendall_batched(const KendallRanked& r) {
  return r.usable && r.sweep_width != 0 && r.sweep_codes.size() >= kPartsFrom &&
         r.slot_weights.size() == r.sweep_codes.size() && kernels().batch;
}

void kendall_draws(const KendallGold& gold, const KendallRanked& r, const std::uint64_t* const* bits,
                   std::size_t count, std::size_t first_bit, const double* z1, const double* z2,
                   KendallVariant variant, bool scipy_order, std::pair<double, double>* out) {
  if (count > kKendallBatch) throw InvalidArgument("kendall_draws: more than kKendallBatch draws");
  if (kendall_batched(r)) {
    std::int64_t discordant[2 * kKendallBatch];
    std::array<std::array<std::int64_t, 6>, kKendallBatch> ties;
    kernels().batch(r, bits, count, first_bit, gold.size(), discordant, ties.data());
    for (std::size_t j = 0; j < count; ++j)
      out[j] = kendall_taus(gold, discordant + 2 * j, ties[j], variant, scipy_order);
    return;
  }
  for (std::size_t j = 0; j < count; ++j)
    out[j] = kendall_draw(gold, r, bits[j], first_bit, z1, z2, variant, scipy_order);
}

}  // namespace meteor::metaeval::detail
