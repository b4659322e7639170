// Tests of the significance tests and what they compare: correlations, tie
// thresholds, Williams' test, PERM-BOTH, pairwise permutation, pooled accuracy
// and PCE against MTME's figures; PCE's kernels bit for bit; thread counts,
// early stopping and the two tables' shared gold.
//
// Significance tests against MTME's own figures (tests/data/mstats): exact
// figures within 1e-12 relative, permutation p-values within Monte Carlo
// error (mc_tolerance).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/significance/significance.hh"

#include <doctest/doctest.h>

#include <bit>
#include <cmath>
#include <iomanip>
#include <limits>

#include "metaeval/tasks/goldens_test.hh"
#include "util/numpy_random.hh"
#include "metaeval/statistics/correlation.hh"
#include "metaeval/statistics/random.hh"
#include "metaeval/draws/draw_bits.hh"
#include "metaeval/significance/prepared.hh"
#include "util/numpy_sum.hh"
#include "util/error.hh"

using namespace meteor::metaeval;
using namespace meteor::testing;

namespace {

Average avg_of(const std::string& s) { return *parse_average(s); }

ScoreTable tbl(const Vector& gold, const Vector& metric, std::size_t systems) {
  return make_score_table(gold, metric, systems);
}

}  // namespace

TEST_CASE("mstats: correlations as MTME's CompareMetrics ranks them") {
  const ScoreSet seg = load_score_set("seg");
  const auto rows = golden_rows("corr");
  REQUIRE(rows.size() > 500);
  int checked = 0;
  for (const auto& r : rows) {
    const CorrSpec spec = spec_of(r[2], avg_of(r[3]), r[4] == "1");
    const double got = correlate(tbl(seg.gold, seg.metrics.at(r[5]), seg.systems), spec);
    INFO(r[2] << " avg=" << r[3] << " rnz=" << r[4] << " " << r[5] << ": " << got << " vs MTME " << r[6]);
    CHECK(close_rel(got, num(r[6])));
    ++checked;
  }
  CHECK(checked == static_cast<int>(rows.size()));
}

TEST_CASE("mstats: KendallWithTiesOpt thresholds") {
  const ScoreSet seg = load_score_set("seg");
  for (const auto& r : golden_rows("tiesopt")) {
    ScoreTable m;
    m.systems = seg.systems;
    m.items = seg.items;
    m.gold = seg.gold;
    m.metric = seg.metrics.at(r[4]);
    const TiesOptResult t = kendall_with_ties_opt(m, avg_of(r[3]), *parse_kendall_variant(r[2]));
    INFO(r[2] << " " << r[3] << " " << r[4]);
    CHECK(close_rel(t.tau, num(r[5])));
    CHECK(t.threshold == num(r[6]));
  }
}

TEST_CASE("mstats: Student's t survival function and Williams' formula") {
  for (const auto& r : golden_rows("tsf")) {
    INFO("t=" << r[1] << " df=" << r[2]);
    CHECK(close_rel(student_t_sf(num(r[1]), num(r[2])), num(r[3])));
  }
  for (const auto& r : golden_rows("williams_raw")) {
    INFO(r[1] << " " << r[2] << " " << r[3] << " n=" << r[4]);
    CHECK(close_rel(williams_test(num(r[1]), num(r[2]), num(r[3]), num(r[4])), num(r[5])));
  }
  CHECK(std::isnan(williams_test(0.5, 0.4, 0.3, 3)));  // n - 3 = 0 degrees of freedom
  CHECK(std::isnan(student_t_sf(1, 0)));
  CHECK(student_t_sf(0, 5) == 0.5);
}

TEST_CASE("mstats: Williams' test as MTME's -i/-c comparison") {
  std::map<std::string, ScoreSet> sets;
  for (const char* name : {"seg", "sysA", "sysB", "sysC"}) sets[name] = load_score_set(name);
  const auto rows = golden_rows("williams");
  REQUIRE(rows.size() >= 90);
  for (const auto& r : rows) {
    const ScoreSet& s = sets.at(r[1]);
    const WilliamsResult w =
        williams_sig_diff(tbl(s.gold, s.metrics.at(r[4]), s.systems), tbl(s.gold, s.metrics.at(r[5]), s.systems),
                          spec_of(r[2], avg_of(r[3])));
    INFO(r[1] << " " << r[2] << " " << r[3] << " " << r[4] << " vs " << r[5] << ": p " << std::setprecision(17) << w.p << " vs " << r[6]);
    // 1e-12 relative, or, where the test is ill-conditioned (correlations
    // near 1 cancel in its determinant), what two ulps in any input
    // correlation change p by.
    const double r12 = correlate(tbl(s.metrics.at(r[4]), s.metrics.at(r[5]), s.systems), spec_of(r[2], avg_of(r[3])));
    const double n = static_cast<double>(s.gold.size());
    double sensitivity = 0;
    for (int which = 0; which < 3; ++which)
      for (double toward : {-2.0, 2.0}) {
        double in[3] = {w.r1, w.r2, r12};
        for (int step = 0; step < 2; ++step) {
          in[which] = std::nextafter(in[which], toward);
          sensitivity =
              std::max(sensitivity, std::fabs(williams_test(in[0], in[1], in[2], n) - w.p) / std::fabs(w.p));
        }
      }
    CHECK(close_rel(w.p, num(r[6]), std::max(1e-12, 2 * sensitivity)));
    CHECK(close_rel(w.r1, num(r[7])));
    CHECK(close_rel(w.r2, num(r[8])));
  }
}

TEST_CASE("mstats: PERM-BOTH against MTME's PermutationSigDiff") {
  const ScoreSet seg = load_score_set("seg");
  const auto rows = golden_rows("perm");
  REQUIRE(rows.size() >= 30);
  for (const auto& r : rows) {
    PermParams params;
    params.k = std::stoi(r[6]);
    params.block_size = std::stoi(r[7]);
    const PermResult p = permutation_sig_diff(tbl(seg.gold, seg.metrics.at(r[4]), seg.systems),
                                              tbl(seg.gold, seg.metrics.at(r[5]), seg.systems),
                                              spec_of(r[2], avg_of(r[3])), params);
    INFO(r[2] << " " << r[3] << " " << r[4] << " vs " << r[5] << ": p " << p.p << " vs MTME " << r[8]
              << ", delta " << p.delta << " vs " << r[9]);
    // delta: z-scored inputs, summed in another order: 1e-12 relative.
    CHECK(close_rel(p.delta, num(r[9]), 1e-12));
    CHECK(p.k_used == std::stoi(r[10]));
    CHECK(std::fabs(p.p - num(r[8])) <= mc_tolerance(p.p, num(r[8]), params.k));
  }
}

TEST_CASE("mstats: pairwise permutation against MTME's PairwisePermutationSigDiff") {
  const ScoreSet seg = load_score_set("seg");
  const auto rows = golden_rows("pairs");
  REQUIRE(rows.size() == 30);
  for (const auto& r : rows) {
    PermParams params;
    params.k = std::stoi(r[6]);
    params.block_size = std::stoi(r[7]);
    CorrSpec pairs;
    pairs.kind = CorrKind::ties_opt;
    pairs.variant = *parse_kendall_variant(r[2]);
    pairs.average = avg_of(r[3]);
    const PermResult p =
        pairwise_permutation_sig_diff(tbl(seg.gold, seg.metrics.at(r[4]), seg.systems),
                                      tbl(seg.gold, seg.metrics.at(r[5]), seg.systems), pairs, params);
    INFO(r[2] << " " << r[3] << " " << r[4] << " vs " << r[5] << ": p " << p.p << " vs MTME " << r[8]);
    CHECK(close_rel(p.delta, num(r[9]), 1e-12));
    CHECK(std::fabs(p.p - num(r[8])) <= mc_tolerance(p.p, num(r[8]), params.k));
  }
}

TEST_CASE("mstats: pooled system-level accuracy and its test") {
  const ScoreSet a = load_score_set("sysA"), b = load_score_set("sysB"), c = load_score_set("sysC");
  Vector gold = a.gold;
  gold.insert(gold.end(), b.gold.begin(), b.gold.end());
  gold.insert(gold.end(), c.gold.begin(), c.gold.end());
  std::map<std::string, Vector> pooled;
  for (const auto& name : a.names) {
    Vector v = a.metrics.at(name);
    v.insert(v.end(), b.metrics.at(name).begin(), b.metrics.at(name).end());
    v.insert(v.end(), c.metrics.at(name).begin(), c.metrics.at(name).end());
    pooled[name] = v;
  }
  CorrSpec spec = spec_of("accuracy", Average::none);
  spec.blocks = {a.systems, b.systems, c.systems};
  const std::size_t systems = gold.size();
  for (const auto& r : golden_rows("pooled")) CHECK(close_rel(correlate(tbl(gold, pooled.at(r[2]), systems), spec), num(r[3])));
  for (const auto& r : golden_rows("pooledperm")) {
    PermParams params;
    params.k = std::stoi(r[4]);
    params.block_size = std::stoi(r[5]);
    const PermResult p = permutation_sig_diff(tbl(gold, pooled.at(r[2]), systems), tbl(gold, pooled.at(r[3]), systems), spec, params);
    INFO(r[2] << " vs " << r[3] << ": p " << p.p << " vs MTME " << r[6]);
    CHECK(close_rel(p.delta, num(r[7])));
    CHECK(std::fabs(p.p - num(r[6])) <= mc_tolerance(p.p, num(r[6]), params.k));
  }
}

TEST_CASE("mstats: PCE within Monte Carlo error of MTME's (seed 4) figures") {
  const ScoreSet seg = load_score_set("seg");
  // MTME's PCE golden uses the segments whose gold is complete.
  std::vector<std::size_t> keep;
  for (std::size_t i = 0; i < seg.items; ++i) {
    bool all = true;
    for (std::size_t s = 0; s < seg.systems; ++s) all = all && !std::isnan(seg.gold[s * seg.items + i]);
    if (all) keep.push_back(i);
  }
  auto select = [&](const Vector& v) {
    Vector out;
    for (std::size_t s = 0; s < seg.systems; ++s)
      for (std::size_t i : keep) out.push_back(v[s * seg.items + i]);
    return out;
  };
  const CorrSpec spec = spec_of("pce", Average::none);
  for (const auto& r : golden_rows("pce")) {
    const double got = correlate(tbl(select(seg.gold), select(seg.metrics.at(r[2])), seg.systems), spec);
    // MTME's draws (numpy's default_rng(4)) and its float32 sums: MTME's
    // number, not an estimate of it.
    INFO(r[2] << ": " << got << " vs MTME " << r[3]);
    CHECK(std::fabs(got - num(r[3])) <= 1e-12);
  }
}

TEST_CASE("PCE kernels: pce.py's sign matrix; every kernel sums as the plain float32 loop, bit for bit") {
  using namespace meteor::metaeval::detail;
  Rng rng(7, 0, 0);
  for (const std::size_t perms : {1, 63, 64, 65, 1000})
    for (const std::size_t segs : {0, 1, 7, 650}) {
      const auto signs = pce_signs(4, perms, segs);
      REQUIRE(signs->padded() >= perms);
      meteor::NumpyGenerator np(4);
      bool same_signs = true;
      for (std::size_t q = 0; q < perms; ++q)
        for (std::size_t seg = 0; seg < segs; ++seg)
          same_signs = same_signs && signs->signs[(q / kPceTile) * segs * kPceTile + seg * kPceTile + q % kPceTile] ==
                                         (np.next_float() > 0.5f ? 1.0f : -1.0f);
      CHECK(same_signs);
      for (const std::size_t n : {1, 2, 3, 4, 5, 9}) {
        // Scores of many magnitudes, so that the order of the sums shows.
        std::vector<float> rows(n * segs);
        for (float& x : rows) x = static_cast<float>((rng.uniform() - 0.5) * std::pow(10.0, 8 * rng.uniform() - 4));
        std::vector<float> want(n * signs->padded(), 0.0f);
        for (std::size_t r = 0; r < n; ++r)
          for (std::size_t q = 0; q < perms; ++q) {
            float sum = 0;
            for (std::size_t seg = 0; seg < segs; ++seg)
              sum += signs->signs[(q / kPceTile) * segs * kPceTile + seg * kPceTile + q % kPceTile] * rows[r * segs + seg];
            want[r * signs->padded() + q] = sum;
          }
        for (const meteor::cpu::Level k : meteor::cpu::compiled_levels()) {
          std::vector<float> got(n * signs->padded());
          pce_kernels(k).partials(*signs, rows.data(), n, got.data());
          bool same = true;
          for (std::size_t r = 0; r < n; ++r)
            for (std::size_t q = 0; q < perms; ++q)
              same = same && std::bit_cast<std::uint32_t>(got[r * signs->padded() + q]) ==
                                 std::bit_cast<std::uint32_t>(want[r * signs->padded() + q]);
          INFO("kernel " << meteor::cpu::name(k) << ", " << perms << " permutations, " << segs << " segments, " << n
                         << " rows");
          CHECK(same);
        }
      }
    }
}

TEST_CASE("mstats: results do not depend on the number of threads; early stopping") {
  const ScoreSet seg = load_score_set("seg");
  const ScoreTable t1 = tbl(seg.gold, seg.metrics.at("meteor"), seg.systems),
                   t2 = tbl(seg.gold, seg.metrics.at("meteor-para"), seg.systems);
  const CorrSpec spec = spec_of("pearson", Average::item);
  PermParams params;
  params.k = 300;
  params.block_size = 20;
  params.seed = 99;
  params.threads = 1;
  const PermResult one = permutation_sig_diff(t1, t2, spec, params);
  params.threads = 2;
  const PermResult two = permutation_sig_diff(t1, t2, spec, params);
  params.threads = 5;
  const PermResult five = permutation_sig_diff(t1, t2, spec, params);
  CHECK(one.p == two.p);
  CHECK(one.p == five.p);
  CHECK(one.k_used == five.k_used);
  // Stopped at a block boundary with p outside [early_min, early_max], or ran to k.
  CHECK(one.k_used % 20 == 0);
  if (one.k_used < 300) CHECK((one.p < 0.02 || one.p > 0.5));
  // A clear difference stops at the first block.
  const PermResult clear =
      permutation_sig_diff(tbl(seg.gold, seg.metrics.at("BLEU"), seg.systems),
                           tbl(seg.gold, seg.metrics.at("COMET"), seg.systems), spec, params);
  CHECK(clear.k_used == 20);
  CHECK(clear.p < 0.02);
  // k = 0: no test.
  params.k = 0;
  CHECK(permutation_sig_diff(t1, t2, spec, params).k_used == 0);
  // Identical metrics: every draw ties the delta (p = 1).
  params.k = 50;
  CHECK(permutation_sig_diff(t1, t1, spec, params).p == 1.0);
}

TEST_CASE("mstats: a test's two tables must share their gold scores and shape") {
  const double kNaN = std::numeric_limits<double>::quiet_NaN();
  const Vector gold = {1, 2, kNaN, 4, 5, 6}, other = {1, 2, 3, 4, 5, 6};
  const Vector m1 = {0.1, 0.4, 0.2, 0.5, 0.3, 0.9}, m2 = {0.2, 0.1, 0.3, 0.6, 0.8, 0.7};
  const CorrSpec spec = spec_of("pearson", Average::none);
  PermParams params;
  params.k = 10;
  // NaN gold equals NaN gold.
  CHECK(permutation_sig_diff(tbl(gold, m1, 2), tbl(gold, m2, 2), spec, params).k_used == 10);
  CHECK_THROWS_AS(permutation_sig_diff(tbl(gold, m1, 2), tbl(other, m2, 2), spec, params), meteor::InvalidArgument);
  CHECK_THROWS_AS(williams_sig_diff(tbl(gold, m1, 2), tbl(gold, m2, 3), spec), meteor::InvalidArgument);
  CorrSpec pairs;
  pairs.kind = CorrKind::ties_opt;
  pairs.variant = KendallVariant::acc23;
  CHECK_THROWS_AS(pairwise_permutation_sig_diff(tbl(gold, m1, 2), tbl(other, m2, 2), pairs, params), meteor::InvalidArgument);
  // The one builder checks the table: non-finite metric scores, ragged shapes.
  CHECK_THROWS_AS(tbl(gold, {0.1, 0.2, kNaN, 0.3, 0.4, 0.5}, 2), meteor::InvalidArgument);
  CHECK_THROWS_AS(tbl(gold, m1, 4), meteor::InvalidArgument);
}
