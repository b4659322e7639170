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

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <mutex>
#include <set>
#include <system_error>
#include <thread>
#include <type_traits>

#include "errors.hh"
#include "interruptible.hh"
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

std::string type_name(const py::handle& o) {
  return py::str(py::type::handle_of(o).attr("__name__")).cast<std::string>();
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
  throw py::type_error(std::string(what) + ": expected " + expected + ", got " + type_name(o));
}

// A str as UTF-8: anything else is a TypeError naming the element
// ("hypotheses[3]: expected str, got NoneType"), a str that has no UTF-8
// form (a lone surrogate, as surrogateescape decoding leaves) a ValueError
// naming the character.
std::string utf8_arg(const py::handle& o, const std::string& what, const char* expected = "str") {
  if (!PyUnicode_Check(o.ptr())) throw py::type_error(what + ": expected " + expected + ", got " + type_name(o));
  Py_ssize_t size = 0;
  const char* data = PyUnicode_AsUTF8AndSize(o.ptr(), &size);
  if (data != nullptr) return std::string(data, static_cast<std::size_t>(size));
  PyErr_Clear();
  const Py_ssize_t n = PyUnicode_GetLength(o.ptr());
  for (Py_ssize_t i = 0; i < n; ++i) {
    const Py_UCS4 c = PyUnicode_ReadChar(o.ptr(), i);
    if (c >= 0xD800 && c <= 0xDFFF) {
      char buf[80];
      std::snprintf(buf, sizeof buf, ": not valid UTF-8 (lone surrogate U+%04X at character %zd)",
                    static_cast<unsigned>(c), static_cast<std::ptrdiff_t>(i));
      throw py::value_error(what + buf);
    }
  }
  throw py::value_error(what + ": not valid UTF-8");
}

// The items of a list (or tuple, or any iterable but a str) named `what`.
std::vector<py::object> items_arg(const py::handle& o, const std::string& what, const char* expected) {
  if (PyUnicode_Check(o.ptr()) || PyBytes_Check(o.ptr()) || PyDict_Check(o.ptr()))
    throw py::type_error(what + ": expected " + expected + ", got " + type_name(o));
  std::vector<py::object> out;
  if (PyList_Check(o.ptr()) || PyTuple_Check(o.ptr())) {
    py::sequence seq = py::reinterpret_borrow<py::sequence>(o);
    out.reserve(seq.size());
    for (const py::handle& item : seq) out.push_back(py::reinterpret_borrow<py::object>(item));
    return out;
  }
  py::iterator it;
  try {
    it = py::iter(o);
  } catch (const py::error_already_set&) {
    throw py::type_error(what + ": expected " + expected + ", got " + type_name(o));
  }
  for (; it != py::iterator::sentinel(); ++it) out.push_back(py::reinterpret_borrow<py::object>(*it));
  return out;
}

std::vector<std::string> str_list_arg(const py::handle& o, const std::string& what) {
  std::vector<py::object> items = items_arg(o, what, "a list of str");
  std::vector<std::string> out;
  out.reserve(items.size());
  for (std::size_t i = 0; i < items.size(); ++i) out.push_back(utf8_arg(items[i], what + "[" + std::to_string(i) + "]"));
  return out;
}

std::string path_arg(const py::handle& o, const char* what) {
  try {
    return py::str(py::module_::import("os").attr("fspath")(o));
  } catch (const py::error_already_set&) {
    throw py::type_error(std::string(what) + ": expected a path (str or os.PathLike), got " + type_name(o));
  }
}

// A count given as a Python int: negative ones are a ValueError, those past
// `most` come back as `most` (the library clamps thread counts itself).
unsigned long long count_arg(const py::handle& o, const char* what, const char* meaning,
                             unsigned long long most) {
  if (PyBool_Check(o.ptr()) || !PyLong_Check(o.ptr()))
    throw py::type_error(std::string(what) + ": expected an int, got " + type_name(o));
  int overflow = 0;
  const long long v = PyLong_AsLongLongAndOverflow(o.ptr(), &overflow);
  if (overflow < 0 || (overflow == 0 && v < 0))
    throw py::value_error(std::string(what) + ": expected " + meaning + ", got " + py::repr(o).cast<std::string>());
  if (overflow > 0 || static_cast<unsigned long long>(v) > most) return most;
  return static_cast<unsigned long long>(v);
}

unsigned threads_arg(const py::handle& o) {
  return static_cast<unsigned>(count_arg(o, "threads", "0 (the CPUs this process may use) or more",
                                         std::numeric_limits<unsigned>::max()));
}

// The Scorer's arguments, in the order of its signature (lang is also
// positional): what a call that the constructor does not take is checked against.
constexpr const char* kScorerArgs[] = {"lang", "task", "modules", "params", "weights", "norm", "lower", "no_punct",
                                       "char_based", "beam_size", "paraphrase", "stem", "function_words",
                                       "synonyms", "new_language", "data_dir", "threads", "memory_limit"};

// A call that a function's signature does not take (an unknown keyword, too
// many or too few arguments): one line naming it, instead of pybind11's list
// of signatures. `names`: the parameters, `positional`: how many of them may
// be given by position, `required`: how many must be given.
[[noreturn]] void bad_call(const std::string& function, std::initializer_list<const char*> names,
                           std::size_t positional, std::size_t required, const py::args& args,
                           const py::kwargs& kwargs) {
  std::string usage = function + "(";
  for (const char* n : names) usage += std::string(usage.back() == '(' ? "" : ", ") + n;
  usage += ")";
  if (args.size() > positional)
    throw py::type_error(usage + ": takes " + std::to_string(positional) + " positional argument" +
                         (positional == 1 ? "" : "s") + ", got " + std::to_string(args.size()));
  std::vector<std::string> given;
  for (std::size_t i = 0; i < args.size(); ++i) given.push_back(*(names.begin() + i));
  for (const auto& item : kwargs) {
    const std::string name = py::str(item.first);
    bool known = false;
    for (const char* a : names) known = known || name == a;
    if (!known) throw py::type_error(usage + ": unexpected argument '" + name + "'");
    for (const std::string& g : given)
      if (g == name) throw py::type_error(usage + ": " + name + " given twice");
    given.push_back(name);
  }
  for (std::size_t i = 0; i < required; ++i) {
    const char* n = *(names.begin() + i);
    if (std::find(given.begin(), given.end(), n) == given.end())
      throw py::type_error(usage + ": missing argument '" + std::string(n) + "'");
  }
  throw py::type_error(usage + ": arguments not taken");
}

// The Scorer(...) calls its signature does not take.
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
  if (py::isinstance<py::str>(o)) return tokenize(utf8_arg(o, "modules"));
  std::vector<py::object> items = items_arg(o, "modules", "a list of str or a str");
  std::vector<std::string> out;
  for (std::size_t i = 0; i < items.size(); ++i) out.push_back(utf8_arg(items[i], "modules[" + std::to_string(i) + "]"));
  return out;
}

std::vector<double> numbers_arg(const char* name, const py::handle& o) {
  if (py::isinstance<py::str>(o)) {
    try {
      return parse_number_list(name, o.cast<std::string>());
    } catch (const Error& e) {
      throw InvalidArgument(e.what());
    }
  }
  std::vector<py::object> items = items_arg(o, name, "a list of numbers or a str");
  std::vector<double> out;
  for (std::size_t i = 0; i < items.size(); ++i) {
    const py::handle v = items[i];
    if (PyBool_Check(v.ptr()) || !(PyLong_Check(v.ptr()) || PyFloat_Check(v.ptr())))
      throw py::type_error(std::string(name) + "[" + std::to_string(i) + "]: expected a number, got " + type_name(v));
    out.push_back(v.cast<double>());
  }
  return out;
}

// Meteor's parameters and weights as the Python API takes them: the meteor
// tool's -p and -w keep Meteor 1.5's behaviour for any number (fidelity);
// here a value outside the range the metric is defined on is refused.
void check_params(const std::vector<double>& p) {
  if (p.size() != 4)
    throw py::value_error("params: needs 4 parameters (alpha beta gamma delta), got " + std::to_string(p.size()));
  static const char* const names[] = {"alpha", "beta", "gamma", "delta"};
  for (std::size_t i = 0; i < 4; ++i) {
    const bool ok = std::isfinite(p[i]) && p[i] >= 0 && (i == 1 || p[i] <= 1);
    if (!ok)
      throw py::value_error("params: " + std::string(names[i]) + " = " + py::repr(py::float_(p[i])).cast<std::string>() +
                            " is out of range (alpha, gamma, delta: 0 to 1; beta: 0 or more)");
  }
}

void check_weights(const std::vector<double>& w) {
  for (std::size_t i = 0; i < w.size(); ++i)
    if (!(std::isfinite(w[i]) && w[i] >= 0 && w[i] <= 1))
      throw py::value_error("weights[" + std::to_string(i) + "] = " + py::repr(py::float_(w[i])).cast<std::string>() +
                            " is out of range (each module's weight: 0 to 1)");
}

// The references of hypothesis `what`: a list of str, or one str.
std::vector<std::string> references_arg(const py::handle& o, const std::string& what) {
  if (PyUnicode_Check(o.ptr())) return {utf8_arg(o, what)};
  std::vector<py::object> items = items_arg(o, what, "a list of str (or a str)");
  std::vector<std::string> out;
  out.reserve(items.size());
  for (std::size_t i = 0; i < items.size(); ++i) out.push_back(utf8_arg(items[i], what + "[" + std::to_string(i) + "]"));
  return out;
}

// The library's messages name the meteor tool's options where a Python
// caller gave keyword arguments: said in the caller's words.
std::string python_words(std::string message) {
  static const std::pair<const char*, const char*> kWords[] = {
      {"-p needs 4 parameters", "params: needs 4 parameters"},
      {"-norm has no rules", "norm=True has no rules"},
      {"and use -lower", "and use lower=True"},
      {"or pass the resource files as options", "pass data_dir=, or the resource files as arguments"},
      {"give a table with -a", "give a table with paraphrase=PATH"},
      {"-threads", "threads"},
  };
  for (const auto& [flag, words] : kWords)
    if (auto at = message.find(flag); at != std::string::npos) message.replace(at, std::strlen(flag), words);
  return message;
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
           const py::object& new_language, const py::object& data_dir, const py::object& threads,
           const py::object& memory_limit) {
    Options o;
    o.language = utf8_arg(lang, "lang", "a str");
    if (!task.is_none()) o.task = utf8_arg(task, "task", "a str");
    if (!modules.is_none()) o.modules = words_arg(modules);
    if (!params.is_none()) check_params(*(o.parameters = numbers_arg("params", params)));
    if (!weights.is_none()) check_weights(*(o.weights = numbers_arg("weights", weights)));
    o.normalize = cast_arg<bool>(norm, "norm", "a bool");
    o.lowercase = cast_arg<bool>(lower, "lower", "a bool");
    o.no_punctuation = cast_arg<bool>(no_punct, "no_punct", "a bool");
    o.character_based = cast_arg<bool>(char_based, "char_based", "a bool");
    if (!beam_size.is_none()) {
      const auto b = count_arg(beam_size, "beam_size", "a positive int", 1u << 20);
      if (b < 1) throw py::value_error("beam_size: expected a positive int, got 0");
      o.beam_size = static_cast<int>(b);
    }
    if (!paraphrase.is_none()) o.paraphrase_table = path_arg(paraphrase, "paraphrase");
    if (!stem.is_none()) o.stem_table = path_arg(stem, "stem");
    if (!function_words.is_none()) o.function_words = path_arg(function_words, "function_words");
    if (!synonyms.is_none()) o.synonym_dir = path_arg(synonyms, "synonyms");
    if (!new_language.is_none()) o.new_language_dir = path_arg(new_language, "new_language");
    data_dir_given_ = !data_dir.is_none();
    if (data_dir_given_) {
      o.data_dir = path_arg(data_dir, "data_dir");
    } else if (const char* env = std::getenv("METEOR_DATA"); env == nullptr || *env == '\0') {
      o.data_dir = module_data_dir();  // empty in a build tree: the library finds build/data
    }
    o.threads = threads_arg(threads);
    if (!memory_limit.is_none()) {
      o.memory_limit = count_arg(memory_limit, "memory_limit", "a number of bytes (1 MB or more) or None",
                                 std::numeric_limits<std::size_t>::max());
      if (o.memory_limit < (1u << 20))
        throw py::value_error("memory_limit: expected a number of bytes (1 MB or more) or None, got " +
                              std::to_string(o.memory_limit));
    }
    try {
      py::gil_scoped_release release;  // loading synonyms and paraphrases takes a while
      metric_ = std::make_unique<Metric>(o);
    } catch (const InvalidArgument& e) {
      throw InvalidArgument(python_words(e.what()));
    } catch (const FileNotFound& e) {
      throw FileNotFound(python_words(e.what()));
    }
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

  CorpusScore corpus_score(const py::object& hypotheses, const py::object& references,
                           const py::object& threads) const {
    std::vector<std::string> hyps = str_list_arg(hypotheses, "hypotheses");
    std::vector<py::object> ref_items = items_arg(references, "references", "a list of reference lists");
    std::vector<std::vector<std::string>> refs;
    refs.reserve(ref_items.size());
    for (std::size_t i = 0; i < ref_items.size(); ++i)
      refs.push_back(references_arg(ref_items[i], "references[" + std::to_string(i) + "]"));
    // As the meteor tool refuses an empty file: an empty corpus has no score.
    if (hyps.empty() && refs.empty()) throw InvalidArgument("no segments to score: hypotheses and references are empty");
    unsigned n = threads.is_none() ? metric_->options().threads : threads_arg(threads);
    CorpusScore result;
    std::atomic<bool> cancel{false};
    meteor::python::run_interruptible(cancel, [&] { result = metric_->corpus(std::move(hyps), std::move(refs), n, cancel); });
    return result;
  }

  Stats score_stats(const py::object& stats) const {
    Stats s = py::isinstance<py::str>(stats) ? parse_stats(utf8_arg(stats, "stats"))
                                             : cast_arg<Stats>(stats, "stats", "a meteor.Stats or a str");
    return metric_->score(std::move(s));
  }

  // The keyword arguments that make this scorer again (pickling): those
  // given, the data folder only when it was given.
  py::dict settings() const {
    const Options& o = metric_->options();
    py::dict d;
    d["lang"] = o.language;
    if (!o.task.empty()) d["task"] = o.task;
    if (o.modules) d["modules"] = *o.modules;
    if (o.parameters) d["params"] = *o.parameters;
    if (o.weights) d["weights"] = *o.weights;
    d["norm"] = o.normalize;
    d["lower"] = o.lowercase;
    d["no_punct"] = o.no_punctuation;
    d["char_based"] = o.character_based;
    if (o.beam_size) d["beam_size"] = *o.beam_size;
    if (!o.paraphrase_table.empty()) d["paraphrase"] = o.paraphrase_table;
    if (!o.stem_table.empty()) d["stem"] = o.stem_table;
    if (!o.function_words.empty()) d["function_words"] = o.function_words;
    if (!o.synonym_dir.empty()) d["synonyms"] = o.synonym_dir;
    if (!o.new_language_dir.empty()) d["new_language"] = o.new_language_dir;
    if (data_dir_given_) d["data_dir"] = o.data_dir;
    d["threads"] = o.threads;
    if (o.memory_limit != 0) d["memory_limit"] = o.memory_limit;
    return d;
  }

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
                         get("threads", py::int_(0)), get("memory_limit", py::none()));
  const std::string want = py::str(state[1]);
  if (s->metric().eval_id() != want) {
    const std::string got = s->metric().eval_id();
    delete s;
    throw py::value_error("meteor.Scorer: unpickled as " + got + ", pickled as " + want);
  }
  return s;
}

// Stats by value: every field, doubles as they are.
py::tuple stats_state(const Stats& s) {
  return py::make_tuple(s.test_length, s.reference_length, s.test_function_words, s.reference_function_words,
                        s.test_total_matches, s.reference_total_matches, s.test_stage_content,
                        s.reference_stage_content, s.test_stage_function, s.reference_stage_function, s.chunks,
                        s.test_word_matches, s.reference_word_matches, s.test_weighted_matches,
                        s.reference_weighted_matches, s.test_weighted_length, s.reference_weighted_length,
                        s.precision, s.recall, s.f1, s.fmean, s.frag_penalty, s.score);
}

Stats stats_from_state(const py::tuple& t) {
  if (t.size() != 23) throw py::value_error("meteor.Stats: not a pickled Stats' state");
  Stats s;
  std::size_t k = 0;
  auto d = [&] { return t[k++].cast<double>(); };
  auto v = [&] { return t[k++].cast<std::vector<double>>(); };
  s.test_length = d();
  s.reference_length = d();
  s.test_function_words = d();
  s.reference_function_words = d();
  s.test_total_matches = d();
  s.reference_total_matches = d();
  s.test_stage_content = v();
  s.reference_stage_content = v();
  s.test_stage_function = v();
  s.reference_stage_function = v();
  s.chunks = d();
  s.test_word_matches = d();
  s.reference_word_matches = d();
  s.test_weighted_matches = d();
  s.reference_weighted_matches = d();
  s.test_weighted_length = d();
  s.reference_weighted_length = d();
  s.precision = d();
  s.recall = d();
  s.f1 = d();
  s.fmean = d();
  s.frag_penalty = d();
  s.score = d();
  return s;
}

SegmentScore segment_from_state(const py::tuple& t) {
  if (t.size() != 2) throw py::value_error("meteor.SegmentScore: not a pickled score's state");
  SegmentScore s;
  s.score = t[0].cast<double>();
  s.stats = stats_from_state(t[1]);
  return s;
}

// Warnings of the library, each once per process (as many Scorers as a
// program makes), in the words of the Python API, on standard error.
void install_warning_sink() {
  static std::set<std::string>* seen = new std::set<std::string>();  // guarded by warn()'s lock
  set_warning_sink([](const std::string& message) {
    if (!seen->insert(message).second) return;
    std::fprintf(stderr, "Warning: %s\n", python_words(message).c_str());
    std::fflush(stderr);
  });
}

}  // namespace

void register_tools(py::module_& m, std::string (*default_data_dir)());  // python/tools_bindings.cc

PYBIND11_MODULE(_meteor, m) {
  m.doc() =
      "The Meteor 1.5 machine-translation metric (C++, the same numbers as Meteor 1.5 bit for bit).\n\n"
      "    scorer = meteor.Scorer(lang='en', norm=True)\n"
      "    scorer.corpus_score(hypotheses, references).score   # references[i]: list of str\n";
  m.attr("__version__") = METEOR_VERSION;

  py::register_exception_translator(meteor::python::translate_errors<&PyExc_RuntimeError>);
  // Scoring's limits are memory limits (memory_limit=): MemoryError, for
  // this module's functions.
  py::register_local_exception_translator([](std::exception_ptr p) {
    try {
      if (p) std::rethrow_exception(p);
    } catch (const LimitExceeded& e) {
      PyErr_SetString(PyExc_MemoryError, e.what());
    }
  });
  install_warning_sink();
  m.def("_usable_cpus", &usable_cpus, "The CPUs this process may use (affinity, cgroup quota): threads=0's count.");

  py::class_<Stats>(m, "Stats",
                    "Meteor's sufficient statistics (the 23 numbers of -ssOut) and the metrics computed from them.")
      .def(py::init<>())
      .def_static("parse", [](const py::object& line) { return parse_stats(utf8_arg(line, "line")); }, py::arg("line"), "Statistics from a line of 23 numbers (-ssOut, SCORE).")
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
      .def("__repr__", [](const Stats& s) { return "meteor.Stats.parse('" + s.to_string() + "')"; })
      .def(py::pickle(&stats_state, &stats_from_state));

  py::class_<SegmentScore>(m, "SegmentScore", "A segment's score and statistics (against its best reference).")
      .def_readonly("score", &SegmentScore::score)
      .def_readonly("stats", &SegmentScore::stats)
      .def("__float__", [](const SegmentScore& s) { return s.score; })
      .def("__repr__", [](const SegmentScore& s) { return "<meteor.SegmentScore " + py::repr(py::float_(s.score)).cast<std::string>() + ">"; })
      .def(py::pickle([](const SegmentScore& s) { return py::make_tuple(s.score, stats_state(s.stats)); },
                      &segment_from_state));

  py::class_<SentenceScore, SegmentScore>(m, "SentenceScore",
                                          "Scorer.sentence_score's result: score, stats, eval_id, signature.")
      .def_readonly("eval_id", &SentenceScore::eval_id)
      .def_readonly("signature", &SentenceScore::signature,
                    "Everything the score depends on, resources by content hash (docs/signature.md).")
      .def("__str__", [](const SentenceScore& s) { return score_line(s.stats, s.signature); })
      .def(py::pickle(
          [](const SentenceScore& s) {
            return py::make_tuple(s.score, stats_state(s.stats), s.eval_id, s.signature);
          },
          [](const py::tuple& t) {
            if (t.size() != 4) throw py::value_error("meteor.SentenceScore: not a pickled score's state");
            SentenceScore s;
            static_cast<SegmentScore&>(s) = segment_from_state(py::make_tuple(t[0], t[1]));
            s.eval_id = t[2].cast<std::string>();
            s.signature = t[3].cast<std::string>();
            return s;
          }));

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
      })
      .def(py::pickle(
          [](const CorpusScore& c) {
            py::list segments;
            for (const SegmentScore& s : c.segments) segments.append(py::make_tuple(s.score, stats_state(s.stats)));
            return py::make_tuple(c.score, stats_state(c.stats), segments, c.eval_id, c.signature);
          },
          [](const py::tuple& t) {
            if (t.size() != 5) throw py::value_error("meteor.CorpusScore: not a pickled score's state");
            CorpusScore c;
            c.score = t[0].cast<double>();
            c.stats = stats_from_state(t[1]);
            for (const py::handle& s : t[2].cast<py::list>()) c.segments.push_back(segment_from_state(s.cast<py::tuple>()));
            c.eval_id = t[3].cast<std::string>();
            c.signature = t[4].cast<std::string>();
            return c;
          }));

  py::class_<PyScorer>(m, "Scorer",
                       "A Meteor scorer, configured once; the options are those of the meteor tool:\n"
                       "lang (-l), task (-t), modules (-m: list or 'exact stem ...'), params (-p: 4 numbers),\n"
                       "weights (-w), norm (-norm), lower (-lower), no_punct (-noPunct), char_based (-ch),\n"
                       "beam_size (-x), paraphrase (-a), stem (-e), function_words (-s), synonyms (-d),\n"
                       "new_language (-new), data_dir (language data; default $METEOR_DATA, then the\n"
                       "installation's), threads (corpus scoring; 0: the CPUs this process may use),\n"
                       "memory_limit (bytes one segment's alignment may hold; -mem).")
      .def(py::init<const py::object&, const py::object&, const py::object&, const py::object&, const py::object&,
                    const py::object&, const py::object&, const py::object&, const py::object&, const py::object&,
                    const py::object&, const py::object&, const py::object&, const py::object&, const py::object&,
                    const py::object&, const py::object&, const py::object&>(),
           py::arg(kScorerArgs[0]) = "en", py::kw_only(), py::arg(kScorerArgs[1]) = py::none(),
           py::arg(kScorerArgs[2]) = py::none(), py::arg(kScorerArgs[3]) = py::none(),
           py::arg(kScorerArgs[4]) = py::none(), py::arg(kScorerArgs[5]) = false, py::arg(kScorerArgs[6]) = false,
           py::arg(kScorerArgs[7]) = false, py::arg(kScorerArgs[8]) = false, py::arg(kScorerArgs[9]) = py::none(),
           py::arg(kScorerArgs[10]) = py::none(), py::arg(kScorerArgs[11]) = py::none(),
           py::arg(kScorerArgs[12]) = py::none(), py::arg(kScorerArgs[13]) = py::none(),
           py::arg(kScorerArgs[14]) = py::none(), py::arg(kScorerArgs[15]) = py::none(),
           py::arg(kScorerArgs[16]) = 0u, py::arg(kScorerArgs[17]) = py::none())
      .def(py::init([](const py::args& args, const py::kwargs& kwargs) -> PyScorer* { bad_scorer_call(args, kwargs); }),
           "Any other call: a TypeError naming the argument it does not take.")
      .def("sentence_score", &PyScorer::sentence_score, py::arg("hypothesis"), py::arg("references"),
           "Score one hypothesis against its references (a list of str, or one str).")
      .def("sentence_score",
           [](const PyScorer&, const py::args& a, const py::kwargs& k) -> SentenceScore {
             bad_call("Scorer.sentence_score", {"hypothesis", "references"}, 2, 2, a, k);
           })
      .def("corpus_score", &PyScorer::corpus_score, py::arg("hypotheses"), py::arg("references"),
           py::arg("threads") = py::none(),
           "Score a corpus: references[i] holds the references of hypotheses[i] (a list of str, or one str).\n"
           "Ctrl-C (KeyboardInterrupt) stops it within a fraction of a second.")
      .def("corpus_score",
           [](const PyScorer&, const py::args& a, const py::kwargs& k) -> CorpusScore {
             bad_call("Scorer.corpus_score", {"hypotheses", "references", "threads"}, 3, 2, a, k);
           })
      .def("score_stats", &PyScorer::score_stats, py::arg("stats"),
           "Precision, recall, penalty and score of sufficient statistics (a Stats or a line of 23 numbers).")
      .def("score_stats",
           [](const PyScorer&, const py::args& a, const py::kwargs& k) -> Stats {
             bad_call("Scorer.score_stats", {"stats"}, 1, 1, a, k);
           })
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
  register_tools(m, module_data_dir);
}
