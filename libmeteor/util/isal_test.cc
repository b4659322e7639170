// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/isal.hh"

#include <doctest/doctest.h>
#include <fcntl.h>
#include <unistd.h>
#include <zlib.h>

#include <fstream>

#include "test_util.hh"
#include "util/error.hh"
#include "util/gzip_writer.hh"
#include "util/line_reader.hh"

using namespace meteor;

namespace {

std::string text_of(std::size_t lines) {
  std::string s;
  for (std::size_t i = 0; i < lines; ++i)
    s += "line " + std::to_string(i * 7919 % 100003) + " ||| phrase \xc3\xa9t\xc3\xa9 ||| 0.5\n";
  return s;
}

// zlib's view of a gzip stream (all members).
std::string zlib_inflate(const std::string& gz) {
  z_stream z{};
  REQUIRE(inflateInit2(&z, 15 + 32) == Z_OK);
  std::string out;
  z.next_in = reinterpret_cast<Bytef*>(const_cast<char*>(gz.data()));
  z.avail_in = static_cast<uInt>(gz.size());
  char buf[1 << 14];
  for (;;) {
    z.next_out = reinterpret_cast<Bytef*>(buf);
    z.avail_out = sizeof buf;
    const int rc = inflate(&z, Z_NO_FLUSH);
    out.append(buf, sizeof buf - z.avail_out);
    if (rc == Z_STREAM_END && z.avail_in > 0) {
      inflateReset(&z);
      continue;
    }
    if (rc != Z_OK) break;
  }
  inflateEnd(&z);
  return out;
}

// Everything GzipReader gives for `bytes` and its final status.
std::pair<std::string, isal::GzipReader::Status> isal_read(const std::string& bytes) {
  testing::TempFile f(bytes);
  const int fd = ::open(f.path().c_str(), O_RDONLY);
  REQUIRE(fd >= 0);
  std::string out;
  isal::GzipReader r(fd);
  char buf[5000];  // small: many calls, members ending mid-call
  while (const std::size_t n = r.read(buf, sizeof buf)) out.append(buf, n);
  const auto status = r.status();
  ::close(fd);
  return {out, status};
}

}  // namespace

TEST_CASE("ISA-L gzip: members that zlib reads, several in a stream, garbage after the last ignored") {
  if (!isal::available()) {
    MESSAGE("ISA-L (libisal.so.2) not loaded: the zlib paths are the ones in use");
    return;
  }
  const std::string a = text_of(30000), b = text_of(7), empty;
  for (int level : {1, 2, 3}) {
    const std::string ma = isal::gzip_member(a, level);
    CHECK(ma.size() < a.size() / 3);
    CHECK(zlib_inflate(ma) == a);
    const std::string stream = ma + isal::gzip_member(empty, level) + gzip_member(b, 6) + isal::gzip_member(b, level);
    CHECK(zlib_inflate(stream) == a + b + b);
    auto [out, status] = isal_read(stream);
    CHECK(status == isal::GzipReader::kOk);
    CHECK(out == a + b + b);
    auto [out2, status2] = isal_read(stream + "not gzip");
    CHECK(status2 == isal::GzipReader::kOk);
    CHECK(out2 == a + b + b);
  }
  // Incompressible data still fits (stored blocks).
  std::string noise;
  std::uint32_t x = 12345;
  for (int i = 0; i < 300000; ++i) noise += static_cast<char>((x = x * 1103515245u + 12345u) >> 24);
  CHECK(zlib_inflate(isal::gzip_member(noise, 1)) == noise);
}

TEST_CASE("ISA-L gzip: a cut stream is truncated, damaged data corrupt; what came before is read") {
  if (!isal::available()) return;
  const std::string a = text_of(20000);
  const std::string gz = isal::gzip_member(a, 1);
  auto [cut, status] = isal_read(gz.substr(0, gz.size() / 2));
  CHECK(status == isal::GzipReader::kTruncated);
  CHECK(!cut.empty());
  CHECK(a.compare(0, cut.size(), cut) == 0);
  CHECK(isal_read(gz.substr(0, gz.size() - 3)).second == isal::GzipReader::kTruncated);  // trailer cut
  CHECK(isal_read(gz.substr(0, 5)).second == isal::GzipReader::kTruncated);              // header cut
  std::string bad_crc = gz;
  bad_crc[bad_crc.size() - 6] ^= 0x55;
  CHECK(isal_read(bad_crc).second == isal::GzipReader::kCorrupt);
  CHECK(isal_read(std::string("\x1f\x8b\x08\x00\x00\x00\x00\x00\x00\x03garbage", 17)).second ==
        isal::GzipReader::kCorrupt);
}

TEST_CASE("LineReader and GzipWriter: gzip files written and read back, line numbers, truncation") {
  testing::TempDir d;
  const std::string path = d.path() + "/t.gz";
  std::string text;
  {
    GzipWriter w(path, 1);  // ISA-L's level 1 where installed
    for (int i = 0; i < 100000; ++i) {
      const std::string line = "entry " + std::to_string(i) + (i % 3 == 0 ? "\r\n" : "\n");
      w.write(line);
      text += line;
    }
    w.close();
  }
  LineReader r(path, true);
  CHECK(r.gzipped());
  std::string line;
  int n = 0;
  while (r.next(line)) {
    REQUIRE(line == "entry " + std::to_string(n));
    ++n;
  }
  CHECK(n == 100000);
  CHECK(r.line_number() == 100000);
}
