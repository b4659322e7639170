#!/usr/bin/python3
# meteor-mtme-convert (and, with --python, the meteor.mtme.converters
# modules) against the goldens MT Metrics Eval's converters printed on
# tests/data/mqm (scripts/make-mqm-testdata): score_mqm with every flag,
# EvalSet ratings to standalone JSONL and back (plain, anonymized, merged,
# rater keys), MQM TSV to .seg.rating, and bad input as one-line errors.
#
#   tests/mqm_convert_test.py --bin build/bin [--python build/python] [--data tests/data/mqm]
#
# SPDX-License-Identifier: LGPL-2.1-or-later
import argparse
import filecmp
import os
import subprocess
import sys
import tempfile

SET, LP = 'wmt21.tedtalks', 'zh-en'
failures = []


def check(ok, what):
  if not ok:
    failures.append(what)
    print('FAIL', what)


def same_dir(a, b, what):
  fa, fb = sorted(os.listdir(a)), sorted(os.listdir(b))
  check(fa == fb, f'{what}: files {fa} vs {fb}')
  for f in fa:
    if f in fb:
      check(filecmp.cmp(os.path.join(a, f), os.path.join(b, f), shallow=False), f'{what}: {f} differs')


def main():
  ap = argparse.ArgumentParser()
  ap.add_argument('--bin', required=True)
  ap.add_argument('--python', help='build/python: also run the Python modules')
  ap.add_argument('--data', default=os.path.join(os.path.dirname(__file__), 'data', 'mqm'))
  a = ap.parse_args()
  data = os.path.abspath(a.data)
  tool = [os.path.join(a.bin, 'meteor-mtme-convert')]
  runners = {'tool': lambda cmd: tool + cmd}
  if a.python:
    env_py = dict(os.environ, PYTHONPATH=os.path.abspath(a.python))
    runners['python'] = lambda cmd: [sys.executable, '-m', 'meteor.mtme.converters.' + cmd[0]] + cmd[1:]
  else:
    env_py = None

  def run(kind, cmd, **kw):
    return subprocess.run(runners[kind](cmd), capture_output=True, env=env_py if kind == 'python' else None, **kw)

  gold = os.path.join(data, 'goldens')
  cases = sorted(f[:-5] for f in os.listdir(os.path.join(gold, 'score_mqm')) if f.endswith('.args'))
  for kind in runners:
    for case in cases:
      base = os.path.join(gold, 'score_mqm', case)
      with open(base + '.args') as f:
        lines = f.read().split('\n')[:-1]
      inp, flags = lines[0], lines[1:]
      with open(os.path.join(data, inp), 'rb') as f:
        r = run(kind, ['score_mqm'] + flags, stdin=f)
      want_rc = int(open(base + '.rc').read())
      check(r.returncode == want_rc, f'{kind} score_mqm {case}: exit {r.returncode}, MTME {want_rc}: {r.stderr!r}')
      if want_rc == 0:
        check(r.stdout == open(base + '.out', 'rb').read(), f'{kind} score_mqm {case}: output differs')
      else:
        check(len(r.stderr.splitlines()) == 1 and b'Traceback' not in r.stderr,
              f'{kind} score_mqm {case}: not a one-line error: {r.stderr!r}')
    # --input/--output files rather than the standard streams.
    with tempfile.TemporaryDirectory() as tmp:
      out = os.path.join(tmp, 'scores')
      r = run(kind, ['score_mqm', '--input', os.path.join(data, 'ted_zhen.tsv'), '--output', out])
      check(r.returncode == 0 and filecmp.cmp(out, os.path.join(gold, 'score_mqm', 'ted-zhen-default.out'), False),
            f'{kind} score_mqm --input/--output')

  set_flags = ['--root', data, '--test_set', SET, '--language_pair', LP]
  hs = os.path.join(data, SET, 'human-scores')
  rating_files = sorted(os.path.join(hs, f) for f in os.listdir(hs) if f.endswith('.rating'))
  g = os.path.join(gold, 'ratings')
  for kind in runners:
    with tempfile.TemporaryDirectory() as tmp:
      # MQM TSV -> .seg.rating: the committed files (which MTME read to make the goldens).
      os.mkdir(os.path.join(tmp, 'mqm'))
      r = run(kind, ['mqm_to_ratings'] + set_flags + ['--input', os.path.join(data, 'ted_zhen.tsv'),
                                                     '--output_dir', os.path.join(tmp, 'mqm'), '--prefix', 'mqm.'])
      check(r.returncode == 0, f'{kind} mqm_to_ratings: {r.stderr!r}')
      for f in rating_files:
        mine = os.path.join(tmp, 'mqm', os.path.basename(f))
        check(os.path.exists(mine) and filecmp.cmp(mine, f, False), f'{kind} mqm_to_ratings: {os.path.basename(f)}')

      out = os.path.join(tmp, 'standalone.jsonl')
      r = run(kind, ['evalset_ratings_to_standalone'] + set_flags +
              ['--evalset_ratings_files=' + ','.join(rating_files), '--ratings_file=' + out])
      check(r.returncode == 0 and filecmp.cmp(out, os.path.join(g, 'standalone.jsonl'), False),
            f'{kind} evalset_ratings_to_standalone: {r.stderr!r}')
      for case, src, flags in [('plain', 'standalone.jsonl', []),
                               ('anonymized', 'standalone.jsonl', ['--anonymize_raters', '--prefix=anon.']),
                               ('merged', 'standalone.jsonl', ['--merge_raters', '--prefix=m.']),
                               ('named', 'standalone-named.jsonl', ['--anonymize_raters', '--prefix=zh-en.x.'])]:
        d = os.path.join(tmp, case)
        os.mkdir(d)
        r = run(kind, ['standalone_ratings_to_evalset'] + set_flags +
                ['--ratings_file=' + os.path.join(g, src), '--output_dir=' + d,
                 '--rater_key_file=' + os.path.join(d, 'raters.tsv')] + flags)
        check(r.returncode == 0, f'{kind} standalone_ratings_to_evalset {case}: {r.stderr!r}')
        same_dir(d, os.path.join(g, case), f'{kind} standalone_ratings_to_evalset {case}')
      named = sorted(os.path.join(g, 'named', f) for f in os.listdir(os.path.join(g, 'named')) if f.endswith('.rating'))
      out = os.path.join(tmp, 'back.jsonl')
      r = run(kind, ['evalset_ratings_to_standalone'] + set_flags +
              ['--evalset_ratings_files=' + ','.join(named), '--ratings_file=' + out,
               '--rater_key_file=' + os.path.join(g, 'named', 'raters.tsv')])
      check(r.returncode == 0 and filecmp.cmp(out, os.path.join(g, 'standalone-named-back.jsonl'), False),
            f'{kind} evalset_ratings_to_standalone --rater_key_file: {r.stderr!r}')

      # verify_scores_file: a metric file without a system, repaired; human scores.
      rep = os.path.join(tmp, 'repaired.seg.score')
      r = run(kind, ['verify_scores_file'] + set_flags +
              ['--scores_file', os.path.join(data, 'verify', 'len-refB.seg.score'), '--repair', rep])
      check(r.returncode == 0 and r.stdout == open(os.path.join(g, 'verify-metric.out'), 'rb').read() and
            filecmp.cmp(rep, os.path.join(g, 'verify-repaired.seg.score'), False), f'{kind} verify_scores_file --repair')
      r = run(kind, ['verify_scores_file'] + set_flags +
              ['--scores_file', os.path.join(hs, 'zh-en.mqm.seg.score'), '--human_scores'])
      check(r.returncode == 0 and r.stdout == open(os.path.join(g, 'verify-human.out'), 'rb').read(),
            f'{kind} verify_scores_file --human_scores {r.stderr!r}')
      r = run(kind, ['verify_scores_file'] + set_flags + ['--scores_file', os.path.join(data, 'verify', 'len-refB.seg.score')])
      err = r.stderr.decode()
      check(r.returncode == 1 and 'no scores for system NiuTrans' in err, f'{kind} verify_scores_file unrepaired: {err!r}')

      # Bad input: one line, exit 1, naming the file and line.
      bad = os.path.join(tmp, 'bad.jsonl')
      with open(os.path.join(g, 'standalone.jsonl')) as f:
        lines = f.readlines()
      for name, line, needle in [('json', '{"source": ', 'bad.jsonl:2: '), ('type', '{"source": 1}', ':2:'),
                                 ('segment', lines[0].replace('"segment_id": 12', '"segment_id": 999'), 'rating 2')]:
        with open(bad, 'w') as f:
          f.write(lines[0] + line.rstrip('\n') + '\n')
        r = run(kind, ['standalone_ratings_to_evalset'] + set_flags + ['--ratings_file=' + bad, '--output_dir=' + tmp])
        err = r.stderr.decode()
        check(r.returncode == 1 and len(err.splitlines()) == 1 and needle in err,
              f'{kind} bad standalone {name}: {r.returncode} {err!r}')
      badr = os.path.join(tmp, 'zh-en.x.bad.seg.rating')
      with open(badr, 'w') as f:
        f.write('DIDI-NLP\tNone\nDIDI-NLP\t{"errors": [{"start": 1.5, "end": 2}]}\trater1\n')
      r = run(kind, ['evalset_ratings_to_standalone'] + set_flags +
              ['--evalset_ratings_files=' + badr, '--ratings_file=' + os.path.join(tmp, 'x.jsonl')])
      err = r.stderr.decode()
      check(r.returncode == 1 and len(err.splitlines()) == 1 and 'seg.rating:2:' in err,
            f'{kind} bad rating file: {r.returncode} {err!r}')
  # JSONL test sets (sources, references, outputs as .jsonl; metadata) read as MTME reads them.
  jroot = os.path.join(data, 'jsonl')
  gj = os.path.join(gold, 'jsonl')
  metaeval = [os.path.join(a.bin, 'meteor-metaeval'), '--root', jroot, '-t', SET, '-l', LP]
  for name, flags in [('echo', ['--echo', 'src,doc,refB']), ('echosys', ['--echosys', 'doc,src,ref'])]:
    r = subprocess.run(metaeval + flags, capture_output=True)
    check(r.returncode == 0 and r.stdout == open(os.path.join(gj, name + '.out'), 'rb').read(),
          f'jsonl --{name}: {r.stderr!r}')
  r = subprocess.run(metaeval + ['--list'], capture_output=True, text=True)
  want = open(os.path.join(gj, 'list.out')).read().rstrip('\n')
  check(r.returncode == 0 and r.stdout.startswith(want + ', ratings: {mqm.rater1,'), f'jsonl --list: {r.stdout!r}')
  if a.python:
    import json
    sys.path.insert(0, os.path.abspath(a.python))
    from meteor import _mtme_data
    mtme = json.load(open(os.path.join(gj, 'evalset.json')))
    def plain(ratings):  # Rating objects as MTME's Rating.ToDict() gives them
      return {s: [r.ToDict() if r is not None else None for r in rs] for s, rs in ratings.items()}
    ours = {n: [plain(r), ids] for n, (r, ids) in _mtme_data.read_stored_ratings(jroot, SET, LP).items()}
    check(json.dumps(ours, sort_keys=True) == json.dumps(mtme['ratings'], sort_keys=True),
          'read_stored_ratings: differs from MTME\'s EvalSet.Ratings()/RaterIdsPerSeg()')
    ratings, ids = _mtme_data.read_rating_file(os.path.join(hs, 'zh-en.mqm.rater1.seg.rating'), 'x')
    check(json.dumps([plain(ratings), ids], sort_keys=True) == json.dumps(mtme['ratings']['mqm.rater1'], sort_keys=True),
          'read_rating_file: differs from MTME')

  print(f'mqm-convert: {len(failures)} failures')
  return 1 if failures else 0


if __name__ == '__main__':
  sys.exit(main())
