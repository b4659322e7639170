// meteor._mtme's tasks (metaeval/tasks/task.hh): Task (typed, built from MTME's
// attribute values, resolved against meta-information, named and ranged by
// libmeteor), run_task, TaskResults (the ranking with its draws and the
// task), the averages and weights of task sets, and the WMT presets.
// meteor/mtme/tasks.py gives them MTME's names.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <algorithm>
#include <atomic>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include <pybind11/numpy.h>
#include <pybind11/operators.h>
#include <pybind11/stl.h>

#include "common/arrays.hh"
#include "common/interruptible.hh"
#include "mtme_bindings.hh"
#include "mtme_common.hh"
#include "metaeval/tasks/task.hh"
#include "metaeval/tasks/task_args.hh"
#include "util/error.hh"

namespace py = pybind11;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {

std::vector<std::string> split_langs(const std::string& lang) {
  std::vector<std::string> out;
  std::size_t b = 0;
  while (true) {
    const std::size_t e = lang.find(',', b);
    out.push_back(lang.substr(b, e == std::string::npos ? std::string::npos : e - b));
    if (e == std::string::npos) break;
    b = e + 1;
  }
  return out;
}

// gold: None, a str or a list of str; refs: None, a set or a list of sets.
std::vector<std::string> gold_arg(const py::object& g) {
  if (g.is_none()) return {};
  if (py::isinstance<py::str>(g)) return {py::cast<std::string>(g)};
  return py::cast<std::vector<std::string>>(g);
}
std::vector<std::set<std::string>> refs_arg(const py::object& r, const char* what) {
  if (r.is_none()) return {};
  if (py::isinstance<py::list>(r) || py::isinstance<py::tuple>(r)) {
    std::vector<std::set<std::string>> out;
    for (const auto& x : r) {
      if (py::isinstance<py::str>(x)) throw InvalidArgument(std::string(what) + ": a set of names, or a list of sets");
      out.push_back(py::cast<std::set<std::string>>(x));
    }
    return out;
  }
  if (py::isinstance<py::str>(r)) throw InvalidArgument(std::string(what) + ": a set of names, not a str");
  return {py::cast<std::set<std::string>>(r)};
}

Task task_of(const std::string& test_set, const std::string& lang, const std::optional<std::string>& domain,
             const std::string& level, bool human, const std::string& avg_by, const std::string& corr_fcn, int k,
             const py::object& gold, const py::object& refs, const py::object& close_refs, bool use_outliers,
             bool primary, double pval, int block_size, double early_min, double early_max,
             bool replace_nans_with_zeros, const std::string& perm_test, const py::object& corr_fcn_args) {
  Task t;
  t.test_set = test_set;
  t.langs = split_langs(lang);
  t.domain = domain;
  t.level = level_arg(level);
  t.human = human;
  const auto avg = parse_average(avg_by);
  if (!avg) throw InvalidArgument("avg_by '" + avg_by + "' is not none, sys or item");
  t.avg_by = *avg;
  try {
    t.corr_fcn = parse_corr_fcn(corr_fcn);
  } catch (const InvalidArgument& e) {
    throw InvalidArgument(std::string("corr_fcn: ") + e.what());
  }
  t.k = k;
  t.gold = gold_arg(gold);
  t.refs = refs_arg(refs, "refs");
  t.close_refs = refs_arg(close_refs, "close_refs");
  t.use_outliers = use_outliers;
  t.primary = primary;
  t.pval = pval;
  t.block_size = block_size;
  t.early_min = early_min;
  t.early_max = early_max;
  t.replace_nans_with_zeros = replace_nans_with_zeros;
  if (perm_test != "scores" && perm_test != "pairs")
    throw InvalidArgument("perm_test '" + perm_test + "' is not scores or pairs");
  t.perm_test = perm_test == "pairs" ? PermTest::pairs : PermTest::scores;
  std::map<std::string, std::string> args;
  if (!corr_fcn_args.is_none())
    for (const auto& [key, v] : py::reinterpret_borrow<py::dict>(corr_fcn_args))
      args[py::cast<std::string>(key)] = py::cast<std::string>(py::repr(v));
  t.corr_fcn_args = parse_corr_args(t.corr_fcn, args);
  return t;
}

py::object py_number(const PyNumber& x) {
  return x.is_int ? py::object(py::int_(x.i)) : py::object(py::float_(x.d));
}

// A task's attributes as MTME's Task holds them (gold, refs and close_refs:
// per pair lists with accuracy, else single values; None while unresolved).
py::dict task_kwargs(const Task& t) {
  py::dict d;
  std::string langs;
  for (const std::string& l : t.langs) langs += (langs.empty() ? "" : ",") + l;
  d["test_set"] = t.test_set;
  d["lang"] = langs;
  d["domain"] = t.domain ? py::object(py::str(*t.domain)) : py::object(py::none());
  d["level"] = level_name(t.level);
  d["human"] = t.human;
  d["avg_by"] = average_name(t.avg_by);
  d["corr_fcn"] = correlation_function(t.corr_fcn).name;
  d["k"] = t.k;
  const bool per_pair = t.corr_fcn == CorrFcn::accuracy;
  d["gold"] = t.gold.empty() ? py::object(py::none()) : per_pair ? py::cast(t.gold) : py::cast(t.gold[0]);
  auto refs = [&](const std::vector<std::set<std::string>>& r) -> py::object {
    if (r.empty()) return py::none();
    return per_pair ? py::cast(r) : py::cast(r[0]);
  };
  d["refs"] = refs(t.refs);
  d["close_refs"] = refs(t.close_refs);
  d["use_outliers"] = t.use_outliers;
  d["primary"] = t.primary;
  d["pval"] = t.pval;
  d["block_size"] = t.block_size;
  d["early_min"] = t.early_min;
  d["early_max"] = t.early_max;
  d["replace_nans_with_zeros"] = t.replace_nans_with_zeros;
  d["perm_test"] = t.perm_test == PermTest::pairs ? "pairs" : "scores";
  py::dict args;  // sorted keys, as MTME keeps them
  const CorrArgs& a = t.corr_fcn_args;
  if (a.epsilon) args["epsilon"] = py_number(*a.epsilon);
  if (a.num_permutations) args["num_permutations"] = py_number(*a.num_permutations);
  if (a.pdp) args["pdp"] = *a.pdp;
  if (a.sample_rate) args["sample_rate"] = py_number(*a.sample_rate);
  if (a.thresh) args["thresh"] = py_number(*a.thresh);
  if (a.variant) args["variant"] = kendall_variant_name(*a.variant);
  d["corr_fcn_args"] = args;
  return d;
}

}  // namespace

void register_tasks(py::module_& m) {
  py::class_<Task>(m, "Task", "A typed MTME task (libmeteor's metaeval::Task).")
      .def(py::init(&task_of), py::kw_only(), py::arg("test_set"), py::arg("lang"), py::arg("domain"),
           py::arg("level"), py::arg("human"), py::arg("avg_by"), py::arg("corr_fcn"), py::arg("k"), py::arg("gold"),
           py::arg("refs"), py::arg("close_refs"), py::arg("use_outliers"), py::arg("primary"), py::arg("pval"),
           py::arg("block_size"), py::arg("early_min"), py::arg("early_max"), py::arg("replace_nans_with_zeros"),
           py::arg("perm_test"), py::arg("corr_fcn_args"))
      .def(
          "resolve",
          [](const Task& t, const std::vector<py::object>& infos) {
            std::vector<MetaInfo> mi;
            for (const py::object& i : infos) mi.push_back(meta_info_arg(i));
            std::vector<const MetaInfo*> ptrs;
            for (const MetaInfo& i : mi) ptrs.push_back(&i);
            return t.resolve(ptrs);
          },
          py::arg("infos"), "The standard gold and refs filled in from each pair's MetaInfo, checked.")
      .def_property_readonly("name", &Task::name)
      .def("attr_vals", &Task::attr_vals)
      .def_property_readonly("range", &Task::range)
      .def("kwargs", &task_kwargs, "The attributes as MTME's Task holds them.")
      .def(py::self == py::self);
  m.def("task_attributes", &task_attributes);
  m.def(
      "run_task",
      [](const Task& task, const std::vector<const EvalSet*>& sets, std::uint64_t seed, unsigned threads) {
        Task t = task;
        t.seed = seed;
        t.threads = threads;
        TaskResults r;
        std::atomic<bool> cancel{false};
        run_interruptible(cancel, [&] { r = run_task(t, sets, &cancel); });
        return r;
      },
      py::arg("task"), py::arg("sets"), py::arg("seed") = 1, py::arg("threads") = 0);

  m.def(
      "preset",
      [](const std::string& name, const std::vector<std::string>& lps, bool primary, int k, const std::string& gold,
         const std::string& test_set) {
        const TaskSet set = preset_task_set(parse_preset(name), lps, primary, k, gold, test_set);
        py::list tasks;
        for (const Task& t : set.tasks) tasks.append(task_kwargs(t));
        return py::make_tuple(tasks, set.weights);
      },
      py::arg("name"), py::arg("lps"), py::arg("primary"), py::arg("k"), py::arg("gold"), py::arg("test_set"),
      "A preset's tasks (as Task keyword arguments) and weights.");
}

}  // namespace meteor::python
