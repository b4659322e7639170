# SPDX-License-Identifier: LGPL-2.1-or-later
"""Each extension maps libmeteor's errors to Python exceptions by its own
(module-local) translator: importing meteor.mtme, whose translator maps
libmeteor's other errors to ValueError, must not change what meteor.Scorer
raises (RuntimeError for a malformed paraphrase table)."""

import gzip
import os
import sys
import tempfile

import meteor


def scorer_error(path):
    try:
        meteor.Scorer(lang='en', modules='exact paraphrase', paraphrase=path)
    except Exception as e:  # noqa: BLE001 - the type is what is tested
        return type(e)
    return None


def main():
    with tempfile.TemporaryDirectory() as d:
        bad = os.path.join(d, 'bad.gz')
        with gzip.open(bad, 'wt') as f:
            f.write('not a paraphrase table\n')
        before = scorer_error(bad)
        import meteor.mtme  # noqa: F401  (registers _mtme's translator)
        after = scorer_error(bad)
    print(f'before import meteor.mtme: {before.__name__ if before else None}; after: {after.__name__ if after else None}')
    if before is None or before is not RuntimeError:
        print('FAIL: a malformed paraphrase table should raise RuntimeError')
        return 1
    if after is not before:
        print('FAIL: importing meteor.mtme changed the exception meteor.Scorer raises')
        return 1
    print('1 passed, 0 failed')
    return 0


if __name__ == '__main__':
    sys.exit(main())
