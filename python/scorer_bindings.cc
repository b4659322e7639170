// meteor.Scorer: libmeteor's Metric (meteor.hh), configured once from the
// meteor tool's options as keyword arguments, checked at the edge; scoring
// releases the GIL, corpus scoring stops on Ctrl-C; pickled by its settings.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "arrays.hh"
#include "interruptible.hh"
#include "meteor_bindings.hh"
#include "py_args.hh"
#include "scorer_options.hh"
#include "util/threads.hh"  // METEOR_THREADS_HELP

namespace py = pybind11;

namespace meteor::python {

namespace {

class PyScorer {
 public:
  PyScorer(const py::object& lang, const py::object& task, const py::object& modules, const py::object& params,
           const py::object& weights, const py::object& norm, const py::object& lower, const py::object& no_punct,
           const py::object& char_based, const py::object& beam_size, const py::object& paraphrase,
           const py::object& stem, const py::object& function_words, const py::object& synonyms,
           const py::object& new_language, const py::object& data_dir, const py::object& threads,
           const py::object& memory_limit, const py::object& allow_no_paraphrase) {
    const Options o = scorer_options({lang, task, modules, params, weights, norm, lower, no_punct, char_based,
                                      beam_size, paraphrase, stem, function_words, synonyms, new_language, data_dir,
                                      threads, memory_limit, allow_no_paraphrase},
                                     data_dir_given_);
    try {
      py::gil_scoped_release release;  // loading synonyms and paraphrases takes a while
      metric_ = std::make_unique<Metric>(o);
    } catch (const NoParaphraseTable& e) {
      throw NoParaphraseTable(python_words(e.what()));
    } catch (const InvalidArgument& e) {
      throw InvalidArgument(python_words(e.what()));
    } catch (const FileNotFound& e) {
      throw FileNotFound(python_words(e.what()));
    }
    flush_warnings();  // the paraphrase module left out (allow_no_paraphrase), ...
  }

  SentenceScore sentence_score(const py::object& hypothesis, const py::object& references) const {
    std::string hyp = utf8_arg(hypothesis, "hypothesis");
    std::vector<std::string> refs = references_arg(references, "references");
    SentenceScore s;
    {
      py::gil_scoped_release release;
      static_cast<SegmentScore&>(s) = metric_->segment(hyp, refs);
    }
    s.eval_id = metric_->eval_id();
    s.signature = metric_->signature(std::to_string(refs.size()));
    return s;
  }

  unsigned threads_or_default(const py::object& threads) const {
    return threads.is_none() ? metric_->options().threads : threads_arg(threads);
  }

  // A batch call's argument as a list: a generator or any other iterable is
  // read once, here (a str, None or a dict is a TypeError naming it).
  static py::list materialize(const py::object& o, const char* what) {
    if (o.is_none() || PyUnicode_Check(o.ptr()))
      throw py::type_error(std::string(what) + ": expected a list of str (or a list of such lists), got " +
                           type_name(o));
    if (PyList_Check(o.ptr())) return py::reinterpret_borrow<py::list>(o);
    py::list out;
    for (py::object& item : items_arg(o, what, "a list of str (or a list of such lists)")) out.append(std::move(item));
    return out;
  }

  // Whether a batch call's arguments are a batch (lists of lists) or one
  // list of str each: by the first element of the first that has one. Both
  // empty: one empty list (an empty result).
  static bool is_batch(const py::list& first, const py::list& second) {
    const py::list& o = first.empty() ? second : first;
    return !o.empty() && !PyUnicode_Check(o[0].ptr());
  }

  // One list of str (a batch of one) or a batch's lists; an empty one is a
  // ValueError naming it unless allow_empty. The element that is wrong named
  // (what[k], what[k][i]).
  static std::vector<std::vector<std::string>> lists_arg(const py::list& o, const std::string& what, bool batch,
                                                         bool allow_empty) {
    std::vector<std::vector<std::string>> out;
    if (!batch) {
      out.push_back(str_list_arg(o, what));
      if (out[0].empty() && !allow_empty) throw py::value_error(what + ": empty");
      return out;
    }
    for (std::size_t k = 0; k < o.size(); ++k) {
      poll_signals(k);
      const std::string name = what + "[" + std::to_string(k) + "]";
      const py::object item = o[k];
      if (item.is_none() || PyUnicode_Check(item.ptr()))
        throw py::type_error(name + ": expected a list of str, got " + type_name(item));
      out.push_back(str_list_arg(item, name));
      if (out.back().empty() && !allow_empty) throw py::value_error(name + ": empty");
    }
    return out;
  }

  CorpusScore corpus_score(const py::object& hypotheses, const py::object& references,
                           const py::object& threads) const {
    std::vector<std::string> hyps = str_list_arg(hypotheses, "hypotheses");
    std::vector<std::vector<std::string>> refs = reference_lists_arg(references, "references");
    // As the meteor tool refuses an empty file: an empty corpus has no score.
    if (hyps.empty() && refs.empty()) throw InvalidArgument("no segments to score: hypotheses and references are empty");
    const unsigned n = threads_or_default(threads);
    CorpusScore result;
    std::atomic<bool> cancel{false};
    meteor::python::run_interruptible(cancel, [&] { result = metric_->corpus(std::move(hyps), std::move(refs), n, cancel); });
    flush_warnings();  // the library's warnings meanwhile (threads, ...)
    return result;
  }

  // pairwise(hypotheses, references): one list of str each, or a batch (a
  // list of lists each, of the same length).
  py::object pairwise(const py::object& hypotheses, const py::object& references, const py::object& threads) const {
    require_numpy("Scorer.pairwise");
    const py::list hyp_list = materialize(hypotheses, "hypotheses"), ref_list = materialize(references, "references");
    const bool batch = is_batch(hyp_list, ref_list);
    std::vector<std::vector<std::string>> hyps = lists_arg(hyp_list, "hypotheses", batch, true);
    std::vector<std::vector<std::string>> refs = lists_arg(ref_list, "references", batch, true);
    if (hyps.size() != refs.size())
      throw py::value_error("pairwise: " + std::to_string(hyps.size()) + " hypothesis lists and " +
                            std::to_string(refs.size()) + " reference lists (a batch pairs them item by item)");
    std::vector<ScoreMatrix> result;
    std::atomic<bool> cancel{false};
    const unsigned n = threads_or_default(threads);
    meteor::python::run_interruptible(cancel, [&] { result = metric_->pairwise(hyps, refs, n, &cancel); });
    flush_warnings();  // the library's warnings meanwhile (threads, ...)
    py::list out;
    for (const ScoreMatrix& m : result)
      out.append(to_array(m.values, static_cast<py::ssize_t>(m.rows), static_cast<py::ssize_t>(m.cols)));
    return batch ? py::object(out) : py::object(out[0]);
  }

  py::object sentence_scores(const py::object& hypotheses, const py::object& references,
                             const py::object& threads) const {
    require_numpy("Scorer.sentence_scores");
    std::vector<std::string> hyps = str_list_arg(hypotheses, "hypotheses");
    std::vector<std::vector<std::string>> refs = reference_lists_arg(references, "references");
    if (hyps.size() != refs.size())
      throw py::value_error("sentence_scores: " + std::to_string(hyps.size()) + " hypotheses and " +
                            std::to_string(refs.size()) + " reference lists");
    for (std::size_t i = 0; i < refs.size(); ++i)
      if (refs[i].empty()) throw py::value_error("references[" + std::to_string(i) + "]: no reference");
    std::vector<double> scores;
    std::atomic<bool> cancel{false};
    const unsigned n = threads_or_default(threads);
    meteor::python::run_interruptible(
        cancel, [&] { scores = metric_->sentence_scores(std::move(hyps), std::move(refs), n, &cancel); });
    flush_warnings();  // the library's warnings meanwhile (threads, ...)
    return to_array(scores, static_cast<py::ssize_t>(scores.size()));
  }

  py::object mbr(const py::object& candidates, const py::object& references, const py::object& include_self_arg,
                 const py::object& threads, const py::object& return_utilities_arg) const {
    auto flag = [](const py::object& o, const char* what) {
      if (!PyBool_Check(o.ptr())) throw py::type_error(std::string(what) + ": expected a bool, got " + type_name(o));
      return o.ptr() == Py_True;
    };
    const bool include_self = flag(include_self_arg, "include_self");
    const bool return_utilities = flag(return_utilities_arg, "return_utilities");
    if (return_utilities) require_numpy("Scorer.mbr(return_utilities=True)");
    const py::list cand_list = materialize(candidates, "candidates");
    const py::list ref_list = references.is_none() ? py::list() : materialize(references, "references");
    // No candidates: nothing to choose from, an empty list.
    if (cand_list.empty() && ref_list.empty()) return py::list();
    const bool batch = is_batch(cand_list, ref_list);
    std::vector<std::vector<std::string>> cands = lists_arg(cand_list, "candidates", batch, false);
    std::optional<std::vector<std::vector<std::string>>> refs;
    if (!references.is_none()) {
      refs = lists_arg(ref_list, "references", batch, false);
      if (refs->size() != cands.size())
        throw py::value_error("mbr: " + std::to_string(cands.size()) + " candidate lists and " +
                              std::to_string(refs->size()) + " reference lists (a batch pairs them item by item)");
    }
    std::vector<MbrChoice> result;
    std::atomic<bool> cancel{false};
    const unsigned n = threads_or_default(threads);
    meteor::python::run_interruptible(cancel, [&] {
      result = metric_->mbr(cands, refs ? &*refs : nullptr, include_self, n, &cancel);
    });
    flush_warnings();  // the library's warnings meanwhile (threads, ...)
    py::list out;
    for (const MbrChoice& c : result) {
      if (return_utilities)
        out.append(py::make_tuple(c.best, to_array(c.utilities, static_cast<py::ssize_t>(c.utilities.size()))));
      else
        out.append(c.best);
    }
    return batch ? py::object(out) : py::object(out[0]);
  }

  Stats score_stats(const py::object& stats) const {
    Stats s = py::isinstance<py::str>(stats) ? parse_stats(utf8_arg(stats, "stats"))
                                             : cast_arg<Stats>(stats, "stats", "a meteor.Stats or a str");
    return metric_->score(std::move(s));
  }

  // compare(baseline, systems, references, ...): a NamedComparison.
  NamedComparison compare(const py::object& baseline, const py::object& systems, const py::object& references,
                          const py::object& test, const py::object& n, const py::object& confidence,
                          const py::object& confidence_n, const py::object& seed, const py::object& names,
                          const py::object& threads) const {
    CompareSettings settings = compare_settings(test, n, confidence, confidence_n, seed);
    settings.threads = threads_or_default(threads);
    std::vector<std::vector<std::string>> hyps{str_list_arg(baseline, "baseline")};
    if (systems.is_none() || PyUnicode_Check(systems.ptr()))
      throw py::type_error("systems: expected a list of lists of str, got " + type_name(systems));
    const std::vector<py::object> items = items_arg(systems, "systems", "a list of lists of str");
    for (std::size_t k = 0; k < items.size(); ++k) {
      const std::string name = "systems[" + std::to_string(k) + "]";
      if (items[k].is_none() || PyUnicode_Check(items[k].ptr()))
        throw py::type_error(name + ": expected a list of str, got " + type_name(items[k]));
      hyps.push_back(str_list_arg(items[k], name));
    }
    std::vector<std::vector<std::string>> refs = reference_lists_arg(references, "references");
    if (refs.empty()) throw InvalidArgument("compare: no segments (references are empty)");
    NamedComparison out;
    out.names = comparison_names(names, hyps.size());
    std::atomic<bool> cancel{false};
    meteor::python::run_interruptible(cancel,
                                      [&] { out.comparison = metric_->compare(hyps, refs, settings, &cancel); });
    flush_warnings();  // the library's warnings meanwhile (threads, ...)
    return out;
  }

  // compare_stats(segments, ...): segments[k][i] the Stats of system k's
  // segment i (baseline first).
  NamedComparison compare_stats(const py::object& segments, const py::object& test, const py::object& n,
                                const py::object& confidence, const py::object& confidence_n, const py::object& seed,
                                const py::object& names, const py::object& nrefs, const py::object& threads) const {
    CompareSettings settings = compare_settings(test, n, confidence, confidence_n, seed);
    settings.threads = threads_or_default(threads);
    std::vector<std::vector<Stats>> stats;
    for (const py::object& sys : items_arg(segments, "segments", "a list of lists of meteor.Stats")) {
      std::vector<Stats> v;
      for (const py::object& x : items_arg(sys, "segments[k]", "a list of meteor.Stats"))
        v.push_back(cast_arg<Stats>(x, "segments[k][i]", "a meteor.Stats"));
      stats.push_back(std::move(v));
    }
    std::string refs = "var";
    if (!nrefs.is_none()) refs = std::to_string(cast_arg<int>(nrefs, "nrefs", "a positive int or None"));
    NamedComparison out;
    out.names = comparison_names(names, stats.size());
    py::gil_scoped_release release;
    out.comparison = metric_->compare_stats(stats, settings, refs);
    return out;
  }

  static std::vector<std::string> comparison_names(const py::object& names, std::size_t systems) {
    std::vector<std::string> out;
    if (names.is_none()) {
      out.push_back("baseline");
      for (std::size_t k = 1; k < systems; ++k) out.push_back("system " + std::to_string(k));
      return out;
    }
    out = str_list_arg(names, "names");
    if (out.size() != systems)
      throw py::value_error("names: " + std::to_string(out.size()) + " names for " + std::to_string(systems) +
                            " systems (the baseline first)");
    return out;
  }

  // The keyword arguments that make this scorer again (pickling).
  py::dict settings() const { return scorer_settings(metric_->options(), data_dir_given_); }

  const Metric& metric() const { return *metric_; }

 private:
  std::unique_ptr<Metric> metric_;
  bool data_dir_given_ = false;
};

// A Scorer from settings() (unpickling): the same keyword arguments, and the
// same Eval ID, or a ValueError saying what differs here.
PyScorer* scorer_from_state(const py::tuple& state) {
  if (state.size() != 2 || !py::isinstance<py::dict>(state[0]))
    throw py::value_error("meteor.Scorer: not a pickled Scorer's state");
  py::dict d = state[0];
  auto get = [&](const char* name, py::object fallback) -> py::object {
    return d.contains(name) ? py::reinterpret_borrow<py::object>(d[name]) : fallback;
  };
  auto* s = new PyScorer(get("lang", py::str("en")), get("task", py::none()), get("modules", py::none()),
                         get("params", py::none()), get("weights", py::none()), get("norm", py::bool_(false)),
                         get("lower", py::bool_(false)), get("no_punct", py::bool_(false)),
                         get("char_based", py::bool_(false)), get("beam_size", py::none()),
                         get("paraphrase", py::none()), get("stem", py::none()), get("function_words", py::none()),
                         get("synonyms", py::none()), get("new_language", py::none()), get("data_dir", py::none()),
                         get("threads", py::int_(0)), get("memory_limit", py::none()),
                         get("allow_no_paraphrase", py::bool_(false)));
  const std::string want = py::str(state[1]);
  if (s->metric().eval_id() != want) {
    const std::string got = s->metric().eval_id();
    delete s;
    throw py::value_error("meteor.Scorer: unpickled as " + got + ", pickled as " + want);
  }
  return s;
}

}  // namespace

void register_scorer(py::module_& m) {
  py::class_<PyScorer> scorer(m, "Scorer",
                       "A Meteor scorer, configured once; the options are those of the meteor tool:\n"
                       "lang (-l), task (-t), modules (-m: list or 'exact stem ...'), params (-p: 4 numbers),\n"
                       "weights (-w), norm (-norm), lower (-lower), no_punct (-noPunct), char_based (-ch),\n"
                       "beam_size (-x), paraphrase (-a), stem (-e), function_words (-s), synonyms (-d),\n"
                       "new_language (-new), data_dir (language data; default $METEOR_DATA, then the\n"
                       "installation's), threads (corpus scoring; " METEOR_THREADS_HELP "),\n"
                       "memory_limit (bytes one segment's alignment may hold; -mem),\n"
                       "allow_no_paraphrase (-allowNoParaphrase: without a paraphrase table, score without the\n"
                       "paraphrase module, with a meteor.MeteorWarning, instead of raising NoParaphraseTableError).");
  scorer.def(py::init<const py::object&, const py::object&, const py::object&, const py::object&, const py::object&,
                    const py::object&, const py::object&, const py::object&, const py::object&, const py::object&,
                    const py::object&, const py::object&, const py::object&, const py::object&, const py::object&,
                    const py::object&, const py::object&, const py::object&, const py::object&>(),
           py::arg(kScorerArgs[0]) = "en", py::kw_only(), py::arg(kScorerArgs[1]) = py::none(),
           py::arg(kScorerArgs[2]) = py::none(), py::arg(kScorerArgs[3]) = py::none(),
           py::arg(kScorerArgs[4]) = py::none(), py::arg(kScorerArgs[5]) = false, py::arg(kScorerArgs[6]) = false,
           py::arg(kScorerArgs[7]) = false, py::arg(kScorerArgs[8]) = false, py::arg(kScorerArgs[9]) = py::none(),
           py::arg(kScorerArgs[10]) = py::none(), py::arg(kScorerArgs[11]) = py::none(),
           py::arg(kScorerArgs[12]) = py::none(), py::arg(kScorerArgs[13]) = py::none(),
           py::arg(kScorerArgs[14]) = py::none(), py::arg(kScorerArgs[15]) = py::none(),
           py::arg(kScorerArgs[16]) = 0u, py::arg(kScorerArgs[17]) = py::none(), py::arg(kScorerArgs[18]) = false,
           "__init__(self, lang='en', *, task=None, modules=None, params=None, weights=None, norm=False, "
           "lower=False, no_punct=False, char_based=False, beam_size=None, paraphrase=None, stem=None, "
           "function_words=None, synonyms=None, new_language=None, data_dir=None, threads=0, "
           "memory_limit=None, allow_no_paraphrase=False)\n--\n\n"
           "A scorer with these options (see the class's help).")
      .def("sentence_score", &PyScorer::sentence_score, py::arg("hypothesis"), py::arg("references"),
           "sentence_score(self, hypothesis, references)\n--\n\n"
           "Score one hypothesis against its references (a list of str, or one str): a SentenceScore.")
      .def("corpus_score", &PyScorer::corpus_score, py::arg("hypotheses"), py::arg("references"),
           py::arg("threads") = py::none(),
           "corpus_score(self, hypotheses, references, threads=None)\n--\n\n"
           "Score a corpus: references[i] holds the references of hypotheses[i] (a list of str, or one str);\n"
           "a CorpusScore. threads: None (the default): the scorer's threads=; else a count, 0: every CPU this\n"
           "process may use.\n"
           "Ctrl-C (KeyboardInterrupt) stops it within a fraction of a second.")
      .def("pairwise", &PyScorer::pairwise, py::arg("hypotheses"), py::arg("references"),
           py::arg("threads") = py::none(),
           "pairwise(self, hypotheses, references, threads=None)\n--\n\n"
           "Every hypothesis against every reference alone: a numpy float64 array of shape\n"
           "(len(hypotheses), len(references)) whose [i, j] is\n"
           "sentence_score(hypotheses[i], [references[j]]).score, bit for bit. A batch (a list of\n"
           "hypothesis lists and a list of reference lists, as long) gives a list of arrays. Each distinct\n"
           "sentence is normalized and tokenized once per call and each distinct pair aligned once; the\n"
           "pairs are spread over threads (None: the scorer's threads=; 0: every CPU this process may use).\n"
           "Any iterable goes where a list goes; empty lists give an empty array. A call whose matrices\n"
           "need more than the memory limit (about 40 bytes a cell; memory_limit= where given, else 4 GB)\n"
           "is a MemoryError naming the size, before anything is allocated.\n"
           "Ctrl-C stops it. Needs numpy.")
      .def("sentence_scores", &PyScorer::sentence_scores, py::arg("hypotheses"), py::arg("references"),
           py::arg("threads") = py::none(),
           "sentence_scores(self, hypotheses, references, threads=None)\n--\n\n"
           "The score of each hypothesis against its references (references[i]: a list of str, or one\n"
           "str) as a 1-d numpy float64 array: corpus_score(hypotheses, references).scores, without a\n"
           "Python object per pair (a training loop's reward). Ctrl-C stops it. Needs numpy.")
      .def("mbr", &PyScorer::mbr, py::arg("candidates"), py::arg("references") = py::none(),
           py::arg("include_self") = false, py::arg("threads") = py::none(), py::arg("return_utilities") = false,
           "mbr(self, candidates, references=None, include_self=False, threads=None, return_utilities=False)\n"
           "--\n\n"
           "Minimum Bayes risk: the index of the candidate with the highest expected utility, the mean\n"
           "of its scores against the references (the first of equal ones). references: pseudo-references\n"
           "(a list of str); None: the candidates themselves, where a candidate's score against itself\n"
           "does not count unless include_self=True (with one candidate, its utility is then NaN).\n"
           "A batch (a list of candidate lists, and of reference lists if given) gives a list of indices.\n"
           "return_utilities=True: (index, utilities) instead, utilities a numpy array of the means.\n"
           "No candidate lists (mbr([])): an empty list. The memory limit of pairwise applies.")
      .def("compare", &PyScorer::compare, py::arg("baseline"), py::arg("systems"), py::arg("references"),
           py::kw_only(), py::arg("test") = py::none(), py::arg("n") = py::none(), py::arg("confidence") = false,
           py::arg("confidence_n") = py::none(), py::arg("seed") = 12345, py::arg("names") = py::none(),
           py::arg("threads") = py::none(),
           "compare(self, baseline, systems, references, *, test=None, n=None, confidence=False, "
           "confidence_n=None, seed=12345, names=None, threads=None)\n--\n\n"
           "Is a system better than the baseline? sacreBLEU's paired tests over Meteor's statistics\n"
           "(docs/compare.md): baseline a list of str, systems a list of such lists, references[i] the\n"
           "references of segment i. test: None, 'bs' (paired bootstrap resampling, n=1000 resamples) or\n"
           "'ar' (paired approximate randomization, n=10000 trials); confidence=True: each system's mean\n"
           "and 95% interval from confidence_n (1000) bootstrap resamples ('bs' always gives them).\n"
           "seed: numpy's default_rng seed, None: from the system. A Comparison; str() is the table.")
      .def("compare_stats", &PyScorer::compare_stats, py::arg("segments"), py::kw_only(),
           py::arg("test") = py::none(), py::arg("n") = py::none(), py::arg("confidence") = false,
           py::arg("confidence_n") = py::none(), py::arg("seed") = 12345, py::arg("names") = py::none(),
           py::arg("nrefs") = py::none(), py::arg("threads") = py::none(),
           "compare_stats(self, segments, *, test=None, n=None, confidence=False, confidence_n=None, "
           "seed=12345, names=None, nrefs=None, threads=None)\n--\n\n"
           "compare() from segment statistics already at hand: segments[k][i] is the Stats of system k's\n"
           "segment i (the baseline first), as SegmentScore.stats; nrefs: references per segment, for\n"
           "the signature (None: var).")
      .def("score_stats", &PyScorer::score_stats, py::arg("stats"),
           "score_stats(self, stats)\n--\n\n"
           "Score sufficient statistics (a Stats, or a line of 23 numbers as -ssOut writes): returns the\n"
           "Stats with precision, recall, fmean, frag_penalty and score filled in with this scorer's\n"
           "parameters and weights. Read .score; str() of a Stats is its line of 23 numbers.");
  {
    // Any other call: a TypeError naming the argument it does not take.
    // These catch-all overloads add nothing to help(): without signatures
    // and docstrings, pybind11 lists only the real overload's docstring,
    // which starts with its signature.
    py::options quiet;
    quiet.disable_function_signatures();
    scorer.def(py::init([](const py::args& args, const py::kwargs& kwargs) -> PyScorer* { bad_scorer_call(args, kwargs); }))
      .def("sentence_score",
           [](const PyScorer&, const py::args& a, const py::kwargs& k) -> SentenceScore {
             bad_call("Scorer.sentence_score", {"hypothesis", "references"}, 2, 2, a, k);
           })
      .def("corpus_score",
           [](const PyScorer&, const py::args& a, const py::kwargs& k) -> CorpusScore {
             bad_call("Scorer.corpus_score", {"hypotheses", "references", "threads"}, 3, 2, a, k);
           })
      .def("pairwise",
           [](const PyScorer&, const py::args& a, const py::kwargs& k) -> py::object {
             bad_call("Scorer.pairwise", {"hypotheses", "references", "threads"}, 3, 2, a, k);
           })
      .def("sentence_scores",
           [](const PyScorer&, const py::args& a, const py::kwargs& k) -> py::object {
             bad_call("Scorer.sentence_scores", {"hypotheses", "references", "threads"}, 3, 2, a, k);
           })
      .def("mbr",
           [](const PyScorer&, const py::args& a, const py::kwargs& k) -> py::object {
             bad_call("Scorer.mbr", {"candidates", "references", "include_self", "threads", "return_utilities"}, 5,
                      1, a, k);
           })
      .def("score_stats",
           [](const PyScorer&, const py::args& a, const py::kwargs& k) -> Stats {
             bad_call("Scorer.score_stats", {"stats"}, 1, 1, a, k);
           });
  }
  scorer
      .def(py::pickle([](const PyScorer& s) { return py::make_tuple(s.settings(), s.metric().eval_id()); },
                      &scorer_from_state),
           "Pickled by its settings (the keyword arguments that made it): unpickling loads the resources again, "
           "from the same paths.")
      .def_property_readonly("eval_id", [](const PyScorer& s) { return s.metric().eval_id(); })
      .def(
          "signature",
          [](const PyScorer& s, const py::object& nrefs) {
            std::string n = "var";
            if (!nrefs.is_none()) {
              const int v = cast_arg<int>(nrefs, "nrefs", "a positive int or None");
              if (v < 1) throw py::value_error("nrefs: a positive int or None");
              n = std::to_string(v);
            }
            py::gil_scoped_release release;  // hashes the resources on first use
            return s.metric().signature(n);
          },
          py::arg("nrefs") = py::none(),
          "The signature of this scorer's scores with nrefs references per segment (None: var).")
      .def_property_readonly("lang", [](const PyScorer& s) { return language_code(s.metric().config().language); })
      .def_property_readonly("task", [](const PyScorer& s) { return task_name(s.metric().config().task); })
      .def_property_readonly("modules",
                             [](const PyScorer& s) {
                               std::vector<std::string> v;
                               for (Module mod : s.metric().config().modules) v.push_back(module_name(mod));
                               return v;
                             })
      .def_property_readonly("params", [](const PyScorer& s) { return s.metric().config().parameters; })
      .def_property_readonly("weights", [](const PyScorer& s) { return s.metric().config().weights; })
      .def("__repr__", [](const PyScorer& s) { return "<meteor.Scorer " + s.metric().eval_id() + ">"; });
}

}  // namespace meteor::python
