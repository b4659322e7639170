#!/usr/bin/env python3
"""Run the Meteor 1.5 conformance suite's `check` on the cases of one tool.

usage: conformance.py --check DIR/check --bin BUILD/bin --group GROUP [--jobs N] [unittest options]

GROUP is a tool name (meteor, matcher, stats-scorer, trainer, sgm2txt), or
meteor-sgml for the SGML cases of meteor (meteor then means its other cases).
The cases are linked into a temporary copy of the suite's layout so that
`check` runs unchanged; the test passes when it reports every case of the
group passed and none failed.

Paraphrase tables: the cases were run through Meteor 1.5 with its official
tables, which are not in ../shared. Most cases name a table (-a) or their
modules; the few that use a language's default modules without -a (es-lower)
show in their expected output that the table matched nothing in their text.
They run here with the real table where meteor-data has installed it, else
with a stand-in that matches nothing (tests/stand_in_tables.py), so that the
tools, which stop without a table as Meteor 1.5 does, can run them.
"""
import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile
import unittest

import stand_in_tables

ARGS = None


def group_of(case_dir):
    with open(os.path.join(case_dir, 'cmd'), encoding='utf-8') as f:
        cmd = shlex.split(f.read().strip())
    tool = cmd[0]
    if tool == 'meteor' and '-sgml' in cmd[1:]:
        return 'meteor-sgml'
    return tool


class ConformanceTest(unittest.TestCase):
    def test_every_case_of_the_group_passes(self):
        suite = os.path.dirname(os.path.abspath(ARGS.check))
        cases = os.path.join(suite, 'cases')
        chosen = [c for c in sorted(os.listdir(cases)) if group_of(os.path.join(cases, c)) == ARGS.group]
        self.assertTrue(chosen, 'no cases for group %s' % ARGS.group)
        with tempfile.TemporaryDirectory(prefix='conformance-') as tmp:
            root = os.path.join(tmp, 'conformance')
            os.makedirs(os.path.join(root, 'cases'))
            for entry in os.listdir(suite):
                if entry != 'cases':
                    os.symlink(os.path.join(suite, entry), os.path.join(root, entry))
            for c in chosen:
                os.symlink(os.path.join(cases, c), os.path.join(root, 'cases', c))
            env = dict(os.environ, METEOR_DATA=stand_in_tables.install(os.environ['METEOR_DATA'], os.path.join(tmp, 'data'),
                                                                       prefer_installed=True))
            p = subprocess.run([sys.executable, ARGS.check, '--bin', ARGS.bin, '--cases',
                                os.path.join(root, 'cases'), '--jobs', str(ARGS.jobs)],
                               capture_output=True, text=True, env=env)
        sys.stdout.write(p.stdout)
        sys.stderr.write(p.stderr)
        self.assertEqual(p.returncode, 0, 'check failed')
        summary = re.search(r'(\d+) passed, (\d+) failed', p.stdout + p.stderr)
        self.assertIsNotNone(summary, 'no summary line from check')
        self.assertEqual((int(summary.group(1)), int(summary.group(2))), (len(chosen), 0))


if __name__ == '__main__':
    ap = argparse.ArgumentParser()
    ap.add_argument('--check', required=True)
    ap.add_argument('--bin', required=True)
    ap.add_argument('--group', required=True)
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    ARGS, rest = ap.parse_known_args()
    unittest.main(argv=[sys.argv[0]] + rest, verbosity=2)
