#!/usr/bin/env python3
"""meteor-metaeval's MTME command line on the committed WMT21 subset
(tests/data/mtme, see its README) against figures MTME itself produced on
the same files (tests/data/mtme/goldens):

- correlations.tsv: for each metric file and flags, the line MTME's CLI
  printed (compared byte for byte with ours) and MTME's full-precision
  Pearson, Spearman, Kendall (with p-values) and Kendall-like (compared
  within 1e-12 relative, with --digits -1); domain-level rows come from
  MTME's API (its CLI does not detect domain files);
- cli/*.out: --list details, --echo, --echosys, --scores outputs.
- bad input: one-line errors naming file and line, exit status 1.
- task sets (goldens/tasks, made by make-task-goldens running MTME's
  tasks.py on tasks/*.json): at k = 0 every task's correlations and ranks,
  the weights, average correlations and ranks within 1e-12 relative and the
  text, TSV and LaTeX tables byte for byte; PCE (a Monte Carlo figure in
  both) within 0.05; at k = 200 every p-value within 5 standard errors.

zh-en runs with --std_ref refA: the public data has no refB text (MTME's
goldens were made with the same override, see the README).

Usage: mtme_cli_test.py --bin BUILD/bin [--data tests/data/mtme]
SPDX-License-Identifier: LGPL-2.1-or-later
"""
import argparse
import json
import math
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

HERE = os.path.dirname(os.path.abspath(__file__))
ARGS = None


def tool(args, stdin=None, root=None, expect=0):
    cmd = [os.path.join(ARGS.bin, 'meteor-metaeval'), '--root', root or ARGS.data] + args
    p = subprocess.run(cmd, input=stdin, capture_output=True, text=True)
    if p.returncode != expect:
        raise AssertionError(f'{" ".join(cmd)}: exit {p.returncode}, expected {expect}: {p.stderr.strip()}')
    return p


def lp_flags(args):
    return args + (['--std_ref', 'refA'] if any('zh-en' in a for a in args) else [])


def close(a, b, rel=1e-12):
    if math.isnan(a) or math.isnan(b):
        return math.isnan(a) and math.isnan(b)
    return a == b or abs(a - b) <= rel * max(abs(a), abs(b))


class Correlations(unittest.TestCase):
    def cases(self):
        with open(os.path.join(ARGS.data, 'goldens', 'correlations.tsv')) as f:
            for line in f:
                if line.startswith('#'):
                    continue
                lp, metric, args, mtme_line, full = line.rstrip('\n').split('\t')
                yield lp, metric, args.split(), mtme_line, full.split()

    def test_against_mtme(self):
        n = 0
        for lp, metric, args, mtme_line, full in self.cases():
            path = os.path.join(ARGS.data, 'wmt21.news', 'metric-scores', lp, metric)
            with open(path) as f:
                text = f.read()
            with self.subTest(metric=metric, args=' '.join(args)):
                if mtme_line != '(API)':
                    got = tool(lp_flags(args), stdin=text).stdout.strip()
                    self.assertEqual(got, mtme_line)
                got = tool(lp_flags(args) + ['--digits', '-1', '-i', path]).stdout.strip()
                fields = got.split(': ', 1)[1]
                # "scoring 5/6 systems, gold=mqm, comparing ... 5x116 matrices (200 None vals): Pearson=a,pb ..."
                head, stats = fields.split('): ', 1)
                dims = head.split(' matrices (')[0].split()[-1]
                none = head.split(' matrices (')[1].split()[0]
                values = []
                for item in stats.split():
                    value = item.split('=', 1)[1]
                    values.extend(float(v.lstrip('p')) for v in value.split(','))
                want = [float(x) for x in full[:7]]
                for name, a, b in zip(['pearson', 'p', 'spearman', 'p', 'kendall', 'p', 'kendall-like'], values, want):
                    self.assertTrue(close(a, b), f'{name}: ours {a!r}, MTME {b!r}')
                self.assertEqual(dims, f'{full[7]}x{full[8]}')
                self.assertEqual(none, full[9])
                n += 1
        self.assertGreater(n, 90)


class Significance(unittest.TestCase):
    """-c and --matrix against MTME's CLI (goldens/matrix): everything
    deterministic byte for byte (correlation lines, Williams p, --k 0
    rankings, task-name lines); PERM-BOTH p-values (our generator, not
    numpy's) within 5 standard errors of MTME's estimate plus 0.01."""

    def run_case(self, name):
        d = os.path.join(ARGS.data, 'goldens', 'matrix')
        with open(os.path.join(d, name + '.args')) as f:
            args = [a.replace('ROOT/', ARGS.data + '/') for a in f.read().splitlines()]
        with open(os.path.join(d, name + '.out')) as f:
            want = f.read()
        return tool(lp_flags(args)).stdout, want, args

    def test_rankings_without_tests(self):
        for name in ['matrix-sys-pearson', 'matrix-seg-tiesopt-item', 'matrix-seg-kendall-zh-en',
                     'matrix-accuracy-pooled', 'matrix-seg-spearman-sys', 'matrix-human-refA', 'matrix-domain-news',
                     'matrix-added-primary', 'matrix-added-all']:
            with self.subTest(name=name):
                got, want, _ = self.run_case(name)
                self.assertEqual(got, want)

    def test_matrix_save(self):
        import json
        tmp = tempfile.mkdtemp()
        try:
            tool(['-t', 'wmt21.news', '-l', 'en-de', '--matrix', '--k', '0', '--primary_metrics',
                  'meteor,meteor.exact,meteor.li', '--matrix_save', os.path.join(tmp, 'm')])
            with open(os.path.join(tmp, 'm.json')) as f:
                got = json.load(f)
        finally:
            shutil.rmtree(tmp)
        with open(os.path.join(ARGS.data, 'goldens', 'matrix', 'matrix-save-k0.json')) as f:
            want = json.load(f)
        self.assertEqual(got[:2], want[:2])
        self.assertEqual(list(got[2]), list(want[2]))
        for name in want[2]:
            self.assertTrue(close(got[2][name][0], want[2][name][0]))
            self.assertEqual(got[2][name][1], want[2][name][1])
        self.assertEqual(got[3], want[3])

    def test_ranking_with_tests(self):
        got, want, _ = self.run_case('matrix-seg-perm')
        g, w = got.splitlines(), want.splitlines()
        self.assertEqual(g[0], w[0])
        # names and correlations (columns before the flags) as MTME's
        self.assertEqual([l.split()[0::2][:2] for l in g[1:]], [l.split()[0::2][:2] for l in w[1:]])

    def test_compare(self):
        for name, k in [('compare-sys', 1000), ('compare-seg-zh-en', 1000)]:
            with self.subTest(name=name):
                got, want, _ = self.run_case(name)
                g, w = got.splitlines(), want.splitlines()
                self.assertEqual(g[:2], w[:2])
                for a, b in zip(g[2].split(), w[2].split()):
                    head_a, fields_a = a.split(':', 1)
                    head_b, fields_b = b.split(':', 1)
                    self.assertEqual(head_a, head_b)
                    fa, fb = fields_a.split(','), fields_b.split(',')
                    self.assertEqual(fa[:2], fb[:2])  # which is better, Williams p
                    pa, pb = float(fa[2].split('=')[1]), float(fb[2].split('=')[1])
                    tol = 5 * math.sqrt(pb * (1 - pb) / k) + 0.01
                    self.assertLessEqual(abs(pa - pb), tol, f'{head_a}: PERM p {pa} vs MTME {pb}')


class Outputs(unittest.TestCase):
    def golden(self, name):
        with open(os.path.join(ARGS.data, 'goldens', 'cli', name + '.args')) as f:
            args = f.read().split()
        with open(os.path.join(ARGS.data, 'goldens', 'cli', name + '.out')) as f:
            want = f.read()
        return lp_flags(args), want

    def test_echo_and_scores(self):
        for name in ['echo-zh-en', 'echo-en-de', 'scores-zh-en', 'scores-en-de']:
            with self.subTest(name=name):
                args, want = self.golden(name)
                self.assertEqual(tool(args).stdout, want)

    def test_echosys(self):
        # MTME writes systems in its file system's glob order, ours sorted.
        for name in ['echosys-zh-en', 'echosys-en-de']:
            with self.subTest(name=name):
                args, want = self.golden(name)
                got = tool(args).stdout
                self.assertEqual(sorted(got.splitlines()), sorted(want.splitlines()))
                names = [l.split('\t')[0] for l in got.splitlines()]
                self.assertEqual(names, sorted(names))

    def test_list_details(self):
        # Name lists are Python sets in MTME (any order); ours are sorted.
        def canon(line):
            out = []
            for part in line.split('{'):
                if '}' in part:
                    names, rest = part.split('}', 1)
                    out.append(','.join(sorted(names.split(','))) + '}' + rest)
                else:
                    out.append(part)
            return '{'.join(out)
        for name in ['list-zh-en', 'list-en-de']:
            with self.subTest(name=name):
                args, want = self.golden(name)
                got = tool(args).stdout
                self.assertEqual(canon(got), canon(want))
                self.assertEqual(got, canon(got))

    def test_list_sets_and_pairs(self):
        # Ours lists what the root holds (MTME lists its built-in table).
        self.assertEqual(tool(['--list']).stdout, 'test-sets: wmt21.news\n')
        self.assertEqual(tool(['--list', '-t', 'wmt21.news']).stdout, 'language pairs for wmt21.news: en-de zh-en\n')

    def test_root_from_environment(self):
        cmd = [os.path.join(ARGS.bin, 'meteor-metaeval'), '--list']
        env = dict(os.environ, MTME_DATA=ARGS.data)
        p = subprocess.run(cmd, capture_output=True, text=True, env=env)
        self.assertEqual(p.stdout, 'test-sets: wmt21.news\n')
        env = dict(os.environ, HOME='/nonexistent-home')
        env.pop('MTME_DATA', None)
        p = subprocess.run(cmd, capture_output=True, text=True, env=env)
        self.assertEqual(p.returncode, 1)
        self.assertIn('/nonexistent-home/.mt-metrics-eval/mt-metrics-eval-v2', p.stderr)


class BadInput(unittest.TestCase):
    def setUp(self):
        self.tmp = tempfile.mkdtemp()
        self.metric = os.path.join(ARGS.data, 'wmt21.news', 'metric-scores', 'en-de', 'meteor-refA.seg.score')
        with open(self.metric) as f:
            self.lines = f.read().splitlines()

    def tearDown(self):
        shutil.rmtree(self.tmp)

    def error(self, lines, expect_in):
        path = os.path.join(self.tmp, 'm.score')
        with open(path, 'w') as f:
            f.write('\n'.join(lines) + '\n')
        p = tool(['-t', 'wmt21.news', '-l', 'en-de', '-i', path], expect=1)
        self.assertEqual(len(p.stderr.splitlines()), 1, p.stderr)
        self.assertIn(expect_in.replace('PATH', path), p.stderr)

    def test_output_never_loses_data(self):
        """-o: a failed write is an error (exit 1, one line), and an output that is the input (by path,
        symbolic link or hard link) is refused with the input left as it was (util/output_file.hh)."""
        p = tool(['-t', 'wmt21.news', '-l', 'en-de', '-i', self.metric, '-o', '/dev/full'], expect=1)
        self.assertEqual(p.stderr, 'meteor-metaeval: error: /dev/full: write failed: No space left on device\n')
        path = os.path.join(self.tmp, 'm.score')
        shutil.copy(self.metric, path)
        os.symlink(path, os.path.join(self.tmp, 'link'))
        os.link(path, os.path.join(self.tmp, 'hard'))
        with open(path, 'rb') as f:
            before = f.read()
        for out in ('m.score', 'link', 'hard'):
            p = tool(['-t', 'wmt21.news', '-l', 'en-de', '-i', path, '-o', os.path.join(self.tmp, out)], expect=1)
            self.assertEqual(len(p.stderr.splitlines()), 1, p.stderr)
            self.assertIn('is also the input', p.stderr)
            with open(path, 'rb') as f:
                self.assertEqual(f.read(), before, out)
        out = os.path.join(self.tmp, 'out.txt')
        tool(['-t', 'wmt21.news', '-l', 'en-de', '-i', path, '-o', out])
        with open(out) as f:
            self.assertIn('wmt21.news en-de', f.read())
        self.assertEqual(sorted(os.listdir(self.tmp)), ['hard', 'link', 'm.score', 'out.txt'])  # no temporary file

    def test_meteor_cpu(self):
        """METEOR_CPU (util/cpu.hh): an unknown level is one line naming it, exit 1, before any work; the
        portable kernels give the same bytes as the CPU's own."""
        args = [os.path.join(ARGS.bin, 'meteor-metaeval'), '--root', ARGS.data, '-t', 'wmt21.news', '-l', 'en-de',
                '--matrix', '--matrix_level', 'seg', '--k', '50', '--primary_metrics', 'meteor,meteor.exact,meteor.li']
        env = dict(os.environ)
        env['METEOR_CPU'] = 'avx1024'
        p = subprocess.run(args, capture_output=True, text=True, env=env)
        self.assertEqual(p.returncode, 1)
        self.assertEqual(p.stderr, "meteor-metaeval: error: METEOR_CPU: unknown level 'avx1024' "
                                   "(portable, avx2 or avx512)\n")
        self.assertEqual(p.stdout, '')
        for corr in ('pearson', 'kendall'):
            outputs = set()
            for level in ('portable', None):
                env = dict(os.environ)
                env.pop('METEOR_CPU', None)
                if level:
                    env['METEOR_CPU'] = level
                p = subprocess.run(args + ['--matrix_corr', corr], capture_output=True, text=True, env=env)
                self.assertEqual(p.returncode, 0, p.stderr)
                outputs.add(p.stdout)
            self.assertEqual(len(outputs), 1, corr)

    def test_non_finite(self):
        for bad in ['nan', 'NaN', 'inf', '-Infinity']:
            lines = list(self.lines)
            lines[2] = lines[2].split('\t')[0] + '\t' + bad
            self.error(lines, f"PATH:3: score '{bad}' is not finite")

    def test_blank_line(self):
        self.error(self.lines[:5] + [''] + self.lines[5:], 'PATH:6: blank line')

    def test_wrong_count_and_missing_system(self):
        self.error(self.lines[:-1], 'PATH: system ')
        self.error([l for l in self.lines if not l.startswith('UEdin\t')], 'PATH: missing metric scores for UEdin')
        self.error(self.lines[:3], "has 3 scores: not 1 (sys)")

    def test_python_numbers(self):
        # 1e-05, 5., 1_0 read as Python's float() reads them: same figures
        # as the decimal forms.
        sys_lines = ['Facebook-AI\t1e-05', 'Online-W\t5.', 'UEdin\t1_0', 'VolcTrans-GLAT\t0.5', 'eTranslation\t-2']
        plain = ['Facebook-AI\t0.00001', 'Online-W\t5.0', 'UEdin\t10', 'VolcTrans-GLAT\t.5', 'eTranslation\t-2.0']
        a = tool(['-t', 'wmt21.news', '-l', 'en-de', '--digits', '-1'], stdin='\n'.join(sys_lines) + '\n').stdout
        b = tool(['-t', 'wmt21.news', '-l', 'en-de', '--digits', '-1'], stdin='\n'.join(plain) + '\n').stdout
        self.assertEqual(a, b)

    def test_unknown_echo_and_gold(self):
        p = tool(['-t', 'wmt21.news', '-l', 'en-de', '--echo', 'src,refZ'], expect=1)
        self.assertIn('unknown text type for --echo: refZ', p.stderr)
        p = tool(['-t', 'wmt21.news', '-l', 'en-de', '-g', 'wmt-z', '-i', self.metric], expect=1)
        self.assertIn('no wmt-z scores at seg level', p.stderr)
        p = tool(['-t', 'wmt21.news', '-l', 'zh-en', '--list'], expect=1)
        self.assertIn('standard reference refB not among the references (give --std_ref)', p.stderr)


class MeteorWritesLevels(unittest.TestCase):
    """meteor -mtme on the subset's plaintext files writes the committed
    metric files again (documents/SRC-TGT.docs found from the layout), and
    a unit's score is the score of its summed statistics: the one domain
    of the subset spans every segment, so its score is the system score."""

    def test_rewrite(self):
        tmp = tempfile.mkdtemp()
        try:
            root = os.path.join(tmp, 'root')
            shutil.copytree(ARGS.data, root, ignore=shutil.ignore_patterns('goldens', 'metric-scores'))
            base = os.path.join(root, 'wmt21.news')
            out = os.path.join(base, 'metric-scores', 'en-de')
            systems = sorted(f[:-4] for f in os.listdir(os.path.join(base, 'system-outputs', 'en-de')))
            for s in systems:
                if s == 'refA':
                    continue
                p = subprocess.run([os.path.join(ARGS.bin, 'meteor'), os.path.join(base, 'system-outputs', 'en-de', s + '.txt'),
                                    os.path.join(base, 'references', 'en-de.refA.txt'), '-l', 'de', '-norm', '-q', '-allowNoParaphrase',
                                    '-mtme', out, '-mtmeName', 'meteor'], capture_output=True, text=True)
                self.assertEqual(p.returncode, 0, p.stderr)
            committed = os.path.join(ARGS.data, 'wmt21.news', 'metric-scores', 'en-de')
            for level in ['sys', 'domain', 'doc', 'seg']:
                name = f'meteor-refA.{level}.score'
                with open(os.path.join(out, name)) as f:
                    got = f.read()
                with open(os.path.join(committed, name)) as f:
                    self.assertEqual(got, f.read(), name)
            with open(os.path.join(out, 'meteor-refA.sys.score')) as f:
                sys_scores = [l.split('\t') for l in f.read().splitlines()]
            with open(os.path.join(out, 'meteor-refA.domain.score')) as f:
                dom_scores = [l.split('\t') for l in f.read().splitlines()]
            self.assertEqual([(s, x) for s, x in sys_scores], [(s, x) for d, s, x in dom_scores])
            with open(os.path.join(out, 'meteor-refA.doc.score')) as f:
                self.assertEqual(len(f.read().splitlines()), 4 * (len(systems) - 1))
        finally:
            shutil.rmtree(tmp)


class MakeScript(unittest.TestCase):
    """scripts/make-mtme-wmt21 on made-up checkouts of the two repositories:
    layout, MQM means per unit, pseudo-documents, names mapped, systems
    without output left out; the set loads in meteor-metaeval."""

    def test_small_build(self):
        tmp = tempfile.mkdtemp()
        try:
            sysrepo, mqm, out = (os.path.join(tmp, d) for d in ('systems', 'mqm', 'out'))
            txt = os.path.join(sysrepo, 'txt')
            for d in ('sources', 'references', 'system-outputs'):
                os.makedirs(os.path.join(txt, d))
            def w(path, lines):
                with open(path, 'w') as f:
                    f.write(''.join(l + '\n' for l in lines))
            w(f'{txt}/sources/newstest2021.zh-en.src.zh', ['s1', 's2', 's3', 's4'])
            w(f'{txt}/references/newstest2021.zh-en.ref.A.en', ['the cat sat', 'a dog', 'it rains', 'good day'])
            w(f'{txt}/system-outputs/newstest2021.zh-en.hyp.Sys-1.en', ['the cat sat', 'one dog', 'it rained', 'bad day'])
            w(f'{txt}/system-outputs/newstest2021.zh-en.hyp.Nemo2.en', ['a cat', 'a dog', 'rain', 'good day'])
            os.makedirs(f'{mqm}/newstest2021/zhen')
            rows = ['system mqm_avg_score seg_id']
            for name, scores in [('Sys-1', ['None', '-1.000000', '-2.000000', 'None']),
                                 ('Nemo2', ['None', '-0.500000', '-4.000000', 'None']),
                                 ('ref-A', ['None', '0.000000', '-1.000000', 'None']),
                                 ('metricsystem1', ['None', '-1', '-1', 'None'])]:
                rows += [f'{name}\t{x} {i + 1}' for i, x in enumerate(scores)]
            w(f'{mqm}/newstest2021/zhen/mqm_newstest2021_zhen.avg_seg_scores.tsv', rows)
            p = subprocess.run([sys.executable, os.path.join(HERE, '..', 'scripts', 'make-mtme-wmt21'),
                                '--systems', sysrepo, '--mqm', mqm, '--out', out, '--lps', 'zh-en',
                                '--meteor', os.path.join(ARGS.bin, 'meteor'), '--configs', 'meteor,meteor.exact'],
                               capture_output=True, text=True)
            self.assertEqual(p.returncode, 0, p.stderr)
            base = os.path.join(out, 'wmt21.news')
            with open(f'{base}/documents/zh-en.docs') as f:
                self.assertEqual(f.read(), 'news d0001\nnews d0002\nnews d0002\nnews d0003\n')
            with open(f'{base}/human-scores/zh-en.mqm.sys.score') as f:
                self.assertEqual(f.read(), 'Nemo2\t-2.25\nSys-1\t-1.5\nrefA\t-0.5\n')
            with open(f'{base}/human-scores/zh-en.mqm.doc.score') as f:
                self.assertEqual(f.read().splitlines()[:3], ['Nemo2\tNone', 'Nemo2\t-2.25', 'Nemo2\tNone'])
            self.assertEqual(sorted(os.listdir(f'{base}/system-outputs/zh-en')), ['Nemo2.txt', 'Sys-1.txt', 'refA.txt'])
            # The score files MTME reads, and beside them the signature of each
            # metric (docs/signature.md), which MTME does not read.
            self.assertEqual(sorted(os.listdir(f'{base}/metric-scores/zh-en')),
                             sorted([f'{m}-refA.{l}.score' for m in ('meteor', 'meteor.exact')
                                     for l in ('sys', 'domain', 'doc', 'seg')] +
                                    [f'{m}-refA.signature' for m in ('meteor', 'meteor.exact')]))
            got = tool(['--list', '-t', 'wmt21.news', '-l', 'zh-en', '--std_ref', 'refA'], root=out).stdout
            self.assertEqual(got, 'wmt21.news zh-en: 4 segs, 3 docs, 3 systems (includes 0 outliers + 1 human), '
                                  'outliers: {}, human: {refA}, refs: {refA}, gold-scores: {mqm}\n')
            tool(['-t', 'wmt21.news', '-l', 'zh-en', '--std_ref', 'refA', '--scores'], root=out)
        finally:
            shutil.rmtree(tmp)


class TaskSets(unittest.TestCase):
    def golden(self, name):
        with open(os.path.join(ARGS.data, 'goldens', 'tasks', name + '.json')) as f:
            return json.load(f)

    def run_set(self, name, extra=()):
        tmp = tempfile.mkdtemp()
        try:
            out = os.path.join(tmp, 'r.json')
            p = tool(['--task_set_file', os.path.join(ARGS.data, 'tasks', name + '.json'), '--task_set_json', out] +
                     list(extra))
            with open(out) as f:
                return p.stdout, json.load(f)
        finally:
            shutil.rmtree(tmp)

    def check_numbers(self, g, o, inexact=lambda name: False, tol=0.05):
        self.assertEqual(len(g['tasks']), len(o['tasks']))
        for gt, ot in zip(g['tasks'], o['tasks']):
            name, _, corr_ranks, _ = ot
            self.assertEqual(gt['name'], name)
            if inexact(name):
                for m, (c, r) in gt['corr_ranks'].items():
                    self.assertLessEqual(abs(c - corr_ranks[m][0]), tol, (name, m))
                continue
            self.assertEqual(list(gt['corr_ranks']), list(corr_ranks), name)
            for m, (c, r) in gt['corr_ranks'].items():
                self.assertTrue(close(c, corr_ranks[m][0]), (name, m, c, corr_ranks[m][0]))
                self.assertEqual(r, corr_ranks[m][1], (name, m))
        self.assertEqual(g['weights'], o['weights'])
        for key in ('average_corrs', 'average_ranks'):
            self.assertEqual(sorted(g[key]), sorted(o[key]))
            for m, v in g[key].items():
                if any(inexact(t['name']) for t in g['tasks']):
                    self.assertLessEqual(abs(v - o[key][m]), tol, (key, m))
                else:
                    self.assertTrue(close(v, o[key][m]), (key, m, v, o[key][m]))
            if not any(inexact(t['name']) for t in g['tasks']):
                self.assertEqual(list(g[key]), list(o[key]), key)

    def test_wmt23_shape_k0(self):
        g = self.golden('wmt23-shape')
        text, o = self.run_set('wmt23-shape')
        self.check_numbers(g, o)
        self.assertEqual(text, g['tables']['text'])
        for fmt in ('tsv', 'latex'):
            p = tool(['--task_set_file', os.path.join(ARGS.data, 'tasks', 'wmt23-shape.json'), '--table_format', fmt])
            self.assertEqual(p.stdout, g['tables'][fmt], fmt)

    def test_task_set_progress_on_a_terminal_only(self):
        # The tasks done, on stderr when it is a terminal (script gives one)
        # and the table goes to a file; nothing on stderr otherwise.
        if shutil.which('script') is None:
            self.skipTest('no script(1)')
        tasks = os.path.join(ARGS.data, 'tasks', 'wmt23-shape.json')
        out = os.path.join(tempfile.mkdtemp(), 'table.txt')
        cmd = ' '.join([os.path.join(ARGS.bin, 'meteor-metaeval'), '--root', ARGS.data, '--task_set_file', tasks,
                        '-o', out])
        p = subprocess.run(['script', '-qec', cmd, '/dev/null'], capture_output=True, text=True)
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
        self.assertRegex(p.stdout, r'\d+/\d+ tasks')
        self.assertTrue(os.path.getsize(out) > 0)
        p = tool(['--task_set_file', tasks, '-o', out])
        self.assertEqual(p.stderr, '')
        # --matrix: its pairwise tests done.
        matrix = ['-t', 'wmt21.news', '-l', 'en-de', '--matrix', '--matrix_level', 'seg', '--k', '50',
                  '--primary_metrics', 'meteor,meteor.exact,meteor.li', '-o', out]
        p = subprocess.run(['script', '-qec', ' '.join([os.path.join(ARGS.bin, 'meteor-metaeval'), '--root', ARGS.data]
                                                       + matrix), '/dev/null'], capture_output=True, text=True)
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
        self.assertRegex(p.stdout, r'(\d+)/\1 tests')
        self.assertEqual(tool(matrix).stderr, '')
        shutil.rmtree(os.path.dirname(out))

    def test_pce_shape_k0(self):
        # PCE's p-values come from 1000 permutations (MTME: numpy's, seed 4;
        # ours: our generator): its correlations agree within Monte Carlo error.
        g = self.golden('wmt24-shape')
        _, o = self.run_set('wmt24-shape')
        self.check_numbers(g, o, inexact=lambda name: 'corr_fcn=pce' in name)

    def test_wmt23_shape_k200_pvalues(self):
        g = self.golden('wmt23-shape-k200')
        _, o = self.run_set('wmt23-shape', ['--k', '200'])
        k = 100  # early stopping may end a test after 100 draws (block_size 100)

        def tol(p1, p2):
            p = (p1 + p2) / 2
            return 5 * math.sqrt(2 * p * (1 - p) / k) + 1.5 / k
        for gt, ot in zip(g['tasks'], o['tasks']):
            self.assertEqual(gt['name'], ot[0])
            n = len(gt['matrix'])
            for i in range(n):
                for j in range(i + 1, n):
                    # Same metric pair in both orders only when the orders agree.
                    if list(gt['corr_ranks']) != list(ot[2]):
                        continue
                    a, b = gt['matrix'][i][j], ot[3][i][j]
                    self.assertLessEqual(abs(a - b), tol(a, b), (ot[0], i, j))
        ga, oa = g['average_corr_matrix'], o['average_corr_matrix']
        self.assertEqual(list(ga['corr_ranks']), list(oa[2]))
        for i in range(len(ga['matrix'])):
            for j in range(i + 1, len(ga['matrix'])):
                a, b = ga['matrix'][i][j], oa[3][i][j]
                self.assertLessEqual(abs(a - b), tol(a, b), ('average', i, j))

    def test_preset(self):
        p = tool(['--task_set', 'wmt24_on_wmt23', '-t', 'wmt21.news', '-l', 'en-de',
                  '--primary_metrics', 'meteor,meteor.exact,meteor.li'])
        lines = p.stdout.splitlines()
        self.assertEqual(lines[0].split(), ['lang:', 'en-de', 'en-de'])
        self.assertEqual(lines[2].split(), ['corr_fcn:', 'pce', 'KendallWithTiesOpt'])
        self.assertEqual(len(lines), 8)

    def test_bad_task_sets(self):
        tmp = tempfile.mkdtemp()
        try:
            path = os.path.join(tmp, 'ts.json')
            with open(path, 'w') as f:
                f.write('{"tasks": [{"lang": "en-de",\n "levle": "seg"}]}')
            p = tool(['--task_set_file', path], expect=1)
            self.assertEqual(p.stderr.strip(), f"meteor-metaeval: error: {path}: unknown task attribute 'levle'")
            with open(path, 'w') as f:
                f.write('{"tasks": [\n{"lang": "en-de",]}')
            p = tool(['--task_set_file', path], expect=1)
            self.assertIn(f'{path}:2:', p.stderr)
            self.assertEqual(len(p.stderr.splitlines()), 1)
            p = tool(['--task_set', 'wmt99'], expect=1)
            self.assertIn("unknown task set 'wmt99'", p.stderr)
            p = tool(['--task_set', 'wmt23', '--table_format', 'html'], expect=1)
            self.assertIn("--table_format: 'html'", p.stderr)
        finally:
            shutil.rmtree(tmp)


def main():
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', required=True)
    ap.add_argument('--data', default=os.path.join(HERE, 'data', 'mtme'))
    ARGS, rest = ap.parse_known_args()
    ARGS.data = os.path.abspath(ARGS.data)
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=1)


if __name__ == '__main__':
    main()
