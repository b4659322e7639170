// Meteor's beam search over the candidates of a stage (docs/alignment.md):
// beam_search() flattens the candidates, fixes the definite matches, runs
// the search with the smallest key encoding that fits, and reads the best
// path back. The records, keys and pool below only make the same steps
// cheap; the steps themselves are Search's member functions.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/beam_search.hh"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <utility>

#include "util/error.hh"

namespace meteor {
namespace {

// A partial alignment is a fixed-size record: search totals, the tip of its
// trail of chosen matches, and bitsets of the words it uses. Records are
// copied when a path branches, so they stay small; the matches a path chose
// are a linked trail shared with its ancestors. A child's match joins the
// trail only when the child survives a cut (`pending` until then): most
// children never do, and a trail node for every child made grew with
// reference length x beam x candidates per word (276 MB, 814 MB peak, on
// 2,000 x 2,000 words with a dense paraphrase table).
struct Header {
  int test_matches, reference_matches;        // weighted, truncated to int at every step (Java's int += double)
  int test_unweighted, reference_unweighted;  // unweighted
  int chunks;
  int idx;  // next reference word this path has not passed
  int last_match_end;
  int distance;
  int trail;    // last trail node, -1 for none
  int pending;  // the candidate taken last, not yet on the trail (-1: none)
};
static_assert(sizeof(Header) % sizeof(std::uint64_t) == 0);
constexpr std::size_t kHeaderWords = sizeof(Header) / sizeof(std::uint64_t);

struct TrailNode {
  int parent;
  int match;
};

class PathPool {
 public:
  void reset(std::size_t n_test) {
    test_set_words_ = std::max<std::size_t>((n_test + 63) / 64, 1);
    stride_ = kHeaderWords + test_set_words_;
    count_ = 0;
    free_.clear();
  }

  std::uint32_t alloc() {
    if (!free_.empty()) {
      std::uint32_t p = free_.back();
      free_.pop_back();
      return p;
    }
    std::uint32_t p = count_++;
    std::size_t need = static_cast<std::size_t>(count_) * stride_;
    if (need > data_.size()) data_.resize(std::max(need, 2 * data_.size()));
    return p;
  }
  std::uint32_t clone(std::uint32_t src) {
    std::uint32_t dst = alloc();
    const std::uint64_t* from = base(src);
    std::uint64_t* to = base(dst);
    switch (stride_) {  // constant sizes compile to a few vector moves
      case kHeaderWords + 1:
        std::memcpy(to, from, (kHeaderWords + 1) * sizeof(std::uint64_t));
        break;
      case kHeaderWords + 2:
        std::memcpy(to, from, (kHeaderWords + 2) * sizeof(std::uint64_t));
        break;
      default:
        std::memcpy(to, from, stride_ * sizeof(std::uint64_t));
    }
    return dst;
  }
  void release(std::uint32_t p) { free_.push_back(p); }
  // Room for `records` records without reallocation (pointers stay valid).
  void reserve(std::size_t records) {
    if (data_.size() < records * stride_) data_.resize(records * stride_);
  }
  std::uint64_t* data() { return data_.data(); }
  std::size_t stride() const { return stride_; }

  Header& h(std::uint32_t p) { return *reinterpret_cast<Header*>(base(p)); }
  std::uint64_t* used_test(std::uint32_t p) { return base(p) + kHeaderWords; }
  std::size_t test_set_words() const { return test_set_words_; }

 private:
  std::uint64_t* base(std::uint32_t p) { return data_.data() + static_cast<std::size_t>(p) * stride_; }

  std::size_t test_set_words_ = 0, stride_ = 0;
  std::vector<std::uint64_t> data_;
  std::vector<std::uint32_t> free_;
  std::uint32_t count_ = 0;
};

inline bool test_bit(const std::uint64_t* bits, int i) { return (bits[i >> 6] >> (i & 63)) & 1u; }
inline void set_bit(std::uint64_t* bits, int i) { bits[i >> 6] |= std::uint64_t{1} << (i & 63); }

// Java int addition (wraps instead of overflowing).
inline int add_wrapping(int a, int b) {
  return static_cast<int>(static_cast<std::uint32_t>(a) + static_cast<std::uint32_t>(b));
}

// Path ranking (search_rules.hh): PathRank itself for the accuracy order,
// packed into 64 bits when the numbers are small (the common case), 128 bits
// otherwise, for the coverage order. PathRank as a type of this file's own:
// the sort functions made for it stay local and the compiler inlines them
// (with search::PathRankOf<int> itself the accuracy search took 3% more
// instructions).
using search::Key128;
using search::Key64;
struct PathRank : search::PathRankOf<int> {};

struct Cand;

}  // namespace

// A candidate match as the search reads it, contiguous in flat order.
namespace {
struct Cand {
  int reference_start, reference_length, test_start, test_length;
  int test_inc, reference_inc;  // weighted increments (-1: use the double sum)
  int distance;                 // |reference_start - test_start|
  int single;                   // one word on each side
  int blocked;                  // covers a reference word of a fixed match: never usable
};
}  // namespace

struct BeamScratch::Impl {
  PathPool pool;
  std::vector<Cand> cand;
  std::vector<TrailNode> trail;
  std::vector<const Match*> flat;
  std::vector<std::size_t> offset;
  std::vector<double> weight;
  std::vector<int> fixed;
  std::vector<char> fixed_reference;  // reference word covered by a fixed match
  std::vector<char> empty;  // no path can do anything at this word but pass it
  std::vector<Key64> k64[2];
  std::vector<Key128> k128[2];
  std::vector<PathRank> kacc[2];
  std::vector<std::uint32_t> paths, next, dropped, ordered;
  SurvivorScratch survivors;
  SearchTrace* trace = nullptr;

  std::vector<Key64>& keys(Key64*, int which) { return k64[which]; }
  std::vector<Key128>& keys(Key128*, int which) { return k128[which]; }
  std::vector<PathRank>& keys(PathRank*, int which) { return kacc[which]; }
};

BeamScratch::BeamScratch() : impl_(std::make_unique<Impl>()) {}
BeamScratch::~BeamScratch() = default;

namespace {

inline Key64 make_key(Key64*, const Header& h, std::uint32_t seq) {
  return search::pack64(h.test_matches + h.reference_matches, h.chunks, h.distance, seq);
}
inline Key128 make_key(Key128*, const Header& h, std::uint32_t seq) {
  return search::pack128(static_cast<long long>(h.test_matches) + h.reference_matches, h.chunks, h.distance, seq);
}
inline PathRank make_key(PathRank*, const Header& h, std::uint32_t seq) {
  return PathRank{search::path_rank(h, PathOrder::kAccuracy, seq)};
}
inline std::uint32_t seq_of(const Key64& k) { return k.seq(); }
inline std::uint32_t seq_of(const Key128& k) { return k.seq(); }
inline std::uint32_t seq_of(const PathRank& k) { return k.seq; }

// The ranking fields of a key, for SearchTrace.
inline SearchTrace::Path trace_path(const Key64& k) {
  return {4095 - static_cast<long long>(k.v >> 52), static_cast<int>((k.v >> 40) & 0xFFF),
          static_cast<int>((k.v >> 20) & 0xFFFFF), k.seq()};
}
inline SearchTrace::Path trace_path(const Key128& k) {
  const auto hi = static_cast<std::uint64_t>(k.v >> 64), lo = static_cast<std::uint64_t>(k.v);
  constexpr std::uint32_t kBias = 0x80000000u;
  return {static_cast<long long>(0xFFFFFFFFu - static_cast<std::uint32_t>(hi >> 32)) - kBias,
          static_cast<int>(static_cast<std::uint32_t>(hi) - kBias),
          static_cast<int>(static_cast<std::uint32_t>(lo >> 32) - kBias), k.seq()};
}
inline SearchTrace::Path trace_path(const PathRank& k) { return {k.total, k.chunks, k.distance, k.seq}; }
// keys[kept] is the best dropped path when the list is longer (rank puts it
// there) and `dropped` is asked.
template <class K>
void record(SearchTrace* trace, std::size_t ranked, const std::vector<K>& keys, std::size_t kept, bool dropped) {
  SearchTrace::Step step;
  step.ranked = ranked;
  for (std::size_t r = 0; r < kept; ++r) step.kept.push_back(trace_path(keys[r]));
  if (dropped && keys.size() > kept) step.first_dropped.push_back(trace_path(keys[kept]));
  trace->steps.push_back(std::move(step));
}

// One search over a prepared stage (see beam_search below): walks the
// reference word by word from the path `start` (which holds the fixed
// matches' test words) and returns the best path at the end. Paths are
// records in the pool, addressed by index; `paths` holds the current step's
// paths ranked, `next` the paths made for the next step. The steps are
// member functions of a Search made on run_search's stack and inlined into
// it (flatten), so that its references to the scratch stay in registers as
// a lambda's captures would.
//
// K is the ranking key's encoding. kWords > 0: records are one header and
// kWords words of test bits (at most 64 x kWords test words) and the pool
// was reserved for the whole search, so records are addressed with a
// constant stride from a pointer that does not move. kWords = 0: any size.
template <class K, std::size_t kWords>
class Search {
 public:
  Search(BeamScratch::Impl& scratch, std::size_t words, int beam_size)
      : S(scratch),
        pool(scratch.pool),
        fixed_data(kFixed ? pool.data() : nullptr),
        cand(scratch.cand.data()),
        n_ref(words),
        beam(beam_size > 0 ? static_cast<std::size_t>(beam_size) : 0),
        keys(scratch.keys(static_cast<K*>(nullptr), 0)),
        next_keys(scratch.keys(static_cast<K*>(nullptr), 1)) {}

  // Every reference word in turn: rank the paths, keep the beam, advance
  // each kept path; then the best path at the end.
  std::uint32_t run(std::uint32_t start) {
    auto& paths = S.paths;
    auto& next = S.next;
    next.clear();
    next_keys.clear();
    enqueue(start);
    for (std::size_t current = 0; current <= n_ref; ++current) {
      paths.swap(next);
      next.clear();
      S.dropped.clear();
      const std::size_t listed = paths.size();
      rank(std::max<std::size_t>(beam, 1));
      const std::size_t ranks = std::min(beam, paths.size());
      if (S.trace != nullptr) record(S.trace, listed, keys, ranks, true);
      for (std::size_t r = 0; r < ranks; ++r) commit(paths[r]);
      if (pass_unmatchable_run(current, ranks)) continue;
      for (std::size_t r = 0; r < ranks; ++r) advance(paths[r], current);
      release_losers(ranks);
    }
    paths.swap(next);
    const std::size_t listed = paths.size();
    rank(1);
    if (S.trace != nullptr) record(S.trace, listed, keys, 1, false);
    commit(paths[0]);
    return paths[0];
  }

 private:
  static constexpr bool kFixed = kWords > 0;
  static constexpr std::size_t kStride = kHeaderWords + kWords;

  // Records.
  Header& header(std::uint32_t p) {
    if constexpr (kFixed)
      return *reinterpret_cast<Header*>(fixed_data + static_cast<std::size_t>(p) * kStride);
    else
      return pool.h(p);
  }
  std::uint64_t* used_test(std::uint32_t p) {
    if constexpr (kFixed)
      return fixed_data + static_cast<std::size_t>(p) * kStride + kHeaderWords;
    else
      return pool.used_test(p);
  }
  std::uint32_t clone(std::uint32_t p) {
    if constexpr (kFixed) {
      std::uint32_t q = pool.alloc();
      std::memcpy(fixed_data + static_cast<std::size_t>(q) * kStride,
                  fixed_data + static_cast<std::size_t>(p) * kStride, kStride * sizeof(std::uint64_t));
      return q;
    } else {
      return pool.clone(p);
    }
  }

  // A path uses the reference words of fixed matches and those before its
  // idx; only its test words need a set.
  bool uses_test_words_of(std::uint32_t p, const Cand& m) {
    if (m.blocked) return true;
    const std::uint64_t* used = used_test(p);
    if (m.single) return test_bit(used, m.test_start);
    for (int k = 0; k < m.test_length; ++k)
      if (test_bit(used, m.test_start + k)) return true;
    return false;
  }
  // The path takes candidate `id`: totals (Java's int += double), chunks,
  // and where it stands.
  void extend(Header& h, std::size_t id) {
    const Cand& m = cand[id];
    if (m.test_inc >= 0) {
      h.test_matches += m.test_inc;
      h.reference_matches += m.reference_inc;
    } else {
      h.test_matches = search::add_truncating(h.test_matches, m.test_length, S.weight[id]);
      h.reference_matches = search::add_truncating(h.reference_matches, m.reference_length, S.weight[id]);
    }
    h.test_unweighted += m.test_length;
    h.reference_unweighted += m.reference_length;
    if (h.last_match_end != -1 && m.test_start != h.last_match_end) ++h.chunks;
    h.idx = m.reference_start + m.reference_length;
    h.last_match_end = m.test_start + m.test_length;
  }
  // Keys are made when a path joins the next list, its state for the step
  // being final then.
  __attribute__((always_inline)) void enqueue(std::uint32_t p) {
    next_keys.push_back(make_key(static_cast<K*>(nullptr), header(p), static_cast<std::uint32_t>(S.next.size())));
    S.next.push_back(p);
  }
  // Orders `paths` so that its first `want` entries are the best, in rank
  // order (the rest follow in no particular order): Java's stable sort by
  // the key, whose last field is the creation order.
  void rank(std::size_t want) {
    keys.swap(next_keys);
    next_keys.clear();
    // More than half the time the list arrives already in order.
    if (std::is_sorted(keys.begin(), keys.end())) return;
    want = std::min(want, keys.size());
    if (keys.size() <= 64) {
      // Small lists are nearly sorted: insertion sort.
      for (std::size_t a = 1; a < keys.size(); ++a) {
        K v = keys[a];
        std::size_t b = a;
        for (; b > 0 && v < keys[b - 1]; --b) keys[b] = keys[b - 1];
        keys[b] = v;
      }
    } else {
      auto mid = keys.begin() + static_cast<std::ptrdiff_t>(want);
      if (want < keys.size()) std::nth_element(keys.begin(), mid, keys.end());
      std::sort(keys.begin(), mid);
    }
    S.ordered.resize(S.paths.size());
    for (std::size_t s = 0; s < keys.size(); ++s) S.ordered[s] = S.paths[seq_of(keys[s])];
    S.paths.swap(S.ordered);
  }

  // The steps of one path at reference word `current`.
  void close_last_chunk(std::uint32_t p) {
    Header& h = header(p);
    if (h.last_match_end != -1) ++h.chunks;
    enqueue(p);
  }
  // A path still inside a match goes on; one that reaches a fixed match
  // takes it (and pays its distance); one that stands on a word of a fixed
  // match it cannot reach is dropped.
  void follow_match_or_fixed(std::uint32_t p, std::size_t current) {
    Header& h = header(p);
    if (static_cast<int>(current) < h.idx) {
      enqueue(p);
    } else if (int id = S.fixed[static_cast<std::size_t>(h.idx)]; id != -1) {
      extend(h, static_cast<std::size_t>(id));
      h.distance = add_wrapping(h.distance, cand[id].distance);
      enqueue(p);
    } else {
      S.dropped.push_back(p);
    }
  }
  // A child per candidate at `current` whose test words the path has not
  // used, in candidate order; the parent pays each child's distance.
  void branch(std::uint32_t p, std::size_t current) {
    for (std::size_t k = S.offset[current]; k < S.offset[current + 1]; ++k) {
      const Cand& m = cand[k];
      if (uses_test_words_of(p, m)) continue;
      const std::uint32_t q = clone(p);
      for (int t = 0; t < m.test_length; ++t) set_bit(used_test(q), m.test_start + t);
      Header& hq = header(q);
      hq.pending = static_cast<int>(k);
      extend(hq, k);
      header(p).distance = add_wrapping(header(p).distance, m.distance);
      enqueue(q);
    }
  }
  // The path passes the word unmatched: a chunk it was in ends.
  void skip_word(std::uint32_t p) {
    Header& h = header(p);
    if (h.last_match_end != -1) {
      ++h.chunks;
      h.last_match_end = -1;
    }
    ++h.idx;
    enqueue(p);
  }
  // At the end a path closes its last chunk; inside a match (or at a fixed
  // match) it goes on without choice; otherwise it branches into one child
  // per usable candidate and itself goes on by skipping the word.
  void advance(std::uint32_t p, std::size_t current) {
    if (current == n_ref) {
      close_last_chunk(p);
    } else if (S.fixed_reference[current] || static_cast<int>(current) < header(p).idx) {
      follow_match_or_fixed(p, current);
    } else {
      branch(p, current);
      skip_word(p);
    }
  }
  // A run of words nobody can match or has used: after the first, passing
  // them changes nothing but idx, and the ranking stays as it is. Passes the
  // whole run at once and moves `current` to its last word.
  bool pass_unmatchable_run(std::size_t& current, std::size_t ranks) {
    if (!(current > 0 && current < n_ref && S.empty[current] && S.empty[current - 1] && ranks == S.paths.size()))
      return false;
    std::size_t run = 1;
    while (current + run < n_ref && S.empty[current + run]) ++run;
    for (std::size_t r = 0; r < ranks; ++r) {
      header(S.paths[r]).idx += static_cast<int>(run);
      enqueue(S.paths[r]);
    }
    current += run - 1;
    if (S.trace != nullptr)  // the steps passed: the same paths, created in rank order
      for (std::size_t step = 1; step < run; ++step) record(S.trace, ranks, next_keys, ranks, false);
    return true;
  }
  // A path that survived a cut puts the match it took last on the trail.
  void commit(std::uint32_t p) {
    Header& h = header(p);
    if (h.pending == -1) return;
    S.trail.push_back(TrailNode{h.trail, h.pending});
    h.trail = static_cast<int>(S.trail.size()) - 1;
    h.pending = -1;
  }
  // Frees the paths that fell off the beam and the dropped ones. When no
  // path could go on, Meteor warns and goes on with the best one.
  void release_losers(std::size_t ranks) {
    std::int64_t requeued = -1;
    if (S.next.empty()) {
      std::fputs("Warning: unexpected conditions - skipping matches until possible to continue\n", stderr);
      enqueue(S.paths[0]);
      requeued = S.paths[0];
    }
    for (std::size_t r = ranks; r < S.paths.size(); ++r)
      if (S.paths[r] != requeued) pool.release(S.paths[r]);
    for (std::uint32_t p : S.dropped)
      if (p != requeued) pool.release(p);
  }

  BeamScratch::Impl& S;
  PathPool& pool;
  std::uint64_t* const fixed_data;
  const Cand* const cand;
  const std::size_t n_ref;
  const std::size_t beam;
  std::vector<K>& keys;
  std::vector<K>& next_keys;
};

template <class K, std::size_t kWords>
__attribute__((flatten)) std::uint32_t run_search(BeamScratch::Impl& S, std::size_t n_ref, std::uint32_t start, int beam_size) {
  return Search<K, kWords>(S, n_ref, beam_size).run(start);
}

// Flattens the stage's candidates (id = offset[j] + k, j the reference
// start) into the records the search reads. Java adds length x weight to an
// int total and truncates. With weights that are multiples of 1/2
// (Meteor's) the sum is exact in double, so the increment is
// floor(length x weight) whatever the total; other weights go through the
// double sum at every step (inc = -1). Returns what bounds the numbers of the
// search's keys (search_with_fitting_keys).
struct StageBounds {
  std::size_t most_candidates = 0;  // at one reference word
  double max_weight = 0;            // the largest |weight|
  bool negative_weight = false;     // a weight below 0 (or NaN): totals may be negative
  // The sum of every candidate's distance: a path pays each candidate's
  // distance at most once (its parent pays for every child it makes, so a
  // path's distance is not only that of the matches it took).
  double distance_sum = 0;
};
StageBounds flatten_candidates(const Stage& stage, const std::vector<double>& weights, BeamScratch::Impl& S) {
  const std::size_t n_ref = stage.n_ref();
  S.flat.clear();
  S.offset.assign(n_ref + 1, 0);
  StageBounds bounds;
  for (std::size_t j = 0; j < n_ref; ++j) {
    S.offset[j] = S.flat.size();
    for (const Match& m : stage.matches[j]) S.flat.push_back(&m);
    bounds.most_candidates = std::max(bounds.most_candidates, stage.matches[j].size());
  }
  S.offset[n_ref] = S.flat.size();
  S.weight.resize(S.flat.size());
  S.cand.resize(S.flat.size());
  for (std::size_t k = 0; k < S.flat.size(); ++k) {
    const Match& m = *S.flat[k];
    double w = weights[static_cast<std::size_t>(m.module)];
    S.weight[k] = w;
    bounds.max_weight = std::max(bounds.max_weight, std::fabs(w));
    bounds.negative_weight |= !(w >= 0);
    bounds.distance_sum += std::abs(m.reference_start - m.test_start);
    bool halves = w >= 0 && w <= 1024 && std::floor(w * 2) == w * 2;
    S.cand[k] = Cand{m.reference_start,
                     m.reference_length,
                     m.test_start,
                     m.test_length,
                     halves ? static_cast<int>(std::floor(m.test_length * w)) : -1,
                     halves ? static_cast<int>(std::floor(m.reference_length * w)) : -1,
                     std::abs(m.reference_start - m.test_start),
                     m.reference_length == 1 && m.test_length == 1,
                     0};
  }
  return bounds;
}

// The definite matches (search_rules.hh) are fixed: their test words go into
// the start path's set, their reference words block every candidate that
// covers them. Also marks the words no candidate covers (passed in runs by
// the search).
void fix_definite_matches(const Stage& stage, BeamScratch::Impl& S, std::uint32_t start) {
  const std::size_t n_ref = stage.n_ref();
  S.fixed.assign(n_ref, -1);
  S.fixed_reference.assign(n_ref, 0);
  search::fix_definite_matches(
      n_ref, stage.test_coverage, stage.reference_coverage, S.fixed_reference,
      [&](std::size_t j) { return stage.matches[j].size() == 1 ? &stage.matches[j][0] : nullptr; },
      [&](int i) { set_bit(S.pool.used_test(start), i); },
      [&](std::size_t j, const Match&) { S.fixed[j] = static_cast<int>(S.offset[j]); });
  S.empty.resize(n_ref);
  for (std::size_t j = 0; j < n_ref; ++j) S.empty[j] = stage.reference_coverage[j] == 0;
  for (Cand& c : S.cand)
    for (int t = 0; t < c.reference_length; ++t)
      c.blocked |= S.fixed_reference[static_cast<std::size_t>(c.reference_start + t)];
}

// Runs the search with the smallest key encoding that holds this stage's
// numbers (the order of paths is the same with each): 64-bit keys hold
// totals in [0, 4095], chunks below 4096, distances and list positions below
// 2^20; 128-bit keys hold any; the accuracy order has its own.
std::uint32_t search_with_fitting_keys(BeamScratch::Impl& S, std::size_t n_test, std::size_t n_ref, std::uint32_t start,
                                       int beam_size, PathOrder order, const StageBounds& b) {
  if (order == PathOrder::kAccuracy) return run_search<PathRank, 0>(S, n_ref, start, beam_size);
  const double beam = static_cast<double>(std::max(beam_size, 1));
  const double bound_total = static_cast<double>(n_test + n_ref) * b.max_weight;
  const double bound_seq = (beam + 1) * (static_cast<double>(b.most_candidates) + 2);
  // Records alive at once: the paths of a step and the children they make.
  const double bound_records = 2 * (beam + 1) * (static_cast<double>(b.most_candidates) + 1) + 8;
  const std::size_t words = S.pool.test_set_words();
  const bool fixed = words <= 2 && bound_records < (1 << 20);
  if (fixed) S.pool.reserve(static_cast<std::size_t>(bound_records));
  if (!b.negative_weight && bound_total < 4000 && n_test + n_ref < 4000 && b.distance_sum < (1 << 20) &&
      bound_seq < (1 << 20)) {
    if (fixed && words == 1) return run_search<Key64, 1>(S, n_ref, start, beam_size);
    if (fixed) return run_search<Key64, 2>(S, n_ref, start, beam_size);
    return run_search<Key64, 0>(S, n_ref, start, beam_size);
  }
  return run_search<Key128, 0>(S, n_ref, start, beam_size);
}

// The chosen match per reference word: the fixed ones, then those on the
// best path's trail.
SearchResult read_alignment(BeamScratch::Impl& S, std::size_t n_ref, std::uint32_t best) {
  SearchResult result(n_ref);
  for (std::size_t j = 0; j < n_ref; ++j)
    if (S.fixed[j] != -1) result[j] = *S.flat[static_cast<std::size_t>(S.fixed[j])];
  for (int t = S.pool.h(best).trail; t != -1; t = S.trail[static_cast<std::size_t>(t)].parent) {
    const Match* m = S.flat[static_cast<std::size_t>(S.trail[static_cast<std::size_t>(t)].match)];
    result[static_cast<std::size_t>(m->reference_start)] = *m;
  }
  return result;
}

}  // namespace

SearchResult beam_search(const Stage& stage, const std::vector<double>& weights, int beam_size, PathOrder order,
                         BeamScratch& scratch, SearchMethod method, SearchTrace* trace) {
  BeamScratch::Impl& S = *scratch.impl_;
  if (method != SearchMethod::kRecords) {
    SearchResult result;
    if (survivor_search(stage, weights, beam_size, order, S.survivors, result, trace)) return result;
    if (method == SearchMethod::kSurvivors) throw InvalidArgument("beam_search: the survivor search does not apply");
  }
  S.trace = trace;
  const std::size_t n_test = stage.n_test(), n_ref = stage.n_ref();
  const StageBounds bounds = flatten_candidates(stage, weights, S);

  // The empty path: no match, no chunk, no test word used.
  S.pool.reset(n_test);
  S.trail.clear();
  const std::uint32_t start = S.pool.alloc();
  S.pool.h(start) = Header{0, 0, 0, 0, 0, 0, -1, 0, -1, -1};
  std::fill(S.pool.used_test(start), S.pool.used_test(start) + S.pool.test_set_words(), 0);

  fix_definite_matches(stage, S, start);
  const std::uint32_t best =
      search_with_fitting_keys(S, n_test, n_ref, start, beam_size, order, bounds);
  return read_alignment(S, n_ref, best);
}

}  // namespace meteor
