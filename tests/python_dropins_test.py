#!/usr/bin/env python3
"""The Python package's face and its drop-ins, against this build's meteor tool.

- meteor.coco.Meteor().compute_score(gts, res) = what pycocoevalcap's client
  reads from `meteor - - -stdio -l en -norm -multiEval` (the jar's protocol);
- meteor.evaluate.compute(predictions=, references=) = `meteor -q`'s Final
  score (and segment scores);
- meteor.nltk.meteor_score / single_meteor_score on token lists = `meteor
  -lower -q` on the tokens joined by spaces;
- every public name has a docstring, the extension's stubs (_meteor.pyi)
  name every public attribute, `python3 -m meteor` is the tool.

usage: python_dropins_test.py --bin BUILD/bin --source SOURCE [--conformance DIR]
"""
import argparse, ast, inspect, os, re, subprocess, sys, tempfile, unittest

import stand_in_tables

ARGS = None
import meteor  # noqa: E402
import meteor.coco, meteor.dask, meteor.evaluate, meteor.nltk  # noqa: E402,F401


def read_lines(path):
    with open(path, encoding='utf-8', newline='') as f:
        lines = re.split(r'\r\n|\r|\n', f.read())
    return lines[:-1] if lines and lines[-1] == '' else lines


def tool(*args):
    p = subprocess.run([os.path.join(ARGS.bin, 'meteor'), *args], capture_output=True, text=True, check=True)
    return p.stdout, p.stderr


def tool_q(hyp, ref, *opts):
    """(Final score, segment scores) of `meteor HYP REF OPTS -q`."""
    out, err = tool(hyp, ref, *opts, '-q')
    return float(out), [float(l) for l in err.split('\n') if l and not l.startswith('Warning:')]


class JarProtocolClient:
    """pycocoevalcap's meteor.py, as it talks to its jar, talking to `meteor -stdio -multiEval`.

    With spawn (what the wrapper sees as its `subprocess` module) and folder:
    the wrapper's own call, `java -jar meteor-1.5.jar ...` in its folder.
    """

    def __init__(self, *options, spawn=None, folder=None):
        if spawn is None:
            self.p = subprocess.Popen([os.path.join(ARGS.bin, 'meteor'), '-', '-', '-stdio', '-l', 'en', '-norm',
                                       '-multiEval', *options], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                      stderr=subprocess.DEVNULL)
        else:
            self.p = spawn.Popen(['java', '-jar', '-Xmx2G', 'meteor-1.5.jar', '-', '-', '-stdio', '-l', 'en',
                                  '-norm'], cwd=folder, stdin=spawn.PIPE, stdout=spawn.PIPE, stderr=spawn.PIPE)

    def _stat(self, hypothesis_str, reference_list):
        hypothesis_str = hypothesis_str.replace('|||', '').replace('  ', ' ')
        score_line = ' ||| '.join(('SCORE', ' ||| '.join(reference_list), hypothesis_str))
        self.p.stdin.write((score_line + '\n').encode())
        self.p.stdin.flush()
        return self.p.stdout.readline().decode().strip()

    def compute_score(self, gts, res):
        eval_line = 'EVAL'
        for i in gts.keys():
            assert len(res[i]) == 1
            eval_line += ' ||| {}'.format(self._stat(res[i][0], gts[i]))
        self.p.stdin.write((eval_line + '\n').encode())
        self.p.stdin.flush()
        scores = [float(self.p.stdout.readline().strip()) for _ in gts]
        score = float(self.p.stdout.readline().strip())
        return score, scores

    def close(self):
        self.p.stdin.close()
        self.p.wait()
        self.p.stdout.close()


def conformance(*parts):
    path = os.path.join(ARGS.conformance or '', *parts)
    return path if ARGS.conformance and os.path.exists(path) else None


class CocoTest(unittest.TestCase):
    """meteor.coco.Meteor = the jar's protocol served by meteor -stdio -multiEval."""

    def corpora(self):
        hyps = read_lines(os.path.join(ARGS.source, 'example', 'hyp.en'))
        refs = read_lines(os.path.join(ARGS.source, 'example', 'ref.en'))
        yield 'example', {i: [r] for i, r in enumerate(refs)}, {i: [h] for i, h in enumerate(hyps)}, None
        # Ids of mixed types in no particular order; text the protocol rewrites.
        gts = {'img-7': ['a man rides a horse on the beach', '  a person riding a horse  '],
               3: ['two dogs play in the snow'],
               'z': ['the cat ||| sat on the mat', 'a cat sits on a mat', 'there is a cat'],
               0: ['Une femme lit un livre.', 'ein Mann']}
        res = {'img-7': ['a man  riding a horse ||| at the beach'], 3: ['two  dogs  playing in snow'],
               'z': ['the cat sat on the mat'], 0: ['a woman reads a book']}
        yield 'edge cases', gts, res, None
        deen = conformance('corpora', 'deen')
        para = conformance('para', 'en-visible.gz')
        if deen and para:
            hyps = read_lines(os.path.join(deen, 'hyp.Facebook-AI.en'))[:300]
            refs = read_lines(os.path.join(deen, 'ref.AB.en'))
            yield ('deen Facebook-AI, 2 references, paraphrases', {i: refs[2 * i:2 * i + 2] for i in range(300)},
                   {i: [h] for i, h in enumerate(hyps)}, para)

    def test_compute_score_is_the_protocols(self):
        for name, gts, res, para in self.corpora():
            with self.subTest(corpus=name):
                client = JarProtocolClient(*(['-a', para] if para else []))
                try:
                    want = client.compute_score(gts, res)
                finally:
                    client.close()
                ours = meteor.coco.Meteor(**({'paraphrase': para} if para else {}))
                got = ours.compute_score(gts, res)
                self.assertIsInstance(got[0], float)
                self.assertIsInstance(got[1], list)
                self.assertEqual(got, want)
                self.assertEqual(ours.method(), 'METEOR')

    def test_patch_pycocoevalcap(self):
        """pycocoevalcap's wrapper, patched, runs the meteor tool with its folder's paraphrase table."""
        import types
        gts, res = next((g, r) for name, g, r, _ in self.corpora() if name == 'edge cases')
        para = conformance('para', 'en-visible.gz')
        if not para:
            self.skipTest('no conformance suite')
        client = JarProtocolClient('-a', para)
        try:
            want = client.compute_score(gts, res)
        finally:
            client.close()
        with tempfile.TemporaryDirectory() as folder:
            wrapper = types.ModuleType('pycoco_meteor_stand_in')
            wrapper.subprocess = subprocess
            meteor.coco.patch_pycocoevalcap(wrapper)
            # No data/paraphrase-en.gz beside the wrapper: an error naming it,
            # raised where the wrapper's caller sees it.
            with self.assertRaises(FileNotFoundError) as cm:
                JarProtocolClient(spawn=wrapper.subprocess, folder=folder)
            self.assertIn(os.path.join(folder, 'data', 'paraphrase-en.gz'), str(cm.exception))
            self.assertNotIn('\n', str(cm.exception))
            os.makedirs(os.path.join(folder, 'data'))
            os.symlink(para, os.path.join(folder, 'data', 'paraphrase-en.gz'))
            for how, module in (("the wrapper's table", wrapper), ('paraphrase=', types.ModuleType('w2'))):
                with self.subTest(how=how):
                    if module is not wrapper:
                        meteor.coco.patch_pycocoevalcap(module, paraphrase=para)
                    client = JarProtocolClient(spawn=module.subprocess,
                                               folder=folder if module is wrapper else ARGS.source)
                    try:
                        self.assertEqual(client.compute_score(gts, res), want)
                    finally:
                        client.close()

    def test_errors(self):
        m = meteor.coco.Meteor()
        for gts, res, words in [({1: ['a']}, {2: ['a']}, 'same image ids'),
                                ({1: ['a']}, {1: ['a', 'b']}, 'one caption'),
                                ({1: ['a\nb']}, {1: ['a']}, 'line break'),
                                ({}, {}, 'no images to score')]:
            with self.subTest(words=words):
                with self.assertRaises(ValueError) as cm:
                    m.compute_score(gts, res)
                self.assertIn(words, str(cm.exception))


class EvaluateTest(unittest.TestCase):
    """meteor.evaluate.compute = meteor -q."""

    def test_compute_is_the_tools(self):
        hyp = os.path.join(ARGS.source, 'example', 'hyp.en')
        ref = os.path.join(ARGS.source, 'example', 'ref.en')
        cases = [('example, str references', hyp, ref, 1, {}, ['-l', 'en', '-norm']),
                 ('example, -m exact stem', hyp, ref, 1, {'modules': 'exact stem'},
                  ['-l', 'en', '-norm', '-m', 'exact stem'])]
        deen = conformance('corpora', 'deen')
        para = conformance('para', 'en-visible.gz')
        if deen and para:
            cases.append(('deen, 2 references, paraphrases', os.path.join(deen, 'hyp.UF.en'),
                          os.path.join(deen, 'ref.AB.en'), 2, {'paraphrase': para},
                          ['-l', 'en', '-norm', '-r', '2', '-a', para]))
        for name, h, r, n, kwargs, opts in cases:
            with self.subTest(case=name):
                final, segments = tool_q(h, r, *opts)
                hyps, refs = read_lines(h), read_lines(r)
                references = refs if n == 1 else [refs[i * n:(i + 1) * n] for i in range(len(hyps))]
                got = meteor.evaluate.compute(predictions=hyps, references=references, return_segments=True,
                                              **kwargs)
                self.assertEqual(got, {'meteor': final, 'scores': segments})
                self.assertEqual(meteor.evaluate.compute(predictions=hyps, references=references, **kwargs),
                                 {'meteor': final})
                module = meteor.evaluate.load('meteor', **kwargs)
                module.add_batch(predictions=hyps[:3], references=references[:3])
                for p, q in zip(hyps[3:], references[3:]):
                    module.add(prediction=p, reference=q)
                self.assertEqual(module.compute(), {'meteor': final})

    def test_alpha_beta_gamma_are_meteors_p(self):
        """HF's alpha, beta, gamma: Meteor's -p parameters, delta the task's."""
        hyp = os.path.join(ARGS.source, 'example', 'hyp.en')
        ref = os.path.join(ARGS.source, 'example', 'ref.en')
        hyps, refs = read_lines(hyp), read_lines(ref)
        official, _ = tool_q(hyp, ref, '-l', 'en', '-norm')
        rank = meteor.Scorer(lang='en', norm=True).params
        adq = meteor.Scorer(lang='en', norm=True, task='adq').params
        p = lambda *v: ' '.join(repr(float(x)) for x in v)
        for name, kwargs, opts in [
                ("HF's values", dict(alpha=0.9, beta=3, gamma=0.5), ['-p', p(0.9, 3, 0.5, rank[3])]),
                ('beta only', dict(beta=2.5), ['-p', p(rank[0], 2.5, rank[2], rank[3])]),
                ('task adq, gamma', dict(task='adq', gamma=0.25), ['-t', 'adq', '-p', p(adq[0], adq[1], 0.25, adq[3])])]:
            with self.subTest(case=name):
                final, segments = tool_q(hyp, ref, '-l', 'en', '-norm', *opts)
                self.assertNotEqual(final, official)
                got = meteor.evaluate.compute(predictions=hyps, references=refs, return_segments=True, **kwargs)
                self.assertEqual(got, {'meteor': final, 'scores': segments})
                module = meteor.evaluate.load(**kwargs)
                module.add_batch(predictions=hyps, references=refs)
                self.assertEqual(module.compute(), {'meteor': final})

    def test_errors(self):
        with self.assertRaises(ValueError):
            meteor.evaluate.load('bleu')
        ok = dict(predictions=['a cat'], references=['a cat'])
        for kind, kwargs, words in [
                (ValueError, dict(predictions=['a', 'b'], references=['a']), 'differ in length'),
                (ValueError, dict(predictions=[], references=[]), 'no segments to score'),
                (TypeError, dict(predictions='a b', references=['a']), 'predictions: expected a list, got str'),
                (TypeError, dict(predictions=None, references=['a']), 'predictions: expected a list'),
                (TypeError, dict(predictions=['a'], references=None), 'references: expected a list'),
                (TypeError, dict(predictions=[1], references=['a']), 'predictions[0]: expected a str'),
                (TypeError, dict(predictions=['a'], references=[['a', 2]]), 'references[0]'),
                (TypeError, dict(ok, alpha='high'), 'alpha: expected a number, got str'),
                (TypeError, dict(ok, gamma=True), 'gamma: expected a number'),
                (TypeError, dict(ok, alpha=0.9, params=[0.9, 3, 0.5, 0.75]), 'alpha, beta, gamma and params'),
                (TypeError, dict(ok, stemmer=None), "unexpected argument 'stemmer'"),
                (TypeError, dict(ok, lang=1), 'lang: expected a str')]:
            with self.subTest(kwargs=kwargs):
                with self.assertRaises(kind) as cm:
                    meteor.evaluate.compute(**kwargs)
                self.assertIn(words, str(cm.exception))
                self.assertNotIn('\n', str(cm.exception))
        with self.assertRaises(ValueError) as cm:
            meteor.evaluate.load().compute()
        self.assertIn('no segments to score', str(cm.exception))


class NltkShapeTest(unittest.TestCase):
    """meteor.nltk on token lists = meteor -lower on the tokens joined by spaces."""

    def test_scores_are_the_tools(self):
        hyps = [l.split() for l in read_lines(os.path.join(ARGS.source, 'example', 'hyp.en'))]
        refs = [l.split() for l in read_lines(os.path.join(ARGS.source, 'example', 'ref.en'))]
        refs2 = [r[::-1] for r in refs]  # a second, scrambled reference each
        with tempfile.TemporaryDirectory() as tmp:
            def write(name, lines):
                path = os.path.join(tmp, name)
                with open(path, 'w', encoding='utf-8') as f:
                    f.write(''.join(' '.join(t) + '\n' for t in lines))
                return path
            h = write('hyp', hyps)
            r1 = write('ref1', refs)
            r2 = write('ref2', [x for pair in zip(refs, refs2) for x in pair])
            lowered = write('hyp.lower', [[t.lower() for t in s] for s in hyps])
            _, one = tool_q(h, r1, '-l', 'en', '-lower')
            _, two = tool_q(h, r2, '-l', 'en', '-lower', '-r', '2')
            _, low = tool_q(lowered, write('ref1.lower', [[t.lower() for t in s] for s in refs]), '-l', 'en')
        for i, hyp in enumerate(hyps):
            with self.subTest(segment=i):
                self.assertEqual(meteor.nltk.single_meteor_score(refs[i], hyp), one[i])
                self.assertEqual(meteor.nltk.meteor_score([refs[i]], hyp), one[i])
                self.assertEqual(meteor.nltk.meteor_score([refs[i], refs2[i]], iter(hyp)), two[i])
                self.assertEqual(meteor.nltk.meteor_score([refs[i]], hyp, preprocess=str.lower, lower=False), low[i])

    def test_alpha_beta_gamma_are_meteors_p(self):
        """NLTK's alpha, beta, gamma: Meteor's -p parameters, delta the task's."""
        hyps = [l.split() for l in read_lines(os.path.join(ARGS.source, 'example', 'hyp.en'))]
        refs = [l.split() for l in read_lines(os.path.join(ARGS.source, 'example', 'ref.en'))]
        delta = meteor.Scorer(lang='en', lower=True).params[3]
        with tempfile.TemporaryDirectory() as tmp:
            h, r = os.path.join(tmp, 'hyp'), os.path.join(tmp, 'ref')
            for path, lines in ((h, hyps), (r, refs)):
                with open(path, 'w', encoding='utf-8') as f:
                    f.write(''.join(' '.join(t) + '\n' for t in lines))
            _, official = tool_q(h, r, '-l', 'en', '-lower')
            _, want = tool_q(h, r, '-l', 'en', '-lower', '-p', '0.9 3.0 0.5 %r' % delta)
        self.assertNotEqual(want, official)
        for i, hyp in enumerate(hyps):
            with self.subTest(segment=i):
                self.assertEqual(meteor.nltk.meteor_score([refs[i]], hyp, alpha=0.9, beta=3, gamma=0.5), want[i])
                self.assertEqual(meteor.nltk.single_meteor_score(refs[i], hyp, alpha=0.9, beta=3.0, gamma=0.5),
                                 want[i])

    def test_errors(self):
        with self.assertRaises(TypeError) as cm:
            meteor.nltk.meteor_score([['a', 'cat']], 'a cat')
        self.assertIn('pre-tokenized', str(cm.exception))
        with self.assertRaises(TypeError):
            meteor.nltk.single_meteor_score('a cat', ['a', 'cat'])
        with self.assertRaises(ValueError):
            meteor.nltk.meteor_score([], ['a'])
        for kind, call, words in [
                (TypeError, lambda: meteor.nltk.meteor_score([['a']], ['a'], stemmer=object()), 'stemmer is not taken'),
                (TypeError, lambda: meteor.nltk.meteor_score([['a']], ['a'], wordnet=object()), 'wordnet is not taken'),
                (TypeError, lambda: meteor.nltk.meteor_score([['a']], ['a'], beta='3'), 'beta: expected a number'),
                (TypeError, lambda: meteor.nltk.meteor_score([['a']], ['a'], colour=1), "unexpected argument 'colour'"),
                (TypeError, lambda: meteor.nltk.meteor_score([['a']], None), '"hypothesis" expects pre-tokenized'),
                (TypeError, lambda: meteor.nltk.meteor_score([['a']], ['a', 1]), 'a token is not a str'),
                (TypeError, lambda: meteor.nltk.meteor_score('a', ['a']), '"references"'),
                (TypeError, lambda: meteor.nltk.meteor_score([['a']], ['a'], preprocess='lower'), 'preprocess')]:
            with self.subTest(words=words):
                with self.assertRaises(kind) as cm:
                    call()
                self.assertIn(words, str(cm.exception))
                self.assertNotIn('\n', str(cm.exception))


def stub_names(path):
    """Class name -> public member names declared in a .pyi file."""
    with open(path, encoding='utf-8') as f:
        tree = ast.parse(f.read())
    out = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            out[node.name] = {n.name for n in node.body if isinstance(n, ast.FunctionDef)}
    return out


class PublicFaceTest(unittest.TestCase):

    def public(self):
        import meteor.__main__ as main
        for module in (meteor, meteor.coco, meteor.evaluate, meteor.nltk, meteor.dask, main):
            yield module.__name__, module
            for name in module.__all__:
                obj = getattr(module, name)
                if isinstance(obj, str):
                    continue
                yield module.__name__ + '.' + name, obj
                if inspect.isclass(obj):
                    for attr, value in vars(obj).items():
                        if not attr.startswith('_'):
                            yield '%s.%s.%s' % (module.__name__, name, attr), value

    def test_docstrings(self):
        for name, obj in self.public():
            with self.subTest(name=name):
                self.assertTrue((getattr(obj, '__doc__', None) or '').strip(), name + ' has no docstring')

    def test_stubs_cover_the_extension(self):
        stubs = stub_names(os.path.join(os.path.dirname(meteor.__file__), '_meteor.pyi'))
        for cls in (meteor.Scorer, meteor.Stats, meteor.SegmentScore, meteor.SentenceScore, meteor.CorpusScore):
            with self.subTest(cls=cls.__name__):
                self.assertIn(cls.__name__, stubs)
                runtime = {a for a in vars(cls) if not a.startswith('_')}
                self.assertEqual(runtime - stubs[cls.__name__], set(), 'not in _meteor.pyi')

    def test_version(self):
        self.assertRegex(meteor.__version__, r'^\d+\.\d+\.\d+')
        out, _ = tool('-version')
        self.assertIn(meteor.__version__, out)

    def test_python_m_meteor_is_the_tool(self):
        hyp = os.path.join(ARGS.source, 'example', 'hyp.en')
        ref = os.path.join(ARGS.source, 'example', 'ref.en')
        for opts in (['-l', 'en', '-norm'], ['-l', 'en', '-ssOut'], ['-help']):
            with self.subTest(opts=opts):
                want = subprocess.run([os.path.join(ARGS.bin, 'meteor'), hyp, ref, *opts], capture_output=True,
                                      text=True)
                got = subprocess.run([sys.executable, '-m', 'meteor', hyp, ref, *opts], capture_output=True,
                                     text=True)
                self.assertEqual((got.returncode, got.stdout), (want.returncode, want.stdout))


def main():
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', required=True)
    ap.add_argument('--source', required=True)
    ap.add_argument('--conformance')
    ARGS, rest = ap.parse_known_args()
    if ARGS.bin:
        ARGS.bin = os.path.abspath(ARGS.bin)
    if ARGS.source:
        ARGS.source = os.path.abspath(ARGS.source)
    if ARGS.conformance:
        ARGS.conformance = os.path.abspath(ARGS.conformance)
    print('meteor package:', meteor.__file__)
    # Meteor 1.5's default settings (English with paraphrase) run with the
    # tests' stand-in tables (tests/stand_in_tables.py); the Python package
    # and the tool find them alike.
    with stand_in_tables.environment(os.environ.get('METEOR_DATA') or os.path.join(ARGS.bin, '..', 'data')):
        ok = unittest.main(argv=[sys.argv[0], '-v', *rest], exit=False).result.wasSuccessful()
    sys.exit(0 if ok else 1)


if __name__ == '__main__':
    main()
