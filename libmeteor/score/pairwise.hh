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

// One matrix per item. threads: 0 for every CPU this process may use (the
// scores do not depend on it). A set `cancel` stops the work (Cancelled).
std::vector<ScoreMatrix> pairwise_scores(const Scorer& scorer, std::span<const PairwiseItem> items, unsigned threads,
                                         const std::atomic<bool>* cancel = nullptr);

}  // namespace meteor
