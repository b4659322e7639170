// SPDX-License-Identifier: LGPL-2.1-or-later
#include "score/scorer.hh"

#include <algorithm>

#include "align/workspace.hh"
#include "resources/paraphrase_store.hh"
#include "text/lowercase.hh"
#include "text/tokenize.hh"
#include "util/error.hh"
#include "util/utf8.hh"
#include "util/warn.hh"

namespace meteor {

namespace {

bool uses(const Config& c, Module m) { return std::find(c.modules.begin(), c.modules.end(), m) != c.modules.end(); }

Normalizer::Apostrophes apostrophes(Language lang) {
  if (lang == Language::kEnglish) return Normalizer::Apostrophes::kEnglish;
  if (lang == Language::kFrench) return Normalizer::Apostrophes::kFrench;
  return Normalizer::Apostrophes::kOther;
}

}  // namespace

ResourcePaths resource_paths(const Config& c, const DataDir& data) {
  ResourcePaths p;
  // Meteor 1.5 sets its default function-word list while the language is
  // still English and does not change it with -l: every language uses
  // english.words unless -s (or -new) names another list.
  p.function_words = !c.function_words.empty() ? c.function_words : data.function_words(Language::kEnglish);
  if (c.normalization == Normalization::kNormalize || c.normalization == Normalization::kNormalizeNoPunct)
    p.nonbreaking_prefixes = data.nonbreaking_prefixes(c.language);
  if (uses(c, Module::kStem)) {
    if (!c.stem_table.empty())
      p.stem_table = c.stem_table;
    else if (c.language == Language::kArabicBuckwalterReduced)
      p.stem_table = data.stem_table(c.language);
  }
  if (uses(c, Module::kSynonym)) p.synonym_dir = !c.synonym_dir.empty() ? c.synonym_dir : data.synonym_dir();
  if (uses(c, Module::kParaphrase)) {
    if (!c.paraphrase_table.empty()) {
      p.paraphrase_table = c.paraphrase_table;
    } else {
      std::vector<std::string> looked;
      p.paraphrase_table = data.found() ? data.find_paraphrase_table(c.language, &looked) : "";
      for (const std::string& l : looked) {
        if (!p.missing_paraphrase_table.empty()) p.missing_paraphrase_table += ", ";
        p.missing_paraphrase_table += l;
      }
      if (!p.paraphrase_table.empty()) p.missing_paraphrase_table.clear();
    }
  }
  return p;
}

AlignerResources load_resources(const Config& c, const ResourcePaths& p) {
  AlignerResources r;
  r.function_words = std::make_shared<const FunctionWords>(FunctionWords::load(p.function_words));
  if (uses(c, Module::kStem))
    r.stemmer = p.stem_table.empty() ? StemmerFactory::snowball(c.language)
                                     : StemmerFactory::table(StemTable::load(p.stem_table));
  if (uses(c, Module::kSynonym)) r.synonyms = SynonymDictionary::load(p.synonym_dir, language_name(c.language));
  if (uses(c, Module::kParaphrase)) {
    if (p.paraphrase_table.empty()) {  // not settled before (the matcher): Meteor 1.5's refusal
      Config strict = c;
      strict.allow_no_paraphrase = false;
      settle_missing_paraphrase(strict, p);
    }
    r.paraphrases = ParaphraseTable::load(p.paraphrase_table);
  }
  return r;
}

std::string settle_missing_paraphrase(Config& c, const ResourcePaths& p) {
  const auto it = std::find(c.modules.begin(), c.modules.end(), Module::kParaphrase);
  if (it == c.modules.end() || !p.paraphrase_table.empty()) return "";
  const std::string code = language_code(c.language);
  std::string others;
  for (Module m : c.modules)
    if (m != Module::kParaphrase) {
      if (!others.empty()) others += ' ';
      others += module_name(m);
    }
  const std::string without = others.empty() ? "" : ", or score without it: -m '" + others + "'";
  const std::string where = p.missing_paraphrase_table.empty() ? "" : " (looked for " + p.missing_paraphrase_table + ")";
  // Meteor 1.5 has tables for en cz de es fr ru: meteor-data installs those.
  bool official = false;
  for (const OfficialTable& t : official_tables()) official = official || t.code == code;
  const std::string fetch = official ? "install Meteor 1.5's with `meteor-data fetch " + code + "`, " : "";
  if (!c.allow_no_paraphrase)
    throw NoParaphraseTable("no paraphrase table for '" + code + "'" + where + ": " + fetch + "give one with -a FILE" +
                            without);
  const auto index = static_cast<std::size_t>(it - c.modules.begin());
  c.modules.erase(it);
  if (index < c.weights.size()) c.weights.erase(c.weights.begin() + static_cast<std::ptrdiff_t>(index));
  c.task = Task::kCustom;
  if (c.modules.empty())
    throw InvalidArgument("no paraphrase table for '" + code + "'" + where + " and no other module to score with");
  return "no paraphrase table for '" + code + "'" + where + ": scoring without the paraphrase module, as -m '" + others +
         "'" + (official ? " (install Meteor 1.5's with `meteor-data fetch " + code + "`)" : "");
}

AlignerResources load_resources(const Config& c, const DataDir& data) {
  return load_resources(c, resource_paths(c, data));
}

Scorer::Scorer(Config config, const DataDir& data) : config_(std::move(config)) {
  config_.validate();
  resource_paths_ = meteor::resource_paths(config_, data);
  notice_ = settle_missing_paraphrase(config_, resource_paths_);
  if (!notice_.empty()) warn(notice_);
  if (config_.normalization == Normalization::kNormalize ||
      config_.normalization == Normalization::kNormalizeNoPunct) {
    normalizer_ = std::make_unique<Normalizer>(
        apostrophes(config_.language), NonbreakingPrefixes::load(resource_paths_.nonbreaking_prefixes));
  }
  std::vector<double> search_weights;
  for (Module m : config_.modules) search_weights.push_back(search_weight_for_scoring(m));
  aligner_ = std::make_unique<Aligner>(config_.modules, search_weights, config_.beam_size, PathOrder::kCoverage,
                                       load_resources(config_, resource_paths_), Aligner::kLargeSearchAbove,
                                       config_.memory_limit);
}

Scorer::~Scorer() {
  for (auto& slot : pool_) delete slot.exchange(nullptr);
}

std::unique_ptr<Workspace> Scorer::acquire() const {
  for (auto& slot : pool_)
    if (slot.load(std::memory_order_relaxed) != nullptr)
      if (Workspace* ws = slot.exchange(nullptr, std::memory_order_acquire)) return std::unique_ptr<Workspace>(ws);
  return aligner_->make_workspace();
}

void Scorer::release(std::unique_ptr<Workspace> ws) const {
  for (auto& slot : pool_) {
    Workspace* expected = nullptr;
    if (slot.load(std::memory_order_relaxed) == nullptr &&
        slot.compare_exchange_strong(expected, ws.get(), std::memory_order_release, std::memory_order_relaxed)) {
      ws.release();
      return;
    }
  }
}

class Scorer::WorkspaceLease {
 public:
  explicit WorkspaceLease(const Scorer& s) : scorer_(s), ws_(s.acquire()) {}
  ~WorkspaceLease() { scorer_.release(std::move(ws_)); }
  Workspace& get() { return *ws_; }

 private:
  const Scorer& scorer_;
  std::unique_ptr<Workspace> ws_;
};

std::string Scorer::prepare(std::string_view line) const {
  std::string s;
  if (normalizer_) {
    s = normalizer_->normalize(line, config_.normalization == Normalization::kNormalize);
  } else {
    s.assign(line);
  }
  if (config_.normalization != Normalization::kNone) to_lower_in_place(s);
  return s;
}

SegmentResult Scorer::score_prepared(const std::string& hyp, const std::string& ref, Workspace& ws) const {
  SegmentResult r;
  r.alignment = aligner_->align(tokenize(hyp), tokenize(ref), ws);
  r.stats = stats(r.alignment);
  return r;
}

const std::string& Scorer::prepare_cached(std::string_view line, Workspace& ws) const {
  // Evaluations score many systems against the same references: each
  // thread remembers the references it prepared (bounded).
  auto& cache = ws.prepared();
  auto it = cache.find(line);
  if (it != cache.end()) return it->second;
  if (cache.size() >= 20000) cache.clear();
  return cache.emplace(std::string(line), prepare(line)).first->second;
}

SegmentResult Scorer::segment(std::string_view hypothesis, std::string_view reference) const {
  WorkspaceLease lease(*this);
  return score_prepared(prepare(hypothesis), prepare_cached(reference, lease.get()), lease.get());
}

SegmentResult Scorer::segment(std::string_view hypothesis, const std::vector<std::string>& references) const {
  WorkspaceLease lease(*this);
  std::string hyp = prepare(hypothesis);
  SegmentResult best;
  best.stats.score = -1;
  for (const std::string& ref : references) {
    std::string prepared = prepare_cached(ref, lease.get());
    SegmentResult cur = score_prepared(hyp, prepared, lease.get());
    if (cur.stats.score > best.stats.score) best = std::move(cur);
  }
  return best;
}

Stats Scorer::segment_words(const std::vector<std::string>& hypothesis_words,
                            const std::vector<std::string>& reference_words) const {
  WorkspaceLease lease(*this);
  return stats(aligner_->align(hypothesis_words, reference_words, lease.get(), 0));
}

std::pair<Stats, Stats> Scorer::segment_words_both_ways(const std::vector<std::string>& a,
                                                        const std::vector<std::string>& b) const {
  WorkspaceLease lease(*this);
  Stats forward = stats(aligner_->align(a, b, lease.get(), 0));
  return {std::move(forward), stats(aligner_->align_mirror(b, a, lease.get(), 1))};
}

Stats Scorer::stats(const Alignment& a) const {
  Stats s;
  const std::size_t stages = a.test_content_matches.size();
  if (config_.character_based) {
    // Lengths in UTF-16 units, as Java's String.length().
    auto len = [](const std::string& w) { return static_cast<double>(utf8::utf16_length(w)); };
    int tl = 0, rl = 0, tf = 0, rf = 0;
    for (std::size_t i = 0; i < a.test_words.size(); ++i) {
      int l = static_cast<int>(utf8::utf16_length(a.test_words[i]));
      tl += l;
      if (a.test_is_function[i]) tf += l;
    }
    for (std::size_t j = 0; j < a.reference_words.size(); ++j) {
      int l = static_cast<int>(utf8::utf16_length(a.reference_words[j]));
      rl += l;
      if (a.reference_is_function[j]) rf += l;
    }
    s.test_length = tl;
    s.reference_length = rl;
    s.test_function_words = tf;
    s.reference_function_words = rf;
    std::vector<int> tc(stages, 0), rc(stages, 0), tfm(stages, 0), rfm(stages, 0);
    for (const auto& m : a.matches) {
      if (!m) continue;
      auto mod = static_cast<std::size_t>(m->module);
      for (int k = 0; k < m->test_length; ++k) {
        auto i = static_cast<std::size_t>(m->test_start + k);
        (a.test_is_function[i] ? tfm : tc)[mod] += static_cast<int>(len(a.test_words[i]));
      }
      for (int k = 0; k < m->reference_length; ++k) {
        auto j = static_cast<std::size_t>(m->reference_start + k);
        (a.reference_is_function[j] ? rfm : rc)[mod] += static_cast<int>(len(a.reference_words[j]));
      }
    }
    for (std::size_t i = 0; i < stages; ++i) {
      s.test_stage_content.push_back(tc[i]);
      s.reference_stage_content.push_back(rc[i]);
      s.test_stage_function.push_back(tfm[i]);
      s.reference_stage_function.push_back(rfm[i]);
    }
  } else {
    s.test_length = static_cast<double>(a.test_words.size());
    s.reference_length = static_cast<double>(a.reference_words.size());
    s.test_function_words = static_cast<double>(std::count(a.test_is_function.begin(), a.test_is_function.end(), true));
    s.reference_function_words =
        static_cast<double>(std::count(a.reference_is_function.begin(), a.reference_is_function.end(), true));
    for (std::size_t i = 0; i < stages; ++i) {
      s.test_stage_content.push_back(a.test_content_matches[i]);
      s.reference_stage_content.push_back(a.reference_content_matches[i]);
      s.test_stage_function.push_back(a.test_function_matches[i]);
      s.reference_stage_function.push_back(a.reference_function_matches[i]);
    }
  }
  s.chunks = a.chunks;
  for (std::size_t i = 0; i < stages; ++i) {
    s.test_total_matches += s.test_stage_content[i];
    s.test_total_matches += s.test_stage_function[i];
    s.reference_total_matches += s.reference_stage_content[i];
    s.reference_total_matches += s.reference_stage_function[i];
    s.test_word_matches += a.test_content_matches[i];
    s.test_word_matches += a.test_function_matches[i];
    s.reference_word_matches += a.reference_content_matches[i];
    s.reference_word_matches += a.reference_function_matches[i];
  }
  compute_metrics(s);
  return s;
}

void Scorer::compute_metrics(Stats& stats) const {
  meteor::compute_metrics(stats, config_.alpha(), config_.beta(), config_.gamma(), config_.delta(),
                          config_.weights);
}

std::string Scorer::signature(const std::string& references) const {
  std::call_once(identity_once_, [&] { identity_ = identify_resources(config_, resource_paths_); });
  return make_signature(config_, references, identity_);
}

const ResourceIdentity& Scorer::resource_identity() const {
  std::call_once(identity_once_, [&] { identity_ = identify_resources(config_, resource_paths_); });
  return identity_;
}

}  // namespace meteor
