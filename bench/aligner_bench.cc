// Micro-benchmarks of the aligner and of resource loading (Google Benchmark):
// fixed sentence pairs through the full scoring path, the search alone, and
// opening the synonym dictionary.
//
// Run: build/bench/aligner_bench   (needs $METEOR_DATA or the build's data)
// SPDX-License-Identifier: LGPL-2.1-or-later
#include <benchmark/benchmark.h>

#include "align/workspace.hh"
#include "score/scorer.hh"
#include "text/tokenize.hh"

namespace {

using namespace meteor;

const char* const kPairs[][2] = {
    {"The cat sat on the mat.", "A cat was sitting on the mat."},
    {"The committee has rejected the proposal on Tuesday because of the costs.",
     "On Tuesday, the committee rejected the proposal, citing its costs."},
    {"Around 21:30 a 44 year old female car driver, coming from Merklingen with her VW, wanted to turn left "
     "into the country road 1230 into the direction of Machtolsheim.",
     "A 44-year old car driver coming from Merklingen wanted to make a left turn onto country road 1230 towards "
     "Machtolsheim around 9:30 p.m. in her VW."},
    {"the the the the of of of the and the of , , , . the a a the , of the and .",
     "of the , the the a , and the of the . , the of the a , the , of ."},
};

const Scorer& scorer(const char* modules) {
  static std::map<std::string, std::unique_ptr<Scorer>> cache;
  auto& s = cache[modules];
  if (!s) {
    Options o;
    o.language = "en";
    o.normalize = true;
    o.modules = tokenize(modules);
    s = std::make_unique<Scorer>(resolve_config(o));
  }
  return *s;
}

void BM_Segment(benchmark::State& state, const char* modules) {
  const Scorer& s = scorer(modules);
  const auto& pair = kPairs[state.range(0)];
  for (auto _ : state) benchmark::DoNotOptimize(s.segment(pair[0], pair[1]).stats.score);
}
BENCHMARK_CAPTURE(BM_Segment, exact, "exact")->DenseRange(0, 3);
BENCHMARK_CAPTURE(BM_Segment, exact_stem_synonym, "exact stem synonym")->DenseRange(0, 3);

void BM_Align(benchmark::State& state) {
  const Scorer& s = scorer("exact stem synonym");
  const auto& pair = kPairs[state.range(0)];
  auto w1 = tokenize(s.prepare(pair[0])), w2 = tokenize(s.prepare(pair[1]));
  auto ws = s.aligner().make_workspace();
  for (auto _ : state) benchmark::DoNotOptimize(s.aligner().align(w1, w2, *ws).chunks);
}
BENCHMARK(BM_Align)->DenseRange(0, 3);

void BM_OpenSynonyms(benchmark::State& state) {
  DataDir data;
  for (auto _ : state) benchmark::DoNotOptimize(SynonymDictionary::load(data.synonym_dir(), "english"));
}
BENCHMARK(BM_OpenSynonyms);

}  // namespace

BENCHMARK_MAIN();
