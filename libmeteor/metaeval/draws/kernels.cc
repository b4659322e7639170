// Which Kendall and Pearson kernel tables run: the level in force (util/cpu.hh), read once;
// and a thread's buffers for the Kendall engine.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/kernels.hh"

namespace meteor::metaeval::detail {

KendallScratch& kendall_scratch() { return thread_scratch<KendallScratch>(); }

const KendallKernels& kernels(cpu::Level level) { return cpu::pick(METEOR_LEVEL_TABLES(kendall_kernels), level); }

const KendallKernels& kernels() {
  static const KendallKernels& in_force = kernels(cpu::level());
  return in_force;
}

const PearsonKernels& pearson_kernels(cpu::Level level) {
  return cpu::pick(METEOR_LEVEL_TABLES(pearson_kernels), level);
}

const PearsonKernels& pearson_kernels() {
  static const PearsonKernels& in_force = pearson_kernels(cpu::level());
  return in_force;
}

}  // namespace meteor::metaeval::detail
