// SPDX-License-Identifier: LGPL-2.1-or-later
#include "resources/paraphrase_store.hh"

#include <fcntl.h>
#include <pwd.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <vector>

#include "resources/data_dir.hh"
#include "util/download.hh"
#include "util/error.hh"
#include "util/sha1.hh"

namespace meteor {

namespace fs = std::filesystem;

namespace {

const char* const kRaw = "https://raw.githubusercontent.com/cmu-mtlab/meteor/";
const char* const kGithub = "https://github.com/cmu-mtlab/meteor/raw/";

OfficialTable pinned(const std::string& code, const std::string& blob_id) {
  OfficialTable t{code, blob_id, {}};
  // The raw file at the pinned commit, from GitHub's raw host, then the
  // same file through github.com (another host, which redirects to it).
  t.sources.push_back(std::string(kRaw) + kMeteorCommit + "/data/" + t.file_name());
  t.sources.push_back(std::string(kGithub) + kMeteorCommit + "/data/" + t.file_name());
  return t;
}

std::uint64_t file_size_of(const std::string& path) {
  struct stat st;
  return ::stat(path.c_str(), &st) == 0 ? static_cast<std::uint64_t>(st.st_size) : 0;
}

// "<id> <size>" from a record, or {"", 0}.
std::pair<std::string, std::uint64_t> read_record(const std::string& path) {
  std::ifstream in(path);
  std::string id;
  std::uint64_t size = 0;
  if (!(in >> id >> size)) return {"", 0};
  return {id, size};
}

void note(const StoreOptions& o, const std::string& line) {
  if (o.note) o.note(line);
}

bool is_archive_name(const std::string& p) {
  auto ends = [&](const char* s) {
    const std::size_t n = std::strlen(s);
    return p.size() >= n && p.compare(p.size() - n, n, s) == 0;
  };
  return ends(".tar.gz") || ends(".tgz") || ends(".tar") || ends(".tar.bz2") || ends(".tar.xz");
}

}  // namespace

const std::vector<OfficialTable>& official_tables() {
  static const std::vector<OfficialTable> tables = {
      pinned("en", "88033c84fb2f8ecbc77fe57b7eee2913d1acd919"),
      pinned("cz", "5ab85cad02d7e5b3922a11803235c2ce46b8c9e6"),
      pinned("de", "d42e69a28dcdb02a0087a02394e815e6f813db83"),
      pinned("es", "ef8e064a9e764322b83547c56d4a87162fc49f72"),
      pinned("fr", "5f2bfeb1a3d8ad8756562cee2ae31d4a139472c5"),
      pinned("ru", "82177edaccfd206b5c14e5e1fea2a883c9e482aa"),
  };
  return tables;
}

namespace {

const OfficialTable& find_table(const std::vector<OfficialTable>& tables, const std::string& code) {
  std::string codes;
  for (const OfficialTable& t : tables) {
    if (t.code == code) return t;
    if (!codes.empty()) codes += ' ';
    codes += t.code;
  }
  throw InvalidArgument("no paraphrase table for language '" + code + "' (tables: " + codes + ")");
}

}  // namespace

const OfficialTable& official_table(const std::string& code) { return find_table(official_tables(), code); }

std::vector<OfficialTable> read_table_sources(const std::string& path) {
  std::ifstream in(path);
  if (!in) throw_open_error(path, errno);
  std::vector<OfficialTable> tables;
  std::string line;
  for (std::size_t n = 1; std::getline(in, line); ++n) {
    const std::size_t hash = line.find('#');
    if (hash != std::string::npos) line.erase(hash);
    std::istringstream words(line);
    OfficialTable t;
    if (!(words >> t.code)) continue;
    std::string url;
    words >> t.blob_id;
    while (words >> url) t.sources.push_back(url);
    if (t.blob_id.size() != 40 || t.blob_id.find_first_not_of("0123456789abcdef") != std::string::npos)
      throw FormatError(path + ":" + std::to_string(n) + ": expected 'CODE BLOB-ID URL...' (a 40-digit hex id)");
    tables.push_back(std::move(t));
  }
  if (tables.empty()) throw FormatError(path + ": no tables");
  return tables;
}

std::string user_data_dir() {
  if (const char* env = std::getenv("METEOR_DATA"); env != nullptr && *env != '\0') return env;
  return xdg_data_dir();
}

std::string xdg_data_dir() {
  if (const char* xdg = std::getenv("XDG_DATA_HOME"); xdg != nullptr && xdg[0] == '/') return std::string(xdg) + "/meteor";
  const char* home = std::getenv("HOME");
  if (home == nullptr || *home == '\0') {
    const passwd* pw = ::getpwuid(::getuid());
    home = pw != nullptr ? pw->pw_dir : nullptr;
  }
  if (home == nullptr || *home == '\0')
    throw Error("no user data folder: set XDG_DATA_HOME (or HOME), or METEOR_DATA");
  return std::string(home) + "/.local/share/meteor";
}

ParaphraseStore::ParaphraseStore(std::string dir, std::vector<OfficialTable> tables)
    : dir_(dir.empty() ? user_data_dir() : std::move(dir)),
      tables_(tables.empty() ? official_tables() : std::move(tables)) {}

const OfficialTable& ParaphraseStore::table(const std::string& code) const { return find_table(tables_, code); }

std::string ParaphraseStore::path(const std::string& code) const {
  return dir_ + "/paraphrase/" + table(code).file_name();
}

TableStatus ParaphraseStore::status(const OfficialTable& t) const {
  TableStatus s;
  s.code = t.code;
  s.path = path(t.code);
  s.installed = file_exists(s.path);
  if (s.installed) {
    s.size = file_size_of(s.path);
    const auto [id, size] = read_record(s.path + ".verified");
    s.verified = id == t.blob_id && size == s.size;
  }
  return s;
}

std::vector<TableStatus> ParaphraseStore::list() const {
  std::vector<TableStatus> out;
  for (const OfficialTable& t : tables_) out.push_back(status(t));
  return out;
}

bool ParaphraseStore::verify(const std::string& code, const StoreOptions& o) const {
  const OfficialTable& t = table(code);
  const std::string file = path(code);
  if (!file_exists(file)) throw FileNotFound(file + ": not installed (meteor-data fetch " + code + ")");
  const std::string id = git_blob_id(file, [&](std::uint64_t, std::uint64_t) {
    return o.cancel == nullptr || !o.cancel->load(std::memory_order_relaxed);
  });
  if (id != t.blob_id) {
    ::unlink((file + ".verified").c_str());
    note(o, code + ": " + file + " has git blob id " + id + ", not the table's " + t.blob_id);
    return false;
  }
  write_record(file + ".verified", id + " " + std::to_string(file_size_of(file)) + "\n");
  note(o, code + ": " + file + " verified (" + id + ")");
  return true;
}

std::string ParaphraseStore::install_verified(const OfficialTable& t, const std::string& part, const StoreOptions& o,
                                              const std::string& origin) const {
  const std::string id = git_blob_id(part, [&](std::uint64_t, std::uint64_t) {
    return o.cancel == nullptr || !o.cancel->load(std::memory_order_relaxed);
  });
  if (id != t.blob_id) {
    ::unlink(part.c_str());
    throw FormatError(origin + ": git blob id " + id + ", not " + t.file_name() + "'s " + t.blob_id +
                      " (not installed)");
  }
  const std::string file = path(t.code);
  const std::uint64_t size = file_size_of(part);
  ::unlink((file + ".verified").c_str());  // the record never outlives the file it names
  ::chmod(part.c_str(), 0644);  // a partial file is private (0600); a table is for every reader
  if (::rename(part.c_str(), file.c_str()) != 0) throw Error(file + ": cannot install: " + std::strerror(errno));
  write_record(file + ".verified", id + " " + std::to_string(size) + "\n");
  return file;
}

namespace {

// The folder for tables, made when missing; the partial file of a table
// named by its id, and those of other ids (stale) removed.
std::string prepare(const std::string& dir, const OfficialTable& t) {
  const std::string folder = dir + "/paraphrase";
  std::error_code ec;
  fs::create_directories(folder, ec);
  if (ec) throw Error(folder + ": cannot create: " + ec.message());
  // (appended, not "." + name: GCC 12's -Wrestrict misfires on that)
  std::string prefix = ".";
  prefix += t.file_name();
  prefix += '.';
  const std::string part = folder + "/" + prefix + t.blob_id + ".part";
  for (const auto& e : fs::directory_iterator(folder, ec)) {
    const std::string name = e.path().filename().string();
    if (name.rfind(prefix, 0) == 0 && name != prefix + t.blob_id + ".part") fs::remove(e.path(), ec);
  }
  return part;
}

// Copies `from` into the partial file (opened as downloads open it).
void copy_into(const std::string& from, const std::string& part, const StoreOptions& o) {
  std::ifstream in(from, std::ios::binary);
  if (!in) throw_open_error(from, errno);
  const int fd = open_partial_file(part);
  std::vector<char> buf(1 << 20);
  try {
    while (in) {
      if (o.cancel != nullptr && o.cancel->load(std::memory_order_relaxed)) throw Cancelled();
      in.read(buf.data(), static_cast<std::streamsize>(buf.size()));
      const auto n = static_cast<std::size_t>(in.gcount());
      if (n > 0 && ::write(fd, buf.data(), n) != static_cast<ssize_t>(n))
        throw Error(part + ": write failed: " + std::strerror(errno));
    }
    if (in.bad()) throw Error(from + ": read failed");
  } catch (...) {
    ::close(fd);
    ::unlink(part.c_str());
    throw;
  }
  ::close(fd);
}

}  // namespace

std::string ParaphraseStore::fetch(const std::string& code, const StoreOptions& o) const {
  const OfficialTable& t = table(code);
  if (const TableStatus s = status(t); s.verified) {
    note(o, code + ": " + s.path + " (installed and verified)");
    return s.path;
  }
  const std::string part = prepare(dir_, t);
  std::string failures;
  for (const std::string& url : t.sources) {
    FetchOptions f;
    f.progress = o.progress;
    f.label = t.file_name();
    f.max_bytes = o.max_bytes;
    f.cancel = o.cancel;
    try {
      fetch_url(url, part, f);
      const std::string file = install_verified(t, part, o, url);
      note(o, code + ": " + file + " (from " + url + ", git blob id " + t.blob_id + ")");
      return file;
    } catch (const Cancelled&) {
      throw;
    } catch (const Error& e) {
      if (!failures.empty()) failures += "; ";
      failures += e.what();
    }
  }
  throw Error("cannot fetch " + t.file_name() + " (" + failures + "); with a Meteor 1.5 release or pycocoevalcap at hand: meteor-data fetch " +
              code + " --from PATH");
}

std::string ParaphraseStore::install_from(const std::string& code, const std::string& from,
                                          const StoreOptions& o) const {
  const OfficialTable& t = table(code);
  struct stat st;
  if (::stat(from.c_str(), &st) != 0) throw_open_error(from, errno);
  const std::string part = prepare(dir_, t);
  ::unlink(part.c_str());  // a copy starts from nothing
  std::string origin;
  if (S_ISDIR(st.st_mode)) {
    for (const std::string rel : {"", "/data", "/meteor/data", "/pycocoevalcap/meteor/data"}) {
      const std::string candidate = from + rel + "/" + t.file_name();
      if (file_exists(candidate)) {
        origin = candidate;
        break;
      }
    }
    if (origin.empty())
      throw FileNotFound(from + ": no " + t.file_name() +
                         " in it (looked in ., data/, meteor/data/, pycocoevalcap/meteor/data/)");
  } else {
    origin = from;
  }
  if (!S_ISDIR(st.st_mode) && is_archive_name(from)) {
    ArchiveReader archive(from);
    ArchiveReader::Member m;
    bool found = false;
    const std::string want = "data/" + t.file_name();
    while (archive.next(m)) {
      if (m.type != ArchiveReader::Member::Type::kFile || m.hardlink) continue;
      if (m.name.size() < want.size() || m.name.compare(m.name.size() - want.size(), want.size(), want) != 0) continue;
      if (o.max_bytes > 0 && static_cast<std::uint64_t>(m.size) > o.max_bytes)
        throw Error(from + ": member " + m.name + " is larger than the " + std::to_string(o.max_bytes) +
                    " bytes expected (refused)");
      const int fd = open_partial_file(part);
      std::uint64_t written = 0;
      try {
        archive.read([&](const void* data, std::size_t size, std::int64_t offset) {
          if (o.cancel != nullptr && o.cancel->load(std::memory_order_relaxed)) throw Cancelled();
          if (static_cast<std::uint64_t>(offset) != written) throw Error(from + ": member " + m.name + " is sparse");
          if (o.max_bytes > 0 && written + size > o.max_bytes)
            throw Error(from + ": member " + m.name + " is larger than expected (refused)");
          if (::write(fd, data, size) != static_cast<ssize_t>(size))
            throw Error(part + ": write failed: " + std::strerror(errno));
          written += size;
        });
      } catch (...) {
        ::close(fd);
        ::unlink(part.c_str());
        throw;
      }
      ::close(fd);
      origin = from + ":" + m.name;
      found = true;
      break;
    }
    if (!found) throw FileNotFound(from + ": no member " + want + " in the archive");
  } else {
    if (o.max_bytes > 0 && file_size_of(origin) > o.max_bytes)
      throw Error(origin + ": larger than the " + std::to_string(o.max_bytes) + " bytes expected (refused)");
    copy_into(origin, part, o);
  }
  const std::string file = install_verified(t, part, o, origin);
  note(o, code + ": " + file + " (from " + origin + ", git blob id " + t.blob_id + ")");
  return file;
}

}  // namespace meteor
