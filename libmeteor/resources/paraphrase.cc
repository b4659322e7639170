// SPDX-License-Identifier: LGPL-2.1-or-later
#include "resources/paraphrase.hh"

#include <algorithm>
#include <optional>
#include <unordered_map>
#include <utility>

#include "java/lang.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/line_reader.hh"
#include "util/warn.hh"

namespace meteor {
namespace {

constexpr char kMagic[] = "METPAR01";
constexpr std::uint32_t kVersion = 1;
constexpr std::uint32_t kEmpty = 0xFFFFFFFFu;
enum Section { kPool, kVocab, kEdgeBegin, kEdges, kEmitBegin, kEmits, kParaBegin, kParaWords };

void set_section(ImageHeader& h, int s, std::uint64_t offset, std::size_t count) {
  h.sections[2 * s] = offset;
  h.sections[2 * s + 1] = count;
}

// Parses the gzipped text table (or nothing, for the empty table) and lays
// out the image.
void build(const std::string* path, ImageWriter& w, ImageHeader& header) {
  std::unordered_map<std::string, std::int32_t> vocab;
  std::vector<const std::string*> words_by_id;
  std::unordered_map<std::uint64_t, std::uint32_t> edges;  // (node << 32 | word) -> child
  std::uint32_t nodes = 1;
  std::vector<std::pair<std::uint32_t, std::uint32_t>> emits;  // (node, entry)
  std::vector<std::uint32_t> para_begin{0};
  std::vector<std::int32_t> para_words, ref_ids;
  auto map = [&](std::string_view word) {
    auto [it, inserted] = vocab.try_emplace(std::string(word), static_cast<std::int32_t>(vocab.size()));
    if (inserted) words_by_id.push_back(&it->first);
    return it->second;
  };
  if (path != nullptr) {
    LineReader reader(*path, /*allow_gzip=*/true);
    if (!reader.gzipped())
      throw FormatError(*path + ": not in gzip format (a paraphrase table is gzipped triples of lines)");
    ParaphraseEntryCheck check(*path);
    std::string prob, ref, para;
    while (reader.next(prob)) {
      std::size_t first = reader.line_number();
      if (!reader.next(ref) || !reader.next(para))
        throw file_error(*path, first, "truncated table: entry has no phrase and paraphrase lines");
      check.probability(prob, first);
      ref_ids.clear();
      for_each_token(ref, [&](std::string_view word) { ref_ids.push_back(map(word)); });
      if (!check.phrase(ref_ids.size(), first + 1)) continue;  // never found: left out
      std::size_t before = para_words.size();
      for_each_token(para, [&](std::string_view word) { para_words.push_back(map(word)); });
      check.paraphrase(para_words.size() - before, first + 2);
      auto entry = static_cast<std::uint32_t>(para_begin.size() - 1);
      para_begin.push_back(static_cast<std::uint32_t>(para_words.size()));
      std::uint32_t node = 0;
      for (std::int32_t id : ref_ids) {
        std::uint64_t key = (static_cast<std::uint64_t>(node) << 32) | static_cast<std::uint32_t>(id);
        auto [it, inserted] = edges.try_emplace(key, nodes);
        if (inserted) ++nodes;
        node = it->second;
      }
      emits.emplace_back(node, entry);
    }
  }

  // Vocabulary: open addressing on FNV-1a.
  std::string pool;
  std::size_t cap = 16;
  while (cap < 2 * words_by_id.size()) cap <<= 1;
  std::vector<ParaphraseTable::VocabSlot> slots(cap, {0, kEmpty, -1, 0});
  for (std::size_t id = 0; id < words_by_id.size(); ++id) {
    const std::string& word = *words_by_id[id];
    std::size_t h = fnv1a(word) & (cap - 1);
    while (slots[h].str_len != kEmpty) h = (h + 1) & (cap - 1);
    slots[h] = {static_cast<std::uint32_t>(pool.size()), static_cast<std::uint32_t>(word.size()),
                static_cast<std::int32_t>(id), 0};
    pool += word;
  }
  // Trie edges grouped by node, sorted by word (binary search at run time).
  std::vector<std::pair<std::uint64_t, std::uint32_t>> sorted(edges.begin(), edges.end());
  std::sort(sorted.begin(), sorted.end());
  std::vector<std::uint32_t> edge_begin(nodes + 1, 0);
  std::vector<ParaphraseTable::Edge> edge_list;
  edge_list.reserve(sorted.size());
  for (const auto& [key, child] : sorted) {
    ++edge_begin[(key >> 32) + 1];
    edge_list.push_back({static_cast<std::int32_t>(key & 0xFFFFFFFFu), child});
  }
  for (std::uint32_t n = 0; n < nodes; ++n) edge_begin[n + 1] += edge_begin[n];
  // Entries per node, in file order.
  std::stable_sort(emits.begin(), emits.end(), [](const auto& a, const auto& b) { return a.first < b.first; });
  std::vector<std::uint32_t> emit_begin(nodes + 1, 0), emit_list;
  emit_list.reserve(emits.size());
  for (const auto& [node, entry] : emits) {
    ++emit_begin[node + 1];
    emit_list.push_back(entry);
  }
  for (std::uint32_t n = 0; n < nodes; ++n) emit_begin[n + 1] += emit_begin[n];

  set_section(header, kPool, w.append(pool.data(), pool.size()), pool.size());
  set_section(header, kVocab, w.append_array(slots), slots.size());
  set_section(header, kEdgeBegin, w.append_array(edge_begin), edge_begin.size());
  set_section(header, kEdges, w.append_array(edge_list), edge_list.size());
  set_section(header, kEmitBegin, w.append_array(emit_begin), emit_begin.size());
  set_section(header, kEmits, w.append_array(emit_list), emit_list.size());
  set_section(header, kParaBegin, w.append_array(para_begin), para_begin.size());
  set_section(header, kParaWords, w.append_array(para_words), para_words.size());
  header.source_hash[3] = words_by_id.size();  // vocabulary size (the table has one source)
}

}  // namespace

void ParaphraseEntryCheck::probability(std::string_view line, std::size_t line_number) {
  if (warned_probability_) return;
  if (const std::optional<double> p = java::parse_double(line); p && *p >= 0 && *p <= 1) return;  // NaN fails too
  warned_probability_ = true;
  warn(path_ + ":" + std::to_string(line_number) + ": probability '" + std::string(line) +
       "' is not a number in [0, 1]; Meteor 1.5 never reads it, so the entry is kept (further such lines in the "
       "table not reported)");
}

bool ParaphraseEntryCheck::phrase(std::size_t tokens, std::size_t line_number) {
  if (tokens > 0) return true;
  if (!warned_phrase_) {
    warned_phrase_ = true;
    warn(path_ + ":" + std::to_string(line_number) +
         ": empty phrase; Meteor 1.5 never matches such an entry (further ones in the table not reported)");
  }
  return false;
}

void ParaphraseEntryCheck::paraphrase(std::size_t tokens, std::size_t line_number) const {
  if (tokens == 0)
    throw file_error(path_, line_number, "empty paraphrase (it would align the phrase to no words)");
}

ParaphraseTable::ParaphraseTable(std::shared_ptr<const Image> image) : image_(std::move(image)) {
  pool_ = image_array<unsigned char>(*image_, kPool);
  vocab_ = image_array<VocabSlot>(*image_, kVocab);
  edge_begin_ = image_array<std::uint32_t>(*image_, kEdgeBegin);
  edges_ = image_array<Edge>(*image_, kEdges);
  emit_begin_ = image_array<std::uint32_t>(*image_, kEmitBegin);
  emits_ = image_array<std::uint32_t>(*image_, kEmits);
  para_begin_ = image_array<std::uint32_t>(*image_, kParaBegin);
  para_words_ = image_array<std::int32_t>(*image_, kParaWords);
  vocab_count_ = image_header(*image_).source_hash[3];
}

std::shared_ptr<const ParaphraseTable> ParaphraseTable::load(const std::string& path) {
  ImageSpec spec{kMagic, kVersion, {path}};
  auto image = open_image(spec, [&](ImageWriter& w, ImageHeader& h) { build(&path, w, h); });
  return std::shared_ptr<const ParaphraseTable>(new ParaphraseTable(std::move(image)));
}

std::string ParaphraseTable::compile(const std::string& path) {
  ImageSpec spec{kMagic, kVersion, {path}};
  return compile_image(spec, [&](ImageWriter& w, ImageHeader& h) { build(&path, w, h); });
}

std::shared_ptr<const ParaphraseTable> ParaphraseTable::empty() {
  ImageWriter w;
  ImageHeader header{};
  std::memcpy(header.magic, kMagic, 8);
  header.version = kVersion;
  w.append(&header, sizeof header);
  build(nullptr, w, header);
  w.patch(0, &header, sizeof header);
  return std::shared_ptr<const ParaphraseTable>(new ParaphraseTable(memory_image(std::move(w.bytes()))));
}

std::int32_t ParaphraseTable::word_id(std::string_view word) const {
  std::size_t mask = vocab_.size() - 1, h = fnv1a(word) & mask;
  for (;;) {
    const VocabSlot& s = vocab_[h];
    if (s.str_len == kEmpty) return -1;
    if (s.str_len == word.size() &&
        std::string_view(reinterpret_cast<const char*>(pool_.ptr) + s.str_off, s.str_len) == word)
      return s.id;
    h = (h + 1) & mask;
  }
}

std::uint32_t ParaphraseTable::child(std::uint32_t node, std::int32_t word) const {
  const Edge* lo = edges_.ptr + edge_begin_[node];
  const Edge* hi = edges_.ptr + edge_begin_[node + 1];
  const Edge* it = std::lower_bound(lo, hi, word, [](const Edge& e, std::int32_t w) { return e.word < w; });
  return it != hi && it->word == word ? it->child : 0;
}

}  // namespace meteor
