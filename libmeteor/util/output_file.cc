// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/output_file.hh"

#include <fcntl.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <system_error>

#include "util/error.hh"

namespace meteor {
namespace {

// The process's umask, read without changing it (/proc/self/status; the
// umask(2) round trip would change it for every thread meanwhile).
mode_t current_umask() {
  if (std::FILE* f = std::fopen("/proc/self/status", "r")) {
    char line[256];
    unsigned mask = 0;
    bool found = false;
    while (std::fgets(line, sizeof line, f))
      if (std::sscanf(line, "Umask: %o", &mask) == 1) {
        found = true;
        break;
      }
    std::fclose(f);
    if (found) return static_cast<mode_t>(mask);
  }
  return 022;
}

}  // namespace

OutputFile::OutputFile(std::string path) : path_(std::move(path)) {
  struct stat st{};
  if (::stat(path_.c_str(), &st) == 0 && !S_ISREG(st.st_mode)) {
    // A device or pipe (/dev/stdout, /dev/null, a FIFO): written in place,
    // every write checked; nothing to rename over it.
    file_ = std::fopen(path_.c_str(), "wb");
    if (file_ == nullptr) fail("cannot write", errno);
    return;
  }
  // The temporary file beside the file itself (where path is a symbolic
  // link, beside its target, which the rename then replaces).
  std::string target = path_;
  if (char* real = ::realpath(path_.c_str(), nullptr)) {
    target = real;
    std::free(real);
  }
  // An existing file the user may not write is refused as the shell's
  // `>` refuses it ("Permission denied"), though the rename beside it could
  // replace it: the target's protection is kept. Root passes, as there.
  if (::stat(target.c_str(), &st) == 0 && ::faccessat(AT_FDCWD, target.c_str(), W_OK, AT_EACCESS) != 0)
    throw file_error(path_, std::strerror(errno));
  tmp_ = target + ".tmp.XXXXXX";
  target_ = target;
  const int fd = ::mkstemp(tmp_.data());
  if (fd < 0) {
    const int err = errno;
    tmp_.clear();
    fail("cannot write", err);
  }
  // mkstemp makes 0600: an existing output keeps its mode, a new one gets
  // what open(2) would give it.
  const mode_t mode = ::stat(target_.c_str(), &st) == 0 ? (st.st_mode & 07777) : (0666 & ~current_umask());
  if (::fchmod(fd, mode) != 0) {
    const int err = errno;
    ::close(fd);
    fail("cannot write", err);
  }
  file_ = ::fdopen(fd, "wb");
  if (file_ == nullptr) {
    const int err = errno;
    ::close(fd);
    fail("cannot write", err);
  }
}

OutputFile::~OutputFile() {
  if (file_ != nullptr) std::fclose(file_);
  if (!tmp_.empty()) ::unlink(tmp_.c_str());
}

void OutputFile::fail(const char* what, int err) {
  if (file_ != nullptr) {
    std::fclose(file_);
    file_ = nullptr;
  }
  if (!tmp_.empty()) {
    ::unlink(tmp_.c_str());
    tmp_.clear();
  }
  throw file_error(path_, std::string(what) + ": " + std::strerror(err));
}

void OutputFile::write(std::string_view bytes) {
  if (file_ == nullptr) throw file_error(path_, "write after the file was closed");
  if (!bytes.empty() && std::fwrite(bytes.data(), 1, bytes.size(), file_) != bytes.size())
    fail("write failed", errno ? errno : EIO);
}

void OutputFile::finish() {
  if (file_ == nullptr) throw file_error(path_, "committed twice");
  if (std::fflush(file_) != 0 || std::ferror(file_)) fail("write failed", errno ? errno : EIO);
  if (!tmp_.empty() && ::fsync(::fileno(file_)) != 0) fail("write failed", errno);
  std::FILE* f = file_;
  file_ = nullptr;
  if (std::fclose(f) != 0) fail("write failed", errno ? errno : EIO);
}

void OutputFile::publish() {
  if (tmp_.empty()) return;  // written in place
  if (::rename(tmp_.c_str(), target_.c_str()) != 0) fail("cannot write", errno);
  tmp_.clear();
}

void OutputFile::commit() {
  finish();
  publish();
}

OutputFile& OutputSet::add(std::string path) {
  for (const auto& f : files_)
    if (f->path() == path) throw file_error(path, "named twice among the outputs");
  files_.push_back(std::make_unique<OutputFile>(std::move(path)));
  return *files_.back();
}

void OutputSet::commit() {
  for (auto& f : files_) f->finish();  // a failure: every temporary file removed by the destructors
  for (auto& f : files_) f->publish();
  files_.clear();
}

OutputFolder::OutputFolder(std::string path, const std::vector<std::string>& inputs, const std::string& maker)
    : path_(std::move(path)) {
  while (path_.size() > 1 && path_.back() == '/') path_.pop_back();
  struct stat st{};
  if (::lstat(path_.c_str(), &st) == 0) {
    refuse_output_as_input(path_, inputs);
    if (S_ISDIR(st.st_mode)) throw InvalidArgument(path_ + ": directory exists (it must not: " + maker + " creates it)");
    throw InvalidArgument(path_ + ": a file is there (give the name of a folder that does not exist: " + maker +
                          " creates it)");
  }
  staging_ = path_ + ".tmp.XXXXXX";
  if (::mkdtemp(staging_.data()) == nullptr) {
    const int err = errno;
    staging_.clear();
    throw file_error(path_, std::string("cannot create: ") + std::strerror(err));
  }
  ::chmod(staging_.c_str(), 0777 & ~current_umask());  // mkdtemp's 0700: what mkdir(2) would give
}

OutputFolder::~OutputFolder() {
  if (staging_.empty()) return;
  std::error_code ec;
  std::filesystem::remove_all(staging_, ec);
}

void OutputFolder::commit() {
  if (staging_.empty()) throw file_error(path_, "committed twice");
  if (::rename(staging_.c_str(), path_.c_str()) != 0) {
    const int err = errno;
    throw file_error(path_, std::string("cannot create: ") + std::strerror(err));
  }
  staging_.clear();
}

void refuse_output_as_input(const std::string& output, const std::vector<std::string>& inputs) {
  struct stat out{};
  if (::stat(output.c_str(), &out) != 0) return;  // a new file: no input is it
  for (const std::string& in : inputs) {
    struct stat st{};
    if (::stat(in.c_str(), &st) == 0 && st.st_dev == out.st_dev && st.st_ino == out.st_ino)
      throw InvalidArgument(output + ": is also the input " + in + " (write the output elsewhere)");
  }
}

}  // namespace meteor
