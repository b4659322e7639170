// How the beam search ranks partial alignments: the one choice every search
// (beam_search, large_search, survivor_search) and the aligner share.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

namespace meteor {

enum class PathOrder {
  // More weighted matches, then fewer chunks, then less distance (scoring,
  // matcher -t maxcov).
  kCoverage,
  // More weighted matches, then more matches of any kind, then fewer chunks,
  // then less distance (matcher -t maxacc).
  kAccuracy,
};

}  // namespace meteor
