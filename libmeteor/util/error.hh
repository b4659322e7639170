// The one error type of libmeteor: a message meant for the user, already
// naming the file (and line) it is about.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <stdexcept>
#include <string>

namespace meteor {

class Error : public std::runtime_error {
 public:
  explicit Error(const std::string& message) : std::runtime_error(message) {}
};

// "path: message" / "path:line: message", the form compilers use.
inline Error file_error(const std::string& path, const std::string& message) {
  return Error(path + ": " + message);
}
inline Error file_error(const std::string& path, std::size_t line, const std::string& message) {
  return Error(path + ":" + std::to_string(line) + ": " + message);
}

}  // namespace meteor
