"""NLTK's METEOR call shapes, with official Meteor 1.5 numbers.

``meteor_score(references, hypothesis)`` and ``single_meteor_score(reference,
hypothesis)`` take pre-tokenized text as ``nltk.translate.meteor_score`` does
(a hypothesis is a list of tokens, references a list of such lists) and return
the score the ``meteor`` tool gives the tokens joined by spaces, with
``-l en -lower`` unless other meteor.Scorer options are given: the best
reference's score, like NLTK. NLTK's own METEOR is a different variant (its
own WordNet matching, no paraphrases, Meteor's 2005 parameters), so its
numbers differ; docs/python.md has a table. ``alpha``, ``beta``, ``gamma`` are
Meteor's parameters of those names (the tool's ``-p``; delta stays the
task's): setting them moves the score away from official Meteor 1.5's.
NLTK's ``stemmer`` and ``wordnet`` are not accepted (Meteor matches with its
own stemmer and synonyms: ``modules=``).
"""
from typing import Any, Callable, Iterable, Optional

from . import _shared_scorer, _with_alpha_beta_gamma

__all__ = ["meteor_score", "single_meteor_score"]


def _tokens(value: Any, what: str, preprocess: Optional[Callable[[str], str]]) -> str:
    if isinstance(value, str):
        raise TypeError('"%s" expects pre-tokenized %s (Iterable[str]): %r' % (what, what, value))
    try:
        tokens = list(value)
    except TypeError:
        raise TypeError('"%s" expects pre-tokenized %s (Iterable[str]), got %s'
                        % (what, what, type(value).__name__)) from None
    for t in tokens:
        if not isinstance(t, str):
            raise TypeError('"%s": a token is not a str: %r' % (what, t))
    if preprocess is not None:
        tokens = [preprocess(t) for t in tokens]
    return " ".join(tokens)


_NLTK_ONLY = {"stemmer": "NLTK's stemmer", "wordnet": "NLTK's WordNet"}


def meteor_score(references: Iterable[Iterable[str]], hypothesis: Iterable[str], *,
                 preprocess: Optional[Callable[[str], str]] = None, alpha: Optional[float] = None,
                 beta: Optional[float] = None, gamma: Optional[float] = None, **options: Any) -> float:
    """Meteor 1.5's score of a tokenized hypothesis against tokenized references (the best one).

    ``preprocess``: applied to each token first (NLTK's default is str.lower;
    here Meteor's own ``lower=True`` does that). ``alpha``, ``beta``,
    ``gamma``: Meteor's parameters (``-p``; delta stays the task's), no
    longer official Meteor's score. ``options``: meteor.Scorer options
    (default ``lang="en"``, ``lower=True``).
    """
    for name, what in _NLTK_ONLY.items():
        if name in options:
            raise TypeError("meteor_score: %s is not taken: %s is not used (Meteor 1.5 matches with its own "
                            "stemmer and synonyms; modules= chooses them)" % (name, what))
    if preprocess is not None and not callable(preprocess):
        raise TypeError("meteor_score: preprocess: expected a function, got %s" % type(preprocess).__name__)
    hyp = _tokens(hypothesis, "hypothesis", preprocess)
    if isinstance(references, str):
        raise TypeError('"references" expects a list of pre-tokenized references, got str')
    refs = [_tokens(r, "reference", preprocess) for r in references]
    if not refs:
        raise ValueError("meteor_score: no references")
    options.setdefault("lang", "en")
    options.setdefault("lower", True)
    options = _with_alpha_beta_gamma("meteor.nltk.meteor_score", options, alpha, beta, gamma)
    return _shared_scorer(**options).sentence_score(hyp, refs).score


def single_meteor_score(reference: Iterable[str], hypothesis: Iterable[str], *,
                        preprocess: Optional[Callable[[str], str]] = None, **options: Any) -> float:
    """Meteor 1.5's score of a tokenized hypothesis against one tokenized reference (``alpha``, ... as meteor_score)."""
    return meteor_score([reference], hypothesis, preprocess=preprocess, **options)
