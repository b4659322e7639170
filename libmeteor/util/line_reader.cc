// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/line_reader.hh"

#include <fcntl.h>
#include <unistd.h>
#include <zlib.h>

#include <cerrno>
#include <cstring>

#include "util/error.hh"
#include "util/isal.hh"
#include "util/utf8.hh"

namespace meteor {
namespace {
constexpr std::size_t kBufSize = 1 << 16;
}

LineReader::LineReader(const std::string& path, bool allow_gzip) : path_(path), buf_(kBufSize) {
  if (path == "-") {
    fd_ = 0;
    path_ = "<stdin>";
  } else {
    fd_ = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd_ < 0) throw_open_error(path, errno);
    own_fd_ = true;
  }
  if (allow_gzip) {
    // Peek at the magic number.
    unsigned char magic[2] = {0, 0};
    ssize_t n = ::pread(fd_, magic, 2, 0);
    if (n == 2 && magic[0] == 0x1f && magic[1] == 0x8b && isal::available()) {
      igz_ = std::make_unique<isal::GzipReader>(fd_);
    } else if (n == 2 && magic[0] == 0x1f && magic[1] == 0x8b) {
      int dupfd = ::dup(fd_);
      gz_ = gzdopen(dupfd, "rb");
      if (gz_ == nullptr) {
        ::close(dupfd);
        throw file_error(path_, "cannot open gzip stream");
      }
      gzbuffer(static_cast<gzFile>(gz_), kBufSize);
    }
  }
}

LineReader::~LineReader() {
  if (gz_ != nullptr) gzclose(static_cast<gzFile>(gz_));
  if (own_fd_ && fd_ >= 0) ::close(fd_);
}

bool LineReader::fill() {
  if (eof_) return false;
  if (pos_ > 0 && pos_ < end_) {
    std::memmove(buf_.data(), buf_.data() + pos_, end_ - pos_);
    end_ -= pos_;
    pos_ = 0;
  } else if (pos_ >= end_) {
    pos_ = end_ = 0;
  }
  if (end_ == buf_.size()) buf_.resize(buf_.size() * 2);
  std::size_t room = buf_.size() - end_;
  if (igz_ != nullptr) {
    const std::size_t n = igz_->read(buf_.data() + end_, room);
    if (n > 0) {
      end_ += n;
      return true;
    }
    switch (igz_->status()) {
      case isal::GzipReader::kOk:
        eof_ = true;
        return false;
      case isal::GzipReader::kTruncated:
        throw file_error(path_, line_no_ + 1, "truncated gzip file (the compressed data ends early)");
      case isal::GzipReader::kReadError:
        throw file_error(path_, std::string("read error: ") + igz_->message());
      case isal::GzipReader::kCorrupt:
        break;
    }
    throw FormatError(path_ + ": corrupt gzip data: " + igz_->message());
  }
  if (gz_ != nullptr) {
    gzFile g = static_cast<gzFile>(gz_);
    int n = gzread(g, buf_.data() + end_, static_cast<unsigned>(room));
    if (n < 0) {
      int err = 0;
      const char* msg = gzerror(g, &err);
      throw FormatError(path_ + ": corrupt gzip data: " + (msg != nullptr ? msg : "?"));
    }
    if (n == 0) {
      int err = 0;
      const char* msg = gzerror(g, &err);
      // gzread reports a truncated stream as Z_BUF_ERROR at EOF; the line
      // being read is the one cut off.
      if (err == Z_BUF_ERROR)
        throw file_error(path_, line_no_ + 1, "truncated gzip file (the compressed data ends early)");
      if (err != Z_OK && err != Z_STREAM_END)
        throw FormatError(path_ + ": corrupt gzip data: " + (msg != nullptr ? msg : "?"));
      eof_ = true;
      return false;
    }
    end_ += static_cast<std::size_t>(n);
    return true;
  }
  for (;;) {
    ssize_t n = ::read(fd_, buf_.data() + end_, room);
    if (n < 0) {
      if (errno == EINTR) continue;
      throw file_error(path_, std::string("read error: ") + std::strerror(errno));
    }
    if (n == 0) {
      eof_ = true;
      return false;
    }
    end_ += static_cast<std::size_t>(n);
    return true;
  }
}

bool LineReader::next_raw(std::string& line) {
  line.clear();
  bool got_any = false;
  for (;;) {
    if (pos_ >= end_ && !fill()) {
      if (got_any) {
        ++line_no_;
        return true;
      }
      return false;
    }
    if (skip_lf_) {
      skip_lf_ = false;
      if (buf_[pos_] == '\n') {
        ++pos_;
        continue;
      }
    }
    const char* start = buf_.data() + pos_;
    const char* stop = buf_.data() + end_;
    // The first '\n' or '\r' (memchr is vectorized; '\r' is rare).
    const char* p = static_cast<const char*>(std::memchr(start, '\n', static_cast<std::size_t>(stop - start)));
    if (p == nullptr) p = stop;
    if (const void* cr = std::memchr(start, '\r', static_cast<std::size_t>(p - start))) p = static_cast<const char*>(cr);
    line.append(start, static_cast<std::size_t>(p - start));
    got_any = true;
    if (p < stop) {
      if (*p == '\r') skip_lf_ = true;
      pos_ = static_cast<std::size_t>(p - buf_.data()) + 1;
      ++line_no_;
      return true;
    }
    pos_ = end_;
  }
}

bool LineReader::next_lines(std::string& out, std::size_t size) {
  const std::size_t start = out.size();
  while (out.size() - start < size) {
    if (pos_ >= end_ && !fill()) break;
    if (skip_lf_) {
      skip_lf_ = false;
      if (buf_[pos_] == '\n') {
        ++pos_;
        continue;
      }
    }
    // Up to the last terminator that ends a line for sure: a "\r" at the end
    // of the buffer may be the first half of "\r\n".
    std::size_t cut = end_;
    for (; cut > pos_; --cut) {
      const char c = buf_[cut - 1];
      if (c == '\n' || (c == '\r' && (cut < end_ || eof_))) break;
    }
    if (cut == pos_) {
      // No whole line in the buffer: read more into it (fill() keeps what is
      // there and grows the buffer when it is full).
      if (!fill()) cut = end_;  // the last line, without terminator
      else continue;
    }
    const char* b = buf_.data() + pos_;
    const std::size_t n = cut - pos_;
    out.append(b, n);
    // Lines: each "\n", each "\r" not followed by "\n", and a last line
    // without terminator.
    for (const char* q = b; (q = static_cast<const char*>(std::memchr(q, '\n', static_cast<std::size_t>(b + n - q))));
         ++q)
      ++line_no_;
    for (const char* r = b; (r = static_cast<const char*>(std::memchr(r, '\r', static_cast<std::size_t>(b + n - r))));
         ++r)
      if (r + 1 == b + n || r[1] != '\n') ++line_no_;
    if (b[n - 1] != '\n' && b[n - 1] != '\r') ++line_no_;
    pos_ = cut;
  }
  return out.size() > start;
}

bool LineReader::next(std::string& line) {
  if (!next_raw(line)) return false;
  utf8::java_decode_in_place(line);
  return true;
}

std::vector<std::string> read_lines(const std::string& path) {
  LineReader reader(path);
  std::vector<std::string> lines;
  std::string line;
  while (reader.next(line)) lines.push_back(line);
  return lines;
}

}  // namespace meteor
