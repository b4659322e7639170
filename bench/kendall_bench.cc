// A seg-level Kendall permutation draw alone (metaeval's Kendall engine: draws/),
// timed in CPU seconds on one thread, against the floor its arithmetic sets:
// the fewest operations any draw needs are the discordant pairs of one of
// its two vectors (the other's follow from them and weights fixed for the
// test: KendallRanked's slot_weights), i.e. the inversions of n
// integer ranks (plus the tied pairs), so
// the floor is the fastest inversion count written here for n pre-ranked
// ints: a branchless bottom-up merge sort, a Fenwick tree and counts on the
// levels of a binary tree, each with a tie count per score and (the last
// two) without, all in gold order; and, where gold has at most 128
// distinct values, the cells in rank order counted over gold groups (a
// count per group in vector lanes, one vector or two side by side, each
// whole or in two, four or eight parts side by side: independent chains of
// counts; or a Fenwick tree over the groups). A draw of ours starts from the draw's
// metric scores (doubles, as r.counts(gold, m)) or from its bits (kendall_draw, both
// vectors of the draw: from the draw's bytes), and also handles the ties;
// where the CPU makes draws from bytes in batches (kendall_batched:
// AVX-512), also a batch of 32 draws (kendall_draws), per draw; and
// draws counted from crossings (KendallCrossings::draws: no vector
// counted, so below the floor where the metrics rank alike), 100 and 500
// at once, per draw, with the set-up a test's KendallCrossings::cross takes.
//
// The vectors are MQM-like: SYSTEMS x SEGMENTS cells, a third of the gold
// scores 0 and the rest sums of minor (1) and major (5) errors and
// punctuation (0.1), so gold has few distinct values and large ties (WMT21
// zh-en: 1,705 of 5,200 are 0); the two metric scores are gold plus noise,
// z-scored, nearly all distinct; or a test set's own scores from DATA, a
// line "gold metric1 metric2" per cell, system by system (SYSTEMS x
// SEGMENTS lines; bench/mtme-task-speed writes it), each metric z-scored
// over all the cells. Figures: per vector,
// best of 15 rounds, the kernels taking turns.
//
// usage: kendall_bench [SYSTEMS=8] [SEGMENTS=650] [DATA]
//   prints the floor and ours for one vector of SYSTEMS x SEGMENTS ("none")
//   and for SYSTEMS vectors of SEGMENTS ("by sys", per vector).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <functional>
#include <numeric>
#include <vector>

#include "metaeval/statistics/correlation.hh"
#include "cpu_time.hh"
#include "metaeval/statistics/random.hh"
#include "metaeval/tasks/task.hh"
#include "metaeval/draws/crossings.hh"
#include "metaeval/draws/draw_bits.hh"
#include "metaeval/draws/kendall_gold.hh"
#include "metaeval/draws/kernels.hh"
#include "metaeval/draws/ranked.hh"
#include "util/cpu.hh"

using namespace meteor::metaeval;
using namespace meteor::metaeval::detail;
using meteor::bench::cpu_now;

namespace {

// Best CPU seconds per call of each function, over 15 rounds of about
// 0.02 s each, the functions taking turns in each round (the machine is
// shared: each gets the same quiet moments).
std::vector<double> seconds_per_call(const std::vector<std::function<void()>>& fs) {
  std::vector<int> reps(fs.size(), 1);
  for (std::size_t j = 0; j < fs.size(); ++j) {
    fs[j]();
    for (;;) {
      const double t0 = cpu_now();
      for (int i = 0; i < reps[j]; ++i) fs[j]();
      if (cpu_now() - t0 > 0.005) break;
      reps[j] *= 2;
    }
  }
  std::vector<double> best(fs.size(), 1e300);
  for (int round = 0; round < 15; ++round)
    for (std::size_t j = 0; j < fs.size(); ++j) {
      const double t0 = cpu_now();
      for (int i = 0; i < reps[j] * 4; ++i) fs[j]();
      best[j] = std::min(best[j], (cpu_now() - t0) / (reps[j] * 4));
    }
  return best;
}

volatile std::int64_t sink;  // keeps the results alive

// Floor 1: inversions (x[i] > x[j], i < j) by a branchless bottom-up merge
// sort of ints, and the tied pairs from the sorted runs.
std::int64_t merge_floor(const std::vector<std::uint32_t>& in) {
  thread_local std::vector<std::uint32_t> x, tmp;
  x = in;
  const std::size_t n = x.size();
  tmp.resize(n);
  std::int64_t inv = 0;
  for (std::size_t width = 1; width < n; width *= 2) {
    for (std::size_t lo = 0; lo < n; lo += 2 * width) {
      const std::size_t mid = std::min(n, lo + width), hi = std::min(n, lo + 2 * width);
      std::size_t i = lo, j = mid, o = lo;
      while (i < mid && j < hi) {
        const std::uint32_t a = x[i], b = x[j];
        const std::size_t later = b < a;
        tmp[o++] = later ? b : a;
        inv += static_cast<std::int64_t>(later * (mid - i));
        j += later;
        i += 1 - later;
      }
      while (i < mid) tmp[o++] = x[i++];
      while (j < hi) tmp[o++] = x[j++];
    }
    x.swap(tmp);
  }
  std::int64_t ties = 0;
  for (std::size_t i = 1, run = 0; i < n; ++i) {
    run = x[i] == x[i - 1] ? run + 1 : 0;
    ties += static_cast<std::int64_t>(run);
  }
  return inv + ties;
}

// Floor 2: inversions by a Fenwick tree of the ranks seen (16-bit counts),
// the tied pairs by a count per rank, or (ties = false) none.
template <bool ties>
std::int64_t fenwick_floor(const std::vector<std::uint32_t>& x, std::size_t values) {
  thread_local std::vector<std::uint16_t> tree, count;
  tree.assign(values + 1, 0);
  if (ties) count.assign(values, 0);
  std::int64_t inv = 0, tied = 0, seen = 0;
  for (const std::uint32_t r : x) {
    std::int64_t at_most = 0;
    for (std::size_t i = r + 1; i > 0; i &= i - 1) at_most += tree[i];
    inv += seen - at_most;
    if (ties) tied += count[r]++;
    for (std::size_t i = r + 1; i <= values; i += i & (0 - i)) ++tree[i];
    ++seen;
  }
  return inv + tied;
}

// Floor 3: inversions by counts of the ranks seen at each level of a
// binary tree over the ranks (level l counts rank >> l): a rank's count of
// smaller ranks seen is one count per level, a rank is added with one
// increment per level; the same operations for every rank (no branches).
// The tied pairs by a count per rank, or (ties = false) none.
template <bool ties>
std::int64_t levels_floor(const std::vector<std::uint32_t>& x, std::size_t values) {
  thread_local std::vector<std::uint16_t> count, tie;
  const int levels = std::bit_width(values);
  std::size_t offset[64];
  std::size_t size = 0;
  for (int l = 0; l < levels; ++l) offset[l] = size, size += (values >> l) + 2;
  count.assign(size, 0);
  if (ties) tie.assign(values, 0);
  std::int64_t inv = 0, tied = 0, seen = 0;
  for (const std::uint32_t r : x) {
    const std::size_t q = r + 1;  // ranks below q: at most r
    std::int64_t at_most = 0;
    for (int l = 0; l < levels; ++l) at_most += ((q >> l) & 1) * count[offset[l] + ((q >> l) ^ 1)];
    inv += seen - at_most;
    for (int l = 0; l < levels; ++l) ++count[offset[l] + (r >> l)];
    if (ties) tied += tie[r]++;
    ++seen;
  }
  return inv + tied;
}

// Floor 4: inversions over gold groups, the vector's cells in descending
// rank order (equal ranks by descending gold group), each given as its
// gold group (0 the lowest): a cell's discordant pairs are the cells
// before it of lower group, read from a 16-bit count per group that every
// cell then adds itself to for the groups above its own (W lanes of a
// vector register at once; the fewest operations when gold has few
// distinct values, as MQM's). One vector, or two side by side (their
// counts independent: the CPU overlaps them).

// The increments of a cell of group g: ones above g (a table of W rows:
// two loads instead of a broadcast and a compare per register).
template <unsigned W>
struct Above {
  alignas(64) std::uint16_t v[W][W];
  constexpr Above() : v() {
    for (unsigned g = 0; g < W; ++g)
      for (unsigned l = 0; l < W; ++l) v[g][l] = l > g;
  }
};
template <unsigned W>
constexpr Above<W> kAbove{};

template <unsigned W>
[[gnu::always_inline]] inline void add_above(std::uint16_t* count, std::uint8_t g) {
  const std::uint16_t* add = kAbove<W>.v[g];
  for (unsigned l = 0; l < W; ++l) count[l] = static_cast<std::uint16_t>(count[l] + add[l]);
}

template <unsigned W>
[[gnu::always_inline]] inline std::int64_t groups_one(const std::uint8_t* g, std::size_t n) {
  alignas(64) std::uint16_t count[W] = {};
  std::int64_t inv = 0;
  for (std::size_t i = 0; i < n; ++i) {
    inv += count[g[i]];
    add_above<W>(count, g[i]);
  }
  return inv;
}
template <unsigned W>
[[gnu::always_inline]] inline std::int64_t groups_two(const std::uint8_t* a, std::size_t na, const std::uint8_t* b,
                                                      std::size_t nb) {
  alignas(64) std::uint16_t ca[W] = {}, cb[W] = {};
  std::int64_t inv = 0;
  const std::size_t both = std::min(na, nb);
  for (std::size_t i = 0; i < both; ++i) {
    inv += ca[a[i]] + cb[b[i]];
    add_above<W>(ca, a[i]);
    add_above<W>(cb, b[i]);
  }
  for (std::size_t i = both; i < na; ++i) {
    inv += ca[a[i]];
    add_above<W>(ca, a[i]);
  }
  for (std::size_t i = both; i < nb; ++i) {
    inv += cb[b[i]];
    add_above<W>(cb, b[i]);
  }
  return inv;
}

// Each vector in P consecutive parts side by side (P times the
// independent chains): a part's pairs with the cells of the parts before it
// are, per group g, its cells of group g times theirs below g, from the
// parts' final counts. One vector (P chains) or two (2P).
template <unsigned W, unsigned P>
struct Parts {
  alignas(64) std::uint16_t count[P][W] = {};
  std::size_t size[P] = {};
  std::int64_t inv = 0;
  const std::uint8_t* g;
  std::size_t part;
  Parts(const std::uint8_t* groups, std::size_t n) : g(groups), part(n / P) {
    for (unsigned q = 0; q < P; ++q) size[q] = q + 1 < P ? part : n - (P - 1) * part;
  }
  [[gnu::always_inline]] void step(std::size_t i) {
    for (unsigned q = 0; q < P; ++q) {
      const std::uint8_t x = g[q * part + i];
      inv += count[q][x];
      add_above<W>(count[q], x);
    }
  }
  [[gnu::always_inline]] std::int64_t finish() {
    for (std::size_t i = P * part; i < P * part + size[P - 1] - part; ++i) {  // the last part's rest
      inv += count[P - 1][g[i]];
      add_above<W>(count[P - 1], g[i]);
    }
    std::uint32_t before[W];
    for (unsigned h = 0; h < W; ++h) before[h] = count[0][h];
    for (unsigned q = 1; q < P; ++q) {
      const std::uint16_t* c = count[q];
      inv += static_cast<std::int64_t>(size[q] - c[W - 1]) * before[W - 1];
      for (unsigned h = 0; h + 1 < W; ++h) inv += static_cast<std::int64_t>(c[h + 1] - c[h]) * before[h];
      for (unsigned h = 0; h < W; ++h) before[h] += c[h];
    }
    return inv;
  }
};
template <unsigned W, unsigned P>
[[gnu::always_inline]] inline std::int64_t parts_one(const std::uint8_t* g, std::size_t n) {
  Parts<W, P> a(g, n);
  for (std::size_t i = 0; i < a.part; ++i) a.step(i);
  return a.finish();
}
template <unsigned W, unsigned P>
[[gnu::always_inline]] inline std::int64_t parts_two(const std::uint8_t* x, std::size_t nx, const std::uint8_t* y,
                                                     std::size_t ny) {
  Parts<W, P> a(x, nx), b(y, ny);
  const std::size_t both = std::min(a.part, b.part);
  for (std::size_t i = 0; i < both; ++i) {
    a.step(i);
    b.step(i);
  }
  for (std::size_t i = both; i < a.part; ++i) a.step(i);
  for (std::size_t i = both; i < b.part; ++i) b.step(i);
  return a.finish() + b.finish();
}

// The same for each instruction set (the best this CPU has is used).
#define GROUPS_KERNELS(suffix, attr)                                                                    \
  template <unsigned W>                                                                                 \
  attr std::int64_t groups_one_##suffix(const std::uint8_t* g, std::size_t n) {                         \
    return groups_one<W>(g, n);                                                                         \
  }                                                                                                     \
  template <unsigned W>                                                                                 \
  attr std::int64_t groups_two_##suffix(const std::uint8_t* a, std::size_t na, const std::uint8_t* b,   \
                                        std::size_t nb) {                                               \
    return groups_two<W>(a, na, b, nb);                                                                 \
  }                                                                                                     \
  template <unsigned W, unsigned P>                                                                     \
  attr std::int64_t parts_one_##suffix(const std::uint8_t* g, std::size_t n) {                          \
    return parts_one<W, P>(g, n);                                                                       \
  }                                                                                                     \
  template <unsigned W, unsigned P>                                                                     \
  attr std::int64_t parts_two_##suffix(const std::uint8_t* a, std::size_t na, const std::uint8_t* b,    \
                                       std::size_t nb) {                                                \
    return parts_two<W, P>(a, na, b, nb);                                                               \
  }
GROUPS_KERNELS(base, )
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
GROUPS_KERNELS(avx2, __attribute__((target("avx2"))))
GROUPS_KERNELS(avx512, __attribute__((target("avx512f,avx512bw"))))
#endif

using OneFn = std::int64_t (*)(const std::uint8_t*, std::size_t);
using TwoFn = std::int64_t (*)(const std::uint8_t*, std::size_t, const std::uint8_t*, std::size_t);
struct GroupsKernels {
  OneFn one;
  TwoFn two;
  std::array<OneFn, 3> parts_one;  // in 2, 4, 8 parts
  std::array<TwoFn, 2> parts_two;
};
#define GROUPS_SET(suffix)                                                                              \
  GroupsKernels {                                                                                       \
    groups_one_##suffix<W>, groups_two_##suffix<W>,                                                     \
        {parts_one_##suffix<W, 2>, parts_one_##suffix<W, 4>, parts_one_##suffix<W, 8>},                 \
        {parts_two_##suffix<W, 2>, parts_two_##suffix<W, 4>}                                            \
  }
template <unsigned W>
GroupsKernels groups_kernels(const char** isa) {
#if defined(__x86_64__) && (defined(__GNUC__) || defined(__clang__))
  if (meteor::cpu::at_least(meteor::cpu::Level::avx512)) return *isa = "AVX-512", GROUPS_SET(avx512);
  if (meteor::cpu::at_least(meteor::cpu::Level::avx2)) return *isa = "AVX2", GROUPS_SET(avx2);
#endif
  return *isa = "SSE2", GROUPS_SET(base);
}
#undef GROUPS_SET

// Floor 5: the same counts in a Fenwick tree over the groups (fewer
// operations where gold has many groups).
std::int64_t groups_fenwick(const std::uint8_t* g, std::size_t n, std::size_t groups) {
  thread_local std::vector<std::uint16_t> tree;
  tree.assign(groups + 1, 0);
  std::int64_t inv = 0;
  for (std::size_t i = 0; i < n; ++i) {
    for (std::size_t j = g[i]; j > 0; j &= j - 1) inv += tree[j];  // groups below g[i]
    for (std::size_t j = g[i] + 1u; j <= groups; j += j & (0 - j)) ++tree[j];
  }
  return inv;
}

struct Case {
  Vector gold, z1, z2;
  std::vector<std::vector<std::uint64_t>> bits;  // kDraws draws' bits (detail::draw_bits)
  std::vector<Vector> m;                         // each draw's m1: a random mix of z1 and z2
};

constexpr std::size_t kDraws = kKendallBatch;  // (a batch: kendall_draws)

void add_draws(Case& c, Rng& rng) {
  const std::size_t n = c.gold.size();
  for (std::size_t d = 0; d < kDraws; ++d) {
    std::vector<std::uint64_t> bits;
    draw_bits(rng.next(), static_cast<int>(d), n, bits);
    Vector m1(n), m2(n);
    mix_by_bits(bits.data(), 0, c.z1.data(), c.z2.data(), n, m1.data(), m2.data());
    c.bits.push_back(bits);
    c.m.push_back(m1);
  }
}

Vector zscore(const Vector& v) {
  const double mean = std::accumulate(v.begin(), v.end(), 0.0) / static_cast<double>(v.size());
  double ss = 0;
  for (double x : v) ss += (x - mean) * (x - mean);
  const double sd = std::sqrt(ss / static_cast<double>(v.size()));
  Vector z;
  for (double x : v) z.push_back((x - mean) / sd);
  return z;
}

Case make_case(std::size_t n, Rng& rng) {
  Case c;
  Vector s1, s2;
  for (std::size_t i = 0; i < n; ++i) {
    double g = 0;
    if (rng.uniform() > 0.33) {
      const int minor = static_cast<int>(rng.uniform() * 4), major = static_cast<int>(rng.uniform() * 2.2);
      const int punct = static_cast<int>(rng.uniform() * 1.5);
      g = -(minor + 5.0 * major + 0.1 * punct);
      if (g == 0) g = -1;
    }
    c.gold.push_back(g);
    s1.push_back(0.02 * g + rng.uniform());
    s2.push_back(0.02 * g + rng.uniform());
  }
  c.z1 = zscore(s1);
  c.z2 = zscore(s2);
  add_draws(c, rng);
  return c;
}

// The draw's ranks among z1's and z2's scores, in gold order (the floor's
// input: what ranking once a test leaves a draw to count).
std::vector<std::uint32_t> gold_order_ranks(const Case& c, const Vector& m, std::size_t& values) {
  Vector all = c.z1;
  all.insert(all.end(), c.z2.begin(), c.z2.end());
  std::sort(all.begin(), all.end());
  all.erase(std::unique(all.begin(), all.end()), all.end());
  values = all.size();
  std::vector<std::size_t> order(c.gold.size());
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return c.gold[a] < c.gold[b]; });
  std::vector<std::uint32_t> x;
  for (std::size_t i : order)
    x.push_back(static_cast<std::uint32_t>(std::lower_bound(all.begin(), all.end(), m[i]) - all.begin()));
  return x;
}

// A draw's gold groups (0: lowest gold) in the order floor 4 takes them:
// descending rank, equal ranks by descending group.
std::vector<std::uint8_t> rank_order_groups(const Case& c, const std::vector<std::uint32_t>& gold_order_ranks,
                                            std::size_t& groups) {
  Vector distinct_gold = c.gold;
  std::sort(distinct_gold.begin(), distinct_gold.end());
  distinct_gold.erase(std::unique(distinct_gold.begin(), distinct_gold.end()), distinct_gold.end());
  groups = distinct_gold.size();
  Vector sorted_gold = c.gold;  // gold order: the ranks' order
  std::sort(sorted_gold.begin(), sorted_gold.end());
  std::vector<std::pair<std::uint32_t, std::uint32_t>> cells;  // (rank, group)
  for (std::size_t k = 0; k < sorted_gold.size(); ++k)
    cells.emplace_back(gold_order_ranks[k], static_cast<std::uint32_t>(std::lower_bound(distinct_gold.begin(),
                                                                                        distinct_gold.end(),
                                                                                        sorted_gold[k]) -
                                                                       distinct_gold.begin()));
  std::sort(cells.begin(), cells.end(), std::greater<>());
  std::vector<std::uint8_t> out;
  for (const auto& cell : cells) out.push_back(static_cast<std::uint8_t>(cell.second));
  return out;
}

// Cases from a file of "gold metric1 metric2" lines, one a cell (vectors
// of n consecutive cells), the draw a random mix of the two metrics.
std::vector<Case> read_cases(const char* path, std::size_t vectors, std::size_t n, Rng& rng) {
  std::FILE* f = std::fopen(path, "r");
  if (!f) {
    std::fprintf(stderr, "kendall_bench: cannot read %s\n", path);
    std::exit(1);
  }
  std::vector<Case> cases(vectors);
  for (std::size_t v = 0; v < vectors; ++v)
    for (std::size_t i = 0; i < n; ++i) {
      double g, a, b;
      if (std::fscanf(f, "%lf %lf %lf", &g, &a, &b) != 3) {
        std::fprintf(stderr, "kendall_bench: %s: line %zu: expected gold metric1 metric2\n", path, v * n + i + 1);
        std::exit(1);
      }
      cases[v].gold.push_back(g);
      cases[v].z1.push_back(a);
      cases[v].z2.push_back(b);
    }
  std::fclose(f);
  // z-scored over all the cells, as a permutation test does (MTME's
  // scipy.stats.zscore of each metric's scores).
  for (const bool second : {false, true}) {
    Vector all;
    for (const Case& c : cases) all.insert(all.end(), (second ? c.z2 : c.z1).begin(), (second ? c.z2 : c.z1).end());
    const Vector z = zscore(all);
    for (std::size_t v = 0; v < vectors; ++v)
      std::copy(z.begin() + static_cast<std::ptrdiff_t>(v * n), z.begin() + static_cast<std::ptrdiff_t>((v + 1) * n),
                (second ? cases[v].z2 : cases[v].z1).begin());
  }
  for (Case& c : cases) add_draws(c, rng);
  return cases;
}

// A ranking of the two metrics (compare_metrics: their correlations, then
// the permutation test at k draws, no early stop, one thread), the table
// systems x (cells / systems) of the cases' cells in order, averaged by
// average; the best CPU seconds of a ranking at each k, with the floor's
// count of vectors (2 correlations, then 2 + k a test: a draw counts one) for each.
std::vector<double> ranking_seconds(const std::vector<Case>& cases, std::size_t systems, Average average,
                                    const std::vector<int>& ks) {
  Vector gold, m1, m2;
  for (const Case& c : cases) {
    gold.insert(gold.end(), c.gold.begin(), c.gold.end());
    m1.insert(m1.end(), c.z1.begin(), c.z1.end());
    m2.insert(m2.end(), c.z2.begin(), c.z2.end());
  }
  const std::vector<NamedScores> metrics = {{"m1", m1}, {"m2", m2}};
  std::vector<std::function<void()>> fs;
  for (const int k : ks)
    fs.push_back([&, k] {
      CompareOptions o;
      o.corr.kind = CorrKind::kendall;
      o.corr.average = average;
      o.perm.k = k;
      o.perm.early_min = 0;
      o.perm.early_max = 1;
      o.perm.threads = 1;
      sink = static_cast<std::int64_t>(compare_metrics(gold, systems, metrics, o).pvalues[0][1] * 1e9);
    });
  return seconds_per_call(fs);
}

// The cases prepared for every count: each draw's ranks (floors 1 to 3)
// and cells in rank order (floor 4), each vector's gold and ranked test;
// the engine's two paths and the count over gold groups checked alike.
struct Prepared {
  std::vector<Case> cases;
  std::vector<std::vector<std::vector<std::uint32_t>>> ranks;        // [vector][draw]
  std::vector<std::vector<std::vector<std::uint8_t>>> group_order;  // [vector][draw]: floor 4's input
  std::vector<std::size_t> values, groups;
  std::vector<KendallGold> golds;
  std::vector<KendallRanked> ranked;
  std::size_t zeros = 0, distinct_gold = 0;
};

Prepared prepare(std::vector<Case> cases_in) {
  Prepared p;
  p.cases = std::move(cases_in);
  const std::size_t vectors = p.cases.size();
  const std::vector<Case>& cases = p.cases;
  auto& ranks = p.ranks;
  auto& group_order = p.group_order;
  auto& values = p.values;
  auto& groups = p.groups;
  auto& golds = p.golds;
  auto& ranked = p.ranked;
  values.resize(vectors);
  groups.resize(vectors);
  for (std::size_t v = 0; v < vectors; ++v) {
    ranks.emplace_back();
    group_order.emplace_back();
    for (const Vector& m : cases[v].m) {
      ranks[v].push_back(gold_order_ranks(cases[v], m, values[v]));
      group_order[v].push_back(rank_order_groups(cases[v], ranks[v].back(), groups[v]));
    }
    golds.emplace_back(cases[v].gold);
    ranked.push_back(KendallRanked::of(golds[v], cases[v].z1.data(), cases[v].z2.data()));
    p.zeros += static_cast<std::size_t>(std::count(cases[v].gold.begin(), cases[v].gold.end(), 0.0));
    Vector g = cases[v].gold;
    std::sort(g.begin(), g.end());
    p.distinct_gold += static_cast<std::size_t>(std::unique(g.begin(), g.end()) - g.begin());
    // The two paths count alike.
    const KendallCounts a = golds[v].counts(cases[v].m[0].data()),
                        b = ranked[v].counts(golds[v], cases[v].m[0].data());
    if (a.concordant != b.concordant || a.discordant != b.discordant || a.ties_both != b.ties_both ||
        a.ties_gold != b.ties_gold || a.ties_metric != b.ties_metric) {
      std::fprintf(stderr, "kendall_bench: the two paths' counts differ\n");
      std::exit(1);
    }
    if (groups[v] <= 128 && groups_fenwick(group_order[v][0].data(), group_order[v][0].size(), groups[v]) !=
                                a.discordant) {
      std::fprintf(stderr, "kendall_bench: the counts over gold groups differ\n");
      std::exit(1);
    }
  }
  return p;
}

// Draws counted from crossings (KendallCrossings::cross, draws): each
// vector's test crossed (set-up: CPU, best of 5), kCross draws' bits.
constexpr std::size_t kCross = 500;
struct Crossed {
  std::vector<KendallRanked> ranked;
  std::vector<std::vector<std::vector<std::uint64_t>>> bits;  // [vector][draw]
  double setup = 0;
  bool all = true;
};

Crossed cross_all(const Prepared& p, std::size_t n, Rng& rng) {
  const std::size_t vectors = p.cases.size();
  Crossed c;
  c.ranked = p.ranked;
  c.bits.resize(vectors);
  for (std::size_t v = 0; v < vectors; ++v) {
    double best = 1e9;
    for (int round = 0; round < 5; ++round) {
      const double t0 = cpu_now();
      c.all = KendallCrossings::cross(p.golds[v], c.ranked[v], 1000) && c.all;
      best = std::min(best, cpu_now() - t0);
    }
    c.setup += best;
    for (std::size_t d = 0; d < kCross; ++d) {
      c.bits[v].emplace_back();
      draw_bits(rng.next(), static_cast<int>(d), n, c.bits[v].back());
    }
  }
  return c;
}

// The kernels over gold groups for the widest vector's groups (32, 64 or
// 128 lanes), checked against a Fenwick tree.
struct Groups {
  std::size_t most = 0;
  unsigned width = 0;
  const char* isa = "";
  GroupsKernels kernels;
  bool usable = false;  // at most 128 groups
};

Groups groups_of(const Prepared& p) {
  Groups g;
  g.most = *std::max_element(p.groups.begin(), p.groups.end());
  g.width = g.most <= 32 ? 32 : g.most <= 64 ? 64 : 128;
  g.kernels = g.width == 32   ? groups_kernels<32>(&g.isa)
              : g.width == 64 ? groups_kernels<64>(&g.isa)
                              : groups_kernels<128>(&g.isa);
  g.usable = g.most <= 128;
  const auto& group_order = p.group_order;
  const auto& groups = p.groups;
  const GroupsKernels& kernels = g.kernels;
  const bool by_groups = g.usable;
  const std::size_t vectors = p.cases.size();
  for (std::size_t v = 0; by_groups && v < vectors; ++v) {  // the kernels over gold groups count alike
    const auto& a = group_order[v][0];
    const auto& b = group_order[v][1];
    const std::int64_t want = groups_fenwick(a.data(), a.size(), groups[v]);
    const std::int64_t both = want + groups_fenwick(b.data(), b.size(), groups[v]);
    bool same = kernels.one(a.data(), a.size()) == want && kernels.two(a.data(), a.size(), b.data(), b.size()) == both;
    for (std::size_t p = 0; p < kernels.parts_one.size(); ++p) same = same && kernels.parts_one[p](a.data(), a.size()) == want;
    for (std::size_t p = 0; p < kernels.parts_two.size(); ++p)
      same = same && kernels.parts_two[p](a.data(), a.size(), b.data(), b.size()) == both;
    if (!same) {
      std::fprintf(stderr, "kendall_bench: the kernels over gold groups count differently\n");
      std::exit(1);
    }
  }
  return g;
}

// Seconds a call of every count timed (seconds_per_call), in the order
// report() reads them.
std::vector<double> time_all(const Prepared& p, const Crossed& c, const Groups& g) {
  const std::size_t vectors = p.cases.size();
  const auto& cases = p.cases;
  const auto& ranks = p.ranks;
  const auto& group_order = p.group_order;
  const auto& values = p.values;
  const auto& groups = p.groups;
  const auto& golds = p.golds;
  const auto& ranked = p.ranked;
  const auto& crossed = c.ranked;
  const auto& cross_bits = c.bits;
  const bool all_crossed = c.all;
  const GroupsKernels& kernels = g.kernels;
  const bool by_groups = g.usable;
  // Each call counts the next draw of every vector (draws differ, so that
  // no branch predictor learns one).
  auto each = [&](auto f) -> std::function<void()> {
    return [vectors, f, d = std::size_t{0}]() mutable {
      for (std::size_t v = 0; v < vectors; ++v) sink = f(v, d);
      d = (d + 1) % kDraws;
    };
  };
  using I = std::size_t;
  // Draw d of vector v (both vectors of the draw, tau-b) from rs[v].
  auto draw_of = [&](const std::vector<KendallRanked>& rs, I v, I d) {
    const auto [x, y] = kendall_draw(golds[v], rs[v], cases[v].bits[d].data(), 0, cases[v].z1.data(),
                                     cases[v].z2.data(), KendallVariant::b, true);
    return static_cast<std::int64_t>(x * 1e9) + static_cast<std::int64_t>(y * 1e9);
  };
  return seconds_per_call({
      each([&](I v, I d) { return merge_floor(ranks[v][d]); }),
      each([&](I v, I d) { return fenwick_floor<true>(ranks[v][d], values[v]); }),
      each([&](I v, I d) { return levels_floor<true>(ranks[v][d], values[v]); }),
      each([&](I v, I d) { return fenwick_floor<false>(ranks[v][d], values[v]); }),
      each([&](I v, I d) { return levels_floor<false>(ranks[v][d], values[v]); }),
      each([&](I v, I d) { return golds[v].counts(cases[v].m[d].data()).discordant; }),
      each([&](I v, I d) { return ranked[v].counts(golds[v], cases[v].m[d].data()).discordant; }),
      each([&](I v, I d) { return by_groups ? kernels.one(group_order[v][d].data(), group_order[v][d].size()) : 0; }),
      each([&](I v, I d) {
        const auto& a = group_order[v][d];
        const auto& b = group_order[v][(d + 1) % kDraws];
        return by_groups ? kernels.two(a.data(), a.size(), b.data(), b.size()) : 0;
      }),
      each([&](I v, I d) {
        return by_groups ? groups_fenwick(group_order[v][d].data(), group_order[v][d].size(), groups[v]) : 0;
      }),
      each([&](I v, I d) {
        return by_groups ? kernels.parts_one[0](group_order[v][d].data(), group_order[v][d].size()) : 0;
      }),
      each([&](I v, I d) {
        const auto& a = group_order[v][d];
        const auto& b = group_order[v][(d + 1) % kDraws];
        return by_groups ? kernels.parts_two[0](a.data(), a.size(), b.data(), b.size()) : 0;
      }),
      each([&](I v, I d) {
        return by_groups ? kernels.parts_one[1](group_order[v][d].data(), group_order[v][d].size()) : 0;
      }),
      each([&](I v, I d) {
        const auto& a = group_order[v][d];
        const auto& b = group_order[v][(d + 1) % kDraws];
        return by_groups ? kernels.parts_two[1](a.data(), a.size(), b.data(), b.size()) : 0;
      }),
      each([&](I v, I d) { return draw_of(ranked, v, d); }),
      each([&](I v, I d) {
        return by_groups ? kernels.parts_one[2](group_order[v][d].data(), group_order[v][d].size()) : 0;
      }),
      // every vector's 100 and kCross draws from crossings at once (per draw, below)
      [&]() {
        std::vector<const std::uint64_t*> at(kCross);
        std::vector<std::pair<double, double>> out(kCross);
        for (std::size_t v = 0; v < vectors && all_crossed; ++v) {
          for (std::size_t d = 0; d < 100; ++d) at[d] = cross_bits[v][d].data();
          KendallCrossings::draws(golds[v], crossed[v], at.data(), 100, 0, KendallVariant::b, true, out.data());
          sink = static_cast<std::int64_t>(out[0].first * 1e9);
        }
      },
      [&]() {
        std::vector<const std::uint64_t*> at(kCross);
        std::vector<std::pair<double, double>> out(kCross);
        for (std::size_t v = 0; v < vectors && all_crossed; ++v) {
          for (std::size_t d = 0; d < kCross; ++d) at[d] = cross_bits[v][d].data();
          KendallCrossings::draws(golds[v], crossed[v], at.data(), kCross, 0, KendallVariant::b, true, out.data());
          sink = static_cast<std::int64_t>(out[0].first * 1e9);
        }
      },
      // every vector's kDraws draws as one batch (kendall_draws: per draw, below)
      [&]() {
        std::vector<const std::uint64_t*> at(kDraws);
        std::vector<std::pair<double, double>> out(kDraws);
        for (std::size_t v = 0; v < vectors; ++v) {
          for (std::size_t d = 0; d < kDraws; ++d) at[d] = cases[v].bits[d].data();
          kendall_draws(golds[v], ranked[v], at.data(), kDraws, 0, cases[v].z1.data(), cases[v].z2.data(),
                        KendallVariant::b, true, out.data());
          sink = static_cast<std::int64_t>(out[0].first * 1e9);
        }
      },
  });
}

void report(const char* label, std::size_t n, std::size_t systems, const Prepared& p, const Crossed& c,
            const Groups& g, const std::vector<double>& t) {
  const std::size_t vectors = p.cases.size();
  const std::size_t zeros = p.zeros, distinct_gold = p.distinct_gold, max_groups = g.most;
  const bool by_groups = g.usable, all_crossed = c.all;
  const char* isa = g.isa;
  const unsigned width = g.width;
  const double cross_setup = c.setup;
  const double per = 1.0 / static_cast<double>(vectors);
  const double merge = per * t[0], fenwick = per * t[1], levels = per * t[2], fenwick_inv = per * t[3],
               levels_inv = per * t[4], before = per * t[5], ours = per * t[6], groups_single = per * t[7],
               groups_pair = per * t[8] / 2, groups_tree = per * t[9], halves_single = per * t[10],
               halves_pair = per * t[11] / 2, quarters_single = per * t[12], quarters_pair = per * t[13] / 2,
               draw = per * t[14], eighths_single = per * t[15],
               cross_100 = per * t[16] / 100, cross_many = per * t[17] / static_cast<double>(kCross),
               draw_batch = per * t[18] / static_cast<double>(kDraws);
  // The floor: the fastest count of one vector (the inversions alone, as a
  // draw need not count ties per score: ours counts them among the few
  // cells that can tie). A draw's two vectors need one count: the other's
  // discordant pairs follow from it and fixed weights of the test's slots
  // (KendallRanked's slot_weights); counts of two vectors side by
  // side (cheaper a vector) are shown, not the floor.
  double floor = std::min({merge, fenwick, levels, fenwick_inv, levels_inv});
  if (by_groups)
    floor = std::min({floor, groups_single, groups_tree, halves_single, quarters_single, eighths_single});
  std::printf("%s: %zu vector(s) of %zu scores (gold: %zu zeros, %zu distinct values in all), per vector, CPU us:\n",
              label, vectors, n, zeros, distinct_gold);
  std::printf("  inversions + ties of pre-ranked ints: merge sort %.1f, Fenwick tree %.1f, levels %.1f\n", merge * 1e6,
              fenwick * 1e6, levels * 1e6);
  std::printf("  inversions alone: Fenwick tree %.1f, levels %.1f\n", fenwick_inv * 1e6, levels_inv * 1e6);
  if (by_groups)
    std::printf("  inversions over gold groups (%zu at most; cells in rank order): counts per group (%s, %u lanes) "
                "%.2f, two vectors side by side %.2f a vector; each vector in parts side by side: two halves %.2f "
                "(two vectors: %.2f a vector), four quarters %.2f (two vectors: %.2f a vector), eight parts %.2f; "
                "Fenwick tree %.2f\n",
                max_groups, isa, width, groups_single * 1e6, groups_pair * 1e6, halves_single * 1e6,
                halves_pair * 1e6, quarters_single * 1e6, quarters_pair * 1e6, eighths_single * 1e6,
                groups_tree * 1e6);
  std::printf("  floor: %.1f us (one vector counted: a draw's)\n", floor * 1e6);
  std::printf("  a draw from its doubles: sorted (counts(m)) %.1f us = %.2fx floor; ranked (r.counts(gold, m)) %.1f us = "
              "%.2fx floor\n",
              before * 1e6, before / floor, ours * 1e6, ours / floor);
  std::printf("  a draw from its bits by way of bytes, both vectors (draw(r, bits), tau-b): %.2f us = %.2fx floor\n",
              draw * 1e6, draw / floor);
  if (kendall_batched(p.ranked[0]))
    std::printf("  the same in batches of %zu draws (kendall_draws, each slot's bits gathered once a batch): %.2f us = %.2fx "
                "floor\n",
                kDraws, draw_batch * 1e6, draw_batch / floor);
  if (all_crossed)
    std::printf("  draws counted from crossings (KendallCrossings::draws: no vector counted; a test's cross %.0f us): 100 draws "
                "at once %.2f us a draw = %.2fx floor, %zu at once %.2f us = %.2fx floor\n",
                per * cross_setup * 1e6, cross_100 * 1e6, cross_100 / floor, kCross, cross_many * 1e6,
                cross_many / floor);
  else
    std::printf("  (no draws from crossings: this CPU lacks AVX-512 F, BW or VL, or they would cost more here)\n");
  const std::vector<int> ks = {100, 1000};
  const std::vector<double> ranking = ranking_seconds(p.cases, systems, vectors == 1 ? Average::none : Average::sys, ks);
  for (std::size_t i = 0; i < ks.size(); ++i) {
    const double vectors_counted = static_cast<double>(vectors) * (2 + 2 + ks[i]);
    std::printf("  a ranking of the two metrics (compare_metrics, kendall, k = %d, no early stop, one thread): %.2f ms "
                "= %.2fx floor\n",
                ks[i], ranking[i] * 1e3, ranking[i] / (vectors_counted * floor));
  }
}

void run(const char* label, std::size_t vectors, std::size_t n, const char* data, Rng& rng,
         std::size_t systems) {
  std::vector<Case> cases;
  if (data)
    cases = read_cases(data, vectors, n, rng);
  else
    for (std::size_t v = 0; v < vectors; ++v) cases.push_back(make_case(n, rng));
  const Prepared p = prepare(std::move(cases));
  const Crossed c = cross_all(p, n, rng);
  const Groups g = groups_of(p);
  report(label, n, systems, p, c, g, time_all(p, c, g));
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t systems = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 8;
  const std::size_t segments = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 650;
  if (systems < 1 || segments < 2) {
    std::fprintf(stderr, "usage: kendall_bench [SYSTEMS=8] [SEGMENTS=650] [DATA]\n");
    return 2;
  }
  const char* data = argc > 3 ? argv[3] : nullptr;
  Rng rng(7, 0, 0);
  run("none", 1, systems * segments, data, rng, systems);
  run("by sys", systems, segments, data, rng, systems);
  return 0;
}
