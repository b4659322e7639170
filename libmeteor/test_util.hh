// Helpers for the unit tests: temporary files, the data folder.
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <unistd.h>
#include <zlib.h>

#include <cstdlib>
#include <fstream>
#include <string>

#include "resources/data_dir.hh"

namespace meteor::testing {

// A file in a fresh temporary folder, removed with the object.
class TempFile {
 public:
  explicit TempFile(const std::string& content, bool gzip = false, const std::string& name = "file") {
    char tmpl[] = "/tmp/meteor-test-XXXXXX";
    dir_ = ::mkdtemp(tmpl);
    path_ = dir_ + "/" + name;
    if (gzip) {
      gzFile g = gzopen(path_.c_str(), "wb");
      gzwrite(g, content.data(), static_cast<unsigned>(content.size()));
      gzclose(g);
    } else {
      std::ofstream(path_, std::ios::binary) << content;
    }
  }
  ~TempFile() { std::system(("rm -rf '" + dir_ + "'").c_str()); }
  const std::string& path() const { return path_; }
  const std::string& dir() const { return dir_; }

 private:
  std::string dir_, path_;
};

// The language data folder of the build ($METEOR_DATA set by ctest).
inline DataDir data() { return DataDir(); }

}  // namespace meteor::testing
