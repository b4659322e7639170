// SHA-256 (FIPS 180-4) of bytes and files: the content hashes that name
// resources in a signature (score/signature.hh), so that anyone can check
// them with `sha256sum`.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

namespace meteor {

class Sha256 {
 public:
  Sha256();
  void update(std::string_view bytes);
  // Appends the bytes of a file; throws meteor::Error naming it when it
  // cannot be read.
  void update_file(const std::string& path);
  // The digest as 64 lowercase hex digits; the object is spent afterwards.
  std::string hex();

 private:
  void block(const unsigned char* p);
  std::array<std::uint32_t, 8> h_;
  unsigned char buffer_[64];
  std::size_t buffered_ = 0;
  std::uint64_t length_ = 0;
};

std::string sha256_hex(std::string_view bytes);

}  // namespace meteor
