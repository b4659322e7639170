// Alignment of very long sentences (thousands to hundreds of thousands of
// words), where Meteor's procedure, followed literally, needs memory
// quadratic in the length: the same matches and the same beam search, with
//  - one-word candidates kept implicitly, as the list of test positions a
//    reference word matches (shared by every occurrence of that word), and
//    produced while the search reaches each word;
//  - children of a path materialized only when they survive the beam, and,
//    among siblings that rank in creation order (same module, same chunk
//    effect), only the first `beam` made at all;
//  - used-word sets as copy-on-write chunked bitsets;
//  - distances in 64 bits (Java's int would overflow on such lines; below
//    that the results are those of the ordinary search).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "align/aligner_resources.hh"
#include "align/matchers.hh"
#include "align/module.hh"
#include "align/path_order.hh"
#include "align/search_rules.hh"

namespace meteor {

struct LargeSearchInput {
  const Side& test_side;
  const Side& reference_side;
  const std::vector<std::int32_t>& test_keys;
  const std::vector<std::int32_t>& reference_keys;
  const std::vector<Module>& modules;
  std::size_t used_modules;
  const std::vector<double>& weights;  // search weights, per module
  int beam_size;
  PathOrder order;
  const AlignerResources& resources;
};

// The chosen match per reference word (nullopt for none). Which pairs take
// this search is the aligner's option (Aligner::kLargeSearchAbove).
SearchResult large_search(const LargeSearchInput& in, Workspace& ws);

}  // namespace meteor
