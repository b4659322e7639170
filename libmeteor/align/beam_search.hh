// Meteor's beam search over the candidate matches of a stage (the search
// for ordinary sentence pairs; large_search.hh for very long ones; both
// explained in docs/alignment.md).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <memory>
#include <vector>

#include "align/path_order.hh"
#include "align/search_rules.hh"
#include "align/stage.hh"
#include "align/survivor_search.hh"

namespace meteor {

// Picks the alignment: for each word of the reference, the chosen match starting
// there (nullopt for none).
//
// The rules, all Meteor 1.5's:
//  - matches that are the only candidate at their start and whose words no
//    other match covers are fixed before the search;
//  - paths advance over the reference word by word; a path may take any match at
//    the current word whose words are free, or skip the word;
//  - weighted match totals are ints: each step adds length x weight and
//    truncates;
//  - a new path's distance |reference start - test start| is added to the path it was
//    copied from (the one going on to skip the word);
//  - before the beam keeps its best `beam_size` paths they are sorted with a
//    stable sort, so equal paths stay in creation order (new paths in match
//    order, then the skipping path).
// Buffers of the search, reused from one alignment to the next.
class BeamScratch {
 public:
  BeamScratch();
  ~BeamScratch();
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

// Which search runs: the survivor search where it applies
// (survivor_search.hh), else the search with records for every path; the
// tests force one or the other (kSurvivors throws meteor::InvalidArgument
// where it does not apply) and may trace it.
enum class SearchMethod { kChosen, kRecords, kSurvivors };

SearchResult beam_search(const Stage& stage, const std::vector<double>& weights, int beam_size, PathOrder order,
                         BeamScratch& scratch, SearchMethod method = SearchMethod::kChosen,
                         SearchTrace* trace = nullptr);

}  // namespace meteor
