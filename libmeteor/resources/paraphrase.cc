// SPDX-License-Identifier: LGPL-2.1-or-later
#include "resources/paraphrase.hh"

#include <algorithm>
#include <utility>

#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/line_reader.hh"

namespace meteor {

std::shared_ptr<const ParaphraseTable> ParaphraseTable::load(const std::string& path) {
  auto t = std::make_shared<ParaphraseTable>();
  LineReader reader(path, /*allow_gzip=*/true);
  if (!reader.gzipped())
    throw file_error(path, "not in gzip format (a paraphrase table is gzipped triples of lines)");
  t->nodes_.emplace_back();  // root
  std::vector<std::pair<std::uint32_t, std::uint32_t>> emits;  // (node, paraphrase index)
  std::vector<std::int32_t> ref_ids;
  std::string prob, ref, para;
  auto map = [&](std::string_view w) {
    auto [it, inserted] = t->vocab_.try_emplace(std::string(w), static_cast<std::int32_t>(t->vocab_.size()));
    return it->second;
  };
  while (reader.next(prob)) {
    std::size_t first = reader.line_number();
    if (!reader.next(ref) || !reader.next(para))
      throw file_error(path, first, "truncated table: entry has no phrase and paraphrase lines");
    ref_ids.clear();
    for_each_token(ref, [&](std::string_view w) { ref_ids.push_back(map(w)); });
    if (ref_ids.empty()) throw file_error(path, first + 1, "empty phrase");
    Entry e{static_cast<std::uint32_t>(t->para_words_.size()), 0};
    for_each_token(para, [&](std::string_view w) {
      t->para_words_.push_back(map(w));
      ++e.length;
    });
    if (e.length == 0) throw file_error(path, first + 2, "empty paraphrase");
    auto index = static_cast<std::uint32_t>(t->paraphrases_.size());
    t->paraphrases_.push_back(e);
    std::uint32_t node = 0;
    for (std::int32_t id : ref_ids) {
      std::uint64_t key = (static_cast<std::uint64_t>(node) << 32) | static_cast<std::uint32_t>(id);
      auto it = t->edges_.find(key);
      if (it == t->edges_.end()) {
        auto next = static_cast<std::uint32_t>(t->nodes_.size());
        t->nodes_.emplace_back();
        t->edges_.emplace(key, next);
        node = next;
      } else {
        node = it->second;
      }
    }
    emits.emplace_back(node, index);
  }
  std::stable_sort(emits.begin(), emits.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  t->emits_.reserve(emits.size());
  for (std::size_t i = 0; i < emits.size();) {
    std::uint32_t node = emits[i].first;
    Node& n = t->nodes_[node];
    n.emit_begin = static_cast<std::uint32_t>(t->emits_.size());
    for (; i < emits.size() && emits[i].first == node; ++i) t->emits_.push_back(emits[i].second);
    n.emit_end = static_cast<std::uint32_t>(t->emits_.size());
  }
  return t;
}

std::shared_ptr<const ParaphraseTable> ParaphraseTable::empty() {
  auto t = std::make_shared<ParaphraseTable>();
  t->nodes_.emplace_back();
  return t;
}

std::int32_t ParaphraseTable::word_id(std::string_view word) const {
  auto it = vocab_.find(std::string(word));
  return it == vocab_.end() ? -1 : it->second;
}

}  // namespace meteor
