// The survivor search (survivor_search.hh; why it makes Meteor's paths:
// docs/alignment.md, "The survivor search").
//
// A path is its 64-bit key (search::Key64's layout: 4095 - total, chunks,
// distance, creation index) plus, once it survives a cut, a record: the test
// words it uses, where its last match ends, the tip of its trail. With
// one-word candidates every path at reference word j stands at j, so a path
// needs nothing else. At a word with candidates the keys of all the paths
// Meteor creates there are made from their parents' keys (survivor_keys.hh's
// kernel), the best `beam` selected (cut.hh's), each the table of the CPU
// level in force (util/cpu.hh, picked once), and records
// built for those alone; at a fixed match or a word without candidates
// every path goes on alone, so keys and records are updated in place.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/survivor_search.hh"

#include <algorithm>
#include <cmath>
#include <cstdlib>

#include "align/cut.hh"
#include "align/survivor_keys.hh"
#include "util/cpu.hh"

namespace meteor {

namespace survivor {

const Kernels& kernels(cpu::Level level) { return cpu::pick(METEOR_LEVEL_TABLES(kernels), level); }

}  // namespace survivor

namespace {

using survivor::Cand;
using survivor::kChunkShift;
using survivor::kDistanceShift;
using survivor::kSeqMask;
using survivor::kTotalShift;
constexpr long long kMaxTotal = 4095, kMaxChunks = 4095, kMaxDistance = (1 << 20) - 1, kMaxSeq = (1 << 20) - 1;
constexpr int kMaxTest = 256, kMaxBeam = 4096;

struct TrailNode {
  int parent;
  int match;  // candidate id
};

// A path's parent is its creation index r x width + k (survivor_keys.hh,
// below 2^20: see prepare) divided by width, found by a multiplication: for
// n, d <= 2^20 and m = ceil(2^40 / d), (n x m) >> 40 is n / d rounded down.
constexpr int kReciprocalShift = 40;
inline std::uint64_t reciprocal(std::uint64_t d) { return ((std::uint64_t{1} << kReciprocalShift) + d - 1) / d; }

// Java's (int)(total + length x weight) is total + floor(length x weight)
// for int totals >= 0 when the weight is a multiple of 1/2 in [0, 1024]
// (the sum is exact in double); other weights take beam_search.cc's search.
inline bool halves(double w) { return w >= 0 && w <= 1024 && std::floor(w * 2) == w * 2; }

}  // namespace

struct SurvivorScratch::Impl {
  // Candidates, flattened by reference word (id = offset[j] + k).
  std::vector<std::uint32_t> offset;
  std::vector<Cand> cand;
  std::vector<const Match*> match;
  std::vector<int> fixed;             // per reference word: the fixed candidate, -1 for none
  std::vector<char> fixed_reference;
  std::vector<std::uint64_t> start_used;
  // The ranked paths of the current step: keys (creation index included).
  std::vector<std::uint64_t> keys, created;
  // For the trace: the creation indexes (r x width + k) of the last word
  // with candidates, in order, and whether the keys carry them.
  std::vector<std::uint32_t> order;
  bool encoded = false;
  // Records, in rank order, double-buffered: last match end (-1: not in a
  // chunk), trail tip, used test words (`words` 64-bit words each).
  std::vector<int> last[2], tip[2];
  std::vector<std::uint64_t> used[2];
  std::vector<TrailNode> trail;
};

SurvivorScratch::SurvivorScratch() : impl_(std::make_unique<Impl>()) {}
SurvivorScratch::~SurvivorScratch() = default;

namespace {

// Checks the bounds of survivor_search_applies while it flattens the
// candidates (false as soon as one fails), then fixes the definite matches.
bool prepare(const Stage& stage, const std::vector<double>& weights, int beam_size, PathOrder order,
             SurvivorScratch::Impl& S, std::size_t words) {
  if (order != PathOrder::kCoverage || beam_size < 1 || beam_size > kMaxBeam) return false;
  const std::size_t n_test = stage.n_test(), n_ref = stage.n_ref();
  // A path's chunks are at most the matches it took, at most one per word.
  if (n_test > static_cast<std::size_t>(kMaxTest) || n_ref > static_cast<std::size_t>(kMaxChunks)) return false;
  // The search weight's gain per module (-1: not a multiple of 1/2 in [0, 1024]).
  long long module_gain[8];
  const std::size_t n_modules = std::min<std::size_t>(weights.size(), 8);
  for (std::size_t m = 0; m < n_modules; ++m)
    module_gain[m] = halves(weights[m]) ? 2 * static_cast<long long>(std::floor(weights[m])) : -1;
  long long total = 0, distance = 0;
  std::size_t most = 0;
  S.offset.resize(n_ref + 1);
  S.cand.clear();
  S.match.clear();
  for (std::size_t j = 0; j < n_ref; ++j) {
    S.offset[j] = static_cast<std::uint32_t>(S.cand.size());
    long long best_gain = 0;
    for (const Match& m : stage.matches[j]) {
      const auto module = static_cast<std::size_t>(m.module);
      if (m.test_length != 1 || m.reference_length != 1 || module >= n_modules || module_gain[module] < 0) return false;
      const long long gain = module_gain[module];
      const int d = std::abs(m.reference_start - m.test_start);
      best_gain = std::max(best_gain, gain);
      distance += d;
      S.cand.push_back(Cand{static_cast<std::uint64_t>(gain) << kTotalShift,
                            static_cast<std::uint64_t>(d) << kDistanceShift, m.test_start, 0});
      S.match.push_back(&m);
    }
    total += best_gain;
    most = std::max(most, stage.matches[j].size());
  }
  // A path takes at most one match per word and pays each candidate's
  // distance at most once; a ranked list holds at most beam x (candidates
  // at the word + 1) paths.
  if (total > kMaxTotal || distance > kMaxDistance ||
      static_cast<long long>(beam_size) * static_cast<long long>(most + 1) > kMaxSeq + 1)
    return false;
  S.offset[n_ref] = static_cast<std::uint32_t>(S.cand.size());
  S.fixed.assign(n_ref, -1);
  S.fixed_reference.assign(n_ref, 0);
  S.start_used.assign(words, 0);
  search::fix_definite_matches(
      n_ref, stage.test_coverage, stage.reference_coverage, S.fixed_reference,
      [&](std::size_t j) { return stage.matches[j].size() == 1 ? &stage.matches[j][0] : nullptr; },
      [&](int i) { S.start_used[static_cast<std::size_t>(i) >> 6] |= std::uint64_t{1} << (i & 63); },
      [&](std::size_t j, const Match&) { S.fixed[j] = static_cast<int>(S.offset[j]); });
  return true;
}

// A key's fields, its creation index as the place in the ranked list
// (order: the indexes r x width + k of the paths created, when the key
// carries one).
SearchTrace::Path decode(std::uint64_t key, const std::vector<std::uint32_t>* order) {
  auto seq = static_cast<std::uint32_t>(key & kSeqMask);
  if (order != nullptr)
    seq = static_cast<std::uint32_t>(std::lower_bound(order->begin(), order->end(), seq) - order->begin());
  return {kMaxTotal - static_cast<long long>(key >> kTotalShift), static_cast<int>((key >> kChunkShift) & 0xFFF),
          static_cast<int>((key >> kDistanceShift) & kSeqMask), seq};
}

// keys[kept], when given, is the best path the cut dropped.
void record(SearchTrace* trace, const SurvivorScratch::Impl& S, std::size_t ranked, const std::uint64_t* keys,
            std::size_t kept, bool dropped) {
  if (trace == nullptr) return;
  const std::vector<std::uint32_t>* order = S.encoded ? &S.order : nullptr;
  SearchTrace::Step step;
  step.ranked = ranked;
  for (std::size_t r = 0; r < kept; ++r) step.kept.push_back(decode(keys[r], order));
  if (dropped) step.first_dropped.push_back(decode(keys[kept], order));
  trace->steps.push_back(std::move(step));
}

// Puts the paths of a step where every path went on alone back in rank
// order, keys and records (their keys carry their previous ranks as creation
// index; most of the time the order did not change).
template <std::size_t kWords>
void rerank(SurvivorScratch::Impl& S, int& cur, const cut::Kernels& cuts) {
  auto& keys = S.keys;
  if (std::is_sorted(keys.begin(), keys.end())) return;
  cuts.sort_keys(keys.data(), keys.size());
  const std::size_t n = keys.size();
  const int nxt = 1 - cur;
  S.last[nxt].resize(n);
  S.tip[nxt].resize(n);
  S.used[nxt].resize(n * kWords);
  for (std::size_t s = 0; s < n; ++s) {
    const std::size_t from = keys[s] & kSeqMask;
    S.last[nxt][s] = S.last[cur][from];
    S.tip[nxt][s] = S.tip[cur][from];
    for (std::size_t w = 0; w < kWords; ++w) S.used[nxt][s * kWords + w] = S.used[cur][from * kWords + w];
  }
  cur = nxt;
}

// The records of the cut's survivors, the best `kept` of `created` (children
// of the paths in buffer `cur`, `width` per parent: one per candidate from
// `begin`, then the parent going on), into the other buffer, which becomes
// `cur`. A child that took a candidate gets a trail node.
template <std::size_t kWords>
void keep_survivors(SurvivorScratch::Impl& S, int& cur, std::size_t kept, std::uint32_t begin, std::size_t width,
                    const std::uint64_t* used) {
  const std::vector<std::uint64_t>& created = S.created;
  auto& keys = S.keys;
  const auto children = static_cast<std::uint32_t>(width - 1);
  const int nxt = 1 - cur;
  S.last[nxt].resize(kept);
  S.tip[nxt].resize(kept);
  S.used[nxt].resize(kept * kWords);
  std::uint64_t* const to_used = S.used[nxt].data();
  int* const to_last = S.last[nxt].data();
  int* const to_tip = S.tip[nxt].data();
  const int* const from_tip = S.tip[cur].data();
  keys.resize(kept);
  std::uint64_t* const kept_keys = keys.data();
  const Cand* const all = S.cand.data();
  // At most one trail node per survivor, written through a pointer.
  const std::size_t trail_before = S.trail.size();
  S.trail.resize(trail_before + kept);
  TrailNode* const trail = S.trail.data() + trail_before;
  std::size_t nodes = 0;
  const std::uint64_t by_width = reciprocal(width);
  for (std::size_t s = 0; s < kept; ++s) {
    const std::uint64_t key = created[s];
    const std::uint64_t seq = key & kSeqMask;
    const std::uint64_t p = (seq * by_width) >> kReciprocalShift;
    const auto k = static_cast<std::uint32_t>(seq - p * width);
    std::uint64_t* u = to_used + s * kWords;
    for (std::size_t w = 0; w < kWords; ++w) u[w] = used[p * kWords + w];
    if (k != children) {
      const std::uint32_t id = begin + k;
      const int t = all[id].test;
      u[static_cast<unsigned>(t) >> 6] |= std::uint64_t{1} << (t & 63);
      to_last[s] = t + 1;
      to_tip[s] = static_cast<int>(trail_before + nodes);
      trail[nodes++] = TrailNode{from_tip[p], static_cast<int>(id)};
    } else {
      to_last[s] = -1;
      to_tip[s] = from_tip[p];
    }
    kept_keys[s] = key;
  }
  S.trail.resize(trail_before + nodes);
  cur = nxt;
}

// The search proper, for records of kWords 64-bit words of test bits.
// Returns the record of the best path (in buffer `cur`).
template <std::size_t kWords>
std::uint32_t run(SurvivorScratch::Impl& S, std::size_t n_ref, std::size_t beam, SearchTrace* trace, int& cur) {
  static const cut::Kernels& cuts = cut::kernels(cpu::level());
  static const survivor::MakeChildren make_children =
      survivor::kernels(cpu::level()).children[survivor::words_slot(kWords)];
  auto& keys = S.keys;
  auto& created = S.created;
  cur = 0;
  S.encoded = false;
  // The empty path: total 0, no chunk, no distance, creation index 0.
  keys.assign(1, static_cast<std::uint64_t>(kMaxTotal) << kTotalShift);
  S.last[0].assign(1, -1);
  S.tip[0].assign(1, -1);
  S.used[0].assign(S.start_used.begin(), S.start_used.begin() + kWords);
  S.trail.clear();
  std::size_t listed = 1;  // the paths that were ranked, before the cut (for the trace)
  std::vector<std::uint64_t> dropped_keys;  // for the trace: the kept keys and the best dropped one

  for (std::size_t j = 0; j < n_ref; ++j) {
    const std::size_t ranks = keys.size();  // all kept: the cut was made when they were created
    if (trace != nullptr) {
      if (listed > ranks) record(trace, S, listed, dropped_keys.data(), ranks, true);
      else record(trace, S, listed, keys.data(), ranks, false);
      S.encoded = false;
    }
    listed = ranks;
    int* last = S.last[cur].data();
    if (const int f = S.fixed[j]; f != -1) {
      // Every path takes the fixed match and pays its distance.
      const Cand& c = S.cand[static_cast<std::size_t>(f)];
      const std::uint64_t delta = c.pay - c.gain;
      const int t = c.test;
      for (std::size_t r = 0; r < ranks; ++r) {
        int& l = last[r];
        keys[r] = (keys[r] & ~kSeqMask) + delta + (static_cast<std::uint64_t>(l >= 0 && l != t) << kChunkShift) + r;
        l = t + 1;
      }
      rerank<kWords>(S, cur, cuts);
      continue;
    }
    const std::uint32_t begin = S.offset[j], end = S.offset[j + 1];
    if (begin == end) {
      // No candidate: every path skips the word, ending the chunk it is in.
      for (std::size_t r = 0; r < ranks; ++r) {
        int& l = last[r];
        keys[r] = (keys[r] & ~kSeqMask) + (static_cast<std::uint64_t>(l >= 0) << kChunkShift) + r;
        l = -1;
      }
      rerank<kWords>(S, cur, cuts);
      continue;
    }
    // Each path makes a child per candidate whose test word it has not used
    // (the child sees the distance its parent paid for the earlier ones),
    // then goes on itself, having paid them all.
    const std::uint64_t* used = S.used[cur].data();
    const std::size_t width = end - begin + 1;
    if (created.size() < ranks * width + 8) created.resize(ranks * width + 8);
    const auto children = static_cast<std::uint32_t>(width - 1);
    const auto n = static_cast<std::size_t>(
        make_children(keys.data(), last, used, ranks, S.cand.data() + begin, children, created.data()) -
        created.data());
    // The cut: the best `beam` keys, in order (keys are distinct, so this is
    // Java's stable sort).
    const std::size_t kept = std::min(beam, n);
    listed = n;
    if (trace != nullptr) {
      S.order.resize(n);
      for (std::size_t i = 0; i < n; ++i) S.order[i] = static_cast<std::uint32_t>(created[i] & kSeqMask);
      std::sort(S.order.begin(), S.order.end());
      S.encoded = true;
    }
    if (kept < n)
      cuts.select_smallest(created.data(), n, kept);
    else
      cuts.sort_keys(created.data(), n);
    if (trace != nullptr && kept < n)
      dropped_keys.assign(created.begin(), created.begin() + static_cast<std::ptrdiff_t>(kept) + 1);
    keep_survivors<kWords>(S, cur, kept, begin, width, used);
  }
  // The end: every path closes the chunk it is in; the best one wins.
  const std::size_t ranks = keys.size();
  if (trace != nullptr) {
    if (listed > ranks) record(trace, S, listed, dropped_keys.data(), ranks, true);
    else record(trace, S, listed, keys.data(), ranks, false);
    S.encoded = false;
  }
  const int* last = S.last[cur].data();
  std::size_t best = 0;
  std::uint64_t best_key = ~std::uint64_t{0};
  for (std::size_t r = 0; r < ranks; ++r) {
    const std::uint64_t key =
        (keys[r] & ~kSeqMask) + (static_cast<std::uint64_t>(last[r] >= 0) << kChunkShift) + r;
    if (key < best_key) {
      best_key = key;
      best = r;
    }
  }
  record(trace, S, ranks, &best_key, 1, false);
  return static_cast<std::uint32_t>(best);
}

}  // namespace

bool survivor_search_applies(const Stage& stage, const std::vector<double>& weights, int beam_size, PathOrder order) {
  SurvivorScratch scratch;
  return prepare(stage, weights, beam_size, order, *scratch.impl_, 4);
}

bool survivor_search(const Stage& stage, const std::vector<double>& weights, int beam_size, PathOrder order,
                     SurvivorScratch& scratch, SearchResult& result, SearchTrace* trace) {
  SurvivorScratch::Impl& S = *scratch.impl_;
  const std::size_t n_ref = stage.n_ref();
  const std::size_t words = std::max<std::size_t>((stage.n_test() + 63) / 64, 1);
  if (!prepare(stage, weights, beam_size, order, S, words == 3 ? 4 : words)) return false;
  const auto beam = static_cast<std::size_t>(beam_size);
  int cur = 0;
  std::uint32_t best = 0;
  switch (words) {
    case 1:
      best = run<1>(S, n_ref, beam, trace, cur);
      break;
    case 2:
      best = run<2>(S, n_ref, beam, trace, cur);
      break;
    default:
      best = run<4>(S, n_ref, beam, trace, cur);
      break;
  }
  // The fixed matches, then those on the best path's trail.
  result.assign(n_ref, std::nullopt);
  for (std::size_t j = 0; j < n_ref; ++j)
    if (S.fixed[j] != -1) result[j] = *S.match[static_cast<std::size_t>(S.fixed[j])];
  for (int t = S.tip[cur][best]; t != -1; t = S.trail[static_cast<std::size_t>(t)].parent) {
    const Match& m = *S.match[static_cast<std::size_t>(S.trail[static_cast<std::size_t>(t)].match)];
    result[static_cast<std::size_t>(m.reference_start)] = m;
  }
  return true;
}

}  // namespace meteor
