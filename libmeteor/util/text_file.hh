// Writing a whole text file, with the file named in the error.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <fstream>
#include <string>

#include "util/error.hh"

namespace meteor {

// Writes text to path (replacing it); throws the file's Error when it cannot
// be opened or written.
inline void write_text_file(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  if (!out) throw file_error(path, "cannot write");
  out << text;
  out.close();
  if (!out) throw file_error(path, "write failed");
}

}  // namespace meteor
