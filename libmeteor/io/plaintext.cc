// SPDX-License-Identifier: LGPL-2.1-or-later
#include "io/plaintext.hh"

#include <utility>

#include "score/repeats.hh"
#include "util/error.hh"
#include "util/line_reader.hh"
#include "util/parallel.hh"

namespace meteor {

PlaintextCorpus read_plaintext(const std::string& test_path, const std::string& ref_path, int ref_count) {
  if (ref_count < 1)
    throw InvalidArgument("-r: the number of references must be at least 1, got " + std::to_string(ref_count));
  PlaintextCorpus c;
  c.hypotheses = read_lines(test_path);
  std::vector<std::string> refs = read_lines(ref_path);
  const std::size_t n = c.hypotheses.size();
  const auto r = static_cast<std::size_t>(ref_count);
  if (refs.size() != n * r) {
    auto lines = [](std::size_t k) { return std::to_string(k) + (k == 1 ? " line" : " lines"); };
    std::string msg = lines(refs.size()) + "; ";
    if (r > 1)
      msg += "expected " + std::to_string(n * r) + " with -r " + std::to_string(r) + " for the " + lines(n) + " of " +
             test_path;
    else
      msg += "the test file " + test_path + " has " + std::to_string(n);
    msg += " (test and reference not same length";
    if (r == 1 && n > 0 && refs.size() > n && refs.size() % n == 0) {
      const std::string k = std::to_string(refs.size() / n);
      msg += "; " + k + " references per segment? give -r " + k + ", or the reference files separately";
    }
    throw file_error(ref_path, msg + ")");
  }
  c.references.resize(n);
  for (std::size_t i = 0; i < n; ++i)
    c.references[i].assign(std::make_move_iterator(refs.begin() + static_cast<std::ptrdiff_t>(i * r)),
                           std::make_move_iterator(refs.begin() + static_cast<std::ptrdiff_t>((i + 1) * r)));
  return c;
}

PlaintextCorpus read_plaintext(const std::string& test_path, const std::vector<std::string>& ref_paths,
                               int ref_count) {
  if (ref_paths.empty()) throw InvalidArgument("no reference file given");
  if (ref_paths.size() == 1) return read_plaintext(test_path, ref_paths[0], ref_count);
  const std::size_t files = ref_paths.size();
  if (ref_count != 1 && static_cast<std::size_t>(ref_count) != files)
    throw InvalidArgument("-r " + std::to_string(ref_count) + ": " + std::to_string(files) +
                          " reference files given, one reference per segment each (leave -r out)");
  PlaintextCorpus c;
  c.hypotheses = read_lines(test_path);
  const std::size_t n = c.hypotheses.size();
  c.references.assign(n, {});
  for (auto& group : c.references) group.reserve(files);
  for (const std::string& path : ref_paths) {
    std::vector<std::string> refs = read_lines(path);
    if (refs.size() != n) {
      auto lines = [](std::size_t k) { return std::to_string(k) + (k == 1 ? " line" : " lines"); };
      throw file_error(path, lines(refs.size()) + "; the test file " + test_path + " has " + std::to_string(n) +
                                 " (each reference file holds one line per test line)");
    }
    for (std::size_t i = 0; i < n; ++i) c.references[i].push_back(std::move(refs[i]));
  }
  return c;
}

Stats score_corpus(const Scorer& scorer, const PlaintextCorpus& corpus,
                   const std::function<void(std::size_t, const SegmentResult&)>& on_segment, unsigned threads,
                   SegmentDetail detail, const std::atomic<bool>* cancel) {
  const bool statistics_only = detail == SegmentDetail::kStatistics;
  SegmentRepeats repeats;
  if (statistics_only)
    repeats = SegmentRepeats(corpus.hypotheses.size(), [&](std::size_t i) {
      return std::pair<const std::string&, const std::vector<std::string>&>(corpus.hypotheses[i],
                                                                           corpus.references[i]);
    }, cancel);
  Stats total;
  parallel_ordered<SegmentResult>(
      corpus.hypotheses.size(), resolve_threads(threads),
      [&](std::size_t i) {
        if (repeats.is_repeat(i)) return SegmentResult();
        SegmentResult r;
        try {
          r = corpus.references[i].size() == 1 ? scorer.segment(corpus.hypotheses[i], corpus.references[i][0])
                                               : scorer.segment(corpus.hypotheses[i], corpus.references[i]);
        } catch (const LimitExceeded& e) {
          throw LimitExceeded("segment " + std::to_string(i + 1) + ": " + e.what());
        }
        if (statistics_only) r.alignment = Alignment();  // freed on the worker
        return r;
      },
      [&](std::size_t i, SegmentResult&& r) {
        repeats.record(i, r.stats);
        on_segment(i, r);
        total += r.stats.contribution();
      },
      cancel);
  scorer.compute_metrics(total);
  return total;
}

}  // namespace meteor
