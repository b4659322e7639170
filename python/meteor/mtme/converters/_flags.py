# SPDX-License-Identifier: LGPL-2.1-or-later
"""absl-style flags for the converter modules, without absl: --flag VALUE,
--flag=VALUE, -flag; booleans --flag, --noflag, --flag=true|false. Errors
are one line on stderr and exit status 1, as every meteor tool."""
import os
import sys

SET_FLAGS = {'root': '', 'test_set': '', 'language_pair': '', 'std_ref': ''}
ALIASES = {'t': 'test_set', 'l': 'language_pair', 'i': 'input', 'o': 'output', 'data_dir': 'root'}


def fail(prog, message):
  sys.stderr.write(f'{prog}: error: {message}\n')
  sys.exit(1)


def parse(prog, argv, strings, booleans, multi=()):
  """strings/booleans: name -> default. multi: string flags that may repeat (lists)."""
  values = dict(strings)
  values.update(booleans)
  for name in multi:
    values[name] = []
  k = 0
  while k < len(argv):
    arg = argv[k]
    if arg in ('-h', '--help', '-help'):
      sys.stdout.write((sys.modules['__main__'].__doc__ or '') + '\n')
      sys.exit(0)
    if not arg.startswith('-') or arg in ('-', '--'):
      fail(prog, f"unexpected argument '{arg}'")
    name = arg.lstrip('-')
    value = None
    if '=' in name:
      name, value = name.split('=', 1)
    name = ALIASES.get(name, name)
    if name in booleans:
      if value is None or value.lower() in ('true', '1'):
        values[name] = True
      elif value.lower() in ('false', '0'):
        values[name] = False
      else:
        fail(prog, f"--{name}: '{value}' is not true or false")
    elif name.startswith('no') and name[2:] in booleans and value is None:
      values[name[2:]] = False
    elif name in strings or name in multi:
      if value is None:
        if k + 1 >= len(argv):
          fail(prog, f'--{name} needs a value')
        k += 1
        value = argv[k]
      if name in multi:
        values[name].append(value)
      else:
        values[name] = value
    else:
      fail(prog, f'unknown flag --{name}')
    k += 1
  return values


def required(prog, values, *names):
  for n in names:
    if not values.get(n):
      fail(prog, f'--{n} is required')


def read_input(path):
  """The bytes of --input and the name errors give it ('<stdin>' for standard input)."""
  if path in ('/dev/stdin', '-'):
    return sys.stdin.buffer.read(), '<stdin>'
  with open(path, 'rb') as fh:
    return fh.read(), path


def run(prog, body):
  """Runs body(), turning the library's errors into one line and exit 1."""
  try:
    body()
  except (ValueError, RuntimeError, OSError) as e:
    fail(prog, str(e))
  try:
    sys.stdout.flush()
  except OSError:
    fail(prog, 'standard output: write failed')
