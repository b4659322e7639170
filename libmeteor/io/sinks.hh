// One report path for meteor's outputs: the drivers (run_plaintext,
// run_sgml) score and hand typed results to sinks; each sink formats one
// output form (the report, -q, -ssOut, JSON, the signature line, alignments,
// SGML score files, MTME files). A tool picks its sinks from its options and
// runs a driver; nothing else formats results.
//
// Every sink of a run is told, in the order the sinks are given:
//   start(scorer)          once, before anything is scored (the header);
//   segment(i, result)     plaintext: each segment, in input order;
//   corpus(total)          plaintext: the corpus statistics, metrics computed;
//   sgml(results)          SGML: every system, document and segment;
//   finish()               once, at the end (final blocks, JSON).
// Each step is given to every sink before the next step begins.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <cstddef>
#include <optional>
#include <ostream>
#include <string>
#include <vector>

#include "io/mtme.hh"
#include "io/plaintext.hh"
#include "io/sgml.hh"
#include "io/sgml_eval.hh"
#include "score/scorer.hh"
#include "score/stats.hh"
#include "util/output_file.hh"

namespace meteor {

class Sink {
 public:
  virtual ~Sink() = default;
  // Whether this sink reads SegmentResult::alignment (the drivers may skip
  // keeping alignments otherwise).
  virtual bool needs_alignments() const { return false; }
  virtual void start(const Scorer& scorer) { scorer_ = &scorer; }
  virtual void segment(std::size_t /*index*/, const SegmentResult& /*result*/) {}
  virtual void corpus(const Stats& /*total*/) {}
  virtual void sgml(const SgmlResults& /*results*/) {}
  virtual void finish() {}

 protected:
  const Scorer& scorer() const { return *scorer_; }

 private:
  const Scorer* scorer_ = nullptr;
};

// The drivers. run_plaintext scores every segment on `threads` threads (0:
// all cores) and returns the corpus statistics; run_sgml scores every
// system of every set (score_sgml) and returns the results. Output does not
// depend on the number of threads.
Stats run_plaintext(const Scorer& scorer, const PlaintextCorpus& corpus, const std::vector<Sink*>& sinks,
                    unsigned threads);
SgmlResults run_sgml(const Scorer& scorer, const SgmlData& test, const SgmlData& refs,
                     const std::vector<Sink*>& sinks, unsigned threads);

// The number of references of every SGML set, for signatures ("var" when
// sets differ).
std::string sgml_reference_count(const SgmlData& refs);

// Meteor's report: the header (unless header is false), "Segment N score:"
// lines (-vOut: P R frag score), then "System level statistics" and the
// final score; SGML: each system's statistics block.
class ReportSink : public Sink {
 public:
  ReportSink(std::ostream& out, std::string format, bool header, bool verbose)
      : out_(out), format_(std::move(format)), header_(header), verbose_(verbose) {}
  void start(const Scorer& scorer) override;
  void segment(std::size_t index, const SegmentResult& result) override;
  void corpus(const Stats& total) override { total_ = total; }
  void sgml(const SgmlResults& results) override;
  void finish() override;

 private:
  std::ostream& out_;
  std::string format_;
  bool header_, verbose_;
  std::string line_;
  std::optional<Stats> total_;
};

// -q (plaintext): segment scores on standard error (fully buffered), the
// final score on out.
class QuietSink : public Sink {
 public:
  explicit QuietSink(std::ostream& out) : out_(out) {}
  void start(const Scorer& scorer) override;
  void segment(std::size_t index, const SegmentResult& result) override;
  void corpus(const Stats& total) override;
  void finish() override;

 private:
  std::ostream& out_;
  std::string line_;
  double final_score_ = 0;
};

// -ssOut (plaintext): one line of sufficient statistics per segment. SGML
// statistics go into the score files (ScoreFileSink).
class StatsSink : public Sink {
 public:
  explicit StatsSink(std::ostream& out) : out_(out) {}
  void segment(std::size_t index, const SegmentResult& result) override;

 private:
  std::ostream& out_;
  std::string line_;
};

// -json: the result as one JSON object (io/json.hh), with the signature of
// `references` references per segment.
class JsonSink : public Sink {
 public:
  JsonSink(std::ostream& out, std::string references) : out_(out), references_(std::move(references)) {}
  void segment(std::size_t index, const SegmentResult& result) override;
  void corpus(const Stats& total) override { total_ = total; }
  void sgml(const SgmlResults& results) override { sgml_ = &results; }
  void finish() override;

 private:
  std::ostream& out_;
  std::string references_;
  std::vector<double> segment_scores_;
  Stats total_;
  const SgmlResults* sgml_ = nullptr;
};

// -signature: "Signature: ..." after everything else.
class SignatureSink : public Sink {
 public:
  SignatureSink(std::ostream& out, std::string references) : out_(out), references_(std::move(references)) {}
  void finish() override;

 private:
  std::ostream& out_;
  std::string references_;
};

// -writeAlignments (plaintext): <prefix>-align.out, each alignment under
// "Alignment<TAB>N<TAB>P<TAB>R<TAB>frag<TAB>score". The file's temporary
// file is made by the constructor (a folder that cannot be written fails
// before scoring); the file replaces any old one when the corpus is done.
class AlignmentSink : public Sink {
 public:
  explicit AlignmentSink(const std::string& prefix);
  bool needs_alignments() const override { return true; }
  void segment(std::size_t index, const SegmentResult& result) override;
  void corpus(const Stats& total) override;

 private:
  OutputFile out_;
};

// SGML: <prefix>-seg.scr, -doc.scr, -sys.scr (and -align.out with
// write_alignments), formatted as options say. The constructor checks that
// the prefix's folder exists.
class ScoreFileSink : public Sink {
 public:
  explicit ScoreFileSink(const SgmlEvalOptions& options);
  bool needs_alignments() const override { return options_.write_alignments; }
  void sgml(const SgmlResults& results) override;

 private:
  SgmlEvalOptions options_;
};

// -mtme: MT Metrics Eval score files (io/mtme.hh), with the signature of
// `references` references beside them. Plaintext: options resolved by
// resolve_mtme_plaintext. SGML: one set per test file, checked at start().
class MtmeSink : public Sink {
 public:
  // Plaintext.
  MtmeSink(const MtmeOptions& options, std::string test_path, std::string ref_path, int ref_count,
           std::string references);
  // SGML: both files read and checked (check_sgml_sets); they must outlive the sink.
  MtmeSink(const MtmeOptions& options, const SgmlData& test, std::string test_path, const SgmlData& refs,
           std::string ref_path, std::string references);
  void start(const Scorer& scorer) override;
  void segment(std::size_t index, const SegmentResult& result) override;
  void corpus(const Stats& total) override;
  void sgml(const SgmlResults& results) override;

 private:
  MtmeOptions options_;
  std::string test_path_, ref_path_, references_;
  int ref_count_ = 1;
  const SgmlData* test_ = nullptr;
  const SgmlData* refs_ = nullptr;
  std::string set_id_, reference_;  // SGML, from start()
  std::vector<Stats> segments_;     // plaintext
};

}  // namespace meteor
