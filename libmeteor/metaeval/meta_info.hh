// Per test set and language pair meta-information, as MTME's meta_info.py
// keeps it: the standard reference, the standard human (gold) scores per
// level, outlier systems and primary metrics. A small built-in table for
// the MQM sets; every field can be overridden (meteor-metaeval's flags).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

namespace meteor::metaeval {

struct MetaInfo {
  std::string std_ref;                         // e.g. "refA"
  std::map<std::string, std::string> std_gold;  // level ("sys", "domain", "doc", "seg") -> human score name
  std::set<std::string> outlier_systems;
  std::set<std::string> primary_metrics;  // metric base names
};

// The built-in entry for SET/LP, nullopt when the table has none.
std::optional<MetaInfo> known_meta_info(const std::string& test_set, const std::string& lp);
// Test sets and language pairs of the built-in table, in table order.
std::vector<std::string> known_test_sets();
std::vector<std::string> known_language_pairs(const std::string& test_set);

// "sys:mqm,seg:mqm" -> {sys: mqm, seg: mqm}; throws
// meteor::Error naming the flag on bad input.
std::map<std::string, std::string> parse_std_gold(const std::string& spec, const std::string& flag);

}  // namespace meteor::metaeval
