// numpy's summation order (pairwise blocks), so that means and norms are
// numpy's and scipy's to the bit.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <algorithm>
#include <cstddef>
#include <vector>

namespace meteor {

// The sum of a[0..n) as numpy adds an array of T (ndarray.sum / mean, so
// scipy.stats.pearsonr's means; np.sum of pce.py's float32 rows): blocks
// of 8192 values (numpy's ufunc buffer) added in turn, each block summed
// pairwise (8 running sums of T over at most 128 values, halves above
// that). Not the sequential sum: the two differ in the last bits.
template <typename T>
T numpy_pairwise_sum(const T* a, std::size_t n) {
  if (n < 8) {
    T r = 0;
    for (std::size_t i = 0; i < n; ++i) r += a[i];
    return r;
  }
  if (n <= 128) {
    T r[8];
    for (int j = 0; j < 8; ++j) r[j] = a[j];
    std::size_t i = 8;
    for (; i < n - n % 8; i += 8)
      for (int j = 0; j < 8; ++j) r[j] += a[i + j];
    T res = ((r[0] + r[1]) + (r[2] + r[3])) + ((r[4] + r[5]) + (r[6] + r[7]));
    for (; i < n; ++i) res += a[i];
    return res;
  }
  std::size_t n2 = n / 2;
  n2 -= n2 % 8;
  return numpy_pairwise_sum(a, n2) + numpy_pairwise_sum(a + n2, n - n2);
}

template <typename T>
T numpy_sum(const T* a, std::size_t n) {
  T acc = 0;
  for (std::size_t i = 0; i < n; i += 8192) acc += numpy_pairwise_sum(a + i, std::min<std::size_t>(8192, n - i));
  return acc;
}
template <typename T>
T numpy_sum(const std::vector<T>& v) {
  return numpy_sum(v.data(), v.size());
}

}  // namespace meteor
