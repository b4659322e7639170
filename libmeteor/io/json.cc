// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/json.hh"

#include <cmath>
#include <cstdio>

#include "java/lang.hh"

namespace meteor {
namespace {

void stats_fields(std::string& out, const Stats& s, const Config& c) {
  auto num = [&](const char* key, double v) {
    out += '"';
    out += key;
    out += "\": ";
    out += json_number(v);
    out += ", ";
  };
  num("score", s.score);
  num("precision", s.precision);
  num("recall", s.recall);
  num("fmean", s.fmean);
  num("fragmentation_penalty", s.frag_penalty);
  num("chunks", s.chunks);
  num("test_length", s.test_length);
  num("reference_length", s.reference_length);
  out += "\"stages\": [";
  for (std::size_t i = 0; i < c.modules.size() && i < s.test_stage_content.size(); ++i) {
    if (i > 0) out += ", ";
    out += "{\"module\": " + json_string(module_name(c.modules[i])) +
           ", \"test_content\": " + json_number(s.test_stage_content[i]) +
           ", \"test_function\": " + json_number(s.test_stage_function[i]) +
           ", \"reference_content\": " + json_number(s.reference_stage_content[i]) +
           ", \"reference_function\": " + json_number(s.reference_stage_function[i]) + "}";
  }
  out += "]";
}

void tail(std::string& out, const Config& c, const std::string& signature) {
  out += ", \"eval_id\": " + json_string(c.eval_id());
  out += ", \"signature\": " + json_string(signature);
  out += "}\n";
}

}  // namespace

std::string json_string(std::string_view s) {
  std::string out = "\"";
  for (unsigned char c : s) {
    switch (c) {
      case '"':
        out += "\\\"";
        break;
      case '\\':
        out += "\\\\";
        break;
      case '\n':
        out += "\\n";
        break;
      case '\r':
        out += "\\r";
        break;
      case '\t':
        out += "\\t";
        break;
      default:
        if (c < 0x20) {
          char buf[8];
          std::snprintf(buf, sizeof buf, "\\u%04x", c);
          out += buf;
        } else {
          out += static_cast<char>(c);  // UTF-8 passes through
        }
    }
  }
  out += '"';
  return out;
}

std::string json_number(double d) {
  if (!std::isfinite(d)) return "null";
  return java::double_to_string(d);
}

std::string plaintext_json(const Stats& total, const std::vector<double>& segment_scores, const Config& config,
                           const std::string& signature) {
  std::string out = "{";
  stats_fields(out, total, config);
  out += ", \"segments\": [";
  for (std::size_t i = 0; i < segment_scores.size(); ++i) {
    if (i > 0) out += ", ";
    out += json_number(segment_scores[i]);
  }
  out += "]";
  tail(out, config, signature);
  return out;
}

std::string sgml_json(const SgmlResults& results, const Config& config, const std::string& signature) {
  std::string out = "{\"systems\": [";
  std::size_t doc = 0, seg = 0;
  for (std::size_t k = 0; k < results.systems.size(); ++k) {
    const SgmlScore& sys = results.systems[k];
    if (k > 0) out += ", ";
    out += "{\"set\": " + json_string(sys.set) + ", \"system\": " + json_string(sys.system) + ", ";
    stats_fields(out, sys.stats, config);
    // Documents and segments of a system come together, in scoring order.
    auto same = [&](const SgmlScore& r) { return r.set == sys.set && r.system == sys.system; };
    out += ", \"documents\": [";
    for (bool first = true; doc < results.documents.size() && same(results.documents[doc]); ++doc, first = false) {
      if (!first) out += ", ";
      out += "{\"document\": " + json_string(results.documents[doc].document) +
             ", \"score\": " + json_number(results.documents[doc].stats.score) + "}";
    }
    out += "], \"segments\": [";
    for (bool first = true; seg < results.segments.size() && same(results.segments[seg]); ++seg, first = false) {
      if (!first) out += ", ";
      out += "{\"document\": " + json_string(results.segments[seg].document) +
             ", \"segment\": " + json_string(results.segments[seg].segment) +
             ", \"score\": " + json_number(results.segments[seg].stats.score) + "}";
    }
    out += "]}";
  }
  out += "]";
  tail(out, config, signature);
  return out;
}

}  // namespace meteor
