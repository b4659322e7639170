# SPDX-License-Identifier: LGPL-2.1-or-later
"""``python3 -m meteor.mtme.mtme``: MTME's command line (``mtme``), as ``meteor-metaeval``.

Runs the ``meteor-metaeval`` tool installed with the package (an
installation's ``bin`` folder or the build tree's ``build/bin``) with the
same arguments: MTME's flags, MTME's output (docs/mtme.md). A wheel ships
only the ``meteor`` tool: there this prints one line saying so and exits 2.
"""

from __future__ import annotations

import sys

from meteor.__main__ import exec_tool

__all__ = ['main']


def main(argv: list[str] | None = None) -> int:
    """Replace this process with meteor-metaeval, given ``argv`` (default: ``sys.argv[1:]``)."""
    return exec_tool('meteor-metaeval', argv, ": build or install the tools (scripts/setup) to run MTME's command line")


if __name__ == '__main__':
    sys.exit(main())
