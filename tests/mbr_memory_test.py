#!/usr/bin/env python3
"""meteor-mbr's memory grows with the largest block, not with the file (docs/reliability.md).

A generated n-best list of many 1000-best blocks (short hypotheses, ten distinct ones per block, so that
the scoring is quick) is scored by meteor-mbr; its peak RSS (the child's ru_maxrss, from wait4) must stay
under a bound that holds for one block and is far below what reading and scoring the whole file at once
holds (the code before streaming: 699 MB for these 60 blocks; 18 MB now). A file of 3 times as many
blocks peaks within a few MB of the first.
The output: one line per ID, in order, each a hypothesis of its block.

usage: mbr_memory_test.py --bin BUILD/bin [--sanitize]
"""
import argparse, os, subprocess, sys, tempfile, time, unittest

ARGS = None


def write_nbest(path, ids, nbest=1000):
    with open(path, 'w') as f:
        for k in range(ids):
            for i in range(nbest):
                v = i % 10
                f.write('%d ||| id%d says w%d and w%d here ||| LM0= -%d ||| -%d.5\n' % (k, k, v, v % 3, i, i))


def run_mbr(path, *args):
    """(stdout lines, peak RSS in MB, seconds) of meteor-mbr on path."""
    start = time.monotonic()
    with open(os.path.join(os.path.dirname(path), 'out'), 'w+') as out:
        p = subprocess.Popen([os.path.join(ARGS.bin, 'meteor-mbr'), path, '-m', 'exact', '-threads', '2'] + list(args),
                             stdout=out, stderr=subprocess.PIPE)
        err = p.stderr.read()
        _, status, usage = os.wait4(p.pid, 0)
        p.returncode = os.waitstatus_to_exitcode(status)
        out.seek(0)
        lines = out.read().splitlines()
    if p.returncode != 0:
        raise AssertionError('meteor-mbr exit status %d: %s' % (p.returncode, err.decode(errors='replace')))
    return lines, usage.ru_maxrss / 1024, time.monotonic() - start


class MbrMemory(unittest.TestCase):
    def test_memory_grows_with_the_block_not_the_file(self):
        with tempfile.TemporaryDirectory() as d:
            small, large = os.path.join(d, 'small.txt'), os.path.join(d, 'large.txt')
            write_nbest(small, 20)
            write_nbest(large, 60)
            lines_small, peak_small, t_small = run_mbr(small)
            lines, peak, t = run_mbr(large)
            print('20 x 1000-best: %.0f MB, %.1f s; 60 x 1000-best: %.0f MB, %.1f s'
                  % (peak_small, t_small, peak, t), file=sys.stderr)
            self.assertEqual(len(lines), 60)
            for k, line in enumerate(lines):
                self.assertTrue(line.startswith('id%d says ' % k), line)
            self.assertEqual(lines[:20], lines_small)
            if not ARGS.sanitize:
                # One 1000-best block: about 40 MB of estimated matrices and bookkeeping; the whole file would
                # hold 60 times that.
                self.assertLess(peak, 200, 'peak RSS %.0f MB' % peak)
                self.assertLess(peak - peak_small, 40, 'peak RSS %.0f MB for 60 blocks, %.0f MB for 20'
                                % (peak, peak_small))


if __name__ == '__main__':
    parser = argparse.ArgumentParser()
    parser.add_argument('--bin', required=True)
    parser.add_argument('--sanitize', action='store_true')
    ARGS, rest = parser.parse_known_args()
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)
