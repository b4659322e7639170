// Fuzz target: --matrix_corr_args, the Python dict literal parser
// (metaeval/tasks/task_args.hh), and its entries checked for every correlation.
//
// Invariant: bad input is a meteor::Error, never a crash.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstddef>
#include <cstdint>
#include <string>

#include "fuzz_util.hh"
#include "metaeval/tasks/task_args.hh"
#include "util/error.hh"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace meteor;
  using namespace meteor::metaeval;
  const std::string text(reinterpret_cast<const char*>(data), size);
  try {
    const auto args = parse_python_dict(text);
    for (const char* name : {"pearson", "spearman", "kendall", "KendallLike", "KendallVariants", "KendallWithTiesOpt",
                             "accuracy", "pce"}) {
      try {
        (void)parse_corr_args(parse_corr_fcn(name), args);
      } catch (const Error&) {
      }
    }
  } catch (const Error&) {
  }
  return 0;
}
