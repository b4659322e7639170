#!/usr/bin/env python3
"""The wheels of scripts/wheels on a bare machine (docs/python.md).

scripts/wheels builds one wheel per interpreter (CPython 3.9-3.13: the
build's METEOR_WHEEL_PYTHONS) from this build; each wheel passes
manylinux_check.py (auditwheel's rules) and goes with `pip install
--no-index` into a fresh venv of its interpreter (no system site packages:
no numpy). Then, in a mount namespace (unshare -m) where every shared object
of ICU, libstemmer, zlib and Boost is hidden (an empty file bind-mounted
over it), from a folder outside the checkout:
- ldd of every binary in the installed package lists glibc's libraries alone;
- the README example through meteor.Scorer gives 0.39787222361564334, and so
  do `python -m meteor`, `meteor -stdio -multiEval` (the venv's script) and
  the Hugging Face drop-in; the pycocoevalcap and NLTK drop-ins give the
  build tree's numbers;
- numpy is not imported, and `import meteor.mtme` fails with one line naming
  the extra meteor-mt[mtme].
docs/mtme.md's walk-through runs with the cp311 wheel in a venv of Debian's
python3.11 with its system site packages (numpy, scipy), ICU, libstemmer
and Boost hidden (not zlib: that interpreter links libz.so.1 itself).
Finally the sdist: `pip wheel` of the unpacked sdist (portable setting) gives
the same wheel: the same name, files and bytes (but _where.py, which names
the build folder, RECORD, and the times of the synonym image's sources in
its header).

The conformance suite passes with the cp311 wheel's meteor tool and data.

usage: wheels_test.py --source SOURCE --build BUILD --work DIR --release DIR [--conformance DIR]
                      [unittest options]
"""
import argparse, glob, json, os, re, shutil, subprocess, sys, tarfile, tempfile, time, unittest, zipfile

ARGS = None
README_SCORE = '0.39787222361564334'
ENV = {k: v for k, v in os.environ.items()
       if k not in ('METEOR_DATA', 'PYTHONPATH', 'PYTHONHOME', 'LD_LIBRARY_PATH', 'VIRTUAL_ENV', 'PIP_INDEX_URL')}
ENV['PIP_NO_INDEX'] = '1'
ENV['PIP_DISABLE_PIP_VERSION_CHECK'] = '1'
W = {}  # dist, wheels {tag: path}, venvs {tag: folder}, hide, hide_but_zlib, elsewhere, want, seconds
DEBIAN_PYTHON = '/usr/bin/python3'

# What each venv computes (and the build tree, for the drop-ins' numbers).
DRIVER = r'''
import json, sys
hyp, ref = sys.argv[1], sys.argv[2]
h = open(hyp, encoding="utf-8").read().split("\n")[:-1]
r = open(ref, encoding="utf-8").read().split("\n")[:-1]
import meteor, meteor.coco, meteor.nltk, meteor.evaluate
out = {"file": meteor.__file__}
c = meteor.Scorer(lang="en", norm=True).corpus_score(h, r)
out["scorer"] = [repr(c.score), [repr(x) for x in c.scores], c.eval_id]
score, scores = meteor.coco.Meteor().compute_score({i: [r[i]] for i in range(len(h))},
                                                   {i: [h[i]] for i in range(len(h))})
out["coco"] = [repr(score), [repr(x) for x in scores]]
out["nltk"] = [repr(meteor.nltk.meteor_score([r[i].split()], h[i].split())) for i in range(len(h))]
out["hf"] = repr(meteor.evaluate.compute(predictions=h, references=r)["meteor"])
out["numpy"] = "numpy" in sys.modules
try:
    import meteor.mtme
    out["mtme"] = "imported"
except ImportError as e:
    out["mtme"] = str(e)
print(json.dumps(out))
'''


def run(cmd, check=True, **kw):
    kw.setdefault('env', ENV)
    p = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if check and p.returncode != 0:
        raise AssertionError('$ %s\n(status %d)\n%s%s' % (' '.join(cmd), p.returncode, p.stdout[-3000:],
                                                           p.stderr[-6000:]))
    return p


def hidden_libraries(zlib=True):
    """The shared objects of ICU, libstemmer, zlib and Boost (real files, not links)."""
    patterns = ['libicu*.so*', 'libstemmer.so*', 'libboost_*.so*'] + (['libz.so*'] if zlib else [])
    found = set()
    for d in ('/usr/lib/x86_64-linux-gnu', '/lib/x86_64-linux-gnu', '/usr/lib', '/usr/local/lib'):
        for p in patterns:
            found.update(os.path.realpath(f) for f in glob.glob(os.path.join(d, p)))
    return sorted(f for f in found if os.path.isfile(f))


def hide_script(name, zlib):
    """A shell script that bind-mounts an empty file over each library, then runs its arguments."""
    empty = os.path.join(ARGS.work, 'empty')
    open(empty, 'w').close()
    libs = hidden_libraries(zlib)
    assert any('libicuuc' in f for f in libs) and any('libstemmer' in f for f in libs), libs
    path = os.path.join(ARGS.work, name)
    with open(path, 'w') as f:
        f.write('set -e\n' + ''.join('mount --bind %s %s\n' % (empty, lib) for lib in libs) + 'exec "$@"\n')
    return path


def bare(script, cmd, **kw):
    """cmd in a mount namespace where script's libraries are hidden."""
    unshare = ['unshare', '-m', '--propagation', 'private'] if os.geteuid() == 0 else \
        ['unshare', '-r', '-m', '--propagation', 'private']
    kw.setdefault('cwd', W['elsewhere'])
    return run(unshare + ['sh', script] + cmd, **kw)


def setUpModule():
    W['dist'] = os.path.join(ARGS.work, 'dist')
    shutil.rmtree(ARGS.work, ignore_errors=True)
    os.makedirs(ARGS.work)
    start = time.time()
    p = run([os.path.join(ARGS.source, 'scripts', 'wheels'), '--build-dir', ARGS.build, '--dist', W['dist']],
            cwd=ARGS.source)
    W['seconds'] = time.time() - start
    print('wheels: scripts/wheels took %.0f s' % W['seconds'], flush=True)
    W['wheels_output'] = p.stdout
    W['wheels'] = {}
    for f in sorted(os.listdir(W['dist'])):
        W['wheels'][f.split('-')[2]] = os.path.join(W['dist'], f)
    W['elsewhere'] = tempfile.mkdtemp(prefix='elsewhere-', dir=ARGS.work)
    W['hide'] = hide_script('hide.sh', zlib=True)
    W['hide_but_zlib'] = hide_script('hide-but-zlib.sh', zlib=False)
    W['hyp'] = os.path.join(ARGS.source, 'example', 'hyp.en')
    W['ref'] = os.path.join(ARGS.source, 'example', 'ref.en')
    # The build tree's numbers (its module, its data), for the drop-ins.
    env = dict(ENV, PYTHONPATH=os.path.join(ARGS.build, 'python'), METEOR_DATA=os.path.join(ARGS.build, 'data'))
    W['want'] = json.loads(run([DEBIAN_PYTHON, '-c', DRIVER, W['hyp'], W['ref']], env=env,
                               cwd=W['elsewhere']).stdout)
    W['venvs'] = {}
    for tag, wheel in sorted(W['wheels'].items()):
        python = interpreters()[tag]
        venv = os.path.join(ARGS.work, 'venv-' + tag)
        run([python, '-m', 'venv', venv])
        run([os.path.join(venv, 'bin', 'python'), '-m', 'pip', 'install', '-q', '--no-index', wheel])
        W['venvs'][tag] = venv


def interpreters():
    """cpXY -> interpreter, from the build's METEOR_WHEEL_PYTHONS."""
    with open(os.path.join(ARGS.build, 'CMakeCache.txt')) as f:
        m = re.search(r'^METEOR_WHEEL_PYTHONS:\w+=(.*)$', f.read(), re.M)
    found = {}
    for py in (m.group(1).split(';') if m else []):
        v = run([py, '-c', 'import sys; print("cp%d%d" % sys.version_info[:2])']).stdout.strip()
        found[v] = py
    return found


class WheelsTest(unittest.TestCase):
    def test_five_wheels_with_a_true_tag(self):
        self.assertEqual(sorted(W['wheels']), sorted(interpreters()))
        self.assertEqual(sorted(W['wheels']), ['cp310', 'cp311', 'cp312', 'cp313', 'cp39'])
        checker = os.path.join(ARGS.source, 'python', 'build_backend', 'manylinux_check.py')
        out = run([DEBIAN_PYTHON, checker, *W['wheels'].values()]).stdout
        tags = set(re.findall(r'(manylinux_2_\d+_x86_64)$', out, re.M))
        self.assertEqual(len(tags), 1, out)
        plat = tags.pop()
        for tag, wheel in W['wheels'].items():
            self.assertTrue(os.path.basename(wheel).endswith('-%s-%s-%s.whl' % (tag, tag, plat)), wheel)
        print('wheels: %s; %s' % (plat, ', '.join('%s %.1f MB' % (t, os.path.getsize(w) / 1e6)
                                                   for t, w in sorted(W['wheels'].items()))), flush=True)

    def test_the_check_fails_on_a_violation(self):
        """The build tree's module (shared ICU, libstdc++) breaks the rules; so does a wrong tag."""
        sys.path.insert(0, os.path.join(ARGS.source, 'python', 'build_backend'))
        import manylinux_check
        tag, problems = manylinux_check.check_folder(os.path.join(ARGS.build, 'python', 'meteor'))
        self.assertTrue(any('libicuuc' in p for p in problems), problems)
        self.assertTrue(any('libstdc++' in p for p in problems), problems)
        wheel = W['wheels']['cp311']
        wrong = os.path.join(ARGS.work, os.path.basename(wheel).replace('manylinux_2_', 'manylinux_2_1'))
        shutil.copy(wheel, wrong)
        tag, problems = manylinux_check.check_wheel(wrong)
        self.assertTrue(any('the file name says' in p for p in problems), problems)
        os.remove(wrong)

    def test_pyproject_read_without_tomllib(self):
        """Python 3.9 and 3.10 read pyproject.toml with the backend's own reader: the same as tomllib's."""
        sys.path.insert(0, os.path.join(ARGS.source, 'python', 'build_backend'))
        import meteor_build, tomllib
        with open(os.path.join(ARGS.source, 'pyproject.toml'), 'rb') as f:
            raw = f.read()
        self.assertEqual(meteor_build._simple_toml(raw.decode()), tomllib.loads(raw.decode()))
        with zipfile.ZipFile(W['wheels']['cp39']) as z:
            names = z.namelist()
            meta = z.read(next(n for n in names if n.endswith('METADATA'))).decode()
        version = re.search(r'^Version: (\S+)$', meta, re.M).group(1)
        self.assertIn('meteor_mt-%s.dist-info/entry_points.txt' % version, names)
        self.assertIn('Provides-Extra: mtme\nRequires-Dist: numpy; extra == "mtme"', meta)

    def test_the_libraries_are_hidden(self):
        p = subprocess.run(['unshare', '-m', '--propagation', 'private', 'sh', W['hide'],
                            os.path.join(ARGS.build, 'bin', 'meteor'), '-h'], capture_output=True, text=True)
        self.assertNotEqual(p.returncode, 0)
        self.assertRegex(p.stderr, r'lib(icu|stemmer|z|boost)')

    def test_bare_machine(self):
        sys.path.insert(0, os.path.join(ARGS.source, 'python', 'build_backend'))
        import manylinux_check
        for tag, venv in sorted(W['venvs'].items()):
            with self.subTest(python=tag):
                py = os.path.join(venv, 'bin', 'python')
                got = json.loads(bare(W['hide'], [py, '-c', DRIVER, W['hyp'], W['ref']]).stdout)
                pkg = os.path.dirname(got['file'])
                self.assertTrue(pkg.startswith(venv), pkg)
                # ldd: glibc alone (and the loader), with the libraries hidden.
                binaries = [os.path.join(d, n) for d, _, names in os.walk(pkg) for n in names
                            if open(os.path.join(d, n), 'rb').read(4) == b'\x7fELF']
                self.assertEqual(len(binaries), 4, binaries)
                for b in binaries:
                    libs = [l.split()[0] for l in bare(W['hide'], ['ldd', b]).stdout.split('\n') if l.strip()]
                    self.assertEqual([l for l in libs if l != 'linux-vdso.so.1' and
                                      os.path.basename(l) not in manylinux_check.GLIBC_LIBRARIES], [], b)
                self.assertEqual(got['scorer'][0], README_SCORE)
                self.assertEqual(got['scorer'], W['want']['scorer'])
                self.assertEqual(got['hf'], README_SCORE)
                self.assertEqual(got['coco'], W['want']['coco'])
                self.assertEqual(got['nltk'], W['want']['nltk'])
                self.assertFalse(got['numpy'])
                self.assertEqual(got['mtme'], "meteor.mtme needs numpy, which is not installed: "
                                              "pip install 'meteor-mt[mtme]'")
                out = bare(W['hide'], [py, '-m', 'meteor', W['hyp'], W['ref'], '-l', 'en', '-norm', '-q']).stdout
                self.assertEqual(out.strip(), README_SCORE)
                # Errors: C++ exceptions unwind through the static libgcc
                # (python/portable/glibc_compat.cc) to one-line messages.
                bad = bare(W['hide'], [py, '-m', 'meteor', '/nonexistent/hyp', W['ref']], check=False)
                self.assertEqual((bad.returncode, bad.stderr), (1, 'meteor: error: /nonexistent/hyp: cannot open: '
                                                                   'No such file or directory\n'))
                bad = bare(W['hide'], [py, '-c', 'import meteor\ntry:\n    meteor.Scorer(lang="xx")\n'
                                       'except ValueError as e:\n    print(str(e).split(":")[0])'])
                self.assertEqual(bad.stdout, "unknown language 'xx'\n")
                # The venv's meteor script, pycocoevalcap's -stdio protocol.
                hyps = open(W['hyp'], encoding='utf-8').read().split('\n')[:-1]
                refs = open(W['ref'], encoding='utf-8').read().split('\n')[:-1]
                tool = os.path.join(venv, 'bin', 'meteor')
                stats = bare(W['hide'], [tool, '-', '-', '-stdio', '-l', 'en', '-norm'],
                             input=''.join('SCORE ||| %s ||| %s\n' % (r, h) for h, r in zip(hyps, refs))).stdout
                stats = stats.split('\n')[:-1]
                self.assertEqual(len(stats), len(hyps))
                out = bare(W['hide'], [tool, '-', '-', '-stdio', '-l', 'en', '-norm', '-multiEval'],
                           input='EVAL ||| %s\n' % ' ||| '.join(stats)).stdout.split('\n')
                self.assertEqual(out[len(hyps)], README_SCORE)

    def test_conformance_with_the_wheels_tool(self):
        """The conformance suite with the cp311 wheel's meteor tool and language data (ICU without its data)."""
        if not ARGS.conformance or not os.path.isfile(os.path.join(ARGS.conformance, 'check')):
            self.skipTest('no conformance suite (%s)' % ARGS.conformance)
        pkg = glob.glob(os.path.join(W['venvs']['cp311'], 'lib', 'python3.11', 'site-packages', 'meteor'))[0]
        tools = os.path.join(ARGS.work, 'conformance-bin')  # the wheel's meteor, the build's other tools
        os.makedirs(tools)
        os.symlink(os.path.join(pkg, 'bin', 'meteor'), os.path.join(tools, 'meteor'))
        for t in os.listdir(os.path.join(ARGS.build, 'bin')):
            if t != 'meteor':
                os.symlink(os.path.join(ARGS.build, 'bin', t), os.path.join(tools, t))
        out = run([os.path.join(ARGS.conformance, 'check'), '--bin', tools],
                  env=dict(ENV, METEOR_DATA=os.path.join(pkg, 'data'))).stdout
        self.assertRegex(out, r'(?m)^(\d+) passed, 0 failed$')

    def test_mtme_walk_through_on_debians_python(self):
        """docs/mtme.md's walk-through, cp311 wheel, Debian's python3.11 with numpy and scipy."""
        version = run([DEBIAN_PYTHON, '-c', 'import sys; print("cp%d%d" % sys.version_info[:2])']).stdout.strip()
        self.assertIn(version, W['wheels'])
        venv = os.path.join(ARGS.work, 'venv-debian')
        run([DEBIAN_PYTHON, '-m', 'venv', '--system-site-packages', venv])
        run([os.path.join(venv, 'bin', 'python'), '-m', 'pip', 'install', '-q', '--no-index', W['wheels'][version]])
        with open(os.path.join(ARGS.source, 'docs', 'mtme.md'), encoding='utf-8') as f:
            text = f.read().split('### Walk-through', 1)[1].split('\n### ', 1)[0]
        blocks = [b.split('```', 1)[0] for b in text.split('```python\n')[1:]]
        self.assertEqual(len(blocks), 4)
        program = ('import meteor, os\nassert meteor.__file__.startswith(%r), meteor.__file__\n' % venv +
                   '\n'.join(blocks).replace("'tests/data/mtme'",
                                             repr(os.path.join(ARGS.source, 'tests', 'data', 'mtme'))))
        out = bare(W['hide_but_zlib'], [os.path.join(venv, 'bin', 'python'), '-c', program]).stdout
        self.assertIn('avg-corr', out)
        self.assertIn('task7', out)

    def test_sdist_gives_the_same_wheel(self):
        """pip wheel of the unpacked sdist (portable setting), with cp311's interpreter."""
        python = interpreters()['cp311']
        sdist_dir = os.path.join(ARGS.work, 'sdist')
        os.makedirs(sdist_dir)
        backend = ('import sys; sys.path.insert(0, %r); import meteor_build; print(meteor_build.build_sdist(%r))'
                   % (os.path.join(ARGS.source, 'python', 'build_backend'), sdist_dir))
        name = run([DEBIAN_PYTHON, '-c', backend]).stdout.strip().split('\n')[-1]
        with tarfile.open(os.path.join(sdist_dir, name)) as tar:
            tar.extractall(sdist_dir)
        src = os.path.join(sdist_dir, name[:-len('.tar.gz')])
        # The build folder where the checkout's is (build/ in the source), so
        # that the compiler cache sees the same relative paths.
        start = time.time()
        run([python, '-m', 'pip', 'wheel', '-q', '--no-index', '--no-deps', '-w', os.path.join(sdist_dir, 'dist'),
             '--config-settings', 'portable=1', '--config-settings', 'build-dir=' + os.path.join(src, 'build'),
             '--config-settings', 'release=' + ARGS.release, src], cwd=sdist_dir)
        print('wheels: pip wheel of the sdist took %.0f s' % (time.time() - start), flush=True)
        built = os.listdir(os.path.join(sdist_dir, 'dist'))
        self.assertEqual(built, [os.path.basename(W['wheels']['cp311'])])
        with zipfile.ZipFile(os.path.join(sdist_dir, 'dist', built[0])) as a, \
                zipfile.ZipFile(W['wheels']['cp311']) as b:
            self.assertEqual(a.namelist(), b.namelist())
            differ = [n for n in a.namelist() if a.read(n) != b.read(n)]
            # The synonym image's header records its text files' times (util/image.cc).
            image = 'meteor/data/synonym/english.synsets.mbin'
            if image in differ and len(a.read(image)) == len(b.read(image)) and \
                    a.read(image)[64:] == b.read(image)[64:]:
                differ.remove(image)
        self.assertEqual([n for n in differ if not n.endswith(('/_where.py', '/RECORD'))], [])


def main():
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument('--source', required=True)
    ap.add_argument('--build', required=True)
    ap.add_argument('--work', required=True)
    ap.add_argument('--release', required=True)
    ap.add_argument('--conformance')
    ARGS, rest = ap.parse_known_args()
    for k in ('source', 'build', 'work', 'release', 'conformance'):
        if getattr(ARGS, k):
            setattr(ARGS, k, os.path.abspath(getattr(ARGS, k)))
    unittest.main(argv=[sys.argv[0], '-v', *rest])


if __name__ == '__main__':
    main()
