// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/stats.hh"

#include <cmath>

#include "java/lang.hh"
#include "text/tokenize.hh"
#include "util/error.hh"

namespace meteor {

Stats Stats::contribution() const {
  Stats c;
  c.test_length = test_length;
  c.reference_length = reference_length;
  c.test_function_words = test_function_words;
  c.reference_function_words = reference_function_words;
  c.test_total_matches = test_total_matches;
  c.reference_total_matches = reference_total_matches;
  c.test_stage_content = test_stage_content;
  c.reference_stage_content = reference_stage_content;
  c.test_stage_function = test_stage_function;
  c.reference_stage_function = reference_stage_function;
  c.chunks = perfect() ? 0.0 : chunks;
  c.test_word_matches = test_word_matches;
  c.reference_word_matches = reference_word_matches;
  return c;
}

Stats& Stats::operator+=(const Stats& o) {
  test_length += o.test_length;
  reference_length += o.reference_length;
  test_function_words += o.test_function_words;
  reference_function_words += o.reference_function_words;
  test_total_matches += o.test_total_matches;
  reference_total_matches += o.reference_total_matches;
  auto add = [](std::vector<double>& to, const std::vector<double>& from) {
    if (from.size() > to.size()) to.resize(from.size(), 0.0);
    for (std::size_t i = 0; i < from.size(); ++i) to[i] += from[i];
  };
  add(test_stage_content, o.test_stage_content);
  add(reference_stage_content, o.reference_stage_content);
  add(test_stage_function, o.test_stage_function);
  add(reference_stage_function, o.reference_stage_function);
  chunks += o.chunks;
  test_word_matches += o.test_word_matches;
  reference_word_matches += o.reference_word_matches;
  return *this;
}

Stats sum_contributions(const Stats& a, const Stats& b) {
  Stats s = a.contribution();
  s += b.contribution();
  return s;
}

std::string Stats::to_string() const {
  std::string s;
  s.reserve(128);
  auto put = [&](double v) {
    java::append_double(s, v);
    s += ' ';
  };
  put(test_length);
  put(reference_length);
  put(test_function_words);
  put(reference_function_words);
  for (std::size_t i = 0; i < kStages; ++i) {
    if (i < test_stage_content.size()) {
      put(test_stage_content[i]);
      put(reference_stage_content[i]);
      put(test_stage_function[i]);
      put(reference_stage_function[i]);
    } else {
      for (int k = 0; k < 4; ++k) put(0.0);
    }
  }
  put(chunks);
  put(test_word_matches);
  put(reference_word_matches);
  s.pop_back();
  return s;
}

std::optional<Stats> Stats::parse(std::string_view line, std::string* error) {
  double v[kFieldCount];
  std::size_t n = 0;
  bool bad = false;
  std::string bad_token;
  for_each_token(line, [&](std::string_view tok) {
    if (n >= kFieldCount || bad) return;
    auto d = java::parse_double(tok);
    if (!d) {
      bad = true;
      bad_token = std::string(tok);
      return;
    }
    v[n++] = *d;
  });
  if (bad) {
    if (error != nullptr) *error = "'" + bad_token + "' is not a number";
    return std::nullopt;
  }
  if (n < kFieldCount) {
    if (error != nullptr)
      *error = "expected " + std::to_string(kFieldCount) + " numbers, found " + std::to_string(n);
    return std::nullopt;
  }
  Stats s;
  std::size_t k = 0;
  s.test_length = v[k++];
  s.reference_length = v[k++];
  s.test_function_words = v[k++];
  s.reference_function_words = v[k++];
  for (std::size_t i = 0; i < kStages; ++i) {
    double tc = v[k++], rc = v[k++];
    s.test_total_matches += tc;
    s.reference_total_matches += rc;
    s.test_stage_content.push_back(tc);
    s.reference_stage_content.push_back(rc);
    double tf = v[k++], rf = v[k++];
    s.test_total_matches += tf;
    s.reference_total_matches += rf;
    s.test_stage_function.push_back(tf);
    s.reference_stage_function.push_back(rf);
  }
  s.chunks = v[k++];
  s.test_word_matches = v[k++];
  s.reference_word_matches = v[k++];
  return s;
}

void compute_metrics(Stats& s, double alpha, double beta, double gamma, double delta,
                     const std::vector<double>& weights) {
  s.test_weighted_matches = 0;
  s.reference_weighted_matches = 0;
  s.test_weighted_length = (delta * (s.test_length - s.test_function_words)) + ((1.0 - delta) * s.test_function_words);
  s.reference_weighted_length =
      (delta * (s.reference_length - s.reference_function_words)) + ((1.0 - delta) * s.reference_function_words);
  const std::size_t n = weights.size();
  if (n > s.test_stage_content.size())
    throw InvalidArgument("more module weights (" + std::to_string(n) + ") than statistics stages (" +
                std::to_string(s.test_stage_content.size()) + ")");
  for (std::size_t i = 0; i < n; ++i) s.test_weighted_matches += s.test_stage_content[i] * weights[i] * delta;
  for (std::size_t i = 0; i < n; ++i)
    s.reference_weighted_matches += s.reference_stage_content[i] * weights[i] * delta;
  for (std::size_t i = 0; i < n; ++i)
    s.test_weighted_matches += s.test_stage_function[i] * weights[i] * (1.0 - delta);
  for (std::size_t i = 0; i < n; ++i)
    s.reference_weighted_matches += s.reference_stage_function[i] * weights[i] * (1.0 - delta);

  s.precision = s.test_weighted_matches / s.test_weighted_length;
  s.recall = s.reference_weighted_matches / s.reference_weighted_length;
  s.f1 = (2 * s.precision * s.recall) / (s.precision + s.recall);
  s.fmean = 1.0 / (((1.0 - alpha) / s.precision) + (alpha / s.recall));
  double frag;
  if (s.perfect())
    frag = 0;
  else
    frag = s.chunks / ((s.test_word_matches + s.reference_word_matches) / 2);
  s.frag_penalty = gamma * java::pow(frag, beta);
  double score = s.fmean * (1.0 - s.frag_penalty);
  if (std::isnan(score))
    s.score = 0;
  else
    s.score = score > 0.0 ? score : 0.0;  // Math.max(score, 0.0), which maps -0.0 to 0.0
}

}  // namespace meteor
