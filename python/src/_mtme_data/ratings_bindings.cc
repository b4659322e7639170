// meteor._mtme_data's ratings: libmeteor's RatingError and Rating
// (metaeval/data/ratings.hh) bound as MTME's ratings.Error and ratings.Rating
// (positional and keyword construction with MTME's defaults, equality,
// ToDict / FromDict), and the rating files read into them and written from
// them.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "ratings_bindings.hh"

#include <optional>
#include <string>

#include <pybind11/stl.h>

#include "metaeval/data/ratings.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

py::object number(const std::optional<PyNumber>& n) {
  if (!n) return py::none();
  if (n->is_int) return py::int_(n->i);
  return py::float_(n->d);
}

std::optional<PyNumber> to_number(const py::object& o, const char* field) {
  if (o.is_none()) return std::nullopt;
  if (py::isinstance<py::bool_>(o)) throw InvalidArgument(std::string(field) + ": expected int, float or None, got bool");
  if (py::isinstance<py::int_>(o)) return PyNumber::of_int(o.cast<std::int64_t>());
  if (py::isinstance<py::float_>(o)) return PyNumber::of_float(o.cast<double>());
  throw InvalidArgument(std::string(field) + ": expected int, float or None, got " +
                        std::string(py::str(o.get_type().attr("__name__"))));
}

py::object optional_str(const std::optional<std::string>& s) { return s ? py::object(py::str(*s)) : py::none(); }

std::optional<std::string> to_optional_str(const py::object& o, const char* field) {
  if (o.is_none()) return std::nullopt;
  if (!py::isinstance<py::str>(o))
    throw InvalidArgument(std::string(field) + ": expected str or None, got " +
                          std::string(py::str(o.get_type().attr("__name__"))));
  return o.cast<std::string>();
}

std::int64_t to_int(const py::object& o, const char* field) {
  if (!py::isinstance<py::int_>(o) || py::isinstance<py::bool_>(o))
    throw InvalidArgument(std::string(field) + ": expected int, got " +
                          std::string(py::str(o.get_type().attr("__name__"))));
  return o.cast<std::int64_t>();
}

py::dict error_dict(const RatingError& e) {
  py::dict d;
  d["start"] = e.start;
  d["end"] = e.end;
  d["category"] = optional_str(e.category);
  d["severity"] = optional_str(e.severity);
  d["score"] = number(e.score);
  d["is_source_error"] = e.is_source_error;
  return d;
}

RatingError error_from_dict(const py::dict& d) {
  static const char* kFields[] = {"start", "end", "category", "severity", "score", "is_source_error"};
  for (const auto& item : d) {
    const std::string key = py::str(item.first);
    bool known = false;
    for (const char* f : kFields) known = known || key == f;
    if (!known) throw InvalidArgument("Error: unknown field '" + key + "'");
  }
  if (!d.contains("start") || !d.contains("end")) throw InvalidArgument("Error: 'start' and 'end' are required");
  RatingError e;
  e.start = to_int(d["start"], "Error.start");
  e.end = to_int(d["end"], "Error.end");
  auto get = [&](const char* k) { return d.contains(k) ? py::object(d[k]) : py::object(py::none()); };
  e.category = to_optional_str(get("category"), "Error.category");
  e.severity = to_optional_str(get("severity"), "Error.severity");
  e.score = to_number(get("score"), "Error.score");
  const py::object src = get("is_source_error");
  if (!src.is_none()) {
    if (!py::isinstance<py::bool_>(src)) throw InvalidArgument("Error.is_source_error: expected bool");
    e.is_source_error = src.cast<bool>();
  }
  return e;
}

py::dict rating_dict(const Rating& r) {
  py::list errors;
  for (const RatingError& e : r.errors) errors.append(error_dict(e));
  py::dict d;
  d["errors"] = errors;
  return d;
}

Rating rating_from_dict(const py::dict& d) {
  for (const auto& item : d)
    if (std::string(py::str(item.first)) != "errors")
      throw InvalidArgument("Rating: unknown field '" + std::string(py::str(item.first)) + "'");
  if (!d.contains("errors")) throw InvalidArgument("Rating: 'errors' is required");
  Rating r;
  for (const py::handle& e : py::list(d["errors"])) {
    if (!py::isinstance<py::dict>(e)) throw InvalidArgument("Rating.errors: expected a list of dicts");
    r.errors.push_back(error_from_dict(py::reinterpret_borrow<py::dict>(e)));
  }
  return r;
}

std::string error_repr(const RatingError& e) {
  auto s = [](const std::optional<std::string>& v) {
    return v ? std::string(py::repr(py::str(*v))) : std::string("None");
  };
  return "Error(start=" + std::to_string(e.start) + ", end=" + std::to_string(e.end) + ", category=" + s(e.category) +
         ", severity=" + s(e.severity) + ", score=" + std::string(py::repr(number(e.score))) +
         ", is_source_error=" + (e.is_source_error ? "True" : "False") + ")";
}

}  // namespace

py::tuple rating_set_to_python(const RatingSet& set) {
  py::dict ratings, raters;
  for (const std::string& sys : set.systems) {
    py::list rs, ids;
    for (const auto& r : set.ratings.at(sys)) rs.append(r ? py::cast(*r) : py::none());
    for (const auto& id : set.rater_ids.at(sys)) ids.append(optional_str(id));
    ratings[py::str(sys)] = rs;
    raters[py::str(sys)] = ids;
  }
  return py::make_tuple(ratings, raters);
}

void register_ratings(py::module_& m) {
  py::class_<RatingError>(m, "Error", "An error span (MTME's ratings.Error).")
      .def(py::init([](const py::object& start, const py::object& end, const py::object& category,
                       const py::object& severity, const py::object& score, bool is_source_error) {
             RatingError e;
             e.start = to_int(start, "start");
             e.end = to_int(end, "end");
             e.category = to_optional_str(category, "category");
             e.severity = to_optional_str(severity, "severity");
             e.score = to_number(score, "score");
             e.is_source_error = is_source_error;
             return e;
           }),
           py::arg("start"), py::arg("end"), py::arg("category") = py::none(), py::arg("severity") = py::none(),
           py::arg("score") = py::none(), py::arg("is_source_error") = false)
      .def_readwrite("start", &RatingError::start)
      .def_readwrite("end", &RatingError::end)
      .def_readwrite("category", &RatingError::category)
      .def_readwrite("severity", &RatingError::severity)
      .def_property(
          "score", [](const RatingError& e) { return number(e.score); },
          [](RatingError& e, const py::object& v) { e.score = to_number(v, "score"); })
      .def_readwrite("is_source_error", &RatingError::is_source_error)
      .def("ToDict", &error_dict)
      .def_static("FromDict", &error_from_dict, py::arg("d"))
      .def("__eq__", [](const RatingError& a, const py::object& b) {
        return py::isinstance<RatingError>(b) && a == b.cast<const RatingError&>();
      })
      .def("__repr__", &error_repr)
      .def(py::pickle([](const RatingError& e) { return error_dict(e); },
                      [](const py::dict& d) { return error_from_dict(d); }));
  py::class_<Rating>(m, "Rating", "The errors one rater found in a translation (MTME's ratings.Rating).")
      .def(py::init([](const std::vector<RatingError>& errors) { return Rating{errors}; }), py::arg("errors"))
      .def_readwrite("errors", &Rating::errors)
      .def("ToDict", &rating_dict)
      .def_static("FromDict", &rating_from_dict, py::arg("d"))
      .def("__eq__",
           [](const Rating& a, const py::object& b) { return py::isinstance<Rating>(b) && a == b.cast<const Rating&>(); })
      .def("__repr__",
           [](const Rating& r) {
             std::string s = "Rating(errors=[";
             for (std::size_t k = 0; k < r.errors.size(); ++k) s += (k ? ", " : "") + error_repr(r.errors[k]);
             return s + "])";
           })
      .def(py::pickle([](const Rating& r) { return rating_dict(r); },
                      [](const py::dict& d) { return rating_from_dict(d); }));
  m.def(
      "write_rating_file",
      [](const std::map<std::string, std::vector<std::optional<Rating>>>& ratings, const std::string& path,
         const std::map<std::string, std::vector<std::optional<std::string>>>& rater_ids) {
        RatingSet set;
        for (const auto& [sys, rs] : ratings) {
          const auto it = rater_ids.find(sys);
          if (it == rater_ids.end()) throw InvalidArgument("rater_ids_dict: no entry for system '" + sys + "'");
          set.systems.push_back(sys);
          set.ratings[sys] = rs;
          set.rater_ids[sys] = it->second;
        }
        write_rating_file(set, path);
      },
      py::arg("ratings"), py::arg("filename"), py::arg("rater_ids_dict"),
      "MTME's WriteRatingFile: systems sorted, one line per segment.");
}

}  // namespace meteor::python
