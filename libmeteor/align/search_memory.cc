// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/search_memory.hh"

#include <algorithm>

namespace meteor {
namespace {
// The large-input search's peak per word of the pair, and per word and path
// of the beam (fitted to measured peaks: docs/reliability.md).
// Measured at beam 40 (release build, peak RSS less the interpreter's): 1.0
// kB per word on 100,000 x 100,000 words of news text (exact), 1.2 kB with
// stem and synonym, 0.8 kB for a repeated sentence, less for words seen
// once (reliability-stdio-load's 150,000 x 150,000 new words: under 100 MB
// in all); the figure is 1.5 kB.
constexpr double kLargeSearchPerWord = 320;
constexpr double kLargeSearchPerBeamWord = 30;
}  // namespace

double beam_search_bytes(const Stage& stage, int beam_size) {
  std::size_t most = 0, all = 0;
  for (std::size_t j = 0; j < stage.n_ref(); ++j) {
    most = std::max(most, stage.matches[j].size());
    all += stage.matches[j].size();
  }
  return beam_search_bytes(stage.n_test(), stage.n_ref(), most, all, beam_size);
}

double beam_search_bytes(std::size_t n_test, std::size_t n_ref, std::size_t most, std::size_t all, int beam_size) {
  const double beam = static_cast<double>(std::max(beam_size, 1));
  // A record: a header of 5 words and a bitset of the test words (beam_search.cc).
  const double record = 8.0 * (5.0 + static_cast<double>((n_test + 63) / 64));
  const double records = 2 * (beam + 1) * (static_cast<double>(most) + 1) + 8;
  // The flattened candidates and their keys; buffers grow by doubling
  // (twice the records, at worst). Measured: 96 MB for 3,600 x 6 words
  // with 1,200 candidates at a word (estimate 107 MB).
  const double per_candidate = 96.0;
  // The trail: a node of 8 bytes for each path that survives a cut, at most
  // beam per word, doubled for growth. Measured with it: 301 MB peak on
  // 2,000 x 2,000 words of ten tokens with a dense paraphrase table
  // (1.73 M candidates, 2,223 at one word; estimate 294 MB).
  const double trail = 16.0 * beam * (static_cast<double>(n_ref) + 2);
  return 2 * records * (record + 48.0) + static_cast<double>(all) * per_candidate + trail;
}

double large_search_bytes(std::size_t n_test, std::size_t n_ref, int beam_size) {
  const double beam = static_cast<double>(std::max(beam_size, 1));
  const double words = static_cast<double>(n_test + n_ref);
  return kLargeSearchPerWord * words + kLargeSearchPerBeamWord * beam * words;
}

}  // namespace meteor
