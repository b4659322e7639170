#!/usr/bin/env python3
"""meteor -stdio -multiEval speaks the protocol of pycocoevalcap's
meteor-1.5.jar: a client sends SCORE ||| ref ||| ... ||| hyp per caption and
reads the statistics, then sends one EVAL ||| stats ||| ... ||| stats and reads
a score per statistics and then the corpus score. Those numbers must be the
meteor tool's segment and final scores on the same text. Without -multiEval,
EVAL keeps Meteor 1.5's one-line answer.

usage: stdio_multi_eval_test.py --bin BUILD/bin --source SOURCE_DIR [--conformance DIR]
"""
import argparse, os, re, subprocess, sys

failures = []
checks = [0]


def check(ok, what):
    checks[0] += 1
    print(('ok    ' if ok else 'FAIL  ') + what)
    if not ok:
        failures.append(what)


def read_lines(path):
    with open(path, encoding='utf-8', newline='') as f:
        lines = re.split(r'\r\n|\r|\n', f.read())
    return lines[:-1] if lines and lines[-1] == '' else lines


class Server:
    """A client written the way pycocoevalcap's meteor.py talks to the jar."""

    def __init__(self, meteor, *options):
        self.p = subprocess.Popen([meteor, '-', '-', '-stdio', '-l', 'en', '-norm', *options],
                                  stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE)

    def ask(self, line, replies=1):
        self.p.stdin.write((line + '\n').encode())
        self.p.stdin.flush()
        return [self.p.stdout.readline().decode().strip() for _ in range(replies)]

    def stats(self, hypothesis, references):
        hypothesis = hypothesis.replace('|||', '').replace('  ', ' ')
        return self.ask(' ||| '.join(('SCORE', ' ||| '.join(references), hypothesis)))[0]

    def close(self):
        self.p.stdin.close()
        out = self.p.stdout.read().decode()
        err = self.p.stderr.read().decode()
        return self.p.wait(), out, err


def compare_with_tool(meteor, hyp_path, ref_path, refs_per_hyp, extra):
    hyps, refs = read_lines(hyp_path), read_lines(ref_path)
    groups = [refs[i * refs_per_hyp:(i + 1) * refs_per_hyp] for i in range(len(hyps))]
    server = Server(meteor, '-multiEval', *extra)
    stats = [server.stats(h, g) for h, g in zip(hyps, groups)]
    replies = server.ask('EVAL ||| ' + ' ||| '.join(stats), len(stats) + 1)
    status, rest, _ = server.close()
    tool = subprocess.run([meteor, hyp_path, ref_path, '-l', 'en', '-norm', '-r', str(refs_per_hyp), '-q', *extra],
                          capture_output=True, text=True, check=True)
    seg = [l for l in tool.stderr.split('\n') if l and not l.startswith('Warning:')]
    name = '%s (%d captions, %d refs each%s)' % (os.path.basename(hyp_path), len(hyps), refs_per_hyp,
                                                ', ' + ' '.join(extra) if extra else '')
    check(replies[:-1] == seg, 'EVAL of all statistics: one score per caption = meteor segment scores: ' + name)
    check(replies[-1] == tool.stdout.strip(), 'then the corpus score = meteor Final score %s: %s'
          % (replies[-1], name))
    check(status == 0 and rest == '', 'nothing more, exit 0: ' + name)
    ss = subprocess.run([meteor, hyp_path, ref_path, '-l', 'en', '-norm', '-r', str(refs_per_hyp), '-ssOut', *extra],
                        capture_output=True, text=True, check=True).stdout.split('\n')[:-1]
    check(stats == ss, 'SCORE statistics = meteor -ssOut: ' + name)
    return stats


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--bin', required=True)
    ap.add_argument('--source', required=True)
    ap.add_argument('--conformance')
    a = ap.parse_args()
    meteor = os.path.join(a.bin, 'meteor')

    stats = compare_with_tool(meteor, os.path.join(a.source, 'example', 'hyp.en'),
                              os.path.join(a.source, 'example', 'ref.en'), 1, [])
    corpora = os.path.join(a.conformance or '', 'corpora', 'deen')
    para = os.path.join(a.conformance or '', 'para', 'en-visible.gz')
    if a.conformance and os.path.isdir(corpora):
        compare_with_tool(meteor, os.path.join(corpora, 'hyp.Facebook-AI.en'), os.path.join(corpora, 'ref.AB.en'),
                          2, ['-a', para])
    else:
        print('skip  conformance corpus (no suite)')

    # One statistics: its score twice (the jar's "two values" for one caption).
    s = Server(meteor, '-multiEval')
    one = s.ask('EVAL ||| ' + stats[0], 2)
    check(one[0] == one[1] and float(one[0]) > 0, 'EVAL of one statistics: its score, then the same total')
    # A malformed statistics: one error line, and the server goes on.
    bad = s.ask('EVAL ||| %s ||| 1 2 3' % stats[0])
    check(bad[0].startswith('Error: malformed Meteor stats 2'), 'malformed statistics: one error line: ' + bad[0])
    check(s.ask('EVAL ||| ' + stats[1], 2)[1] != '', 'the server goes on after an error')
    status, _, err = s.close()
    check(status == 1 and 'malformed' in err, 'exit status 1 after a malformed request')

    # Meteor 1.5's own form: EVAL answers the first statistics only.
    s = Server(meteor)
    first = s.ask('EVAL ||| %s ||| %s' % (stats[0], stats[1]))
    status, rest, _ = s.close()
    check(first == [one[0]] and rest == '' and status == 0, 'without -multiEval: one line, the first score')

    print('stdio -multiEval: %d checks passed, %d failed' % (checks[0] - len(failures), len(failures)))
    return 1 if failures else 0


if __name__ == '__main__':
    sys.exit(main())
