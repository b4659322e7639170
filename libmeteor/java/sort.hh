// JVM emulation (see java/lang.hh): Java's object sort.
//
// Java's object sort (Collections.sort / List.sort / Arrays.sort with a
// comparator: TimSort, stable), step for step. Any stable sort gives the
// same result for a consistent comparator; Meteor 1.5's segment-id
// comparator is not consistent when numeric and non-numeric ids mix ("9" <
// "10" as numbers, "10" < "x" and "x" < "9" as strings), and then the result
// depends on exactly which comparisons the algorithm makes. Reproducing
// TimSort (runs, binary insertion, merge collapse, galloping with its
// adaptive threshold) gives Meteor's order in those cases too.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <utility>
#include <vector>

#include "util/error.hh"

namespace meteor::java {

namespace detail {

template <class T, class Compare>
class TimSort {
 public:
  TimSort(std::vector<T>& a, Compare& cmp) : a_(a), cmp_(cmp) {}

  void sort() {
    int lo = 0;
    const int hi = static_cast<int>(a_.size());
    int remaining = hi;
    if (remaining < 2) return;
    if (remaining < kMinMerge) {
      int run = count_run_and_make_ascending(lo, hi);
      binary_sort(lo, hi, lo + run);
      return;
    }
    const int min_run = min_run_length(remaining);
    do {
      int run = count_run_and_make_ascending(lo, hi);
      if (run < min_run) {
        int force = remaining <= min_run ? remaining : min_run;
        binary_sort(lo, lo + force, lo + run);
        run = force;
      }
      run_base_.push_back(lo);
      run_len_.push_back(run);
      merge_collapse();
      lo += run;
      remaining -= run;
    } while (remaining != 0);
    merge_force_collapse();
  }

 private:
  static constexpr int kMinMerge = 32;
  static constexpr int kMinGallop = 7;

  int compare(const T& x, const T& y) { return cmp_(x, y); }

  static int min_run_length(int n) {
    int r = 0;
    while (n >= kMinMerge) {
      r |= n & 1;
      n >>= 1;
    }
    return n + r;
  }

  // Length of the run at lo; a strictly descending run is reversed.
  int count_run_and_make_ascending(int lo, int hi) {
    int run_hi = lo + 1;
    if (run_hi == hi) return 1;
    if (compare(a_[run_hi++], a_[lo]) < 0) {
      while (run_hi < hi && compare(a_[run_hi], a_[run_hi - 1]) < 0) ++run_hi;
      for (int i = lo, j = run_hi - 1; i < j; ++i, --j) std::swap(a_[i], a_[j]);
    } else {
      while (run_hi < hi && compare(a_[run_hi], a_[run_hi - 1]) >= 0) ++run_hi;
    }
    return run_hi - lo;
  }

  // Binary insertion of a[start..hi) into the sorted a[lo..start).
  void binary_sort(int lo, int hi, int start) {
    if (start == lo) ++start;
    for (; start < hi; ++start) {
      T pivot = std::move(a_[start]);
      int left = lo, right = start;
      while (left < right) {
        int mid = static_cast<int>((static_cast<unsigned>(left) + static_cast<unsigned>(right)) >> 1);
        if (compare(pivot, a_[mid]) < 0)
          right = mid;
        else
          left = mid + 1;
      }
      for (int i = start; i > left; --i) a_[i] = std::move(a_[i - 1]);
      a_[left] = std::move(pivot);
    }
  }

  void merge_collapse() {
    while (run_len_.size() > 1) {
      int n = static_cast<int>(run_len_.size()) - 2;
      if ((n > 0 && run_len_[n - 1] <= run_len_[n] + run_len_[n + 1]) ||
          (n > 1 && run_len_[n - 2] <= run_len_[n] + run_len_[n - 1])) {
        if (run_len_[n - 1] < run_len_[n + 1]) --n;
      } else if (n < 0 || run_len_[n] > run_len_[n + 1]) {
        break;
      }
      merge_at(n);
    }
  }

  void merge_force_collapse() {
    while (run_len_.size() > 1) {
      int n = static_cast<int>(run_len_.size()) - 2;
      if (n > 0 && run_len_[n - 1] < run_len_[n + 1]) --n;
      merge_at(n);
    }
  }

  void merge_at(int i) {
    int base1 = run_base_[i], len1 = run_len_[i];
    int base2 = run_base_[i + 1], len2 = run_len_[i + 1];
    run_len_[i] = len1 + len2;
    run_base_.erase(run_base_.begin() + i + 1);
    run_len_.erase(run_len_.begin() + i + 1);
    int k = gallop_right(a_[base2], a_, base1, len1, 0);
    base1 += k;
    len1 -= k;
    if (len1 == 0) return;
    len2 = gallop_left(a_[base1 + len1 - 1], a_, base2, len2, len2 - 1);
    if (len2 == 0) return;
    if (len1 <= len2)
      merge_lo(base1, len1, base2, len2);
    else
      merge_hi(base1, len1, base2, len2);
  }

  // Leftmost position in v[base..base+len) to insert key (before equals).
  int gallop_left(const T& key, const std::vector<T>& v, int base, int len, int hint) {
    int last = 0, ofs = 1;
    if (compare(key, v[base + hint]) > 0) {
      const int max = len - hint;
      while (ofs < max && compare(key, v[base + hint + ofs]) > 0) {
        last = ofs;
        ofs = (ofs << 1) + 1;
        if (ofs <= 0) ofs = max;
      }
      if (ofs > max) ofs = max;
      last += hint;
      ofs += hint;
    } else {
      const int max = hint + 1;
      while (ofs < max && compare(key, v[base + hint - ofs]) <= 0) {
        last = ofs;
        ofs = (ofs << 1) + 1;
        if (ofs <= 0) ofs = max;
      }
      if (ofs > max) ofs = max;
      int t = last;
      last = hint - ofs;
      ofs = hint - t;
    }
    ++last;
    while (last < ofs) {
      int m = last + ((ofs - last) >> 1);
      if (compare(key, v[base + m]) > 0)
        last = m + 1;
      else
        ofs = m;
    }
    return ofs;
  }

  // Rightmost position in v[base..base+len) to insert key (after equals).
  int gallop_right(const T& key, const std::vector<T>& v, int base, int len, int hint) {
    int ofs = 1, last = 0;
    if (compare(key, v[base + hint]) < 0) {
      const int max = hint + 1;
      while (ofs < max && compare(key, v[base + hint - ofs]) < 0) {
        last = ofs;
        ofs = (ofs << 1) + 1;
        if (ofs <= 0) ofs = max;
      }
      if (ofs > max) ofs = max;
      int t = last;
      last = hint - ofs;
      ofs = hint - t;
    } else {
      const int max = len - hint;
      while (ofs < max && compare(key, v[base + hint + ofs]) >= 0) {
        last = ofs;
        ofs = (ofs << 1) + 1;
        if (ofs <= 0) ofs = max;
      }
      if (ofs > max) ofs = max;
      last += hint;
      ofs += hint;
    }
    ++last;
    while (last < ofs) {
      int m = last + ((ofs - last) >> 1);
      if (compare(key, v[base + m]) < 0)
        ofs = m;
      else
        last = m + 1;
    }
    return ofs;
  }

  [[noreturn]] static void contract_violated() {
    throw Error("Comparison method violates its general contract! (Java's sort fails here too)");
  }

  void move_range(std::vector<T>& from, int src, std::vector<T>& to, int dst, int n) {
    // Like System.arraycopy: correct for overlapping ranges within one vector.
    if (&from == &to && src < dst) {
      for (int i = n - 1; i >= 0; --i) to[dst + i] = std::move(from[src + i]);
    } else {
      for (int i = 0; i < n; ++i) to[dst + i] = std::move(from[src + i]);
    }
  }

  void merge_lo(int base1, int len1, int base2, int len2) {
    std::vector<T>& a = a_;
    tmp_.resize(static_cast<std::size_t>(len1));
    move_range(a, base1, tmp_, 0, len1);
    int c1 = 0, c2 = base2, dest = base1;
    a[dest++] = std::move(a[c2++]);
    if (--len2 == 0) {
      move_range(tmp_, c1, a, dest, len1);
      return;
    }
    if (len1 == 1) {
      move_range(a, c2, a, dest, len2);
      a[dest + len2] = std::move(tmp_[c1]);
      return;
    }
    int min_gallop = min_gallop_;
    for (bool done = false; !done;) {
      int count1 = 0, count2 = 0;
      do {
        if (compare(a[c2], tmp_[c1]) < 0) {
          a[dest++] = std::move(a[c2++]);
          ++count2;
          count1 = 0;
          if (--len2 == 0) {
            done = true;
            break;
          }
        } else {
          a[dest++] = std::move(tmp_[c1++]);
          ++count1;
          count2 = 0;
          if (--len1 == 1) {
            done = true;
            break;
          }
        }
      } while ((count1 | count2) < min_gallop);
      if (done) break;
      do {
        count1 = gallop_right(a[c2], tmp_, c1, len1, 0);
        if (count1 != 0) {
          move_range(tmp_, c1, a, dest, count1);
          dest += count1;
          c1 += count1;
          len1 -= count1;
          if (len1 <= 1) {
            done = true;
            break;
          }
        }
        a[dest++] = std::move(a[c2++]);
        if (--len2 == 0) {
          done = true;
          break;
        }
        count2 = gallop_left(tmp_[c1], a, c2, len2, 0);
        if (count2 != 0) {
          move_range(a, c2, a, dest, count2);
          dest += count2;
          c2 += count2;
          len2 -= count2;
          if (len2 == 0) {
            done = true;
            break;
          }
        }
        a[dest++] = std::move(tmp_[c1++]);
        if (--len1 == 1) {
          done = true;
          break;
        }
        --min_gallop;
      } while (count1 >= kMinGallop || count2 >= kMinGallop);
      if (done) break;
      if (min_gallop < 0) min_gallop = 0;
      min_gallop += 2;
    }
    min_gallop_ = min_gallop < 1 ? 1 : min_gallop;
    if (len1 == 1) {
      move_range(a, c2, a, dest, len2);
      a[dest + len2] = std::move(tmp_[c1]);
    } else if (len1 == 0) {
      contract_violated();
    } else {
      move_range(tmp_, c1, a, dest, len1);
    }
  }

  void merge_hi(int base1, int len1, int base2, int len2) {
    std::vector<T>& a = a_;
    tmp_.resize(static_cast<std::size_t>(len2));
    move_range(a, base2, tmp_, 0, len2);
    int c1 = base1 + len1 - 1, c2 = len2 - 1, dest = base2 + len2 - 1;
    a[dest--] = std::move(a[c1--]);
    if (--len1 == 0) {
      move_range(tmp_, 0, a, dest - (len2 - 1), len2);
      return;
    }
    if (len2 == 1) {
      dest -= len1;
      c1 -= len1;
      move_range(a, c1 + 1, a, dest + 1, len1);
      a[dest] = std::move(tmp_[c2]);
      return;
    }
    int min_gallop = min_gallop_;
    for (bool done = false; !done;) {
      int count1 = 0, count2 = 0;
      do {
        if (compare(tmp_[c2], a[c1]) < 0) {
          a[dest--] = std::move(a[c1--]);
          ++count1;
          count2 = 0;
          if (--len1 == 0) {
            done = true;
            break;
          }
        } else {
          a[dest--] = std::move(tmp_[c2--]);
          ++count2;
          count1 = 0;
          if (--len2 == 1) {
            done = true;
            break;
          }
        }
      } while ((count1 | count2) < min_gallop);
      if (done) break;
      do {
        count1 = len1 - gallop_right(tmp_[c2], a, base1, len1, len1 - 1);
        if (count1 != 0) {
          dest -= count1;
          c1 -= count1;
          len1 -= count1;
          move_range(a, c1 + 1, a, dest + 1, count1);
          if (len1 == 0) {
            done = true;
            break;
          }
        }
        a[dest--] = std::move(tmp_[c2--]);
        if (--len2 == 1) {
          done = true;
          break;
        }
        count2 = len2 - gallop_left(a[c1], tmp_, 0, len2, len2 - 1);
        if (count2 != 0) {
          dest -= count2;
          c2 -= count2;
          len2 -= count2;
          move_range(tmp_, c2 + 1, a, dest + 1, count2);
          if (len2 <= 1) {
            done = true;
            break;
          }
        }
        a[dest--] = std::move(a[c1--]);
        if (--len1 == 0) {
          done = true;
          break;
        }
        --min_gallop;
      } while (count1 >= kMinGallop || count2 >= kMinGallop);
      if (done) break;
      if (min_gallop < 0) min_gallop = 0;
      min_gallop += 2;
    }
    min_gallop_ = min_gallop < 1 ? 1 : min_gallop;
    if (len2 == 1) {
      dest -= len1;
      c1 -= len1;
      move_range(a, c1 + 1, a, dest + 1, len1);
      a[dest] = std::move(tmp_[c2]);
    } else if (len2 == 0) {
      contract_violated();
    } else {
      move_range(tmp_, 0, a, dest - (len2 - 1), len2);
    }
  }

  std::vector<T>& a_;
  Compare& cmp_;
  std::vector<T> tmp_;
  std::vector<int> run_base_, run_len_;
  int min_gallop_ = kMinGallop;
};

}  // namespace detail

// Sorts a as Java's List.sort(comparator) does; cmp(x, y) returns a
// negative, zero or positive int like Comparator.compare. Throws
// meteor::Error where Java throws IllegalArgumentException (a comparator so
// inconsistent that a merge runs dry).
template <class T, class Compare>
void sort(std::vector<T>& a, Compare cmp) {
  detail::TimSort<T, Compare>(a, cmp).sort();
}

}  // namespace meteor::java
