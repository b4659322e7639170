// The Kendall engine's AVX2 kernels: the sweep's loops (sweep.hh) compiled
// for AVX2, whose 256-bit lanes hold a sweep's 16-bit counts.
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/kernels.hh"
#include "metaeval/draws/sweep.hh"

#ifdef METEOR_X86

namespace meteor::metaeval::detail {
namespace {

template <unsigned W>
__attribute__((target("avx2"))) std::int64_t count(const std::uint8_t* groups, std::size_t n) {
  return n < kPartsFrom ? count_parts<W, 1>(groups, n) : count_parts<W, 4>(groups, n);
}
template <unsigned W>
__attribute__((target("avx2"))) std::int64_t weights(const std::uint8_t* groups, std::size_t slots, std::int16_t* weight) {
  return weights_of<W>(groups, slots, weight);
}
template <unsigned W>
__attribute__((target("avx2"))) void sweep(const KendallGold::Ranked& r, const std::uint8_t* keep, std::int64_t* d) {
  sweep_plain<W, 4>(r, keep, d);
}

}  // namespace

const KendallKernels kAvx2Kernels{cpu::Level::avx2,
                                {count<32>, count<64>, count<128>},
                                {weights<32>, weights<64>, weights<128>},
                                {sweep<32>, sweep<64>, sweep<128>},
                                nullptr,
                                nullptr};

}  // namespace meteor::metaeval::detail
#endif
