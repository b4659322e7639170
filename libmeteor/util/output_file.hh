// Writing an output file so that no data is lost: the bytes go to a
// temporary file in the target's folder, every write, the flush, fsync and
// the close are checked, then the temporary file is renamed over the
// target. On any failure (or an OutputFile never committed) the temporary
// file is removed and the target is left as it was; the error names the
// target and the system's reason. An output that is one of the inputs is
// refused before anything is written (same device and inode: hard links
// and symbolic links too), and so is an existing file the user may not
// write ("PATH: Permission denied", as the shell's `>` says; the rename
// would replace it all the same). A device or pipe (/dev/stdout, /dev/full, a FIFO)
// is written in place, each write checked.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdio>
#include <memory>
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
  // commit() in its two steps (for OutputSet): every check, then the rename.
  void finish();
  void publish();
  const std::string& path() const { return path_; }

 private:
  [[noreturn]] void fail(const char* what, int err);
  std::string path_, tmp_, target_;  // tmp_ empty: written in place (a device or pipe)
  std::FILE* file_ = nullptr;
};

// Outputs that belong together (-mtme's score files, -sgml's seg, doc and
// sys files): each is written to its temporary file; commit() finishes all
// of them (every write, flush, fsync and close checked) before it renames
// any, so a failure leaves every target as it was. Only the renames
// themselves, in one folder, come after the last check.
class OutputSet {
 public:
  OutputFile& add(std::string path);  // valid until commit()
  void commit();

 private:
  std::vector<std::unique_ptr<OutputFile>> files_;
};

// An output folder that appears whole or not at all (Parex's, the new
// language's): nothing may be at its path (a folder there, a file, or one of
// the inputs, is refused, naming it and `maker`, who makes the folder). Its
// files are written into a staging folder beside it (NAME.tmp.XXXXXX,
// staging()); commit() renames that to NAME. Without a commit the staging
// folder is removed with all it holds.
class OutputFolder {
 public:
  OutputFolder(std::string path, const std::vector<std::string>& inputs, const std::string& maker);
  ~OutputFolder();
  OutputFolder(const OutputFolder&) = delete;
  OutputFolder& operator=(const OutputFolder&) = delete;

  const std::string& staging() const { return staging_; }
  void commit();

 private:
  std::string path_, staging_;
};

// Throws InvalidArgument "OUTPUT: is also the input INPUT" when output
// names an existing file that is one of the inputs (an input that does
// not exist is not compared).
void refuse_output_as_input(const std::string& output, const std::vector<std::string>& inputs);

}  // namespace meteor
