#!/usr/bin/python3
# Meteor 1.5's paraphrase tables (meteor-data, meteor.data, docs/data.md)
# against an HTTP server this test starts on 127.0.0.1 (no other address is
# touched), serving small fixture tables with their own git blob ids (given
# to the tool with --sources): a good table, a corrupt one (another id), a
# truncated body, a server that stops mid-file (resumed with an HTTP Range
# on the next run), a redirect, a 404 then a second source, no server at
# all, a size bound, a symlink at the partial file, and --from a release
# folder, a tarball and an installed pycocoevalcap. Then what scoring does
# with and without a table: found without being named, the refusal (one
# line naming meteor-data fetch, -a and -m), and -allowNoParaphrase's
# output, identical to -m 'exact stem synonym''s. With --python: the same
# from meteor.data, NoParaphraseTableError, MeteorWarning under -W error,
# meteor.coco's lookup of a fake installed pycocoevalcap, and Ctrl-C.
#
#   tests/data_test.py --bin build/bin --data build/data [--python build/python] --example example
#
# SPDX-License-Identifier: LGPL-2.1-or-later
import argparse
import gzip
import hashlib
import os
import signal
import subprocess
import sys
import tarfile
import tempfile
import time

from local_http import FileHandler, check, failures, serve


def blob_id(data):
  return hashlib.sha1(b'blob %d\0' % len(data) + data).hexdigest()


def table(pairs, seed):
  """A gzipped Meteor paraphrase table: probability, phrase, paraphrase."""
  text = ''.join('0.%d\n%s\n%s\n' % (seed, a, b) for a, b in pairs)
  return gzip.compress(text.encode(), mtime=0)


EN = table([('bank', 'shore'), ('the cat', 'a feline'), ('were', 'was'), ('police', 'officers')] * 50, 5)
CZ = table([('pes', 'psi')] * 40, 3)
DE = table([(os.urandom(6).hex(), os.urandom(6).hex()) for _ in range(3000)], 7)  # ~90 KB: cut mid-file
BAD = table([('bank', 'river')], 9)
FILES = {'/en.gz': EN, '/cz.gz': CZ, '/de.gz': DE, '/bad.gz': BAD, '/flaky-de.gz': DE, '/slow.gz': DE}
state = {'flaky': 0}


class Handler(FileHandler):
  def do_GET(self):
    if self.path == '/redirect-en.gz':
      self.send_response(302)
      self.send_header('Location', '/en.gz')
      self.end_headers()
      return
    if self.path == '/truncated-en.gz':  # announces the whole body, sends half, closes
      self.send_response(200)
      self.send_header('Content-Length', str(len(EN)))
      self.end_headers()
      self.wfile.write(EN[:len(EN) // 2])
      self.wfile.flush()
      self.close_connection = True
      return
    body = FILES.get(self.path)
    if body is None:
      self.send_error(404)
      return
    start = self.send_file_headers(body, [('ETag', '"%s"' % blob_id(body)[:8])])
    if self.path == '/flaky-de.gz':
      state['flaky'] += 1
      if state['flaky'] == 1:
        self.wfile.write(body[:len(body) // 3])  # then the server stops sending
        self.wfile.flush()
        self.close_connection = True
        return
    if self.path == '/slow.gz':
      try:
        for i in range(start, len(body), 256):
          self.wfile.write(body[i:i + 256])
          self.wfile.flush()
          time.sleep(0.2)
      except (BrokenPipeError, ConnectionResetError):  # the client stopped (Ctrl-C)
        pass
      return
    self.wfile.write(body[start:])


def main():
  ap = argparse.ArgumentParser()
  ap.add_argument('--bin', required=True)
  ap.add_argument('--data', required=True)
  ap.add_argument('--example', required=True)
  ap.add_argument('--python', default='')
  a = ap.parse_args()
  a.data, a.bin, a.example = os.path.abspath(a.data), os.path.abspath(a.bin), os.path.abspath(a.example)
  a.python = os.path.abspath(a.python) if a.python else ''
  tool = os.path.join(a.bin, 'meteor-data')
  meteor = os.path.join(a.bin, 'meteor')
  hyp, ref = os.path.join(a.example, 'hyp.en'), os.path.join(a.example, 'ref.en')
  server, base = serve(Handler)
  env = dict(os.environ, http_proxy='', https_proxy='', HTTP_PROXY='', HTTPS_PROXY='', ALL_PROXY='', all_proxy='',
             no_proxy='127.0.0.1')
  env.pop('METEOR_DATA', None)

  with tempfile.TemporaryDirectory() as tmp:
    env['HOME'] = os.path.join(tmp, 'home')
    env['XDG_DATA_HOME'] = os.path.join(tmp, 'xdg')

    def sources(name, lines):
      path = os.path.join(tmp, name)
      with open(path, 'w') as f:
        f.write('# test sources\n' + ''.join(lines))
      return path

    def run(args, e=None):
      return subprocess.run([tool] + args, capture_output=True, text=True, env=e or env, timeout=120)

    good = sources('good', ['en %s %s/en.gz\n' % (blob_id(EN), base), 'cz %s %s/cz.gz\n' % (blob_id(CZ), base),
                            'de %s %s/flaky-de.gz\n' % (blob_id(DE), base)])
    store = os.path.join(tmp, 'store')

    r = run(['path'])
    check(r.returncode == 0 and r.stdout.strip() == os.path.join(tmp, 'xdg', 'meteor', 'paraphrase'),
          'path: %r %r' % (r.stdout, r.stderr))
    r = run(['path'], dict(env, METEOR_DATA=os.path.join(tmp, 'md')))
    check(r.stdout.strip() == os.path.join(tmp, 'md', 'paraphrase'), 'path with METEOR_DATA: %r' % r.stdout)

    # A good table, then "already installed"; list says verified.
    r = run(['fetch', 'en', '--sources', good, '--dir', store])
    installed = os.path.join(store, 'paraphrase', 'paraphrase-en.gz')
    check(r.returncode == 0 and r.stdout.strip() == installed and open(installed, 'rb').read() == EN,
          'fetch en: %d %r %r' % (r.returncode, r.stdout, r.stderr))
    check(sorted(os.listdir(os.path.join(store, 'paraphrase'))) == ['paraphrase-en.gz', 'paraphrase-en.gz.verified'],
          'fetch en: files %r' % os.listdir(os.path.join(store, 'paraphrase')))
    r = run(['list', '--sources', good, '--dir', store])
    check(r.returncode == 0 and '\nen\tverified\t%d\t%s' % (len(EN), installed) in r.stdout
          and '\ncz\tmissing\t' in r.stdout, 'list: %r' % r.stdout)
    r = run(['fetch', 'en', '--sources', good, '--dir', store])
    check(r.returncode == 0 and 'installed and verified' in r.stderr, 'fetch again: %r' % r.stderr)
    r = run(['verify', '--sources', good, '--dir', store])
    check(r.returncode == 0 and 'verified' in r.stderr, 'verify: %d %r' % (r.returncode, r.stderr))
    with open(installed, 'ab') as f:  # a table changed after it was installed
      f.write(b'x')
    r = run(['list', '--sources', good, '--dir', store])
    check('\nen\tunverified\t' in r.stdout, 'list after a change: %r' % r.stdout)
    r = run(['verify', 'en', '--sources', good, '--dir', store])
    check(r.returncode == 1 and 'not Meteor 1.5' in r.stderr, 'verify a changed table: %d %r' % (r.returncode, r.stderr))
    r = run(['fetch', 'en', '--sources', good, '--dir', store])
    check(r.returncode == 0 and open(installed, 'rb').read() == EN, 'fetch over a changed table: %r' % r.stderr)

    # A corrupt table (another id): refused, nothing installed, nothing left.
    bad = sources('bad', ['en %s %s/bad.gz\n' % (blob_id(EN), base)])
    store2 = os.path.join(tmp, 'store2')
    r = run(['fetch', 'en', '--sources', bad, '--dir', store2])
    check(r.returncode == 1 and 'git blob id %s' % blob_id(BAD) in r.stderr and '--from' in r.stderr
          and len(r.stderr.strip().splitlines()) == 1, 'corrupt: %d %r' % (r.returncode, r.stderr))
    check(os.listdir(os.path.join(store2, 'paraphrase')) == [], 'corrupt: left %r' % os.listdir(os.path.join(store2, 'paraphrase')))

    # A truncated body, then a 404, then the good source: the second source wins.
    two = sources('two', ['en %s %s/truncated-en.gz %s/missing.gz %s/redirect-en.gz\n' % (blob_id(EN), base, base, base)])
    r = run(['fetch', 'en', '--sources', two, '--dir', os.path.join(tmp, 'store3')])
    check(r.returncode == 0 and 'redirect-en.gz' in r.stderr, 'truncated, 404, redirect: %d %r' % (r.returncode, r.stderr))

    # The server stops mid-file: the partial file is kept and resumed.
    store4 = os.path.join(tmp, 'store4')
    r = run(['fetch', 'de', '--sources', good, '--dir', store4])
    parts = [n for n in os.listdir(os.path.join(store4, 'paraphrase')) if n.endswith('.part')]
    check(r.returncode == 1 and len(parts) == 1 and 'run again to resume' in r.stderr,
          'flaky 1: %d %r %r' % (r.returncode, r.stderr, parts))
    r = run(['fetch', 'de', '--sources', good, '--dir', store4])
    check(r.returncode == 0 and open(os.path.join(store4, 'paraphrase', 'paraphrase-de.gz'), 'rb').read() == DE,
          'flaky 2: %d %r' % (r.returncode, r.stderr))
    check([x for x in Handler.ranges if x[0] == '/flaky-de.gz' and x[1] > 0], 'flaky: not resumed %r' % Handler.ranges)

    # No server: one line naming the URL and --from.
    nobody = sources('nobody', ['en %s http://127.0.0.1:9/en.gz\n' % blob_id(EN)])
    r = run(['fetch', 'en', '--sources', nobody, '--dir', os.path.join(tmp, 'store5')])
    check(r.returncode == 1 and 'http://127.0.0.1:9/en.gz' in r.stderr and '--from' in r.stderr
          and len(r.stderr.strip().splitlines()) == 1, 'no server: %d %r' % (r.returncode, r.stderr))

    # A bound on the size.
    r = run(['fetch', 'de', '--sources', good, '--dir', os.path.join(tmp, 'store6'), '--max-mb', '0.001'])
    check(r.returncode == 1 and 'larger than' in r.stderr, 'max-mb: %d %r' % (r.returncode, r.stderr))

    # A symlink at the partial file's name: refused, its target untouched.
    store7 = os.path.join(tmp, 'store7')
    os.makedirs(os.path.join(store7, 'paraphrase'))
    victim = os.path.join(tmp, 'victim')
    with open(victim, 'w') as f:
      f.write('keep')
    os.symlink(victim, os.path.join(store7, 'paraphrase', '.paraphrase-en.gz.%s.part' % blob_id(EN)))
    r = run(['fetch', 'en', '--sources', good, '--dir', store7])
    check(r.returncode == 1 and 'symbolic link' in r.stderr and open(victim).read() == 'keep',
          'symlink: %d %r' % (r.returncode, r.stderr))

    # --from: a release folder, a release tarball, a pycocoevalcap folder, the file.
    release = os.path.join(tmp, 'meteor-1.5')
    os.makedirs(os.path.join(release, 'data'))
    with open(os.path.join(release, 'data', 'paraphrase-cz.gz'), 'wb') as f:
      f.write(CZ)
    tarball = os.path.join(tmp, 'meteor-1.5.tar.gz')
    with tarfile.open(tarball, 'w:gz') as t:
      t.add(release, arcname='meteor-1.5')
    coco = os.path.join(tmp, 'site', 'pycocoevalcap', 'meteor', 'data')
    os.makedirs(coco)
    with open(os.path.join(tmp, 'site', 'pycocoevalcap', '__init__.py'), 'w'):
      pass
    with open(os.path.join(coco, 'paraphrase-en.gz'), 'wb') as f:
      f.write(EN)
    for i, (code, origin) in enumerate([('cz', release), ('cz', tarball), ('en', os.path.join(tmp, 'site')),
                                        ('en', os.path.join(tmp, 'site', 'pycocoevalcap')),
                                        ('en', os.path.join(coco, 'paraphrase-en.gz'))]):
      d = os.path.join(tmp, 'from%d' % i)
      r = run(['fetch', code, '--from', origin, '--sources', good, '--dir', d])
      check(r.returncode == 0 and os.path.exists(os.path.join(d, 'paraphrase', 'paraphrase-%s.gz' % code)),
            '--from %s: %d %r' % (origin, r.returncode, r.stderr))
    r = run(['fetch', 'en', '--from', release, '--sources', good, '--dir', os.path.join(tmp, 'from-none')])
    check(r.returncode == 1 and 'no paraphrase-en.gz' in r.stderr, '--from without the table: %r' % r.stderr)
    r = run(['fetch', 'xx'])
    check(r.returncode == 1 and 'en cz de es fr ru' in r.stderr, 'unknown language: %r' % r.stderr)
    r = run(['path'], dict(env, HOME='', XDG_DATA_HOME='', METEOR_DATA=''))  # the password file's home
    check(r.returncode == 0 and r.stdout.strip().endswith('/.local/share/meteor/paraphrase'), 'no HOME: %r' % r.stderr)

    # Scoring: the refusal, the opt-in, and a table found without being named.
    def score(args, e):
      return subprocess.run([meteor, hyp, ref] + args, capture_output=True, text=True, env=e, timeout=300)

    nodata = dict(env, XDG_DATA_HOME=os.path.join(tmp, 'empty-xdg'))
    r = score(['-l', 'en', '-norm'], nodata)
    lines = r.stderr.strip().splitlines()
    check(r.returncode == 1 and len(lines) == 1 and '`meteor-data fetch en`' in r.stderr and '-a FILE' in r.stderr
          and "-m 'exact stem synonym'" in r.stderr, 'refusal: %d %r' % (r.returncode, r.stderr))
    plain = score(['-l', 'en', '-norm', '-m', 'exact stem synonym'], nodata)
    allowed = score(['-l', 'en', '-norm', '-allowNoParaphrase'], nodata)
    check(allowed.returncode == 0 and allowed.stdout == plain.stdout and 'ex_st_sy-1.0_0.6_0.8' in allowed.stdout
          and 'paraphrase' not in allowed.stdout and '0.39787222361564334' in allowed.stdout,
          '-allowNoParaphrase: %r' % allowed.stdout[:400])
    check('scoring without the paraphrase module' in allowed.stderr, '-allowNoParaphrase warning: %r' % allowed.stderr)
    for extra in (['-json'], ['-signature']):
      x = score(['-l', 'en', '-norm', '-allowNoParaphrase'] + extra, nodata)
      y = score(['-l', 'en', '-norm', '-m', 'exact stem synonym'] + extra, nodata)
      check(x.stdout == y.stdout and 'paraphrase' not in x.stdout and 'para:' not in x.stdout,
            '-allowNoParaphrase %s: %r' % (extra, x.stdout[-300:]))
    # Installed in the user's data folder: found, named in the output, the -a number.
    xdg = os.path.join(tmp, 'xdg2')
    r = run(['fetch', 'en', '--sources', good], dict(env, XDG_DATA_HOME=xdg))
    check(r.returncode == 0, 'fetch into XDG: %r' % r.stderr)
    found = score(['-l', 'en', '-norm'], dict(env, XDG_DATA_HOME=xdg))
    named = score(['-l', 'en', '-norm', '-a', os.path.join(xdg, 'meteor', 'paraphrase', 'paraphrase-en.gz')], nodata)
    check(found.returncode == 0 and found.stdout == named.stdout and 'ex_st_sy_pa' in found.stdout
          and found.stderr == '', 'found in XDG: %d %r %r' % (found.returncode, found.stdout[-200:], found.stderr))
    # Under $METEOR_DATA (a copy of the language data): fetched there, found there.
    md = os.path.join(tmp, 'md')
    os.makedirs(md)
    for entry in os.listdir(a.data):
      if entry != 'paraphrase' and os.path.isdir(os.path.join(a.data, entry)):
        os.symlink(os.path.join(a.data, entry), os.path.join(md, entry))
    r = run(['fetch', 'en', '--sources', good], dict(env, METEOR_DATA=md))
    check(r.returncode == 0 and os.path.exists(os.path.join(md, 'paraphrase', 'paraphrase-en.gz')), 'fetch into METEOR_DATA')
    found = score(['-l', 'en', '-norm'], dict(env, METEOR_DATA=md))
    check(found.returncode == 0 and found.stdout == named.stdout, 'found in METEOR_DATA: %r' % found.stderr)

    if a.python:
      py_checks(a, tmp, env, base, good, nodata, xdg, md, named)
  server.shutdown()
  print('data: %d failures' % len(failures))
  return 1 if failures else 0


def py_checks(a, tmp, env, base, good, nodata, xdg, md, named):
  penv = dict(nodata, PYTHONPATH=a.python + os.pathsep + os.path.join(tmp, 'site'))

  def py(code, e=None, flags=()):
    return subprocess.run([sys.executable] + list(flags) + ['-c', code], capture_output=True, text=True,
                          env=e or penv, timeout=300)

  hyp, ref = os.path.join(a.example, 'hyp.en'), os.path.join(a.example, 'ref.en')
  load = ('import meteor\nH = open(%r).read().splitlines()\nR = [[r] for r in open(%r).read().splitlines()]\n'
          % (hyp, ref))
  r = py(load + 'try:\n meteor.Scorer(lang="en", norm=True)\nexcept meteor.NoParaphraseTableError as e:\n'
         ' print(isinstance(e, ValueError), isinstance(e, FileNotFoundError), str(e))\n')
  check(r.returncode == 0 and r.stdout.startswith('True True ') and "meteor.data.fetch('en')" in r.stdout
        and "modules='exact stem synonym'" in r.stdout, 'python refusal: %r %r' % (r.stdout, r.stderr))
  r = py(load + 'import warnings\ntry:\n meteor.Scorer(lang="en", norm=True, allow_no_paraphrase=True)\n'
         'except meteor.MeteorWarning as w:\n print("raised", w)\n', flags=('-W', 'error'))
  check(r.returncode == 0 and r.stdout.startswith('raised no paraphrase table'), '-W error: %r %r' % (r.stdout, r.stderr))
  r = py(load + 'import warnings\nwith warnings.catch_warnings(record=True) as w:\n warnings.simplefilter("always")\n'
         ' s = meteor.Scorer(lang="en", norm=True, allow_no_paraphrase=True)\n'
         'print(len(w), w[0].category.__name__, s.corpus_score(H, R).score, s.corpus_score(H, R).eval_id)\n')
  check(r.returncode == 0 and r.stdout.split()[:3] == ['1', 'MeteorWarning', '0.39787222361564334']
        and r.stdout.split()[3].endswith('-ex_st_sy-1.0_0.6_0.8') and r.stderr == '',
        'allow_no_paraphrase: %r %r' % (r.stdout, r.stderr))
  # Found without being named: the XDG folder, $METEOR_DATA.
  want = [l for l in named.stdout.splitlines() if l.startswith('Final score:')][0].split()[-1]
  for where, e in (('XDG', dict(penv, XDG_DATA_HOME=xdg)), ('METEOR_DATA', dict(penv, METEOR_DATA=md))):
    r = py(load + 'print(repr(meteor.Scorer(lang="en", norm=True).corpus_score(H, R).score))', e)
    check(r.returncode == 0 and r.stdout.strip() == want, 'python, table in %s: %r %r %r' % (where, r.stdout, want, r.stderr))
  # meteor.data from Python.
  store = os.path.join(tmp, 'pystore')
  r = py('import meteor.data as d\nprint(d.fetch("en", "cz", sources=%r, dir=%r, quiet=True))\n'
         'print([(t.code, t.verified) for t in d.list(dir=%r, sources=%r)][:3])\nprint(d.verify(dir=%r, sources=%r))'
         % (good, store, store, good, store, good))
  check(r.returncode == 0 and "('en', True), ('cz', True), ('de', False)" in r.stdout and r.stdout.strip().endswith('True'),
        'meteor.data: %r %r' % (r.stdout, r.stderr))
  r = py('import meteor.data as d\nprint(sorted(d.OFFICIAL))\nprint(d.OFFICIAL["en"][0])')
  check('88033c84fb2f8ecbc77fe57b7eee2913d1acd919' in r.stdout, 'OFFICIAL: %r %r' % (r.stdout, r.stderr))
  # meteor.coco: an installed pycocoevalcap's table (the fake package on PYTHONPATH), and its relative path.
  coco_call = ('import meteor.coco\ngts = {i: [r[0]] for i, r in enumerate(R)}\nres = {i: [h] for i, h in enumerate(H)}\n')
  table = os.path.join(tmp, 'site', 'pycocoevalcap', 'meteor', 'data', 'paraphrase-en.gz')
  r = py(load + coco_call + 'print(repr(meteor.coco.Meteor().compute_score(gts, res)[0]))\n'
         'print(repr(meteor.coco.Meteor(paraphrase="data/paraphrase-en.gz").compute_score(gts, res)[0]))\n'
         'print(repr(meteor.Scorer(lang="en", norm=True, paraphrase=%r).corpus_score(H, R).score))' % table)
  out = r.stdout.split()
  check(r.returncode == 0 and len(out) == 3 and out[0] == out[1] == out[2], 'coco lookup: %r %r' % (r.stdout, r.stderr))
  r = py(load + coco_call + 'meteor.coco.Meteor()', dict(penv, PYTHONPATH=a.python))
  check(r.returncode == 1 and 'NoParaphraseTableError' in r.stderr, 'coco without a table: %r' % r.stderr[-300:])
  # Ctrl-C stops a slow download within a second.
  slow = os.path.join(tmp, 'slow-sources')
  with open(slow, 'w') as f:
    f.write('de %s %s/slow.gz\n' % (blob_id(DE), base))
  p = subprocess.Popen([sys.executable, '-c', 'import meteor.data as d, time\nprint("start", flush=True)\n'
                        'try:\n d.fetch("de", sources=%r, dir=%r, quiet=True)\nexcept KeyboardInterrupt:\n'
                        ' print("interrupted", time.time(), flush=True)\n' % (slow, os.path.join(tmp, 'slowstore'))],
                       stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, env=penv)
  p.stdout.readline()
  time.sleep(1.0)
  sent = time.time()
  p.send_signal(signal.SIGINT)
  out, err = p.communicate(timeout=30)
  stopped = float(out.split()[1]) if out.startswith('interrupted') else None
  check(stopped is not None and stopped - sent < 1.0, 'Ctrl-C: %r %r' % (out, err[-300:]))


if __name__ == '__main__':
  sys.exit(main())
