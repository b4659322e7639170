// The Scorer's keyword arguments as the library's Options and back
// (scorer_options.hh).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "scorer_options.hh"

#include <pybind11/stl.h>

#include <cmath>
#include <cstdlib>
#include <limits>
#include <string>
#include <vector>

#include "meteor_bindings.hh"
#include "py_args.hh"

namespace py = pybind11;

namespace meteor::python {

const char* const kScorerArgs[kScorerArgCount] = {"lang", "task", "modules", "params", "weights", "norm",
                                                  "lower", "no_punct", "char_based", "beam_size", "paraphrase",
                                                  "stem", "function_words", "synonyms", "new_language", "data_dir",
                                                  "threads", "memory_limit", "allow_no_paraphrase"};

[[noreturn]] void bad_scorer_call(const py::args& args, const py::kwargs& kwargs) {
  if (args.size() > 1)
    throw py::type_error("Scorer: lang is the only positional argument (the others are keywords), got " +
                         std::to_string(args.size()));
  for (const auto& item : kwargs) {
    const std::string name = py::str(item.first);
    bool known = false;
    for (const char* a : kScorerArgs) known = known || name == a;
    if (!known) throw py::type_error("Scorer: unexpected argument '" + name + "'");
    if (name == "lang" && args.size() == 1) throw py::type_error("Scorer: lang given twice");
  }
  throw py::type_error("Scorer: arguments not taken");  // not reached: the checks above name the problem
}

namespace {

// Meteor's parameters and weights as the Python API takes them: the meteor
// tool's -p and -w keep Meteor 1.5's behaviour for any number (fidelity);
// here a value outside the range the metric is defined on is refused.
void check_params(const std::vector<double>& p) {
  if (p.size() != 4)
    throw py::value_error("params: needs 4 parameters (alpha beta gamma delta), got " + std::to_string(p.size()));
  static const char* const names[] = {"alpha", "beta", "gamma", "delta"};
  for (std::size_t i = 0; i < 4; ++i) {
    const bool ok = std::isfinite(p[i]) && p[i] >= 0 && (i == 1 || p[i] <= 1);
    if (!ok)
      throw py::value_error("params: " + std::string(names[i]) + " = " + py::repr(py::float_(p[i])).cast<std::string>() +
                            " is out of range (alpha, gamma, delta: 0 to 1; beta: 0 or more)");
  }
}

void check_weights(const std::vector<double>& w) {
  for (std::size_t i = 0; i < w.size(); ++i)
    if (!(std::isfinite(w[i]) && w[i] >= 0 && w[i] <= 1))
      throw py::value_error("weights[" + std::to_string(i) + "] = " + py::repr(py::float_(w[i])).cast<std::string>() +
                            " is out of range (each module's weight: 0 to 1)");
}

}  // namespace

Options scorer_options(const std::array<py::handle, kScorerArgCount>& given, bool& data_dir_given) {
  const py::handle &lang = given[0], &task = given[1], &modules = given[2], &params = given[3], &weights = given[4],
                   &norm = given[5], &lower = given[6], &no_punct = given[7], &char_based = given[8],
                   &beam_size = given[9], &paraphrase = given[10], &stem = given[11], &function_words = given[12],
                   &synonyms = given[13], &new_language = given[14], &data_dir = given[15], &threads = given[16],
                   &memory_limit = given[17], &allow_no_paraphrase = given[18];
  Options o;
  o.language = utf8_arg(lang, "lang", "a str");
  if (!task.is_none()) o.task = utf8_arg(task, "task", "a str");
  if (!modules.is_none()) o.modules = words_arg(modules);
  if (!params.is_none()) check_params(*(o.parameters = numbers_arg("params", params)));
  if (!weights.is_none()) check_weights(*(o.weights = numbers_arg("weights", weights)));
  o.normalize = cast_arg<bool>(norm, "norm", "a bool");
  o.lowercase = cast_arg<bool>(lower, "lower", "a bool");
  o.no_punctuation = cast_arg<bool>(no_punct, "no_punct", "a bool");
  o.character_based = cast_arg<bool>(char_based, "char_based", "a bool");
  if (!beam_size.is_none()) {
    const auto b = count_arg(beam_size, "beam_size", "a positive int", 1u << 20);
    if (b < 1) throw py::value_error("beam_size: expected a positive int, got 0");
    o.beam_size = static_cast<int>(b);
  }
  if (!paraphrase.is_none()) o.paraphrase_table = path_arg(paraphrase, "paraphrase");
  if (!stem.is_none()) o.stem_table = path_arg(stem, "stem");
  if (!function_words.is_none()) o.function_words = path_arg(function_words, "function_words");
  if (!synonyms.is_none()) o.synonym_dir = path_arg(synonyms, "synonyms");
  if (!new_language.is_none()) o.new_language_dir = path_arg(new_language, "new_language");
  data_dir_given = !data_dir.is_none();
  if (data_dir_given) {
    o.data_dir = path_arg(data_dir, "data_dir");
  } else if (const char* env = std::getenv("METEOR_DATA"); env == nullptr || *env == '\0') {
    o.data_dir = module_data_dir();  // empty in a build tree: the library finds build/data
  }
  o.threads = threads_arg(threads);
  o.allow_no_paraphrase = cast_arg<bool>(allow_no_paraphrase, "allow_no_paraphrase", "a bool");
  if (!memory_limit.is_none()) {
    o.memory_limit = count_arg(memory_limit, "memory_limit", "a number of bytes (1 MB or more) or None",
                               std::numeric_limits<std::size_t>::max());
    if (o.memory_limit < (1u << 20))
      throw py::value_error("memory_limit: expected a number of bytes (1 MB or more) or None, got " +
                            std::to_string(o.memory_limit));
  }
  return o;
}

py::dict scorer_settings(const Options& o, bool data_dir_given) {
  py::dict d;
  d["lang"] = o.language;
  if (!o.task.empty()) d["task"] = o.task;
  if (o.modules) d["modules"] = *o.modules;
  if (o.parameters) d["params"] = *o.parameters;
  if (o.weights) d["weights"] = *o.weights;
  d["norm"] = o.normalize;
  d["lower"] = o.lowercase;
  d["no_punct"] = o.no_punctuation;
  d["char_based"] = o.character_based;
  if (o.beam_size) d["beam_size"] = *o.beam_size;
  if (!o.paraphrase_table.empty()) d["paraphrase"] = o.paraphrase_table;
  if (!o.stem_table.empty()) d["stem"] = o.stem_table;
  if (!o.function_words.empty()) d["function_words"] = o.function_words;
  if (!o.synonym_dir.empty()) d["synonyms"] = o.synonym_dir;
  if (!o.new_language_dir.empty()) d["new_language"] = o.new_language_dir;
  if (data_dir_given) d["data_dir"] = o.data_dir;
  d["threads"] = o.threads;
  if (o.memory_limit != 0) d["memory_limit"] = o.memory_limit;
  if (o.allow_no_paraphrase) d["allow_no_paraphrase"] = true;
  return d;
}

}  // namespace meteor::python
