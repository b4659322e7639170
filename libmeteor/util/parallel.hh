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

// The state parallel_ordered's threads share: a window of result slots,
// the next item to claim, the number emitted, and who sleeps on what.
template <class T>
class OrderedWindow {
 public:
  OrderedWindow(std::size_t n, std::size_t window, std::size_t batch, const std::atomic<bool>* cancel)
      : n_(n), window_(window), batch_(batch), cancel_(cancel), slots_(window) {}

  // A worker: claims batches, computes them, publishes their results, until
  // the items run out or the run stops.
  template <class Compute>
  void work(Compute& compute) {
    std::vector<std::optional<T>> local;
    std::size_t begin, end;
    while (claim(begin, end)) {
      local.clear();
      try {
        for (std::size_t i = begin; i < end && !cancelled(cancel_); ++i) local.emplace_back(compute(i));
      } catch (...) {
        fail(std::current_exception());
        return;
      }
      if (local.size() < end - begin) {  // cancelled within the batch: a long item list stops at once
        std::lock_guard<std::mutex> lock(mu_);
        halt();
        return;
      }
      publish(begin, end, local);
    }
  }

  // The emitter: waits for item i's result and takes it; false when the run
  // stopped without it.
  bool take(std::size_t i, std::optional<T>& value) {
    bool wake_workers = false;
    {
      std::unique_lock<std::mutex> lock(mu_);
      while (!stop_ && !slots_[i % window_].has_value()) {
        waiting_for_ = i;
        emitter_waiting_ = true;
        // Wakes to look at `cancel` too: the workers may all be waiting for room.
        if (cancel_ != nullptr)
          ready_.wait_for(lock, std::chrono::milliseconds(50));
        else
          ready_.wait(lock);
        emitter_waiting_ = false;
        if (!stop_ && cancelled(cancel_)) stop_ = true;
      }
      if (stop_ && !slots_[i % window_].has_value()) return false;
      value = std::move(slots_[i % window_]);
      slots_[i % window_].reset();
      ++emitted_;
      // Workers wait for room only when the window is full: wake them once
      // a batch's worth has been emitted.
      if (worker_waiting_ && (emitted_ % batch_ == 0 || emitted_ == n_)) {
        worker_waiting_ = false;
        wake_workers = true;
      }
    }
    if (wake_workers) room_.notify_all();
    return true;
  }

  // The emitter failed (emit threw): the workers stop at their next claim.
  void emitter_failed(std::exception_ptr e) {
    std::lock_guard<std::mutex> lock(mu_);
    if (!error_) error_ = e;
    stop_ = true;
  }
  // The end of the emitter's loop: workers waiting for room wake and stop.
  void finish() {
    {
      std::lock_guard<std::mutex> lock(mu_);
      stop_ = true;
    }
    room_.notify_all();
  }
  std::exception_ptr error() const { return error_; }
  std::size_t emitted() const { return emitted_; }

 private:
  // Stops the run and wakes every sleeper (under the lock).
  void halt() {
    stop_ = true;
    ready_.notify_all();
    room_.notify_all();
  }
  // The next batch [begin, end) to compute; false when there is none left
  // or the run stopped. Sleeps while the window is full.
  bool claim(std::size_t& begin, std::size_t& end) {
    std::unique_lock<std::mutex> lock(mu_);
    for (;;) {
      if (!stop_ && cancelled(cancel_)) halt();
      if (stop_ || next_ >= n_) return false;
      if (next_ < emitted_ + window_) break;
      worker_waiting_ = true;
      room_.wait(lock);
    }
    begin = next_;
    end = std::min({n_, begin + batch_, emitted_ + window_});
    next_ = end;
    return true;
  }
  void fail(std::exception_ptr e) {
    std::lock_guard<std::mutex> lock(mu_);
    if (!error_) error_ = e;
    halt();
  }
  // Puts a batch's results in their slots; wakes the emitter if it waits
  // for one of them.
  void publish(std::size_t begin, std::size_t end, std::vector<std::optional<T>>& local) {
    bool wake = false;
    {
      std::lock_guard<std::mutex> lock(mu_);
      for (std::size_t i = begin; i < end; ++i) slots_[i % window_] = std::move(local[i - begin]);
      wake = emitter_waiting_ && waiting_for_ >= begin && waiting_for_ < end;
    }
    if (wake) ready_.notify_one();
  }

  const std::size_t n_, window_, batch_;
  const std::atomic<bool>* const cancel_;
  std::vector<std::optional<T>> slots_;
  std::mutex mu_;
  std::condition_variable ready_, room_;
  std::size_t next_ = 0, emitted_ = 0;
  std::size_t waiting_for_ = static_cast<std::size_t>(-1);  // item the emitter sleeps on
  bool emitter_waiting_ = false, worker_waiting_ = false;
  bool stop_ = false;
  std::exception_ptr error_;
};

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
  OrderedWindow<T> w(n, window, batch, cancel);

  std::vector<std::thread> pool;
  pool.reserve(threads);
  try {
    for (unsigned t = 0; t < threads; ++t) pool.emplace_back([&] { w.work(compute); });
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
      if (!w.take(i, value)) break;
      emit(i, std::move(*value));
    }
  } catch (...) {
    w.emitter_failed(std::current_exception());
  }
  w.finish();
  for (std::thread& t : pool) t.join();
  if (w.error()) std::rethrow_exception(w.error());
  if (w.emitted() < n) throw Cancelled();  // stopped with neither error nor all items: cancelled
}
}  // namespace meteor
