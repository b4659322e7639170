"""What the package tests share (package_test, python_package_test, wheels_test,
wheels_aarch64_test): running a command with its output kept for the
failure's message, hiding shared libraries from a command (a bare machine),
and running a test module's cases with the stand-in paraphrase tables.

SPDX-License-Identifier: LGPL-2.1-or-later
"""
import glob
import os
import subprocess
import sys
import tempfile
import unittest

import stand_in_tables


def run(cmd, env, check=True, **kw):
    """cmd's CompletedProcess (text); with check, an AssertionError naming cmd with its output when it fails."""
    p = subprocess.run(cmd, capture_output=True, text=True, env=env, **kw)
    if check and p.returncode != 0:
        raise AssertionError('$ %s\n(status %d)\n%s%s' % (' '.join(cmd), p.returncode, p.stdout[-3000:],
                                                           p.stderr[-6000:]))
    return p


def libraries(folders, patterns):
    """The real files (links resolved) that match patterns in folders."""
    found = set()
    for d in folders:
        for p in patterns:
            found.update(os.path.realpath(f) for f in glob.glob(os.path.join(d, p)))
    return sorted(f for f in found if os.path.isfile(f))


def hide_script(path, libs, work):
    """Writes path: a shell script that bind-mounts an empty file over each of libs, then runs its arguments."""
    assert any('libicuuc' in f for f in libs) and any('libstemmer' in f for f in libs), libs
    empty = os.path.join(work, 'empty')
    open(empty, 'w').close()
    with open(path, 'w') as f:
        f.write('set -e\n' + ''.join('mount --bind %s %s\n' % (empty, lib) for lib in libs) + 'exec "$@"\n')
    return path


def hidden(script, cmd):
    """cmd in a private mount namespace where script (hide_script's) has hidden its libraries."""
    unshare = ['unshare', '-m', '--propagation', 'private'] if os.geteuid() == 0 else \
        ['unshare', '-r', '-m', '--propagation', 'private']
    return unshare + ['sh', script] + cmd


def main_with_stand_in_tables(env, argv_rest):
    """Runs __main__'s test cases, then exits. Meteor 1.5's English defaults
    need the paraphrase table: the tests' stand-in, installed where
    meteor-data installs tables (the user's data folder, XDG_DATA_HOME in
    env), which the installed tools and package find."""
    with tempfile.TemporaryDirectory(prefix='xdg-') as xdg:
        env['XDG_DATA_HOME'] = stand_in_tables.user_data(xdg)
        ok = unittest.main(argv=[sys.argv[0], '-v', *argv_rest], exit=False).result.wasSuccessful()
    sys.exit(0 if ok else 1)
