// FilterParaphrase: reference n-grams in a trie over Java hash codes (as
// Meteor keys them: two words with one hash code are one word here too),
// then one pass over the table.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstdint>
#include <ostream>
#include <unordered_map>
#include <vector>

#include "java/lang.hh"
#include "resources/data_dir.hh"
#include "resources/language_tools.hh"
#include "resources/paraphrase.hh"
#include "text/lowercase.hh"
#include "text/normalizer.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/gzip_writer.hh"
#include "util/line_reader.hh"
#include "util/output_file.hh"

namespace meteor {
namespace {

// Every contiguous word sequence of the references, as paths from the root
// (node 0); a node's children keyed by (node, word hash).
class HashTrie {
 public:
  void add_suffixes(const std::vector<std::int32_t>& words) {
    for (std::size_t i = 0; i < words.size(); ++i) {
      std::uint32_t node = 0;
      for (std::size_t j = i; j < words.size(); ++j) {
        auto [it, inserted] = children_.try_emplace(key(node, words[j]), next_);
        if (inserted) ++next_;
        node = it->second;
      }
    }
  }
  bool contains(const std::vector<std::int32_t>& words) const {
    std::uint32_t node = 0;
    for (std::int32_t w : words) {
      auto it = children_.find(key(node, w));
      if (it == children_.end()) return false;
      node = it->second;
    }
    return true;
  }

 private:
  static std::uint64_t key(std::uint32_t node, std::int32_t word) {
    return (static_cast<std::uint64_t>(node) << 32) | static_cast<std::uint32_t>(word);
  }
  std::unordered_map<std::uint64_t, std::uint32_t> children_;
  std::uint32_t next_ = 1;
};

void hashes(std::string_view line, std::vector<std::int32_t>& out) {
  out.clear();
  for_each_token(line, [&](std::string_view t) { out.push_back(java::string_hash(t)); });
}

}  // namespace

FilterCounts filter_paraphrase_table(const std::string& table, const std::string& filtered,
                                     const std::vector<std::string>& references, std::ostream* progress,
                                     const std::string& data_dir) {
  refuse_output_as_input(filtered, [&] {
    std::vector<std::string> inputs = references;
    inputs.push_back(table);
    return inputs;
  }());
  // Meteor normalizes the references as English, punctuation dropped.
  const Normalizer normalizer(Normalizer::Apostrophes::kEnglish,
                              NonbreakingPrefixes::load((data_dir.empty() ? DataDir() : DataDir(data_dir)).nonbreaking_prefixes(Language::kEnglish)));
  HashTrie phrases;
  std::vector<std::int32_t> words;
  std::string line;
  if (progress != nullptr) *progress << "Reading reference files...\n";
  for (const std::string& ref : references) {
    if (progress != nullptr) *progress << ref << '\n' << std::flush;
    LineReader in(ref);
    while (in.next(line)) {
      std::string norm = normalizer.normalize(line, /*keep_punctuation=*/false);
      to_lower_in_place(norm);
      hashes(norm, words);
      phrases.add_suffixes(words);
    }
  }

  LineReader in(table, /*allow_gzip=*/true);
  if (!in.gzipped()) throw FormatError(table + ": not in gzip format (expected a gzipped paraphrase table)");
  GzipWriter out(filtered);
  FilterCounts counts;
  if (progress != nullptr) *progress << "Filtering paraphrases...\n" << std::flush;
  // Each entry checked as meteor -a checks it: the filter never writes a
  // table meteor refuses.
  ParaphraseEntryCheck check(table);
  std::vector<std::int32_t> para_words;
  std::string phrase, para, entry;
  while (in.next(line)) {
    const std::size_t first = in.line_number();
    if (!in.next(phrase) || !in.next(para))
      throw file_error(table, in.line_number(),
                       "truncated entry (expected probability, phrase and paraphrase lines)");
    check.probability(line, first);
    hashes(phrase, words);
    hashes(para, para_words);
    // An empty phrase is copied all the same, as Meteor 1.5's filter does
    // (meteor leaves the entry out); its paraphrase then never matters.
    if (check.phrase(words.size(), first + 1)) check.paraphrase(para_words.size(), first + 2);
    const bool keep = phrases.contains(words) || phrases.contains(para_words);
    if (keep) {
      ++counts.kept;
      entry.clear();
      entry.append(line).append(1, '\n').append(phrase).append(1, '\n').append(para).append(1, '\n');
      out.write(entry);
    }
    ++counts.entries;
    if (progress != nullptr && counts.entries % 1000000 == 0)
      *progress << counts.entries << " (" << counts.kept << ")\n" << std::flush;
  }
  out.close();
  return counts;
}

}  // namespace meteor
