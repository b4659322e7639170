// SPDX-License-Identifier: LGPL-2.1-or-later
#include "align/alignment.hh"

#include "java/lang.hh"

namespace meteor {

std::string Alignment::to_string(const std::string& header) const {
  std::string out = header;
  out += '\n';
  // Words joined by spaces, then String.trim()med as Meteor does.
  auto join = [&](const std::vector<std::string>& words) {
    std::string line;
    for (const std::string& w : words) {
      line += w;
      line += ' ';
    }
    std::size_t b = 0, e = line.size();
    while (b < e && static_cast<unsigned char>(line[b]) <= 0x20) ++b;
    while (e > b && static_cast<unsigned char>(line[e - 1]) <= 0x20) --e;
    out.append(line, b, e - b);
    out += '\n';
  };
  join(test_words);
  join(reference_words);
  out += "Line2Start:Length\tLine1Start:Length\tModule\t\tScore\n";
  for (const auto& m : matches) {
    if (!m) continue;
    out += std::to_string(m->reference_start) + ":" + std::to_string(m->reference_length) + "\t\t\t";
    out += std::to_string(m->test_start) + ":" + std::to_string(m->test_length) + "\t\t\t";
    out += std::to_string(m->module) + "\t\t";
    java::append_double(out, m->prob);
    out += '\n';
  }
  return out;
}

}  // namespace meteor
