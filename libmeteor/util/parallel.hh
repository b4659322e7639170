// Ordered parallel map: compute(i) for i in [0, n) on worker threads, emit(i,
// result) on the calling thread in order of i. Output, and anything emit sums,
// does not depend on the number of threads.
//
// A caller may cancel a long map: workers look at `cancel` before each item
// (and the calling thread while it waits), then stop; parallel_ordered joins
// them and throws Cancelled. Threads that cannot be created (a process or
// address-space limit) leave the work to those that could, or to the calling
// thread: a warning, never an abort.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <algorithm>
#include <atomic>
#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <exception>
#include <mutex>
#include <optional>
#include <thread>
#include <string>
#include <system_error>
#include <vector>

#include "util/error.hh"
#include "util/threads.hh"  // resolve_threads
#include "util/warn.hh"

namespace meteor {

inline bool cancelled(const std::atomic<bool>* cancel) {
  return cancel != nullptr && cancel->load(std::memory_order_relaxed);
}

// Workers claim consecutive items in batches and publish a batch's results
// at once, and the calling thread sleeps until the batch holding the next
// item to emit is complete: a few lock and wake-up round trips per batch
// instead of several per item (per-item hand-offs cost a context switch each
// and a sixth of the CPU time at two threads on short segments).
template <class T, class Compute, class Emit>
void parallel_ordered(std::size_t n, unsigned threads, Compute&& compute, Emit&& emit,
                      const std::atomic<bool>* cancel = nullptr, std::size_t window = 4096) {
  auto serial = [&](std::size_t from) {
    for (std::size_t i = from; i < n; ++i) {
      if (cancelled(cancel)) throw Cancelled();
      emit(i, compute(i));
    }
  };
  if (threads <= 1 || n < 2) return serial(0);
  threads = static_cast<unsigned>(std::min<std::size_t>(threads, n));
  window = std::max<std::size_t>(window, 2 * threads);
  // Batches small enough that every thread gets several within the window
  // and the first results come out early, large enough to amortize the
  // hand-off.
  const std::size_t batch = std::clamp<std::size_t>(std::min(window / (4 * threads), n / (8 * threads)), 1, 64);
  std::vector<std::optional<T>> slots(window);
  std::mutex mu;
  std::condition_variable ready, room;
  std::size_t next = 0, emitted = 0;
  std::size_t waiting_for = static_cast<std::size_t>(-1);  // item the emitter sleeps on
  bool emitter_waiting = false, worker_waiting = false;
  bool stop = false;
  std::exception_ptr error;

  auto worker = [&] {
    std::vector<std::optional<T>> local;
    for (;;) {
      std::size_t begin, end;
      {
        std::unique_lock<std::mutex> lock(mu);
        for (;;) {
          if (!stop && cancelled(cancel)) {
            stop = true;
            ready.notify_all();
            room.notify_all();
          }
          if (stop || next >= n) return;
          if (next < emitted + window) break;
          worker_waiting = true;
          room.wait(lock);
        }
        begin = next;
        end = std::min({n, begin + batch, emitted + window});
        next = end;
      }
      local.clear();
      try {
        for (std::size_t i = begin; i < end && !cancelled(cancel); ++i) local.emplace_back(compute(i));
      } catch (...) {
        std::lock_guard<std::mutex> lock(mu);
        if (!error) error = std::current_exception();
        stop = true;
        ready.notify_all();
        room.notify_all();
        return;
      }
      if (local.size() < end - begin) {  // cancelled within the batch: a long item list stops at once
        std::lock_guard<std::mutex> lock(mu);
        stop = true;
        ready.notify_all();
        room.notify_all();
        return;
      }
      bool wake = false;
      {
        std::lock_guard<std::mutex> lock(mu);
        for (std::size_t i = begin; i < end; ++i) slots[i % window] = std::move(local[i - begin]);
        wake = emitter_waiting && waiting_for >= begin && waiting_for < end;
      }
      if (wake) ready.notify_one();
    }
  };

  std::vector<std::thread> pool;
  pool.reserve(threads);
  try {
    for (unsigned t = 0; t < threads; ++t) pool.emplace_back(worker);
  } catch (const std::exception& e) {  // std::system_error (EAGAIN), std::bad_alloc
    static std::atomic<bool> warned{false};
    if (!warned.exchange(true))
      warn("could not start " + std::to_string(threads) + " threads (" + e.what() + "): scoring on " +
           std::to_string(std::max<std::size_t>(pool.size(), 1)));
  }
  if (pool.empty()) return serial(0);
  try {
    for (std::size_t i = 0; i < n; ++i) {
      std::optional<T> value;
      bool wake_workers = false;
      {
        std::unique_lock<std::mutex> lock(mu);
        while (!stop && !slots[i % window].has_value()) {
          waiting_for = i;
          emitter_waiting = true;
          // Wakes to look at `cancel` too: the workers may all be waiting for room.
          if (cancel != nullptr)
            ready.wait_for(lock, std::chrono::milliseconds(50));
          else
            ready.wait(lock);
          emitter_waiting = false;
          if (!stop && cancelled(cancel)) stop = true;
        }
        if (stop && !slots[i % window].has_value()) break;
        value = std::move(slots[i % window]);
        slots[i % window].reset();
        ++emitted;
        // Workers wait for room only when the window is full: wake them once
        // a batch's worth has been emitted.
        if (worker_waiting && (emitted % batch == 0 || emitted == n)) {
          worker_waiting = false;
          wake_workers = true;
        }
      }
      if (wake_workers) room.notify_all();
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
  if (emitted < n) throw Cancelled();  // stopped with neither error nor all items: cancelled
}

}  // namespace meteor
