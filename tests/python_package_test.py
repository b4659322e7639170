#!/usr/bin/env python3
"""`pip install .` and `pip wheel .` of the checkout, offline, into fresh
virtual environments; the installed package used from another folder.

The package is built from this build (BUILD, the parent of --bin) as pip's
build backend reuses a configured build: nothing is compiled again, and the
backend says it used BUILD. With $METEOR_PACKAGE_FROM_SCRATCH=1, or
when BUILD is not one the backend can reuse, from nothing instead: a fresh
CMake build in WORK/cmake. `pip install .` fills one venv; `pip wheel` makes a
wheel from the same build, which goes into a second fresh venv. In each venv,
from a folder outside the checkout, without $METEOR_DATA or PYTHONPATH: the
example scored through meteor.Scorer, `python3 -m meteor` and the venv's
`meteor` script give this build's meteor tool's numbers (corpus and segment
scores equal as doubles, the Eval ID, the tool's whole output).

usage: python_package_test.py --bin BUILD/bin --source SOURCE --work DIR --python PYTHON --version V
           [--release DIR]
"""
import argparse, importlib.util, os, re, shutil, subprocess, sys, tempfile, unittest, zipfile

import package_testing

ARGS = None
ENV = {k: v for k, v in os.environ.items()
       if k not in ('METEOR_DATA', 'PYTHONPATH', 'PYTHONHOME', 'LD_LIBRARY_PATH', 'VIRTUAL_ENV', 'PIP_INDEX_URL')}
ENV['PIP_NO_INDEX'] = '1'                 # offline: nothing from a package index
ENV['PIP_DISABLE_PIP_VERSION_CHECK'] = '1'
VENVS = {}                                # name -> venv folder
WHEEL = [None]
BUILT = {}                                # how: 'reused' or 'scratch'; dir: the CMake build

SCRIPT = r'''
import json, sys, meteor
hyp, ref = sys.argv[1], sys.argv[2]
h = open(hyp, encoding="utf-8").read().split("\n")[:-1]
r = open(ref, encoding="utf-8").read().split("\n")[:-1]
c = meteor.Scorer(lang="en", norm=True).corpus_score(h, r)
print(json.dumps({"file": meteor.__file__, "version": meteor.__version__, "eval_id": c.eval_id,
                  "score": repr(c.score), "scores": [repr(x) for x in c.scores]}))
'''


def run(cmd, env=None, **kw):
    return package_testing.run(cmd, env or ENV, **kw)


def make_venv(name):
    folder = os.path.join(ARGS.work, name)
    shutil.rmtree(folder, ignore_errors=True)
    # --system-site-packages: the build's own dependencies are Debian's.
    run([ARGS.python, '-m', 'venv', '--system-site-packages', folder])
    VENVS[name] = folder
    return os.path.join(folder, 'bin', 'python')


def backend():
    """The build backend (python/build_backend/meteor_build.py) as a module."""
    path = os.path.join(ARGS.source, 'python', 'build_backend', 'meteor_build.py')
    spec = importlib.util.spec_from_file_location('meteor_build', path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def setUpModule():
    build = os.path.dirname(ARGS.bin)
    py = make_venv('venv-install')
    venv_python = os.path.realpath(py)
    why = backend()._unusable(build)
    scratch = os.environ.get('METEOR_PACKAGE_FROM_SCRATCH', '') not in ('', '0')
    if scratch or why is not None or not os.path.samefile(venv_python, ARGS.python):
        if not scratch:
            print('python-package: building from nothing, %s cannot be reused: %s' % (build, why), flush=True)
        build = os.path.join(ARGS.work, 'cmake')
        shutil.rmtree(build, ignore_errors=True)
        BUILT.update(how='scratch', dir=build)
    else:
        BUILT.update(how='reused', dir=build)
    settings = ['--config-settings', 'build-dir=' + build]
    if ARGS.release and BUILT['how'] == 'scratch':
        settings += ['--config-settings', 'release=' + ARGS.release]
    # Plain `pip install .` (its isolated build environment needs nothing:
    # pyproject.toml requires no package), then `pip wheel --no-build-isolation`.
    # -v: pip shows what the backend printed.
    p = run([py, '-m', 'pip', 'install', '-v', '--no-cache-dir', *settings, ARGS.source], cwd=ARGS.work)
    BUILT['install'] = p.stdout + p.stderr
    wheels = os.path.join(ARGS.work, 'wheels')
    shutil.rmtree(wheels, ignore_errors=True)
    p = run([py, '-m', 'pip', 'wheel', '-v', '--no-build-isolation', '--no-cache-dir', '--no-deps', *settings,
             '-w', wheels, ARGS.source], cwd=ARGS.work)
    BUILT['wheel'] = p.stdout + p.stderr
    found = [f for f in os.listdir(wheels) if f.endswith('.whl')]
    assert len(found) == 1, found
    WHEEL[0] = os.path.join(wheels, found[0])
    py2 = make_venv('venv-wheel')
    run([py2, '-m', 'pip', 'install', '--no-cache-dir', WHEEL[0]], cwd=ARGS.work)


def tool_numbers(hyp, ref):
    meteor = os.path.join(ARGS.bin, 'meteor')
    env = ENV  # the build's data beside its bin/, the stand-in tables in the user's data folder
    q = run([meteor, hyp, ref, '-l', 'en', '-norm', '-q'], env=env)
    segments = [float(l) for l in q.stderr.split('\n') if l and not l.startswith('Warning:')]
    full = run([meteor, hyp, ref, '-l', 'en', '-norm'], env=env).stdout
    eval_id = re.search(r'Eval ID:\s+(\S+)', full).group(1)
    return float(q.stdout), segments, eval_id, full


class BuildTest(unittest.TestCase):
    """Which CMake build pip's backend used, and when it reuses one."""

    def test_the_build_used(self):
        for step in ('install', 'wheel'):
            with self.subTest(step=step):
                if BUILT['how'] == 'reused':  # configured already: built again only if something changed
                    self.assertIn('meteor_build: using the configured build ' + BUILT['dir'], BUILT[step])
                    self.assertNotIn('meteor_build: cmake -S', BUILT[step])
                elif step == 'install':       # configured by the backend, from nothing
                    self.assertIn('meteor_build: cmake -S %s -B %s' % (ARGS.source, BUILT['dir']), BUILT[step])
                else:                         # pip wheel: the build pip install made
                    self.assertIn('meteor_build: using the configured build ' + BUILT['dir'], BUILT[step])

    def test_reuse_needs_the_wheels_configuration(self):
        unusable = backend()._unusable
        with tempfile.TemporaryDirectory(dir=ARGS.work) as tmp:
            self.assertEqual(unusable(tmp), 'not configured')
            good = {'CMAKE_HOME_DIRECTORY:INTERNAL': ARGS.source, 'CMAKE_BUILD_TYPE:STRING': 'Release',
                    'METEOR_SANITIZE:BOOL': 'OFF', 'METEOR_FUZZ:BOOL': 'OFF',
                    'Python3_EXECUTABLE:FILEPATH': sys.executable, 'METEOR_RELEASE_DIR:PATH': tmp}
            os.makedirs(os.path.join(tmp, 'python'))
            open(os.path.join(tmp, 'python', '_where.py.in'), 'w').close()
            for change, words in [({}, None),
                                  ({'CMAKE_BUILD_TYPE:STRING': 'Debug'}, 'CMAKE_BUILD_TYPE'),
                                  ({'METEOR_SANITIZE:BOOL': 'ON'}, 'METEOR_SANITIZE'),
                                  ({'CMAKE_HOME_DIRECTORY:INTERNAL': tmp}, 'CMAKE_HOME_DIRECTORY'),
                                  ({'Python3_EXECUTABLE:FILEPATH': '/nonexistent/python'}, 'Python3_EXECUTABLE'),
                                  ({'METEOR_RELEASE_DIR:PATH': ''}, 'METEOR_RELEASE_DIR')]:
                with self.subTest(change=change):
                    with open(os.path.join(tmp, 'CMakeCache.txt'), 'w') as f:
                        f.write(''.join('%s=%s\n' % kv for kv in dict(good, **change).items()))
                    why = unusable(tmp)
                    if words is None:
                        self.assertIsNone(why)
                    else:
                        self.assertIn(words, why or '')


class InstalledPackageTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.hyp = os.path.join(ARGS.source, 'example', 'hyp.en')
        cls.ref = os.path.join(ARGS.source, 'example', 'ref.en')
        cls.want = tool_numbers(cls.hyp, cls.ref)
        cls.elsewhere = tempfile.mkdtemp(prefix='elsewhere-', dir=ARGS.work)

    def venvs(self):
        self.assertEqual(sorted(VENVS), ['venv-install', 'venv-wheel'])
        return sorted(VENVS.items())

    def test_scorer_gives_the_tools_numbers(self):
        import json
        score, segments, eval_id, _ = self.want
        for name, venv in self.venvs():
            with self.subTest(venv=name):
                out = run([os.path.join(venv, 'bin', 'python'), '-c', SCRIPT, self.hyp, self.ref],
                          cwd=self.elsewhere).stdout
                got = json.loads(out)
                self.assertTrue(got['file'].startswith(os.path.realpath(venv)) or got['file'].startswith(venv),
                                got['file'])
                self.assertEqual(got['version'], ARGS.version)
                self.assertEqual(got['eval_id'], eval_id)
                self.assertEqual(float(got['score']), score)
                self.assertEqual([float(x) for x in got['scores']], segments)

    def test_command_line_is_the_tool(self):
        _, _, _, full = self.want
        for name, venv in self.venvs():
            for how in (['bin/python', '-m', 'meteor'], ['bin/meteor']):
                with self.subTest(venv=name, how=' '.join(how)):
                    cmd = [os.path.join(venv, how[0])] + how[1:]
                    out = run(cmd + [self.hyp, self.ref, '-l', 'en', '-norm'], cwd=self.elsewhere).stdout
                    self.assertEqual(out, full)
                    bad = subprocess.run(cmd + ['/nonexistent/hyp', self.ref], capture_output=True, text=True,
                                         env=ENV, cwd=self.elsewhere)
                    self.assertNotEqual(bad.returncode, 0)
                    self.assertIn('/nonexistent/hyp', bad.stderr)

    def test_package_contents(self):
        for name, venv in self.venvs():
            with self.subTest(venv=name):
                out = run([os.path.join(venv, 'bin', 'python'), '-c',
                           'import meteor, os; print(os.path.dirname(meteor.__file__))'], cwd=self.elsewhere).stdout
                pkg = out.strip()
                for rel in ('data/function/english.words', 'data/nonbreaking/english.prefixes',
                            'data/synonym/english.synsets.mbin', 'bin/meteor', '_meteor.pyi', 'py.typed',
                            'coco.py', 'evaluate.py', 'nltk.py', 'dask.py', '__main__.py', '_mtme.pyi',
                            'mtme/__init__.py', 'mtme/data.py', 'mtme/stats.py', 'mtme/tasks.py',
                            'mtme/meta_info.py'):
                    self.assertTrue(os.path.exists(os.path.join(pkg, rel)), rel)
                self.assertFalse(os.path.exists(os.path.join(pkg, 'data', 'CMakeFiles')))
        with zipfile.ZipFile(WHEEL[0]) as z:
            names = z.namelist()
            meta = z.read(next(n for n in names if n.endswith('.dist-info/METADATA'))).decode()
            mode = z.getinfo('meteor/bin/meteor').external_attr >> 16
        self.assertIn('Version: ' + ARGS.version + '\n', meta)
        self.assertTrue(mode & 0o111, 'meteor/bin/meteor is executable in the wheel')
        self.assertTrue(os.path.basename(WHEEL[0]).startswith('meteor_mt-%s-cp' % ARGS.version))

    def test_drop_ins_import(self):
        for name, venv in self.venvs():
            with self.subTest(venv=name):
                out = run([os.path.join(venv, 'bin', 'python'), '-c',
                           'import meteor.coco, meteor.evaluate, meteor.nltk, meteor.dask, meteor.mtme\n'
                           'assert "wmt21.news" in meteor.mtme.meta_info.DATA\n'
                           'print(meteor.evaluate.compute(predictions=["a cat sat"], references=["a cat sat"]))'],
                          cwd=self.elsewhere).stdout
                self.assertEqual(out.strip(), "{'meteor': 1.0}")


def main():
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', required=True)
    ap.add_argument('--source', required=True)
    ap.add_argument('--work', required=True)
    ap.add_argument('--python', required=True)
    ap.add_argument('--version', required=True)
    ap.add_argument('--release')
    ARGS, rest = ap.parse_known_args()
    if ARGS.bin:
        ARGS.bin = os.path.abspath(ARGS.bin)
    if ARGS.source:
        ARGS.source = os.path.abspath(ARGS.source)
    if ARGS.work:
        ARGS.work = os.path.abspath(ARGS.work)
    if ARGS.release:
        ARGS.release = os.path.abspath(ARGS.release)
    os.makedirs(ARGS.work, exist_ok=True)
    package_testing.main_with_stand_in_tables(ENV, rest)


if __name__ == '__main__':
    main()
