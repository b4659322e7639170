// Many pairs at once, for minimum Bayes risk decoding, n-best reranking and
// training rewards: the score of every hypothesis against every reference
// alone, a matrix per item (score/score_matrix.hh).
//
// Each cell is Scorer::segment(hypothesis, reference).stats.score bit for
// bit. The work a pair shares with others is done once per call: every
// distinct sentence is prepared (normalized, lowercased) and tokenized once,
// and every distinct (hypothesis, reference) pair is aligned once, across
// all the items of a batch; the pairs are spread over threads.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <atomic>
#include <cstddef>
#include <span>
#include <string>
#include <vector>

#include "score/score_matrix.hh"
#include "score/scorer.hh"

namespace meteor {

// One item of a batch: its hypotheses and its references.
struct PairwiseItem {
  std::span<const std::string> hypotheses, references;
  // Skip the diagonal (i, i), left NaN: MBR against the candidates
  // themselves without a candidate's score against itself.
  bool skip_diagonal = false;
};

// The memory a pairwise call over `items` holds, estimated in bytes: its
// result matrices and their bookkeeping, kPairwiseCellBytes a cell (8 for
// the score, the rest for the pair each cell names, its score and its
// mirror), and each sentence prepared and tokenized (kPairwiseTextFactor
// times its bytes and kPairwiseSentenceBytes more). The alignment of each
// pair is bounded on its own (the aligner's memory limit, per thread).
inline constexpr double kPairwiseCellBytes = 40;
inline constexpr double kPairwiseTextFactor = 4;
inline constexpr double kPairwiseSentenceBytes = 128;
double pairwise_memory(std::span<const PairwiseItem> items);

// The most a pairwise call may hold (pairwise_memory) when the memory limit
// is the default (Config::memory_limit 0); a limit given (-mem,
// memory_limit=) bounds the call as it bounds one alignment.
inline constexpr std::size_t kDefaultPairwiseLimit = std::size_t{4} << 30;
std::size_t pairwise_limit(std::size_t memory_limit);

// Throws LimitExceeded where pairwise_memory(items) is over
// pairwise_limit(memory_limit): "pairwise: 30000 x 30000 scores need about
// 34333 MB, over the memory limit of 4096 MB (-mem, memory_limit=)" (what:
// the call's name).
void check_pairwise_memory(std::span<const PairwiseItem> items, std::size_t memory_limit, const std::string& what);

// One matrix per item, after check_pairwise_memory. threads: 0 for every CPU this process may use (the
// scores do not depend on it). A set `cancel` stops the work (Cancelled).
std::vector<ScoreMatrix> pairwise_scores(const Scorer& scorer, std::span<const PairwiseItem> items, unsigned threads,
                                         const std::atomic<bool>* cancel = nullptr);

}  // namespace meteor
