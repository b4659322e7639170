// The beam's cut, portable: quickselect with a median of three and a
// partition without branches on the data; and the table of a level.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/cut.hh"

#include <algorithm>

namespace meteor::cut {
namespace {

void sort_range(std::uint64_t* a, std::size_t n) {
  if (n <= 16)
    insertion_sort(a, n);
  else
    std::sort(a, a + n);
}

}  // namespace

// A partition that leaves the rank sought above its pivot settles the keys
// below the pivot, all smaller than the keys after it: such a block is
// sorted on its own (the whole of the kept ones is not sorted again).
void quickselect(std::uint64_t* a, std::size_t n, std::size_t kept) {
  std::size_t lo = 0, hi = n;  // the key of rank `kept` is in [lo, hi); a[0, lo) is sorted
  int rounds = 0;
  while (hi - lo > 16) {
    if (++rounds > 40) {  // a pathological order: the library's introselect
      std::nth_element(a + lo, a + kept, a + hi);
      sort_range(a + lo, kept - lo);
      return;
    }
    // Median of three into a[hi - 1] as the pivot.
    const std::size_t mid = lo + (hi - lo) / 2;
    if (a[mid] < a[lo]) std::swap(a[mid], a[lo]);
    if (a[hi - 1] < a[lo]) std::swap(a[hi - 1], a[lo]);
    if (a[mid] < a[hi - 1]) std::swap(a[mid], a[hi - 1]);
    const std::uint64_t pivot = a[hi - 1];
    std::size_t store = lo;
    for (std::size_t i = lo; i < hi - 1; ++i) {
      const std::uint64_t v = a[i];
      a[i] = a[store];
      a[store] = v;
      store += v < pivot;
    }
    a[hi - 1] = a[store];
    a[store] = pivot;
    if (kept < store) {
      hi = store;
      continue;
    }
    sort_range(a + lo, store - lo);  // the block below the pivot
    if (store == kept) return;
    lo = store + 1;
  }
  sort_range(a + lo, hi - lo);
}

void insertion_sort(std::uint64_t* a, std::size_t n) {
  for (std::size_t i = 1; i < n; ++i) {
    const std::uint64_t v = a[i];
    std::size_t b = i;
    for (; b > 0 && v < a[b - 1]; --b) a[b] = a[b - 1];
    a[b] = v;
  }
}

void sort_keys(std::uint64_t* a, std::size_t n) {
  if (std::is_sorted(a, a + n)) return;
  if (n <= 64)
    insertion_sort(a, n);
  else
    std::sort(a, a + n);
}

const Kernels& kernels(cpu::Level level) { return cpu::pick(METEOR_LEVEL_TABLES(kernels), level); }

}  // namespace meteor::cut
