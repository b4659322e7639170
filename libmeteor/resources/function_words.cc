// SPDX-License-Identifier: LGPL-2.1-or-later
#include "resources/function_words.hh"

#include "util/error.hh"
#include "util/line_reader.hh"

namespace meteor {

FunctionWords FunctionWords::load(const std::string& path) {
  FunctionWords fw;
  LineReader reader(path);
  std::string line;
  while (reader.next(line)) {
    // Any text is a list (Meteor takes each line as a word); a NUL byte means
    // a binary file, e.g. a gzipped list or the wrong file given to -s.
    if (line.find('\0') != std::string::npos)
      throw file_error(path, reader.line_number(), "binary data (NUL byte): a function-word list is one word per line");
    fw.add(line);
  }
  return fw;
}

}  // namespace meteor
