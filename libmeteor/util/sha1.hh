// SHA-1 (FIPS 180-4), for one use: git's blob ids, SHA-1 of
// "blob <size>\0" followed by the content, which name Meteor 1.5's official
// paraphrase tables exactly (resources/official_tables.hh) and which anyone
// can check with `git hash-object FILE`. Not for anything that needs
// collision resistance; the signature's hashes are SHA-256 (util/sha256.hh).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>
#include <string_view>

namespace meteor {

class Sha1 {
 public:
  Sha1();
  void update(std::string_view bytes);
  // The digest as 40 lowercase hex digits; the object is spent afterwards.
  std::string hex();

 private:
  void block(const unsigned char* p);
  std::array<std::uint32_t, 5> h_;
  unsigned char buffer_[64];
  std::size_t buffered_ = 0;
  std::uint64_t length_ = 0;
};

// The git blob id of a file (`git hash-object FILE`). Throws meteor::Error
// naming the file when it cannot be read. `progress`, when given, is called
// with the bytes hashed so far; returning false stops the hashing (Cancelled).
std::string git_blob_id(const std::string& path,
                        const std::function<bool(std::uint64_t done, std::uint64_t total)>& progress = {});
// The git blob id of bytes in memory.
std::string git_blob_id_of(std::string_view content);

}  // namespace meteor
