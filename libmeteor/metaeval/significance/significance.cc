// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/significance/significance.hh"

#include <algorithm>
#include <cmath>
#include <functional>
#include <memory>
#include <string>
#include <tuple>

#include "metaeval/draws/draw_bits.hh"
#include "metaeval/draws/perm_draws.hh"
#include "metaeval/significance/prepared.hh"
#include "util/numpy_sum.hh"
#include "metaeval/statistics/random.hh"
#include "util/error.hh"
#include "util/parallel.hh"

namespace meteor::metaeval {

using namespace detail;

namespace detail {

// scipy.stats.zscore (ddof 0), operation for operation.
Vector zscore(const Vector& v) {
  const double n = static_cast<double>(v.size());
  const double mean = numpy_sum(v) / n;
  Vector sq(v.size());
  for (std::size_t i = 0; i < v.size(); ++i) sq[i] = (v[i] - mean) * (v[i] - mean);
  const double sd = std::sqrt(numpy_sum(sq) / n);
  Vector z(v.size());
  for (std::size_t i = 0; i < v.size(); ++i) z[i] = (v[i] - mean) / sd;
  return z;
}

// One PERM-BOTH draw: every cell's two metric scores swapped or kept with
// even odds (draw_bits), into m1 and m2.
void swap_cells(std::uint64_t seed, int draw, const Vector& z1, const Vector& z2, Vector& m1, Vector& m2) {
  thread_local std::vector<std::uint64_t> bits;
  draw_bits(seed, draw, z1.size(), bits);
  m1.resize(z1.size());
  m2.resize(z1.size());
  mix_by_bits(bits.data(), 0, z1.data(), z2.data(), z1.size(), m1.data(), m2.data());
}

// Runs draws 1..k of a permutation test: fill(start, end, out) puts draws
// start..end's (corr2, corr1) (1-based) into out[0..end - start]; a draw
// counts when corr2 - corr1 >= delta. Draws are made in chunks of whole
// blocks (about chunk draws); the early-stopping rule is then applied in
// order, so the result is the sequential test's whatever the thread count
// and chunk.
PermResult run_chunks(const PermParams& params, bool check_only_on_large, double delta,
                      const std::function<void(int, int, Draw*)>& fill, int chunk) {
  PermResult r;
  r.delta = delta;
  if (params.k <= 0) return r;
  const int block = std::max(1, params.block_size);
  const int per_chunk = block >= params.k ? params.k : block * std::max(1, chunk / block);
  int large = 0;
  for (int start = 1; start <= params.k; start += per_chunk) {
    const int end = std::min(params.k, start + per_chunk - 1);
    const std::size_t first = r.draws.size();
    r.draws.resize(first + static_cast<std::size_t>(end - start + 1));
    fill(start, end, r.draws.data() + first);
    for (int d = start; d <= end; ++d) {
      const Draw& x = r.draws[static_cast<std::size_t>(d - 1)];
      const bool hit = x[0] - x[1] >= delta;
      large += hit;
      if ((!check_only_on_large || hit) && d % block == 0) {
        const double p = static_cast<double>(large) / d;
        if (p < params.early_min || p > params.early_max) {
          r.p = p;
          r.k_used = d;
          r.draws.resize(static_cast<std::size_t>(d));
          return r;
        }
      }
    }
  }
  r.k_used = params.k;
  r.p = static_cast<double>(large) / params.k;
  return r;
}

// group(first, count) gives draws first..first + size - 1 (size <= G),
// of which it must make count at least (so that a test runs several draws
// side by side); groups in parallel, draws past a chunk's end dropped (a
// draw depends only on the seed and its number).
template <std::size_t G>
PermResult run_draw_groups(const PermParams& params, bool check_only_on_large, double delta,
                           const std::function<std::array<Draw, G>(int, std::size_t)>& group,
                           std::size_t size = G, int chunk = 256) {
  return run_chunks(params, check_only_on_large, delta, [&](int start, int end, Draw* out) {
    const auto count = static_cast<std::size_t>(end - start + 1);
    parallel_ordered<std::array<Draw, G>>(
        (count + size - 1) / size, resolve_threads(params.threads),
        [&](std::size_t g) { return group(start + static_cast<int>(g * size), std::min(size, count - g * size)); },
        [&](std::size_t g, const std::array<Draw, G>& x) {
          for (std::size_t j = 0; j < size && g * size + j < count; ++j) out[g * size + j] = x[j];
        },
        params.cancel);
  }, chunk);
}

// draw(i) gives draw i; draws in parallel.
PermResult run_draws(const PermParams& params, bool check_only_on_large, double delta,
                     const std::function<Draw(int)>& draw) {
  return run_draw_groups<1>(params, check_only_on_large, delta,
                            [&](int first, std::size_t) { return std::array<Draw, 1>{draw(first)}; });
}

}  // namespace detail

unsigned threads_for_work(double cell_draws, unsigned requested) {
  return cell_draws < kParallelWork ? 1u : resolve_threads(requested);
}

void check_same_gold(const ScoreTable& table1, const ScoreTable& table2) {
  if (table1.systems != table2.systems || table1.items != table2.items || table1.gold.size() != table2.gold.size() ||
      table1.metric.size() != table1.gold.size() || table2.metric.size() != table2.gold.size())
    throw InvalidArgument("the two metrics' score tables differ in shape (" + std::to_string(table1.systems) + "x" +
                          std::to_string(table1.items) + " and " + std::to_string(table2.systems) + "x" +
                          std::to_string(table2.items) + ")");
  for (std::size_t c = 0; c < table1.gold.size(); ++c) {
    const double a = table1.gold[c], b = table2.gold[c];
    if (!(a == b || (std::isnan(a) && std::isnan(b))))
      throw InvalidArgument("gold scores for correlations don't match (cell " + std::to_string(c) + ")");
  }
}

double williams_test(double r12, double r13, double r23, double n, bool one_sided) {
  const double k = 1 - r12 * r12 - r13 * r13 - r23 * r23 + 2 * r12 * r23 * r13;
  const double rbar = (r12 + r13) / 2;
  const double tnum = (r12 - r13) * std::sqrt((n - 1) * (1 + r23));
  const double tden = std::sqrt(2 * (n - 1) / (n - 3) * k + rbar * rbar * std::pow(1 - r23, 3));
  const double p = student_t_sf(std::fabs(tnum / tden), n - 3);
  return one_sided ? p : 2 * p;
}

WilliamsResult williams_sig_diff(const ScoreTable& metric1, const ScoreTable& metric2, const CorrSpec& spec,
                                 bool one_sided) {
  check_same_gold(metric1, metric2);
  const double r1 = correlate(metric1, spec), r2 = correlate(metric2, spec);
  ScoreTable between = metric2;  // metric1's scores in gold's place
  between.gold = metric1.metric;
  const double r12 = correlate(between, spec);
  return {williams_test(r1, r2, r12, static_cast<double>(metric1.gold.size()), one_sided), r1, r2};
}

PermResult permutation_sig_diff(const ScoreTable& table1, const ScoreTable& table2, const CorrSpec& spec,
                                const PermParams& params) {
  check_same_gold(table1, table2);
  if (spec.pdp) throw InvalidArgument("pdp (Pairwise Difference Pearson) is not supported by the permutation test");

  if (spec.kind == CorrKind::ties_opt) {
    // MTME: KendallWithTiesOpt on the whole matrices (it filters and
    // averages itself), metric scores z-scored over every cell.
    const Vector z1 = zscore(table1.metric), z2 = zscore(table2.metric);
    auto corr = [&](const Vector& m, std::uint64_t sample_seed) {
      const ScoreTable t{table1.systems, table1.items, table1.gold, m};  // m in table1's place
      return kendall_with_ties_opt(t, spec.average, spec.variant, spec.sample_rate, sample_seed).tau;
    };
    const double delta = corr(z2, spec.sample_seed) - corr(z1, spec.sample_seed);
    return run_draws(params, false, delta, [&](int draw) {
      Vector m1, m2;
      swap_cells(params.seed, draw, z1, z2, m1, m2);
      const std::uint64_t s = mix64(params.seed ^ static_cast<std::uint64_t>(draw));
      return Draw{corr(m2, s), corr(m1, s + 1)};
    });
  }

  const TestGold t = test_gold(table1, spec);
  return permutation_sig_diff(t, test_metric(table1, t), test_metric(table2, t), spec, params);
}

double average_kendall(const TestGold& gold, const TestMetric& metric, KendallVariant variant, bool scipy_order,
                       bool replace_nans_with_zeros) {
  auto vector_tau = [&](std::size_t v) -> std::optional<WeightedCorrelation> {
    const KendallGold& g = gold.kendall[v];
    if (g.size() < 2) return std::nullopt;  // as average_rows
    const double* raw = metric.raw.data() + gold.starts[v];
    const double tau = v < metric.sorted.size() ? g(metric.sorted[v], raw, variant, scipy_order)
                                                : g(raw, variant, scipy_order);
    return WeightedCorrelation{tau, 0.0, 1.0};
  };
  return average_of(gold.kendall.size(), vector_tau, replace_nans_with_zeros).value;
}

TestGold test_gold(const ScoreTable& table, const CorrSpec& spec) {
  TestGold t;
  t.systems = table.systems;
  const bool one_vector = spec.kind == CorrKind::accuracy || spec.kind == CorrKind::pce;
  t.starts = {0};
  for (const auto& group : group_cells(table.gold, table.systems, one_vector ? Average::none : spec.average)) {
    for (std::size_t c : group) {
      t.cells.push_back(c);
      t.gold.push_back(table.gold[c]);
    }
    t.starts.push_back(t.gold.size());
  }
  if (spec.kind == CorrKind::accuracy) {
    // The blocks in the filtered layout, which is the full one where no
    // gold is missing.
    t.blocks = spec.blocks;
    std::size_t begin = 0;
    for (std::size_t& b : t.blocks) {
      std::size_t kept = 0;
      for (std::size_t c = begin; c < begin + b; ++c) kept += !std::isnan(table.gold[c]);
      begin += b;
      b = kept;
    }
  }
  if (spec.kind == CorrKind::kendall && spec.epsilon == 0)
    for (std::size_t v = 0; v + 1 < t.starts.size(); ++v)
      t.kendall.emplace_back(Vector(t.gold.begin() + static_cast<std::ptrdiff_t>(t.starts[v]),
                                    t.gold.begin() + static_cast<std::ptrdiff_t>(t.starts[v + 1])));
  return t;
}

TestMetric test_metric(const ScoreTable& table, const TestGold& t) {
  TestMetric m;
  m.raw.reserve(t.cells.size());
  for (std::size_t c : t.cells) m.raw.push_back(table.metric[c]);
  m.z = zscore(m.raw);
  for (std::size_t v = 0; v < t.kendall.size(); ++v)
    m.sorted.push_back(t.kendall[v].sort(m.z.data() + t.starts[v]));
  return m;
}

PermResult permutation_sig_diff(const TestGold& t, const TestMetric& metric1, const TestMetric& metric2,
                                const CorrSpec& spec, const PermParams& given) {
  PermParams params = given;  // (small tests on the calling thread)
  params.threads = threads_for_work(static_cast<double>(t.gold.size()) * std::max(given.k, 0), given.threads);
  const Vector& g = t.gold;
  const std::vector<std::size_t>& starts = t.starts;
  const std::size_t systems = t.systems;
  const Vector& z1 = metric1.z;
  const Vector& z2 = metric2.z;
  std::function<double(const Vector&)> corr;
  std::vector<std::vector<double>> gold_p;
  std::shared_ptr<const PceSigns> pce_sign_matrix;
  if (spec.kind == CorrKind::accuracy) {
    // One vector (MTME tests accuracy with average 'none').
    corr = [&](const Vector& m) { return pooled_accuracy(g, m, t.blocks); };
  } else if (spec.kind == CorrKind::pce) {
    if (g.size() % systems) throw Error("PCE: the segments with gold scores differ between systems");
    if (spec.pce_permutations > 0) {
      pce_sign_matrix = pce_signs(4, static_cast<std::size_t>(spec.pce_permutations), g.size() / systems);
      gold_p = pce_matrix(*pce_sign_matrix, g.data(), systems);
    }
    corr = [&](const Vector& m) { return pce_value(g, m, systems, spec.pce_permutations, &gold_p); };
  } else {
    corr = [&](const Vector& m) {
      Vector values, gv, mv;
      values.reserve(starts.size() - 1);
      for (std::size_t v = 0; v + 1 < starts.size(); ++v) {
        gv.assign(g.begin() + starts[v], g.begin() + starts[v + 1]);
        mv.assign(m.begin() + starts[v], m.begin() + starts[v + 1]);
        values.push_back(vector_corr(gv, mv, spec));
      }
      return average_values(values, spec.replace_nans_with_zeros);
    };
  }
  // Pearson and Kendall (epsilon 0): the draws engine's entries, which
  // prepare each vector's gold and metric vectors once and count groups of
  // draws as the inputs and the CPU level allow.
  std::optional<PearsonTestDraws> pearson;
  std::optional<KendallTestDraws> kendall;
  if (spec.kind == CorrKind::pearson) pearson.emplace(g, starts, z1, z2, spec.replace_nans_with_zeros);
  if (!t.kendall.empty())
    kendall.emplace(t.kendall, metric1.sorted, metric2.sorted, starts, z1, z2, spec.variant, spec.scipy_kendall,
                    spec.replace_nans_with_zeros, static_cast<std::size_t>(std::max(params.k, 0)));
  auto corr_both = [&](const Vector& a, const Vector& b) -> std::pair<double, double> {
    if (pce_sign_matrix) return pce_both(*pce_sign_matrix, gold_p, a, b, systems);
    return {corr(a), corr(b)};
  };
  const auto [c1, c2] = pearson ? pearson->unpermuted() : kendall ? kendall->unpermuted() : corr_both(z1, z2);
  // An engine's groups of draws (kMost: their room, a small array for a few).
  auto groups = [&]<std::size_t kMost>(const auto& engine, std::size_t size, int chunk) {
    return run_draw_groups<kMost>(params, false, c2 - c1, [&](int first, std::size_t count) {
      std::array<Draw, kMost> out;
      engine.draws(params.seed, first, count, out.data());
      return out;
    }, size, chunk);
  };
  if (pearson) return groups.template operator()<PearsonTestDraws::kDraws>(*pearson, PearsonTestDraws::kDraws, 256);
  if (kendall) {
    const auto [size, chunk] = kendall->grouping(resolve_threads(params.threads));
    if (size <= kKendallBatch) return groups.template operator()<kKendallBatch>(*kendall, size, chunk);
    return groups.template operator()<KendallTestDraws::kMostDraws>(*kendall, size, chunk);
  }
  return run_draws(params, false, c2 - c1, [&](int draw) {
    thread_local Vector m1, m2;  // reused from draw to draw: swap_cells overwrites every cell
    swap_cells(params.seed, draw, z1, z2, m1, m2);
    const auto [d1, d2] = corr_both(m1, m2);
    return Draw{d2, d1};
  });
}

namespace {

// The pairs of cells within each vector of the averaging, each classified
// for both metrics (pair_class with the metric's tie threshold) and handed
// to add(group, class for metric1, class for metric2): a Group per vector.
template <class Group, class Add>
std::vector<Group> pair_groups(const ScoreTable& table1, const ScoreTable& table2, Average average, double eps1,
                               double eps2, Add add) {
  const Vector &gold = table1.gold, &metric1 = table1.metric, &metric2 = table2.metric;
  std::vector<Group> groups;
  for (const auto& cells : group_cells(gold, table1.systems, average)) {
    Group& grp = groups.emplace_back();
    for (std::size_t a = 0; a < cells.size(); ++a)
      for (std::size_t b = a + 1; b < cells.size(); ++b) {
        const std::size_t i = cells[a], j = cells[b];
        const double dg = gold[j] - gold[i];
        add(grp, pair_class(dg, metric1[j] - metric1[i], eps1), pair_class(dg, metric2[j] - metric2[i], eps2));
      }
  }
  return groups;
}

// A pairwise test's draws: values(group, rng) gives a vector's (metric1's,
// metric2's) statistic with the pairs on which the metrics differ swapped
// or not by rng (nullptr: none swapped), averaged over the vectors.
template <class Group, class Values>
PermResult run_pair_draws(const std::vector<Group>& groups, const CorrSpec& pp, const PermParams& params,
                          Values values) {
  auto averages = [&](Rng* rng) {
    Vector h1(groups.size()), h2(groups.size());
    for (std::size_t i = 0; i < groups.size(); ++i) std::tie(h1[i], h2[i]) = values(groups[i], rng);
    return Draw{average_values(h2, pp.replace_nans_with_zeros), average_values(h1, pp.replace_nans_with_zeros)};
  };
  const Draw unpermuted = averages(nullptr);
  return run_draws(params, true, unpermuted[0] - unpermuted[1], [&](int draw) {
    Rng rng(params.seed, 2, static_cast<std::uint64_t>(draw));
    return averages(&rng);
  });
}

// The pairwise permutation test for tau-b: tau-b needs every class of pair
// (concordant, discordant, tied in the metric, in gold, in both), so each
// pair on which the two metrics' classes differ is swapped (or not) whole.
PermResult pairwise_permutation_tau_b(const ScoreTable& table1, const ScoreTable& table2, const CorrSpec& pp,
                                      const PermParams& params, double eps1, double eps2) {
  struct Group {
    KendallCounts k1, k2;
    std::vector<std::pair<PairClass, PairClass>> differ;  // (class for metric1, for metric2)
  };
  auto add = [](Group& grp, PairClass c1, PairClass c2) {
    count_pair(grp.k1, c1);
    count_pair(grp.k2, c2);
    if (c1 != c2) grp.differ.emplace_back(c1, c2);
  };
  const auto groups = pair_groups<Group>(table1, table2, pp.average, eps1, eps2, add);
  auto tau = [](const KendallCounts& k) { return kendall_from_counts(k, KendallVariant::b, 0, 0); };
  return run_pair_draws(groups, pp, params, [&](const Group& grp, Rng* rng) {
    KendallCounts k1 = grp.k1, k2 = grp.k2;
    if (rng)
      for (const auto& [c1, c2] : grp.differ)
        if (rng->bit()) {
          count_pair(k1, c1, -1);
          count_pair(k1, c2);
          count_pair(k2, c2, -1);
          count_pair(k2, c1);
        }
    return std::pair{tau(k1), tau(k2)};
  });
}

}  // namespace

PermResult pairwise_permutation_sig_diff(const ScoreTable& table1, const ScoreTable& table2, const CorrSpec& pp,
                                         const PermParams& params, std::optional<double> epsilon1,
                                         std::optional<double> epsilon2) {
  check_same_gold(table1, table2);
  if (pp.variant == KendallVariant::c)  // tau-c needs the scores themselves, not defined once pairs are swapped
    throw Error("tau-c not supported by the pairwise permutation test");
  if (pp.variant == KendallVariant::b && (!epsilon1 || !epsilon2))
    throw Error("the pairwise permutation test optimizes epsilon only for the 23 and acc23 variants: give both");
  auto threshold = [&](const std::optional<double>& given, const ScoreTable& table) {
    if (given) {
      if (*given < 0) throw Error("epsilon must be non-negative");
      return *given;
    }
    return kendall_with_ties_opt(table, pp.average, pp.variant, pp.sample_rate, pp.sample_seed).threshold;
  };
  const double eps1 = threshold(epsilon1, table1), eps2 = threshold(epsilon2, table2);
  if (pp.variant == KendallVariant::b) return pairwise_permutation_tau_b(table1, table2, pp, params, eps1, eps2);

  // Per vector: its pairs, how many each metric gets right (concordant or
  // tied in both), and the pairs on which the two metrics disagree.
  struct Group {
    std::int64_t pairs = 0, right1 = 0, right2 = 0;
    std::vector<std::int8_t> diff;  // right2 - right1 on the pairs where they differ
  };
  auto right = [](PairClass c) { return c == PairClass::concordant || c == PairClass::tie_both; };
  auto add = [&](Group& grp, PairClass c1, PairClass c2) {
    const bool r1 = right(c1), r2 = right(c2);
    ++grp.pairs;
    grp.right1 += r1;
    grp.right2 += r2;
    if (r1 != r2) grp.diff.push_back(static_cast<std::int8_t>(r2 ? 1 : -1));
  };
  const auto groups = pair_groups<Group>(table1, table2, pp.average, eps1, eps2, add);
  auto value = [&](std::int64_t right_pairs, std::int64_t pairs) {
    if (pairs == 0) return kNaN;
    if (pp.variant == KendallVariant::acc23) return static_cast<double>(right_pairs) / static_cast<double>(pairs);
    return static_cast<double>(2 * right_pairs - pairs) / static_cast<double>(pairs);
  };
  return run_pair_draws(groups, pp, params, [&](const Group& grp, Rng* rng) {
    std::int64_t moved = 0;  // right2 - right1 over the swapped pairs
    if (rng)
      for (std::int8_t d : grp.diff)
        if (rng->bit()) moved += d;
    return std::pair{value(grp.right1 + moved, grp.pairs), value(grp.right2 - moved, grp.pairs)};
  });
}

}  // namespace meteor::metaeval
