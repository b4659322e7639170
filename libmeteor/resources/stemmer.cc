// SPDX-License-Identifier: LGPL-2.1-or-later
#include "resources/stemmer.hh"

#include <libstemmer.h>

#include <vector>

#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/java.hh"
#include "util/line_reader.hh"

namespace meteor {
namespace {

class SnowballStemmer final : public Stemmer {
 public:
  explicit SnowballStemmer(const std::string& algorithm) : algorithm_(algorithm) {
    stemmer_ = sb_stemmer_new(algorithm.c_str(), "UTF_8");
    if (stemmer_ == nullptr) throw Error("libstemmer has no '" + algorithm + "' stemmer");
  }
  ~SnowballStemmer() override { sb_stemmer_delete(stemmer_); }
  SnowballStemmer(const SnowballStemmer&) = delete;
  SnowballStemmer& operator=(const SnowballStemmer&) = delete;

  std::string stem(std::string_view word) override {
    const sb_symbol* out =
        sb_stemmer_stem(stemmer_, reinterpret_cast<const sb_symbol*>(word.data()), static_cast<int>(word.size()));
    if (out == nullptr) throw Error("libstemmer ran out of memory");
    return std::string(reinterpret_cast<const char*>(out), static_cast<std::size_t>(sb_stemmer_length(stemmer_)));
  }

 private:
  std::string algorithm_;
  sb_stemmer* stemmer_ = nullptr;
};

class TableStemmer final : public Stemmer {
 public:
  explicit TableStemmer(std::shared_ptr<const StemTable> table) : table_(std::move(table)) {}
  std::string stem(std::string_view word) override {
    const std::string* s = table_->find(word);
    return s != nullptr ? *s : std::string(word);
  }

 private:
  std::shared_ptr<const StemTable> table_;
};

}  // namespace

std::shared_ptr<const StemTable> StemTable::load(const std::string& path) {
  auto table = std::make_shared<StemTable>();
  LineReader reader(path, /*allow_gzip=*/true);
  if (!reader.gzipped()) throw file_error(path, "not in gzip format (expected gzipped 'word count stem' lines)");
  std::string line;
  while (reader.next(line)) {
    std::vector<std::string> tok = tokenize(line);
    if (tok.size() < 3 || !java::parse_int(tok[1]))
      throw file_error(path, reader.line_number(), "expected 'word count stem'");
    table->map_[java::string_hash(tok[0])] = tok[2];
  }
  return table;
}

const std::string* StemTable::find(std::string_view word) const {
  auto it = map_.find(java::string_hash(word));
  return it == map_.end() ? nullptr : &it->second;
}

StemmerFactory StemmerFactory::snowball(Language lang) {
  std::string algorithm = snowball_algorithm(lang);
  if (algorithm.empty()) throw Error("no stemmer for language '" + language_code(lang) + "'");
  StemmerFactory f;
  f.algorithm_ = algorithm;
  f.description_ = "snowball:" + algorithm;
  // Fail now rather than in a worker thread.
  (void)f.make();
  return f;
}

StemmerFactory StemmerFactory::table(std::shared_ptr<const StemTable> table) {
  StemmerFactory f;
  f.table_ = std::move(table);
  f.description_ = "table";
  return f;
}

std::unique_ptr<Stemmer> StemmerFactory::make() const {
  if (table_) return std::make_unique<TableStemmer>(table_);
  return make_snowball_stemmer(algorithm_);
}

std::unique_ptr<Stemmer> make_snowball_stemmer(const std::string& algorithm) {
  return std::make_unique<SnowballStemmer>(algorithm);
}

}  // namespace meteor
