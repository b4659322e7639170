// Writing a whole text file, with the file named in the error.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>

#include "util/output_file.hh"

namespace meteor {

// Writes text to path (replacing it whole, or not at all: util/output_file.hh);
// throws the file's Error when it cannot be written.
inline void write_text_file(const std::string& path, const std::string& text) {
  OutputFile out(path);
  out.write(text);
  out.commit();
}

}  // namespace meteor
