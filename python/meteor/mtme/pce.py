# SPDX-License-Identifier: LGPL-2.1-or-later
"""Pairwise confidence error: MTME's ``pce`` module, computed by libmeteor.

The p-values are MTME's to the last digit: the sign matrix comes from
numpy's ``default_rng(seed)`` draws (reproduced in C++) and the sums are
single precision, as MTME computes them.
"""

from __future__ import annotations

import numpy as np

from meteor import _mtme

__all__ = ['compute_pairwise_p_values', 'compute_one_minus_pce']


def compute_pairwise_p_values(seg_scores, num_permutations: int = 1000, seed: int = 4) -> np.ndarray:
    """p-values of "system i > system j" (upper triangle; NaN elsewhere).

    ``seg_scores`` has one row per system, one column per segment.
    """
    return _mtme.pairwise_p_values(np.asarray(seg_scores, dtype=float), int(num_permutations), int(seed))


def compute_one_minus_pce(human_pairwise_p_vals, metric_pairwise_p_vals) -> float:
    """1 - PCE: one minus the mean |p_human - p_metric| over system pairs."""
    return _mtme.one_minus_pce(np.asarray(human_pairwise_p_vals, dtype=float),
                               np.asarray(metric_pairwise_p_vals, dtype=float))
