// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/sinks.hh"

#include <sys/stat.h>

#include <cerrno>
#include <cstdio>
#include <cstring>

#include "io/json.hh"
#include "io/report.hh"
#include "java/lang.hh"
#include "util/error.hh"

namespace meteor {
namespace {

void write(std::ostream& out, const std::string& line) {
  out.write(line.data(), static_cast<std::streamsize>(line.size()));
}

bool any_needs_alignments(const std::vector<Sink*>& sinks) {
  for (const Sink* s : sinks)
    if (s->needs_alignments()) return true;
  return false;
}

}  // namespace

Stats run_plaintext(const Scorer& scorer, const PlaintextCorpus& corpus, const std::vector<Sink*>& sinks,
                    unsigned threads) {
  for (Sink* s : sinks) s->start(scorer);
  const Stats total = score_corpus(
      scorer, corpus,
      [&](std::size_t i, const SegmentResult& r) {
        for (Sink* s : sinks) s->segment(i, r);
      },
      threads, any_needs_alignments(sinks) ? SegmentDetail::kAlignments : SegmentDetail::kStatistics);
  for (Sink* s : sinks) s->corpus(total);
  for (Sink* s : sinks) s->finish();
  return total;
}

SgmlResults run_sgml(const Scorer& scorer, const SgmlData& test, const SgmlData& refs,
                     const std::vector<Sink*>& sinks, unsigned threads) {
  for (Sink* s : sinks) s->start(scorer);
  SgmlEvalOptions options;
  options.threads = threads;
  options.write_alignments = any_needs_alignments(sinks);
  SgmlResults results = score_sgml(scorer, test, refs, options);
  for (Sink* s : sinks) s->sgml(results);
  for (Sink* s : sinks) s->finish();
  return results;
}

std::string sgml_reference_count(const SgmlData& refs) {
  std::string count;
  for (const auto& [set_id, references] : refs) {
    const std::string n = std::to_string(references.size());
    if (count.empty())
      count = n;
    else if (count != n)
      return "var";
  }
  return count.empty() ? "var" : count;
}

// The report.

void ReportSink::start(const Scorer& scorer) {
  Sink::start(scorer);
  if (!header_) return;
  print_header(out_, scorer.config(), format_);
  out_.flush();
}

void ReportSink::segment(std::size_t index, const SegmentResult& result) {
  line_ = segment_score_line(index + 1, result.stats, verbose_);
  line_ += '\n';
  write(out_, line_);
}

void ReportSink::sgml(const SgmlResults& results) {
  for (const SgmlScore& s : results.systems) {
    print_verbose_stats(out_, s.stats, scorer().config(), "[" + s.set + "][" + s.system + "] ");
    out_ << '\n';
  }
  out_.flush();
}

void ReportSink::finish() {
  if (total_) print_verbose_stats(out_, *total_, scorer().config(), "\nSystem level statistics:\n");
}

// -q

void QuietSink::start(const Scorer& scorer) {
  Sink::start(scorer);
  std::setvbuf(stderr, nullptr, _IOFBF, 1 << 16);
}

void QuietSink::segment(std::size_t, const SegmentResult& result) {
  line_ = java::double_to_string(result.stats.score);
  line_ += '\n';
  std::fwrite(line_.data(), 1, line_.size(), stderr);
}

void QuietSink::corpus(const Stats& total) {
  std::fflush(stderr);
  final_score_ = total.score;
}

void QuietSink::finish() { out_ << java::double_to_string(final_score_) << '\n'; }

// -ssOut

void StatsSink::segment(std::size_t, const SegmentResult& result) {
  line_ = result.stats.to_string();
  line_ += '\n';
  write(out_, line_);
}

// -json

void JsonSink::segment(std::size_t, const SegmentResult& result) { segment_scores_.push_back(result.stats.score); }

void JsonSink::finish() {
  const std::string signature = scorer().signature(references_);
  if (sgml_)
    out_ << sgml_json(*sgml_, scorer().config(), signature);
  else
    out_ << plaintext_json(total_, segment_scores_, scorer().config(), signature);
}

// -signature

void SignatureSink::finish() { out_ << "Signature:              " << scorer().signature(references_) << '\n'; }

// -writeAlignments

AlignmentSink::AlignmentSink(const std::string& prefix) : out_(prefix + "-align.out") {}

void AlignmentSink::segment(std::size_t index, const SegmentResult& result) {
  std::string header = "Alignment\t" + std::to_string(index + 1) + "\t";
  append_verbose_scores(header, result.stats);
  out_.write(result.alignment.to_string(header) + "\n");
}

void AlignmentSink::corpus(const Stats&) { out_.commit(); }

// SGML score files

ScoreFileSink::ScoreFileSink(const SgmlEvalOptions& options) : options_(options) {
  const std::size_t slash = options_.prefix.rfind('/');
  const std::string dir = slash == std::string::npos ? "." : options_.prefix.substr(0, slash + 1);
  struct stat st;
  if (::stat(dir.c_str(), &st) != 0 || !S_ISDIR(st.st_mode))
    throw file_error(options_.prefix + "-sys.scr", "cannot write: no folder " + dir);
}

void ScoreFileSink::sgml(const SgmlResults& results) {
  write_sgml_scores(format_sgml_scores(results, options_), options_);
}

// -mtme

MtmeSink::MtmeSink(const MtmeOptions& options, std::string test_path, std::string ref_path, int ref_count,
                   std::string references)
    : options_(options),
      test_path_(std::move(test_path)),
      ref_path_(std::move(ref_path)),
      references_(std::move(references)),
      ref_count_(ref_count) {}

MtmeSink::MtmeSink(const MtmeOptions& options, const SgmlData& test, std::string test_path, const SgmlData& refs,
                   std::string ref_path, std::string references)
    : options_(options),
      test_path_(std::move(test_path)),
      ref_path_(std::move(ref_path)),
      references_(std::move(references)),
      test_(&test),
      refs_(&refs) {}

void MtmeSink::start(const Scorer& scorer) {
  Sink::start(scorer);
  if (!test_) return;
  options_.signature = scorer.signature(references_);
  set_id_ = mtme_sgml_set(*test_, test_path_);
  reference_ = mtme_sgml_reference_name(options_, *refs_, ref_path_, set_id_);
}

void MtmeSink::segment(std::size_t, const SegmentResult& result) {
  if (!test_) segments_.push_back(result.stats);
}

void MtmeSink::corpus(const Stats& total) {
  options_.signature = scorer().signature(references_);
  write_mtme_plaintext(options_, test_path_, ref_path_, ref_count_, segments_, total, scorer());
}

void MtmeSink::sgml(const SgmlResults& results) {
  write_mtme(options_, reference_, mtme_systems_from_sgml(results, *test_, *refs_, set_id_));
}

}  // namespace meteor
