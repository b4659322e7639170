#!/usr/bin/env python3
"""The aarch64 wheel of scripts/wheels --target aarch64 (docs/dev/arm.md), on
an emulated arm64 machine.

scripts/wheels --target aarch64 builds the cp311 wheel from the cross build
(Debian's arm64 Python 3.11: scripts/arm64-sysroot, run under qemu with
QEMU_LD_PREFIX); it passes manylinux_check.py as manylinux_2_28_aarch64
and goes with `pip install --no-index` into a fresh venv of that arm64
interpreter (with its system site packages: Debian's numpy). Then, in a mount namespace (unshare -m) where every arm64
shared object of ICU, libstemmer and Boost (multiarch and sysroot) is hidden
(not zlib: Debian's python3.11 links libz.so.1 itself), from a folder outside the checkout: the loader lists glibc's
libraries alone for every binary of the installed package; README's example
through meteor.Scorer gives 0.39787222361564334, and so does the venv's
`meteor` tool; pairwise, mbr (with utilities) and the pycocoevalcap drop-in
give the x86-64 build tree's numbers bit for bit (the paraphrase table of
Meteor 1.5's English defaults: tests/stand_in_tables.py's).

usage: wheels_aarch64_test.py --source SOURCE --build BUILD-aarch64 --host-build BUILD --work DIR
SPDX-License-Identifier: LGPL-2.1-or-later
"""
import argparse, glob, json, os, shutil, sys, tempfile, time, unittest

import package_testing

ARGS = None
README_SCORE = '0.39787222361564334'
ENV = {k: v for k, v in os.environ.items()
       if k not in ('METEOR_DATA', 'PYTHONPATH', 'PYTHONHOME', 'LD_LIBRARY_PATH', 'VIRTUAL_ENV', 'QEMU_LD_PREFIX')}
ENV['PIP_NO_INDEX'] = '1'
ENV['PIP_DISABLE_PIP_VERSION_CHECK'] = '1'
W = {}

DRIVER = r'''
import json, sys
hyp, ref = sys.argv[1], sys.argv[2]
h = open(hyp, encoding="utf-8").read().split("\n")[:-1]
r = open(ref, encoding="utf-8").read().split("\n")[:-1]
import meteor, meteor.coco
out = {"file": meteor.__file__}
scorer = meteor.Scorer(lang="en", norm=True, modules=["exact", "stem", "synonym"])
c = scorer.corpus_score(h, r)
out["scorer"] = [repr(c.score), [repr(x) for x in c.scores]]
cands = h[:12]
out["pairwise"] = [[repr(float(x)) for x in row] for row in scorer.pairwise(cands, cands)]
best, utilities = scorer.mbr(cands, return_utilities=True)
out["mbr"] = [int(best), [repr(float(u)) for u in utilities], scorer.mbr([cands, cands[3:]])]
score, scores = meteor.coco.Meteor().compute_score({i: [r[i]] for i in range(len(h))},
                                                   {i: [h[i]] for i in range(len(h))})
out["coco"] = [repr(score), [repr(x) for x in scores]]
print(json.dumps(out))
'''


def run(cmd, check=True, env=None, **kw):
    return package_testing.run(cmd, env or ENV, check, **kw)


def arm(cmd, **kw):
    """An arm64 program under qemu (binfmt_misc), its libraries from the sysroot first."""
    kw.setdefault('env', dict(ENV, QEMU_LD_PREFIX=W['sysroot']))
    return run(cmd, **kw)


def bare(cmd, **kw):
    """cmd in a mount namespace where the arm64 shared objects of ICU, libstemmer and Boost are empty files."""
    libs = package_testing.libraries(
        ['/usr/lib/aarch64-linux-gnu', '/lib/aarch64-linux-gnu', W['sysroot'] + '/usr/lib/aarch64-linux-gnu',
         W['sysroot'] + '/lib/aarch64-linux-gnu'], ['libicu*.so*', 'libstemmer.so*', 'libboost_*.so*'])
    script = package_testing.hide_script(os.path.join(ARGS.work, 'hide.sh'), libs, ARGS.work)
    kw.setdefault('cwd', W['elsewhere'])
    return arm(package_testing.hidden(script, cmd), **kw)


def setUpModule():
    shutil.rmtree(ARGS.work, ignore_errors=True)
    os.makedirs(ARGS.work)
    W['dist'] = os.path.join(ARGS.work, 'dist')
    start = time.time()
    p = run([os.path.join(ARGS.source, 'scripts', 'wheels'), '--target', 'aarch64', '--build-dir', ARGS.build,
             '--dist', W['dist']], cwd=ARGS.source)
    print('wheels-aarch64: scripts/wheels --target aarch64 took %.0f s' % (time.time() - start), flush=True)
    W['output'] = p.stdout
    W['wheels'] = sorted(glob.glob(os.path.join(W['dist'], '*.whl')))
    W['sysroot'] = os.path.join(os.path.abspath(ARGS.build), 'sysroot')
    W['elsewhere'] = tempfile.mkdtemp(prefix='elsewhere-', dir=ARGS.work)
    W['hyp'] = os.path.join(ARGS.source, 'example', 'hyp.en')
    W['ref'] = os.path.join(ARGS.source, 'example', 'ref.en')
    # The x86-64 build tree's numbers (its module, its data).
    env = dict(ENV, PYTHONPATH=os.path.join(ARGS.host_build, 'python'),
               METEOR_DATA=os.path.join(ARGS.host_build, 'data'))
    W['want'] = json.loads(run(['/usr/bin/python3', '-c', DRIVER, W['hyp'], W['ref']], env=env,
                               cwd=W['elsewhere']).stdout)
    start = time.time()
    W['venv'] = os.path.join(ARGS.work, 'venv-cp311')
    # Its system site packages: Debian's arm64 numpy, which pairwise and mbr need.
    arm([os.path.join(W['sysroot'], 'usr', 'bin', 'python3.11'), '-m', 'venv', '--system-site-packages', W['venv']])
    arm([os.path.join(W['venv'], 'bin', 'python'), '-m', 'pip', 'install', '-q', '--no-index', *W['wheels']])
    print('wheels-aarch64: venv and pip install under qemu took %.0f s' % (time.time() - start), flush=True)


class AArch64Wheel(unittest.TestCase):
    def test_one_cp311_wheel_tagged_manylinux_2_28_aarch64(self):
        names = [os.path.basename(w) for w in W['wheels']]
        self.assertEqual(len(names), 1, names)
        self.assertRegex(names[0], r'^meteor_mt-[^-]+-cp311-cp311-manylinux_2_28_aarch64\.whl$')
        sys.path.insert(0, os.path.join(ARGS.source, 'python', 'build_backend'))
        import manylinux_check
        tag, problems = manylinux_check.check_wheel(W['wheels'][0], ldd=True)
        self.assertEqual(problems, [])
        self.assertEqual(tag, 'manylinux_2_28_aarch64')

    def test_bare_arm64_machine(self):
        python = os.path.join(W['venv'], 'bin', 'python')
        got = json.loads(bare([python, '-c', DRIVER, W['hyp'], W['ref']]).stdout)
        pkg = os.path.dirname(got['file'])
        self.assertTrue(pkg.startswith(W['venv']), pkg)
        binaries = []
        for root, _, names in os.walk(pkg):
            for n in names:
                with open(os.path.join(root, n), 'rb') as f:
                    if f.read(4) == b'\x7fELF':
                        binaries.append(os.path.join(root, n))
        self.assertEqual(len(binaries), 4, binaries)
        glibc = {'libc.so.6', 'libm.so.6', 'libdl.so.2', 'libpthread.so.0', 'ld-linux-aarch64.so.1'}
        for b in binaries:
            listed = bare(['/lib/ld-linux-aarch64.so.1', '--list', b]).stdout.split('\n')
            libs = [l.split()[0] for l in listed if l.strip()]
            self.assertEqual([l for l in libs if l != 'linux-vdso.so.1' and not l.startswith('(') and  # qemu's vDSO
                              os.path.basename(l) not in glibc], [], b)
        self.assertEqual(got['scorer'][0], README_SCORE)
        for key in ('scorer', 'pairwise', 'mbr', 'coco'):
            with self.subTest(key=key):
                self.assertEqual(got[key], W['want'][key])
        tool = bare([os.path.join(W['venv'], 'bin', 'meteor'), W['hyp'], W['ref'], '-l', 'en', '-norm',
                     '-m', 'exact stem synonym', '-q'])
        self.assertEqual(tool.stdout.splitlines()[-1], README_SCORE)


def main():
    global ARGS
    p = argparse.ArgumentParser()
    p.add_argument('--source', required=True)
    p.add_argument('--build', required=True)
    p.add_argument('--host-build', required=True)
    p.add_argument('--work', required=True)
    ARGS, rest = p.parse_known_args()
    if not os.path.exists('/proc/sys/fs/binfmt_misc/qemu-aarch64'):
        print('wheels-aarch64: skipped: qemu-aarch64 is not registered (binfmt_misc)')
        sys.exit(77)
    package_testing.main_with_stand_in_tables(ENV, rest)


if __name__ == '__main__':
    main()
