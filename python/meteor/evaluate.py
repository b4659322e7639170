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
different matching and parameters, and the mean of the sentence scores; its
``alpha``, ``beta``, ``gamma`` are NLTK's and are not accepted here (Meteor's
are ``params=[alpha, beta, gamma, delta]``).
"""
from typing import Any, Dict, List, Optional, Sequence, Union

from . import _shared_scorer

__all__ = ["compute", "load", "Meteor"]

_References = Union[str, Sequence[str]]


def compute(*, predictions: Sequence[str], references: Sequence[_References],
            return_segments: bool = False, **options: Any) -> Dict[str, Any]:
    """``{"meteor": corpus score}`` of predictions[i] against references[i].

    ``options``: meteor.Scorer options (default ``lang="en"``, ``norm=True``).
    """
    if isinstance(predictions, str):
        raise TypeError("predictions: expected a list of str, got str")
    if len(predictions) != len(references):
        raise ValueError("predictions and references differ in length: %d and %d"
                         % (len(predictions), len(references)))
    options.setdefault("lang", "en")
    options.setdefault("norm", True)
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
        self._predictions.append(prediction)
        self._references.append(reference)

    def add_batch(self, *, predictions: Sequence[str], references: Sequence[_References]) -> None:
        """Queue predictions and their references."""
        if len(predictions) != len(references):
            raise ValueError("predictions and references differ in length: %d and %d"
                             % (len(predictions), len(references)))
        self._predictions.extend(predictions)
        self._references.extend(references)

    def compute(self, *, predictions: Optional[Sequence[str]] = None,
                references: Optional[Sequence[_References]] = None, **kwargs: Any) -> Dict[str, Any]:
        """``{"meteor": ...}`` of the given or the queued predictions (the queue is emptied)."""
        if predictions is not None or references is not None:
            self.add_batch(predictions=predictions or [], references=references or [])
        predictions, references = self._predictions, self._references
        self._predictions, self._references = [], []
        return compute(predictions=predictions, references=references, **dict(self.options, **kwargs))


def load(path: str = "meteor", **options: Any) -> Meteor:
    """A Meteor module, as ``evaluate.load("meteor")`` gives one; ``options``: Scorer options."""
    if path != "meteor":
        raise ValueError("meteor.evaluate.load: only 'meteor', not %r" % (path,))
    return Meteor(**options)
