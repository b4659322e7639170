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
from meteor import _mtme_data
from meteor.mtme import data
from meteor.mtme import meta_info
from meteor.mtme import stats

__all__ = [
    'CORRELATION_FUNCTIONS', 'Attributes', 'MatrixString', 'MetricsTable', 'Task', 'TaskResults', 'TaskSet',
    'TaskSetResults', 'WMT23', 'WMT24OnWMT23', 'WMT24', 'WMT25',
]

# corr_fcn names (libmeteor's correlation registry) -> the function
# data.CompareMetrics gets, as MTME's table maps them (accuracy and pce have
# their own comparison functions).
CORRELATION_FUNCTIONS: dict[str, Any] = {
    name: (None if name in ('accuracy', 'pce') else getattr(stats, name, name)) for name in stats._REGISTRY
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
    """One comparison of metrics: MTME's Task over libmeteor's (typed, resolved, named and run in C++).

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
        typed = self._typed().resolve([_info(self.test_set, lp) for lp in self.lang.split(',')])
        for attr, value in typed.kwargs().items():
            setattr(self, attr, value)

    def _typed(self) -> Any:
        """libmeteor's Task of these attributes."""
        return _mtme.Task(**{f.name: getattr(self, f.name) for f in dataclasses.fields(self)})

    @property
    def name(self) -> str:
        """'attr=value' for every attribute in canonical order (values as Python prints them, no spaces)."""
        return self._typed().name

    def StrVal(self, attr: str) -> str:
        """An attribute's value as it appears in the name."""
        return dict(self._typed().attr_vals())[attr]

    def Run(self, eval_set_dict: dict[tuple[str, str], data.EvalSet] | None = None,
            parallel_file: str | None = None) -> TaskResults:
        """Correlations, ranks and significance matrix of the task's metrics."""
        del parallel_file
        sets = []
        for lp in self.lang.split(','):
            if eval_set_dict is None:
                sets.append(data.EvalSet(self.test_set, lp, read_stored_metric_scores=True))
            else:
                sets.append(eval_set_dict[(self.test_set, lp)])
        return TaskResults._of(_mtme.run_task(self._typed(), [e._evs for e in sets]))

    # Pythonic alias.
    def run(self, eval_set_dict: dict[tuple[str, str], data.EvalSet] | None = None) -> TaskResults:
        """Alias of Run."""
        return self.Run(eval_set_dict)


class TaskResults:
    """What running a Task gives: per metric (correlation, rank), the p-value matrix, the draws (libmeteor's)."""

    def __init__(self, task: Task | None = None, compare_metrics_results: tuple | None = None):
        corr_ranks, matrix, draws_index, draws_list = compare_metrics_results or (None, None, None, None)
        typed = task._typed() if task else None
        self._r = _mtme.TaskResults(typed.name if typed else '', task.pval if task else 0, corr_ranks, matrix,
                                    draws_index, draws_list, typed)

    @classmethod
    def _of(cls, results: Any) -> TaskResults:
        out = cls.__new__(cls)
        out._r = results
        return out

    def _tuple(self) -> tuple:
        cache = self.__dict__.setdefault('_tuple_cache', [])
        if not cache:
            cache.append(self._r.tuple())
        return cache[0]

    def _replace(self, **fields: Any) -> None:
        """A new libmeteor TaskResults with some of MTME's attributes set (they are assignable in MTME)."""
        cur = dict(zip(('corr_ranks', 'matrix', 'draws_index', 'draws_list'), self._tuple()),
                   name=self._r.name, pval=self._r.pval)
        cur.update(fields)
        self._r = _mtme.TaskResults(cur['name'], cur['pval'], cur['corr_ranks'], cur['matrix'], cur['draws_index'],
                                    cur['draws_list'], self._r.task if 'name' not in fields else None)
        self.__dict__.pop('_tuple_cache', None)

    @property
    def name(self) -> str:
        return self._r.name

    @name.setter
    def name(self, value: str) -> None:
        self._replace(name=value)

    @property
    def pval(self) -> float:
        return self._r.pval

    @pval.setter
    def pval(self, value: float) -> None:
        self._replace(pval=value)

    @property
    def corr_ranks(self) -> dict[str, list]:
        """Metric -> [correlation, rank], by decreasing correlation."""
        return self._tuple()[0]

    @corr_ranks.setter
    def corr_ranks(self, value: dict[str, Any]) -> None:
        n = len(value)
        self._replace(corr_ranks=value, matrix=np.zeros((n, n)), draws_index=None, draws_list=None)

    @property
    def matrix(self) -> np.ndarray:
        """p-values: [i, j] (j > i) for "metric j is at least as good as metric i"."""
        return self._tuple()[1]

    @matrix.setter
    def matrix(self, value: Any) -> None:
        self._replace(matrix=value)

    @property
    def draws_index(self) -> np.ndarray:
        return self._tuple()[2]

    @draws_index.setter
    def draws_index(self, value: Any) -> None:
        self._replace(draws_index=value)

    @property
    def draws_list(self) -> np.ndarray:
        return self._tuple()[3]

    @draws_list.setter
    def draws_list(self, value: Any) -> None:
        self._replace(draws_list=value)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, TaskResults):
            return NotImplemented
        return (self.name == other.name and self.pval == other.pval and self.corr_ranks == other.corr_ranks and
                np.array_equal(self.matrix, other.matrix) and
                np.array_equal(self.draws_index, other.draws_index) and
                np.array_equal(self.draws_list, other.draws_list))

    @property
    def attr_vals(self) -> dict[str, str]:
        """The task's attributes and their values as its name shows them."""
        return self._r.attr_vals()

    @property
    def metrics(self) -> list[str]:
        """Metrics by decreasing correlation."""
        return self._r.metrics()

    @property
    def range(self) -> tuple[float, float]:
        """The range of the task's statistic: (0, 1) for accuracies, else (-1, 1)."""
        lo, hi = self._r.range()
        return int(lo), int(hi)

    def Corr(self, metric: int | str) -> float:
        """A metric's correlation (by name or position)."""
        return self._r.corr(metric)

    def Rank(self, metric: int | str) -> int:
        """A metric's cluster rank (by name or position)."""
        return self._r.rank(metric)

    def Sig(self, m1: int | str, m2: int | str) -> bool:
        """Whether Corr(m1) - Corr(m2) is significant (m1 ranked above m2)."""
        return self._r.sig(m1, m2)

    def Draws(self, m1: int | str, m2: int | str) -> np.ndarray:
        """The resampling draws of m1 against m2, each row (corr m1, corr m2); empty if none were kept."""
        d = self._r.draws(m1, m2)
        return d if len(d) else np.array([])

    def Str(self, probs: bool = False) -> str:
        """The ranking as data.PrintMetricComparison prints it."""
        return self._r.str(probs)

    def Save(self, filename: str) -> None:
        """Write filename.json ([name, pval, corr_ranks, matrix]) and filename.npz (the draws)."""
        npz = io.BytesIO()
        np.savez_compressed(npz, draws_index=self.draws_index, draws_list=self.draws_list)
        # Both files replace those there together, or neither does (OSError naming the file).
        _mtme_data.write_files([(f'{filename}.json', self._r.json().encode('utf-8')),
                                (f'{filename}.npz', npz.getvalue())])

    def Load(self, filename: str) -> TaskResults:
        """Read what Save wrote (MTME's files too); returns self."""
        with open(f'{filename}.json') as f:
            name, pval, corr_ranks, matrix = json.load(f)
        with open(f'{filename}.npz', 'rb') as f:
            a = np.load(f)
            draws_index, draws_list = a['draws_index'], a['draws_list']
        self._r = _mtme.TaskResults(name, pval, corr_ranks, matrix, draws_index, draws_list, None)
        self.__dict__.pop('_tuple_cache', None)
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
        typed = _mtme.TaskSet([task._typed() for task in self.tasks])
        results = typed.run({key: evs._evs for key, evs in self.eval_set_dict.items()})
        return TaskSetResults([TaskResults._of(r) for r in results.results])

    # Pythonic alias.
    def run(self, eval_set_dict: dict[tuple[str, str], data.EvalSet] | None = None) -> TaskSetResults:
        """Alias of Run."""
        return self.Run(eval_set_dict)


class TaskSetResults:
    """Results of a TaskSet: weights, averages over tasks, tables (libmeteor's)."""

    def __init__(self, results: list[TaskResults]):
        self.results = results

    def _typed(self) -> Any:
        """The results as libmeteor's TaskSetResults."""
        return _mtme.TaskSetResults([r._r for r in self.results])

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
        return {value: TaskSetResults([self.results[i] for i in indices])
                for value, indices in self._typed().split_by_attr(attr)}

    def AssignWeights(self, attrs: list[str], total_wt: float = 1.0) -> list[float]:
        """Weights per task: total_wt split evenly over attrs[0]'s values, then recursively."""
        return self._typed().assign_weights(list(attrs), float(total_wt))

    def AverageRanks(self, weights: list[float] | None = None) -> dict[str, float]:
        """Weighted average rank of the metrics every task has, increasing."""
        return dict(self._typed().average_ranks(weights))

    def AverageCorrs(self, weights: list[float] | None = None) -> dict[str, float]:
        """Weighted average correlation (each task's range mapped to [0, 1]) of the metrics every task has."""
        return dict(self._typed().average_corrs(weights))

    def AverageCorrMatrix(self, weights: list[float] | None = None,
                          pval: float = 0.05) -> tuple[dict[str, tuple[float, int]], np.ndarray]:
        """Average correlations with significance clusters from the tasks' resampling draws.

        The p-value of metric i over metric j is the share of draws whose
        weighted sum over tasks of the (range-normalized) differences is at
        least the observed average difference; a task with fewer draws is
        repeated to the longest. Needs the draws (tasks run with k > 0).
        """
        corr_ranks, matrix = self._typed().average_corr_matrix(weights, float(pval))
        return {m: tuple(v) for m, v in corr_ranks.items()}, matrix

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
            self._typed(), list(metrics or []), initial_column or None, ranks_given, initial_column_header,
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
