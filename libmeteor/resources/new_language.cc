// scripts/new_language.py's steps: the inputs lowercased, Parex's table
// turned into Meteor's paraphrase table, the meteor-files folder laid out;
// and the files and folders Parex creates.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <sys/stat.h>
#include <unicode/uchar.h>
#include <zlib.h>

#include <cerrno>
#include <cstdio>
#include <cstring>
#include <memory>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

#include "resources/language_tools.hh"
#include "resources/phrase_table.hh"
#include "util/error.hh"
#include "util/gzip_writer.hh"
#include "util/line_reader.hh"
#include "util/output_file.hh"
#include "util/text_file.hh"
#include "util/utf8.hh"

namespace meteor {

std::size_t parex_to_meteor_table(const std::string& parex_table, const std::string& meteor_table) {
  LineReader in(parex_table, /*allow_gzip=*/true);
  GzipWriter out(meteor_table, 6);
  std::string line, text;
  std::size_t n = 0;
  while (in.next(line)) {
    // Python's line.strip().split(' ||| '), which must give three fields.
    std::string_view s(line);
    auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\v' || c == '\f'; };
    while (!s.empty() && space(s.front())) s.remove_prefix(1);
    while (!s.empty() && space(s.back())) s.remove_suffix(1);
    std::vector<std::string_view> f;
    std::size_t b = 0;
    for (;;) {
      const std::size_t e = s.find(" ||| ", b);
      f.push_back(s.substr(b, e == std::string_view::npos ? std::string_view::npos : e - b));
      if (e == std::string_view::npos) break;
      b = e + 5;
    }
    if (f.size() != 3) throw file_error(parex_table, in.line_number(), "expected 'phrase ||| paraphrase ||| probability'");
    text.clear();
    text.append(f[2]).append(1, '\n').append(f[0]).append(1, '\n').append(f[1]).append(1, '\n');
    out.write(text);
    ++n;
  }
  out.close();
  return n;
}

void lowercase_file(const std::string& in, const std::string& out, std::size_t limit) {
  gzFile g = gzopen(in.c_str(), "rb");
  if (g == nullptr) throw_open_error(in, errno);
  const bool gz_out = out.size() >= 3 && out.compare(out.size() - 3, 3, ".gz") == 0;
  std::unique_ptr<GzipWriter> zout;
  std::FILE* pout = nullptr;
  if (gz_out) {
    zout = std::make_unique<GzipWriter>(out, 6);
  } else {
    pout = std::fopen(out.c_str(), "wb");
    if (pout == nullptr) {
      gzclose(g);
      throw file_error(out, std::string("cannot write: ") + std::strerror(errno));
    }
  }
  std::string pending, text;
  std::size_t line_no = 0;
  bool done = false;
  auto flush = [&](bool final) {
    if (!final && text.size() < (1u << 20)) return;
    if (zout) {
      zout->write(text);
    } else if (std::fwrite(text.data(), 1, text.size(), pout) != text.size()) {
      throw file_error(out, std::string("write failed: ") + std::strerror(errno));
    }
    text.clear();
  };
  // One line ("\n" kept; Python 2 splits on nothing else): each code point's
  // simple lowercase.
  auto lower_line = [&](std::string_view line) {
    ++line_no;
    if (!utf8::is_valid(line)) throw file_error(in, line_no, "not valid UTF-8");
    std::size_t i = 0;
    while (i < line.size()) {
      if (static_cast<unsigned char>(line[i]) < 0x80) {
        char c = line[i++];
        if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
        text += c;
        continue;
      }
      const char32_t c = utf8::decode_one(line, i);
      utf8::append(text, static_cast<char32_t>(u_tolower(static_cast<UChar32>(c))));
    }
    if (limit != 0 && line_no == limit) done = true;
  };
  try {
    std::vector<char> buf(1u << 20);
    while (!done) {
      const int n = gzread(g, buf.data(), static_cast<unsigned>(buf.size()));
      if (n < 0) throw FormatError(in + ": corrupt gzip data");
      if (n == 0) break;
      std::string_view chunk(buf.data(), static_cast<std::size_t>(n));
      while (!done && !chunk.empty()) {
        const std::size_t e = chunk.find('\n');
        if (e == std::string_view::npos) {
          pending += chunk;
          break;
        }
        pending += chunk.substr(0, e + 1);
        chunk.remove_prefix(e + 1);
        lower_line(pending);
        pending.clear();
        flush(false);
      }
    }
    if (!done && !pending.empty()) lower_line(pending);
    flush(true);
  } catch (...) {
    gzclose(g);
    if (pout != nullptr) std::fclose(pout);
    throw;
  }
  gzclose(g);
  if (zout) zout->close();
  if (pout != nullptr && std::fclose(pout) != 0) throw file_error(out, std::string("write failed: ") + std::strerror(errno));
}

std::string new_language(const NewLanguageOptions& o, std::ostream* log) {
  auto say = [&](const std::string& s) {
    if (log != nullptr) *log << s << '\n' << std::flush;
  };
  for (const std::string* in : {&o.corpus_f, &o.corpus_e, &o.phrase_table, &o.tgt_corpus}) {
    struct stat st;
    if (!in->empty() && ::stat(in->c_str(), &st) != 0) throw_open_error(*in, errno);
  }
  // The folder appears whole, or not at all.
  OutputFolder folder(o.out_dir, {o.corpus_f, o.corpus_e, o.phrase_table, o.tgt_corpus}, "new-language");
  const std::string dir = folder.staging();
  const std::string corpus_f = dir + "/corpus.f", corpus_e = dir + "/corpus.e", pt = dir + "/pt.gz",
                    tgt = dir + "/tgt-corpus.e";
  say("Preparing inputs:");
  say("+ lc f");
  lowercase_file(o.corpus_f, corpus_f, 0);
  say("+ lc e");
  lowercase_file(o.corpus_e, corpus_e, 0);
  say("+ lc phrase table");
  lowercase_file(o.phrase_table, pt, 0);
  say("+ lc target e");
  lowercase_file(o.tgt_corpus.empty() ? o.corpus_e : o.tgt_corpus, tgt, 10000);
  say("Running Parex:");
  ParexOptions p;
  p.f_corpus = corpus_f;
  p.e_corpus = corpus_e;
  p.phrase_table = pt;
  p.e_tgt_corpus = tgt;
  p.out_dir = dir + "/parex";
  p.threads = o.threads;
  parex(p, log);
  say("Copying files:");
  const std::string files = dir + "/meteor-files";
  if (::mkdir(files.c_str(), 0777) != 0) throw file_error(files, std::string("cannot create: ") + std::strerror(errno));
  say("+ function.words");
  {
    LineReader words(p.out_dir + "/parex.e");
    std::string text, line;
    while (words.next_raw(line)) text.append(line).append(1, '\n');
    write_text_file(files + "/function.words", text);
  }
  say("+ paraphrase.gz");
  parex_to_meteor_table(p.out_dir + "/paraphrase.gz", files + "/paraphrase.gz");
  folder.commit();
  const std::string ready = o.out_dir + "/meteor-files";
  say(ready + " is now ready to passed to Meteor with -new flag");
  return ready;
}

}  // namespace meteor
