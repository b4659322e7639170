#!/usr/bin/env python3
"""Signatures, -json and settings restored from a signature (docs/signature.md).

- table: each scoring input (flag, module, weight, parameter, table, word
  list, synonym folder, number of references) changes the signature; threads,
  file names and output options do not;
- round trip: the options restored from a signature give the same score and
  the same signature; a resource that differs is refused, naming the field;
- -json parses and its scores equal the plain report's (plaintext and SGML);
- the stdio SIGNATURE request, stats-scorer and trainer -signature, the MTME
  signature file and the Python result objects carry the same signature.

Usage: signature_test.py --bin BUILD/bin --source SRC [--conformance DIR]
       [--python-module DIR]   (METEOR_DATA set)
SPDX-License-Identifier: LGPL-2.1-or-later
"""
import argparse
import gzip
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import unittest

import stand_in_tables

ARGS = None


def run(tool, *args, stdin=None, ok=True):
    p = subprocess.run([os.path.join(ARGS.bin, tool), *args], input=stdin, capture_output=True, text=True)
    if ok and p.returncode != 0:
        raise AssertionError(f"{tool} {' '.join(args)}: exit {p.returncode}: {p.stderr}")
    return p


def signature_of(stdout):
    lines = [l for l in stdout.splitlines() if l.startswith("Signature:")]
    assert len(lines) == 1, stdout
    return lines[0][len("Signature:"):].strip()


def final_score(stdout):
    m = re.findall(r"^Final score:\s+(\S+)$", stdout, re.M)
    assert m, stdout
    return m


class Fixture(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.tmp = tempfile.mkdtemp()
        cls.data = os.environ["METEOR_DATA"]
        example = os.path.join(ARGS.source, "example")
        cls.hyp = os.path.join(example, "hyp.en")
        cls.ref = os.path.join(example, "ref.en")
        # The same text under other names.
        cls.hyp_copy = cls.path("other-name.hyp")
        cls.ref_copy = cls.path("other-name.ref")
        shutil.copy(cls.hyp, cls.hyp_copy)
        shutil.copy(cls.ref, cls.ref_copy)
        # Two references per segment.
        with open(cls.ref) as f:
            refs = f.read().splitlines()
        cls.ref2 = cls.path("ref2.en")
        with open(cls.ref2, "w") as f:
            for r in refs:
                f.write(r + "\n" + r.upper() + "\n")
        # A function-word list with one word more, and a copy of the real one.
        words = os.path.join(cls.data, "function", "english.words")
        cls.words_copy = cls.path("words-copy")
        shutil.copy(words, cls.words_copy)
        cls.words_more = cls.path("words-more")
        shutil.copy(words, cls.words_more)
        with open(cls.words_more, "a") as f:
            f.write("zzzz\n")
        # A synonym folder with one exception more.
        cls.syn_more = cls.path("synonym")
        os.mkdir(cls.syn_more)
        for ext in ("synsets", "exceptions", "relations"):
            src = os.path.join(cls.data, "synonym", "english." + ext)
            if os.path.exists(src):
                shutil.copy(src, os.path.join(cls.syn_more, "english." + ext))
        with open(os.path.join(cls.syn_more, "english.exceptions"), "a") as f:
            f.write("zzzz\nzzzzs\n")
        # A stem table.
        cls.stem_table = cls.path("stem.gz")
        with gzip.open(cls.stem_table, "wt") as f:
            f.write("cats 1 cat\nsat 1 sit\n")
        para = os.path.join(ARGS.conformance or "", "para")
        cls.para_en = os.path.join(para, "en-visible.gz")
        cls.para_de = os.path.join(para, "de-visible.gz")
        cls.newlang = os.path.join(ARGS.conformance or "", "newlang")

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp)

    @classmethod
    def path(cls, name):
        return os.path.join(cls.tmp, name)

    def meteor(self, *args, hyp=None, ref=None):
        p = run("meteor", hyp or self.hyp, ref or self.ref, *args, "-signature")
        return final_score(p.stdout)[-1], signature_of(p.stdout)


BASE = ["-l", "en", "-norm"]


class TableTest(Fixture):
    def variants(self):
        v = {
            "base": BASE,
            "-lower": ["-l", "en", "-lower"],
            "no normalization": ["-l", "en"],
            "-noPunct": BASE + ["-noPunct"],
            "-ch": BASE + ["-ch"],
            "-t adq": BASE + ["-t", "adq"],
            "-t hter": BASE + ["-t", "hter"],
            "-t li": BASE + ["-t", "li"],
            "-p": BASE + ["-p", "0.8 0.2 0.6 0.75"],
            "-m exact stem": BASE + ["-m", "exact stem"],
            "-m exact": BASE + ["-m", "exact"],
            "-m order": BASE + ["-m", "exact synonym stem"],
            "-w": BASE + ["-w", "1.0 0.5 0.8 0.6"],
            "-x": BASE + ["-x", "20"],
            "-l fr": ["-l", "fr", "-norm"],
            "-r 2": BASE + ["-r", "2"],
            "-s": BASE + ["-s", self.words_more],
            "-d": BASE + ["-d", self.syn_more],
            "-e": BASE + ["-e", self.stem_table],
        }
        if os.path.exists(self.para_en):
            v["-a en"] = BASE + ["-a", self.para_en]
            v["-a de"] = BASE + ["-a", self.para_de]
        if os.path.isdir(self.newlang):
            v["-new"] = ["-new", self.newlang]
        return v

    def test_every_scoring_input_changes_the_signature(self):
        seen = {}
        for name, args in self.variants().items():
            with self.subTest(variant=name):
                ref = self.ref2 if "-r" in args else None
                _, sig = self.meteor(*args, ref=ref)
                self.assertNotIn(sig, seen, f"{name} has the signature of {seen.get(sig)}")
                seen[sig] = name

    def test_threads_names_and_output_options_do_not(self):
        score, sig = self.meteor(*BASE)
        same = {
            "-threads 1": (BASE + ["-threads", "1"], {}),
            "-threads 2": (BASE + ["-threads", "2"], {}),
            "other file names": (BASE, {"hyp": self.hyp_copy, "ref": self.ref_copy}),
            "a copy of the word list": (BASE + ["-s", self.words_copy], {}),
            "-vOut": (BASE + ["-vOut"], {}),
            "-f and -writeAlignments": (BASE + ["-f", self.path("pre"), "-writeAlignments"], {}),
        }
        for name, (args, files) in same.items():
            with self.subTest(variant=name):
                self.assertEqual(self.meteor(*args, **files), (score, sig))
        q = run("meteor", self.hyp, self.ref, *BASE, "-q", "-signature").stdout.splitlines()
        self.assertEqual(q, [score, "Signature:              " + sig])
        j = json.loads(run("meteor", self.hyp, self.ref, *BASE, "-json").stdout)
        self.assertEqual(j["signature"], sig)

    def test_default_output_has_no_signature(self):
        out = run("meteor", self.hyp, self.ref, *BASE).stdout
        self.assertNotIn("Signature", out)
        self.assertTrue(out.rstrip("\n").splitlines()[-1].startswith("Final score:"))

    def test_resources_are_named_by_sha256(self):
        import hashlib
        _, sig = self.meteor(*BASE)
        fields = dict(f.split(":", 1) for f in sig.split("|"))
        with open(os.path.join(self.data, "function", "english.words"), "rb") as f:
            self.assertEqual(fields["fw"], hashlib.sha256(f.read()).hexdigest()[:12])
        syn = b""
        for ext in ("synsets", "exceptions"):
            with open(os.path.join(self.data, "synonym", "english." + ext), "rb") as f:
                syn += f.read()
        self.assertEqual(fields["syn"], hashlib.sha256(syn).hexdigest()[:12])
        self.assertEqual(fields["stem"], "snowball-english")
        self.assertEqual(fields["nrefs"], "1")
        self.assertEqual(fields["meteor"], "1.5")


class RoundTripTest(Fixture):
    def test_restored_options_give_the_same_score_and_signature(self):
        cases = [
            (BASE, []),
            (["-l", "en", "-lower", "-m", "exact stem", "-w", "1 0.4"], []),
            (BASE + ["-t", "hter", "-ch"], []),
            (BASE + ["-noPunct", "-p", "0.7 0.3 0.5 0.6", "-x", "12"], []),
            (["-l", "en", "-x", "0", "-m", "exact"], []),
            (["-l", "de", "-norm", "-t", "adq"], []),
            (BASE + ["-r", "2"], []),
            (BASE + ["-s", self.words_more, "-d", self.syn_more, "-e", self.stem_table],
             ["-s", self.words_more, "-d", self.syn_more, "-e", self.stem_table]),
        ]
        if os.path.exists(self.para_en):
            cases.append((BASE + ["-a", self.para_en], ["-a", self.para_en]))
        if os.path.isdir(self.newlang):
            cases.append((["-new", self.newlang], ["-new", self.newlang]))
        for args, locations in cases:
            with self.subTest(args=args):
                ref = self.ref2 if "-r" in args else None
                score, sig = self.meteor(*args, ref=ref)
                self.assertEqual(self.meteor("-from-signature", sig, *locations, ref=ref), (score, sig))
                sig_file = self.path("sig.txt")
                with open(sig_file, "w") as f:
                    f.write(run("meteor", self.hyp, ref or self.ref, *args, "-signature").stdout)
                self.assertEqual(self.meteor("-signature-file", sig_file, *locations, ref=ref), (score, sig))

    def refused(self, sig, *args, field):
        p = run("meteor", self.hyp, self.ref, "-from-signature", sig, *args, ok=False)
        self.assertEqual(p.returncode, 1)
        errors = [l for l in p.stderr.splitlines() if "error" in l]
        self.assertEqual(len(errors), 1, p.stderr)
        self.assertIn(field, errors[0])
        self.assertEqual(p.stdout, "")

    def test_a_different_resource_is_refused_naming_the_field(self):
        _, sig = self.meteor(*BASE)
        self.refused(sig, "-s", self.words_more, field="signature field 'fw'")
        self.refused(sig, "-d", self.syn_more, field="signature field 'syn'")
        self.refused(sig, "-e", self.stem_table, field="signature field 'stem'")
        if os.path.exists(self.para_en):
            _, with_table = self.meteor(*BASE, "-a", self.para_en)
            self.refused(with_table, field="signature field 'para'")
            self.refused(with_table, "-a", self.para_de, field="signature field 'para'")

    def test_a_setting_given_twice_or_a_bad_field_is_refused(self):
        _, sig = self.meteor(*BASE)
        self.refused(sig, "-l", "de", field="-l")
        self.refused(sig, "-norm", field="-norm")
        self.refused(sig.replace("beam:40", "beam:x"), field="field 'beam'")
        self.refused(sig.replace("|lang:en", ""), field="field 'lang'")
        self.refused(sig + "|colour:red", field="field 'colour'")
        self.refused(sig, "-r", "3", field="field 'nrefs'")


class JsonTest(Fixture):
    def test_plaintext_json_equals_the_plain_report(self):
        plain = run("meteor", self.hyp, self.ref, *BASE, "-vOut").stdout
        doc = json.loads(run("meteor", self.hyp, self.ref, *BASE, "-json").stdout)
        self.assertEqual(repr(doc["score"]), repr(float(final_score(plain)[-1])))
        self.assertEqual(doc["score"], float(final_score(plain)[-1]))
        segs = [float(l.split("\t")[-1]) for l in plain.splitlines() if l.startswith("Segment ")]
        self.assertEqual(doc["segments"], segs)
        for key, label in (("precision", "Precision"), ("recall", "Recall"),
                           ("fragmentation_penalty", "Fragmentation penalty")):
            m = re.search(rf"^{label}:\s+(\S+)$", plain, re.M)
            self.assertEqual(doc[key], float(m.group(1)))
        self.assertEqual([s["module"] for s in doc["stages"]], ["exact", "stem", "synonym", "paraphrase"])
        self.assertEqual(sum(s["test_content"] + s["test_function"] for s in doc["stages"]),
                         sum(float(l.split()[3]) for l in plain.splitlines()
                             if re.match(r"^[1-4] {10}", l)))

    def test_sgml_json_per_system(self):
        sgml = os.path.join(ARGS.source, "tests", "data", "sgml")
        args = [os.path.join(sgml, "test.sgm"), os.path.join(sgml, "ref.sgm"), "-sgml", *BASE]
        plain = run("meteor", *args, "-f", self.path("plain")).stdout
        out = run("meteor", *args, "-json", "-f", self.path("json"))
        doc = json.loads(out.stdout)
        blocks = re.findall(r"^\[(.*?)\]\[(.*?)\] \n.*?^Final score:\s+(\S+)$", plain, re.M | re.S)
        self.assertEqual([(s["set"], s["system"], s["score"]) for s in doc["systems"]],
                         [(a, b, float(c)) for a, b, c in blocks])
        with open(self.path("plain-seg.scr")) as f:
            seg_scores = sorted(float(l.split("\t")[-1]) for l in f)
        self.assertEqual(sorted(s["score"] for sys in doc["systems"] for s in sys["segments"]), seg_scores)
        for name in ("sys", "doc", "seg"):  # the score files do not change
            with open(self.path(f"plain-{name}.scr")) as a, open(self.path(f"json-{name}.scr")) as b:
                self.assertEqual(a.read(), b.read())
        self.assertIn("|nrefs:1|", doc["signature"])
        # Restored with -sgml: the same systems' scores and signature; a
        # signature for two references does not fit this reference file.
        restored = run("meteor", *args[:3], "-from-signature", doc["signature"], "-json",
                       "-f", self.path("restored")).stdout
        self.assertEqual(json.loads(restored), doc)
        p = run("meteor", *args[:3], "-from-signature", doc["signature"].replace("|nrefs:1|", "|nrefs:2|"),
                "-f", self.path("restored"), ok=False)
        self.assertEqual(p.returncode, 1)
        self.assertIn("signature field 'nrefs'", p.stderr)

    def test_json_refuses_other_outputs(self):
        for other in (["-ssOut"], ["-q"]):
            with self.subTest(other=other):
                p = run("meteor", self.hyp, self.ref, *BASE, "-json", *other, ok=False)
                self.assertEqual((p.returncode, p.stdout), (1, ""))
                self.assertEqual(len(p.stderr.splitlines()), 1, p.stderr)


class OtherToolsTest(Fixture):
    def test_stdio_signature_request(self):
        _, sig = self.meteor(*BASE)
        p = run("meteor", "-", "-", "-stdio", *BASE, stdin="SIGNATURE ||| 1\nSIGNATURE\nSIGNATURE ||| x\n")
        lines = p.stdout.splitlines()
        self.assertEqual(lines[0], sig)
        self.assertEqual(lines[1], sig.replace("|nrefs:1|", "|nrefs:var|"))
        self.assertTrue(lines[2].startswith("Error:"))

    def test_stats_scorer_signature(self):
        stats = run("meteor", self.hyp, self.ref, *BASE, "-ssOut").stdout
        plain = run("stats-scorer", "-final", stdin=stats).stdout
        out = run("stats-scorer", "-final", "-signature", "-p", "0.8 0.2 0.6 0.75", stdin=stats).stdout
        self.assertEqual(len(out.splitlines()), len(plain.splitlines()) + 1)
        sig = signature_of(out)
        self.assertIn("|params:0.8,0.2,0.6,0.75|", sig)
        self.assertIn("|input:stats", sig)
        self.assertNotIn("Signature", plain)

    def test_mtme_records_the_signature(self):
        d = self.path("mtme")
        ref = os.path.join(self.tmp, "en-de.refA.txt")
        shutil.copy(self.ref, ref)
        p = run("meteor", self.hyp, ref, *BASE, "-mtme", d, "-signature")
        with open(os.path.join(d, "meteor-refA.signature")) as f:
            self.assertEqual(f.read(), signature_of(p.stdout) + "\n")
        # Scores with another setting are not merged into these files.
        p = run("meteor", self.hyp, ref, *BASE, "-p", "0.8 0.2 0.6 0.75", "-mtme", d, ok=False)
        self.assertEqual(p.returncode, 1)
        self.assertIn("meteor-refA.signature", p.stderr)

    def test_trainer_signature(self):
        segcor = os.path.join(ARGS.conformance or "", "trainer", "segcor")
        if not os.path.isdir(segcor) or not os.path.exists(self.para_en):
            self.skipTest("no conformance trainer data")
        grid = ["-a", self.para_en, "-i", "0.5 1 0 0.5 1", "-f", "0.5 1 0 0.5 1", "-s", "1 1 1 1 1 1 1 1"]
        out = run("trainer", "segcor", segcor, *grid, "-signature").stdout
        sig = signature_of(out)
        self.assertIn("|params:tuned|", sig)
        self.assertIn("|weights:tuned|", sig)
        self.assertIn("|nrefs:var|", sig)
        _, with_table = self.meteor(*BASE, "-a", self.para_en)
        self.assertEqual(sig.split("|para:")[1], with_table.split("|para:")[1])
        self.assertNotIn("Signature", run("trainer", "segcor", segcor, *grid).stdout)


class PythonTest(Fixture):
    def test_result_objects_carry_and_print_the_signature(self):
        if not ARGS.python_module:
            self.skipTest("no Python module")
        sys.path.insert(0, ARGS.python_module)
        try:
            import meteor
        except ImportError as e:
            self.skipTest(f"Python module not importable here: {e}")
        score, sig = self.meteor(*BASE)
        with open(self.hyp) as f:
            hyps = f.read().splitlines()
        with open(self.ref) as f:
            refs = [[r] for r in f.read().splitlines()]
        scorer = meteor.Scorer(lang="en", norm=True)
        result = scorer.corpus_score(hyps, refs)
        self.assertEqual(result.signature, sig)
        self.assertEqual(repr(result.score), score)
        self.assertTrue(str(result).startswith(f"METEOR = {result.score:.4f} (P = "), str(result))
        self.assertTrue(str(result).endswith(" " + sig))
        s = scorer.sentence_score(hyps[0], [refs[0][0], refs[1][0]])
        self.assertEqual(s.signature, sig.replace("|nrefs:1|", "|nrefs:2|"))
        self.assertEqual(scorer.signature(), sig.replace("|nrefs:1|", "|nrefs:var|"))


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--bin", required=True)
    parser.add_argument("--source", required=True)
    parser.add_argument("--conformance")
    parser.add_argument("--python-module")
    ARGS, rest = parser.parse_known_args()
    # Default settings score with the test's stand-in tables (tests/stand_in_tables.py).
    with stand_in_tables.environment():
        ok = unittest.main(argv=[sys.argv[0], *rest], verbosity=2, exit=False).result.wasSuccessful()
    sys.exit(0 if ok else 1)
