#!/usr/bin/env python3
"""Tests of meteor.Scorer's batch calls (PYTHONPATH=build/python): pairwise,
sentence_scores and mbr.

Every cell of a pairwise matrix must be sentence_score's score bit for bit,
under several settings (norm, stem and synonyms; the paraphrase module with a
conformance table; character-based; Danish), with duplicated sentences,
empty and invalid lines, batches and any number of threads; sentence_scores
must be corpus_score's scores; mbr the mean of each row as documented. Bad
arguments give one-line TypeError/ValueError naming the element; without
numpy the batch calls give one ImportError line naming the extra, and the
other calls never import numpy.

The tool meteor-mbr (--bin) chooses as Scorer.mbr does.

usage: python_batch_test.py --source SOURCE_DIR [--conformance DIR] [--bin BUILD/bin]
"""
import argparse, gzip, json, os, shutil, subprocess, sys, tempfile, textwrap, unittest

import stand_in_tables

import numpy as np

ARGS = None
import meteor  # noqa: E402


def lines(path, n):
    with open(path, encoding='utf-8') as f:
        return [line.rstrip('\n') for line in f][:n]


class Pairwise(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        hyp = lines(os.path.join(ARGS.source, 'example', 'hyp.en'), 14)
        ref = lines(os.path.join(ARGS.source, 'example', 'ref.en'), 14)
        # Candidates with repeats, an empty line, a lone surrogate-free odd line and mixed case.
        cls.cands = hyp[:10] + [hyp[0], '', ref[3].upper(), 'the the the the']
        cls.refs = ref[:8] + [hyp[1], '']

    def settings(self):
        out = [dict(lang='en', norm=True, modules='exact stem synonym'),
               dict(lang='en', lower=True, modules='exact', char_based=True),
               dict(lang='da', lower=True)]
        para = os.path.join(ARGS.conformance, 'para', 'en-visible.gz') if ARGS.conformance else ''
        if os.path.exists(para):
            out.append(dict(lang='en', norm=True, modules='exact stem synonym paraphrase', paraphrase=para))
        return out

    def test_cells_are_sentence_scores(self):
        for kw in self.settings():
            with self.subTest(**{k: str(v) for k, v in kw.items()}):
                s = meteor.Scorer(**kw)
                want = np.array([[s.sentence_score(h, [r]).score for r in self.refs] for h in self.cands])
                for threads in (1, 2, 0):
                    got = s.pairwise(self.cands, self.refs, threads=threads)
                    self.assertEqual(got.dtype, np.float64)
                    self.assertEqual(got.shape, (len(self.cands), len(self.refs)))
                    self.assertTrue(np.array_equal(got, want), threads)
                # Candidates against themselves (MBR): a pair and its mirror share their matches.
                square = np.array([[s.sentence_score(h, [r]).score for r in self.cands] for h in self.cands])
                self.assertTrue(np.array_equal(s.pairwise(self.cands, self.cands, threads=2), square))
                batch = s.pairwise([self.cands, self.refs, self.cands[:3]], [self.refs, self.cands, ['x']])
                self.assertEqual([b.shape for b in batch], [want.shape, want.T.shape, (3, 1)])
                self.assertTrue(np.array_equal(batch[0], want))
                self.assertTrue(np.array_equal(batch[1], [[s.sentence_score(h, [r]).score for r in self.cands]
                                                          for h in self.refs]))

    def test_invalid_utf8_as_sentence_score(self):
        s = meteor.Scorer('en', norm=True, modules='exact stem')
        odd = ['caf\udcc3\udca9 au lait', 'the cat']  # surrogateescape bytes: refused as sentence_score refuses them
        with self.assertRaises(ValueError):
            s.pairwise(odd, odd)

    def test_sentence_scores_are_corpus_scores(self):
        s = meteor.Scorer('en', norm=True, modules='exact stem synonym')
        refs = [[r] for r in self.refs] + [[self.refs[0], self.refs[1]]] * 4
        hyps = self.cands
        got = s.sentence_scores(hyps, refs, threads=2)
        self.assertEqual(got.dtype, np.float64)
        self.assertEqual(got.tolist(), s.corpus_score(hyps, refs).scores)
        self.assertEqual(s.sentence_scores(['a cat'], ['a cat sat']).tolist(),
                         [s.sentence_score('a cat', 'a cat sat').score])

    def test_mbr(self):
        s = meteor.Scorer('en', norm=True, modules='exact stem synonym')
        c = self.cands
        m = s.pairwise(c, c)
        n = len(c)
        # The means as the library sums them: in column order, the diagonal left out.
        without = np.array([sum(m[i, j] for j in range(n) if j != i) / (n - 1) for i in range(n)])
        with_self = np.array([sum(m[i, j] for j in range(n)) / n for i in range(n)])
        best, u = s.mbr(c, return_utilities=True)
        self.assertEqual(u.tolist(), without.tolist())
        self.assertEqual(best, int(np.argmax(without)))
        self.assertEqual(s.mbr(c), best)
        best_self, u_self = s.mbr(c, include_self=True, return_utilities=True)
        self.assertEqual(u_self.tolist(), with_self.tolist())
        self.assertEqual(best_self, int(np.argmax(with_self)))
        pseudo = self.refs[:4]
        mp = s.pairwise(c, pseudo)
        self.assertEqual(s.mbr(c, pseudo), int(np.argmax([sum(mp[i]) / len(pseudo) for i in range(n)])))
        self.assertEqual(s.mbr([c, c[:3], ['only one']]), [best, s.mbr(c[:3]), 0])
        one, u1 = s.mbr(['only one'], return_utilities=True)
        self.assertEqual(one, 0)
        self.assertTrue(np.isnan(u1[0]))

    def test_errors_name_the_element(self):
        s = meteor.Scorer('en')
        c = ['a cat', 'the cat']
        cases = [
            (s.pairwise, (None, c), TypeError, 'hypotheses: expected a list of str'),
            (s.pairwise, ('a cat', c), TypeError, 'hypotheses: expected a list of str'),
            (s.pairwise, (['a', 3], c), TypeError, 'hypotheses[1]: expected str, got int'),
            (s.pairwise, (['a', None], c), TypeError, 'hypotheses[1]: expected str, got NoneType'),
            (s.pairwise, ([c, c], [c]), ValueError, '2 hypothesis lists and 1 reference lists'),
            (s.pairwise, ([c, 'x'], [c, c]), TypeError, 'hypotheses[1]: expected a list of str, got str'),
            (s.pairwise, ([c, c], [c, [None]]), TypeError, 'references[1][0]: expected str, got NoneType'),
            (s.sentence_scores, (c, [['x']]), ValueError, '2 hypotheses and 1 reference lists'),
            (s.sentence_scores, (c, [['x'], []]), ValueError, 'references[1]: no reference'),
            (s.mbr, ([c, []],), ValueError, 'candidates[1]: empty'),
            (s.mbr, ([c, c], [c]), ValueError, '2 candidate lists and 1 reference lists'),
            (s.mbr, (c, []), ValueError, 'references: empty'),
        ]
        for call, args, error, text in cases:
            with self.subTest(call=call.__name__, args=repr(args)):
                with self.assertRaises(error) as e:
                    call(*args)
                self.assertIn(text, str(e.exception))
                self.assertEqual(len(str(e.exception).splitlines()), 1)
        # Empty lists give empty results (an item without candidates stays an error: nothing to choose).
        self.assertEqual(s.pairwise([], c).shape, (0, 2))
        self.assertEqual(s.pairwise(c, []).shape, (2, 0))
        self.assertEqual([m.shape for m in s.pairwise([c, []], [c, c])], [(2, 2), (0, 2)])
        self.assertEqual(s.mbr([]), [])
        with self.assertRaisesRegex(TypeError, 'include_self: expected a bool, got str'):
            s.mbr(c, include_self='yes')

    def test_without_numpy(self):
        # numpy made unimportable: the batch calls say what to install, in one line; the rest never import it.
        code = textwrap.dedent('''
            import sys
            sys.modules['numpy'] = None
            import meteor
            s = meteor.Scorer('en', modules='exact')
            print(s.sentence_score('a cat', ['a cat']).score == s.corpus_score(['a cat'], [['a cat']]).score)
            print(s.mbr(['a cat', 'a dog', 'a cat']))
            for call in (lambda: s.pairwise(['a'], ['a']), lambda: s.sentence_scores(['a'], ['a']),
                         lambda: s.mbr(['a'], return_utilities=True)):
                try:
                    call()
                except ImportError as e:
                    print('ImportError', e)
        ''')
        p = subprocess.run([sys.executable, '-c', code], capture_output=True, text=True)
        self.assertEqual(p.returncode, 0, p.stderr)
        untouched = subprocess.run([sys.executable, '-c', textwrap.dedent('''
            import sys, meteor
            s = meteor.Scorer('en', modules='exact')
            s.sentence_score('a cat', ['a cat']), s.corpus_score(['a cat'], [['a cat']]), s.mbr(['a', 'b'])
            print('numpy' in sys.modules)
        ''')], capture_output=True, text=True)
        self.assertEqual(untouched.stdout, 'False\n', untouched.stderr)
        out = p.stdout.splitlines()
        self.assertEqual(out[:2], ['True', '0'])
        self.assertEqual(out[2:], ["ImportError Scorer.pairwise returns numpy arrays: install numpy "
                                   "(pip install 'meteor-mt[numpy]')",
                                   "ImportError Scorer.sentence_scores returns numpy arrays: install numpy "
                                   "(pip install 'meteor-mt[numpy]')",
                                   "ImportError Scorer.mbr(return_utilities=True) returns numpy arrays: install "
                                   "numpy (pip install 'meteor-mt[numpy]')"])


class MbrTool(unittest.TestCase):
    """meteor-mbr chooses as Scorer.mbr does, from a file or standard input, with pseudo-references and -self."""

    def setUp(self):
        if not ARGS.bin:
            self.skipTest('no --bin')
        self.tool = os.path.join(ARGS.bin, 'meteor-mbr')
        # 12 inputs of WMT21 zh-en (tests/data/mtme), the 5 systems' outputs their candidates (IDs as Moses
        # writes them), one candidate repeated; the reference and another system's output as pseudo-references.
        d = os.path.join(ARGS.source, 'tests', 'data', 'mtme', 'wmt21.news', 'system-outputs', 'zh-en')
        systems = [lines(os.path.join(d, name + '.txt'), 12) for name in ('DIDI-NLP', 'Facebook-AI', 'NiuTrans',
                                                                          'Online-W', 'SMU', 'refA')]
        self.cands = [[s[k] for s in systems[:5]] for k in range(12)]
        self.cands[3][4] = self.cands[3][0]
        self.pseudo = [[systems[5][k], systems[0][(k + 1) % 12]] for k in range(12)]
        self.dir = tempfile.mkdtemp()
        self.nbest = self.write('nbest.txt', self.cands)
        self.refs = self.write('pseudo.txt', self.pseudo)

    def tearDown(self):
        shutil.rmtree(self.dir)

    def write(self, name, blocks):
        path = os.path.join(self.dir, name)
        with open(path, 'w', encoding='utf-8') as f:
            for k, block in enumerate(blocks):
                for j, text in enumerate(block):
                    f.write('%d ||| %s ||| LM0= -%d.5 TM0= -1 ||| -%d.25\n' % (k, text, j, j))
        return path

    def run_tool(self, args, stdin=None):
        return subprocess.run([self.tool] + args, input=stdin, capture_output=True, text=True)

    def test_as_scorer_mbr(self):
        s = meteor.Scorer('en', norm=True, modules='exact stem synonym')
        opts = ['-l', 'en', '-norm', '-m', 'exact stem synonym']
        want = [self.cands[k][i] for k, i in enumerate(s.mbr(self.cands))]
        for args, stdin in ((['-threads', '2'], None), (['-', '-threads', '1'], 'stdin')):
            p = self.run_tool(opts + ([self.nbest] if stdin is None else []) + args,
                              stdin=open(self.nbest).read() if stdin else None)
            self.assertEqual(p.returncode, 0, p.stderr)
            self.assertEqual(p.stdout.splitlines(), want)
        p = self.run_tool(opts + [self.nbest, '-self'])
        self.assertEqual(p.stdout.splitlines(), [self.cands[k][i] for k, i in
                                                 enumerate(s.mbr(self.cands, include_self=True))])
        p = self.run_tool(opts + [self.nbest, '-pseudo-references', self.refs])
        self.assertEqual(p.stdout.splitlines(), [self.cands[k][i] for k, i in
                                                 enumerate(s.mbr(self.cands, self.pseudo))])

    def test_errors(self):
        bad = os.path.join(self.dir, 'bad.txt')
        cases = [('0 ||| a cat\n0 no separator\n', 'bad.txt:2: expected \'ID ||| TEXT ||| ...\''),
                 ('0 ||| a\n1 ||| b\n0 ||| c\n', 'bad.txt:3: ID 0 after ID 1'),
                 ('a ||| a\nb ||| b\na ||| c\n', 'bad.txt:3: ID a again, after other IDs (its block started at line 1'),
                 ('0 ||| a\n2 ||| b\n', 'bad.txt:2: ID 2 after ID 0: ID 1 is missing'),
                 ('0 ||| a\n1 ||| caf\xe9\n', 'bad.txt:2: not valid UTF-8 (byte 0xE9 at byte 10 of the line'),
                 (' ||| a\n', 'bad.txt:1: empty ID'),
                 ('', 'bad.txt: no n-best lines')]
        for text, want in cases:
            with self.subTest(text=text):
                with open(bad, 'wb') as f:
                    f.write(text.encode('latin-1'))
                p = self.run_tool([bad, '-m', 'exact'])
                self.assertEqual(p.returncode, 1)
                self.assertEqual(p.stdout, '')
                self.assertEqual(len(p.stderr.splitlines()), 1, p.stderr)
                self.assertIn('meteor-mbr: error: ', p.stderr)
                self.assertIn(want, p.stderr)
        p = self.run_tool([self.nbest, '-m', 'exact', '-pseudo-references', self.write('few.txt', self.pseudo[:3])])
        self.assertIn('few.txt: no pseudo-references for ID 3', p.stderr)
        self.assertEqual(p.returncode, 1)
        p = self.run_tool([self.write('short.txt', self.cands[:2]), '-m', 'exact', '-pseudo-references', self.refs])
        self.assertIn('pseudo.txt:5: ID 2 is not in the n-best list', p.stderr)
        # Pseudo-references are read in step with the n-best list: the same IDs in the same order.
        swapped = self.write('swapped.txt', self.pseudo)
        with open(swapped) as f:
            text = f.read().splitlines(True)
        with open(swapped, 'w') as f:
            f.writelines(text[2:4] + text[:2] + text[4:])
        p = self.run_tool([self.nbest, '-m', 'exact', '-pseudo-references', swapped])
        self.assertIn('swapped.txt:1: ID 1 where the n-best list has ID 0', p.stderr)
        self.assertEqual(p.returncode, 1)

    def test_odd_input(self):
        # A byte order mark (3 output lines for 2 IDs before), gzip, CRLF line ends: read as the plain file.
        s = meteor.Scorer('en', modules='exact')
        want = [self.cands[k][i] for k, i in enumerate(s.mbr(self.cands))]
        with open(self.nbest, 'rb') as f:
            raw = f.read()
        for name, data in (('bom.txt', b'\xef\xbb\xbf' + raw), ('crlf.txt', raw.replace(b'\n', b'\r\n')),
                           ('nbest.gz', gzip.compress(raw))):
            with self.subTest(name=name):
                path = os.path.join(self.dir, name)
                with open(path, 'wb') as f:
                    f.write(data)
                p = self.run_tool([path, '-m', 'exact'])
                self.assertEqual(p.returncode, 0, p.stderr)
                self.assertEqual(p.stdout.splitlines(), want)

    def test_output_forms(self):
        # -index, -utilities (tab-separated before the text), -json (one object per line).
        s = meteor.Scorer('en', modules='exact')
        choices = s.mbr(self.cands, return_utilities=True)
        p = self.run_tool([self.nbest, '-m', 'exact', '-index', '-utilities'])
        self.assertEqual(p.returncode, 0, p.stderr)
        rows = [line.split('\t') for line in p.stdout.splitlines()]
        self.assertEqual(len(rows), 12)
        for k, (best, utilities) in enumerate(choices):
            self.assertEqual(rows[k], [str(best), rows[k][1], self.cands[k][best]])
            self.assertAlmostEqual(float(rows[k][1]), utilities[best], places=12)
        p = self.run_tool([self.nbest, '-m', 'exact', '-index'])
        self.assertEqual(p.stdout.splitlines(), ['%d\t%s' % (b, self.cands[k][b]) for k, (b, _) in enumerate(choices)])
        for extra in ([], ['-utilities']):
            p = self.run_tool([self.nbest, '-m', 'exact', '-json'] + extra)
            self.assertEqual(p.returncode, 0, p.stderr)
            objects = [json.loads(line) for line in p.stdout.splitlines()]
            self.assertEqual(len(objects), 12)
            for k, (best, utilities) in enumerate(choices):
                o = objects[k]
                self.assertEqual((o['id'], o['index'], o['text']), (str(k), best, self.cands[k][best]))
                self.assertAlmostEqual(o['utility'], utilities[best], places=12)
                if extra:
                    self.assertEqual(len(o['utilities']), len(self.cands[k]))
                    for a, b in zip(o['utilities'], utilities):
                        self.assertAlmostEqual(a, b, places=12)
                else:
                    self.assertNotIn('utilities', o)


if __name__ == '__main__':
    parser = argparse.ArgumentParser()
    parser.add_argument('--source', required=True)
    parser.add_argument('--conformance', default='')
    parser.add_argument('--bin', default='')
    ARGS, rest = parser.parse_known_args()
    with stand_in_tables.environment():  # Meteor 1.5's English defaults (tests/stand_in_tables.py)
        ok = unittest.main(argv=[sys.argv[0]] + rest, verbosity=2, exit=False).result.wasSuccessful()
    sys.exit(0 if ok else 1)
