// Stemmers for the stem module: Snowball stemmers through libstemmer, made to
// agree with the (older) Snowball that Meteor 1.5 bundles, and the lookup-table
// stemmer behind -e (and Arabic).
//
// A Stemmer instance is not thread-safe; make one per thread with
// StemmerFactory::make().
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <unordered_map>

#include "resources/data_dir.hh"
#include "resources/language.hh"

namespace meteor {

class Stemmer {
 public:
  virtual ~Stemmer() = default;
  virtual std::string stem(std::string_view word) = 0;
};

// Gzipped lines "word count stem". Meteor keys the table by the Java hash of
// the word and the last line for a key wins.
class StemTable {
 public:
  static std::shared_ptr<const StemTable> load(const std::string& path);
  // nullptr when the word is not in the table.
  const std::string* find(std::string_view word) const;
  std::size_t size() const { return map_.size(); }

 private:
  std::unordered_map<std::int32_t, std::string> map_;
};

class StemmerFactory {
 public:
  // A Snowball stemmer for the language (throws meteor::Error if the
  // language has none), or, with a table, the lookup-table stemmer.
  static StemmerFactory snowball(Language lang);
  static StemmerFactory table(std::shared_ptr<const StemTable> table);
  // The stemmer Meteor 1.5's Stemmer program uses for a language: Snowball,
  // or for Arabic (Buckwalter, reduced) the lookup table of the data folder.
  // Throws InvalidArgument for a language with neither (Czech, other).
  static StemmerFactory for_language(Language lang, const DataDir& data);

  std::unique_ptr<Stemmer> make() const;
  const std::string& description() const { return description_; }

 private:
  std::string algorithm_;
  std::shared_ptr<const StemTable> table_;
  std::string description_;
};

// The Snowball stemmer alone (libstemmer plus the corrections that make it
// agree with Meteor's), for tests and tools.
std::unique_ptr<Stemmer> make_snowball_stemmer(const std::string& algorithm);

// Meteor 1.5's Stemmer program on one line of text: the tokens (split as
// StringTokenizer splits) stemmed, except numbers (tokens of digits, ',',
// '.' and '-' only; a digit is a BMP character of category Nd, as Java's
// Character.isDigit(char)), joined by single spaces, with what String.trim()
// removes (characters up to U+0020) taken off both ends. `line` is valid UTF-8.
std::string stem_line(Stemmer& stemmer, std::string_view line);

}  // namespace meteor
