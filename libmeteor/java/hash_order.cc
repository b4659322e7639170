// SPDX-License-Identifier: LGPL-2.1-or-later
#include "java/hash_order.hh"

#include <cstdint>

#include "java/lang.hh"

namespace meteor::java {

std::vector<std::size_t> hashtable_order(const std::vector<std::string_view>& keys) {
  // Buckets hold their chains with the head at the back: Hashtable puts new
  // entries at the head of a chain.
  std::size_t capacity = 11;
  auto threshold = static_cast<std::size_t>(static_cast<float>(capacity) * 0.75f);
  std::vector<std::vector<std::size_t>> table(capacity);
  std::vector<std::uint32_t> hash(keys.size());
  std::size_t count = 0;
  for (std::size_t k = 0; k < keys.size(); ++k) {
    hash[k] = static_cast<std::uint32_t>(string_hash(keys[k])) & 0x7FFFFFFFu;
    if (count >= threshold) {
      // rehash(): 2n+1 buckets; old buckets from last to first, each chain
      // from its head, every entry put at the head of its new chain.
      const std::size_t new_capacity = capacity * 2 + 1;
      std::vector<std::vector<std::size_t>> next(new_capacity);
      for (std::size_t i = capacity; i-- > 0;)
        for (auto it = table[i].rbegin(); it != table[i].rend(); ++it) next[hash[*it] % new_capacity].push_back(*it);
      table = std::move(next);
      capacity = new_capacity;
      threshold = static_cast<std::size_t>(static_cast<float>(capacity) * 0.75f);
    }
    table[hash[k] % capacity].push_back(k);
    ++count;
  }
  // The enumerator walks the buckets from last to first, chains from the head.
  std::vector<std::size_t> order;
  order.reserve(keys.size());
  for (std::size_t i = capacity; i-- > 0;)
    for (auto it = table[i].rbegin(); it != table[i].rend(); ++it) order.push_back(*it);
  return order;
}

std::vector<std::size_t> hashset_order(const std::vector<std::string_view>& keys) {
  std::size_t capacity = 16;  // a power of two; the threshold is 3/4 of it
  std::vector<std::vector<std::size_t>> table(capacity);
  std::vector<std::uint32_t> hash(keys.size());
  auto resize = [&] {
    // Each bucket splits into a low and a high one, keeping its order.
    std::vector<std::vector<std::size_t>> next(capacity * 2);
    for (const auto& bucket : table)
      for (std::size_t k : bucket) next[hash[k] & (capacity * 2 - 1)].push_back(k);
    table = std::move(next);
    capacity *= 2;
  };
  std::size_t size = 0;
  for (std::size_t k = 0; k < keys.size(); ++k) {
    const auto h = static_cast<std::uint32_t>(string_hash(keys[k]));
    hash[k] = h ^ (h >> 16);
    auto& bucket = table[hash[k] & (capacity - 1)];
    bucket.push_back(k);  // new entries go at the end of their bucket
    // treeifyBin() on a bucket's 9th entry resizes a table smaller than 64.
    if (bucket.size() >= 9 && capacity < 64) resize();
    if (++size > capacity / 4 * 3) resize();
  }
  std::vector<std::size_t> order;
  order.reserve(keys.size());
  for (const auto& bucket : table) order.insert(order.end(), bucket.begin(), bucket.end());
  return order;
}

}  // namespace meteor::java
