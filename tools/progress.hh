// A progress line on standard error for long runs, shown only when standard
// error is a terminal (and not when -q writes scores there).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <unistd.h>

#include <chrono>
#include <cstdio>

#include "io/sinks.hh"

namespace meteor::cli {

// A sink (io/sinks.hh): ticks at each segment, clears its line with the
// corpus.
class Progress : public Sink {
 public:
  Progress(std::size_t total, bool enabled) : total_(total), enabled_(enabled && ::isatty(2) != 0) {}
  ~Progress() override { clear(); }

  void segment(std::size_t index, const SegmentResult&) override { tick(index + 1); }
  void corpus(const Stats&) override { clear(); }

  // Call after each item; redraws at most a few times a second.
  void tick(std::size_t done) {
    if (!enabled_) return;
    auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::milliseconds(200) && done != total_) return;
    last_ = now;
    double secs = std::chrono::duration<double>(now - start_).count();
    double rate = secs > 0 ? static_cast<double>(done) / secs : 0;
    std::fprintf(stderr, "\r%zu/%zu segments (%3.0f%%), %.0f/s ", done, total_,
                 total_ > 0 ? 100.0 * static_cast<double>(done) / static_cast<double>(total_) : 100.0, rate);
    std::fflush(stderr);
    drawn_ = true;
  }
  void clear() {
    if (drawn_) std::fputs("\r\033[K", stderr);  // clear the line
    drawn_ = false;
  }

 private:
  std::size_t total_;
  bool enabled_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), last_{};
};

}  // namespace meteor::cli
