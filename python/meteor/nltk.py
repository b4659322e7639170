"""NLTK's METEOR call shapes, with official Meteor 1.5 numbers.

``meteor_score(references, hypothesis)`` and ``single_meteor_score(reference,
hypothesis)`` take pre-tokenized text as ``nltk.translate.meteor_score`` does
(a hypothesis is a list of tokens, references a list of such lists) and return
the score the ``meteor`` tool gives the tokens joined by spaces, with
``-l en -lower`` unless other meteor.Scorer options are given: the best
reference's score, like NLTK. NLTK's own METEOR is a different variant (its
own WordNet matching, no paraphrases, Meteor's 2005 parameters), so its
numbers differ; docs/python.md has a table. NLTK's ``stemmer``, ``wordnet``,
``alpha``, ``beta``, ``gamma`` are not accepted.
"""
from typing import Any, Callable, Iterable, Optional

from . import _shared_scorer

__all__ = ["meteor_score", "single_meteor_score"]


def _tokens(value: Any, what: str, preprocess: Optional[Callable[[str], str]]) -> str:
    if isinstance(value, str):
        raise TypeError('"%s" expects pre-tokenized %s (Iterable[str]): %r' % (what, what, value))
    tokens = list(value)
    if preprocess is not None:
        tokens = [preprocess(t) for t in tokens]
    return " ".join(tokens)


def meteor_score(references: Iterable[Iterable[str]], hypothesis: Iterable[str], *,
                 preprocess: Optional[Callable[[str], str]] = None, **options: Any) -> float:
    """Meteor 1.5's score of a tokenized hypothesis against tokenized references (the best one).

    ``preprocess``: applied to each token first (NLTK's default is str.lower;
    here Meteor's own ``lower=True`` does that). ``options``: meteor.Scorer
    options (default ``lang="en"``, ``lower=True``).
    """
    hyp = _tokens(hypothesis, "hypothesis", preprocess)
    refs = [_tokens(r, "reference", preprocess) for r in references]
    if not refs:
        raise ValueError("meteor_score: no references")
    options.setdefault("lang", "en")
    options.setdefault("lower", True)
    return _shared_scorer(**options).sentence_score(hyp, refs).score


def single_meteor_score(reference: Iterable[str], hypothesis: Iterable[str], *,
                        preprocess: Optional[Callable[[str], str]] = None, **options: Any) -> float:
    """Meteor 1.5's score of a tokenized hypothesis against one tokenized reference."""
    return meteor_score([reference], hypothesis, preprocess=preprocess, **options)
