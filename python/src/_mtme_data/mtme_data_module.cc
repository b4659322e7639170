// meteor._mtme_data: MT Metrics Eval's data side for meteor.mtme — the
// converters (score_mqm, ratings between EvalSet files and standalone
// JSONL, verify_scores_file, MQM TSV to ratings) and the reading of rating
// files, over libmeteor's metaeval/{mqm,ratings,converters}.hh. Flags are
// parsed in Python (meteor/mtme/converters/); these functions take typed
// values. meteor::InvalidArgument -> ValueError, FileNotFound ->
// FileNotFoundError, other meteor::Error -> RuntimeError.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <map>
#include <optional>
#include <string>
#include <vector>

#include "common/errors.hh"
#include "output_file_bindings.hh"
#include "ratings_bindings.hh"
#include "standalone_ratings_bindings.hh"
#include "metaeval/data/converters.hh"
#include "metaeval/data/mqm.hh"
#include "metaeval/data/ratings.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor;
using namespace meteor::metaeval;

namespace {

ScoreMqmOptions mqm_options(const std::map<std::string, double>& weights, const std::string& doc_id, bool unbabel,
                            bool recompute_unbabel, bool force_contiguous) {
  ScoreMqmOptions o;
  o.weights = weights;
  o.doc_id = doc_id;
  o.unbabel = unbabel;
  o.recompute_unbabel = recompute_unbabel;
  o.force_contiguous = force_contiguous;
  return o;
}

}  // namespace

PYBIND11_MODULE(_mtme_data, m) {
  m.doc() = "MT Metrics Eval's converters and ratings (libmeteor); used by meteor.mtme.";
  py::register_local_exception_translator(meteor::python::translate_errors<&PyExc_RuntimeError>);
  meteor::python::register_ratings(m);
  meteor::python::register_standalone_ratings(m);
  meteor::python::register_output_files(m);
  m.attr("DEFAULT_WEIGHTS") = kMqmDefaultWeights;

  m.def("parse_mqm_weights", &parse_mqm_weights, py::arg("spec"), py::arg("separator") = " ",
        py::arg("flag") = "--weights", "MQM weights \"severity[/category[/subcategory]]:weight ...\" as a dict.");
  m.def(
      "score_mqm",
      [](const py::bytes& tsv, const std::string& path, const std::map<std::string, double>& weights,
         const std::string& doc_id, bool unbabel, bool recompute_unbabel, bool force_contiguous) {
        const std::string text = tsv;
        const ScoreMqmOptions o = mqm_options(weights, doc_id, unbabel, recompute_unbabel, force_contiguous);
        py::gil_scoped_release release;
        return score_mqm(text, path, o);
      },
      py::arg("tsv"), py::arg("path"), py::arg("weights"), py::arg("doc_id") = "doc_id", py::arg("unbabel") = false,
      py::arg("recompute_unbabel") = false, py::arg("force_contiguous") = true,
      "MTME's score_mqm output for MQM annotations (TSV bytes); path names the input in errors.");
  m.def(
      "mqm_to_ratings",
      [](const py::bytes& tsv, const std::string& path, const std::string& root, const std::string& test_set,
         const std::string& lp, const std::string& std_ref, const std::map<std::string, double>& weights,
         const std::string& doc_id, const std::string& output_dir, const std::string& prefix) {
        const std::string text = tsv;
        const EvalSet evs = load_for_conversion(root, test_set, lp, std_ref);
        ScoreMqmOptions o = mqm_options(weights, doc_id, false, false, true);
        const EvalSetRatings sets = mqm_to_ratings(text, path, evs, o);
        std::vector<std::string> written;
        for (const std::string& name : sets.names) {
          written.push_back(output_dir + "/" + evs.lp() + "." + prefix + name + ".seg.rating");
          write_rating_file(sets.sets.at(name), written.back());
        }
        return written;
      },
      py::arg("tsv"), py::arg("path"), py::arg("root"), py::arg("test_set"), py::arg("language_pair"),
      py::arg("std_ref"), py::arg("weights"), py::arg("doc_id"), py::arg("output_dir"), py::arg("prefix"),
      "MQM annotations as LP.PREFIX+RATER.seg.rating files of the set; returns the paths written.");
  m.def(
      "evalset_ratings_to_standalone",
      [](const std::vector<std::string>& files, const std::string& root, const std::string& test_set,
         const std::string& lp, const std::string& std_ref, const std::string& ratings_file,
         const std::string& rater_key_file) {
        evalset_ratings_to_standalone(files, load_for_conversion(root, test_set, lp, std_ref), ratings_file,
                                      rater_key_file);
      },
      py::arg("evalset_ratings_files"), py::arg("root"), py::arg("test_set"), py::arg("language_pair"),
      py::arg("std_ref"), py::arg("ratings_file"), py::arg("rater_key_file") = "");
  m.def(
      "standalone_ratings_to_evalset",
      [](const std::vector<std::string>& files, const std::string& root, const std::string& test_set,
         const std::string& lp, const std::string& std_ref, const std::string& output_dir, const std::string& prefix,
         bool anonymize_raters, bool merge_raters, bool strict, const std::string& rater_key_file,
         const std::string& echo_ratings_file) {
        StandaloneToEvalSetOptions o;
        o.output_dir = output_dir;
        o.prefix = prefix;
        o.anonymize_raters = anonymize_raters;
        o.merge_raters = merge_raters;
        o.strict = strict;
        o.rater_key_file = rater_key_file;
        o.echo_ratings_file = echo_ratings_file;
        return standalone_ratings_to_evalset(files, load_for_conversion(root, test_set, lp, std_ref), o);
      },
      py::arg("ratings_files"), py::arg("root"), py::arg("test_set"), py::arg("language_pair"), py::arg("std_ref"),
      py::arg("output_dir"), py::arg("prefix") = "", py::arg("anonymize_raters") = false,
      py::arg("merge_raters") = false, py::arg("strict") = true, py::arg("rater_key_file") = "",
      py::arg("echo_ratings_file") = "");
  m.def(
      "verify_scores_file",
      [](const std::string& root, const std::string& test_set, const std::string& lp, const std::string& std_ref,
         const std::string& scores_file, bool human_scores, const std::string& repair) {
        const EvalSet evs = load_for_conversion(root, test_set, lp, std_ref);
        if (scores_file.empty()) return std::vector<std::string>{};
        return verify_scores_file(evs, scores_file, human_scores, repair);
      },
      py::arg("root"), py::arg("test_set"), py::arg("language_pair"), py::arg("std_ref"), py::arg("scores_file"),
      py::arg("human_scores") = false, py::arg("repair") = "",
      "Checks a score file against the set; returns the systems a repair added.");
  m.def(
      "read_rating_file",
      [](const std::string& path, const std::string& default_rater) {
        return meteor::python::rating_set_to_python(read_rating_file(path, default_rater));
      },
      py::arg("path"), py::arg("default_rater"),
      "A .seg.rating file as (ratings, rater_ids): system -> [Rating or None], system -> [rater or None].");
  m.def(
      "read_stored_ratings",
      [](const std::string& root, const std::string& test_set, const std::string& lp, const std::string& std_ref) {
        const EvalSetRatings r = read_stored_ratings(load_for_conversion(root, test_set, lp, std_ref));
        py::dict out;
        for (const std::string& name : r.names) out[py::str(name)] = meteor::python::rating_set_to_python(r.sets.at(name));
        return out;
      },
      py::arg("root"), py::arg("test_set"), py::arg("language_pair"), py::arg("std_ref") = "",
      "Every LP.NAME.seg.rating of the set's human-scores/: name -> (ratings, rater_ids), as "
      "MTME's EvalSet.Ratings(name) and RaterIdsPerSeg(name).");
}
