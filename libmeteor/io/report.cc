// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/report.hh"

#include <cstdio>

#include "java/lang.hh"

namespace meteor {
namespace {

std::string fmt(double v) { return java::decimal_format(v, 0, 10); }

std::string pad(const std::string& s, std::size_t width) {
  return s.size() >= width ? s : std::string(width - s.size(), ' ') + s;
}

std::string join(const std::vector<double>& v) {
  std::string s;
  for (std::size_t i = 0; i < v.size(); ++i) {
    if (i > 0) s += ' ';
    java::append_double(s, v[i]);
  }
  return s;
}

}  // namespace

void print_header(std::ostream& out, const Config& config, const std::string& format) {
  std::string modules;
  for (std::size_t i = 0; i < config.modules.size(); ++i) {
    if (i > 0) modules += ' ';
    modules += module_name(config.modules[i]);
  }
  out << "Meteor version: 1.5\n\n"
      << "Eval ID:        " << config.eval_id() << "\n\n"
      << "Language:       " << language_title(config.language) << '\n'
      << "Format:         " << format << '\n'
      << "Task:           " << task_description(config.task) << '\n'
      << "Modules:        " << modules << '\n'
      << "Weights:        " << join(config.weights) << '\n'
      << "Parameters:     " << join(config.parameters) << "\n\n";
}

void print_verbose_stats(std::ostream& out, const Stats& s, const Config& config, const std::string& header) {
  out << header << "\n\n";
  out << "           Test Matches                  Reference Matches\n";
  out << "Stage      Content  Function    Total    Content  Function    Total\n";
  double tc = 0, tf = 0, rc = 0, rf = 0;
  auto row = [&](const std::string& label, double a, double b, double c, double d) {
    out << label << pad(fmt(a), 7) << "   " << pad(fmt(b), 7) << "  " << pad(fmt(a + b), 7) << "    "
        << pad(fmt(c), 7) << "   " << pad(fmt(d), 7) << "  " << pad(fmt(c + d), 7) << '\n';
  };
  for (std::size_t i = 0; i < config.weights.size(); ++i) {
    std::string label = std::to_string(i + 1) + std::string(10, ' ');  // "%1d          "
    row(label, s.test_stage_content[i], s.test_stage_function[i], s.reference_stage_content[i],
        s.reference_stage_function[i]);
    tc += s.test_stage_content[i];
    tf += s.test_stage_function[i];
    rc += s.reference_stage_content[i];
    rf += s.reference_stage_function[i];
  }
  row("Total      ", tc, tf, rc, rf);
  const char* unit = config.character_based ? "char" : "word";
  out << '\n';
  out << "Test " << unit << "s:             " << fmt(s.test_length) << '\n';
  out << "Reference " << unit << "s:        " << fmt(s.reference_length) << '\n';
  out << "Chunks:                 " << fmt(s.chunks) << '\n';
  out << "Precision:              " << java::double_to_string(s.precision) << '\n';
  out << "Recall:                 " << java::double_to_string(s.recall) << '\n';
  out << "f1:                     " << java::double_to_string(s.f1) << '\n';
  out << "fMean:                  " << java::double_to_string(s.fmean) << '\n';
  out << "Fragmentation penalty:  " << java::double_to_string(s.frag_penalty) << '\n';
  out << '\n';
  out << "Final score:            " << java::double_to_string(s.score) << '\n';
}

void append_verbose_scores(std::string& out, const Stats& s) {
  java::append_double(out, s.precision);
  out += '\t';
  java::append_double(out, s.recall);
  out += '\t';
  java::append_double(out, s.frag_penalty);
  out += '\t';
  java::append_double(out, s.score);
}

std::string segment_score_line(std::size_t number, const Stats& s, bool verbose) {
  std::string line = "Segment " + std::to_string(number) + " score:\t";
  if (verbose)
    append_verbose_scores(line, s);
  else
    java::append_double(line, s.score);
  return line;
}

}  // namespace meteor
