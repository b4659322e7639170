// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/stdio_protocol.hh"


#include "java/lang.hh"
#include "util/error.hh"
#include "util/line_reader.hh"

namespace meteor {
namespace {

std::string_view java_trim(std::string_view s) {
  while (!s.empty() && static_cast<unsigned char>(s.front()) <= 0x20) s.remove_prefix(1);
  while (!s.empty() && static_cast<unsigned char>(s.back()) <= 0x20) s.remove_suffix(1);
  return s;
}

bool starts_with(std::string_view s, std::string_view p) { return s.substr(0, p.size()) == p; }

}  // namespace

std::vector<std::string_view> split_fields(std::string_view line) {
  std::vector<std::string_view> parts;
  std::size_t start = 0;
  for (;;) {
    std::size_t p = line.find("|||", start);
    if (p == std::string_view::npos) break;
    parts.push_back(line.substr(start, p - start));
    start = p + 3;
  }
  if (parts.empty()) return {line};
  parts.push_back(line.substr(start));
  while (!parts.empty() && parts.back().empty()) parts.pop_back();
  return parts;
}

StdioReply answer_request(const Scorer& scorer, std::string_view line, EvalReply eval) {
  StdioReply reply;
  if (starts_with(line, "SCORE") || starts_with(line, "score")) {
    auto part = split_fields(line);
    if (part.size() < 3) {
      reply.text = "Error: specify hypothesis and at least one reference";
      return reply;
    }
    std::vector<std::string> refs;
    for (std::size_t i = 1; i + 1 < part.size(); ++i) refs.emplace_back(java_trim(part[i]));
    SegmentResult r = scorer.segment(java_trim(part.back()), refs);
    reply.text = r.stats.to_string();
  } else if (starts_with(line, "EVAL") || starts_with(line, "eval")) {
    auto part = split_fields(line);
    if (part.size() < 2) {
      reply.text = "Error: specify Meteor stats";
      return reply;
    }
    const std::size_t count = eval == EvalReply::kFirst ? 1 : part.size() - 1;
    Stats total;
    for (std::size_t i = 1; i <= count; ++i) {
      std::string why;
      auto stats = Stats::parse(java_trim(part[i]), &why);
      if (!stats) {
        reply.text = "Error: malformed Meteor stats";
        if (count > 1) reply.text += " " + std::to_string(i);
        reply.text += " (" + why + ")";
        reply.malformed = true;
        return reply;
      }
      total.add(*stats);
      scorer.compute_metrics(*stats);
      if (i > 1) reply.text += '\n';
      reply.text += java::double_to_string(stats->score);
    }
    if (eval == EvalReply::kEachThenTotal) {
      // The jar sums the statistics as Meteor sums segments (MeteorStats.addStats).
      scorer.compute_metrics(total);
      reply.text += '\n';
      reply.text += java::double_to_string(total.score);
    }
  } else if (starts_with(line, "SIGNATURE") || starts_with(line, "signature")) {
    // Not in Meteor 1.5: the signature of the scores this server gives
    // (score/signature.hh), for n references per segment or, without n,
    // "var".
    auto part = split_fields(line);
    std::string refs = "var";
    if (part.size() >= 2) {
      refs = std::string(java_trim(part[1]));
      auto n = java::parse_int(refs);
      if (!n || *n < 1) {
        reply.text = "Error: SIGNATURE ||| n takes a positive number of references";
        return reply;
      }
    }
    reply.text = scorer.signature(refs);
  } else {
    reply.text = "Error: specify SCORE or EVAL";
  }
  return reply;
}

std::size_t serve_stdio(const Scorer& scorer, const std::string& input_path, std::ostream& out, EvalReply eval) {
  LineReader in(input_path);
  std::string line;
  std::size_t malformed = 0;
  while (in.next(line)) {
    StdioReply r = answer_request(scorer, line, eval);
    if (r.malformed) ++malformed;
    r.text += '\n';
    out.write(r.text.data(), static_cast<std::streamsize>(r.text.size()));
    out.flush();
    // The client cannot read the answers (a full disk, a closed pipe): stop.
    if (!out) throw Error("standard output: write failed after " + std::to_string(in.line_number()) + " requests");
  }
  return malformed;
}

}  // namespace meteor
