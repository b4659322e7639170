// A permutation test's Pearson draws (pearson_perm.hh).
//
// SPDX-License-Identifier: LGPL-2.1-or-later
#include "metaeval/draws/pearson_perm.hh"

#include <array>
#include <memory>

#include "metaeval/draws/draw_bits.hh"
#include "metaeval/draws/pearson_draws.hh"
#include "metaeval/statistics/correlate.hh"

namespace meteor::metaeval::detail {

PearsonTestDraws::PearsonTestDraws(const Vector& gold, const std::vector<std::size_t>& starts, const Vector& z1,
                                   const Vector& z2, bool replace_nans_with_zeros)
    : starts_(starts), z1_(z1), z2_(z2), replace_nans_with_zeros_(replace_nans_with_zeros) {
  for (std::size_t v = 0; v + 1 < starts.size(); ++v)
    gold_.emplace_back(Vector(gold.begin() + static_cast<std::ptrdiff_t>(starts[v]),
                              gold.begin() + static_cast<std::ptrdiff_t>(starts[v + 1])));
}

std::pair<double, double> PearsonTestDraws::unpermuted() const {
  Vector va, vb;
  va.reserve(gold_.size());
  vb.reserve(gold_.size());
  for (std::size_t v = 0; v < gold_.size(); ++v) {
    va.push_back(gold_[v](z1_.data() + starts_[v]));
    vb.push_back(gold_[v](z2_.data() + starts_[v]));
  }
  return {average_values(va, replace_nans_with_zeros_), average_values(vb, replace_nans_with_zeros_)};
}

void PearsonTestDraws::draws(std::uint64_t seed, int first, std::size_t, std::array<double, 2>* out) const {
  // The draws' bits and (where made) vectors: draw j's m1, m2 at 2j, 2j + 1
  // (on the heap: a pointer's room in the static TLS).
  struct Scratch {
    std::array<std::vector<std::uint64_t>, kDraws> bits;
    std::array<Vector, 2 * kDraws> m;
    std::vector<std::uint8_t> mask;  // the kernel's scratch
  };
  thread_local std::unique_ptr<Scratch> scratch;
  if (!scratch) scratch = std::make_unique<Scratch>();
  auto& bits = scratch->bits;
  auto& m = scratch->m;
  std::array<const std::uint64_t*, kDraws> draw;
  for (std::size_t j = 0; j < kDraws; ++j) {
    draw_bits(seed, first + static_cast<int>(j), z1_.size(), bits[j]);
    draw[j] = bits[j].data();
  }
  // Each vector's r from the bits where the CPU can (PearsonKernels::draws);
  // else from the draws' vectors, made once.
  const auto from_bits = pearson_kernels().draws;
  bool made = false;
  std::array<Vector, 2 * kDraws> values;
  for (Vector& v : values) v.reserve(gold_.size());
  std::array<const double*, 2 * kDraws> at;
  std::array<double, 2 * kDraws> r;
  for (std::size_t v = 0; v < gold_.size(); ++v) {
    const PearsonGold& g = gold_[v];
    if (from_bits && !g.scaled().empty()) {
      scratch->mask.resize(g.size());
      from_bits(draw.data(), starts_[v], z1_.data() + starts_[v], z2_.data() + starts_[v], g.scaled().data(),
                g.size(), scratch->mask.data(), r.data());
    } else {
      for (std::size_t j = 0; j < kDraws && !made; ++j) {
        m[2 * j].resize(z1_.size());
        m[2 * j + 1].resize(z1_.size());
        mix_by_bits(draw[j], 0, z1_.data(), z2_.data(), z1_.size(), m[2 * j].data(), m[2 * j + 1].data());
      }
      made = true;
      for (std::size_t j = 0; j < at.size(); ++j) at[j] = m[j].data() + starts_[v];
      g.many(at.data(), r.data());
    }
    for (std::size_t j = 0; j < at.size(); ++j) values[j].push_back(r[j]);
  }
  for (std::size_t j = 0; j < kDraws; ++j)
    out[j] = {average_values(values[2 * j + 1], replace_nans_with_zeros_),
              average_values(values[2 * j], replace_nans_with_zeros_)};
}

}  // namespace meteor::metaeval::detail
