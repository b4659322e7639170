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

def _metric_label(name: str, status: str, noref: bool) -> str:
    prefix = {'primary': '', 'contrastive': '*', 'baseline': '_'}[status]
    return prefix + name + ('[noref]' if noref else '')


def _tsv(infos, rows, headers) -> str:
    lines = []
    for h in headers:
        lines.append('\t'.join(h[:1] + [x + '\t' for x in h[1:-1]] + h[-1:]))
    for info, row in zip(infos, rows):
        cells = [_metric_label(*info)]
        for corr, rank in row:
            cells.append('--\t--' if rank is None else f'{rank:d}\t{corr:f}')
        lines.append('\t'.join(cells))
    return ''.join(line + '\n' for line in lines)


def _text(infos, rows, headers, rerank) -> str:
    def cell(corr, rank, rank_last):
        if corr is None:
            return '--'
        return f'{corr:6.3f} ({rank})' if rank_last else f'{rank}{corr:6.3f}'

    body = [[_metric_label(*info)] + [cell(c, r, rr) for (c, r), rr in zip(row, rerank)]
            for info, row in zip(infos, rows)]
    widths = []
    for col in range(len(body[0])):
        w = max(len(line[col]) for line in headers + body)
        left = col == 0 or rerank[col - 1]
        widths.append((w, left))

    def fmt(line):
        return '  '.join(s.ljust(w) if left else s.rjust(w) for s, (w, left) in zip(line, widths))

    out = [fmt(h) for h in headers]
    if headers:
        out.append('  '.join('-' * w for w, _ in widths))
    out += [fmt(line) for line in body]
    return ''.join(line + '\n' for line in out)


def _latex(infos, rows, headers, rerank) -> str:
    def esc(s):
        return s.replace('_', '\\_')

    def cell(corr, rank, rank_last):
        if corr is None:
            return '-- & --'
        c = f'{corr:0.3f}'
        r = f'({rank:d})' if rank_last else f'{rank:d}'
        if rank == 1:
            c, r = f'\\textbf{{{c}}}', f'\\textbf{{{r}}}'
        return f'{c} & {r}' if rank_last else f'{r} & {c}'

    out = '\\begin{tabular}{l' + '|rr' * len(rows[0]) + '}\n\\toprule\n'
    for h in headers:
        h = [esc(x) for x in h]
        out += h[0] + ' & ' + ' & '.join(f'\\multicolumn{{2}}{{|l}}{{{x}}}' for x in h[1:]) + ' \\\\\n'
    if headers:
        out += '\\midrule\n'
    for (name, status, noref), row in zip(infos, rows):
        label = esc(name)
        star = '*' if noref else ''
        if status == 'baseline':
            label = f'\\underline{{{label}}}'
        elif status == 'contrastive':
            label = f'\\textit{{{label}}}'
        label += star
        out += label + ' & ' + ' & '.join(cell(c, r, rr) for (c, r), rr in zip(row, rerank)) + ' \\\\\n'
    return out + '\\bottomrule\n\\end{tabular}\n'


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
    for h in column_headers:
        if len(h) != len(columns) + 1:
            raise ValueError(f'header row {h} needs {len(columns) + 1} cells')
    if fmt not in ('text', 'tsv', 'latex'):
        raise ValueError(f'Unknown table format: {fmt}')
    if which_metrics not in ('listed', 'intersection', 'union'):
        raise ValueError(f'Unknown which_metrics: {which_metrics}')
    if rerank and len(rerank) != len(columns):
        raise ValueError('rerank needs one value per column')
    rerank = list(rerank) if rerank else [False] * len(columns)

    metrics = list(metrics)
    if which_metrics == 'intersection':
        keep = set(metrics).intersection(*(set(c) for c in columns))
        metrics = [m for m in metrics if m in keep]
    elif which_metrics == 'union':
        extra = set().union(*(set(c) for c in columns)) - set(metrics)
        metrics += sorted(extra)

    cols = []
    for rr, col in zip(rerank, columns):
        if rr:
            ordered = sorted(((m, v) for m, v in col.items() if m in metrics), key=lambda x: -x[1][0])
            col = {m: (v[0], i + 1) for i, (m, v) in enumerate(ordered)}
        cols.append(col)

    baselines = (baselines_metainfo.baseline_metrics or set()) if baselines_metainfo else set()
    infos = []
    for m in metrics:
        noref = m.endswith('[noref]')
        if noref:
            m = m[:-len('[noref]')]
        if m.startswith('*'):
            infos.append((m[1:], 'contrastive', noref))
        else:
            infos.append((m, 'baseline' if m in baselines else 'primary', noref))
    rows = [[tuple(c[m]) if m in c else (None, None) for c in cols] for m in metrics]
    if fmt == 'tsv':
        return _tsv(infos, rows, column_headers)
    if fmt == 'text':
        return _text(infos, rows, column_headers, rerank)
    return _latex(infos, rows, column_headers, rerank)


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
        if not attrs:
            return [total_wt / len(self.results)] * len(self.results)
        weights = {r.name: 0.0 for r in self.results}
        groups = list(self.SplitByAttr(attrs[0]).values())
        for g in groups:
            for r, w in zip(g.results, g.AssignWeights(attrs[1:], total_wt / len(groups))):
                weights[r.name] = w
        return list(weights.values())

    def _weights(self, weights: list[float] | None) -> list[float]:
        return [1 / len(self)] * len(self) if weights is None else list(weights)

    def AverageRanks(self, weights: list[float] | None = None) -> dict[str, float]:
        """Weighted average rank of the metrics every task has, increasing."""
        weights = self._weights(weights)
        parts: dict[str, list[float]] = {}
        for r, w in zip(self.results, weights):
            for m in r.metrics:
                parts.setdefault(m, []).append(r.Rank(m) * w)
        avg = {m: sum(v) for m, v in parts.items() if len(v) == len(self)}
        return dict(sorted(avg.items(), key=lambda x: x[1]))

    def AverageCorrs(self, weights: list[float] | None = None) -> dict[str, float]:
        """Weighted average correlation (each task's range mapped to [0, 1]) of the metrics every task has."""
        weights = self._weights(weights)
        parts: dict[str, list[float]] = {}
        for r, w in zip(self.results, weights):
            lo, hi = r.range
            for m in r.metrics:
                parts.setdefault(m, []).append((r.Corr(m) - lo) / (hi - lo) * w)
        avg = {m: sum(v) for m, v in parts.items() if len(v) == len(self)}
        return dict(sorted(avg.items(), key=lambda x: -x[1]))

    def AverageCorrMatrix(self, weights: list[float] | None = None,
                          pval: float = 0.05) -> tuple[dict[str, tuple[float, int]], np.ndarray]:
        """Average correlations with significance clusters from the tasks' resampling draws.

        The p-value of metric i over metric j is the share of draws whose
        weighted sum over tasks of the (range-normalized) differences is at
        least the observed average difference; a task with fewer draws is
        repeated to the longest. Needs the draws (tasks run with k > 0).
        """
        weights = self._weights(weights)
        avg = self.AverageCorrs(weights)
        metrics = list(avg)
        n = len(metrics)
        matrix = np.zeros((n, n))
        for i in range(n):
            for j in range(i + 1, n):
                m1, m2 = metrics[i], metrics[j]
                draws = [r.Draws(m1, m2) for r in self.results]
                longest = max(len(d) for d in draws)
                if longest == 0:
                    raise ValueError('AverageCorrMatrix needs resampling draws: run the tasks with k > 0')
                total = np.zeros(longest)
                for r, d, w in zip(self.results, draws, weights):
                    lo, hi = r.range
                    scaled = w * (d - lo) / (hi - lo)
                    total += np.resize(scaled[:, 0] - scaled[:, 1], longest)
                matrix[i, j] = np.mean(total >= avg[m1] - avg[m2])
        ranks = data.AssignRanks(matrix, pval)
        return {m: (c, r) for (m, c), r in zip(avg.items(), ranks)}, matrix

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
        columns = []
        if initial_column:
            if not isinstance(next(iter(initial_column.values())), tuple):
                ordered = sorted((-c, m) for m, c in initial_column.items())
                initial_column = {m: (-c, i + 1) for i, (c, m) in enumerate(ordered)}
            columns.append(initial_column)
        indices = list(task_indices) if task_indices else list(range(1, len(self.results) + 1))
        columns += [self.results[i - 1].corr_ranks for i in indices]
        if not metrics:
            metrics = list(columns[0])

        def nick(v: str) -> str:
            return nicknames.get(v, v) if nicknames else v

        headers = []
        for attr in attr_list or []:
            row = [f'{attr}:'] + ([''] if initial_column else [])
            headers.append(row + [nick(self.results[i - 1].attr_vals[attr]) for i in indices])
        headers.append(['metric'] + ([initial_column_header] if initial_column else []) +
                       [f'task{i}' for i in indices])
        return MetricsTable(metrics, columns, headers, fmt, which_metrics, rerank, baselines_metainfo)


# ---- presets ------------------------------------------------------------------

def _preset(test_set: str, primary: bool, k: int) -> tuple[TaskSet, Any]:
    tasks = TaskSet()

    def add(lp: str, level: str, corr_fcn: str, human: bool, g: Any, **kw: Any) -> None:
        tasks.Append(Task(test_set, lp, level=level, corr_fcn=corr_fcn, human=human, gold=g, primary=primary,
                          k=k, **kw))
    return tasks, add


_TIES = dict(avg_by='item', perm_test='pairs', corr_fcn_args={'sample_rate': 1.0})


def WMT23(lps: list[str] | None = None, primary: bool = True, k: int = 0, gold: str | None = None,
          test_set: str | None = None) -> tuple[TaskSet, list[float]]:
    """The WMT23 task set and weights: pooled system accuracy, then per pair
    system and segment Pearson and segment acc23 with optimized ties (item-averaged, pairs test)."""
    lps = sorted(lps if lps is not None else ['en-de', 'he-en', 'zh-en'])
    multi_refs = {'en-he', 'he-en'}
    tasks, add = _preset(test_set or 'wmt23', primary, k)
    add(','.join(lps), 'sys', 'accuracy', bool(multi_refs & set(lps)), [gold] * len(lps) if gold else None)
    for lp in lps:
        human = lp in multi_refs
        add(lp, 'sys', 'pearson', human, gold)
        add(lp, 'seg', 'pearson', human, gold)
        add(lp, 'seg', 'KendallWithTiesOpt', human, gold, **_TIES)
    weights = [len(lps)] + [1] * (len(tasks) - 1)
    return tasks, [w / sum(weights) for w in weights]


def _pce_and_ties(default_set: str, default_lps: list[str], multi_refs: set[str], lps, primary, k, gold,
                  test_set, pce_gold_list: bool) -> tuple[TaskSet, list[float]]:
    lps = sorted(lps if lps is not None else default_lps)
    tasks, add = _preset(test_set or default_set, primary, k)
    for lp in lps:
        human = lp in multi_refs
        add(lp, 'sys', 'pce', human, ([gold] * len(lps) if gold else None) if pce_gold_list else gold)
        add(lp, 'seg', 'KendallWithTiesOpt', human, gold, **_TIES)
    return tasks, [1 / len(tasks)] * len(tasks)


def WMT24OnWMT23(lps: list[str] | None = None, primary: bool = True, k: int = 0, gold: str | None = None,
                 test_set: str | None = None) -> tuple[TaskSet, list[float]]:
    """The WMT24 task set on WMT23 data: per pair system PCE and segment acc23 with optimized ties."""
    return _pce_and_ties('wmt23', ['en-de', 'he-en', 'zh-en'], {'en-he', 'he-en'}, lps, primary, k, gold,
                         test_set, True)


def WMT24(lps: list[str] | None = None, primary: bool = True, k: int = 0, gold: str | None = None,
          test_set: str | None = None) -> tuple[TaskSet, list[float]]:
    """The WMT24 task set: per pair system PCE and segment acc23 with optimized ties."""
    return _pce_and_ties('wmt24', ['en-de', 'en-es', 'ja-zh'], {'en-de'}, lps, primary, k, gold, test_set, True)


_WMT25_LPS = ['cs-de_DE', 'cs-uk_UA', 'en-ar_EG', 'en-bho_IN', 'en-cs_CZ', 'en-et_EE', 'en-is_IS', 'en-it_IT',
              'en-ja_JP', 'en-ko_KR', 'en-mas_KE', 'en-ru_RU', 'en-sr_Cyrl_RS', 'en-uk_UA', 'en-zh_CN', 'ja-zh_CN']


def WMT25(lps: list[str] | None = None, primary: bool = True, k: int = 0, gold: str | None = None,
          test_set: str | None = None) -> tuple[TaskSet, list[float]]:
    """The WMT25 task set: per pair system PCE and segment acc23 with optimized ties."""
    return _pce_and_ties('wmt25', _WMT25_LPS, set(), lps, primary, k, gold, test_set, False)
