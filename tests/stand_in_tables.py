"""Stand-in paraphrase tables for tests that run Meteor 1.5's default settings.

Meteor 1.5's default modules for en cz de es fr ru end with paraphrase, and
the tools stop without the language's table, as Meteor 1.5 does. The official
tables are not here (docs/data.md); tests that exercise something else with
the default settings (signatures, the -stdio protocol, the Python package,
conformance cases whose text the table never matched) run in a language data
folder made by `install`: the real folder's contents linked, and in
paraphrase/ one small table of our own per language, whose one entry
("zzqx <code>" -> "qxzz") matches no text of the tests. A table meteor-data
has installed is used instead where `prefer_installed` is set.

SPDX-License-Identifier: LGPL-2.1-or-later
"""
import contextlib
import gzip
import os
import tempfile

LANGUAGES = ("en", "cz", "de", "es", "fr", "ru")


def install(data, folder, prefer_installed=False):
    """`folder`: `data`'s entries linked, paraphrase/ with a table for each language. Returns `folder`."""
    installed = os.path.join(os.environ.get("XDG_DATA_HOME") or os.path.expanduser("~/.local/share"), "meteor",
                             "paraphrase")
    os.makedirs(os.path.join(folder, "paraphrase"))
    for entry in os.listdir(data):
        if entry != "paraphrase":
            os.symlink(os.path.join(os.path.abspath(data), entry), os.path.join(folder, entry))
    for code in LANGUAGES:
        name = "paraphrase-%s.gz" % code
        target = os.path.join(folder, "paraphrase", name)
        real = [os.path.join(d, name) for d in (os.path.join(data, "paraphrase"), installed)] if prefer_installed else []
        real = [r for r in real if os.path.isfile(r)]
        if real:
            os.symlink(os.path.abspath(real[0]), target)
        else:
            with gzip.open(target, "wt") as f:
                f.write("0.5\nzzqx %s\nqxzz\n" % code)
    return folder


@contextlib.contextmanager
def environment(data=None):
    """$METEOR_DATA set to a folder made by install() for the duration (from `data`, default $METEOR_DATA,
    else the importable meteor package's own data)."""
    if not data:
        data = os.environ.get("METEOR_DATA")
    if not data:
        import meteor
        data = os.path.join(os.path.dirname(meteor.__file__), "data")
    old = os.environ.get("METEOR_DATA")
    with tempfile.TemporaryDirectory(prefix="stand-in-tables-") as tmp:
        os.environ["METEOR_DATA"] = install(data, os.path.join(tmp, "data"))
        try:
            yield os.environ["METEOR_DATA"]
        finally:
            if old is None:
                del os.environ["METEOR_DATA"]
            else:
                os.environ["METEOR_DATA"] = old


def user_data(folder):
    """An XDG data folder (for $XDG_DATA_HOME) with the stand-in tables installed
    where meteor-data installs tables (meteor/paraphrase/); returns `folder`.
    For tests of installed tools and packages, which find tables there."""
    tables = os.path.join(folder, "meteor", "paraphrase")
    os.makedirs(tables, exist_ok=True)
    for code in LANGUAGES:
        with gzip.open(os.path.join(tables, "paraphrase-%s.gz" % code), "wt") as f:
            f.write("0.5\nzzqx %s\nqxzz\n" % code)
    return folder
