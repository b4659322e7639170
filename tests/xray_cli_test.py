#!/usr/bin/env python3
"""CLI test of meteor-xray on the example: meteor -writeAlignments for two
"systems" (the example hypotheses, and the references scored against
themselves), one report of both, and one-line errors.

Usage: xray_cli_test.py --bin BUILD/bin --example DIR [unittest options]
SPDX-License-Identifier: LGPL-2.1-or-later
"""

import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

ARGS = None

# Bad input: (meteor-xray arguments, what its one line on stderr must say).
ERRORS = [
    (["hyp-align.out", "short-align.out"], "short-align.out has 1 alignments, hyp-align.out has 10"),
    (["bad-align.out"], "bad-align.out:5: match outside the sentences"),
    (["missing-align.out"], "missing-align.out"),
    (["hyp-align.out", "-sort", "best"], "-sort: 'best'"),
    (["hyp-align.out", "-l", "a,b"], "-l: 2 labels for 1 files"),
]


class XrayTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.bin = os.path.abspath(ARGS.bin)
        cls.work = tempfile.mkdtemp(prefix="meteor-xray-")
        hyp = os.path.abspath(f"{ARGS.example}/hyp.en")
        ref = os.path.abspath(f"{ARGS.example}/ref.en")
        for test, prefix in ((hyp, "hyp"), (ref, "ref")):
            p = cls.run_tool("meteor", [test, ref, "-l", "en", "-norm", "-m", "exact stem synonym", "-writeAlignments", "-f", prefix])
            if p.returncode != 0:
                raise RuntimeError(f"meteor -writeAlignments failed: {p.stderr}")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.work, ignore_errors=True)

    @classmethod
    def run_tool(cls, tool, args):
        return subprocess.run([f"{cls.bin}/{tool}", *args], cwd=cls.work, capture_output=True, text=True)

    def xray(self, args, expect=0):
        p = self.run_tool("meteor-xray", args)
        self.assertEqual(p.returncode, expect, p.stderr)
        return p

    def read(self, name):
        with open(os.path.join(self.work, name), encoding="utf-8") as f:
            return f.read()

    def test_report_of_two_systems(self):
        p = self.xray(["hyp-align.out", "ref-align.out", "-l", "Hyp,Ref & co", "-o", "r.html"])
        self.assertIn("wrote r.html (2 systems, 10 segments)", p.stderr)
        html = self.read("r.html")
        for bad in ("<script", "src=", "href=", "url(", "@import", "http://", "https://"):
            with self.subTest(self_contained=bad):
                self.assertNotIn(bad, html)
        self.assertEqual(html.count('class="grid"'), 20, "alignment grids: 10 segments x 2 systems")
        self.assertEqual(html.count('class="chart"'), 8, "histograms")
        self.assertIn("Ref &amp; co", html, "labels are escaped")
        self.assertNotIn("Ref & co", html, "labels are escaped")
        # The references against themselves: every segment scores 1 (bin 0.9-1.0 holds all 10).
        self.assertRegex(html, r"Ref &amp; co, 0\.9\u20131\.0: 10 segments")

    def test_worst_three(self):
        self.xray(["hyp-align.out", "-x", "3", "-sort", "worst", "-o", "one.html"])
        one = self.read("one.html")
        self.assertEqual(one.count('class="grid"'), 3)
        self.assertIn("3 of 10 segments, worst score first", one)

    def test_errors_are_one_line_and_exit_1(self):
        with open(f"{self.work}/short-align.out", "w") as f:
            f.write(self.read("hyp-align.out").split("\n\n")[0] + "\n")
        with open(f"{self.work}/bad-align.out", "w") as f:
            f.write("Alignment\t1\t1.0\t1.0\t0.0\t1.0\na b\na b\nLine2Start:Length\n0:5\t0:1\t0\t1.0\n")
        for args, message in ERRORS:
            with self.subTest(args=" ".join(args)):
                p = self.xray([*args, "-o", "x.html"], expect=1)
                lines = p.stderr.strip().splitlines()
                self.assertEqual(len(lines), 1, p.stderr)
                self.assertIn(message, lines[0])


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--example", required=True)
    ARGS, rest = ap.parse_known_args()
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)
