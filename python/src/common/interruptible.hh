// Long library calls from Python that Ctrl-C interrupts: the work runs on a
// thread of its own, the calling thread lets Python run its signal handlers.
// Shared by meteor._meteor (corpus scoring) and meteor._mtme (rankings,
// tasks, permutation tests).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <atomic>
#include <chrono>
#include <condition_variable>
#include <exception>
#include <mutex>
#include <thread>

#include <pybind11/pybind11.h>

namespace meteor::python {

// Runs `work` (which computes, without the GIL) on a thread of its own while
// the calling thread, every 50 ms, takes the GIL and lets Python run its
// signal handlers: a KeyboardInterrupt (or any exception a handler raises)
// sets `cancel`, the work stops between batches and is joined, and the
// exception propagates. Called with the GIL held.
template <class Work>
void run_interruptible(std::atomic<bool>& cancel, Work&& work) {
  std::mutex mu;
  std::condition_variable done_cv;
  bool done = false;
  std::exception_ptr error;
  auto body = [&] {
    try {
      work();
    } catch (...) {
      error = std::current_exception();
    }
    std::lock_guard<std::mutex> lock(mu);
    done = true;
    done_cv.notify_all();
  };
  std::thread runner;
  {
    pybind11::gil_scoped_release release;
    try {
      runner = std::thread(body);
    } catch (const std::exception&) {  // std::system_error, std::bad_alloc
      body();  // no thread to spare: not interruptible, but done
    }
  }
  bool interrupted = false;
  for (;;) {
    {
      pybind11::gil_scoped_release release;
      std::unique_lock<std::mutex> lock(mu);
      if (done_cv.wait_for(lock, std::chrono::milliseconds(50), [&] { return done; })) break;
    }
    if (!interrupted && PyErr_CheckSignals() != 0) {  // the handler's exception is set
      interrupted = true;
      cancel.store(true);
    }
  }
  {
    pybind11::gil_scoped_release release;
    if (runner.joinable()) runner.join();
  }
  if (interrupted) throw pybind11::error_already_set();  // the handler's exception; the work's (Cancelled) is dropped
  if (error) std::rethrow_exception(error);
}

}  // namespace meteor::python
