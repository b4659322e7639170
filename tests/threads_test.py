#!/usr/bin/env python3
"""Results do not depend on the number of threads: meteor scores plaintext
on 1, 2 and 5 threads (-threads N) and every output (stdout, stderr with -q,
-writeAlignments, -ssOut, -vOut, -r 2) must be byte for byte the same.

The inputs are the conformance corpora (1,000 segments of WMT21 de-en) with
the synthetic English paraphrase table, and a generated file that mixes
short segments with very long ones (the large-input search) and empty ones,
so that workspaces are reused across segments of every size; and SGML
(meteor -sgml): the conformance de-en files, and a generated pair with
missing documents and segments, whose warnings on stderr must come in the
same order too. The trainer's -threads is tested by cli-trainer.

Usage: threads_test.py --bin BUILD/bin --conformance ../shared/conformance
"""
import argparse
import os
import random
import shutil
import subprocess
import sys
import tempfile
import unittest

THREADS = (1, 2, 5, 0)  # 0: every CPU this process may use


def mixed_corpus(folder):
    rng = random.Random(11)
    vocab = ('the a of to and in is was it that cat cats dog sat sits mat house running ran quick brown fox '
             'jumped over lazy said report people city year new old big small good great').split()
    hyp, ref = [], []
    for i in range(60):
        n = rng.choice([0, 1, 3, 8, 20, 40, 2500]) if i % 7 else 2500
        hyp.append(' '.join(rng.choice(vocab) for _ in range(n)))
        ref.append(' '.join(rng.choice(vocab) for _ in range(max(0, n + rng.randint(-5, 5)))))
    with open(os.path.join(folder, 'mixed.hyp'), 'w') as f:
        f.write('\n'.join(hyp) + '\n')
    with open(os.path.join(folder, 'mixed.ref'), 'w') as f:
        f.write('\n'.join(ref) + '\n')


def gapped_sgml(folder):
    """Three systems and two references over five documents, with holes:
    a system without a document, segments missing on either side, a
    reference without a document: every warning of meteor -sgml."""
    rng = random.Random(5)
    vocab = 'the a of to and in is was it cat dog sat mat house ran fox over lazy said city year new old'.split()

    def sentence():
        return ' '.join(rng.choice(vocab) for _ in range(rng.randint(0, 25)))

    def doc(docid, extra, segs):
        body = ''.join('<seg id="%d">%s</seg>\n' % (i, sentence()) for i in segs)
        return '<doc docid="%s" %s>\n%s</doc>\n' % (docid, extra, body)

    docs = ['d%d' % i for i in range(5)]
    tst = '<tstset setid="gap" srclang="any" trglang="en">\n'
    for sys_id in ('S1', 'S2', 'S3'):
        for d in docs:
            if sys_id == 'S2' and d == 'd3':
                continue  # no data for system on document
            segs = [i for i in range(1, 30) if not (sys_id == 'S3' and i % 9 == 0)]  # missing segments
            tst += doc(d, 'sysid="%s"' % sys_id, segs)
    tst += '</tstset>\n'
    ref = '<refset setid="gap" srclang="any" trglang="en">\n'
    for ref_id in ('R1', 'R2'):
        for d in docs:
            if ref_id == 'R2' and d == 'd1':
                continue  # no data for reference on document
            segs = [i for i in range(1, 31) if not (ref_id == 'R1' and i % 11 == 0)]
            ref += doc(d, 'sysid="%s"' % ref_id, segs)
    ref += '</refset>\n'
    with open(os.path.join(folder, 'gap.tst.sgm'), 'w') as f:
        f.write(tst)
    with open(os.path.join(folder, 'gap.ref.sgm'), 'w') as f:
        f.write(ref)


def run(meteor, args, threads, work):
    """Runs in an empty folder; returns {output name: bytes}."""
    shutil.rmtree(work, ignore_errors=True)
    os.makedirs(work)
    p = subprocess.run([meteor] + args + ['-threads', str(threads)], cwd=work, capture_output=True)
    out = {'exit': str(p.returncode).encode(), 'stdout': p.stdout, 'stderr': p.stderr}
    for fn in sorted(os.listdir(work)):
        with open(os.path.join(work, fn), 'rb') as f:
            out[fn] = f.read()
    return out


ARGS = None


def cases(deen, para, tmp):
    """The table: (name, meteor arguments)."""
    return [
        ('de-en, all modules, alignments',
         [os.path.join(deen, 'hyp.UF.en'), os.path.join(deen, 'ref.A.en'), '-l', 'en', '-norm', '-m',
          'exact stem synonym paraphrase', '-a', para, '-writeAlignments', '-f', 'out']),
        ('de-en, two references, -ssOut',
         [os.path.join(deen, 'hyp.Online-G.en'), os.path.join(deen, 'ref.AB.en'), '-r', '2', '-l', 'en', '-norm',
          '-m', 'exact stem synonym', '-ssOut']),
        ('de-en, -q (segment scores on stderr)',
         [os.path.join(deen, 'hyp.Facebook-AI.en'), os.path.join(deen, 'ref.B.en'), '-l', 'en', '-lower', '-m',
          'exact stem', '-q']),
        ('mixed lengths (large-input search), -vOut, alignments',
         [os.path.join(tmp, 'mixed.hyp'), os.path.join(tmp, 'mixed.ref'), '-l', 'en', '-m',
          'exact stem synonym paraphrase', '-a', para, '-vOut', '-writeAlignments']),
        ('SGML de-en, all modules, -vOut, alignments',
         [os.path.join(deen, 'tst.sgm'), os.path.join(deen, 'ref.sgm'), '-sgml', '-l', 'en', '-norm', '-m',
          'exact stem synonym paraphrase', '-a', para, '-vOut', '-writeAlignments']),
        ('SGML with missing documents and segments (warnings), -ssOut',
         [os.path.join(tmp, 'gap.tst.sgm'), os.path.join(tmp, 'gap.ref.sgm'), '-sgml', '-l', 'en', '-m',
          'exact stem', '-ssOut']),
        ('SGML with missing documents and segments (warnings)',
         [os.path.join(tmp, 'gap.tst.sgm'), os.path.join(tmp, 'gap.ref.sgm'), '-sgml', '-l', 'en', '-m',
          'exact stem']),
    ]


class ThreadIndependenceTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.meteor = os.path.abspath(os.path.join(ARGS.bin, 'meteor'))
        c = os.path.abspath(ARGS.conformance)
        cls.tmp = tempfile.mkdtemp(prefix='meteor-threads-')
        mixed_corpus(cls.tmp)
        gapped_sgml(cls.tmp)
        cls.cases = cases(os.path.join(c, 'corpora', 'deen'), os.path.join(c, 'para', 'en-visible.gz'), cls.tmp)

    @classmethod
    def tearDownClass(cls):
        shutil.rmtree(cls.tmp, ignore_errors=True)

    def test_outputs_identical_on_any_number_of_threads(self):
        work = os.path.join(self.tmp, 'work')
        for name, args in self.cases:
            with self.subTest(name):
                base = run(self.meteor, args, THREADS[0], work)
                self.assertEqual(base['exit'], b'0', base['stderr'].decode()[-300:])
                for n in THREADS[1:]:
                    other = run(self.meteor, args, n, work)
                    self.assertEqual(sorted(base), sorted(other), 'output files, -threads %d' % n)
                    for key in sorted(base):
                        self.assertTrue(base[key] == other[key],
                                        '%s differs between -threads %d and -threads %d' % (key, THREADS[0], n))


if __name__ == '__main__':
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--bin', required=True)
    ap.add_argument('--conformance', required=True)
    ARGS, rest = ap.parse_known_args()
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)
