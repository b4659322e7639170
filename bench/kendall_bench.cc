// A seg-level Kendall permutation draw alone (metaeval's detail::KendallGold),
// timed in CPU seconds on one thread, against the floor its arithmetic sets:
// the fewest operations any draw needs are the discordant pairs of a new
// pairing, i.e. the inversions of n integer ranks (plus the tied pairs), so
// the floor is the fastest inversion count written here for n pre-ranked
// ints: a branchless bottom-up merge sort and a Fenwick tree, each with its
// tie count. A draw of ours starts from the draw's metric scores (doubles,
// as the test makes them) and also handles the gold ties.
//
// The vectors are MQM-like: SYSTEMS x SEGMENTS cells, a third of the gold
// scores 0 and the rest sums of minor (1) and major (5) errors and
// punctuation (0.1), so gold has few distinct values and large ties (WMT21
// zh-en: 1,705 of 5,200 are 0); the two metric scores are gold plus noise,
// z-scored, nearly all distinct. Figures: per vector, best of 5 rounds.
//
// usage: kendall_bench [SYSTEMS=8] [SEGMENTS=650]
//   prints the floor and ours for one vector of SYSTEMS x SEGMENTS ("none")
//   and for SYSTEMS vectors of SEGMENTS ("by sys", per vector).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <numeric>
#include <vector>

#include "metaeval/correlation.hh"
#include "metaeval/random.hh"
#include "metaeval/stats_internal.hh"

using namespace meteor::metaeval;
using namespace meteor::metaeval::detail;

namespace {

double cpu_now() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) + 1e-9 * static_cast<double>(t.tv_nsec);
}

// Best CPU seconds per call over 5 rounds of about 0.1 s each.
template <class F>
double seconds_per_call(F&& f) {
  f();
  int reps = 1;
  for (;;) {
    const double t0 = cpu_now();
    for (int i = 0; i < reps; ++i) f();
    if (cpu_now() - t0 > 0.025) break;
    reps *= 2;
  }
  double best = 1e300;
  for (int round = 0; round < 5; ++round) {
    const double t0 = cpu_now();
    for (int i = 0; i < reps * 4; ++i) f();
    best = std::min(best, (cpu_now() - t0) / (reps * 4));
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

struct Case {
  Vector gold, z1, z2, m;  // m: one draw's mix of z1 and z2
};

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
  for (std::size_t i = 0; i < n; ++i) c.m.push_back(rng.uniform() < 0.5 ? c.z1[i] : c.z2[i]);
  return c;
}

// The draw's ranks among z1's and z2's scores, in gold order (the floor's
// input: what ranking once a test leaves a draw to count).
std::vector<std::uint32_t> gold_order_ranks(const Case& c, std::size_t& values) {
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
    x.push_back(static_cast<std::uint32_t>(std::lower_bound(all.begin(), all.end(), c.m[i]) - all.begin()));
  return x;
}

void run(const char* label, std::size_t vectors, std::size_t n, Rng& rng) {
  std::vector<Case> cases;
  for (std::size_t v = 0; v < vectors; ++v) cases.push_back(make_case(n, rng));
  std::vector<std::vector<std::uint32_t>> ranks;
  std::vector<std::size_t> values(vectors);
  std::vector<KendallGold> golds;
  std::vector<KendallGold::Ranked> ranked;
  std::size_t zeros = 0, distinct_gold = 0;
  for (std::size_t v = 0; v < vectors; ++v) {
    ranks.push_back(gold_order_ranks(cases[v], values[v]));
    golds.emplace_back(cases[v].gold);
    ranked.push_back(golds[v].rank(cases[v].z1.data(), cases[v].z2.data()));
    zeros += static_cast<std::size_t>(std::count(cases[v].gold.begin(), cases[v].gold.end(), 0.0));
    Vector g = cases[v].gold;
    std::sort(g.begin(), g.end());
    distinct_gold += static_cast<std::size_t>(std::unique(g.begin(), g.end()) - g.begin());
    // The two paths count alike.
    const KendallCounts a = golds[v].counts(cases[v].m.data()), b = golds[v].counts(cases[v].m.data(), ranked[v]);
    if (a.concordant != b.concordant || a.discordant != b.discordant || a.ties_both != b.ties_both ||
        a.ties_gold != b.ties_gold || a.ties_metric != b.ties_metric) {
      std::fprintf(stderr, "kendall_bench: the two paths' counts differ\n");
      std::exit(1);
    }
  }
  const double per = 1.0 / static_cast<double>(vectors);
  auto time = [&](auto&& f) {
    return per * seconds_per_call([&] {
      for (std::size_t v = 0; v < vectors; ++v) sink = f(v);
    });
  };
  const double merge = time([&](std::size_t v) { return merge_floor(ranks[v]); });
  const double fenwick = time([&](std::size_t v) { return fenwick_floor<true>(ranks[v], values[v]); });
  const double levels = time([&](std::size_t v) { return levels_floor<true>(ranks[v], values[v]); });
  const double fenwick_inv = time([&](std::size_t v) { return fenwick_floor<false>(ranks[v], values[v]); });
  const double levels_inv = time([&](std::size_t v) { return levels_floor<false>(ranks[v], values[v]); });
  const double before = time([&](std::size_t v) { return golds[v].counts(cases[v].m.data()).discordant; });
  const double ours = time([&](std::size_t v) { return golds[v].counts(cases[v].m.data(), ranked[v]).discordant; });
  const double floor = std::min({merge, fenwick, levels}), floor_inv = std::min(fenwick_inv, levels_inv);
  std::printf("%s: %zu vector(s) of %zu scores (gold: %zu zeros, %zu distinct values in all), per vector, CPU us:\n",
              label, vectors, n, zeros, distinct_gold);
  std::printf("  floor, inversions + ties of pre-ranked ints: merge sort %.1f, Fenwick tree %.1f, levels %.1f\n",
              merge * 1e6, fenwick * 1e6, levels * 1e6);
  std::printf("  inversions alone: Fenwick tree %.1f, levels %.1f\n", fenwick_inv * 1e6, levels_inv * 1e6);
  std::printf("  a draw from its doubles: sorted (counts(m)) %.1f = %.2fx floor; ranked (counts(m, r)) %.1f = "
              "%.2fx floor (%.2fx inversions alone)\n",
              before * 1e6, before / floor, ours * 1e6, ours / floor, ours / floor_inv);
}

}  // namespace

int main(int argc, char** argv) {
  const std::size_t systems = argc > 1 ? std::strtoul(argv[1], nullptr, 10) : 8;
  const std::size_t segments = argc > 2 ? std::strtoul(argv[2], nullptr, 10) : 650;
  if (systems < 1 || segments < 2) {
    std::fprintf(stderr, "usage: kendall_bench [SYSTEMS=8] [SEGMENTS=650]\n");
    return 2;
  }
  Rng rng(7, 0, 0);
  run("none", 1, systems * segments, rng);
  run("by sys", systems, segments, rng);
  return 0;
}
