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

#include "align/aligner.hh"
#include "align/matchers.hh"

namespace meteor {

// True when a sentence pair is long enough for the large-input search
// (line lengths multiplied above the threshold, 4 million by default).
bool use_large_search(std::size_t n_test, std::size_t n_ref);
// For tests: the threshold (0 sends every pair through the large search).
void set_large_search_threshold(double product);

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

// The chosen match per reference word (nullopt for none).
std::vector<std::optional<Match>> large_search(const LargeSearchInput& in, Workspace& ws);

}  // namespace meteor
