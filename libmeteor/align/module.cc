// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/module.hh"

#include <algorithm>
#include <cctype>

#include "util/error.hh"

namespace meteor {

Module parse_module(std::string_view name) {
  std::string m(name);
  std::transform(m.begin(), m.end(), m.begin(), [](unsigned char c) { return static_cast<char>(std::tolower(c)); });
  if (m == "exact") return Module::kExact;
  if (m == "stem") return Module::kStem;
  if (m == "synonym") return Module::kSynonym;
  if (m == "paraphrase") return Module::kParaphrase;
  throw InvalidArgument("unknown module '" + std::string(name) + "' (one of: exact stem synonym paraphrase)");
}

std::string module_name(Module m) {
  switch (m) {
    case Module::kExact:
      return "exact";
    case Module::kStem:
      return "stem";
    case Module::kSynonym:
      return "synonym";
    case Module::kParaphrase:
      return "paraphrase";
  }
  return "?";
}

std::string module_short_name(Module m) {
  switch (m) {
    case Module::kExact:
      return "ex";
    case Module::kStem:
      return "st";
    case Module::kSynonym:
      return "sy";
    case Module::kParaphrase:
      return "pa";
  }
  return "?";
}

double search_weight_for_scoring(Module m) { return m == Module::kExact ? 1.0 : 0.5; }

}  // namespace meteor
