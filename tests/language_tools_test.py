#!/usr/bin/env python3
"""meteor-stem, meteor-filter-paraphrase and meteor-parex against the outputs
of Meteor 1.5's Stemmer, FilterParaphrase and Parex (and new_language.py) on
the small sets of tests/data/language-tools (goldens made by running the
Meteor 1.5 jar, `java -Dfile.encoding=UTF-8`, on the same inputs), the
Python functions behind them, and one-line errors.

Usage: language_tools_test.py --bin BUILD/bin --data tests/data/language-tools
                              [--python BUILD/python] [unittest options]
SPDX-License-Identifier: LGPL-2.1-or-later
"""

import argparse
import gzip
import os
import shutil
import subprocess
import sys
import tempfile
import unittest

ARGS = None

STEM_LANGUAGES = "en da de es fi fr hu it nl no pt ro ru se tr ar-bw-red".split()


def gunzip(path):
    with gzip.open(path, "rb") as f:
        return f.read()


def read(path):
    with open(path, "rb") as f:
        return f.read()


class Base(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.bin = os.path.abspath(ARGS.bin)
        cls.data = os.path.abspath(ARGS.data)
        cls.work = tempfile.mkdtemp(prefix="meteor-language-tools-")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.work, ignore_errors=True)

    def run_tool(self, tool, args, stdin=None, cwd=None):
        return subprocess.run([f"{self.bin}/{tool}", *args], cwd=cwd or self.work, input=stdin,
                              capture_output=True)

    def assert_one_line_error(self, p, *fragments):
        self.assertEqual(p.returncode, 1, p.stderr)
        err = p.stderr.decode()
        self.assertEqual(err.count("\n"), 1, err)
        for f in fragments:
            self.assertIn(f, err)


class StemTest(Base):
    def test_every_language_as_meteor(self):
        text = read(f"{self.data}/stem/input.txt")
        for lang in STEM_LANGUAGES:
            with self.subTest(lang=lang):
                p = self.run_tool("meteor-stem", [lang], stdin=text)
                self.assertEqual(p.returncode, 0, p.stderr)
                self.assertEqual(p.stdout, read(f"{self.data}/stem/{lang}.txt"))

    def test_language_names(self):
        p = self.run_tool("meteor-stem", ["english"], stdin=b"Running 3.5 dogs\r\ncats")
        self.assertEqual(p.stdout, b"Run 3.5 dog\ncat\n")

    def test_errors(self):
        self.assert_one_line_error(self.run_tool("meteor-stem", ["cz"], stdin=b"x\n"), "no stemmer for language 'cz'")
        self.assert_one_line_error(self.run_tool("meteor-stem", ["zz"], stdin=b"x\n"), "zz")
        p = self.run_tool("meteor-stem", [])
        self.assertEqual(p.returncode, 2)
        self.assertIn(b"Usage: meteor-stem lang < in > out", p.stderr)


class FilterTest(Base):
    def test_as_meteor(self):
        d = f"{self.data}/filter"
        out = os.path.join(self.work, "filtered.gz")
        p = self.run_tool("meteor-filter-paraphrase", ["table.gz", out, "ref1.en", "ref2.en"], cwd=d)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertEqual(p.stdout, b"Reading reference files...\nref1.en\nref2.en\nFiltering paraphrases...\n")
        self.assertEqual(gunzip(out), read(f"{d}/expected.txt"))

    def test_errors(self):
        d = f"{self.data}/filter"
        bad = os.path.join(self.work, "truncated.gz")
        with gzip.open(bad, "wb") as f:
            f.write(b"0.5\nphrase\nparaphrase\n0.25\nonly a phrase\n")
        out = os.path.join(self.work, "out.gz")
        self.assert_one_line_error(
            self.run_tool("meteor-filter-paraphrase", [bad, out, f"{d}/ref1.en"]), "truncated.gz:5: truncated entry")
        self.assert_one_line_error(
            self.run_tool("meteor-filter-paraphrase", [f"{d}/table.gz", out, "missing.en"]), "missing.en")
        self.assert_one_line_error(
            self.run_tool("meteor-filter-paraphrase", [f"{d}/ref1.en", out, f"{d}/ref1.en"]), "not in gzip format")


class PythonTest(Base):
    def setUp(self):
        if not ARGS.python:
            self.skipTest("no --python")
        sys.path.insert(0, os.path.abspath(ARGS.python))
        import meteor  # noqa: E402
        self.meteor = meteor

    def test_stem(self):
        text = read(f"{self.data}/stem/input.txt").decode("utf-8")
        for lang in ("en", "de", "ar-bw-red"):
            self.assertEqual(self.meteor.stem(lang, text).encode("utf-8"), read(f"{self.data}/stem/{lang}.txt"))
        self.assertEqual(self.meteor.stem("en", "Running dogs"), "Run dog")
        with self.assertRaises(ValueError):
            self.meteor.stem("cz", "x")

    def test_filter_paraphrase(self):
        d = f"{self.data}/filter"
        out = os.path.join(self.work, "py-filtered.gz")
        entries, kept = self.meteor.filter_paraphrase(f"{d}/table.gz", out, [f"{d}/ref1.en", f"{d}/ref2.en"])
        self.assertEqual(gunzip(out), read(f"{d}/expected.txt"))
        self.assertEqual((entries, kept), (2003, read(f"{d}/expected.txt").count(b"\n") // 3))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--python")
    ARGS, rest = parser.parse_known_args()
    unittest.main(argv=[sys.argv[0], *rest])
