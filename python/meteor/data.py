"""Meteor 1.5's paraphrase tables: fetched, verified and installed.

Meteor 1.5's default modules for en, cz, de, es, fr and ru include
``paraphrase``, whose tables are not part of the language data that comes
with the package. Without one, ``meteor.Scorer(lang="en", norm=True)`` raises
:class:`meteor.NoParaphraseTableError`, as Meteor 1.5 stops. These calls
install them, as the ``meteor-data`` tool does, each verified by its git blob
id (``git hash-object FILE``) before it is used::

    import meteor.data
    meteor.data.fetch("en")          # downloads, verifies, installs; returns the path
    meteor.data.fetch("en", from_="/path/to/meteor-1.5")   # or a tarball, or pycocoevalcap
    meteor.data.list()               # [Table(code='en', installed=True, verified=True, ...), ...]

Tables live in ``$METEOR_DATA`` when it is set, else in
``$XDG_DATA_HOME/meteor`` (``~/.local/share/meteor``): :func:`path`. Every
tool, ``meteor.Scorer`` and the drop-ins find them there. Ctrl-C stops a
download; the next call resumes it.
"""
import sys
from typing import List, NamedTuple, Optional, Sequence, Union

from . import _meteor

__all__ = ["fetch", "list", "path", "verify", "Table", "OFFICIAL"]


class Table(NamedTuple):
    """An installed (or missing) table, as :func:`list` reports it."""
    code: str
    path: str
    installed: bool
    verified: bool
    size: int


#: The official tables: language code -> (git blob id, source URLs).
OFFICIAL = {code: (blob_id, tuple(sources)) for code, blob_id, sources in _meteor._official_tables()}


def _codes(langs: Sequence[str], sources: Optional[str]) -> List[str]:
    known = [t.code for t in list(sources=sources)]
    out = []  # type: List[str]
    for lang in langs:
        if not isinstance(lang, str):
            raise TypeError("meteor.data: expected language codes (str), got %s" % type(lang).__name__)
        if lang == "all":
            return known
        if lang not in known:
            raise ValueError("meteor.data: no paraphrase table for language %r (tables: %s)" % (lang, " ".join(known)))
        out.append(lang)
    return out


def fetch(*langs: Union[str, Sequence[str]], from_: Optional[str] = None, dir: Optional[str] = None,
          sources: Optional[str] = None, max_mb: float = 1024, progress: Optional[bool] = None,
          quiet: bool = False) -> List[str]:
    """Install the tables of ``langs`` (codes, or ``"all"``); returns their paths.

    Each is downloaded from its pinned sources (or copied from ``from_``: a
    Meteor 1.5 release folder or tarball, an installed pycocoevalcap, or the
    table's file), verified by its git blob id and moved into place whole;
    a table already installed and verified is kept. ``dir``: install there
    instead; ``sources``: a file of ``LANG BLOB-ID URL...`` lines (a mirror);
    ``progress``: a progress bar on stderr (default: when stderr is a
    terminal). Raises RuntimeError naming what failed; KeyboardInterrupt
    stops it (the partial download is kept for the next call).
    """
    flat = []  # type: List[str]
    for lang in langs:
        flat.extend([lang] if isinstance(lang, str) else lang)
    if not flat:
        raise TypeError("meteor.data.fetch: name the languages (en cz de es fr ru) or 'all'")
    if progress is None:
        progress = not quiet and sys.stderr is not None and hasattr(sys.stderr, "isatty") and sys.stderr.isatty()
    return [_meteor._data_fetch(code, from_ or "", dir or "", sources or "", float(max_mb), bool(progress), quiet)
            for code in _codes(flat, sources)]


def list(dir: Optional[str] = None, sources: Optional[str] = None) -> List[Table]:  # noqa: A001 - the tool's word
    """Every table: where it is (or would be), whether it is installed and verified."""
    return [Table(*row) for row in _meteor._data_list(dir or "", sources or "")]


def path(dir: Optional[str] = None) -> str:
    """The folder tables are installed in."""
    return _meteor._data_dir(dir or "")


def verify(*langs: str, dir: Optional[str] = None, sources: Optional[str] = None) -> bool:
    """Hash the installed tables of ``langs`` (default: every installed one) again; True when all are Meteor 1.5's."""
    codes = _codes(langs, sources) if langs else [t.code for t in list(dir, sources) if t.installed]
    ok = True
    for code in codes:
        ok = _meteor._data_verify(code, dir or "", sources or "") and ok
    return ok
