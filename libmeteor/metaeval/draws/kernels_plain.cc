// The Kendall engine's plain kernels (kernels.hh), vectorized by the compiler
// for each level's instructions (AVX2's 256-bit lanes hold a sweep's 16-bit counts).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/kernels.hh"
#include "metaeval/draws/sweep.hh"
#include "util/kernel_level.hh"

#ifndef __AVX512BW__

namespace meteor::metaeval::detail {
namespace METEOR_LEVEL_NS {
namespace {

template <unsigned W>
std::int64_t count(const std::uint8_t* groups, std::size_t n) {
  return n < kPartsFrom ? count_parts<W, 1>(groups, n) : count_parts<W, 4>(groups, n);
}
template <unsigned W>
void sweep(const KendallRanked& r, const std::uint8_t* keep, std::int64_t* d) {
  sweep_plain<W, 4>(r, keep, d);
}

}  // namespace
}  // namespace METEOR_LEVEL_NS

extern const KendallKernels METEOR_LEVEL_SYMBOL(kendall_kernels);
const KendallKernels METEOR_LEVEL_SYMBOL(kendall_kernels){
    {METEOR_LEVEL_NS::count<32>, METEOR_LEVEL_NS::count<64>, METEOR_LEVEL_NS::count<128>},
    {METEOR_LEVEL_NS::weights_of<32>, METEOR_LEVEL_NS::weights_of<64>, METEOR_LEVEL_NS::weights_of<128>},
    {METEOR_LEVEL_NS::sweep<32>, METEOR_LEVEL_NS::sweep<64>, METEOR_LEVEL_NS::sweep<128>},
    nullptr,
    nullptr,
    nullptr};

}  // namespace meteor::metaeval::detail
#endif
