#!/usr/bin/env python3
"""The faults users hit with the Python package (docs/reliability.md, issue
"Ctrl-C, memory on long lines, thread counts, fork, pickling, one-line
errors"), each as a test; the memory ones under an address-space limit
(RLIMIT_AS), every child process under a timeout.

- errors: one line naming the element (hypotheses[3], a lone surrogate),
  no pybind11 signature lists, keyword names instead of the tool's flags;
  parameters and weights out of range refused; meteor.coco's shapes;
- warnings: the missing paraphrase table warns once per process;
- pickling: Scorer by its settings, scores and statistics by value, through
  multiprocessing's spawn workers;
- threads: threads=0 follows the CPU affinity; huge counts are clamped with
  one warning; threads that cannot be created are a warning, not an abort;
- fork while another thread scores: children never hang;
- Ctrl-C: KeyboardInterrupt within 0.5 s of SIGINT during corpus_score (and
  during meteor.mtme's CompareMetrics), each call sized from a measured rate
  to outlast the signal on any machine, the workers joined, the Scorer usable afterwards;
- memory: long lines with many candidate matches stay bounded; a memory
  limit refuses one segment in one line naming it; meteor -stdio answers
  such a request with an error line and goes on.

usage: python_reliability_test.py --bin BUILD/bin --source SOURCE_DIR [--sanitize]
"""
import argparse, gzip, os, pickle, resource, signal, subprocess, sys, tempfile, textwrap, threading, time, unittest, warnings

ARGS = None
os.environ.pop('METEOR_DATA', None)
import meteor  # noqa: E402

GB = 1 << 30


def limit_memory(gb):
    """preexec_fn: an address-space limit for the child (none under sanitizers)."""
    def apply():
        if not ARGS.sanitize:
            resource.setrlimit(resource.RLIMIT_AS, (int(gb * GB), int(gb * GB)))
    return apply


def run_python(code, timeout=120, memory_gb=3.0, stack_gb=None, env=None):
    """Runs `code` in a child interpreter with this test's PYTHONPATH (and `env`, default this process's)."""
    def limits():
        limit_memory(memory_gb)()
        if stack_gb:  # threads' default stack size is the stack limit at start
            resource.setrlimit(resource.RLIMIT_STACK, (int(stack_gb * GB), int(stack_gb * GB)))
    return subprocess.run([sys.executable, '-c', textwrap.dedent(code)], capture_output=True, text=True,
                          timeout=timeout, preexec_fn=limits, env=env)


def example():
    src = ARGS.source
    with open(os.path.join(src, 'example', 'hyp.en'), encoding='utf-8') as f:
        hyps = f.read().splitlines()
    with open(os.path.join(src, 'example', 'ref.en'), encoding='utf-8') as f:
        refs = f.read().splitlines()
    return hyps, refs


def large_path_cases():
    """Sentence pairs with hundreds of candidates per word (few distinct words)."""
    import random
    rng = random.Random(1)
    vocab = 'the a cat cats sat sits on mat mats dog of and is'.split()
    hyps, refs = [], []
    for _ in range(40):
        v = vocab[:rng.choice([3, 6, 13])]
        hyp = ' '.join(rng.choice(v) for _ in range(rng.choice([300, 800, 1500, 2500, 3500])))
        ref = ' '.join(rng.choice(v) for _ in range(rng.choice([3, 6, 12, 30, 100])))
        if rng.random() < 0.5:
            hyp, ref = ref, hyp
        hyps.append(hyp)
        refs.append(ref)
    return hyps, refs


class Errors(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.scorer = meteor.Scorer(lang='en', norm=True, modules='exact stem')

    def assert_one_line(self, kind, fn, *words):
        with self.assertRaises(kind) as cm:
            fn()
        msg = str(cm.exception)
        self.assertNotIn('\n', msg, msg)
        self.assertNotIn('Invoked with', msg)
        for w in words:
            self.assertIn(w, msg)
        return msg

    def test_element_named(self):
        s = self.scorer
        self.assert_one_line(TypeError, lambda: s.sentence_score(None, ['a']), 'hypothesis: expected str, got NoneType')
        self.assert_one_line(TypeError, lambda: s.sentence_score(5, 'a'), 'hypothesis: expected str, got int')
        self.assert_one_line(TypeError, lambda: s.sentence_score((w for w in 'ab'), 'a'), 'got generator')
        self.assert_one_line(TypeError, lambda: s.sentence_score('a', ['b', None]), 'references[1]: expected str')
        self.assert_one_line(TypeError, lambda: s.sentence_score('a'), "missing argument 'references'")
        self.assert_one_line(TypeError, lambda: s.sentence_score('a', 'b', 'c'), 'takes 2 positional arguments')
        self.assert_one_line(TypeError, lambda: s.sentence_score('a', refs='b'), "unexpected argument 'refs'")
        self.assert_one_line(TypeError, lambda: s.corpus_score(['a', 'b', 'c', None], ['a'] * 4),
                             'hypotheses[3]: expected str, got NoneType')
        self.assert_one_line(TypeError, lambda: s.corpus_score(['a', 'b'], [['a'], ['b', 3]]),
                             'references[1][1]: expected str, got int')
        self.assert_one_line(TypeError, lambda: s.corpus_score(None, []), 'hypotheses: expected a list of str')
        self.assert_one_line(TypeError, lambda: s.corpus_score(['a'], 5), 'references: expected')
        self.assert_one_line(TypeError, lambda: s.corpus_score(), "missing argument 'hypotheses'")
        self.assert_one_line(TypeError, lambda: s.score_stats(), "missing argument 'stats'")
        self.assert_one_line(TypeError, lambda: meteor.Stats.parse(None), 'line: expected str, got NoneType')

    def test_lone_surrogates(self):
        s = self.scorer
        bad = b'caf\xff'.decode('utf-8', 'surrogateescape')
        self.assert_one_line(ValueError, lambda: s.corpus_score(['ok', bad], ['ok', 'ok']),
                             'hypotheses[1]: not valid UTF-8 (lone surrogate U+DCFF')
        self.assert_one_line(ValueError, lambda: s.sentence_score('a', ['\udcff']),
                             'references[0]: not valid UTF-8 (lone surrogate U+DCFF')

    def test_iterables_accepted(self):
        hyps, refs = example()
        want = self.scorer.corpus_score(hyps, [[r] for r in refs]).scores
        got = self.scorer.corpus_score((h for h in hyps), ((r,) for r in refs)).scores
        self.assertEqual(want, got)

    def test_batch_calls_take_iterables(self):
        # A generator is read once: pairwise, sentence_scores and mbr take any iterable where a list goes
        # ("hypotheses: empty" for a generator of 3 items before: it was read twice).
        s = self.scorer
        hyps, refs = ['the cat sat', 'a cat sat', 'the dog sat'], ['the cat sat on the mat', 'a cat']
        want = s.pairwise(hyps, refs)
        self.assertEqual(s.pairwise((h for h in hyps), iter(refs)).tolist(), want.tolist())
        self.assertEqual([m.tolist() for m in s.pairwise((h for h in [hyps, hyps]), (r for r in [refs, refs]))],
                         [want.tolist()] * 2)
        self.assertEqual(s.pairwise(tuple(hyps), map(str, refs)).tolist(), want.tolist())
        self.assertEqual(s.mbr(h for h in hyps), s.mbr(hyps))
        self.assertEqual(s.mbr(iter([hyps, hyps]), references=iter([refs, refs])), s.mbr([hyps] * 2, [refs] * 2))
        self.assertEqual(s.sentence_scores((h for h in hyps), iter(refs + refs[:1])).tolist(),
                         s.sentence_scores(hyps, refs + refs[:1]).tolist())
        self.assert_one_line(TypeError, lambda: s.pairwise(5, refs), 'hypotheses: expected a list of str')
        self.assert_one_line(TypeError, lambda: s.mbr({'a': 1}), 'candidates: expected a list of str')

    def test_empty_inputs_give_empty_results(self):
        # sentence_scores([], []) said "more module weights (4) than statistics stages (0)"; pairwise and mbr
        # "hypotheses: empty".
        s = self.scorer
        self.assertEqual(s.sentence_scores([], []).shape, (0,))
        self.assertEqual(s.pairwise([], []).shape, (0, 0))
        self.assertEqual(s.pairwise(['a b'], []).shape, (1, 0))
        self.assertEqual(s.pairwise([], ['a b']).shape, (0, 1))
        self.assertEqual([m.shape for m in s.pairwise([['a'], []], [[], ['b']])], [(1, 0), (0, 1)])
        self.assertEqual(s.mbr([]), [])
        self.assertEqual(s.mbr([], references=[]), [])
        self.assertEqual(s.mbr(iter([])), [])
        self.assert_one_line(ValueError, lambda: s.mbr([['a'], []]), 'candidates[1]: empty')
        self.assert_one_line(ValueError, lambda: s.corpus_score([], []), 'no segments to score')

    def test_pairwise_memory_bounded(self):
        # N = 30,000 (a 7.2 GB matrix): std::bad_alloc after 16.7 s before; now refused at once, naming the
        # size and the option that raises the limit.
        s = meteor.Scorer(lang='en', modules='exact')
        hyps = ['sentence %d' % i for i in range(30000)]
        start = time.monotonic()
        msg = self.assert_one_line(MemoryError, lambda: s.pairwise(hyps, hyps),
                                   'pairwise: 30000 x 30000 scores need about ',
                                   'MB, over the memory limit of 4096 MB (-mem, memory_limit=)')
        self.assertLess(time.monotonic() - start, 2.0, msg)
        self.assert_one_line(MemoryError, lambda: s.mbr(hyps), 'mbr: 30000 x 30000 scores need about ')
        small = meteor.Scorer(lang='en', modules='exact', memory_limit=1 << 20)
        self.assert_one_line(MemoryError, lambda: small.pairwise(hyps[:200], hyps[:200]),
                             'over the memory limit of 1 MB')
        self.assertEqual(small.pairwise(hyps[:100], hyps[:100]).shape, (100, 100))

    def test_threads_values(self):
        self.assert_one_line(ValueError, lambda: meteor.Scorer(threads=-1), 'threads: expected 0')
        self.assert_one_line(TypeError, lambda: meteor.Scorer(threads=1.5), 'threads: expected an int, got float')
        self.assert_one_line(ValueError, lambda: self.scorer.corpus_score(['a'], ['a'], threads=-(2 ** 70)),
                             'threads')

    def test_params_and_weights_in_range(self):
        nan, inf = float('nan'), float('inf')
        for params in ([-1, -2, -3, -4], [nan, 0.2, 0.6, 0.75], [0.85, -0.2, 0.6, 0.75], [1.5, 0.2, 0.6, 0.75],
                       [0.85, inf, 0.6, 0.75], '0.85 0.2 2 0.75'):
            self.assert_one_line(ValueError, lambda: meteor.Scorer(params=params), 'params: ', 'out of range',
                                 '0 to 1')
        self.assert_one_line(ValueError, lambda: meteor.Scorer(params=[0.5, 0.5]),
                             'params: needs 4 parameters (alpha beta gamma delta), got 2')
        for weights in ([1.0, -0.5], [nan, 1.0], [1.0, 2.0]):
            self.assert_one_line(ValueError, lambda: meteor.Scorer(modules='exact stem', weights=weights),
                                 'weights[', 'out of range')
        self.assert_one_line(TypeError, lambda: meteor.Scorer(params=[1, 'a', 2, 3]), 'params[1]: expected a number')
        # The edges are accepted (beta has no upper bound).
        meteor.Scorer(params=[0, 100, 1, 0], modules='exact', weights=[0])

    def test_python_words(self):
        msg = self.assert_one_line(ValueError, lambda: meteor.Scorer(lang='da', norm=True), 'norm=True')
        self.assertNotIn('-norm', msg)

    def test_coco_shapes(self):
        import meteor.coco
        m = meteor.coco.Meteor(lang='en', norm=True, modules='exact')
        ok = {1: ['a cat'], 2: ['a dog']}
        res = {1: ['a cat'], 2: ['a dog']}
        self.assertEqual(len(m.compute_score(ok, res)[1]), 2)
        self.assert_one_line(TypeError, lambda: m.compute_score({1: 'a cat', 2: ['a dog']}, res),
                             'gts[1]: expected a list of reference captions, got str')
        self.assert_one_line(TypeError, lambda: m.compute_score(ok, {1: 'a', 2: ['a dog']}),
                             'res[1]: expected a list holding one caption, got str')
        self.assert_one_line(ValueError, lambda: m.compute_score({1: [], 2: ['a dog']}, res),
                             'gts[1]: no reference captions')
        self.assert_one_line(TypeError, lambda: m.compute_score({1: ['a cat', None], 2: ['a dog']}, res),
                             'gts[1][1]: expected str, got NoneType')
        self.assert_one_line(TypeError, lambda: m.compute_score(ok, {1: [None], 2: ['a dog']}),
                             'res[1][0]: expected str, got NoneType')
        self.assert_one_line(TypeError, lambda: m.compute_score(ok, {1: [b'a cat'], 2: ['a dog']}),
                             'res[1][0]: expected str, got bytes')


class Warnings(unittest.TestCase):
    def test_no_paraphrase_table(self):
        # The build's data has no paraphrase table: English's default modules
        # stop, in one line in Python's words; allow_no_paraphrase=True goes
        # on with a meteor.MeteorWarning, which Python's filters show once.
        with tempfile.TemporaryDirectory() as xdg:  # no table a user installed
            p = run_python('''
            import meteor
            try:
                meteor.Scorer(lang='en')
            except meteor.NoParaphraseTableError as e:
                print('refused:', e)
            scorers = [meteor.Scorer(lang='en', norm=True, allow_no_paraphrase=True) for _ in range(3)]
            print(len(scorers))
        ''', env=dict(os.environ, XDG_DATA_HOME=xdg))
        self.assertEqual(p.returncode, 0, p.stderr)
        refused = [l for l in p.stdout.splitlines() if l.startswith('refused:')]
        self.assertEqual(len(refused), 1, p.stdout)
        self.assertIn('paraphrase=PATH', refused[0])
        self.assertIn("meteor.data.fetch('en')", refused[0])
        self.assertNotIn(' -a', refused[0])
        warnings = [l for l in p.stderr.splitlines() if 'MeteorWarning' in l]
        self.assertEqual(len(warnings), 1, p.stderr)
        self.assertIn("scoring without the paraphrase module, as modules='exact stem synonym'", warnings[0])

    def test_resource_programs_warn_through_python(self):
        # A warning of the library during filter_paraphrase reaches Python's
        # warnings module when the call returns (not lost in the queue).
        with tempfile.TemporaryDirectory() as tmp:
            table, refs = os.path.join(tmp, 'odd.gz'), os.path.join(tmp, 'refs.txt')
            with gzip.open(table, 'wt') as f:
                f.write('oops\nthe cat\na feline\n')
            with open(refs, 'w') as f:
                f.write('the cat sat\n')
            with warnings.catch_warnings(record=True) as seen:
                warnings.simplefilter('always')
                counts = meteor.filter_paraphrase(table, os.path.join(tmp, 'out.gz'), [refs])
        self.assertEqual(counts, (1, 1))
        self.assertEqual([w.category for w in seen], [meteor.MeteorWarning])
        self.assertIn("probability 'oops'", str(seen[0].message))


def pool_score(args):
    """A multiprocessing worker: returns score objects (pickled back)."""
    scorer, hyp, refs = args
    return scorer.sentence_score(hyp, refs), scorer.corpus_score([hyp], [refs])


class Pickling(unittest.TestCase):
    def test_round_trips(self):
        hyps, refs = example()
        scorer = meteor.Scorer(lang='en', norm=True, modules=['exact', 'stem'], params=[0.8, 1.5, 0.5, 0.7],
                               weights='1.0 0.6', beam_size=20, threads=2)
        again = pickle.loads(pickle.dumps(scorer))
        self.assertEqual(again.eval_id, scorer.eval_id)
        self.assertEqual(again.signature(), scorer.signature())
        c = scorer.corpus_score(hyps, refs)
        c2 = pickle.loads(pickle.dumps(c))
        self.assertEqual(again.corpus_score(hyps, refs).scores, c.scores)
        self.assertEqual((c2.score, c2.scores, str(c2.stats), c2.eval_id, c2.signature, str(c2)),
                         (c.score, c.scores, str(c.stats), c.eval_id, c.signature, str(c)))
        self.assertEqual(c2.stats.precision, c.stats.precision)
        s = scorer.sentence_score(hyps[0], refs[0])
        s2 = pickle.loads(pickle.dumps(s))
        self.assertEqual((s2.score, str(s2.stats), s2.eval_id, s2.signature), (s.score, str(s.stats), s.eval_id,
                                                                                 s.signature))
        seg = pickle.loads(pickle.dumps(c.segments[3]))
        self.assertEqual((seg.score, str(seg.stats)), (c.segments[3].score, str(c.segments[3].stats)))
        st = pickle.loads(pickle.dumps(c.stats))
        self.assertEqual([getattr(st, k) for k in ('score', 'fmean', 'frag_penalty', 'chunks')],
                         [getattr(c.stats, k) for k in ('score', 'fmean', 'frag_penalty', 'chunks')])

    def test_spawned_pool(self):
        import multiprocessing
        hyps, refs = example()
        scorer = meteor.Scorer(lang='en', norm=True, modules='exact stem')
        with multiprocessing.get_context('spawn').Pool(2) as pool:
            got = pool.map(pool_score, [(scorer, h, [r]) for h, r in zip(hyps[:4], refs[:4])])
        for (s, c), h, r in zip(got, hyps, refs):
            self.assertEqual(s.score, scorer.sentence_score(h, [r]).score)
            self.assertEqual(c.scores, [s.score])


class Threads(unittest.TestCase):
    def test_default_follows_affinity(self):
        p = run_python('''
            import os, meteor
            os.sched_setaffinity(0, {sorted(os.sched_getaffinity(0))[0]})
            print(meteor._meteor._usable_cpus())
        ''')
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertEqual(p.stdout.strip(), '1')
        self.assertLessEqual(meteor._meteor._usable_cpus(), len(os.sched_getaffinity(0)))

    def test_huge_counts_clamped(self):
        # Under a 6 GB address space 10,000 threads aborted the process.
        p = run_python('''
            import meteor
            s = meteor.Scorer(lang='en', modules='exact')
            hyps = ['the cat sat on the mat number %d' % i for i in range(3000)]
            refs = [['a cat sat on a mat %d' % i] for i in range(3000)]
            want = s.corpus_score(hyps, refs, threads=1).scores
            for n in (10000, 2 ** 40, 1000):
                assert s.corpus_score(hyps, refs, threads=n).scores == want, n
            t = meteor.Scorer(lang='en', modules='exact', threads=10000)
            assert t.corpus_score(hyps, refs).scores == want
            print('ok')
        ''', timeout=120, memory_gb=6)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertEqual(p.stdout.strip(), 'ok')
        warnings = [l for l in p.stderr.splitlines() if 'threads:' in l]
        self.assertEqual(len(warnings), 1, p.stderr)
        self.assertIn('per CPU', warnings[0])

    def test_thread_creation_failure_is_no_abort(self):
        if ARGS.sanitize:
            self.skipTest('address-space limits do not fit sanitizers')
        # Threads' stacks of 1 GB under a 3.5 GB address space: only some threads can start.
        p = run_python('''
            import meteor
            s = meteor.Scorer(lang='en', modules='exact')
            hyps = ['the cat sat on the mat number %d' % i for i in range(2000)]
            refs = [['a cat sat on a mat %d' % i] for i in range(2000)]
            want = s.corpus_score(hyps, refs, threads=1).scores
            assert s.corpus_score(hyps, refs, threads=8).scores == want
            print('ok')
        ''', timeout=120, memory_gb=3.5, stack_gb=1)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertEqual(p.stdout.strip(), 'ok')
        self.assertIn('could not start 8 threads', p.stderr)


class Fork(unittest.TestCase):
    def test_fork_while_scoring(self):
        # A thread scores without pause on the Scorer the children use.
        if ARGS.sanitize:
            # Under AddressSanitizer (GCC 12's libasan) about 1 child in 300 blocked
            # with every thread in a futex wait inside scoring; the normal build:
            # none in 2,000 (docs/reliability.md). Most likely ASan's allocator,
            # whose locks this libasan does not prepare for fork (not proven:
            # gdb could not attach here).
            self.skipTest('not under AddressSanitizer (1 child in 300 blocked, most likely in its allocator)')
        p = run_python('''
            import os, sys, threading, time, warnings, meteor
            warnings.simplefilter('ignore', DeprecationWarning)  # fork with threads (Python 3.12)
            s = meteor.Scorer(lang='en', modules='exact stem')
            want = s.sentence_score('the cats sat on the mat', ['a cat sat on a mat']).score
            stop = False
            def busy():
                while not stop:
                    s.sentence_score('the cats sat on the mat ' * 20, ['a cat sat on a mat ' * 20])
            t = threading.Thread(target=busy)
            t.start()
            hung = 0
            for i in range(300):
                pid = os.fork()
                if pid == 0:
                    ok = s.sentence_score('the cats sat on the mat', ['a cat sat on a mat']).score == want
                    c = s.corpus_score(['the cats sat'] * 50, [['a cat sat']] * 50, threads=2)
                    os._exit(0 if ok and len(c.scores) == 50 else 3)
                deadline = time.time() + 10
                while True:
                    done, status = os.waitpid(pid, os.WNOHANG)
                    if done:
                        assert os.waitstatus_to_exitcode(status) == 0, status
                        break
                    if time.time() > deadline:
                        hung += 1
                        os.kill(pid, 9)
                        os.waitpid(pid, 0)
                        break
                    time.sleep(0.001)
            stop = True
            t.join()
            print('hung', hung)
        ''', timeout=600)
        self.assertEqual(p.returncode, 0, p.stderr)
        self.assertEqual(p.stdout.strip(), 'hung 0')


class CtrlC(unittest.TestCase):
    """The interrupted call cannot have ended when SIGINT arrives, on any machine: each child times a
    small call first and sizes the long one from that rate to last about LONG seconds (SIGINT comes
    SIGNAL_AFTER seconds in), and says if it finished all the same."""
    SIGNAL_AFTER = 1.5
    LONG = 20.0
    SIZED = """
        import math, time
        def sized(call, n0, long):
            # the n whose call(n) takes about `long` seconds, from call(n0)'s rate (after a warm-up)
            call(max(1, n0 // 10))
            t0 = time.perf_counter()
            call(n0)
            return max(n0, math.ceil(n0 * long / max(time.perf_counter() - t0, 1e-6)))
    """
    CHILD = '''
        import os, sys, threading, time, meteor
        s = meteor.Scorer(lang='en', modules='exact stem synonym')
        # long segments: per-segment work dominates, so the lists stay small and convert at once
        hyp = ' '.join('the quick brown fox number %d jumps over the lazy dog near the river bank' % j for j in range(4))
        ref = ' '.join('a fast brown fox %d jumped over a lazy dog by the river' % j for j in range(4))
        def pairs(n):
            return [hyp + ' %d' % i for i in range(n)], [[ref + ' %d' % i] for i in range(n)]
        n = sized(lambda n: s.corpus_score(*pairs(n), threads=2), 2000, LONG)
        hyps, refs = pairs(n)
        print('ready', flush=True)
        t0 = time.time()
        try:
            s.corpus_score(hyps, refs, threads=2)
            print('finished', n, time.time() - t0, flush=True)
        except KeyboardInterrupt:
            print('interrupted', time.time(), flush=True)
        tasks = len(os.listdir('/proc/self/task'))
        c = s.corpus_score(hyps[:100], refs[:100], threads=2)
        print('after', len(c.scores), tasks, flush=True)
    '''

    def interrupt(self, child, after_count, what, signal_after=SIGNAL_AFTER):
        """SIGINT signal_after s into the child's long call: the latency of its KeyboardInterrupt (best of up to
        3 runs), the threads left (1) and the call after it (after_count results)."""
        latencies = []
        child = textwrap.dedent(self.SIZED) + textwrap.dedent(child).replace('LONG', repr(self.LONG))
        for attempt in range(3):
            with subprocess.Popen([sys.executable, '-c', child], stdout=subprocess.PIPE,
                                  stderr=subprocess.PIPE, text=True, preexec_fn=limit_memory(4)) as p:
                try:
                    ready = p.stdout.readline().strip()
                    self.assertEqual(ready, 'ready', ready or p.stderr.read()[-2000:])
                    time.sleep(signal_after)
                    sent = time.time()
                    p.send_signal(signal.SIGINT)
                    line = p.stdout.readline().split()
                    self.assertEqual(line[0], 'interrupted',
                                     f'{line}: the call sized to last {self.LONG} s ended before SIGINT')
                    latencies.append(float(line[1]) - sent)
                    after = p.stdout.readline().split()
                    self.assertEqual(after[:2], ['after', str(after_count)])
                    self.assertEqual(after[2], '1', 'threads left running after the interrupt')
                    self.assertEqual(p.wait(timeout=60), 0)
                finally:
                    if p.poll() is None:
                        p.kill()
            if latencies[-1] < self.most():
                break
        print(f'KeyboardInterrupt latencies, {what} (s):', ' '.join('%.3f' % l for l in latencies), file=sys.stderr)
        self.assertLess(min(latencies), self.most())

    def test_keyboard_interrupt_during_corpus_score(self):
        self.interrupt(self.CHILD, 100, 'corpus_score')

    def test_keyboard_interrupt_while_corpus_score_reads_its_lists(self):
        """SIGINT at once lands while the call converts its lists and looks for repeated segments (about
        a second for the child's 600,000 segments here): those stop too."""
        self.interrupt(self.CHILD, 100, 'corpus_score, at once', signal_after=0.02)

    PAIRWISE_CHILD = '''
        import os, sys, time, meteor
        s = meteor.Scorer(lang='en', modules='exact stem synonym')
        # A batch of 16 x 16 matrices (MBR over 16 candidates): n items of distinct sentences.
        def batch(n):
            return [['the quick brown fox %d jumps over the lazy dog %d near the bank' % (k, i) for i in range(16)]
                    for k in range(n)]
        n = sized(lambda n: s.pairwise(batch(n), batch(n), threads=2), 50, LONG)
        items = batch(n)
        print('ready', flush=True)
        try:
            s.pairwise(items, items, threads=2)
            print('finished', n, flush=True)
        except KeyboardInterrupt:
            print('interrupted', time.time(), flush=True)
        tasks = len(os.listdir('/proc/self/task'))
        r = s.pairwise(items[:100], items[:100], threads=2)
        print('after', len(r), tasks, flush=True)
    '''

    def test_keyboard_interrupt_during_pairwise(self):
        self.interrupt(self.PAIRWISE_CHILD, 100, 'pairwise')

    MTME_CHILD = '''
        import os, sys, time
        import numpy as np
        from meteor.mtme import data, stats
        rng = np.random.default_rng(0)
        gold = rng.normal(size=20 * 300)
        corrs = {'m%d' % i: stats.Correlation(20, list(gold), list(gold + rng.normal(size=gold.size) * (i + 1)))
                 for i in range(6)}
        def rank(k):
            data.CompareMetrics(corrs, 'KendallVariants', 'sys', k=k, psd=stats.PermutationSigDiffParams(block_size=min(k, 200000)))
        k = sized(rank, 1000, LONG)
        print('ready', flush=True)
        try:
            rank(k)
            print('finished', k, flush=True)
        except KeyboardInterrupt:
            print('interrupted', time.time(), flush=True)
        tasks = len(os.listdir('/proc/self/task'))
        r = data.CompareMetrics(corrs, 'pearson', 'none', k=10)
        print('after', len(r[0]), tasks, flush=True)
    '''

    def test_keyboard_interrupt_during_mtme_ranking(self):
        """meteor.mtme's long calls (rankings, tasks, permutation tests) stop on Ctrl-C too."""
        self.interrupt(self.MTME_CHILD, 6, 'MTME ranking')

    def most(self):
        # The sanitizer build scores a batch several times slower (0.35-0.74 s seen there).
        return 1.5 if ARGS.sanitize else 0.5


class Memory(unittest.TestCase):
    def peak(self, code, memory_gb=3.0, timeout=300):
        # The child's own peak: VmHWM starts anew at exec, where ru_maxrss
        # keeps the forking test process's (which grows as the tests run).
        return run_python('import resource, meteor\n' + textwrap.dedent(code) +
                          "print('peak_mb', [int(l.split()[1]) for l in open('/proc/self/status')"
                          " if l.startswith('VmHWM:')][0] // 1024)\n",
                          timeout=timeout, memory_gb=memory_gb)

    def test_repeated_words_one_line(self):
        # 60,000 words, every one of them a candidate of a reference word:
        # past 2.8 GB and std::bad_alloc before.
        p = self.peak('''
            s = meteor.Scorer(lang='en', modules='exact')
            r = s.sentence_score('the cat sat on the mat ' * 10000, ['the cat sat on the mat'])
            print('score', r.score)
        ''')
        self.assertEqual(p.returncode, 0, p.stderr)
        print(p.stdout.strip().replace('\n', ', '), file=sys.stderr)

    def test_long_text_one_line(self):
        # 100,000 words of text against a short reference (5.4 GB before).
        hyps, refs = example()
        text = ' '.join(hyps)
        p = self.peak('''
            text = %r
            words = text.split()
            line = ' '.join(words * (100000 // len(words) + 1))
            s = meteor.Scorer(lang='en', norm=True, modules='exact stem synonym')
            print('score', s.sentence_score(line, [%r]).score)
        ''' % (text, refs[0]))
        self.assertEqual(p.returncode, 0, p.stderr)
        print(p.stdout.strip().replace('\n', ', '), file=sys.stderr)

    def test_trail_of_survivors_only(self):
        # 2,000 x 2,000 words of six tokens (~670,000 candidates, 40 paths
        # branching on ~330 at each word): the ordinary search kept a trail
        # node for every child it made, 27 million (peak 224 MB here); now
        # only for the paths that survive a cut (97 MB).
        p = self.peak('''
            import random
            rng = random.Random(4)
            v = 'the cat sat on a mat'.split()
            lines = [' '.join(rng.choice(v) for _ in range(2000)) for _ in range(2)]
            s = meteor.Scorer(lang='en', modules='exact')
            print('score', s.sentence_score(lines[0], [lines[1]]).score)
        ''', memory_gb=2.0)
        self.assertEqual(p.returncode, 0, p.stderr)
        print(p.stdout.strip().replace('\n', ', '), file=sys.stderr)
        if not ARGS.sanitize:
            self.assertLess(int(p.stdout.split('peak_mb')[1]), 160, p.stdout)

    PARAPHRASE_TOKENS = ['"', "'", '.', '!', ')', '(', ',', 'the', 'a', 'of']

    def paraphrase_table(self, d):
        # Every token a paraphrase of every other, and "x y" of y: each
        # word of a line of these tokens has thousands of paraphrase
        # candidates in a 2,000-word line.
        path = os.path.join(d, 'para.gz')
        with gzip.open(path, 'wt', encoding='utf-8') as f:
            for x in self.PARAPHRASE_TOKENS:
                for y in self.PARAPHRASE_TOKENS:
                    if x != y:
                        f.write('0.5\n%s\n%s\n0.5\n%s %s\n%s\n' % (x, y, x, y, y))
        return path

    def test_paraphrase_candidates_bounded(self):
        # 2,000 x 2,000 words (within the product for the ordinary search)
        # make ~8 million paraphrase candidates: the matcher built them all
        # before the memory estimate sent the pair to the large-input search
        # (peak 416 MB with either limit). It now stops once those it has
        # are over the limit: 168 MB with the default limit (512 MB), 41 MB
        # with 64 MB; the same score.
        with tempfile.TemporaryDirectory() as d:
            table = self.paraphrase_table(d)
            for limit, most_mb in (('', 300), (', memory_limit=64 << 20', 120)):
                p = self.peak('''
                    import random
                    rng = random.Random(3)
                    tokens = %r
                    lines = [' '.join(rng.choice(tokens) for _ in range(2000)) for _ in range(2)]
                    s = meteor.Scorer(lang='en', modules='exact paraphrase', paraphrase=%r%s)
                    print('score', s.sentence_score(lines[0], [lines[1]]).score)
                ''' % (self.PARAPHRASE_TOKENS, table, limit), memory_gb=2.0)
                self.assertEqual(p.returncode, 0, p.stderr)
                print(p.stdout.strip().replace('\n', ', '), file=sys.stderr)
                self.assertIn('score 0.40417797057410126', p.stdout)
                if not ARGS.sanitize:  # peaks there are the sanitizers'
                    self.assertLess(int(p.stdout.split('peak_mb')[1]), most_mb, p.stdout)

    def test_large_path_scores_are_java(self):
        # Pairs the ordinary search can hold, sent to the large-input search by
        # a limit of 12 MB: Meteor 1.5's segment scores, recorded with
        # `java -jar meteor-1.5.jar hyp ref -l en -m 'exact stem synonym'` on
        # the lines large_path_cases() makes (--write-cases DIR writes them).
        hyps, refs = large_path_cases()
        with open(os.path.join(ARGS.source, 'tests', 'data', 'reliability', 'large_path_java.txt')) as f:
            want = [float(line) for line in f]
        small = meteor.Scorer(lang='en', modules='exact stem synonym', memory_limit=12 << 20)
        self.assertEqual(small.corpus_score(hyps, refs, threads=1).scores, want)

    def test_ordinary_search_scores_are_java(self):
        # The same pairs within the default limit: the ordinary search. Its
        # 64-bit keys held distances below 2^20, but a parent pays the
        # distance of every child it makes (millions here): pair 38 counted
        # 8 chunks where Meteor 1.5 counts 9.
        hyps, refs = large_path_cases()
        with open(os.path.join(ARGS.source, 'tests', 'data', 'reliability', 'large_path_java.txt')) as f:
            want = [float(line) for line in f]
        scorer = meteor.Scorer(lang='en', modules='exact stem synonym')
        for threads in (1, 2):
            self.assertEqual(scorer.corpus_score(hyps, refs, threads=threads).scores, want)

    def test_limit_names_segment(self):
        s = meteor.Scorer(lang='en', modules='exact', memory_limit=8 << 20)
        long = 'the cat sat on the mat ' * 50000
        with self.assertRaises(MemoryError) as cm:
            s.corpus_score(['a cat', long, 'a dog'], ['a cat', long, 'a dog'])
        msg = str(cm.exception)
        self.assertNotIn('\n', msg)
        self.assertIn('segment 2: aligning 300000 x 300000 words needs about', msg)
        self.assertIn('memory limit of 8 MB', msg)
        self.assertEqual(len(s.corpus_score(['a cat', 'a dog'], ['a cat', 'a dog']).scores), 2)  # still usable
        with self.assertRaises(ValueError):
            meteor.Scorer(memory_limit=1000)

    def test_stdio_keeps_serving(self):
        meteor_tool = os.path.join(ARGS.bin, 'meteor')
        long = 'the cat sat on the mat ' * 150000
        requests = ('SCORE ||| a cat sat ||| the cat sat\n' + 'SCORE ||| %s ||| %s\n' % (long, long) +
                    'SCORE ||| a cat sat ||| the cat sat\n')
        p = subprocess.run([meteor_tool, '-', '-', '-stdio', '-l', 'en', '-m', 'exact', '-mem', '64'],
                           input=requests, capture_output=True, text=True, timeout=300, preexec_fn=limit_memory(3))
        self.assertEqual(p.returncode, 0, p.stderr)
        lines = p.stdout.splitlines()
        self.assertEqual(len(lines), 3, p.stdout[:2000])
        self.assertEqual(lines[0], lines[2])
        self.assertTrue(lines[1].startswith('Error: aligning 900000 x 900000 words needs about'), lines[1])
        self.assertIn('memory limit of 64 MB', lines[1])

    def test_cli_limit_names_segment(self):
        meteor_tool = os.path.join(ARGS.bin, 'meteor')
        with tempfile.TemporaryDirectory() as d:
            long = 'the cat sat on the mat ' * 50000
            for name in ('hyp', 'ref'):
                with open(os.path.join(d, name), 'w') as f:
                    f.write('a cat\n%s\na dog\n' % long)
            p = subprocess.run([meteor_tool, 'hyp', 'ref', '-l', 'en', '-m', 'exact', '-mem', '8'], cwd=d,
                               capture_output=True, text=True, timeout=300, preexec_fn=limit_memory(3))
            self.assertEqual(p.returncode, 1)
            self.assertEqual(p.stderr.count('\n'), 1, p.stderr)
            self.assertIn('meteor: error: segment 2: aligning 300000 x 300000 words', p.stderr)


def main():
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', required=True)
    ap.add_argument('--source', required=True)
    ap.add_argument('--sanitize', action='store_true', help='a sanitizer build: no address-space limits')
    ap.add_argument('--write-cases', metavar='DIR', help='write the lines of large_path_cases() as DIR/hyp, DIR/ref')
    ARGS, rest = ap.parse_known_args()
    if ARGS.write_cases:
        for name, lines in zip(('hyp', 'ref'), large_path_cases()):
            with open(os.path.join(ARGS.write_cases, name), 'w', encoding='utf-8') as f:
                f.write(''.join(line + '\n' for line in lines))
        return
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)


if __name__ == '__main__':
    main()
