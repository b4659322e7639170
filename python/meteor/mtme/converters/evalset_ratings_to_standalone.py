# SPDX-License-Identifier: LGPL-2.1-or-later
"""EvalSet rating files -> one standalone ratings JSONL file, as MTME's
converters/evalset_ratings_to_standalone:

  python3 -m meteor.mtme.converters.evalset_ratings_to_standalone
      --evalset_ratings_files LP.PREFIX.RATER.seg.rating,... --ratings_file OUT.jsonl
      -t SET -l LP [--rater_key_file F] [--root DIR] [--std_ref REF]
"""
import sys

from meteor import _mtme_data
from meteor.mtme.converters import _flags

PROG = 'meteor.mtme.converters.evalset_ratings_to_standalone'


def main(argv=None):
  f = _flags.parse(PROG, sys.argv[1:] if argv is None else argv,
                   dict(_flags.SET_FLAGS, ratings_file='', rater_key_file=''), {},
                   multi=('evalset_ratings_files',))
  _flags.required(PROG, f, 'evalset_ratings_files', 'ratings_file', 'test_set', 'language_pair')
  files = [name for item in f['evalset_ratings_files'] for name in item.split(',')]
  _flags.run(PROG, lambda: _mtme_data.evalset_ratings_to_standalone(
      files, f['root'], f['test_set'], f['language_pair'], f['std_ref'], f['ratings_file'], f['rater_key_file']))


if __name__ == '__main__':
  main()
