// Where language data lives. A resource is looked up by its flag (-d -s -a
// -e) first, then under $METEOR_DATA, then in the data folder of the build
// tree or installation the running program belongs to. The folder has the
// layout of a Meteor 1.5 release's resources:
//
//   function/<language>.words        nonbreaking/<language>.prefixes
//   synonym/<language>.{synsets,exceptions,relations}
//   stem/<language>.gz               paraphrase/paraphrase-<code>.gz
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <string>
#include <vector>

#include "resources/language.hh"

namespace meteor {

class DataDir {
 public:
  // Searches the default places; `root()` throws meteor::Error naming them
  // when none holds data.
  DataDir();
  explicit DataDir(std::string root) : root_(std::move(root)), searched_{root_} {}

  // The folder in use; throws if there is none.
  const std::string& root() const;
  bool found() const { return !root_.empty(); }
  const std::vector<std::string>& searched() const { return searched_; }

  std::string function_words(Language lang) const;
  std::string nonbreaking_prefixes(Language lang) const;
  std::string synonym_dir() const;
  std::string stem_table(Language lang) const;
  std::string paraphrase_table(Language lang) const;
  // The default paraphrase table of a language that exists: this folder's
  // paraphrase/ first ($METEOR_DATA's, or the build's or installation's),
  // then the user's data folder ($XDG_DATA_HOME/meteor), where meteor-data
  // installs tables without $METEOR_DATA (resources/paraphrase_store.hh);
  // "" when neither has it. The files looked for are appended to *looked.
  std::string find_paraphrase_table(Language lang, std::vector<std::string>* looked = nullptr) const;

  // The candidate folders, in order: $METEOR_DATA, <exe>/../data,
  // <exe>/../share/meteor/data, and the folder configured at build time.
  static std::vector<std::string> candidates();

 private:
  std::string root_;
  std::vector<std::string> searched_;
};

bool file_exists(const std::string& path);
bool dir_exists(const std::string& path);

// The folder of the binary (program, shared library or Python module) whose
// code or data holds `address`, symbolic links resolved; "" if unknown.
std::string binary_dir(const void* address);

}  // namespace meteor
