#!/usr/bin/env python3
"""meteor -stdio under load: a million mixed requests (EVAL, SCORE, malformed,
empty lines, invalid UTF-8) answered one line each, in order, with memory
that stays flat.

The server's resident set size is sampled from /proc/<pid>/status while it
runs. After a warm-up (the first tenth of the requests, which also holds the
largest requests of the run, so that every buffer has reached its final
size), RSS may not grow by more than --max-growth-mb (default 4). Replies are checked:
each request gets exactly one line; a request seen before gets the same
answer (no state leaks from one request into the next). SCORE requests
bring new words all the time, as a long-running server sees. Malformed EVAL
requests are counted in the final message on stderr and make the exit status 1.

Usage: stdio_load_test.py --bin BUILD/bin [--requests N] [--max-growth-mb M] [--score-every K] [unittest options]
(METEOR_DATA must name the language data.)
"""
import argparse
import os
import random
import subprocess
import sys
import threading
import time
import unittest

ARGS = None

STATS = [
    '8.0 8.0 2.0 2.0 5.0 5.0 1.0 1.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 3.0 6.0 6.0',
    '12.0 10.0 5.0 4.0 4.0 4.0 3.0 3.0 1.0 0.0 0.0 0.0 0.0 1.0 0.0 0.0 0.0 0.0 0.0 0.0 4.0 9.0 8.0',
    '3.0 4.0 1.0 1.0 2.0 2.0 1.0 1.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 1.0 3.0 3.0',
    '0.0 5.0 0.0 2.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0 0.0',
]
WORDS = ('the a of to and in is was it that for on with as by at this be from '
         'cat cats dog dogs sat sit sitting mat mats house houses run running ran quick quickly brown fox '
         'jumped jump jumps over lazy government governments said says saying report reported people '
         'city cities year years new old big large small little good great \u00e9t\u00e9 na\u00efve'.split())


def rss_kb(pid):
    try:
        with open('/proc/%d/status' % pid) as f:
            for line in f:
                if line.startswith('VmRSS:'):
                    return int(line.split()[1])
    except OSError:
        return None
    return None


def sentence(rng, n):
    """n words; about one in five never seen before (caches keyed by word must not grow without bound)."""
    return ' '.join(rng.choice(WORDS) if rng.random() < 0.8 else 'w%x' % rng.getrandbits(40) for _ in range(n))


def make_requests(n, score_every, seed=7):
    """Yields (request bytes, kind) with kind in eval, score, bad-eval, error."""
    rng = random.Random(seed)
    # The largest requests come first (warm-up): a 200 KB line of garbage, a
    # SCORE of 1,500-word sentences, one with 40 references.
    yield b'x' * 200000 + b'\n', 'error'
    yield ('SCORE ||| %s ||| %s\n' % (sentence(rng, 1500), sentence(rng, 1500))).encode(), 'score'
    yield ('SCORE ||| %s ||| %s\n' % (' ||| '.join(sentence(rng, 30) for _ in range(40)),
                                      sentence(rng, 30))).encode(), 'score'
    # The word cache of a workspace is bounded (2^18 words, then cleared):
    # fill it past the bound twice, so that the run after the warm-up sees
    # nothing bigger.
    for _ in range(2):
        novel = lambda n: ' '.join('n%x' % rng.getrandbits(48) for _ in range(n))
        yield ('SCORE ||| %s ||| %s\n' % (novel(150000), novel(150000))).encode(), 'score'
    malformed = [
        (b'EVAL ||| 1 2 3\n', 'bad-eval'),
        (b'EVAL ||| ' + b'x ' * 23 + b'\n', 'bad-eval'),
        (b'EVAL ||| 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 0x17\n', 'bad-eval'),
        (b'EVAL\n', 'error'),
        (b'SCORE ||| lonely\n', 'error'),
        (b'SCORE\n', 'error'),
        (b'junk request\n', 'error'),
        (b'\xff\xfe EVAL \xc3\n', 'error'),
        (b'EVAL ||| \xff\xfe\n', 'bad-eval'),
    ]
    for i in range(3, n):
        r = rng.random()
        if i % score_every == 0:
            refs = ' ||| '.join(sentence(rng, rng.randint(0, 40)) for _ in range(rng.randint(1, 3)))
            hyp = sentence(rng, rng.randint(0, 40))
            if rng.random() < 0.1:
                hyp = hyp.replace('a', '\udcff')  # lone surrogate escape -> invalid byte below
            yield ('SCORE ||| %s ||| %s\n' % (refs, hyp)).encode('utf-8', 'surrogateescape'), 'score'
        elif r < 0.80:
            yield ('EVAL ||| %s\n' % rng.choice(STATS)).encode(), 'eval'
        elif r < 0.90:
            yield rng.choice(malformed)
        elif r < 0.95:
            yield b'\n', 'error'
        else:
            yield ('EVAL ||| %s ||| %s\n' % (rng.choice(STATS), rng.choice(STATS))).encode(), 'eval'


def serve(a):
    """Runs the server on the whole request stream; returns what it did."""
    proc = subprocess.Popen([os.path.join(a.bin, 'meteor'), '-', '-', '-stdio', '-l', 'en', '-norm',
                             '-m', 'exact stem synonym'],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    requests = list(make_requests(a.requests, a.score_every))

    def write():
        try:
            chunk = []
            for req, _ in requests:
                chunk.append(req)
                if len(chunk) == 4096:
                    proc.stdin.write(b''.join(chunk))
                    chunk = []
            proc.stdin.write(b''.join(chunk))
            proc.stdin.close()
        except BrokenPipeError:
            pass

    samples = []  # (replies so far, rss kB)
    done = [0]
    stop = threading.Event()

    def sample():
        while not stop.is_set():
            kb = rss_kb(proc.pid)
            if kb is not None:
                samples.append((done[0], kb))
            time.sleep(0.02)

    stderr_data = []
    err_reader = threading.Thread(target=lambda: stderr_data.append(proc.stderr.read()))
    writer = threading.Thread(target=write)
    sampler = threading.Thread(target=sample)
    t0 = time.time()
    for t in (err_reader, writer, sampler):
        t.start()
    replies = []
    for line in proc.stdout:
        replies.append(line)
        done[0] = len(replies)
    rc = proc.wait()
    elapsed = time.time() - t0
    stop.set()
    for t in (writer, sampler, err_reader):
        t.join()
    proc.stdout.close()
    proc.stderr.close()
    stderr = stderr_data[0].decode('utf-8', 'replace') if stderr_data else ''
    return requests, replies, rc, stderr, samples, elapsed


class StdioLoadTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.requests, cls.replies, cls.rc, cls.stderr, cls.samples, cls.elapsed = serve(ARGS)
        cls.kinds = [k for _, k in cls.requests]

    def test_one_line_per_request_in_order(self):
        self.assertEqual(len(self.replies), len(self.requests), 'replies to requests')
        failures = []
        for i, (line, kind) in enumerate(zip(self.replies, self.kinds)):
            reply = line.rstrip(b'\n')
            if b'\n' in reply or (kind in ('error', 'bad-eval')) != reply.startswith(b'Error: '):
                failures.append('request %d (%s) %r: reply %r' % (i + 1, kind, self.requests[i][0][:60], reply[:80]))
        self.assertEqual(failures[:10], [])

    def test_same_request_same_answer(self):
        answers, failures = {}, []
        for i, (line, kind) in enumerate(zip(self.replies, self.kinds)):
            if kind in ('eval', 'score'):
                key, reply = self.requests[i][0], line.rstrip(b'\n')
                if answers.setdefault(key, reply) != reply:
                    failures.append('request %d: %r answered %r, earlier %r' % (i + 1, key[:60], reply, answers[key]))
        self.assertEqual(failures[:10], [])

    def test_malformed_evals_counted_and_exit_1(self):
        want = 'meteor: %d malformed EVAL request(s) answered with an error line' % self.kinds.count('bad-eval')
        self.assertEqual(self.stderr.strip(), want)
        self.assertEqual(self.rc, 1, 'exit status (malformed EVAL requests)')

    def test_memory_flat_after_warm_up(self):
        # Growth: the highest RSS of the last tenth of the samples after the
        # warm-up against the highest of their first tenth. A leak of 10 bytes
        # per request shows as ~9 MB.
        warm = len(self.requests) // 10
        after = [kb for n, kb in self.samples if n >= warm]
        self.assertGreaterEqual(len(after), 20, 'RSS samples after the warm-up')
        k = len(after) // 10
        start, end = max(after[:k]), max(after[-k:])
        growth_mb = (end - start) / 1024.0
        kinds = self.kinds
        print('\nstdio load: %d requests (%d SCORE, %d EVAL, %d malformed EVAL, %d other errors) in %.1fs; '
              'RSS %.1f MB after the warm-up, %.1f MB at the end (growth %.2f MB), peak %.1f MB; %d samples' %
              (len(self.requests), kinds.count('score'), kinds.count('eval'), kinds.count('bad-eval'),
               kinds.count('error'), self.elapsed, start / 1024.0, end / 1024.0, growth_mb,
               max(kb for _, kb in self.samples) / 1024.0, len(self.samples)))
        self.assertLessEqual(growth_mb, ARGS.max_growth_mb, 'RSS growth after the warm-up (MB)')


if __name__ == '__main__':
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--bin', required=True)
    ap.add_argument('--requests', type=int, default=1000000)
    ap.add_argument('--score-every', type=int, default=25, help='one SCORE request in K')
    ap.add_argument('--max-growth-mb', type=float, default=4.0)
    ARGS, rest = ap.parse_known_args()
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)
