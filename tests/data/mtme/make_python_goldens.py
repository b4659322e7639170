#!/usr/bin/env python3
"""Writes goldens/python.json: what MTME's own Python API computes for the
calls of tests/python_mtme_cases.py on this folder's MTME root (wmt21.news).
tests/python_mtme_test.py makes the same calls through meteor.mtme and
compares.

    tests/data/mtme/make_python_goldens.py --mtme CHECKOUT_OF_MT_METRICS_EVAL

It imports MTME from the checkout given (with Debian's numpy, scipy), with
apache_beam, which MTME imports but these calls do not use, replaced by an
empty module. numpy's global generator is seeded (--seed) for the
Monte Carlo cases. No MTME code is part of this repository.

SPDX-License-Identifier: LGPL-2.1-or-later
"""
import argparse
import json
import os
import sys
import time
import types

HERE = os.path.dirname(os.path.abspath(__file__))


def main():
    ap = argparse.ArgumentParser(description=__doc__.split('\n\n')[0])
    ap.add_argument('--mtme', required=True, help='a checkout of google-research/mt-metrics-eval')
    ap.add_argument('--data', default=HERE, help='the MTME root (default: this folder)')
    ap.add_argument('--out', default=os.path.join(HERE, 'goldens', 'python.json'))
    ap.add_argument('--seed', type=int, default=20, help="numpy's seed for the Monte Carlo cases")
    ap.add_argument('--no-mc', action='store_true', help='leave out the Monte Carlo cases (slow in MTME)')
    args = ap.parse_args()

    sys.modules.setdefault('apache_beam', types.ModuleType('apache_beam'))
    sys.path.insert(0, os.path.abspath(args.mtme))
    sys.path.insert(0, os.path.join(HERE, '..', '..'))
    import numpy as np
    from mt_metrics_eval import data, meta_info, stats, tasks  # noqa: E402
    import python_mtme_cases  # noqa: E402

    np.random.seed(args.seed)
    start = time.time()
    out = python_mtme_cases.run(data, stats, tasks, meta_info, os.path.abspath(args.data), mc=not args.no_mc)
    print(f'{len(out)} cases in {time.time() - start:.1f} s', file=sys.stderr)
    with open(args.out, 'w') as f:
        json.dump(out, f, indent=0, sort_keys=True)
        f.write('\n')


if __name__ == '__main__':
    main()
