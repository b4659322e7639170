// Fuzz target: Parex's phrase-table reader and the tables it writes. The
// input is gzip-compressed as a Moses phrase table; its own text (decoded)
// is the foreign, English and target corpus, so that its phrases pass the
// corpus filter. parex() runs in a temporary folder with thresholds that
// keep most entries; its final table is then rewritten in Meteor's format
// and filtered by meteor-filter-paraphrase's reader against the same text.
// An input starting with 'R' is written raw instead (the rest of it), so
// that the gzip checks are fuzzed too.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <sys/stat.h>
#include <unistd.h>
#include <zlib.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <string_view>
#include <vector>

#include "fuzz_util.hh"
#include "resources/language_tools.hh"
#include "util/error.hh"
#include "util/utf8.hh"

namespace {

// One temporary folder per process, emptied after each input.
std::string g_dir;

void remove_tree(const std::string& dir) {
  for (const char* name : {"parex.f", "parex.e", "parex.raw.gz", "parex.group.gz", "paraphrase.gz",
                           ".parex-candidates", ".parex-sort-0", ".parex-sort-1"})
    std::remove((dir + "/" + name).c_str());
  ::rmdir(dir.c_str());
}

const std::string& temp_dir() {
  if (g_dir.empty()) {
    const char* tmp = std::getenv("TMPDIR");
    std::string pattern = std::string(tmp != nullptr && *tmp ? tmp : "/tmp") + "/meteor-phrase-table-fuzz-XXXXXX";
    std::vector<char> buf(pattern.begin(), pattern.end());
    buf.push_back('\0');
    if (::mkdtemp(buf.data()) == nullptr) meteor::fuzz::fail("mkdtemp");
    g_dir = buf.data();
    std::atexit([] {
      remove_tree(g_dir + "/out");
      for (const char* name : {"pt.gz", "corpus", "meteor.gz", "filtered.gz"}) std::remove((g_dir + "/" + name).c_str());
      ::rmdir(g_dir.c_str());
    });
  }
  return g_dir;
}

void write_file(const std::string& path, std::string_view data, bool compress) {
  if (compress) {
    gzFile g = gzopen(path.c_str(), "wb1");
    if (g == nullptr) meteor::fuzz::fail("gzopen");
    if (!data.empty() && gzwrite(g, data.data(), static_cast<unsigned>(data.size())) != static_cast<int>(data.size()))
      meteor::fuzz::fail("gzwrite");
    if (gzclose(g) != Z_OK) meteor::fuzz::fail("gzclose");
    return;
  }
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (f == nullptr) meteor::fuzz::fail("fopen");
  if (!data.empty() && std::fwrite(data.data(), 1, data.size(), f) != data.size()) meteor::fuzz::fail("fwrite");
  std::fclose(f);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  if (std::getenv("METEOR_DATA") == nullptr) ::setenv("METEOR_DATA", METEOR_FUZZ_DATA, 1);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace meteor;
  const std::string dir = temp_dir();
  const std::string_view input(reinterpret_cast<const char*>(data), size);
  const bool raw = size > 0 && data[0] == 'R';
  write_file(dir + "/pt.gz", raw ? input.substr(1) : input, !raw);
  write_file(dir + "/corpus", utf8::java_decode(input), false);

  ParexOptions o;
  o.f_corpus = o.e_corpus = o.e_tgt_corpus = dir + "/corpus";
  o.phrase_table = dir + "/pt.gz";
  o.out_dir = dir + "/out";
  o.min_rel_freq = 0.5;
  o.min_trans_prob = 1e-9;
  o.min_final_prob = 1e-9;
  o.threads = 2;
  o.sort_memory = 0;  // the smallest runs: the merge is fuzzed too
  ParexCounts counts;
  try {
    counts = parex(o, nullptr);
  } catch (const Error&) {
    remove_tree(o.out_dir);
    return 0;
  }
  if (counts.skipped_lines > counts.table_lines) fuzz::fail("more lines skipped than read");
  if (counts.final_entries > counts.raw) fuzz::fail("more final paraphrases than raw ones");
  try {
    const std::size_t n = parex_to_meteor_table(o.out_dir + "/paraphrase.gz", dir + "/meteor.gz");
    if (n != counts.final_entries) fuzz::fail("paraphrase.gz lines differ from the count");
    const FilterCounts f = filter_paraphrase_table(dir + "/meteor.gz", dir + "/filtered.gz", {dir + "/corpus"}, nullptr);
    if (f.entries != n || f.kept > f.entries) fuzz::fail("filter counts");
  } catch (const Error&) {
    // A phrase with " ||| " inside cannot be rewritten (as in new_language.py).
  }
  remove_tree(o.out_dir);
  return 0;
}
