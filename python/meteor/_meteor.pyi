"""Type stubs of meteor._meteor, the extension module (python/meteor_module.cc and the binding files it lists)."""
import os
import numpy
from typing import Dict, Iterable, Iterator, List, Optional, Sequence, Tuple, Union, overload

__version__: str

def _usable_cpus() -> int: ...

class MeteorWarning(UserWarning):
    """The library's warnings (e.g. the paraphrase module left out: allow_no_paraphrase=True)."""

class NoParaphraseTableError(FileNotFoundError, ValueError):
    """The modules include paraphrase and no table is there (meteor.data.fetch installs Meteor 1.5's)."""

def _data_fetch(code: str, from_: str, dir: str, sources: str, max_mb: float, progress: bool, quiet: bool) -> str: ...
def _data_list(dir: str, sources: str) -> List[Tuple[str, str, bool, bool, int]]: ...
def _data_dir(dir: str) -> str: ...
def _data_verify(code: str, dir: str, sources: str) -> bool: ...
def _official_tables() -> List[Tuple[str, str, List[str]]]: ...

_Path = Union[str, "os.PathLike[str]"]
_References = Union[str, Sequence[str]]

class Stats:
    """Meteor's sufficient statistics (the 23 numbers of -ssOut) and the metrics computed from them."""
    def __init__(self) -> None: ...
    @staticmethod
    def parse(line: str) -> Stats:
        """Statistics from a line of 23 numbers (-ssOut, SCORE)."""
    @property
    def test_length(self) -> float: ...
    @property
    def reference_length(self) -> float: ...
    @property
    def test_function_words(self) -> float: ...
    @property
    def reference_function_words(self) -> float: ...
    @property
    def test_total_matches(self) -> float: ...
    @property
    def reference_total_matches(self) -> float: ...
    @property
    def test_stage_content(self) -> List[float]: ...
    @property
    def reference_stage_content(self) -> List[float]: ...
    @property
    def test_stage_function(self) -> List[float]: ...
    @property
    def reference_stage_function(self) -> List[float]: ...
    @property
    def chunks(self) -> float: ...
    @property
    def test_word_matches(self) -> float: ...
    @property
    def reference_word_matches(self) -> float: ...
    @property
    def precision(self) -> float: ...
    @property
    def recall(self) -> float: ...
    @property
    def f1(self) -> float: ...
    @property
    def fmean(self) -> float: ...
    @property
    def frag_penalty(self) -> float: ...
    @property
    def score(self) -> float: ...
    def __add__(self, other: Stats) -> Stats:
        """The summed statistics, as Meteor sums segments (the chunks of a perfectly matched segment do not
        count): commutative and associative, so any order of summing a corpus's segments gives
        corpus_score's statistics. The metrics are not summed: score the sum with Scorer.score_stats."""
    def __radd__(self, other: int) -> Stats:
        """0 + stats: the statistics as a sum, so that sum(list_of_stats) works."""

class SegmentScore:
    """A segment's score and statistics (against its best reference)."""
    @property
    def score(self) -> float: ...
    @property
    def stats(self) -> Stats: ...
    def __float__(self) -> float: ...

class SentenceScore(SegmentScore):
    """Scorer.sentence_score's result: score, stats, eval_id, signature."""
    @property
    def eval_id(self) -> str: ...
    @property
    def signature(self) -> str:
        """Everything the score depends on, resources by content hash (docs/signature.md)."""
    def __str__(self) -> str:
        """'METEOR = 0.3979 (P = ..., R = ..., frag = ...) <signature>'."""

class CorpusScore:
    """Scorer.corpus_score's result: corpus score, segment scores and statistics, Eval ID."""
    @property
    def score(self) -> float: ...
    @property
    def stats(self) -> Stats: ...
    @property
    def segments(self) -> List[SegmentScore]: ...
    @property
    def scores(self) -> List[float]:
        """The segment scores, in order."""
    @property
    def eval_id(self) -> str: ...
    @property
    def signature(self) -> str:
        """Everything the score depends on, resources by content hash (docs/signature.md)."""
    def __str__(self) -> str:
        """'METEOR = 0.3979 (P = ..., R = ..., frag = ...) <signature>'."""
    def __len__(self) -> int: ...
    def __float__(self) -> float: ...

class SystemComparison:
    """One system of a Comparison: score, bootstrap mean and 95% half-width, p-value against the baseline."""
    @property
    def score(self) -> float: ...
    @property
    def mean(self) -> Optional[float]: ...
    @property
    def ci(self) -> Optional[float]: ...
    @property
    def p_value(self) -> Optional[float]: ...

class Comparison:
    """Scorer.compare's result: the systems (the baseline first); str() is the table."""
    @property
    def systems(self) -> List[SystemComparison]: ...
    @property
    def names(self) -> List[str]: ...
    @property
    def test(self) -> Optional[str]: ...
    @property
    def n(self) -> int: ...
    @property
    def confidence_n(self) -> int: ...
    @property
    def seed(self) -> Optional[int]: ...
    @property
    def signature(self) -> str: ...
    def format(self, format: str = "text") -> str:
        """The table ('text'), one JSON object ('json') or a LaTeX table ('latex')."""
    def __str__(self) -> str: ...
    def __len__(self) -> int: ...

def _numpy_choice(seed: int, population: int, count: int) -> List[int]: ...
def _numpy_bools(seed: int, count: int, population: int = 0, choices: int = 0) -> Tuple[List[bool], List[int]]: ...

class Scorer:
    """A Meteor scorer, configured once; the options are those of the meteor tool."""
    def __init__(
        self,
        lang: str = "en",
        *,
        task: Optional[str] = None,
        modules: Optional[Union[str, Sequence[str]]] = None,
        params: Optional[Union[str, Sequence[float]]] = None,
        weights: Optional[Union[str, Sequence[float]]] = None,
        norm: bool = False,
        lower: bool = False,
        no_punct: bool = False,
        char_based: bool = False,
        beam_size: Optional[int] = None,
        paraphrase: Optional[_Path] = None,
        stem: Optional[_Path] = None,
        function_words: Optional[_Path] = None,
        synonyms: Optional[_Path] = None,
        new_language: Optional[_Path] = None,
        data_dir: Optional[_Path] = None,
        threads: int = 0,
        memory_limit: Optional[int] = None,
        allow_no_paraphrase: bool = False,
    ) -> None: ...
    def sentence_score(self, hypothesis: str, references: _References) -> SentenceScore:
        """Score one hypothesis against its references (a list of str, or one str)."""
    def corpus_score(
        self, hypotheses: Sequence[str], references: Sequence[_References], threads: Optional[int] = None
    ) -> CorpusScore:
        """Score a corpus: references[i] holds the references of hypotheses[i]."""
    @overload
    def pairwise(
        self, hypotheses: Iterable[str], references: Iterable[str], threads: Optional[int] = None
    ) -> "numpy.ndarray":
        """Every hypothesis against every reference alone: a (len(hypotheses), len(references)) float64 array."""
    @overload
    def pairwise(
        self, hypotheses: Iterable[Iterable[str]], references: Iterable[Iterable[str]], threads: Optional[int] = None
    ) -> List["numpy.ndarray"]: ...
    def sentence_scores(
        self, hypotheses: Iterable[str], references: Iterable[_References], threads: Optional[int] = None
    ) -> "numpy.ndarray":
        """corpus_score(hypotheses, references).scores as a 1-d float64 array."""
    @overload
    def mbr(
        self, candidates: Iterable[str], references: Optional[Iterable[str]] = None, include_self: bool = False,
        threads: Optional[int] = None, return_utilities: bool = False
    ) -> Union[int, Tuple[int, "numpy.ndarray"]]:
        """The candidate with the highest mean score against the references (default: the other candidates)."""
    @overload
    def mbr(
        self, candidates: Iterable[Iterable[str]], references: Optional[Iterable[Iterable[str]]] = None,
        include_self: bool = False, threads: Optional[int] = None, return_utilities: bool = False
    ) -> List[Union[int, Tuple[int, "numpy.ndarray"]]]: ...
    def compare(
        self, baseline: Sequence[str], systems: Sequence[Sequence[str]], references: Sequence[_References], *,
        test: Optional[str] = None, n: Optional[int] = None, confidence: bool = False,
        confidence_n: Optional[int] = None, seed: Optional[int] = 12345, names: Optional[Sequence[str]] = None,
        threads: Optional[int] = None) -> Comparison:
        """sacreBLEU's paired tests over Meteor's statistics: test None, 'bs' or 'ar' (docs/compare.md)."""
    def compare_stats(
        self, segments: Sequence[Sequence[Stats]], *, test: Optional[str] = None, n: Optional[int] = None,
        confidence: bool = False, confidence_n: Optional[int] = None, seed: Optional[int] = 12345,
        names: Optional[Sequence[str]] = None, nrefs: Optional[int] = None,
        threads: Optional[int] = None) -> Comparison:
        """compare() from segment statistics at hand: segments[k][i] is system k's Stats of segment i."""
    def score_stats(self, stats: Union[Stats, str]) -> Stats:
        """Precision, recall, penalty and score of sufficient statistics."""
    def signature(self, nrefs: Optional[int] = None) -> str:
        """The signature of this scorer's scores with nrefs references per segment (None: var)."""
    @property
    def eval_id(self) -> str: ...
    @property
    def lang(self) -> str: ...
    @property
    def task(self) -> str: ...
    @property
    def modules(self) -> List[str]: ...
    @property
    def params(self) -> List[float]: ...
    @property
    def weights(self) -> List[float]: ...

# Meteor 1.5's resource programs (python/tools_bindings.cc).
def stem(lang: str, text: str, data_dir: Optional[str] = None) -> str:
    """Text stemmed as Meteor 1.5's Stemmer program (meteor-stem)."""
def filter_paraphrase(
    table: str, filtered: str, references: Sequence[str], data_dir: Optional[str] = None
) -> Tuple[int, int]:
    """A paraphrase table filtered to the references, as FilterParaphrase; (entries, kept)."""
def parex(
    f_corpus: str, e_corpus: str, phrase_table: str, e_tgt_corpus: str, out_dir: str,
    min_tp: float = 0.001, min_rf: float = 0.001, min_final_p: float = 0.01,
    symbols: Optional[str] = None, threads: int = 0, verbose: bool = False,
) -> Dict[str, int]:
    """Paraphrase extraction by pivoting, as Meteor 1.5's Parex (meteor-parex)."""
def new_language(
    out_dir: str, corpus_f: str, corpus_e: str, phrase_table: str, tgt_corpus: str = "",
    threads: int = 0, verbose: bool = False,
) -> str:
    """Meteor 1.5's new_language.py: a folder for meteor -new; returns it."""
