#!/usr/bin/env python3
"""Tests of the Python module `meteor` (PYTHONPATH=build/python).

Its numbers must be Meteor 1.5's: every plaintext `meteor` case of the
conformance suite is scored through meteor.Scorer and compared, double for
double, with Meteor 1.5's recorded output (segment scores, statistics,
system-level statistics, final score, Eval ID); the example files are
compared with the meteor tool of this build. Then threads, the GIL, errors.

usage: python_module_test.py --bin BUILD/bin --source SOURCE_DIR [--conformance DIR]
"""
import argparse, os, re, shlex, subprocess, sys, tempfile, threading, unittest

import stand_in_tables

ARGS = None
# Language data as the module finds it by itself (the build tree's data).
os.environ.pop('METEOR_DATA', None)
import meteor  # noqa: E402


def read_lines(path):
    """Lines as the meteor tool reads them (Java's readLine: \\n, \\r or \\r\\n)."""
    with open(path, encoding='utf-8', newline='') as f:
        lines = re.split(r'\r\n|\r|\n', f.read())
    return lines[:-1] if lines and lines[-1] == '' else lines


def floats(tokens):
    return [float(t) for t in tokens]


class Case:
    """A conformance case `meteor TEST REF options`, as Scorer arguments."""
    FLAGS = {'-norm': 'norm', '-lower': 'lower', '-noPunct': 'no_punct', '-ch': 'char_based'}
    VALUES = {'-l': 'lang', '-t': 'task', '-m': 'modules', '-p': 'params', '-w': 'weights', '-x': 'beam_size',
              '-a': 'paraphrase', '-e': 'stem', '-s': 'function_words', '-d': 'synonyms', '-new': 'new_language'}

    def __init__(self, root, name):
        self.name = name
        self.dir = os.path.join(root, 'cases', name)
        with open(os.path.join(self.dir, 'cmd'), encoding='utf-8') as f:
            cmd = f.read().strip().replace('{C}', root)
        argv = shlex.split(cmd)
        self.tool, self.test, self.ref = argv[0], argv[1], argv[2]
        self.kwargs, self.refs, self.mode, self.supported = {}, 1, 'plain', True
        i = 3
        while i < len(argv):
            a = argv[i]
            if a in self.FLAGS:
                self.kwargs[self.FLAGS[a]] = True
            elif a in self.VALUES:
                i += 1
                self.kwargs[self.VALUES[a]] = int(argv[i]) if a == '-x' else argv[i]
            elif a == '-r':
                i += 1
                self.refs = int(argv[i])
            elif a in ('-q', '-ssOut', '-vOut'):
                self.mode = a
            elif a == '-f':
                i += 1
            elif a == '-writeAlignments':
                pass
            else:  # -sgml, -stdio, ...: not the API's business
                self.supported = False
            i += 1

    def expected(self, what):
        p = os.path.join(self.dir, 'expected', what)
        if not os.path.exists(p):
            return ''
        with open(p, encoding='utf-8') as f:
            return f.read()


def plaintext_cases(root):
    out = []
    for name in sorted(os.listdir(os.path.join(root, 'cases'))):
        c = Case(root, name)
        if c.tool == 'meteor' and c.supported:
            out.append(c)
    return out


class ConformanceTest(unittest.TestCase):
    """meteor.Scorer against Meteor 1.5's own output."""

    def check_case(self, case):
        exit_status = case.expected('exit').strip() or '0'
        if exit_status != '0':
            with self.assertRaises((ValueError, FileNotFoundError, RuntimeError)) as cm:
                meteor.Scorer(**case.kwargs).corpus_score(*self.corpus(case))
            self.assertNotIn('\n', str(cm.exception))
            return
        scorer = meteor.Scorer(**case.kwargs, threads=2)
        result = scorer.corpus_score(*self.corpus(case))
        out = case.expected('stdout').split('\n')
        if case.mode == '-ssOut':
            lines = [l for l in out if l.strip()]
            self.assertEqual(len(lines), len(result.segments))
            for line, seg in zip(lines, result.segments):
                self.assertEqual(floats(line.split()), floats(str(seg.stats).split()))
            return
        if case.mode == '-q':
            seg_scores = floats(case.expected('stderr').split())
            self.assertEqual(seg_scores, result.scores)
            self.assertEqual(float(out[0]), result.score)
            return
        segs = [l.split('\t') for l in out if l.startswith('Segment ')]
        self.assertEqual(len(segs), len(result.segments))
        for fields, seg in zip(segs, result.segments):
            if case.mode == '-vOut':
                p, r, frag, s = floats(fields[1:5])
                self.assertEqual((p, r, frag, s),
                                 (seg.stats.precision, seg.stats.recall, seg.stats.frag_penalty, seg.score))
            else:
                self.assertEqual(float(fields[1]), seg.score)
        system = {}
        for line in out:
            key, sep, value = line.partition(':')
            if sep and value.strip():
                system[key.strip()] = value.strip()
        self.assertEqual(system['Eval ID'].split('-', 2)[2], result.eval_id.split('-', 2)[2])
        s = result.stats
        self.assertEqual(float(system['Final score']), result.score)
        self.assertEqual(float(system['Precision']), s.precision)
        self.assertEqual(float(system['Recall']), s.recall)
        self.assertEqual(float(system['f1']), s.f1)
        self.assertEqual(float(system['fMean']), s.fmean)
        self.assertEqual(float(system['Fragmentation penalty']), s.frag_penalty)
        self.assertEqual(float(system['Chunks']), s.chunks)
        if 'Test words' in system:  # -ch prints character counts
            self.assertEqual(float(system['Test words']), s.test_length)
            self.assertEqual(float(system['Reference words']), s.reference_length)

    def corpus(self, case):
        hyps = read_lines(case.test)
        refs = read_lines(case.ref)
        n = case.refs
        return hyps, [refs[i * n:(i + 1) * n] for i in range(len(hyps))]

    def test_cases(self):
        if not ARGS.conformance or not os.path.isdir(os.path.join(ARGS.conformance, 'cases')):
            self.skipTest('no conformance suite')
        cases = plaintext_cases(ARGS.conformance)
        self.assertGreater(len(cases), 40)
        for case in cases:
            with self.subTest(case=case.name):
                self.check_case(case)
        print('\n  %d conformance cases scored through meteor.Scorer' % len(cases), end=' ... ', flush=True)


class CliTest(unittest.TestCase):
    """meteor.Scorer against this build's meteor tool."""

    def run_cli(self, *args):
        p = subprocess.run([os.path.join(ARGS.bin, 'meteor'), *args], capture_output=True, text=True, check=True)
        return p.stdout, p.stderr

    def test_example(self):
        hyp = os.path.join(ARGS.source, 'example', 'hyp.en')
        ref = os.path.join(ARGS.source, 'example', 'ref.en')
        for opts, kwargs in [
            (['-l', 'en', '-norm', '-m', 'exact stem synonym'], dict(norm=True, modules=['exact', 'stem', 'synonym'])),
            (['-l', 'en', '-lower'], dict(lower=True)),
            (['-l', 'en', '-norm', '-t', 'hter', '-ch'], dict(norm=True, task='hter', char_based=True)),
            (['-l', 'en', '-norm', '-p', '0.5 1.0 0.3 0.2', '-w', '1.0 0.5'],
             dict(norm=True, params=[0.5, 1.0, 0.3, 0.2], weights='1.0 0.5')),
        ]:
            with self.subTest(opts=opts):
                out, err = self.run_cli(hyp, ref, *opts, '-q')
                scorer = meteor.Scorer(lang='en', **kwargs)
                result = scorer.corpus_score(read_lines(hyp), read_lines(ref))
                err = [l for l in err.split('\n') if l and not l.startswith('Warning:')]
                self.assertEqual(floats(err), result.scores)
                self.assertEqual(float(out), result.score)
                ss, _ = self.run_cli(hyp, ref, *opts, '-ssOut')
                self.assertEqual(ss.split('\n')[:-1], [str(s.stats) for s in result.segments])
                header, _ = self.run_cli(hyp, ref, *opts)
                self.assertIn('Eval ID:        ' + scorer.eval_id + '\n', header)
                for h, r, seg in zip(read_lines(hyp), read_lines(ref), result.segments):
                    one = scorer.sentence_score(h, [r])
                    self.assertEqual(one.score, seg.score)
                    self.assertEqual(str(one.stats), str(seg.stats))
                    self.assertEqual(one.eval_id, scorer.eval_id)
                total = None
                for seg in result.segments:
                    total = seg.stats if total is None else total + seg.stats
                self.assertEqual(scorer.score_stats(total).score, result.score)
                self.assertEqual(scorer.score_stats(str(total)).score, result.score)


class BehaviourTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        cls.hyps = read_lines(os.path.join(ARGS.source, 'example', 'hyp.en')) * 20
        cls.refs = [[r, r.upper()] for r in read_lines(os.path.join(ARGS.source, 'example', 'ref.en'))] * 20
        cls.scorer = meteor.Scorer(lang='en', norm=True)

    def test_threads_do_not_change_scores(self):
        one = self.scorer.corpus_score(self.hyps, self.refs, threads=1)
        for n in (2, 3, 0):
            other = self.scorer.corpus_score(self.hyps, self.refs, threads=n)
            self.assertEqual(one.scores, other.scores)
            self.assertEqual(one.score, other.score)
            self.assertEqual(str(one.stats), str(other.stats))

    def test_python_threads(self):
        # The GIL is released while scoring: Python threads score at once.
        expected = self.scorer.corpus_score(self.hyps, self.refs, threads=1).score
        results = []

        def work():
            results.append(self.scorer.corpus_score(self.hyps, self.refs, threads=1).score)
            results.append(self.scorer.sentence_score(self.hyps[0], self.refs[0]).score)

        workers = [threading.Thread(target=work) for _ in range(4)]
        for w in workers:
            w.start()
        for w in workers:
            w.join()
        self.assertEqual(results.count(expected), 4)

    def test_references_forms(self):
        a = self.scorer.corpus_score(self.hyps[:3], [[r[0]] for r in self.refs[:3]])
        b = self.scorer.corpus_score(self.hyps[:3], [r[0] for r in self.refs[:3]])
        self.assertEqual(a.scores, b.scores)
        self.assertEqual(self.scorer.sentence_score(self.hyps[0], self.refs[0][0]).score, a.scores[0])
        self.assertEqual(len(a), 3)
        self.assertEqual(float(a), a.score)

    def test_config_properties(self):
        s = meteor.Scorer('de', norm=True, modules='exact stem', weights=[1.0, 0.5])
        self.assertEqual((s.lang, s.modules, s.weights), ('de', ['exact', 'stem'], [1.0, 0.5]))
        self.assertEqual(s.eval_id.split('-', 2)[2], 'wo-de-norm-0.95_1.0_0.55_0.55-ex_st-1.0_0.5')
        self.assertTrue(meteor.__version__)

    def test_data_dir(self):
        data = os.environ['METEOR_DATA']  # the build's data with the stand-in tables (tests/stand_in_tables.py)
        s = meteor.Scorer(lang='en', norm=True, data_dir=data)
        self.assertEqual(s.corpus_score(self.hyps, self.refs).score, self.scorer.corpus_score(self.hyps, self.refs).score)

    def assert_error(self, kind, fn, *words):
        with self.assertRaises(kind) as cm:
            fn()
        message = str(cm.exception)
        self.assertNotIn('\n', message)
        for w in words:
            self.assertIn(w, message)

    def test_errors(self):
        self.assert_error(ValueError, lambda: meteor.Scorer(lang='klingon'), 'klingon')
        for typo in ('eng', 'zh', 'xx'):
            self.assert_error(ValueError, lambda: meteor.Scorer(lang=typo), "unknown language '%s'" % typo)
        self.assert_error(ValueError, lambda: meteor.Scorer(params=[0.5, 0.5]), '4 parameters')
        self.assert_error(ValueError, lambda: meteor.Scorer(params='0.5 x 1 1'), "'x'")
        self.assert_error(ValueError, lambda: meteor.Scorer(modules=['exact', 'telepathy']), 'telepathy')
        self.assert_error(ValueError, lambda: meteor.Scorer(lang='da', norm=True), 'norm=True')
        self.assert_error(FileNotFoundError, lambda: meteor.Scorer(paraphrase='/nonexistent/para.gz'),
                          '/nonexistent/para.gz')
        self.assert_error(FileNotFoundError, lambda: meteor.Scorer(data_dir='/nonexistent/data'), '/nonexistent/data')
        with tempfile.NamedTemporaryFile(suffix='.gz') as bad:
            bad.write(b'not a paraphrase table\n')
            bad.flush()
            self.assert_error(RuntimeError, lambda: meteor.Scorer(paraphrase=bad.name), bad.name)
        self.assert_error(ValueError, lambda: self.scorer.corpus_score(['a', 'b'], [['a']]), 'not same length')
        self.assert_error(ValueError, lambda: self.scorer.corpus_score(['a'], [[]]), 'segment 1')
        self.assert_error(ValueError, lambda: self.scorer.sentence_score('a', []), 'no reference')
        self.assert_error(ValueError, lambda: meteor.Stats.parse('1 2 3'), 'malformed')
        self.assert_error(TypeError, lambda: self.scorer.corpus_score('a b', [['a']]), 'hypotheses')
        self.assert_error(TypeError, lambda: self.scorer.corpus_score(['a'], [[1]]), 'references')
        self.assert_error(TypeError, lambda: meteor.Scorer(params=[1, 'a', 2, 3]), 'params')
        # An empty corpus has no score, as the tool refuses an empty file.
        self.assert_error(ValueError, lambda: self.scorer.corpus_score([], []), 'no segments to score')
        self.assert_error(ValueError, lambda: self.scorer.corpus_score((), ()), 'no segments to score')
        # Arguments the constructor does not take: one line naming the argument
        # (not pybind11's list of signatures).
        self.assert_error(TypeError, lambda: meteor.Scorer(alpha=0.9), "unexpected argument 'alpha'")
        self.assert_error(TypeError, lambda: meteor.Scorer('en', 'rank'), 'lang is the only positional')
        self.assert_error(TypeError, lambda: meteor.Scorer('en', lang='de'), 'lang given twice')
        self.assert_error(TypeError, lambda: meteor.Scorer(lang=None), 'lang: expected a str, got NoneType')
        self.assert_error(TypeError, lambda: meteor.Scorer(norm='yes'), 'norm: expected a bool, got str')
        self.assert_error(TypeError, lambda: meteor.Scorer(char_based='no'), 'char_based: expected a bool')
        self.assert_error(ValueError, lambda: meteor.Scorer(threads=-1), 'threads: expected 0')
        self.assert_error(TypeError, lambda: meteor.Scorer(threads=1.5), 'threads: expected an int')


def main():
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', required=True)
    ap.add_argument('--source', required=True)
    ap.add_argument('--conformance')
    ARGS, rest = ap.parse_known_args()
    print('meteor module:', meteor.__file__, 'python', sys.version.split()[0])
    # Meteor 1.5's default settings (English with paraphrase) run with the
    # tests' stand-in tables (tests/stand_in_tables.py); the Python package
    # and the tool find them alike.
    with stand_in_tables.environment(os.environ.get('METEOR_DATA') or os.path.join(ARGS.bin, '..', 'data')):
        ok = unittest.main(argv=[sys.argv[0], '-v', *rest], exit=False).result.wasSuccessful()
    sys.exit(0 if ok else 1)


if __name__ == '__main__':
    main()
