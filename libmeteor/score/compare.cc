// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/compare.hh"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>
#include <type_traits>

#include "util/cpu.hh"
#include "util/error.hh"
#include "util/numpy_random.hh"
#include "util/numpy_sum.hh"
#include "util/parallel.hh"

namespace meteor {

const char* paired_test_name(PairedTest t) {
  switch (t) {
    case PairedTest::kBootstrap:
      return "bs";
    case PairedTest::kRandomization:
      return "ar";
    case PairedTest::kNone:
      break;
  }
  return "none";
}

std::size_t test_samples(const CompareSettings& s) {
  switch (s.test) {
    case PairedTest::kBootstrap:
      return s.samples != 0 ? s.samples : 1000;
    case PairedTest::kRandomization:
      return s.samples != 0 ? s.samples : 10000;
    case PairedTest::kNone:
      break;
  }
  return 0;
}

std::size_t interval_samples(const CompareSettings& s) {
  return s.test == PairedTest::kBootstrap ? test_samples(s) : s.confidence;
}

std::string comparison_signature(const CompareSettings& settings) {
  std::string s = "seed:" + (settings.seed ? std::to_string(*settings.seed) : std::string("none"));
  if (settings.test != PairedTest::kNone)
    s += std::string("|") + paired_test_name(settings.test) + ":" + std::to_string(test_samples(settings));
  if (settings.test != PairedTest::kBootstrap && interval_samples(settings) != 0)
    s += "|bs:" + std::to_string(interval_samples(settings));
  return s;
}

std::pair<double, double> bootstrap_interval(std::vector<double> scores) {
  if (scores.empty()) return {std::nan(""), std::nan("")};
  std::sort(scores.begin(), scores.end());
  const std::size_t n = scores.size();
  const std::size_t lower = n / 40, upper = n - lower - 1;
  const double mean = numpy_sum(scores) / static_cast<double>(n);
  return {mean, 0.5 * (scores[upper] - scores[lower])};
}

namespace {

// A segment's contribution as a dense row of kWidth numbers: test and
// reference lengths, function words and total matches, the stages that
// weights count (content and function words of each side), chunks and word
// matches; zeros after them. A resample's statistics are a sum of rows.
constexpr std::size_t kWidth = 32;
constexpr std::size_t kMaxStages = (kWidth - 9) / 4;

struct Layout {
  std::size_t stages;
  std::size_t chunks() const { return 6 + 4 * stages; }
};

// The row of a segment's contribution (Stats::contribution).
template <class T>
void to_row(const Stats& segment, const Layout& l, T* row, std::size_t width) {
  const Stats s = segment.contribution();
  std::fill(row, row + width, T(0));
  row[0] = static_cast<T>(s.test_length);
  row[1] = static_cast<T>(s.reference_length);
  row[2] = static_cast<T>(s.test_function_words);
  row[3] = static_cast<T>(s.reference_function_words);
  row[4] = static_cast<T>(s.test_total_matches);
  row[5] = static_cast<T>(s.reference_total_matches);
  auto stage = [&](const std::vector<double>& v, std::size_t at) {
    for (std::size_t i = 0; i < l.stages && i < v.size(); ++i) row[at + i] = static_cast<T>(v[i]);
  };
  stage(s.test_stage_content, 6);
  stage(s.reference_stage_content, 6 + l.stages);
  stage(s.test_stage_function, 6 + 2 * l.stages);
  stage(s.reference_stage_function, 6 + 3 * l.stages);
  row[l.chunks()] = static_cast<T>(s.chunks);
  row[l.chunks() + 1] = static_cast<T>(s.test_word_matches);
  row[l.chunks() + 2] = static_cast<T>(s.reference_word_matches);
}

// Meteor's score of summed rows (compute_metrics on the statistics they
// stand for).
class RowScorer {
 public:
  RowScorer(const Config& config, const Layout& layout) : config_(config), layout_(layout) {
    for (auto* v :
         {&s_.test_stage_content, &s_.reference_stage_content, &s_.test_stage_function, &s_.reference_stage_function})
      v->assign(layout.stages, 0.0);
  }
  template <class T>
  double operator()(const T* row) {
    s_.test_length = static_cast<double>(row[0]);
    s_.reference_length = static_cast<double>(row[1]);
    s_.test_function_words = static_cast<double>(row[2]);
    s_.reference_function_words = static_cast<double>(row[3]);
    s_.test_total_matches = static_cast<double>(row[4]);
    s_.reference_total_matches = static_cast<double>(row[5]);
    const std::size_t n = layout_.stages;
    for (std::size_t i = 0; i < n; ++i) {
      s_.test_stage_content[i] = static_cast<double>(row[6 + i]);
      s_.reference_stage_content[i] = static_cast<double>(row[6 + n + i]);
      s_.test_stage_function[i] = static_cast<double>(row[6 + 2 * n + i]);
      s_.reference_stage_function[i] = static_cast<double>(row[6 + 3 * n + i]);
    }
    s_.chunks = static_cast<double>(row[layout_.chunks()]);
    s_.test_word_matches = static_cast<double>(row[layout_.chunks() + 1]);
    s_.reference_word_matches = static_cast<double>(row[layout_.chunks() + 2]);
    compute_metrics(s_, config_.alpha(), config_.beta(), config_.gamma(), config_.delta(), config_.weights);
    return s_.score;
  }

 private:
  const Config& config_;
  Layout layout_;
  Stats s_;
};

// numpy's bootstrap draws: idx[r * n + j] is the j-th segment of resample r.
using Indexes = std::vector<std::uint32_t>;

Indexes bootstrap_indexes(NumpyGenerator& g, std::size_t n, std::size_t samples) {
  Indexes idx(n * samples);
  std::vector<std::int64_t> row(n);
  for (std::size_t r = 0; r < samples; ++r) {
    g.choice_with_replacement(static_cast<std::int64_t>(n), row.data(), n);
    for (std::size_t j = 0; j < n; ++j) idx[r * n + j] = static_cast<std::uint32_t>(row[j]);
  }
  return idx;
}

// Randomization masks, 8 segments a byte: keys[b * trials + t] holds the
// bits of segments 8b .. 8b + 7 in trial t (1: the baseline's segment goes
// to the first pseudo-system, as sacreBLEU's pos_sel).
struct Masks {
  std::size_t blocks = 0, trials = 0;
  std::vector<std::uint8_t> keys;
};

Masks randomization_masks(NumpyGenerator& g, std::size_t n, std::size_t trials) {
  Masks m;
  m.blocks = (n + 7) / 8;
  m.trials = trials;
  m.keys.assign(m.blocks * trials, 0);
  std::unique_ptr<bool[]> bits(new bool[m.blocks * 8]());  // past n: false
  NumpyGenerator::BoolBuffer buffer;  // one numpy call for all rows: the bits run on across rows
  for (std::size_t t = 0; t < trials; ++t) {
    g.random_bools(bits.get(), n, buffer);
    for (std::size_t b = 0; b < m.blocks; ++b) {
      const bool* v = bits.get() + 8 * b;
      unsigned key = 0;
      for (unsigned k = 0; k < 8; ++k) key |= static_cast<unsigned>(v[k]) << k;
      m.keys[b * trials + t] = static_cast<std::uint8_t>(key);
    }
  }
  return m;
}

// The same resamples, each in segment order: an integer sum does not depend
// on the order, and rows read in order stream from memory.
Indexes sorted_resamples(const Indexes& idx, std::size_t n) {
  // A counting sort; each segment written 4 times whatever its count (the
  // next one overwrites what is not its), so that the loop does not branch
  // on counts, which are mostly 0 to 3.
  Indexes out(idx.size() + 4);
  std::vector<std::uint32_t> count(n);
  for (std::size_t r = 0; r * n < idx.size(); ++r) {
    std::fill(count.begin(), count.end(), 0u);
    for (std::size_t j = 0; j < n; ++j) ++count[idx[r * n + j]];
    std::uint32_t* o = out.data() + r * n;
    for (std::size_t i = 0; i < n; ++i) {
      const auto v = static_cast<std::uint32_t>(i);
      const std::uint32_t c = count[i];
      o[0] = o[1] = o[2] = o[3] = v;
      for (std::uint32_t k = 4; k < c; ++k) o[k] = v;
      o += c;
    }
  }
  out.resize(idx.size());
  return out;
}

NumpyGenerator generator(const CompareSettings& s) {
  return s.seed ? NumpyGenerator(*s.seed) : NumpyGenerator::from_entropy();
}

// The draws of one test, as sacreBLEU makes them for a system.
struct Draws {
  Indexes test_indexes;  // kBootstrap: the resamples
  Masks masks;           // kRandomization: the trials
  Indexes ci_indexes;    // intervals besides kBootstrap's (with kRandomization: drawn after the masks)
};

// The rows of one system, W numbers each (kWidth's layout cut to what the
// stages need), in one type: int32 when every number is an integer small
// enough that no sum overflows (sums are then exact in any order, as
// sacreBLEU's are), else double.
template <class T, std::size_t W>
struct Matrix {
  std::size_t n = 0;
  std::vector<T> rows;   // n x W
  std::vector<T> total;  // W: the corpus row
  const T* row(std::size_t i) const { return rows.data() + i * W; }
};

template <class T, std::size_t W>
Matrix<T, W> convert(const std::vector<Stats>& segments, const Layout& layout) {
  Matrix<T, W> m;
  m.n = segments.size();
  m.rows.resize(m.n * W);
  m.total.assign(W, T(0));
  for (std::size_t i = 0; i < m.n; ++i) {
    T* row = m.rows.data() + i * W;
    to_row(segments[i], layout, row, W);
    for (std::size_t j = 0; j < W; ++j) m.total[j] += row[j];
  }
  return m;
}

// The two loops that take the time, over rows of W numbers added as whole
// vectors of VB bytes (GCC's vector extension), so that a sum stays in
// registers: 16 (SSE, every x86-64) or 32 (AVX2, where the CPU level allows
// it: util/cpu.hh). Integer sums are exact whatever the width.
//
// sum_rows: out = the sum of rows[ix[j]] for j in [0, n), in that order.
template <class T, std::size_t W, std::size_t VB>
[[gnu::always_inline]] inline void sum_rows_body(const T* rows, const std::uint32_t* ix, std::size_t n, T* out) {
  typedef T Vec __attribute__((vector_size(VB)));
  constexpr std::size_t per = VB / sizeof(T), vecs = W / per;
  static_assert(W % per == 0);
  Vec acc[vecs] = {};
  for (std::size_t j = 0; j < n; ++j) {
    const T* row = rows + static_cast<std::size_t>(ix[j]) * W;
    for (std::size_t v = 0; v < vecs; ++v) {
      Vec x;
      std::memcpy(&x, row + v * per, VB);
      acc[v] += x;
    }
  }
  for (std::size_t v = 0; v < vecs; ++v) std::memcpy(out + v * per, &acc[v], VB);
}

// add_rows: acc[t] += table[keys[t]] for every trial t.
template <class T, std::size_t W, std::size_t VB>
[[gnu::always_inline]] inline void add_rows_body(T* acc, const T* table, const std::uint8_t* keys, std::size_t trials) {
  typedef T Vec __attribute__((vector_size(VB)));
  constexpr std::size_t per = VB / sizeof(T), vecs = W / per;
  for (std::size_t t = 0; t < trials; ++t) {
    const T* add = table + static_cast<std::size_t>(keys[t]) * W;
    T* a = acc + t * W;
    for (std::size_t v = 0; v < vecs; ++v) {
      Vec x, y;
      std::memcpy(&x, a + v * per, VB);
      std::memcpy(&y, add + v * per, VB);
      x += y;
      std::memcpy(a + v * per, &x, VB);
    }
  }
}

// The 32-byte paths, compiled for AVX2 on x86-64; elsewhere they are
// generic vector code that use_avx2() never picks (METEOR_CPU: portable).
#ifdef METEOR_X86
#define METEOR_TARGET_AVX2 __attribute__((target("avx2")))
#else
#define METEOR_TARGET_AVX2
#endif
template <class T, std::size_t W>
void sum_rows_sse(const T* rows, const std::uint32_t* ix, std::size_t n, T* out) {
  sum_rows_body<T, W, 16>(rows, ix, n, out);
}
template <class T, std::size_t W>
METEOR_TARGET_AVX2 void sum_rows_avx2(const T* rows, const std::uint32_t* ix, std::size_t n, T* out) {
  sum_rows_body<T, W, 32>(rows, ix, n, out);
}
template <class T, std::size_t W>
void add_rows_sse(T* acc, const T* table, const std::uint8_t* keys, std::size_t trials) {
  add_rows_body<T, W, 16>(acc, table, keys, trials);
}
template <class T, std::size_t W>
METEOR_TARGET_AVX2 void add_rows_avx2(T* acc, const T* table, const std::uint8_t* keys, std::size_t trials) {
  add_rows_body<T, W, 32>(acc, table, keys, trials);
}

bool use_avx2() {
  static const bool avx2 = cpu::at_least(cpu::Level::avx2);
  return avx2;
}

// Scores of every bootstrap resample: each a sum of its segments' rows, in
// the order drawn.
template <class T, std::size_t W>
std::vector<double> bootstrap_scores(const Matrix<T, W>& x, const Indexes& idx, std::size_t samples,
                                     RowScorer& score) {
  const std::size_t n = x.n;
  const auto sum = use_avx2() ? &sum_rows_avx2<T, W> : &sum_rows_sse<T, W>;
  std::vector<double> out(samples);
  alignas(64) T a[W];
  for (std::size_t r = 0; r < samples; ++r) {
    sum(x.rows.data(), idx.data() + r * n, n, a);
    out[r] = score(a);
  }
  return out;
}

// The bootstrap scores of the systems `which` (indexes into m) on the same
// resamples, a group of systems at a time (int32: 96 numbers, their rows
// side by side, summed in one pass over the indexes; double: one system),
// the groups spread over `threads`.
template <class T, std::size_t W>
std::vector<std::vector<double>> shared_bootstrap(const std::vector<Matrix<T, W>>& m,
                                                  const std::vector<std::size_t>& which, const Indexes& idx,
                                                  std::size_t samples, const Config& config, const Layout& layout,
                                                  unsigned threads) {
  constexpr bool integers = std::is_same_v<T, std::int32_t>;
  constexpr std::size_t G = integers ? 96 / W : 1;
  constexpr std::size_t GW = G * W;
  const std::size_t n = m[0].n;
  const Indexes in_order = integers ? sorted_resamples(idx, n) : Indexes();
  const Indexes& rows_of = integers ? in_order : idx;
  const std::size_t groups = (which.size() + G - 1) / G;
  std::vector<std::vector<double>> out(which.size(), std::vector<double>(samples));
  parallel_ordered<int>(
      groups, threads,
      [&](std::size_t g) {
        const std::size_t first = g * G, count = std::min(G, which.size() - first);
        std::vector<T> rows(n * GW, T(0));
        for (std::size_t i = 0; i < n; ++i)
          for (std::size_t q = 0; q < count; ++q) {
            const T* from = m[which[first + q]].row(i);
            std::copy(from, from + W, rows.data() + i * GW + q * W);
          }
        const auto sum = use_avx2() ? &sum_rows_avx2<T, GW> : &sum_rows_sse<T, GW>;
        RowScorer score(config, layout);
        alignas(64) T a[GW];
        for (std::size_t r = 0; r < samples; ++r) {
          sum(rows.data(), rows_of.data() + r * n, n, a);
          for (std::size_t q = 0; q < count; ++q) out[first + q][r] = score(a + q * W);
        }
        return 0;
      },
      [](std::size_t, int&&) {}, nullptr, 8);
  return out;
}

// |score(a) - score(b)| of every trial, where pseudo-system a holds the
// baseline's segment where the mask is set and the system's elsewhere, b
// the others: a = system total + the masked sum of (baseline - system), b =
// both totals - a. The masked sums go 8 segments at a time through a table
// of the 256 sums of a block's differences.
template <class T, std::size_t W>
std::vector<double> randomization_differences(const Matrix<T, W>& base, const Matrix<T, W>& sys, const Masks& masks,
                                              RowScorer& score) {
  const std::size_t trials = masks.trials;
  std::vector<T> acc(trials * W, T(0));
  std::vector<T> table(256 * W);
  for (std::size_t b = 0; b < masks.blocks; ++b) {
    std::fill(table.begin(), table.begin() + W, T(0));
    for (unsigned m = 1; m < 256; ++m) {
      const unsigned bit = static_cast<unsigned>(__builtin_ctz(m));
      const std::size_t i = b * 8 + bit;
      T* to = table.data() + m * W;
      const T* from = table.data() + (m & (m - 1)) * W;
      if (i < base.n) {
        const T* bl = base.row(i);
        const T* sy = sys.row(i);
        for (std::size_t j = 0; j < W; ++j) to[j] = from[j] + (bl[j] - sy[j]);
      } else {
        std::copy(from, from + W, to);
      }
    }
    (use_avx2() ? &add_rows_avx2<T, W> : &add_rows_sse<T, W>)(acc.data(), table.data(),
                                                                 masks.keys.data() + b * trials, trials);
  }
  std::vector<double> out(trials);
  T a[W], other[W];
  for (std::size_t t = 0; t < trials; ++t) {
    const T* d = acc.data() + t * W;
    for (std::size_t j = 0; j < W; ++j) {
      a[j] = sys.total[j] + d[j];
      other[j] = base.total[j] + sys.total[j] - a[j];
    }
    const double sa = score(a);
    const double sb = score(other);
    out[t] = std::abs(sa - sb);
  }
  return out;
}

double p_value(const std::vector<double>& stats, double real_difference) {
  std::size_t c = 0;
  for (double s : stats)
    if (s > real_difference) ++c;
  return static_cast<double>(c + 1) / static_cast<double>(stats.size() + 1);
}

template <class T, std::size_t W>
std::vector<SystemComparison> run(const std::vector<std::vector<Stats>>& systems, const Config& config,
                                  const Layout& layout, const CompareSettings& s) {
  const std::size_t n = systems[0].size();
  std::vector<Matrix<T, W>> m;
  m.reserve(systems.size());
  for (const auto& segments : systems) m.push_back(convert<T, W>(segments, layout));
  // The corpus scores: the rows summed in segment order, as meteor sums a
  // corpus's contributions, scored by compute_metrics.
  std::vector<double> scores(m.size());
  {
    RowScorer score(config, layout);
    for (std::size_t k = 0; k < m.size(); ++k) scores[k] = score(m[k].total.data());
  }
  const std::size_t samples = test_samples(s), ci = interval_samples(s);
  // A seeded run draws the same for every system (sacreBLEU seeds a fresh
  // generator for each): drawn once. Without a seed, each draw is fresh.
  auto system_draws = [&] {
    Draws d;
    NumpyGenerator g = generator(s);
    if (s.test == PairedTest::kBootstrap) d.test_indexes = bootstrap_indexes(g, n, samples);
    if (s.test == PairedTest::kRandomization) {
      d.masks = randomization_masks(g, n, samples);
      if (ci != 0) d.ci_indexes = bootstrap_indexes(g, n, ci);
    }
    if (s.test == PairedTest::kNone && ci != 0) d.ci_indexes = bootstrap_indexes(g, n, ci);
    return d;
  };
  std::optional<Draws> shared;
  if (s.seed) shared = system_draws();

  std::vector<SystemComparison> out(m.size());
  for (std::size_t k = 0; k < m.size(); ++k) out[k].score = scores[k];

  // Bootstrap scores on resamples that systems share (a seeded run): every
  // system's at once. The baseline's interval comes from a fresh generator's
  // resamples (the test's own with kBootstrap, which every system's test
  // reuses; with kRandomization, not those drawn after the masks).
  const unsigned threads = resolve_threads(s.threads);
  std::vector<std::vector<double>> boot(m.size());
  std::vector<std::size_t> all(m.size());
  for (std::size_t k = 0; k < all.size(); ++k) all[k] = k;
  auto fresh_baseline = [&](std::size_t count) {
    NumpyGenerator g = generator(s);
    return shared_bootstrap(m, {0}, bootstrap_indexes(g, n, count), count, config, layout, 1)[0];
  };
  if (shared && s.test == PairedTest::kBootstrap) {
    boot = shared_bootstrap(m, all, shared->test_indexes, samples, config, layout, threads);
  } else if (shared && s.test == PairedTest::kNone && ci != 0) {
    boot = shared_bootstrap(m, all, shared->ci_indexes, ci, config, layout, threads);
  } else if (shared && ci != 0) {
    std::vector<std::vector<double>> rest = shared_bootstrap(
        m, std::vector<std::size_t>(all.begin() + 1, all.end()), shared->ci_indexes, ci, config, layout, threads);
    for (std::size_t k = 1; k < m.size(); ++k) boot[k] = std::move(rest[k - 1]);
    boot[0] = fresh_baseline(ci);
  } else if (ci != 0) {
    boot[0] = fresh_baseline(ci);
  }
  if (ci != 0) std::tie(out[0].mean, out[0].interval) = bootstrap_interval(boot[0]);

  parallel_ordered<SystemComparison>(
      m.size() - 1, threads,
      [&](std::size_t j) {
        const std::size_t k = j + 1;
        SystemComparison r = out[k];
        RowScorer score(config, layout);
        std::optional<Draws> own;
        if (!shared) own = system_draws();
        const Draws& d = shared ? *shared : *own;
        const double diff = std::abs(scores[0] - scores[k]);
        auto resampled = [&](const Indexes& idx, std::size_t count) {
          return shared ? boot[k] : bootstrap_scores(m[k], idx, count, score);
        };
        if (s.test == PairedTest::kBootstrap) {
          const std::vector<double> base = shared ? boot[0] : bootstrap_scores(m[0], d.test_indexes, samples, score);
          const std::vector<double> sys = resampled(d.test_indexes, samples);
          std::tie(r.mean, r.interval) = bootstrap_interval(sys);
          std::vector<double> stats(samples);
          for (std::size_t q = 0; q < samples; ++q) stats[q] = std::abs(sys[q] - base[q]);
          const double mean = numpy_sum(stats) / static_cast<double>(samples);
          for (double& v : stats) v -= mean;
          r.p_value = p_value(stats, diff);
        } else if (s.test == PairedTest::kRandomization) {
          r.p_value = p_value(randomization_differences(m[0], m[k], d.masks, score), diff);
          if (ci != 0) std::tie(r.mean, r.interval) = bootstrap_interval(resampled(d.ci_indexes, ci));
        } else if (ci != 0) {
          std::tie(r.mean, r.interval) = bootstrap_interval(resampled(d.ci_indexes, ci));
        }
        return r;
      },
      [&](std::size_t j, SystemComparison&& r) { out[j + 1] = std::move(r); }, nullptr, 8);
  return out;
}

// run() with the narrowest width that holds the layout's numbers.
template <class T>
std::vector<SystemComparison> run_width(const std::vector<std::vector<Stats>>& rows, const Config& config,
                                        const Layout& layout, const CompareSettings& s) {
  const std::size_t fields = layout.chunks() + 3;
  if (fields <= 16) return run<T, 16>(rows, config, layout, s);
  if (fields <= 24) return run<T, 24>(rows, config, layout, s);
  return run<T, kWidth>(rows, config, layout, s);
}

}  // namespace

std::vector<SystemComparison> compare_statistics(const std::vector<std::vector<Stats>>& systems, const Config& config,
                                                 const CompareSettings& settings) {
  if (systems.empty()) throw InvalidArgument("compare: no system");
  const std::size_t n = systems[0].size();
  if (n == 0) throw InvalidArgument("compare: no segment");
  for (std::size_t k = 1; k < systems.size(); ++k)
    if (systems[k].size() != n)
      throw InvalidArgument("compare: system " + std::to_string(k) + " has " + std::to_string(systems[k].size()) +
                            " segments, the baseline " + std::to_string(n));
  if (settings.test != PairedTest::kNone && systems.size() < 2)
    throw InvalidArgument("compare: a paired test needs a system besides the baseline");
  if (n * std::max(test_samples(settings), interval_samples(settings)) > (std::size_t{1} << 34))
    throw InvalidArgument("compare: " + std::to_string(n) + " segments times " +
                          std::to_string(std::max(test_samples(settings), interval_samples(settings))) +
                          " samples is too many draws");
  Layout layout{config.weights.size()};
  if (layout.stages > kMaxStages)
    throw InvalidArgument("compare: more than " + std::to_string(kMaxStages) + " weighted modules");

  // Whether the rows are integers, and their largest number (a segment's
  // numbers bound its contribution's); stages as compute_metrics wants them.
  bool integral = true;
  double largest = 0;
  std::size_t stages = 0;
  auto look = [&](double v) {
    if (v != std::floor(v)) integral = false;
    largest = std::max(largest, std::abs(v));
  };
  for (const std::vector<Stats>& segments : systems)
    for (const Stats& x : segments) {
      for (double v : {x.test_length, x.reference_length, x.test_function_words, x.reference_function_words,
                       x.test_total_matches, x.reference_total_matches, x.chunks, x.test_word_matches,
                       x.reference_word_matches})
        look(v);
      for (const auto* v : {&x.test_stage_content, &x.reference_stage_content, &x.test_stage_function,
                            &x.reference_stage_function})
        for (double y : *v) look(y);
      stages = std::max(stages, x.test_stage_content.size());
    }
  if (stages < layout.stages)
    throw InvalidArgument("more module weights (" + std::to_string(layout.stages) + ") than statistics stages (" +
                          std::to_string(stages) + ")");
  // A resample sums n rows; a trial's sums reach both totals: int32 when
  // they cannot overflow.
  const double bound = largest * static_cast<double>(n) * 4.0;
  if (integral && bound < 2147483647.0) return run_width<std::int32_t>(systems, config, layout, settings);
  return run_width<double>(systems, config, layout, settings);
}

}  // namespace meteor
