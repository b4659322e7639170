// MT Metrics Eval's data (meteor-metaeval --download): the archive fetched
// over HTTP(S) (util/download.hh: partial file opened without following a
// symlink, resumed, bounded, cancellable) or read from a local file, checked
// and unpacked into an MTME root, so that a broken or foreign download never
// leaves a half root behind:
//   - the partial and the finished archive are named by their URL
//     (ROOT.download-<key>.part, ROOT.download-<key>): an archive of another
//     URL is never unpacked, and those of other URLs are removed; beside the
//     finished archive, its size and the server's ETag are recorded, and a
//     finished archive whose size differs is refused (fetched again);
//   - the gzip stream is read to its end first (every member's CRC-32 and
//     length), then the archive is unpacked into a temporary folder beside
//     the root, every libarchive warning an error; members with absolute
//     paths, ".." components, links or device files are refused; the
//     unpacked bytes are bounded (max_unpacked_bytes, by default 16 times
//     the archive's size); a single top folder (mt-metrics-eval-v2/) is
//     stripped;
//   - the finished folder is renamed to ROOT (atomically); ROOT must not
//     exist or be empty. The archive is then removed, and so is whatever an
//     interrupted run left (its partial files, its temporary folders).
// See docs/mtme.md ("Download") and docs/reliability.md.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <string>

namespace meteor::metaeval {

// MTME's archive (mt_metrics_eval/data.py's TGZ).
inline constexpr const char* kMtmeArchiveUrl = "https://data.statmt.org/wmt26/mt-metrics-eval-v2.tgz";

struct DownloadOptions {
  std::string url = kMtmeArchiveUrl;  // http(s)://, file:// or a local path
  std::string root;                   // the MTME root to create
  bool progress = false;              // a progress bar on stderr
  // The most bytes unpacking may write (0: 16 times the archive's size).
  std::uint64_t max_unpacked_bytes = 0;
  const std::atomic<bool>* cancel = nullptr;  // set from any thread: stop (Cancelled)
};

// Fetches and unpacks; returns the root. Throws meteor::Error with one
// line naming the URL or file on failure (network, HTTP status, size,
// corrupt archive, unsafe member, too large, root not empty).
std::string download_mtme(const DownloadOptions& options);

}  // namespace meteor::metaeval
