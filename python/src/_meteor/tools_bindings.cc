// meteor.stem, meteor.filter_paraphrase, meteor.parex, meteor.new_language:
// Meteor 1.5's Stemmer, FilterParaphrase and Parex programs
// (resources/language_tools.hh) in the module meteor._meteor.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <iostream>
#include <optional>
#include <sstream>

#include "meteor_bindings.hh"
#include "resources/language_tools.hh"

namespace py = pybind11;

namespace {
std::string (*g_default_data_dir)() = nullptr;

// data_dir= as given, else the package's data folder ("" in a build tree:
// $METEOR_DATA or the tools' search).
std::string data_dir_arg(const std::optional<std::string>& given) {
  if (given) return *given;
  return g_default_data_dir != nullptr ? g_default_data_dir() : std::string();
}
}  // namespace

void register_tools(py::module_& m, std::string (*default_data_dir)()) {
  using namespace meteor;
  g_default_data_dir = default_data_dir;
  m.def(
      "stem",
      [](const std::string& lang, const std::string& text, const std::optional<std::string>& data_dir) {
        const Language l = parse_language(lang);
        const std::string dir = data_dir_arg(data_dir);
        std::string out;
        {
          py::gil_scoped_release release;
          out = stem_text(l, text, dir);
        }
        meteor::python::flush_warnings();
        return out;
      },
      py::arg("lang"), py::arg("text"), py::arg("data_dir") = py::none(),
      "Text stemmed as Meteor 1.5's Stemmer program (meteor-stem) does it: each line's words stemmed with the "
      "language's stemmer (Snowball; Arabic: the lookup table), numbers kept, single spaces.");
  m.def(
      "filter_paraphrase",
      [](const std::string& table, const std::string& filtered, const std::vector<std::string>& references,
         const std::optional<std::string>& data_dir) {
        const std::string dir = data_dir_arg(data_dir);
        FilterCounts c;
        {
          py::gil_scoped_release release;
          c = filter_paraphrase_table(table, filtered, references, nullptr, dir);
        }
        meteor::python::flush_warnings();  // the table's odd lines (resources/paraphrase.cc)
        return std::make_pair(c.entries, c.kept);
      },
      py::arg("table"), py::arg("filtered"), py::arg("references"), py::arg("data_dir") = py::none(),
      "Write to `filtered` (gzip) the entries of the paraphrase table whose phrase or paraphrase occurs in one of "
      "the reference files, as Meteor 1.5's FilterParaphrase (meteor-filter-paraphrase). Returns (entries, kept).");
  m.def(
      "parex",
      [](const std::string& f_corpus, const std::string& e_corpus, const std::string& phrase_table,
         const std::string& e_tgt_corpus, const std::string& out_dir, double min_tp, double min_rf,
         double min_final_p, const std::optional<std::string>& symbols, unsigned threads, bool verbose) {
        ParexOptions o;
        o.f_corpus = f_corpus;
        o.e_corpus = e_corpus;
        o.phrase_table = phrase_table;
        o.e_tgt_corpus = e_tgt_corpus;
        o.out_dir = out_dir;
        o.min_trans_prob = min_tp;
        o.min_rel_freq = min_rf;
        o.min_final_prob = min_final_p;
        if (symbols) {
          o.symbols = *symbols;
          o.default_symbols = false;
        }
        o.threads = threads;
        ParexCounts c;
        {
          py::gil_scoped_release release;
          c = meteor::parex(o, verbose ? &std::cerr : nullptr);
        }
        meteor::python::flush_warnings();
        py::dict d;
        d["table_lines"] = c.table_lines;
        d["pivot_entries"] = c.pivot_entries;
        d["skipped_lines"] = c.skipped_lines;
        d["raw"] = c.raw;
        d["paraphrases"] = c.final_entries;
        return d;
      },
      py::arg("f_corpus"), py::arg("e_corpus"), py::arg("phrase_table"), py::arg("e_tgt_corpus"), py::arg("out_dir"),
      py::arg("min_tp") = 0.001, py::arg("min_rf") = 0.001, py::arg("min_final_p") = 0.01,
      py::arg("symbols") = py::none(), py::arg("threads") = 0, py::arg("verbose") = false,
      "Paraphrase extraction by pivoting, as Meteor 1.5's Parex (meteor-parex): writes out_dir (created) with "
      "parex.f, parex.e, parex.raw.gz, parex.group.gz and paraphrase.gz. Returns counts.");
  m.def(
      "new_language",
      [](const std::string& out_dir, const std::string& corpus_f, const std::string& corpus_e,
         const std::string& phrase_table, const std::string& tgt_corpus, unsigned threads, bool verbose) {
        NewLanguageOptions o{out_dir, corpus_f, corpus_e, phrase_table, tgt_corpus, threads};
        std::string folder;
        {
          py::gil_scoped_release release;
          folder = meteor::new_language(o, verbose ? &std::cerr : nullptr);
        }
        meteor::python::flush_warnings();
        return folder;
      },
      py::arg("out_dir"), py::arg("corpus_f"), py::arg("corpus_e"), py::arg("phrase_table"),
      py::arg("tgt_corpus") = "", py::arg("threads") = 0, py::arg("verbose") = false,
      "Meteor 1.5's new_language.py (meteor-parex -new-language): lowercased inputs, Parex, and a folder for "
      "Scorer(new_language=...) / meteor -new. Returns that folder (out_dir/meteor-files).");
}
