// SPDX-License-Identifier: LGPL-2.1-or-later
#define CURL_DISABLE_DEPRECATION  // CURLOPT_PROTOCOLS: the option every libcurl since 7.19 knows
#include "util/download.hh"

#include <archive.h>
#include <archive_entry.h>
#include <curl/curl.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <strings.h>
#include <vector>

#include "util/dynamic_library.hh"
#include "util/error.hh"

namespace meteor {
namespace {

// A member `name` holding `lib`'s function `fn`, typed as its header declares
// it (variadic ones, curl_easy_setopt and curl_easy_getinfo, included).
#define METEOR_LIBRARY_FUNCTION(name, fn) const decltype(&fn) name = lib.function<decltype(&fn)>(#fn)

// Each library is opened once per process (a function-local static:
// thread-safe, tried again after a failure) and never closed: libcurl and
// the TLS library it loads keep state for exit handlers.
struct Curl {
  DynamicLibrary lib{"libcurl.so.4", "libcurl (Debian: libcurl4) to download"};
  METEOR_LIBRARY_FUNCTION(global_init, curl_global_init);
  METEOR_LIBRARY_FUNCTION(easy_init, curl_easy_init);
  METEOR_LIBRARY_FUNCTION(easy_setopt, curl_easy_setopt);
  METEOR_LIBRARY_FUNCTION(easy_perform, curl_easy_perform);
  METEOR_LIBRARY_FUNCTION(easy_getinfo, curl_easy_getinfo);
  METEOR_LIBRARY_FUNCTION(easy_cleanup, curl_easy_cleanup);
  METEOR_LIBRARY_FUNCTION(easy_strerror, curl_easy_strerror);
};

const Curl& curl(const std::string& url) {
  static const Curl& api = [&]() -> const Curl& {
    auto* c = new Curl();  // kept until the process ends (see above)
    if (c->global_init(CURL_GLOBAL_DEFAULT) != CURLE_OK) {
      delete c;
      throw Error(url + ": cannot initialise libcurl");
    }
    return *c;
  }();
  return api;
}

struct Archive {
  DynamicLibrary lib{"libarchive.so.13", "libarchive (Debian: libarchive13) to unpack"};
  METEOR_LIBRARY_FUNCTION(read_new, archive_read_new);
  METEOR_LIBRARY_FUNCTION(read_free, archive_read_free);
  METEOR_LIBRARY_FUNCTION(read_support_filter_all, archive_read_support_filter_all);
  METEOR_LIBRARY_FUNCTION(read_support_format_tar, archive_read_support_format_tar);
  METEOR_LIBRARY_FUNCTION(read_support_format_gnutar, archive_read_support_format_gnutar);
  METEOR_LIBRARY_FUNCTION(read_open_filename, archive_read_open_filename);
  METEOR_LIBRARY_FUNCTION(read_next_header, archive_read_next_header);
  METEOR_LIBRARY_FUNCTION(read_data_block, archive_read_data_block);
  METEOR_LIBRARY_FUNCTION(error_string, archive_error_string);
  METEOR_LIBRARY_FUNCTION(entry_pathname, archive_entry_pathname);
  METEOR_LIBRARY_FUNCTION(entry_filetype, archive_entry_filetype);
  METEOR_LIBRARY_FUNCTION(entry_hardlink, archive_entry_hardlink);
  METEOR_LIBRARY_FUNCTION(entry_size, archive_entry_size);
};

#undef METEOR_LIBRARY_FUNCTION

const Archive& libarchive() {
  static const Archive& api = *new Archive();  // kept until the process ends
  return api;
}

struct Transfer {
  int fd = -1;
  bool progress = false;
  std::string label;
  std::uint64_t max_bytes = 0;
  const std::atomic<bool>* cancel = nullptr;
  curl_off_t offset = 0;  // bytes already in the file when the transfer started
  curl_off_t received = 0;
  bool too_large = false;
  bool write_failed = false;
  int write_errno = 0;
  std::chrono::steady_clock::time_point start = std::chrono::steady_clock::now(), last{};
  bool drawn = false;
  std::string etag;  // of the last response (a redirect's is replaced)
};

// Keeps the ETag header (a callback of every libcurl, where curl_easy_header
// needs 7.83).
std::size_t on_header(char* data, std::size_t size, std::size_t n, void* user) {
  auto* t = static_cast<Transfer*>(user);
  const std::size_t bytes = size * n;
  std::string line(data, bytes);
  if (line.rfind("HTTP/", 0) == 0) t->etag.clear();
  if (line.size() > 5 && strncasecmp(line.c_str(), "etag:", 5) == 0) {
    std::size_t b = 5, e = line.size();
    while (b < e && (line[b] == ' ' || line[b] == '\t')) ++b;
    while (e > b && (line[e - 1] == '\r' || line[e - 1] == '\n' || line[e - 1] == ' ')) --e;
    t->etag = line.substr(b, e - b);
  }
  return bytes;
}

std::size_t write_body(char* data, std::size_t size, std::size_t n, void* user) {
  auto* t = static_cast<Transfer*>(user);
  const std::size_t bytes = size * n;
  if (t->max_bytes > 0 &&
      static_cast<std::uint64_t>(t->offset + t->received) + bytes > t->max_bytes) {
    t->too_large = true;
    return 0;  // curl then fails with CURLE_WRITE_ERROR
  }
  std::size_t done = 0;
  while (done < bytes) {
    const ssize_t w = ::write(t->fd, data + done, bytes - done);
    if (w < 0) {
      if (errno == EINTR) continue;
      t->write_failed = true;
      t->write_errno = errno;
      return 0;
    }
    done += static_cast<std::size_t>(w);
  }
  t->received += static_cast<curl_off_t>(bytes);
  return bytes;
}

std::string mib(double bytes) {
  char buf[32];
  std::snprintf(buf, sizeof buf, "%.1f", bytes / 1048576);
  return buf;
}

int on_progress(void* user, curl_off_t total, curl_off_t now, curl_off_t, curl_off_t) {
  auto* t = static_cast<Transfer*>(user);
  if (t->cancel != nullptr && t->cancel->load(std::memory_order_relaxed)) return 1;  // aborts the transfer
  if (!t->progress) return 0;
  const auto clock = std::chrono::steady_clock::now();
  if (clock - t->last < std::chrono::milliseconds(250) && !(total > 0 && now == total)) return 0;
  t->last = clock;
  const double done = static_cast<double>(t->offset + now);
  const double secs = std::chrono::duration<double>(clock - t->start).count();
  const double rate = secs > 0 ? static_cast<double>(now) / secs : 0;
  if (total > 0) {
    const double all = static_cast<double>(t->offset + total);
    const int percent = static_cast<int>(100 * done / all);
    const int width = 30, filled = percent * width / 100;
    const double left = rate > 0 ? (all - done) / rate : 0;
    std::fprintf(stderr, "\r%s [%s%s] %3d%% %s of %s MiB, %s MiB/s, %.0f s left ", t->label.c_str(),
                 std::string(filled, '#').c_str(), std::string(width - filled, '.').c_str(), percent,
                 mib(done).c_str(), mib(all).c_str(), mib(rate).c_str(), left);
  } else {
    std::fprintf(stderr, "\r%s %s MiB, %s MiB/s ", t->label.c_str(), mib(done).c_str(), mib(rate).c_str());
  }
  std::fflush(stderr);
  t->drawn = true;
  return 0;
}

struct Fd {
  int fd;
  ~Fd() {
    if (fd >= 0) ::close(fd);
  }
};

}  // namespace

bool is_url(const std::string& s) { return s.find("://") != std::string::npos; }

int open_partial_file(const std::string& path) {
  const int fd = ::open(path.c_str(), O_WRONLY | O_APPEND | O_CREAT | O_NOFOLLOW | O_CLOEXEC, 0600);
  if (fd < 0) {
    if (errno == ELOOP) throw Error(path + ": is a symbolic link (refused: remove it)");
    throw_open_error(path, errno);
  }
  struct stat st;
  if (::fstat(fd, &st) != 0 || !S_ISREG(st.st_mode)) {
    ::close(fd);
    throw Error(path + ": not a regular file (refused: remove it)");
  }
  return fd;
}

void write_record(const std::string& path, std::string_view text) {
  const std::string tmp = path + ".tmp-" + std::to_string(::getpid());
  ::unlink(tmp.c_str());
  const int fd = ::open(tmp.c_str(), O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0644);
  if (fd < 0) throw_open_error(tmp, errno);
  const bool ok = ::write(fd, text.data(), text.size()) == static_cast<ssize_t>(text.size());
  const bool closed = ::close(fd) == 0;
  if (!ok || !closed || ::rename(tmp.c_str(), path.c_str()) != 0) {
    const int err = errno;
    ::unlink(tmp.c_str());
    throw Error(path + ": cannot write: " + std::strerror(err));
  }
}

FetchResult fetch_url(const std::string& url, const std::string& part, const FetchOptions& options) {
  const Curl& api = curl(url);
  for (int attempt = 0; attempt < 2; ++attempt) {
    Fd file{open_partial_file(part)};
    struct stat st;
    if (::fstat(file.fd, &st) != 0) throw_open_error(part, errno);
    Transfer t;
    t.fd = file.fd;
    t.offset = static_cast<curl_off_t>(st.st_size);
    t.progress = options.progress;
    t.label = options.label;
    t.max_bytes = options.max_bytes;
    t.cancel = options.cancel;
    if (t.max_bytes > 0 && static_cast<std::uint64_t>(t.offset) > t.max_bytes)
      throw Error(part + ": holds more than the " + std::to_string(t.max_bytes) + " bytes expected (remove it)");
    CURL* c = api.easy_init();
    if (!c) throw Error(url + ": cannot initialise libcurl");
    char message[CURL_ERROR_SIZE] = "";
    api.easy_setopt(c, CURLOPT_URL, url.c_str());
    api.easy_setopt(c, CURLOPT_ERRORBUFFER, message);
    api.easy_setopt(c, CURLOPT_FOLLOWLOCATION, 1L);
    api.easy_setopt(c, CURLOPT_MAXREDIRS, 5L);
    api.easy_setopt(c, CURLOPT_PROTOCOLS, static_cast<long>(CURLPROTO_HTTP | CURLPROTO_HTTPS | CURLPROTO_FILE));
    api.easy_setopt(c, CURLOPT_REDIR_PROTOCOLS, static_cast<long>(CURLPROTO_HTTP | CURLPROTO_HTTPS));
    api.easy_setopt(c, CURLOPT_FAILONERROR, 1L);
    api.easy_setopt(c, CURLOPT_CONNECTTIMEOUT, 30L);
    api.easy_setopt(c, CURLOPT_LOW_SPEED_LIMIT, 1L);  // give up after a minute without data
    api.easy_setopt(c, CURLOPT_LOW_SPEED_TIME, 60L);
    api.easy_setopt(c, CURLOPT_WRITEFUNCTION, write_body);
    api.easy_setopt(c, CURLOPT_WRITEDATA, &t);
    api.easy_setopt(c, CURLOPT_HEADERFUNCTION, on_header);
    api.easy_setopt(c, CURLOPT_HEADERDATA, &t);
    if (t.max_bytes > 0)
      api.easy_setopt(c, CURLOPT_MAXFILESIZE_LARGE,
                      static_cast<curl_off_t>(t.max_bytes) - t.offset);  // an announced size past it fails at once
    if (t.offset > 0) api.easy_setopt(c, CURLOPT_RESUME_FROM_LARGE, t.offset);
    api.easy_setopt(c, CURLOPT_NOPROGRESS, 0L);  // the callback also polls the cancel flag
    api.easy_setopt(c, CURLOPT_XFERINFOFUNCTION, on_progress);
    api.easy_setopt(c, CURLOPT_XFERINFODATA, &t);
    const CURLcode rc = api.easy_perform(c);
    long status = 0;
    curl_off_t length = -1;
    api.easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    api.easy_getinfo(c, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length);
    api.easy_cleanup(c);
    if (t.drawn) std::fputs("\r\033[K", stderr);
    if (rc == CURLE_ABORTED_BY_CALLBACK && options.cancel != nullptr && options.cancel->load()) throw Cancelled();
    if (t.too_large || rc == CURLE_FILESIZE_EXCEEDED) {
      ::ftruncate(file.fd, 0);  // what it holds is refused: nothing of it is resumed
      throw Error(url + ": larger than the " + std::to_string(t.max_bytes) + " bytes expected (refused)");
    }
    if (t.write_failed) throw Error(part + ": write failed: " + std::strerror(t.write_errno));
    if (rc == CURLE_RANGE_ERROR || (rc == CURLE_HTTP_RETURNED_ERROR && status == 416)) {
      if (::ftruncate(file.fd, 0) != 0) throw Error(part + ": cannot truncate: " + std::strerror(errno));
      continue;  // the server cannot resume (or the file changed): start again
    }
    if (rc == CURLE_HTTP_RETURNED_ERROR) {
      if (t.offset == 0) ::unlink(part.c_str());
      throw Error(url + ": HTTP status " + std::to_string(status));
    }
    if (rc != CURLE_OK)
      throw Error(url + ": download failed: " + (message[0] ? std::string(message) : api.easy_strerror(rc)) +
                  (t.offset + t.received > 0 ? " (run again to resume)" : ""));
    if (length >= 0 && t.received != length)
      throw Error(url + ": received " + std::to_string(t.received) + " bytes, the server announced " +
                  std::to_string(length) + " (run again to resume)");
    if (::fsync(file.fd) != 0) throw Error(part + ": write failed: " + std::strerror(errno));
    return FetchResult{static_cast<std::uint64_t>(t.offset + t.received), t.etag};
  }
  throw Error(url + ": the server does not resume downloads and the restart failed");
}

struct ArchiveReader::Impl {
  const Archive& api = libarchive();
  archive* a = api.read_new();
  ~Impl() { api.read_free(a); }
  // libarchive's warnings (ARCHIVE_WARN: a bad checksum, a truncated
  // stream) are errors here: nothing corrupt is unpacked.
  void check(int rc, const std::string& path) const {
    if (rc != ARCHIVE_OK) {
      const char* why = api.error_string(a);
      throw Error(path + ": corrupt or truncated archive: " + (why ? why : "unknown error"));
    }
  }
};

ArchiveReader::ArchiveReader(const std::string& path) : impl_(std::make_unique<Impl>()), path_(path) {
  const Archive& api = impl_->api;
  api.read_support_filter_all(impl_->a);
  api.read_support_format_tar(impl_->a);
  api.read_support_format_gnutar(impl_->a);
  if (api.read_open_filename(impl_->a, path.c_str(), 1 << 16) != ARCHIVE_OK) {
    const char* why = api.error_string(impl_->a);
    throw Error(path + ": not a readable archive: " + (why ? why : "unknown error"));
  }
}

ArchiveReader::~ArchiveReader() = default;

bool ArchiveReader::next(Member& member) {
  const Archive& api = impl_->api;
  archive_entry* entry = nullptr;
  const int rc = api.read_next_header(impl_->a, &entry);
  if (rc == ARCHIVE_EOF) return false;
  impl_->check(rc, path_);
  const char* raw = api.entry_pathname(entry);
  member.name = raw ? raw : "";
  const auto type = api.entry_filetype(entry);
  member.hardlink = api.entry_hardlink(entry) != nullptr;
  member.type = type == AE_IFDIR   ? Member::Type::kDirectory
                : type == AE_IFREG ? Member::Type::kFile
                                   : Member::Type::kOther;
  member.size = api.entry_size(entry);
  return true;
}

void ArchiveReader::read(const std::function<void(const void*, std::size_t, std::int64_t)>& sink) {
  const Archive& api = impl_->api;
  for (;;) {
    const void* buf = nullptr;
    std::size_t size = 0;
    la_int64_t offset = 0;
    const int rc = api.read_data_block(impl_->a, &buf, &size, &offset);
    if (rc == ARCHIVE_EOF) return;
    impl_->check(rc, path_);
    sink(buf, size, offset);
  }
}

void check_gzip(const std::string& path, const std::atomic<bool>* cancel) {
  gzFile f = ::gzopen(path.c_str(), "rb");
  if (f == nullptr) throw_open_error(path, errno ? errno : ENOMEM);
  ::gzbuffer(f, 1 << 17);
  std::vector<char> buf(1 << 20);
  std::string error;
  for (std::size_t n = 0;; ++n) {
    if (cancel != nullptr && (n & 15) == 0 && cancel->load(std::memory_order_relaxed)) {
      ::gzclose(f);
      throw Cancelled();
    }
    const int got = ::gzread(f, buf.data(), static_cast<unsigned>(buf.size()));
    if (got > 0) continue;
    if (got < 0) {
      int code = 0;
      const char* why = ::gzerror(f, &code);
      error = why ? why : "read error";
    }
    break;
  }
  // gzread reports a stream cut short (no trailer) only through gzerror.
  if (error.empty()) {
    int code = 0;
    const char* why = ::gzerror(f, &code);
    if (code != Z_OK && code != Z_STREAM_END) error = why ? why : "read error";
  }
  if (::gzdirect(f) && error.empty()) error = "not in gzip format";
  ::gzclose(f);
  if (!error.empty()) throw Error(path + ": corrupt or truncated gzip file: " + error);
}

}  // namespace meteor
