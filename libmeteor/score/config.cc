// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/config.hh"

#include "text/tokenize.hh"
#include "util/error.hh"
#include "java/lang.hh"

namespace meteor {

std::string normalization_name(Normalization n) {
  switch (n) {
    case Normalization::kNone:
      return "no_norm";
    case Normalization::kLowercase:
      return "lc_only";
    case Normalization::kNormalize:
      return "norm";
    case Normalization::kNormalizeNoPunct:
      return "norm_nopunct";
  }
  return "?";
}

namespace {

std::string join_doubles(const std::vector<double>& v) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i > 0) s += '_';
    java::append_double(s, v[i]);
  }
  return s;
}

// MeteorConfiguration.setTask: parameters, modules and the first
// modules.size() weights of the task; the header then names the task.
void set_task(Config& c, Task task) {
  auto p = task_parameters(c.language, task);
  c.parameters.assign(p.begin(), p.end());
  c.modules = task_modules(c.language, task);
  auto w = task_weights(c.language, task);
  c.weights.assign(w.begin(), w.begin() + static_cast<std::ptrdiff_t>(c.modules.size()));
  c.task = task;
}

}  // namespace

std::string Config::eval_id() const {
  std::string id = "meteor-1.5-";
  id += character_based ? "ch-" : "wo-";
  id += language_code(language);
  id += '-';
  id += normalization_name(normalization);
  id += '-';
  id += join_doubles(parameters);
  id += '-';
  for (std::size_t i = 0; i < modules.size(); ++i) {
    if (i > 0) id += '_';
    id += module_short_name(modules[i]);
  }
  id += '-';
  id += join_doubles(weights);
  return id;
}

void Config::validate() const {
  if (parameters.size() < 4)
    throw InvalidArgument("-p needs 4 parameters 'alpha beta gamma delta', got " + std::to_string(parameters.size()));
  if (weights.size() > modules.size())
    throw InvalidArgument("more module weights (" + std::to_string(weights.size()) + ") than modules (" +
                std::to_string(modules.size()) + ")");
  if ((normalization == Normalization::kNormalize || normalization == Normalization::kNormalizeNoPunct) &&
      !has_normalizer(language))
    throw InvalidArgument("-norm has no rules for language '" + language_code(language) +
                "' (available for en cz de es fr ru); tokenize the text yourself and use -lower");
  if (modules.empty()) throw InvalidArgument("no modules to align with");
}

std::vector<double> parse_number_list(const std::string& option, const std::string& value) {
  std::vector<double> out;
  for (const std::string& tok : tokenize(value)) {
    auto v = java::parse_double(tok);
    if (!v) throw InvalidArgument(option + ": '" + tok + "' is not a number (in '" + value + "')");
    out.push_back(*v);
  }
  return out;
}

Config resolve_config(const Options& o) {
  Config c;
  // Defaults: English, its default task.
  c.language = Language::kEnglish;
  set_task(c, default_task(c.language));

  if (!o.language.empty()) {
    c.language = parse_language(o.language);
    set_task(c, default_task(c.language));
  }
  // Meteor turns -p into the task "custom (<params>)", replacing -t.
  if (o.parameters) {
    set_task(c, Task::kCustom);
  } else if (!o.task.empty()) {
    set_task(c, parse_task(o.task));
  }
  if (o.parameters) {
    c.parameters = *o.parameters;
    c.task = Task::kCustom;
  }
  if (o.weights) {
    c.weights = *o.weights;
    c.task = Task::kCustom;
  }
  if (o.modules) {
    std::vector<Module> mods;
    for (const std::string& m : *o.modules) mods.push_back(parse_module(m));
    c.modules = mods;
    std::vector<double> sized;
    for (std::size_t i = 0; i < mods.size(); ++i) sized.push_back(i < c.weights.size() ? c.weights[i] : 0.0);
    c.weights = sized;
    c.task = Task::kCustom;
  }
  if (o.beam_size) c.beam_size = *o.beam_size;
  c.memory_limit = o.memory_limit;
  c.stem_table = o.stem_table;
  c.function_words = o.function_words;
  c.synonym_dir = o.synonym_dir;
  c.paraphrase_table = o.paraphrase_table;
  c.allow_no_paraphrase = o.allow_no_paraphrase;

  if (o.normalize)
    c.normalization = o.no_punctuation ? Normalization::kNormalizeNoPunct : Normalization::kNormalize;
  else if (o.lowercase)
    c.normalization = Normalization::kLowercase;
  else
    c.normalization = Normalization::kNone;
  c.character_based = o.character_based;

  if (!o.new_language_dir.empty()) {
    c.language = Language::kOther;
    set_task(c, default_task(c.language));
    set_task(c, Task::kUniversal);
    c.new_language_dir = o.new_language_dir;
    c.function_words = o.new_language_dir + "/function.words";
    c.paraphrase_table = o.new_language_dir + "/paraphrase.gz";
    c.normalization = Normalization::kLowercase;
    c.character_based = false;  // setTask("universal") resets it, after -ch
  }
  return c;
}

}  // namespace meteor
