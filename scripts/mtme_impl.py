# SPDX-License-Identifier: LGPL-2.1-or-later
"""Which implementation `mt_metrics_eval` names, for scripts that run MTME's
own material (scripts/mtme-api-tests, scripts/mtme-notebooks).

    import mtme_impl
    mtme_impl.use('meteor' | 'mtme', MTME_CHECKOUT)

'meteor': the package name mt_metrics_eval becomes an alias of meteor.mtme
(every `from mt_metrics_eval import x` and `import mt_metrics_eval.x` gets
meteor.mtme.x, the same module objects): the one import change a user makes.
'mtme': MTME's own code from the checkout (never part of this tree), with
apache_beam (which MTME's data.py imports and nothing here uses) stubbed
when it is not installed.
"""

import importlib
import importlib.abc
import importlib.util
import os
import sys
import types


class _Alias(importlib.abc.MetaPathFinder, importlib.abc.Loader):
  """Finds mt_metrics_eval[.x] as meteor.mtme[.x] (the same module objects)."""

  PREFIX = 'mt_metrics_eval'
  TARGET = 'meteor.mtme'

  def find_spec(self, fullname, path=None, target=None):
    if fullname != self.PREFIX and not fullname.startswith(self.PREFIX + '.'):
      return None
    real = self.TARGET + fullname[len(self.PREFIX):]
    try:
      importlib.import_module(real)
    except ModuleNotFoundError as e:
      if e.name == real or real.startswith(e.name + '.'):
        return None
      raise
    return importlib.util.spec_from_loader(fullname, self, is_package=hasattr(sys.modules[real], '__path__'))

  def create_module(self, spec):
    return sys.modules[self.TARGET + spec.name[len(self.PREFIX):]]

  def exec_module(self, module):
    pass


def use(impl, checkout):
  """Makes `import mt_metrics_eval` give impl ('meteor' or 'mtme')."""
  if impl == 'mtme':
    sys.path.insert(0, os.path.abspath(checkout))
    try:
      import apache_beam  # noqa: F401
    except ImportError:
      sys.modules['apache_beam'] = types.ModuleType('apache_beam')
  elif impl == 'meteor':
    sys.meta_path.insert(0, _Alias())
  else:
    raise ValueError(f'unknown implementation {impl!r} (meteor or mtme)')
