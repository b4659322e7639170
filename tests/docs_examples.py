#!/usr/bin/env python3
"""Runs the examples of README.md, the user guides (docs/*.md) and the
package description (python/README.md) and checks
the output they show, so that a guide that drifts from the tools fails here.

What runs: every fenced block whose info string is

  console   shell commands after "$ " (a line ending in "\\" goes on), each
            followed by the standard output it shows; a line "..." stands for
            any number of lines, and a line ending in "..." for any rest of
            the line. Every command must exit 0.
  sh        shell commands, run as a script; it must exit 0.
  pycon     Python after ">>> " / "... ", checked as doctest does (ELLIPSIS,
            NORMALIZE_WHITESPACE).
  python    Python, run; it must not raise.

The blocks of one page run in order in one scratch folder that holds links to
the checkout's example/, tests/, data/, scripts/ and build/, with the build's
tools first on PATH, its Python package importable and METEOR_DATA its
language data: a page's examples run as written from the root of a checkout
after scripts/setup. The Python blocks of a page share one namespace.

A block that cannot run here (a WMT download, a cluster) is marked on the line
before its fence with <!-- not run: REASON -->; the reason is required.

Usage: docs_examples.py --source DIR --build DIR [--python PYTHON] [page.md ...]
SPDX-License-Identifier: LGPL-2.1-or-later
"""
import argparse
import doctest
import os
import re
import shutil
import subprocess
import sys
import tempfile
import textwrap

RUN = {'console', 'sh', 'pycon', 'python'}
SKIP = re.compile(r'^<!-- not run: (\S.*?) -->$')
# Developer pages (docs/dev/, performance.md, reliability.md, development.md)
# describe how things were measured or tested; their commands need data or
# hours this test does not have.
NOT_GUIDES = {'performance.md', 'reliability.md', 'development.md'}
LINKS = ('example', 'tests', 'data', 'scripts', 'build', 'python', 'docs', 'bench')


class Block:
    def __init__(self, page, line, lang, text, skip):
        self.page, self.line, self.lang, self.text, self.skip = page, line, lang, text, skip

    def where(self):
        return '%s:%d (%s)' % (self.page, self.line, self.lang)


def blocks(path, rel):
    """The fenced blocks of a page (any language), in order."""
    out = []
    lines = open(path, encoding='utf-8').read().split('\n')
    i = 0
    while i < len(lines):
        m = re.match(r'^(\s*)```(\S*)\s*$', lines[i])
        if not m:
            i += 1
            continue
        indent, lang = m.group(1), m.group(2)
        prev = lines[i - 1].strip() if i > 0 else ''
        s = SKIP.match(prev)
        start = i + 1
        j = start
        while j < len(lines) and lines[j].strip() != '```':
            j += 1
        body = [l[len(indent):] if l.startswith(indent) else l for l in lines[start:j]]
        out.append(Block(rel, start, lang, '\n'.join(body) + '\n', s.group(1) if s else None))
        i = j + 1
    return out


def line_matches(want, got):
    if want.endswith('...') and want != '...':
        return got.startswith(want[:-3])
    return want == got


def output_matches(want, got):
    """want, got: lists of lines (rstripped); '...' matches any run of lines."""
    def match(i, j):
        if i == len(want):
            return j == len(got)
        if want[i] == '...':
            return any(match(i + 1, k) for k in range(j, len(got) + 1))
        return j < len(got) and line_matches(want[i], got[j]) and match(i + 1, j + 1)
    return match(0, 0)


def console_commands(text):
    """[(command, expected output lines)] of a console block."""
    cmds = []
    cur = None
    lines = text.rstrip('\n').split('\n')
    i = 0
    while i < len(lines):
        line = lines[i]
        if line.startswith('$ '):
            cmd = line[2:]
            while cmd.endswith('\\') and i + 1 < len(lines):
                i += 1
                cmd += '\n' + lines[i]
            cur = (cmd, [])
            cmds.append(cur)
        elif cur is None:
            raise ValueError('console block: text before the first "$ " command: %r' % line)
        else:
            cur[1].append(line.rstrip())
        i += 1
    return cmds


def run_shell(script, cwd, env, timeout=120):
    p = subprocess.run(['bash', '-c', script], cwd=cwd, env=env, stdout=subprocess.PIPE,
                       stderr=subprocess.PIPE, timeout=timeout)
    return p.returncode, p.stdout.decode('utf-8', 'replace'), p.stderr.decode('utf-8', 'replace')


MARK = '@@docs-example-status@@'


def run_console(block, cwd, env):
    cmds = console_commands(block.text)
    script = ''  # a command's status is its last stage's: `| head` may close a pipe early
    for cmd, _ in cmds:
        script += '%s\nprintf "\\n%s %%d\\n" $?\n' % (cmd, MARK)
    code, out, err = run_shell(script, cwd, env)
    parts = out.split('\n' + MARK + ' ')
    failures = []
    for k, (cmd, want) in enumerate(cmds):
        if k + 1 >= len(parts):
            failures.append('%s: `%s` did not finish (exit %d): %s' % (block.where(), cmd, code, err[-600:]))
            break
        got_text = parts[k] if k == 0 else parts[k].split('\n', 1)[1] if '\n' in parts[k] else ''
        status = int(parts[k + 1].split('\n', 1)[0])
        got = got_text.split('\n')
        if got and got[-1] == '':
            got.pop()
        got = [l.rstrip() for l in got]
        while want and want[-1] == '':
            want = want[:-1]
        if status != 0:
            failures.append('%s: `%s` exit status %d; stderr: %s' % (block.where(), cmd, status, err[-600:]))
        elif not output_matches(want, got):
            failures.append('%s: `%s` printed\n%s\n-- the page shows --\n%s' %
                            (block.where(), cmd, textwrap.indent('\n'.join(got[:40]), '  | '),
                             textwrap.indent('\n'.join(want), '  | ')))
    return failures


def run_python(block, globs):
    if block.lang == 'python':
        try:
            exec(compile(block.text, block.where(), 'exec'), globs)
        except Exception as e:  # noqa: BLE001 -- the page's example failed: say how
            return ['%s: %s: %s' % (block.where(), type(e).__name__, e)]
        return []
    parser = doctest.DocTestParser()
    test = parser.get_doctest(block.text, globs, block.where(), block.page, block.line)
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
    report = []
    runner.run(test, out=report.append, clear_globs=False)
    return ['%s:\n%s' % (block.where(), ''.join(report))] if runner.failures else []


def pages(source, named):
    if named:
        return [(os.path.join(source, p), p) for p in named]
    out = [(os.path.join(source, 'README.md'), 'README.md'),
           (os.path.join(source, 'example', 'README.md'), 'example/README.md'),
           (os.path.join(source, 'python', 'README.md'), 'python/README.md')]  # the wheel's description
    for name in sorted(os.listdir(os.path.join(source, 'docs'))):
        if name.endswith('.md') and name not in NOT_GUIDES:
            out.append((os.path.join(source, 'docs', name), 'docs/' + name))
    return out


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument('--source', required=True)
    ap.add_argument('--build', required=True)
    ap.add_argument('pages', nargs='*')
    args = ap.parse_args()
    source, build = os.path.abspath(args.source), os.path.abspath(args.build)

    env = dict(os.environ)
    env['PATH'] = os.path.join(build, 'bin') + os.pathsep + env.get('PATH', '')
    env['PYTHONPATH'] = os.path.join(build, 'python')
    env['METEOR_DATA'] = os.path.join(build, 'data')
    env['PYTHONDONTWRITEBYTECODE'] = '1'
    env.pop('METEOR_CPU', None)
    # No paraphrase table a user installed (~/.local/share/meteor): the pages
    # show what the build alone gives (docs/data.md's refusal, for one).
    xdg = tempfile.TemporaryDirectory(prefix='docs-examples-xdg-')
    env['XDG_DATA_HOME'] = xdg.name
    os.environ.update({k: env[k] for k in ('PATH', 'PYTHONPATH', 'METEOR_DATA', 'XDG_DATA_HOME')})
    sys.path.insert(0, env['PYTHONPATH'])

    failures, ran, skipped = [], 0, 0
    top = tempfile.mkdtemp(prefix='docs-examples-')
    here = os.getcwd()
    try:
        for path, rel in pages(source, args.pages):
            work = os.path.join(top, rel.replace('/', '_'))
            os.mkdir(work)
            for name in LINKS:
                target = build if name == 'build' else os.path.join(source, name)
                if os.path.exists(target):
                    os.symlink(target, os.path.join(work, name))
            globs = {'__name__': '__docs__'}
            for b in blocks(path, rel):
                if b.lang not in RUN:
                    continue
                if b.skip:
                    skipped += 1
                    print('skip %s: %s' % (b.where(), b.skip))
                    continue
                ran += 1
                if b.lang in ('console', 'sh'):
                    if b.lang == 'sh':
                        code, _, err = run_shell('set -e\n' + b.text, work, env)
                        errs = [] if code == 0 else ['%s: exit status %d: %s' % (b.where(), code, err[-600:])]
                    else:
                        errs = run_console(b, work, env)
                else:
                    os.chdir(work)
                    try:
                        errs = run_python(b, globs)
                    finally:
                        os.chdir(here)
                print('%s %s' % ('FAIL' if errs else 'ok  ', b.where()))
                failures += errs
    finally:
        shutil.rmtree(top, ignore_errors=True)
    print('%d examples run, %d marked not run, %d failed' % (ran, skipped, len(failures)))
    for f in failures:
        print('\nFAIL ' + f)
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
