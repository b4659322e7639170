// Per test set and language pair meta-information, as MTME's meta_info.py
// keeps it: the standard reference, the standard human (gold) scores per
// level, outlier systems, primary and baseline metrics. The built-in table
// is MTME's, every test set and pair of it (WMT19-WMT25, wmt24pp, the DA /
// ESA / APPRAISE variants), with its named constants: metaeval/data/meta_info.json,
// written from MTME's module by scripts/mtme-meta-info and compiled in.
// Every field can be overridden (meteor-metaeval's flags).
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
  std::optional<std::set<std::string>> baseline_metrics;  // metric base names (MTME: None when unset)
};

// The named constants of MTME's meta_info module, in its order: MetaInfo
// values (WMT22, WMT24_ESA...), metric-name sets (WMT23_PRIMARIES...) and
// per-pair tables (WMT24PP_DATA).
struct MetaInfoConstants {
  std::vector<std::pair<std::string, MetaInfo>> infos;
  std::vector<std::pair<std::string, std::set<std::string>>> metric_sets;
  std::vector<std::pair<std::string, std::vector<std::pair<std::string, MetaInfo>>>> tables;
};
const MetaInfoConstants& meta_info_constants();
// Where the table comes from (MTME's revision).
const std::string& meta_info_source();

// The built-in entry for SET/LP, nullopt when the table has none.
std::optional<MetaInfo> known_meta_info(const std::string& test_set, const std::string& lp);
// Test sets and language pairs of the built-in table, in table order.
std::vector<std::string> known_test_sets();
std::vector<std::string> known_language_pairs(const std::string& test_set);

// "sys:mqm,seg:mqm" -> {sys: mqm, seg: mqm}; throws
// meteor::Error naming the flag on bad input.
std::map<std::string, std::string> parse_std_gold(const std::string& spec, const std::string& flag);

}  // namespace meteor::metaeval
