// write_files: a set of outputs written whole or not at all (OutputSet),
// none of them one of the inputs.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "output_file_bindings.hh"

#include <pybind11/stl.h>

#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "util/error.hh"
#include "util/output_file.hh"

namespace py = pybind11;

namespace meteor::python {

void register_output_files(py::module_& m) {
  m.def(
      "write_files",
      [](const std::vector<std::pair<std::string, py::bytes>>& files, const std::vector<std::string>& inputs) {
        for (const auto& [path, bytes] : files) refuse_output_as_input(path, inputs);  // ValueError
        std::vector<std::pair<std::string, std::string>> texts;
        for (const auto& [path, bytes] : files) texts.emplace_back(path, std::string(bytes));
        try {
          py::gil_scoped_release release;
          OutputSet outputs;
          for (const auto& [path, text] : texts) outputs.add(path).write(text);
          outputs.commit();
        } catch (const InvalidArgument&) {
          throw;
        } catch (const Error& e) {  // a failed write: OSError, as Python's own open() and write() raise
          // A read-only target: PermissionError, as open(path, 'w') raises.
          const std::string_view what = e.what(), denied = ": Permission denied";
          const bool permission = what.size() >= denied.size() && what.substr(what.size() - denied.size()) == denied;
          PyErr_SetString(permission ? PyExc_PermissionError : PyExc_OSError, e.what());
          throw py::error_already_set();
        }
      },
      py::arg("files"), py::arg("inputs") = std::vector<std::string>{},
      "Write [(path, bytes), ...] whole or not at all: each to a temporary file beside it, every write checked, "
      "then all renamed over their targets; a failure leaves every target as it was (OSError naming the file). "
      "A path that is one of `inputs` (same file) is refused (ValueError).");
}

}  // namespace meteor::python
