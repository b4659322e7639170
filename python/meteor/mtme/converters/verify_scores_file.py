# SPDX-License-Identifier: LGPL-2.1-or-later
"""Check a human or metric score file against an EvalSet, as MTME's
converters/verify_scores_file, optionally repairing a metric file (0s for
missing systems):

  python3 -m meteor.mtme.converters.verify_scores_file --scores_file F -t SET -l LP
      [--human_scores] [--repair OUT] [--data_dir DIR] [--std_ref REF]
"""
import sys

from meteor import _mtme_data
from meteor.mtme.converters import _flags

PROG = 'meteor.mtme.converters.verify_scores_file'


def main(argv=None):
  f = _flags.parse(PROG, sys.argv[1:] if argv is None else argv,
                   dict(_flags.SET_FLAGS, scores_file='', repair=''), {'human_scores': False})
  _flags.required(PROG, f, 'test_set', 'language_pair')

  def body():
    added = _mtme_data.verify_scores_file(f['root'], f['test_set'], f['language_pair'], f['std_ref'],
                                          f['scores_file'], f['human_scores'], f['repair'])
    if added:
      print(f'Added dummy scores (0s) for missing outputs: {added}')

  _flags.run(PROG, body)


if __name__ == '__main__':
  main()
