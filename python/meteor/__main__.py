"""``python3 -m meteor HYP REF [options]``: the ``meteor`` tool.

Runs the meteor tool that comes with the package (a wheel's ``meteor/bin``,
an installation's ``bin``, or the build tree's ``build/bin``) with the same
arguments, so everything it does (``-stdio``, ``-sgml``, ``-ssOut``, ``-vOut``,
``-help``, ...) works the same; see ``python3 -m meteor -help``. The
package's language data is used unless ``$METEOR_DATA`` is set.
"""
import os
import sys
from typing import Dict, List, Optional

__all__ = ["tool_path", "tool_environment", "exec_tool", "main", "TOOLS"]

#: The tools the package's console scripts run (pyproject.toml's [project.scripts]).
TOOLS = ("meteor", "matcher", "stats-scorer", "trainer", "sgm2txt", "meteor-stem", "meteor-filter-paraphrase",
         "meteor-parex", "meteor-compile", "meteor-data", "meteor-xray", "meteor-metaeval", "meteor-mtme-convert",
         "meteor-mbr", "meteor-compare")


def _multicall() -> Optional[str]:
    """The package's one binary that is every tool (a wheel's), or None."""
    try:
        from ._where import MULTICALL
    except ImportError:  # an older generated file
        return None
    if not MULTICALL:
        return None
    path = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), MULTICALL))
    return path if os.path.isfile(path) and os.access(path, os.X_OK) else None


def tool_path(name: str = "meteor") -> str:
    """The path of a tool of this package (``meteor``; ``meteor-metaeval`` where it is installed),
    FileNotFoundError when there is none."""
    here = os.path.dirname(os.path.abspath(__file__))
    try:
        from ._where import TOOL_CANDIDATES
    except ImportError:  # pragma: no cover - a package without its generated file
        TOOL_CANDIDATES = ["bin/meteor"]
    candidates = [os.path.join(os.path.dirname(c), name) for c in TOOL_CANDIDATES]
    for candidate in candidates:
        path = os.path.normpath(os.path.join(here, candidate))
        if os.path.isfile(path) and os.access(path, os.X_OK):
            return path
    raise FileNotFoundError("meteor: no %s tool beside the package (looked for %s)" % (name, ", ".join(candidates)))


def _finds_its_data(tool: str) -> bool:
    """Whether the tool finds language data beside it (``../data``, ``../share/meteor/data``), as it does
    in a wheel, an installation and the build tree."""
    here = os.path.dirname(os.path.realpath(tool))
    return any(os.path.isdir(os.path.join(here, rel, "function")) for rel in ("../data", "../share/meteor/data"))


def tool_environment(env: Optional[Dict[str, str]] = None, tool: Optional[str] = None) -> Dict[str, str]:
    """``env`` (default: this process's environment) with ``$METEOR_DATA`` at the package's data unless it is
    set or ``tool`` finds its data beside it (``$METEOR_DATA`` is also where ``meteor-data`` installs tables,
    which belong in the user's data folder, not in the package)."""
    env = dict(os.environ if env is None else env)
    data = os.path.join(os.path.dirname(os.path.abspath(__file__)), "data")
    if tool is not None and _finds_its_data(tool):
        return env
    if not env.get("METEOR_DATA") and os.path.isdir(os.path.join(data, "function")):
        env["METEOR_DATA"] = data
    return env


def exec_tool(name: str, argv: Optional[List[str]] = None, missing_hint: str = "") -> int:
    """Replace this process with the package's tool ``name``, given ``argv`` (default: ``sys.argv[1:]``);
    where there is no such tool, print one line (with ``missing_hint``) and return 2."""
    args = sys.argv[1:] if argv is None else list(argv)
    tool = _multicall() if name in TOOLS else None  # run under the tool's name, it is that tool
    if tool is None:
        try:
            tool = tool_path(name)
        except FileNotFoundError as e:
            print("%s%s" % (e, missing_hint), file=sys.stderr)
            return 2
    sys.stdout.flush()
    sys.stderr.flush()
    os.execve(tool, [name] + args, tool_environment(tool=tool))
    return 0  # not reached


def main(argv: Optional[List[str]] = None) -> int:
    """Replace this process with the meteor tool, given ``argv`` (default: ``sys.argv[1:]``)."""
    return exec_tool("meteor", argv)


def _console_script(name: str):
    def run(argv: Optional[List[str]] = None) -> int:
        return exec_tool(name, argv)
    run.__name__ = run.__qualname__ = name.replace("-", "_")
    run.__doc__ = "The console script ``%s``: replace this process with that tool." % name
    return run


# The console scripts' entry points: meteor.__main__:meteor_mbr, ...
for _name in TOOLS[1:]:
    globals()[_name.replace("-", "_")] = _console_script(_name)
del _name


if __name__ == "__main__":
    sys.exit(main())
