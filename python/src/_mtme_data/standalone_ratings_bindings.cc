// meteor._mtme_data's standalone ratings: libmeteor's StandaloneRating bound
// as MTME's standalone_ratings.Rating, JSONL files read and written, and the
// conversions between a list of them and an EvalSet's per-rater ratings
// (metaeval/data/ratings.hh), on the EvalSet meteor._mtme loads.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "standalone_ratings_bindings.hh"

#include <map>
#include <optional>
#include <string>
#include <vector>

#include <pybind11/stl.h>

#include "metaeval/data/eval_set.hh"
#include "metaeval/data/ratings.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

using RatingsByName = std::map<std::string, std::map<std::string, std::vector<std::optional<Rating>>>>;
using RaterIdsByName = std::map<std::string, std::map<std::string, std::vector<std::optional<std::string>>>>;

EvalSetRatings evalset_ratings(const RatingsByName& ratings, const RaterIdsByName& rater_ids) {
  EvalSetRatings out;
  for (const auto& [name, systems] : ratings) {
    const auto ids = rater_ids.find(name);
    if (ids == rater_ids.end()) throw InvalidArgument("evs_rater_ids: no entry for rating name '" + name + "'");
    RatingSet set;
    for (const auto& [sys, rs] : systems) {
      const auto sys_ids = ids->second.find(sys);
      if (sys_ids == ids->second.end())
        throw InvalidArgument("evs_rater_ids['" + name + "']: no entry for system '" + sys + "'");
      set.systems.push_back(sys);
      set.ratings[sys] = rs;
      set.rater_ids[sys] = sys_ids->second;
    }
    out.names.push_back(name);
    out.sets[name] = std::move(set);
  }
  return out;
}

py::tuple ratings_and_ids(const RatingSet& set) {
  py::dict ratings, ids;
  for (const auto& [sys, rs] : set.ratings) ratings[py::str(sys)] = py::cast(rs);
  for (const auto& [sys, r] : set.rater_ids) ids[py::str(sys)] = py::cast(r);
  return py::make_tuple(ratings, ids);
}

std::string standalone_dict_json(const StandaloneRating& r) { return standalone_rating_json(r); }

}  // namespace

void register_standalone_ratings(py::module_& m) {
  py::class_<StandaloneRating>(m, "StandaloneRating",
                               "One rater's errors in one translation, with its texts and ids "
                               "(MTME's standalone_ratings.Rating).")
      .def(py::init([](std::string source, std::string hypothesis, std::vector<RatingError> errors,
                       std::optional<std::string> document_id, std::optional<std::int64_t> segment_id,
                       std::optional<std::string> system_id, std::optional<std::string> rater_id,
                       std::optional<std::string> src_lang, std::optional<std::string> tgt_lang) {
             StandaloneRating r;
             r.source = std::move(source);
             r.hypothesis = std::move(hypothesis);
             r.errors = std::move(errors);
             r.document_id = std::move(document_id);
             r.segment_id = segment_id;
             r.system_id = std::move(system_id);
             r.rater_id = std::move(rater_id);
             r.src_lang = std::move(src_lang);
             r.tgt_lang = std::move(tgt_lang);
             return r;
           }),
           py::arg("source"), py::arg("hypothesis"), py::arg("errors"), py::arg("document_id") = py::none(),
           py::arg("segment_id") = py::none(), py::arg("system_id") = py::none(), py::arg("rater_id") = py::none(),
           py::arg("src_lang") = py::none(), py::arg("tgt_lang") = py::none())
      .def_readwrite("source", &StandaloneRating::source)
      .def_readwrite("hypothesis", &StandaloneRating::hypothesis)
      .def_readwrite("errors", &StandaloneRating::errors)
      .def_readwrite("document_id", &StandaloneRating::document_id)
      .def_readwrite("segment_id", &StandaloneRating::segment_id)
      .def_readwrite("system_id", &StandaloneRating::system_id)
      .def_readwrite("rater_id", &StandaloneRating::rater_id)
      .def_readwrite("src_lang", &StandaloneRating::src_lang)
      .def_readwrite("tgt_lang", &StandaloneRating::tgt_lang)
      .def("ToJson", &standalone_dict_json, "The rating as one JSON line of MTME's standalone format.")
      .def_static(
          "FromJson",
          [](const std::string& text) { return standalone_rating_from_json(parse_json(text, "FromJson"), "FromJson"); },
          py::arg("text"))
      .def("__eq__",
           [](const StandaloneRating& a, const py::object& b) {
             return py::isinstance<StandaloneRating>(b) && a == b.cast<const StandaloneRating&>();
           });
  m.def("read_standalone_ratings", &read_standalone_ratings, py::arg("filename"),
        "A JSONL file of standalone ratings (errors name the file and line).");
  m.def("write_standalone_ratings", &write_standalone_ratings, py::arg("ratings_list"), py::arg("filename"));
  m.def(
      "ratings_list_to_evalset_ratings",
      [](const std::vector<StandaloneRating>& ratings, const EvalSet& evs, bool anonymize, bool strict) {
        const ConvertedRatings c = standalone_to_evalset(ratings, evs, anonymize, strict);
        py::dict by_name, ids_by_name, renamed;
        for (const std::string& name : c.ratings.names) {
          const py::tuple t = ratings_and_ids(c.ratings.sets.at(name));
          by_name[py::str(name)] = t[0];
          ids_by_name[py::str(name)] = t[1];
        }
        for (const auto& [from, to] : c.renamed) renamed[from ? py::object(py::str(*from)) : py::none()] = to;
        return py::make_tuple(by_name, renamed, ids_by_name);
      },
      py::arg("ratings_list"), py::arg("evs"), py::arg("anonymize_raters") = false, py::arg("strict") = true);
  m.def(
      "merge_evalset_raters",
      [](const RatingsByName& ratings, const EvalSet& evs, const RaterIdsByName& rater_ids) {
        return ratings_and_ids(merge_raters(evalset_ratings(ratings, rater_ids), evs));
      },
      py::arg("evs_ratings"), py::arg("evs"), py::arg("evs_rater_ids"));
  m.def(
      "evalset_ratings_to_ratings_list",
      [](const RatingsByName& ratings, const EvalSet& evs, const RaterIdsByName& rater_ids,
         const std::optional<std::map<std::string, std::string>>& rename) {
        return evalset_to_standalone(evalset_ratings(ratings, rater_ids), evs, rename ? &*rename : nullptr);
      },
      py::arg("evs_ratings"), py::arg("evs"), py::arg("evs_rater_ids"), py::arg("rename_raters") = py::none());
}

}  // namespace meteor::python
