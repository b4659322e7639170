// Ordered parallel map: compute(i) for i in [0, n) on worker threads, emit(i,
// result) on the calling thread in order of i. Output, and anything emit sums,
// does not depend on the number of threads.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <algorithm>
#include <atomic>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <vector>

namespace meteor {

// The number of threads to use for `requested` (0: all cores).
inline unsigned resolve_threads(unsigned requested) {
  if (requested > 0) return requested;
  unsigned hw = std::thread::hardware_concurrency();
  return hw > 0 ? hw : 1;
}

template <class T, class Compute, class Emit>
void parallel_ordered(std::size_t n, unsigned threads, Compute&& compute, Emit&& emit,
                      std::size_t window = 4096) {
  if (threads <= 1 || n < 2) {
    for (std::size_t i = 0; i < n; ++i) emit(i, compute(i));
    return;
  }
  threads = static_cast<unsigned>(std::min<std::size_t>(threads, n));
  window = std::max<std::size_t>(window, 2 * threads);
  std::vector<std::optional<T>> slots(window);
  std::mutex mu;
  std::condition_variable ready, room;
  std::size_t next = 0, emitted = 0;
  bool stop = false;
  std::exception_ptr error;

  auto worker = [&] {
    for (;;) {
      std::size_t i;
      {
        std::unique_lock<std::mutex> lock(mu);
        room.wait(lock, [&] { return stop || next >= n || next < emitted + window; });
        if (stop || next >= n) return;
        i = next++;
      }
      try {
        T value = compute(i);
        std::lock_guard<std::mutex> lock(mu);
        slots[i % window].emplace(std::move(value));
      } catch (...) {
        std::lock_guard<std::mutex> lock(mu);
        if (!error) error = std::current_exception();
        stop = true;
      }
      ready.notify_all();
      room.notify_all();
    }
  };

  std::vector<std::thread> pool;
  pool.reserve(threads);
  for (unsigned t = 0; t < threads; ++t) pool.emplace_back(worker);
  try {
    for (std::size_t i = 0; i < n; ++i) {
      std::optional<T> value;
      {
        std::unique_lock<std::mutex> lock(mu);
        ready.wait(lock, [&] { return stop || slots[i % window].has_value(); });
        if (stop && !slots[i % window].has_value()) break;
        value = std::move(slots[i % window]);
        slots[i % window].reset();
        ++emitted;
      }
      room.notify_all();
      emit(i, std::move(*value));
    }
  } catch (...) {
    std::lock_guard<std::mutex> lock(mu);
    if (!error) error = std::current_exception();
    stop = true;
  }
  {
    std::lock_guard<std::mutex> lock(mu);
    stop = true;
  }
  room.notify_all();
  for (std::thread& t : pool) t.join();
  if (error) std::rethrow_exception(error);
}

}  // namespace meteor
