#!/usr/bin/env python3
"""meteor -stdio -multiEval speaks the protocol of pycocoevalcap's
meteor-1.5.jar: a client sends SCORE ||| ref ||| ... ||| hyp per caption and
reads the statistics, then sends one EVAL ||| stats ||| ... ||| stats and reads
a score per statistics and then the corpus score. Those numbers must be the
meteor tool's segment and final scores on the same text. Without -multiEval,
EVAL keeps Meteor 1.5's one-line answer.

usage: stdio_multi_eval_test.py --bin BUILD/bin --source SOURCE_DIR [--conformance DIR] [unittest options]
"""
import argparse
import os
import re
import subprocess
import sys
import unittest

import stand_in_tables

ARGS = None


def read_lines(path):
    with open(path, encoding='utf-8', newline='') as f:
        lines = re.split(r'\r\n|\r|\n', f.read())
    return lines[:-1] if lines and lines[-1] == '' else lines


class Server:
    """A client written the way pycocoevalcap's meteor.py talks to the jar."""

    def __init__(self, meteor, *options):
        self.p = subprocess.Popen([meteor, '-', '-', '-stdio', '-l', 'en', '-norm', *options],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)

    def ask(self, line, replies=1):
        self.p.stdin.write((line + '\n').encode())
        self.p.stdin.flush()
        return [self.p.stdout.readline().decode().strip() for _ in range(replies)]

    def stats(self, hypothesis, references):
        hypothesis = hypothesis.replace('|||', '').replace('  ', ' ')
        return self.ask(' ||| '.join(('SCORE', ' ||| '.join(references), hypothesis)))[0]

    def close(self):
        self.p.stdin.close()
        out = self.p.stdout.read().decode()
        err = self.p.stderr.read().decode()
        return self.p.wait(), out, err


class MultiEvalTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.meteor = os.path.join(ARGS.bin, 'meteor')
        cls.example = (os.path.join(ARGS.source, 'example', 'hyp.en'), os.path.join(ARGS.source, 'example', 'ref.en'))

    def compare_with_tool(self, hyp_path, ref_path, refs_per_hyp, extra):
        """SCORE and EVAL answers against the meteor tool on the same text."""
        meteor = self.meteor
        hyps, refs = read_lines(hyp_path), read_lines(ref_path)
        groups = [refs[i * refs_per_hyp:(i + 1) * refs_per_hyp] for i in range(len(hyps))]
        server = Server(meteor, '-multiEval', *extra)
        stats = [server.stats(h, g) for h, g in zip(hyps, groups)]
        replies = server.ask('EVAL ||| ' + ' ||| '.join(stats), len(stats) + 1)
        status, rest, _ = server.close()
        tool = subprocess.run([meteor, hyp_path, ref_path, '-l', 'en', '-norm', '-r', str(refs_per_hyp), '-q',
                               *extra], capture_output=True, text=True, check=True)
        seg = [l for l in tool.stderr.split('\n') if l and not l.startswith('Warning:')]
        self.assertEqual(replies[:-1], seg, 'EVAL of all statistics: one score per caption = meteor segment scores')
        self.assertEqual(replies[-1], tool.stdout.strip(), 'then the corpus score = meteor Final score')
        self.assertEqual((status, rest), (0, ''), 'nothing more, exit 0')
        ss = subprocess.run([meteor, hyp_path, ref_path, '-l', 'en', '-norm', '-r', str(refs_per_hyp), '-ssOut',
                             *extra], capture_output=True, text=True, check=True).stdout.split('\n')[:-1]
        self.assertEqual(stats, ss, 'SCORE statistics = meteor -ssOut')
        return stats

    def test_example_as_the_tool_scores_it(self):
        self.compare_with_tool(*self.example, 1, [])

    def test_conformance_corpus_two_references(self):
        corpora = os.path.join(ARGS.conformance or '', 'corpora', 'deen')
        para = os.path.join(ARGS.conformance or '', 'para', 'en-visible.gz')
        if not (ARGS.conformance and os.path.isdir(corpora)):
            self.skipTest('no conformance suite')
        self.compare_with_tool(os.path.join(corpora, 'hyp.Facebook-AI.en'), os.path.join(corpora, 'ref.AB.en'), 2,
                               ['-a', para])

    def example_stats(self):
        s = Server(self.meteor, '-multiEval')
        hyps, refs = (read_lines(p) for p in self.example)
        stats = [s.stats(hyps[i], [refs[i]]) for i in range(2)]
        s.close()
        return stats

    def test_one_statistics_and_errors(self):
        stats = self.example_stats()
        # One statistics: its score twice (the jar's "two values" for one caption).
        s = Server(self.meteor, '-multiEval')
        one = s.ask('EVAL ||| ' + stats[0], 2)
        self.assertEqual(one[0], one[1])
        self.assertGreater(float(one[0]), 0)
        # A malformed statistics: one error line, and the server goes on.
        bad = s.ask('EVAL ||| %s ||| 1 2 3' % stats[0])
        self.assertTrue(bad[0].startswith('Error: malformed Meteor stats 2'), bad[0])
        self.assertNotEqual(s.ask('EVAL ||| ' + stats[1], 2)[1], '', 'the server goes on after an error')
        status, _, err = s.close()
        self.assertEqual(status, 1, 'exit status 1 after a malformed request')
        self.assertIn('malformed', err)

    def test_without_multi_eval_one_line(self):
        stats = self.example_stats()
        s = Server(self.meteor, '-multiEval')
        one = s.ask('EVAL ||| ' + stats[0], 2)
        s.close()
        # Meteor 1.5's own form: EVAL answers the first statistics only.
        s = Server(self.meteor)
        first = s.ask('EVAL ||| %s ||| %s' % (stats[0], stats[1]))
        status, rest, _ = s.close()
        self.assertEqual((first, rest, status), ([one[0]], '', 0))


if __name__ == '__main__':
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', required=True)
    ap.add_argument('--source', required=True)
    ap.add_argument('--conformance')
    ARGS, rest = ap.parse_known_args()
    # pycocoevalcap's jar scores with its paraphrase table: Meteor 1.5's
    # English defaults run here with the tests' stand-in (tests/stand_in_tables.py).
    with stand_in_tables.environment():
        ok = unittest.main(argv=[sys.argv[0]] + rest, verbosity=2, exit=False).result.wasSuccessful()
    sys.exit(0 if ok else 1)
