// The rules of Meteor's beam search, written once for both searches
// (beam_search.cc for ordinary sentence pairs, large_search.cc for very long
// ones; docs/alignment.md): Java's truncating `int += double`, the ranking of
// paths, and which matches are definite. The searches differ only in how
// they store paths and candidates.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <optional>
#include <type_traits>
#include <vector>

#include "align/path_order.hh"
#include "align/stage.hh"

namespace meteor {

// What a search returns: the chosen match per reference word (nullopt for
// none).
using SearchResult = std::vector<std::optional<Match>>;

namespace search {

// Java's `int total += length * weight`: the sum is computed in double and
// truncated toward zero (NaN gives 0). An int total saturates at the ends of
// int, as Java's cast does; the large search keeps 64-bit totals, where
// Java's int would overflow, and only truncates.
template <class T>
inline T add_truncating(T total, int length, double weight) {
  static_assert(std::is_same_v<T, int> || std::is_same_v<T, long long>);
  const double v = static_cast<double>(total) + static_cast<double>(length) * weight;
  if (v != v) return 0;
  if constexpr (std::is_same_v<T, int>) {
    if (v >= 2147483647.0) return 2147483647;
    if (v <= -2147483648.0) return -2147483647 - 1;
  }
  return static_cast<T>(v);
}

// Where a path ranks in Java's stable sort of the beam: more weighted
// matches first; in the accuracy order then more matches of any kind; then
// fewer chunks; then less distance; then creation order (seq: the path's
// position in the list being sorted), which makes ranks distinct, so that
// any sort gives the stable order.
// Distance is the type of the search's distances (int in the ordinary
// search, as Java's; 64-bit in the large one). Members are laid out for size
// (32 bytes either way), not in the order they are compared.
template <class Distance>
struct PathRankOf {
  long long total, all;
  Distance distance;
  int chunks;
  std::uint32_t seq;
  bool operator<(const PathRankOf& b) const {
    if (total != b.total) return total > b.total;
    if (all != b.all) return all > b.all;
    if (chunks != b.chunks) return chunks < b.chunks;
    if (distance != b.distance) return distance < b.distance;
    return seq < b.seq;
  }
};

using PathRank = PathRankOf<long long>;

// The rank of a path whose totals are h's (test_matches, reference_matches,
// test_unweighted, reference_unweighted, chunks, distance).
template <class H>
inline PathRankOf<decltype(H::distance)> path_rank(const H& h, PathOrder order, std::uint32_t seq) {
  return {static_cast<long long>(h.test_matches) + h.reference_matches,
          order == PathOrder::kAccuracy ? static_cast<long long>(h.test_unweighted) + h.reference_unweighted : 0,
          h.distance, h.chunks, seq};
}

// PathRank of the coverage order packed into one integer (the ordinary
// search's hot path), ordered as PathRank orders. Key64 holds totals in
// [0, 4095], chunks below 4096, distances and seq below 2^20; Key128 any
// int totals, chunks and distances and any seq.
struct Key64 {
  std::uint64_t v;
  bool operator<(const Key64& o) const { return v < o.v; }
  std::uint32_t seq() const { return static_cast<std::uint32_t>(v & 0xFFFFF); }
};
struct Key128 {
  unsigned __int128 v;
  bool operator<(const Key128& o) const { return v < o.v; }
  std::uint32_t seq() const { return static_cast<std::uint32_t>(v); }
};

inline Key64 pack64(int total, int chunks, int distance, std::uint32_t seq) {
  return Key64{((4095 - static_cast<std::uint64_t>(total)) << 52) | (static_cast<std::uint64_t>(chunks) << 40) |
               (static_cast<std::uint64_t>(distance) << 20) | seq};
}
inline Key128 pack128(long long total, int chunks, int distance, std::uint32_t seq) {
  constexpr std::uint32_t kBias = 0x80000000u;
  const auto biased_total = static_cast<std::uint32_t>(total + kBias);
  const std::uint64_t hi =
      (static_cast<std::uint64_t>(0xFFFFFFFFu - biased_total) << 32) | (static_cast<std::uint32_t>(chunks) + kBias);
  const std::uint64_t lo = (static_cast<std::uint64_t>(static_cast<std::uint32_t>(distance) + kBias) << 32) | seq;
  return Key128{(static_cast<unsigned __int128>(hi) << 64) | lo};
}

// Definite matches: a match is definite -- every path has it, so the search
// fixes it before it starts -- when it is the only candidate starting at its
// reference word and no other candidate covers any of its words (coverage:
// the number of candidates covering each word). For each definite match m
// starting at reference word j, marks its reference words in
// fixed_reference, calls use_test(i) for each of its test words and
// fix(j, m). only(j) is the one candidate at j, or nullptr when there are
// none or several.
template <class Only, class UseTest, class Fix>
void fix_definite_matches(std::size_t n_ref, const std::vector<int>& test_coverage,
                          const std::vector<int>& reference_coverage, std::vector<char>& fixed_reference,
                          Only&& only, UseTest&& use_test, Fix&& fix) {
  for (std::size_t j = 0; j < n_ref; ++j) {
    const Match* m = only(j);
    if (m == nullptr) continue;
    bool overlap = false;
    for (int k = 0; k < m->reference_length; ++k)
      if (reference_coverage[j + static_cast<std::size_t>(k)] != 1) overlap = true;
    for (int k = 0; k < m->test_length; ++k)
      if (test_coverage[static_cast<std::size_t>(m->test_start + k)] != 1) overlap = true;
    if (overlap) continue;
    for (int k = 0; k < m->reference_length; ++k) fixed_reference[j + static_cast<std::size_t>(k)] = 1;
    for (int k = 0; k < m->test_length; ++k) use_test(m->test_start + k);
    fix(j, *m);
  }
}

}  // namespace search
}  // namespace meteor
