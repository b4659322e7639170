#!/usr/bin/env python3
"""Installs the build into an empty prefix and uses it as a package:

- the prefix holds the tools, libmeteor.so (with its SONAME), the headers, the
  language data, the CMake package, meteor.pc and the Python module;
- example/consumer builds against it with find_package(meteor) and with
  pkg-config, and its numbers are the installed meteor tool's;
- the installed tool, library and Python module find the installed data by
  themselves ($METEOR_DATA unset).

usage: package_test.py --build BUILD --source SOURCE --libdir LIBDIR [--pydir PYDIR]
                       [--python PYTHON] [--conformance DIR]
"""
import argparse, glob, os, re, shutil, subprocess, sys, tempfile

failures = []
checks = [0]


def check(ok, what):
    checks[0] += 1
    print(('ok    ' if ok else 'FAIL  ') + what, flush=True)
    if not ok:
        failures.append(what)


def run(cmd, **kw):
    kw.setdefault('env', ENV)
    p = subprocess.run(cmd, capture_output=True, text=True, **kw)
    if p.returncode != 0:
        print('$ ' + ' '.join(cmd) + '\n' + p.stdout + p.stderr)
        raise SystemExit('package_test: command failed (status %d)' % p.returncode)
    return p


ENV = {k: v for k, v in os.environ.items() if k not in ('METEOR_DATA', 'PYTHONPATH', 'LD_LIBRARY_PATH')}


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


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--build', required=True)
    ap.add_argument('--source', required=True)
    ap.add_argument('--libdir', required=True)
    ap.add_argument('--pydir')
    ap.add_argument('--python')
    ap.add_argument('--conformance')
    a = ap.parse_args()

    work = tempfile.mkdtemp(prefix='package-test-', dir=a.build)
    try:
        prefix = os.path.join(work, 'prefix')
        run(['cmake', '--install', a.build, '--prefix', prefix])
        lib = os.path.join(prefix, a.libdir)

        built = os.path.join(a.build, 'bin')
        tools = sorted(t for t in os.listdir(built) if os.access(os.path.join(built, t), os.X_OK))
        check('meteor' in tools and all(os.access(os.path.join(prefix, 'bin', t), os.X_OK) for t in tools),
              'tools in bin/: ' + ' '.join(tools))
        sonames = glob.glob(os.path.join(lib, 'libmeteor.so.*.*.*'))
        check(len(sonames) == 1 and os.path.islink(os.path.join(lib, 'libmeteor.so')), 'libmeteor.so -> ' +
              ', '.join(os.path.basename(s) for s in sonames))
        if sonames and shutil.which('readelf'):
            dyn = run(['readelf', '-d', sonames[0]]).stdout
            soname = re.search(r'\(SONAME\).*\[(.*)\]', dyn)
            check(soname is not None and os.path.exists(os.path.join(lib, soname.group(1))),
                  'SONAME %s, and its link' % (soname.group(1) if soname else None))
        inc = os.path.join(prefix, 'include', 'meteor')
        check(all(os.path.isfile(os.path.join(inc, h)) for h in ('meteor.hh', 'score/scorer.hh', 'util/error.hh')),
              'headers in include/meteor/ (meteor.hh, score/, util/, ...)')
        check(not glob.glob(os.path.join(inc, '**', '*_test*'), recursive=True) and
              not os.path.exists(os.path.join(inc, 'test_util.hh')), 'no test headers installed')
        data = os.path.join(prefix, 'share', 'meteor', 'data')
        check(os.path.isdir(os.path.join(data, 'function')) and os.path.isdir(os.path.join(data, 'synonym')),
              'language data in share/meteor/data')
        cmake_dir = os.path.join(lib, 'cmake', 'meteor')
        check(all(os.path.isfile(os.path.join(cmake_dir, f)) for f in
                  ('meteorConfig.cmake', 'meteorConfigVersion.cmake', 'meteorTargets.cmake')),
              'CMake package in %s/cmake/meteor' % a.libdir)
        pc = os.path.join(lib, 'pkgconfig', 'meteor.pc')
        check(os.path.isfile(pc), 'pkg-config file %s/pkgconfig/meteor.pc' % a.libdir)

        example_hyp = os.path.join(a.source, 'example', 'hyp.en')
        example_ref = os.path.join(a.source, 'example', 'ref.en')
        corpora = [(example_hyp, example_ref, 1, None)]
        if a.conformance and os.path.isdir(os.path.join(a.conformance, 'corpora')):
            c = a.conformance
            corpora.append((os.path.join(c, 'corpora', 'deen', 'hyp.UF.en'), os.path.join(c, 'corpora', 'deen',
                            'ref.AB.en'), 2, os.path.join(c, 'para', 'en-visible.gz')))
        meteor = os.path.join(prefix, 'bin', 'meteor')
        expected = [tool_scores(meteor, *c) for c in corpora]
        check(True, 'installed meteor runs without METEOR_DATA')

        # find_package(meteor)
        consumer_build = os.path.join(work, 'consumer-build')
        run(['cmake', '-S', os.path.join(a.source, 'example', 'consumer'), '-B', consumer_build,
             '-DCMAKE_BUILD_TYPE=Release', '-DCMAKE_PREFIX_PATH=' + prefix])
        run(['cmake', '--build', consumer_build])
        consumer = os.path.join(consumer_build, 'consumer')
        for corpus, want in zip(corpora, expected):
            got = consumer_scores(consumer, *corpus)
            name = os.path.basename(corpus[0])
            check(got[0] == want[0], 'find_package consumer: %d segment scores = installed meteor\'s: %s'
                  % (len(got[0]), name))
            check(got[1] == want[1], 'find_package consumer: corpus score %r = meteor Final score: %s' % (got[1], name))
            check(got[2] == want[2], 'find_package consumer: Eval ID %s' % got[2])

        # pkg-config
        if shutil.which('pkg-config'):
            env = dict(ENV, PKG_CONFIG_PATH=os.path.join(lib, 'pkgconfig'))
            flags = run(['pkg-config', '--cflags', '--libs', 'meteor'], env=env).stdout.split()
            exe = os.path.join(work, 'consumer-pc')
            run(['c++', '-std=c++20', '-O2', os.path.join(a.source, 'example', 'consumer', 'main.cc'), '-o', exe] +
                flags + ['-Wl,-rpath,' + lib], env=env)
            got = consumer_scores(exe, *corpora[0])
            check(got == expected[0], 'pkg-config consumer (%s): the same numbers' % ' '.join(flags))
        else:
            print('skip  pkg-config (not installed)')

        # The installed Python module, from another folder, with the installed data.
        if a.pydir and a.python:
            pydir = os.path.join(prefix, a.pydir)
            check(bool(glob.glob(os.path.join(pydir, 'meteor', '_meteor*.so'))) and
                  os.path.isfile(os.path.join(pydir, 'meteor', '__init__.py')), 'Python package in ' + a.pydir)
            script = ('import meteor, sys\n'
                      'hyp, ref, n = sys.argv[1], sys.argv[2], int(sys.argv[3])\n'
                      'h = open(hyp).read().split("\\n")[:-1]; r = open(ref).read().split("\\n")[:-1]\n'
                      'kw = {"paraphrase": sys.argv[4]} if len(sys.argv) > 4 else {}\n'
                      's = meteor.Scorer(lang="en", norm=True, **kw)\n'
                      'c = s.corpus_score(h, [r[i * n:(i + 1) * n] for i in range(len(h))])\n'
                      'print(meteor.__file__); print(c.eval_id); print(repr(c.score))\n'
                      'print(" ".join(repr(x) for x in c.scores))\n')
            for corpus, want in zip(corpora, expected):
                out = run([a.python, '-c', script, corpus[0], corpus[1], str(corpus[2])] +
                          ([corpus[3]] if corpus[3] else []), env=dict(ENV, PYTHONPATH=pydir), cwd=work).stdout
                path, eval_id, final, segs = out.split('\n')[:4]
                name = os.path.basename(corpus[0])
                check(path.startswith(pydir) and eval_id == want[2] and float(final) == want[1] and
                      [float(x) for x in segs.split()] == want[0],
                      'installed Python module: the installed meteor\'s numbers: %s' % name)
            # python3 -m meteor runs the prefix's meteor tool.
            out = run([a.python, '-m', 'meteor', example_hyp, example_ref, '-l', 'en', '-norm', '-q'],
                      env=dict(ENV, PYTHONPATH=pydir), cwd=work).stdout
            check(float(out) == expected[0][1], 'python3 -m meteor: the installed tool\'s Final score')
    finally:
        shutil.rmtree(work, ignore_errors=True)

    print('package: %d checks passed, %d failed' % (checks[0] - len(failures), len(failures)))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
