// meteor.Stats, SegmentScore, SentenceScore and CorpusScore: the library's
// statistics and scores (meteor.hh) as Python values, pickled by value.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <cstdio>
#include <string>
#include <vector>

#include "meteor_bindings.hh"
#include "py_args.hh"

namespace py = pybind11;

namespace meteor::python {

namespace {

// As sacreBLEU prints a score: "METEOR = 0.3979 (P = 0.4125, R = 0.4540,
// frag = 0.4945) <signature>".
std::string score_line(const Stats& s, const std::string& signature) {
  char buf[160];
  std::snprintf(buf, sizeof buf, "METEOR = %.4f (P = %.4f, R = %.4f, frag = %.4f) ", s.score, s.precision, s.recall,
                s.frag_penalty);
  return buf + signature;
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

}  // namespace

Stats parse_stats(const std::string& line) {
  std::string why;
  auto s = Stats::parse(line, &why);
  if (!s) throw InvalidArgument("malformed Meteor statistics (" + why + ")");
  return *s;
}

void register_scores(py::module_& m) {
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
      .def("__add__", &sum_contributions, py::is_operator(),
           "The summed statistics, as Meteor sums segments (the chunks of a perfectly matched segment do not "
           "count): commutative and associative, so any order of summing a corpus's segments gives "
           "corpus_score's statistics. The metrics are not summed: score the sum with Scorer.score_stats.")
      .def("__radd__",
           [](const Stats& s, const py::object& other) -> py::object {
             // sum() starts from 0.
             if (py::isinstance<py::int_>(other) && !py::isinstance<py::bool_>(other) && other.cast<long long>() == 0)
               return py::cast(s.contribution());
             return py::reinterpret_borrow<py::object>(Py_NotImplemented);
           },
           py::is_operator(), "0 + stats: the statistics as a sum, so that sum(list_of_stats) works.")
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
}

}  // namespace meteor::python
