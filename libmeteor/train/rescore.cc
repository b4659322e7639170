// SPDX-License-Identifier: LGPL-2.1-or-later
#include "train/rescore.hh"

#include <bit>
#include <unordered_map>

#include "java/lang.hh"
#include "util/error.hh"

namespace meteor::train {

namespace {

enum Column : std::size_t { kTestContentLen, kRefContentLen, kTestFunctionLen, kRefFunctionLen, kStage0 };
// Column of stage k: test content, reference content, test function,
// reference function.
constexpr std::size_t stage_column(std::size_t k, std::size_t which) { return kStage0 + 4 * k + which; }

// compute_metrics over columns, operation for operation (see
// score/stats.cc). out holds pow(frag, beta) of each segment on entry and
// the scores on return. Restrict pointers (reads from one block, writes to
// another) let the compiler vectorize the loop.
void score_columns(std::size_t n, const double* __restrict col, double* __restrict out, const GridVector& p) {
  const double alpha = p[0], gamma = p[2], delta = p[3];
  const double w0 = p[4], w1 = p[5], w2 = p[6], w3 = p[7];
  const double not_delta = 1.0 - delta, not_alpha = 1.0 - alpha;
  auto c = [&](std::size_t k) { return col + k * n; };
  const double *tcl = c(kTestContentLen), *rcl = c(kRefContentLen), *tfl = c(kTestFunctionLen),
               *rfl = c(kRefFunctionLen);
  const double *tc0 = c(stage_column(0, 0)), *rc0 = c(stage_column(0, 1)), *tf0 = c(stage_column(0, 2)),
               *rf0 = c(stage_column(0, 3));
  const double *tc1 = c(stage_column(1, 0)), *rc1 = c(stage_column(1, 1)), *tf1 = c(stage_column(1, 2)),
               *rf1 = c(stage_column(1, 3));
  const double *tc2 = c(stage_column(2, 0)), *rc2 = c(stage_column(2, 1)), *tf2 = c(stage_column(2, 2)),
               *rf2 = c(stage_column(2, 3));
  const double *tc3 = c(stage_column(3, 0)), *rc3 = c(stage_column(3, 1)), *tf3 = c(stage_column(3, 2)),
               *rf3 = c(stage_column(3, 3));
  for (std::size_t i = 0; i < n; ++i) {
    const double test_len = (delta * tcl[i]) + (not_delta * tfl[i]);
    const double ref_len = (delta * rcl[i]) + (not_delta * rfl[i]);
    double tm = 0.0, rm = 0.0;
    tm += tc0[i] * w0 * delta;
    tm += tc1[i] * w1 * delta;
    tm += tc2[i] * w2 * delta;
    tm += tc3[i] * w3 * delta;
    rm += rc0[i] * w0 * delta;
    rm += rc1[i] * w1 * delta;
    rm += rc2[i] * w2 * delta;
    rm += rc3[i] * w3 * delta;
    tm += tf0[i] * w0 * not_delta;
    tm += tf1[i] * w1 * not_delta;
    tm += tf2[i] * w2 * not_delta;
    tm += tf3[i] * w3 * not_delta;
    rm += rf0[i] * w0 * not_delta;
    rm += rf1[i] * w1 * not_delta;
    rm += rf2[i] * w2 * not_delta;
    rm += rf3[i] * w3 * not_delta;
    const double precision = tm / test_len;
    const double recall = rm / ref_len;
    const double fmean = 1.0 / ((not_alpha / precision) + (alpha / recall));
    const double penalty = gamma * out[i];
    const double score = fmean * (1.0 - penalty);
    // NaN -> 0; Math.max(score, 0.0) (which also turns -0.0 into 0.0).
    out[i] = score != score ? 0.0 : (score > 0.0 ? score : 0.0);
  }
}

}  // namespace

Rescorer::Rescorer(std::span<const Stats> stats) {
  const std::size_t n = stats.size();
  if (n > UINT32_MAX) throw LimitExceeded("too many segments to train on");
  columns_.assign(kColumns * n, 0.0);
  auto at = [&](std::size_t column, std::size_t i) -> double& { return columns_[column * n + i]; };
  frag_index_.resize(n);
  std::unordered_map<std::uint64_t, std::uint32_t> seen;  // by bit pattern
  for (std::size_t i = 0; i < n; ++i) {
    const Stats& s = stats[i];
    at(kTestContentLen, i) = s.test_length - s.test_function_words;
    at(kRefContentLen, i) = s.reference_length - s.reference_function_words;
    at(kTestFunctionLen, i) = s.test_function_words;
    at(kRefFunctionLen, i) = s.reference_function_words;
    if (s.test_stage_content.size() > kStages || s.reference_stage_content.size() > kStages)
      throw InvalidArgument("statistics with more than 4 stages");
    for (std::size_t k = 0; k < s.test_stage_content.size(); ++k) {
      at(stage_column(k, 0), i) = s.test_stage_content[k];
      at(stage_column(k, 1), i) = s.reference_stage_content[k];
      at(stage_column(k, 2), i) = s.test_stage_function[k];
      at(stage_column(k, 3), i) = s.reference_stage_function[k];
    }
    // As compute_metrics: no fragmentation for a perfect match in one chunk.
    const double frag =
        s.perfect() ? 0.0 : s.chunks / ((s.test_word_matches + s.reference_word_matches) / 2);
    auto [it, added] = seen.try_emplace(std::bit_cast<std::uint64_t>(frag), static_cast<std::uint32_t>(frags_.size()));
    if (added) frags_.push_back(frag);
    frag_index_[i] = it->second;
  }
}

void Rescorer::pow_table(double beta, std::vector<double>& table) const {
  table.resize(frags_.size());
  for (std::size_t k = 0; k < frags_.size(); ++k) table[k] = java::pow(frags_[k], beta);
}

void Rescorer::score(const GridVector& p, std::span<const double> pow_of_frag, std::span<double> out) const {
  const std::size_t n = size();
  if (out.size() != n || pow_of_frag.size() != frags_.size())
    throw InvalidArgument("Rescorer::score: wrong buffer sizes");
  // pow(frag, beta) of each segment first (a gather), then the arithmetic,
  // which the compiler vectorizes.
  const std::uint32_t* fi = frag_index_.data();
  const double* pw = pow_of_frag.data();
  double* o = out.data();
  for (std::size_t i = 0; i < n; ++i) o[i] = pw[fi[i]];
  score_columns(n, columns_.data(), o, p);
}

}  // namespace meteor::train
