// The MTME download: the archive fetched into a partial file named by its
// URL (util/download.hh), its gzip stream checked whole, unpacked into a
// temporary folder with unsafe members refused and its size bounded, then
// renamed into place as the root.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/data/download.hh"

#include <signal.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>

#include "util/download.hh"
#include "util/error.hh"
#include "util/sha256.hh"

namespace meteor::metaeval {
namespace {

namespace fs = std::filesystem;

// A member path that stays inside the folder it is unpacked into.
bool safe_member(const std::string& name) {
  if (name.empty() || name[0] == '/') return false;
  for (const auto& part : fs::path(name))
    if (part == "..") return false;
  return true;
}

bool gzipped(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  unsigned char magic[2] = {0, 0};
  in.read(reinterpret_cast<char*>(magic), 2);
  return in.gcount() == 2 && magic[0] == 0x1f && magic[1] == 0x8b;
}

// Unpacks archive_path into dir (which exists and is empty), writing at most
// `limit` bytes.
void unpack(const std::string& archive_path, const fs::path& dir, std::uint64_t limit,
            const std::atomic<bool>* cancel) {
  ArchiveReader reader(archive_path);
  ArchiveReader::Member m;
  std::size_t members = 0;
  std::uint64_t written = 0;
  auto too_large = [&] {
    return Error(archive_path + ": unpacks to more than " + std::to_string(limit >> 20) +
                 " MiB (refused; raise the limit with --max_unpacked_gb)");
  };
  while (reader.next(m)) {
    if (!safe_member(m.name)) throw Error(archive_path + ": unsafe member path '" + m.name + "' (refused)");
    const fs::path target = dir / m.name;
    if (m.type == ArchiveReader::Member::Type::kDirectory) {
      fs::create_directories(target);
    } else if (m.type == ArchiveReader::Member::Type::kFile && !m.hardlink) {
      if (m.size > 0 && written + static_cast<std::uint64_t>(m.size) > limit) throw too_large();
      fs::create_directories(target.parent_path());
      std::ofstream out(target, std::ios::binary | std::ios::trunc);
      if (!out) throw Error(target.string() + ": cannot write");
      reader.read([&](const void* data, std::size_t size, std::int64_t offset) {
        if (cancel != nullptr && cancel->load(std::memory_order_relaxed)) throw Cancelled();
        written += size;
        if (written > limit) throw too_large();
        out.seekp(offset);
        out.write(static_cast<const char*>(data), static_cast<std::streamsize>(size));
      });
      out.close();
      if (!out) throw Error(target.string() + ": write failed");
    } else {
      throw Error(archive_path + ": member '" + m.name + "' is a link or special file (refused)");
    }
    ++members;
  }
  if (members == 0) throw Error(archive_path + ": empty archive");
}

// A regular file that is not a symbolic link.
bool plain_file(const std::string& path) {
  struct stat st;
  return ::lstat(path.c_str(), &st) == 0 && S_ISREG(st.st_mode);
}

// Removes what runs before this one left beside the root: downloads of other
// URLs (named by another key) and the temporary folders of runs that are no
// longer alive.
void clean_leftovers(const fs::path& root, const std::string& key) {
  const fs::path parent = root.has_parent_path() ? root.parent_path() : fs::path(".");
  const std::string base = root.filename().string();
  std::error_code ec;
  for (const auto& e : fs::directory_iterator(parent, ec)) {
    const std::string name = e.path().filename().string();
    if (name == base + ".download" || name == base + ".download.part") {
      fs::remove(e.path(), ec);  // the unkeyed names of earlier versions
    } else if (name.rfind(base + ".download-", 0) == 0 && name.find(key) == std::string::npos) {
      fs::remove(e.path(), ec);
    } else if (name.rfind(base + ".unpack-", 0) == 0) {
      const std::string pid = name.substr(base.size() + 8);
      const long p = std::strtol(pid.c_str(), nullptr, 10);
      if (p <= 0 || (::kill(static_cast<pid_t>(p), 0) != 0 && errno == ESRCH)) fs::remove_all(e.path(), ec);
    }
  }
}

}  // namespace

std::string download_mtme(const DownloadOptions& options) {
  if (options.root.empty()) throw InvalidArgument("download: no root folder given");
  fs::path root = fs::path(options.root).lexically_normal();
  if (!root.has_filename()) root = root.parent_path();  // "dir/" -> "dir"
  std::error_code ec;
  if (fs::exists(root, ec) && !(fs::is_directory(root, ec) && fs::is_empty(root, ec)))
    throw Error(root.string() + ": already exists and is not empty (remove it to download again)");
  const bool fetched = is_url(options.url);
  const fs::path parent = root.has_parent_path() ? root.parent_path() : fs::path(".");
  fs::create_directories(parent, ec);
  if (ec) throw Error(parent.string() + ": cannot create: " + ec.message());

  // The download's files are named by the URL they come from.
  const std::string key = sha256_hex(options.url).substr(0, 16);
  clean_leftovers(root, key);
  std::string archive_path = options.url;
  const std::string part = root.string() + ".download-" + key + ".part",
                    done = root.string() + ".download-" + key, record = done + ".record";
  if (fetched) {
    if (struct stat st; ::lstat(done.c_str(), &st) == 0) {
      if (!S_ISREG(st.st_mode)) throw Error(done + ": not a regular file (refused: remove it)");
      // A finished archive of an earlier run: its recorded size must hold.
      std::ifstream in(record);
      std::uint64_t size = 0;
      if (!(in >> size) || static_cast<std::uint64_t>(st.st_size) != size) fs::remove(done, ec);
    }
    if (!plain_file(done)) {
      const FetchResult r = fetch_url(options.url, part, {.progress = options.progress, .cancel = options.cancel});
      write_record(record, std::to_string(r.size) + ' ' + (r.etag.empty() ? "-" : r.etag) + '\n');
      if (::rename(part.c_str(), done.c_str()) != 0) throw Error(done + ": cannot rename: " + std::strerror(errno));
    }
    archive_path = done;
  } else if (!fs::is_regular_file(archive_path, ec)) {
    throw_open_error(archive_path, ENOENT);
  }

  const fs::path tmp = root.string() + ".unpack-" + std::to_string(::getpid());
  fs::remove_all(tmp, ec);
  fs::create_directories(tmp);
  const auto archive_size = fs::file_size(archive_path, ec);
  const std::uint64_t limit =
      options.max_unpacked_bytes > 0 ? options.max_unpacked_bytes : std::max<std::uint64_t>(16 * archive_size, 1u << 20);
  try {
    if (gzipped(archive_path)) check_gzip(archive_path, options.cancel);
    unpack(archive_path, tmp, limit, options.cancel);
  } catch (const Cancelled&) {
    fs::remove_all(tmp, ec);  // the finished download stays, for the next run
    throw;
  } catch (...) {
    fs::remove_all(tmp, ec);
    if (fetched) {  // a complete but corrupt download: fetch afresh next time
      fs::remove(done, ec);
      fs::remove(record, ec);
    }
    throw;
  }
  // MTME's archive holds one folder (mt-metrics-eval-v2/): that folder is the root.
  fs::path content = tmp;
  if (std::distance(fs::directory_iterator(tmp), fs::directory_iterator()) == 1 &&
      fs::directory_iterator(tmp)->is_directory())
    content = fs::directory_iterator(tmp)->path();
  if (fs::exists(root, ec)) fs::remove(root, ec);  // the empty folder checked above
  fs::rename(content, root, ec);
  std::error_code ignore;
  fs::remove_all(tmp, ignore);  // emptied by the rename, or what failed to move
  if (ec) throw Error(root.string() + ": cannot move the unpacked data into place: " + ec.message());
  if (fetched) {
    fs::remove(done, ec);
    fs::remove(record, ec);
  }
  return root.string();
}

}  // namespace meteor::metaeval
