// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/config.hh"

#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "align/module.hh"
#include "resources/language.hh"
#include "score/params.hh"
#include "util/error.hh"

using namespace meteor;

namespace {
std::string names_of(const std::vector<Module>& modules) {
  std::string out;
  for (Module m : modules) {
    if (!out.empty()) out += ' ';
    out += module_name(m);
  }
  return out;
}
}  // namespace

TEST_CASE("defaults per language, and the Eval ID") {
  Config en = resolve_config({});
  CHECK(en.task == Task::kRank);
  CHECK(en.eval_id() == "meteor-1.5-wo-en-no_norm-0.85_0.2_0.6_0.75-ex_st_sy_pa-1.0_0.6_0.8_0.6");
  Options o;
  o.language = "cs";
  o.normalize = true;
  Config cz = resolve_config(o);
  CHECK(cz.eval_id() == "meteor-1.5-wo-cz-norm-0.95_0.2_0.6_0.8-ex_pa-1.0_0.4");
  o.language = "da";
  o.normalize = false;
  o.lowercase = true;
  Config da = resolve_config(o);
  CHECK(da.task == Task::kLanguageIndependent);
  CHECK(da.eval_id() == "meteor-1.5-wo-da-lc_only-0.75_1.4_0.7_0.5-ex_st-1.0_0.5");
}

TEST_CASE("each language's default task and modules, as Meteor 1.5 has them") {
  auto names = [](Language lang) { return names_of(task_modules(lang, default_task(lang))); };
  for (Language lang : all_languages()) {
    CAPTURE(language_code(lang));
    const std::string code = language_code(lang);
    const bool full = code == "en" || code == "cz" || code == "fr" || code == "es" || code == "de" || code == "ru";
    CHECK(default_task(lang) == (full ? Task::kRank : Task::kLanguageIndependent));
    CHECK(has_normalizer(lang) == full);
    if (code == "en")
      CHECK(names(lang) == "exact stem synonym paraphrase");
    else if (code == "cz")
      CHECK(names(lang) == "exact paraphrase");
    else if (full)
      CHECK(names(lang) == "exact stem paraphrase");
    else if (code == "other")
      CHECK(names(lang) == "exact");
    else
      CHECK(names(lang) == "exact stem");
    CHECK(names_of(task_modules(lang, Task::kUniversal)) == "exact paraphrase");
  }
}

TEST_CASE("-m resizes the weights of the task, padding with 0") {
  Options o;
  o.modules = std::vector<std::string>{"exact", "stem", "synonym"};
  Config c = resolve_config(o);
  CHECK(c.task == Task::kCustom);
  CHECK(c.weights == std::vector<double>{1.0, 0.6, 0.8});
  o.language = "de";
  o.modules = std::vector<std::string>{"exact", "stem", "synonym", "paraphrase", "exact"};
  c = resolve_config(o);
  CHECK(c.weights == std::vector<double>{1.0, 0.8, 0.2, 0.0, 0.0});
}

TEST_CASE("-p makes the task custom, whose weights are the adequacy row") {
  Options o;
  o.language = "de";
  o.parameters = std::vector<double>{0.5, 1.0, 0.5, 0.5};
  o.task = std::string("li");  // ignored: -p replaces the task
  Config c = resolve_config(o);
  CHECK(c.weights == std::vector<double>{0.0, 0.0, 0.0});
  CHECK(c.modules.size() == 3);
  o.language = "en";
  c = resolve_config(o);
  CHECK(c.weights == std::vector<double>{1.0, 1.0, 0.6, 0.8});
}

TEST_CASE("-t util does not imply -ch; -new overrides language, task and case") {
  Options o;
  o.task = "util";
  Config c = resolve_config(o);
  CHECK(!c.character_based);
  CHECK(c.parameters == std::vector<double>{0.65, 0.1, 0.55, 0.65});
  Options n;
  n.new_language_dir = "/tmp/x";
  n.normalize = true;
  n.character_based = true;
  Config nl = resolve_config(n);
  CHECK(nl.language == Language::kOther);
  CHECK(nl.normalization == Normalization::kLowercase);
  CHECK(!nl.character_based);
  CHECK(nl.eval_id() == "meteor-1.5-wo-other-lc_only-0.7_1.4_0.3_0.7-ex_pa-1.0_0.6");
  CHECK(nl.function_words == "/tmp/x/function.words");
}

TEST_CASE("validation") {
  Options o;
  o.language = "da";
  o.normalize = true;
  CHECK_THROWS_AS(resolve_config(o).validate(), Error);
  Options p;
  p.parameters = std::vector<double>{0.5, 0.5};
  CHECK_THROWS_AS(resolve_config(p).validate(), Error);
  CHECK_THROWS_AS(parse_language("klingon"), Error);
  CHECK_THROWS_AS(parse_task("fast"), Error);
  CHECK_THROWS_AS(parse_module("fuzzy"), Error);
  CHECK(parse_language("SV") == Language::kSwedish);
  CHECK_THROWS_AS(parse_number_list("-p", "0.5 x"), Error);
}
