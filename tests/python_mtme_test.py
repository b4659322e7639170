#!/usr/bin/env python3
"""meteor.mtme (MTME's Python API over libmeteor) on the committed WMT21
subset (tests/data/mtme) against MTME itself:

- tests/python_mtme_cases.py holds the calls, written once against MTME's
  public API; tests/data/mtme/make_python_goldens.py ran them on MTME and
  wrote goldens/python.json. Here they run on meteor.mtme (only its public
  API) and are compared: every figure within 1e-12 relative, every string
  (printed rankings, tables, task names) equal;
- 'mc:' cases are Monte Carlo estimates (our generator, not numpy's):
  p-values within 5 standard errors of the difference of two estimates
  (sqrt(2 p (1 - p) / k)) plus 1.5 / k, PCE within 1e-12 (MTME's draws), deltas and
  correlations exact;
- a few numbers against meteor-metaeval (the CLI) for the same call,
  k = 0 and k > 0 (same generator and seed: identical);
- errors: bad names and data are ValueError / FileNotFoundError.

Usage: python_mtme_test.py --data tests/data/mtme --bin BUILD/bin
SPDX-License-Identifier: LGPL-2.1-or-later
"""
import argparse
import contextlib
import inspect
import io
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

import numpy as np
import scipy.stats

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import python_mtme_cases  # noqa: E402
from meteor.mtme import data, meta_info, ratings, standalone_ratings, stats, tasks  # noqa: E402

ARGS = None
OURS = None
GOLD = None


def setUpModule():
    global OURS, GOLD
    with open(os.path.join(ARGS.data, 'goldens', 'python.json')) as f:
        GOLD = json.load(f)
    OURS = json.loads(json.dumps(python_mtme_cases.run(data, stats, tasks, meta_info, ARGS.data)))


def differences(a, b, path, rel=1e-12):
    """Where a and b differ: numbers beyond rel (NaN equals NaN), anything else."""
    if isinstance(a, dict) and isinstance(b, dict):
        if set(a) != set(b):
            return [f'{path}: keys differ: {sorted(set(a) ^ set(b))}']
        return [d for k in a for d in differences(a[k], b[k], f'{path}/{k}', rel)]
    if isinstance(a, list) and isinstance(b, list):
        if len(a) != len(b):
            return [f'{path}: {len(a)} items vs {len(b)}']
        return [d for i, (x, y) in enumerate(zip(a, b)) for d in differences(x, y, f'{path}[{i}]', rel)]
    numbers = (int, float)
    if isinstance(a, numbers) and isinstance(b, numbers) and not isinstance(a, bool) and not isinstance(b, bool):
        if (math.isnan(a) and math.isnan(b)) or a == b or abs(a - b) <= rel * max(abs(a), abs(b)):
            return []
        return [f'{path}: MTME {a!r}, ours {b!r}']
    return [] if a == b else [f'{path}: MTME {a!r}, ours {b!r}']


def p_tolerance(p, k):
    return 5 * math.sqrt(2 * max(p * (1 - p), 0.25 / k) / k) + 1.5 / k


class AgainstMtme(unittest.TestCase):
    def test_every_case_is_there(self):
        self.assertEqual(sorted(GOLD), sorted(OURS))
        self.assertGreater(len(GOLD), 1000)

    def test_exact_cases(self):
        bad = []
        for case in sorted(GOLD):
            if not case.startswith('mc:'):
                bad += differences(GOLD[case], OURS[case], case)
        self.assertEqual(bad, [], f'{len(bad)} differences')

    def check_test(self, case, k):
        (p_m, delta_m, k_m), (p_o, delta_o, k_o) = GOLD[case], OURS[case]
        self.assertAlmostEqual(delta_m, delta_o, delta=1e-9 * max(1, abs(delta_m)), msg=case)
        self.assertEqual((k_m, k_o), (k, k), case)
        self.assertLessEqual(abs(p_m - p_o), p_tolerance(p_m, k), case)

    def test_permutation_tests(self):
        for case in ('mc:perm-sys-pearson', 'mc:perm-seg-acc23', 'mc:perm-seg-spearman-sys', 'mc:pairs-seg-item'):
            with self.subTest(case):
                self.check_test(case, 1000)

    def check_matrix(self, case, gold, ours, k):
        # The goldens' dicts are stored with sorted keys: MTME's order is by
        # decreasing correlation, then name (the matrices are in that order).
        self.assertEqual(sorted(gold, key=lambda m: (-gold[m][0], m)), list(ours), case)
        self.assertEqual(differences({m: v[0] for m, v in gold.items()}, {m: v[0] for m, v in ours.items()}, case),
                         [])

    def compare_matrices(self, case, m_gold, m_ours, k):
        m_gold, m_ours = np.array(m_gold), np.array(m_ours)
        self.assertEqual(m_gold.shape, m_ours.shape, case)
        for i in range(len(m_gold)):
            for j in range(i + 1, len(m_gold)):
                self.assertLessEqual(abs(m_gold[i, j] - m_ours[i, j]), p_tolerance(m_gold[i, j], k),
                                     f'{case} [{i}, {j}]')

    def test_compare_metrics(self):
        g, o = GOLD['mc:compare-seg-kendall'], OURS['mc:compare-seg-kendall']
        self.check_matrix('mc:compare-seg-kendall', g['ranks'], o['ranks'], 1000)
        self.compare_matrices('mc:compare-seg-kendall', g['matrix'], o['matrix'], 1000)

    def test_pce(self):
        # MTME's draws (numpy's default_rng(4)) and float32 sums: MTME's number.
        self.assertLessEqual(abs(GOLD['mc:pce'][0] - OURS['mc:pce'][0]), 1e-12)

    def test_average_corr_matrix(self):
        (ranks_g, m_g), (ranks_o, m_o) = GOLD['mc:average-corr-matrix'], OURS['mc:average-corr-matrix']
        self.check_matrix('average-corr-matrix', ranks_g, ranks_o, 200)
        self.compare_matrices('average-corr-matrix', m_g, m_o, 200)

    def test_task_set(self):
        for (name_g, ranks_g, m_g), (name_o, ranks_o, m_o) in zip(GOLD['mc:tasks-results'], OURS['mc:tasks-results']):
            self.assertEqual(name_g, name_o)
            self.check_matrix(name_g, ranks_g, ranks_o, 200)
            self.compare_matrices(name_g, m_g, m_o, 200)


def metaeval(*args, stdin=None):
    env = dict(os.environ, MTME_DATA='')
    r = subprocess.run([os.path.join(ARGS.bin, 'meteor-metaeval'), '--root', ARGS.data, *args], input=stdin,
                       capture_output=True, text=True, env=env)
    if r.returncode:
        raise AssertionError(f'meteor-metaeval {args}: {r.stderr}')
    return r.stdout


class AgainstCli(unittest.TestCase):
    """The same calls through meteor-metaeval: the same numbers."""

    @classmethod
    def setUpClass(cls):
        python_mtme_cases.register(meta_info)
        cls.evs = data.EvalSet('wmt21.news', 'en-de', True, path=ARGS.data)

    def test_correlation_line(self):
        path = os.path.join(ARGS.data, 'wmt21.news', 'metric-scores', 'en-de', 'meteor.li-refC.seg.score')
        with open(path) as f:
            line = metaeval('-t', 'wmt21.news', '-l', 'en-de', '--avg', 'item', '--digits', '-1', stdin=f.read())
        evs = self.evs
        systems = python_mtme_cases._systems(evs, 'seg')
        c = evs.Correlation(evs.Scores('seg', 'mqm'), evs.Scores('seg', 'meteor.li-refC'), systems)
        fields = dict(f.split('=', 1) for f in line.split() if '=' in f)
        for key, value in (('Pearson', c.Pearson('item')), ('Spearman', c.Spearman('item')),
                           ('Kendall', c.Kendall('item'))):
            corr, p = fields[key].split(',p')
            self.assertEqual((float(corr), float(p)), (value[0], value[1]), key)
        self.assertEqual(float(fields['Kendall-like@0']), c.KendallLike('item', 0)[0])

    def test_matrix_k0(self):
        # --primary_metrics '': the empty primary list python_mtme_cases.register gives the Python side
        # (MTME's own table names WMT21's primary submissions, none of them in the test data).
        cli = metaeval('-t', 'wmt21.news', '-l', 'en-de', '--matrix', '--k', '0', '--primary_metrics', '')
        plain = io.StringIO()
        corrs = data.GetCorrelations(self.evs, 'sys', {'refC'}, set(), False, False, 'std', True,
                                     metric_format='spreadsheet')
        res = data.CompareMetrics(corrs, scipy.stats.pearsonr, 'none', 0)
        data.PrintMetricComparison(res[0], res[1], 0.05, file=plain)
        self.assertEqual(cli.split('\n', 1)[1], plain.getvalue())

    def test_matrix_k100_same_p_values(self):
        corrs = data.GetCorrelations(self.evs, 'sys', {'refC'}, set(), False, False, 'std', True,
                                     metric_format='spreadsheet')
        res = data.CompareMetrics(corrs, scipy.stats.pearsonr, 'none', 100,
                                  stats.PermutationSigDiffParams(block_size=100, seed=1))
        plain = io.StringIO()
        data.PrintMetricComparison(res[0], res[1], 0.05, file=plain)
        cli = metaeval('-t', 'wmt21.news', '-l', 'en-de', '--matrix', '--k', '100', '--k_block', '100',
                       '--seed', '1', '--primary_metrics', '')
        self.assertEqual(cli.split('\n', 1)[1], plain.getvalue())
        with tempfile.TemporaryDirectory() as tmp:
            saved = os.path.join(tmp, 'm')
            metaeval('-t', 'wmt21.news', '-l', 'en-de', '--matrix', '--k', '100', '--k_block', '100', '--seed', '1',
                     '--primary_metrics', '', '--matrix_save', saved)
            with open(saved + '.json') as f:
                _, _, _, matrix = json.load(f)
        self.assertEqual(np.asarray(matrix).tolist(), np.asarray(res[1]).tolist())
        # ComputeSigMatrix runs the same tests through the library: the same
        # matrix and draws for the same seed, in CompareMetrics' order.
        params = stats.PermutationSigDiffParams(block_size=100, seed=1)
        sig, index, draws = data.ComputeSigMatrix(corrs, res[0], scipy.stats.pearsonr, 'none', 100, params, False,
                                                  'scores')
        self.assertEqual(np.asarray(sig).tolist(), np.asarray(matrix).tolist())
        self.assertEqual(np.asarray(index).tolist(), np.asarray(res[2]).tolist())
        self.assertEqual(np.asarray(draws).tolist(), np.asarray(res[3]).tolist())


class StandaloneRatings(unittest.TestCase):
    """standalone_ratings: a list of ratings to an EvalSet's per-rater ratings and back, files, dicts."""

    def test_round_trip(self):
        python_mtme_cases.register(meta_info)
        evs = data.EvalSet('wmt21.news', 'en-de', True, path=ARGS.data)
        sys_name = sorted(evs.sys_names)[0]
        docs = evs.DocsPerSeg()
        made = []
        for seg, rater in ((1, 'r2'), (3, 'r1'), (4, 'r1')):
            made.append(standalone_ratings.Rating(
                evs.src[seg], evs.sys_outputs[sys_name][seg], [ratings.Error(0, 2, 'Fluency', 'Minor', 1)],
                document_id=docs[seg], segment_id=seg, system_id=sys_name, rater_id=rater))
        by_name, renamed, ids = standalone_ratings.RatingsListToEvalSetRatings(made, evs)
        self.assertEqual(renamed, {'r1': 'r1', 'r2': 'r2'})
        self.assertEqual(sorted(by_name), ['r1', 'r2'])
        self.assertEqual(by_name['r2'][sys_name][1], ratings.Rating([ratings.Error(0, 2, 'Fluency', 'Minor', 1)]))
        self.assertIsNone(by_name['r2'][sys_name][0])
        merged, merged_ids = standalone_ratings.MergeEvalSetRaters(by_name, evs, ids)
        self.assertEqual([i for i, r in enumerate(merged[sys_name]) if r is not None], [1, 3, 4])
        self.assertEqual(merged_ids[sys_name][3], 'r1')
        back = standalone_ratings.EvalSetRatingsToRatingsList(by_name, evs, ids)
        self.assertEqual(sorted((r.segment_id, r.rater_id) for r in back), [(1, 'r2'), (3, 'r1'), (4, 'r1')])
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, 'r.jsonl')
            standalone_ratings.WriteRatingFile(made, path)
            self.assertEqual(standalone_ratings.ReadRatingFile(path), made)
            with open(path, 'a') as f:
                f.write('{"source": 1}\n')
            with self.assertRaisesRegex(RuntimeError, 'r.jsonl:4'):  # a malformed file: _mtme_data's mapping
                standalone_ratings.ReadRatingFile(path)
        d = made[0].ToDict()
        self.assertEqual(d['errors'][0]['category'], 'Fluency')
        self.assertEqual(standalone_ratings.Rating.FromDict(d), made[0])
        bad = standalone_ratings.Rating('x', 'y', [], segment_id=10**6, system_id=sys_name)
        with self.assertRaises(ValueError):
            standalone_ratings.RatingsListToEvalSetRatings([bad], evs)


class CliModule(unittest.TestCase):
    """python3 -m meteor.mtme.mtme is MTME's command line: meteor-metaeval's output."""

    def test_same_as_meteor_metaeval(self):
        args = ['-t', 'wmt21.news', '-l', 'en-de', '--matrix', '--k', '0', '--primary_metrics', '']
        env = dict(os.environ, MTME_DATA='')
        r = subprocess.run([sys.executable, '-m', 'meteor.mtme.mtme', '--root', ARGS.data, *args],
                           capture_output=True, text=True, env=env)
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertEqual(r.stdout, metaeval(*args))
        r = subprocess.run([sys.executable, '-m', 'meteor.mtme.mtme', '--root', ARGS.data, '-t', 'nothing', '-l', 'xx'],
                           capture_output=True, text=True, env=env)
        self.assertNotEqual(r.returncode, 0)
        self.assertEqual(len(r.stderr.strip().splitlines()), 1, r.stderr)


class MtmeApiAdditions(unittest.TestCase):
    """AddMetric(replace=True) and GetCorrelations(sample_size=...), as MTME's."""

    @classmethod
    def setUpClass(cls):
        python_mtme_cases.register(meta_info)
        cls.evs = data.EvalSet('wmt21.news', 'en-de', True, path=ARGS.data)

    def test_add_metric_replace(self):
        evs = data.EvalSet('wmt21.news', 'en-de', True, path=ARGS.data)
        sys_scores = {s: [1.0] for s in evs.sys_names}
        evs.AddMetric('newmetric', {'refC'}, 'sys', sys_scores)
        with self.assertRaises(ValueError):
            evs.AddMetric('newmetric', {'refC'}, 'sys', sys_scores)
        evs.AddMetric('newmetric', {'refC'}, 'sys', {s: [2.0] for s in evs.sys_names}, replace=True)
        self.assertEqual(set(evs.Scores('sys', 'newmetric-refC')[s][0] for s in evs.sys_names), {2.0})

    def test_get_correlations_sample(self):
        evs = self.evs
        args = (evs, 'seg', {'refC'}, set(), False, False, 'std', True)
        full = data.GetCorrelations(*args)
        a = data.GetCorrelations(*args, sample_size=100, sample_method='uniform', sample_seed=7)
        b = data.GetCorrelations(*args, sample_size=100, sample_method='uniform', sample_seed=7)
        c = data.GetCorrelations(*args, sample_size=100, sample_method='stratify', sample_seed=7)
        name = sorted(full)[0]
        self.assertEqual(a[name].num_items, 100)
        self.assertEqual(c[name].num_items, 100)
        self.assertEqual(list(a[name].metric_scores), list(b[name].metric_scores))
        # The sample is numpy's default_rng(7).choice over the segments: item i of the
        # sample is segment idx[i] of every system.
        idx = list(stats.Sample(full[name].num_items, 100, 'uniform', seed=7).sample)
        n = full[name].num_items
        first = list(full[name].metric_scores)[:n]
        self.assertEqual(list(a[name].metric_scores)[:100], [first[i] for i in idx])


class Api(unittest.TestCase):
    def test_docs_walk_through(self):
        """docs/mtme.md's walk-through runs as written (from the source root)."""
        source = os.path.abspath(os.path.join(ARGS.data, '..', '..', '..'))
        with open(os.path.join(source, 'docs', 'mtme.md')) as f:
            text = f.read().split('### Walk-through', 1)[1].split('\n### ', 1)[0]
        blocks = [b.split('```', 1)[0] for b in text.split('```python\n')[1:]]
        self.assertEqual(len(blocks), 4)
        # A fresh interpreter: meta_info.DATA as a user gets it (this process registers its own entries).
        r = subprocess.run([sys.executable, '-c', '\n'.join(blocks)], cwd=source, capture_output=True, text=True,
                           env=dict(os.environ, MTME_DATA=''))
        self.assertEqual(r.returncode, 0, r.stderr)
        self.assertIn('avg-corr', r.stdout)
        self.assertIn('task7', r.stdout)

    def test_errors(self):
        with self.assertRaisesRegex(ValueError, 'Unknown dataset'):
            data.EvalSet('no-such-set', 'en-de', path=ARGS.data)
        with self.assertRaises((ValueError, FileNotFoundError)):
            data.EvalSet('wmt21.news', 'en-de', path=os.path.join(ARGS.data, 'missing'))
        python_mtme_cases.register(meta_info)
        evs = data.EvalSet('wmt21.news', 'en-de', path=ARGS.data)
        self.assertEqual(evs.metric_names, set())
        with self.assertRaisesRegex(ValueError, 'sys-level scores, expected 1'):
            evs.AddMetric('short', {'refC'}, 'sys', {s: [1.0, 2.0] for s in evs.sys_names})
        with self.assertRaisesRegex(ValueError, 'reference'):
            evs.AddMetric('m', {'refZ'}, 'sys', {s: [1.0] for s in evs.sys_names})
        some = {s: [0.5] for s in sorted(evs.sys_names)[:2]}
        with self.assertRaises(ValueError):
            evs.AddMetric('m', {'refC'}, 'sys', some)
        evs.AddMetric('m', {'refC'}, 'sys', some, repair=True)
        self.assertEqual(evs.Scores('sys', 'm-refC')[sorted(evs.sys_names - {'refC'})[-1]], [0.0])
        with self.assertRaisesRegex(ValueError, 'Duplicate'):
            evs.AddMetric('m', {'refC'}, 'sys', some, repair=True)
        with self.assertRaisesRegex(ValueError, 'averaging'):
            stats.Correlation(1, [1.0, 2.0], [1.0, 3.0]).Pearson('rows')
        with self.assertRaisesRegex(ValueError, 'unsupported correlation'):
            data.CompareMetrics({'a': stats.Correlation(1, [1.0, 2.0], [1.0, 3.0])}, len, 'none', 0)
        with self.assertRaisesRegex(ValueError, 'corr_fcn'):
            tasks.Task('wmt21.news', 'en-de', corr_fcn='tau')

    def test_score_table(self):
        """Tests take two Correlations' ScoreTables (libmeteor's one score model): same gold, same shape."""
        c1 = stats.Correlation(2, [1.0, None, 3.0, 4.0, 2.0, 0.5], [0.1, 0.2, 0.3, 0.5, 0.1, 0.2])
        c2 = stats.Correlation(2, [1.0, None, 3.0, 4.0, 2.0, 0.5], [0.3, 0.1, 0.2, 0.4, 0.2, 0.1])
        t = c1._score_table()
        self.assertEqual((t.systems, t.items), (2, 3))
        self.assertTrue(np.isnan(t.gold[1]))
        with self.assertRaises(ValueError):
            t.gold[0] = 2.0  # read-only views of the table
        p, _, k_used, _ = stats.PermutationSigDiff(c1, c2, 'pearson', 'none', 20)
        self.assertEqual(k_used, 20)
        self.assertTrue(0 <= p <= 1)
        other = stats.Correlation(2, [1.0, 2.0, 3.0, 4.0, 2.0, 0.5], c2.metric_scores)
        with self.assertRaisesRegex(ValueError, "gold scores for correlations don't match"):
            stats.PermutationSigDiff(c1, other, 'pearson', 'none', 20)
        with self.assertRaisesRegex(ValueError, "gold scores for correlations don't match"):
            stats.PairwisePermutationSigDiff(c1, other, 'acc23', 'none', 20)
        with self.assertRaisesRegex(ValueError, "gold scores for correlations don't match"):
            stats.WilliamsSigDiff(c1, other, scipy.stats.pearsonr)
        with self.assertRaisesRegex(ValueError, 'finite'):
            stats.PermutationSigDiff(c1, stats.Correlation(2, c1.gold_scores, [0.1, math.nan, 0.3, 0.5, 0.1, 0.2]),
                                     'pearson', 'none', 20)

    def test_any_correlation_function(self):
        """A function libmeteor does not know is averaged in Python, as MTME does."""
        c = stats.Correlation(2, [1.0, None, 3.0, 4.0, 2.0, 0.5], [0.1, 0.2, 0.3, 0.5, 0.1, 0.2])

        def negative_pearson(g, m):
            r, p = scipy.stats.pearsonr(g, m)
            return -r, p

        ours = stats.AverageCorrelation(negative_pearson, 2, 'sys')(c.gold_scores, c.metric_scores)
        native = c.Pearson('sys')
        self.assertAlmostEqual(ours[0], -native[0], places=12)
        self.assertEqual(ours[2], native[2])

    def test_draws(self):
        """Every test's draws are kept, MTME's way: rows (corr m1, corr m2), k_used of them."""
        python_mtme_cases.register(meta_info)
        evs = data.EvalSet('wmt21.news', 'zh-en', True, path=ARGS.data)
        corrs = data.GetCorrelations(evs, 'seg', {'refA'}, set(), False, False, 'std', True)
        psd = stats.PermutationSigDiffParams(block_size=50)
        ranks, matrix, index, draws = data.CompareMetrics(corrs, scipy.stats.pearsonr, 'item', 200, psd)
        names = list(ranks)
        self.assertEqual(index.shape, (3, 3))
        for i in range(3):
            for j in range(i + 1, 3):
                d = draws[index[i, j]:index[j, i]]
                self.assertIn(len(d), (50, 100, 150, 200))
                one = stats.PermutationSigDiff(corrs[names[j]], corrs[names[i]], scipy.stats.pearsonr, 'item', 200,
                                               psd)
                self.assertEqual(d.shape[1], 2)
                result = tasks.TaskResults(None, (ranks, matrix, index, draws))
                self.assertEqual(result.Draws(i, j).tolist(), d.tolist())
                self.assertEqual(result.Draws(j, i).tolist(), d[:, [1, 0]].tolist())
                self.assertEqual(len(one[3]), one[2])
                # p: the share of draws at least as far apart as the observed difference.
                self.assertAlmostEqual(one[0], np.mean([c2 - c1 >= one[1] for c2, c1 in one[3]]), places=12)
        result = tasks.TaskResults(None, (ranks, matrix, index, draws))
        with tempfile.TemporaryDirectory() as tmp:
            result.Save(os.path.join(tmp, 'r'))
            self.assertEqual(tasks.TaskResults().Load(os.path.join(tmp, 'r')), result)
            # The .json and .npz replace those there together or not at all: where the .npz cannot be
            # written (a folder has its name), OSError names it and the .json is not written either.
            os.mkdir(os.path.join(tmp, 'q.npz'))
            with self.assertRaisesRegex(OSError, 'q.npz: cannot write'):
                result.Save(os.path.join(tmp, 'q'))
            self.assertEqual(sorted(os.listdir(tmp)), ['q.npz', 'r.json', 'r.npz'])
        # AverageCorrMatrix of one task: its own test's draws.
        avg, avg_matrix = tasks.TaskSetResults([result]).AverageCorrMatrix()
        self.assertEqual(list(avg), names)

    def test_download(self):
        """data.Download unpacks MTME's archive (here a local .tgz of the test data) atomically into a root."""
        import tarfile
        python_mtme_cases.register(meta_info)
        with tempfile.TemporaryDirectory() as tmp:
            tgz = os.path.join(tmp, 'mt-metrics-eval-v2.tgz')
            with tarfile.open(tgz, 'w:gz') as tar:
                tar.add(os.path.join(ARGS.data, 'wmt21.news'), arcname='mt-metrics-eval-v2/wmt21.news')
            root = data.Download(tgz, os.path.join(tmp, 'root'))
            evs = data.EvalSet('wmt21.news', 'zh-en', path=root)
            self.assertEqual(evs.src, data.EvalSet('wmt21.news', 'zh-en', path=ARGS.data).src)
            with self.assertRaisesRegex(ValueError, 'not empty'):
                data.Download(tgz, root)
            with self.assertRaises(FileNotFoundError):
                data.Download(os.path.join(tmp, 'missing.tgz'), os.path.join(tmp, 'other'))

    def test_ratings(self):
        """read_stored_ratings reads SRC-TGT.NAME.seg.rating files (through meteor._mtme_data)."""
        python_mtme_cases.register(meta_info)
        with tempfile.TemporaryDirectory() as tmp:
            root = os.path.join(tmp, 'root')
            shutil.copytree(ARGS.data, root)
            evs = data.EvalSet('wmt21.news', 'zh-en', path=root, read_stored_ratings=True)
            self.assertEqual((evs.rating_names, evs.human_rating_names), (set(), set()))
            error = {'start': 0, 'end': 2, 'category': 'Fluency', 'severity': 'Minor'}
            with open(os.path.join(root, 'wmt21.news', 'human-scores', 'zh-en.mqm.merged.seg.rating'), 'w') as f:
                for s in sorted(evs.sys_names):
                    for i in range(len(evs.src)):
                        rated = s == 'NiuTrans' and i == 1
                        f.write(f'{s}\t{json.dumps({"errors": [error]})}\trater7\n' if rated else f'{s}\tNone\n')
            evs = data.EvalSet('wmt21.news', 'zh-en', path=root, read_stored_ratings=True)
        self.assertEqual(evs.rating_names, {'mqm.merged'})
        self.assertIsNone(evs.Ratings('mqm.nothing'))
        self.assertEqual(evs.Ratings('mqm.merged')['NiuTrans'][0], None)
        self.assertEqual(evs.Ratings('mqm.merged')['NiuTrans'][1].errors[0].severity, 'Minor')
        self.assertEqual(evs.Ratings('mqm.merged')['NiuTrans'][1],
                         ratings.Rating([ratings.Error(0, 2, 'Fluency', 'Minor')]))
        self.assertEqual(evs.RaterIdsPerSeg('mqm.merged')['NiuTrans'][:2], [None, 'rater7'])

    def test_save_load(self):
        r = tasks.TaskResults()
        r.name, r.pval = 'test_set=x lang=en-de', 0.05
        r.corr_ranks = {'a': [0.5, 1], 'b': [0.25, 2]}
        r.matrix = np.array([[0, 0.01], [0, 0]])
        with tempfile.TemporaryDirectory() as tmp:
            r.Save(os.path.join(tmp, 'r'))
            back = tasks.TaskResults().Load(os.path.join(tmp, 'r'))
        self.assertEqual(r, back)
        self.assertTrue(back.Sig('a', 'b'))

    def test_docstrings(self):
        for module in (data, stats, tasks, meta_info):
            self.assertTrue(module.__doc__)
            for name in getattr(module, '__all__', []):
                obj = getattr(module, name)
                if inspect.isclass(obj) or inspect.isfunction(obj):
                    self.assertTrue(obj.__doc__, f'{module.__name__}.{name}')


def main():
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument('--data', default=os.path.join(HERE, 'data', 'mtme'))
    ap.add_argument('--bin', required=True)
    ARGS, rest = ap.parse_known_args()
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)


if __name__ == '__main__':
    main()
