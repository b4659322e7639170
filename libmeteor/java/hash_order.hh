// JVM emulation (see java/lang.hh): hash table iteration order.
//
// The iteration order of Java's hash tables of strings, as Meteor 1.5 meets
// them when it reads SGML (java.util.Hashtable for the data, java.util.HashSet
// for the union of keys). Meteor's order decides which of several equally good
// references wins a segment, and the order of its messages.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <string_view>
#include <vector>

namespace meteor::java {

// new Hashtable<String, ?>() (capacity 11, load factor 0.75) after put() of
// the given distinct keys in this order: the order of keySet().iterator(),
// as indices into keys.
std::vector<std::size_t> hashtable_order(const std::vector<std::string_view>& keys);

// new HashSet<String>() (HashMap, capacity 16, load factor 0.75, Java 8 and
// later) after add() of the given distinct keys in this order: the order of
// iterator(), as indices into keys. A bucket that Java would turn into a
// tree (9 or more keys in one bucket of a table of 64 or more) keeps its
// list order here, where Java's order would also depend on the tree.
std::vector<std::size_t> hashset_order(const std::vector<std::string_view>& keys);

}  // namespace meteor::java
