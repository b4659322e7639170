// The correlation functions of meta-evaluation, each once: MTME's name
// (a Task's corr_fcn, the CLI's --matrix_corr), the name of its function in
// MTME's stats module, the arguments it accepts (corr_fcn_args) with their
// defaults, the Kendall variants it allows, whether average_by applies, its
// range, and the statistic it computes (CorrKind, computed by correlate()
// and the significance tests, metaeval/significance/significance.hh). The CLI, tasks,
// significance tests and the Python package all look correlations up here.
// Adding one: docs/development.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <map>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "metaeval/statistics/correlation.hh"
#include "metaeval/data/pyformat.hh"
#include "metaeval/statistics/correlate.hh"

namespace meteor::metaeval {

// MTME's corr_fcn names (the registry's order).
enum class CorrFcn {
  pearson,           // "pearson": scipy.stats.pearsonr
  spearman,          // "spearman"
  kendall,           // "kendall": scipy.stats.kendalltau (variant b or c)
  kendall_variants,  // "KendallVariants" (variant, epsilon)
  kendall_like,      // "KendallLike" (thresh)
  kendall_ties_opt,  // "KendallWithTiesOpt" (variant 23/acc23, sample_rate)
  accuracy,          // "accuracy": system-level pairwise accuracy, pooled over pairs
  pce,               // "pce": 1 - pairwise confidence error (system level from segments)
};

// corr_fcn_args, typed; absent ones take the function's default. Kept as
// given (a task's name prints them as the user wrote them).
struct CorrArgs {
  std::optional<KendallVariant> variant;
  std::optional<PyNumber> epsilon;
  std::optional<PyNumber> thresh;
  std::optional<PyNumber> sample_rate;
  std::optional<PyNumber> num_permutations;
  std::optional<bool> pdp;
  bool empty() const { return !variant && !epsilon && !thresh && !sample_rate && !num_permutations && !pdp; }
  bool operator==(const CorrArgs&) const = default;
};

struct CorrArgInfo {
  const char* name;
  const char* default_repr;  // the default as Python prints it
};

struct CorrelationFunction {
  CorrFcn fcn;
  const char* name;        // MTME's corr_fcn name
  const char* stats_name;  // the function's name in MTME's stats module ("" when none)
  CorrKind kind;           // the statistic
  std::vector<CorrArgInfo> args;
  std::vector<KendallVariant> variants;  // allowed values of 'variant' (when it is an argument)
  bool averages;    // average_by applies (else the statistic takes the whole table)
  bool unit_range;  // (0, 1); else (-1, 1). KendallWithTiesOpt: (-1, 1) with variant 23
  bool from_segments = false;  // ranks systems from segment scores (pce)
  CorrSpec defaults;           // the statistic with every default applied
};

// Every function, in MTME's order.
const std::vector<CorrelationFunction>& correlation_functions();
const CorrelationFunction& correlation_function(CorrFcn fcn);
// By corr_fcn name or stats-module name; nullptr when unknown.
const CorrelationFunction* find_correlation_function(const std::string& name);
// By name; throws InvalidArgument listing the names.
CorrFcn parse_corr_fcn(const std::string& name);

// Arguments given as Python literal text ({"variant": "'acc23'", "thresh":
// "25"}), checked against the function (names it takes, variants it allows,
// numbers in range); throws InvalidArgument naming `where` (a flag, a file,
// "corr_fcn_args").
CorrArgs parse_corr_args(CorrFcn fcn, const std::map<std::string, std::string>& args,
                         const std::string& where = "corr_fcn_args");
// The arguments as MTME's dict literal, keys sorted: "{'variant':'acc23'}".
std::string corr_args_repr(const CorrArgs& args);

// The statistic of a function with its arguments.
CorrSpec corr_spec(CorrFcn fcn, const CorrArgs& args, Average average, bool replace_nans_with_zeros);
// Its range.
std::pair<double, double> corr_range(CorrFcn fcn, const CorrArgs& args);

}  // namespace meteor::metaeval
