#!/usr/bin/env python3
# The layers of libmeteor, checked: every #include of the library's non-test
# sources may only name a header of its own folder or of a lower layer.
#
#   util, numeric -> java -> text -> resources -> align -> score -> io -> train,
#   metaeval -> meteor.hh (the API, top level)
#
# util/ holds what any program could use, numeric/ libm's and Boost.Math's
# x86-64 results on every machine (erf, the Lanczos sums), java/ the JVM
# emulation (built on util/); util/ and numeric/, train/ and metaeval/ stand
# side by side and may not include each other. A folder missing from LAYERS is an error too, so that a new folder
# gets its place in the order. Unit tests (*_test.cc, test_util.hh) may
# include anything. And the installed headers (METEOR_PUBLIC_HEADERS in
# libmeteor/CMakeLists.txt) are exactly meteor.hh and what it includes.
#
# Programs built on the library (tools/, python/, bench/, fuzz/) stand above
# it: a source there may include headers of its own folder (or of its
# program's include folder, INCLUDE_ROOTS), the public API (meteor.hh and the
# headers it includes), and the entry points ENTRY_POINTS names for it, each
# with the reason it is not public.
#
#   layering_test.py --source DIR
#
# SPDX-License-Identifier: LGPL-2.1-or-later
import argparse
import fnmatch
import os
import re
import sys
import unittest

# Folder -> rank; "" is the top level of libmeteor/ (meteor.hh, meteor.cc).
LAYERS = {
    "util": 0,
    "numeric": 0,
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

# metaeval/'s folders, by concern, in their own order: a file may include
# headers of its folder and of the folders before it.
METAEVAL_LAYERS = {
    "statistics": 0,    # correlations, sampling (numpy's generator and sums are in util/)
    "draws": 1,         # the Kendall engine and its kernels, permutation draws
    "significance": 2,  # permutation tests, PCE
    "data": 3,          # eval sets, score files, ratings, MQM, converters, meta-info
    "tasks": 4,         # tasks, task sets, rankings, tables, commands, reports
}

# Headers internal to their metaeval folder, which only that folder's sources
# include (another concern uses the folder's entries): header -> why.
METAEVAL_INTERNAL = {
    "metaeval/draws/kernels.hh": "the Kendall and Pearson kernels' tables, the Kendall scratch (entry: draws/perm_draws.hh)",
    "metaeval/draws/sweep.hh": "the sweep's loops, for the kernel sources compiled per CPU level",
}

# The folders of programs built on the library.
PROGRAMS = ["tools", "python", "bench", "fuzz"]
# A program's include folder besides each source's own: python/src, whose
# common/ holds the helpers of the three extensions (src/_meteor, _mtme,
# _mtme_data).
INCLUDE_ROOTS = {"python": "python/src"}

# Library headers that programs include beside the public API: header
# (fnmatch pattern, relative to libmeteor/) -> (why it is not public, the
# sources that may include it: fnmatch patterns relative to the source root).
ENTRY_POINTS = {
    "java/lang.hh": ("option values parsed, and numbers printed, as Meteor's Java does (parse_int, "
                     "parse_double, double_to_string): the tools' edge, not an API for users",
                     ["tools/*"]),
    "text/tokenize.hh": ("Meteor's whitespace tokenizer and split_on for list-valued options and comma lists; "
                         "bench and fuzz build their inputs with it",
                         ["tools/*", "python/src/_meteor/py_args.cc", "bench/aligner_bench.cc", "fuzz/*"]),
    "util/line_reader.hh": ("statistics and sentence pairs read line by line from standard input, plain or gzip; "
                            "meteor-compare's systems and references read whole",
                            ["tools/matcher_main.cc", "tools/stats_scorer_main.cc", "tools/compare_main.cc"]),
    "util/cpu.hh": ("the level of the kernels (METEOR_CPU): checked when a tool or module starts, so that a bad "
                    "value is one line before any work; the kernel benchmark picks its kernels by it",
                    ["tools/cli.cc", "python/src/_meteor/meteor_module.cc", "python/src/_mtme/mtme_module.cc", "bench/kendall_bench.cc"]),
    "util/output_file.hh": ("an output written whole or not at all, and refused where it is an input: the tools' own "
                            "outputs (-o), and what meteor.mtme's Python code writes",
                            ["tools/*", "python/src/_mtme_data/output_file_bindings.cc"]),
    "util/text_file.hh": ("the same for a whole text the tool made (meteor-xray's page, mtme-convert's outputs)",
                          ["tools/*"]),
    "util/numpy_random.hh": ("numpy's default_rng draws of meteor.compare's tests, exposed so that a test "
                             "compares them with numpy's own", ["python/src/_meteor/compare_bindings.cc"]),
    "util/utf8.hh": ("the fuzzers make their inputs valid UTF-8 as the readers would", ["fuzz/*"]),
    "util/json_value.hh": ("a fuzzer round-trips ratings through the JSON reader; meteor.mtme hands an EvalSet's "
                           "metadata (JSON lines) to Python",
                           ["fuzz/ratings_json_fuzz.cc", "python/src/_mtme/eval_set_bindings.cc"]),
    "resources/data_dir.hh": ("where the language data lies: the Python module ships it, the fuzzers load it",
                              ["python/src/_meteor/meteor_module.cc", "fuzz/fuzz_util.hh"]),
    "resources/paraphrase.hh": ("meteor-compile writes compiled paraphrase images; a fuzzer feeds the parser",
                                ["tools/compile_main.cc", "fuzz/paraphrase_fuzz.cc"]),
    "resources/language_tools.hh": ("Meteor 1.5's Stemmer, FilterParaphrase and Parex: programs that build and "
                                    "inspect language resources",
                                    ["tools/stem_main.cc", "tools/filter_paraphrase_main.cc", "tools/parex_main.cc",
                                     "python/src/_meteor/tools_bindings.cc", "fuzz/phrase_table_fuzz.cc"]),
    "resources/synonyms.hh": ("meteor-compile writes compiled synonym images", ["tools/compile_main.cc"]),
    "text/lowercase.hh": ("a fuzzer feeds the lowercaser", ["fuzz/normalizer_fuzz.cc"]),
    "text/normalizer.hh": ("a fuzzer feeds the -norm normalizer", ["fuzz/normalizer_fuzz.cc"]),
    "java/sort.hh": ("a fuzzer checks the SGML order against Java's sort", ["fuzz/sgml_fuzz.cc"]),
    "align/workspace.hh": ("the aligner alone, without scoring: matcher and the aligner benchmark",
                           ["tools/matcher_main.cc", "bench/aligner_bench.cc"]),
    "score/matcher_config.hh": ("matcher's settings (alignment type maxcov/maxacc), which scoring does not have",
                                ["tools/matcher_main.cc"]),
    "score/scorer.hh": ("scoring with a Config resolved from a signature (-from-signature), the resource "
                        "identity it checks, the -stdio server's scorer; Metric hides them",
                        ["tools/meteor_main.cc", "tools/trainer_main.cc", "bench/aligner_bench.cc",
                         "fuzz/stdio_fuzz.cc"]),
    "score/signature.hh": ("signatures of settings that are not a Metric's: -from-signature, statistics "
                           "scoring, training; a fuzzer feeds the signature parser",
                           ["tools/meteor_main.cc", "tools/stats_scorer_main.cc", "tools/trainer_main.cc",
                            "fuzz/signature_fuzz.cc"]),
    "io/plaintext.hh": ("the plaintext reader (-r N references per segment)",
                        ["tools/meteor_main.cc", "tools/matcher_main.cc", "tools/compare_main.cc"]),
    "io/sgml_eval.hh": ("SGML input checked before resources load (check_sgml_sets), score-file settings",
                        ["tools/meteor_main.cc"]),
    "io/sinks.hh": ("the report path: drivers and one sink per output form", ["tools/meteor_main.cc",
                                                                              "tools/progress.hh"]),
    "io/stdio_protocol.hh": ("the -stdio server and its request parser (fuzzed)", ["tools/meteor_main.cc", "fuzz/stdio_fuzz.cc"]),
    "io/mtme.hh": ("MTME file names and options (-mtme), MTME score files",
                   ["tools/meteor_main.cc", "tools/metaeval_main.cc", "tools/mtme_convert_main.cc",
                    "python/src/_mtme*/mtme*_module.cc"]),
    "io/sgml.hh": ("a fuzzer feeds the SGML reader", ["fuzz/sgml_fuzz.cc"]),
    "io/sgml_plaintext.hh": ("sgm2txt's conversion of SGML to plaintext files", ["tools/sgm2txt_main.cc"]),
    "io/compare_report.hh": ("a comparison's table, JSON and LaTeX: meteor-compare's output, and meteor.compare's "
                             "str() and formats", ["tools/compare_main.cc", "python/src/_meteor/compare_bindings.cc"]),
    "io/xray.hh": ("meteor-xray's HTML report of alignment files", ["tools/xray_main.cc"]),
    "io/nbest.hh": ("meteor-mbr's reader of Moses n-best lists and its streamed MBR; a fuzzer feeds the reader",
                    ["tools/mbr_main.cc", "fuzz/nbest_fuzz.cc"]),
    "train/*.hh": ("the trainer's data, grid and search; a fuzzer feeds the data loaders",
                   ["tools/trainer_main.cc", "fuzz/trainer_data_fuzz.cc"]),
    "metaeval/*.hh": ("meta-evaluation as MTME does it: its own command line, Python module and the fuzzers of its readers; "
                      "the task-set names shell completion offers (tools/cli.cc: -completion-values)",
                      ["tools/metaeval_main.cc", "tools/cli.cc", "tools/mtme_convert_main.cc", "python/src/_mtme*/mtme*_module.cc", "python/src/_mtme/pce_bindings.cc",
                       "python/src/_mtme_data/ratings_bindings.*", "python/src/_mtme/tau_optimization_bindings.cc",
                       "python/src/_mtme/stats_bindings.cc", "python/src/_mtme/meta_info_bindings.cc",
                       "python/src/_mtme_data/standalone_ratings_bindings.cc", "python/src/_mtme/mtme_common.*",
                       "python/src/_mtme/correlation*_bindings.cc", "python/src/_mtme/score_table_bindings.cc", "python/src/_mtme/significance_bindings.cc",
                       "python/src/_mtme/eval_set_bindings.cc", "python/src/_mtme/get_correlations_bindings.cc",
                       "python/src/_mtme/task*_bindings.cc", "python/src/_mtme/table_bindings.cc",
                       "bench/mtme_matrix_bench.cc", "bench/pce_bench.cc", "bench/kendall_bench.cc",
                       "fuzz/corr_args_fuzz.cc", "fuzz/evalset_fuzz.cc",
                       "fuzz/mqm_tsv_fuzz.cc", "fuzz/mtme_scores_fuzz.cc", "fuzz/ratings_json_fuzz.cc"]),
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
        elif folder == source == "metaeval":
            sub, target_sub = path.split("/")[1], target.split("/")[1]
            if sub not in METAEVAL_LAYERS:
                out.append(f"libmeteor/{path}: metaeval folder '{sub}' has no layer (add it to METAEVAL_LAYERS)")
            elif target_sub not in METAEVAL_LAYERS:
                out.append(f"{where}: metaeval folder '{target_sub}' of \"{target}\" has no layer")
            elif METAEVAL_LAYERS[target_sub] > METAEVAL_LAYERS[sub]:
                out.append(f'{where}: metaeval/{sub} includes "{target}" (metaeval/{target_sub} is above it)')
            elif target in METAEVAL_INTERNAL and target_sub != sub:
                out.append(f'{where}: metaeval/{sub} includes "{target}", internal to metaeval/{target_sub} '
                           f'({METAEVAL_INTERNAL[target]})')
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


# Headers a program includes that the build writes (not in the tree).
GENERATED = {"tools/multicall_main.cc": {"multicall_tools.inc"}}  # the wheels' tool list (cmake/wheels.cmake)


def program_violations(path, text, exists, local_exists, public):
    """Messages for the #include lines of `text` (the program source `path`,
    relative to the source root) that are neither its folder's headers
    (local_exists), the public API (public) nor an entry point named for it."""
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        m = INCLUDE.match(line)
        if not m:
            continue
        target = m.group(1)
        where = f"{path}:{number}"
        if local_exists(target) or target in public or target in GENERATED.get(path, ()):
            continue
        if not exists(target):
            out.append(f'{where}: "{target}" is neither a header of its folder nor of libmeteor')
            continue
        if any(fnmatch.fnmatchcase(target, header) and any(fnmatch.fnmatchcase(path, p) for p in sources)
               for header, (_, sources) in ENTRY_POINTS.items()):
            continue
        out.append(f'{where}: includes "{target}", neither the public API (meteor.hh and its headers) '
                   f'nor an entry point named for it (ENTRY_POINTS in tests/layering_test.py)')
    return out


def scan_programs(source):
    """Every violation in the program folders of the tree at `source`."""
    root = os.path.join(source, "libmeteor")
    public = public_closure(root)
    found, count = [], 0
    for program in PROGRAMS:
        for folder, dirs, files in os.walk(os.path.join(source, program)):
            dirs.sort()
            for name in sorted(files):
                if not name.endswith((".cc", ".hh")):
                    continue
                path = os.path.relpath(os.path.join(folder, name), source).replace(os.sep, "/")
                count += 1
                with open(os.path.join(folder, name), encoding="utf-8") as f:
                    include_root = os.path.join(source, INCLUDE_ROOTS.get(program, program))
                    found += program_violations(path, f.read(), lambda p: os.path.isfile(os.path.join(root, p)),
                                                lambda p, d=folder, r=include_root: os.path.isfile(os.path.join(d, p))
                                                or os.path.isfile(os.path.join(r, p)), public)
    return count, found


def listed_public_headers(cmake_text):
    m = re.search(r"set\(METEOR_PUBLIC_HEADERS\s+([^)]*)\)", cmake_text)
    return set(m.group(1).split()) if m else set()


SOURCE = None


class CheckerTest(unittest.TestCase):
    """The checker itself, on made-up files: it must catch what it claims to."""

    HEADERS = {"util/error.hh", "java/lang.hh", "text/tokenize.hh", "align/module.hh", "score/params.hh",
               "io/report.hh", "train/data.hh", "metaeval/statistics/correlation.hh", "metaeval/tasks/task.hh",
               "metaeval/draws/kernels.hh", "metaeval/draws/perm_draws.hh", "meteor.hh"}

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
                              ("metaeval/statistics/correlation.cc", "io/report.hh"),
                              ("metaeval/tasks/ranking.cc", "metaeval/draws/perm_draws.hh"),
                              ("metaeval/draws/kernels.cc", "metaeval/draws/kernels.hh"),
                              ("meteor.cc", "meteor.hh"),
                              ("meteor.cc", "io/report.hh")]:
            with self.subTest(path=path, include=include):
                self.assertEqual(self.check(path, include), [])

    def test_climbing(self):
        for path, include in [("align/aligner.hh", "score/params.hh"),
                              ("util/image.cc", "java/lang.hh"),
                              ("text/normalizer.cc", "align/module.hh"),
                              ("score/scorer.cc", "io/report.hh"),
                              ("train/data.cc", "metaeval/statistics/correlation.hh"),
                              ("metaeval/statistics/correlation.cc", "train/data.hh"),
                              ("metaeval/statistics/correlation.cc", "metaeval/draws/kernels.hh"),
                              ("metaeval/draws/kernels.cc", "metaeval/tasks/task.hh"),
                              ("metaeval/significance/significance.cc", "metaeval/draws/kernels.hh"),  # internal
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


class ProgramCheckerTest(unittest.TestCase):
    """The programs' check, on made-up files: public API, own headers and
    named entry points pass; anything else fails."""

    HEADERS = {"meteor.hh", "score/config.hh", "score/scorer.hh", "align/beam_search.hh", "io/sinks.hh",
               "metaeval/data/eval_set.hh", "train/data.hh", "java/lang.hh"}
    PUBLIC = {"meteor.hh", "score/config.hh"}

    def check(self, path, include):
        return program_violations(path, f'#include <vector>\n#include "{include}"\n', lambda p: p in self.HEADERS,
                                  lambda p: p == "cli.hh", self.PUBLIC)

    def test_allowed(self):
        for path, include in [("tools/meteor_main.cc", "meteor.hh"),
                              ("bench/x_bench.cc", "score/config.hh"),
                              ("tools/meteor_main.cc", "cli.hh"),
                              ("tools/meteor_main.cc", "io/sinks.hh"),
                              ("tools/meteor_main.cc", "score/scorer.hh"),
                              ("tools/metaeval_main.cc", "metaeval/data/eval_set.hh"),
                              ("python/src/_mtme/mtme_module.cc", "metaeval/data/eval_set.hh"),
                              ("tools/trainer_main.cc", "train/data.hh")]:
            with self.subTest(path=path, include=include):
                self.assertEqual(self.check(path, include), [])

    def test_planted_includes_fail(self):
        for path, include in [("tools/meteor_main.cc", "align/beam_search.hh"),  # internal, named for none
                              ("fuzz/new_fuzz.cc", "align/beam_search.hh"),
                              ("python/src/_meteor/meteor_module.cc", "metaeval/data/eval_set.hh"),  # named, not for this file
                              ("tools/meteor_main.cc", "train/data.hh"),
                              ("bench/aligner_bench.cc", "io/sinks.hh"),
                              ("python/src/_meteor/meteor_module.cc", "java/lang.hh"),
                              ("tools/meteor_main.cc", "progress_typo.hh")]:  # no such header
            with self.subTest(path=path, include=include):
                found = self.check(path, include)
                self.assertEqual(len(found), 1, found)
                self.assertIn(f"{path}:2: ", found[0])

    def test_every_entry_point_has_a_reason_and_sources(self):
        for header, (reason, sources) in ENTRY_POINTS.items():
            with self.subTest(header=header):
                self.assertGreater(len(reason.split()), 3)
                self.assertTrue(sources)
                self.assertTrue(all("/" in p for p in sources))


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

    def test_programs_include_the_api_and_named_entry_points_only(self):
        count, found = scan_programs(SOURCE)
        self.assertGreater(count, 15, "no program sources found")
        self.assertEqual(found, [], "\n" + "\n".join(found))

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
