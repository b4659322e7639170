// SPDX-License-Identifier: LGPL-2.1-or-later
#include <memory>
#include <ostream>

#include "resources/data_dir.hh"
#include "resources/language_tools.hh"
#include "resources/stemmer.hh"
#include "util/error.hh"
#include "util/line_reader.hh"
#include "util/utf8.hh"

namespace meteor {

void stem_file(Language lang, const std::string& in_path, std::ostream& out, const std::string& data_dir) {
  std::unique_ptr<Stemmer> stemmer = StemmerFactory::for_language(lang, data_dir.empty() ? DataDir() : DataDir(data_dir)).make();
  LineReader in(in_path);
  std::string line, buf;
  while (in.next(line)) {
    buf += stem_line(*stemmer, line);
    buf += '\n';
    if (buf.size() >= (1u << 16)) {
      out.write(buf.data(), static_cast<std::streamsize>(buf.size()));
      buf.clear();
    }
  }
  out.write(buf.data(), static_cast<std::streamsize>(buf.size()));
  out.flush();
}

std::string stem_text(Language lang, std::string_view text, const std::string& data_dir) {
  std::unique_ptr<Stemmer> stemmer = StemmerFactory::for_language(lang, data_dir.empty() ? DataDir() : DataDir(data_dir)).make();
  const std::string decoded = utf8::java_decode(text);
  std::string_view rest(decoded);
  std::string out;
  while (!rest.empty()) {
    std::size_t e = rest.find_first_of("\r\n");
    out += stem_line(*stemmer, rest.substr(0, e));
    if (e == std::string_view::npos) break;
    out += '\n';
    e += (rest[e] == '\r' && e + 1 < rest.size() && rest[e + 1] == '\n') ? 2 : 1;
    rest.remove_prefix(e);
  }
  return out;
}

}  // namespace meteor
