// meteor._mtme's correlation registry (metaeval/tasks/task.hh):
// the typed statistic (CorrSpec and its enums), the registry's entries, and
// the statistic of a function named with MTME's keyword arguments, which
// stats.py, data.py and tasks.py look up instead of keeping their own table.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstdint>
#include <map>
#include <string>

#include <pybind11/stl.h>

#include "mtme_bindings.hh"
#include "metaeval/statistics/correlation.hh"
#include "metaeval/tasks/task.hh"
#include "metaeval/significance/significance.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

// corr_fcn_args as the registry takes them: each value as Python prints it.
std::map<std::string, std::string> args_text(const py::dict& args) {
  std::map<std::string, std::string> out;
  for (const auto& [k, v] : args) out[py::cast<std::string>(py::str(k))] = py::cast<std::string>(py::repr(v));
  return out;
}

}  // namespace

void register_correlation_registry(py::module_& m) {
  py::enum_<Average>(m, "Average").value("none", Average::none).value("sys", Average::sys).value("item", Average::item);
  py::enum_<KendallVariant>(m, "KendallVariant")
      .value("b", KendallVariant::b)
      .value("c", KendallVariant::c)
      .value("t23", KendallVariant::t23)
      .value("acc23", KendallVariant::acc23);
  // The registry's parsers of variant and averaging names (Python's str only;
  // anything else is not a name either).
  m.def("parse_kendall_variant", [](const py::object& name) {
    const auto v = py::isinstance<py::str>(name) ? parse_kendall_variant(py::cast<std::string>(name)) : std::nullopt;
    if (!v) throw InvalidArgument("Unknown Kendall variant: " + py::cast<std::string>(py::repr(name)) +
                                  " (one of 'b', 'c', '23', 'acc23')");
    return *v;
  });
  m.def("parse_average", [](const py::object& name) {
    const auto a = py::isinstance<py::str>(name) ? parse_average(py::cast<std::string>(name)) : std::nullopt;
    if (!a) throw InvalidArgument("Unknown averaging option: " + py::cast<std::string>(py::repr(name)) +
                                  " (one of 'none', 'sys', 'item')");
    return *a;
  });
  py::enum_<CorrKind>(m, "CorrKind")
      .value("pearson", CorrKind::pearson)
      .value("spearman", CorrKind::spearman)
      .value("kendall", CorrKind::kendall)
      .value("kendall_like", CorrKind::kendall_like)
      .value("ties_opt", CorrKind::ties_opt)
      .value("accuracy", CorrKind::accuracy)
      .value("pce", CorrKind::pce);

  py::class_<CorrSpec>(m, "CorrSpec", "The statistic a correlation, test or ranking computes (typed).")
      .def_readonly("kind", &CorrSpec::kind)
      .def_readonly("average", &CorrSpec::average)
      .def_readonly("variant", &CorrSpec::variant)
      .def_readonly("sample_rate", &CorrSpec::sample_rate);

  m.def(
      "correlation_functions",
      [] {
        py::list out;
        for (const CorrelationFunction& f : correlation_functions()) {
          py::dict args;
          for (const CorrArgInfo& a : f.args) args[a.name] = a.default_repr;
          const auto range = corr_range(f.fcn, {});
          out.append(py::dict(py::arg("name") = f.name, py::arg("stats_name") = f.stats_name,
                              py::arg("args") = args, py::arg("averages") = f.averages,
                              py::arg("range") = py::make_tuple(range.first, range.second)));
        }
        return out;
      },
      "The correlation registry: name, stats-module name, arguments with defaults (as Python prints them), "
      "whether average_by applies, range.");
  m.def(
      "correlation_spec",
      [](const std::string& name, const std::string& average_by, bool replace_nans_with_zeros, std::uint64_t seed,
         const py::dict& args) {
        const CorrelationFunction* f = find_correlation_function(name);
        if (!f) parse_corr_fcn(name);  // throws, naming the functions
        auto text = args_text(args);
        // MTME's stats functions take pdp=False whatever they compute; pdp=True is Pearson's.
        const bool takes_pdp = f->fcn == CorrFcn::pearson;
        if (auto it = text.find("pdp"); it != text.end() && !takes_pdp) {
          if (it->second != "False")
            throw InvalidArgument(std::string("pdp is not supported for correlations other than Pearson, got ") +
                                  f->name + ": the acronym stands for Pairwise Difference Pearson");
          text.erase(it);
        }
        const auto average = parse_average(average_by);
        if (!average) throw InvalidArgument("Unknown averaging option: " + average_by);
        CorrSpec spec = corr_spec(f->fcn, parse_corr_args(f->fcn, text, f->name), *average, replace_nans_with_zeros);
        spec.sample_seed = seed;
        return spec;
      },
      py::arg("name"), py::arg("average_by") = "none", py::arg("replace_nans_with_zeros") = false,
      py::arg("seed") = 1, py::arg("args") = py::dict(),
      "The typed statistic of a correlation function (registry name) with MTME's keyword arguments.");
}

}  // namespace meteor::python
