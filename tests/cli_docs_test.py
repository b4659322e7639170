#!/usr/bin/env python3
"""The command-line suite's documentation agrees with its tools:

- each tool's man page (build/cli-docs/man1, made from --help by
  scripts/cli-docs) renders without warnings and holds every option of
  --help; its ENVIRONMENT names every variable the sources getenv;
- bash completion: `complete -p` knows each tool; options and the values of
  -l, -m, -t and --task_set complete (zsh's file parses, where zsh is);
- every option of a tool's --help is accepted by the tool, and so is every
  option that README.md and the guides (docs/*.md) give a tool.

Usage: cli_docs_test.py --source DIR --build DIR
SPDX-License-Identifier: LGPL-2.1-or-later
"""
import argparse
import importlib.machinery
import importlib.util
import os
import re
import shutil
import subprocess
import sys
import tempfile

failures = []
SCRATCH = tempfile.mkdtemp(prefix='cli-docs-')  # the tools' cwd: an option taking a value may write a file


def fail(msg):
    failures.append(msg)


def load_cli_docs(source):
    path = os.path.join(source, 'scripts', 'cli-docs')
    loader = importlib.machinery.SourceFileLoader('cli_docs', path)
    spec = importlib.util.spec_from_loader('cli_docs', loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod


def tools_of(source):
    text = open(os.path.join(source, 'tools', 'CMakeLists.txt'), encoding='utf-8').read()
    return re.findall(r'^meteor_tool\(([\w-]+) ', text, re.M)


def render(page):
    if shutil.which('man'):
        p = subprocess.run(['man', '-l', '-Tutf8', page], stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           env=dict(os.environ, MANWIDTH='100', MAN_KEEP_FORMATTING='0'))
        if p.returncode == 0:
            return p.stdout.decode('utf-8', 'replace'), p.stderr.decode()
    p = subprocess.run(['groff', '-man', '-Tutf8', '-ww', page], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    return p.stdout.decode('utf-8', 'replace'), p.stderr.decode()


def plain(text):
    """Rendered text without overstrikes and with groff's hyphen/minus glyphs as '-'."""
    text = re.sub(r'.\x08', '', text)
    text = re.sub(r'\x1b\[[0-9;]*m', '', text)
    return text.replace('\u2010', '-').replace('\u2212', '-').replace('\u2011', '-')


def getenv_names(source):
    names = set()
    for top in ('libmeteor', 'tools'):
        for root, _, files in os.walk(os.path.join(source, top)):
            for f in files:
                if f.endswith(('.cc', '.hh')) and not re.search(r'_test\.(cc|hh)$|test_util', f):
                    text = open(os.path.join(root, f), encoding='utf-8', errors='replace').read()
                    names.update(re.findall(r'getenv\("([A-Z_]+)"\)', text))
    return names


def accepted(binary, option, tool):
    """Whether the tool takes `option` (its parser does not call it unknown)."""
    prefixes = [[]]
    if tool == 'meteor-metaeval':
        prefixes.append(['gold', 'metric'])  # the two-file mode
    if tool == 'meteor-mtme-convert':  # flags by command
        prefixes = [[]] + [[c] for c in ('score_mqm', 'evalset_ratings_to_standalone', 'standalone_ratings_to_evalset',
                                  'verify_scores_file', 'mqm_to_ratings')]
    if tool == 'meteor-data':
        prefixes = [[c] for c in ('fetch', 'list', 'path', 'verify')]
    for prefix in prefixes:
        try:
            p = subprocess.run([binary] + prefix + [option, '-zzzNoSuchOption'], stdin=subprocess.DEVNULL,
                               stdout=subprocess.PIPE, stderr=subprocess.PIPE, timeout=20, cwd=SCRATCH)
        except subprocess.TimeoutExpired:
            return True  # it ran
        err = p.stderr.decode('utf-8', 'replace')
        bare = option.lstrip('-')
        unknown = re.search(r"(unrecognised|unrecognized|unknown) (option|flag) '?-{0,2}%s(?![\w-])" %
                            re.escape(bare), err)
        if not unknown:
            return True
    return False


def check_man_and_options(cli_docs, build, tools):
    env_names = {v for v, _ in cli_docs.ENVIRONMENT}
    for tool in tools:
        binary = os.path.join(build, 'bin', tool)
        page = os.path.join(build, 'cli-docs', 'man1', tool + '.1')
        if not os.path.exists(page):
            fail('%s: no man page %s' % (tool, page))
            continue
        text, err = render(page)
        if err.strip():
            fail('%s: man page warnings: %s' % (tool, err.strip()[:300]))
        text = plain(text)
        for section in ('NAME', 'SYNOPSIS', 'DESCRIPTION', 'ENVIRONMENT', 'FILES', 'EXIT STATUS'):
            if not re.search(r'^%s$' % section, text, re.M):
                fail('%s: man page has no %s section' % (tool, section))
        help_text = cli_docs.help_text(binary)
        for option in cli_docs.options(help_text):
            if not re.search(r'(?<![\w-])%s(?![\w-])' % re.escape(option), text):
                fail('%s: --help option %s is not in the man page' % (tool, option))
            if not accepted(binary, option, tool):
                fail('%s: --help names %s, which the tool refuses' % (tool, option))
        for var in ('METEOR_DATA', 'METEOR_CACHE'):
            if var not in text:
                fail('%s: man page does not name %s' % (tool, var))
    missing = getenv_names(args.source) - env_names
    if missing:
        fail('scripts/cli-docs ENVIRONMENT lacks %s (read by the sources)' % ', '.join(sorted(missing)))


def bash_complete(build, tool, words):
    """COMPREPLY for the command line `words` (the last is the word being completed)."""
    script = ('source %s/cli-docs/bash-completion/%s\n'
              'complete -p %s >/dev/null || exit 3\n'
              'COMP_WORDS=(%s); COMP_CWORD=%d\n'
              'fn=$(complete -p %s | sed -n "s/.*-F \\([^ ]*\\).*/\\1/p")\n'
              '$fn\n'
              'printf "%%s\\n" "${COMPREPLY[@]}"\n') % (
                  build, tool, tool, ' '.join("'%s'" % w for w in [tool] + words), len(words), tool)
    p = subprocess.run(['bash', '--norc', '-c', script], stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    if p.returncode != 0:
        fail('%s: bash completion failed (%d): %s' % (tool, p.returncode, p.stderr.decode()[:300]))
        return []
    return p.stdout.decode().split()


def check_completion(build, tools):
    for tool in tools:
        if not os.path.exists(os.path.join(build, 'cli-docs', 'bash-completion', tool)):
            fail('%s: no bash completion' % tool)
            continue
        got = bash_complete(build, tool, ['--he'])
        if '--help' not in got:
            fail('%s: bash completes --he to %s, not --help' % (tool, got))
    cases = [('meteor', ['-no'], {'-norm', '-noPunct'}),
             ('meteor', ['-l', ''], {'en', 'cz', 'de', 'other'}),
             ('meteor', ['-l', 'd'], {'de', 'da'}),
             ('meteor', ['-m', 'sy'], {'synonym'}),
             ('meteor', ['-t', ''], {'rank', 'util', 'adq', 'hter', 'li', 'tune'}),
             ('stats-scorer', ['-m', ''], {'exact', 'stem', 'synonym', 'paraphrase'}),
             ('stats-scorer', ['-l', 'e'], {'en', 'es'}),
             ('trainer', ['-l', 'f'], {'fr', 'fi'}),
             ('meteor-metaeval', ['--task_set', ''], {'wmt23', 'wmt24', 'wmt24_on_wmt23', 'wmt25'}),
             ('meteor-metaeval', ['--matrix_l'], {'--matrix_level'})]
    for tool, words, want in cases:
        got = set(bash_complete(build, tool, words))
        if not want <= got:
            fail('%s %s: bash completes %s, wants %s' % (tool, ' '.join(words), sorted(got), sorted(want)))
    zsh_file = os.path.join(build, 'cli-docs', 'zsh', '_meteor')
    if not os.path.exists(zsh_file):
        fail('no zsh completion %s' % zsh_file)
    else:
        head = open(zsh_file, encoding='utf-8').readline().split()
        if head[0] != '#compdef' or set(head[1:]) != set(tools):
            fail('zsh: #compdef line names %s, the tools are %s' % (head[1:], tools))
        if shutil.which('zsh'):
            p = subprocess.run(['zsh', '-n', zsh_file], stderr=subprocess.PIPE)
            if p.returncode != 0:
                fail('zsh: %s does not parse: %s' % (zsh_file, p.stderr.decode()[:300]))


# A tool's command line in a page: its name, then its words up to a pipe,
# redirection or the end of the line.
def doc_commands(source, tools):
    pages = [os.path.join(source, 'README.md')] + sorted(
        os.path.join(source, 'docs', f) for f in os.listdir(os.path.join(source, 'docs')) if f.endswith('.md'))
    names = sorted(tools, key=len, reverse=True)
    pattern = re.compile(r'(?<![\w./$(-])(%s)(?![\w.\'-])((?:[ \t]+[^\s|;&<>`]+)*)' % '|'.join(map(re.escape, names)))
    for page in pages:
        for n, line in enumerate(open(page, encoding='utf-8'), 1):
            for m in pattern.finditer(line):
                yield os.path.relpath(page, source), n, m.group(1), m.group(2).split()


def check_doc_options(build, tools):
    seen = set()
    for page, n, tool, words in doc_commands(args.source, tools):
        for w in words:
            if '$(' in w:
                break  # a command substitution: another command's words
            w = w.strip('[]()"\'`,.:;')
            w = w.split('=', 1)[0]
            if not re.fullmatch(r'-{1,2}[A-Za-z][A-Za-z0-9_-]*', w) or (tool, w) in seen:
                continue
            seen.add((tool, w))
            if not accepted(os.path.join(build, 'bin', tool), w, tool):
                fail('%s:%d: %s %s: the tool refuses this option' % (page, n, tool, w))


def main():
    global args
    ap = argparse.ArgumentParser()
    ap.add_argument('--source', required=True)
    ap.add_argument('--build', required=True)
    args = ap.parse_args()
    cli_docs = load_cli_docs(args.source)
    tools = tools_of(args.source)
    check_man_and_options(cli_docs, args.build, tools)
    check_completion(args.build, tools)
    check_doc_options(args.build, tools)
    shutil.rmtree(SCRATCH, ignore_errors=True)
    for f in failures:
        print('FAIL:', f)
    print('cli-docs: %d tools, %d failures' % (len(tools), len(failures)))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
