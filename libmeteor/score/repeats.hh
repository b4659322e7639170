// Repeated segments of an evaluation. A hypothesis scored against the same
// references always gets the same statistics, and evaluations repeat such
// pairs (18% of the WMT21 zh-en segments: systems that translate a line
// alike). When only statistics are wanted, a driver scores the first of
// each group of identical segments and hands its statistics on to the
// others (the alignment is not kept: it would cost more to copy than the
// short repeated segments cost to align).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <atomic>
#include <cstddef>
#include <cstdint>
#include <string>
#include <unordered_map>
#include <vector>

#include "score/stats.hh"
#include "util/parallel.hh"

namespace meteor {

class SegmentRepeats {
 public:
  SegmentRepeats() = default;
  // n segments; text(i) returns segment i's hypothesis and its references as
  // a range of `const std::string&` or `const std::string*` (any form that
  // key_of below accepts). A set `cancel` stops a long corpus's pass
  // (Cancelled).
  template <class Texts>
  SegmentRepeats(std::size_t n, Texts&& texts, const std::atomic<bool>* cancel = nullptr)
      : first_(n), reused_(n, false) {
    // The first segment of each hash, and after each first segment the next
    // one (other texts) with its hash: one map entry a hash, no list.
    std::unordered_map<std::uint64_t, std::size_t> head;
    std::vector<std::size_t> next_same_hash(n, n);
    head.reserve(n);
    for (std::size_t i = 0; i < n; ++i) {
      if ((i & 4095) == 4095 && cancelled(cancel)) throw Cancelled();
      const auto& [hyp, refs] = texts(i);
      first_[i] = i;
      auto [at, inserted] = head.try_emplace(hash_of(hyp, refs), i);
      if (inserted) continue;
      std::size_t j = at->second, last = j;
      for (; j != n; last = j, j = next_same_hash[j]) {
        const auto& [hyp_j, refs_j] = texts(j);
        if (equal(hyp, refs, hyp_j, refs_j)) break;
      }
      if (j != n) {
        first_[i] = j;
        reused_[j] = true;
      } else {
        next_same_hash[last] = i;
      }
    }
  }

  // Whether segment i repeats an earlier one (and need not be scored).
  bool is_repeat(std::size_t i) const { return !first_.empty() && first_[i] != i; }

  // Called in segment order with each segment's statistics: keeps those a
  // later repeat needs, and fills a repeat's from them.
  void record(std::size_t i, Stats& stats) {
    if (first_.empty()) return;
    if (first_[i] != i) {
      stats = kept_.at(first_[i]);
    } else if (reused_[i]) {
      kept_.emplace(i, stats);
    }
  }

 private:
  static const std::string& text(const std::string& s) { return s; }
  static const std::string& text(const std::string* s) { return *s; }

  template <class Refs>
  static std::uint64_t hash_of(const std::string& hyp, const Refs& refs) {
    std::uint64_t h = std::hash<std::string>()(hyp);
    for (const auto& r : refs) h = (h ^ std::hash<std::string>()(text(r))) * 0x9E3779B97F4A7C15ull + refs.size();
    return h;
  }

  template <class Refs>
  static bool equal(const std::string& hyp_a, const Refs& refs_a, const std::string& hyp_b, const Refs& refs_b) {
    if (hyp_a != hyp_b || refs_a.size() != refs_b.size()) return false;
    for (std::size_t k = 0; k < refs_a.size(); ++k)
      if (text(refs_a[k]) != text(refs_b[k])) return false;
    return true;
  }

  std::vector<std::size_t> first_;  // first segment with the same texts
  std::vector<bool> reused_;        // a later segment repeats this one
  std::unordered_map<std::size_t, Stats> kept_;
};

}  // namespace meteor
