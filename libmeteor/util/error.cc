// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/error.hh"

#include <cerrno>
#include <cstring>

namespace meteor {

void throw_open_error(const std::string& path, int err) {
  std::string message = path + ": cannot open: " + std::strerror(err);
  if (err == ENOENT || err == ENOTDIR) throw FileNotFound(message);
  throw Error(message);
}

}  // namespace meteor
