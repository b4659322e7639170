// Parex's reading of its inputs: the corpora's common words and the target
// corpus's index, the phrase table's lines as Meteor parses them, and the
// candidates the first pass keeps for the second.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "resources/phrase_table.hh"

#include <algorithm>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <functional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "java/hash_order.hh"
#include "java/lang.hh"
#include "text/tokenize.hh"
#include "util/text_file.hh"
#include "util/error.hh"
#include "util/line_reader.hh"

namespace meteor::parex_detail {
namespace {

// line.split("\\|\\|\\|"): fields between non-overlapping "|||", trailing
// empty fields dropped (a line without "|||" is one field, even if empty).
void split_bars(std::string_view line, std::vector<std::string_view>& out) {
  out.clear();
  std::size_t b = 0;
  for (;;) {
    const std::size_t e = line.find("|||", b);
    if (e == std::string_view::npos) {
      out.push_back(line.substr(b));
      break;
    }
    out.push_back(line.substr(b, e - b));
    b = e + 3;
  }
  if (out.size() == 1) return;
  while (!out.empty() && out.back().empty()) out.pop_back();
}

}  // namespace

// ---- Step 1: common words --------------------------------------------------

// The words whose relative frequency in the corpus is above min_rf, in the
// order Meteor's Hashtable enumerates them; returned as a set too.
WordSet common_words(const std::string& corpus, const std::string& out_path, double min_rf) {
  StringIds index;  // ids in first-appearance order
  std::vector<std::int64_t> counts;
  std::int32_t total = 0;  // Java's int
  LineReader in(corpus);
  std::string line;
  while (in.next(line)) {
    for_each_token(line, [&](std::string_view t) {
      const auto [id, added] = index.insert(t);
      if (added) counts.push_back(0);
      ++counts[id];
      total = static_cast<std::int32_t>(static_cast<std::uint32_t>(total) + 1u);
    });
  }
  std::vector<std::string_view> words;
  words.reserve(index.size());
  for (std::uint32_t k = 0; k < index.size(); ++k) words.push_back(index.str(k));
  WordSet common;
  std::string out;
  for (std::size_t k : java::hashtable_order(words)) {
    const double rf = static_cast<double>(counts[k]) / total;
    if (rf > min_rf) {
      out.append(words[k]).append(1, '\n');
      common.insert(words[k]);
    }
  }
  write_text_file(out_path, out);
  return common;
}

// ---- The target corpus: which phrases occur in it ---------------------------

void CorpusIndex::add_line(std::string_view line) {
  for_each_token(line, [&](std::string_view t) {
    text_.push_back(static_cast<std::int32_t>(ids_.insert(t).first));
  });
  text_.push_back(-1);
}

void CorpusIndex::finish() {
  for (std::size_t i = 0; i < text_.size(); ++i)
    if (text_[i] >= 0) suffixes_.push_back(static_cast<std::uint32_t>(i));
  std::sort(suffixes_.begin(), suffixes_.end(), [&](std::uint32_t a, std::uint32_t b) {
    for (;; ++a, ++b) {
      if (text_[a] != text_[b]) return text_[a] < text_[b];
      if (text_[a] < 0) return a < b;
    }
  });
  // The suffixes that begin with word id w: [first_[w], first_[w + 1]).
  first_.assign(ids_.size() + 1, 0);
  for (std::uint32_t pos : suffixes_) ++first_[static_cast<std::size_t>(text_[pos]) + 1];
  for (std::size_t w = 1; w < first_.size(); ++w) first_[w] += first_[w - 1];
}

bool CorpusIndex::contains(std::string_view phrase, std::vector<std::int32_t>& ids) const {
  ids.clear();
  bool known = true;
  for_each_token(phrase, [&](std::string_view t) {
    if (!known) return;
    const std::uint32_t id = ids_.find(t);
    if (id == StringIds::kNone)
      known = false;
    else
      ids.push_back(static_cast<std::int32_t>(id));
  });
  if (!known) return false;
  if (ids.empty()) return true;
  // Among the suffixes that begin with the first word: the first one not
  // below the phrase, then whether it starts with it.
  const auto from = suffixes_.begin() + first_[static_cast<std::size_t>(ids[0])],
             to = suffixes_.begin() + first_[static_cast<std::size_t>(ids[0]) + 1];
  if (ids.size() == 1) return from != to;
  auto cmp = [&](std::uint32_t pos, int) {
    for (std::size_t k = 1; k < ids.size(); ++k) {
      const std::int32_t w = text_[pos + k];
      if (w != ids[k]) return w < ids[k];
      // w >= 0 here: ids hold no -1
    }
    return false;
  };
  auto it = std::lower_bound(from, to, 0, cmp);
  if (it == to) return false;
  for (std::size_t k = 1; k < ids.size(); ++k)
    if (text_[*it + k] != ids[k]) return false;
  return true;
}

// ---- Phrase-table lines --------------------------------------------------

// As Meteor reads a line; the reason when it would skip it.
const char* parse_table_line(std::string_view line, std::vector<std::string_view>& parts, TableLine& out) {
  // The first three fields are all that is read: split_bars on the whole
  // line only when the third is empty (then trailing empty fields count).
  parts.clear();
  std::size_t b = 0;
  for (int k = 0; k < 2; ++k) {
    const std::size_t e = line.find("|||", b);
    if (e == std::string_view::npos) break;
    parts.push_back(line.substr(b, e - b));
    b = e + 3;
  }
  if (parts.size() == 2) {
    const std::size_t e = line.find("|||", b);
    parts.push_back(line.substr(b, e == std::string_view::npos ? std::string_view::npos : e - b));
  }
  if (parts.size() < 3 || parts[2].empty()) split_bars(line, parts);
  if (parts.size() < 3) return "expected 'foreign ||| english ||| scores ...'";
  out.f = java_trim(parts[0]);
  out.e = java_trim(parts[1]);
  std::string_view scores[3];
  int n = 0;
  std::string_view s = parts[2];
  std::size_t i = 0;
  while (n < 3 && i < s.size()) {
    while (i < s.size() && is_token_delimiter(s[i])) ++i;
    const std::size_t b = i;
    while (i < s.size() && !is_token_delimiter(s[i])) ++i;
    if (i > b) scores[n++] = s.substr(b, i - b);
  }
  if (n < 3) return "fewer than 3 scores in the third field";
  auto p0 = java::parse_double(scores[0]);
  if (!p0) return "the first score is not a number";
  auto p2 = java::parse_double(scores[2]);
  if (!p2) return "the third score is not a number";
  out.p_fe = *p0;
  out.p_ef = *p2;
  return nullptr;
}

std::function<bool(TextChunk&)> text_chunks(LineReader& in) {
  return [&in](TextChunk& c) {
    c.text.clear();
    c.first_line = in.line_number() + 1;
    return in.next_lines(c.text, 1u << 20);
  };
}

// ---- Candidates: the lines the second pass reads ---------------------------

namespace {

// The lengths' mark of a field whose joined tokens are its own bytes.
constexpr std::uint32_t kSame = 0xFFFFFFFFu;

std::size_t candidate_size(const char* p) {
  std::uint32_t len[4];
  std::memcpy(len, p + 8, 16);
  return 24 + static_cast<std::size_t>(len[0]) + len[1] + (len[2] == kSame ? 0 : len[2]) +
         (len[3] == kSame ? 0 : len[3]);
}

}  // namespace

void append_candidate(std::string& out, double prob, std::string_view f, std::string_view e, std::string_view key,
                      std::string_view phrase) {
  char head[24];
  const bool same_key = key == f, same_phrase = phrase == e;
  const std::uint32_t len[4] = {static_cast<std::uint32_t>(f.size()), static_cast<std::uint32_t>(e.size()),
                                same_key ? kSame : static_cast<std::uint32_t>(key.size()),
                                same_phrase ? kSame : static_cast<std::uint32_t>(phrase.size())};
  std::memcpy(head, &prob, 8);
  std::memcpy(head + 8, len, 16);
  out.append(head, 24).append(f).append(e);
  if (!same_key) out.append(key);
  if (!same_phrase) out.append(phrase);
}

Candidate candidate_at(const char* p) {
  Candidate c;
  std::uint32_t len[4];
  std::memcpy(&c.prob, p, 8);
  std::memcpy(len, p + 8, 16);
  const char* q = p + 24;
  c.f = std::string_view(q, len[0]);
  c.e = std::string_view(q += len[0], len[1]);
  q += len[1];
  c.key = len[2] == kSame ? c.f : std::string_view(q, len[2]);
  if (len[2] != kSame) q += len[2];
  c.phrase = len[3] == kSame ? c.e : std::string_view(q, len[3]);
  return c;
}

CandidateFile::~CandidateFile() {
  if (out_ != nullptr) {
    std::fclose(out_);
    std::remove(path_.c_str());
  }
}

void CandidateFile::write(std::string&& bytes) {
  if (bytes.empty()) return;
  if (out_ == nullptr && held_ + bytes.size() <= memory_) {
    held_ += bytes.size();
    blocks_.push_back(std::move(bytes));
    return;
  }
  if (out_ == nullptr) {
    out_ = std::fopen(path_.c_str(), "w+b");
    if (out_ == nullptr) throw file_error(path_, std::string("cannot write: ") + std::strerror(errno));
  }
  if (std::fwrite(bytes.data(), 1, bytes.size(), out_) != bytes.size())
    throw file_error(path_, std::string("write failed: ") + std::strerror(errno));
}

void CandidateFile::rewind() {
  if (out_ != nullptr && (std::fflush(out_) != 0 || std::fseek(out_, 0, SEEK_SET) != 0))
    throw file_error(path_, std::string("write failed: ") + std::strerror(errno));
  pending_.clear();
  next_block_ = 0;
}

bool CandidateFile::read(Chunk& c) {
  c.ends.clear();
  if (next_block_ < blocks_.size()) {
    c.text = std::move(blocks_[next_block_++]);
    index(c);
    return true;
  }
  if (out_ == nullptr) return false;
  c.text.swap(pending_);
  pending_.clear();
  char buf[1u << 16];
  while (c.text.size() < (1u << 20)) {
    const std::size_t n = std::fread(buf, 1, sizeof buf, out_);
    if (n == 0) break;
    c.text.append(buf, n);
  }
  const std::size_t p = index(c);
  pending_.assign(c.text, p, std::string::npos);
  c.text.resize(p);
  if (c.ends.empty() && !pending_.empty()) throw file_error(path_, "cut short");
  return !c.ends.empty();
}

std::size_t CandidateFile::index(Chunk& c) {
  std::size_t p = 0;
  while (p + 24 <= c.text.size() && p + candidate_size(c.text.data() + p) <= c.text.size()) {
    p += candidate_size(c.text.data() + p);
    c.ends.push_back(static_cast<std::uint32_t>(p));
  }
  return p;
}

}  // namespace meteor::parex_detail
