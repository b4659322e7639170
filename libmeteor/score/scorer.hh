// The Meteor scorer: a configuration and its loaded resources, turning a
// hypothesis and its references into sufficient statistics and a score.
// Configure once, then call from any number of threads.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <array>
#include <atomic>
#include <memory>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "align/aligner.hh"
#include "resources/data_dir.hh"
#include "score/config.hh"
#include "score/signature.hh"
#include "score/stats.hh"
#include "text/normalizer.hh"

namespace meteor {

struct SegmentResult {
  Stats stats;
  Alignment alignment;  // of the reference that won
};

// The files a configuration scores with, resolved as Meteor 1.5 resolves
// them: the explicit paths of the configuration first, then the data folder.
// Empty where a resource is not used.
struct ResourcePaths {
  std::string function_words;
  std::string nonbreaking_prefixes;      // with -norm
  std::string stem_table;                // stem module with a lookup table (-e, Arabic); else Snowball
  std::string synonym_dir;               // synonym module
  std::string paraphrase_table;          // paraphrase module, when a table is there
  std::string missing_paraphrase_table;  // paraphrase module: the default tables looked for, none found
};
ResourcePaths resource_paths(const Config& config, const DataDir& data);

// The paraphrase module without a table (none given, none installed): Meteor
// 1.5 stops, and so does this, with FileNotFound naming what to do
// (meteor-data fetch, -a, -m without paraphrase). With
// config.allow_no_paraphrase the module is left out instead (its weight
// too, the task becomes custom, as with that -m) and the returned warning
// says so; "" when nothing changed.
std::string settle_missing_paraphrase(Config& config, const ResourcePaths& paths);

class Scorer {
 public:
  // Validates the configuration and loads what it needs (function words,
  // stemmer, synonyms, paraphrases, nonbreaking prefixes). Throws
  // meteor::Error naming the missing or malformed resource.
  explicit Scorer(Config config, const DataDir& data = DataDir());
  ~Scorer();

  const Config& config() const { return config_; }
  // The warning given when the configuration was changed as it loaded (the
  // paraphrase module left out: settle_missing_paraphrase); "" otherwise.
  const std::string& notice() const { return notice_; }

  // Normalization and case as configured (-norm, -lower): the text the
  // aligner sees.
  std::string prepare(std::string_view line) const;

  // Statistics of a hypothesis against one reference / the best of several
  // (the first reference with the strictly highest score wins). Both take
  // raw lines and prepare them.
  SegmentResult segment(std::string_view hypothesis, std::string_view reference) const;
  SegmentResult segment(std::string_view hypothesis, const std::vector<std::string>& references) const;

  // Statistics (metrics filled in) of already prepared and tokenized words:
  // segment(h, r).stats is segment_words(tokenize(prepare(h)),
  // tokenize(prepare(r))). Pairwise scoring prepares each sentence once.
  Stats segment_words(const std::vector<std::string>& hypothesis_words,
                      const std::vector<std::string>& reference_words) const;
  // segment_words(a, b) and segment_words(b, a) at once: the pair's
  // candidate matches serve its mirror (Aligner::align_mirror).
  std::pair<Stats, Stats> segment_words_both_ways(const std::vector<std::string>& a,
                                                  const std::vector<std::string>& b) const;

  // Statistics of an alignment of already prepared words.
  Stats stats(const Alignment& alignment) const;

  // Fills precision, recall, fMean, penalty and score from the sufficient
  // statistics, with this configuration's parameters and weights.
  void compute_metrics(Stats& stats) const;

  const Aligner& aligner() const { return *aligner_; }

  // The files this scorer loaded (or looked for).
  const ResourcePaths& resource_paths() const { return resource_paths_; }
  // Their identities (content hashes, computed on first use).
  const ResourceIdentity& resource_identity() const;
  // The signature of scores from this scorer with `references` references
  // per segment ("1", "4", or "var"); see score/signature.hh.
  std::string signature(const std::string& references) const;

 private:
  class WorkspaceLease;
  SegmentResult score_prepared(const std::string& hypothesis, const std::string& reference, Workspace& ws) const;
  const std::string& prepare_cached(std::string_view line, Workspace& ws) const;
  std::unique_ptr<Workspace> acquire() const;
  void release(std::unique_ptr<Workspace> ws) const;

  Config config_;
  std::string notice_;
  ResourcePaths resource_paths_;
  mutable std::once_flag identity_once_;
  mutable ResourceIdentity identity_;
  std::unique_ptr<Normalizer> normalizer_;
  std::unique_ptr<Aligner> aligner_;
  // Idle workspaces, taken and put back with atomic exchanges: no lock, so
  // a process forked while another thread scores finds none held (the
  // workspace that thread had is simply not in the child's pool). More
  // workspaces than slots at once: the extra ones are freed on release.
  static constexpr std::size_t kPoolSlots = 64;
  mutable std::array<std::atomic<Workspace*>, kPoolSlots> pool_{};
};

// Loads the resources a configuration needs, from its explicit paths or the
// data folder (resource_paths). Exposed for the matcher tool and tests.
AlignerResources load_resources(const Config& config, const DataDir& data);
AlignerResources load_resources(const Config& config, const ResourcePaths& paths);

}  // namespace meteor
