// meteor.Scorer (scorer.hh): construction from the meteor tool's options,
// checked at the edge; one sentence; statistics; pickling by its settings.
// Scoring releases the GIL.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "scorer.hh"

#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <memory>
#include <string>
#include <vector>

#include "py_args.hh"
#include "scorer_options.hh"

namespace py = pybind11;

namespace meteor::python {

PyScorer::PyScorer(const py::object& lang, const py::object& task, const py::object& modules,
                   const py::object& params, const py::object& weights, const py::object& norm, const py::object& lower, const py::object& no_punct,
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

SentenceScore PyScorer::sentence_score(const py::object& hypothesis, const py::object& references) const {
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

unsigned PyScorer::threads_or_default(const py::object& threads) const {
  return threads.is_none() ? metric_->options().threads : threads_arg(threads);
}

Stats PyScorer::score_stats(const py::object& stats) const {
  Stats s = py::isinstance<py::str>(stats) ? parse_stats(utf8_arg(stats, "stats"))
                                           : cast_arg<Stats>(stats, "stats", "a meteor.Stats or a str");
  return metric_->score(std::move(s));
}

py::dict PyScorer::settings() const { return scorer_settings(metric_->options(), data_dir_given_); }

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

}  // namespace meteor::python
