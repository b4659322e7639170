// SPDX-License-Identifier: LGPL-2.1-or-later
#include "resources/synonyms.hh"

#include <algorithm>
#include <unordered_map>

#include "java/lang.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/line_reader.hh"
#include "util/utf8.hh"

namespace meteor {
namespace {

constexpr char kMagic[] = "METSYN01";
constexpr std::uint32_t kVersion = 1;
constexpr std::uint32_t kEmpty = 0xFFFFFFFFu;
enum Section { kPool = 0, kWords = 1, kIds = 2, kForms = 3, kBases = 4 };

ImageSpec spec_for(const std::string& dir, const std::string& language) {
  return ImageSpec{kMagic, kVersion, {dir + "/" + language + ".synsets", dir + "/" + language + ".exceptions"}};
}

// Reads both text files and lays out the image.
void build(const std::string& syn_path, const std::string& exc_path, ImageWriter& w, ImageHeader& header) {
  std::vector<std::string> form_order;
  std::unordered_map<std::string, std::vector<std::string>> bases;
  std::string line, next;
  {
    LineReader reader(exc_path);
    while (reader.next(line)) {
      std::size_t base_line = reader.line_number();
      if (!reader.next(next))
        throw file_error(exc_path, base_line, "base form '" + line + "' has no line of forms after it");
      for_each_token(next, [&](std::string_view form) {
        auto [it, inserted] = bases.try_emplace(std::string(form));
        if (inserted) form_order.push_back(it->first);
        it->second.push_back(line);
      });
    }
  }
  std::vector<std::string> word_order;
  std::unordered_map<std::string, std::vector<std::int32_t>> synsets;
  {
    LineReader reader(syn_path);
    std::vector<std::int32_t> ids;
    while (reader.next(line)) {
      std::size_t word_line = reader.line_number();
      if (!reader.next(next))
        throw file_error(syn_path, word_line, "word '" + line + "' has no line of synset ids after it");
      ids.clear();
      bool ok = true;
      for_each_token(next, [&](std::string_view tok) {
        auto v = java::parse_int(tok);
        if (!v)
          ok = false;
        else
          ids.push_back(*v);
      });
      if (!ok) throw file_error(syn_path, reader.line_number(), "synset ids must be integers");
      std::sort(ids.begin(), ids.end());
      ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
      // A later entry for the same word replaces the earlier one.
      auto [it, inserted] = synsets.try_emplace(line);
      if (inserted) word_order.push_back(line);
      it->second = ids;
    }
  }

  std::string pool;
  auto intern = [&](const std::string& s) {
    auto off = static_cast<std::uint32_t>(pool.size());
    pool += s;
    return SynonymDictionary::Ref{off, static_cast<std::uint32_t>(s.size())};
  };
  auto capacity = [](std::size_t n) {
    std::size_t c = 16;
    while (c < 2 * n) c <<= 1;
    return c;
  };
  auto insert = [&](std::vector<SynonymDictionary::Slot>& table, const std::string& key,
                    SynonymDictionary::Slot slot) {
    std::size_t mask = table.size() - 1, h = fnv1a(key) & mask;
    while (table[h].str_len != kEmpty) h = (h + 1) & mask;
    table[h] = slot;
  };

  std::vector<SynonymDictionary::Slot> words(capacity(word_order.size()), {0, kEmpty, 0, 0});
  std::vector<std::int32_t> ids;
  for (const std::string& word : word_order) {
    const auto& list = synsets[word];
    SynonymDictionary::Ref r = intern(word);
    insert(words, word,
           {r.str_off, r.str_len, static_cast<std::uint32_t>(ids.size()), static_cast<std::uint32_t>(list.size())});
    ids.insert(ids.end(), list.begin(), list.end());
  }
  std::vector<SynonymDictionary::Slot> forms(capacity(form_order.size()), {0, kEmpty, 0, 0});
  std::vector<SynonymDictionary::Ref> base_refs;
  for (const std::string& form : form_order) {
    const auto& list = bases[form];
    SynonymDictionary::Ref r = intern(form);
    insert(forms, form,
           {r.str_off, r.str_len, static_cast<std::uint32_t>(base_refs.size()),
            static_cast<std::uint32_t>(list.size())});
    for (const std::string& b : list) base_refs.push_back(intern(b));
  }
  auto section = [&](int s, std::uint64_t offset, std::size_t count) {
    header.sections[2 * s] = offset;
    header.sections[2 * s + 1] = count;
  };
  section(kPool, w.append(pool.data(), pool.size()), pool.size());
  section(kWords, w.append_array(words), words.size());
  section(kIds, w.append_array(ids), ids.size());
  section(kForms, w.append_array(forms), forms.size());
  section(kBases, w.append_array(base_refs), base_refs.size());
  header.sections[15] = word_order.size();
}

}  // namespace

SynonymDictionary::SynonymDictionary(std::shared_ptr<const Image> image) : image_(std::move(image)) {
  pool_ = image_array<unsigned char>(*image_, kPool);
  words_ = image_array<Slot>(*image_, kWords);
  ids_ = image_array<std::int32_t>(*image_, kIds);
  forms_ = image_array<Slot>(*image_, kForms);
  bases_ = image_array<Ref>(*image_, kBases);
  word_count_ = image_header(*image_).sections[15];
}

std::shared_ptr<const SynonymDictionary> SynonymDictionary::load(const std::string& dir,
                                                                 const std::string& language) {
  ImageSpec spec = spec_for(dir, language);
  auto image = open_image(spec, [&](ImageWriter& w, ImageHeader& h) { build(spec.sources[0], spec.sources[1], w, h); });
  return std::shared_ptr<const SynonymDictionary>(new SynonymDictionary(std::move(image)));
}

std::string SynonymDictionary::compile(const std::string& dir, const std::string& language) {
  ImageSpec spec = spec_for(dir, language);
  return compile_image(spec, [&](ImageWriter& w, ImageHeader& h) { build(spec.sources[0], spec.sources[1], w, h); });
}

const SynonymDictionary::Slot* SynonymDictionary::find(const ImageArray<Slot>& table, std::string_view key) const {
  std::size_t mask = table.size() - 1, h = fnv1a(key) & mask;
  for (;;) {
    const Slot& s = table[h];
    if (s.str_len == kEmpty) return nullptr;
    if (s.str_len == key.size() && str(s.str_off, s.str_len) == key) return &s;
    h = (h + 1) & mask;
  }
}

void SynonymDictionary::append_synsets(std::string_view word, std::vector<std::int32_t>& out) const {
  const Slot* s = find(words_, word);
  if (s == nullptr) return;
  out.insert(out.end(), ids_.ptr + s->list_off, ids_.ptr + s->list_off + s->list_len);
}

std::vector<std::int32_t> SynonymDictionary::synsets(std::string_view word) const {
  std::vector<std::int32_t> out;
  append_synsets(word, out);
  return out;
}

std::vector<std::int32_t> SynonymDictionary::stem_synsets(std::string_view word) const {
  std::vector<std::int32_t> out;
  if (const Slot* f = find(forms_, word); f != nullptr) {
    for (std::uint32_t k = 0; k < f->list_len; ++k) {
      const Ref& b = bases_[f->list_off + k];
      append_synsets(str(b.str_off, b.str_len), out);
    }
  } else {
    append_synsets(morph(word), out);
  }
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::vector<std::int32_t> SynonymDictionary::all_synsets(std::string_view word) const {
  std::vector<std::int32_t> out = synsets(word);
  std::vector<std::int32_t> stem = stem_synsets(word);
  out.insert(out.end(), stem.begin(), stem.end());
  std::sort(out.begin(), out.end());
  out.erase(std::unique(out.begin(), out.end()), out.end());
  return out;
}

std::string SynonymDictionary::morph(std::string_view word) const {
  // WordNet 3.0 morphology rules: noun, verb, adjective suffixes and their
  // replacements, tried in this order.
  static const char* const kSuffix[] = {"s",  "ses", "xes", "zes", "ches", "shes", "men", "ies", "s",  "ies",
                                        "es", "es",  "ed",  "ed",  "ing",  "ing",  "er",  "est", "er", "est"};
  static const char* const kEnding[] = {"",  "s", "x", "z", "ch", "sh", "man", "y", "", "y",
                                        "e", "",  "e", "",  "e",  "",   "",    "",  "e", "e"};
  auto ends_with = [](std::string_view w, std::string_view suffix) {
    return w.size() >= suffix.size() && w.substr(w.size() - suffix.size()) == suffix;
  };
  if (ends_with(word, "ss") || utf8::utf16_length(word) <= 2) return std::string(word);
  std::string candidate;
  for (std::size_t i = 0; i < 20; ++i) {
    std::string_view suffix = kSuffix[i];
    if (!ends_with(word, suffix)) continue;
    candidate.assign(word.substr(0, word.size() - suffix.size()));
    candidate += kEnding[i];
    if (find(words_, candidate) != nullptr) return candidate;
  }
  return "";
}

bool sorted_intersect(const std::vector<std::int32_t>& a, const std::vector<std::int32_t>& b) {
  std::size_t i = 0, j = 0;
  while (i < a.size() && j < b.size()) {
    if (a[i] == b[j]) return true;
    if (a[i] < b[j])
      ++i;
    else
      ++j;
  }
  return false;
}

}  // namespace meteor
