// meteor.data's calls (python/meteor/data.py): Meteor 1.5's paraphrase
// tables fetched, verified and listed by libmeteor's ParaphraseStore
// (resources/paraphrase_store.hh), as meteor-data does. Fetching releases
// the GIL and stops on Ctrl-C.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <pybind11/pybind11.h>
#include <pybind11/stl.h>

#include <atomic>
#include <cstdio>
#include <mutex>
#include <string>
#include <vector>

#include "common/interruptible.hh"
#include "meteor_bindings.hh"

namespace py = pybind11;

namespace meteor::python {

namespace {

ParaphraseStore store(const std::string& dir, const std::string& sources) {
  return ParaphraseStore(dir, sources.empty() ? std::vector<OfficialTable>{} : read_table_sources(sources));
}

}  // namespace

void register_data(py::module_& m) {
  m.def(
      "_data_fetch",
      [](const std::string& code, const std::string& from, const std::string& dir, const std::string& sources,
         double max_mb, bool progress, bool quiet) {
        const ParaphraseStore s = store(dir, sources);
        std::atomic<bool> cancel{false};
        StoreOptions o;
        o.progress = progress;
        o.cancel = &cancel;
        if (max_mb > 0) o.max_bytes = static_cast<std::uint64_t>(max_mb * 1048576.0);
        if (!quiet)
          o.note = [](const std::string& line) {
            std::fprintf(stderr, "%s\n", line.c_str());
            std::fflush(stderr);
          };
        std::string path;
        run_interruptible(cancel, [&] { path = from.empty() ? s.fetch(code, o) : s.install_from(code, from, o); });
        return path;
      },
      py::arg("code"), py::arg("from_"), py::arg("dir"), py::arg("sources"), py::arg("max_mb"), py::arg("progress"),
      py::arg("quiet"));
  m.def("_data_list", [](const std::string& dir, const std::string& sources) {
    py::list out;
    for (const TableStatus& t : store(dir, sources).list())
      out.append(py::make_tuple(t.code, t.path, t.installed, t.verified, t.size));
    return out;
  });
  m.def("_data_dir", [](const std::string& dir) { return ParaphraseStore(dir).dir() + "/paraphrase"; });
  m.def("_data_verify", [](const std::string& code, const std::string& dir, const std::string& sources) {
    const ParaphraseStore s = store(dir, sources);
    std::atomic<bool> cancel{false};
    StoreOptions o;
    o.cancel = &cancel;
    bool ok = false;
    run_interruptible(cancel, [&] { ok = s.verify(code, o); });
    return ok;
  });
  m.def("_official_tables", [] {
    py::list out;
    for (const OfficialTable& t : official_tables()) out.append(py::make_tuple(t.code, t.blob_id, t.sources));
    return out;
  });
}

}  // namespace meteor::python
