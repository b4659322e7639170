# SPDX-License-Identifier: LGPL-2.1-or-later
"""Meta-information of MTME test sets: MTME's ``meta_info`` module.

``DATA[test_set][lp]`` is a :class:`MetaInfo`: the standard reference, the
standard human (gold) scores per level, outlier systems, primary metrics
and baselines. The table is MTME's, every test set and language pair of it
(WMT19-WMT25, wmt24pp, the DA / ESA / APPRAISE variants), compiled into
libmeteor (``metaeval/data/meta_info.json``, written from MTME's module by
``scripts/mtme-meta-info``, which also checks this module against MTME's
field by field); so are MTME's named constants (``WMT22``, ``WMT23``,
``WMT24_PRIMARIES``, ``WMT24PP_DATA``...). Register a set, or change an
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


def _info(fields: tuple) -> MetaInfo:
    std_ref, std_gold, outliers, primary, baselines = fields
    return MetaInfo(std_ref, dict(std_gold), set(outliers), set(primary),
                    None if baselines is None else set(baselines))


def _builtin() -> dict[str, dict[str, MetaInfo]]:
    return {test_set: {lp: _info(f) for lp, f in lps.items()}
            for test_set, lps in _mtme.known_meta_info().items()}


DATA: dict[str, dict[str, MetaInfo]] = _builtin()
"""Test set -> language pair -> MetaInfo (MTME's table; add your own)."""

SOURCE: str = _mtme.meta_info_source()
"""Where the table comes from (MTME's revision)."""


def _constants() -> dict[str, object]:
    infos, sets, tables = _mtme.meta_info_constants()
    out: dict[str, object] = {name: _info(f) for name, f in infos.items()}
    out.update({name: set(v) for name, v in sets.items()})
    out.update({name: {lp: _info(f) for lp, f in t.items()} for name, t in tables.items()})
    return out


globals().update(_constants())  # WMT19 ... WMT25_ESA, WMT23_PRIMARIES, WMT24PP_DATA ...
