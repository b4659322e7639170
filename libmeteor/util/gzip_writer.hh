// Writing gzip files: a stream compressed on the calling thread, or blocks
// compressed elsewhere (each a complete gzip member, see gzip_member) and
// appended in order; a file of several members is one gzip stream to every
// reader (zlib, Java's GZIPInputStream, Python's gzip).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstdio>
#include <string>
#include <string_view>

namespace meteor {

// `data` compressed as one gzip member at `level` (1 fastest .. 9): by
// ISA-L at levels 1-3 where it is installed (util/isal.hh), by zlib otherwise.
std::string gzip_member(std::string_view data, int level);

class GzipWriter {
 public:
  // Creates (truncates) path; throws meteor::Error naming it on failure.
  explicit GzipWriter(const std::string& path, int level = 6);
  ~GzipWriter();
  GzipWriter(const GzipWriter&) = delete;
  GzipWriter& operator=(const GzipWriter&) = delete;

  // Buffered text, compressed in members of about 1 MiB.
  void write(std::string_view text);
  // A member made by gzip_member (buffered text is flushed first).
  void write_member(std::string_view member);
  // Flushes and closes; throws on a failed write. The destructor closes
  // without throwing.
  void close();
  const std::string& path() const { return path_; }

 private:
  void flush_text();
  void put(std::string_view bytes);

  std::string path_;
  int level_;
  std::FILE* file_ = nullptr;
  std::string text_;
};

}  // namespace meteor
