# SPDX-License-Identifier: LGPL-2.1-or-later
"""Standalone ratings JSONL -> EvalSet rating files, as MTME's
converters/standalone_ratings_to_evalset:

  python3 -m meteor.mtme.converters.standalone_ratings_to_evalset
      --ratings_file F [--ratings_file F2 ...] -t SET -l LP --output_dir DIR
      [--prefix P] [--anonymize_raters] [--merge_raters] [--nostrict]
      [--rater_key_file F] [--echo_ratings_file F] [--root DIR] [--std_ref REF]

Writes DIR/PREFIX + RATER + .seg.rating per rater (PREFIX + merged with
--merge_raters).
"""
import sys

from meteor import _mtme_data
from meteor.mtme.converters import _flags

PROG = 'meteor.mtme.converters.standalone_ratings_to_evalset'


def main(argv=None):
  f = _flags.parse(PROG, sys.argv[1:] if argv is None else argv,
                   dict(_flags.SET_FLAGS, output_dir='', prefix='', rater_key_file='', echo_ratings_file=''),
                   {'anonymize_raters': False, 'merge_raters': False, 'strict': True}, multi=('ratings_file',))
  _flags.required(PROG, f, 'ratings_file', 'test_set', 'language_pair', 'output_dir')
  _flags.run(PROG, lambda: _mtme_data.standalone_ratings_to_evalset(
      f['ratings_file'], f['root'], f['test_set'], f['language_pair'], f['std_ref'], f['output_dir'], f['prefix'],
      f['anonymize_raters'], f['merge_raters'], f['strict'], f['rater_key_file'], f['echo_ratings_file']))


if __name__ == '__main__':
  main()
