// meteor-compare's (and meteor.compare's) reports of a comparison: a text
// table as sacreBLEU prints it (baseline first, score, "(μ ± 95% CI)",
// "p = 0.0010*"), the same figures as one JSON object, and a LaTeX table
// (booktabs) for a paper.
//
//   {"metric": "meteor", "test": "bs", "samples": 1000, "interval_samples": 1000,
//    "seed": 12345, "signature": "...", "systems": [{"system": "base.txt",
//    "baseline": true, "score": S, "mean": M, "ci": C, "p_value": null}, ...]}
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>
#include <vector>

#include "score/compare.hh"

namespace meteor {

// names[k] names system k (names[0] the baseline). Scores, means and
// intervals with `decimals` digits, p-values with four; a p-value under
// 0.05 is marked with *.
std::string comparison_text(const Comparison& c, const std::vector<std::string>& names, int decimals = 4);
std::string comparison_json(const Comparison& c, const std::vector<std::string>& names);
std::string comparison_latex(const Comparison& c, const std::vector<std::string>& names, int decimals = 4);

}  // namespace meteor
