// Fuzz target: the paraphrase-table reader. The input is gzip-compressed to a
// temporary file, which ParaphraseTable::load parses and compiles into its
// image (the cache is off); the table is then queried with the input's own
// words. An input starting with 'R' is written raw instead (the rest of it),
// so that the gzip checks (not gzip, corrupt, truncated) are fuzzed too.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <unistd.h>
#include <zlib.h>

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

#include "fuzz_util.hh"
#include "resources/paraphrase.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/utf8.hh"

namespace {

// One temporary file per process, removed at exit.
char g_path[4096];

const char* temp_path() {
  if (g_path[0] == '\0') {
    const char* dir = std::getenv("TMPDIR");
    std::snprintf(g_path, sizeof g_path, "%s/meteor-paraphrase-fuzz-XXXXXX", dir != nullptr && *dir ? dir : "/tmp");
    int fd = ::mkstemp(g_path);
    if (fd < 0) meteor::fuzz::fail("mkstemp");
    ::close(fd);
    std::atexit([] { std::remove(g_path); });
  }
  return g_path;
}

void write_file(const std::string& path, const std::uint8_t* data, std::size_t size, bool compress) {
  if (compress) {
    gzFile g = gzopen(path.c_str(), "wb1");
    if (g == nullptr) meteor::fuzz::fail("gzopen");
    if (size > 0 && gzwrite(g, data, static_cast<unsigned>(size)) != static_cast<int>(size)) meteor::fuzz::fail("gzwrite");
    if (gzclose(g) != Z_OK) meteor::fuzz::fail("gzclose");
    return;
  }
  std::FILE* f = std::fopen(path.c_str(), "wb");
  if (f == nullptr) meteor::fuzz::fail("fopen");
  if (size > 0 && std::fwrite(data, 1, size, f) != size) meteor::fuzz::fail("fwrite");
  std::fclose(f);
}

}  // namespace

extern "C" int LLVMFuzzerInitialize(int*, char***) {
  ::setenv("METEOR_CACHE", "off", 1);
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace meteor;
  const bool raw = size > 0 && data[0] == 'R';
  const std::string path = temp_path();
  if (raw)
    write_file(path, data + 1, size - 1, false);
  else
    write_file(path, data, size, true);
  std::shared_ptr<const ParaphraseTable> table;
  try {
    table = ParaphraseTable::load(path);
  } catch (const Error&) {
    return 0;
  }
  // Query with the words of the input, as the paraphrase matcher does.
  const std::string text = utf8::java_decode(std::string_view(reinterpret_cast<const char*>(data), size));
  std::vector<std::int32_t> ids;
  for_each_token(text, [&](std::string_view w) { ids.push_back(table->word_id(w)); });
  const auto vocabulary = static_cast<std::int32_t>(table->vocabulary_size());
  for (std::int32_t id : ids)
    if (id < -1 || id >= vocabulary) fuzz::fail("word id out of range");
  std::size_t found = 0;
  for (std::size_t start = 0; start < ids.size(); ++start) {
    table->for_each_phrase(ids, start, [&](std::size_t length, std::uint32_t index) {
      if (start + length > ids.size()) fuzz::fail("phrase longer than the words");
      if (index >= table->entry_count()) fuzz::fail("paraphrase index out of range");
      for (std::int32_t w : table->paraphrase(index))
        if (w < 0 || w >= vocabulary) fuzz::fail("paraphrase word id out of range");
      ++found;
    });
  }
  (void)found;
  return 0;
}
