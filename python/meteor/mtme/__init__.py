# SPDX-License-Identifier: LGPL-2.1-or-later
"""MT Metrics Eval's Python API, backed by libmeteor.

A notebook written for MTME (https://github.com/google-research/mt-metrics-eval)
runs after one change of its import::

    from meteor.mtme import data, stats, tasks, meta_info

``data`` loads MTME test sets (EvalSet) and compares metrics, ``stats`` holds
the correlations and significance tests, ``tasks`` the Task / TaskSet
machinery with the WMT presets and tables, ``meta_info`` the test sets'
meta-information. Correlations, significance tests and rankings run in C++
(the extension ``meteor._mtme``). See docs/mtme.md.
"""

try:  # the one part of the package that needs numpy: the extra [mtme]
    import numpy  # noqa: F401
except ImportError:
    raise ImportError("meteor.mtme needs numpy, which is not installed: pip install 'meteor-mt[mtme]'") from None

from meteor.mtme import meta_info
from meteor.mtme import ratings
from meteor.mtme import pce
from meteor.mtme import tau_optimization
from meteor.mtme import standalone_ratings
from meteor.mtme import stats
from meteor.mtme import data
from meteor.mtme import tasks

__all__ = ['data', 'stats', 'tasks', 'meta_info', 'ratings', 'pce', 'tau_optimization', 'standalone_ratings']
