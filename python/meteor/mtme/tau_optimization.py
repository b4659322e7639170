# SPDX-License-Identifier: LGPL-2.1-or-later
"""Tie calibration of Kendall's tau: MTME's ``tau_optimization`` module, over libmeteor.

``tau_optimization`` introduces ties into the metric scores (every pair
closer than a threshold counts as tied), trying 0 and every pair's metric
difference, and reports the average tau-23 or acc-23 over the rows for each
threshold, as MTME does (Deutsch et al., 2023, "Ties Matter").

Where MTME samples pairs (``sample_rate`` < 1) it draws from numpy's global
generator, one ``np.random.random()`` per pair; so does this module, so
``np.random.seed(...)`` before the call gives MTME's sample.
"""

from __future__ import annotations

import dataclasses
from typing import Callable

import numpy as np

from meteor import _mtme

TauSufficientStats = _mtme.TauSufficientStats

__all__ = ['TauSufficientStats', 'TauOptimizationResult', 'tau_optimization']


@dataclasses.dataclass
class TauOptimizationResult:
    """Every threshold tried with its average tau, and the best of them."""

    thresholds: list[float]
    taus: list[float]
    best_threshold: float
    best_tau: float


def _variant(tau_fn: Callable) -> object:
    name = getattr(tau_fn, '__name__', None)
    if name == 'tau_23':
        return _mtme.KendallVariant.t23
    if name == 'acc_23':
        return _mtme.KendallVariant.acc23
    raise ValueError(f'tau_fn: expected TauSufficientStats.tau_23 or TauSufficientStats.acc_23, got {tau_fn!r}')


def _rows(scores) -> list[list[float | None]]:
    a = np.array(scores, dtype=object)
    if a.ndim == 1:
        a = a[np.newaxis, :]
    if a.ndim != 2:
        raise ValueError(f'expected a vector or a matrix of scores, got {a.ndim} dimensions')
    return [[None if v is None else float(v) for v in row] for row in a]


def tau_optimization(metric_scores, human_scores, tau_fn: Callable, sample_rate: float = 1.0) -> TauOptimizationResult:
    """Runs tau optimization on N x M (or length-M) metric and human scores (None where missing)."""
    if sample_rate <= 0 or sample_rate > 1:
        raise ValueError(f'`sample_rate` must be in the range (0, 1]. Found {sample_rate}')
    variant = _variant(tau_fn)
    metric, human = _rows(metric_scores), _rows(human_scores)
    if len(metric) != len(human) or any(len(a) != len(b) for a, b in zip(metric, human)):
        raise ValueError('Human and metric scores must have the same shape.')
    keep = None
    if sample_rate != 1.0:
        # MTME's draws: one per pair of a row's scored positions, row by row.
        sizes = [sum(1 for x, g in zip(mr, hr) if x is not None and g is not None) for mr, hr in zip(metric, human)]
        draws = sum(n * (n - 1) // 2 for n in sizes)
        keep = list(np.random.random(draws) <= sample_rate) if draws else []
    thresholds, taus, best_threshold, best_tau = _mtme.tau_optimization(metric, human, variant, keep)
    # MTME's types: the first threshold (0) a float, the pairs' differences
    # numpy floats (so a division by a best threshold of 0 gives inf there).
    thresholds = thresholds[:1] + [np.float64(t) for t in thresholds[1:]]
    if thresholds and best_threshold != thresholds[0]:
        best_threshold = np.float64(best_threshold)
    return TauOptimizationResult(thresholds, taus, best_threshold, best_tau)
