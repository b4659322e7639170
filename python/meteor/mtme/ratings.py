# SPDX-License-Identifier: LGPL-2.1-or-later
"""Error-span ratings: MTME's ``ratings`` module, over libmeteor.

``Error`` (one error span) and ``Rating`` (the errors one rater found in a
translation) are libmeteor's classes, with MTME's fields, defaults,
equality and ``ToDict`` / ``FromDict``. Rating files (``SYS<TAB>JSON[<TAB>RATER]``
per segment, ``None`` for an unrated one) are read and written by libmeteor;
a malformed line is a ValueError naming the file and line.
"""

from __future__ import annotations

from meteor import _mtme_data

Error = _mtme_data.Error
Rating = _mtme_data.Rating

__all__ = ['Error', 'Rating', 'ReadRatingFile', 'WriteRatingFile']


def ReadRatingFile(filename: str, default_rater: str) -> tuple[dict[str, list[Rating | None]],
                                                               dict[str, list[str | None]]]:
    """(system -> per-segment Rating or None, system -> per-segment rater or None)."""
    return _mtme_data.read_rating_file(filename, default_rater)


def WriteRatingFile(ratings: dict[str, list[Rating | None]], filename: str,
                    rater_ids_dict: dict[str, list[str | None]]) -> None:
    """Writes the ratings, systems sorted; a missing rater is written as None."""
    _mtme_data.write_rating_file(ratings, filename, rater_ids_dict)
