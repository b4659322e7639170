#!/usr/bin/env python3
# meteor-compare and meteor.compare against numpy and sacreBLEU's procedure:
#
# - the generator's draws are numpy's: default_rng(seed).choice(n, (R, n),
#   replace=True), and integers(2, (T, n), dtype=bool) followed by choice
#   from the same generator (sacreBLEU's randomization masks, then its
#   bootstrap indices);
# - the scores, means, intervals and p-values are those of a small
#   reference implementation of sacrebleu/significance.py written here with
#   numpy, over Meteor's segment statistics and Meteor's score of summed
#   statistics (Scorer.score_stats), to the bit;
# - Stats addition is commutative and associative and sum() works;
# - the tool prints the same figures (-json), its table and LaTeX, and fails
#   in one line naming the file on bad input.
#
#   compare_test.py --bin BUILD/bin --source SOURCE   (PYTHONPATH: the module)
#
# SPDX-License-Identifier: LGPL-2.1-or-later
import argparse
import json
import os
import subprocess
import sys
import unittest

import numpy as np

import meteor
from meteor import _meteor

ARGS = None
SEED = 12345


def data(*parts):
    return os.path.join(ARGS.source, "tests", "data", "mtme", "wmt21.news", *parts)


def read(path):
    with open(path, encoding="utf-8") as f:
        return [line.rstrip("\n") for line in f]


# The build's data has no paraphrase table: the modules that need none.
MODULES = ("-norm", "-m", "exact stem synonym")
SYSTEMS = ["DIDI-NLP", "Facebook-AI", "NiuTrans", "Online-W", "SMU"]


def system_path(name):
    return data("system-outputs", "zh-en", name + ".txt")


REFERENCE = None  # data("references", "zh-en.refA.txt"), once ARGS is known


# --- the reference implementation: sacrebleu/significance.py's procedure ---

def contribution(stats):
    """A segment's 23 numbers, the chunks of a perfect match not counted (Meteor's rule)."""
    row = np.array([float(x) for x in str(stats).split()])
    perfect = (stats.test_total_matches == stats.test_length and
               stats.reference_total_matches == stats.reference_length and stats.chunks == 1.0)
    if perfect:
        row[20] = 0.0
    return row


class Reference:
    def __init__(self, scorer, segment_stats):
        self.scorer = scorer
        self.stats = [np.array([contribution(s) for s in system]) for system in segment_stats]

    def score(self, row):
        return self.scorer.score_stats(" ".join(repr(float(x)) for x in row)).score

    @staticmethod
    def estimate_ci(scores):
        scores = np.sort(scores)
        n = len(scores)
        lower_idx = n // 40
        upper_idx = n - lower_idx - 1
        return scores.mean(), 0.5 * (scores[upper_idx] - scores[lower_idx])

    @staticmethod
    def p_value(stats, real_difference):
        c = np.sum(stats > real_difference).item()
        return (c + 1) / (len(stats) + 1)

    def bootstrap(self, stats, n_samples):
        idxs = np.random.default_rng(SEED).choice(len(stats), size=(n_samples, len(stats)), replace=True)
        return np.array([self.score(s.sum(0)) for s in stats[idxs]])

    def paired_bs(self, n_samples):
        base = self.stats[0]
        scores = [self.score(s.sum(0)) for s in self.stats]
        bl_scores = self.bootstrap(base, n_samples)
        out = [(scores[0],) + tuple(self.estimate_ci(bl_scores)) + (None,)]
        for k in range(1, len(self.stats)):
            rng = np.random.default_rng(SEED)
            idxs = rng.choice(len(base), size=(n_samples, len(base)), replace=True)
            sys_stats = self.stats[k]
            diff = abs(scores[0] - scores[k])
            scores_bl = np.array([self.score(s.sum(0)) for s in base[idxs]])
            scores_sys = np.array([self.score(s.sum(0)) for s in sys_stats[idxs]])
            mean, ci = self.estimate_ci(scores_sys)
            sample_diffs = np.abs(scores_sys - scores_bl)
            stats = sample_diffs - sample_diffs.mean()
            out.append((scores[k], mean, ci, self.p_value(stats, diff)))
        return out

    def paired_ar(self, n_samples, n_confidence):
        base = self.stats[0]
        scores = [self.score(s.sum(0)) for s in self.stats]
        first = (scores[0], None, None, None)
        if n_confidence > 0:
            first = (scores[0],) + tuple(self.estimate_ci(self.bootstrap(base, n_confidence))) + (None,)
        out = [first]
        for k in range(1, len(self.stats)):
            rng = np.random.default_rng(SEED)
            pos_sel = rng.integers(2, size=(n_samples, len(base)), dtype=bool)
            neg_sel = ~pos_sel
            if n_confidence > 0:
                bs_idxs = rng.choice(len(base), size=(n_confidence, len(base)), replace=True)
            sys_stats = self.stats[k]
            diff = abs(scores[0] - scores[k])
            shuf_a = pos_sel @ base + neg_sel @ sys_stats
            shuf_b = neg_sel @ base + pos_sel @ sys_stats
            scores_a = np.array([self.score(x) for x in shuf_a])
            scores_b = np.array([self.score(x) for x in shuf_b])
            p = self.p_value(np.abs(scores_a - scores_b), diff)
            mean = ci = None
            if n_confidence > 0:
                mean, ci = self.estimate_ci(np.array([self.score(s.sum(0)) for s in sys_stats[bs_idxs]]))
            out.append((scores[k], mean, ci, p))
        return out


def figures(comparison):
    return [(s.score, s.mean, s.ci, s.p_value) for s in comparison.systems]


class DrawsTest(unittest.TestCase):
    """The generator's draws against numpy's."""

    def test_bootstrap_indices(self):
        for seed, n, rows in [(12345, 116, 20), (0, 1, 5), (7, 33, 40), (2 ** 40 + 3, 1948, 3)]:
            with self.subTest(seed=seed, n=n):
                want = np.random.default_rng(seed).choice(n, size=(rows, n), replace=True).ravel().tolist()
                self.assertEqual(_meteor._numpy_choice(seed, n, rows * n), want)

    def test_randomization_masks_then_indices(self):
        for seed, n, trials in [(12345, 116, 50), (1, 31, 7), (99, 1, 70), (5, 64, 3)]:
            with self.subTest(seed=seed, n=n):
                rng = np.random.default_rng(seed)
                masks = rng.integers(2, size=(trials, n), dtype=bool).ravel().tolist()
                after = rng.choice(n, size=(4, n), replace=True).ravel().tolist()
                got_masks, got_after = _meteor._numpy_bools(seed, trials * n, n, 4 * n)
                self.assertEqual(got_masks, masks)
                self.assertEqual(got_after, after)


class StatisticsTest(unittest.TestCase):
    """Statistics that add up, in any order."""

    def test_sums_in_any_order(self):
        scorer = meteor.Scorer("en", norm=True, modules=["exact", "stem", "synonym"])
        hyps = ["the cat sat on the mat", "a dog barked at the moon", "nothing here matches"]
        refs = [["the cat sat on the mat"], ["the dog barked at a moon"], ["entirely different words"]]
        result = scorer.corpus_score(hyps, refs)
        s = [seg.stats for seg in result.segments]
        want = str(result.stats)
        self.assertEqual(str(s[0] + s[1] + s[2]), want)
        self.assertEqual(str(s[2] + s[1] + s[0]), want)
        self.assertEqual(str(s[1] + (s[0] + s[2])), want)
        self.assertEqual(str(meteor.Stats() + s[0] + s[1] + s[2]), want)
        self.assertEqual(str(sum(s)), want)
        self.assertEqual(str(sum(reversed(s))), want)
        two = scorer.corpus_score(hyps[:2], refs[:2])
        a, b = (seg.stats for seg in two.segments)
        self.assertEqual(scorer.score_stats(a + b).score, two.score)
        self.assertEqual(scorer.score_stats(b + a).score, two.score)
        self.assertRaises(TypeError, lambda: 1 + s[0])
        self.assertRaises(TypeError, lambda: s[0] + 0)


class CompareTest(unittest.TestCase):
    """meteor.compare against the reference implementation, to the bit."""

    @classmethod
    def setUpClass(cls):
        cls.scorer = meteor.Scorer("en", norm=True, modules=["exact", "stem", "synonym"])
        cls.refs = read(REFERENCE)
        cls.hyps = [read(system_path(name)) for name in SYSTEMS]
        cls.segment_stats = [[seg.stats for seg in cls.scorer.corpus_score(h, cls.refs).segments] for h in cls.hyps]
        cls.reference = Reference(cls.scorer, cls.segment_stats)

    def assert_figures(self, got, want):
        self.assertEqual(len(got), len(want))
        for k, (g, w) in enumerate(zip(got, want)):
            for name, x, y in zip(("score", "mean", "ci", "p_value"), g, w):
                with self.subTest(system=k, figure=name):
                    if y is None:
                        self.assertIsNone(x)
                    else:
                        self.assertEqual(x, float(y))

    def test_paired_bootstrap(self):
        got = self.scorer.compare_stats(self.segment_stats, test="bs", threads=2)
        self.assertEqual(got.n, 1000)
        # The scores are meteor's corpus scores.
        self.assertEqual([s.score for s in got.systems],
                         [self.scorer.corpus_score(h, self.refs).score for h in self.hyps])
        self.assert_figures(figures(got), self.reference.paired_bs(1000))
        # From the texts, as the tool scores them.
        direct = self.scorer.compare(self.hyps[0], self.hyps[1:], self.refs, test="bs")
        self.assertEqual(figures(direct), figures(got))

    def test_paired_randomization_with_intervals(self):
        got = self.scorer.compare_stats(self.segment_stats, test="ar", n=3000, confidence=True, confidence_n=200)
        self.assert_figures(figures(got), self.reference.paired_ar(3000, 200))
        self.assertTrue(got.signature.endswith("|seed:12345|ar:3000|bs:200"), got.signature)

    def test_paired_randomization(self):
        got = self.scorer.compare_stats(self.segment_stats[:3], test="ar", n=2000)
        self.assert_figures(figures(got), self.reference.paired_ar(2000, 0)[:3])

    def test_intervals_alone(self):
        got = self.scorer.compare_stats(self.segment_stats[:2], confidence=True, confidence_n=300)
        for k in range(2):
            mean, ci = Reference.estimate_ci(self.reference.bootstrap(self.reference.stats[k], 300))
            self.assertEqual((got.systems[k].mean, got.systems[k].ci), (mean, ci))
            self.assertIsNone(got.systems[k].p_value)

    def test_seed_none_and_module_function(self):
        a = meteor.compare(self.hyps[0], self.hyps[1:3], self.refs, test="bs", n=100, seed=None, norm=True,
                           modules=["exact", "stem", "synonym"])
        self.assertIsNone(a.seed)
        self.assertTrue(a.signature.endswith("|seed:none|bs:100"))
        self.assertTrue(all(0 < s.p_value <= 1 for s in a.systems[1:]))
        named = meteor.compare(self.hyps[0], self.hyps[1:2], self.refs, scorer=self.scorer, names=["A", "B"])
        self.assertEqual(named.names, ["A", "B"])
        self.assertIn("Baseline", str(meteor.compare(self.hyps[0], self.hyps[1:2], self.refs, test="bs", n=50,
                                                     scorer=self.scorer)))

    def test_argument_errors(self):
        c = self.scorer.compare
        self.assertRaises(ValueError, lambda: c(self.hyps[0], [], self.refs, test="bs"))
        self.assertRaises(ValueError, lambda: c(self.hyps[0], [self.hyps[1]], self.refs, test="t"))
        self.assertRaises(ValueError, lambda: c(self.hyps[0], [self.hyps[1]], self.refs, n=10))
        self.assertRaises(ValueError, lambda: c(self.hyps[0], [self.hyps[1][:-1]], self.refs, test="bs"))
        self.assertRaises(ValueError, lambda: c(self.hyps[0], [self.hyps[1]], self.refs, seed=-1))
        self.assertRaises(TypeError, lambda: meteor.compare(self.hyps[0], [], self.refs, scorer=self.scorer,
                                                            norm=True))


class ToolTest(unittest.TestCase):
    """meteor-compare: the same figures, its outputs, its errors."""

    def run_tool(self, *args, env=None):
        return subprocess.run([os.path.join(ARGS.bin, "meteor-compare"), *args], capture_output=True, text=True,
                              env=env)

    def test_cpu_levels_agree(self):
        # The sums' SSE and AVX2 paths (util/cpu.hh): the same figures.
        paths = [system_path(n) for n in SYSTEMS]
        args = (REFERENCE, "-i", *paths, *MODULES, "--paired-bs", "-n", "200", "-json")
        outs = [self.run_tool(*args, env=dict(os.environ, METEOR_CPU=level)) for level in ("portable", "avx2")]
        if outs[1].returncode != 0 and "METEOR_CPU" in outs[1].stderr:
            outs.pop()  # no AVX2 here: the default is the portable path
        for r in outs:
            self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(outs[0].stdout, self.run_tool(*args).stdout)
        self.assertEqual(outs[-1].stdout, outs[0].stdout)

    def test_json_matches_the_module(self):
        paths = [system_path(n) for n in SYSTEMS[:3]]
        r = self.run_tool(REFERENCE, "-i", *paths, *MODULES, "--paired-bs", "-n", "500", "-json", "-threads", "2")
        self.assertEqual(r.returncode, 0, r.stderr)
        got = json.loads(r.stdout)
        scorer = meteor.Scorer("en", norm=True, modules=["exact", "stem", "synonym"])
        refs = read(REFERENCE)
        want = scorer.compare(read(paths[0]), [read(p) for p in paths[1:]], refs, test="bs", n=500)
        self.assertEqual([(s["score"], s["mean"], s["ci"], s["p_value"]) for s in got["systems"]], figures(want))
        self.assertEqual([s["system"] for s in got["systems"]], paths)
        self.assertEqual(got["signature"], want.signature)
        self.assertEqual((got["test"], got["samples"], got["seed"]), ("bs", 500, 12345))

    def test_references_interleaved_or_in_files(self):
        refs = read(REFERENCE)
        second = read(system_path(SYSTEMS[4]))  # a second "reference" a segment
        interleaved = os.path.join(ARGS.tmp, "refs2.txt")
        other = os.path.join(ARGS.tmp, "ref_b.txt")
        with open(interleaved, "w", encoding="utf-8") as f:
            f.write("".join(a + "\n" + b + "\n" for a, b in zip(refs, second)))
        with open(other, "w", encoding="utf-8") as f:
            f.write("".join(b + "\n" for b in second))
        paths = [system_path(n) for n in SYSTEMS[:3]]
        scorer = meteor.Scorer("en", norm=True, modules=["exact", "stem", "synonym"])
        want = scorer.compare(read(paths[0]), [read(p) for p in paths[1:]], [list(p) for p in zip(refs, second)],
                              test="ar", n=300)
        for references, options in (([interleaved], ["-r", "2"]), ([REFERENCE, other], [])):
            with self.subTest(references=references):
                r = self.run_tool(*references, "-i", *paths, *MODULES, "--paired-ar", "-n", "300", "-json", *options)
                self.assertEqual(r.returncode, 0, r.stderr)
                got = json.loads(r.stdout)
                self.assertEqual([(s["score"], s["mean"], s["ci"], s["p_value"]) for s in got["systems"]],
                                 figures(want))
                self.assertIn("|nrefs:2|", got["signature"])

    def test_text_and_latex(self):
        paths = [system_path(n) for n in SYSTEMS[:2]]
        r = self.run_tool(REFERENCE, "-i", *paths, *MODULES, "-paired-ar", "-parn", "500", "-ci", "-cin", "100")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("Baseline: " + paths[0], r.stdout)
        self.assertIn("METEOR (μ ± 95% CI)", r.stdout)
        self.assertIn("p = ", r.stdout)
        self.assertIn("approximate randomization test with 500 trials, seed 12345", r.stdout)
        self.assertIn("|seed:12345|ar:500|bs:100", r.stdout)
        r = self.run_tool(REFERENCE, "-i", *paths, *MODULES, "--paired-bs", "-n", "100", "--format", "latex")
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn("\\begin{tabular}", r.stdout)
        self.assertIn("\\toprule", r.stdout)

    def test_errors(self):
        base, other = system_path(SYSTEMS[0]), system_path(SYSTEMS[1])
        short = os.path.join(ARGS.tmp, "short.txt")
        with open(short, "w", encoding="utf-8") as f:
            f.write("one line\n")
        cases = [
            ((REFERENCE, "-i", base, short, "--paired-bs", "-m", "exact"), short),
            ((REFERENCE, "-i", base, "/no/such/file", "--paired-bs", "-m", "exact"), "/no/such/file"),
            ((REFERENCE, "-i", base, other, "--paired-bs", "--paired-ar"), "choose one"),
            ((REFERENCE, "-i", base, other, "-seed", "x"), "-seed"),
            ((REFERENCE, "-i", base, "--paired-bs"), "needs a system"),
            ((REFERENCE, "-i", base, other, "-n", "10"), "-n"),
            ((REFERENCE, "-i", base, other, "-format", "csv"), "-format"),
            ((REFERENCE, "-i", base, other, "-r", "2", "-m", "exact"), REFERENCE),
        ]
        for args, named in cases:
            with self.subTest(args=args):
                r = self.run_tool(*args)
                self.assertNotEqual(r.returncode, 0)
                self.assertEqual(r.stdout, "")
                lines = r.stderr.strip().split("\n")
                self.assertEqual(len(lines), 1, r.stderr)
                self.assertTrue(lines[0].startswith("meteor-compare: error: "), lines[0])
                self.assertIn(named, lines[0])


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--source", required=True)
    parser.add_argument("--tmp", default=None)
    ARGS, rest = parser.parse_known_args()
    REFERENCE = data("references", "zh-en.refA.txt")
    import tempfile
    with tempfile.TemporaryDirectory() as tmp:
        ARGS.tmp = ARGS.tmp or tmp
        unittest.main(argv=[sys.argv[0]] + rest)
