# SPDX-License-Identifier: LGPL-2.1-or-later
"""Tasks, task sets and their tables: MTME's ``tasks`` module over libmeteor.

A :class:`Task` names one comparison of metrics (test set, language
pair(s), level, correlation, significance test...); running it ranks the
metrics with significance clusters (data.CompareMetrics*, in C++). A
:class:`TaskSet` runs many; :class:`TaskSetResults` weights them by
attributes, averages ranks and correlations, and prints MTME's tables
(text, TSV, LaTeX). ``WMT23``, ``WMT24OnWMT23``, ``WMT24`` and ``WMT25``
build the WMT task sets with their weights; their extra ``test_set``
argument runs the same tasks on another test set.
"""

from __future__ import annotations

import dataclasses
import io
import itertools
import json
from typing import Any, Iterator

import numpy as np

from meteor import _mtme
from meteor.mtme import data
from meteor.mtme import meta_info
from meteor.mtme import stats

__all__ = [
    'CORRELATION_FUNCTIONS', 'Attributes', 'MatrixString', 'MetricsTable', 'Task', 'TaskResults', 'TaskSet',
    'TaskSetResults', 'WMT23', 'WMT24OnWMT23', 'WMT24', 'WMT25',
]

# corr_fcn names -> the correlation function data.CompareMetrics gets
# (accuracy and pce have their own comparison functions).
CORRELATION_FUNCTIONS: dict[str, Any] = {
    'pearson': 'pearson',
    'kendall': 'kendall',
    'spearman': 'spearman',
    'accuracy': None,
    'KendallLike': stats.KendallLike,
    'KendallVariants': stats.KendallVariants,
    'KendallWithTiesOpt': stats.KendallWithTiesOpt,
    'pce': None,
}


def Attributes() -> list[str]:
    """Task attributes in their canonical order (the order of a task's name)."""
    return [f.name for f in dataclasses.fields(Task)]


def MatrixString(corr_ranks: dict[str, Any], matrix: np.ndarray, pval: float = 0.05, probs: bool = False) -> str:
    """A ranking as data.PrintMetricComparison prints it."""
    out = io.StringIO()
    data.PrintMetricComparison(corr_ranks, matrix, pval, file=out, probs=probs)
    return out.getvalue()


# ---- tables -------------------------------------------------------------------

def MetricsTable(metrics: list[str], columns: list[dict[str, tuple[float, int]]], column_headers: list[list[str]],
                 fmt: str = 'text', which_metrics: str = 'listed', rerank: list[bool] | None = None,
                 baselines_metainfo: meta_info.MetaInfo | None = None) -> str:
    """A table of metrics (rows) by columns of (correlation, rank).

    ``metrics``: row order. ``columns``: metric -> (corr, rank) each.
    ``column_headers``: header rows, each with a cell for the metric column
    and one per column. ``fmt``: text, tsv or latex. ``which_metrics``:
    listed (exactly metrics), intersection (those in every column too) or
    union (others appended, sorted). ``rerank``: per column, rank by the
    column's correlations instead of its ranks (shown as 'corr (rank)').
    ``baselines_metainfo``: its baseline_metrics are marked as baselines.
    A metric named '*NAME' is contrastive; 'NAME[noref]' is reference-free.
    """
    if not metrics or not columns:
        raise ValueError('MetricsTable needs metrics and columns')
    return _mtme.metrics_table(list(metrics), [dict(c) for c in columns], [list(h) for h in column_headers], fmt,
                               which_metrics, list(rerank or []), _baselines(baselines_metainfo))


def _baselines(info: meta_info.MetaInfo | None) -> set[str]:
    return set(info.baseline_metrics or ()) if info else set()


# ---- tasks ----------------------------------------------------------------------

def _info(test_set: str, lang: str) -> meta_info.MetaInfo:
    if test_set not in meta_info.DATA:
        raise ValueError(f'Unknown test set {test_set!r} (register it in meta_info.DATA)')
    if lang not in meta_info.DATA[test_set]:
        raise ValueError(f'Language pair {lang!r} not in meta_info.DATA[{test_set!r}]')
    return meta_info.DATA[test_set][lang]


@dataclasses.dataclass()
class Task:
    """One comparison of metrics: what data.GetCorrelations and CompareMetrics* get.

    ``gold``, ``refs`` and ``close_refs`` left as None take the standard
    values of meta_info.DATA (with accuracy over several pairs, ``lang``
    'a,b,c', one per pair).
    """

    test_set: str = 'wmt22'
    lang: str = 'en-de'
    domain: str | None = None
    level: str = 'sys'
    human: bool = True
    avg_by: str = 'none'
    corr_fcn: str = 'pearson'
    k: int = 1000
    gold: list[str] | str | None = None
    refs: list[set[str]] | set[str] | None = None
    close_refs: list[set[str]] | set[str] | None = None
    use_outliers: bool = False
    primary: bool = True
    pval: float = 0.05
    block_size: int = 100
    early_min: float = 0.02
    early_max: float = 0.50
    replace_nans_with_zeros: bool = False
    perm_test: str = 'scores'
    corr_fcn_args: dict[str, Any] | None = None

    def __post_init__(self):
        if self.corr_fcn not in CORRELATION_FUNCTIONS:
            raise ValueError(f'Unknown corr_fcn {self.corr_fcn!r}: one of {list(CORRELATION_FUNCTIONS)}')
        langs = self.lang.split(',')
        if self.corr_fcn == 'accuracy':
            if self.level != 'sys':
                raise ValueError('accuracy is system level')
            infos = [_info(self.test_set, lp) for lp in langs]
            if self.gold is None:
                self.gold = [i.std_gold['sys'] for i in infos]
            elif not isinstance(self.gold, list):
                self.gold = [self.gold]
            if self.refs is None:
                self.refs = [{i.std_ref} for i in infos]
            elif not isinstance(self.refs, list):
                self.refs = [self.refs]
            if self.close_refs is None:
                self.close_refs = [set() for _ in langs]
            elif not isinstance(self.close_refs, list):
                self.close_refs = [self.close_refs]
            for attr in ('gold', 'refs', 'close_refs'):
                if len(getattr(self, attr)) != len(langs):
                    raise ValueError(f'{attr}: one value per language pair of {self.lang}')
        else:
            if len(langs) != 1:
                raise ValueError('several language pairs only with corr_fcn accuracy')
            info = _info(self.test_set, self.lang)
            if self.level not in info.std_gold:
                raise ValueError(f'No standard gold at {self.level} level for {self.test_set}/{self.lang}')
            if self.gold is None:
                self.gold = info.std_gold[self.level]
            if self.refs is None:
                self.refs = {info.std_ref}
            if self.close_refs is None:
                self.close_refs = set()
            if not isinstance(self.gold, str) or not isinstance(self.refs, set) or not isinstance(
                    self.close_refs, set):
                raise ValueError('gold must be a str, refs and close_refs sets')
        self.corr_fcn_args = dict(sorted((self.corr_fcn_args or {}).items()))

    @property
    def name(self) -> str:
        """'attr=value' for every attribute in canonical order (values as Python prints them, no spaces)."""
        return ' '.join(f'{a}={self.StrVal(a)}' for a in Attributes())

    def StrVal(self, attr: str) -> str:
        """An attribute's value as it appears in the name."""
        return str(getattr(self, attr)).replace(' ', '')

    def Run(self, eval_set_dict: dict[tuple[str, str], data.EvalSet] | None = None,
            parallel_file: str | None = None) -> TaskResults:
        """Correlations, ranks and significance matrix of the task's metrics."""
        del parallel_file

        def evs(lp: str) -> data.EvalSet:
            if eval_set_dict is None:
                return data.EvalSet(self.test_set, lp, read_stored_metric_scores=True)
            return eval_set_dict[(self.test_set, lp)]

        psd = stats.PermutationSigDiffParams(self.block_size, self.early_min, self.early_max)
        if self.corr_fcn == 'accuracy':
            res = data.CompareMetricsWithGlobalAccuracy(
                [evs(lp) for lp in self.lang.split(',')], self.refs, self.close_refs, self.human,
                self.use_outliers, self.gold, self.primary, self.domain, self.k, psd, self.pval)
        elif self.corr_fcn == 'pce':
            corrs = data.GetCorrelations(evs(self.lang), 'seg', self.refs, self.close_refs, self.human,
                                         self.use_outliers, self.gold, self.primary, self.domain,
                                         metric_format='spreadsheet')
            res = data.CompareMetricsWithPairwiseConfidenceError(
                corrs, self.k, psd, self.pval, self.replace_nans_with_zeros, self.perm_test,
                **self.corr_fcn_args)
        else:
            corrs = data.GetCorrelations(evs(self.lang), self.level, self.refs, self.close_refs, self.human,
                                         self.use_outliers, self.gold, self.primary, self.domain,
                                         metric_format='spreadsheet')
            res = data.CompareMetrics(corrs, CORRELATION_FUNCTIONS[self.corr_fcn], self.avg_by, self.k, psd,
                                      self.pval, self.replace_nans_with_zeros, self.perm_test,
                                      **self.corr_fcn_args)
        return TaskResults(self, res)

    # Pythonic alias.
    def run(self, eval_set_dict: dict[tuple[str, str], data.EvalSet] | None = None) -> TaskResults:
        """Alias of Run."""
        return self.Run(eval_set_dict)


class TaskResults:
    """What running a Task gives: per metric (correlation, rank), the p-value matrix, the draws."""

    def __init__(self, task: Task | None = None, compare_metrics_results: tuple | None = None):
        self.name, self.pval = (task.name, task.pval) if task else ('', 0)
        if compare_metrics_results:
            self.corr_ranks, self.matrix, self.draws_index, self.draws_list = compare_metrics_results
        else:
            self.corr_ranks, self.matrix = {}, np.array([])
            self.draws_index, self.draws_list = np.array([]), np.array([])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TaskResults):
            return NotImplemented
        return (self.name == other.name and self.pval == other.pval and
                {m: list(v) for m, v in self.corr_ranks.items()} ==
                {m: list(v) for m, v in other.corr_ranks.items()} and
                np.array_equal(self.matrix, other.matrix) and
                np.array_equal(self.draws_index, other.draws_index) and
                np.array_equal(self.draws_list, other.draws_list))

    @property
    def attr_vals(self) -> dict[str, str]:
        """The task's attributes and their values, read back from its name."""
        return dict(av.split('=', 1) for av in self.name.split())

    @property
    def metrics(self) -> list[str]:
        """Metrics by decreasing correlation."""
        return list(self.corr_ranks)

    @property
    def range(self) -> tuple[float, float]:
        """The range of the task's statistic: (0, 1) for accuracies, else (-1, 1)."""
        attrs = self.attr_vals
        fcn = attrs['corr_fcn']
        if fcn in ('accuracy', 'pce') or (fcn == 'KendallWithTiesOpt' and
                                          "'variant':'23'" not in attrs['corr_fcn_args']):
            return (0, 1)
        return (-1, 1)

    def _index(self, metric: int | str) -> int:
        return metric if isinstance(metric, int) else self.metrics.index(metric)

    def Corr(self, metric: int | str) -> float:
        """A metric's correlation (by name or position)."""
        return self.corr_ranks[self.metrics[self._index(metric)]][0]

    def Rank(self, metric: int | str) -> int:
        """A metric's cluster rank (by name or position)."""
        return self.corr_ranks[self.metrics[self._index(metric)]][1]

    def Sig(self, m1: int | str, m2: int | str) -> bool:
        """Whether Corr(m1) - Corr(m2) is significant (m1 ranked above m2)."""
        return bool(self.matrix[self._index(m1), self._index(m2)] < self.pval)

    def Draws(self, m1: int | str, m2: int | str) -> np.ndarray:
        """The resampling draws of m1 against m2, each row (corr m1, corr m2); empty if none were kept."""
        if self.draws_index is None or len(self.draws_index) == 0 or len(self.draws_list) == 0:
            return np.array([])
        i, j = self._index(m1), self._index(m2)
        if i < j:
            return self.draws_list[self.draws_index[i, j]:self.draws_index[j, i]]
        return self.draws_list[self.draws_index[j, i]:self.draws_index[i, j]][:, [1, 0]]

    def Str(self, probs: bool = False) -> str:
        """The ranking as data.PrintMetricComparison prints it."""
        return MatrixString(self.corr_ranks, self.matrix, self.pval, probs=probs)

    def Save(self, filename: str) -> None:
        """Write filename.json ([name, pval, corr_ranks, matrix]) and filename.npz (the draws)."""
        with open(f'{filename}.json', 'w') as f:
            json.dump([self.name, self.pval, {m: list(v) for m, v in self.corr_ranks.items()},
                       np.asarray(self.matrix).tolist()], f)
        with open(f'{filename}.npz', 'wb') as f:
            np.savez_compressed(f, draws_index=self.draws_index, draws_list=self.draws_list)

    def Load(self, filename: str) -> TaskResults:
        """Read what Save wrote; returns self."""
        with open(f'{filename}.json') as f:
            self.name, self.pval, self.corr_ranks, matrix = json.load(f)
        self.matrix = np.asarray(matrix)
        with open(f'{filename}.npz', 'rb') as f:
            a = np.load(f)
            self.draws_index, self.draws_list = a['draws_index'], a['draws_list']
        return self


class TaskSet:
    """A list of Tasks, made from attribute/value-list combinations."""

    def __init__(self, attr_combs: dict[str, list[Any]] | None = None, **attrs: Any):
        """One Task per combination of attr_combs' values, each with attrs too."""
        self.tasks: list[Task] = []
        self.eval_set_dict: dict[tuple[str, str], data.EvalSet] = {}
        if not attr_combs:
            return
        keys = list(attr_combs)
        for values in itertools.product(*attr_combs.values()):
            self.tasks.append(Task(**dict(zip(keys, values)), **attrs))

    def __len__(self) -> int:
        return len(self.tasks)

    def __add__(self, other: TaskSet) -> TaskSet:
        out = TaskSet()
        out.tasks = self.tasks + other.tasks
        out.eval_set_dict = {**self.eval_set_dict, **other.eval_set_dict}
        return out

    def __iter__(self) -> Iterator[Task]:
        return iter(self.tasks)

    def Append(self, task: Task) -> None:
        """Add a task."""
        self.tasks.append(task)

    def Run(self, eval_set_dict: dict[tuple[str, str], data.EvalSet] | None = None) -> TaskSetResults:
        """Run every task; EvalSets missing from eval_set_dict are loaded (with stored metric scores) once."""
        if eval_set_dict:
            self.eval_set_dict = dict(eval_set_dict)
        for task in self.tasks:
            for lp in task.lang.split(','):
                if (task.test_set, lp) not in self.eval_set_dict:
                    self.eval_set_dict[(task.test_set, lp)] = data.EvalSet(task.test_set, lp, True)
        return TaskSetResults([task.Run(self.eval_set_dict) for task in self.tasks])

    # Pythonic alias.
    def run(self, eval_set_dict: dict[tuple[str, str], data.EvalSet] | None = None) -> TaskSetResults:
        """Alias of Run."""
        return self.Run(eval_set_dict)


class TaskSetResults:
    """Results of a TaskSet: weights, averages over tasks, tables."""

    def __init__(self, results: list[TaskResults]):
        self.results = results

    def __len__(self) -> int:
        return len(self.results)

    def __add__(self, other: TaskSetResults) -> TaskSetResults:
        return TaskSetResults(self.results + other.results)

    def __iter__(self) -> Iterator[TaskResults]:
        return iter(self.results)

    def Append(self, result: TaskResults) -> None:
        """Add a task's results."""
        self.results.append(result)

    def SplitByAttr(self, attr: str) -> dict[str, TaskSetResults]:
        """The results grouped by an attribute's value (in order of first appearance)."""
        groups: dict[str, TaskSetResults] = {}
        for r in self.results:
            groups.setdefault(r.attr_vals[attr], TaskSetResults([])).Append(r)
        return groups

    def AssignWeights(self, attrs: list[str], total_wt: float = 1.0) -> list[float]:
        """Weights per task: total_wt split evenly over attrs[0]'s values, then recursively."""
        return _mtme.assign_weights(self.results, list(attrs), float(total_wt))

    def AverageRanks(self, weights: list[float] | None = None) -> dict[str, float]:
        """Weighted average rank of the metrics every task has, increasing."""
        return dict(_mtme.average_ranks(self.results, weights))

    def AverageCorrs(self, weights: list[float] | None = None) -> dict[str, float]:
        """Weighted average correlation (each task's range mapped to [0, 1]) of the metrics every task has."""
        return dict(_mtme.average_corrs(self.results, weights))

    def AverageCorrMatrix(self, weights: list[float] | None = None,
                          pval: float = 0.05) -> tuple[dict[str, tuple[float, int]], np.ndarray]:
        """Average correlations with significance clusters from the tasks' resampling draws.

        The p-value of metric i over metric j is the share of draws whose
        weighted sum over tasks of the (range-normalized) differences is at
        least the observed average difference; a task with fewer draws is
        repeated to the longest. Needs the draws (tasks run with k > 0).
        """
        names, corrs, ranks, matrix = _mtme.average_corr_matrix(self.results, weights, float(pval))
        return {m: (c, r) for m, c, r in zip(names, corrs, ranks)}, matrix

    def Table(self, metrics: list[str] | None = None,
              initial_column: dict[str, Any] | None = None, initial_column_header: str = '',
              task_indices: list[int] | None = None, attr_list: list[str] | None = None,
              nicknames: dict[str, str] | None = None, fmt: str = 'text', which_metrics: str = 'listed',
              rerank: list[bool] | None = None, baselines_metainfo: meta_info.MetaInfo | None = None) -> str:
        """MetricsTable of the tasks' columns (corr, rank), after an optional initial column.

        initial_column: metric -> (corr, rank), or metric -> corr (ranked by
        decreasing corr). task_indices: 1-based tasks to show (default all).
        attr_list: attributes shown as header rows above 'task1 task2...'.
        nicknames: display names for attribute values.
        """
        if not self.results:
            return ''
        ranks_given = True
        if initial_column and not isinstance(next(iter(initial_column.values())), tuple):
            initial_column, ranks_given = {m: (c, 0) for m, c in initial_column.items()}, False
        return _mtme.task_set_table(
            self.results, list(metrics or []), initial_column or None, ranks_given, initial_column_header,
            list(task_indices or []), list(attr_list or []), dict(nicknames or {}), fmt, which_metrics,
            list(rerank or []), _baselines(baselines_metainfo))


# ---- presets ------------------------------------------------------------------

def _preset(name: str, lps: list[str] | None, primary: bool, k: int, gold: str | None,
            test_set: str | None) -> tuple[TaskSet, list[float]]:
    kwargs, weights = _mtme.preset(name, list(lps or []), primary, k, gold or '', test_set or '')
    tasks = TaskSet()
    for kw in kwargs:
        tasks.Append(Task(**kw))
    return tasks, weights


def WMT23(lps: list[str] | None = None, primary: bool = True, k: int = 0, gold: str | None = None,
          test_set: str | None = None) -> tuple[TaskSet, list[float]]:
    """The WMT23 task set and weights: pooled system accuracy, then per pair
    system and segment Pearson and segment acc23 with optimized ties (item-averaged, pairs test).
    ``test_set`` (not MTME's) runs the same tasks on another test set."""
    return _preset('wmt23', lps, primary, k, gold, test_set)


def WMT24OnWMT23(lps: list[str] | None = None, primary: bool = True, k: int = 0, gold: str | None = None,
                 test_set: str | None = None) -> tuple[TaskSet, list[float]]:
    """The WMT24 task set on WMT23 data: per pair system PCE and segment acc23 with optimized ties."""
    return _preset('wmt24_on_wmt23', lps, primary, k, gold, test_set)


def WMT24(lps: list[str] | None = None, primary: bool = True, k: int = 0, gold: str | None = None,
          test_set: str | None = None) -> tuple[TaskSet, list[float]]:
    """The WMT24 task set: per pair system PCE and segment acc23 with optimized ties."""
    return _preset('wmt24', lps, primary, k, gold, test_set)


def WMT25(lps: list[str] | None = None, primary: bool = True, k: int = 0, gold: str | None = None,
          test_set: str | None = None) -> tuple[TaskSet, list[float]]:
    """The WMT25 task set: per pair system PCE and segment acc23 with optimized ties."""
    return _preset('wmt25', lps, primary, k, gold, test_set)
