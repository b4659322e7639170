// Workspace (workspace.hh): the word table, open addressing keyed by a hash
// of the word's bytes, and the synset numbering, kept per thread.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/workspace.hh"

#include <cstring>
#include <string>

#include "java/lang.hh"

namespace meteor {

namespace {

// Words kept before begin() empties the table.
constexpr std::size_t kMaxCachedWords = 1u << 18;

// The table's own hash of a word (not Java's): 8 bytes at a time, the last
// 1 to 7 bytes read without a call.
inline std::uint64_t word_hash(std::string_view w) {
  const std::size_t n = w.size();
  const char* p = w.data();
  std::uint64_t h = 0x9E3779B97F4A7C15ull ^ n;
  std::size_t i = 0;
  for (; i + 8 <= n; i += 8) {
    std::uint64_t x;
    std::memcpy(&x, p + i, 8);
    h = (h ^ x) * 0xBF58476D1CE4E5B9ull;
    h ^= h >> 29;
  }
  std::uint64_t x = 0;
  if (const std::size_t rest = n - i; rest >= 4) {
    std::uint32_t a, b;
    std::memcpy(&a, p + i, 4);
    std::memcpy(&b, p + n - 4, 4);
    x = (static_cast<std::uint64_t>(b) << 32) | a;
  } else if (rest > 0) {
    auto byte = [&](std::size_t k) { return static_cast<std::uint64_t>(static_cast<unsigned char>(p[k])); };
    x = byte(i) | (byte(i + rest / 2) << 8) | (byte(n - 1) << 16);
  }
  h = (h ^ x) * 0x94D049BB133111EBull;
  return h ^ (h >> 31);
}
}  // namespace

WordInfo& Workspace::word(const std::string& w) { return word(w, word_hash(w)); }

void Workspace::words(const std::vector<std::string>& words, std::vector<WordInfo*>& out) {
  const std::size_t n = words.size();
  out.resize(n);
  if (slots_.empty()) slots_.assign(1024, 0);
  hashes_.resize(n);
  const std::size_t mask = slots_.size() - 1;
  for (std::size_t k = 0; k < n; ++k) {
    hashes_[k] = word_hash(words[k]);
    __builtin_prefetch(&slots_[hashes_[k] & mask]);
  }
  for (std::size_t k = 0; k < n; ++k)
    if (const std::uint32_t e = slots_[hashes_[k] & mask]; e != 0) __builtin_prefetch(&entries_[e - 1]);
  for (std::size_t k = 0; k < n; ++k) out[k] = &word(words[k], hashes_[k]);
}

WordInfo& Workspace::word(const std::string& w, std::uint64_t h) {
  if (slots_.empty()) slots_.assign(1024, 0);
  std::size_t mask = slots_.size() - 1, i = h & mask;
  while (std::uint32_t e = slots_[i]) {
    Entry& entry = entries_[e - 1];
    if (entry.hash == h && entry.word == w) return entry.info;
    i = (i + 1) & mask;
  }
  entries_.push_back(Entry{w, h, WordInfo{}});
  entries_.back().info.hash = java::string_hash(w);
  slots_[i] = static_cast<std::uint32_t>(entries_.size());
  if (2 * entries_.size() > slots_.size()) {  // grow, keeping the load under 1/2
    std::vector<std::uint32_t> bigger(slots_.size() * 2, 0);
    std::size_t m = bigger.size() - 1;
    for (std::size_t k = 0; k < entries_.size(); ++k) {
      std::size_t j = entries_[k].hash & m;
      while (bigger[j] != 0) j = (j + 1) & m;
      bigger[j] = static_cast<std::uint32_t>(k + 1);
    }
    slots_.swap(bigger);
  }
  return entries_.back().info;
}

std::int32_t Workspace::dense_synset(std::int32_t id) {
  auto [it, inserted] = dense_synsets_.try_emplace(id, static_cast<std::int32_t>(synset_ids_.size()));
  if (inserted) synset_ids_.push_back(id);
  return it->second;
}

void Workspace::begin() {
  if (entries_.size() > kMaxCachedWords) {
    entries_.clear();
    slots_.clear();
  }
}

}  // namespace meteor
