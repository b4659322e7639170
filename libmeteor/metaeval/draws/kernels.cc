// Which kernel table runs: the level in force (util/cpu.hh), read once.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/kernels.hh"

namespace meteor::metaeval::detail {

const KendallKernels& kernels(cpu::Level level) {
#ifdef METEOR_X86
  if (level >= cpu::Level::avx512) return kAvx512Kernels;
  if (level >= cpu::Level::avx2) return kAvx2Kernels;
#endif
  (void)level;
  return kPortableKernels;
}

const KendallKernels& kernels() {
  static const KendallKernels& in_force = kernels(cpu::level());
  return in_force;
}

std::vector<cpu::Level> kernel_levels() {
  std::vector<cpu::Level> out;
  for (cpu::Level l : {cpu::Level::portable, cpu::Level::avx2, cpu::Level::avx512})
    if (l <= cpu::detected() && (out.empty() || &kernels(l) != &kernels(out.back()))) out.push_back(l);
  return out;
}

}  // namespace meteor::metaeval::detail
