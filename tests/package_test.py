#!/usr/bin/env python3
"""Installs the build into an empty prefix and uses it as a package:

- the prefix holds the tools, libmeteor.so (with its SONAME), the headers, the
  language data, the CMake package, meteor.pc and the Python package;
- example/consumer builds against it with find_package(meteor) and with
  pkg-config, and its numbers are the installed meteor tool's;
- the installed tool, library and Python package find the installed data by
  themselves ($METEOR_DATA unset).

usage: package_test.py --build BUILD --source SOURCE --libdir LIBDIR [--pydir PYDIR]
                       [--python PYTHON] [--conformance DIR]
"""
import argparse, glob, os, re, shutil, tempfile, unittest

import package_testing

ARGS = None
ENV = {k: v for k, v in os.environ.items() if k not in ('METEOR_DATA', 'PYTHONPATH', 'LD_LIBRARY_PATH')}
W = {}  # work, prefix, lib, corpora, expected


def run(cmd, env=None, **kw):
    return package_testing.run(cmd, env or ENV, **kw)


def tool_scores(meteor, hyp, ref, n, para):
    base = [meteor, hyp, ref, '-l', 'en', '-norm', '-r', str(n)] + (['-a', para] if para else [])
    p = run(base + ['-q'])
    segments = [float(l) for l in p.stderr.split('\n') if l and not l.startswith('Warning:')]
    eval_id = re.search(r'Eval ID:\s+(\S+)', run(base).stdout).group(1)
    return segments, float(p.stdout), eval_id


def consumer_scores(consumer, hyp, ref, n, para, env=None):
    p = run([consumer, hyp, ref, str(n)] + ([para] if para else []), env=env or ENV)
    segments, final, eval_id = [], None, None
    for line in p.stdout.split('\n'):
        if line.startswith('Segment '):
            segments.append(float(line.split(':')[1]))
        elif line.startswith('Final score: '):
            final = float(line.split(': ')[1])
        elif line.startswith('Eval ID: '):
            eval_id = line.split(': ')[1]
    return segments, final, eval_id


def setUpModule():
    W['work'] = work = tempfile.mkdtemp(prefix='package-test-', dir=ARGS.build)
    W['prefix'] = prefix = os.path.join(work, 'prefix')
    run(['cmake', '--install', ARGS.build, '--prefix', prefix])
    W['lib'] = os.path.join(prefix, ARGS.libdir)
    W['hyp'] = os.path.join(ARGS.source, 'example', 'hyp.en')
    W['ref'] = os.path.join(ARGS.source, 'example', 'ref.en')
    corpora = [(W['hyp'], W['ref'], 1, None)]
    c = ARGS.conformance
    if c and os.path.isdir(os.path.join(c, 'corpora')):
        corpora.append((os.path.join(c, 'corpora', 'deen', 'hyp.UF.en'), os.path.join(c, 'corpora', 'deen',
                        'ref.AB.en'), 2, os.path.join(c, 'para', 'en-visible.gz')))
    W['corpora'] = corpora
    # The installed meteor, without METEOR_DATA: the numbers everything else must give.
    W['expected'] = [tool_scores(os.path.join(prefix, 'bin', 'meteor'), *corpus) for corpus in corpora]


def tearDownModule():
    shutil.rmtree(W['work'], ignore_errors=True)


class LayoutTest(unittest.TestCase):
    def test_tools(self):
        built = os.path.join(ARGS.build, 'bin')
        tools = sorted(t for t in os.listdir(built) if os.access(os.path.join(built, t), os.X_OK))
        self.assertIn('meteor', tools)
        for t in tools:
            self.assertTrue(os.access(os.path.join(W['prefix'], 'bin', t), os.X_OK), 'bin/' + t)

    def test_library_and_soname(self):
        sonames = glob.glob(os.path.join(W['lib'], 'libmeteor.so.*.*.*'))
        self.assertEqual(len(sonames), 1, sonames)
        self.assertTrue(os.path.islink(os.path.join(W['lib'], 'libmeteor.so')))
        if not shutil.which('readelf'):
            self.skipTest('no readelf')
        soname = re.search(r'\(SONAME\).*\[(.*)\]', run(['readelf', '-d', sonames[0]]).stdout)
        self.assertIsNotNone(soname)
        self.assertTrue(os.path.exists(os.path.join(W['lib'], soname.group(1))), soname.group(1))

    def test_headers(self):
        inc = os.path.join(W['prefix'], 'include', 'meteor')
        # meteor.hh and what it includes; the rest of the library is private.
        for h in ('meteor.hh', 'score/config.hh', 'util/error.hh'):
            self.assertTrue(os.path.isfile(os.path.join(inc, h)), h)
        self.assertFalse(os.path.exists(os.path.join(inc, 'score/scorer.hh')), 'private headers not installed')
        self.assertEqual(glob.glob(os.path.join(inc, '**', '*_test*'), recursive=True), [])
        self.assertFalse(os.path.exists(os.path.join(inc, 'test_util.hh')))

    def test_data_cmake_pkgconfig(self):
        data = os.path.join(W['prefix'], 'share', 'meteor', 'data')
        for d in ('function', 'synonym'):
            self.assertTrue(os.path.isdir(os.path.join(data, d)), d)
        cmake_dir = os.path.join(W['lib'], 'cmake', 'meteor')
        for f in ('meteorConfig.cmake', 'meteorConfigVersion.cmake', 'meteorTargets.cmake'):
            self.assertTrue(os.path.isfile(os.path.join(cmake_dir, f)), f)
        self.assertTrue(os.path.isfile(os.path.join(W['lib'], 'pkgconfig', 'meteor.pc')))


class ConsumerTest(unittest.TestCase):
    def test_find_package(self):
        build = os.path.join(W['work'], 'consumer-build')
        run(['cmake', '-S', os.path.join(ARGS.source, 'example', 'consumer'), '-B', build,
             '-DCMAKE_BUILD_TYPE=Release', '-DCMAKE_PREFIX_PATH=' + W['prefix']])
        run(['cmake', '--build', build])
        for corpus, want in zip(W['corpora'], W['expected']):
            with self.subTest(corpus=os.path.basename(corpus[0])):
                self.assertEqual(consumer_scores(os.path.join(build, 'consumer'), *corpus), want)

    def test_pkg_config(self):
        if not shutil.which('pkg-config'):
            self.skipTest('pkg-config not installed')
        env = dict(ENV, PKG_CONFIG_PATH=os.path.join(W['lib'], 'pkgconfig'))
        flags = run(['pkg-config', '--cflags', '--libs', 'meteor'], env=env).stdout.split()
        exe = os.path.join(W['work'], 'consumer-pc')
        run(['c++', '-std=c++20', '-O2', os.path.join(ARGS.source, 'example', 'consumer', 'main.cc'), '-o', exe] +
            flags + ['-Wl,-rpath,' + W['lib']], env=env)
        self.assertEqual(consumer_scores(exe, *W['corpora'][0]), W['expected'][0])


SCRIPT = ('import meteor, sys\n'
          'hyp, ref, n = sys.argv[1], sys.argv[2], int(sys.argv[3])\n'
          'h = open(hyp).read().split("\\n")[:-1]; r = open(ref).read().split("\\n")[:-1]\n'
          'kw = {"paraphrase": sys.argv[4]} if len(sys.argv) > 4 else {}\n'
          's = meteor.Scorer(lang="en", norm=True, **kw)\n'
          'c = s.corpus_score(h, [r[i * n:(i + 1) * n] for i in range(len(h))])\n'
          'print(meteor.__file__); print(c.eval_id); print(repr(c.score))\n'
          'print(" ".join(repr(x) for x in c.scores))\n')


class PythonPackageTest(unittest.TestCase):
    """The installed Python package, from another folder, with the installed data."""

    def setUp(self):
        if not (ARGS.pydir and ARGS.python):
            self.skipTest('Python module not built')
        self.pydir = os.path.join(W['prefix'], ARGS.pydir)
        self.env = dict(ENV, PYTHONPATH=self.pydir)

    def test_layout(self):
        self.assertTrue(glob.glob(os.path.join(self.pydir, 'meteor', '_meteor*.so')))
        self.assertTrue(os.path.isfile(os.path.join(self.pydir, 'meteor', '__init__.py')))

    def test_the_installed_tools_numbers(self):
        for corpus, want in zip(W['corpora'], W['expected']):
            with self.subTest(corpus=os.path.basename(corpus[0])):
                out = run([ARGS.python, '-c', SCRIPT, corpus[0], corpus[1], str(corpus[2])] +
                          ([corpus[3]] if corpus[3] else []), env=self.env, cwd=W['work']).stdout
                path, eval_id, final, segs = out.split('\n')[:4]
                self.assertTrue(path.startswith(self.pydir), path)
                self.assertEqual((eval_id, float(final), [float(x) for x in segs.split()]),
                                 (want[2], want[1], want[0]))

    def test_python_m_meteor_runs_the_installed_tool(self):
        out = run([ARGS.python, '-m', 'meteor', W['hyp'], W['ref'], '-l', 'en', '-norm', '-q'],
                  env=self.env, cwd=W['work']).stdout
        self.assertEqual(float(out), W['expected'][0][1])


def main():
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument('--build', required=True)
    ap.add_argument('--source', required=True)
    ap.add_argument('--libdir', required=True)
    ap.add_argument('--pydir')
    ap.add_argument('--python')
    ap.add_argument('--conformance')
    ARGS, rest = ap.parse_known_args()
    if ARGS.build:
        ARGS.build = os.path.abspath(ARGS.build)
    if ARGS.source:
        ARGS.source = os.path.abspath(ARGS.source)
    if ARGS.conformance:
        ARGS.conformance = os.path.abspath(ARGS.conformance)
    package_testing.main_with_stand_in_tables(ENV, rest)


if __name__ == '__main__':
    main()
