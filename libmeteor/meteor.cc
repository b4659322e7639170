// SPDX-License-Identifier: LGPL-2.1-or-later
#include "meteor.hh"


#include <algorithm>
#include <cstdlib>
#include <optional>

#include "io/plaintext.hh"
#include "resources/data_dir.hh"
#include "score/pairwise.hh"
#include "score/scorer.hh"
#include "util/parallel.hh"
#include "util/utf8.hh"
#include "util/warn.hh"

#ifndef METEOR_LIBRARY_TO_DATA
#define METEOR_LIBRARY_TO_DATA "../share/meteor/data"
#endif

namespace meteor {
namespace {

// The folder of the binary this code is linked into: libmeteor.so, or the
// program or Python module that links it statically.
std::string library_dir() {
  static const char anchor = 0;
  return binary_dir(&anchor);
}

// $METEOR_DATA when set; else the data folder of the installation (or build
// tree) this library belongs to; else DataDir's own search (the program's
// installation, the folder configured at build time).
DataDir find_data(const Options& o) {
  if (!o.data_dir.empty()) {
    if (!dir_exists(o.data_dir)) throw FileNotFound(o.data_dir + ": no such data folder");
    return DataDir(o.data_dir);
  }
  if (const char* env = std::getenv("METEOR_DATA"); env != nullptr && *env != '\0') return DataDir();
  std::string dir = library_dir();
  if (!dir.empty()) {
    for (const char* rel : {METEOR_LIBRARY_TO_DATA, "../data"}) {
      std::string candidate = dir + "/" + rel;
      if (dir_exists(candidate + "/function")) return DataDir(candidate);
    }
  }
  return DataDir();
}

// Text is scored as the tool reads it from files: bytes that are not UTF-8
// are decoded as Java decodes them (util/utf8.hh), never passed on.
void decode(std::string& text) { utf8::java_decode_in_place(text); }

void check_references(std::size_t segment, const std::vector<std::string>& references) {
  if (references.empty())
    throw InvalidArgument("segment " + std::to_string(segment + 1) + ": no reference to score against");
}

}  // namespace

Metric::Metric(const Options& options) : options_(options) {
  Config config = resolve_config(options);
  config.validate();
  if (config.weights.size() < config.modules.size())
    warn("More modules than weights specified - modules with no weights will not be counted.");
  DataDir data = find_data(options);
  scorer_ = std::make_unique<Scorer>(std::move(config), data);
  eval_id_ = scorer_->config().eval_id();
}

Metric::~Metric() = default;
Metric::Metric(Metric&&) noexcept = default;
Metric& Metric::operator=(Metric&&) noexcept = default;

const Config& Metric::config() const { return scorer_->config(); }

SegmentScore Metric::segment(std::string_view hypothesis, const std::vector<std::string>& references) const {
  check_references(0, references);
  SegmentScore s;
  if (!utf8::is_valid(hypothesis) ||
      std::any_of(references.begin(), references.end(), [](const std::string& r) { return !utf8::is_valid(r); })) {
    std::string hyp(hypothesis);
    decode(hyp);
    std::vector<std::string> refs = references;
    for (std::string& r : refs) decode(r);
    s.stats = scorer_->segment(hyp, refs).stats;
  } else {
    s.stats = scorer_->segment(hypothesis, references).stats;
  }
  s.score = s.stats.score;
  return s;
}

CorpusScore Metric::corpus(std::vector<std::string> hypotheses,
                           std::vector<std::vector<std::string>> references) const {
  return corpus(std::move(hypotheses), std::move(references), options_.threads);
}

CorpusScore Metric::corpus(std::vector<std::string> hypotheses, std::vector<std::vector<std::string>> references,
                           unsigned threads) const {
  return corpus_impl(std::move(hypotheses), std::move(references), threads, nullptr);
}

CorpusScore Metric::corpus(std::vector<std::string> hypotheses, std::vector<std::vector<std::string>> references,
                           unsigned threads, const std::atomic<bool>& cancel) const {
  return corpus_impl(std::move(hypotheses), std::move(references), threads, &cancel);
}

CorpusScore Metric::corpus_impl(std::vector<std::string> hypotheses, std::vector<std::vector<std::string>> references,
                                unsigned threads, const std::atomic<bool>* cancel) const {
  if (hypotheses.size() != references.size())
    throw InvalidArgument("hypotheses and references not same length: " + std::to_string(hypotheses.size()) +
                          " hypotheses, " + std::to_string(references.size()) + " reference lists");
  for (std::size_t i = 0; i < references.size(); ++i) {
    if ((i & 4095) == 4095 && cancelled(cancel)) throw Cancelled();
    check_references(i, references[i]);
    decode(hypotheses[i]);
    for (std::string& r : references[i]) decode(r);
  }
  PlaintextCorpus corpus{std::move(hypotheses), std::move(references)};
  CorpusScore c;
  c.segments.resize(corpus.hypotheses.size());
  c.stats = score_corpus(
      *scorer_, corpus,
      [&](std::size_t i, const SegmentResult& r) {
        c.segments[i].stats = r.stats;
        c.segments[i].score = r.stats.score;
      },
      threads, SegmentDetail::kStatistics, cancel);
  c.score = c.stats.score;
  c.eval_id = eval_id_;
  std::string refs;
  for (const auto& r : corpus.references) {
    const std::string n = std::to_string(r.size());
    if (refs.empty()) {
      refs = n;
    } else if (refs != n) {
      refs = "var";
      break;
    }
  }
  c.signature = signature(refs.empty() ? "var" : refs);
  return c;
}

namespace {

// The sentences of a batch as the scorer reads them: invalid UTF-8 decoded
// as Java decodes it (the valid ones, nearly always all, are shared).
class DecodedBatch {
 public:
  explicit DecodedBatch(const std::vector<std::vector<std::string>>& lists) : lists_(lists) {
    for (std::size_t k = 0; k < lists.size(); ++k)
      for (const std::string& s : lists[k])
        if (!utf8::is_valid(s)) {
          if (decoded_.empty()) decoded_ = lists;
          for (std::string& d : decoded_[k]) decode(d);
          break;
        }
  }
  const std::vector<std::string>& operator[](std::size_t k) const {
    return decoded_.empty() ? lists_[k] : decoded_[k];
  }

 private:
  const std::vector<std::vector<std::string>>& lists_;
  std::vector<std::vector<std::string>> decoded_;
};

}  // namespace

std::vector<ScoreMatrix> Metric::pairwise(const std::vector<std::vector<std::string>>& hypotheses,
                                          const std::vector<std::vector<std::string>>& references, unsigned threads,
                                          const std::atomic<bool>* cancel) const {
  if (hypotheses.size() != references.size())
    throw InvalidArgument("pairwise: " + std::to_string(hypotheses.size()) + " hypothesis lists, " +
                          std::to_string(references.size()) + " reference lists");
  if (hypotheses.empty()) return {};
  const DecodedBatch hyps(hypotheses), refs(references);
  std::vector<PairwiseItem> items(hypotheses.size());
  for (std::size_t k = 0; k < items.size(); ++k) items[k] = {hyps[k], refs[k]};
  return pairwise_scores(*scorer_, items, threads, cancel);
}

std::vector<double> Metric::sentence_scores(std::vector<std::string> hypotheses,
                                            std::vector<std::vector<std::string>> references, unsigned threads,
                                            const std::atomic<bool>* cancel) const {
  if (hypotheses.empty() && references.empty()) return {};  // no segments, no scores (corpus() refuses)
  const CorpusScore c = corpus_impl(std::move(hypotheses), std::move(references), threads, cancel);
  std::vector<double> scores(c.segments.size());
  for (std::size_t i = 0; i < scores.size(); ++i) scores[i] = c.segments[i].score;
  return scores;
}

std::vector<MbrChoice> Metric::mbr(const std::vector<std::vector<std::string>>& candidates,
                                   const std::vector<std::vector<std::string>>* references, bool include_self,
                                   unsigned threads, const std::atomic<bool>* cancel) const {
  if (references != nullptr && references->size() != candidates.size())
    throw InvalidArgument("mbr: " + std::to_string(candidates.size()) + " candidate lists, " +
                          std::to_string(references->size()) + " reference lists");
  if (candidates.empty()) return {};
  const DecodedBatch cands(candidates);
  std::optional<DecodedBatch> refs;
  if (references != nullptr) refs.emplace(*references);
  const bool exclude_self = references == nullptr && !include_self;
  std::vector<PairwiseItem> items(candidates.size());
  for (std::size_t k = 0; k < items.size(); ++k) {
    if (candidates[k].empty()) throw InvalidArgument("mbr: item " + std::to_string(k) + " has no candidate");
    if (refs && (*refs)[k].empty()) throw InvalidArgument("mbr: item " + std::to_string(k) + " has no reference");
    items[k] = {cands[k], refs ? (*refs)[k] : cands[k], exclude_self};
  }
  check_pairwise_memory(items, options_.memory_limit, "mbr");
  const std::vector<ScoreMatrix> scores = pairwise_scores(*scorer_, items, threads, cancel);
  std::vector<MbrChoice> out;
  out.reserve(scores.size());
  for (const ScoreMatrix& m : scores) out.push_back(mbr_choice(m, exclude_self));
  return out;
}

std::string Metric::signature(const std::string& references) const { return scorer_->signature(references); }

Comparison Metric::compare_stats(const std::vector<std::vector<Stats>>& segments, const CompareSettings& settings,
                                 const std::string& references) const {
  Comparison c;
  c.settings = settings;
  c.systems = compare_statistics(segments, config(), settings);
  c.signature = signature(references) + "|" + comparison_signature(settings);
  return c;
}

Comparison Metric::compare(const std::vector<std::vector<std::string>>& systems,
                           const std::vector<std::vector<std::string>>& references, const CompareSettings& settings,
                           const std::atomic<bool>* cancel) const {
  if (systems.empty()) throw InvalidArgument("compare: no baseline");
  std::vector<std::vector<Stats>> segments;
  segments.reserve(systems.size());
  std::string refs;
  for (std::size_t k = 0; k < systems.size(); ++k) {
    if (systems[k].size() != references.size())
      throw InvalidArgument("compare: " + (k == 0 ? std::string("the baseline") : "system " + std::to_string(k)) +
                            " has " + std::to_string(systems[k].size()) + " segments, the references " +
                            std::to_string(references.size()));
    CorpusScore c = corpus_impl(systems[k], references, settings.threads, cancel);
    std::vector<Stats> stats;
    stats.reserve(c.segments.size());
    for (SegmentScore& s : c.segments) stats.push_back(std::move(s.stats));
    segments.push_back(std::move(stats));
    if (k == 0) refs = c.signature;
  }
  Comparison c;
  c.settings = settings;
  c.systems = compare_statistics(segments, config(), settings);
  c.signature = refs + "|" + comparison_signature(settings);
  return c;
}

Stats Metric::score(Stats stats) const {
  scorer_->compute_metrics(stats);
  return stats;
}

}  // namespace meteor
