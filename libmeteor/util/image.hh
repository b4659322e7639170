// Compiled resource images: a resource (synonym dictionary, paraphrase
// table) is compiled once from its text source into a flat binary image that
// later runs open with mmap in microseconds. An image records the size,
// modification time and content hash of its sources and is only used while
// they match.
//
// Where images live, first match wins:
//   <first source>.mbin                 made by `meteor-compile` (or setup)
//   $METEOR_CACHE (default $XDG_CACHE_HOME/meteor, ~/.cache/meteor)/<key>.mbin
// METEOR_CACHE=off disables the cache (images are then built in memory).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <cstdint>
#include <cstring>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace meteor {

// A read-only byte image: mapped from a file or held in memory.
class Image {
 public:
  virtual ~Image() = default;
  virtual const std::byte* data() const = 0;
  virtual std::size_t size() const = 0;
  // Where it came from: a file path, or "memory".
  virtual std::string origin() const = 0;
};

std::shared_ptr<const Image> map_file(const std::string& path);  // nullptr if it cannot be mapped
std::shared_ptr<const Image> memory_image(std::vector<std::byte> bytes);

// 64-bit FNV-1a, the hash used inside images (stable across builds).
inline std::uint64_t fnv1a(std::string_view s, std::uint64_t h = 1469598103934665603ull) {
  for (unsigned char c : s) {
    h ^= c;
    h *= 1099511628211ull;
  }
  return h;
}

// Builds an image section by section, keeping every array 8-byte aligned.
class ImageWriter {
 public:
  // Appends raw bytes (padded to 8) and returns their offset.
  std::uint64_t append(const void* data, std::size_t n);
  template <class T>
  std::uint64_t append_array(const std::vector<T>& v) {
    return append(v.data(), v.size() * sizeof(T));
  }
  std::vector<std::byte>& bytes() { return bytes_; }
  void patch(std::uint64_t offset, const void* data, std::size_t n) { std::memcpy(bytes_.data() + offset, data, n); }

 private:
  std::vector<std::byte> bytes_;
};

// The header every image starts with.
struct ImageHeader {
  char magic[8];
  std::uint32_t version;
  std::uint32_t source_count;
  std::uint64_t source_size[4];
  std::int64_t source_mtime_ns[4];
  std::uint64_t source_hash[4];
  std::uint64_t sections[16];  // (offset, count) pairs; their meaning is the image kind's
};

struct ImageSpec {
  const char* magic;  // 8 characters
  std::uint32_t version;
  std::vector<std::string> sources;  // at most 4 files
};

// Appends an image's sections to the writer (whose first bytes are the
// ImageHeader) and records them in header.sections.
using ImageBuilder = std::function<void(ImageWriter&, ImageHeader& header)>;

// The image for spec: a valid precompiled or cached one if there is one,
// else built by build() and stored in the cache when possible. Throws
// meteor::Error for unreadable sources, and what build() throws.
std::shared_ptr<const Image> open_image(const ImageSpec& spec, const ImageBuilder& build);

// Builds the image for spec and writes it to <first source>.mbin (the
// precompiled form next to the source). Returns that path.
std::string compile_image(const ImageSpec& spec, const ImageBuilder& build);

// The header of a valid image (magic and version checked).
const ImageHeader& image_header(const Image& image);

template <class T>
struct ImageArray;
template <class T>
ImageArray<T> image_array(const Image& image, int section);

// A typed view of an array inside an image.
template <class T>
struct ImageArray {
  const T* ptr = nullptr;
  std::size_t count = 0;
  const T& operator[](std::size_t i) const { return ptr[i]; }
  std::size_t size() const { return count; }
};

template <class T>
ImageArray<T> image_array(const Image& image, int section) {
  const ImageHeader& h = image_header(image);
  std::uint64_t offset = h.sections[2 * section], count = h.sections[2 * section + 1];
  return ImageArray<T>{reinterpret_cast<const T*>(image.data() + offset), static_cast<std::size_t>(count)};
}

}  // namespace meteor
