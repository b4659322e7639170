// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/matcher_config.hh"

#include "score/config.hh"
#include "score/params.hh"
#include "score/scorer.hh"
#include "util/error.hh"

namespace meteor {

AlignmentType parse_alignment_type(std::string_view name) {
  if (name == "maxcov") return AlignmentType::kMaxCoverage;
  if (name == "maxacc") return AlignmentType::kMaxAccuracy;
  throw InvalidArgument("-t: unknown alignment type '" + std::string(name) + "' (one of: maxcov maxacc)");
}

std::string alignment_type_name(AlignmentType t) {
  return t == AlignmentType::kMaxCoverage ? "maxcov" : "maxacc";
}

double search_weight(AlignmentType t, Module m) {
  if (t == AlignmentType::kMaxCoverage) return m == Module::kExact ? 1.0 : 0.5;
  return m == Module::kParaphrase ? 0.0 : 1.0;
}

std::vector<double> search_weights(AlignmentType t, const std::vector<Module>& modules) {
  std::vector<double> w;
  w.reserve(modules.size());
  for (Module m : modules) w.push_back(search_weight(t, m));
  return w;
}

PathOrder path_order(AlignmentType t) {
  return t == AlignmentType::kMaxCoverage ? PathOrder::kCoverage : PathOrder::kAccuracy;
}

std::unique_ptr<Aligner> make_matcher_aligner(const MatcherConfig& mc, const DataDir& data) {
  // Meteor would fail on the first pair of identical sentences (it runs
  // "the first module" for them); say so up front.
  if (mc.modules.empty()) throw InvalidArgument("-m: no modules to align with");
  // The default modules are all four, whatever the language; a language
  // without a stemmer or synonyms gets a hint instead of a missing file.
  const std::vector<Module> has = task_modules(mc.language, default_task(mc.language));
  auto lacks = [&](Module m) {
    for (Module h : has)
      if (h == m) return false;
    return true;
  };
  std::string usable;
  for (Module h : has) {
    if (!usable.empty()) usable += ' ';
    usable += module_name(h);
  }
  for (Module m : mc.modules) {
    const bool given = m == Module::kStem ? !mc.stem_table.empty() : m == Module::kSynonym && !mc.synonym_dir.empty();
    if ((m == Module::kStem || m == Module::kSynonym) && lacks(m) && !given)
      throw InvalidArgument("-l " + language_code(mc.language) + ": no " +
                            (m == Module::kStem ? "stemmer (-e stemFile gives a stem table)"
                                                : "synonyms (-d synonymDirectory gives them)") +
                            "; align with this language's modules: -m '" + usable + "'");
  }
  // The scorer's resource rules (load_resources) with the Matcher's own
  // choices: the language's function words, not English's.
  Config c;
  c.language = mc.language;
  c.modules = mc.modules;
  c.stem_table = mc.stem_table;
  c.synonym_dir = mc.synonym_dir;
  c.paraphrase_table = mc.paraphrase_table;
  c.function_words = data.function_words(mc.language);
  return std::make_unique<Aligner>(mc.modules, search_weights(mc.type, mc.modules), mc.beam_size,
                                   path_order(mc.type), load_resources(c, data));
}

}  // namespace meteor
