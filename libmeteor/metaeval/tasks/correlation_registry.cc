// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/tasks/task.hh"

#include <algorithm>
#include <charconv>
#include <cmath>
#include <exception>
#include <system_error>

#include "util/error.hh"

namespace meteor::metaeval {

namespace {

CorrSpec spec_of(CorrKind kind, KendallVariant variant = KendallVariant::b, double sample_rate = 1.0,
                 bool scipy_kendall = false) {
  return {.kind = kind, .variant = variant, .scipy_kendall = scipy_kendall, .sample_rate = sample_rate, .blocks = {}};
}

using V = KendallVariant;

std::string unquote(const std::string& flag, const std::string& key, const std::string& text) {
  if (text.size() >= 2 && (text.front() == '\'' || text.front() == '"') && text.back() == text.front())
    return text.substr(1, text.size() - 2);
  throw InvalidArgument(flag + ": " + key + " must be a string, not " + text);
}

PyNumber number(const std::string& flag, const std::string& key, const std::string& text) {
  std::size_t used = 0;
  double d = 0;
  try {
    d = std::stod(text, &used);
  } catch (const std::exception&) {
    used = 0;
  }
  if (used != text.size() || text.empty() || !std::isfinite(d))
    throw InvalidArgument(flag + ": " + key + " must be a number, not " + text);
  if (text.find_first_not_of("+-0123456789") != std::string::npos) return PyNumber::of_float(d);
  std::int64_t i = 0;
  const char* first = text.data() + (text[0] == '+' ? 1 : 0);
  const auto [end, ec] = std::from_chars(first, text.data() + text.size(), i);
  if (ec != std::errc() || end != text.data() + text.size())
    throw InvalidArgument(flag + ": " + key + " is an integer out of range: " + text);
  return PyNumber::of_int(i);
}

}  // namespace

const std::vector<CorrelationFunction>& correlation_functions() {
  static const std::vector<CorrelationFunction> all = {
      {CorrFcn::pearson, "pearson", "Pearson", CorrKind::pearson, {{"pdp", "False"}}, {}, true, false,
       spec_of(CorrKind::pearson)},
      {CorrFcn::spearman, "spearman", "Spearman", CorrKind::spearman, {}, {}, true, false, spec_of(CorrKind::spearman)},
      // scipy.stats.kendalltau: its order of division (KendallVariants' differs in the last bit).
      {CorrFcn::kendall, "kendall", "Kendall", CorrKind::kendall, {{"variant", "'b'"}}, {V::b, V::c}, true, false,
       spec_of(CorrKind::kendall, V::b, 1.0, true)},
      {CorrFcn::kendall_variants, "KendallVariants", "KendallVariants", CorrKind::kendall,
       {{"variant", "'b'"}, {"epsilon", "0.0"}}, {V::b, V::c, V::t23, V::acc23}, true, false,
       spec_of(CorrKind::kendall)},
      {CorrFcn::kendall_like, "KendallLike", "KendallLike", CorrKind::kendall_like, {{"thresh", "25"}}, {}, true,
       false, spec_of(CorrKind::kendall_like)},
      {CorrFcn::kendall_ties_opt, "KendallWithTiesOpt", "KendallWithTiesOpt", CorrKind::ties_opt,
       {{"variant", "'acc23'"}, {"sample_rate", "0.1"}}, {V::t23, V::acc23}, true, true,
       spec_of(CorrKind::ties_opt, V::acc23, 0.1)},
      {CorrFcn::accuracy, "accuracy", "", CorrKind::accuracy, {}, {}, false, true, spec_of(CorrKind::accuracy)},
      {CorrFcn::pce, "pce", "PairwiseConfidenceError", CorrKind::pce, {{"num_permutations", "1000"}}, {}, false, true,
       spec_of(CorrKind::pce)},
  };
  return all;
}

const CorrelationFunction& correlation_function(CorrFcn fcn) {
  for (const CorrelationFunction& f : correlation_functions())
    if (f.fcn == fcn) return f;
  throw InvalidArgument("unknown correlation function");
}

const CorrelationFunction* find_correlation_function(const std::string& name) {
  for (const CorrelationFunction& f : correlation_functions())
    if (name == f.name || (*f.stats_name && name == f.stats_name)) return &f;
  return nullptr;
}

CorrFcn parse_corr_fcn(const std::string& name) {
  if (const CorrelationFunction* f = find_correlation_function(name)) return f->fcn;
  std::string names;
  for (const CorrelationFunction& f : correlation_functions()) names += (names.empty() ? "" : ", ") + std::string(f.name);
  throw InvalidArgument("unknown correlation '" + name + "' (" + names + ")");
}

CorrArgs parse_corr_args(CorrFcn fcn, const std::map<std::string, std::string>& args, const std::string& where) {
  const CorrelationFunction& f = correlation_function(fcn);
  CorrArgs out;
  for (const auto& [key, value] : args) {
    const bool known = std::any_of(f.args.begin(), f.args.end(), [&](const CorrArgInfo& a) { return key == a.name; });
    if (!known) throw InvalidArgument(where + ": " + f.name + " takes no argument '" + key + "'");
    if (key == "variant") {
      const std::string v = unquote(where, key, value);
      const auto variant = parse_kendall_variant(v);
      if (!variant || std::find(f.variants.begin(), f.variants.end(), *variant) == f.variants.end()) {
        std::string allowed;
        for (KendallVariant x : f.variants) allowed += (allowed.empty() ? "'" : ", '") + std::string(kendall_variant_name(x)) + "'";
        throw InvalidArgument(where + ": " + f.name + "'s variant is one of " + allowed + ", got '" + v + "'");
      }
      out.variant = *variant;
    } else if (key == "epsilon") {
      out.epsilon = number(where, key, value);
      if (!(out.epsilon->value() >= 0)) throw InvalidArgument(where + ": epsilon must be non-negative");
    } else if (key == "thresh") {
      out.thresh = number(where, key, value);
    } else if (key == "sample_rate") {
      out.sample_rate = number(where, key, value);
      if (!(out.sample_rate->value() > 0 && out.sample_rate->value() <= 1))
        throw InvalidArgument(where + ": sample_rate must be in (0, 1]");
    } else if (key == "num_permutations") {
      out.num_permutations = number(where, key, value);
      if (!out.num_permutations->is_int || out.num_permutations->i <= 0)
        throw InvalidArgument(where + ": num_permutations must be a positive int");
    } else if (key == "pdp") {
      if (value != "True" && value != "False") throw InvalidArgument(where + ": pdp must be True or False");
      out.pdp = value == "True";
    }
  }
  if (out.variant == KendallVariant::c && out.epsilon && out.epsilon->value() > 0)
    throw InvalidArgument(where + ": non-zero epsilon with tau-c is not supported");
  return out;
}

std::string corr_args_repr(const CorrArgs& a) {
  std::string out = "{";
  auto arg = [&](const char* key, const std::string& value) {
    out += std::string(out.size() > 1 ? ",'" : "'") + key + "':" + value;
  };
  if (a.epsilon) arg("epsilon", python_repr(*a.epsilon));
  if (a.num_permutations) arg("num_permutations", python_repr(*a.num_permutations));
  if (a.pdp) arg("pdp", *a.pdp ? "True" : "False");
  if (a.sample_rate) arg("sample_rate", python_repr(*a.sample_rate));
  if (a.thresh) arg("thresh", python_repr(*a.thresh));
  if (a.variant) arg("variant", std::string("'") + kendall_variant_name(*a.variant) + "'");
  return out + "}";
}

CorrSpec corr_spec(CorrFcn fcn, const CorrArgs& args, Average average, bool replace_nans_with_zeros) {
  CorrSpec spec = correlation_function(fcn).defaults;
  spec.average = average;
  spec.replace_nans_with_zeros = replace_nans_with_zeros;
  if (args.variant) spec.variant = *args.variant;
  if (args.epsilon) spec.epsilon = args.epsilon->value();
  if (args.thresh) spec.thresh = args.thresh->value();
  if (args.sample_rate) spec.sample_rate = args.sample_rate->value();
  if (args.num_permutations) spec.pce_permutations = static_cast<int>(args.num_permutations->i);
  if (args.pdp) spec.pdp = *args.pdp;
  return spec;
}

std::pair<double, double> corr_range(CorrFcn fcn, const CorrArgs& args) {
  const CorrelationFunction& f = correlation_function(fcn);
  const bool unit = f.unit_range && !(fcn == CorrFcn::kendall_ties_opt && args.variant == KendallVariant::t23);
  return unit ? std::pair<double, double>{0, 1} : std::pair<double, double>{-1, 1};
}

}  // namespace meteor::metaeval
