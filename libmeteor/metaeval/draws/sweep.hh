// Internal to draws/: the Kendall sweep's loops as templates (W: lanes,
// kParts: parts swept side by side), which the kernel sources compiled per
// CPU level (kernels_plain.cc, kernels_avx512.cc) instantiate for their
// instructions.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "metaeval/draws/kernels.hh"
#include "metaeval/draws/ranked.hh"
#include "util/kernel_level.hh"

#ifndef METEOR_KERNEL_LEVEL
#error "sweep.hh is for kernel sources compiled per CPU level (cmake/kernel_levels.cmake)"
#endif

namespace meteor::metaeval::detail::METEOR_LEVEL_NS {

// The sweep of a draw's slots (kendall_draw): W 16-bit counts a
// vector, count[v][h] = the slots of vector v passed so far whose gold
// group is below h; a slot of group g adds count[v][g] discordant pairs to
// v, then add[g] (ones above g) to count[v] (W lanes at once: the loop is
// vectorized for the instruction set the caller is compiled for; a row of
// a table rather than a compare, measured faster).
template <unsigned W>
struct SweepAdd {
  alignas(64) std::uint16_t add[W][W];  // add[g][h] = h > g
  constexpr SweepAdd() : add() {
    for (unsigned g = 0; g < W; ++g)
      for (unsigned h = 0; h < W; ++h) add[g][h] = h > g;
  }
};
template <unsigned W>
constexpr SweepAdd<W> kSweepAdd{};

// The sweep (the rows above) over the slots in kParts
// consecutive parts swept side by side: independent chains of counts,
// which the CPU overlaps; a part's pairs with the slots of the parts
// before it are, per vector, the sum over groups g of (its slots in g) x
// (theirs below g), from the parts' final counts. Short sweeps (below
// kPartsFrom slots: by-item vectors) in one part: the parts' set-up and
// sums would cost more than they save.

// The pairs between consecutive parts of a vector's slots, from each
// part's final counts (count[q][h]: its slots below group h) and sizes:
// per part, its slots of group g (count[q][g + 1] - count[q][g]; of the top
// lane's group, the rest) times the earlier parts' slots below g.
template <unsigned W, std::size_t kParts>
[[gnu::always_inline]] inline std::uint64_t parts_cross(const std::uint16_t* const* count, const std::uint64_t* size) {
  std::uint32_t before[W];  // the earlier parts' slots below each group
  for (unsigned g = 0; g < W; ++g) before[g] = count[0][g];
  std::uint64_t cross = 0;
  for (std::size_t q = 1; q < kParts; ++q) {
    const std::uint16_t* c = count[q];
    cross += (size[q] - c[W - 1]) * std::uint64_t{before[W - 1]};
    for (unsigned g = 0; g + 1 < W; ++g) cross += static_cast<std::uint64_t>(c[g + 1] - c[g]) * before[g];
    for (unsigned g = 0; g < W; ++g) before[g] += c[g];
  }
  return cross;
}

template <unsigned W, std::size_t kParts>
[[gnu::always_inline]] inline void sweep_slots(const std::uint32_t* codes, std::size_t slots, const std::uint8_t* keep,
                                               std::int64_t* discordant) {
  alignas(64) std::uint16_t count[kParts][2][W] = {};  // [part][vector][group]
  std::uint64_t in_m2[kParts] = {};                     // a part's slots in m2
  std::uint64_t both = 0, second = 0;  // in registers: the sums of both vectors and of m2
  auto step = [&](std::uint16_t (*c2)[W], std::uint32_t code) {
    const std::uint16_t g = code & 127;
    const std::uint64_t v = keep[code >> 7];  // 0: m1's score, 1: m2's
    std::uint16_t* c = c2[v];
    const std::uint64_t pairs = c[g];
    both += pairs;
    second += pairs & (0 - v);
    const std::uint16_t* add = kSweepAdd<W>.add[g];
    for (unsigned i = 0; i < W; ++i) c[i] = static_cast<std::uint16_t>(c[i] + add[i]);
    return v;
  };
  const std::size_t part = slots / kParts;  // the last part also takes the rest
  for (std::size_t s = 0; s < part; ++s)
    for (std::size_t q = 0; q < kParts; ++q) in_m2[q] += step(count[q], codes[q * part + s]);
  for (std::size_t s = kParts * part; s < slots; ++s) in_m2[kParts - 1] += step(count[kParts - 1], codes[s]);
  for (std::size_t v = 0; v < 2; ++v) {
    const std::uint16_t* counts[kParts];
    std::uint64_t sizes[kParts];  // the parts' slots of vector v
    for (std::size_t q = 0; q < kParts; ++q) {
      const std::uint64_t size = q + 1 < kParts ? part : slots - (kParts - 1) * part;
      counts[q] = count[q][v];
      sizes[q] = v ? in_m2[q] : size - in_m2[q];
    }
    const std::uint64_t cross = parts_cross<W, kParts>(counts, sizes);
    both += cross;
    second += v ? cross : 0;
  }
  discordant[0] = static_cast<std::int64_t>(both - second);
  discordant[1] = static_cast<std::int64_t>(second);
}

// The in-place sweep in four parts, or one below kPartsFrom slots.
template <unsigned W>
[[gnu::always_inline]] inline void sweep_sized(const std::uint32_t* c, std::size_t n, const std::uint8_t* keep,
                                               std::int64_t* d) {
  n < kPartsFrom ? sweep_slots<W, 1>(c, n, keep, d) : sweep_slots<W, 4>(c, n, keep, d);
}

// A vector's slots (their gold groups, in sweep order) in kParts
// consecutive parts counted side by side, as sweep_slots does, one vector.
template <unsigned W, std::size_t kParts = 4>
struct SweepParts {
  alignas(64) std::uint16_t count[kParts][W] = {};
  std::uint64_t size[kParts] = {};
  std::uint64_t pairs = 0;
  const std::uint8_t* group;
  std::size_t part;
  SweepParts(const std::uint8_t* groups, std::size_t n) : group(groups), part(n / kParts) {
    for (std::size_t q = 0; q < kParts; ++q) size[q] = q + 1 < kParts ? part : n - (kParts - 1) * part;
  }
  [[gnu::always_inline]] void add(std::size_t q, std::uint8_t g) {
    pairs += count[q][g];
    const std::uint16_t* row = kSweepAdd<W>.add[g];
    for (unsigned i = 0; i < W; ++i) count[q][i] = static_cast<std::uint16_t>(count[q][i] + row[i]);
  }
  [[gnu::always_inline]] void step(std::size_t i) {
    for (std::size_t q = 0; q < kParts; ++q) add(q, group[q * part + i]);
  }
  [[gnu::always_inline]] std::uint64_t finish() {
    for (std::size_t i = kParts * part; i < (kParts - 1) * part + size[kParts - 1]; ++i) add(kParts - 1, group[i]);
    const std::uint16_t* counts[kParts];
    for (std::size_t q = 0; q < kParts; ++q) counts[q] = count[q];
    return pairs + parts_cross<W, kParts>(counts, size);
  }
};

// One vector's discordant pairs from its slots' gold groups in sweep
// order, counted in kParts parts (SweepParts).
template <unsigned W, std::size_t kParts>
[[gnu::always_inline]] inline std::int64_t count_parts(const std::uint8_t* groups, std::size_t n) {
  SweepParts<W, kParts> parts(groups, n);
  for (std::size_t i = 0; i < parts.part; ++i) parts.step(i);
  return static_cast<std::int64_t>(parts.finish());
}

// The same (KendallKernels::count_groups) in kParts parts, or one below
// kPartsFrom slots.
template <unsigned W, std::size_t kParts>
std::int64_t count_sized(const std::uint8_t* groups, std::size_t n) {
  return n < kPartsFrom ? count_parts<W, 1>(groups, n) : count_parts<W, kParts>(groups, n);
}

// m1's and m2's slots (their gold groups, in sweep order) counted side by
// side, each in parts: their discordant pairs d[0], d[1].
template <unsigned W>
[[gnu::always_inline]] inline void count_streams(const std::uint8_t* m1, std::size_t n1, const std::uint8_t* m2,
                                                 std::size_t n2, std::int64_t* d) {
  SweepParts<W> a(m1, n1), b(m2, n2);
  const std::size_t both = std::min(a.part, b.part);
  for (std::size_t i = 0; i < both; ++i) {
    a.step(i);
    b.step(i);
  }
  for (std::size_t i = both; i < a.part; ++i) a.step(i);
  for (std::size_t i = both; i < b.part; ++i) b.step(i);
  d[0] = static_cast<std::int64_t>(a.finish());
  d[1] = static_cast<std::int64_t>(b.finish());
}

// A draw's discordant pairs from m2's stream (its n2 slots' gold groups, in
// sweep order, counted in kParts parts) and the sum of their weights less
// 32,768 each: m1's from r's weights (KendallRanked::slot_weights).
template <unsigned W, std::size_t kParts>
[[gnu::always_inline]] inline void pairs_from_m2(const KendallRanked& r, const std::uint8_t* m2,
                                                 std::size_t n2, std::int64_t weights_less, std::int64_t* d) {
  const std::int64_t weights = 32768 * static_cast<std::int64_t>(n2) + weights_less;
  d[1] = count_parts<W, kParts>(m2, n2);
  d[0] = r.all_discordant - weights + d[1];
}

// Where r has its slots' weights (kPartsFrom to 65,535 slots), m2's slots
// first split off in order (a plain loop: a slot's group stored at m2's
// end, which advances by its byte; its weight summed the same way), then
// m2's stream counted alone in kParts parts and m1's pairs taken from the
// weights (as split_slots does with AVX-512); else in place. (Not inlined:
// the tables point to it.)
template <unsigned W, std::size_t kParts>
void sweep_plain(const KendallRanked& r, const std::uint8_t* keep, std::int64_t* d) {
  const std::uint32_t* codes = r.sweep_codes.data();
  const std::size_t slots = r.sweep_codes.size();
  if (slots < kPartsFrom || r.slot_weights.size() != slots) return sweep_sized<W>(codes, slots, keep, d);
  std::vector<std::uint8_t>& buffer = kendall_scratch().split;
  buffer.resize(slots + 1);
  std::uint8_t* const m2 = buffer.data();
  const std::int16_t* weight = r.slot_weights.data();
  std::size_t n2 = 0;
  std::int64_t weights = 0;
  for (std::size_t t = 0; t < slots; ++t) {  // (no branch: a slot's vector is random)
    const std::uint32_t code = codes[t];
    const std::uint32_t in_m2 = keep[code >> 7];
    m2[n2] = static_cast<std::uint8_t>(code & 127);
    n2 += in_m2;
    weights += weight[t] & -static_cast<std::int64_t>(in_m2);
  }
  pairs_from_m2<W, kParts>(r, m2, n2, weights, d);
}

// The weights (KendallKernels::weights): the sweep of all slots in kParts parts
// side by side (independent chains, as SweepParts), each part's counts
// starting at the slots of the parts before it (from the parts' histograms
// of groups): at slot t of group g, c[g] earlier slots are of a lower
// group (its discordant pairs with earlier slots), c[g + 1] of a lower or
// its own (t for the top lane), so t - c[g + 1] of a higher, and the later
// slots of a higher group are those of all (above[g]) less these: its
// weight is c[g] + c[g + 1] + above[g] - t. (Not inlined: the tables
// point to it.)
template <unsigned W>
std::int64_t weights_of(const std::uint8_t* groups, std::size_t slots, std::int16_t* weight) {
  constexpr std::size_t kParts = 8;
  const std::size_t part = slots / kParts;  // the last part also takes the rest
  std::size_t start[kParts + 1];
  for (std::size_t q = 0; q < kParts; ++q) start[q] = q * part;
  start[kParts] = slots;
  std::uint32_t hist[kParts][W] = {};
  for (std::size_t i = 0; i < part; ++i)
    for (std::size_t q = 0; q < kParts; ++q) ++hist[q][groups[start[q] + i]];
  for (std::size_t t = kParts * part; t < slots; ++t) ++hist[kParts - 1][groups[t]];
  alignas(64) std::uint16_t count[kParts][W];
  std::uint32_t before[W] = {}, above[W];  // the parts' before q of each group; all slots above each group
  for (std::size_t q = 0; q < kParts; ++q) {
    std::uint32_t below = 0;
    for (unsigned g = 0; g < W; ++g) {
      count[q][g] = static_cast<std::uint16_t>(below);
      below += before[g];
    }
    for (unsigned g = 0; g < W; ++g) before[g] += hist[q][g];
  }
  std::uint32_t at_most = 0;
  for (unsigned g = 0; g < W; ++g) above[g] = static_cast<std::uint32_t>(slots) - (at_most += before[g]);
  std::uint64_t pairs = 0;
  auto step = [&](std::size_t q, std::size_t t) {
    const unsigned g = groups[t];
    std::uint16_t* c = count[q];
    const std::uint32_t lt = c[g], le = g + 1 < W ? c[g + 1] : static_cast<std::uint32_t>(t);
    weight[t] = static_cast<std::int16_t>(static_cast<std::int32_t>(lt + le + above[g] - t) - 32768);
    pairs += lt;
    const std::uint16_t* add = kSweepAdd<W>.add[g];
    for (unsigned i = 0; i < W; ++i) c[i] = static_cast<std::uint16_t>(c[i] + add[i]);
  };
  for (std::size_t i = 0; i < part; ++i)
    for (std::size_t q = 0; q < kParts; ++q) step(q, start[q] + i);
  for (std::size_t t = kParts * part; t < slots; ++t) step(kParts - 1, t);
  return static_cast<std::int64_t>(pairs);
}

}  // namespace meteor::metaeval::detail::METEOR_LEVEL_NS
