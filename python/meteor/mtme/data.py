# SPDX-License-Identifier: LGPL-2.1-or-later
"""Test sets and metric comparisons: MTME's ``data`` module, backed by libmeteor.

An :class:`EvalSet` is one test set and language pair of an MTME root
(``path=``, else ``$MTME_DATA``, else MTME's ``~/.mt-metrics-eval/mt-metrics-eval-v2``),
read and checked by libmeteor (``metaeval/data/eval_set.hh``). :func:`GetCorrelations`
extracts the score vectors of a comparison; :func:`CompareMetrics` and
:func:`CompareMetricsWithGlobalAccuracy` rank metrics with significance
clusters, the correlations and permutation tests running in C++ (the tests
in parallel over metric pairs).

:func:`Download` fetches MTME's data as ``meteor-metaeval --download``
does. ``parallel_file`` is accepted and ignored (the tests always run in
parallel).
"""

from __future__ import annotations

import copy
import dataclasses
import glob
import os
import sys
from typing import Any, Callable, Iterable, Sequence, TextIO

import numpy as np

from meteor import _mtme
from meteor.mtme import meta_info
from meteor.mtme import stats

__all__ = [
    'EvalSet', 'GetCorrelations', 'CompareMetrics', 'CompareMetricsWithGlobalAccuracy',
    'CompareMetricsWithPairwiseConfidenceError', 'ComputeSigMatrix', 'AssignRanks', 'PrintMetricComparison',
    'MakeMetricName', 'MakeTaskName', 'LocalDir', 'Download',
]

_LEVELS = ('sys', 'domain', 'doc', 'seg')


def LocalDir(root_only: bool = True) -> str:
    """MTME's local folder, $HOME/.mt-metrics-eval (with the data: .../mt-metrics-eval-v2)."""
    path = os.path.join(os.path.expanduser('~'), '.mt-metrics-eval')
    return path if root_only else os.path.join(path, 'mt-metrics-eval-v2')


def Download(url: str | None = None, root: str | None = None, progress: bool = False) -> str:
    """Download MTME's data into LocalDir(root_only=False) (or ``root``); returns the root.

    As ``meteor-metaeval --download``: the archive (MTME's, or ``url``: http(s),
    file:// or a local .tgz) is fetched resumably, checked to its end and
    unpacked atomically; a root that exists and is not empty is refused
    (MTME unpacks over it).
    """
    return _mtme.download(url or '', root or LocalDir(root_only=False), progress)


class EvalSet:
    """One test set and language pair: texts, human scores, metric scores.

    ``EvalSet(name, lp)`` takes its meta-information from
    ``meta_info.DATA[name][lp]`` unless ``info`` is given, and reads
    ``path/name`` (``path``: the MTME root, or a list of roots whose first
    holds the test set and each of which may hold metric scores).
    ``read_stored_metric_scores`` also reads ``metric-scores/lp``. With
    ``strict`` False (MTME's default), a metric file without some systems is
    repaired with 0 scores for them; with ``strict`` True it is an error.
    """

    def __init__(self, name: str, lp: str, read_stored_metric_scores: bool = False,
                 info: meta_info.MetaInfo | None = None, path: str | Sequence[str] | None = None,
                 strict: bool = False, read_stored_ratings: bool = False):
        self.name = name
        self.lp = lp
        if info is None:
            if name not in meta_info.DATA:
                raise ValueError('Unknown dataset: %s' % name)
            if lp not in meta_info.DATA[name]:
                raise ValueError('Language pair not in %s: %s' % (name, lp))
            info = meta_info.DATA[name][lp]
        self.info = copy.deepcopy(info)
        if path is None:
            roots = [_mtme.mtme_root('')]
        elif isinstance(path, (list, tuple)):
            roots = [os.fspath(p) for p in path]
        else:
            roots = [os.fspath(path)]
        # One load by libmeteor: texts, documents, human scores, metadata;
        # texts reach Python only when asked for.
        self._evs = _mtme.EvalSet.load(roots[0], name, lp, self.info, False)
        self._metric_basenames: set[str] = set()
        # name -> (system -> [Rating or None], system -> [rater or None])
        self._ratings: dict[str, tuple[dict[str, list[Any]], dict[str, list[Any]]]] = {}
        if read_stored_ratings:
            from meteor import _mtme_data
            self._ratings = dict(_mtme_data.read_stored_ratings(roots[0], name, lp, self.info.std_ref))
        if read_stored_metric_scores:
            for root in roots:
                self.AddMetricsFromDir(os.path.join(root, name, 'metric-scores', lp), repair=not strict)

    # ---- names ----------------------------------------------------------------
    @property
    def src_lang(self) -> str:
        """Source language of lp."""
        return self.lp.split('-')[0]

    @property
    def tgt_lang(self) -> str:
        """Target language of lp."""
        return self.lp.split('-')[1]

    @property
    def levels(self) -> set[str]:
        """Levels with scores: a subset of {sys, domain, doc, seg}."""
        return set(self._evs.levels)

    @property
    def domain_names(self) -> list[str]:
        """Domain names, sorted (MTME's canonical order)."""
        return list(self.domains)

    @property
    def doc_names(self) -> list[str]:
        """Document names, in order."""
        return list(self.docs)

    @property
    def ref_names(self) -> set[str]:
        """Names of the references."""
        return set(self._evs.refs)

    @property
    def std_ref(self) -> str:
        """The standard reference."""
        return self.info.std_ref

    @property
    def sys_names(self) -> set[str]:
        """Every system with output, human ones included."""
        return set(self._evs.sys_names)

    @property
    def human_sys_names(self) -> set[str]:
        """Systems that are references (human translations)."""
        return set(self._evs.human_sys_names)

    @property
    def outlier_sys_names(self) -> set[str]:
        """Systems treated as outliers."""
        return set(self._evs.outlier_sys_names)

    def SetOutlierSysNames(self, outliers: set[str]) -> None:
        """Replace the outlier systems."""
        self.info.outlier_systems = set(outliers)
        self._evs.set_outlier_systems(set(outliers))

    @property
    def human_score_names(self) -> set[str]:
        """Names of the human scores (e.g. mqm, wmt-z)."""
        return set(self._evs.human_score_names)

    @property
    def human_rating_names(self) -> set[str]:
        """Names of the human ratings read (read_stored_ratings), e.g. 'mqm.rater1'."""
        return set(self._ratings)

    @property
    def rating_names(self) -> set[str]:
        """Names of every set of ratings read."""
        return set(self._ratings)

    def Ratings(self, rating_name: str) -> dict[str, list[Any]] | None:
        """System -> per-segment ratings.Rating (None where unrated), None if the name is unknown."""
        return self._ratings[rating_name][0] if rating_name in self._ratings else None

    def RaterIdsPerSeg(self, rating_name: str) -> dict[str, list[str | None]]:
        """System -> the rater of each segment's rating (None where unrated)."""
        return self._ratings[rating_name][1]

    def StdHumanScoreName(self, level: str) -> str | None:
        """The standard gold scores' name at a level, None if there is none."""
        return self.info.std_gold.get(level)

    @property
    def metric_names(self) -> set[str]:
        """Full metric names, BASE-REFS (e.g. BLEU-refA)."""
        return set(self._evs.metric_names)

    @property
    def metric_basenames(self) -> set[str]:
        """Metric base names (e.g. BLEU)."""
        return self._metric_basenames

    @property
    def primary_metrics(self) -> set[str]:
        """Base names of the primary metrics (empty: none designated)."""
        return set(self._evs.primary_metrics)

    def SetPrimaryMetrics(self, metrics: set[str]) -> None:
        """Set the primary metrics' base names; empty: back to the meta-information's."""
        self._evs.set_primary_metrics(set(metrics) if metrics else set(self.info.primary_metrics))

    def ParseMetricName(self, metric_name: str) -> tuple[str, set[str]]:
        """BASE-REFS -> (BASE, references used): 'all' every reference, 'src' none."""
        return self._evs.parse_metric_name(metric_name)

    def BaseMetric(self, metric_name: str) -> str:
        """The base name of a metric (BLEU for BLEU-refA)."""
        return self.ParseMetricName(metric_name)[0]

    def ReferencesUsed(self, metric_name: str) -> set[str]:
        """The references a metric used."""
        return self.ParseMetricName(metric_name)[1]

    def DisplayName(self, metric_name: str, fmt: str = 'spreadsheet') -> str:
        """A metric's name for display: spreadsheet (*non-primary, [noref]), latex, full or base."""
        return self._evs.display_name(metric_name, fmt)

    # ---- texts and positions --------------------------------------------------
    @property
    def domains(self) -> dict[str, list[list[int]]]:
        """Domain -> [[begin, end], ...] segment ranges."""
        return self._cached('domains', lambda: {d: [list(s) for s in spans]
                                                for d, spans in self._evs.domains.items()})

    @property
    def docs(self) -> dict[str, list[int]]:
        """Document -> [begin, end] segment range."""
        return self._cached('docs', lambda: {d: list(span) for d, span in self._evs.docs.items()})

    @property
    def src(self) -> list[str]:
        """Source segments."""
        return self._cached('src', lambda: self._evs.src)

    @property
    def all_refs(self) -> dict[str, list[str]]:
        """Reference name -> its segments."""
        return self._cached('all_refs', lambda: self._evs.refs)

    @property
    def sys_outputs(self) -> dict[str, list[str]]:
        """System name -> its output segments."""
        return self._cached('sys_outputs', lambda: self._evs.sys_outputs)

    @property
    def metadata(self) -> dict[str, list[dict[str, Any]]]:
        """System -> per-translation metadata (metadata/LP/SYS.jsonl), if any."""
        return self._cached('metadata', lambda: self._evs.metadata)

    def _cached(self, key: str, make: Callable[[], Any]) -> Any:
        cache = self.__dict__.setdefault('_texts', {})
        if key not in cache:
            cache[key] = make()
        return cache[key]

    def DocsPerSeg(self) -> list[str]:
        """The document of each segment."""
        return list(self._evs.docs_per_seg())

    def DomainsPerSeg(self) -> list[str]:
        """The domain of each segment."""
        return list(self._evs.domains_per_seg())

    def DomainsPerDoc(self) -> list[str]:
        """The domain of each document."""
        per_seg = self.DomainsPerSeg()
        return [per_seg[b] for b, _ in self.docs.values()]

    # ---- scores ---------------------------------------------------------------
    def Scores(self, level: str, scorer: str) -> dict[str, list[float | None]] | None:
        """System -> scores at a level (one for sys; per domain, document or segment), None if absent."""
        return self._evs.scores(level, scorer)

    def Correlation(self, gold_scores: dict[str, Sequence[float | None]], metric_scores: dict[str, Sequence[float]],
                    sys_names: Iterable[str] | None = None,
                    indexes: Sequence[int] | None = None) -> stats.Correlation:
        """A stats.Correlation of the given systems' gold and metric scores (systems sorted)."""
        names = set(gold_scores if sys_names is None else sys_names)
        if not names <= set(metric_scores):
            raise ValueError(f'Missing metric scores: {names - set(metric_scores)}')
        if not names <= set(gold_scores):
            raise ValueError(f'Missing gold scores: {names - set(gold_scores)}')
        gold: list[float | None] = []
        metric: list[float] = []
        for s in sorted(names):
            g, m = list(gold_scores[s]), list(metric_scores[s])
            if indexes is not None:
                g, m = [g[i] for i in indexes], [m[i] for i in indexes]
            if len(g) != len(m):
                raise ValueError('Wrong number of scores for system %s: %d vs %d' % (s, len(g), len(m)))
            gold.extend(g)
            metric.extend(m)
        return stats.Correlation(len(names), gold, metric)

    def ParseMetricFilename(self, filename: str) -> tuple[str, str]:
        """NAME-REF.LEVEL.score -> (NAME-REF, LEVEL)."""
        parts = os.path.basename(filename).rsplit('.', maxsplit=2)
        if len(parts) != 3 or parts[2] != 'score' or parts[1] not in _LEVELS:
            raise ValueError(f'Metric file {filename} not in NAME-REF.LEVEL.score format.')
        return parts[0], parts[1]

    def AddMetricsFromDir(self, dir_name: str, repair: bool = False, replace: bool = False) -> list[str]:
        """Add every NAME-REF.LEVEL.score file of a folder; returns their base names."""
        basenames = []
        for filename in sorted(glob.glob(os.path.join(dir_name, '*.score'))):
            name, level = self.ParseMetricFilename(filename)
            basename, refs = self.ParseMetricName(name)
            found, scores = self._evs.read_metric_file(filename)
            if found != level:
                raise ValueError(f'{filename}: named a {level}-level file, holds {found}-level scores')
            self._add(basename, refs, level, scores, repair, replace, filename)
            basenames.append(basename)
        return basenames

    def AddMetric(self, basename: str, refs: set[str], level: str, scores: dict[str, Sequence[float]],
                  repair: bool = False, replace: bool = False) -> None:
        """Add a metric's scores at a level (system -> scores in item order).

        ``refs``: the references it used (empty: source-based). ``repair``
        gives 0 scores to systems without any (other than references it
        used). ``replace=True`` replaces a metric of the same name at that level.
        """
        self._add(basename, set(refs), level, scores, repair, replace, f'AddMetric({basename})')

    def _add(self, basename: str, refs: set[str], level: str, scores: dict[str, Sequence[float]], repair: bool,
             replace: bool, source: str) -> None:
        if level not in _LEVELS:
            raise ValueError(f'Bad level {level!r}: one of {_LEVELS}')
        if not refs <= self.ref_names:
            raise ValueError(f'Bad reference(s) for metric {basename}: {refs}')
        name = MakeMetricName(basename, 'all' if refs == self.ref_names and len(refs) >= 3 else refs)
        if self._evs.scores(level, name) is not None and not replace:
            raise ValueError(f'Duplicate metric name {name} at {level} level')
        rows = {s: [float(x) for x in v] for s, v in scores.items()}
        if repair:
            size = self._evs.items(level)
            used = refs
            for s in self.sys_names:
                if s not in rows and s not in used:
                    rows[s] = [0.0] * size
        self._evs.add_metric(name, level, rows, source, replace)
        self._metric_basenames.add(basename)


def MakeMetricName(basename: str, refs: str | set[str]) -> str:
    """BASE-REFS from a base name and the references used ('all'; empty: 'src')."""
    if isinstance(refs, str):
        refs = {refs}
    if refs == {'all'}:
        ref_string = 'all'
    elif refs:
        ref_string = '.'.join(refs)
    else:
        ref_string = 'src'
    return f'{basename}-{ref_string}'


def MakeTaskName(test_set, lang, domain, level, human, avg_by, corr_fcn, k, gold, refs, close_refs=None,
                 use_outliers=False, primary=True, pval=0.05, block_size=1000, early_min=0.02, early_max=0.50,
                 replace_nans_with_zeros=False, **corr_fcn_args) -> str:
    """A task's name: 'attr=value' for every attribute, values as Python prints them, spaces removed.

    Any Python values (a list of language pairs, a callable), as MTME's: a
    tasks.Task's name (libmeteor's Task::name) covers only what a Task holds.
    """
    values = [('test_set', test_set), ('lang', lang), ('domain', domain), ('level', level), ('human', human),
              ('avg_by', avg_by), ('corr_fcn', corr_fcn), ('k', k), ('gold', gold), ('refs', refs),
              ('close_refs', close_refs), ('use_outliers', use_outliers), ('primary', primary), ('pval', pval),
              ('block_size', block_size), ('early_min', early_min), ('early_max', early_max),
              ('replace_nans_with_zeros', replace_nans_with_zeros),
              ('corr_fcn_args', dict(sorted(corr_fcn_args.items())))]
    return ' '.join(f'{a}={str(v).replace(" ", "")}' for a, v in values)


def GetCorrelations(evs: EvalSet, level: str, main_refs: set[str], close_refs: set[str], include_human: bool,
                    include_outliers: bool, gold_name: str, primary_metrics: bool, domain: str | None = None,
                    extern_metrics: dict[str, dict[str, Sequence[float]]] | None = None,
                    sample_size: int | None = None, sample_method: str | None = None,
                    sample_seed: int | None = None, metric_format: str = 'full') -> dict[str, stats.Correlation]:
    """The gold and metric score vectors of a comparison, per metric (no correlation computed yet).

    Systems: those with gold scores, less main_refs and close_refs, less
    human systems unless include_human, less outliers unless
    include_outliers. Metrics: those using only main_refs (primary ones
    only if primary_metrics and the set has primaries), at this level;
    plus extern_metrics (name -> system -> scores). domain keeps that
    domain's items (sys level becomes domain level). Keys: DisplayName(name, metric_format).
    """
    sample = None
    if sample_size is not None:
        # Items drawn by stats.Sample (seeded draws are MTME's), stratified by
        # document with sample_method='stratify', among the domain's items.
        doc_sizes = [e - b for b, e in evs.docs.values()]
        if domain is not None:
            doc_sizes = [n for d, n in zip(evs.DomainsPerDoc(), doc_sizes) if d == domain]
        sample = list(stats.Sample(sum(doc_sizes), sample_size, sample_method or 'uniform', doc_sizes,
                                   sample_seed).sample)
    num_sys, gold, metrics = _mtme.metric_vectors(
        evs._evs, level, set(main_refs), set(close_refs), include_human, include_outliers, gold_name or '', primary_metrics,
        domain, extern_metrics, sample, metric_format)
    gold_scores = [None if g != g else g for g in gold.tolist()]
    return {name: stats.Correlation(num_sys, gold_scores, scores.tolist()) for name, scores in metrics}


def _common_gold(metric_corrs: dict[str, stats.Correlation]) -> tuple[np.ndarray, int]:
    if not metric_corrs:
        raise ValueError('No metrics to compare')
    first = next(iter(metric_corrs.values()))
    gold = stats._gold_array(first.gold_scores)
    for name, c in metric_corrs.items():
        g = stats._gold_array(c.gold_scores)
        if c.num_sys != first.num_sys or not np.array_equal(g, gold, equal_nan=True):
            raise ValueError(f"Gold scores for correlations don't match ({name})")
    return gold, first.num_sys


def _compare(gold: np.ndarray, num_sys: int, metrics: dict[str, np.ndarray], spec: Any, perm_test: str, k: int,
             psd: stats.PermutationSigDiffParams, pval: float, pairs_sample_rate: float = 1.0,
             run: Callable[..., tuple] = _mtme.compare_metrics) -> tuple:
    """run (the library's compare_metrics, or significance_matrix: metrics in their order) on the arrays."""
    if perm_test not in ('scores', 'pairs'):
        raise ValueError(f'Bad perm_test value: {perm_test}')
    names = list(metrics)
    return run(
        gold, num_sys, names, [metrics[n] for n in names], spec, getattr(_mtme.PermTest, perm_test),
        float(pairs_sample_rate), k, psd.block_size, psd.early_min, psd.early_max, pval, psd.seed, psd.threads)


def CompareMetrics(metric_corrs: dict[str, stats.Correlation], corr_fcn: Callable[..., tuple] | str,
                   average_by: str = 'none', k: int = 1000,
                   psd: stats.PermutationSigDiffParams = stats.PermutationSigDiffParams(), pval: float = 0.05,
                   replace_nans_with_zeros: bool = False, perm_test: str = 'scores',
                   parallel_file: str | None = None, **corr_fcn_args: Any) -> tuple:
    """Rank metrics by a correlation, with significance clusters.

    Returns (metric -> [correlation, cluster rank] by decreasing
    correlation then name, p-value matrix [i, j] for "metric j is at least
    as good as metric i" (j > i), draws index, draws list). k = 0: no tests,
    each metric its own cluster. perm_test 'pairs': the pairwise test of
    KendallWithTiesOpt (its thresholds with corr_fcn_args' sample_rate, else
    1.0). Draws: pair (i, j)'s resampled (corr i, corr j) are rows
    draws_index[i, j] to draws_index[j, i] of draws_list.
    """
    del parallel_file
    kind = stats._kind_of(corr_fcn)
    if kind is None or kind == 'accuracy':
        raise ValueError(f'CompareMetrics: unsupported correlation function {corr_fcn!r}')
    if perm_test == 'pairs' and kind != 'KendallWithTiesOpt':
        raise ValueError("perm_test 'pairs' needs KendallWithTiesOpt")
    gold, num_sys = _common_gold(metric_corrs)
    spec = stats._spec(kind, average_by, replace_nans_with_zeros, psd.seed, **corr_fcn_args)
    metrics = {n: stats._metric_array(c.metric_scores) for n, c in metric_corrs.items()}
    return _compare(gold, num_sys, metrics, spec, perm_test, k, psd, pval, corr_fcn_args.get('sample_rate', 1.0))


def CompareMetricsWithPairwiseConfidenceError(
        metric_corrs: dict[str, stats.Correlation], k: int = 1000,
        psd: stats.PermutationSigDiffParams = stats.PermutationSigDiffParams(), pval: float = 0.05,
        replace_nans_with_zeros: bool = False, perm_test: str = 'scores', parallel_file: str | None = None,
        **corr_fcn_args: Any) -> tuple:
    """CompareMetrics with 1 - pairwise confidence error (segment-level scores in)."""
    del parallel_file
    gold, num_sys = _common_gold(metric_corrs)
    spec = stats._spec('pce', 'none', replace_nans_with_zeros, psd.seed, **corr_fcn_args)
    metrics = {n: stats._metric_array(c.metric_scores) for n, c in metric_corrs.items()}
    return _compare(gold, num_sys, metrics, spec, perm_test, k, psd, pval)


def CompareMetricsWithGlobalAccuracy(
        evs_list: Sequence[EvalSet], main_refs_list: Sequence[set[str]], close_refs_list: Sequence[set[str]],
        include_human: bool, include_outliers: bool, gold_name: str | list[str], primary_metrics: bool,
        domain: str | None = None, k: int = 1000,
        psd: stats.PermutationSigDiffParams = stats.PermutationSigDiffParams(), pval: float = 0.05,
        extern_metrics_list: list[dict[str, dict[str, Sequence[float]]]] | None = None,
        parallel_file: str | None = None) -> tuple:
    """Rank metrics by system-level pairwise accuracy pooled over several EvalSets.

    Metrics are matched across sets by DisplayName; those missing from a set
    are left out. Returns what CompareMetrics returns.
    """
    del parallel_file
    evs_list = list(evs_list)
    golds = [gold_name] * len(evs_list) if isinstance(gold_name, str) else list(gold_name)
    return _mtme.compare_metrics_with_global_accuracy(
        [e._evs for e in evs_list], [set(r) for r in main_refs_list], [set(r) for r in close_refs_list],
        include_human, include_outliers, golds, primary_metrics, domain, extern_metrics_list, k, psd.block_size,
        psd.early_min, psd.early_max, pval, psd.seed, psd.threads)


def ComputeSigMatrix(metric_corrs: dict[str, stats.Correlation], corrs_and_ranks: dict[str, Any],
                     corr_fcn: Callable[..., tuple] | str, average_by: str, k: int,
                     psd: stats.PermutationSigDiffParams, replace_nans_with_zeros: bool, perm_test: str,
                     parallel_file: str | None = None, **corr_fcn_args: Any) -> tuple:
    """The p-value matrix of every pair of metrics, in the order of corrs_and_ranks.

    Returns (matrix, draws index, draws list) as CompareMetrics: [i, j]
    (j > i) is the p-value of "metric j is at least as good as metric i".
    The tests are CompareMetrics', seeded alike from psd.seed: the same
    seed gives the same matrix here, in CompareMetrics and from
    meteor-metaeval --matrix.
    """
    del parallel_file
    kind = stats._kind_of(corr_fcn)
    if kind is None:
        raise ValueError(f'ComputeSigMatrix: unsupported correlation function {corr_fcn!r}')
    if perm_test == 'pairs' and kind != 'KendallWithTiesOpt':
        raise ValueError("perm_test 'pairs' needs KendallWithTiesOpt")
    ordered = {name: metric_corrs[name] for name in corrs_and_ranks}
    gold, num_sys = _common_gold(ordered)
    spec = stats._spec(kind, average_by, replace_nans_with_zeros, psd.seed, **corr_fcn_args)
    metrics = {n: stats._metric_array(c.metric_scores) for n, c in ordered.items()}
    _, matrix, draws_index, draws_list = _compare(gold, num_sys, metrics, spec, perm_test, k, psd, 0.05,
                                                  corr_fcn_args.get('sample_rate', 1.0), _mtme.significance_matrix)
    return matrix, draws_index, draws_list


def AssignRanks(sig_matrix: np.ndarray, pval: float) -> list[int]:
    """Cluster ranks from a p-value matrix of metrics in decreasing order of correlation."""
    return _mtme.assign_ranks(np.asarray(sig_matrix, dtype=float), float(pval))


def PrintMetricComparison(ranks: dict[str, Sequence[float]], matrix: np.ndarray, pval: float = 0.05,
                          evs: EvalSet | None = None, file: TextIO | None = None, probs: bool = False) -> None:
    """Print a ranking: name, rank, correlation, then '>' / '=' (or the p-values) per lower metric."""
    names = [evs.DisplayName(m) if evs else m for m in ranks]
    corrs = [float(v[0]) for v in ranks.values()]
    rks = [int(v[1]) for v in ranks.values()]
    n = len(names)
    m = np.asarray(matrix, dtype=float)
    if m.size == 0:
        m = np.zeros((n, n))
    print(_mtme.format_ranking(names, corrs, rks, m, float(pval), probs), end='', file=file or sys.stdout)


def _MapPositions(item_list: Iterable[str], contiguous: bool = False) -> dict[str, Any]:
    """Item -> [[begin, end], ...] runs of its positions ([begin, end] alone with contiguous=True,
    where an item in two runs is an error): MTME's _MapPositions."""
    out: dict[str, Any] = {}
    for item, spans in _mtme.map_positions(list(item_list)):
        if contiguous:
            if len(spans) > 1:
                raise ValueError(f'Non-contiguous occurrences of {item}')
            out[item] = list(spans[0])
        else:
            out[item] = [list(s) for s in spans]
    return out


def _UnmapPositions(item_dict: dict[str, Any], contiguous: bool = False) -> list[str]:
    """The list _MapPositions mapped (MTME's _UnmapPositions)."""
    spans = [(k, [tuple(v)] if contiguous else [tuple(s) for s in v]) for k, v in item_dict.items()]
    return _mtme.unmap_positions(spans)
