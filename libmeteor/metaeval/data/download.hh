// MT Metrics Eval's data (meteor-metaeval --download): the archive fetched
// over HTTP(S) with libcurl (or read from a local file), checked and
// unpacked with libarchive into an MTME root, so that a broken download
// never leaves a half root behind:
//   - the download goes to ROOT.download.part beside the root and is
//     resumed from where it stopped on the next run (HTTP Range); a server
//     that ignores the range restarts it; the size must equal the server's
//     Content-Length;
//   - the archive is read to its end (gzip CRC, tar structure) while it is
//     unpacked into a temporary folder beside the root; members with
//     absolute paths, ".." components, links or device files are refused;
//     a single top folder (MTME's mt-metrics-eval-v2/) is stripped;
//   - the finished folder is renamed to ROOT (atomically); ROOT must not
//     exist or be empty. The downloaded archive is then removed.
// See docs/mtme.md ("Download").
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>

namespace meteor::metaeval {

// MTME's archive (mt_metrics_eval/data.py's TGZ).
inline constexpr const char* kMtmeArchiveUrl = "https://data.statmt.org/wmt26/mt-metrics-eval-v2.tgz";

struct DownloadOptions {
  std::string url = kMtmeArchiveUrl;  // http(s)://, file:// or a local path
  std::string root;                   // the MTME root to create
  bool progress = false;              // a progress bar on stderr
};

// Fetches and unpacks; returns the root. Throws meteor::Error with one
// line naming the URL or file on failure (network, HTTP status, size,
// corrupt archive, unsafe member, root not empty).
std::string download_mtme(const DownloadOptions& options);

}  // namespace meteor::metaeval
