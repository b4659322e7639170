// SPDX-License-Identifier: LGPL-2.1-or-later
#include "resources/function_words.hh"

#include "util/line_reader.hh"

namespace meteor {

FunctionWords FunctionWords::load(const std::string& path) {
  FunctionWords fw;
  LineReader reader(path);
  std::string line;
  while (reader.next(line)) fw.add(line);
  return fw;
}

}  // namespace meteor
