# SPDX-License-Identifier: LGPL-2.1-or-later
"""MQM annotations (TSV) -> EvalSet rating files, one per rater, each
error's span located by its <v>...</v> marks (not in MTME, which ships
ratings ready-made):

  python3 -m meteor.mtme.converters.mqm_to_ratings --input F -t SET -l LP --output_dir DIR
      [--prefix P] [--weights ...] [--weights_sep ' '] [--doc_id doc_id] [--root DIR] [--std_ref REF]

Writes DIR/LP.PREFIX + RATER + .seg.rating.
"""
import sys

from meteor import _mtme_data
from meteor.mtme.converters import _flags

PROG = 'meteor.mtme.converters.mqm_to_ratings'


def main(argv=None):
  f = _flags.parse(PROG, sys.argv[1:] if argv is None else argv,
                   dict(_flags.SET_FLAGS, input='/dev/stdin', output_dir='', prefix='',
                        weights=_mtme_data.DEFAULT_WEIGHTS, weights_sep=' ', doc_id='doc_id'), {})
  _flags.required(PROG, f, 'test_set', 'language_pair', 'output_dir')

  def body():
    weights = _mtme_data.parse_mqm_weights(f['weights'], f['weights_sep'])
    text, path = _flags.read_input(f['input'])
    _mtme_data.mqm_to_ratings(text, path, f['root'], f['test_set'], f['language_pair'], f['std_ref'], weights,
                              f['doc_id'], f['output_dir'], f['prefix'])

  _flags.run(PROG, body)


if __name__ == '__main__':
  main()
