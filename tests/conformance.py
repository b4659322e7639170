#!/usr/bin/env python3
"""Run the Meteor 1.5 conformance suite's `check` on the cases of one tool.

usage: conformance.py --check DIR/check --bin BUILD/bin --group GROUP [--jobs N]

GROUP is a tool name (meteor, matcher, stats-scorer, trainer, sgm2txt), or
meteor-sgml for the SGML cases of meteor (meteor then means its other cases).
The cases are linked into a temporary copy of the suite's layout so that
`check` runs unchanged and reports 'N passed, M failed'.
"""
import argparse, os, shlex, subprocess, sys, tempfile


def group_of(case_dir):
    cmd = shlex.split(open(os.path.join(case_dir, 'cmd'), encoding='utf-8').read().strip())
    tool = cmd[0]
    if tool == 'meteor' and '-sgml' in cmd[1:]:
        return 'meteor-sgml'
    return tool


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--check', required=True)
    ap.add_argument('--bin', required=True)
    ap.add_argument('--group', required=True)
    ap.add_argument('--jobs', type=int, default=os.cpu_count() or 1)
    a = ap.parse_args()
    suite = os.path.dirname(os.path.abspath(a.check))
    cases = os.path.join(suite, 'cases')
    chosen = [c for c in sorted(os.listdir(cases)) if group_of(os.path.join(cases, c)) == a.group]
    if not chosen:
        print('no cases for group %s' % a.group)
        return 1
    with tempfile.TemporaryDirectory(prefix='conformance-') as tmp:
        root = os.path.join(tmp, 'conformance')
        os.makedirs(os.path.join(root, 'cases'))
        for entry in os.listdir(suite):
            if entry != 'cases':
                os.symlink(os.path.join(suite, entry), os.path.join(root, entry))
        for c in chosen:
            os.symlink(os.path.join(cases, c), os.path.join(root, 'cases', c))
        return subprocess.call([sys.executable, a.check, '--bin', a.bin,
                                '--cases', os.path.join(root, 'cases'), '--jobs', str(a.jobs)])


if __name__ == '__main__':
    sys.exit(main())
