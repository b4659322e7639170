#!/usr/bin/env python3
"""CLI test of meteor-xray on the example: meteor -writeAlignments for two
"systems" (the example hypotheses, and the references scored against
themselves), one report of both, and one-line errors.

Usage: xray_cli_test.py --bin BUILD/bin --example DIR
SPDX-License-Identifier: LGPL-2.1-or-later
"""

import argparse
import os
import re
import subprocess
import sys
import tempfile

failures = []


def fail(msg):
    failures.append(msg)
    print("FAIL:", msg)


def run(cmd, cwd, expect=0):
    p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)
    if p.returncode != expect:
        fail(f"{' '.join(cmd)}: exit {p.returncode}, expected {expect}: {p.stderr.strip()}")
    return p


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bin", required=True)
    ap.add_argument("--example", required=True)
    a = ap.parse_args()
    b = os.path.abspath(a.bin)
    hyp = os.path.abspath(f"{a.example}/hyp.en")
    ref = os.path.abspath(f"{a.example}/ref.en")
    with tempfile.TemporaryDirectory() as w:
        run([f"{b}/meteor", hyp, ref, "-l", "en", "-norm", "-writeAlignments", "-f", "hyp"], w)
        run([f"{b}/meteor", ref, ref, "-l", "en", "-norm", "-writeAlignments", "-f", "ref"], w)
        p = run([f"{b}/meteor-xray", "hyp-align.out", "ref-align.out", "-l", "Hyp,Ref & co", "-o", "r.html"], w)
        if "wrote r.html (2 systems, 10 segments)" not in p.stderr:
            fail(f"meteor-xray: unexpected message {p.stderr!r}")
        with open(f"{w}/r.html", encoding="utf-8") as f:
            html = f.read()
        for bad in ("<script", "src=", "href=", "url(", "@import", "http://", "https://"):
            if bad in html:
                fail(f"the report is not self-contained: it has {bad!r}")
        grids = html.count('class="grid"')
        if grids != 20:
            fail(f"{grids} alignment grids, expected 20 (10 segments x 2 systems)")
        if html.count('class="chart"') != 8:
            fail("expected 8 histograms")
        if "Ref &amp; co" not in html or "Ref & co" in html:
            fail("labels are not escaped")
        # The references against themselves: every segment scores 1 (bin 0.9-1.0 holds all 10).
        if not re.search(r"Ref &amp; co, 0\.9\u20131\.0: 10 segments", html):
            fail("the Ref histogram does not hold 10 segments in 0.9-1.0")
        run([f"{b}/meteor-xray", "hyp-align.out", "-x", "3", "-sort", "worst", "-o", "one.html"], w)
        with open(f"{w}/one.html", encoding="utf-8") as f:
            one = f.read()
        if one.count('class="grid"') != 3 or "3 of 10 segments, worst score first" not in one:
            fail("-x 3 -sort worst: expected 3 grids, worst first")

        # Errors: one line on stderr, exit status 1.
        with open(f"{w}/short-align.out", "w") as f:
            with open(f"{w}/hyp-align.out") as src:
                f.write(src.read().split("\n\n")[0] + "\n")
        with open(f"{w}/bad-align.out", "w") as f:
            f.write("Alignment\t1\t1.0\t1.0\t0.0\t1.0\na b\na b\nLine2Start:Length\n0:5\t0:1\t0\t1.0\n")
        for args, message in [
            (["hyp-align.out", "short-align.out"], "short-align.out has 1 alignments, hyp-align.out has 10"),
            (["bad-align.out"], "bad-align.out:5: match outside the sentences"),
            (["missing-align.out"], "missing-align.out"),
            (["hyp-align.out", "-sort", "best"], "-sort: 'best'"),
            (["hyp-align.out", "-l", "a,b"], "-l: 2 labels for 1 files"),
        ]:
            p = run([f"{b}/meteor-xray", *args, "-o", "x.html"], w, expect=1)
            lines = p.stderr.strip().splitlines()
            if len(lines) != 1 or message not in lines[0]:
                fail(f"meteor-xray {' '.join(args)}: expected one line with {message!r}, got {p.stderr!r}")
    if failures:
        print(f"{len(failures)} failure(s)")
        return 1
    print("ok")
    return 0


if __name__ == "__main__":
    sys.exit(main())
