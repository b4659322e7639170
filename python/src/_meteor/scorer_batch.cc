// meteor.Scorer's batch scoring (scorer.hh): a corpus, every pair
// (pairwise), each segment's score as an array, minimum Bayes risk. Each
// releases the GIL and stops on Ctrl-C; numpy arrays where asked.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <optional>
#include <string>
#include <vector>

#include "common/arrays.hh"
#include "common/interruptible.hh"
#include "py_args.hh"
#include "scorer.hh"

namespace py = pybind11;

namespace meteor::python {

namespace {

// A batch call's argument as a list: a generator or any other iterable is
// read once, here (a str, None or a dict is a TypeError naming it).
py::list materialize(const py::object& o, const char* what) {
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
bool is_batch(const py::list& first, const py::list& second) {
  const py::list& o = first.empty() ? second : first;
  return !o.empty() && !PyUnicode_Check(o[0].ptr());
}

// One list of str (a batch of one) or a batch's lists; an empty one is a
// ValueError naming it unless allow_empty. The element that is wrong named
// (what[k], what[k][i]).
std::vector<std::vector<std::string>> lists_arg(const py::list& o, const std::string& what, bool batch,
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

}  // namespace

CorpusScore PyScorer::corpus_score(const py::object& hypotheses, const py::object& references,
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

py::object PyScorer::pairwise(const py::object& hypotheses, const py::object& references,
                              const py::object& threads) const {
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

py::object PyScorer::sentence_scores(const py::object& hypotheses, const py::object& references,
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

py::object PyScorer::mbr(const py::object& candidates, const py::object& references,
                         const py::object& include_self_arg, const py::object& threads,
                         const py::object& return_utilities_arg) const {
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

}  // namespace meteor::python
