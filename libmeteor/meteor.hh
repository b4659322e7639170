// The Meteor metric as a library: configure a Metric once (language, task,
// modules, normalization, parameters, weights, resources), then score
// segments and corpora with it. Scores are those of the meteor tool, bit for
// bit; this is a thin layer over Scorer, resolve_config and score_corpus.
//
//   #include <meteor/meteor.hh>
//
//   meteor::Options options;
//   options.language = "en";
//   options.normalize = true;                                   // -norm
//   options.modules = std::vector<std::string>{"exact", "stem", "synonym"};  // -m
//   meteor::Metric metric(options);
//   meteor::CorpusScore c = metric.corpus(hypotheses, references);
//   std::cout << c.eval_id << ' ' << c.score << '\n';
//
// Errors are meteor::Error (what() is one line naming the file or option),
// typed as util/error.hh says: InvalidArgument for an option or input
// Meteor does not accept, FileNotFound for a missing resource or data
// folder, FormatError for a malformed resource file, plain Error otherwise.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "resources/paraphrase_store.hh"  // meteor-data: Meteor 1.5's paraphrase tables
#include "score/compare.hh"
#include "score/config.hh"
#include "score/score_matrix.hh"
#include "score/stats.hh"
#include "util/error.hh"
#include "util/threads.hh"  // usable_cpus: what threads = 0 means
#include "util/warn.hh"  // set_warning_sink: where warnings go

namespace meteor {

class Scorer;

// Options (score/config.hh): the settings, in the words of the meteor
// tool's options; unset ones keep Meteor's defaults, exactly as the tool
// resolves them (resolve_config).

struct SegmentScore {
  double score = 0;
  // Sufficient statistics against the winning reference, with precision,
  // recall, fmean and frag_penalty filled in.
  Stats stats;
};

struct CorpusScore {
  double score = 0;  // from the summed statistics (the tool's "Final score")
  Stats stats;       // every segment's statistics summed, metrics filled in
  std::vector<SegmentScore> segments;  // in input order
  std::string eval_id;
  std::string signature;  // everything the score depends on (score/signature.hh, docs/signature.md)
};

class Metric {
 public:
  // Resolves the options and loads the resources they need (synonyms,
  // paraphrase table, ...). Throws InvalidArgument, FileNotFound,
  // FormatError or Error.
  explicit Metric(const Options& options = Options());
  ~Metric();
  Metric(Metric&&) noexcept;
  Metric& operator=(Metric&&) noexcept;

  // meteor-1.5-wo-en-norm-0.85_0.2_0.6_0.75-ex_st_sy_pa-1.0_0.6_0.8_0.6
  const std::string& eval_id() const { return eval_id_; }
  const Config& config() const;
  const Options& options() const { return options_; }

  // One hypothesis against its references (at least one); the first
  // reference with the strictly highest score wins, as in Meteor.
  SegmentScore segment(std::string_view hypothesis, const std::vector<std::string>& references) const;

  // A corpus: references[i] holds the references of hypotheses[i] (any
  // number, at least one). Scored on options().threads threads, or on
  // `threads` (0: the CPUs this process may use, util/threads.hh); the
  // scores do not depend on it.
  CorpusScore corpus(std::vector<std::string> hypotheses, std::vector<std::vector<std::string>> references) const;
  CorpusScore corpus(std::vector<std::string> hypotheses, std::vector<std::vector<std::string>> references,
                     unsigned threads) const;
  // The same, cancellable: setting `cancel` (from any thread) stops the
  // work between batches of segments; the threads are joined and Cancelled
  // (util/error.hh) is thrown. The Metric stays usable.
  CorpusScore corpus(std::vector<std::string> hypotheses, std::vector<std::vector<std::string>> references,
                     unsigned threads, const std::atomic<bool>& cancel) const;

  // Many pairs at once (minimum Bayes risk decoding, reranking, training
  // rewards; score/pairwise.hh): each distinct sentence is prepared once
  // and each distinct pair aligned once per call, on `threads` threads (0:
  // the CPUs this process may use); a set `cancel` stops the work
  // (Cancelled). A call estimates what its matrices hold before it starts
  // (score/pairwise.hh's pairwise_memory: about 40 bytes a score) and
  // refuses one over the memory limit (LimitExceeded naming the size; the
  // limit: options().memory_limit where given, else 4 GB). An empty batch
  // gives an empty result.
  //
  // pairwise: every hypothesis against every reference alone, one matrix
  // per item of the batch: cell (i, j) of item k is
  // segment(hypotheses[k][i], {references[k][j]}).score, bit for bit.
  std::vector<ScoreMatrix> pairwise(const std::vector<std::vector<std::string>>& hypotheses,
                                    const std::vector<std::vector<std::string>>& references, unsigned threads,
                                    const std::atomic<bool>* cancel = nullptr) const;
  // sentence_scores: corpus(hypotheses, references).segments[i].score for
  // each i, without the corpus's statistics.
  std::vector<double> sentence_scores(std::vector<std::string> hypotheses,
                                      std::vector<std::vector<std::string>> references, unsigned threads,
                                      const std::atomic<bool>* cancel = nullptr) const;
  // mbr: for each item, the candidate with the highest mean score against
  // the item's references (score/score_matrix.hh's mbr_choice). Without
  // references (nullptr) they are the candidates themselves, and a
  // candidate's score against itself counts only with include_self.
  std::vector<MbrChoice> mbr(const std::vector<std::vector<std::string>>& candidates,
                             const std::vector<std::vector<std::string>>* references, bool include_self,
                             unsigned threads, const std::atomic<bool>* cancel = nullptr) const;

  // Is a system better than the baseline? sacreBLEU's paired tests and
  // confidence intervals (score/compare.hh) over Meteor's statistics:
  // systems[0] is the baseline, each system one hypothesis per segment,
  // references[i] the references of segment i. Each system is scored once,
  // on settings.threads threads (segment statistics; then the resampling
  // sums them), with this metric's settings. A set `cancel` stops the
  // scoring (Cancelled).
  Comparison compare(const std::vector<std::vector<std::string>>& systems,
                     const std::vector<std::vector<std::string>>& references, const CompareSettings& settings,
                     const std::atomic<bool>* cancel = nullptr) const;
  // The same from segment statistics already at hand (segments[k][i]: system
  // k's statistics of segment i, as SegmentScore::stats), with the
  // signature of `references` references per segment.
  Comparison compare_stats(const std::vector<std::vector<Stats>>& segments, const CompareSettings& settings,
                           const std::string& references = "1") const;

  // The signature of this metric's scores with `references` references per
  // segment ("1", "4"; "var" where the number varies); docs/signature.md.
  // The first call hashes the resources.
  std::string signature(const std::string& references) const;

  // Precision, recall, fragmentation penalty and score from sufficient
  // statistics (e.g. summed over documents), as -stdio's EVAL computes them.
  Stats score(Stats stats) const;

  // The pipeline underneath (prepare, align, stats): score/scorer.hh, a
  // private header (not installed; for the tools, tests and Python module).
  const Scorer& scorer() const { return *scorer_; }

 private:
  CorpusScore corpus_impl(std::vector<std::string> hypotheses, std::vector<std::vector<std::string>> references,
                          unsigned threads, const std::atomic<bool>* cancel) const;
  Options options_;
  std::unique_ptr<Scorer> scorer_;
  std::string eval_id_;
};

}  // namespace meteor
