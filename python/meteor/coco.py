"""pycocoevalcap's METEOR scorer, without Java and without a subprocess.

``meteor.coco.Meteor`` has the interface of ``pycocoevalcap.meteor.Meteor``
(and of coco-caption's): ``compute_score(gts, res)`` takes two dicts of image
id -> list of captions (``res[id]`` holds exactly one) and returns the corpus
score and the list of per-image scores, in the order of ``gts``' keys. The
numbers are those that pycocoevalcap's jar gives through its ``-stdio``
protocol (``meteor - - -stdio -l en -norm -multiEval``): each image's
statistics against its references, each image's score from its statistics,
the corpus score from the summed statistics (not the mean of the image
scores). The captions go through the same text handling as in the protocol
(``|||`` removed from hypotheses, fields trimmed).

pycocoevalcap's jar also uses the paraphrase table shipped beside it
(``data/paraphrase-en.gz``, the same as Meteor 1.5's). ``Meteor()`` finds a
table as every scorer does (``$METEOR_DATA``, the package's data, the
tables ``meteor-data fetch en`` installs), then an installed pycocoevalcap's
own; ``Meteor(paraphrase=PATH)`` names one (a relative PATH that is not
there is also looked for in pycocoevalcap's ``meteor/`` folder, where its
wrapper runs: ``data/paraphrase-en.gz``). Without any, ``Meteor()`` raises
:class:`meteor.NoParaphraseTableError` (a FileNotFoundError).

``patch_pycocoevalcap()`` keeps pycocoevalcap's own wrapper (and
``COCOEvalCap``) and makes it run this package's ``meteor`` tool instead of
Java (docs/pycocoevalcap.md).
"""
import os
import subprocess
from types import ModuleType
from typing import Any, Dict, Hashable, List, Optional, Sequence, Tuple

from . import NoParaphraseTableError, _shared_scorer

__all__ = ["Meteor", "patch_pycocoevalcap"]

_WHITESPACE = "".join(chr(c) for c in range(0x21))  # Java's String.trim


def _pycocoevalcap_meteor_dir() -> Optional[str]:
    """The folder of an installed pycocoevalcap's METEOR wrapper (``.../pycocoevalcap/meteor``), not imported."""
    import importlib.util
    try:
        spec = importlib.util.find_spec("pycocoevalcap")
    except (ImportError, ValueError):
        return None
    for location in (spec.submodule_search_locations or []) if spec is not None else []:
        folder = os.path.join(location, "meteor")
        if os.path.isdir(folder):
            return folder
    return None


def _pycocoevalcap_table() -> Optional[str]:
    """An installed pycocoevalcap's paraphrase table (Meteor 1.5's paraphrase-en.gz), if there is one."""
    folder = _pycocoevalcap_meteor_dir()
    table = os.path.join(folder, "data", "paraphrase-en.gz") if folder else None
    return table if table and os.path.isfile(table) else None


def _split_fields(line: str) -> List[str]:
    """The -stdio protocol's field split (Java's String.split on |||)."""
    parts = line.split("|||")
    while len(parts) > 1 and parts[-1] == "":
        parts.pop()
    return parts


def _captions(d: Dict[Hashable, Sequence[str]], name: str, image_id: Hashable, expected: str) -> List[str]:
    """d[image_id] as pycocoevalcap's callers mean it: a list (or tuple) of str captions."""
    captions = d[image_id]
    if not isinstance(captions, (list, tuple)):
        raise TypeError("%s[%r]: expected %s, got %s" % (name, image_id, expected, type(captions).__name__))
    for i, caption in enumerate(captions):
        if not isinstance(caption, str):
            raise TypeError("%s[%r][%d]: expected str, got %s" % (name, image_id, i, type(caption).__name__))
    return list(captions)


class Meteor:
    """pycocoevalcap's ``Meteor`` scorer: ``Meteor().compute_score(gts, res)``.

    Keyword arguments are meteor.Scorer options (default ``lang="en"``,
    ``norm=True``: the jar's ``-l en -norm``); ``paraphrase=`` gives the
    paraphrase table.
    """

    def __init__(self, **options) -> None:
        options.setdefault("lang", "en")
        options.setdefault("norm", True)
        table = options.get("paraphrase")
        if table is not None and not os.path.isabs(os.fspath(table)) and not os.path.exists(table):
            folder = _pycocoevalcap_meteor_dir()  # pycocoevalcap's wrapper runs there: "data/paraphrase-en.gz"
            if folder and os.path.isfile(os.path.join(folder, table)):
                options["paraphrase"] = os.path.join(folder, table)
        try:
            self.scorer = _shared_scorer(**options)
        except NoParaphraseTableError:
            found = _pycocoevalcap_table() if options.get("paraphrase") is None else None
            if found is None:
                raise
            options["paraphrase"] = found
            self.scorer = _shared_scorer(**options)
        self.options = options

    def compute_score(self, gts: Dict[Hashable, Sequence[str]],
                      res: Dict[Hashable, Sequence[str]]) -> Tuple[float, List[float]]:
        """(corpus METEOR, per-image METEOR in the order of ``gts``' keys).

        ``gts[id]``: the reference captions of an image; ``res[id]``: a list
        holding its one candidate caption. Both dicts have the same keys.
        """
        if gts.keys() != res.keys():
            raise ValueError("gts and res must have the same image ids")
        hypotheses, references = [], []
        for image_id in gts:
            refs = _captions(gts, "gts", image_id, "a list of reference captions")
            if not refs:
                raise ValueError("gts[%r]: no reference captions" % (image_id,))
            candidates = _captions(res, "res", image_id, "a list holding one caption")
            if len(candidates) != 1:
                raise ValueError("res[%r]: expected one caption, got %d" % (image_id, len(candidates)))
            hyp = candidates[0].replace("|||", "").replace("  ", " ")
            line = " ||| ".join(("SCORE", " ||| ".join(refs), hyp))
            if "\n" in line or "\r" in line:
                raise ValueError("image %r: a caption holds a line break" % (image_id,))
            fields = _split_fields(line)
            if len(fields) < 3:
                raise ValueError("image %r: needs a caption and at least one reference" % (image_id,))
            references.append([f.strip(_WHITESPACE) for f in fields[1:-1]])
            hypotheses.append(fields[-1].strip(_WHITESPACE))
        if not hypotheses:
            raise ValueError("no images to score")
        result = self.scorer.corpus_score(hypotheses, references)
        return result.score, result.scores

    def method(self) -> str:
        """The metric's name, as pycocoevalcap reports it: ``"METEOR"``."""
        return "METEOR"

    def close(self) -> None:
        """Nothing to close (pycocoevalcap's closes its Java process)."""

    def __enter__(self) -> "Meteor":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class _SpawnMeteorTool:
    """What pycocoevalcap's wrapper sees as its ``subprocess``: Popen runs the meteor tool."""

    PIPE = subprocess.PIPE

    def __init__(self, paraphrase: Optional[str]) -> None:
        self.paraphrase = paraphrase

    def Popen(self, _command: Any, cwd: Optional[str] = None, env: Optional[Dict[str, str]] = None,
              **kwargs: Any) -> "subprocess.Popen[bytes]":
        """``meteor - - -stdio -l en -norm -multiEval -a TABLE`` in place of the jar's command."""
        from .__main__ import tool_environment, tool_path
        table = self.paraphrase or os.path.join(cwd or os.getcwd(), "data", "paraphrase-en.gz")
        if not os.path.isfile(table):
            # Raised here, where the wrapper's caller sees it: the wrapper reads
            # only the tool's standard output, never its errors.
            raise FileNotFoundError("meteor.coco: no paraphrase table %s (pycocoevalcap's jar reads it too): "
                                    "reinstall pycocoevalcap, which ships it, or pass patch_pycocoevalcap("
                                    "paraphrase=PATH) Meteor 1.5's paraphrase-en.gz" % table)
        command = [tool_path(), "-", "-", "-stdio", "-l", "en", "-norm", "-multiEval", "-a", os.path.abspath(table)]
        return subprocess.Popen(command, cwd=cwd, env=tool_environment(env, tool=command[0]), **kwargs)


def patch_pycocoevalcap(module: Optional[ModuleType] = None, paraphrase: Optional[str] = None) -> None:
    """Make pycocoevalcap's METEOR wrapper run this package's meteor tool instead of ``java -jar``.

    ``module``: the wrapper's module (default: ``pycocoevalcap.meteor.meteor``);
    its ``Meteor()``, and ``COCOEvalCap``'s, then talk to ``meteor -stdio
    -multiEval`` with the jar's numbers. ``paraphrase``: the paraphrase table
    (default: the wrapper's ``data/paraphrase-en.gz``, the jar's; a missing
    table is a FileNotFoundError from ``Meteor()``).
    """
    if module is None:
        import importlib
        module = importlib.import_module("pycocoevalcap.meteor.meteor")
    module.subprocess = _SpawnMeteorTool(None if paraphrase is None else os.fspath(paraphrase))  # type: ignore
