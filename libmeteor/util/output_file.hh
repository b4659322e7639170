// Writing an output file so that no data is lost: the bytes go to a
// temporary file in the target's folder, every write, the flush, fsync and
// the close are checked, then the temporary file is renamed over the
// target. On any failure (or an OutputFile never committed) the temporary
// file is removed and the target is left as it was; the error names the
// target and the system's reason. An output that is one of the inputs is
// refused before anything is written (same device and inode: hard links
// and symbolic links too). A device or pipe (/dev/stdout, /dev/full, a FIFO)
// is written in place, each write checked.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdio>
#include <string>
#include <string_view>
#include <vector>

namespace meteor {

class OutputFile {
 public:
  // Creates the temporary file beside path; throws the Error naming path
  // where it cannot.
  explicit OutputFile(std::string path);
  ~OutputFile();  // not committed: the temporary file removed
  OutputFile(const OutputFile&) = delete;
  OutputFile& operator=(const OutputFile&) = delete;

  void write(std::string_view bytes);
  // The stream itself (for writers that take a FILE*); commit() checks it.
  std::FILE* file() { return file_; }
  // Flushes, fsyncs and closes the temporary file, then renames it over the
  // target (the target's permissions: 0666 less the umask for a new file).
  void commit();
  const std::string& path() const { return path_; }

 private:
  [[noreturn]] void fail(const char* what, int err);
  std::string path_, tmp_, target_;  // tmp_ empty: written in place (a device or pipe)
  std::FILE* file_ = nullptr;
};

// Throws InvalidArgument "OUTPUT: is also the input INPUT" when output
// names an existing file that is one of the inputs (an input that does
// not exist is not compared).
void refuse_output_as_input(const std::string& output, const std::vector<std::string>& inputs);

}  // namespace meteor
