"""Meteor on a Dask cluster: a corpus of any size, the score of one process.

    import dask.bag as db
    from dask.distributed import Client
    import meteor.dask

    client = Client("scheduler:8786")            # or LocalCluster()
    bag = db.from_sequence(zip(hypotheses, references), npartitions=64)
    result = meteor.dask.corpus_score(bag, lang="en", norm=True, segments=True)
    result.score, result.scores, result.stats, result.eval_id

The input is a ``dask.bag.Bag`` of ``(hypothesis, references)`` pairs (the
references a list of str, or one str) or a ``dask.dataframe.DataFrame`` with
a hypothesis and a references column. Each partition is scored on a worker
into its segments' summed sufficient statistics (integer counts, so any order
of summing gives the same sums); the partitions' statistics are summed in
input order and scored: the corpus score is that of one process
(``Scorer.corpus_score`` on the whole corpus), bit for bit. With
``segments=True`` the segment scores come back too, in input order.

Each worker process loads the resources (function words, synonyms,
paraphrase table) once per configuration and keeps them for all its tasks
(``loads()`` tells how many configurations a process has loaded). The
workers need this package and its data (or ``$METEOR_DATA``/``paraphrase=``
paths that exist on every worker). docs/scale-out.md has the commands.
"""
from functools import partial
from typing import Any, Dict, List, Optional

from . import Stats, _SCORERS, _shared_scorer

__all__ = ["corpus_score", "DaskCorpusScore", "loads"]


class DaskCorpusScore:
    """meteor.dask.corpus_score's result: ``score``, ``stats``, ``metrics``, ``scores``, ``eval_id``."""

    def __init__(self, score: float, stats: Stats, metrics: Dict[str, float], scores: Optional[List[float]],
                 eval_id: str, count: int, partitions: int) -> None:
        self.score = score            #: the corpus score (summed statistics), as one process gives it
        self.stats = stats            #: every segment's statistics summed (the 23 counts)
        self.metrics = metrics        #: precision, recall, f1, fmean, frag_penalty, score of the sum
        self.scores = scores          #: the segment scores in input order (segments=True), else None
        self.eval_id = eval_id        #: the scorer's Eval ID
        self.count = count            #: how many segments were scored
        self.partitions = partitions  #: how many partitions they came in

    def __float__(self) -> float:
        return self.score

    def __len__(self) -> int:
        return self.count

    def __repr__(self) -> str:
        return "<meteor.dask.DaskCorpusScore %r over %d segments in %d partitions, %s>" % (
            self.score, self.count, self.partitions, self.eval_id)


def loads() -> int:
    """How many scorer configurations this process has loaded (each once, kept for every task)."""
    return len(_SCORERS)


_METRICS = ("precision", "recall", "f1", "fmean", "frag_penalty", "score")


def _partition(rows, options: Dict[str, Any], segments: bool, threads: int) -> Dict[str, Any]:
    """One partition -> its count, summed statistics (a -ssOut line), segment scores (on a worker)."""
    hypotheses, references = [], []
    for hypothesis, refs in rows:
        hypotheses.append(hypothesis)
        references.append(refs)
    part: Dict[str, Any] = {"count": len(hypotheses), "stats": None, "parts": 1,
                            "scores": [] if segments else None}
    if hypotheses:
        result = _shared_scorer(**options).corpus_score(hypotheses, references, threads=threads)
        part["stats"] = str(result.stats)
        if segments:
            part["scores"] = result.scores
    return part


def _combine(parts, options: Dict[str, Any]) -> Dict[str, Any]:
    """Partitions (or partial sums) summed in input order and scored (on a worker)."""
    parts = list(parts)
    total, count, n = Stats(), 0, 0
    scores: Optional[List[float]] = []
    for part in parts:
        count += part["count"]
        n += part["parts"]
        if part["stats"] is not None:
            total = total + Stats.parse(part["stats"])
        if part["scores"] is None or scores is None:
            scores = None
        else:
            scores.extend(part["scores"])
    scorer = _shared_scorer(**options)
    scored = scorer.score_stats(total)
    return {"count": count, "stats": str(total) if count else None, "parts": n, "scores": scores,
            "metrics": {m: getattr(scored, m) for m in _METRICS} if count else None, "eval_id": scorer.eval_id}


def corpus_score(data: Any, *, segments: bool = False, hypothesis: str = "hypothesis",
                 references: str = "references", threads: int = 1, split_every: Optional[int] = None,
                 **options: Any) -> DaskCorpusScore:
    """Score a Dask bag of (hypothesis, references) pairs or a Dask dataframe on the current scheduler.

    ``data``: a dask.bag.Bag of pairs, or a dask.dataframe.DataFrame whose
    ``hypothesis`` and ``references`` columns (names given by those arguments)
    hold them. ``segments``: also return the segment scores, in input order.
    ``threads``: threads per partition on a worker (Dask's own workers and
    threads already run partitions in parallel). ``split_every``: fan-in of
    the reduction tree. ``options``: meteor.Scorer options (``lang``,
    ``norm``, ``modules``, ``paraphrase``, ...). Computes (on the client's
    cluster, or Dask's default scheduler) and returns a DaskCorpusScore.
    """
    import dask.bag
    import dask.dataframe

    if isinstance(data, dask.dataframe.DataFrame):
        data = data[[hypothesis, references]].to_bag(index=False)
    elif not isinstance(data, dask.bag.Bag):
        raise TypeError("meteor.dask.corpus_score: expected a dask Bag or DataFrame, got %s" % type(data).__name__)
    reduced = data.reduction(partial(_partition, options=options, segments=segments, threads=threads),
                             partial(_combine, options=options), split_every=split_every)
    r = reduced.compute()
    if not r["count"]:
        raise ValueError("meteor.dask.corpus_score: no segments")
    return DaskCorpusScore(r["metrics"]["score"], Stats.parse(r["stats"]), r["metrics"], r["scores"],
                           r["eval_id"], r["count"], r["parts"])
