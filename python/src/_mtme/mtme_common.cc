// SPDX-License-Identifier: LGPL-2.1-or-later
#include "mtme_common.hh"

#include <cmath>
#include <cstdint>
#include <optional>

#include <pybind11/stl.h>

#include "util/error.hh"

namespace py = pybind11;
using namespace meteor::metaeval;

namespace meteor::python {

namespace {
using Matrix = py::array_t<double, py::array::c_style | py::array::forcecast>;

Matrix as_matrix(const py::handle& x) {
  return py::cast<Matrix>(py::module_::import("numpy").attr("asarray")(x, "float64"));
}
}  // namespace

PermParams perm_params(int k, int block_size, double early_min, double early_max, std::uint64_t seed,
                       unsigned threads) {
  if (k < 0) throw InvalidArgument("k must not be negative");
  if (block_size <= 0) throw InvalidArgument("block_size must be positive");
  PermParams p;
  p.k = k;
  p.block_size = block_size;
  p.early_min = early_min;
  p.early_max = early_max;
  p.seed = seed;
  p.threads = threads;
  return p;
}

NameFormat name_format_arg(const std::string& fmt) {
  const auto f = parse_name_format(fmt);
  if (!f) throw InvalidArgument("Unkown format: " + fmt + " (spreadsheet, latex, full or base)");
  return *f;
}

Level level_arg(const std::string& name) {
  const auto l = parse_level(name);
  if (!l) throw InvalidArgument("level '" + name + "' is not sys, domain, doc or seg");
  return *l;
}

ScoreTable score_table(const Vector& gold, const Vector& metric, std::size_t systems) {
  return make_score_table(gold, metric, systems);
}

py::array_t<double> draws_array(const std::vector<Draw>& draws) {
  py::array_t<double> out({static_cast<py::ssize_t>(draws.size()), static_cast<py::ssize_t>(2)});
  auto r = out.mutable_unchecked<2>();
  for (std::size_t i = 0; i < draws.size(); ++i) {
    r(static_cast<py::ssize_t>(i), 0) = draws[i][0];
    r(static_cast<py::ssize_t>(i), 1) = draws[i][1];
  }
  return out;
}

py::tuple ranking_tuple(const Ranking& r) {
  py::dict corr_ranks;
  for (const RankedMetric& x : r.metrics) {
    py::list cr;  // MTME's [corr, rank]
    cr.append(x.corr);
    cr.append(x.rank);
    corr_ranks[py::str(x.name)] = cr;
  }
  const std::size_t n = r.metrics.size();
  py::array_t<double> matrix({static_cast<py::ssize_t>(n), static_cast<py::ssize_t>(n)});
  auto mx = matrix.mutable_unchecked<2>();
  std::vector<Draw> all;
  py::array_t<std::int32_t> index({static_cast<py::ssize_t>(n), static_cast<py::ssize_t>(n)});
  auto ix = index.mutable_unchecked<2>();
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = 0; j < n; ++j) {
      ix(static_cast<py::ssize_t>(i), static_cast<py::ssize_t>(j)) = 0;
      mx(static_cast<py::ssize_t>(i), static_cast<py::ssize_t>(j)) =
          r.pvalues.empty() ? 0.0 : r.pvalues.at(i).at(j);
    }
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      ix(static_cast<py::ssize_t>(i), static_cast<py::ssize_t>(j)) = static_cast<std::int32_t>(all.size());
      if (!r.draws.empty()) all.insert(all.end(), r.draws[i][j].begin(), r.draws[i][j].end());
      ix(static_cast<py::ssize_t>(j), static_cast<py::ssize_t>(i)) = static_cast<std::int32_t>(all.size());
    }
  return py::make_tuple(corr_ranks, matrix, index, draws_array(all));
}

Ranking ranking_arg(const py::handle& corr_ranks, const py::handle& matrix_in, const py::handle& draws_index,
                    const py::handle& draws_list, const std::string& what) {
  Ranking out;
  for (const auto& [name, v] : py::reinterpret_borrow<py::dict>(corr_ranks)) {
    const py::sequence cr = py::reinterpret_borrow<py::sequence>(v);
    if (py::len(cr) != 2) throw InvalidArgument(what + ": corr_ranks values must be (correlation, rank)");
    out.metrics.push_back(
        {py::cast<std::string>(name), py::cast<double>(cr[0]), static_cast<int>(py::cast<double>(cr[1]))});
  }
  const std::size_t n = out.metrics.size();
  out.pvalues.assign(n, std::vector<double>(n, 0));
  out.k_used.assign(n, std::vector<int>(n, 0));
  if (!matrix_in.is_none()) {
    const Matrix matrix = as_matrix(matrix_in);
    if (matrix.size() != 0) {
      if (matrix.ndim() != 2 || static_cast<std::size_t>(matrix.shape(0)) != n ||
          static_cast<std::size_t>(matrix.shape(1)) != n)
        throw InvalidArgument(what + ": the matrix is not " + std::to_string(n) + " x " + std::to_string(n));
      auto m = matrix.unchecked<2>();
      for (std::size_t i = 0; i < n; ++i)
        for (std::size_t j = 0; j < n; ++j)
          out.pvalues[i][j] = m(static_cast<py::ssize_t>(i), static_cast<py::ssize_t>(j));
    }
  }
  if (draws_list.is_none() || draws_index.is_none()) return out;
  const Matrix list = as_matrix(draws_list);
  if (list.size() == 0) return out;
  const Matrix index = as_matrix(draws_index);
  if (list.ndim() != 2 || list.shape(1) != 2 || index.ndim() != 2 || static_cast<std::size_t>(index.shape(0)) != n ||
      static_cast<std::size_t>(index.shape(1)) != n)
    throw InvalidArgument(what + ": draws_index must be n x n and draws_list k x 2");
  auto ix = index.unchecked<2>();
  auto dl = list.unchecked<2>();
  out.draws.assign(n, std::vector<std::vector<Draw>>(n));
  for (std::size_t i = 0; i < n; ++i)
    for (std::size_t j = i + 1; j < n; ++j) {
      const auto b = static_cast<py::ssize_t>(ix(static_cast<py::ssize_t>(i), static_cast<py::ssize_t>(j)));
      const auto e = static_cast<py::ssize_t>(ix(static_cast<py::ssize_t>(j), static_cast<py::ssize_t>(i)));
      if (b < 0 || e < b || e > list.shape(0)) throw InvalidArgument(what + ": draws_index out of range");
      for (py::ssize_t x = b; x < e; ++x) out.draws[i][j].push_back({dl(x, 0), dl(x, 1)});
    }
  return out;
}

py::dict system_scores(const SystemScores& s) {
  py::dict out;
  for (const auto& [sys, v] : s) {
    py::list l;
    for (const auto& x : v) l.append(x ? py::cast(*x) : py::none());
    out[py::str(sys)] = l;
  }
  return out;
}

SystemScores system_scores_arg(const py::dict& d) {
  SystemScores out;
  for (const auto& [k, v] : d) {
    const std::string sys = py::cast<std::string>(k);
    auto& row = out[sys];
    for (const auto& x : v) {
      if (x.is_none()) {
        row.push_back(std::nullopt);
      } else {
        const double f = py::cast<double>(x);
        if (!std::isfinite(f)) throw InvalidArgument("score of system " + sys + " is not finite");
        row.push_back(f);
      }
    }
  }
  return out;
}

MetaInfo meta_info_arg(const py::handle& info) {
  MetaInfo out;
  out.std_ref = py::cast<std::string>(info.attr("std_ref"));
  out.std_gold = py::cast<std::map<std::string, std::string>>(info.attr("std_gold"));
  out.outlier_systems = py::cast<std::set<std::string>>(info.attr("outlier_systems"));
  out.primary_metrics = py::cast<std::set<std::string>>(info.attr("primary_metrics"));
  const py::object baselines = info.attr("baseline_metrics");
  if (!baselines.is_none()) out.baseline_metrics = py::cast<std::set<std::string>>(baselines);
  return out;
}

}  // namespace meteor::python
