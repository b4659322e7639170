// The Meteor aligner: the matchers, run in module order, collect candidate
// matches; a beam search then picks the alignment, with Meteor 1.5's exact
// ordering, tie-breaks and special cases (see docs/alignment.md).
//
// An Aligner is immutable and may be shared by threads; each thread aligns
// with its own Workspace (stemmer instance and word caches).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "align/aligner_resources.hh"
#include "align/alignment.hh"
#include "align/module.hh"
#include "align/path_order.hh"

namespace meteor {

class Workspace;
struct WordInfo;

class Aligner {
 public:
  // search_weights: one per module; the int-truncated weighted match totals
  // of the search use them (Meteor: 1 / 0.5 / 0.5 / 0.5 for scoring).
  // large_search_above: sentence pairs whose lengths multiplied exceed it
  // take the large-input search (large_search.hh: the same choices in
  // memory linear in the length); 0 sends every pair there.
  // memory_limit (0: kDefaultMemoryLimit): pairs below large_search_above
  // whose ordinary search would hold more (estimated from their candidate
  // matches, align/search_memory.hh) take the large-input search too, and a
  // pair that even it could not align within the limit is refused
  // (LimitExceeded: "aligning N x M words needs about X MB, over the memory
  // limit of Y MB"). The ordinary search is Meteor's; the large one agrees
  // with it on the pairs of large_search_test but not on every pair with
  // thousands of candidates per word (docs/reliability.md), so only pairs
  // the ordinary search cannot hold within the limit are sent there.
  static constexpr double kLargeSearchAbove = 4.0e6;
  static constexpr std::size_t kDefaultMemoryLimit = std::size_t{512} << 20;
  Aligner(std::vector<Module> modules, std::vector<double> search_weights, int beam_size, PathOrder order,
          AlignerResources resources, double large_search_above = kLargeSearchAbove, std::size_t memory_limit = 0);
  ~Aligner();

  std::unique_ptr<Workspace> make_workspace() const;

  // Aligns test words with reference words.
  Alignment align(std::vector<std::string> test_words, std::vector<std::string> reference_words, Workspace& ws) const;

  // The same into the workspace's alignment `slot` (0 or 1), valid until
  // the slot's next use: the words are copied into the strings and vectors
  // of its last use (many pairs of short sentences allocate nothing).
  const Alignment& align(const std::vector<std::string>& test_words, const std::vector<std::string>& reference_words,
                         Workspace& ws, int slot) const;

  // The mirror of the pair the workspace aligned last (test and reference
  // swapped), into `slot` (another than that pair's): right after
  // align(b, a, ws, 0), align_mirror(a, b, ws, 1) equals align(a, b, ws).
  // The candidate matches of the exact, stem and synonym modules are
  // symmetric, so the mirror's are the transpose of the pair's (in the
  // order the matchers add them); only the search runs again. Where that
  // does not hold (a paraphrase module, a pair the large-input search
  // took), it aligns afresh.
  const Alignment& align_mirror(const std::vector<std::string>& test_words,
                                const std::vector<std::string>& reference_words, Workspace& ws, int slot) const;

  const std::vector<Module>& modules() const { return modules_; }
  const AlignerResources& resources() const { return resources_; }

 private:
  // Everything after a's words are set: matchers, search, finish.
  void align_words(Alignment& a, Workspace& ws) const;
  // Function words, match counts and chunks of a searched alignment.
  void finish(Alignment& a, std::vector<std::optional<Match>> chosen, const std::vector<WordInfo*>& test_info,
              const std::vector<WordInfo*>& reference_info) const;

  std::vector<Module> modules_;
  std::vector<double> search_weights_;
  int beam_size_;
  PathOrder order_;
  AlignerResources resources_;
  double large_search_above_;
  std::size_t memory_limit_;
};

}  // namespace meteor
