// The Kendall engine's plain kernels (kernels.hh), vectorized by the compiler
// for each level's instructions (AVX2's 256-bit lanes hold a sweep's 16-bit counts).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/kernels.hh"
#include "metaeval/draws/sweep.hh"
#include "util/kernel_level.hh"

#ifndef __AVX512BW__

namespace meteor::metaeval::detail {

extern const KendallKernels METEOR_LEVEL_SYMBOL(kendall_kernels);
const KendallKernels METEOR_LEVEL_SYMBOL(kendall_kernels){
    {METEOR_LEVEL_NS::count_sized<32, 4>, METEOR_LEVEL_NS::count_sized<64, 4>, METEOR_LEVEL_NS::count_sized<128, 4>},
    {METEOR_LEVEL_NS::weights_of<32>, METEOR_LEVEL_NS::weights_of<64>, METEOR_LEVEL_NS::weights_of<128>},
    {METEOR_LEVEL_NS::sweep_plain<32, 4>, METEOR_LEVEL_NS::sweep_plain<64, 4>, METEOR_LEVEL_NS::sweep_plain<128, 4>},
    nullptr,
    nullptr,
    nullptr};

}  // namespace meteor::metaeval::detail
#endif
