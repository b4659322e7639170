// Fetching files over HTTP(S) and reading archives, for the data a user
// installs (meteor-data: Meteor 1.5's paraphrase tables; meteor-metaeval
// --download: MTME's archive). libcurl and libarchive are opened on first
// use (util/dynamic_library.hh), so no other path loads them.
//
// The rules every download follows:
//   - the body goes to a partial file that is opened without following a
//     symbolic link (O_NOFOLLOW) and must be a regular file, created 0600;
//     what it already holds is resumed (HTTP Range; a server that cannot
//     resume starts it again);
//   - the body may not exceed a bound (max_bytes), announced or received;
//   - redirects are followed (at most 5), to http and https only;
//   - libcurl's proxy variables (http_proxy, https_proxy, no_proxy,
//     ALL_PROXY) are honoured;
//   - a progress bar is drawn only when asked (the tools ask when standard
//     error is a terminal), and a cancel flag stops the transfer.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>

namespace meteor {

// Whether `s` is a URL (has a scheme: "http://...", "file://...").
bool is_url(const std::string& s);

struct FetchOptions {
  bool progress = false;                      // a progress bar on stderr
  std::string label = "downloading";          // the bar's first word(s)
  std::uint64_t max_bytes = 0;                // the largest whole file accepted (0: no bound)
  const std::atomic<bool>* cancel = nullptr;  // set from any thread: stop (Cancelled)
};

struct FetchResult {
  std::uint64_t size = 0;  // bytes in the partial file, now complete
  std::string etag;        // the server's ETag, "" when it sent none
};

// Fetches `url` into the file `part`, appending to what it already holds.
// Throws meteor::Error, one line naming the URL (network, HTTP status, size
// past max_bytes, a short body) or the file (a symlink, not a regular file,
// a failed write); the partial file is kept for a resume unless it is
// refused. Cancelled when `cancel` is set.
FetchResult fetch_url(const std::string& url, const std::string& part, const FetchOptions& options);

// Opens `path` for writing a partial download: O_APPEND|O_CREAT|O_NOFOLLOW,
// 0600; throws naming the file when it is a symlink or not a regular file.
int open_partial_file(const std::string& path);

// Writes a small record beside a download (its size, its id): to a new
// temporary file (O_EXCL|O_NOFOLLOW, 0644) in the same folder, renamed over
// `path`, so that the record is whole and a symbolic link planted at `path`
// is replaced, never followed (util/output_file.hh follows links, as a
// user's outputs want). Throws naming the file.
void write_record(const std::string& path, std::string_view text);

// Reads an archive (tar, gzip- or otherwise compressed) member by member.
// Every error of libarchive, warnings included (a bad checksum, a truncated
// stream), is an Error naming the archive.
class ArchiveReader {
 public:
  struct Member {
    std::string name;
    enum class Type { kFile, kDirectory, kOther } type = Type::kOther;
    bool hardlink = false;
    std::int64_t size = 0;  // declared size of a file
  };
  explicit ArchiveReader(const std::string& path);
  ~ArchiveReader();
  ArchiveReader(const ArchiveReader&) = delete;
  ArchiveReader& operator=(const ArchiveReader&) = delete;

  // The next member's header; false at the end of the archive.
  bool next(Member& member);
  // The current member's data, block by block: sink(data, size, offset).
  void read(const std::function<void(const void* data, std::size_t size, std::int64_t offset)>& sink);

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  std::string path_;
};

// Reads a gzip file to its end, checking every member's CRC-32 and length;
// throws meteor::Error naming the file when one fails or the file ends early.
void check_gzip(const std::string& path, const std::atomic<bool>* cancel = nullptr);

}  // namespace meteor
