// meteor._mtme's test sets (metaeval/data/eval_set.hh, task.hh's metric_vectors
// and pool_metrics): an EvalSet loaded once by libmeteor, its texts, scores
// and meta-information; MTME's GetCorrelations selection and the pooling of
// several sets for global accuracy, which data.py wraps.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <algorithm>
#include <atomic>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include <pybind11/numpy.h>
#include <pybind11/stl.h>

#include "common/arrays.hh"
#include "common/interruptible.hh"
#include "mtme_bindings.hh"
#include "mtme_common.hh"
#include "metaeval/data/download.hh"
#include "metaeval/data/eval_set.hh"
#include "metaeval/tasks/task.hh"
#include "util/error.hh"
#include "util/json_value.hh"

namespace py = pybind11;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

py::object json_object(const JsonValue& v) {
  switch (v.type) {
    case JsonValue::Type::null: return py::none();
    case JsonValue::Type::boolean: return py::bool_(v.boolean);
    case JsonValue::Type::number:
      if (v.string.find_first_of(".eE") == std::string::npos) return py::int_(py::str(v.string));
      return py::float_(v.number);
    case JsonValue::Type::string: return py::str(v.string);
    case JsonValue::Type::array: {
      py::list out;
      for (const JsonValue& x : v.array) out.append(json_object(x));
      return out;
    }
    case JsonValue::Type::object: {
      py::dict out;
      for (const auto& [k, x] : v.object) out[py::str(k)] = json_object(x);
      return out;
    }
  }
  return py::none();
}


}  // namespace

void register_eval_set(py::module_& m) {
  m.def("mtme_root", &mtme_root, py::arg("root") = "");
  m.def(
      "download",
      [](const std::string& url, const std::string& root, bool progress) {
        DownloadOptions o;
        if (!url.empty()) o.url = url;
        o.root = root;
        o.progress = progress;
        std::atomic<bool> cancel{false};
        o.cancel = &cancel;
        std::string out;
        run_interruptible(cancel, [&] { out = download_mtme(o); });  // Ctrl-C stops it
        return out;
      },
      py::arg("url"), py::arg("root"), py::arg("progress") = false,
      "MTME's archive fetched (resumable), checked and unpacked into root (which must not exist or be empty);\n"
      "Ctrl-C stops it (the partial download is kept for the next call).");
  py::class_<EvalSet>(m, "EvalSet", "An MTME test set and language pair, loaded by libmeteor.")
      .def_static(
          "load",
          [](const std::string& root, const std::string& test_set, const std::string& lp, const py::handle& info,
             bool read_metric_scores) {
            const MetaInfo mi = meta_info_arg(info);
            LoadOptions o;
            o.read_metric_scores = read_metric_scores;
            py::gil_scoped_release release;
            return EvalSet::load(root, test_set, lp, mi, o);
          },
          py::arg("root"), py::arg("test_set"), py::arg("lp"), py::arg("info"), py::arg("read_metric_scores"))
      .def_property_readonly("name", &EvalSet::name)
      .def_property_readonly("lp", &EvalSet::lp)
      .def_property_readonly("dir", &EvalSet::dir)
      .def_property_readonly("src", &EvalSet::src)
      .def_property_readonly("docs",
                             [](const EvalSet& e) {
                               py::dict out;
                               for (const auto& [name, span] : e.docs())
                                 out[py::str(name)] = py::make_tuple(span.first, span.second);
                               return out;
                             })
      .def_property_readonly("domains",
                             [](const EvalSet& e) {
                               py::dict out;
                               for (const auto& [name, spans] : e.domains()) {
                                 py::list l;
                                 for (const Span& s : spans) l.append(py::make_tuple(s.first, s.second));
                                 out[py::str(name)] = l;
                               }
                               return out;
                             })
      .def("docs_per_seg", &EvalSet::docs_per_seg)
      .def("items", [](const EvalSet& e, const std::string& level) { return e.items(level_arg(level)); },
           "How many items a level has: 1, domains, documents, segments.")
      .def("parse_metric_name", [](const EvalSet& e, const std::string& name) { return e.parse_metric_name(name); },
           "MTME's ParseMetricName: (base, references used).")
      .def("domains_per_seg", &EvalSet::domains_per_seg)
      .def_property_readonly("refs", &EvalSet::refs)
      .def_property_readonly("sys_outputs", &EvalSet::sys_outputs)
      .def_property_readonly("sys_names", &EvalSet::sys_names)
      .def_property_readonly("human_sys_names", &EvalSet::human_sys_names)
      .def_property_readonly("outlier_sys_names", &EvalSet::outlier_sys_names)
      .def_property_readonly("primary_metrics", [](const EvalSet& e) { return e.info().primary_metrics; })
      .def("set_primary_metrics", &EvalSet::set_primary_metrics)
      .def("set_outlier_systems", &EvalSet::set_outlier_systems)
      .def_property_readonly("human_score_names", &EvalSet::human_score_names)
      .def_property_readonly("metric_names", &EvalSet::metric_names)
      .def_property_readonly("metadata",
                             [](const EvalSet& e) {
                               py::dict out;
                               for (const auto& [sys, rows] : e.metadata()) {
                                 py::list l;
                                 for (const JsonValue& row : rows) l.append(json_object(row));
                                 out[py::str(sys)] = l;
                               }
                               return out;
                             })
      .def_property_readonly("levels",
                             [](const EvalSet& e) {
                               std::set<std::string> out;
                               for (Level l : e.levels()) out.insert(level_name(l));
                               return out;
                             })
      .def(
          "scores",
          [](const EvalSet& e, const std::string& level, const std::string& scorer) -> py::object {
            const auto l = parse_level(level);
            const SystemScores* s = l ? e.scores(*l, scorer) : nullptr;
            if (!s) return py::none();
            return system_scores(*s);
          },
          py::arg("level"), py::arg("scorer"))
      .def(
          "add_metric",
          [](EvalSet& e, const std::string& name, const std::string& level, const py::dict& scores,
             const std::string& source, bool replace) {
            e.add_metric(name, level_arg(level), system_scores_arg(scores), source, replace);
          },
          py::arg("name"), py::arg("level"), py::arg("scores"), py::arg("source"), py::arg("replace") = false)
      .def(
          "read_metric_file",
          [](const EvalSet& e, const std::string& path) {
            auto [level, scores] = e.read_metric_file(path);
            return py::make_tuple(level_name(level), system_scores(scores));
          },
          py::arg("path"))
      .def(
          "display_name",
          [](const EvalSet& e, const std::string& metric, const std::string& fmt) {
            e.parse_metric_name(metric);  // MTME's DisplayName refuses a name that is not BASE-REFS
            return display_name(metric_id(e, metric), name_format_arg(fmt));
          },
          py::arg("metric"), py::arg("fmt") = "spreadsheet", "MTME's DisplayName.");

}

}  // namespace meteor::python
