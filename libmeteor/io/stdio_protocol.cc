// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/stdio_protocol.hh"

#include <new>

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

StdioAnswer answer_stdio(const Scorer& scorer, std::string_view line, EvalReply eval) {
  StdioAnswer a;
  auto error = [&](std::string message) {
    a.kind = StdioAnswer::Kind::kError;
    a.text = std::move(message);
    return a;
  };
  if (starts_with(line, "SCORE") || starts_with(line, "score")) {
    auto part = split_fields(line);
    if (part.size() < 3) return error("Error: specify hypothesis and at least one reference");
    std::vector<std::string> refs;
    for (std::size_t i = 1; i + 1 < part.size(); ++i) refs.emplace_back(java_trim(part[i]));
    a.kind = StdioAnswer::Kind::kStats;
    try {
      a.stats = scorer.segment(java_trim(part.back()), refs).stats;
    } catch (const LimitExceeded& e) {  // the server goes on with the next request
      return error(std::string("Error: ") + e.what());
    } catch (const std::bad_alloc&) {
      return error("Error: out of memory aligning this request (its memory is freed; try -mem)");
    }
  } else if (starts_with(line, "EVAL") || starts_with(line, "eval")) {
    auto part = split_fields(line);
    if (part.size() < 2) return error("Error: specify Meteor stats");
    const std::size_t count = eval == EvalReply::kFirst ? 1 : part.size() - 1;
    Stats total;
    a.kind = StdioAnswer::Kind::kScores;
    for (std::size_t i = 1; i <= count; ++i) {
      std::string why;
      auto stats = Stats::parse(java_trim(part[i]), &why);
      if (!stats) {
        std::string message = "Error: malformed Meteor stats";
        if (count > 1) {
          message += ' ';
          message += std::to_string(i);
        }
        message += " (";
        message += why;
        message += ')';
        error(std::move(message));
        a.malformed = true;
        return a;
      }
      total += stats->contribution();
      scorer.compute_metrics(*stats);
      a.scores.push_back(stats->score);
    }
    if (eval == EvalReply::kEachThenTotal) {
      // The jar sums the statistics as Meteor sums segments (MeteorStats.addStats).
      scorer.compute_metrics(total);
      a.scores.push_back(total.score);
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
      if (!n || *n < 1) return error("Error: SIGNATURE ||| n takes a positive number of references");
    }
    a.kind = StdioAnswer::Kind::kSignature;
    a.text = scorer.signature(refs);
  } else {
    return error("Error: specify SCORE or EVAL");
  }
  return a;
}

std::string format_stdio_answer(const StdioAnswer& a) {
  switch (a.kind) {
    case StdioAnswer::Kind::kStats:
      return a.stats.to_string();
    case StdioAnswer::Kind::kScores: {
      std::string text;
      for (std::size_t i = 0; i < a.scores.size(); ++i) {
        if (i > 0) text += '\n';
        java::append_double(text, a.scores[i]);
      }
      return text;
    }
    case StdioAnswer::Kind::kSignature:
    case StdioAnswer::Kind::kError:
      return a.text;
  }
  return a.text;
}

StdioReply answer_request(const Scorer& scorer, std::string_view line, EvalReply eval) {
  const StdioAnswer a = answer_stdio(scorer, line, eval);
  return StdioReply{format_stdio_answer(a), a.malformed};
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
