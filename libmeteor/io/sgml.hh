// NIST/WMT mteval SGML files as Meteor 1.5 reads them: <tstset>/<refset>
// headers with setid (and optionally sysid/refid), <doc> headers with docid
// (and sysid/refid unless the set gave one), and <seg id=...> segments, one
// or more lines each. Everything else in the file is ignored.
//
// The data model is set -> system -> document -> segment -> text, each level
// in the order its keys first appear in the file. Meteor keeps each level in
// a Java Hashtable and visits it in hash order; hashtable_items() and
// hashset_keys() give that order where it matters (which reference wins a
// tie, the order of messages). See docs/sgml.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <deque>
#include <string>
#include <string_view>
#include <unordered_map>
#include <utility>
#include <vector>

#include "java/hash_order.hh"

namespace meteor {

// A map that remembers the order in which keys were first added. Values
// stay where they are when more keys are added (references remain valid).
template <class V>
class KeyedList {
 public:
  using Item = std::pair<std::string, V>;

  // The value of key, added (default-constructed, at the end) if absent.
  V& get_or_add(const std::string& key) {
    auto [it, added] = index_.try_emplace(key, items_.size());
    if (added) items_.emplace_back(key, V());
    return items_[it->second].second;
  }
  // Sets the value of key; a key already present keeps its position.
  void put(const std::string& key, V value) { get_or_add(key) = std::move(value); }

  const V* find(const std::string& key) const {
    auto it = index_.find(key);
    return it == index_.end() ? nullptr : &items_[it->second].second;
  }
  bool contains(const std::string& key) const { return index_.count(key) > 0; }

  std::size_t size() const { return items_.size(); }
  bool empty() const { return items_.empty(); }
  typename std::deque<Item>::const_iterator begin() const { return items_.begin(); }
  typename std::deque<Item>::const_iterator end() const { return items_.end(); }

 private:
  std::deque<Item> items_;
  std::unordered_map<std::string, std::size_t> index_;
};

using SgmlDocument = KeyedList<std::string>;  // segment id -> text
using SgmlSystem = KeyedList<SgmlDocument>;   // document id -> segments
using SgmlSet = KeyedList<SgmlSystem>;        // system (or reference) id -> documents
using SgmlData = KeyedList<SgmlSet>;          // set id -> systems

// The entries of a level in the order Meteor visits them: that of a Java
// Hashtable into which the keys were put in file order.
template <class V>
std::vector<const typename KeyedList<V>::Item*> hashtable_items(const KeyedList<V>& list) {
  std::vector<std::string_view> keys;
  std::vector<const typename KeyedList<V>::Item*> items;
  for (const auto& item : list) {
    keys.push_back(item.first);
    items.push_back(&item);
  }
  std::vector<const typename KeyedList<V>::Item*> ordered;
  for (std::size_t i : java::hashtable_order(keys)) ordered.push_back(items[i]);
  return ordered;
}

// The keys of a Java HashSet<String> to which keys were added in this order
// (repeats ignored), in the set's iteration order.
std::vector<std::string> hashset_keys(const std::vector<std::string_view>& keys);

// Reads an SGML file into data (test and reference files go into separate
// SgmlData). Lines are read as Meteor reads them (UTF-8, invalid bytes
// replaced). Throws meteor::Error naming the file and line when:
//   - a set header has no setid;
//   - a <doc> header names no system and no earlier header of this file did
//     (a system given on a set header stays current, as in Meteor, until
//     another header names one);
//   - a <doc> header names a system before any set header;
//   - a <doc> header has no docid;
//   - a <seg> comes before any <doc> header of the file;
//   - a segment has no </seg> before the end of the file (Meteor 1.5 loops
//     forever there), or its text cannot be found;
// and naming the file when it cannot be read.
void read_sgml(const std::string& path, SgmlData& data);
SgmlData read_sgml(const std::string& path);

// The same, from text in memory (split into lines at "\n", "\r" and "\r\n";
// the text is taken to be valid UTF-8). name is used in error messages.
void parse_sgml(std::string_view text, const std::string& name, SgmlData& data);

// Meteor's Normalizer.unescapeSGML: &quot; &apos; &lt; &gt; &amp; (in that
// order, each pass over the whole text, ASCII case-insensitive).
std::string unescape_sgml(std::string_view text);

// Java's String.compareTo (UTF-16 code unit order) on UTF-8 strings:
// negative, zero or positive.
int java_compare(std::string_view a, std::string_view b);

// Meteor's comparator of segment ids: as integers when both parse as Java
// ints (Integer.parseInt; the difference wraps around as Java's int
// subtraction does), otherwise as strings (java_compare). Not a consistent
// order when numeric and non-numeric ids mix: sort with java::sort.
int compare_segment_ids(std::string_view a, std::string_view b);

}  // namespace meteor
