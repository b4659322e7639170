// meteor._mtme's view of libmeteor's meta-information table
// (metaeval/data/eval_set.hh): every test set and pair MTME knows, and MTME's
// named constants, as plain tuples that meteor.mtme.meta_info wraps in its
// MetaInfo class.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "meta_info_bindings.hh"

#include <pybind11/stl.h>

#include "metaeval/data/eval_set.hh"

namespace py = pybind11;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

// (std_ref, std_gold, outlier_systems, primary_metrics, baseline_metrics or None)
py::tuple fields(const MetaInfo& m) {
  return py::make_tuple(m.std_ref, m.std_gold, m.outlier_systems, m.primary_metrics,
                        m.baseline_metrics ? py::cast(*m.baseline_metrics) : py::none());
}

py::dict pairs(const std::vector<std::pair<std::string, MetaInfo>>& v) {
  py::dict out;  // insertion-ordered: MTME's order
  for (const auto& [lp, info] : v) out[py::str(lp)] = fields(info);
  return out;
}

}  // namespace

void register_meta_info(py::module_& m) {
  m.def(
      "known_meta_info",
      [] {
        py::dict out;
        for (const std::string& set : known_test_sets()) {
          std::vector<std::pair<std::string, MetaInfo>> v;
          for (const std::string& lp : known_language_pairs(set)) v.emplace_back(lp, *known_meta_info(set, lp));
          out[py::str(set)] = pairs(v);
        }
        return out;
      },
      "Test set -> pair -> (std_ref, std_gold, outliers, primaries, baselines or None), MTME's order.");
  m.def(
      "meta_info_constants",
      [] {
        const MetaInfoConstants& c = meta_info_constants();
        py::dict infos, sets, tables;
        for (const auto& [name, info] : c.infos) infos[py::str(name)] = fields(info);
        for (const auto& [name, s] : c.metric_sets) sets[py::str(name)] = s;
        for (const auto& [name, t] : c.tables) tables[py::str(name)] = pairs(t);
        return py::make_tuple(infos, sets, tables);
      },
      "MTME's named constants: (MetaInfo fields by name, metric sets by name, per-pair tables by name).");
  m.def("meta_info_source", &meta_info_source, "Where the table comes from (MTME's revision).");
}

}  // namespace meteor::python
