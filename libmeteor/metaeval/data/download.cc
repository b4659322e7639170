// The MTME download: libcurl and libarchive opened on first use, the archive
// fetched into ROOT.download.part (resumed, restarted where the server cannot
// resume, its size checked), unpacked into a temporary folder with unsafe
// members refused, then renamed into place as the root.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/data/download.hh"

#include <archive.h>
#include <archive_entry.h>
#include <curl/curl.h>
#include <unistd.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <string>

#include "util/dynamic_library.hh"
#include "util/error.hh"

namespace meteor::metaeval {
namespace {

namespace fs = std::filesystem;

// A member `name` holding `lib`'s function `fn`, typed as its header declares
// it (variadic ones, curl_easy_setopt and curl_easy_getinfo, included).
#define METEOR_LIBRARY_FUNCTION(name, fn) const decltype(&fn) name = lib.function<decltype(&fn)>(#fn)

// libcurl and libarchive are not linked: they (and the ~35 libraries they
// need) are opened on the first download, so that start-up does not pay for
// them. Each is opened once per process (a function-local static: thread-safe,
// tried again after a failure) and never closed, as libcurl and the TLS
// library it loads keep state for exit handlers.
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
};

#undef METEOR_LIBRARY_FUNCTION

const Archive& libarchive() {
  static const Archive& api = *new Archive();  // kept until the process ends
  return api;
}

struct Transfer {
  std::FILE* file = nullptr;
  bool progress = false;
  curl_off_t offset = 0;  // bytes already in the file when the transfer started
  curl_off_t received = 0;
  int last_percent = -1;
};

std::size_t write_body(char* data, std::size_t size, std::size_t n, void* user) {
  auto* t = static_cast<Transfer*>(user);
  const std::size_t bytes = size * n;
  if (std::fwrite(data, 1, bytes, t->file) != bytes) return 0;  // curl then fails with CURLE_WRITE_ERROR
  t->received += static_cast<curl_off_t>(bytes);
  return bytes;
}

int show_progress(void* user, curl_off_t total, curl_off_t now, curl_off_t, curl_off_t) {
  auto* t = static_cast<Transfer*>(user);
  if (total <= 0) return 0;
  const double all = static_cast<double>(t->offset + total), done = static_cast<double>(t->offset + now);
  const int percent = static_cast<int>(100 * done / all);
  if (percent == t->last_percent) return 0;
  t->last_percent = percent;
  const int width = 40, filled = percent * width / 100;
  std::fprintf(stderr, "\rdownloading [%s%s] %3d%% %.1f of %.1f MiB", std::string(filled, '#').c_str(),
               std::string(width - filled, '.').c_str(), percent, done / 1048576, all / 1048576);
  std::fflush(stderr);
  return 0;
}

// Fetches url into part, resuming what part already holds. Returns when
// part holds the whole body; throws otherwise (part is kept for a resume).
void fetch(const std::string& url, const std::string& part, bool progress) {
  const Curl& api = curl(url);
  for (int attempt = 0; attempt < 2; ++attempt) {
    std::error_code ec;
    const auto have = fs::exists(part, ec) ? fs::file_size(part, ec) : 0;
    Transfer t;
    t.offset = static_cast<curl_off_t>(ec ? 0 : have);
    t.progress = progress;
    t.file = std::fopen(part.c_str(), "ab");
    if (!t.file) throw_open_error(part, errno);
    CURL* c = api.easy_init();
    if (!c) {
      std::fclose(t.file);
      throw Error(url + ": cannot initialise libcurl");
    }
    char message[CURL_ERROR_SIZE] = "";
    api.easy_setopt(c, CURLOPT_URL, url.c_str());
    api.easy_setopt(c, CURLOPT_ERRORBUFFER, message);
    api.easy_setopt(c, CURLOPT_FOLLOWLOCATION, 1L);
    api.easy_setopt(c, CURLOPT_FAILONERROR, 1L);
    api.easy_setopt(c, CURLOPT_CONNECTTIMEOUT, 30L);
    api.easy_setopt(c, CURLOPT_LOW_SPEED_LIMIT, 1L);  // give up after a minute without data
    api.easy_setopt(c, CURLOPT_LOW_SPEED_TIME, 60L);
    api.easy_setopt(c, CURLOPT_WRITEFUNCTION, write_body);
    api.easy_setopt(c, CURLOPT_WRITEDATA, &t);
    if (t.offset > 0) api.easy_setopt(c, CURLOPT_RESUME_FROM_LARGE, t.offset);
    if (progress) {
      api.easy_setopt(c, CURLOPT_NOPROGRESS, 0L);
      api.easy_setopt(c, CURLOPT_XFERINFOFUNCTION, show_progress);
      api.easy_setopt(c, CURLOPT_XFERINFODATA, &t);
    }
    const CURLcode rc = api.easy_perform(c);
    long status = 0;
    curl_off_t length = -1;
    api.easy_getinfo(c, CURLINFO_RESPONSE_CODE, &status);
    api.easy_getinfo(c, CURLINFO_CONTENT_LENGTH_DOWNLOAD_T, &length);
    api.easy_cleanup(c);
    const bool closed = std::fclose(t.file) == 0;
    if (progress) std::fputc('\n', stderr);
    if (rc == CURLE_RANGE_ERROR || (rc == CURLE_HTTP_RETURNED_ERROR && status == 416)) {
      fs::remove(part, ec);  // the server cannot resume (or the file changed): start again
      continue;
    }
    if (rc == CURLE_HTTP_RETURNED_ERROR) {
      if (t.offset == 0) fs::remove(part, ec);
      throw Error(url + ": HTTP status " + std::to_string(status));
    }
    if (rc != CURLE_OK)
      throw Error(url + ": download failed: " + (message[0] ? std::string(message) : api.easy_strerror(rc)) +
                  " (run again to resume)");
    if (!closed) throw Error(part + ": write failed");
    if (length >= 0 && t.received != length)
      throw Error(url + ": received " + std::to_string(t.received) + " bytes, the server announced " +
                  std::to_string(length) + " (run again to resume)");
    return;
  }
  throw Error(url + ": the server does not resume downloads and the restart failed");
}

// A member path that stays inside the folder it is unpacked into.
bool safe_member(const std::string& name) {
  if (name.empty() || name[0] == '/') return false;
  for (const auto& part : fs::path(name))
    if (part == "..") return false;
  return true;
}

struct ArchiveReader {
  const Archive& api = libarchive();
  archive* a = api.read_new();
  ~ArchiveReader() { api.read_free(a); }
};

// Unpacks archive_path into dir (which exists and is empty).
void unpack(const std::string& archive_path, const fs::path& dir) {
  ArchiveReader r;
  const Archive& api = r.api;
  api.read_support_filter_all(r.a);
  api.read_support_format_tar(r.a);
  api.read_support_format_gnutar(r.a);
  if (api.read_open_filename(r.a, archive_path.c_str(), 1 << 16) != ARCHIVE_OK)
    throw Error(archive_path + ": not a readable archive: " + api.error_string(r.a));
  archive_entry* entry = nullptr;
  std::size_t members = 0;
  for (;;) {
    const int rc = api.read_next_header(r.a, &entry);
    if (rc == ARCHIVE_EOF) break;
    if (rc != ARCHIVE_OK && rc != ARCHIVE_WARN)
      throw Error(archive_path + ": corrupt or truncated archive: " + api.error_string(r.a));
    const char* raw = api.entry_pathname(entry);
    const std::string name = raw ? raw : "";
    if (!safe_member(name)) throw Error(archive_path + ": unsafe member path '" + name + "' (refused)");
    const fs::path target = dir / name;
    const auto type = api.entry_filetype(entry);
    if (type == AE_IFDIR) {
      fs::create_directories(target);
    } else if (type == AE_IFREG && !api.entry_hardlink(entry)) {
      fs::create_directories(target.parent_path());
      std::ofstream out(target, std::ios::binary | std::ios::trunc);
      if (!out) throw Error(target.string() + ": cannot write");
      const void* buf = nullptr;
      std::size_t size = 0;
      la_int64_t offset = 0;
      for (;;) {
        const int d = api.read_data_block(r.a, &buf, &size, &offset);
        if (d == ARCHIVE_EOF) break;
        if (d != ARCHIVE_OK && d != ARCHIVE_WARN)
          throw Error(archive_path + ": corrupt or truncated archive: " + api.error_string(r.a));
        out.seekp(offset);
        out.write(static_cast<const char*>(buf), static_cast<std::streamsize>(size));
      }
      out.close();
      if (!out) throw Error(target.string() + ": write failed");
    } else {
      throw Error(archive_path + ": member '" + name + "' is a link or special file (refused)");
    }
    ++members;
  }
  if (members == 0) throw Error(archive_path + ": empty archive");
}

bool is_url(const std::string& s) { return s.find("://") != std::string::npos; }

}  // namespace

std::string download_mtme(const DownloadOptions& options) {
  if (options.root.empty()) throw InvalidArgument("download: no root folder given");
  fs::path root = fs::path(options.root).lexically_normal();
  if (!root.has_filename()) root = root.parent_path();  // "dir/" -> "dir"
  std::error_code ec;
  if (fs::exists(root, ec) && !(fs::is_directory(root, ec) && fs::is_empty(root, ec)))
    throw Error(root.string() + ": already exists and is not empty (remove it to download again)");
  const bool fetched = is_url(options.url);
  // The libraries are opened before anything is written or fetched, so that
  // a missing one neither leaves folders behind nor discards a download.
  if (fetched) curl(options.url);
  libarchive();
  const fs::path parent = root.has_parent_path() ? root.parent_path() : fs::path(".");
  fs::create_directories(parent, ec);
  if (ec) throw Error(parent.string() + ": cannot create: " + ec.message());

  std::string archive_path = options.url;
  const std::string part = root.string() + ".download.part", done = root.string() + ".download";
  if (fetched) {
    if (!fs::exists(done, ec)) {
      fetch(options.url, part, options.progress);
      fs::rename(part, done);
    }
    archive_path = done;
  } else if (!fs::is_regular_file(archive_path, ec)) {
    throw_open_error(archive_path, ENOENT);
  }

  const fs::path tmp = root.string() + ".unpack-" + std::to_string(::getpid());
  fs::remove_all(tmp, ec);
  fs::create_directories(tmp);
  try {
    unpack(archive_path, tmp);
  } catch (...) {
    fs::remove_all(tmp, ec);
    if (fetched) fs::remove(done, ec);  // a complete but corrupt download: fetch afresh next time
    throw;
  }
  // MTME's archive holds one folder (mt-metrics-eval-v2/): that folder is the root.
  fs::path content = tmp;
  std::size_t top = 0;
  fs::path only;
  for (const auto& e : fs::directory_iterator(tmp)) {
    ++top;
    only = e.path();
  }
  if (top == 1 && fs::is_directory(only)) content = only;
  if (fs::exists(root, ec)) fs::remove(root, ec);  // the empty folder checked above
  fs::rename(content, root, ec);
  if (ec) {
    std::error_code ignore;
    fs::remove_all(tmp, ignore);
    throw Error(root.string() + ": cannot move the unpacked data into place: " + ec.message());
  }
  fs::remove_all(tmp, ec);
  if (fetched) fs::remove(done, ec);
  return root.string();
}

}  // namespace meteor::metaeval
