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
  // `unit` names what is counted ("segments", "grid points", "inputs"); a
  // total of 0 is unknown (a stream): done and rate alone.
  Progress(std::size_t total, bool enabled, const char* unit = "segments")
      : total_(total), enabled_(enabled && ::isatty(2) != 0), unit_(unit) {}
  ~Progress() override { clear(); }

  void segment(std::size_t index, const SegmentResult&) override { tick(index + 1); }
  // The total once it is known (0: unknown).
  void set_total(std::size_t total) { total_ = total; }
  void corpus(const Stats&) override { clear(); }

  // Call after each item (from one thread); redraws at most five times a
  // second: done/total, percent, rate and time left.
  void tick(std::size_t done) {
    if (!enabled_) return;
    auto now = std::chrono::steady_clock::now();
    if (now - last_ < std::chrono::milliseconds(200) && (total_ == 0 || done != total_)) return;
    last_ = now;
    double secs = std::chrono::duration<double>(now - start_).count();
    double rate = secs > 0 ? static_cast<double>(done) / secs : 0;
    char left[32] = "";
    if (rate > 0 && done < total_) {
      const auto s = static_cast<long long>(static_cast<double>(total_ - done) / rate);
      std::snprintf(left, sizeof left, ", %lld:%02lld left", s / 60, s % 60);
    }
    if (total_ == 0)
      std::fprintf(stderr, "\r%zu %s, %.0f/s \033[K", done, unit_, rate);
    else
      std::fprintf(stderr, "\r%zu/%zu %s (%3.0f%%), %.0f/s%s \033[K", done, total_, unit_,
                   100.0 * static_cast<double>(done) / static_cast<double>(total_), rate, left);
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
  const char* unit_;
  bool drawn_ = false;
  std::chrono::steady_clock::time_point start_ = std::chrono::steady_clock::now(), last_{};
};

}  // namespace meteor::cli
