"""The download tests' shared parts: their failure list, and an HTTP server on
127.0.0.1 (no other address is touched) that serves files with open-ended
Range requests, as resumed downloads send them.

SPDX-License-Identifier: LGPL-2.1-or-later
"""
import http.server
import threading

failures = []


def check(ok, what):
  if not ok:
    failures.append(what)
    print('FAIL', what)


class FileHandler(http.server.BaseHTTPRequestHandler):
  ranges = []  # (path, first byte) of each ranged request

  def log_message(self, *args):
    pass

  def send_file_headers(self, body, headers=()):
    """200, or 206 for "Range: bytes=N-" (recorded in `ranges`), the length and `headers`; the first byte."""
    start = 0
    rng = self.headers.get('Range')
    if rng and rng.startswith('bytes=') and rng.endswith('-'):
      start = int(rng[6:-1])
      FileHandler.ranges.append((self.path, start))
    self.send_response(206 if start else 200)
    if start:
      self.send_header('Content-Range', 'bytes %d-%d/%d' % (start, len(body) - 1, len(body)))
    self.send_header('Content-Length', str(len(body) - start))
    for name, value in headers:
      self.send_header(name, value)
    self.end_headers()
    return start


def serve(handler):
  """A threaded server of `handler` on 127.0.0.1 (any free port): (server, base URL)."""
  server = http.server.ThreadingHTTPServer(('127.0.0.1', 0), handler)
  threading.Thread(target=server.serve_forever, daemon=True).start()
  return server, 'http://127.0.0.1:%d' % server.server_address[1]
