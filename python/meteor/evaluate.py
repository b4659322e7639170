"""Hugging Face ``evaluate``'s METEOR call shape, with official Meteor 1.5 numbers.

    from meteor import evaluate
    evaluate.compute(predictions=["the cat sat"], references=[["a cat sat", "the cat sits"]])
    # {'meteor': 0.9...}

or, as ``evaluate.load("meteor")`` is used::

    metric = meteor.evaluate.load()
    metric.add_batch(predictions=..., references=...)
    metric.compute()

A reference may be a string or a list of strings. ``{"meteor": x}``: x is the
corpus score of the ``meteor`` tool (its Final score, from the summed
statistics) with ``-l en -norm`` unless other meteor.Scorer options are
given; ``return_segments=True`` adds ``"scores"``, the segment scores.
Hugging Face's own ``meteor`` metric is NLTK's variant (docs/python.md):
different matching and parameters, and the mean of the sentence scores.
``alpha``, ``beta``, ``gamma`` are Meteor's parameters of those names (the
tool's ``-p``; delta stays the task's): setting them moves the score away
from official Meteor 1.5's.
"""
from collections.abc import Collection
from typing import Any, Dict, List, Optional, Sequence, Union

from . import _shared_scorer, _with_alpha_beta_gamma

__all__ = ["compute", "load", "Meteor"]

_References = Union[str, Sequence[str]]


def _check(predictions: Any, references: Any, empty: bool = False) -> None:
    """A TypeError or ValueError naming the argument that is not a list of the right things (or empty)."""
    for name, value in (("predictions", predictions), ("references", references)):
        if isinstance(value, (str, bytes)) or not isinstance(value, Collection):
            raise TypeError("%s: expected a list, got %s" % (name, type(value).__name__))
    for i, p in enumerate(predictions):
        if not isinstance(p, str):
            raise TypeError("predictions[%d]: expected a str, got %s" % (i, type(p).__name__))
    for i, r in enumerate(references):
        if not isinstance(r, str) and (isinstance(r, bytes) or not isinstance(r, Collection)
                                       or not all(isinstance(x, str) for x in r)):
            raise TypeError("references[%d]: expected a str or a list of str, got %s" % (i, type(r).__name__))
    if len(predictions) != len(references):
        raise ValueError("predictions and references differ in length: %d and %d"
                         % (len(predictions), len(references)))
    if not predictions and not empty:
        raise ValueError("no segments to score: predictions and references are empty")


def compute(*, predictions: Sequence[str], references: Sequence[_References],
            return_segments: bool = False, alpha: Optional[float] = None, beta: Optional[float] = None,
            gamma: Optional[float] = None, **options: Any) -> Dict[str, Any]:
    """``{"meteor": corpus score}`` of predictions[i] against references[i].

    ``options``: meteor.Scorer options (default ``lang="en"``, ``norm=True``).
    ``alpha``, ``beta``, ``gamma``: Meteor's parameters (``-p``; delta stays
    the task's), no longer official Meteor's score.
    """
    _check(predictions, references)
    options.setdefault("lang", "en")
    options.setdefault("norm", True)
    options = _with_alpha_beta_gamma("meteor.evaluate.compute", options, alpha, beta, gamma)
    result = _shared_scorer(**options).corpus_score(list(predictions), list(references))
    out: Dict[str, Any] = {"meteor": result.score}
    if return_segments:
        out["scores"] = result.scores
    return out


class Meteor:
    """An ``evaluate.EvaluationModule``-shaped METEOR: ``add``, ``add_batch``, ``compute``."""

    name = "meteor"

    def __init__(self, **options: Any) -> None:
        self.options = options
        self._predictions: List[str] = []
        self._references: List[_References] = []

    def add(self, *, prediction: str, reference: _References) -> None:
        """Queue one prediction and its reference(s)."""
        _check([prediction], [reference])
        self._predictions.append(prediction)
        self._references.append(reference)

    def add_batch(self, *, predictions: Sequence[str], references: Sequence[_References]) -> None:
        """Queue predictions and their references."""
        _check(predictions, references, empty=True)
        self._predictions.extend(predictions)
        self._references.extend(references)

    def compute(self, *, predictions: Optional[Sequence[str]] = None,
                references: Optional[Sequence[_References]] = None, **kwargs: Any) -> Dict[str, Any]:
        """``{"meteor": ...}`` of the given or the queued predictions (the queue is emptied)."""
        if predictions is not None or references is not None:
            self.add_batch(predictions=[] if predictions is None else predictions,
                           references=[] if references is None else references)
        predictions, references = self._predictions, self._references
        self._predictions, self._references = [], []
        return compute(predictions=predictions, references=references, **dict(self.options, **kwargs))


def load(path: str = "meteor", **options: Any) -> Meteor:
    """A Meteor module, as ``evaluate.load("meteor")`` gives one; ``options``: Scorer options."""
    if path != "meteor":
        raise ValueError("meteor.evaluate.load: only 'meteor', not %r" % (path,))
    return Meteor(**options)
