// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/pairwise.hh"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>
#include <string_view>
#include <unordered_map>
#include <utility>

#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/parallel.hh"
#include "util/threads.hh"

namespace meteor {

namespace {
constexpr std::uint32_t kSkipped = std::numeric_limits<std::uint32_t>::max();
}

double pairwise_memory(std::span<const PairwiseItem> items) {
  double bytes = 0;
  for (const PairwiseItem& item : items) {
    bytes += kPairwiseCellBytes * static_cast<double>(item.hypotheses.size()) *
             static_cast<double>(item.references.size());
    for (const auto* side : {&item.hypotheses, &item.references})
      for (const std::string& s : *side)
        bytes += kPairwiseTextFactor * static_cast<double>(s.size()) + kPairwiseSentenceBytes;
  }
  return bytes;
}

std::size_t pairwise_limit(std::size_t memory_limit) {
  return memory_limit != 0 ? memory_limit : kDefaultPairwiseLimit;
}

void check_pairwise_memory(std::span<const PairwiseItem> items, std::size_t memory_limit, const std::string& what) {
  const double need = pairwise_memory(items);
  const double limit = static_cast<double>(pairwise_limit(memory_limit));
  if (need <= limit) return;
  auto mb = [](double bytes) { return std::to_string(static_cast<long long>(std::ceil(bytes / (1 << 20)))); };
  std::string size;
  if (items.size() == 1) {
    size = std::to_string(items[0].hypotheses.size()) + " x " + std::to_string(items[0].references.size()) +
           " scores need";
  } else {
    double cells = 0;
    for (const PairwiseItem& item : items)
      cells += static_cast<double>(item.hypotheses.size()) * static_cast<double>(item.references.size());
    size = std::to_string(items.size()) + " matrices of " + std::to_string(static_cast<long long>(cells)) +
           " scores in all need";
  }
  throw LimitExceeded(what + ": " + size + " about " + mb(need) + " MB, over the memory limit of " + mb(limit) +
                      " MB (-mem, memory_limit=)");
}

std::vector<ScoreMatrix> pairwise_scores(const Scorer& scorer, std::span<const PairwiseItem> items, unsigned threads,
                                         const std::atomic<bool>* cancel) {
  check_pairwise_memory(items, scorer.config().memory_limit, "pairwise");
  const unsigned n_threads = resolve_threads(threads);
  // Every distinct sentence of the call, hypotheses and references alike.
  std::unordered_map<std::string_view, std::uint32_t> sentence_ids;
  std::vector<std::string_view> sentences;
  std::size_t seen = 0;
  auto intern = [&](const std::string& s) {
    if ((++seen & 4095) == 0 && cancelled(cancel)) throw Cancelled();
    const auto [it, added] = sentence_ids.try_emplace(s, static_cast<std::uint32_t>(sentences.size()));
    if (added) {
      if (sentences.size() == kSkipped) throw LimitExceeded("pairwise: too many distinct sentences");
      sentences.push_back(s);
    }
    return it->second;
  };
  std::vector<std::vector<std::uint32_t>> hyp_ids(items.size()), ref_ids(items.size());
  for (std::size_t k = 0; k < items.size(); ++k) {
    for (const std::string& h : items[k].hypotheses) hyp_ids[k].push_back(intern(h));
    for (const std::string& r : items[k].references) ref_ids[k].push_back(intern(r));
  }

  // Each prepared and tokenized once.
  std::vector<std::vector<std::string>> words(sentences.size());
  parallel_ordered<std::vector<std::string>>(
      sentences.size(), n_threads, [&](std::size_t i) { return tokenize(scorer.prepare(sentences[i])); },
      [&](std::size_t i, std::vector<std::string>&& w) { words[i] = std::move(w); }, cancel);

  // Every distinct (hypothesis, reference) pair, once; each cell names its
  // pair. A pair can come twice only where its hypothesis fills two
  // hypothesis places of the call or its reference two reference places:
  // only those cells are looked up (none, for MBR over distinct candidates).
  std::vector<std::uint8_t> hyp_repeats(sentences.size(), 0), ref_repeats(sentences.size(), 0);
  for (std::size_t k = 0; k < items.size(); ++k) {
    for (std::uint32_t h : hyp_ids[k]) hyp_repeats[h] = static_cast<std::uint8_t>(std::min(hyp_repeats[h] + 1, 2));
    for (std::uint32_t r : ref_ids[k]) ref_repeats[r] = static_cast<std::uint8_t>(std::min(ref_repeats[r] + 1, 2));
  }
  std::unordered_map<std::uint64_t, std::uint32_t> pair_ids;
  std::vector<std::uint64_t> pairs;
  std::vector<std::vector<std::uint32_t>> cells(items.size());
  for (std::size_t k = 0; k < items.size(); ++k) {
    const std::size_t rows = hyp_ids[k].size(), cols = ref_ids[k].size();
    cells[k].resize(rows * cols, kSkipped);
    for (std::size_t i = 0; i < rows; ++i) {
      if ((i & 63) == 0 && cancelled(cancel)) throw Cancelled();
      const std::uint32_t h = hyp_ids[k][i];
      for (std::size_t j = 0; j < cols; ++j) {
        if (items[k].skip_diagonal && i == j) continue;
        const std::uint32_t r = ref_ids[k][j];
        const std::uint64_t key = (std::uint64_t{h} << 32) | r;
        if (pairs.size() == kSkipped - 1) throw LimitExceeded("pairwise: too many distinct pairs in one call");
        std::uint32_t id = static_cast<std::uint32_t>(pairs.size());
        if (hyp_repeats[h] > 1 || ref_repeats[r] > 1) {
          const auto [it, added] = pair_ids.try_emplace(key, id);
          id = it->second;
          if (!added) {
            cells[k][i * cols + j] = id;
            continue;
          }
        }
        pairs.push_back(key);
        cells[k][i * cols + j] = id;
      }
    }
  }
  pair_ids = {};

  // A pair and its mirror (hypothesis and reference swapped) share their
  // candidate matches: each such couple is one unit of work. Mirrors are
  // looked for where they come by construction, in an item whose
  // hypotheses are its references (MBR): cells (i, j) and (j, i).
  std::vector<std::uint32_t> mirror(pairs.size(), kSkipped);
  for (std::size_t k = 0; k < items.size(); ++k) {
    if (hyp_ids[k] != ref_ids[k]) continue;
    const std::size_t n = hyp_ids[k].size();
    for (std::size_t i = 0; i < n; ++i) {
      if ((i & 63) == 0 && cancelled(cancel)) throw Cancelled();
      for (std::size_t j = i + 1; j < n; ++j) {
        const std::uint32_t p = cells[k][i * n + j], q = cells[k][j * n + i];
        if (p == kSkipped || q == kSkipped || p == q || mirror[p] != kSkipped || mirror[q] != kSkipped) continue;
        mirror[p] = q;
        mirror[q] = p;
      }
    }
  }
  std::vector<std::uint32_t> units;  // each pair alone, or the first of a couple
  for (std::size_t p = 0; p < pairs.size(); ++p)
    if (mirror[p] == kSkipped || mirror[p] > p) units.push_back(static_cast<std::uint32_t>(p));

  std::vector<double> scores(pairs.size());
  using Scores = std::pair<double, double>;
  parallel_ordered<Scores>(
      units.size(), n_threads,
      [&](std::size_t u) -> Scores {
        const std::uint64_t key = pairs[units[u]];
        const std::vector<std::string>&h = words[key >> 32], &r = words[key & 0xFFFFFFFFu];
        if (mirror[units[u]] == kSkipped) return {scorer.segment_words(h, r).score, 0.0};
        const auto [forward, backward] = scorer.segment_words_both_ways(h, r);
        return {forward.score, backward.score};
      },
      [&](std::size_t u, Scores&& s) {
        scores[units[u]] = s.first;
        if (mirror[units[u]] != kSkipped) scores[mirror[units[u]]] = s.second;
      },
      cancel);

  std::vector<ScoreMatrix> out(items.size());
  for (std::size_t k = 0; k < items.size(); ++k) {
    ScoreMatrix& m = out[k];
    m.rows = hyp_ids[k].size();
    m.cols = ref_ids[k].size();
    m.values.resize(cells[k].size());
    for (std::size_t c = 0; c < cells[k].size(); ++c)
      m.values[c] = cells[k][c] == kSkipped ? std::numeric_limits<double>::quiet_NaN() : scores[cells[k][c]];
  }
  return out;
}

}  // namespace meteor
