// The built-in meta-information: the compiled-in meta_info.json parsed once
// into test sets, pairs and MTME's named constants, looked up by set and pair;
// and the --std_gold LEVEL:NAME list.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/data/eval_set.hh"

#include "text/tokenize.hh"
#include "util/json_value.hh"
#include "util/error.hh"

namespace meteor::metaeval {

extern const char kMetaInfoJson[];  // generated from metaeval/data/meta_info.json

namespace {

struct Table {
  std::string source;
  std::vector<std::pair<std::string, std::vector<std::pair<std::string, MetaInfo>>>> sets;
  MetaInfoConstants constants;
};

const JsonValue& member(const JsonValue& v, const std::string& key) {
  const JsonValue* m = v.find(key);
  if (!m) throw Error("metaeval/data/meta_info.json: no '" + key + "'");
  return *m;
}

std::set<std::string> string_set(const JsonValue& v) {
  std::set<std::string> out;
  for (const JsonValue& x : v.array) out.insert(x.string);
  return out;
}

MetaInfo meta_of(const JsonValue& v) {
  MetaInfo m;
  m.std_ref = member(v, "std_ref").string;
  for (const auto& [level, name] : member(v, "std_gold").object) m.std_gold[level] = name.string;
  m.outlier_systems = string_set(member(v, "outlier_systems"));
  m.primary_metrics = string_set(member(v, "primary_metrics"));
  const JsonValue& b = member(v, "baseline_metrics");
  if (!b.is(JsonValue::Type::null)) m.baseline_metrics = string_set(b);
  return m;
}

std::vector<std::pair<std::string, MetaInfo>> pairs_of(const JsonValue& v) {
  std::vector<std::pair<std::string, MetaInfo>> out;
  for (const JsonValue& p : v.array) out.emplace_back(member(p, "lp").string, meta_of(p));
  return out;
}

const Table& table() {
  static const Table t = [] {
    const JsonValue j = parse_json(kMetaInfoJson, "metaeval/data/meta_info.json");
    Table t;
    t.source = member(j, "source").string;
    for (const JsonValue& ts : member(j, "test_sets").array)
      t.sets.emplace_back(member(ts, "name").string, pairs_of(member(ts, "pairs")));
    for (const auto& [name, v] : member(j, "constants").object) t.constants.infos.emplace_back(name, meta_of(v));
    for (const auto& [name, v] : member(j, "metric_sets").object)
      t.constants.metric_sets.emplace_back(name, string_set(v));
    for (const auto& [name, v] : member(j, "tables").object) t.constants.tables.emplace_back(name, pairs_of(v));
    return t;
  }();
  return t;
}

}  // namespace

std::optional<MetaInfo> known_meta_info(const std::string& test_set, const std::string& lp) {
  for (const auto& [name, pairs] : table().sets)
    if (name == test_set)
      for (const auto& [pair, info] : pairs)
        if (pair == lp) return info;
  return std::nullopt;
}

std::vector<std::string> known_test_sets() {
  std::vector<std::string> out;
  for (const auto& [name, pairs] : table().sets) out.push_back(name);
  return out;
}

std::vector<std::string> known_language_pairs(const std::string& test_set) {
  std::vector<std::string> out;
  for (const auto& [name, pairs] : table().sets)
    if (name == test_set)
      for (const auto& [pair, info] : pairs) out.push_back(pair);
  return out;
}

const MetaInfoConstants& meta_info_constants() { return table().constants; }
const std::string& meta_info_source() { return table().source; }

std::map<std::string, std::string> parse_std_gold(const std::string& spec, const std::string& flag) {
  std::map<std::string, std::string> out;
  for (const std::string& item : split_on(spec, ',')) {
    const std::size_t colon = item.find(':');
    if (item.empty()) throw Error(flag + ": empty entry in '" + spec + "'");
    if (colon == std::string::npos) throw Error(flag + ": '" + item + "' is not LEVEL:NAME (e.g. sys:mqm,seg:mqm)");
    const std::string level = item.substr(0, colon), name = item.substr(colon + 1);
    if (!parse_level(level)) throw Error(flag + ": '" + level + "' is not a level (sys, domain, doc, seg)");
    if (name.empty()) throw Error(flag + ": no score name for level " + level);
    out[level] = name;
  }
  return out;
}

}  // namespace meteor::metaeval
