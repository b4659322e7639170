// SPDX-License-Identifier: LGPL-2.1-or-later
#include "resources/synonyms.hh"

#include <algorithm>

#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/java.hh"
#include "util/line_reader.hh"
#include "util/utf8.hh"

namespace meteor {

std::shared_ptr<const SynonymDictionary> SynonymDictionary::load(const std::string& dir,
                                                                 const std::string& language) {
  auto dict = std::make_shared<SynonymDictionary>();
  std::string line, next;

  const std::string exc_path = dir + "/" + language + ".exceptions";
  {
    LineReader reader(exc_path);
    while (reader.next(line)) {
      std::size_t base_line = reader.line_number();
      if (!reader.next(next))
        throw file_error(exc_path, base_line, "base form '" + line + "' has no line of forms after it");
      for_each_token(next, [&](std::string_view form) { dict->bases_[std::string(form)].push_back(line); });
    }
  }

  const std::string syn_path = dir + "/" + language + ".synsets";
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
        if (!v) ok = false;
        else ids.push_back(*v);
      });
      if (!ok) throw file_error(syn_path, reader.line_number(), "synset ids must be integers");
      std::sort(ids.begin(), ids.end());
      ids.erase(std::unique(ids.begin(), ids.end()), ids.end());
      // A later entry for the same word replaces the earlier one.
      Span span{static_cast<std::uint32_t>(dict->ids_.size()), static_cast<std::uint32_t>(ids.size())};
      dict->ids_.insert(dict->ids_.end(), ids.begin(), ids.end());
      dict->word_index_[line] = span;
    }
  }
  return dict;
}

const SynonymDictionary::Span* SynonymDictionary::find(std::string_view word) const {
  auto it = word_index_.find(std::string(word));
  return it == word_index_.end() ? nullptr : &it->second;
}

void SynonymDictionary::append_synsets(std::string_view word, std::vector<std::int32_t>& out) const {
  const Span* s = find(word);
  if (s == nullptr) return;
  out.insert(out.end(), ids_.begin() + s->offset, ids_.begin() + s->offset + s->length);
}

std::vector<std::int32_t> SynonymDictionary::synsets(std::string_view word) const {
  std::vector<std::int32_t> out;
  append_synsets(word, out);
  return out;
}

std::vector<std::int32_t> SynonymDictionary::stem_synsets(std::string_view word) const {
  std::vector<std::int32_t> out;
  auto b = bases_.find(std::string(word));
  if (b != bases_.end()) {
    for (const std::string& base : b->second) append_synsets(base, out);
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
    if (find(candidate) != nullptr) return candidate;
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
