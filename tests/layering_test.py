#!/usr/bin/env python3
# The layers of libmeteor, checked: every #include of the library's non-test
# sources may only name a header of its own folder or of a lower layer.
#
#   util -> java -> text -> resources -> align -> score -> io -> train, metaeval
#   -> meteor.hh (the API, top level)
#
# util/ holds what any program could use, java/ the JVM emulation (built on
# util/); train/ and metaeval/ stand side by side and may not include each
# other. A folder missing from LAYERS is an error too, so that a new folder
# gets its place in the order. Unit tests (*_test.cc, test_util.hh) may
# include anything. And the installed headers (METEOR_PUBLIC_HEADERS in
# libmeteor/CMakeLists.txt) are exactly meteor.hh and what it includes.
#
#   layering_test.py --source DIR
#
# SPDX-License-Identifier: LGPL-2.1-or-later
import argparse
import os
import re
import sys
import unittest

# Folder -> rank; "" is the top level of libmeteor/ (meteor.hh, meteor.cc).
LAYERS = {
    "util": 0,
    "java": 1,
    "text": 2,
    "resources": 3,
    "align": 4,
    "score": 5,
    "io": 6,
    "train": 7,
    "metaeval": 7,
    "": 8,
}

INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"')


def folder_of(path):
    """The layer folder of a path relative to libmeteor/ ("" for the top)."""
    return path.split("/", 1)[0] if "/" in path else ""


def is_test_source(path):
    name = os.path.basename(path)
    return name.endswith("_test.cc") or name == "test_util.hh"


def violations(path, text, exists):
    """Messages for the #include lines of `text` (the file libmeteor/`path`)
    that climb the order; exists(p) says whether libmeteor/p is a file."""
    out = []
    source = folder_of(path)
    if source not in LAYERS:
        return [f"libmeteor/{path}: folder '{source}' has no layer (add it to LAYERS in tests/layering_test.py)"]
    for number, line in enumerate(text.splitlines(), 1):
        m = INCLUDE.match(line)
        if not m:
            continue
        target = m.group(1)
        where = f"libmeteor/{path}:{number}"
        if not exists(target):
            out.append(f'{where}: "{target}" is not a header of libmeteor')
            continue
        folder = folder_of(target)
        if folder not in LAYERS:
            out.append(f"{where}: folder '{folder}' of \"{target}\" has no layer")
        elif folder != source and LAYERS[folder] >= LAYERS[source]:
            out.append(f'{where}: {source or "top level"} includes "{target}" '
                       f'({folder or "top level"} is not below {source or "top level"})')
    return out


def scan(root):
    """Every violation in the library at `root` (the libmeteor folder)."""
    found = []
    count = 0
    for folder, dirs, files in os.walk(root):
        dirs.sort()
        for name in sorted(files):
            if not name.endswith((".cc", ".hh")):
                continue
            path = os.path.relpath(os.path.join(folder, name), root).replace(os.sep, "/")
            if is_test_source(path):
                continue
            count += 1
            with open(os.path.join(root, path), encoding="utf-8") as f:
                found += violations(path, f.read(), lambda p: os.path.isfile(os.path.join(root, p)))
    return count, found


def public_closure(root, top="meteor.hh"):
    """meteor.hh and every library header it includes, transitively."""
    seen, todo = set(), [top]
    while todo:
        h = todo.pop()
        if h in seen:
            continue
        seen.add(h)
        with open(os.path.join(root, h), encoding="utf-8") as f:
            for line in f:
                m = INCLUDE.match(line)
                if m and os.path.isfile(os.path.join(root, m.group(1))):
                    todo.append(m.group(1))
    return seen


def listed_public_headers(cmake_text):
    m = re.search(r"set\(METEOR_PUBLIC_HEADERS\s+([^)]*)\)", cmake_text)
    return set(m.group(1).split()) if m else set()


SOURCE = None


class CheckerTest(unittest.TestCase):
    """The checker itself, on made-up files: it must catch what it claims to."""

    HEADERS = {"util/error.hh", "java/lang.hh", "text/tokenize.hh", "align/module.hh", "score/params.hh",
               "io/report.hh", "train/data.hh", "metaeval/correlation.hh", "meteor.hh"}

    def check(self, path, include):
        return violations(path, f'#include <vector>\n#include "{include}"\n', lambda p: p in self.HEADERS)

    def test_allowed(self):
        for path, include in [("text/normalizer.cc", "util/error.hh"),
                              ("text/normalizer.cc", "java/lang.hh"),
                              ("java/lang.cc", "util/error.hh"),
                              ("score/scorer.cc", "align/module.hh"),
                              ("score/scorer.cc", "score/params.hh"),
                              ("io/report.cc", "score/params.hh"),
                              ("train/data.cc", "io/report.hh"),
                              ("metaeval/correlation.cc", "io/report.hh"),
                              ("meteor.cc", "meteor.hh"),
                              ("meteor.cc", "io/report.hh")]:
            with self.subTest(path=path, include=include):
                self.assertEqual(self.check(path, include), [])

    def test_climbing(self):
        for path, include in [("align/aligner.hh", "score/params.hh"),
                              ("util/image.cc", "java/lang.hh"),
                              ("text/normalizer.cc", "align/module.hh"),
                              ("score/scorer.cc", "io/report.hh"),
                              ("train/data.cc", "metaeval/correlation.hh"),
                              ("metaeval/correlation.cc", "train/data.hh"),
                              ("io/report.cc", "meteor.hh")]:
            with self.subTest(path=path, include=include):
                found = self.check(path, include)
                self.assertEqual(len(found), 1, found)
                self.assertIn(f"libmeteor/{path}:2: ", found[0])

    def test_unknown_header_and_folder(self):
        self.assertEqual(len(self.check("io/report.cc", "io/missing.hh")), 1)
        self.assertEqual(len(self.check("newfolder/x.cc", "util/error.hh")), 1)

    def test_test_sources_are_exempt(self):
        self.assertTrue(is_test_source("align/aligner_test.cc"))
        self.assertTrue(is_test_source("test_util.hh"))
        self.assertFalse(is_test_source("align/aligner.cc"))


class LibraryTest(unittest.TestCase):
    """The library as it is."""

    def test_no_include_climbs_the_order(self):
        count, found = scan(os.path.join(SOURCE, "libmeteor"))
        self.assertGreater(count, 50, "no library sources found")
        self.assertEqual(found, [], "\n" + "\n".join(found))

    def test_installed_headers_are_the_api_closure(self):
        root = os.path.join(SOURCE, "libmeteor")
        with open(os.path.join(root, "CMakeLists.txt"), encoding="utf-8") as f:
            listed = listed_public_headers(f.read())
        self.assertEqual(sorted(listed), sorted(public_closure(root)))

    def test_every_folder_has_a_layer(self):
        root = os.path.join(SOURCE, "libmeteor")
        folders = {d for d in os.listdir(root) if os.path.isdir(os.path.join(root, d))}
        self.assertEqual(sorted(folders - set(LAYERS)), [])


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--source", default=os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
    args, rest = parser.parse_known_args()
    SOURCE = args.source
    unittest.main(argv=[sys.argv[0]] + rest)
