// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/meta_info.hh"

#include "text/tokenize.hh"
#include "util/error.hh"

namespace meteor::metaeval {
namespace {

struct Entry {
  const char* test_set;
  const char* lp;
  MetaInfo info;
};

// The MQM language pairs of the WMT sets (facts about the data sets:
// standard reference and gold per level). Primary-metric lists are left
// empty: give --primary_metrics.
const std::vector<Entry>& table() {
  static const std::vector<Entry> t = {
      {"wmt20", "en-de", {"ref", {{"sys", "wmt-z"}, {"doc", "wmt-raw"}, {"seg", "wmt-raw"}}, {}, {}}},
      {"wmt20", "zh-en", {"ref", {{"sys", "wmt-z"}, {"doc", "wmt-raw"}, {"seg", "wmt-raw"}}, {}, {}}},
      {"wmt21.news", "en-de", {"refC", {{"sys", "mqm"}, {"seg", "mqm"}}, {}, {}}},
      {"wmt21.news", "en-ru", {"refA", {{"sys", "mqm"}, {"seg", "mqm"}}, {}, {}}},
      {"wmt21.news", "zh-en", {"refB", {{"sys", "mqm"}, {"seg", "mqm"}}, {}, {}}},
      {"wmt21.tedtalks", "en-de", {"refA", {{"sys", "mqm"}, {"seg", "mqm"}}, {}, {}}},
      {"wmt21.tedtalks", "en-ru", {"refA", {{"sys", "mqm"}, {"seg", "mqm"}}, {}, {}}},
      {"wmt21.tedtalks", "zh-en", {"refB", {{"sys", "mqm"}, {"seg", "mqm"}}, {}, {}}},
      {"wmt22", "en-de", {"refA", {{"sys", "mqm"}, {"domain", "mqm"}, {"seg", "mqm"}}, {}, {}}},
      {"wmt22", "en-ru", {"refA", {{"sys", "mqm"}, {"domain", "mqm"}, {"seg", "mqm"}}, {}, {}}},
      {"wmt22", "zh-en", {"refA", {{"sys", "mqm"}, {"domain", "mqm"}, {"seg", "mqm"}}, {}, {}}},
      {"wmt23", "en-de", {"refA", {{"sys", "mqm"}, {"domain", "mqm"}, {"seg", "mqm"}}, {}, {}}},
      {"wmt23", "zh-en", {"refA", {{"sys", "mqm"}, {"domain", "mqm"}, {"seg", "mqm"}}, {}, {}}},
  };
  return t;
}

bool valid_level(const std::string& l) { return l == "sys" || l == "domain" || l == "doc" || l == "seg"; }

}  // namespace

std::optional<MetaInfo> known_meta_info(const std::string& test_set, const std::string& lp) {
  for (const Entry& e : table())
    if (test_set == e.test_set && lp == e.lp) return e.info;
  return std::nullopt;
}

std::vector<std::string> known_test_sets() {
  std::vector<std::string> out;
  for (const Entry& e : table())
    if (out.empty() || out.back() != e.test_set) out.push_back(e.test_set);
  return out;
}

std::vector<std::string> known_language_pairs(const std::string& test_set) {
  std::vector<std::string> out;
  for (const Entry& e : table())
    if (test_set == e.test_set) out.push_back(e.lp);
  return out;
}

std::map<std::string, std::string> parse_std_gold(const std::string& spec, const std::string& flag) {
  std::map<std::string, std::string> out;
  for (const std::string& item : split_on(spec, ',')) {
    const std::size_t colon = item.find(':');
    if (item.empty()) throw Error(flag + ": empty entry in '" + spec + "'");
    if (colon == std::string::npos) {
      throw Error(flag + ": '" + item + "' is not LEVEL:NAME (e.g. sys:mqm,seg:mqm)");
    } else {
      const std::string level = item.substr(0, colon), name = item.substr(colon + 1);
      if (!valid_level(level)) throw Error(flag + ": '" + level + "' is not a level (sys, domain, doc, seg)");
      if (name.empty()) throw Error(flag + ": no score name for level " + level);
      out[level] = name;
    }
  }
  return out;
}

}  // namespace meteor::metaeval
