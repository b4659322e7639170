// meteor.Scorer as a Python class (scorer.hh): its methods with their
// signatures and docstrings, the TypeErrors of calls it does not take,
// pickling and its settings as properties.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <string>
#include <vector>

#include "py_args.hh"
#include "scorer.hh"
#include "scorer_options.hh"
#include "util/threads.hh"  // METEOR_THREADS_HELP

namespace py = pybind11;

namespace meteor::python {

namespace {

using PyScorerClass = py::class_<PyScorer>;

// The constructor and the scoring methods: one sentence, a corpus, pairs,
// arrays of scores, minimum Bayes risk.
void def_scoring(PyScorerClass& scorer) {
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
           "No candidate lists (mbr([])): an empty list. The memory limit of pairwise applies.");
}

// Paired tests and statistics.
void def_tests(PyScorerClass& scorer) {
  scorer
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
}

// Any other call: a TypeError naming the argument it does not take.
void def_bad_calls(PyScorerClass& scorer) {
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

// Pickling, the Eval ID and signature, the settings as properties.
void def_settings(PyScorerClass& scorer) {
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
  def_scoring(scorer);
  def_tests(scorer);
  def_bad_calls(scorer);
  def_settings(scorer);
}

}  // namespace meteor::python
