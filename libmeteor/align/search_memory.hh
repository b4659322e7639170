// What the alignment search of a sentence pair will hold, estimated before it
// runs: the aligner (aligner.cc) sends a pair whose ordinary search would
// grow too large to the large-input search (the same choices), and refuses
// one that even that cannot align within its memory limit.
//
// The ordinary search (beam_search.hh) keeps, at each reference word, every
// path of the beam and every child they make: up to 2 (beam + 1)
// (candidates + 1) records, each a header and a bitset of the test words.
// With a few thousand candidate matches at one reference word (a word
// repeated through a long line: "the cat sat on the mat " * 10000) that is
// gigabytes, though the product of the lengths is small. The large-input
// search (large_search.hh) holds memory linear in the lengths; its figure is
// an upper bound fitted to measured peaks (docs/reliability.md).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>

#include "align/stage.hh"

namespace meteor {

// Bytes the ordinary search will hold for this stage's candidates.
double beam_search_bytes(const Stage& stage, int beam_size);
// The same for `all` candidates, `most` of them at one reference word, on
// n_test x n_ref words (it grows with each: a stage that only gains
// candidates never needs less).
double beam_search_bytes(std::size_t n_test, std::size_t n_ref, std::size_t most, std::size_t all, int beam_size);

// Bytes the large-input search may hold for a pair of these lengths.
double large_search_bytes(std::size_t n_test, std::size_t n_ref, int beam_size);

}  // namespace meteor
