// SPDX-License-Identifier: LGPL-2.1-or-later
#include "train/segment_stats.hh"

#include "io/sgml.hh"
#include "io/sgml_eval.hh"

namespace meteor::train {

std::vector<std::string> sgml_segment_lines(const Scorer& scorer, const std::string& test_path,
                                            const std::string& ref_path, unsigned threads) {
  const SgmlData test = read_sgml(test_path);
  const SgmlData refs = read_sgml(ref_path);
  check_sgml_sets(test, test_path, refs, ref_path);
  SgmlEvalOptions options;
  options.ss_out = true;
  options.threads = threads;
  return format_sgml_scores(score_sgml(scorer, test, refs, options), options).segment_lines;
}

}  // namespace meteor::train
