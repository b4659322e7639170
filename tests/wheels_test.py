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
The binaries bind glibc 2.28's symbol versions or older (manylinux_2_28):
objdump lists no newer version and libpthread.so.0 and libdl.so.2 among
their needs; the dynamic loader (LD_BIND_NOW, LD_DEBUG=bindings) binds every
symbol of the tool and of the three modules to such a version.
docs/mtme.md's walk-through runs with the cp311 wheel in a venv of Debian's
python3.11 with its system site packages (numpy, scipy), ICU, libstemmer
and Boost hidden (not zlib: that interpreter links libz.so.1 itself); so
does meteor.dask on a LocalCluster of 2 worker processes (where Debian's
dask is there), and meteor.mtme.Download of a file:// URL (libcurl and
libarchive opened with dlopen; where installed). The wheel's tool reads a
gzipped paraphrase table through ISA-L (opened with dlopen; where
installed).
No file of any wheel holds the source or build folder's path (and `python
-m meteor.mtme.mtme` from the wheel says in one line that it has no
meteor-metaeval, rather than run the checkout's), and `pip
wheel` of the unpacked sdist (portable setting: another folder) gives the
same wheel: the same name, files and bytes.

The conformance suite passes with the cp311 wheel's meteor tool and data,
and its meteor cases with `-threads 2` too.

usage: wheels_test.py --source SOURCE --build BUILD --work DIR --release DIR [--conformance DIR]
                      [unittest options]
"""
import argparse, glob, json, os, re, shutil, subprocess, sys, tarfile, tempfile, time, unittest, zipfile

import package_testing
import stand_in_tables

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


def run(cmd, check=True, env=None, **kw):
    return package_testing.run(cmd, env or ENV, check, **kw)


def hide_script(name, zlib):
    """A script hiding the shared objects of ICU, libstemmer, Boost and (zlib) zlib, then running its arguments."""
    libs = package_testing.libraries(['/usr/lib/x86_64-linux-gnu', '/lib/x86_64-linux-gnu', '/usr/lib', '/usr/local/lib'],
                                     ['libicu*.so*', 'libstemmer.so*', 'libboost_*.so*'] + (['libz.so*'] if zlib else []))
    return package_testing.hide_script(os.path.join(ARGS.work, name), libs, ARGS.work)


def bare(script, cmd, **kw):
    """cmd in a mount namespace where script's libraries are hidden."""
    kw.setdefault('cwd', W['elsewhere'])
    return run(package_testing.hidden(script, cmd), **kw)


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


def checker_module():
    sys.path.insert(0, os.path.join(ARGS.source, 'python', 'build_backend'))
    import manylinux_check as m
    return m


def version_key(v):
    return tuple(int(x) for x in v.split('.'))


def unpacked(tag):
    """The files of tag's wheel, unpacked once (modes kept)."""
    folder = os.path.join(ARGS.work, 'unpacked-' + tag)
    if not os.path.isdir(folder):
        with zipfile.ZipFile(W['wheels'][tag]) as z:
            z.extractall(folder)
            for info in z.infolist():
                os.chmod(os.path.join(folder, info.filename), (info.external_attr >> 16) & 0o777 or 0o644)
    return folder


def read(path, mode='r', size=-1):
    with open(path, mode, **({} if 'b' in mode else {'errors': 'replace'})) as f:
        return f.read(size)


def elf_files(folder):
    return sorted(os.path.join(d, n) for d, _, names in os.walk(folder) for n in names
                  if read(os.path.join(d, n), 'rb', 4) == b'\x7fELF')


def debug_log(prefix):
    """What LD_DEBUG wrote with LD_DEBUG_OUTPUT=prefix (a file per process)."""
    return ''.join(read(f) for f in sorted(glob.glob(prefix + '.*')))


def debian_venv():
    """A venv of Debian's python3.11 with its system site packages (numpy, scipy, dask) and the cp311 wheel."""
    if 'debian_venv' not in W:
        version = run([DEBIAN_PYTHON, '-c', 'import sys; print("cp%d%d" % sys.version_info[:2])']).stdout.strip()
        assert version in W['wheels'], version
        venv = os.path.join(ARGS.work, 'venv-debian')
        run([DEBIAN_PYTHON, '-m', 'venv', '--system-site-packages', venv])
        run([os.path.join(venv, 'bin', 'python'), '-m', 'pip', 'install', '-q', '--no-index', W['wheels'][version]])
        W['debian_venv'] = venv
    return W['debian_venv']


# The functions glibc 2.34 moved into libc.so.6 (and gave a new version):
# the wheels' binaries reference their GLIBC_2.2.5 versions
# (python/portable/glibc_versions.cc); those defined in the binaries
# themselves (glibc_compat.cc, and stat's kin, now __xstat's) not at all.
OLD_VERSIONS = {'pthread_create', 'pthread_join', 'pthread_detach', 'pthread_once', 'pthread_key_create',
                '__pthread_key_create', 'pthread_key_delete', 'pthread_getspecific', 'pthread_setspecific',
                'pthread_rwlock_rdlock', 'pthread_rwlock_wrlock', 'pthread_rwlock_unlock', 'dlopen', 'dlsym',
                'dlclose', 'dlerror', 'dladdr', '__xstat', '__lxstat', '__fxstat', '__fxstat64', 'exp', 'log', 'pow',
                '__libc_start_main'}
DEFINED_HERE = {'stat', 'lstat', 'fstat', 'fstat64', 'pthread_cond_clockwait', '__libc_single_threaded',
                'arc4random', '_dl_find_object'}


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
        self.assertEqual(plat, 'manylinux_%s_x86_64' % checker_module().FLOOR.replace('.', '_'))
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
        # Linked against glibc 2.36 as it is: symbols of 2.34 named, the file too.
        self.assertTrue(any(re.match(r'_meteor\.\S+\.so: dlopen@GLIBC_2\.34 is newer than the floor '
                                     r'GLIBC_2\.28$', p) for p in problems), problems)
        wheel = W['wheels']['cp311']
        wrong = os.path.join(ARGS.work, os.path.basename(wheel).replace('manylinux_2_', 'manylinux_2_1'))
        shutil.copy(wheel, wrong)
        tag, problems = manylinux_check.check_wheel(wrong)
        self.assertTrue(any('the file name says' in p for p in problems), problems)
        os.remove(wrong)

    def test_binaries_reference_glibc_2_28_or_older(self):
        """objdump of every binary of every wheel: no GLIBC_ symbol version above the floor; the moved
        functions at their GLIBC_2.2.5 versions; libpthread.so.0 and libdl.so.2 needed."""
        floor = checker_module().FLOOR
        newest = {}
        for tag in sorted(W['wheels']):
            folder = unpacked(tag)
            binaries = elf_files(folder)
            self.assertEqual(len(binaries), 4, binaries)
            for b in binaries:
                rel = os.path.relpath(b, folder)
                with self.subTest(python=tag, binary=rel):
                    refs = re.findall(r'^[0-9a-f]+ .{7} \*UND\*\s+[0-9a-f]+\s+\(?(GLIBC_[0-9.]+)\)?\s+(\S+)$',
                                      run(['objdump', '-T', b]).stdout, re.M)
                    self.assertGreater(len(refs), 50)
                    above = sorted('%s@%s' % (n, v) for v, n in refs if version_key(v[6:]) > version_key(floor))
                    self.assertEqual(above, [])
                    self.assertEqual(sorted('%s@%s' % (n, v) for v, n in refs
                                            if n in OLD_VERSIONS and v != 'GLIBC_2.2.5'), [])
                    self.assertEqual(sorted(n for v, n in refs if n in DEFINED_HERE), [])
                    if rel == 'meteor/bin/meteor':
                        self.assertIn(('GLIBC_2.2.5', '__libc_start_main'), refs)
                    self.assertIn(('GLIBC_2.2.5', 'pthread_key_create'), refs)
                    needed = re.findall(r'^\s+NEEDED\s+(\S+)$', run(['objdump', '-p', b]).stdout, re.M)
                    self.assertTrue({'libpthread.so.0', 'libdl.so.2'} <= set(needed), needed)
                    newest[rel.split('.')[0]] = max((v[6:] for v, _ in refs), key=version_key)
        print('wheels: newest glibc symbol versions: %s' % ', '.join('%s %s' % kv for kv in sorted(newest.items())),
              flush=True)

    def test_the_loader_binds_old_versions(self):
        """The dynamic loader binds every symbol of the cp311 wheel's modules and tool at once (LD_BIND_NOW)
        to glibc symbol versions no newer than the floor (LD_DEBUG=bindings)."""
        floor = checker_module().FLOOR
        venv = W['venvs']['cp311']
        py = os.path.join(venv, 'bin', 'python')
        pkg = os.path.join(venv, 'lib', 'python3.11', 'site-packages', 'meteor')
        log = os.path.join(ARGS.work, 'bindings')
        for name, cmd in (('modules', [py, '-c', 'import meteor._meteor, meteor._mtme, meteor._mtme_data']),
                          ('tool', [os.path.join(pkg, 'bin', 'meteor'), W['hyp'], W['ref'], '-l', 'en', '-norm',
                                    '-q', '-threads', '2'])):
            with self.subTest(name):
                for f in glob.glob(log + '.*'):
                    os.remove(f)
                p = bare(W['hide'], cmd, env=dict(ENV, LD_BIND_NOW='1', LD_DEBUG='bindings', LD_DEBUG_OUTPUT=log))
                if name == 'tool':
                    self.assertEqual(p.stdout.strip(), README_SCORE)
                bound = {}
                for m in re.finditer(r'binding file (\S+) \[0\] to (\S+) \[0\]: normal symbol `([^\']+)\''
                                     r'(?: \[(\S+)\])?', debug_log(log)):
                    if m.group(1).startswith(pkg):
                        bound[(os.path.basename(m.group(1)), m.group(3))] = (m.group(2), m.group(4))
                binaries = {b for b, _ in bound}
                self.assertEqual(len(binaries), 3 if name == 'modules' else 1, binaries)
                above = sorted('%s: %s@%s' % (b, n, v) for (b, n), (_, v) in bound.items()
                               if v and v.startswith('GLIBC_') and version_key(v[6:]) > version_key(floor))
                self.assertEqual(above, [])
                for (b, n), (lib, v) in bound.items():
                    if n in OLD_VERSIONS:
                        self.assertEqual(v, 'GLIBC_2.2.5', (b, n, lib))
                self.assertIn('pthread_create', {n for _, n in bound})

    def test_no_build_machine_path_in_a_wheel(self):
        """No file of any wheel holds the source or the build folder's path (nor their real paths)."""
        paths = {ARGS.source, ARGS.build, os.path.realpath(ARGS.source), os.path.realpath(ARGS.build)}
        for tag, wheel in sorted(W['wheels'].items()):
            with zipfile.ZipFile(wheel) as z:
                found = sorted('%s: %s' % (n, p) for n in z.namelist() for p in paths if p.encode() in z.read(n))
            self.assertEqual(found, [], wheel)
        with zipfile.ZipFile(W['wheels']['cp311']) as z:
            where = z.read('meteor/_where.py').decode().split('\n')
            self.assertIn('TOOL_CANDIDATES = ["bin/meteor"]', where)
            self.assertIn('MULTICALL = "bin/meteor"', where)

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
                binaries = elf_files(pkg)
                self.assertEqual(len(binaries), 4, binaries)
                for b in binaries:
                    libs = [l.split()[0] for l in bare(W['hide'], ['ldd', b]).stdout.split('\n') if l.strip()]
                    glibc = manylinux_check.GLIBC_LIBRARIES | manylinux_check.LOADERS
                    self.assertEqual([l for l in libs if l != 'linux-vdso.so.1' and os.path.basename(l) not in glibc],
                                     [], b)
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
        # Every tool is the wheel's one binary, run under the tool's name (as
        # the console scripts run it).
        tools = os.path.join(ARGS.work, 'conformance-bin')
        os.makedirs(tools)
        for t in os.listdir(os.path.join(ARGS.build, 'bin')):
            os.symlink(os.path.join(pkg, 'bin', 'meteor'), os.path.join(tools, t))
        # A cache of its own: the paraphrase tables are read (gzip, through ISA-L where installed).
        # The package's data with the stand-in tables (tests/stand_in_tables.py).
        data = stand_in_tables.install(os.path.join(pkg, 'data'), os.path.join(ARGS.work, 'conformance-data'),
                                       prefer_installed=True)
        env = dict(ENV, METEOR_DATA=data, METEOR_CACHE=tempfile.mkdtemp(prefix='cache-', dir=ARGS.work))
        start = time.time()
        out = run([os.path.join(ARGS.conformance, 'check'), '--bin', tools], env=env).stdout
        self.assertRegex(out, r'(?m)^(\d+) passed, 0 failed$')
        # Its meteor cases again on 2 threads (the tool's -threads 2 after each case's options).
        threaded = os.path.join(ARGS.work, 'conformance-bin-threads')
        os.makedirs(threaded)
        with open(os.path.join(threaded, 'meteor'), 'w') as f:
            f.write('#!/bin/sh\nexec %s "$@" -threads 2\n' % os.path.join(pkg, 'bin', 'meteor'))
        os.chmod(os.path.join(threaded, 'meteor'), 0o755)
        suite = os.path.join(ARGS.work, 'conformance-meteor')  # the suite's layout with the meteor cases alone
        os.makedirs(os.path.join(suite, 'cases'))
        for entry in os.listdir(ARGS.conformance):
            if entry != 'cases':
                os.symlink(os.path.join(ARGS.conformance, entry), os.path.join(suite, entry))
        for c in sorted(os.listdir(os.path.join(ARGS.conformance, 'cases'))):
            with open(os.path.join(ARGS.conformance, 'cases', c, 'cmd'), encoding='utf-8') as f:
                if f.read().split()[0] == 'meteor':
                    os.symlink(os.path.join(ARGS.conformance, 'cases', c), os.path.join(suite, 'cases', c))
        out = run([os.path.join(suite, 'check'), '--bin', threaded, '--cases', os.path.join(suite, 'cases')],
                  env=env).stdout
        self.assertRegex(out, r'(?m)^(\d+) passed, 0 failed$')
        self.assertGreater(int(re.search(r'(?m)^(\d+) passed', out).group(1)), 50)
        print('wheels: conformance with the wheel\'s tool, then its meteor cases on 2 threads: %.0f s'
              % (time.time() - start), flush=True)

    def test_gzip_through_isal(self):
        """The cp311 wheel's tool reads a gzipped paraphrase table through ISA-L, opened with dlopen
        (where installed), on 2 threads: the build tree's score."""
        if not glob.glob('/usr/lib/x86_64-linux-gnu/libisal.so.2*'):
            self.skipTest('no libisal.so.2 (Debian: libisal2)')
        if not ARGS.conformance or not os.path.isdir(os.path.join(ARGS.conformance, 'para')):
            self.skipTest('no conformance suite (%s)' % ARGS.conformance)
        c = ARGS.conformance
        args = [os.path.join(c, 'corpora', 'deen', 'hyp.Online-G.en'), os.path.join(c, 'corpora', 'deen', 'ref.A.en'),
                '-l', 'en', '-norm', '-a', os.path.join(c, 'para', 'en-visible.gz'), '-q', '-threads', '2']
        cache = tempfile.mkdtemp(prefix='cache-', dir=ARGS.work)  # no compiled table: the .gz is read
        want = run([os.path.join(ARGS.build, 'bin', 'meteor')] + args,
                   env=dict(ENV, METEOR_DATA=os.path.join(ARGS.build, 'data'), METEOR_CACHE=cache)).stdout
        log = os.path.join(ARGS.work, 'isal-files')
        cache = tempfile.mkdtemp(prefix='cache-', dir=ARGS.work)
        tool = glob.glob(os.path.join(W['venvs']['cp311'], 'lib', 'python3.11', 'site-packages', 'meteor', 'bin',
                                      'meteor'))[0]
        p = run([tool] + args, env=dict(ENV, LD_DEBUG='files', LD_DEBUG_OUTPUT=log, METEOR_CACHE=cache))
        self.assertEqual(p.stdout, want)
        loaded = debug_log(log)
        self.assertRegex(loaded, r'file=libisal\.so\.2 \[0\];\s+dynamically loaded by \S+/meteor/bin/meteor')

    def test_download_through_curl(self):
        """meteor.mtme.Download of a file:// URL with the cp311 wheel: libcurl and libarchive opened with dlopen."""
        for lib in ('libcurl.so.4', 'libarchive.so.13'):
            if not glob.glob('/usr/lib/x86_64-linux-gnu/' + lib):
                self.skipTest('no %s' % lib)
        venv = debian_venv()
        data = os.path.join(ARGS.work, 'download')
        os.makedirs(os.path.join(data, 'src', 'mt-metrics-eval-v2'))
        with open(os.path.join(data, 'src', 'mt-metrics-eval-v2', 'README'), 'w') as f:
            f.write('hello\n')
        with tarfile.open(os.path.join(data, 'mtme.tgz'), 'w:gz') as t:
            t.add(os.path.join(data, 'src', 'mt-metrics-eval-v2'), arcname='mt-metrics-eval-v2')
        log = os.path.join(ARGS.work, 'curl-files')
        program = ('import meteor.mtme.data as d, sys\nprint(d.Download(url=sys.argv[1], root=sys.argv[2]))')
        p = run([os.path.join(venv, 'bin', 'python'), '-c', program, 'file://' + os.path.join(data, 'mtme.tgz'),
                 os.path.join(data, 'root')], env=dict(ENV, LD_DEBUG='files', LD_DEBUG_OUTPUT=log))
        self.assertEqual(p.stdout.strip(), os.path.join(data, 'root'))
        with open(os.path.join(data, 'root', 'README')) as f:
            self.assertEqual(f.read(), 'hello\n')
        loaded = debug_log(log)
        for lib in ('libcurl.so.4', 'libarchive.so.13'):
            self.assertRegex(loaded, r'file=%s \[0\];\s+dynamically loaded by \S+/meteor/_mtme' % re.escape(lib))

    def test_dask_local_cluster(self):
        """meteor.dask on a LocalCluster of 2 worker processes with the cp311 wheel (Debian's dask):
        the score of one process, bit for bit."""
        venv = debian_venv()
        py = os.path.join(venv, 'bin', 'python')
        if run([py, '-c', 'import dask.distributed, dask.bag'], check=False).returncode != 0:
            self.skipTest('dask.distributed cannot be imported by %s (Debian: python3-distributed)' % py)
        program = r'''
import json, sys
import meteor, meteor.dask
import dask.bag as db
from dask.distributed import Client, LocalCluster
assert meteor.__file__.startswith(sys.argv[3]), meteor.__file__
hyps = open(sys.argv[1], encoding="utf-8").read().split("\n")[:-1] * 20
refs = open(sys.argv[2], encoding="utf-8").read().split("\n")[:-1] * 20
want = meteor.Scorer(lang="en", norm=True).corpus_score(hyps, refs, threads=1)
if __name__ == "__main__":
    with LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None) as cluster, \
            Client(cluster):
        got = meteor.dask.corpus_score(db.from_sequence(list(zip(hyps, refs)), npartitions=7), segments=True,
                                       threads=2, lang="en", norm=True)
    print(json.dumps([repr(got.score), repr(want.score), got.scores == want.scores, len(got.scores)]))
'''
        script = os.path.join(ARGS.work, 'dask_wheel.py')
        with open(script, 'w') as f:
            f.write(program)
        out = bare(W['hide_but_zlib'], [py, script, W['hyp'], W['ref'], venv]).stdout
        got, want, same_segments, n = json.loads(out.strip().split('\n')[-1])
        self.assertEqual((got, same_segments, n), (want, True, 200))

    def test_mtme_walk_through_on_debians_python(self):
        """docs/mtme.md's walk-through, cp311 wheel, Debian's python3.11 with numpy and scipy."""
        venv = debian_venv()
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

    def test_mtme_command_line_in_a_wheel(self):
        """python -m meteor.mtme.mtme from a wheel (numpy there) runs the wheel's own meteor-metaeval (its
        one binary), not the checkout's."""
        venv = debian_venv()
        p = run([os.path.join(venv, 'bin', 'python'), '-m', 'meteor.mtme.mtme', '--help'], check=False,
                cwd=W['elsewhere'])
        self.assertEqual(p.returncode, 0, p.stdout + p.stderr)
        self.assertIn('meteor-metaeval', p.stdout)
        self.assertNotIn(ARGS.build, p.stdout + p.stderr)

    def test_every_tool_a_console_script(self):
        """Each tool of the build is a console script of every wheel's venv, on a bare machine; the wheels
        stay at 25 MB or less."""
        tools = sorted(os.listdir(os.path.join(ARGS.build, 'bin')))
        self.assertGreater(len(tools), 14)
        for tag, venv in sorted(W['venvs'].items()):
            with self.subTest(python=tag):
                self.assertLessEqual(os.path.getsize(W['wheels'][tag]), 25 * 1024 * 1024, W['wheels'][tag])
                for t in tools:
                    script = os.path.join(venv, 'bin', t)
                    self.assertTrue(os.path.isfile(script), script)
                    p = bare(W['hide'], [script, '--version'], check=False)
                    self.assertEqual(p.returncode, 0, '%s: %s' % (t, p.stderr))
                    self.assertTrue(p.stdout.startswith(t + ' '), '%s: %r' % (t, p.stdout))
                # Statistics from one tool, scored by another: the same number as the Scorer.
                stats = bare(W['hide'], [os.path.join(venv, 'bin', 'meteor'), W['hyp'], W['ref'], '-l', 'en',
                                         '-norm', '-ssOut']).stdout
                final = bare(W['hide'], [os.path.join(venv, 'bin', 'stats-scorer'), '-l', 'en', '-final'],
                             input=stats).stdout.strip().split('\n')[-1]
                self.assertIn(README_SCORE, final)

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
        self.assertEqual(differ, [])


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
    package_testing.main_with_stand_in_tables(ENV, rest)


if __name__ == '__main__':
    main()
