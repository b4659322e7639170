# SPDX-License-Identifier: LGPL-2.1-or-later
"""Standalone ratings: MTME's ``standalone_ratings`` module, over libmeteor.

A standalone ``Rating`` is one rater's errors in one translation with its
texts and ids (one JSON object per line in a ratings file); the functions
convert between a list of them and an EvalSet's per-rater ratings, checked
against the set (segment in range, in its document, known system,
languages, with ``strict`` the texts) as MTME checks them. The work is
libmeteor's (``metaeval/data/ratings.hh``, the same code as
``meteor-mtme-convert``); errors are one-line ValueErrors naming the rating.
"""

from __future__ import annotations

import json
from typing import Any

from meteor import _mtme_data
from meteor.mtme import ratings

Rating = _mtme_data.StandaloneRating

__all__ = ['Rating', 'ReadRatingFile', 'WriteRatingFile', 'RatingsListToEvalSetRatings', 'MergeEvalSetRaters',
           'EvalSetRatingsToRatingsList']


def _to_dict(self: Rating) -> dict[str, Any]:
    """The rating as MTME's Rating.ToDict() gives it."""
    return json.loads(self.ToJson())


def _from_dict(d: dict[str, Any]) -> Rating:
    """A rating from MTME's dict form (errors as dicts)."""
    return Rating.FromJson(json.dumps(d))


Rating.ToDict = _to_dict
Rating.FromDict = staticmethod(_from_dict)


def ReadRatingFile(filename: str) -> list[Rating]:
    """The ratings of a JSONL file, in file order."""
    return _mtme_data.read_standalone_ratings(filename)


def WriteRatingFile(ratings_list: list[Rating], filename: str) -> None:
    """Writes the ratings, one JSON object per line."""
    _mtme_data.write_standalone_ratings(ratings_list, filename)


def _cpp(evs: Any) -> Any:
    return getattr(evs, '_evs', evs)


def RatingsListToEvalSetRatings(ratings_list: list[Rating], evs: Any, anonymize_raters: bool = False,
                                strict: bool = True) -> tuple[dict[str, dict[str, list[ratings.Rating | None]]],
                                                              dict[str | None, str],
                                                              dict[str, dict[str, list[str | None]]]]:
    """(rating name -> system -> per-segment Rating, old rater -> new rater, rating name -> system -> rater ids)."""
    return _mtme_data.ratings_list_to_evalset_ratings(ratings_list, _cpp(evs), anonymize_raters, strict)


def MergeEvalSetRaters(evs_ratings: dict[str, dict[str, list[ratings.Rating | None]]], evs: Any,
                       evs_rater_ids: dict[str, dict[str, list[str | None]]]
                       ) -> tuple[dict[str, list[ratings.Rating | None]], dict[str, list[str | None]]]:
    """The raters' disjoint ratings as one set (ValueError where two rated the same system and segment)."""
    return _mtme_data.merge_evalset_raters(evs_ratings, _cpp(evs), evs_rater_ids)


def EvalSetRatingsToRatingsList(evs_ratings: dict[str, dict[str, list[ratings.Rating | None]]], evs: Any,
                                evs_rater_ids: dict[str, dict[str, list[str | None]]],
                                rename_raters: dict[str, str] | None = None) -> list[Rating]:
    """Every rating with its texts, document and segment, raters renamed through rename_raters."""
    return _mtme_data.evalset_ratings_to_ratings_list(evs_ratings, _cpp(evs), evs_rater_ids, rename_raters)
