// Fuzz target: the trainer's data files. The first byte picks the file the
// rest of the input becomes: even, a segcor/spearman <sys>.ter (lines
// "<document> <segment> <score>"); odd, a rank .rank file (lines "<segment>
// TAB <lang-pair> TAB <system> TAB <lang-pair> TAB <system>"). The folder's
// other files are fixed and valid (SGML system outputs and references, a
// small paraphrase table), made once in a temporary folder.
//
// Invariants: a bad file is a meteor::Error, never a crash; data that loads
// has one human score (finite: a NaN or infinite one would turn the grid's
// correlations into an arbitrary "best" point), one reference length and one
// statistics per segment, and every rank judgment names loaded segments.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <unistd.h>

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>

#include <zlib.h>

#include "fuzz_util.hh"
#include "train/data.hh"
#include "util/error.hh"
#include "util/warn.hh"

namespace {

void write(const std::string& path, const std::string& text) {
  std::ofstream(path, std::ios::binary) << text;
}

std::string sgml(const char* kind, const char* sys, const char* words) {
  std::string s = std::string("<") + kind + " setid=\"s\" srclang=\"de\" trglang=\"en\">\n<doc docid=\"d1\" sysid=\"" +
                  sys + "\">\n";
  for (int i = 1; i <= 3; ++i) s += "<seg id=\"" + std::to_string(i) + "\">" + words + " " + std::to_string(i) + "</seg>\n";
  return s + "</doc>\n</" + kind + ">\n";
}

// The fixed files, once per process; removed at exit (the path is never
// destroyed: the exit handler runs after static destructors would).
const std::string& folder() {
  static const std::string& dir = *new std::string([] {
    std::string d = (std::filesystem::temp_directory_path() / "meteor-fuzz-trainer-XXXXXX").string();
    if (::mkdtemp(d.data()) == nullptr) meteor::fuzz::fail("cannot make a temporary folder");
    write(d + "/sys.tst", sgml("tstset", "sys", "the cat sat on the mat"));
    write(d + "/sys.ref", sgml("refset", "ref", "a cat sat on a mat"));
    write(d + "/en-de.s1.sgm", sgml("tstset", "s1", "the cat sat on the mat"));
    write(d + "/en-de.s2.sgm", sgml("tstset", "s2", "one cat is on the mat"));
    write(d + "/en-de.ref.sgm", sgml("refset", "ref", "a cat sat on a mat"));
    gzFile g = gzopen((d + "/para.gz").c_str(), "wb");
    const std::string table = "0.5\nsat on\nis on\n";
    gzwrite(g, table.data(), static_cast<unsigned>(table.size()));
    gzclose(g);
    std::atexit([] {
      std::error_code ec;
      std::filesystem::remove_all(folder(), ec);
    });
    meteor::set_warning_sink([](const std::string&) {});  // repeated segments, skipped judgments
    return d;
  }());
  return dir;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace meteor;
  if (size == 0) return 0;
  const std::string& dir = folder();
  const bool rank = (data[0] & 1) != 0;
  const std::string text(reinterpret_cast<const char*>(data) + 1, size - 1);
  const std::string file = dir + (rank ? "/judgments.rank" : "/sys.ter");
  std::filesystem::remove(dir + "/judgments.rank");
  std::filesystem::remove(dir + "/sys.ter");
  write(file, text);
  train::DataOptions options;
  options.paraphrase_table = dir + "/para.gz";
  options.threads = 1;
  try {
    if (rank) {
      const train::RankData d = train::load_rank(dir, options);
      for (const train::Preference& p : d.preferences)
        if (p.better >= d.stats.size() || p.worse >= d.stats.size()) fuzz::fail("a judgment names no loaded segment");
    } else {
      const train::SegcorData d = train::load_segcor(dir, options);
      if (d.human.size() != d.stats.size() || d.length.size() != d.stats.size())
        fuzz::fail("human scores, lengths and statistics differ in number");
      for (double h : d.human)
        if (!std::isfinite(h)) fuzz::fail("a human score that is not finite was loaded");
    }
  } catch (const Error&) {
  }
  return 0;
}
