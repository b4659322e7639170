"""The Meteor 1.5 metric for machine translation and captioning, in C++.

The numbers are those of Meteor 1.5 (and of this project's ``meteor`` tool),
bit for bit, without a JVM::

    import meteor
    scorer = meteor.Scorer(lang="en", norm=True)
    scorer.sentence_score("the cat sat", ["a cat sat", "the cat sits"]).score
    result = scorer.corpus_score(hypotheses, references)  # references[i]: list of str
    result.score, result.scores, result.stats, result.eval_id

Drop-ins for existing callers: :mod:`meteor.coco` (pycocoevalcap's
``Meteor().compute_score``), :mod:`meteor.evaluate` (Hugging Face
``evaluate``'s ``compute``), :mod:`meteor.nltk` (NLTK's ``meteor_score`` call
shapes). Scale-out on Dask: :mod:`meteor.dask`. The command line:
``python3 -m meteor HYP REF [options]`` (the ``meteor`` tool).

Language data (function words, nonbreaking prefixes, the synonym image) comes
with the package; ``$METEOR_DATA`` or ``data_dir=`` choose another folder.
Paraphrase tables (Meteor 1.5's en cz de es fr ru defaults use them): installed
with :func:`meteor.data.fetch` (or ``meteor-data fetch LANG``) and found
without being named, or given as ``Scorer(paraphrase=PATH)``. Without one, a
Scorer whose modules include paraphrase raises :class:`NoParaphraseTableError`
(``allow_no_paraphrase=True`` scores without the module, with a
:class:`MeteorWarning`).
"""
from ._meteor import Comparison, CorpusScore, Scorer, SegmentScore, SentenceScore, Stats, SystemComparison, __version__
from ._meteor import MeteorWarning, NoParaphraseTableError
from ._meteor import filter_paraphrase, new_language, parex, stem  # Meteor 1.5's resource programs

__all__ = ["Scorer", "Stats", "SegmentScore", "SentenceScore", "CorpusScore", "__version__",
           "compare", "Comparison", "SystemComparison", "MeteorWarning", "NoParaphraseTableError",
           "stem", "filter_paraphrase", "parex", "new_language"]

import threading as _threading
from typing import Any as _Any, Dict as _Dict, Tuple as _Tuple

_SCORERS: _Dict[_Tuple[_Any, ...], Scorer] = {}
_SCORERS_LOCK = _threading.Lock()


def _freeze(value):
    if isinstance(value, (list, tuple)):
        return tuple(_freeze(v) for v in value)
    return value


def _shared_scorer(**options) -> Scorer:
    """The process's Scorer for these options, made (resources loaded) once.

    The drop-ins and meteor.dask's workers share it; a Scorer may be shared
    between threads.
    """
    key = tuple(sorted((k, _freeze(v)) for k, v in options.items()))
    with _SCORERS_LOCK:
        scorer = _SCORERS.get(key)
        if scorer is None:
            scorer = _SCORERS[key] = Scorer(**options)
        return scorer

def _with_alpha_beta_gamma(caller: str, options: _Dict[str, _Any], alpha, beta, gamma) -> _Dict[str, _Any]:
    """Scorer options with the drop-ins' ``alpha``, ``beta``, ``gamma`` as Meteor's.

    They are Meteor's parameters of the same names (the tool's ``-p``): those
    given replace the task's, the others (and delta) keep the task's values.
    As with ``-p``, the task becomes custom, and the score is no longer
    official Meteor's for the language.
    """
    given = (("alpha", alpha), ("beta", beta), ("gamma", gamma))
    if all(value is None for _, value in given):
        return options
    if options.get("params") is not None:
        raise TypeError("%s: alpha, beta, gamma and params set the same parameters: give one or the other" % caller)
    for name, value in given:
        if value is not None and (isinstance(value, bool) or not isinstance(value, (int, float))):
            raise TypeError("%s: %s: expected a number, got %s" % (caller, name, type(value).__name__))
    task = list(_shared_scorer(**options).params)  # alpha, beta, gamma, delta of the task
    params = [float(value) if value is not None else task[i] for i, (_, value) in enumerate(given)] + task[3:]
    return dict(options, params=params)


def compare(baseline, systems, references, *, test=None, n=None, confidence=False, confidence_n=None,
            seed=12345, names=None, threads=None, scorer=None, **options) -> Comparison:
    """Is a system better than the baseline under Meteor? sacreBLEU's paired tests (docs/compare.md).

    ``baseline``: a list of str (one hypothesis a segment); ``systems``: a
    list of such lists; ``references[i]``: the references of segment i (a
    list of str, or one str). ``test``: None, ``'bs'`` (paired bootstrap
    resampling, ``n`` = 1000 resamples) or ``'ar'`` (paired approximate
    randomization, ``n`` = 10000 trials); ``confidence=True``: each system's
    mean and 95% interval from ``confidence_n`` (1000) bootstrap resamples
    (``'bs'`` always gives them). ``seed``: numpy's default_rng seed (None:
    from the system). ``names``: the baseline's and the systems' names.
    ``scorer``: a Scorer to score with, else one made from ``options`` (the
    Scorer's keyword arguments: lang, norm, ...). Returns a Comparison:
    ``str()`` is the table, ``.systems[k].p_value`` the figures.
    """
    if scorer is None:
        scorer = Scorer(**options)
    elif options:
        raise TypeError("compare: give scorer= or the Scorer's options (%s), not both" % ", ".join(sorted(options)))
    return scorer.compare(baseline, systems, references, test=test, n=n, confidence=confidence,
                          confidence_n=confidence_n, seed=seed, names=names, threads=threads)


for _cls in (Scorer, Stats, SegmentScore, SentenceScore, CorpusScore, Comparison, SystemComparison):
    _cls.__module__ = __name__
del _cls

# Docstrings of the extension's read-only attributes (the extension documents
# its classes and methods).
_ATTRIBUTE_DOCS = {
    Stats: {
        "test_length": "Words (characters with char_based) of the hypothesis.",
        "reference_length": "Words (characters with char_based) of the reference.",
        "test_function_words": "Function words of the hypothesis.",
        "reference_function_words": "Function words of the reference.",
        "test_total_matches": "Matched words of the hypothesis, all stages.",
        "reference_total_matches": "Matched words of the reference, all stages.",
        "test_stage_content": "Matched content words of the hypothesis, per module (stage).",
        "reference_stage_content": "Matched content words of the reference, per module (stage).",
        "test_stage_function": "Matched function words of the hypothesis, per module (stage).",
        "reference_stage_function": "Matched function words of the reference, per module (stage).",
        "chunks": "Chunks of the alignment (summed statistics: perfect segments' chunks do not count).",
        "test_word_matches": "Matched hypothesis words as Meteor counts them for the chunk penalty.",
        "reference_word_matches": "Matched reference words as Meteor counts them for the chunk penalty.",
        "precision": "Weighted precision (filled in by scoring).",
        "recall": "Weighted recall (filled in by scoring).",
        "f1": "Harmonic mean of precision and recall.",
        "fmean": "Meteor's parameterized F-mean.",
        "frag_penalty": "The fragmentation penalty.",
        "score": "The Meteor score of these statistics.",
    },
    SegmentScore: {
        "score": "The segment's Meteor score (against its best reference).",
        "stats": "The segment's sufficient statistics (a Stats; str() gives the -ssOut line).",
    },
    SentenceScore: {"eval_id": "The scorer's Eval ID (its configuration)."},
    CorpusScore: {
        "score": "The corpus score: the meteor tool's Final score, from the summed statistics.",
        "stats": "Every segment's statistics summed, with precision, recall, ... filled in.",
        "segments": "The segments' scores (SegmentScore), in input order.",
        "eval_id": "The scorer's Eval ID (its configuration).",
    },
    Scorer: {
        "eval_id": "The Eval ID: version, task, language, normalization, parameters, modules, weights.",
        "lang": "The language code ('en', 'de', ..., 'other').",
        "task": "The task whose parameters are used ('rank', 'adq', 'hter', 'li', 'tune', 'util').",
        "modules": "The matcher modules, in order ('exact', 'stem', 'synonym', 'paraphrase').",
        "params": "The parameters alpha, beta, gamma, delta.",
        "weights": "The module weights, one per module.",
    },
}


def _document():
    for cls, docs in _ATTRIBUTE_DOCS.items():
        for name, doc in docs.items():
            attr = cls.__dict__.get(name)
            if isinstance(attr, property) and not attr.__doc__:
                setattr(cls, name, property(attr.fget, attr.fset, attr.fdel, doc))


_document()
del _document
