// Fuzz target: the SGML reader (NIST/WMT mteval files as Meteor 1.5 reads
// them). The input is a whole file of raw bytes, decoded as Meteor decodes
// it; the parsed data is then visited as meteor -sgml and sgm2txt visit it:
// Java hash-table order at every level, segment ids sorted with Meteor's
// (inconsistent) comparator through Java's TimSort.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "fuzz_util.hh"
#include "io/sgml.hh"
#include "java/sort.hh"
#include "util/error.hh"
#include "util/utf8.hh"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace meteor;
  const std::string text = utf8::java_decode(std::string_view(reinterpret_cast<const char*>(data), size));
  SgmlData sgml;
  try {
    parse_sgml(text, "fuzz.sgm", sgml);
  } catch (const Error&) {
    return 0;  // a one-line error for the user: fine
  }
  std::vector<std::string_view> set_keys;
  for (const auto* set : hashtable_items(sgml)) {
    set_keys.push_back(set->first);
    for (const auto* sys : hashtable_items(set->second)) {
      for (const auto* doc : hashtable_items(sys->second)) {
        std::vector<std::string> ids;
        for (const auto& seg : doc->second) {
          ids.push_back(seg.first);
          (void)java_compare(seg.first, seg.second);
          if (!utf8::is_valid(seg.second)) fuzz::fail("segment text is not valid UTF-8");
        }
        try {
          java::sort(ids, [](const std::string& a, const std::string& b) { return compare_segment_ids(a, b); });
        } catch (const Error&) {
          // Java's TimSort: "Comparison method violates its general contract!"
        }
        if (ids.size() != doc->second.size()) fuzz::fail("sort lost segment ids");
      }
    }
  }
  (void)hashset_keys(set_keys);
  (void)unescape_sgml(text);
  return 0;
}
