// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/beam_search.hh"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace meteor {
namespace {

// A partial alignment: search totals, then the chosen match per line-2 word
// (index into the flattened match list, -1 for none), then used flags.
struct Header {
  int match_count;
  int matches1, matches2;  // weighted, truncated to int at every step
  int all1, all2;          // unweighted
  int chunks;
  int idx;  // next line-2 word this path has not passed
  int last_match_end;
  int distance;
};
constexpr std::size_t kHeaderInts = 10;
static_assert(sizeof(Header) <= kHeaderInts * sizeof(std::int32_t));

class PathPool {
 public:
  PathPool(std::size_t n1, std::size_t n2)
      : n1_(n1), n2_(n2), stride_(kHeaderInts + n2 + (n1 + n2 + 3) / 4) {}

  std::uint32_t alloc() {
    if (!free_.empty()) {
      std::uint32_t p = free_.back();
      free_.pop_back();
      return p;
    }
    std::uint32_t p = count_++;
    data_.resize(static_cast<std::size_t>(count_) * stride_);
    return p;
  }
  std::uint32_t clone(std::uint32_t src) {
    std::uint32_t dst = alloc();
    std::memcpy(base(dst), base(src), stride_ * sizeof(std::int32_t));
    return dst;
  }
  void release(std::uint32_t p) { free_.push_back(p); }

  Header& h(std::uint32_t p) { return *reinterpret_cast<Header*>(base(p)); }
  const Header& h(std::uint32_t p) const { return *reinterpret_cast<const Header*>(base(p)); }
  std::int32_t* chosen(std::uint32_t p) { return base(p) + kHeaderInts; }
  unsigned char* used1(std::uint32_t p) { return reinterpret_cast<unsigned char*>(base(p) + kHeaderInts + n2_); }
  unsigned char* used2(std::uint32_t p) { return used1(p) + n1_; }

 private:
  std::int32_t* base(std::uint32_t p) { return data_.data() + static_cast<std::size_t>(p) * stride_; }
  const std::int32_t* base(std::uint32_t p) const { return data_.data() + static_cast<std::size_t>(p) * stride_; }

  std::size_t n1_, n2_, stride_;
  std::vector<std::int32_t> data_;
  std::vector<std::uint32_t> free_;
  std::uint32_t count_ = 0;
};

// Java's int += double: the sum is computed in double and truncated.
inline int add_truncating(int total, int length, double weight) {
  double v = static_cast<double>(total) + static_cast<double>(length) * weight;
  if (v != v) return 0;
  if (v >= 2147483647.0) return 2147483647;
  if (v <= -2147483648.0) return -2147483647 - 1;
  return static_cast<int>(v);
}

}  // namespace

std::vector<const Match*> beam_search(const Stage& stage, const std::vector<double>& weights, int beam_size,
                                      PathOrder order) {
  const std::size_t n1 = stage.n1(), n2 = stage.n2();

  // Flatten the candidates: id = offset[j] + k.
  std::vector<const Match*> flat;
  std::vector<std::size_t> offset(n2 + 1, 0);
  for (std::size_t j = 0; j < n2; ++j) {
    offset[j] = flat.size();
    for (const Match& m : stage.matches[j]) flat.push_back(&m);
  }
  offset[n2] = flat.size();

  PathPool pool(n1, n2);
  std::uint32_t start = pool.alloc();
  {
    Header& h = pool.h(start);
    h = Header{0, 0, 0, 0, 0, 0, 0, -1, 0};
    std::fill(pool.chosen(start), pool.chosen(start) + n2, -1);
    std::fill(pool.used1(start), pool.used1(start) + n1, 0);
    std::fill(pool.used2(start), pool.used2(start) + n2, 0);
  }

  // One-to-one, non-overlapping matches are definite.
  for (std::size_t i = 0; i < n2; ++i) {
    if (stage.matches[i].size() != 1) continue;
    const Match& m = stage.matches[i][0];
    bool overlap = false;
    for (int k = 0; k < m.length; ++k)
      if (stage.coverage2[i + static_cast<std::size_t>(k)] != 1) overlap = true;
    for (int k = 0; k < m.match_length; ++k)
      if (stage.coverage1[static_cast<std::size_t>(m.match_start + k)] != 1) overlap = true;
    if (overlap) continue;
    pool.chosen(start)[i] = static_cast<std::int32_t>(offset[i]);
    for (int k = 0; k < m.length; ++k) pool.used2(start)[i + static_cast<std::size_t>(k)] = 1;
    for (int k = 0; k < m.match_length; ++k) pool.used1(start)[m.match_start + k] = 1;
  }

  auto weight = [&](const Match& m) { return weights[static_cast<std::size_t>(m.module)]; };
  auto is_used = [&](std::uint32_t p, const Match& m) {
    const unsigned char* u2 = pool.used2(p);
    const unsigned char* u1 = pool.used1(p);
    for (int k = 0; k < m.length; ++k)
      if (u2[m.start + k]) return true;
    for (int k = 0; k < m.match_length; ++k)
      if (u1[m.match_start + k]) return true;
    return false;
  };
  auto take = [&](Header& h, const Match& m) {
    ++h.match_count;
    h.matches1 = add_truncating(h.matches1, m.match_length, weight(m));
    h.matches2 = add_truncating(h.matches2, m.length, weight(m));
    h.all1 += m.match_length;
    h.all2 += m.length;
    if (h.last_match_end != -1 && m.match_start != h.last_match_end) ++h.chunks;
    h.idx = m.start + m.length;
    h.last_match_end = m.match_start + m.match_length;
  };
  // Java comparator semantics: negative when x ranks before y.
  auto compare = [&](std::uint32_t px, std::uint32_t py) -> int {
    const Header& x = pool.h(px);
    const Header& y = pool.h(py);
    int md = (y.matches1 + y.matches2) - (x.matches1 + x.matches2);
    if (md != 0) return md > 0 ? 1 : -1;
    if (order == PathOrder::kAccuracy) {
      int ad = (y.all1 + y.all2) - (x.all1 + x.all2);
      if (ad != 0) return ad > 0 ? 1 : -1;
    }
    if (x.chunks != y.chunks) return x.chunks - y.chunks;
    return x.distance - y.distance;
  };
  auto sort_paths = [&](std::vector<std::uint32_t>& v) {
    std::stable_sort(v.begin(), v.end(), [&](std::uint32_t a, std::uint32_t b) { return compare(a, b) < 0; });
  };

  std::vector<std::uint32_t> paths, next{start}, dropped;
  const std::size_t beam = beam_size > 0 ? static_cast<std::size_t>(beam_size) : 0;
  for (std::size_t current = 0; current <= n2; ++current) {
    paths.swap(next);
    next.clear();
    dropped.clear();
    sort_paths(paths);
    const std::size_t ranks = std::min(beam, paths.size());
    for (std::size_t rank = 0; rank < ranks; ++rank) {
      std::uint32_t p = paths[rank];
      if (current == n2) {
        Header& h = pool.h(p);
        if (h.last_match_end != -1) ++h.chunks;
        next.push_back(p);
        continue;
      }
      if (pool.used2(p)[current]) {
        Header& h = pool.h(p);
        if (static_cast<int>(current) < h.idx) {
          next.push_back(p);  // still inside a match
        } else if (std::int32_t id = pool.chosen(p)[h.idx]; id != -1) {
          const Match& m = *flat[static_cast<std::size_t>(id)];  // a fixed match
          take(h, m);
          h.distance += std::abs(m.start - m.match_start);
          next.push_back(p);
        } else {
          dropped.push_back(p);
        }
        continue;
      }
      for (std::size_t k = offset[current]; k < offset[current + 1]; ++k) {
        const Match& m = *flat[k];
        if (is_used(p, m)) continue;
        std::uint32_t q = pool.clone(p);
        for (int t = 0; t < m.length; ++t) pool.used2(q)[m.start + t] = 1;
        for (int t = 0; t < m.match_length; ++t) pool.used1(q)[m.match_start + t] = 1;
        pool.chosen(q)[current] = static_cast<std::int32_t>(k);
        take(pool.h(q), m);
        pool.h(p).distance += std::abs(m.start - m.match_start);
        next.push_back(q);
      }
      Header& h = pool.h(p);
      if (h.last_match_end != -1) {
        ++h.chunks;
        h.last_match_end = -1;
      }
      ++h.idx;
      next.push_back(p);
    }
    std::int64_t requeued = -1;
    if (next.empty()) {
      std::fputs("Warning: unexpected conditions - skipping matches until possible to continue\n", stderr);
      next.push_back(paths[0]);
      requeued = paths[0];
    }
    // Free what the beam let go.
    for (std::size_t rank = ranks; rank < paths.size(); ++rank)
      if (paths[rank] != requeued) pool.release(paths[rank]);
    for (std::uint32_t p : dropped)
      if (p != requeued) pool.release(p);
  }
  sort_paths(next);
  std::uint32_t best = next[0];
  std::vector<const Match*> result(n2, nullptr);
  for (std::size_t j = 0; j < n2; ++j) {
    std::int32_t id = pool.chosen(best)[j];
    if (id != -1) result[j] = flat[static_cast<std::size_t>(id)];
  }
  return result;
}

}  // namespace meteor
