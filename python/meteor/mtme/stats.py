# SPDX-License-Identifier: LGPL-2.1-or-later
"""Correlations and significance tests: MTME's ``stats`` module, computed by libmeteor.

Scores are packed as MTME packs them: a system x item matrix flattened row by
row (all items of the first system, then the second...), gold scores with
``None`` where a human score is missing. Lists and numpy arrays are accepted;
a NaN gold score counts as ``None``.

The correlation functions MTME's users pass around are recognised by
identity: ``scipy.stats.pearsonr``, ``spearmanr`` and ``kendalltau``, and
this module's (or MTME's own) ``KendallVariants``, ``KendallLike``,
``KendallWithTiesOpt`` and ``PairwiseConfidenceError``; their names as strings
(``'pearson'``, ``'KendallLike'``...) work too. Those run in C++. Any other
function still works with :class:`AverageCorrelation` and
:func:`WilliamsSigDiff` (called from Python, vector by vector), not with the
permutation tests.

Different from MTME: permutation tests, ``KendallWithTiesOpt`` with
``sample_rate`` < 1 and ``PairwiseConfidenceError`` draw from libmeteor's
generator, not numpy's, so their results are Monte Carlo estimates of the
same quantities (seeded by :class:`PermutationSigDiffParams` ``seed``), not
MTME's numbers; every other figure is MTME's up to floating-point rounding.
"""

from __future__ import annotations

import dataclasses
import math
from typing import Any, Callable, Sequence

import numpy as np

from meteor import _mtme

__all__ = [
    'Correlation', 'AverageCorrelation', 'KendallLike', 'Agreement', 'KendallPreproc', 'KendallVariants',
    'KendallWithTiesOpt', 'TauOptimizationResult', 'PairwiseConfidenceError', 'PermutationSigDiffParams',
    'PermutationSigDiff', 'PairwisePermutationSigDiff', 'WilliamsSigDiff', 'WilliamsTest', 'Sample',
    'PairwiseDiffs',
]

def _variant(v: str) -> Any:
    return _mtme.parse_kendall_variant(v)


def _average(a: str) -> Any:
    return _mtme.parse_average(a)


def _gold_array(gold: Sequence[float | None]) -> np.ndarray:
    """Gold scores as floats, NaN for None."""
    if isinstance(gold, np.ndarray) and gold.dtype != object:
        return np.asarray(gold, dtype=float)
    return np.array([np.nan if g is None else float(g) for g in gold], dtype=float)


def _metric_array(metric: Sequence[float]) -> np.ndarray:
    a = np.asarray(metric, dtype=float)
    if a.ndim != 1:
        raise ValueError('metric scores must be a flat sequence')
    return a


# The correlation registry (libmeteor's): name -> its entry (stats-module
# names too: PairwiseConfidenceError is pce).
_REGISTRY = {f['name']: f for f in _mtme.correlation_functions()}
_BY_NAME = {**{f['stats_name']: f['name'] for f in _REGISTRY.values() if f['stats_name']},
            **{name: name for name in _REGISTRY}}
_SCIPY = {'pearsonr': 'pearson', 'spearmanr': 'spearman', 'kendalltau': 'kendall'}


def _kind_of(corr_fcn: Any) -> str | None:
    """The registry name of a correlation function (a name, scipy's or ours), or None."""
    if isinstance(corr_fcn, str):
        return _BY_NAME.get(corr_fcn)
    module = getattr(corr_fcn, '__module__', '') or ''
    name = getattr(corr_fcn, '__name__', '')
    if module.startswith('scipy.stats'):
        return _SCIPY.get(name)
    if module not in (__name__, 'mt_metrics_eval.stats'):
        return None
    return _BY_NAME.get(name)


def _spec(kind: str, average_by: str = 'none', replace_nans_with_zeros: bool = False,
          seed: int = 1, **args: Any) -> Any:
    """The typed statistic (libmeteor's CorrSpec) of a registry function with MTME's keyword arguments."""
    return _mtme.correlation_spec(kind, average_by, replace_nans_with_zeros, seed, args)


def _weight(n: float) -> float | int:
    return int(n) if float(n).is_integer() else n


def _Reshape(vector: Any, num_sys: int, average_by: str) -> np.ndarray:
    """A packed system x item vector as the matrix whose rows an averaging takes (MTME's _Reshape)."""
    vector = np.asarray(vector)
    if average_by == 'none':
        return vector.reshape(1, -1)
    if average_by == 'sys':
        return vector.reshape(num_sys, -1)
    if average_by == 'item':
        return vector.reshape(num_sys, -1).T
    raise ValueError(f'Unknown averaging option: {average_by}')




def _ReshapeAndFilter(corr1: 'Correlation', corr2: 'Correlation', average_by: str
                      ) -> tuple[list[int], np.ndarray, np.ndarray, np.ndarray]:
    """(group sizes, gold, metric1, metric2): the vectors of an averaging, one after another,
    without the cells whose gold score is missing (MTME's _ReshapeAndFilter)."""
    if list(corr1.gold_scores) != list(corr2.gold_scores):
        raise ValueError("Gold scores for correlations don't match")
    gold = _gold_array(corr1.gold_scores)
    m1, m2 = _metric_array(corr1.metric_scores), _metric_array(corr2.metric_scores)
    groups = _mtme.group_cells(gold, 1 if average_by == 'none' else corr1.num_sys, _average(average_by))
    cells = [c for g in groups for c in g]
    return [len(g) for g in groups], gold[cells], m1[cells], m2[cells]


def _check_matrix(n: int, num_sys: int, average_by: str) -> int:
    """The number of systems to hand to C++ (1 when not averaging)."""
    if average_by == 'none':
        return 1
    if not num_sys or n % num_sys:
        raise ValueError(f'{n} scores are not a matrix of {num_sys} systems')
    return num_sys


class AverageCorrelation:
    """A correlation function applied to a packed system x item matrix.

    ``average_by`` 'none' correlates the two whole vectors; 'sys' correlates
    each system's row, 'item' each item's column, and averages (NaN
    correlations left out, or counted as 0 with ``replace_nans_with_zeros``;
    a plain mean with ``macro``, else weighted by the function's third
    return value or the number of scores). Gold ``None`` scores are removed
    with the metric scores beside them; vectors left with fewer than two
    scores are skipped. Calling it returns ``(correlation, p-value, weight)``.
    """

    def __init__(self, corr_fcn: Callable[..., tuple] | str, num_sys: int = 0, average_by: str = 'none',
                 filter_nones: bool = True, replace_nans_with_zeros: bool = False, macro: bool = True,
                 **corr_fcn_args: Any):
        _average(average_by)
        self._corr_fcn = corr_fcn
        self._num_sys = num_sys
        self._average_by = average_by
        self._filter_nones = filter_nones
        self._replace_nans_with_zeros = replace_nans_with_zeros
        self._macro = macro
        self._corr_fcn_args = corr_fcn_args
        self._kind = _kind_of(corr_fcn)
        if self._kind is None and isinstance(corr_fcn, str):
            raise ValueError(f'Unknown correlation function: {corr_fcn!r}')
        # Checked now, as a bad argument should fail where it is given.
        if self._kind is not None:
            _spec(self._kind, average_by, replace_nans_with_zeros, **corr_fcn_args)

    def __call__(self, gold_vect: Sequence[float | None], metric_vect: Sequence[float]) -> tuple:
        return self.Corr(gold_vect, metric_vect)

    def Corr(self, gold_vect: Sequence[float | None], metric_vect: Sequence[float]) -> tuple:
        """Return (correlation, p-value, weight of the average)."""
        gold, metric = _gold_array(gold_vect), _metric_array(metric_vect)
        if len(gold) != len(metric):
            raise ValueError(f'gold and metric scores differ in length: {len(gold)} vs {len(metric)}')
        kind = self._kind
        if kind is None:  # a function libmeteor does not know: called per vector, averaged by libmeteor
            c, p, n = _mtme.average_with(gold, metric, _check_matrix(len(gold), self._num_sys, self._average_by),
                                         _average(self._average_by), self._corr_fcn, self._replace_nans_with_zeros,
                                         self._macro, self._filter_nones, self._corr_fcn_args)
            return c, p, _weight(n)
        systems = (self._num_sys or 1) if kind in ('KendallWithTiesOpt', 'pce') else _check_matrix(
            len(gold), self._num_sys, self._average_by)
        spec = _spec(kind, self._average_by, self._replace_nans_with_zeros, **self._corr_fcn_args)
        c, p, n = _mtme.average_correlation(gold, metric, systems, spec, self._macro,
                                            kind in ('pearson', 'spearman', 'kendall'), self._filter_nones)
        return c, p, _weight(n)

    def _enumerate_pairwise_diffs(self, human_scores: Any, metric_scores: Any) -> tuple[list, list]:
        """Per row (segment) of R scores, the R x R differences x[b] - x[a]; None where a human score is missing."""
        h = [[math.nan if v is None else float(v) for v in row] for row in human_scores]
        m = [[math.nan if v is None else float(v) for v in row] for row in metric_scores]
        if len(h) != len(m) or any(len(a) != len(b) for a, b in zip(h, m)):
            raise ValueError('human and metric scores differ in shape')
        hd, md = _mtme.pairwise_differences(h, m)
        return [[None if math.isnan(v) else v for v in row] for row in hd], md


class Correlation:
    """Gold and metric scores of the same systems x items, and their correlations.

    ``gold_scores`` and ``metric_scores`` are packed by system (``num_sys``
    rows of ``num_items`` scores); gold scores may be ``None``. Each method
    returns ``(correlation, p-value, weight)`` as :class:`AverageCorrelation`.
    """

    def __init__(self, num_sys: int, gold_scores: Sequence[float | None], metric_scores: Sequence[float]):
        if num_sys <= 0 or len(gold_scores) % num_sys:
            raise ValueError(f'{len(gold_scores)} gold scores are not a matrix of {num_sys} systems')
        if len(metric_scores) != len(gold_scores):
            raise ValueError(f'{len(gold_scores)} gold scores but {len(metric_scores)} metric scores')
        self.num_sys = num_sys
        self.num_items = len(gold_scores) // num_sys
        self.gold_scores = gold_scores
        self.metric_scores = metric_scores
        self.none_count = sum(1 for g in gold_scores if g is None or (isinstance(g, float) and math.isnan(g)))

    def _score_table(self) -> Any:
        """These scores as libmeteor's ScoreTable (checked there: shape, finite metric scores)."""
        return _mtme.ScoreTable(_gold_array(self.gold_scores), _metric_array(self.metric_scores), self.num_sys)

    def AverageCorrelation(self, corr_fcn: Callable[..., tuple] | str, average_by: str,
                           replace_nans_with_zeros: bool = False, macro: bool = True,
                           **corr_fcn_args: Any) -> AverageCorrelation:
        """An AverageCorrelation for these scores' shape."""
        return AverageCorrelation(corr_fcn, self.num_sys, average_by, self.none_count > 0,
                                  replace_nans_with_zeros, macro, **corr_fcn_args)

    def _corr(self, kind: str, average_by: str, macro: bool = True, **args: Any) -> tuple:
        return self.AverageCorrelation(kind, average_by, macro=macro, **args)(self.gold_scores, self.metric_scores)

    def Pearson(self, average_by: str = 'none', pdp: bool = False) -> tuple:
        """Pearson's r (scipy.stats.pearsonr) with its p-value."""
        return self._corr('pearson', average_by, pdp=pdp)

    def Spearman(self, average_by: str = 'none') -> tuple:
        """Spearman's rho (scipy.stats.spearmanr) with its p-value."""
        return self._corr('spearman', average_by)

    def Kendall(self, average_by: str = 'none', variant: str = 'b') -> tuple:
        """Kendall's tau-b or tau-c (scipy.stats.kendalltau) with its p-value."""
        return self._corr('kendall', average_by, variant=variant)

    def KendallLike(self, average_by: str = 'item', thresh: float = 25) -> tuple:
        """WMT's Kendall-like tau, weighted by pairs, by item by default."""
        return self._corr('KendallLike', average_by, macro=False, thresh=thresh)

    def KendallVariants(self, average_by: str = 'none', variant: str = 'b', epsilon: float = 0.0) -> tuple:
        """Kendall's tau b, c, 23 or acc23, metric ties within epsilon."""
        return self._corr('KendallVariants', average_by, variant=variant, epsilon=epsilon)

    def KendallWithTiesOpt(self, average_by: str = 'none', variant: str = 'acc23',
                           sample_rate: float = 0.1) -> tuple:
        """Kendall 23 or acc23 with the metric tie threshold that maximizes it."""
        return self._corr('KendallWithTiesOpt', average_by, variant=variant, sample_rate=sample_rate)

    def PairwiseConfidenceError(self, average_by: str = 'none') -> tuple:
        """1 - pairwise confidence error (system level from segment scores)."""
        return self._corr('pce', average_by)

    # Pythonic aliases.
    def pearson(self, average_by: str = 'none') -> tuple:
        """Alias of Pearson."""
        return self.Pearson(average_by)

    def spearman(self, average_by: str = 'none') -> tuple:
        """Alias of Spearman."""
        return self.Spearman(average_by)

    def kendall(self, average_by: str = 'none', variant: str = 'b') -> tuple:
        """Alias of Kendall."""
        return self.Kendall(average_by, variant)


def _without_none_gold(gold_scores: Sequence[float | None], metric_scores: Sequence[float]):
    gold, metric = _gold_array(gold_scores), _metric_array(metric_scores)
    if len(gold) != len(metric):
        raise ValueError(f'gold and metric scores differ in length: {len(gold)} vs {len(metric)}')
    keep = ~np.isnan(gold)
    return gold[keep], metric[keep]


def KendallLike(gold_scores: Sequence[float | None], metric_scores: Sequence[float],
                thresh: float = 25.0) -> tuple[float, float, int, int, int]:
    """WMT's Kendall-like tau: (tau, 0, pairs, concordant, discordant).

    Pairs whose gold scores differ by at least ``thresh`` count; a pair is
    concordant when gold and metric order it the same strict way (with
    thresh 0, gold ties are discordant, as in WMT). 0 without pairs.
    """
    gold, metric = _without_none_gold(gold_scores, metric_scores)
    tau, pairs, con, dis = _mtme.kendall_like(gold, metric, float(thresh))
    return tau, 0, pairs, con, dis


def Agreement(gold_vect: Sequence[float | None], metric_vect: Sequence[float]) -> tuple[int, int]:
    """Pairwise agreement: (pairs ordered alike by gold and metric, pairs)."""
    gold, metric = _without_none_gold(gold_vect, metric_vect)
    return _mtme.agreement(gold, metric)


PairwiseDiffs = _mtme.PairwiseDiffs


def _MatrixSufficientStatistics(x: Sequence[float], y: Sequence[float], epsilon: float,
                                preproc: 'KendallPreproc | None',
                                preproc_x: Any = None) -> tuple[int, int, int, int, int]:
    """Pair counts of metric scores x against gold scores y (MTME's helper): (concordant, discordant,
    tied only in x, tied only in y, tied in both); |x differences| <= epsilon are ties. ``preproc``
    stands for y, ``preproc_x`` (a PairwiseDiffs) for x."""
    if preproc_x is None:
        preproc_x = PairwiseDiffs(np.asarray(x, dtype=float), epsilon)
    gold = preproc.y if preproc is not None else np.asarray(y, dtype=float)
    return _mtme.kendall_counts(gold, preproc_x)


class KendallPreproc:
    """Gold scores prepared once for several KendallVariants calls (kept as given)."""

    def __init__(self, y: Sequence[float]):
        self.y = np.asarray(y, dtype=float)


def KendallVariants(gold_scores: Sequence[float] | None, metric_scores: Sequence[float],
                    variant: str = 'b', preproc: KendallPreproc | None = None, epsilon: float = 0.0,
                    metric_preproc: Any = None) -> tuple[float, float]:
    """Kendall's tau b, c, 23 or acc23 (Deutsch et al. 2023): (tau, 0).

    Metric differences of at most ``epsilon`` are ties. b and c are NaN when
    one side is all ties. ``preproc`` (a KendallPreproc) stands for the gold
    scores, ``metric_preproc`` (a PairwiseDiffs) for the metric scores
    (which tau-c still needs).
    """
    if epsilon < 0:
        raise ValueError('Epsilon must be non-negative.')
    if epsilon > 0 and variant == 'c':
        raise ValueError('Non-zero epsilon with tau-c not supported.')
    if metric_scores is None and variant == 'c':
        raise ValueError('Metric scores must be provided for tau-c.')
    gold = preproc.y if preproc is not None else np.asarray(gold_scores, dtype=float)
    if metric_preproc is not None:
        x = None if metric_scores is None else _metric_array(metric_scores)
        return _mtme.kendall_from_diffs(gold, metric_preproc, _variant(variant), x), 0
    metric = _metric_array(metric_scores)
    return _mtme.kendall(gold, metric, _variant(variant), float(epsilon)), 0


@dataclasses.dataclass
class TauOptimizationResult:
    """The optimum KendallWithTiesOpt found (MTME's also lists every threshold tried; this does not)."""

    best_tau: float
    best_threshold: float


def KendallWithTiesOpt(gold_scores: Sequence[float | None], metric_scores: Sequence[float],
                       variant: str = 'acc23', num_sys: int = 1, average_by: str = 'none',
                       sample_rate: float = 0.1, seed: int = 1) -> tuple[float, float, TauOptimizationResult]:
    """Kendall 23 or acc23 with an optimized metric tie threshold: (tau, threshold, result).

    Averages itself as AverageCorrelation does. The thresholds tried are 0
    and every pair's metric difference (all pairs with sample_rate 1.0;
    each kept with probability sample_rate otherwise, drawn with ``seed``).
    """
    if variant not in ('23', 'acc23'):
        raise ValueError('Only the *23 variants support epsilon optimization.')
    if not 0 < sample_rate <= 1:
        raise ValueError(f'sample_rate must be in (0, 1], got {sample_rate}')
    gold, metric = _gold_array(gold_scores), _metric_array(metric_scores)
    systems = num_sys if average_by != 'none' else 1
    tau, threshold, _ = _mtme.kendall_with_ties_opt(gold, metric, systems, _average(average_by),
                                                    _variant(variant), float(sample_rate), seed)
    return tau, threshold, TauOptimizationResult(tau, threshold)


def PairwiseConfidenceError(gold_scores: Sequence[float | None], metric_scores: Sequence[float], num_sys: int,
                            num_permutations: int = 1000, filter_nones: bool = False) -> tuple[float]:
    """1 - pairwise confidence error between systems (segment scores in): (value,).

    Each pair of systems gets a paired permutation test's p-value on the
    gold and on the metric scores; the result is 1 - their mean absolute
    difference. Permutations come from libmeteor's generator.
    """
    table = _mtme.ScoreTable(_gold_array(gold_scores), _metric_array(metric_scores), num_sys)
    return (_mtme.correlate(table, _spec('pce', num_permutations=num_permutations)),)


@dataclasses.dataclass
class PermutationSigDiffParams:
    """Minor parameters of the permutation tests (MTME's, plus the generator's)."""

    block_size: int = 1000
    """Draws between early-stopping checks (k: never stop early)."""
    early_min: float = 0.02
    """Stop at a block boundary when the p-value so far is below this."""
    early_max: float = 0.5
    """... or above this."""
    seed: int = 1
    """libmeteor's generator: draw i of a test depends only on (seed, i)."""
    threads: int = 0
    """Threads of a test (0: all cores); results do not depend on it."""


def PermutationSigDiff(corr1: Correlation, corr2: Correlation, corr_fcn: Callable[..., tuple] | str,
                       average_by: str = 'none', k: int = 1000,
                       params: PermutationSigDiffParams = PermutationSigDiffParams(),
                       replace_nans_with_zeros: bool = False,
                       **corr_fcn_args: Any) -> tuple[float, float, int, list[tuple[float, float]]]:
    """PERM-BOTH: is metric2 (corr2) significantly better than metric1 (corr1)?

    Returns (p-value, corr2 - corr1, draws made, draws). Each draw swaps
    each cell's two z-scored metric scores with probability 1/2; the p-value
    is the share of draws whose difference is at least the observed one.
    The draws are the resampled (corr2, corr1) pairs, in order.
    """
    kind = _kind_of(corr_fcn)
    if kind is None or kind == 'accuracy':
        raise ValueError(f'PermutationSigDiff: unsupported correlation function {corr_fcn!r}')
    spec = _spec(kind, average_by, replace_nans_with_zeros, **corr_fcn_args)
    p, delta, k_used, draws = _mtme.permutation_sig_diff(
        corr1._score_table(), corr2._score_table(), spec, k, params.block_size, params.early_min, params.early_max,
        params.seed, params.threads)
    return p, delta, k_used, [tuple(d) for d in draws]


def PairwisePermutationSigDiff(corr1: Correlation, corr2: Correlation, variant: str = 'acc23',
                               average_by: str = 'none', k: int = 1000,
                               params: PermutationSigDiffParams = PermutationSigDiffParams(),
                               epsilon1: float | None = None, epsilon2: float | None = None,
                               sample_rate: float = 1.0, replace_nans_with_zeros: bool = False
                               ) -> tuple[float, float, int, list[tuple[float, float]]]:
    """Permutation test of two Kendall correlations (23, acc23; b with both epsilons) by swapping pair verdicts.

    Each draw swaps the two metrics' verdicts on every pair of cells with
    probability 1/2. A missing epsilon is the metric's optimal tie threshold
    (KendallWithTiesOpt with sample_rate). Returns (p-value, delta, draws
    made, draws), as PermutationSigDiff.
    """
    if variant == 'c':
        raise ValueError('tau-c not supported by PairwisePermutationSigDiff.')
    if (epsilon1 is None or epsilon2 is None) and variant not in ('23', 'acc23'):
        raise ValueError('Only the *23 variants support epsilon optimization.')
    if not 0 < sample_rate <= 1:
        raise ValueError(f'sample_rate must be in (0, 1], got {sample_rate}')
    if variant in ('23', 'acc23'):
        spec = _spec('KendallWithTiesOpt', average_by, replace_nans_with_zeros, params.seed, variant=variant,
                     sample_rate=float(sample_rate))
    else:  # both thresholds given
        spec = _spec('KendallVariants', average_by, replace_nans_with_zeros, params.seed, variant=variant)
    p, delta, k_used, draws = _mtme.pairwise_permutation_sig_diff(
        corr1._score_table(), corr2._score_table(), spec, epsilon1, epsilon2, k, params.block_size,
        params.early_min, params.early_max, params.seed, params.threads)
    return p, delta, k_used, [tuple(d) for d in draws]


def WilliamsSigDiff(corr1: Correlation, corr2: Correlation, corr_fcn: Callable[..., tuple],
                    one_sided: bool = True) -> tuple[float, float, float]:
    """Williams' test on two correlations with the same gold: (p-value, r1, r2).

    ``corr_fcn`` maps (gold, metric) to (correlation, ...): a scipy.stats
    function, or an AverageCorrelation for None gold scores and averaging.
    """
    _mtme.check_same_gold(corr1._score_table(), corr2._score_table())
    r1 = corr_fcn(corr1.gold_scores, corr1.metric_scores)[0]
    r2 = corr_fcn(corr2.gold_scores, corr2.metric_scores)[0]
    r12 = corr_fcn(corr1.metric_scores, corr2.metric_scores)[0]
    n = len(corr1.gold_scores)
    return WilliamsTest(r1, r2, r12, n, one_sided), r1, r2


def WilliamsTest(r12: float, r13: float, r23: float, n: float, one_sided: bool = True) -> float:
    """Williams' p-value that r12 and r13 differ given r23, on n observations."""
    return _mtme.williams_test(float(r12), float(r13), float(r23), float(n), one_sided)




class Sample:
    """Indexes drawn from [0, total_size) (MTME's stats.Sample).

    ``method`` 'uniform' draws ``size`` distinct indexes; 'stratify' splits
    ``size`` over consecutive bins (``bin_sizes``) in proportion to their
    sizes and draws within each. The draws are numpy's ``default_rng(seed)``
    draws (made in libmeteor), so a seeded uniform sample is MTME's, index
    for index; ``seed`` None or 0 draws a fresh seed, as MTME.
    """

    def __init__(self, total_size: int, size: int, method: str, bin_sizes: Sequence[int] | None = None,
                 seed: int | None = None):
        self.total_size = total_size
        self.size = size
        self.method = method
        self.bin_sizes = bin_sizes
        self.seed = seed
        methods = {'uniform': _mtme.SampleMethod.uniform, 'stratify': _mtme.SampleMethod.stratify}
        if method not in methods:
            raise ValueError(f'Unknown method: {method}')
        if method == 'stratify' and bin_sizes is None:
            raise ValueError("bin_sizes: needed with method 'stratify'")
        self.sample = _mtme.sample_indexes(int(total_size), int(size), methods[method],
                                           [int(b) for b in (bin_sizes if bin_sizes is not None else [])],
                                           int(seed) if seed else None)

    def Select(self, v: Sequence[Any]) -> np.ndarray:
        """The selected items of a vector of total_size values."""
        if len(v) != self.total_size:
            raise ValueError(f'expected {self.total_size} values, got {len(v)}')
        return np.asarray(v)[self.sample]
