// SPDX-License-Identifier: LGPL-2.1-or-later
#include "util/image.hh"

#include <fcntl.h>
#include <sys/mman.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cerrno>
#include <climits>
#include <cstdio>
#include <cstdlib>

#include "util/error.hh"
#include "util/output_file.hh"

namespace meteor {
namespace {

class MappedImage final : public Image {
 public:
  MappedImage(void* p, std::size_t n, std::string path) : p_(p), n_(n), path_(std::move(path)) {}
  ~MappedImage() override { ::munmap(p_, n_); }
  const std::byte* data() const override { return static_cast<const std::byte*>(p_); }
  std::size_t size() const override { return n_; }
  std::string origin() const override { return path_; }

 private:
  void* p_;
  std::size_t n_;
  std::string path_;
};

class MemoryImage final : public Image {
 public:
  explicit MemoryImage(std::vector<std::byte> b) : b_(std::move(b)) {}
  const std::byte* data() const override { return b_.data(); }
  std::size_t size() const override { return b_.size(); }
  std::string origin() const override { return "memory"; }

 private:
  std::vector<std::byte> b_;
};

struct Stamp {
  std::uint64_t size = 0;
  std::int64_t mtime_ns = 0;
};

Stamp stamp_of(const std::string& path) {
  struct stat st;
  if (::stat(path.c_str(), &st) != 0) throw_open_error(path, errno);
  if (!S_ISREG(st.st_mode)) throw file_error(path, "not a regular file");
  Stamp s;
  s.size = static_cast<std::uint64_t>(st.st_size);
  s.mtime_ns = static_cast<std::int64_t>(st.st_mtim.tv_sec) * 1000000000LL + st.st_mtim.tv_nsec;
  return s;
}

// A fast 64-bit hash of a file's bytes (8 bytes per step).
std::uint64_t content_hash(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) throw_open_error(path, errno);
  std::uint64_t h = 0x9E3779B97F4A7C15ull;
  std::vector<unsigned char> buf(1 << 20);
  std::uint64_t total = 0;
  for (;;) {
    ssize_t n = ::read(fd, buf.data(), buf.size());
    if (n < 0) {
      if (errno == EINTR) continue;
      ::close(fd);
      throw file_error(path, std::string("read error: ") + std::strerror(errno));
    }
    if (n == 0) break;
    std::size_t i = 0, m = static_cast<std::size_t>(n);
    for (; i + 8 <= m; i += 8) {
      std::uint64_t w;
      std::memcpy(&w, buf.data() + i, 8);
      h = (h ^ w) * 0xBF58476D1CE4E5B9ull;
      h ^= h >> 31;
    }
    for (; i < m; ++i) h = (h ^ buf[i]) * 0x94D049BB133111EBull;
    total += m;
  }
  ::close(fd);
  return h ^ total;
}

std::string absolute(const std::string& path) {
  char buf[PATH_MAX];
  if (::realpath(path.c_str(), buf) != nullptr) return buf;
  return path;
}

std::string cache_dir() {
  const char* env = std::getenv("METEOR_CACHE");
  if (env != nullptr) {
    if (std::string(env) == "off") return "";
    return env;
  }
  if (const char* xdg = std::getenv("XDG_CACHE_HOME"); xdg != nullptr && *xdg) return std::string(xdg) + "/meteor";
  if (const char* home = std::getenv("HOME"); home != nullptr && *home) return std::string(home) + "/.cache/meteor";
  return "";
}

std::string cache_path(const ImageSpec& spec) {
  std::string dir = cache_dir();
  if (dir.empty()) return "";
  std::uint64_t key = fnv1a(std::string_view(spec.magic, 8));
  key = fnv1a(std::to_string(spec.version), key);
  for (const std::string& s : spec.sources) key = fnv1a(absolute(s) + '\n', key);
  char name[32];
  std::snprintf(name, sizeof name, "%016llx.mbin", static_cast<unsigned long long>(key));
  return dir + "/" + name;
}

bool valid_for(const Image& img, const ImageSpec& spec, const std::vector<Stamp>& stamps,
               std::vector<std::uint64_t>& hashes) {
  if (img.size() < sizeof(ImageHeader)) return false;
  const auto& h = *reinterpret_cast<const ImageHeader*>(img.data());
  if (std::memcmp(h.magic, spec.magic, 8) != 0 || h.version != spec.version) return false;
  if (h.source_count != spec.sources.size()) return false;
  for (std::size_t i = 0; i < spec.sources.size(); ++i) {
    if (h.source_size[i] != stamps[i].size) return false;
    if (h.source_mtime_ns[i] == stamps[i].mtime_ns) continue;
    // Same size, other time (copied, installed): compare contents.
    if (hashes[i] == 0) hashes[i] = content_hash(spec.sources[i]);
    if (h.source_hash[i] != hashes[i]) return false;
  }
  for (int s = 0; s < 8; ++s)
    if (h.sections[2 * s] > img.size()) return false;
  return true;
}

std::vector<std::byte> build_image(const ImageSpec& spec, const std::vector<Stamp>& stamps,
                                   std::vector<std::uint64_t>& hashes, const ImageBuilder& build) {
  ImageWriter w;
  ImageHeader header{};
  std::memcpy(header.magic, spec.magic, 8);
  header.version = spec.version;
  header.source_count = static_cast<std::uint32_t>(spec.sources.size());
  for (std::size_t i = 0; i < spec.sources.size(); ++i) {
    header.source_size[i] = stamps[i].size;
    header.source_mtime_ns[i] = stamps[i].mtime_ns;
    if (hashes[i] == 0) hashes[i] = content_hash(spec.sources[i]);
    header.source_hash[i] = hashes[i];
  }
  w.append(&header, sizeof header);
  build(w, header);
  w.patch(0, &header, sizeof header);
  return std::move(w.bytes());
}

bool write_atomically(const std::string& path, const std::vector<std::byte>& bytes) {
  std::size_t slash = path.rfind('/');
  if (slash != std::string::npos && slash > 0) {
    std::string dir = path.substr(0, slash);
    for (std::size_t p = 1; p <= dir.size(); ++p)  // mkdir -p
      if (p == dir.size() || dir[p] == '/') ::mkdir(dir.substr(0, p).c_str(), 0755);
  }
  try {
    OutputFile out(path);
    out.write(std::string_view(reinterpret_cast<const char*>(bytes.data()), bytes.size()));
    out.commit();
    return true;
  } catch (const Error&) {  // a cache that cannot be written is only not cached
    return false;
  }
}

}  // namespace

std::uint64_t ImageWriter::append(const void* data, std::size_t n) {
  std::uint64_t offset = bytes_.size();
  bytes_.resize(bytes_.size() + ((n + 7) & ~std::size_t{7}), std::byte{0});
  if (n > 0) std::memcpy(bytes_.data() + offset, data, n);
  return offset;
}

std::shared_ptr<const Image> map_file(const std::string& path) {
  int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (fd < 0) return nullptr;
  struct stat st;
  if (::fstat(fd, &st) != 0 || st.st_size <= 0) {
    ::close(fd);
    return nullptr;
  }
  auto n = static_cast<std::size_t>(st.st_size);
  void* p = ::mmap(nullptr, n, PROT_READ, MAP_PRIVATE, fd, 0);
  ::close(fd);
  if (p == MAP_FAILED) return nullptr;
  return std::make_shared<MappedImage>(p, n, path);
}

std::shared_ptr<const Image> memory_image(std::vector<std::byte> bytes) {
  return std::make_shared<MemoryImage>(std::move(bytes));
}

const ImageHeader& image_header(const Image& image) { return *reinterpret_cast<const ImageHeader*>(image.data()); }

std::shared_ptr<const Image> open_image(const ImageSpec& spec, const ImageBuilder& build) {
  std::vector<Stamp> stamps;
  for (const std::string& s : spec.sources) stamps.push_back(stamp_of(s));
  std::vector<std::uint64_t> hashes(spec.sources.size(), 0);
  const std::string cached = cache_path(spec);
  for (const std::string& candidate : {spec.sources[0] + ".mbin", cached}) {
    if (candidate.empty()) continue;
    auto img = map_file(candidate);
    if (img && valid_for(*img, spec, stamps, hashes)) return img;
  }
  std::vector<std::byte> bytes = build_image(spec, stamps, hashes, build);
  if (!cached.empty() && write_atomically(cached, bytes)) {
    if (auto img = map_file(cached); img && valid_for(*img, spec, stamps, hashes)) return img;
  }
  return memory_image(std::move(bytes));
}

std::string compile_image(const ImageSpec& spec, const ImageBuilder& build) {
  std::vector<Stamp> stamps;
  for (const std::string& s : spec.sources) stamps.push_back(stamp_of(s));
  std::vector<std::uint64_t> hashes(spec.sources.size(), 0);
  std::vector<std::byte> bytes = build_image(spec, stamps, hashes, build);
  std::string path = spec.sources[0] + ".mbin";
  if (!write_atomically(path, bytes)) throw file_error(path, "cannot write the compiled image");
  return path;
}

}  // namespace meteor
