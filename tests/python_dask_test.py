#!/usr/bin/env python3
"""meteor.dask on a dask.distributed LocalCluster of 2 worker processes.

The corpus score (and the summed statistics) of a Dask bag or dataframe is
that of one process (Scorer.corpus_score on the whole corpus), bit for bit,
whatever the partitioning and reduction tree; segment scores come back in
input order; each worker process loads a configuration's resources once.

usage: python_dask_test.py --source SOURCE
"""
import argparse, os, sys, unittest

import stand_in_tables

ARGS = None
os.environ.pop('METEOR_DATA', None)  # the package's data, as the workers find it
import meteor  # noqa: E402
import meteor.dask  # noqa: E402


def read_lines(path):
    with open(path, encoding='utf-8') as f:
        return f.read().split('\n')[:-1]



def english():
    """Meteor 1.5's English settings with the tests' stand-in table named, as the
    workers see it (tests/stand_in_tables.py)."""
    return {'lang': 'en', 'norm': True,
            'paraphrase': os.path.join(os.environ['METEOR_DATA'], 'paraphrase', 'paraphrase-en.gz')}

class DaskTest(unittest.TestCase):
    @classmethod
    def setUpClass(cls):
        import dask.bag as db
        import dask.dataframe as dd
        import pandas as pd
        from dask.distributed import Client, LocalCluster
        cls.db, cls.dd, cls.pd = db, dd, pd
        hyps = read_lines(os.path.join(ARGS.source, 'example', 'hyp.en'))
        refs = read_lines(os.path.join(ARGS.source, 'example', 'ref.en'))
        # 1,000 segments: the example with two references each (one perturbed),
        # and segments that score 0 and 1.
        cls.hyps, cls.refs = [], []
        for k in range(100):
            for h, r in zip(hyps, refs):
                cls.hyps.append(h if k % 3 else h.upper())
                cls.refs.append([r, ' '.join(reversed(r.split()))] if k % 2 else r)
        cls.hyps[5], cls.refs[5] = 'zzz', ['qqq']
        cls.hyps[6], cls.refs[6] = refs[0], [refs[0]]
        cls.cluster = LocalCluster(n_workers=2, threads_per_worker=1, processes=True, dashboard_address=None)
        cls.client = Client(cls.cluster)

    @classmethod
    def tearDownClass(cls):
        cls.client.close()
        cls.cluster.close()

    def one_process(self, **options):
        return meteor.Scorer(**options).corpus_score(self.hyps, self.refs, threads=1)

    def test_bag_is_one_process(self):
        for options in (english(), {'lang': 'en', 'lower': True, 'modules': 'exact stem'}):
            want = self.one_process(**options)
            for partitions, split_every in ((1, None), (7, None), (13, 2), (1000, 4)):
                with self.subTest(options=options, partitions=partitions, split_every=split_every):
                    bag = self.db.from_sequence(list(zip(self.hyps, self.refs)), npartitions=partitions)
                    got = meteor.dask.corpus_score(bag, segments=True, split_every=split_every, **options)
                    self.assertEqual(got.score, want.score)
                    self.assertEqual(got.scores, want.scores)
                    self.assertEqual(str(got.stats), str(want.stats))
                    self.assertEqual(got.metrics['precision'], want.stats.precision)
                    self.assertEqual(got.metrics['frag_penalty'], want.stats.frag_penalty)
                    self.assertEqual(got.eval_id, want.eval_id)
                    self.assertEqual((len(got), float(got)), (len(self.hyps), want.score))
                    self.assertEqual(got.partitions, bag.npartitions)

    def test_dataframe_is_one_process(self):
        want = self.one_process(**english())
        frame = self.pd.DataFrame({'id': range(len(self.hyps)), 'hyp': self.hyps,
                                   'refs': [r if isinstance(r, list) else [r] for r in self.refs]})
        ddf = self.dd.from_pandas(frame, npartitions=5)
        got = meteor.dask.corpus_score(ddf, hypothesis='hyp', references='refs', segments=True,
                                       **english())
        self.assertEqual((got.score, got.scores), (want.score, want.scores))
        no_segments = meteor.dask.corpus_score(ddf, hypothesis='hyp', references='refs', **english())
        self.assertEqual(no_segments.score, want.score)
        self.assertIsNone(no_segments.scores)

    def test_resources_load_once_per_worker(self):
        # A configuration no other test uses: each of the 2 worker processes
        # loads it once, however many tasks (3 x 40 partitions) it runs.
        options = dict(lang='en', norm=True, modules=['exact', 'stem', 'synonym'], beam_size=30)
        before = self.client.run(meteor.dask.loads)
        self.assertEqual(len(before), 2)
        bag = self.db.from_sequence(list(zip(self.hyps, self.refs)), npartitions=40)
        want = self.one_process(**options)
        for _ in range(3):
            self.assertEqual(meteor.dask.corpus_score(bag, **options).score, want.score)
        after = self.client.run(meteor.dask.loads)
        self.assertEqual({w: after[w] - before[w] for w in before}, {w: 1 for w in before})

    def test_errors(self):
        with self.assertRaises(TypeError):
            meteor.dask.corpus_score([('a', ['a'])], lang='en')
        with self.assertRaises(ValueError):
            meteor.dask.corpus_score(self.db.from_sequence([('a', [])], npartitions=1), lang='en')
        with self.assertRaises(ValueError):
            meteor.dask.corpus_score(self.db.from_sequence([('a', ['a'])], npartitions=1), lang='klingon')


def main():
    global ARGS
    ap = argparse.ArgumentParser()
    ap.add_argument('--source', required=True)
    ARGS, rest = ap.parse_known_args()
    if ARGS.source:
        ARGS.source = os.path.abspath(ARGS.source)
    with stand_in_tables.environment():  # Meteor 1.5's English defaults (tests/stand_in_tables.py)
        ok = unittest.main(argv=[sys.argv[0], '-v', *rest], exit=False).result.wasSuccessful()
    sys.exit(0 if ok else 1)


if __name__ == '__main__':
    main()
