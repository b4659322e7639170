// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/compare.hh"

#include <algorithm>
#include <cmath>
#include <cstring>
#include <memory>

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

void to_row(const Stats& s, const Layout& l, double* row) {
  std::fill(row, row + kWidth, 0.0);
  const Stats c = s.contribution();
  row[0] = c.test_length;
  row[1] = c.reference_length;
  row[2] = c.test_function_words;
  row[3] = c.reference_function_words;
  row[4] = c.test_total_matches;
  row[5] = c.reference_total_matches;
  auto stage = [&](const std::vector<double>& v, std::size_t at) {
    for (std::size_t i = 0; i < l.stages && i < v.size(); ++i) row[at + i] = v[i];
  };
  stage(c.test_stage_content, 6);
  stage(c.reference_stage_content, 6 + l.stages);
  stage(c.test_stage_function, 6 + 2 * l.stages);
  stage(c.reference_stage_function, 6 + 3 * l.stages);
  row[l.chunks()] = c.chunks;
  row[l.chunks() + 1] = c.test_word_matches;
  row[l.chunks() + 2] = c.reference_word_matches;
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

// numpy's draws, as counts: counts[i * samples + r] is how often segment i
// is in bootstrap resample r.
using Counts = std::vector<std::uint16_t>;

Counts bootstrap_counts(NumpyGenerator& g, std::size_t n, std::size_t samples) {
  Counts c(n * samples, 0);
  std::vector<std::int64_t> idx(n);
  for (std::size_t r = 0; r < samples; ++r) {
    g.choice_with_replacement(static_cast<std::int64_t>(n), idx.data(), n);
    for (std::int64_t i : idx) ++c[static_cast<std::size_t>(i) * samples + r];
  }
  return c;
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
  std::unique_ptr<bool[]> bits(new bool[n]);
  NumpyGenerator::BoolBuffer buffer;  // one numpy call for all rows: the bits run on across rows
  for (std::size_t t = 0; t < trials; ++t) {
    g.random_bools(bits.get(), n, buffer);
    for (std::size_t i = 0; i < n; ++i)
      if (bits[i]) m.keys[(i / 8) * trials + t] |= static_cast<std::uint8_t>(1u << (i % 8));
  }
  return m;
}

NumpyGenerator generator(const CompareSettings& s) {
  return s.seed ? NumpyGenerator(*s.seed) : NumpyGenerator::from_entropy();
}

// The draws of one test, as sacreBLEU makes them for a system.
struct Draws {
  Counts test_counts;  // kBootstrap: the resamples
  Masks masks;         // kRandomization: the trials
  Counts ci_counts;    // kRandomization with intervals: the resamples after the masks
};

// Rows of every system in one type: int32 when every number is an integer
// small enough that no sum overflows (sums are then exact in any order, as
// sacreBLEU's are), else double.
template <class T>
struct Matrix {
  std::size_t n = 0;
  std::vector<T> rows;   // n x kWidth
  std::vector<T> total;  // kWidth: the corpus row
  const T* row(std::size_t i) const { return rows.data() + i * kWidth; }
};

template <class T>
Matrix<T> convert(const std::vector<double>& rows, std::size_t n) {
  Matrix<T> m;
  m.n = n;
  m.rows.resize(rows.size());
  for (std::size_t k = 0; k < rows.size(); ++k) m.rows[k] = static_cast<T>(rows[k]);
  m.total.assign(kWidth, T(0));
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < kWidth; ++j) m.total[j] += m.rows[i * kWidth + j];
  return m;
}

// Scores of every bootstrap resample.
template <class T>
std::vector<double> bootstrap_scores(const Matrix<T>& x, const Counts& counts, std::size_t samples, RowScorer& score) {
  std::vector<T> acc(samples * kWidth, T(0));
  for (std::size_t i = 0; i < x.n; ++i) {
    const T* row = x.row(i);
    const std::uint16_t* c = counts.data() + i * samples;
    for (std::size_t r = 0; r < samples; ++r) {
      if (c[r] == 0) continue;
      const T k = static_cast<T>(c[r]);
      T* a = acc.data() + r * kWidth;
      for (std::size_t j = 0; j < kWidth; ++j) a[j] += k * row[j];
    }
  }
  std::vector<double> out(samples);
  for (std::size_t r = 0; r < samples; ++r) out[r] = score(acc.data() + r * kWidth);
  return out;
}

// |score(a) - score(b)| of every trial, where pseudo-system a holds the
// baseline's segment where the mask is set and the system's elsewhere, b
// the others: a = system total + the masked sum of (baseline - system), b =
// both totals - a. The masked sums go 8 segments at a time through a table
// of the 256 sums of a block's differences.
template <class T>
std::vector<double> randomization_differences(const Matrix<T>& base, const Matrix<T>& sys, const Masks& masks,
                                              RowScorer& score) {
  const std::size_t trials = masks.trials;
  std::vector<T> acc(trials * kWidth, T(0));
  std::vector<T> table(256 * kWidth);
  for (std::size_t b = 0; b < masks.blocks; ++b) {
    std::fill(table.begin(), table.begin() + kWidth, T(0));
    for (unsigned m = 1; m < 256; ++m) {
      const unsigned bit = static_cast<unsigned>(__builtin_ctz(m));
      const std::size_t i = b * 8 + bit;
      T* to = table.data() + m * kWidth;
      const T* from = table.data() + (m & (m - 1)) * kWidth;
      if (i < base.n) {
        const T* bl = base.row(i);
        const T* sy = sys.row(i);
        for (std::size_t j = 0; j < kWidth; ++j) to[j] = from[j] + (bl[j] - sy[j]);
      } else {
        std::copy(from, from + kWidth, to);
      }
    }
    const std::uint8_t* keys = masks.keys.data() + b * trials;
    for (std::size_t t = 0; t < trials; ++t) {
      const T* add = table.data() + static_cast<std::size_t>(keys[t]) * kWidth;
      T* a = acc.data() + t * kWidth;
      for (std::size_t j = 0; j < kWidth; ++j) a[j] += add[j];
    }
  }
  std::vector<double> out(trials);
  T a[kWidth], other[kWidth];
  for (std::size_t t = 0; t < trials; ++t) {
    const T* d = acc.data() + t * kWidth;
    for (std::size_t j = 0; j < kWidth; ++j) {
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

template <class T>
std::vector<SystemComparison> run(const std::vector<Matrix<T>>& m, const std::vector<double>& scores,
                                  const Config& config, const Layout& layout, const CompareSettings& s) {
  const std::size_t n = m[0].n;
  const std::size_t samples = test_samples(s), ci = interval_samples(s);
  // A seeded run draws the same for every system (sacreBLEU seeds a fresh
  // generator for each): drawn once. Without a seed, each draw is fresh.
  auto system_draws = [&] {
    Draws d;
    NumpyGenerator g = generator(s);
    if (s.test == PairedTest::kBootstrap) d.test_counts = bootstrap_counts(g, n, samples);
    if (s.test == PairedTest::kRandomization) {
      d.masks = randomization_masks(g, n, samples);
      if (ci != 0) d.ci_counts = bootstrap_counts(g, n, ci);
    }
    if (s.test == PairedTest::kNone && ci != 0) d.ci_counts = bootstrap_counts(g, n, ci);
    return d;
  };
  std::optional<Draws> shared;
  if (s.seed) shared = system_draws();

  std::vector<SystemComparison> out(m.size());
  for (std::size_t k = 0; k < m.size(); ++k) out[k].score = scores[k];

  // The baseline: its interval from a fresh generator's resamples (the
  // test's own with kBootstrap, whose scores every system's test reuses).
  std::vector<double> base_bootstrap;
  {
    RowScorer score(config, layout);
    if (ci != 0) {
      Counts fresh;
      const Counts* counts = nullptr;
      if (shared && s.test != PairedTest::kRandomization) {
        counts = s.test == PairedTest::kBootstrap ? &shared->test_counts : &shared->ci_counts;
      } else {
        NumpyGenerator g = generator(s);
        fresh = bootstrap_counts(g, n, ci);
        counts = &fresh;
      }
      base_bootstrap = bootstrap_scores(m[0], *counts, ci, score);
      std::tie(out[0].mean, out[0].interval) = bootstrap_interval(base_bootstrap);
    }
  }

  parallel_ordered<SystemComparison>(
      m.size() - 1, resolve_threads(s.threads),
      [&](std::size_t j) {
        const std::size_t k = j + 1;
        SystemComparison r = out[k];
        RowScorer score(config, layout);
        std::optional<Draws> own;
        if (!shared) own = system_draws();
        const Draws& d = shared ? *shared : *own;
        const double diff = std::abs(scores[0] - scores[k]);
        if (s.test == PairedTest::kBootstrap) {
          std::vector<double> base = base_bootstrap;
          if (!shared) base = bootstrap_scores(m[0], d.test_counts, samples, score);
          const std::vector<double> sys = bootstrap_scores(m[k], d.test_counts, samples, score);
          std::tie(r.mean, r.interval) = bootstrap_interval(sys);
          std::vector<double> stats(samples);
          for (std::size_t q = 0; q < samples; ++q) stats[q] = std::abs(sys[q] - base[q]);
          const double mean = numpy_sum(stats) / static_cast<double>(samples);
          for (double& v : stats) v -= mean;
          r.p_value = p_value(stats, diff);
        } else if (s.test == PairedTest::kRandomization) {
          r.p_value = p_value(randomization_differences(m[0], m[k], d.masks, score), diff);
          if (ci != 0)
            std::tie(r.mean, r.interval) = bootstrap_interval(bootstrap_scores(m[k], d.ci_counts, ci, score));
        } else if (ci != 0) {
          std::tie(r.mean, r.interval) = bootstrap_interval(bootstrap_scores(m[k], d.ci_counts, ci, score));
        }
        return r;
      },
      [&](std::size_t j, SystemComparison&& r) { out[j + 1] = std::move(r); });
  return out;
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

  // The corpus scores, as meteor sums and scores them.
  std::vector<double> scores(systems.size());
  std::vector<std::vector<double>> rows(systems.size(), std::vector<double>(n * kWidth));
  bool integral = true;
  double largest = 0;
  for (std::size_t k = 0; k < systems.size(); ++k) {
    Stats total;
    for (std::size_t i = 0; i < n; ++i) {
      total += systems[k][i].contribution();
      to_row(systems[k][i], layout, rows[k].data() + i * kWidth);
    }
    compute_metrics(total, config.alpha(), config.beta(), config.gamma(), config.delta(), config.weights);
    scores[k] = total.score;
    for (double v : rows[k]) {
      if (v != std::floor(v)) integral = false;
      largest = std::max(largest, std::abs(v));
    }
  }
  // A resample sums n rows; a trial's sums reach both totals: int32 when
  // they cannot overflow.
  const double bound = largest * static_cast<double>(n) * 4.0;
  if (integral && bound < 2147483647.0) {
    std::vector<Matrix<std::int32_t>> m;
    for (const auto& r : rows) m.push_back(convert<std::int32_t>(r, n));
    return run(m, scores, config, layout, settings);
  }
  std::vector<Matrix<double>> m;
  for (const auto& r : rows) m.push_back(convert<double>(r, n));
  return run(m, scores, config, layout, settings);
}

}  // namespace meteor
