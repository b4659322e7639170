// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/warn.hh"

#include <pthread.h>

#include <cstdio>
#include <mutex>
#include <new>

namespace meteor {
namespace {
std::mutex g_mutex;
std::function<void(const std::string&)> g_sink;

// A child forked while another thread was warning must not inherit the lock
// held: the child starts with a fresh one (only the forking thread runs there).
const int g_fork_handler = pthread_atfork(nullptr, nullptr, [] { new (&g_mutex) std::mutex(); });
}  // namespace

void warn(const std::string& message) {
  std::lock_guard<std::mutex> lock(g_mutex);
  if (g_sink) {
    g_sink(message);
  } else {
    std::fprintf(stderr, "Warning: %s\n", message.c_str());
    std::fflush(stderr);
  }
}

std::function<void(const std::string&)> set_warning_sink(std::function<void(const std::string&)> sink) {
  std::lock_guard<std::mutex> lock(g_mutex);
  auto old = std::move(g_sink);
  g_sink = std::move(sink);
  return old;
}

}  // namespace meteor
