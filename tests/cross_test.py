#!/usr/bin/env python3
"""A cross build's tools (aarch64, run under qemu) against this machine's
x86-64 build: README's example gives 0.39787222361564334, and meteor
-threads 2 on the committed WMT21 subset (tests/data/mtme: every system of
en-de and zh-en against refA, segment scores and -ssOut statistics) writes
byte for byte what the x86-64 build's meteor writes (both with the data
of $METEOR_DATA and the tests' stand-in paraphrase tables,
tests/stand_in_tables.py); meteor-metaeval at
full precision (--digits -1) on the subset's metric files (every case of
tests/data/mtme/goldens/correlations.tsv: correlations and their p-values)
and its --matrix cases at --k 0 (rankings, Williams' p-values) writes what
the x86-64 build's writes.

Usage: cross_test.py --bin BUILD-aarch64/bin --host-bin BUILD/bin
SPDX-License-Identifier: LGPL-2.1-or-later
"""
import argparse
import os
import subprocess
import sys
import unittest

import stand_in_tables

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MTME = os.path.join(ROOT, 'tests', 'data', 'mtme')
WMT = os.path.join(MTME, 'wmt21.news')
ARGS = None


def meteor(bin_dir, *args):
    r = subprocess.run([os.path.join(bin_dir, 'meteor'), *args], capture_output=True, cwd=ROOT)
    if r.returncode != 0:
        raise AssertionError('%s meteor %s: exit %d\n%s' % (bin_dir, ' '.join(args), r.returncode, r.stderr.decode()))
    return r.stdout


def metaeval(bin_dir, args):
    cmd = [os.path.join(bin_dir, 'meteor-metaeval'), '--root', MTME] + args
    r = subprocess.run(cmd, capture_output=True)
    if r.returncode != 0:
        raise AssertionError('%s: exit %d\n%s' % (' '.join(cmd), r.returncode, r.stderr.decode()))
    return r.stdout


def std_ref(args):
    return args + (['--std_ref', 'refA'] if any('zh-en' in a for a in args) else [])


class Cross(unittest.TestCase):
    def test_readme_example(self):
        out = meteor(ARGS.bin, 'example/hyp.en', 'example/ref.en', '-l', 'en', '-norm', '-m', 'exact stem synonym', '-q')
        self.assertEqual(out.decode().splitlines()[-1], '0.39787222361564334')

    def test_wmt21_threads_2_equal_x86(self):
        pairs = []
        for lp, lang in (('en-de', 'de'), ('zh-en', 'en')):
            ref = os.path.join(WMT, 'references', lp + '.refA.txt')
            folder = os.path.join(WMT, 'system-outputs', lp)
            for name in sorted(os.listdir(folder)):
                if not name.startswith('ref'):
                    pairs.append((os.path.join(folder, name), ref, lang))
        self.assertGreaterEqual(len(pairs), 10)
        for hyp, ref, lang in pairs:
            for extra in ((), ('-ssOut',)):
                with self.subTest(hyp=os.path.relpath(hyp, WMT), extra=extra):
                    args = (hyp, ref, '-l', lang, '-norm', '-threads', '2', *extra)
                    arm = meteor(ARGS.bin, *args)
                    self.assertIn(b'Final score:' if not extra else b' ', arm)
                    self.assertEqual(arm, meteor(ARGS.host_bin, *args))

    def test_metaeval_correlations_equal_x86(self):
        n = 0
        with open(os.path.join(MTME, 'goldens', 'correlations.tsv')) as f:
            for line in f:
                if line.startswith('#'):
                    continue
                lp, metric, args = line.split('\t')[:3]
                path = os.path.join(WMT, 'metric-scores', lp, metric)
                full = std_ref(args.split()) + ['--digits', '-1', '-i', path]
                with self.subTest(metric=metric, args=args):
                    self.assertEqual(metaeval(ARGS.bin, full), metaeval(ARGS.host_bin, full))
                n += 1
        self.assertGreater(n, 90)

    def test_metaeval_matrix_equal_x86(self):
        folder = os.path.join(MTME, 'goldens', 'matrix')
        names = sorted(n[:-5] for n in os.listdir(folder) if n.endswith('.args'))
        self.assertGreaterEqual(len(names), 10)
        for name in names:
            with open(os.path.join(folder, name + '.args')) as f:
                args = [a.replace('ROOT/', MTME + '/') for a in f.read().splitlines()]
            if '--k' in args and args[args.index('--k') + 1] != '0':
                continue  # permutation draws: the same generator, but a long run under qemu
            with self.subTest(name=name):
                self.assertEqual(metaeval(ARGS.bin, std_ref(args)), metaeval(ARGS.host_bin, std_ref(args)))


if __name__ == '__main__':
    p = argparse.ArgumentParser()
    p.add_argument('--bin', required=True)
    p.add_argument('--host-bin', required=True)
    ARGS, rest = p.parse_known_args()
    with stand_in_tables.environment():
        ok = unittest.main(argv=[sys.argv[0], *rest], exit=False).result.wasSuccessful()
    sys.exit(0 if ok else 1)
