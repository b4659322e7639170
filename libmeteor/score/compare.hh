// Is system B better than A under Meteor? sacreBLEU's paired significance
// tests and bootstrap confidence intervals (sacrebleu/significance.py), over
// Meteor's segment statistics: paired bootstrap resampling, paired
// approximate randomization, and each system's mean and 95% interval.
//
// The draws are numpy's default_rng(seed) draws as sacreBLEU makes them
// (util/numpy_random.hh): bootstrap indices choice(n, (resamples, n)),
// randomization masks integers(2, (trials, n), dtype=bool), followed, when
// intervals are asked with the randomization test, by the bootstrap indices
// from the same generator. A resample's statistics are a sum of segment
// contributions (Stats::contribution), scored by compute_metrics: nothing is
// rescored. So for a seed, sacreBLEU's significance module, given these
// statistics and Meteor's score from statistics, gives these figures.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "score/config.hh"
#include "score/stats.hh"

namespace meteor {

enum class PairedTest {
  kNone,           // scores (and intervals with `confidence`) only
  kBootstrap,      // paired bootstrap resampling (sacreBLEU --paired-bs)
  kRandomization,  // paired approximate randomization (sacreBLEU --paired-ar)
};

// "bs", "ar", "none".
const char* paired_test_name(PairedTest t);

struct CompareSettings {
  PairedTest test = PairedTest::kNone;
  // Bootstrap resamples (kBootstrap) or randomization trials
  // (kRandomization); 0: sacreBLEU's defaults, 1,000 and 10,000.
  std::size_t samples = 0;
  // Bootstrap resamples of each system's mean and 95% interval with
  // kRandomization or kNone (0: no interval). kBootstrap always gives them,
  // from its own resamples.
  std::size_t confidence = 0;
  // numpy's default_rng seed; nullopt: entropy from the operating system,
  // fresh for every draw sacreBLEU makes (a run is then not repeatable).
  std::optional<std::uint64_t> seed = 12345;
  unsigned threads = 1;  // 0: every CPU this process may use
};

// The resamples or trials of a test: samples, resolved.
std::size_t test_samples(const CompareSettings& s);
// The bootstrap resamples behind the intervals (0: none).
std::size_t interval_samples(const CompareSettings& s);

struct SystemComparison {
  double score = 0;  // the corpus score, as meteor gives it
  // The bootstrap estimate of the mean, and half the width of its 95%
  // interval (sacreBLEU's "μ ± CI"); absent without intervals.
  std::optional<double> mean, interval;
  // Against the baseline; absent for the baseline and without a test.
  std::optional<double> p_value;
};

// A comparison's result: systems[0] is the baseline.
struct Comparison {
  CompareSettings settings;  // as given; test_samples() and interval_samples() resolve the counts
  std::vector<SystemComparison> systems;
  // The signature of the scores and of the test: ...|nrefs:1|...|seed:12345|bs:1000
  // (sacreBLEU's fields: the seed or "none", the test's resamples "bs" or
  // trials "ar", and "bs" again for the intervals of a randomization test).
  std::string signature;
};

// The test's part of a comparison's signature: "seed:12345|bs:1000".
std::string comparison_signature(const CompareSettings& settings);

// systems[0] is the baseline; every system has one statistics per segment
// (as the Scorer gives them), the same number each. Scores with `config`'s
// parameters and weights. Throws InvalidArgument on empty or unequal inputs.
std::vector<SystemComparison> compare_statistics(const std::vector<std::vector<Stats>>& systems,
                                                 const Config& config, const CompareSettings& settings);

// sacreBLEU's estimate_ci: the mean of the scores (numpy's summation, over
// the sorted scores) and half the distance between the sorted scores at
// n // 40 from each end.
std::pair<double, double> bootstrap_interval(std::vector<double> scores);

}  // namespace meteor
