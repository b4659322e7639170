// ISA-L's igzip (Intel's Intelligent Storage Acceleration Library; Debian:
// libisal2, header libisal-dev): gzip compression at its levels 1-3 and
// decompression, each about three times as fast as zlib's on text. It is
// opened at run time (util/dynamic_library.hh) when installed, as libcurl
// is: never linked, so the wheels' binaries still need glibc alone. Where it
// is missing (or the build had no header, or METEOR_GZIP=zlib is set),
// available() is false and callers use zlib: the compressed bytes differ,
// what they decompress to does not.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <memory>
#include <string>
#include <string_view>

namespace meteor::isal {

// Whether ISA-L is loaded (once, on the first call; thread-safe).
bool available();

// `data` as one gzip member compressed at ISA-L's `level` (1-3: about the
// ratio of zlib's levels 1-4). Only when available().
std::string gzip_member(std::string_view data, int level);

// Decompression of the gzip stream read from a file descriptor: its
// members one after another; anything after a member that is not a gzip
// header is ignored (zlib's gzread does the same). Only when available().
class GzipReader {
 public:
  explicit GzipReader(int fd);
  ~GzipReader();
  GzipReader(const GzipReader&) = delete;
  GzipReader& operator=(const GzipReader&) = delete;

  enum Status { kOk, kTruncated, kCorrupt, kReadError };
  // Up to n bytes into out: how many (0 at the end of the stream or on an
  // error; status() tells which, message() what was wrong: the data's
  // fault, or strerror of a failed read).
  std::size_t read(char* out, std::size_t n);
  Status status() const { return status_; }
  const char* message() const { return message_; }

 private:
  bool refill();  // more input; false at the end of the file

  struct State;
  std::unique_ptr<State> s_;
  int fd_;
  bool in_eof_ = false, member_done_ = false, done_ = false;
  Status status_ = kOk;
  const char* message_ = "";
};

}  // namespace meteor::isal
