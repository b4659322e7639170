// Internal to Parex (parex.cc, phrase_table.cc, new_language.cc): the
// phrase table read in chunks on worker threads, its lines parsed, the
// candidates kept between the passes; the corpora's words (common words,
// the target corpus's index); the files and folders Parex creates.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <algorithm>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstring>
#include <deque>
#include <exception>
#include <functional>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <thread>
#include <unordered_set>
#include <utility>
#include <vector>

#include "util/line_reader.hh"

namespace meteor::parex_detail {

// String.trim(): characters up to U+0020 off both ends.
inline std::string_view java_trim(std::string_view s) {
  std::size_t b = 0, e = s.size();
  while (b < e && static_cast<unsigned char>(s[b]) <= 0x20) ++b;
  while (e > b && static_cast<unsigned char>(s[e - 1]) <= 0x20) --e;
  return s.substr(b, e - b);
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

// ---- Step 1: common words --------------------------------------------------

// The words whose relative frequency in the corpus is above min_rf, in the
// order Meteor's Hashtable enumerates them; returned as a set too.
WordSet common_words(const std::string& corpus, const std::string& out_path, double min_rf);

// ---- The target corpus: which phrases occur in it ---------------------------

class CorpusIndex {
 public:
  void add_line(std::string_view line);
  void finish();
  // True when the tokens of `phrase` are consecutive words of a line.
  bool contains(std::string_view phrase, std::vector<std::int32_t>& ids) const;

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
const char* parse_table_line(std::string_view line, std::vector<std::string_view>& parts, TableLine& out);

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

std::function<bool(TextChunk&)> text_chunks(LineReader& in);

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

// ---- Candidates: the lines the second pass reads ---------------------------

// A phrase-table line that passes the second pass's filters, kept by the
// first pass (the second reads these instead of the table again):
// p(e|f), then the lengths and bytes of the trimmed foreign and English
// fields and of their tokens joined by single spaces (most often the same
// bytes as the field: then kSame and no bytes).
void append_candidate(std::string& out, double prob, std::string_view f, std::string_view e, std::string_view key,
                      std::string_view phrase);

struct Candidate {
  double prob;
  std::string_view f, e, key, phrase;
};

Candidate candidate_at(const char* p);

// The candidates, between the passes: the chunks' blocks kept in memory up
// to a budget, the rest in a file (created when first needed); read back
// in order, in chunks of whole records.
class CandidateFile {
 public:
  CandidateFile(std::string path, std::size_t memory) : path_(std::move(path)), memory_(memory) {}
  ~CandidateFile();
  CandidateFile(const CandidateFile&) = delete;
  CandidateFile& operator=(const CandidateFile&) = delete;

  // A chunk's candidates, in table order.
  void write(std::string&& bytes);
  void rewind();
  // The next block held in memory, else about 1 MiB of whole records from
  // the file; false at the end.
  bool read(Chunk& c);

 private:
  // The ends of c's whole records; where the last one ends.
  static std::size_t index(Chunk& c);

  std::string path_;
  std::size_t memory_;
  std::vector<std::string> blocks_;  // the first chunks' candidates
  std::size_t held_ = 0, next_block_ = 0;
  std::FILE* out_ = nullptr;  // the others'
  std::string pending_;
};

}  // namespace meteor::parex_detail
