// Helpers for the unit tests: temporary files and folders, the data folder,
// a scorer, SGML text.
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <unistd.h>
#include <zlib.h>

#include <cstdlib>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>

#include "io/sgml.hh"
#include "resources/data_dir.hh"
#include "score/config.hh"
#include "score/scorer.hh"

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

// A fresh temporary folder, removed with the object.
class TempDir {
 public:
  TempDir() {
    char tmpl[] = "/tmp/meteor-test-XXXXXX";
    path_ = ::mkdtemp(tmpl);
  }
  ~TempDir() { std::system(("rm -rf '" + path_ + "'").c_str()); }
  void write(const std::string& name, const std::string& text) const {
    std::ofstream(path_ + "/" + name, std::ios::binary) << text;
  }
  void remove(const std::string& name) const { std::system(("rm '" + path_ + "/" + name + "'").c_str()); }
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

// The whole content of a file ("" if it cannot be read).
inline std::string slurp(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::ostringstream s;
  s << in.rdbuf();
  return s.str();
}

// The language data folder of the build ($METEOR_DATA set by ctest).
inline DataDir data() { return DataDir(); }

// English with the exact module only, built once.
inline const Scorer& exact_scorer() {
  static const Scorer scorer = [] {
    Options o;
    o.language = "en";
    o.modules = std::vector<std::string>{"exact"};
    return Scorer(resolve_config(o));
  }();
  return scorer;
}

// SGML text parsed as a file named t.sgm.
inline SgmlData parse_sgml_text(std::string_view text) {
  SgmlData data;
  parse_sgml(text, "t.sgm", data);
  return data;
}

}  // namespace meteor::testing
