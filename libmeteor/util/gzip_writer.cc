// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/gzip_writer.hh"

#include <zlib.h>

#include <cerrno>
#include <cstring>

#include "util/error.hh"
#include "util/isal.hh"

namespace meteor {

std::string gzip_member(std::string_view data, int level) {
  // ISA-L's levels 1-3 compress about as well as zlib's 1-4, three times as fast.
  if (level >= 1 && level <= 3 && isal::available()) return isal::gzip_member(data, level);
  z_stream z{};
  if (deflateInit2(&z, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY) != Z_OK)
    throw Error("gzip: cannot start the compressor");
  std::string out(deflateBound(&z, static_cast<uLong>(data.size())), '\0');
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(data.data()));
  z.avail_in = static_cast<uInt>(data.size());
  z.next_out = reinterpret_cast<Bytef*>(out.data());
  z.avail_out = static_cast<uInt>(out.size());
  const int rc = deflate(&z, Z_FINISH);
  out.resize(z.total_out);
  deflateEnd(&z);
  if (rc != Z_STREAM_END) throw Error("gzip: compression failed");
  return out;
}

GzipWriter::GzipWriter(const std::string& path, int level) : out_(path), level_(level) {}

GzipWriter::~GzipWriter() = default;

void GzipWriter::put(std::string_view bytes) {
  out_.write(bytes);
  empty_ = empty_ && bytes.empty();
}

void GzipWriter::flush_text() {
  if (text_.empty()) return;
  put(gzip_member(text_, level_));
  text_.clear();
}

void GzipWriter::write(std::string_view text) {
  text_ += text;
  if (text_.size() >= (1u << 20)) flush_text();
}

void GzipWriter::write_member(std::string_view member) {
  flush_text();
  put(member);
}

void GzipWriter::close() {
  if (closed_) return;
  closed_ = true;
  // An empty file is still a gzip file (one empty member), as Java writes it.
  if (text_.empty() && empty_) put(gzip_member("", level_));
  flush_text();
  out_.commit();
}

}  // namespace meteor
