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

#include "util/output_file.hh"

namespace meteor {

// `data` compressed as one gzip member at `level` (1 fastest .. 9): by
// ISA-L at levels 1-3 where it is installed (util/isal.hh), by zlib otherwise.
std::string gzip_member(std::string_view data, int level);

class GzipWriter {
 public:
  // Writes path whole or not at all (util/output_file.hh: the file appears
  // at close(); without it, or on a failure, path is left as it was);
  // throws meteor::Error naming it on failure.
  explicit GzipWriter(const std::string& path, int level = 6);
  ~GzipWriter();
  GzipWriter(const GzipWriter&) = delete;
  GzipWriter& operator=(const GzipWriter&) = delete;

  // Buffered text, compressed in members of about 1 MiB.
  void write(std::string_view text);
  // A member made by gzip_member (buffered text is flushed first).
  void write_member(std::string_view member);
  // Flushes, closes and puts the file in place; throws on a failed write.
  // The destructor drops an unclosed file without throwing.
  void close();
  const std::string& path() const { return out_.path(); }

 private:
  void flush_text();
  void put(std::string_view bytes);

  OutputFile out_;
  int level_;
  bool closed_ = false, empty_ = true;
  std::string text_;
};

}  // namespace meteor
