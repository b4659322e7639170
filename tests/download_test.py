#!/usr/bin/python3
# meteor-metaeval --download against an HTTP server this test starts on
# 127.0.0.1 (no other address is touched): a good archive, a truncated one,
# a 404, archives with ../, absolute and link members, a connection that
# drops half-way (resumed on the next run with an HTTP Range), a local
# file path, archives with flipped deflate bytes or a wrong gzip CRC, a
# small archive that unpacks past the limit, a stale archive of another URL,
# symlinks at the download's names and the leftovers of an interrupted run.
# A failure must leave no root (and nothing outside it).
#
#   tests/download_test.py --bin build/bin
#
# SPDX-License-Identifier: LGPL-2.1-or-later
import argparse
import io
import os
import subprocess
import sys
import tarfile
import tempfile

from local_http import FileHandler, check, failures, serve


def tgz(members):
  """members: (name, bytes | None for a folder | ('link', target))."""
  buf = io.BytesIO()
  with tarfile.open(fileobj=buf, mode='w:gz') as t:
    for name, data in members:
      info = tarfile.TarInfo(name)
      if data is None:
        info.type = tarfile.DIRTYPE
        t.addfile(info)
      elif isinstance(data, tuple):
        info.type = tarfile.SYMTYPE
        info.linkname = data[1]
        t.addfile(info)
      else:
        info.size = len(data)
        t.addfile(info, io.BytesIO(data))
  return buf.getvalue()


GOOD = tgz([('mt-metrics-eval-v2', None), ('mt-metrics-eval-v2/wmt.x', None),
            ('mt-metrics-eval-v2/wmt.x/sources/en-de.txt', b'a\nb\n'),
            ('mt-metrics-eval-v2/wmt.x/documents/en-de.docs', b'news d1\nnews d1\n'),
            ('mt-metrics-eval-v2/big.bin', os.urandom(300000))])
def flip(data, at):
  b = bytearray(data)
  b[at] ^= 0xFF
  return bytes(b)


BAD_CRC = GOOD[:-8] + bytes((GOOD[-8] ^ 1,)) + GOOD[-7:]  # the gzip trailer's CRC-32
BOMB = tgz([('root/zeros.bin', bytes(64 << 20))])  # 64 MiB of zeros in a ~64 KiB archive
FILES = {
    '/flipped.tgz': flip(GOOD, len(GOOD) // 2),
    '/badcrc.tgz': BAD_CRC,
    '/bomb.tgz': BOMB,
    '/other.tgz': GOOD,
    '/good.tgz': GOOD,
    '/truncated.tgz': GOOD[:len(GOOD) // 2],
    '/dotdot.tgz': tgz([('mt-metrics-eval-v2/a.txt', b'x'), ('mt-metrics-eval-v2/../../escaped.txt', b'x')]),
    '/absolute.tgz': tgz([('/tmp/meteor-download-test-absolute.txt', b'x')]),
    '/link.tgz': tgz([('root/a', b'x'), ('root/l', ('link', '/etc/passwd'))]),
    '/garbage.tgz': b'this is not an archive' * 10,
    '/flaky.tgz': GOOD,
}
state = {'flaky_calls': 0}


class Handler(FileHandler):
  def do_GET(self):
    body = FILES.get(self.path)
    if body is None:
      self.send_error(404)
      return
    if self.path == '/flaky.tgz':
      state['flaky_calls'] += 1
    start = self.send_file_headers(body)
    if self.path == '/flaky.tgz' and state['flaky_calls'] == 1:
      self.wfile.write(body[:len(body) // 3])  # then the connection drops
      self.wfile.flush()
      self.close_connection = True
      return
    self.wfile.write(body[start:])


def main():
  ap = argparse.ArgumentParser()
  ap.add_argument('--bin', required=True)
  a = ap.parse_args()
  tool = os.path.join(a.bin, 'meteor-metaeval')
  server, base = serve(Handler)
  env = dict(os.environ, http_proxy='', https_proxy='', HTTP_PROXY='', HTTPS_PROXY='', ALL_PROXY='', all_proxy='',
             no_proxy='127.0.0.1')

  def download(root, url):
    return subprocess.run([tool, '--download', '--download_url', url, '--root', root], capture_output=True,
                          text=True, env=env, timeout=120)

  with tempfile.TemporaryDirectory() as tmp:
    root = os.path.join(tmp, 'sub', 'mtme')
    r = download(root, base + '/good.tgz')
    check(r.returncode == 0 and r.stdout.strip() == root, f'good: {r.returncode} {r.stdout!r} {r.stderr!r}')
    check(open(os.path.join(root, 'wmt.x', 'sources', 'en-de.txt')).read() == 'a\nb\n', 'good: content')
    check(os.path.getsize(os.path.join(root, 'big.bin')) == 300000, 'good: size')
    check(sorted(os.listdir(os.path.join(tmp, 'sub'))) == ['mtme'], f'good: leftovers {os.listdir(os.path.join(tmp, "sub"))}')
    r = download(root, base + '/good.tgz')
    check(r.returncode == 1 and 'not empty' in r.stderr, f'existing root: {r.stderr!r}')
    # The listing works on what was fetched.
    r = subprocess.run([tool, '--list', '--root', root], capture_output=True, text=True)
    check(r.returncode == 0 and 'wmt.x' in r.stdout, f'--list after download: {r.stdout!r} {r.stderr!r}')

    for name, needle in [('truncated', 'truncated'), ('missing', 'HTTP status 404'), ('dotdot', 'unsafe member'),
                         ('absolute', 'unsafe member'), ('link', 'link or special'), ('garbage', 'archive')]:
      root2 = os.path.join(tmp, name, 'root')
      r = download(root2, f'{base}/{name}.tgz')
      lines = r.stderr.strip().splitlines()
      check(r.returncode == 1 and len(lines) == 1 and needle in r.stderr, f'{name}: {r.returncode} {r.stderr!r}')
      left = os.listdir(os.path.join(tmp, name)) if os.path.isdir(os.path.join(tmp, name)) else []
      check(left == [], f'{name}: left behind {left}')
    check(not os.path.exists(os.path.join(tmp, 'escaped.txt')), 'dotdot: a file escaped')
    check(not os.path.exists('/tmp/meteor-download-test-absolute.txt'), 'absolute: a file escaped')

    # A dropped connection: the first run fails and keeps the part, the second resumes it.
    root3 = os.path.join(tmp, 'flaky', 'root')
    r = download(root3, base + '/flaky.tgz')
    check(r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1 and not os.path.exists(root3),
          f'flaky 1: {r.returncode} {r.stderr!r}')
    parts = [n for n in os.listdir(os.path.join(tmp, 'flaky')) if n.startswith('root.download-') and n.endswith('.part')]
    check(len(parts) == 1, f'flaky 1: no partial download kept {os.listdir(os.path.join(tmp, "flaky"))}')
    r = download(root3, base + '/flaky.tgz')
    check(r.returncode == 0 and os.path.getsize(os.path.join(root3, 'big.bin')) == 300000,
          f'flaky 2: {r.returncode} {r.stderr!r}')
    check([x for x in Handler.ranges if x[0] == '/flaky.tgz' and x[1] > 0], f'flaky: not resumed {Handler.ranges}')
    check(os.listdir(os.path.join(tmp, 'flaky')) == ['root'], f'flaky: leftovers {os.listdir(os.path.join(tmp, "flaky"))}')

    # Corrupt archives: flipped deflate bytes, a wrong CRC; refused, nothing left.
    for name in ('flipped', 'badcrc'):
      root4 = os.path.join(tmp, name, 'root')
      r = download(root4, f'{base}/{name}.tgz')
      check(r.returncode == 1 and len(r.stderr.strip().splitlines()) == 1 and not os.path.exists(root4),
            f'{name}: {r.returncode} {r.stderr!r}')
      check(os.listdir(os.path.join(tmp, name)) == [], f'{name}: left behind {os.listdir(os.path.join(tmp, name))}')
    # An archive that unpacks past the limit (16 times its size by default).
    root5 = os.path.join(tmp, 'bomb', 'root')
    r = download(root5, base + '/bomb.tgz')
    check(r.returncode == 1 and 'unpacks to more than' in r.stderr and '--max_unpacked_gb' in r.stderr,
          f'bomb: {r.returncode} {r.stderr!r}')
    check(os.listdir(os.path.join(tmp, 'bomb')) == [], f'bomb: left behind {os.listdir(os.path.join(tmp, "bomb"))}')
    r = subprocess.run([tool, '--download', '--download_url', base + '/bomb.tgz', '--root', root5,
                        '--max_unpacked_gb', '1'], capture_output=True, text=True, env=env, timeout=120)
    check(r.returncode == 0 and os.path.getsize(os.path.join(root5, 'zeros.bin')) == 64 << 20,
          f'bomb with --max_unpacked_gb 1: {r.returncode} {r.stderr!r}')

    # A stale archive of another URL, a dead run's unpack folder and the
    # unkeyed names of older versions are removed, never unpacked.
    stale = os.path.join(tmp, 'stale')
    os.makedirs(os.path.join(stale, 'root.unpack-999999999', 'junk'))
    with open(os.path.join(stale, 'root.download'), 'wb') as f:
      f.write(tgz([('mt-metrics-eval-v2/STALE', b'x')]))
    with open(os.path.join(stale, 'root.download-0123456789abcdef'), 'wb') as f:
      f.write(tgz([('mt-metrics-eval-v2/STALE', b'x')]))
    r = download(os.path.join(stale, 'root'), base + '/other.tgz')
    check(r.returncode == 0 and not os.path.exists(os.path.join(stale, 'root', 'STALE'))
          and os.path.exists(os.path.join(stale, 'root', 'big.bin')), f'stale: {r.returncode} {r.stderr!r}')
    check(os.listdir(stale) == ['root'], f'stale: leftovers {os.listdir(stale)}')

    # A symlink where the partial download goes: refused, its target untouched.
    linked = os.path.join(tmp, 'linked')
    os.makedirs(linked)
    target = os.path.join(tmp, 'victim.txt')
    with open(target, 'w') as f:
      f.write('keep')
    r0 = download(os.path.join(linked, 'probe'), base + '/missing.tgz')  # learns nothing: the key is the URL's
    import hashlib
    key = hashlib.sha256((base + '/good.tgz').encode()).hexdigest()[:16]
    os.symlink(target, os.path.join(linked, 'root.download-' + key + '.part'))
    r = download(os.path.join(linked, 'root'), base + '/good.tgz')
    check(r.returncode == 1 and 'symbolic link' in r.stderr and open(target).read() == 'keep',
          f'symlink part: {r.returncode} {r.stderr!r} {open(target).read()!r} ({r0.returncode})')
    os.unlink(os.path.join(linked, 'root.download-' + key + '.part'))
    os.symlink(target, os.path.join(linked, 'root.download-' + key))
    r = download(os.path.join(linked, 'root'), base + '/good.tgz')
    check(r.returncode == 1 and 'not a regular file' in r.stderr and open(target).read() == 'keep',
          f'symlink archive: {r.returncode} {r.stderr!r}')

    # A local archive file.
    local = os.path.join(tmp, 'local.tgz')
    with open(local, 'wb') as f:
      f.write(GOOD)
    r = download(os.path.join(tmp, 'local-root'), local)
    check(r.returncode == 0 and os.path.exists(os.path.join(tmp, 'local-root', 'wmt.x', 'sources', 'en-de.txt'))
          and os.path.exists(local), f'local file: {r.stderr!r}')
    r = download(os.path.join(tmp, 'nofile-root'), os.path.join(tmp, 'nofile.tgz'))
    check(r.returncode == 1 and 'nofile.tgz' in r.stderr, f'missing local file: {r.stderr!r}')
  server.shutdown()
  print(f'download: {len(failures)} failures')
  return 1 if failures else 0


if __name__ == '__main__':
  sys.exit(main())
