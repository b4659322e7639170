// SPDX-License-Identifier: LGPL-2.1-or-later
#include "java/hash_order.hh"

#include <doctest/doctest.h>

#include <string>

using namespace meteor;

namespace {

std::vector<std::string> split(const std::string& s) {
  std::vector<std::string> v;
  std::size_t p = 0;
  while (p <= s.size()) {
    std::size_t e = s.find(' ', p);
    if (e == std::string::npos) e = s.size();
    v.push_back(s.substr(p, e - p));
    p = e + 1;
  }
  return v;
}

// The space-separated keys in the order of a Hashtable or HashSet they were
// added to in this order.
std::vector<std::string> ordered(const std::string& keys, bool hashset) {
  const std::vector<std::string> list = split(keys);
  const std::vector<std::string_view> views(list.begin(), list.end());
  std::vector<std::string> out;
  for (std::size_t i : hashset ? java::hashset_order(views) : java::hashtable_order(views)) out.push_back(list[i]);
  return out;
}

}  // namespace

// Expected orders printed by OpenJDK 17 (keySet() / iterator() after put /
// add in the given order).
TEST_CASE("java hash order: Hashtable") {
  CHECK(ordered("refA refB", false) == split("refB refA"));
  CHECK(ordered("Online-G Facebook-AI UF", false) == split("UF Facebook-AI Online-G"));
  // 21 keys: two rehashes (11 -> 23 -> 47 buckets).
  CHECK(ordered("k0 k1 k2 k3 k4 k5 k6 k7 k8 k9 k10 k11 k12 k13 k14 k15 k16 k17 k18 k19 k20", false) ==
        split("k20 k9 k8 k7 k6 k5 k4 k3 k2 k1 k0 k19 k18 k17 k16 k15 k14 k13 k12 k11 k10"));
  CHECK(ordered("AaAaAa AaAaBB AaBBAa AaBBBB BBAaAa BBAaBB BBBBAa BBBBBB AaAa BBBB x y AaBB BBAa z", false) ==
        split("BBAa AaBB BBBB AaAa AaAaAa AaAaBB AaBBAa AaBBBB BBAaAa BBAaBB BBBBAa BBBBBB z y x"));
}

TEST_CASE("java hash order: HashSet") {
  CHECK(ordered("refA refB", true) == split("refB refA"));
  CHECK(ordered("k0 k1 k2 k3 k4 k5 k6 k7 k8 k9 k10 k11 k12 k13 k14 k15 k16 k17 k18 k19 k20", true) ==
        split("k0 k1 k2 k3 k20 k4 k5 k11 k6 k10 k7 k13 k8 k12 k9 k15 k14 k17 k16 k19 k18"));
  CHECK(ordered("AaAaAa AaAaBB AaBBAa AaBBBB BBAaAa BBAaBB BBBBAa BBBBBB AaAa BBBB x y AaBB BBAa z", true) ==
        split("AaAaAa AaAaBB AaBBAa AaBBBB BBAaAa BBAaBB BBBBAa BBBBBB x y z AaAa BBBB AaBB BBAa"));
  // Nine keys with one hash code: the ninth in a bucket of a table smaller
  // than 64 doubles the table (16 -> 32), which reorders the others.
  CHECK(ordered("AaAaAaAa AaAaAaBB AaAaBBAa AaAaBBBB AaBBAaAa AaBBAaBB AaBBBBAa AaBBBBBB BBAaAaAa a b p", true) ==
        split("a b AaAaAaAa AaAaAaBB AaAaBBAa AaAaBBBB AaBBAaAa AaBBAaBB AaBBBBAa AaBBBBBB BBAaAaAa p"));
}
