// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/isal.hh"

#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <vector>

#include "util/error.hh"

#if __has_include(<isa-l/igzip_lib.h>)
#include <isa-l/igzip_lib.h>

#include "util/dynamic_library.hh"
#define METEOR_HAVE_ISAL 1
#endif

namespace meteor::isal {

#ifdef METEOR_HAVE_ISAL
namespace {

struct Functions {
  decltype(&isal_deflate_init) deflate_init;
  decltype(&isal_deflate) deflate;
  decltype(&isal_inflate_init) inflate_init;
  decltype(&isal_inflate_reset) inflate_reset;
  decltype(&isal_inflate) inflate;
};

// The library's functions, or nullptr.
const Functions* functions() {
  static const Functions* const f = []() -> const Functions* {
    const char* choice = std::getenv("METEOR_GZIP");
    if (choice != nullptr && std::strcmp(choice, "zlib") == 0) return nullptr;
    try {
      static const DynamicLibrary lib("libisal.so.2");
      static const Functions fs{lib.function<decltype(&isal_deflate_init)>("isal_deflate_init"),
                                lib.function<decltype(&isal_deflate)>("isal_deflate"),
                                lib.function<decltype(&isal_inflate_init)>("isal_inflate_init"),
                                lib.function<decltype(&isal_inflate_reset)>("isal_inflate_reset"),
                                lib.function<decltype(&isal_inflate)>("isal_inflate")};
      return &fs;
    } catch (const Error&) {
      return nullptr;
    }
  }();
  return f;
}

std::size_t level_buffer_size(int level) {
  switch (level) {
    case 1: return ISAL_DEF_LVL1_DEFAULT;
    case 2: return ISAL_DEF_LVL2_DEFAULT;
    default: return ISAL_DEF_LVL3_DEFAULT;
  }
}

const char* inflate_error(int rc) {
  switch (rc) {
    case ISAL_INVALID_BLOCK: return "invalid block";
    case ISAL_INVALID_SYMBOL: return "invalid code";
    case ISAL_INVALID_LOOKBACK: return "invalid distance too far back";
    case ISAL_INVALID_WRAPPER: return "incorrect header check";
    case ISAL_UNSUPPORTED_METHOD: return "unknown compression method";
    case ISAL_INCORRECT_CHECKSUM: return "incorrect data check";
    default: return "invalid data";
  }
}

}  // namespace

bool available() { return functions() != nullptr; }

std::string gzip_member(std::string_view data, int level) {
  const Functions& f = *functions();
  level = level < 1 ? 1 : (level > 3 ? 3 : level);
  auto z = std::make_unique<isal_zstream>();
  std::vector<std::uint8_t> level_buf(level_buffer_size(level));
  f.deflate_init(z.get());
  z->gzip_flag = IGZIP_GZIP;
  z->level = static_cast<std::uint32_t>(level);
  z->level_buf = level_buf.data();
  z->level_buf_size = static_cast<std::uint32_t>(level_buf.size());
  z->end_of_stream = 1;
  z->flush = NO_FLUSH;
  z->next_in = reinterpret_cast<std::uint8_t*>(const_cast<char*>(data.data()));
  z->avail_in = static_cast<std::uint32_t>(data.size());
  // Stored blocks at worst: 5 bytes per 64 KiB, the header and trailer.
  // Compressed into a buffer of the thread's, kept from call to call (not
  // zeroed, its pages touched once), then copied out.
  thread_local std::vector<std::uint8_t> buf;
  std::size_t room = data.size() + data.size() / 8192 + 1024;
  for (;;) {
    if (buf.size() < room) {
      buf.clear();
      buf.shrink_to_fit();
      buf.resize(room);
    }
    z->next_out = buf.data() + z->total_out;
    z->avail_out = static_cast<std::uint32_t>(room - z->total_out);
    if (f.deflate(z.get()) != COMP_OK) throw Error("gzip: compression failed");
    if (z->internal_state.state == ZSTATE_END) break;
    room *= 2;
    std::vector<std::uint8_t> grown(room);
    std::memcpy(grown.data(), buf.data(), z->total_out);
    buf.swap(grown);
  }
  return std::string(reinterpret_cast<const char*>(buf.data()), z->total_out);
}

struct GzipReader::State {
  inflate_state st;
  std::vector<std::uint8_t> in = std::vector<std::uint8_t>(1u << 18);
};

GzipReader::GzipReader(int fd) : s_(std::make_unique<State>()), fd_(fd) {
  functions()->inflate_init(&s_->st);
  s_->st.crc_flag = ISAL_GZIP;
  s_->st.next_in = s_->in.data();
  s_->st.avail_in = 0;
}

GzipReader::~GzipReader() = default;

bool GzipReader::refill() {
  inflate_state& st = s_->st;
  std::vector<std::uint8_t>& in = s_->in;
  if (in_eof_) return false;
  // Unread input to the front, then read after it.
  if (st.avail_in > 0 && st.next_in != in.data()) std::memmove(in.data(), st.next_in, st.avail_in);
  if (st.avail_in == in.size()) in.resize(in.size() * 2);
  st.next_in = in.data();
  for (;;) {
    const ssize_t n = ::read(fd_, in.data() + st.avail_in, in.size() - st.avail_in);
    if (n < 0) {
      if (errno == EINTR) continue;
      status_ = kReadError;
      message_ = std::strerror(errno);
      return false;
    }
    if (n == 0) {
      in_eof_ = true;
      return false;
    }
    st.avail_in += static_cast<std::uint32_t>(n);
    return true;
  }
}

std::size_t GzipReader::read(char* out, std::size_t n) {
  // After an error: 0 (what came before it was returned by the call that met it).
  if (status_ != kOk) return 0;
  const Functions& f = *functions();
  inflate_state& st = s_->st;
  std::size_t produced = 0;
  while (!done_ && produced < n) {
    if (member_done_) {
      // Another member when a gzip header follows; the end otherwise.
      while (st.avail_in < 2 && refill()) {
      }
      if (status_ != kOk) break;
      if (st.avail_in < 2 || st.next_in[0] != 0x1f || st.next_in[1] != 0x8b) {
        done_ = true;
        break;
      }
      std::uint8_t* next = st.next_in;
      const std::uint32_t avail = st.avail_in;
      f.inflate_reset(&st);
      st.crc_flag = ISAL_GZIP;
      st.next_in = next;
      st.avail_in = avail;
      member_done_ = false;
    }
    if (st.avail_in == 0) {
      refill();
      if (status_ != kOk) break;
    }
    const std::uint32_t avail_before = st.avail_in;
    st.next_out = reinterpret_cast<std::uint8_t*>(out) + produced;
    st.avail_out = static_cast<std::uint32_t>(n - produced);
    const int rc = f.inflate(&st);
    if (rc < 0) {
      status_ = kCorrupt;
      message_ = inflate_error(rc);
      break;
    }
    const std::size_t now = n - st.avail_out;
    const bool progress = now != produced || st.avail_in != avail_before;
    produced = now;
    if (st.block_state == ISAL_BLOCK_FINISH) {
      member_done_ = true;
      continue;
    }
    if (produced == n) break;
    if (!progress || st.avail_in == 0) {
      // Output room left and the input used up: at the end of the file the
      // member is cut short.
      if (!refill()) {
        if (status_ == kOk) {
          status_ = kTruncated;
          message_ = "the compressed data ends early";
        }
        break;
      }
    }
  }
  return produced;
}

#else  // no ISA-L header at build time: zlib alone

bool available() { return false; }
std::string gzip_member(std::string_view, int) { throw Error("gzip: built without ISA-L"); }
struct GzipReader::State {};
GzipReader::GzipReader(int fd) : fd_(fd) { throw Error("gzip: built without ISA-L"); }
GzipReader::~GzipReader() = default;
bool GzipReader::refill() { return false; }
std::size_t GzipReader::read(char*, std::size_t) { return 0; }

#endif

}  // namespace meteor::isal
