// SPDX-License-Identifier: LGPL-2.1-or-later
#include "resources/stemmer.hh"

#include <libstemmer.h>
#include <unicode/uchar.h>

#include <algorithm>
#include <string_view>
#include <vector>

#include "java/lang.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/line_reader.hh"
#include "util/utf8.hh"

namespace meteor {
namespace {

// libstemmer (Snowball 2.2) differs from the Snowball stemmers Meteor 1.5
// bundles (generated in 2009) in a few rules; these corrections, measured on
// ~4M words (corpora, Snowball vocabularies, synthetic words), make them agree
// (see docs/compatibility.md). Words are handled as code points.
using U32 = std::u32string;

constexpr char32_t kPlaceholder = 0xF8FF;  // private use: inert in every stemmer

bool among(char32_t c, std::u32string_view set) { return set.find(c) != std::u32string_view::npos; }
bool ends_with(const U32& w, std::u32string_view suffix) {
  return w.size() >= suffix.size() && std::u32string_view(w).substr(w.size() - suffix.size()) == suffix;
}

// Java sees a character outside the BMP as two UTF-16 units, both
// non-letters; map each to two inert private-use characters and back.
U32 to_units(const U32& a) {
  U32 r;
  r.reserve(a.size());
  for (char32_t c : a) {
    if (c >= 0x10000) {
      c -= 0x10000;
      r.push_back(0xE000 + (c >> 10));
      r.push_back(0xE400 + (c & 0x3FF));
    } else {
      r.push_back(c);
    }
  }
  return r;
}
void from_units(U32& a) {
  std::size_t j = 0;
  for (std::size_t i = 0; i < a.size(); ++i) {
    char32_t c = a[i];
    if (c >= 0xE000 && c < 0xE400 && i + 1 < a.size() && a[i + 1] >= 0xE400 && a[i + 1] < 0xE800) {
      a[j++] = 0x10000 + ((c - 0xE000) << 10) + (a[i + 1] - 0xE400);
      ++i;
    } else {
      a[j++] = c;
    }
  }
  a.resize(j);
}

char32_t swap_hungarian(char32_t c) {
  // Meteor's Hungarian stemmer was generated from the Latin-1 source, where
  // o/u with double acute are written with tilde/circumflex.
  switch (c) {
    case 0x151: return 0xF5;
    case 0xF5: return 0x151;
    case 0x171: return 0xFB;
    case 0xFB: return 0x171;
    default: return c;
  }
}

char32_t dutch_fold(char32_t c) {
  switch (c) {
    case 0xE4: case 0xE1: return 'a';
    case 0xEB: case 0xE9: return 'e';
    case 0xEF: case 0xED: return 'i';
    case 0xF6: case 0xF3: return 'o';
    case 0xFC: case 0xFA: return 'u';
    default: return c;
  }
}

enum class Fix { kNone, kGerman, kRussian, kHungarian, kDanish, kDutch, kFrench, kPortuguese, kFinnish };

Fix fix_for(const std::string& algorithm) {
  if (algorithm == "german") return Fix::kGerman;
  if (algorithm == "russian") return Fix::kRussian;
  if (algorithm == "hungarian") return Fix::kHungarian;
  if (algorithm == "danish") return Fix::kDanish;
  if (algorithm == "dutch") return Fix::kDutch;
  if (algorithm == "french") return Fix::kFrench;
  if (algorithm == "portuguese") return Fix::kPortuguese;
  if (algorithm == "finnish") return Fix::kFinnish;
  return Fix::kNone;
}

void pre_process(Fix fix, U32& in) {
  switch (fix) {
    case Fix::kRussian:
      // 2.2 folds ё into е first; the old stemmer treats ё as a consonant.
      for (char32_t& c : in)
        if (c == 0x451) c = kPlaceholder;
      break;
    case Fix::kHungarian:
      for (char32_t& c : in) c = swap_hungarian(c);
      break;
    case Fix::kDutch: {
      // libstemmer's "p1 at least 3" counts bytes in UTF-8 mode, Java counts
      // characters: when the first two characters (after Dutch's prelude)
      // are vowel + non-vowel, make multi-byte ones single-byte stand-ins.
      constexpr std::u32string_view v = U"aeiouy\u00E8";
      if (in.size() >= 2) {
        char32_t c0 = dutch_fold(in[0]), c1 = dutch_fold(in[1]);
        char32_t c2 = in.size() > 2 ? dutch_fold(in[2]) : 0;
        if (c0 == 'y') c0 = 'Y';
        if (among(c0, v) && ((c1 == 'i' && c2 != 0 && among(c2, v)) || c1 == 'y')) c1 = c1 == 'i' ? 'I' : 'Y';
        if (among(c0, v) && !among(c1, v) && (c0 >= 0x80 || c1 >= 0x80)) {
          if (c0 >= 0x80) in[0] = 'a';
          if (c1 >= 0x80) in[1] = 'x';
        }
      }
      break;
    }
    case Fix::kFrench:
      // 'H' is an internal marker of the 2.2 French stemmer.
      for (char32_t& c : in)
        if (c == 'H') c = kPlaceholder;
      break;
    case Fix::kPortuguese:
      // 2.2 added -ução/-uções; hide them (u -> o behaves the same otherwise).
      if (ends_with(in, U"u\u00E7\u00E3o"))
        in[in.size() - 4] = 'o';
      else if (ends_with(in, U"u\u00E7\u00F5es"))
        in[in.size() - 5] = 'o';
      break;
    default:
      break;
  }
}

void post_process(Fix fix, const U32& w, const U32& in, U32& out) {
  switch (fix) {
    case Fix::kGerman: {
      // 2.2 turns a final -niss into -nis after removing e/en/es.
      U32 ws;
      for (char32_t c : w) {
        if (c == 0xDF) ws += U"ss";
        else ws.push_back(c);
      }
      if (ends_with(ws, U"nisse") || ends_with(ws, U"nissen") || ends_with(ws, U"nisses")) out.push_back('s');
      break;
    }
    case Fix::kRussian:
      // Both stemmers only delete at the end: the stem is a prefix of the word.
      for (std::size_t i = 0; i < out.size() && i < w.size(); ++i) out[i] = w[i];
      break;
    case Fix::kHungarian:
      for (char32_t& c : out) c = swap_hungarian(c);
      break;
    case Fix::kDutch:
      for (std::size_t i = 0; i < 2 && i < out.size(); ++i)
        if (in[i] != w[i]) out[i] = w[i];
      break;
    case Fix::kFrench:
      for (char32_t& c : out)
        if (c == kPlaceholder) c = 'H';
      break;
    case Fix::kPortuguese: {
      for (std::size_t i = 0; i < out.size() && i < in.size(); ++i)
        if (in[i] != w[i]) out[i] = w[i];
      // The old stemmer still has Spanish entries: -logía(s) -> -log and
      // -ución/-uciones -> -u, in R2.
      struct Rule {
        std::u32string_view suffix;
        std::size_t keep;
      };
      static constexpr Rule kRules[] = {{U"log\u00EDas", 3}, {U"log\u00EDa", 3}, {U"uciones", 1}, {U"uci\u00F3n", 1}};
      constexpr std::u32string_view v = U"aeiou\u00E1\u00E9\u00ED\u00F3\u00FA\u00E2\u00EA\u00F4";
      for (const Rule& r : kRules) {
        if (!ends_with(w, r.suffix)) continue;
        U32 t;  // Portuguese prelude: ã -> a~, õ -> o~
        for (char32_t c : w) {
          if (c == 0xE3) t += U"a~";
          else if (c == 0xF5) t += U"o~";
          else t.push_back(c);
        }
        std::size_t i = 0, p2 = t.size();
        bool found = true;
        for (int round = 0; round < 2 && found; ++round) {  // gopast vowel, gopast non-vowel, twice
          while (i < t.size() && !among(t[i], v)) ++i;
          if (i == t.size()) { found = false; break; }
          ++i;
          while (i < t.size() && among(t[i], v)) ++i;
          if (i == t.size()) { found = false; break; }
          ++i;
        }
        if (found) p2 = i;
        if (p2 + r.suffix.size() <= t.size()) out.assign(w, 0, w.size() - r.suffix.size() + r.keep);
        break;
      }
      break;
    }
    case Fix::kFinnish: {
      // The final undoubling: the old stemmer removes a doubled last
      // non-vowel whatever it is (digits, punctuation...), 2.2 only b-z.
      // (Other Finnish differences cannot be corrected from outside; see
      // docs/compatibility.md.)
      constexpr std::u32string_view v1 = U"aeiouy\u00E4\u00F6";
      constexpr std::u32string_view consonants = U"bcdfghjklmnpqrstvwxz";
      std::size_t k = out.size();
      while (k > 0 && among(out[k - 1], v1)) --k;
      if (k >= 2 && !among(out[k - 1], consonants) && out[k - 2] == out[k - 1]) out.erase(k - 1, 1);
      break;
    }
    case Fix::kDanish: {
      // The old final undoubling removes any doubled non-vowel (digits,
      // punctuation, capitals...), 2.2 only doubled consonants b-z.
      constexpr std::u32string_view v = U"aeiouy\u00E6\u00E5\u00F8";
      constexpr std::u32string_view consonants = U"bcdfghjklmnpqrstvwxz";
      std::size_t n = w.size(), p1 = n, i = 0;
      if (n >= 3) {
        while (i < n && !among(w[i], v)) ++i;
        if (i < n) {
          ++i;
          while (i < n && among(w[i], v)) ++i;
          if (i < n) p1 = std::max<std::size_t>(i + 1, 3);
        }
      }
      std::size_t k = out.size();
      if (k >= 2 && k - 1 >= p1 && out[k - 1] == out[k - 2] && !among(out[k - 1], v) &&
          !among(out[k - 1], consonants))
        out.pop_back();
      break;
    }
    default:
      break;
  }
}

class SnowballStemmer final : public Stemmer {
 public:
  explicit SnowballStemmer(const std::string& algorithm) : fix_(fix_for(algorithm)) {
    stemmer_ = sb_stemmer_new(algorithm.c_str(), "UTF_8");
    if (stemmer_ == nullptr) throw Error("libstemmer has no '" + algorithm + "' stemmer");
  }
  ~SnowballStemmer() override { sb_stemmer_delete(stemmer_); }
  SnowballStemmer(const SnowballStemmer&) = delete;
  SnowballStemmer& operator=(const SnowballStemmer&) = delete;

  std::string stem(std::string_view word) override {
    U32 w = to_units(utf8::to_u32(word));
    U32 in = w;
    pre_process(fix_, in);
    std::string encoded = utf8::from_u32(in);
    const sb_symbol* res = sb_stemmer_stem(stemmer_, reinterpret_cast<const sb_symbol*>(encoded.data()),
                                           static_cast<int>(encoded.size()));
    if (res == nullptr) throw Error("libstemmer ran out of memory");
    U32 out = utf8::to_u32(std::string_view(reinterpret_cast<const char*>(res),
                                            static_cast<std::size_t>(sb_stemmer_length(stemmer_))));
    post_process(fix_, w, in, out);
    from_units(out);
    return utf8::from_u32(out);
  }

 private:
  Fix fix_;
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
  if (!reader.gzipped()) throw FormatError(path + ": not in gzip format (expected gzipped 'word count stem' lines)");
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
  if (algorithm.empty()) throw InvalidArgument("no stemmer for language '" + language_code(lang) + "'");
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

StemmerFactory StemmerFactory::for_language(Language lang, const DataDir& data) {
  if (!snowball_algorithm(lang).empty()) return snowball(lang);
  if (lang == Language::kArabicBuckwalterReduced) return table(StemTable::load(data.stem_table(lang)));
  throw InvalidArgument("no stemmer for language '" + language_code(lang) + "'");
}

namespace {

// Java's Stemmer.isNumber: every UTF-16 unit a digit (Character.isDigit:
// category Nd; a surrogate is none) or one of ",.-".
bool is_java_number(std::string_view word) {
  std::size_t i = 0;
  while (i < word.size()) {
    const auto b = static_cast<unsigned char>(word[i]);
    if (b < 0x80) {
      if (!((b >= '0' && b <= '9') || b == ',' || b == '.' || b == '-')) return false;
      ++i;
      continue;
    }
    const char32_t c = utf8::decode_one(word, i);
    if (c >= 0x10000 || u_charType(static_cast<UChar32>(c)) != U_DECIMAL_DIGIT_NUMBER) return false;
  }
  return true;
}

}  // namespace

std::string stem_line(Stemmer& stemmer, std::string_view line) {
  std::string out;
  out.reserve(line.size());
  for_each_token(line, [&](std::string_view word) {
    out += ' ';
    if (is_java_number(word))
      out += word;
    else
      out += stemmer.stem(word);
  });
  // String.trim(): characters up to U+0020 off both ends (multi-byte UTF-8
  // has no byte that low).
  std::size_t b = 0, e = out.size();
  while (b < e && static_cast<unsigned char>(out[b]) <= 0x20) ++b;
  while (e > b && static_cast<unsigned char>(out[e - 1]) <= 0x20) --e;
  return out.substr(b, e - b);
}

std::unique_ptr<Stemmer> make_snowball_stemmer(const std::string& algorithm) {
  return std::make_unique<SnowballStemmer>(algorithm);
}

}  // namespace meteor
