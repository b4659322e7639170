# SPDX-License-Identifier: LGPL-2.1-or-later
"""MQM annotations (TSV) -> segment scores, as MTME's converters/score_mqm:

  python3 -m meteor.mtme.converters.score_mqm [--input F] [--output F]
      [--weights "Major:5 Minor:1 ..."] [--weights_sep ' '] [--doc_id doc_id]
      [--unbabel] [--recompute_unbabel] [--noforce_contiguous]

Lines "SYSTEM DOC ID SCORE RATER=SCORE ...": per segment minus the raters'
mean of summed error weights (the most specific severity/category match).
"""
import sys

from meteor import _mtme_data
from meteor.mtme.converters import _flags

PROG = 'meteor.mtme.converters.score_mqm'


def main(argv=None):
  f = _flags.parse(PROG, sys.argv[1:] if argv is None else argv,
                   {'input': '/dev/stdin', 'output': '/dev/stdout', 'weights': _mtme_data.DEFAULT_WEIGHTS,
                    'weights_sep': ' ', 'doc_id': 'doc_id'},
                   {'unbabel': False, 'recompute_unbabel': False, 'force_contiguous': True})

  def body():
    weights = _mtme_data.parse_mqm_weights(f['weights'], f['weights_sep'])
    text, path = _flags.read_input(f['input'])
    out = _mtme_data.score_mqm(text, path, weights, f['doc_id'], f['unbabel'], f['recompute_unbabel'],
                               f['force_contiguous'])
    if f['output'] in ('/dev/stdout', '-'):
      sys.stdout.buffer.write(out.encode('utf-8'))
    else:  # whole or not at all; never over the input
      _mtme_data.write_files([(f['output'], out.encode('utf-8'))], inputs=[f['input']])

  _flags.run(PROG, body)


if __name__ == '__main__':
  main()
