// Meteor 1.5's official paraphrase tables, installed where every tool and the
// Python package find them (meteor-data; docs/data.md):
//
//   - each table is named by its git blob id (SHA-1 of "blob <size>\0" and
//     the content: `git hash-object FILE`) in Meteor 1.5's public
//     repository (cmu-mtlab/meteor at kMeteorCommit, data/), and pycocoevalcap
//     ships the same English table; a file is installed only when its id is
//     the table's;
//   - tables live in the data folder of the user: $METEOR_DATA when set,
//     else $XDG_DATA_HOME/meteor, else ~/.local/share/meteor, as
//     paraphrase/paraphrase-<code>.gz beside a record of the id it was
//     verified against (paraphrase-<code>.gz.verified: "<id> <size>");
//   - a table is written whole or not at all: it is fetched into a partial
//     file named by its id (resumed by the next run), verified, then renamed
//     into place.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <atomic>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace meteor {

// The commit of cmu-mtlab/meteor whose data/ holds the tables.
inline constexpr const char* kMeteorCommit = "57a9ec5d5f65b8ceca6db5788ef876f3726614b3";

struct OfficialTable {
  std::string code;                  // en cz de es fr ru (Meteor's -l codes)
  std::string blob_id;               // git blob id of paraphrase-<code>.gz
  std::vector<std::string> sources;  // URLs, tried in order
  std::string file_name() const { return "paraphrase-" + code + ".gz"; }
};

// The six tables with their pinned sources.
const std::vector<OfficialTable>& official_tables();
// The table of a language code; throws InvalidArgument naming the code and
// the codes there are.
const OfficialTable& official_table(const std::string& code);

// Tables from a file of lines "CODE BLOB-ID URL..." (a mirror, or a test's
// server), '#' comments allowed; throws naming the file and line.
std::vector<OfficialTable> read_table_sources(const std::string& path);

// Where meteor-data installs tables: $METEOR_DATA when set, else
// xdg_data_dir(). Throws when none of them can be known.
std::string user_data_dir();
// The user's data folder: $XDG_DATA_HOME/meteor, else
// $HOME/.local/share/meteor (the password file's home without $HOME).
// Tables there are found whatever $METEOR_DATA says (DataDir).
std::string xdg_data_dir();

struct TableStatus {
  std::string code;
  std::string path;     // where the table is (or would be)
  bool installed = false;
  bool verified = false;  // its record names the official id and its size is the file's
  std::uint64_t size = 0;
};

struct StoreOptions {
  bool progress = false;                      // progress bars on stderr
  std::uint64_t max_bytes = 1ull << 30;       // a table larger than this is refused
  const std::atomic<bool>* cancel = nullptr;  // set from any thread: stop (Cancelled)
  std::function<void(const std::string&)> note;  // one line per step ("en: fetched from URL")
};

class ParaphraseStore {
 public:
  // The store in `dir` (default: user_data_dir()), for `tables` (default:
  // official_tables()).
  explicit ParaphraseStore(std::string dir = "", std::vector<OfficialTable> tables = {});

  const std::string& dir() const { return dir_; }
  const std::vector<OfficialTable>& tables() const { return tables_; }
  const OfficialTable& table(const std::string& code) const;
  std::string path(const std::string& code) const;  // dir/paraphrase/paraphrase-<code>.gz

  // Downloads the table from its sources in order (the first that gives a
  // file with the right id wins) and installs it; returns its path. A table
  // already installed and verified is kept. Throws one line naming the URLs
  // tried and `meteor-data fetch --from` when none gives it.
  std::string fetch(const std::string& code, const StoreOptions& options) const;

  // Installs the table from local files: a Meteor 1.5 release (its folder,
  // or its tarball), a folder holding paraphrase-<code>.gz (an installed
  // pycocoevalcap's meteor/data), an installed pycocoevalcap package folder,
  // or the table's file itself; verified as fetch() does.
  std::string install_from(const std::string& code, const std::string& from, const StoreOptions& options) const;

  std::vector<TableStatus> list() const;
  TableStatus status(const OfficialTable& table) const;  // one table's line of list()
  // Hashes the installed table again; true when its id is the table's (the
  // record is then rewritten), false otherwise (the record is removed).
  bool verify(const std::string& code, const StoreOptions& options) const;

 private:
  std::string install_verified(const OfficialTable& t, const std::string& candidate, const StoreOptions& o,
                               const std::string& origin) const;
  std::string dir_;
  std::vector<OfficialTable> tables_;
};

}  // namespace meteor
