// meteor.Scorer's class: libmeteor's Metric (meteor.hh), configured once
// from the meteor tool's options as keyword arguments. Its methods are
// defined by concept: construction, one sentence, statistics and pickling
// (scorer.cc), batch scoring (scorer_batch.cc), paired tests
// (scorer_compare.cc); scorer_bindings.cc makes it the Python class.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <memory>
#include <string>
#include <vector>

#include <pybind11/pybind11.h>

#include "meteor.hh"
#include "meteor_bindings.hh"

namespace meteor::python {

class PyScorer {
 public:
  PyScorer(const pybind11::object& lang, const pybind11::object& task, const pybind11::object& modules,
           const pybind11::object& params, const pybind11::object& weights, const pybind11::object& norm,
           const pybind11::object& lower, const pybind11::object& no_punct, const pybind11::object& char_based,
           const pybind11::object& beam_size, const pybind11::object& paraphrase, const pybind11::object& stem,
           const pybind11::object& function_words, const pybind11::object& synonyms,
           const pybind11::object& new_language, const pybind11::object& data_dir, const pybind11::object& threads,
           const pybind11::object& memory_limit, const pybind11::object& allow_no_paraphrase);

  SentenceScore sentence_score(const pybind11::object& hypothesis, const pybind11::object& references) const;
  CorpusScore corpus_score(const pybind11::object& hypotheses, const pybind11::object& references,
                           const pybind11::object& threads) const;
  // pairwise(hypotheses, references): one list of str each, or a batch (a
  // list of lists each, of the same length).
  pybind11::object pairwise(const pybind11::object& hypotheses, const pybind11::object& references,
                            const pybind11::object& threads) const;
  pybind11::object sentence_scores(const pybind11::object& hypotheses, const pybind11::object& references,
                                   const pybind11::object& threads) const;
  pybind11::object mbr(const pybind11::object& candidates, const pybind11::object& references,
                       const pybind11::object& include_self_arg, const pybind11::object& threads,
                       const pybind11::object& return_utilities_arg) const;
  Stats score_stats(const pybind11::object& stats) const;
  // compare(baseline, systems, references, ...): a NamedComparison.
  NamedComparison compare(const pybind11::object& baseline, const pybind11::object& systems,
                          const pybind11::object& references, const pybind11::object& test, const pybind11::object& n,
                          const pybind11::object& confidence, const pybind11::object& confidence_n,
                          const pybind11::object& seed, const pybind11::object& names,
                          const pybind11::object& threads) const;
  // compare_stats(segments, ...): segments[k][i] the Stats of system k's
  // segment i (baseline first).
  NamedComparison compare_stats(const pybind11::object& segments, const pybind11::object& test,
                                const pybind11::object& n, const pybind11::object& confidence,
                                const pybind11::object& confidence_n, const pybind11::object& seed,
                                const pybind11::object& names, const pybind11::object& nrefs,
                                const pybind11::object& threads) const;

  // The keyword arguments that make this scorer again (pickling).
  pybind11::dict settings() const;
  const Metric& metric() const { return *metric_; }

 private:
  unsigned threads_or_default(const pybind11::object& threads) const;

  std::unique_ptr<Metric> metric_;
  bool data_dir_given_ = false;
};

// A Scorer from settings() (unpickling): the same keyword arguments, and the
// same Eval ID, or a ValueError saying what differs here.
PyScorer* scorer_from_state(const pybind11::tuple& state);

}  // namespace meteor::python
