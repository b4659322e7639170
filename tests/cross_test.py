#!/usr/bin/env python3
"""A cross build's tools (aarch64, run under qemu) against this machine's
x86-64 build: README's example gives 0.39787222361564334, and meteor
-threads 2 on the committed WMT21 subset (tests/data/mtme: every system of
en-de and zh-en against refA, segment scores and -ssOut statistics) writes
byte for byte what the x86-64 build's meteor writes.

Usage: cross_test.py --bin BUILD-aarch64/bin --host-bin BUILD/bin
"""
import argparse
import os
import subprocess
import sys
import unittest

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
WMT = os.path.join(ROOT, 'tests', 'data', 'mtme', 'wmt21.news')
ARGS = None


def meteor(bin_dir, *args):
    r = subprocess.run([os.path.join(bin_dir, 'meteor'), *args], capture_output=True, cwd=ROOT)
    if r.returncode != 0:
        raise AssertionError('%s meteor %s: exit %d\n%s' % (bin_dir, ' '.join(args), r.returncode, r.stderr.decode()))
    return r.stdout


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


if __name__ == '__main__':
    p = argparse.ArgumentParser()
    p.add_argument('--bin', required=True)
    p.add_argument('--host-bin', required=True)
    ARGS, rest = p.parse_known_args()
    unittest.main(argv=[sys.argv[0], *rest])
