// Parex: paraphrases by pivoting through the foreign phrases of a phrase
// table (Bannard and Callison-Burch), with Meteor 1.5's filters, order and
// numbers.
//
// What is held in memory: the vocabulary and counts of the two corpora
// (common words), the target corpus as a suffix array of word ids (Meteor:
// a trie of all its n-grams), and the pivot entries that pass the first
// pass's filters (Meteor too: the pivot needs them), their phrases ranked
// in Java's order. The phrase table is read once, in chunks of whole lines
// that worker threads parse and filter while the calling thread
// decompresses (ISA-L where installed, util/isal.hh) and collects in order;
// the lines the second pass needs are kept meanwhile, in memory up to a
// quarter of ParexOptions::sort_memory, the rest on disk
// (outDir/.parex-candidates).
// The raw paraphrases (Meteor: all in memory,
// then sorted) are sorted in bounded runs, spilled to disk beyond
// ParexOptions::sort_memory and merged; the sorted records are cut into
// segments of whole (ref, par) groups whose grouped and final lines the
// workers format and compress, written in order.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <sys/resource.h>
#include <sys/stat.h>
#include <unicode/uchar.h>
#include <zlib.h>

#include <algorithm>
#include <bit>
#include <chrono>
#include <cstdlib>
#include <cerrno>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <deque>
#include <exception>
#include <functional>
#include <future>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <ostream>
#include <queue>
#include <thread>
#include <unordered_map>
#include <unordered_set>

#include "java/hash_order.hh"
#include "java/lang.hh"
#include "resources/language_tools.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/gzip_writer.hh"
#include "util/line_reader.hh"
#include "util/parallel.hh"
#include "util/utf8.hh"

namespace meteor {
namespace {

// String.trim(): characters up to U+0020 off both ends.
std::string_view java_trim(std::string_view s) {
  std::size_t b = 0, e = s.size();
  while (b < e && static_cast<unsigned char>(s[b]) <= 0x20) ++b;
  while (e > b && static_cast<unsigned char>(s[e - 1]) <= 0x20) --e;
  return s.substr(b, e - b);
}

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

// String.compareTo: UTF-16 code unit order (UTF-8 byte order but for
// characters above U+FFFF, whose surrogates sort below U+E000..U+FFFF).
int java_compare(std::string_view a, std::string_view b) {
  const std::size_t n = std::min(a.size(), b.size());
  std::size_t i = 0;
  // The first differing byte, eight at a time.
  for (; i + 8 <= n; i += 8) {
    std::uint64_t x, y;
    std::memcpy(&x, a.data() + i, 8);
    std::memcpy(&y, b.data() + i, 8);
    if (x != y) {
      if constexpr (std::endian::native == std::endian::little)
        i += static_cast<std::size_t>(std::countr_zero(x ^ y)) / 8;
      else
        i += static_cast<std::size_t>(std::countl_zero(x ^ y)) / 8;
      break;
    }
  }
  while (i < n && a[i] == b[i]) ++i;
  if (i == n) return a.size() < b.size() ? -1 : (a.size() > b.size() ? 1 : 0);
  std::size_t s = i;
  while (s > 0 && (static_cast<unsigned char>(a[s]) & 0xC0) == 0x80) --s;
  std::size_t ia = s, ib = s;
  const char32_t ca = utf8::decode_one(a, ia), cb = utf8::decode_one(b, ib);
  auto unit = [](char32_t c) { return c < 0x10000 ? c : 0xD800 + ((c - 0x10000) >> 10); };
  if (unit(ca) != unit(cb)) return unit(ca) < unit(cb) ? -1 : 1;
  return ca < cb ? -1 : 1;
}

// Bytes [from, from + 8) of s (zeros past its end) as a number that orders
// as Java's String order does: lead bytes remapped so that U+E000..U+FFFF
// (EE EF) come after the characters beyond the BMP (F0..F4), as their UTF-16
// forms do; continuation bytes never meet a lead byte at the same place of
// two strings equal before it. Equal numbers leave the order open.
std::uint64_t java_order_bytes(std::string_view s, std::size_t from, std::size_t count = 8) {
  if constexpr (std::endian::native == std::endian::little) {
    // Most often no byte is a lead byte to remap (0xEE and above): the
    // bytes, big-endian, are the number.
    std::uint64_t w = 0;
    if (from < s.size()) std::memcpy(&w, s.data() + from, std::min<std::size_t>(8, s.size() - from));
    if (count < 8) w &= (std::uint64_t{1} << (8 * count)) - 1;
    // The top bit of each byte >= 0xEE: its low 7 bits plus 0x12 carry into it.
    const std::uint64_t high = ((w & 0x7F7F7F7F7F7F7F7FULL) + 0x1212121212121212ULL) & w & 0x8080808080808080ULL;
    if (high == 0) return __builtin_bswap64(w) >> (64 - 8 * count);
  }
  std::uint64_t v = 0;
  for (std::size_t k = from; k < from + count; ++k) {
    auto b = static_cast<unsigned char>(k < s.size() ? s[k] : 0);
    if (b >= 0xF0 && b <= 0xF4)
      b = static_cast<unsigned char>(b - 2);
    else if (b == 0xEE || b == 0xEF)
      b = static_cast<unsigned char>(b + 5);
    v = (v << 8) | b;
  }
  return v;
}

// f(part, begin, end) for the parts of [0, n) (as many as threads, fewer
// for small n), each on a thread, the first on the calling thread.
template <class F>
void in_parts(std::size_t n, unsigned threads, F&& f) {
  const std::size_t parts = std::min<std::size_t>(threads, std::max<std::size_t>(1, n / 50000));
  std::vector<std::thread> pool;
  for (std::size_t p = 1; p < parts; ++p) pool.emplace_back([&, p] { f(p, n * p / parts, n * (p + 1) / parts); });
  f(0, 0, n / parts);
  for (auto& t : pool) t.join();
}

// std::sort of v by less, in parts on up to `threads` threads, then merged
// (two parts: on two threads, each making one half of the result).
template <class T, class Less>
void parallel_sort(std::vector<T>& v, const Less& less, unsigned threads) {
  const std::size_t parts = std::min<std::size_t>(threads, std::max<std::size_t>(1, v.size() / 50000));
  std::vector<std::size_t> bounds;
  for (std::size_t k = 0; k <= parts; ++k) bounds.push_back(v.size() * k / parts);
  std::vector<std::thread> pool;
  for (std::size_t k = 1; k < parts; ++k)
    pool.emplace_back([&, k] { std::sort(v.begin() + bounds[k], v.begin() + bounds[k + 1], less); });
  std::sort(v.begin(), v.begin() + bounds[1], less);
  for (auto& t : pool) t.join();
  if (parts == 2) {
    // a = v[0, na), b = v[na, n): the first half of the merge is a[0, i)
    // and b[0, half - i), i found by binary search (on ties a comes first,
    // as in std::merge).
    const auto a = v.begin(), b = v.begin() + static_cast<std::ptrdiff_t>(bounds[1]);
    const std::size_t na = bounds[1], nb = v.size() - na, half = v.size() / 2;
    std::size_t lo = half > nb ? half - nb : 0, hi = std::min(half, na);
    while (lo < hi) {
      const std::size_t mid = (lo + hi) / 2, j = half - mid;
      if (j > 0 && !less(b[static_cast<std::ptrdiff_t>(j - 1)], a[static_cast<std::ptrdiff_t>(mid)]))
        lo = mid + 1;
      else
        hi = mid;
    }
    const auto i = static_cast<std::ptrdiff_t>(lo), j = static_cast<std::ptrdiff_t>(half - lo);
    std::vector<T> out(v.size());
    std::thread second([&] { std::merge(a + i, b, b + j, v.end(), out.begin() + static_cast<std::ptrdiff_t>(half), less); });
    std::merge(a, a + i, b, b + j, out.begin(), less);
    second.join();
    v.swap(out);
    return;
  }
  for (std::size_t k = 2; k <= parts; ++k) std::inplace_merge(v.begin(), v.begin() + bounds[k - 1], v.begin() + bounds[k], less);
}

struct StringHash {
  using is_transparent = void;
  std::size_t operator()(std::string_view s) const { return std::hash<std::string_view>{}(s); }
};
using StringSet = std::unordered_set<std::string, StringHash, std::equal_to<>>;

// Strings numbered 0, 1, 2, ... in the order they are added: open
// addressing over (hash, id, place) slots, the strings in one arena (fewer
// cache misses than a node-based map: a look-up reads its slot, then the
// string where the slot says).
class StringIds {
 public:
  static constexpr std::uint32_t kNone = 0xFFFFFFFFu;

  std::uint32_t find(std::string_view s) const {
    if (slots_.empty()) return kNone;
    const std::uint64_t h = hash(s);
    for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
      const Slot& slot = slots_[i];
      if (slot.id == kNone) return kNone;
      if (slot.hash == static_cast<std::uint32_t>(h >> 32) && equal(slot, s)) return slot.id;
    }
  }
  // The id of s, and whether it was added now.
  std::pair<std::uint32_t, bool> insert(std::string_view s) {
    if (2 * (size() + 1) > slots_.size()) grow();
    const std::uint64_t h = hash(s);
    for (std::size_t i = h & mask_;; i = (i + 1) & mask_) {
      Slot& slot = slots_[i];
      if (slot.id == kNone) {
        slot = Slot{static_cast<std::uint32_t>(h >> 32), static_cast<std::uint32_t>(size()), place(arena_.size(), s.size())};
        arena_ += s;
        starts_.push_back(arena_.size());
        return {slot.id, true};
      }
      if (slot.hash == static_cast<std::uint32_t>(h >> 32) && equal(slot, s)) return {slot.id, false};
    }
  }
  std::size_t size() const { return starts_.size() - 1; }
  std::string_view str(std::uint32_t id) const {
    return std::string_view(arena_.data() + starts_[id], starts_[id + 1] - starts_[id]);
  }

 private:
  struct Slot {
    std::uint32_t hash, id;
    std::uint64_t place;  // offset in the arena << 16 | length (0xFFFF: see starts_)
  };
  static std::uint64_t place(std::size_t offset, std::size_t length) {
    return static_cast<std::uint64_t>(offset) << 16 | std::min<std::size_t>(length, 0xFFFF);
  }
  bool equal(const Slot& slot, std::string_view s) const {
    const std::size_t length = slot.place & 0xFFFF;
    if (length == 0xFFFF) return str(slot.id) == s;
    return length == s.size() && std::memcmp(arena_.data() + (slot.place >> 16), s.data(), length) == 0;
  }
  static std::uint64_t hash(std::string_view s) {
    std::uint64_t h = 0x9E3779B97F4A7C15ULL ^ (s.size() * 0xC2B2AE3D27D4EB4FULL);
    std::size_t i = 0;
    auto mix = [&h](std::uint64_t w) {
      h = (h ^ w) * 0x9E3779B97F4A7C15ULL;
      h ^= h >> 29;
    };
    for (; i + 8 <= s.size(); i += 8) {
      std::uint64_t w;
      std::memcpy(&w, s.data() + i, 8);
      mix(w);
    }
    if (i < s.size()) {
      std::uint64_t w = 0;
      std::memcpy(&w, s.data() + i, s.size() - i);
      mix(w);
    }
    h *= 0xFF51AFD7ED558CCDULL;
    return h ^ (h >> 32);
  }
  void grow() {
    const std::size_t cap = slots_.empty() ? 64 : 2 * slots_.size();
    slots_.assign(cap, Slot{0, kNone, 0});
    mask_ = cap - 1;
    for (std::uint32_t id = 0; id < size(); ++id) {
      const std::uint64_t h = hash(str(id));
      std::size_t i = h & mask_;
      while (slots_[i].id != kNone) i = (i + 1) & mask_;
      slots_[i] = Slot{static_cast<std::uint32_t>(h >> 32), id, place(starts_[id], starts_[id + 1] - starts_[id])};
    }
  }

  std::vector<Slot> slots_;
  std::size_t mask_ = 0;
  std::string arena_;
  std::vector<std::size_t> starts_{0};  // string k is arena_[starts_[k], starts_[k + 1])
};

// A set of words looked up per token: most tokens are told apart by their
// first byte and length (a bit each) before the hash set is asked.
class WordSet {
 public:
  void insert(std::string_view w) {
    if (!w.empty()) seen_[bit(w) >> 6] |= std::uint64_t{1} << (bit(w) & 63);
    set_.emplace(w);
  }
  bool contains(std::string_view w) const {
    if (w.empty()) return set_.find(w) != set_.end();
    if ((seen_[bit(w) >> 6] >> (bit(w) & 63) & 1) == 0) return false;
    return set_.find(w) != set_.end();
  }

 private:
  static std::size_t bit(std::string_view w) {
    return static_cast<std::size_t>(static_cast<unsigned char>(w[0])) * 64 + std::min<std::size_t>(w.size(), 63);
  }
  std::uint64_t seen_[256] = {};
  StringSet set_;
};

void make_dir(const std::string& path) {
  struct stat st;
  if (::stat(path.c_str(), &st) == 0) throw InvalidArgument(path + ": directory exists (it must not: Parex creates it)");
  if (::mkdir(path.c_str(), 0777) != 0) throw file_error(path, std::string("cannot create: ") + std::strerror(errno));
}

void write_file(const std::string& path, const std::string& text) {
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (f == nullptr) throw file_error(path, std::string("cannot write: ") + std::strerror(errno));
  const bool ok = std::fwrite(text.data(), 1, text.size(), f) == text.size();
  if (std::fclose(f) != 0 || !ok) throw file_error(path, std::string("write failed: ") + std::strerror(errno));
}

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
  write_file(out_path, out);
  return common;
}

// ---- The target corpus: which phrases occur in it ---------------------------

class CorpusIndex {
 public:
  void add_line(std::string_view line) {
    for_each_token(line, [&](std::string_view t) {
      text_.push_back(static_cast<std::int32_t>(ids_.insert(t).first));
    });
    text_.push_back(-1);
  }
  void finish() {
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
  // True when the tokens of `phrase` are consecutive words of a line.
  bool contains(std::string_view phrase, std::vector<std::int32_t>& ids) const {
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

 private:
  StringIds ids_;
  std::vector<std::int32_t> text_;  // word ids, -1 after each line
  std::vector<std::uint32_t> suffixes_;
  std::vector<std::uint32_t> first_;  // by word id: where its suffixes begin
};

// ---- Phrase-table lines --------------------------------------------------

struct TableLine {
  std::string_view f, e;  // trimmed fields 1 and 2
  double p_fe = 0, p_ef = 0;  // scores 1 and 3
};

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

// A chunk of phrase-table lines (raw bytes, without terminators).
struct Chunk {
  std::uint64_t first_line = 0;  // 1-based number of its first line
  std::string text;
  std::vector<std::uint32_t> ends;
  std::string_view line(std::size_t k) const {
    const std::size_t b = k == 0 ? 0 : ends[k - 1];
    return std::string_view(text).substr(b, ends[k] - b);
  }
};

// Reads chunks with the calling thread (read_chunk: false at the end), has
// `process` turn each into a Result on `threads` workers, and gives the
// results to `consume` on the calling thread in chunk order. At most a few
// chunks per thread in flight.
template <class Result, class Chunk>
void for_each_chunk(const std::function<bool(Chunk&)>& read_chunk, unsigned threads,
                    const std::function<Result(const Chunk&)>& process, const std::function<void(Result&)>& consume) {
  if (threads <= 1) {
    Chunk c;
    while (read_chunk(c)) {
      Result r = process(c);
      consume(r);
    }
    return;
  }
  std::mutex m;
  std::condition_variable cv_work, cv_done;
  std::deque<std::pair<std::size_t, Chunk>> work;
  std::map<std::size_t, Result> done;
  std::exception_ptr failure;
  bool closing = false;
  std::vector<std::thread> pool;
  for (unsigned t = 0; t < threads; ++t)
    pool.emplace_back([&] {
      for (;;) {
        std::pair<std::size_t, Chunk> job;
        {
          std::unique_lock<std::mutex> lock(m);
          cv_work.wait(lock, [&] { return closing || !work.empty(); });
          if (work.empty()) return;
          job = std::move(work.front());
          work.pop_front();
        }
        try {
          Result r = process(job.second);
          std::lock_guard<std::mutex> lock(m);
          done.emplace(job.first, std::move(r));
        } catch (...) {
          std::lock_guard<std::mutex> lock(m);
          if (!failure) failure = std::current_exception();
        }
        cv_done.notify_all();
      }
    });
  auto stop = [&] {
    {
      std::lock_guard<std::mutex> lock(m);
      closing = true;
    }
    cv_work.notify_all();
    for (auto& t : pool) t.join();
  };
  try {
    const std::size_t max_in_flight = 3 * static_cast<std::size_t>(threads);
    std::size_t submitted = 0, emitted = 0;
    bool more = true;
    while (more || emitted < submitted) {
      if (more && submitted - emitted < max_in_flight) {
        Chunk c;
        more = read_chunk(c);
        if (more) {
          {
            std::lock_guard<std::mutex> lock(m);
            work.emplace_back(submitted++, std::move(c));
          }
          cv_work.notify_one();
        }
        continue;
      }
      Result r;
      {
        std::unique_lock<std::mutex> lock(m);
        cv_done.wait(lock, [&] { return failure || done.count(emitted) > 0; });
        if (failure) std::rethrow_exception(failure);
        auto it = done.find(emitted);
        r = std::move(it->second);
        done.erase(it);
      }
      ++emitted;
      consume(r);
    }
  } catch (...) {
    stop();
    throw;
  }
  stop();
}

// Chunks read by `read` on a thread of its own, up to `depth` ahead of the
// caller of next(): the reading (decompressing) overlaps the caller's work.
// An exception of `read` is thrown by next() after the chunks before it.
template <class Chunk>
class ChunkPrefetcher {
 public:
  ChunkPrefetcher(std::function<bool(Chunk&)> read, std::size_t depth) : read_(std::move(read)), depth_(depth) {
    thread_ = std::thread([this] { run(); });
  }
  ~ChunkPrefetcher() {
    {
      std::lock_guard<std::mutex> lock(m_);
      stop_ = true;
    }
    cv_.notify_all();
    thread_.join();
  }
  ChunkPrefetcher(const ChunkPrefetcher&) = delete;
  ChunkPrefetcher& operator=(const ChunkPrefetcher&) = delete;

  bool next(Chunk& c) {
    std::unique_lock<std::mutex> lock(m_);
    cv_.wait(lock, [&] { return !queue_.empty() || done_; });
    if (queue_.empty()) {
      if (failure_) std::rethrow_exception(failure_);
      return false;
    }
    c = std::move(queue_.front());
    queue_.pop_front();
    cv_.notify_all();
    return true;
  }

 private:
  void run() {
    try {
      for (;;) {
        {
          std::unique_lock<std::mutex> lock(m_);
          cv_.wait(lock, [&] { return stop_ || queue_.size() < depth_; });
          if (stop_) break;
        }
        Chunk c;
        if (!read_(c)) break;
        std::lock_guard<std::mutex> lock(m_);
        queue_.push_back(std::move(c));
        cv_.notify_all();
      }
    } catch (...) {
      std::lock_guard<std::mutex> lock(m_);
      failure_ = std::current_exception();
    }
    std::lock_guard<std::mutex> lock(m_);
    done_ = true;
    cv_.notify_all();
  }

  std::function<bool(Chunk&)> read_;
  std::size_t depth_;
  std::mutex m_;
  std::condition_variable cv_;
  std::deque<Chunk> queue_;
  bool stop_ = false, done_ = false;
  std::exception_ptr failure_;
  std::thread thread_;
};

// About 1 MiB of whole lines (raw bytes, terminators kept), read in bulk.
struct TextChunk {
  std::uint64_t first_line = 0;  // 1-based number of its first line
  std::string text;
};

std::function<bool(TextChunk&)> text_chunks(LineReader& in) {
  return [&in](TextChunk& c) {
    c.text.clear();
    c.first_line = in.line_number() + 1;
    return in.next_lines(c.text, 1u << 20);
  };
}

// Calls f(line) for each line of text (ended by "\n", "\r" or "\r\n", the
// last one maybe by nothing), terminators removed.
template <class F>
void for_each_line(std::string_view text, F&& f) {
  const char* p = text.data();
  const char* const end = p + text.size();
  // Most texts have no "\r": then each line is looked through once.
  const bool cr = std::memchr(p, '\r', text.size()) != nullptr;
  while (p < end) {
    const char* nl = static_cast<const char*>(std::memchr(p, '\n', static_cast<std::size_t>(end - p)));
    if (nl == nullptr) nl = end;
    const char* stop = cr ? static_cast<const char*>(std::memchr(p, '\r', static_cast<std::size_t>(nl - p))) : nullptr;
    if (stop == nullptr) stop = nl;
    f(std::string_view(p, static_cast<std::size_t>(stop - p)));
    p = stop < end && *stop == '\r' && stop + 1 < end && stop[1] == '\n' ? stop + 2 : stop + 1;
  }
}

// ---- Sorting the raw paraphrases ------------------------------------------

// Records "ref_rank ref_len par_len text_len prob" followed by the grouped
// table's line "ref ||| par ||| text\n" in a byte buffer (ref_rank: the
// rank of ref among the pivot phrases in Java's order; text: prob as Java
// prints it, formatted once for the raw and the grouped tables); sorted by
// (ref, par) in Java's order, ties in arrival order (Collections.sort is
// stable).
constexpr std::size_t kRecordHead = 24;
constexpr std::string_view kBars = " ||| ";

struct RecordView {
  std::uint32_t rank;
  std::string_view ref, par, text;
  double prob;
  const char* line;  // "ref ||| par ||| text\n"
  std::size_t line_size() const { return ref.size() + par.size() + text.size() + 2 * kBars.size() + 1; }
};

RecordView record_at(const char* p) {
  std::uint32_t h[4];
  double prob;
  std::memcpy(h, p, 16);
  std::memcpy(&prob, p + 16, 8);
  const char* q = p + kRecordHead;
  return {h[0],
          std::string_view(q, h[1]),
          std::string_view(q + h[1] + kBars.size(), h[2]),
          std::string_view(q + h[1] + h[2] + 2 * kBars.size(), h[3]),
          prob,
          q};
}

std::size_t record_size(const char* p) {
  std::uint32_t len[3];
  std::memcpy(len, p + 4, 12);
  return kRecordHead + static_cast<std::size_t>(len[0]) + len[1] + len[2] + 2 * kBars.size() + 1;
}

void append_record(std::string& buf, std::uint32_t rank, std::string_view ref, std::string_view par,
                   std::string_view text, double prob) {
  const std::uint32_t h[4] = {rank, static_cast<std::uint32_t>(ref.size()), static_cast<std::uint32_t>(par.size()),
                              static_cast<std::uint32_t>(text.size())};
  char head[kRecordHead];
  std::memcpy(head, h, 16);
  std::memcpy(head + 16, &prob, 8);
  buf.append(head, kRecordHead).append(ref).append(kBars).append(par).append(kBars).append(text).append(1, '\n');
}

// A record's sort key, made where the record is (on a worker): its ref's
// rank and the first 12 bytes of its par as numbers in Java's order (most
// comparisons end there), and where it begins in its block.
struct RecordKey {
  std::uint64_t hi, lo;
  std::size_t offset;
};

void append_record(std::string& buf, std::vector<RecordKey>& keys, std::uint32_t rank, std::string_view ref,
                   std::string_view par, std::string_view text, double prob) {
  keys.push_back(RecordKey{std::uint64_t{rank} << 32 | java_order_bytes(par, 0, 4), java_order_bytes(par, 4), buf.size()});
  append_record(buf, rank, ref, par, text, prob);
}

int compare_keys(const RecordView& a, const RecordView& b) {
  if (a.rank != b.rank) return a.rank < b.rank ? -1 : 1;
  return java_compare(a.par, b.par);
}

class RecordSorter {
 public:
  RecordSorter(std::string dir, std::size_t memory, unsigned threads)
      : dir_(std::move(dir)), memory_(std::max<std::size_t>(memory, 4096)), threads_(threads) {}
  ~RecordSorter() {
    for (RunReader& r : readers_)
      if (r.f != nullptr) std::fclose(r.f);
    for (const std::string& r : runs_) std::remove(r.c_str());
  }
  RecordSorter(const RecordSorter&) = delete;
  RecordSorter& operator=(const RecordSorter&) = delete;

  // A block of whole records, kept as it is (not copied), with their keys.
  void add(std::string&& records, std::vector<RecordKey>&& keys) {
    if (records.empty()) return;
    bytes_ += records.size() + keys.size() * sizeof(RecordKey);
    blocks_.push_back(std::move(records));
    block_keys_.push_back(std::move(keys));
    if (bytes_ >= memory_) spill();
  }

  // After the last add(): the records in sorted order, one per call to
  // next() (false at the end). A record stays valid until the next call,
  // or to the end when stable().
  void finish() {
    if (runs_.empty()) {
      order_ = sorted_records();
      return;
    }
    if (!blocks_.empty()) spill();
    start_merge();
  }
  bool stable() const { return runs_.empty(); }
  bool next(const char*& record) {
    if (runs_.empty()) {
      if (next_ == order_.size()) return false;
      // The records lie scattered in memory: ask for one a little ahead.
      if (next_ + 16 < order_.size()) __builtin_prefetch(order_[next_ + 16]);
      record = order_[next_++];
      return true;
    }
    if (top_ != kNone && readers_[top_].next()) heap_.push(top_);
    top_ = kNone;
    if (heap_.empty()) return false;
    top_ = heap_.top();
    heap_.pop();
    record = readers_[top_].rec.data();
    return true;
  }
  std::size_t runs() const { return runs_.size(); }

 private:
  std::vector<const char*> sorted_records() {
    // Each record's key (RecordKey); then the par, then the arrival order.
    struct Key {
      std::uint64_t hi, lo;
      const char* rec;
      std::size_t seq;
    };
    std::vector<Key> keys;
    std::size_t count = 0;
    for (const auto& k : block_keys_) count += k.size();
    keys.reserve(count);
    for (std::size_t b = 0; b < blocks_.size(); ++b) {
      for (const RecordKey& k : block_keys_[b]) keys.push_back(Key{k.hi, k.lo, blocks_[b].data() + k.offset, keys.size()});
      std::vector<RecordKey>().swap(block_keys_[b]);
    }
    auto less = [](const Key& x, const Key& y) {
      if (x.hi != y.hi) return x.hi < y.hi;
      if (x.lo != y.lo) return x.lo < y.lo;
      const int c = java_compare(record_at(x.rec).par, record_at(y.rec).par);
      return c != 0 ? c < 0 : x.seq < y.seq;
    };
    parallel_sort(keys, less, threads_);
    std::vector<const char*> recs(keys.size());
    for (std::size_t k = 0; k < keys.size(); ++k) recs[k] = keys[k].rec;
    return recs;
  }

  void spill() {
    const std::vector<const char*> order = sorted_records();
    const std::string path = dir_ + "/.parex-sort-" + std::to_string(runs_.size());
    std::FILE* f = std::fopen(path.c_str(), "wb");
    if (f == nullptr) throw file_error(path, std::string("cannot write: ") + std::strerror(errno));
    runs_.push_back(path);
    bool ok = true;
    for (const char* rec : order) {
      const std::size_t n = record_size(rec);
      ok = ok && std::fwrite(rec, 1, n, f) == n;
    }
    if (std::fclose(f) != 0 || !ok) throw file_error(path, std::string("write failed: ") + std::strerror(errno));
    blocks_.clear();
    block_keys_.clear();
    bytes_ = 0;
  }

  struct RunReader {
    std::FILE* f = nullptr;
    std::string rec;
    bool next() {
      char head[kRecordHead];
      const std::size_t n = std::fread(head, 1, kRecordHead, f);
      if (n == 0) return false;
      if (n != kRecordHead) throw Error("parex: a sort file was cut short");
      const std::size_t size = record_size(head);
      rec.assign(head, kRecordHead);
      rec.resize(size);
      if (std::fread(rec.data() + kRecordHead, 1, size - kRecordHead, f) != size - kRecordHead)
        throw Error("parex: a sort file was cut short");
      return true;
    }
  };

  // Earlier runs hold earlier records: ties go to the lower run.
  struct Greater {
    const std::vector<RunReader>* readers;
    bool operator()(std::size_t x, std::size_t y) const {
      const int c = compare_keys(record_at((*readers)[x].rec.data()), record_at((*readers)[y].rec.data()));
      return c != 0 ? c > 0 : x > y;
    }
  };

  void start_merge() {
    readers_.resize(runs_.size());
    for (std::size_t k = 0; k < runs_.size(); ++k) {
      readers_[k].f = std::fopen(runs_[k].c_str(), "rb");
      if (readers_[k].f == nullptr) throw file_error(runs_[k], std::string("cannot open: ") + std::strerror(errno));
      std::setvbuf(readers_[k].f, nullptr, _IOFBF, 1u << 20);
    }
    heap_ = std::priority_queue<std::size_t, std::vector<std::size_t>, Greater>(Greater{&readers_});
    for (std::size_t k = 0; k < readers_.size(); ++k)
      if (readers_[k].next()) heap_.push(k);
  }

  static constexpr std::size_t kNone = static_cast<std::size_t>(-1);
  std::string dir_;
  std::size_t memory_;
  unsigned threads_;
  std::vector<std::string> blocks_;  // records not yet sorted (or all, in memory)
  std::vector<std::vector<RecordKey>> block_keys_;  // their keys (until sorted)
  std::size_t bytes_ = 0;
  std::vector<std::string> runs_;
  std::vector<const char*> order_;  // in memory: the records sorted
  std::size_t next_ = 0;
  std::vector<RunReader> readers_;  // on disk: the merge
  std::priority_queue<std::size_t, std::vector<std::size_t>, Greater> heap_{Greater{nullptr}};
  std::size_t top_ = kNone;  // the reader of the record last returned
};

// " p1 " in " p2 " or the reverse.
bool words_within(std::string_view hay, std::string_view needle) {
  // " needle " in " hay ": needle at a place of hay with a space or an end
  // on either side.
  for (std::size_t at = hay.find(needle); at != std::string_view::npos; at = hay.find(needle, at + 1))
    if ((at == 0 || hay[at - 1] == ' ') && (at + needle.size() == hay.size() || hay[at + needle.size()] == ' '))
      return true;
  return false;
}
bool subphrase(std::string_view p1, std::string_view p2) { return words_within(p1, p2) || words_within(p2, p1); }

// Sorted records cut into segments of whole (ref, par) groups, for the
// grouped and final tables to be written on the worker threads.
struct Segment {
  std::vector<const char*> records;  // into the sorter's memory, or into `copies`
  std::string copies;                // the records when the sorter's do not stay
};

struct SegmentResult {
  std::string group_member, final_member;  // gzip members
  std::uint64_t final_entries = 0;
};

// ---- The pivot table --------------------------------------------------------

struct PivotEntry {
  std::uint64_t phrase;  // offset of the joined English phrase in the arena
  std::uint32_t length;
  std::uint32_t rank;  // of the phrase (trimmed) among all pivot phrases, in Java's order
  double prob;
};

struct Pass1Result {
  std::string arena;  // pivot keys and phrases
  struct Item {
    std::uint32_t key_off, key_len, phrase_off, phrase_len;
    double prob;
  };
  std::vector<Item> items;
  std::string candidates;  // the chunk's second-pass candidates (Candidate records)
  std::uint64_t lines = 0;
  std::vector<std::pair<std::uint64_t, std::string>> skipped;  // line number, reason
};

// A phrase-table line that passes the second pass's filters, kept by the
// first pass (the second reads these instead of the table again):
// p(e|f), then the lengths and bytes of the trimmed foreign and English
// fields and of their tokens joined by single spaces (most often the same
// bytes as the field: then kSame and no bytes).
constexpr std::uint32_t kSame = 0xFFFFFFFFu;

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

struct Candidate {
  double prob;
  std::string_view f, e, key, phrase;
};

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

std::size_t candidate_size(const char* p) {
  std::uint32_t len[4];
  std::memcpy(len, p + 8, 16);
  return 24 + static_cast<std::size_t>(len[0]) + len[1] + (len[2] == kSame ? 0 : len[2]) +
         (len[3] == kSame ? 0 : len[3]);
}

// The candidates, between the passes: the chunks' blocks kept in memory up
// to a budget, the rest in a file (created when first needed); read back
// in order, in chunks of whole records.
class CandidateFile {
 public:
  CandidateFile(std::string path, std::size_t memory) : path_(std::move(path)), memory_(memory) {}
  ~CandidateFile() {
    if (out_ != nullptr) {
      std::fclose(out_);
      std::remove(path_.c_str());
    }
  }
  CandidateFile(const CandidateFile&) = delete;
  CandidateFile& operator=(const CandidateFile&) = delete;

  // A chunk's candidates, in table order.
  void write(std::string&& bytes) {
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
  void rewind() {
    if (out_ != nullptr && (std::fflush(out_) != 0 || std::fseek(out_, 0, SEEK_SET) != 0))
      throw file_error(path_, std::string("write failed: ") + std::strerror(errno));
    pending_.clear();
    next_block_ = 0;
  }
  // The next block held in memory, else about 1 MiB of whole records from
  // the file; false at the end.
  bool read(Chunk& c) {
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

 private:
  // The ends of c's whole records; where the last one ends.
  static std::size_t index(Chunk& c) {
    std::size_t p = 0;
    while (p + 24 <= c.text.size() && p + candidate_size(c.text.data() + p) <= c.text.size()) {
      p += candidate_size(c.text.data() + p);
      c.ends.push_back(static_cast<std::uint32_t>(p));
    }
    return p;
  }

  std::string path_;
  std::size_t memory_;
  std::vector<std::string> blocks_;  // the first chunks' candidates
  std::size_t held_ = 0, next_block_ = 0;
  std::FILE* out_ = nullptr;  // the others'
  std::string pending_;
};

struct Pass2Result {
  std::string raw_member;  // gzip member of the raw lines
  std::string records;
  std::vector<RecordKey> keys;
  std::uint64_t raw = 0;
};

class Extractor {
 public:
  Extractor(const ParexOptions& o, std::ostream* log) : o_(o), log_(log) {
    std::size_t i = 0;
    while (i < o.symbols.size()) {
      const std::size_t b = i;
      const char32_t c = utf8::decode_one(o.symbols, i);
      // Meteor takes one UTF-16 unit at a time: half of a surrogate pair
      // never equals a word.
      if (c < 0x10000) symbols_.insert(o.symbols.substr(b, i - b));
    }
    if (o.default_symbols)
      for (const char* s : {"&amp;", "&quot;", "&apos;", "&gt;", "&lt;", "@-@"}) symbols_.insert(s);
  }

  void say(const std::string& s) {
    if (log_ != nullptr) *log_ << s << '\n' << std::flush;
  }

  // With METEOR_PAREX_TIMES set: the wall and CPU time since the previous
  // mark, on stderr (for profiling the stages).
  void mark(const char* stage) {
    if (!timing_) return;
    const auto now = std::chrono::steady_clock::now();
    rusage u;
    ::getrusage(RUSAGE_SELF, &u);
    const double cpu = static_cast<double>(u.ru_utime.tv_sec + u.ru_stime.tv_sec) +
                       static_cast<double>(u.ru_utime.tv_usec + u.ru_stime.tv_usec) / 1e6;
    std::fprintf(stderr, "parex time: %-22s wall %.3f s, CPU %.3f s\n", stage,
                 std::chrono::duration<double>(now - mark_wall_).count(), cpu - mark_cpu_);
    mark_wall_ = now;
    mark_cpu_ = cpu;
  }

  ParexCounts run() {
    const std::string prefix = o_.out_dir + "/parex";
    const unsigned threads = resolve_threads(o_.threads);

    // The two common-word lists and the target corpus: three independent
    // reads, on three threads when there are two or more (the shortest
    // wall: the corpus's index takes about as long as a list).
    const auto policy = threads > 1 ? std::launch::async : std::launch::deferred;
    say("Step 1: building common word lists");
    say("+ foreign");
    auto f_common = std::async(policy, [&] { return common_words(o_.f_corpus, prefix + ".f", o_.min_rel_freq); });
    auto corpus = std::async(policy, [&] {
      LineReader in(o_.e_tgt_corpus);
      std::string line;
      while (in.next(line)) corpus_.add_line(line);
      corpus_.finish();
    });
    say("+ english");
    e_common_ = common_words(o_.e_corpus, prefix + ".e", o_.min_rel_freq);
    say("Step 2: extracting paraphrases");
    say("Loading corpus");
    corpus.get();
    mark("corpus index");
    f_common_ = f_common.get();
    mark("common words (wait)");
    say("Loading common words (foreign)");
    say("Loading common words (english)");
    say("Loading phrases");
    CandidateFile candidates(o_.out_dir + "/.parex-candidates", o_.sort_memory / 4);
    pass1(threads, candidates);
    mark("pass 1");
    rank_pivots(threads);
    mark("rank pivots");
    RecordSorter sorter(o_.out_dir, o_.sort_memory, threads);
    say("Finding paraphrases");
    pass2(threads, candidates, prefix + ".raw.gz", sorter);
    mark("pass 2");

    say("Step 3: grouping paraphrases");
    say("Step 4: combining and filtering paraphrases");
    group_and_combine(sorter, threads, prefix + ".group.gz", o_.out_dir + "/paraphrase.gz");
    mark("group and combine");
    return counts_;
  }

 private:
  // Whether a phrase (trimmed) passes both passes' filters (no token a
  // symbol, some token not a common word); if so `joined` is its tokens
  // joined by single spaces (Meteor's unmapPhrase(mapPhrase(s)) before its
  // trim): the phrase itself when single spaces part its tokens already,
  // else made in `buffer`.
  bool accept(std::string_view phrase, const WordSet& common, std::string& buffer, std::string_view& joined) const {
    bool usable = false, single_spaces = true;
    const std::size_t n = phrase.size();
    for (std::size_t i = 0; i < n;) {
      const std::size_t b = i;
      while (i < n && !is_token_delimiter(phrase[i])) ++i;
      if (i > b) {
        const std::string_view t = phrase.substr(b, i - b);
        if (symbols_.contains(t)) return false;
        usable = usable || !common.contains(t);
      }
      if (i < n) {
        if (phrase[i] != ' ' || i == b || i + 1 == n || is_token_delimiter(phrase[i + 1])) single_spaces = false;
        ++i;
      }
    }
    if (!usable) return false;
    if (single_spaces) {
      joined = phrase;
      return true;
    }
    buffer.clear();
    for_each_token(phrase, [&](std::string_view t) {
      if (!buffer.empty()) buffer += ' ';
      buffer += t;
    });
    joined = buffer;
    return true;
  }

  void progress(std::uint64_t before, std::uint64_t after, std::uint64_t kept) {
    // Meteor prints "lines (kept)" every 10 million lines.
    if (log_ != nullptr && after / 10000000 > before / 10000000)
      *log_ << (after / 10000000 * 10000000) << " (" << kept << ")\n" << std::flush;
  }

  // First pass: the pivot entries (p(f|e) above minTP, English phrase in the
  // target corpus) and the second pass's candidates (p(e|f) above minTP),
  // both after the symbol and common-word filters the two passes share.
  void pass1(unsigned threads, CandidateFile& candidates) {
    LineReader in(o_.phrase_table, /*allow_gzip=*/true);
    std::uint64_t lines = 0;
    // With threads: the table decompressed on a thread of its own, a few
    // chunks ahead, while the calling thread hands them out and collects.
    std::optional<ChunkPrefetcher<TextChunk>> ahead;
    if (threads > 1) ahead.emplace(text_chunks(in), 4);
    for_each_chunk<Pass1Result, TextChunk>(
        ahead ? std::function<bool(TextChunk&)>([&](TextChunk& c) { return ahead->next(c); }) : text_chunks(in),
        threads,
        [&](const TextChunk& c) {
          Pass1Result r;
          // Room for about all the chunk's candidates: no regrowing (pages
          // not written are never touched).
          r.candidates.reserve(c.text.size() + c.text.size() / 2);
          r.arena.reserve(c.text.size());
          std::vector<std::string_view> parts;
          std::vector<std::int32_t> ids;
          std::string decoded, key_buffer, phrase_buffer;
          std::string_view key, phrase;
          TableLine t;
          // Line terminators are ASCII: a valid chunk has valid lines.
          const bool valid = utf8::is_valid(c.text);
          for_each_line(c.text, [&](std::string_view line) {
            if (!valid && !utf8::is_valid(line)) {
              decoded = utf8::java_decode(line);
              line = decoded;
            }
            ++r.lines;
            if (const char* why = parse_table_line(line, parts, t)) {
              r.skipped.emplace_back(c.first_line + r.lines - 1, why);
              return;
            }
            const bool pivot = !(t.p_fe < o_.min_trans_prob);  // NaN passes, as in Meteor
            const bool candidate = !(t.p_ef < o_.min_trans_prob);
            if (!pivot && !candidate) return;
            if (!accept(t.e, e_common_, phrase_buffer, phrase) || !accept(t.f, f_common_, key_buffer, key)) return;
            if (candidate) append_candidate(r.candidates, t.p_ef, t.f, t.e, key, phrase);
            if (!pivot || !corpus_.contains(t.e, ids)) return;
            Pass1Result::Item item{static_cast<std::uint32_t>(r.arena.size()), static_cast<std::uint32_t>(key.size()),
                                   0, static_cast<std::uint32_t>(phrase.size()), t.p_fe};
            r.arena += key;
            item.phrase_off = static_cast<std::uint32_t>(r.arena.size());
            r.arena += phrase;
            r.items.push_back(item);
          });
          return r;
        },
        [&](Pass1Result& r) {
          for (const auto& [line_no, why] : r.skipped) {
            ++counts_.skipped_lines;
            if (log_ != nullptr)
              *log_ << "meteor-parex: warning: " << o_.phrase_table << ':' << line_no
                    << ": skipping malformed phrase-table line (" << why << ")\n";
          }
          for (const auto& item : r.items) {
            std::string_view key(r.arena.data() + item.key_off, item.key_len);
            std::string_view phrase(r.arena.data() + item.phrase_off, item.phrase_len);
            const std::uint32_t id = pivot_keys_.insert(key).first;
            if (id == pivots_.size()) pivots_.emplace_back();
            pivots_[id].push_back(PivotEntry{phrases_.size(), static_cast<std::uint32_t>(phrase.size()), 0, item.prob});
            phrases_ += phrase;
            ++counts_.pivot_entries;
          }
          candidates.write(std::move(r.candidates));
          progress(lines, lines + r.lines, counts_.pivot_entries);
          lines += r.lines;
        });
    counts_.table_lines = lines;
  }

  // The pivot entries' phrases (as the raw paraphrases' refs: trimmed)
  // ranked in Java's String order, equal phrases equal ranks: the sort
  // compares ranks instead of phrases.
  void rank_pivots(unsigned threads) {
    struct Key {
      std::uint64_t prefix;  // the first 8 bytes: the whole ref when it is no longer
      std::size_t length;
      PivotEntry* entry;
    };
    auto ref = [this](const PivotEntry* e) { return java_trim(std::string_view(phrases_.data() + e->phrase, e->length)); };
    // The keys, made in parts (the entries of a range of foreign phrases each).
    std::vector<std::size_t> first(pivots_.size() + 1, 0);  // of each foreign phrase's entries among the keys
    for (std::size_t id = 0; id < pivots_.size(); ++id) first[id + 1] = first[id] + pivots_[id].size();
    std::vector<Key> keys(first.back());
    in_parts(keys.size(), threads, [&](std::size_t, std::size_t begin, std::size_t end) {
      const auto from = std::upper_bound(first.begin(), first.end(), begin) - first.begin() - 1;
      for (auto id = static_cast<std::size_t>(from); id < pivots_.size() && first[id] < end; ++id)
        for (std::size_t k = 0; k < pivots_[id].size(); ++k) {
          if (first[id] + k < begin) continue;
          if (first[id] + k >= end) break;
          PivotEntry& e = pivots_[id][k];
          const std::string_view r = ref(&e);
          keys[first[id] + k] = Key{java_order_bytes(r, 0), r.size(), &e};
        }
    });
    auto less = [&](const Key& x, const Key& y) {
      if (x.prefix != y.prefix) return x.prefix < y.prefix;
      return java_compare(ref(x.entry), ref(y.entry)) < 0;
    };
    parallel_sort(keys, less, threads);
    // Ranks in parts too: each part counts the new refs it begins, then
    // numbers its entries from the count of the parts before it.
    auto differs = [&](std::size_t k) {
      const Key &x = keys[k], &y = keys[k - 1];
      return x.prefix != y.prefix || x.length != y.length || (x.length > 8 && ref(x.entry) != ref(y.entry));
    };
    std::vector<std::uint8_t> fresh(keys.size());
    std::vector<std::uint32_t> count(std::max(1u, threads), 0);
    in_parts(keys.size(), threads, [&](std::size_t part, std::size_t begin, std::size_t end) {
      for (std::size_t k = std::max<std::size_t>(begin, 1); k < end; ++k) count[part] += fresh[k] = differs(k) ? 1 : 0;
    });
    in_parts(keys.size(), threads, [&](std::size_t part, std::size_t begin, std::size_t end) {
      std::uint32_t rank = 0;
      for (std::size_t p = 0; p < part; ++p) rank += count[p];
      for (std::size_t k = begin; k < end; ++k) keys[k].entry->rank = rank += fresh[k];
    });
  }

  // Second pass, over the candidates in table order: for each pivot entry
  // of the candidate's foreign phrase (in the order the first pass met
  // them), a raw paraphrase.
  void pass2(unsigned threads, CandidateFile& candidates, const std::string& raw_path, RecordSorter& sorter) {
    candidates.rewind();
    GzipWriter raw(raw_path, 1);
    for_each_chunk<Pass2Result, Chunk>(
        [&](Chunk& c) { return candidates.read(c); }, threads,
        [&](const Chunk& c) {
          Pass2Result r;
          std::string text, prob_text;
          // Room for about all the chunk's raw lines and records (no
          // regrowing; pages not written are never touched).
          text.reserve(2 * c.text.size());
          r.records.reserve(2 * c.text.size());
          // The pivots of each candidate's foreign phrase first (the look-ups
          // independent of each other), then the candidates, the pivot
          // entries of those a few ahead asked for (they lie scattered).
          std::vector<std::uint32_t> ids(c.ends.size());
          for (std::size_t k = 0; k < c.ends.size(); ++k)
            ids[k] = pivot_keys_.find(candidate_at(c.text.data() + (k == 0 ? 0 : c.ends[k - 1])).key);
          for (std::size_t k = 0; k < c.ends.size(); ++k) {
            if (k + 8 < ids.size() && ids[k + 8] != StringIds::kNone) __builtin_prefetch(&pivots_[ids[k + 8]]);
            if (k + 4 < ids.size() && ids[k + 4] != StringIds::kNone) {
              const PivotEntry* ahead = pivots_[ids[k + 4]].data();
              __builtin_prefetch(ahead);
              __builtin_prefetch(phrases_.data() + ahead->phrase);
            }
            const std::uint32_t id = ids[k];
            if (id == StringIds::kNone) continue;
            const Candidate t = candidate_at(c.text.data() + (k == 0 ? 0 : c.ends[k - 1]));
            const std::string_view par = java_trim(t.phrase);
            for (const PivotEntry& p1 : pivots_[id]) {
              const std::string_view words(phrases_.data() + p1.phrase, p1.length);
              if (words == t.phrase) continue;
              const double par_prob = p1.prob * t.prob;
              if (par_prob < o_.min_trans_prob) continue;
              const std::string_view ref = java_trim(words);
              prob_text.clear();
              java::append_double(prob_text, par_prob);
              text.append(ref).append(" ||| ").append(t.e).append(" ||| ").append(t.f).append(" ||| ");
              text.append(prob_text).append(1, '\n');
              append_record(r.records, r.keys, p1.rank, ref, par, prob_text, par_prob);
              ++r.raw;
            }
          }
          if (!text.empty()) r.raw_member = gzip_member(text, 1);
          return r;
        },
        [&](Pass2Result& r) {
          if (!r.raw_member.empty()) raw.write_member(r.raw_member);
          sorter.add(std::move(r.records), std::move(r.keys));
          counts_.raw += r.raw;
        });
    raw.close();
  }

  // The sorted records, cut into segments of whole (ref, par) groups by
  // the calling thread; each segment's grouped lines and final entries
  // written and compressed on a worker, the members appended in order.
  void group_and_combine(RecordSorter& sorter, unsigned threads, const std::string& group_path,
                         const std::string& final_path) {
    sorter.finish();
    mark("sort");
    GzipWriter group(group_path, 1), out(final_path, 1);
    std::string carry;  // the record that begins the next segment
    const char* carry_rec = nullptr;
    const bool stable = sorter.stable();
    std::uint64_t n = 0;
    for_each_chunk<SegmentResult, Segment>(
        [&](Segment& seg) {
          seg.records.clear();
          seg.copies.clear();
          std::size_t bytes = 0;
          const char* last = nullptr;  // the segment's last record
          std::vector<std::size_t> offsets;  // of the copies
          auto add = [&](const char* rec, std::size_t size) {
            if (stable) {
              seg.records.push_back(rec);
              last = rec;
            } else {
              offsets.push_back(seg.copies.size());
              seg.copies.append(rec, size);
              last = seg.copies.data() + offsets.back();
            }
            bytes += size;
          };
          if (carry_rec != nullptr) add(carry_rec, record_size(carry_rec));
          carry_rec = nullptr;
          const char* rec;
          while (sorter.next(rec)) {
            ++n;
            if (log_ != nullptr && n % 1000000 == 0) *log_ << n << '\n' << std::flush;
            const std::size_t size = record_size(rec);
            if (bytes >= (1u << 20)) {
              const RecordView r = record_at(rec), l = record_at(last);
              if (r.ref != l.ref || r.par != l.par) {
                if (stable) {
                  carry_rec = rec;
                } else {
                  carry.assign(rec, size);
                  carry_rec = carry.data();
                }
                break;
              }
            }
            add(rec, size);
          }
          if (!stable)
            for (std::size_t off : offsets) seg.records.push_back(seg.copies.data() + off);
          return !seg.records.empty();
        },
        threads,
        [&](const Segment& seg) {
          SegmentResult res;
          std::string group_text, final_text;
          // A segment holds about 1 MiB of records, each longer than its
          // grouped line; the final lines are at most as many.
          group_text.reserve((1u << 20) + (1u << 18));
          final_text.reserve((1u << 20) + (1u << 18));
          std::string_view cur_ref, cur_par;
          double cur_prob = 0;
          auto emit = [&] {
            if (!cur_ref.empty() && cur_prob >= o_.min_final_prob && !subphrase(cur_ref, cur_par)) {
              // "ref ||| par ||| ", as the record's line begins
              final_text.append(cur_ref.data(), cur_ref.size() + cur_par.size() + 2 * kBars.size());
              java::append_double(final_text, cur_prob);
              final_text += '\n';
              ++res.final_entries;
            }
          };
          for (std::size_t k = 0; k < seg.records.size(); ++k) {
            if (k + 8 < seg.records.size()) {
              __builtin_prefetch(seg.records[k + 8]);
              __builtin_prefetch(seg.records[k + 8] + 64);
            }
            const RecordView r = record_at(seg.records[k]);
            group_text.append(r.line, r.line_size());
            if (r.ref != cur_ref || r.par != cur_par) {
              emit();
              cur_ref = r.ref;
              cur_par = r.par;
              cur_prob = 0;
            }
            cur_prob += r.prob;
          }
          emit();
          res.group_member = gzip_member(group_text, 1);
          if (!final_text.empty()) res.final_member = gzip_member(final_text, 1);
          return res;
        },
        [&](SegmentResult& res) {
          group.write_member(res.group_member);
          if (!res.final_member.empty()) out.write_member(res.final_member);
          counts_.final_entries += res.final_entries;
        });
    group.close();
    out.close();
  }

  const ParexOptions& o_;
  std::ostream* log_;
  bool timing_ = std::getenv("METEOR_PAREX_TIMES") != nullptr;
  std::chrono::steady_clock::time_point mark_wall_ = std::chrono::steady_clock::now();
  double mark_cpu_ = 0;
  WordSet symbols_, f_common_, e_common_;
  CorpusIndex corpus_;
  StringIds pivot_keys_;                       // the pivots' foreign phrases (joined tokens)
  std::vector<std::vector<PivotEntry>> pivots_;  // by the id of their foreign phrase
  std::string phrases_;  // the pivots' English phrases, joined
  ParexCounts counts_;
};

}  // namespace

ParexCounts parex(const ParexOptions& options, std::ostream* log) {
  for (const std::string* in : {&options.f_corpus, &options.e_corpus, &options.phrase_table, &options.e_tgt_corpus}) {
    struct stat st;
    if (::stat(in->c_str(), &st) != 0) throw_open_error(*in, errno);
  }
  {
    const LineReader table(options.phrase_table, /*allow_gzip=*/true);
    if (!table.gzipped())
      throw FormatError(options.phrase_table + ": not in gzip format (Parex reads a gzipped Moses phrase table)");
  }
  make_dir(options.out_dir);
  Extractor x(options, log);
  return x.run();
}

std::size_t parex_to_meteor_table(const std::string& parex_table, const std::string& meteor_table) {
  LineReader in(parex_table, /*allow_gzip=*/true);
  GzipWriter out(meteor_table, 6);
  std::string line, text;
  std::size_t n = 0;
  while (in.next(line)) {
    // Python's line.strip().split(' ||| '), which must give three fields.
    std::string_view s(line);
    auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; };
    while (!s.empty() && space(s.front())) s.remove_prefix(1);
    while (!s.empty() && space(s.back())) s.remove_suffix(1);
    std::vector<std::string_view> f;
    std::size_t b = 0;
    for (;;) {
      const std::size_t e = s.find(" ||| ", b);
      f.push_back(s.substr(b, e == std::string_view::npos ? std::string_view::npos : e - b));
      if (e == std::string_view::npos) break;
      b = e + 5;
    }
    if (f.size() != 3) throw file_error(parex_table, in.line_number(), "expected 'phrase ||| paraphrase ||| probability'");
    text.clear();
    text.append(f[2]).append(1, '\n').append(f[0]).append(1, '\n').append(f[1]).append(1, '\n');
    out.write(text);
    ++n;
  }
  out.close();
  return n;
}

void lowercase_file(const std::string& in, const std::string& out, std::size_t limit) {
  gzFile g = gzopen(in.c_str(), "rb");
  if (g == nullptr) throw_open_error(in, errno);
  const bool gz_out = out.size() >= 3 && out.compare(out.size() - 3, 3, ".gz") == 0;
  std::unique_ptr<GzipWriter> zout;
  std::FILE* pout = nullptr;
  if (gz_out) {
    zout = std::make_unique<GzipWriter>(out, 6);
  } else {
    pout = std::fopen(out.c_str(), "wb");
    if (pout == nullptr) {
      gzclose(g);
      throw file_error(out, std::string("cannot write: ") + std::strerror(errno));
    }
  }
  std::string pending, text;
  std::size_t line_no = 0;
  bool done = false;
  auto flush = [&](bool final) {
    if (!final && text.size() < (1u << 20)) return;
    if (zout) {
      zout->write(text);
    } else if (std::fwrite(text.data(), 1, text.size(), pout) != text.size()) {
      throw file_error(out, std::string("write failed: ") + std::strerror(errno));
    }
    text.clear();
  };
  // One line ("\n" kept; Python 2 splits on nothing else): each code point's
  // simple lowercase.
  auto lower_line = [&](std::string_view line) {
    ++line_no;
    if (!utf8::is_valid(line)) throw file_error(in, line_no, "not valid UTF-8");
    std::size_t i = 0;
    while (i < line.size()) {
      if (static_cast<unsigned char>(line[i]) < 0x80) {
        char c = line[i++];
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        text += c;
        continue;
      }
      const char32_t c = utf8::decode_one(line, i);
      utf8::append(text, static_cast<char32_t>(u_tolower(static_cast<UChar32>(c))));
    }
    if (limit != 0 && line_no == limit) done = true;
  };
  try {
    std::vector<char> buf(1u << 20);
    while (!done) {
      const int n = gzread(g, buf.data(), static_cast<unsigned>(buf.size()));
      if (n < 0) throw FormatError(in + ": corrupt gzip data");
      if (n == 0) break;
      std::string_view chunk(buf.data(), static_cast<std::size_t>(n));
      while (!done && !chunk.empty()) {
        const std::size_t e = chunk.find('\n');
        if (e == std::string_view::npos) {
          pending += chunk;
          break;
        }
        pending += chunk.substr(0, e + 1);
        chunk.remove_prefix(e + 1);
        lower_line(pending);
        pending.clear();
        flush(false);
      }
    }
    if (!done && !pending.empty()) lower_line(pending);
    flush(true);
  } catch (...) {
    gzclose(g);
    if (pout != nullptr) std::fclose(pout);
    throw;
  }
  gzclose(g);
  if (zout) zout->close();
  if (pout != nullptr && std::fclose(pout) != 0) throw file_error(out, std::string("write failed: ") + std::strerror(errno));
}

std::string new_language(const NewLanguageOptions& o, std::ostream* log) {
  auto say = [&](const std::string& s) {
    if (log != nullptr) *log << s << '\n' << std::flush;
  };
  for (const std::string* in : {&o.corpus_f, &o.corpus_e, &o.phrase_table, &o.tgt_corpus}) {
    struct stat st;
    if (!in->empty() && ::stat(in->c_str(), &st) != 0) throw_open_error(*in, errno);
  }
  make_dir(o.out_dir);
  const std::string corpus_f = o.out_dir + "/corpus.f", corpus_e = o.out_dir + "/corpus.e",
                    pt = o.out_dir + "/pt.gz", tgt = o.out_dir + "/tgt-corpus.e";
  say("Preparing inputs:");
  say("+ lc f");
  lowercase_file(o.corpus_f, corpus_f, 0);
  say("+ lc e");
  lowercase_file(o.corpus_e, corpus_e, 0);
  say("+ lc phrase table");
  lowercase_file(o.phrase_table, pt, 0);
  say("+ lc target e");
  lowercase_file(o.tgt_corpus.empty() ? o.corpus_e : o.tgt_corpus, tgt, 10000);
  say("Running Parex:");
  ParexOptions p;
  p.f_corpus = corpus_f;
  p.e_corpus = corpus_e;
  p.phrase_table = pt;
  p.e_tgt_corpus = tgt;
  p.out_dir = o.out_dir + "/parex";
  p.threads = o.threads;
  parex(p, log);
  say("Copying files:");
  const std::string files = o.out_dir + "/meteor-files";
  make_dir(files);
  say("+ function.words");
  {
    LineReader words(p.out_dir + "/parex.e");
    std::string text, line;
    while (words.next_raw(line)) text.append(line).append(1, '\n');
    write_file(files + "/function.words", text);
  }
  say("+ paraphrase.gz");
  parex_to_meteor_table(p.out_dir + "/paraphrase.gz", files + "/paraphrase.gz");
  say(files + " is now ready to passed to Meteor with -new flag");
  return files;
}

}  // namespace meteor
