// The Python module `meteor`: libmeteor's Metric (meteor.hh) for Python.
//
//   import meteor
//   scorer = meteor.Scorer(lang="en", norm=True, modules=["exact", "stem", "synonym"])
//   scorer.sentence_score("the cat sat", ["a cat sat", "the cat sits"]).score
//   result = scorer.corpus_score(hypotheses, references)   # references[i]: list of str
//   result.score, result.scores, result.stats, result.eval_id, result.signature
//   print(result)   # METEOR = 0.3979 (P = ..., R = ..., frag = ...) meteor:1.5|...
//
// Scoring releases the GIL. meteor.InvalidArgument -> ValueError,
// FileNotFound -> FileNotFoundError, other meteor::Error -> RuntimeError;
// an argument of the wrong type, or one not taken, is a one-line TypeError
// naming it.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdio>
#include <cstdlib>
#include <type_traits>

#include "errors.hh"
#include "meteor.hh"
#include "resources/data_dir.hh"
#include "text/tokenize.hh"

namespace py = pybind11;
using namespace meteor;

namespace {

// A sentence's score knows its configuration, like a corpus score.
struct SentenceScore : SegmentScore {
  std::string eval_id;
  std::string signature;
};

// As sacreBLEU prints a score: "METEOR = 0.3979 (P = 0.4125, R = 0.4540,
// frag = 0.4945) <signature>".
std::string score_line(const Stats& s, const std::string& signature) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "METEOR = %.4f (P = %.4f, R = %.4f, frag = %.4f) ", s.score, s.precision, s.recall,
                s.frag_penalty);
  return buf + signature;
}

// Python values as C++ ones; a value of the wrong type is a TypeError naming
// the argument.
template <class T>
T cast_arg(const py::handle& o, const char* what, const char* expected) {
  if (!py::isinstance<py::str>(o) || std::is_same_v<T, std::string>) {
    try {
      return o.cast<T>();
    } catch (const py::cast_error&) {
    }
  }
  throw py::type_error(std::string(what) + ": expected " + expected + ", got " +
                       py::str(py::type::handle_of(o).attr("__name__")).cast<std::string>());
}

std::string path_arg(const py::handle& o) { return py::str(py::module_::import("os").attr("fspath")(o)); }

// The Scorer's arguments, in the order of its signature (lang is also
// positional): what a call that the constructor does not take is checked against.
constexpr const char* kScorerArgs[] = {"lang", "task", "modules", "params", "weights", "norm", "lower", "no_punct",
                                       "char_based", "beam_size", "paraphrase", "stem", "function_words",
                                       "synonyms", "new_language", "data_dir", "threads"};

// A call of Scorer(...) that its signature does not take (an unknown
// keyword, a second positional argument): one line naming it, instead of
// pybind11's list of signatures.
[[noreturn]] void bad_scorer_call(const py::args& args, const py::kwargs& kwargs) {
  if (args.size() > 1)
    throw py::type_error("Scorer: lang is the only positional argument (the others are keywords), got " +
                         std::to_string(args.size()));
  for (const auto& item : kwargs) {
    const std::string name = py::str(item.first);
    bool known = false;
    for (const char* a : kScorerArgs) known = known || name == a;
    if (!known) throw py::type_error("Scorer: unexpected argument '" + name + "'");
    if (name == "lang" && args.size() == 1) throw py::type_error("Scorer: lang given twice");
  }
  throw py::type_error("Scorer: arguments not taken");  // not reached: the checks above name the problem
}

std::vector<std::string> words_arg(const py::handle& o) {
  if (py::isinstance<py::str>(o)) return tokenize(o.cast<std::string>());
  return cast_arg<std::vector<std::string>>(o, "modules", "a list of str or a str");
}

std::vector<double> numbers_arg(const char* name, const py::handle& o) {
  if (py::isinstance<py::str>(o)) {
    try {
      return parse_number_list(name, o.cast<std::string>());
    } catch (const Error& e) {
      throw InvalidArgument(e.what());
    }
  }
  return cast_arg<std::vector<double>>(o, name, "a list of numbers or a str");
}

// The references of one hypothesis: a list of str, or one str.
std::vector<std::string> references_arg(const py::handle& o) {
  if (py::isinstance<py::str>(o)) return {o.cast<std::string>()};
  return cast_arg<std::vector<std::string>>(o, "references", "a list of str (or a str) per hypothesis");
}

// The installed data folder, seen from the installed module: the package's
// own data/ (a wheel), else the prefix's (cmake --install).
std::string module_data_dir() {
  static const char anchor = 0;
  const std::string module_dir = binary_dir(&anchor);
  if (module_dir.empty()) return "";
  for (const std::string& dir : {module_dir + "/data", module_dir + "/" + METEOR_PYTHON_TO_DATA})
    if (dir_exists(dir + "/function")) return dir;
  return "";
}

Stats parse_stats(const std::string& line) {
  std::string why;
  auto s = Stats::parse(line, &why);
  if (!s) throw InvalidArgument("malformed Meteor statistics (" + why + ")");
  return *s;
}

class PyScorer {
 public:
  PyScorer(const py::object& lang, const py::object& task, const py::object& modules, const py::object& params,
           const py::object& weights, const py::object& norm, const py::object& lower, const py::object& no_punct,
           const py::object& char_based, const py::object& beam_size, const py::object& paraphrase,
           const py::object& stem, const py::object& function_words, const py::object& synonyms,
           const py::object& new_language, const py::object& data_dir, const py::object& threads) {
    Options o;
    o.language = cast_arg<std::string>(lang, "lang", "a str");
    if (!task.is_none()) o.task = cast_arg<std::string>(task, "task", "a str");
    if (!modules.is_none()) o.modules = words_arg(modules);
    if (!params.is_none()) o.parameters = numbers_arg("params", params);
    if (!weights.is_none()) o.weights = numbers_arg("weights", weights);
    o.normalize = cast_arg<bool>(norm, "norm", "a bool");
    o.lowercase = cast_arg<bool>(lower, "lower", "a bool");
    o.no_punctuation = cast_arg<bool>(no_punct, "no_punct", "a bool");
    o.character_based = cast_arg<bool>(char_based, "char_based", "a bool");
    if (!beam_size.is_none()) o.beam_size = cast_arg<int>(beam_size, "beam_size", "an int");
    if (!paraphrase.is_none()) o.paraphrase_table = path_arg(paraphrase);
    if (!stem.is_none()) o.stem_table = path_arg(stem);
    if (!function_words.is_none()) o.function_words = path_arg(function_words);
    if (!synonyms.is_none()) o.synonym_dir = path_arg(synonyms);
    if (!new_language.is_none()) o.new_language_dir = path_arg(new_language);
    if (!data_dir.is_none()) {
      o.data_dir = path_arg(data_dir);
    } else if (const char* env = std::getenv("METEOR_DATA"); env == nullptr || *env == '\0') {
      o.data_dir = module_data_dir();  // empty in a build tree: the library finds build/data
    }
    o.threads = cast_arg<unsigned>(threads, "threads", "a non-negative int");
    py::gil_scoped_release release;  // loading synonyms and paraphrases takes a while
    metric_ = std::make_unique<Metric>(o);
  }

  SentenceScore sentence_score(const std::string& hypothesis, const py::object& references) const {
    std::vector<std::string> refs = references_arg(references);
    SentenceScore s;
    {
      py::gil_scoped_release release;
      static_cast<SegmentScore&>(s) = metric_->segment(hypothesis, refs);
    }
    s.eval_id = metric_->eval_id();
    s.signature = metric_->signature(std::to_string(refs.size()));
    return s;
  }

  CorpusScore corpus_score(const py::sequence& hypotheses, const py::sequence& references,
                           const py::object& threads) const {
    std::vector<std::string> hyps = cast_arg<std::vector<std::string>>(hypotheses, "hypotheses", "a list of str");
    std::vector<std::vector<std::string>> refs;
    refs.reserve(py::len(references));
    for (const py::handle& r : references) refs.push_back(references_arg(r));
    // As the meteor tool refuses an empty file: an empty corpus has no score.
    if (hyps.empty() && refs.empty()) throw InvalidArgument("no segments to score: hypotheses and references are empty");
    unsigned n = threads.is_none() ? metric_->options().threads
                                   : cast_arg<unsigned>(threads, "threads", "a non-negative int");
    py::gil_scoped_release release;
    return metric_->corpus(std::move(hyps), std::move(refs), n);
  }

  Stats score_stats(const py::object& stats) const {
    Stats s = py::isinstance<py::str>(stats) ? parse_stats(stats.cast<std::string>())
                                             : cast_arg<Stats>(stats, "stats", "a meteor.Stats or a str");
    return metric_->score(std::move(s));
  }

  const Metric& metric() const { return *metric_; }

 private:
  std::unique_ptr<Metric> metric_;
};

}  // namespace

void register_tools(py::module_& m, std::string (*default_data_dir)());  // python/tools_bindings.cc

PYBIND11_MODULE(_meteor, m) {
  m.doc() =
      "The Meteor 1.5 machine-translation metric (C++, the same numbers as Meteor 1.5 bit for bit).\n\n"
      "    scorer = meteor.Scorer(lang='en', norm=True)\n"
      "    scorer.corpus_score(hypotheses, references).score   # references[i]: list of str\n";
  m.attr("__version__") = METEOR_VERSION;

  py::register_exception_translator(meteor::python::translate_errors<&PyExc_RuntimeError>);

  py::class_<Stats>(m, "Stats",
                    "Meteor's sufficient statistics (the 23 numbers of -ssOut) and the metrics computed from them.")
      .def(py::init<>())
      .def_static("parse", &parse_stats, py::arg("line"), "Statistics from a line of 23 numbers (-ssOut, SCORE).")
      .def_readonly("test_length", &Stats::test_length)
      .def_readonly("reference_length", &Stats::reference_length)
      .def_readonly("test_function_words", &Stats::test_function_words)
      .def_readonly("reference_function_words", &Stats::reference_function_words)
      .def_readonly("test_total_matches", &Stats::test_total_matches)
      .def_readonly("reference_total_matches", &Stats::reference_total_matches)
      .def_readonly("test_stage_content", &Stats::test_stage_content)
      .def_readonly("reference_stage_content", &Stats::reference_stage_content)
      .def_readonly("test_stage_function", &Stats::test_stage_function)
      .def_readonly("reference_stage_function", &Stats::reference_stage_function)
      .def_readonly("chunks", &Stats::chunks)
      .def_readonly("test_word_matches", &Stats::test_word_matches)
      .def_readonly("reference_word_matches", &Stats::reference_word_matches)
      .def_readonly("precision", &Stats::precision)
      .def_readonly("recall", &Stats::recall)
      .def_readonly("f1", &Stats::f1)
      .def_readonly("fmean", &Stats::fmean)
      .def_readonly("frag_penalty", &Stats::frag_penalty)
      .def_readonly("score", &Stats::score)
      .def("__add__",
           [](const Stats& a, const Stats& b) {
             Stats s = a;
             s.add(b);
             return s;
           },
           "The summed statistics (as Meteor sums segments); score them with Scorer.score_stats.")
      .def("__str__", &Stats::to_string)
      .def("__repr__", [](const Stats& s) { return "meteor.Stats.parse('" + s.to_string() + "')"; });

  py::class_<SegmentScore>(m, "SegmentScore", "A segment's score and statistics (against its best reference).")
      .def_readonly("score", &SegmentScore::score)
      .def_readonly("stats", &SegmentScore::stats)
      .def("__float__", [](const SegmentScore& s) { return s.score; })
      .def("__repr__", [](const SegmentScore& s) { return "<meteor.SegmentScore " + py::repr(py::float_(s.score)).cast<std::string>() + ">"; });

  py::class_<SentenceScore, SegmentScore>(m, "SentenceScore",
                                          "Scorer.sentence_score's result: score, stats, eval_id, signature.")
      .def_readonly("eval_id", &SentenceScore::eval_id)
      .def_readonly("signature", &SentenceScore::signature,
                    "Everything the score depends on, resources by content hash (docs/signature.md).")
      .def("__str__", [](const SentenceScore& s) { return score_line(s.stats, s.signature); });

  py::class_<CorpusScore>(m, "CorpusScore",
                          "Scorer.corpus_score's result: the corpus score (from the summed statistics), "
                          "the segments' scores and statistics, and the Eval ID.")
      .def_readonly("score", &CorpusScore::score)
      .def_readonly("stats", &CorpusScore::stats)
      .def_readonly("segments", &CorpusScore::segments)
      .def_property_readonly("scores",
                             [](const CorpusScore& c) {
                               std::vector<double> v;
                               v.reserve(c.segments.size());
                               for (const SegmentScore& s : c.segments) v.push_back(s.score);
                               return v;
                             },
                             "The segment scores, in order.")
      .def_readonly("eval_id", &CorpusScore::eval_id)
      .def_readonly("signature", &CorpusScore::signature,
                    "Everything the score depends on, resources by content hash (docs/signature.md).")
      .def("__str__", [](const CorpusScore& c) { return score_line(c.stats, c.signature); })
      .def("__len__", [](const CorpusScore& c) { return c.segments.size(); })
      .def("__float__", [](const CorpusScore& c) { return c.score; })
      .def("__repr__", [](const CorpusScore& c) {
        return "<meteor.CorpusScore " + py::repr(py::float_(c.score)).cast<std::string>() + " over " +
               std::to_string(c.segments.size()) + " segments, " + c.eval_id + ">";
      });

  py::class_<PyScorer>(m, "Scorer",
                       "A Meteor scorer, configured once; the options are those of the meteor tool:\n"
                       "lang (-l), task (-t), modules (-m: list or 'exact stem ...'), params (-p: 4 numbers),\n"
                       "weights (-w), norm (-norm), lower (-lower), no_punct (-noPunct), char_based (-ch),\n"
                       "beam_size (-x), paraphrase (-a), stem (-e), function_words (-s), synonyms (-d),\n"
                       "new_language (-new), data_dir (language data; default $METEOR_DATA, then the\n"
                       "installation's), threads (corpus scoring; 0: all cores).")
      .def(py::init<const py::object&, const py::object&, const py::object&, const py::object&, const py::object&,
                    const py::object&, const py::object&, const py::object&, const py::object&, const py::object&,
                    const py::object&, const py::object&, const py::object&, const py::object&, const py::object&,
                    const py::object&, const py::object&>(),
           py::arg(kScorerArgs[0]) = "en", py::kw_only(), py::arg(kScorerArgs[1]) = py::none(),
           py::arg(kScorerArgs[2]) = py::none(), py::arg(kScorerArgs[3]) = py::none(),
           py::arg(kScorerArgs[4]) = py::none(), py::arg(kScorerArgs[5]) = false, py::arg(kScorerArgs[6]) = false,
           py::arg(kScorerArgs[7]) = false, py::arg(kScorerArgs[8]) = false, py::arg(kScorerArgs[9]) = py::none(),
           py::arg(kScorerArgs[10]) = py::none(), py::arg(kScorerArgs[11]) = py::none(),
           py::arg(kScorerArgs[12]) = py::none(), py::arg(kScorerArgs[13]) = py::none(),
           py::arg(kScorerArgs[14]) = py::none(), py::arg(kScorerArgs[15]) = py::none(),
           py::arg(kScorerArgs[16]) = 0u)
      .def(py::init([](const py::args& args, const py::kwargs& kwargs) -> PyScorer* { bad_scorer_call(args, kwargs); }),
           "Any other call: a TypeError naming the argument it does not take.")
      .def("sentence_score", &PyScorer::sentence_score, py::arg("hypothesis"), py::arg("references"),
           "Score one hypothesis against its references (a list of str, or one str).")
      .def("corpus_score", &PyScorer::corpus_score, py::arg("hypotheses"), py::arg("references"),
           py::arg("threads") = py::none(),
           "Score a corpus: references[i] holds the references of hypotheses[i] (a list of str, or one str).")
      .def("score_stats", &PyScorer::score_stats, py::arg("stats"),
           "Precision, recall, penalty and score of sufficient statistics (a Stats or a line of 23 numbers).")
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
  register_tools(m, module_data_dir);
}
