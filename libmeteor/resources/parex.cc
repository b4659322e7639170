// Parex: paraphrases by pivoting through the foreign phrases of a phrase
// table (Bannard and Callison-Burch), with Meteor 1.5's filters, order and
// numbers: the two passes over the table, the raw paraphrases sorted,
// grouped and combined.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <sys/resource.h>
#include <sys/stat.h>

#include <algorithm>
#include <bit>
#include <cerrno>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <future>
#include <optional>
#include <ostream>
#include <queue>
#include <string>
#include <string_view>
#include <thread>
#include <vector>

#include "java/lang.hh"
#include "resources/language_tools.hh"
#include "resources/phrase_table.hh"
#include "text/tokenize.hh"
#include "util/output_file.hh"
#include "util/error.hh"
#include "util/gzip_writer.hh"
#include "util/line_reader.hh"
#include "util/parallel.hh"
#include "util/utf8.hh"

namespace meteor::parex_detail {
namespace {

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

struct Pass2Result {
  std::string raw_member;  // gzip member of the raw lines
  std::string records;
  std::vector<RecordKey> keys;
  std::uint64_t raw = 0;
};

// ---- The extraction --------------------------------------------------------

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
// The inputs read, and the candidates kept, by phrase_table.cc.
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
}  // namespace meteor::parex_detail

namespace meteor {

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
  // The folder appears whole, or not at all (a failed run leaves nothing).
  OutputFolder folder(options.out_dir, {options.f_corpus, options.e_corpus, options.phrase_table, options.e_tgt_corpus},
                      "Parex");
  ParexOptions staged = options;
  staged.out_dir = folder.staging();
  ParexCounts counts;
  {
    parex_detail::Extractor x(staged, log);  // its temporary files gone before the rename
    counts = x.run();
  }
  folder.commit();
  return counts;
}

}  // namespace meteor
