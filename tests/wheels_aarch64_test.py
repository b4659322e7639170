#!/usr/bin/env python3
"""The aarch64 wheels of scripts/wheels --target aarch64 (docs/dev/arm.md), on
an emulated arm64 machine.

scripts/wheels --target aarch64 builds the cp39, cp311 and cp313 wheels from
the cross build (Debian's arm64 Pythons of bullseye, bookworm and trixie:
scripts/arm64-sysroot, run under qemu with QEMU_LD_PREFIX, each with its
release's glibc); each passes manylinux_check.py as manylinux_2_28_aarch64
and goes with `pip install --no-index` into a fresh venv of its arm64
interpreter (with its system site packages: the release's numpy). Then, in
a mount namespace (unshare -m) where every arm64 shared object of ICU,
libstemmer and Boost (multiarch and sysroots) is hidden (not zlib: Debian's
pythons link libz.so.1 themselves), from a folder outside the checkout: the
loader lists glibc's libraries alone for every binary of the installed
package; README's example through meteor.Scorer gives 0.39787222361564334,
and so does the venv's `meteor` tool; pairwise, mbr (with utilities) and
the pycocoevalcap drop-in give the x86-64 build tree's numbers bit for bit,
and so do the numpy arrays of sentence_scores and mbr's utilities (trixie's
numpy 2 too)
(the paraphrase table of Meteor 1.5's English defaults:
tests/stand_in_tables.py's).

usage: wheels_aarch64_test.py --source SOURCE --build BUILD-aarch64 --host-build BUILD --work DIR
SPDX-License-Identifier: LGPL-2.1-or-later
"""
import argparse, glob, json, os, re, shutil, sys, tempfile, time, unittest

import package_testing

ARGS = None
README_SCORE = '0.39787222361564334'
ENV = {k: v for k, v in os.environ.items()
       if k not in ('METEOR_DATA', 'PYTHONPATH', 'PYTHONHOME', 'LD_LIBRARY_PATH', 'VIRTUAL_ENV', 'QEMU_LD_PREFIX')}
ENV['PIP_NO_INDEX'] = '1'
ENV['PIP_DISABLE_PIP_VERSION_CHECK'] = '1'
W = {}
# Each wheel's interpreter: the sysroot folder of its Debian release in the build (scripts/arm64-sysroot).
SYSROOTS = {'cp39': 'sysroot-bullseye', 'cp311': 'sysroot', 'cp313': 'sysroot-trixie'}

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
out["sentence"] = [repr(float(x)) for x in scorer.sentence_scores(h, [[x] for x in r])]
best, utilities = scorer.mbr(cands, return_utilities=True)
out["mbr"] = [int(best), [repr(float(u)) for u in utilities], scorer.mbr([cands, cands[3:]])]
score, scores = meteor.coco.Meteor().compute_score({i: [r[i]] for i in range(len(h))},
                                                   {i: [h[i]] for i in range(len(h))})
out["coco"] = [repr(score), [repr(x) for x in scores]]
print(json.dumps(out))
'''


def run(cmd, check=True, env=None, **kw):
    return package_testing.run(cmd, env or ENV, check, **kw)


def arm(tag, cmd, **kw):
    """An arm64 program under qemu (binfmt_misc), its libraries from tag's sysroot first."""
    kw.setdefault('env', dict(ENV, QEMU_LD_PREFIX=W['sysroots'][tag]))
    return run(cmd, **kw)


def bare(tag, cmd, **kw):
    """cmd (of tag's sysroot) in a mount namespace where W['hide'] has hidden the arm64 shared objects."""
    kw.setdefault('cwd', W['elsewhere'])
    return arm(tag, package_testing.hidden(W['hide'], cmd), **kw)


def setUpModule():
    shutil.rmtree(ARGS.work, ignore_errors=True)
    os.makedirs(ARGS.work)
    W['dist'] = os.path.join(ARGS.work, 'dist')
    start = time.time()
    p = run([os.path.join(ARGS.source, 'scripts', 'wheels'), '--target', 'aarch64', '--build-dir', ARGS.build,
             '--dist', W['dist']], cwd=ARGS.source)
    print('wheels-aarch64: scripts/wheels --target aarch64 took %.0f s' % (time.time() - start), flush=True)
    W['output'] = p.stdout
    W['wheels'] = {re.search(r'-(cp\d+)-', os.path.basename(w)).group(1): w
                   for w in glob.glob(os.path.join(W['dist'], '*.whl'))}
    W['sysroots'] = {tag: os.path.join(os.path.abspath(ARGS.build), name) for tag, name in SYSROOTS.items()}
    # The arm64 shared objects of ICU, libstemmer and Boost, multiarch and every sysroot's.
    folders = ['/usr/lib/aarch64-linux-gnu', '/lib/aarch64-linux-gnu']
    for root in W['sysroots'].values():
        folders += [root + '/usr/lib/aarch64-linux-gnu', root + '/lib/aarch64-linux-gnu']
    W['hide'] = package_testing.hide_script(
        os.path.join(ARGS.work, 'hide.sh'),
        package_testing.libraries(folders, ['libicu*.so*', 'libstemmer.so*', 'libboost_*.so*']), ARGS.work)
    W['elsewhere'] = tempfile.mkdtemp(prefix='elsewhere-', dir=ARGS.work)
    W['hyp'] = os.path.join(ARGS.source, 'example', 'hyp.en')
    W['ref'] = os.path.join(ARGS.source, 'example', 'ref.en')
    # The x86-64 build tree's numbers (its module, its data).
    env = dict(ENV, PYTHONPATH=os.path.join(ARGS.host_build, 'python'),
               METEOR_DATA=os.path.join(ARGS.host_build, 'data'))
    W['want'] = json.loads(run(['/usr/bin/python3', '-c', DRIVER, W['hyp'], W['ref']], env=env,
                               cwd=W['elsewhere']).stdout)
    start = time.time()
    W['venvs'] = {}
    for tag, wheel in sorted(W['wheels'].items()):
        venv = W['venvs'][tag] = os.path.join(ARGS.work, 'venv-' + tag)
        root = W['sysroots'][tag]
        # Its system site packages: the release's arm64 numpy, which pairwise and mbr need. pip runs from the
        # release's pip wheel: ensurepip copies /usr/share/python-wheels with listxattr, a path qemu does not
        # look for under QEMU_LD_PREFIX.
        arm(tag, [os.path.join(root, 'usr', 'bin', 'python3'), '-m', 'venv', '--without-pip', '--system-site-packages',
                  venv])
        pip = glob.glob(os.path.join(root, 'usr', 'share', 'python-wheels', 'pip-*.whl'))[0]
        arm(tag, [os.path.join(venv, 'bin', 'python'), os.path.join(pip, 'pip'), 'install', '-q', '--no-index', wheel])
    print('wheels-aarch64: venvs and pip installs under qemu took %.0f s' % (time.time() - start), flush=True)


class AArch64Wheel(unittest.TestCase):
    def test_wheels_tagged_manylinux_2_28_aarch64(self):
        self.assertEqual(sorted(W['wheels']), sorted(SYSROOTS))
        sys.path.insert(0, os.path.join(ARGS.source, 'python', 'build_backend'))
        import manylinux_check
        for tag, wheel in sorted(W['wheels'].items()):
            with self.subTest(tag=tag):
                self.assertRegex(os.path.basename(wheel),
                                 r'^meteor_mt-[^-]+-%s-%s-manylinux_2_28_aarch64\.whl$' % (tag, tag))
                platform, problems = manylinux_check.check_wheel(wheel, ldd=True)
                self.assertEqual(problems, [])
                self.assertEqual(platform, 'manylinux_2_28_aarch64')

    def test_bare_arm64_machine(self):
        for tag in sorted(W['venvs']):
            with self.subTest(tag=tag):
                self.bare_machine(tag, W['venvs'][tag])

    def bare_machine(self, tag, venv):
        python = os.path.join(venv, 'bin', 'python')
        got = json.loads(bare(tag, [python, '-c', DRIVER, W['hyp'], W['ref']]).stdout)
        pkg = os.path.dirname(got['file'])
        self.assertTrue(pkg.startswith(venv), pkg)
        binaries = []
        for root, _, names in os.walk(pkg):
            for n in names:
                with open(os.path.join(root, n), 'rb') as f:
                    if f.read(4) == b'\x7fELF':
                        binaries.append(os.path.join(root, n))
        self.assertEqual(len(binaries), 4, binaries)
        glibc = {'libc.so.6', 'libm.so.6', 'libdl.so.2', 'libpthread.so.0', 'ld-linux-aarch64.so.1'}
        for b in binaries:
            listed = bare(tag, ['/lib/ld-linux-aarch64.so.1', '--list', b]).stdout.split('\n')
            libs = [l.split()[0] for l in listed if l.strip()]
            self.assertEqual([l for l in libs if l != 'linux-vdso.so.1' and not l.startswith('(') and  # qemu's vDSO
                              os.path.basename(l) not in glibc], [], b)
        self.assertEqual(got['scorer'][0], README_SCORE)
        for key in ('scorer', 'pairwise', 'sentence', 'mbr', 'coco'):
            with self.subTest(key=key):
                self.assertEqual(got[key], W['want'][key])
        tool = bare(tag, [os.path.join(venv, 'bin', 'meteor'), W['hyp'], W['ref'], '-l', 'en', '-norm',
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
