// The edge where text becomes typed tasks: MTME's corr_fcn names, the
// Python dict literal of corr_fcn_args, the CLI's comma lists, preset names
// and the task-set files a user writes (JSON). meteor-metaeval and the
// Python package call these; the library's computations take only the
// typed values (metaeval/tasks/task.hh). Errors are meteor::Error naming the
// option (or file) and the bad text.
//
// A task-set file is a JSON object:
//   {"tasks": [{"test_set": "wmt23", "lang": "en-de", "level": "seg",
//               "corr_fcn": "KendallWithTiesOpt", "avg_by": "item",
//               "perm_test": "pairs", "corr_fcn_args": {"sample_rate": 1.0},
//               "k": 0, ...}, ...],
//    "combinations": {"lang": ["en-de", "zh-en"], "level": ["sys", "seg"]},
//    "attrs": {"test_set": "wmt23"},   (optional: MTME's TaskSet(attr_combs,
//                                      **attrs), tasks after "tasks")
//    "weights": [0.5, 0.5],            (optional; default: uniform)
//    "meta_info": {"wmt21.news": {"zh-en": {"std_ref": "refA",
//        "std_gold": {"sys": "mqm", "seg": "mqm"}, "outlier_systems": [],
//        "primary_metrics": ["meteor"]}}}}   (optional: sets registered
//                                          as with MTME's meta_info.DATA)
// with MTME's Task attribute names; "lang" a comma list as in MTME,
// "gold" a string or list, "refs"/"close_refs" a list of names or a list
// of such lists (one per pair). Absent attributes take MTME's defaults.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#pragma once

#include <map>
#include <string>

#include "metaeval/tasks/task.hh"

namespace meteor::metaeval {

// "{'variant':'acc23', 'sample_rate':1.0}" -> {variant: 'acc23', sample_rate:
// 1.0} (values as Python literal text); throws meteor::Error naming flag.
std::map<std::string, std::string> parse_python_dict(const std::string& text,
                                                     const std::string& flag = "--matrix_corr_args");

// "scores" or "pairs"; throws.
PermTest parse_perm_test(const std::string& name);

// "text", "tsv", "latex"; throws meteor::InvalidArgument naming `flag`
// (the option or argument the name came from).
TableFormat parse_table_format(const std::string& name, const std::string& flag = "--table_format");

// "wmt23", "wmt24_on_wmt23" (or "wmt24onwmt23"), "wmt24", "wmt25"; throws.
Preset parse_preset(const std::string& name);

// A task-set file (format above); throws meteor::Error naming the file.
TaskSet read_task_set_file(const std::string& path);

// MTME's --matrix flags (mtme.py) as the command line gives them, with its
// defaults: -t, -l (a comma list), --matrix_level, --matrix_domain, -g,
// --matrix_refs, --matrix_close_refs, --avg, --matrix_corr,
// --matrix_corr_args, --matrix_perm_test, --matrix_human, --use_outliers,
// --matrix_primary, --replace_nans_with_zeros, --matrix_pval, and the
// permutation flags (--k, --k_block, --early_min, --early_max, --seed,
// --threads).
struct MatrixFlags {
  std::string test_set, langs, level = "sys", domain, gold = "std", refs = "std", close_refs, avg = "none",
                                corr = "pearson", corr_args = "{}", perm_test = "scores";
  bool human = false, use_outliers = false, primary = true, replace_nans_with_zeros = false;
  double pval = 0.05;
  PermParams perm;
};
// The typed Task of --matrix flags. As MTME's Flag2TaskArg: gold, refs and
// close refs "std", "None" or empty are the standard value, else a comma
// list, one per pair or one for all; a domain "None" is every domain.
// Throws meteor::InvalidArgument naming the flag.
Task matrix_task(const MatrixFlags& flags);

}  // namespace meteor::metaeval
