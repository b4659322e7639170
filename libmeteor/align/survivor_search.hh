// Meteor's beam search for the common case, with a record only for the paths
// that survive the beam (docs/alignment.md, "The survivor search"): every
// path Meteor would create is first only a 64-bit key, made from its
// parent's key; the best `beam` keys are selected and only those paths get a
// record (used test words, last match, trail). It makes the same paths, in
// the same order, as beam_search.cc's search, which serves the cases it does
// not take.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <vector>

#include "align/path_order.hh"
#include "align/search_rules.hh"
#include "align/stage.hh"

namespace meteor {

// What a search did, step by step, for the tests that compare the two
// searches path for path: for each reference word (then the end of the
// sentence, then the final choice), the length of the list that was ranked,
// the paths kept, in rank order, with their ranking fields, and the best
// path the cut dropped (none at the final choice).
struct SearchTrace {
  struct Path {
    long long total;  // weighted test + reference matches
    int chunks;
    int distance;
    std::uint32_t seq;  // creation index in the ranked list
    bool operator==(const Path& o) const {
      return total == o.total && chunks == o.chunks && distance == o.distance && seq == o.seq;
    }
  };
  struct Step {
    std::size_t ranked = 0;  // paths in the list before the cut
    std::vector<Path> kept;
    std::vector<Path> first_dropped;  // empty when nothing was dropped
    bool operator==(const Step& o) const {
      return ranked == o.ranked && kept == o.kept && first_dropped == o.first_dropped;
    }
  };
  std::vector<Step> steps;
};

// Buffers of the survivor search, reused from one alignment to the next.
class SurvivorScratch {
 public:
  SurvivorScratch();
  ~SurvivorScratch();
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Whether the survivor search takes this stage: every candidate one word on
// each side (exact, stem, synonym), search weights that are multiples of 1/2
// in [0, 1024], the coverage order (not matcher -t maxacc), at most 256 test
// words, 1 <= beam_size <= 4096, and totals, chunks, distances and list
// positions that fit the 64-bit key (search::Key64).
bool survivor_search_applies(const Stage& stage, const std::vector<double>& weights, int beam_size, PathOrder order);

// Runs the survivor search into `result` when it applies (returns false and
// leaves `result` alone otherwise). `trace`, when given, records the steps.
bool survivor_search(const Stage& stage, const std::vector<double>& weights, int beam_size, PathOrder order,
                     SurvivorScratch& scratch, SearchResult& result, SearchTrace* trace = nullptr);

}  // namespace meteor
