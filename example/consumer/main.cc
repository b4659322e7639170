// Scores a test file against a reference file with libmeteor, as
//   meteor HYP REF -l en -norm [-r N] [-a TABLE]
// does: the Eval ID, each segment's score, the corpus score.
//
//   consumer HYP REF [N [TABLE]]   (N references per hypothesis, paraphrase table)
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <cstdio>
#include <fstream>
#include <iostream>
#include <meteor/meteor.hh>
#include <string>
#include <vector>

static std::vector<std::string> read_lines(const char* path) {
  std::ifstream in(path);
  if (!in) throw meteor::FileNotFound(std::string(path) + ": cannot open");
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);) lines.push_back(line);
  return lines;
}

int main(int argc, char** argv) {
  if (argc < 3 || argc > 5) {
    std::cerr << "usage: consumer HYP REF [REFS_PER_HYP [PARAPHRASE_TABLE]]\n";
    return 2;
  }
  try {
    meteor::Options options;
    options.language = "en";
    options.normalize = true;
    if (argc > 4) options.paraphrase_table = argv[4];
    meteor::Metric metric(options);

    std::vector<std::string> hypotheses = read_lines(argv[1]);
    std::vector<std::string> lines = read_lines(argv[2]);
    const std::size_t n = argc > 3 ? std::stoul(argv[3]) : 1;
    std::vector<std::vector<std::string>> references;
    for (std::size_t i = 0; i < hypotheses.size(); ++i) {
      if ((i + 1) * n > lines.size()) throw meteor::InvalidArgument("too few reference lines");
      references.emplace_back(lines.begin() + static_cast<long>(i * n), lines.begin() + static_cast<long>((i + 1) * n));
    }

    meteor::CorpusScore result = metric.corpus(std::move(hypotheses), std::move(references));
    std::printf("Eval ID: %s\n", result.eval_id.c_str());
    for (std::size_t i = 0; i < result.segments.size(); ++i)
      std::printf("Segment %zu score: %.17g\n", i + 1, result.segments[i].score);
    std::printf("Final score: %.17g\n", result.score);
    return 0;
  } catch (const meteor::Error& e) {
    std::cerr << "consumer: " << e.what() << '\n';
    return 1;
  }
}
