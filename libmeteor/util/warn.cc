// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/warn.hh"

#include <cstdio>
#include <mutex>

namespace meteor {
namespace {
std::mutex g_mutex;
std::function<void(const std::string&)> g_sink;
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
