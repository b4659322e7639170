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
import glob
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


def assemble(lines_path, conformance):
    """A text from its recipe (FILE.lines): one line per line, '@corpora/SET/FILE:N' for line N of that file
    of the conformance folder (../shared, never copied into the project), '=TEXT' for a line as written."""
    cache, out = {}, []
    with open(lines_path, encoding="utf-8", newline="") as f:
        for entry in f.read().split("\n")[:-1]:
            if entry.startswith("="):
                out.append(entry[1:])
                continue
            name, number = entry[1:].rsplit(":", 1)
            if name not in cache:
                with open(os.path.join(conformance, name), encoding="utf-8", newline="") as g:
                    cache[name] = g.read().split("\n")
            out.append(cache[name][int(number) - 1])
    return ("\n".join(out) + "\n").encode("utf-8")


class Base(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.bin = os.path.abspath(ARGS.bin)
        cls.work = tempfile.mkdtemp(prefix="meteor-language-tools-")
        # The data with the texts taken from the conformance corpora put back in place.
        cls.data = os.path.join(cls.work, "data")
        shutil.copytree(os.path.abspath(ARGS.data), cls.data)
        for recipe in glob.glob(os.path.join(cls.data, "**", "*.lines"), recursive=True):
            with open(recipe[: -len(".lines")], "wb") as f:
                f.write(assemble(recipe, ARGS.conformance))

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
        # The table's last entry has an empty phrase: copied as Meteor 1.5 copies it, with a warning (meteor
        # leaves it out: Meteor 1.5 never finds it).
        self.assertEqual(p.stderr, b"Warning: table.gz:6008: empty phrase; Meteor 1.5 never matches such an entry "
                                   b"(further ones in the table not reported)\n")

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
        # The output is an input (the table itself, through a symbolic link, or a reference): refused, the input
        # byte-identical; a failed write leaves no output and no temporary file (util/output_file.hh).
        table = os.path.join(self.work, "t.gz")
        shutil.copy(f"{d}/table.gz", table)
        os.symlink(table, os.path.join(self.work, "link.gz"))
        before = read(table)
        for target in (table, os.path.join(self.work, "link.gz")):
            self.assert_one_line_error(
                self.run_tool("meteor-filter-paraphrase", [table, target, f"{d}/ref1.en"]), "is also the input")
            self.assertEqual(read(table), before)
        small = os.path.join(self.work, "small.gz")
        with gzip.open(small, "wb") as f:
            f.write(b"0.5\nthe cat\na cat\n")
        self.assert_one_line_error(
            self.run_tool("meteor-filter-paraphrase", [small, "/dev/full", f"{d}/ref1.en"]), "/dev/full: write failed")
        self.assertFalse([f for f in os.listdir(self.work) if ".tmp." in f])


PAREX_FILES = ["parex.f", "parex.e", "parex.raw.gz", "parex.group.gz", "paraphrase.gz"]


def content(path):
    return gunzip(path) if path.endswith(".gz") else read(path)


class ParexTest(Base):
    def parex(self, out, args, cwd=None, expect=0):
        d = f"{self.data}/parex/small"
        p = self.run_tool("meteor-parex", [f"{d}/corpus.f", f"{d}/corpus.e", f"{d}/phrase-table.gz", f"{d}/tgt.e",
                                           os.path.join(self.work, out), *args], cwd=cwd)
        self.assertEqual(p.returncode, expect, p.stderr)
        return p

    def assert_files(self, out, expected, names=PAREX_FILES):
        for name in names:
            with self.subTest(file=name):
                self.assertEqual(content(os.path.join(self.work, out, name)), content(os.path.join(expected, name)))

    def test_small_as_meteor(self):
        p = self.parex("small", [])
        self.assert_files("small", f"{self.data}/parex/small/expected")
        err = p.stderr.decode().splitlines()
        self.assertEqual(err[:8], ["Step 1: building common word lists", "+ foreign", "+ english",
                                   "Step 2: extracting paraphrases", "Loading corpus", "Loading common words (foreign)",
                                   "Loading common words (english)", "Loading phrases"])
        warnings = [line for line in err if "warning" in line]
        self.assertEqual(len(warnings), 8, err)
        self.assertRegex(warnings[0], r"^meteor-parex: warning: .*phrase-table.gz:\d+: skipping malformed phrase-table line")
        self.assertEqual(err[-2:], ["Step 3: grouping paraphrases", "Step 4: combining and filtering paraphrases"])

    def test_threads_and_sort_on_disk(self):
        for n, args in enumerate((["-threads", "1"], ["-threads", "3", "-sort-memory", "0"])):
            with self.subTest(args=args):
                self.parex(f"t{n}", args)
                self.assert_files(f"t{n}", f"{self.data}/parex/small/expected")
                self.assertEqual(sorted(os.listdir(os.path.join(self.work, f"t{n}"))), sorted(PAREX_FILES))

    def test_arguments_and_symbols(self):
        self.parex("sym", ["0.002", "0.002", "0.02", "~`!@#$%^&*()-_=+[{]}\\|;:'\",<.>/?"])
        self.assert_files("sym", f"{self.data}/parex/small/expected-symbols", ["parex.raw.gz", "paraphrase.gz"])

    def test_edge_cases(self):
        # UTF-16 order of the sort (U+E000..U+FFFF after surrogates), NaN,
        # Infinity and hexadecimal scores, spacing, sums, sub-phrases.
        d = f"{self.data}/parex/edge"
        p = self.run_tool("meteor-parex", ["corpus.f", "corpus.e", "pt.gz", "tgt.e", os.path.join(self.work, "edge"),
                                           "0.001", "0.3", "0.01"], cwd=d)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assert_files("edge", f"{d}/expected")
        self.assertIn(b"pt.gz:20: skipping malformed phrase-table line (fewer than 3 scores", p.stderr)

    def test_new_language(self):
        d = f"{self.data}/parex/small"
        out = os.path.join(self.work, "newlang")
        p = self.run_tool("meteor-parex", ["-new-language", out, f"{d}/corpus.f", f"{d}/corpus.e",
                                           f"{d}/phrase-table.gz", f"{d}/tgt.e"])
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertTrue(p.stderr.decode().endswith(f"{out}/meteor-files is now ready to passed to Meteor with -new flag\n"))
        self.assert_files("newlang/meteor-files", f"{d}/new-language", ["function.words", "paraphrase.gz"])
        # Scores with the folder as Meteor 1.5 scores with the folder its pipeline built.
        p = self.run_tool("meteor", [f"{d}/new-language/hyp", f"{d}/new-language/ref", "-new", f"{out}/meteor-files"])
        self.assertEqual(p.returncode, 0, p.stderr)
        final = [line for line in p.stdout.decode().splitlines() if line.startswith("Final score")]
        self.assertEqual(final[0] + "\n", read(f"{d}/new-language/jar-score.txt").decode())

    def test_new_language_script(self):
        d = f"{self.data}/parex/small"
        src = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(ARGS.data))))  # the source root
        out = os.path.join(self.work, "newlang-script")
        p = subprocess.run([f"{src}/scripts/new-language", out, f"{d}/corpus.f", f"{d}/corpus.e",
                            f"{d}/phrase-table.gz", f"{d}/tgt.e"], env=dict(os.environ, METEOR_BIN=self.bin),
                           capture_output=True)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assert_files("newlang-script/meteor-files", f"{d}/new-language", ["function.words", "paraphrase.gz"])

    def test_errors(self):
        d = f"{self.data}/parex/small"
        os.makedirs(os.path.join(self.work, "exists"), exist_ok=True)
        p = self.parex("exists", [], expect=1)
        self.assert_one_line_error(p, "exists: directory exists")
        self.assert_one_line_error(self.parex("badtp", ["x1"], expect=1), "minTP: 'x1' is not a number")
        self.assertFalse(os.path.exists(os.path.join(self.work, "badtp")))
        p = self.run_tool("meteor-parex", [f"{d}/corpus.f", f"{d}/corpus.e", f"{d}/tgt.e", f"{d}/tgt.e",
                                           os.path.join(self.work, "plain")])
        self.assert_one_line_error(p, "tgt.e: not in gzip format")
        p = self.run_tool("meteor-parex", ["missing.f", f"{d}/corpus.e", f"{d}/phrase-table.gz", f"{d}/tgt.e",
                                           os.path.join(self.work, "missing")])
        self.assert_one_line_error(p, "missing.f")
        cut = os.path.join(self.work, "cut.gz")
        with open(cut, "wb") as f:
            f.write(read(f"{d}/phrase-table.gz")[:100000])
        p = self.run_tool("meteor-parex", [f"{d}/corpus.f", f"{d}/corpus.e", cut, f"{d}/tgt.e",
                                           os.path.join(self.work, "cut")])
        self.assertEqual(p.returncode, 1)
        self.assertRegex(p.stderr.decode().splitlines()[-1],
                         r"^meteor-parex: error: .*cut.gz:\d+: truncated gzip file")
        # The folder appears whole or not at all: a failed run leaves neither it nor its staging folder, and the
        # next run is not refused.
        self.assertFalse([f for f in os.listdir(self.work) if f.startswith("cut") and f != "cut.gz"])
        # A file where the folder would go, and a folder that is one of the inputs: refused, named.
        with open(os.path.join(self.work, "afile"), "w") as f:
            f.write("x\n")
        self.assert_one_line_error(self.parex("afile", [], expect=1), "afile: a file is there")
        p = self.run_tool("meteor-parex", [f"{d}/corpus.f", f"{d}/corpus.e", f"{d}/phrase-table.gz", f"{d}/tgt.e",
                                           f"{d}/tgt.e"])
        self.assert_one_line_error(p, "tgt.e: is also the input")
        p = self.run_tool("meteor-parex", [f"{d}/corpus.f"])
        self.assertEqual(p.returncode, 2)
        self.assertIn(b"Usage: meteor-parex", p.stderr)


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

    def test_parex(self):
        d = f"{self.data}/parex/small"
        out = os.path.join(self.work, "py-parex")
        counts = self.meteor.parex(f"{d}/corpus.f", f"{d}/corpus.e", f"{d}/phrase-table.gz", f"{d}/tgt.e", out,
                                   threads=2)
        for name in PAREX_FILES:
            self.assertEqual(content(os.path.join(out, name)), content(os.path.join(d, "expected", name)))
        self.assertEqual(counts["skipped_lines"], 8)
        self.assertEqual(counts["paraphrases"], gunzip(f"{d}/expected/paraphrase.gz").count(b"\n"))
        with self.assertRaises(ValueError):  # out_dir exists
            self.meteor.parex(f"{d}/corpus.f", f"{d}/corpus.e", f"{d}/phrase-table.gz", f"{d}/tgt.e", out)


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--data", required=True)
    parser.add_argument("--conformance", required=True, help="../shared/conformance (texts of the recipes)")
    parser.add_argument("--python")
    ARGS, rest = parser.parse_known_args()
    unittest.main(argv=[sys.argv[0], *rest])
