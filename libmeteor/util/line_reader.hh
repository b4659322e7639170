// Line-by-line reading of plain and gzipped files with Java's
// BufferedReader.readLine() rules: a line ends at "\n", "\r" or "\r\n"; a last
// line without terminator counts; bytes are decoded as Java decodes UTF-8.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <vector>

namespace meteor {
namespace isal {
class GzipReader;
}

class LineReader {
 public:
  // Opens a file ("-" is standard input). Gzip input (by magic number) is
  // decompressed transparently when allow_gzip is set. Throws meteor::Error
  // naming the file when it cannot be opened.
  explicit LineReader(const std::string& path, bool allow_gzip = false);
  ~LineReader();
  LineReader(const LineReader&) = delete;
  LineReader& operator=(const LineReader&) = delete;

  // Reads the next line (decoded to valid UTF-8, terminator removed). Returns
  // false at end of input. Throws meteor::Error on read errors, including a
  // truncated or corrupt gzip stream.
  bool next(std::string& line);

  // Like next(), without the UTF-8 decoding step (raw bytes).
  bool next_raw(std::string& line);

  // Appends whole lines to `out`, raw bytes with their terminators (the
  // input's last line may have none), until `size` bytes or more are
  // appended or the input ends: bulk reading for callers that split lines
  // themselves (at "\n", "\r" or "\r\n"). Counts the lines as next() would.
  // Returns false at the end of input (nothing appended).
  bool next_lines(std::string& out, std::size_t size);

  // 1-based number of the line last returned.
  std::size_t line_number() const { return line_no_; }
  const std::string& path() const { return path_; }
  bool gzipped() const { return gz_ != nullptr || igz_ != nullptr; }

 private:
  bool fill();

  std::string path_;
  int fd_ = -1;
  bool own_fd_ = false;
  void* gz_ = nullptr;  // gzFile
  std::unique_ptr<isal::GzipReader> igz_;  // instead of gz_ where ISA-L is installed (util/isal.hh)
  std::vector<char> buf_;
  std::size_t pos_ = 0, end_ = 0;
  bool eof_ = false;
  bool skip_lf_ = false;
  std::size_t line_no_ = 0;
};

// Reads every line of a file (see LineReader).
std::vector<std::string> read_lines(const std::string& path);

}  // namespace meteor
