# SPDX-License-Identifier: LGPL-2.1-or-later
"""Meta-information of MTME test sets: MTME's ``meta_info`` module.

``DATA[test_set][lp]`` is a :class:`MetaInfo`: the standard reference, the
standard human (gold) scores per level, outlier systems, primary metrics
(and, for the WMT tables, baselines). It starts from libmeteor's built-in
table (the MQM language pairs of WMT20-WMT23, ``metaeval/meta_info.cc``),
which leaves the primary-metric lists empty. Register a set, or change an
entry, as with MTME::

    from meteor.mtme import meta_info
    meta_info.DATA['my-set'] = {'en-de': meta_info.MetaInfo(
        'refA', {'sys': 'mqm', 'seg': 'mqm'}, set(), set())}
    meta_info.DATA['wmt21.news']['zh-en'].std_ref = 'refA'
"""

from __future__ import annotations

import dataclasses

from meteor import _mtme


@dataclasses.dataclass
class MetaInfo:
    """What MTME needs to know about a test set and language pair."""

    std_ref: str
    """The standard reference (e.g. ``'refA'``)."""
    std_gold: dict[str, str]
    """Level (``sys``, ``domain``, ``doc``, ``seg``) -> name of the standard human scores."""
    outlier_systems: set[str]
    """Systems left out of correlations unless asked for."""
    primary_metrics: set[str]
    """Base names of the primary metrics (empty: every metric counts as primary)."""
    baseline_metrics: set[str] | None = None
    """Base names shown as baselines in tables (MetricsTable)."""


def _builtin() -> dict[str, dict[str, MetaInfo]]:
    table: dict[str, dict[str, MetaInfo]] = {}
    for test_set, lps in _mtme.known_meta_info().items():
        table[test_set] = {
            lp: MetaInfo(std_ref, dict(std_gold), set(outliers), set(primary))
            for lp, (std_ref, std_gold, outliers, primary) in lps.items()}
    return table


DATA: dict[str, dict[str, MetaInfo]] = _builtin()
"""Test set -> language pair -> MetaInfo (the built-in table; add your own)."""
